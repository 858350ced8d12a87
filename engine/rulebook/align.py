"""Section-by-section alignment of an English Lorcana text with a seed document (ja or zh).

Numbers alone mislead (English 10.12 is Vanish, Japanese 10.12 is 魔除 = English 10.13 Ward), so the
alignment is a monotonic sequence alignment over the documents' rules in order, scored by the
multilingual model's similarity of the two passages plus a bonus for an equal number.
``python -m engine.rulebook.align`` recomputes it and writes ``docs/<english file>.align.tsv``;
the shipped TSV is what :func:`load` reads at run time (no model needed). Rows whose note is not
``same`` are the places where the documents differ.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .model import Document

if TYPE_CHECKING:
    import numpy as np

DOCS_DIR = Path(__file__).with_name("docs")
SAME_NUMBER_BONUS = 0.12
TITLE_BONUS = 0.3  # both titles are terms of the bilingual tables: equal terms, or different ones
DIGITS_BONUS = 0.1  # the numbers written in the two texts (Jaccard)
MATCH_FLOOR = 0.80  # a pair scoring less than this is left unmatched
NOTES = ("same", "renumbered", "seed only", "english only")


@dataclass(frozen=True)
class Pair:
    """One row: seed id (or ""), English id (or ""), and how they relate."""

    seed: str
    english: str
    note: str


def tsv_path(english_file: str) -> Path:
    return DOCS_DIR / f"{Path(english_file).stem}.align.tsv"


def load(english_file: str) -> list[Pair]:
    """The shipped alignment of ``english_file`` with its seed document."""
    rows = csv.reader(io.StringIO(tsv_path(english_file).read_text(encoding="utf-8")), delimiter="\t")
    out = []
    for row in rows:
        if not row or row[0].startswith("#") or row == ["seed", "english", "note"]:
            continue
        seed, english, note = [*row, "", "", ""][:3]
        out.append(Pair(seed, english, note))
    return out


def align(seed: Document, english: Document, seed_vecs: np.ndarray, en_vecs: np.ndarray) -> list[Pair]:
    """Pairs in document order; ``*_vecs`` are the rows of ``list(doc.sections)`` of each document."""
    import numpy as np

    a, b = list(seed.sections), list(english.sections)
    sim = seed_vecs @ en_vecs.T
    same = np.array([[x == y for y in b] for x in a], dtype=np.float32)
    terms = _term_ids(seed.lang)
    ta = [(terms.get(seed.sections[x].title), seed.sections[x].kind != "rule") for x in a]
    tb = [(terms.get(english.sections[y].title.casefold()), english.sections[y].kind != "rule") for y in b]
    title = np.array([[_title_signal(x, y) for y in tb] for x in ta], dtype=np.float32)
    da = [_digits(seed.sections[x].text) for x in a]
    db = [_digits(english.sections[y].text) for y in b]
    digits = np.array([[len(x & y) / len(x | y) if x | y else 0.0 for y in db] for x in da], dtype=np.float32)
    gain = sim + SAME_NUMBER_BONUS * same + TITLE_BONUS * title + DIGITS_BONUS * digits - MATCH_FLOOR
    n, m = len(a), len(b)
    best = np.zeros((n + 1, m + 1), dtype=np.float64)
    move = np.zeros((n + 1, m + 1), dtype=np.int8)  # 0 match, 1 skip seed, 2 skip english
    move[1:, 0], move[0, 1:] = 1, 2
    for i in range(1, n + 1):
        row, prev, g = best[i], best[i - 1], gain[i - 1]
        for j in range(1, m + 1):
            choices = (prev[j - 1] + g[j - 1], prev[j], row[j - 1])
            k = 0 if choices[0] >= choices[1] and choices[0] >= choices[2] else (1 if choices[1] >= choices[2] else 2)
            row[j], move[i, j] = choices[k], k
    pairs: list[Pair] = []
    i, j = n, m
    while i > 0 or j > 0:
        k = move[i, j]
        if k == 0:
            pairs.append(Pair(a[i - 1], b[j - 1], "same" if a[i - 1] == b[j - 1] else "renumbered"))
            i, j = i - 1, j - 1
        elif k == 1:
            pairs.append(Pair(a[i - 1], "", "seed only"))
            i -= 1
        else:
            pairs.append(Pair("", b[j - 1], "english only"))
            j -= 1
    return pairs[::-1]


def _term_ids(lang: str) -> dict[str, int]:
    """Seed-language and English keyword/term names → the row of the Lorcana alias table."""
    from .aliases import LORCANA, _rows

    out: dict[str, int] = {}
    for n, (_, en, ja, zh) in enumerate(_rows(LORCANA)):
        for term in (ja if lang == "ja" else zh):
            out.setdefault(term, n)
        for term in en:
            out.setdefault(term.casefold(), n)
    return out


def _title_signal(x: tuple[int | None, bool], y: tuple[int | None, bool]) -> float:
    """+1 for the same term (own or inherited titles), -1 for two headings titled by different terms."""
    if x[0] is None or y[0] is None:
        return 0.0
    if x[0] == y[0]:
        return 1.0
    return -1.0 if x[1] and y[1] else 0.0


def _digits(text: str) -> set[str]:
    return set(re.findall(r"\d+(?:\.\d+)*", text))


def write(english_file: str, seed_file: str, pairs: list[Pair]) -> Path:
    path = tsv_path(english_file)
    lines = [f"# {english_file} aligned with {seed_file} (python -m engine.rulebook.align)",
             "seed\tenglish\tnote", *(f"{p.seed}\t{p.english}\t{p.note}" for p in pairs)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path
