"""Parser for the Kayou My Little Pony TCG core rules (ja): numbering restarts per chapter, so the id is
the document's own cross-reference form ``第四節 3.2.1`` (chapters are ``第四節``)."""

from __future__ import annotations

import re

from ..model import Document
from ..normalize import fold_width
from .common import RawSection, assemble

KANJI = "一二三四五六七八九十"
CHAPTER_LINE = re.compile(f"^([{KANJI}])、\\s*([^\\t]+)$")
RULE_LINE = re.compile(r"^(\d+)\.(\d+)\.(\d+)(?:([a-z])(?=[.\s]))?\.?\s*(.*)$")
EXAMPLE_LINE = re.compile(r"^例\s*[:：]")
REF = re.compile(f"第([{KANJI}])節\\s*(\\d+\\.\\d+\\.\\d+[a-z]?)")
BOLD = re.compile(r"\*\*(.+?)\*\*")
LINK = re.compile(r"\[([^\]]+)\]\(#\)")


def section_id(chapter: str, number: str) -> str:
    return f"第{chapter}節 {number}"


def find_refs(text: str) -> list[str]:
    return [section_id(ch, num) for ch, num in REF.findall(text)]


def _key(m: re.Match[str]) -> tuple[int, int, int, int]:
    letter = m.group(4)
    return (int(m.group(1)), int(m.group(2)), int(m.group(3)), ord(letter) - 96 if letter else 0)


def _parent(chapter: str, key: tuple[int, int, int, int]) -> str:
    a, b, c, letter = key
    if letter:
        return section_id(chapter, f"{a}.{b}.{c}")
    if c:
        return section_id(chapter, f"{a}.{b}.0")
    if b:
        return section_id(chapter, f"{a}.0.0")
    return f"第{chapter}節"


def _plausible(prev: tuple[int, int, int, int] | None, key: tuple[int, int, int, int]) -> bool:
    if prev is None:
        return key[0] == 1
    return prev < key and key[0] - prev[0] <= 2


def parse(text: str, *, version: str, source: str) -> Document:
    """Parse the MLP document: body from the first chapter header without a tab (the TOC has tabs)."""
    doc = Document(game="mlp", lang="ja", version=version, source=source)
    lines = [LINK.sub(r"\1", BOLD.sub(r"\1", fold_width(line))).strip() for line in text.splitlines()]
    start = next(i for i, ln in enumerate(lines) if CHAPTER_LINE.match(ln) and "\t" not in ln)
    raws: list[RawSection] = []
    chapter = ""
    prev: tuple[int, int, int, int] | None = None
    for line in lines[start:]:
        if not line:
            continue
        if (cm := CHAPTER_LINE.match(line)) and cm.group(1) != chapter:
            chapter, prev = cm.group(1), None
            raws.append(RawSection(id=f"第{chapter}節", parent=None, head=cm.group(2), kind="chapter"))
            continue
        m = RULE_LINE.match(line)
        if m and _plausible(prev, _key(m)):
            prev = _key(m)
            number = f"{m.group(1)}.{m.group(2)}.{m.group(3)}{m.group(4) or ''}"
            raws.append(RawSection(id=section_id(chapter, number), parent=_parent(chapter, prev), head=m.group(5)))
            continue
        if not raws:
            continue
        if EXAMPLE_LINE.match(line):
            raws[-1].examples.append(line)
        else:
            raws[-1].body.append(line)
    return assemble(doc, raws, ref_finder=find_refs, paragraph_bodies=True,
                    heading_depth=lambda r: r.id.endswith(".0.0"), heading_only=lambda sid: " " not in sid)
