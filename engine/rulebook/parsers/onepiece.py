"""Parser for the ONE PIECE CARD GAME comprehensive rules (ja): hyphenated ids like ``7-1-4-1``."""

from __future__ import annotations

import re

from ..model import Document
from ..normalize import fold_width
from .common import RawSection, assemble, is_successor

RULE_LINE = re.compile(r"^(\d+(?:-\d+)*)\.\s*(.*)$")
STRAY_PREFIX = re.compile(r"^(?:-\s*)?(?:・\s*)?")
CHANGELOG_DATE = re.compile(r"^\d{4}/\d{1,2}/\d{1,2}$")
REF = re.compile(r"(?<![\d-])(\d+(?:-\d+)+)|[(（](\d+)\.(?=\D)")


def find_refs(text: str) -> list[str]:
    return [a or b for a, b in REF.findall(text)]


def parse(text: str, *, version: str, source: str) -> Document:
    """Parse the ONE PIECE document: body after the second ``総合ルール本文``, up to the change history."""
    doc = Document(game="onepiece", lang="ja", version=version, source=source)
    lines = [fold_width(line).strip() for line in text.splitlines()]
    starts = [i for i, ln in enumerate(lines) if ln == "総合ルール本文"]
    raws: list[RawSection] = []
    prev: tuple[int, ...] | None = None
    for line in lines[starts[-1] + 1 :]:
        if CHANGELOG_DATE.match(line):
            break
        line = STRAY_PREFIX.sub("", line)
        if not line:
            continue
        m = RULE_LINE.match(line)
        if m:
            num = tuple(int(x) for x in m.group(1).split("-"))
            if is_successor(prev, num):
                parent = "-".join(m.group(1).split("-")[:-1]) or None
                kind = "chapter" if len(num) == 1 else "rule"
                raws.append(RawSection(id=m.group(1), parent=parent, head=m.group(2), kind=kind))
                prev = num
                continue
        if raws:
            raws[-1].body.append(line)
    return assemble(doc, raws, ref_finder=find_refs, heading_depth=lambda r: r.id.count("-") <= 1)
