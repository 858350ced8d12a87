"""English questions against a Japanese-only document: match the English glosses of section titles,
and the sections' English translations.

ONE PIECE, MLP and WoW have no English text, so an English question meets their sections lexically
only through the alias tables. The English title glosses (``titles_en.tsv``, also used to label
answers) give a third ranking: sections whose English title shares content words with the question,
weighted by how rare each word is among the titles and how much of the title the question covers.
The translations made for search (:mod:`.translations`) give a fourth: BM25 over their words.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from functools import cache, lru_cache

from .glossary import title_glosses
from .normalize import tokens
from .search import EN_STOP, K1, B, best_first, strip_stopwords
from .translations import search_english

#: Title words too general to tell sections apart.
GENERIC = frozenset({"card", "rule", "overview", "general", "other", "basic", "game", "term"})


@dataclass(frozen=True)
class TitleIndex:
    """The English title words of one game's sections and their rarity."""

    words: dict[str, frozenset[str]]
    idf: dict[str, float]

    def rank(self, question: str) -> list[tuple[str, float]]:
        """Sections whose title shares content words with the question, best first."""
        asked = _asked(question)
        if not asked:
            return []
        out = {}
        for sid, title in self.words.items():
            shared = title & asked
            if shared:
                weight = sum(self.idf[w] for w in shared)
                out[sid] = weight * len(shared) / len(title)
        return [(sid, out[sid]) for sid in best_first(out)]


@lru_cache(maxsize=64)
def _asked(question: str) -> frozenset[str]:
    """A question's content words (worked out once for the title and the translation rankings)."""
    return _content(strip_stopwords(question.casefold()))


def _content(text: str) -> frozenset[str]:
    return frozenset(_words(text))


def _words(text: str) -> list[str]:
    """The content words of an English text, stemmed, in order (repeats kept)."""
    return [t for t in tokens(text) if t.isascii() and t.isalpha() and t not in EN_STOP and t not in GENERIC and len(t) > 2]


@cache
def index(game: str) -> TitleIndex | None:
    """The title index of ``game`` (None when it has no English glosses: Lorcana has English text)."""
    words = {sid: _content(title) for (g, sid), title in title_glosses().items() if g == game}
    words = {sid: w for sid, w in words.items() if w}
    if not words:
        return None
    df = Counter(w for ws in words.values() for w in ws)
    n = len(words)
    return TitleIndex(words, {w: math.log(1 + n / c) for w, c in df.items()})


@dataclass(frozen=True)
class TextIndex:
    """BM25 over the words of the sections' English translations (:mod:`.translations`)."""

    postings: dict[str, list[tuple[str, float]]]
    idf: dict[str, float]

    def rank(self, question: str) -> list[tuple[str, float]]:
        """Sections whose translation shares content words with the question, best first."""
        scores: dict[str, float] = {}
        for w in _asked(question):
            for sid, norm in self.postings.get(w, ()):
                scores[sid] = scores.get(sid, 0.0) + self.idf[w] * norm
        return [(sid, scores[sid]) for sid in best_first(scores)]


@cache
def text_index(game: str) -> TextIndex | None:
    """The translation index of ``game`` (None without a translation)."""
    texts = search_english(game)
    if not texts:
        return None
    counts = {sid: Counter(_words(text.casefold())) for sid, text in texts.items()}
    mean = sum(sum(c.values()) for c in counts.values()) / max(1, len(counts))
    postings: dict[str, list[tuple[str, float]]] = {}
    for sid, c in counts.items():
        size = sum(c.values())
        for w, tf in c.items():
            postings.setdefault(w, []).append((sid, tf * (K1 + 1) / (tf + K1 * (1 - B + B * size / mean))))
    n = len(counts)
    return TextIndex(postings, {w: math.log(1 + (n - len(ps) + 0.5) / (len(ps) + 0.5)) for w, ps in postings.items()})
