"""Parser for the Disney Lorcana comprehensive rules (ja, zh and en): dotted ids like ``1.9.1.1.``."""

from __future__ import annotations

import re

from ..model import Document
from ..normalize import fold_width, join_wrapped
from .common import RawSection, add_glossary, assemble, is_successor

RULE_LINE = re.compile(r"^(\s*)(\d+(?:\.\d+)*)\.(?:\s+|(?=[^\s「“\"\d(（的参])|$)(.*)$")
EXAMPLE_LINE = re.compile(r"^(例\s*[A-Z]?\s*[:：]|示例[一二三四五六七八九十]?\s*[:：]|Examples?\s*[A-Z0-9]?\s*:)")
FOOTER = re.compile(r"^(©Disney.*|disneylorcana\.com|Based on the .* works by .*|\d+|[ivxlc]+)$", re.IGNORECASE)
REF = re.compile(r"(?<![\d.])(\d+(?:\.\d+)+|\d+(?=\.[「“\"]))")
GLOSSARY_TITLE = {"ja": "用語集", "zh": "术语表", "en": "Glossary"}
CHANGELOG = {"ja": "更新履歴", "zh": "更新概要", "en": "Update Summary"}


def find_refs(text: str) -> list[str]:
    return [m.rstrip(".") for m in REF.findall(text)]


def parse(text: str, *, lang: str, version: str, source: str) -> Document:
    """Parse a Lorcana document; the glossary becomes ``用語集/…`` (ja) or ``术语表/…`` (zh) entries."""
    doc = Document(game="lorcana", lang=lang, version=version, source=source)
    lines = [fold_width(line).rstrip() for line in text.splitlines()]
    first_rule = next(i for i, ln in enumerate(lines) if re.match(r"^\s*1\.1\.1\.\s", ln))
    start = next(i for i in range(first_rule, -1, -1) if re.match(r"^1\.\s", lines[i]))
    glossary_at = next(i for i in range(start, len(lines)) if _is_title(lines[i], GLOSSARY_TITLE[lang]))
    raws = _parse_body(lines[start:glossary_at])
    assemble(doc, raws, ref_finder=find_refs, heading_depth=lambda r: r.id.count(".") <= 1)
    end = next((i for i in range(glossary_at + 1, len(lines)) if _is_title(lines[i], CHANGELOG[lang])), len(lines))
    reader = {"ja": _glossary_ja, "zh": _glossary_zh, "en": _glossary_en}[lang]
    entries = reader(lines[glossary_at + 1 : end])
    add_glossary(doc, GLOSSARY_TITLE[lang], entries, find_refs)
    return doc


def _is_title(line: str, title: str) -> bool:
    """A chapter title line (the English texts print some in capitals)."""
    return line.strip().casefold() == title.casefold()


def _parse_body(lines: list[str]) -> list[RawSection]:
    raws: list[RawSection] = []
    prev: tuple[int, ...] | None = None
    in_example = False
    for line in lines:
        stripped = line.strip()
        if not stripped or FOOTER.match(stripped):
            continue
        m = RULE_LINE.match(line)
        if m:
            num = tuple(int(x) for x in m.group(2).split("."))
            if is_successor(prev, num):
                sid = m.group(2)
                parent = ".".join(m.group(2).split(".")[:-1]) or None
                kind = "chapter" if len(num) == 1 else "rule"
                raws.append(RawSection(id=sid, parent=parent, head=m.group(3) or "", kind=kind))
                prev, in_example = num, False
                continue
        if not raws:
            continue
        current = raws[-1]
        if EXAMPLE_LINE.match(stripped):
            current.examples.append(stripped)
            in_example = True
        elif in_example:
            current.examples[-1] = join_wrapped(current.examples[-1], stripped)
        else:
            current.body.append(stripped)
    return raws


def _glossary_ja(lines: list[str]) -> list[tuple[str, list[str]]]:
    """ja glossary: a headword at column 0, its definition indented."""
    entries: list[tuple[str, list[str]]] = []
    for line in lines:
        stripped = line.strip()
        if not stripped or FOOTER.match(stripped):
            continue
        if not line[0].isspace():
            entries.append((stripped, []))
        elif entries:
            entries[-1][1].append(stripped)
    return entries


def _glossary_zh(lines: list[str]) -> list[tuple[str, list[str]]]:
    """zh glossary: headwords and definitions both at column 0; a headword is a short line without
    sentence punctuation that follows a finished sentence."""
    entries: list[tuple[str, list[str]]] = []
    prev_done = True
    for line in lines:
        stripped = line.strip()
        if not stripped or FOOTER.match(stripped):
            continue
        short = len(stripped) <= 16 and not re.search(r"[。，、：；]", stripped)
        if short and prev_done and not line[0].isspace():
            entries.append((stripped, []))
            prev_done = False
            continue
        if entries:
            entries[-1][1].append(stripped)
            prev_done = stripped.endswith(("。", "）", "」"))
    return entries


def _glossary_en(lines: list[str]) -> list[tuple[str, list[str]]]:
    """en glossary: like zh, a headword is a short line without a final period after a finished sentence."""
    entries: list[tuple[str, list[str]]] = []
    prev_done = True
    for line in lines:
        stripped = line.strip()
        if not stripped or FOOTER.match(stripped):
            continue
        if prev_done and len(stripped) <= 40 and not stripped.endswith((".", ":", ",")):
            entries.append((stripped, []))
            prev_done = False
            continue
        if entries:
            entries[-1][1].append(stripped)
            prev_done = stripped.endswith((".", ")", "”", '"'))
    return entries
