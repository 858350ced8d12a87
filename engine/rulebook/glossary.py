"""The bilingual glossary: every keyword and defined term in ja ⇄ en ⇄ zh, and English glosses of
section titles, built from the documents and the alias tables.

Lorcana's English names come from the aligned English text (its section titles under the seed's
numbers); ONE PIECE, MLP and WoW have no English text, so their titles are glossed from
``titles_en.tsv`` and their terms from the alias tables. Keywords a document does not define (WoW
Ferocity: the Japanese 6.0 text ends at 501.1b) are listed with a note instead of a section.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from .aliases import TABLES, _rows, _split_ids
from .model import Document

TITLES = Path(__file__).with_name("titles_en.tsv")
#: Keywords of the WoW TCG that the partial Japanese 6.0 document never defines (English names only:
#: their Japanese names are not in any document here).
UNDEFINED = {"wow": ("ferocity", "stealth", "assault", "elusive", "long-range", "untargetable")}
UNDEFINED_NOTE = {"wow": "not defined in the Japanese 6.0 document, which ends at 501.1b"}


@dataclass(frozen=True)
class Term:
    """One glossary entry: names per language and the sections that define it (or a note)."""

    game: str
    en: tuple[str, ...]
    ja: tuple[str, ...]
    zh: tuple[str, ...] = ()
    ids: tuple[str, ...] = ()
    note: str = ""
    extra: dict[str, str] = field(default_factory=dict, hash=False, compare=False)

    def line(self) -> str:
        """``Shift — ja 変身 (シフト) · zh 转形 — §10.8``."""
        names = [display_name(self.en[0]) if self.en else ""]
        if self.ja:
            names.append("ja " + self.ja[0] + (f" ({', '.join(self.ja[1:])})" if len(self.ja) > 1 else ""))
        if self.zh:
            names.append("zh " + self.zh[0])
        where = " ".join(f"§{i}" for i in self.ids) or self.note
        return " · ".join(n for n in names if n) + (f" — {where}" if where else "")


#: Words a card's term keeps in lower case (``[End of Your Turn]``, ``[DON!! x1]``), unless first.
SMALL_WORDS = frozenset({"a", "an", "as", "of", "the", "to", "x"})


def display_name(name: str) -> str:
    """An English term as printed on cards: ``dual wield`` → ``Dual Wield``, ``don!! deck`` →
    ``DON!! Deck``, ``k.o.`` → ``K.O.``, ``end of your turn`` → ``End of Your Turn``."""
    if len(name) <= 2:
        return name.upper()
    return " ".join(w.upper() if "!!" in w or w == "k.o." else w if i and w in SMALL_WORDS else w[:1].upper() + w[1:]
                    for i, w in enumerate(name.split(" ")))


@cache
def title_glosses() -> dict[tuple[str, str], str]:
    """(game, section id) → English title for the Japanese-only documents."""
    out = {}
    for row in csv.reader(io.StringIO(TITLES.read_text(encoding="utf-8")), delimiter="\t"):
        if len(row) >= 3 and not row[0].startswith("#"):
            out[(row[0], row[1])] = row[2]
    return out


def gloss(game: str, section_id: str, english: Document | None = None) -> str:
    """A one-line English title for a section: Lorcana's from the English text, else the table
    (a rule without its own title gets its nearest titled ancestor's)."""
    if game == "lorcana" and english is not None:
        s = english.get(section_id)
        return s.title if s is not None else ""
    table = title_glosses()
    sid = section_id
    while sid:
        if (game, sid) in table:
            return table[(game, sid)]
        sid = _parent_id(game, sid)
    return ""


def parent_id(game: str, sid: str) -> str:
    """The id of a section's parent in ``game``'s numbering ("" at the top)."""
    return _parent_id(game, sid)


def _parent_id(game: str, sid: str) -> str:
    if game == "onepiece":
        return sid.rpartition("-")[0]
    if game == "mlp":
        head, _, number = sid.partition(" ")
        if not number:
            return ""
        parts = re.sub(r"[a-z]$", "", number).split(".")
        if number[-1].isalpha():
            return f"{head} {'.'.join(parts)}"
        nz = [i for i, p in enumerate(parts) if p != "0"]
        if not nz:
            return head
        parts[nz[-1]] = "0"
        up = ".".join(parts)
        return f"{head} {up}" if up != "0.0.0" else head
    if re.search(r"[a-z]$", sid):
        return sid[:-1]
    return sid.rpartition(".")[0] or (sid[0] if len(sid) == 3 and sid.isdigit() else "")


@cache
def terms(game: str) -> tuple[Term, ...]:
    """Every term of ``game`` from the alias tables, plus the keywords the documents lack."""
    out = []
    for ids, en, ja, zh in _rows(TABLES[game]):
        out.append(Term(game, tuple(en), tuple(ja), tuple(zh), _split_ids(game, ids, "ja")))
    for en in UNDEFINED.get(game, ()):
        out.append(Term(game, (en,), (), (), (), UNDEFINED_NOTE[game]))
    return tuple(out)


def lookup(game: str, query: str) -> list[Term]:
    """Terms named in a query (any language; English case-insensitive, whole words)."""
    q = query.casefold()
    found = []
    for term in terms(game):
        names = [*term.ja, *term.zh]
        hit = any(n and n.casefold() in q for n in names) or any(
            re.search(rf"(?<![a-z]){re.escape(n.casefold())}(?![a-z])", q) for n in term.en)
        if hit:
            found.append(term)
    return found


def english_names(game: str, text: str, limit: int = 6) -> list[str]:
    """English names of the terms and keywords written in a Japanese text, in order of appearance."""
    hits: list[tuple[int, str]] = []
    for term in terms(game):
        if not term.en:
            continue
        positions = [text.find(n) for n in term.ja if n and len(n) >= 2 and n in text]
        if positions:
            hits.append((min(positions), display_name(term.en[0])))
    seen: list[str] = []
    for _, name in sorted(hits):
        if name not in seen:
            seen.append(name)
    return seen[:limit]
