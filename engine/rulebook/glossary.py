"""The bilingual glossary: every keyword and defined term in ja ⇄ en ⇄ zh, and English glosses of
section titles, built from the documents and the alias tables.

Lorcana's English names come from the aligned English text (its section titles under the seed's
numbers); ONE PIECE, MLP and WoW have no English text, so their titles are glossed from
``titles_en.tsv`` and their terms from the alias tables. An entry names the sections that define the
term (the table's fifth column, when its search targets are where the term is used instead).
Keywords a document does not define (WoW Ferocity: the Japanese 6.0 text ends at 501.1b) are listed
with a note instead of a section.

A name is found in a text only where no longer name of another entry covers it (魔除's katakana ワード
inside キーワード能力, 場 inside 退場), and a katakana name never starts inside a katakana word.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from .aliases import TABLES, _split_ids, glossary_rows
from .model import Document

TITLES = Path(__file__).with_name("titles_en.tsv")
#: Keywords of the WoW TCG that the partial Japanese 6.0 document never defines, with their Japanese
#: names where an example card's text in the document prints one (Stealth: Lobotomize, parsed under 413).
UNDEFINED = {"wow": {"ferocity": (), "stealth": ("ステルス",), "assault": (), "elusive": (), "long-range": (),
                     "untargetable": ()}}
UNDEFINED_NOTE = {"wow": "not defined in the Japanese 6.0 document, which ends at 501.1b"}
#: Where an undefined keyword's Japanese name appears (only on an example card).
EXAMPLE_ONLY = {("wow", "stealth"): "ステルス appears only on an example card, Lobotomize, under 413"}


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
    for ids, en, ja, zh, extra in glossary_rows(TABLES[game]):
        shown = tuple(n.strip() for n in extra["ja"].split(",")) if "ja" in extra else tuple(ja)
        defined = () if "note" in extra else _split_ids(game, extra.get("at", ids), "ja")
        out.append(Term(game, tuple(en), shown, tuple(zh), defined, extra.get("note", "")))
    for en, ja in UNDEFINED.get(game, {}).items():
        where = EXAMPLE_ONLY.get((game, en))
        out.append(Term(game, (en,), ja, (), (), UNDEFINED_NOTE[game] + (f" ({where})" if where else "")))
    return tuple(out)


KATAKANA = re.compile(r"[\u30a0-\u30ff\uff66-\uff9f]")


def _spans(text: str, name: str, *, english: bool) -> list[tuple[int, int]]:
    """Where ``name`` occurs in the folded ``text``: English whole words; a katakana name not
    starting inside a katakana word (ワード in キーワード)."""
    n = name.casefold()
    if not n:
        return []
    if english:
        return [m.span() for m in re.finditer(rf"(?<![a-z]){re.escape(n)}(?![a-z])", text)]
    out = []
    start = text.find(n)
    while start >= 0:
        if not (KATAKANA.match(n) and start and KATAKANA.match(text[start - 1])):
            out.append((start, start + len(n)))
        start = text.find(n, start + 1)
    return out


def _found(game: str, text: str, *, japanese_only: bool = False) -> list[tuple[int, Term]]:
    """(first position, term) for the terms named in ``text``, in table order; a name inside a longer
    name of another term found at the same place does not count."""
    q = text.casefold()
    spans: list[tuple[Term, list[tuple[int, int]]]] = []
    for term in terms(game):
        names = [(n, False) for n in term.ja if not japanese_only or len(n) >= 2]
        if not japanese_only:
            names += [(n, False) for n in term.zh] + [(n, True) for n in term.en]
        found = [sp for n, english in names for sp in _spans(q, n, english=english)]
        if found:
            spans.append((term, found))
    everything = [(term, sp) for term, found in spans for sp in found]
    out = []
    for term, found in spans:
        free = [(a, b) for a, b in found
                if not any(other is not term and c <= a and b <= d and d - c > b - a for other, (c, d) in everything)]
        if free:
            out.append((min(a for a, _ in free), term))
    return out


def lookup(game: str, query: str) -> list[Term]:
    """Terms named in a query (any language; English case-insensitive, whole words)."""
    return [term for _, term in _found(game, query)]


def english_names(game: str, text: str, limit: int = 6) -> list[str]:
    """English names of the terms and keywords written in a Japanese text, in order of appearance."""
    hits: list[tuple[int, str]] = []
    for pos, term in _found(game, text, japanese_only=True):
        if term.en and pos not in (p for p, _ in hits):  # one name per place (ライフ: Life, not Life Area too)
            hits.append((pos, display_name(term.en[0])))
    seen: list[str] = []
    for _, name in sorted(hits):
        if name not in seen:
            seen.append(name)
    return seen[:limit]


def search_names(game: str, text: str, limit: int = 6) -> list[str]:
    """The English names the English view of a Japanese-only document lists for a section
    (:func:`.vectors.english_passage`), as the search was tuned with: every alias row whose Japanese
    name occurs in the text, even inside a longer name. :func:`english_names` (longer names first) moved
    the tuning ranking (r@1 0.762 -> 0.758, r@3 0.895 both; SEARCH_NOTES), so the search keeps this."""
    hits: list[tuple[int, str]] = []
    for _, en, ja, _, _ in glossary_rows(TABLES[game]):
        positions = [text.find(n) for n in ja if len(n) >= 2 and n in text]
        if en and positions:
            hits.append((min(positions), display_name(en[0])))
    seen: list[str] = []
    for _, name in sorted(hits):
        if name not in seen:
            seen.append(name)
    return seen[:limit]
