"""Parser for the World of Warcraft TCG comprehensive rules (ja 6.0, partial transcription).

Each page is one long line without punctuation, so rules are found inline: a number starts a rule only
where the numbering increases by a small step and the number is not followed by a particle
(``100.2c に従う`` is a reference)."""

from __future__ import annotations

import re

from ..model import Document
from ..normalize import fold_width
from .common import RawSection, assemble

BODY_START = "1. 基礎 100. デッキの構築 100.1"
CANDIDATE = re.compile(
    r"(?<![\d.(/])(?:(?P<rule>\d{3}\.\d+[a-z]?)|(?P<section>\d{3})\.|(?P<chapter>[1-9])\.)(?=\s)(?!\s*\.)"
)
REFERENCE_FOLLOWS = re.compile(r"^\s*(?:に|と|を|も|の|で|が|は|や|へ|から|まで|参照|および|または|\)|）)")
EXAMPLE_SPLIT = re.compile(r"\s例\s*:\s*")
REF = re.compile(r"(?<![\d.])(\d{3}(?:\.\d+[a-z]?)?)(?![\d])")

Key = tuple[int, int, int, int]


def find_refs(text: str) -> list[str]:
    return REF.findall(text)


def _key(m: re.Match[str]) -> Key:
    if m.group("chapter"):
        return (int(m.group("chapter")), 0, 0, 0)
    if m.group("section"):
        s = int(m.group("section"))
        return (s // 100, s % 100 + 1, 0, 0)
    number, rest = m.group("rule").split(".")
    digits = re.match(r"\d+", rest).group()  # type: ignore[union-attr]
    letter = rest[len(digits) :]
    s = int(number)
    return (s // 100, s % 100 + 1, int(digits), ord(letter) - 96 if letter else 0)


def _plausible(prev: Key | None, key: Key) -> bool:
    if prev is None:
        return key == (1, 0, 0, 0)
    if key <= prev:
        return False
    for level in range(4):
        if key[level] != prev[level]:
            same_prefix = key[:level] == prev[:level]
            deeper_zero = all(x == 0 for x in key[level + 1 :])
            step = key[level] - prev[level]
            return (same_prefix and (deeper_zero or level == 3) and 0 < step <= 2) or (
                level < 3 and same_prefix and key[level] - prev[level] <= 2 and key[level + 1 :].count(0) >= 1
                and _first_child(key, level)
            )
    return False


def _first_child(key: Key, level: int) -> bool:
    """A deeper first element (e.g. rule 1 straight after a new section) is acceptable."""
    tail = key[level + 1 :]
    return all(x in (0, 1) for x in tail)


def _id_parent(m: re.Match[str]) -> tuple[str, str | None, str]:
    if m.group("chapter"):
        return m.group("chapter"), None, "chapter"
    if m.group("section"):
        return m.group("section"), m.group("section")[0], "rule"
    rule = m.group("rule")
    number, rest = rule.split(".")
    parent = f"{number}.{rest.rstrip('abcdefghijklmnopqrstuvwxyz')}" if rest[-1].isalpha() else number
    return rule, parent, "rule"


def parse(text: str, *, version: str, source: str) -> Document:
    """Parse the WoW transcription: pages joined, the inline table of contents skipped."""
    doc = Document(game="wow", lang="ja", version=version, source=source)
    after = text[text.index("Transcription:") + len("Transcription:") :]
    pages = [fold_width(p).strip() for p in after.splitlines()]
    pages = [re.sub(r"^\d+\s+|\s+\d+$", "", p) for p in pages if p and not p.isdigit()]
    body = " ".join(pages)
    body = body[body.index(BODY_START) :]
    raws: list[RawSection] = []
    prev: Key | None = None
    last_end = 0
    for m in CANDIDATE.finditer(body):
        key = _key(m)
        if REFERENCE_FOLLOWS.match(body[m.end() :]) or not _plausible(prev, key):
            continue
        if raws:
            _finish(raws[-1], body[last_end : m.start()])
        sid, parent, kind = _id_parent(m)
        raws.append(RawSection(id=sid, parent=parent, head="", kind=kind))
        prev, last_end = key, m.end()
    if raws:
        _finish(raws[-1], body[last_end:])
    return assemble(doc, raws, ref_finder=find_refs, heading_depth=lambda r: "." not in r.id,
                    heading_only=lambda sid: "." not in sid, spaced=True)


def _finish(raw: RawSection, chunk: str) -> None:
    parts = EXAMPLE_SPLIT.split(chunk.strip())
    raw.head = parts[0].strip()
    raw.examples = [f"例: {p.strip()}" for p in parts[1:] if p.strip()]
