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
import re
from collections import Counter
from collections.abc import Container, Iterable
from dataclasses import dataclass, field
from functools import cache, lru_cache

from .aliases import PLAYER_WORDS
from .glossary import title_glosses
from .normalize import fold, tokens
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
        """Sections whose title shares content words with the question, best first: two words, or
        one when the question has at most two. A title sharing one word of a longer question is
        mostly a keyword's or an area's heading, which the lexical ranking's term boost already
        ranks for that word; counted again here, such headings crowd out the rule that answers."""
        asked = _asked(question)
        if not asked:
            return []
        needed = min(2, len(asked) - 1) or 1
        out = {}
        for sid, title in self.words.items():
            shared = title & asked
            if len(shared) >= needed:
                weight = sum(self.idf[w] for w in shared)
                out[sid] = weight * len(shared) / len(title)
        return [(sid, out[sid]) for sid in best_first(out)]


def without_terms(question: str, terms: Iterable[str]) -> str:
    """The (folded) question without the terms the lexical ranking matched in it, as whole words: what
    the question says beside them. The term boost already ranks a term's heading; a title matched by
    the term again counts it twice, and crowds out the rule the rest of the question asks about. A
    question that says nothing beside its terms is kept whole."""
    text = fold(question)
    for term in terms:
        if term.isascii() and term in text:
            text = re.sub(rf"(?<![a-z0-9]){re.escape(term)}(?![a-z0-9])", " ", text)
    return text if _asked(text) else question


@lru_cache(maxsize=64)
def _asked(question: str) -> frozenset[str]:
    """A question's content words (worked out once for the title and the translation rankings)."""
    return _content(strip_stopwords(question.casefold()))


def _content(text: str) -> frozenset[str]:
    return frozenset(_words(text))


#: Card-game words that are not plain words: ONE PIECE's "K.O." (also "K.O.'d", "K.O.s", "KO") and
#: "DON!!" (the tokenizer splits the first into letters, and a word with "!!" is not alphabetic).
_KO = re.compile(r"(?<![a-z])k\.?o\.?(?:'?d|'?s|'?ed|'?ing)?(?![a-z])", re.IGNORECASE)
_MARKED = frozenset({"ko", "don!!"})


def _words(text: str) -> list[str]:
    """The content words of an English text, stemmed, in order (repeats kept)."""
    return [t.removesuffix("e") if t.isalpha() else t for t in tokens(_KO.sub(" ko ", text)) if t in _MARKED or (
        t.isascii() and t.isalpha() and t not in EN_STOP and t not in GENERIC and len(t) > 2)]


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
    #: a player's word (stemmed) → the rules' words for it (:data:`.aliases.PLAYER_WORDS`)
    synonyms: dict[str, frozenset[str]] = field(default_factory=dict)

    def rank(self, question: str) -> list[tuple[str, float]]:
        """Sections whose translation shares content words with the question (or the rules' words
        for a player's word in it), best first."""
        scores: dict[str, float] = {}
        asked = _asked(question)
        for w in asked.union(*(self.synonyms.get(w, ()) for w in asked)):
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
    idf = {w: math.log(1 + (n - len(ps) + 0.5) / (len(ps) + 0.5)) for w, ps in postings.items()}
    return TextIndex(postings, idf, _synonyms(game, postings))


def _synonyms(game: str, known: Container[str]) -> dict[str, frozenset[str]]:
    """``game``'s player words (stemmed) → the rules' words for them that the translation uses."""
    out: dict[str, frozenset[str]] = {}
    for said, meant in PLAYER_WORDS.get(game, {}).items():
        words = frozenset(w for w in _words(meant) if w in known)
        for w in set(_words(said)):
            out[w] = out.get(w, frozenset()) | words
    return out
