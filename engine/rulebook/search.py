"""Ranked search over one document: BM25 over CJK bigrams/unigrams, alias boosts and synonyms."""

from __future__ import annotations

import math
import re
from array import array
from bisect import bisect_left
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import repeat
from typing import TYPE_CHECKING, TypeVar

from rapidfuzz import fuzz, process

from . import aliases as alias_tables
from .model import Document, Hit, Section
from .normalize import fold, is_hiragana, stem, tokens

if TYPE_CHECKING:
    import numpy as np

K = TypeVar("K", str, int)
Postings = tuple[array, array]
"""A token's postings: section positions (ascending, ``array("i")``) and their BM25 norms (``array("d")``)."""
K1, B = 1.2, 0.75
UNIGRAM_WEIGHT = 0.25
HIRAGANA_WEIGHT = 0.15
GLOSSARY_FACTOR = 0.75
ALIAS_BOOST = 0.8
EXACT_BOOST = 2.0
CHILD_BOOST = 0.2
#: An English question's term boost is for the terms it is about: a term's section whose similarity in
#: meaning to the question is more than ABOUT_GAP below the most similar section's gets ABOUT_SHARE of
#: the boost (a term merely mentioned, as "life" in a question about placing a card face down). Tuned on
#: the tuning part (r@1/r@3 0.681/0.855 -> 0.685/0.859); without the model the boost is whole.
ABOUT_GAP = 0.02
ABOUT_SHARE = 0.25
MAX_QUERY = 300
SNIPPET = 140
_STOP_CJK = re.compile(
    r"とは|について|ですか|ますか|でしょうか|教えて|知りたい|どうなります|どうなる|ってなに|って何|なに|"
    r"什么|怎么|是否|吗|呢|请问"
)
_STOP_EN = re.compile(
    r"\b(?:how|what|does|do|is|are|the|a|an|can|i|my|you|when|if|of|to|in|it|on|with|for|work|works|"
    r"rule|rules|happens|happen|there|about|whats|what's)\b"
)


EN_STOP = frozenset(
    {
        "a",
        "an",
        "and",
        "any",
        "are",
        "as",
        "at",
        "be",
        "by",
        "can",
        "card",
        "do",
        "does",
        "for",
        "from",
        "has",
        "have",
        "i",
        "if",
        "in",
        "is",
        "it",
        "its",
        "me",
        "my",
        "of",
        "on",
        "or",
        "that",
        "the",
        "their",
        "them",
        "they",
        "this",
        "to",
        "what",
        "when",
        "which",
        "while",
        "who",
        "with",
        "would",
        "you",
        "your",
    }
)


def strip_stopwords(q: str) -> str:
    return _STOP_EN.sub(" ", _STOP_CJK.sub(" ", q))


@lru_cache(maxsize=4096)
def _word(word: str) -> re.Pattern[str]:
    """``word`` as a whole ASCII word (compiled once)."""
    return re.compile(rf"(?<![a-z0-9]){re.escape(word)}(?![a-z0-9])")


def has_word(q: str, word: str) -> bool:
    """True when the folded question contains ``word`` as a whole word (substring test first)."""
    return word in q and _word(word).search(q) is not None


@lru_cache(maxsize=8192)
def _english_form(word: str) -> str:
    """An English word's comparison form: its stem without a final ``e`` (``placed``, ``place`` → ``plac``)."""
    return stem(word).removesuffix("e")


def best_first(scores: dict[K, float]) -> list[K]:
    """The keys of ``scores`` by score, highest first, equal scores by key (the order of
    ``sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))``, with no Python-level key)."""
    # by key, then stably by score: ``reverse`` keeps equal scores in key order
    return sorted(sorted(scores), key=scores.__getitem__, reverse=True)


@lru_cache(maxsize=16384)
def _token_weight(tok: str) -> float:
    """A question token's weight: CJK unigrams and hiragana little, English stop words less."""
    if len(tok) == 1 and not tok.isascii():
        return 0.0 if is_hiragana(tok) else UNIGRAM_WEIGHT
    if is_hiragana(tok):
        return HIRAGANA_WEIGHT
    return 0.1 if tok in EN_STOP else 1.0


@dataclass
class Ranking:
    """A lexical ranking: (id, score) best first, the pinned ids, whether a term is written in the
    question (exactly, not a fuzzy guess), the raw BM25 top score, the best section's coverage and
    the terms (alias keys) matched in the question."""

    scores: list[tuple[str, float]]
    pinned: list[str]
    terms: bool
    bm25_top: float
    coverage: float = 0.0
    keys: tuple[str, ...] = ()


@dataclass
class DocIndex:
    """Search structures for one document (picklable, so it can be cached on disk)."""

    doc: Document
    ids: list[str] = field(default_factory=list)
    #: token → (section positions, their BM25 term-frequency norms), computed once at build time; two
    #: flat arrays per token (a tuple per posting took 13 MB more of the bot's memory)
    norms: dict[str, Postings] = field(default_factory=dict)
    position: dict[str, int] = field(default_factory=dict)
    glossary_only: frozenset[int] = frozenset()
    lengths: list[int] = field(default_factory=list)
    avg_len: float = 1.0
    idf: dict[str, float] = field(default_factory=dict)
    alias_ids: dict[str, tuple[str, ...]] = field(default_factory=dict)
    alias_label: dict[str, str] = field(default_factory=dict)
    alias_ja: dict[str, list[str]] = field(default_factory=dict)
    completions: list[tuple[str, str, str]] = field(default_factory=list)

    @classmethod
    def build(cls, doc: Document, game: str) -> DocIndex:
        index = cls(doc=doc)
        sections = doc.all_sections()
        df: Counter[str] = Counter()
        postings: dict[str, list[tuple[int, int]]] = defaultdict(list)
        for i, s in enumerate(sections):
            index.ids.append(s.id)
            toks = tokens(" ".join([s.title, s.title, s.text, *s.examples]))
            index.lengths.append(len(toks))
            for tok, tf in Counter(toks).items():
                postings[tok].append((i, tf))
                df[tok] += 1
        n = len(sections)
        index.avg_len = sum(index.lengths) / max(n, 1)
        index.idf = {t: math.log(1 + (n - c + 0.5) / (c + 0.5)) for t, c in df.items()}
        index.norms = {
            tok: (array("i", [i for i, _ in plist]),
                  array("d", [tf * (K1 + 1) / (tf + K1 * (1 - B + B * index.lengths[i] / index.avg_len))
                              for i, tf in plist]))
            for tok, plist in postings.items()
        }
        index.position = {sid: i for i, sid in enumerate(index.ids)}
        index.glossary_only = frozenset(
            i for i, sid in enumerate(index.ids) if "/" in sid and not doc.sections.get(sid)
        )
        index._build_aliases(game, sections)
        return index

    def _build_aliases(self, game: str, sections: list[Section]) -> None:
        doc = self.doc
        for s in sections:  # automatic: headings' titles and glossary headwords
            if s.kind in ("chapter", "heading", "glossary") and s.title and len(s.title) <= 20:
                key = fold(s.title.strip("【】「」“”"))
                if key and key not in self.alias_ids:
                    self.alias_ids[key] = (s.id,)
                    self.alias_label[key] = s.title
        for a in alias_tables.curated(game, doc.lang):  # curated entries win over automatic ones
            key = fold(a.term)
            ids = tuple(i for i in a.ids if doc.get(i) is not None)
            if ids:
                self.alias_ids[key] = ids
                self.alias_label[key] = a.label if a.lang == "en" and doc.lang != "en" else a.term
                if a.lang == "en" and doc.lang != "en":
                    self.alias_ja.setdefault(key, []).append(a.label)
        seen: set[tuple[str, str]] = set()
        for s in sections:
            label = f"{s.id} {s.title}".strip() if not s.is_glossary else s.title
            self.completions.append((fold(s.id), s.id, label[:100]))
        for key, ids in self.alias_ids.items():
            if (key, ids[0]) not in seen:
                seen.add((key, ids[0]))
                self.completions.append((key, ids[0], f"{self.alias_label[key]} → {ids[0]}"[:100]))

    # ---------------------------------------------------------------- query side

    def bm25(self, weights: dict[str, float]) -> dict[int, float]:
        scores: dict[int, float] = defaultdict(float)
        for tok, w in weights.items():
            plist = self.norms.get(tok)
            if not plist or not w:
                continue
            idf = self.idf[tok] * w
            for i, norm in zip(*plist, strict=True):
                scores[i] += idf * norm
        return scores

    def match_aliases(self, q: str, *, fuzzy: bool) -> list[str]:
        """Alias keys found in the folded query (longest first, no key inside a longer match)."""
        found = []
        for key in self.alias_ids:
            if key.isascii():
                if has_word(q, key):
                    found.append(key)
            elif key in q and (len(key) >= 2 or q == key):
                found.append(key)
        found.sort(key=len, reverse=True)
        kept: list[str] = []
        for key in found:
            if not any(key in longer for longer in kept):
                kept.append(key)
        if not kept and fuzzy:
            kept = self._fuzzy(q)
        return kept

    def _fuzzy(self, q: str) -> list[str]:
        keys = list(self.alias_ids)
        core = strip_stopwords(q).strip()
        if core and len(core) <= 24:
            best = process.extractOne(core, keys, scorer=fuzz.ratio, score_cutoff=78)
            if best:
                return [best[0]]
        out = []
        for word in re.findall(r"[a-z]{5,}", q):
            best = process.extractOne(
                word, [k for k in keys if k.isascii()], scorer=fuzz.ratio, score_cutoff=80
            )
            if best:
                out.append(best[0])
        return out

    def search(self, query: str, *, game: str, lang: str, limit: int, embedded_ids: list[str]) -> list[Hit]:
        ranking = self.rank(query, game=game, lang=lang, embedded_ids=embedded_ids)
        return [self.hit(sid, score) for sid, score in ranking.scores[:limit]]

    def rank(
        self, query: str, *, game: str, lang: str, embedded_ids: list[str], near: np.ndarray | None = None
    ) -> Ranking:
        """Lexical ranking (BM25 plus term boosts); ``pinned`` are the sections of an exactly typed
        term or a section number mentioned in the question, which come first whatever else scores.
        ``near``: the sections' similarity in meaning to the question (in ``ids`` order), which an
        English question's term boost goes by (:data:`ABOUT_GAP`)."""
        q = fold(query)[:MAX_QUERY]
        exact = self.match_aliases(q, fuzzy=False)
        matched = exact or self._fuzzy(q)
        text = stripped = strip_stopwords(q)
        if self.doc.lang == "en":
            pass  # English text: the question's own words
        elif lang == "en" or q.isascii():
            extra = []
            for key in matched:
                extra.extend(self.alias_ja.get(key, [self.alias_label[key]]))
            extra.extend(self._english_words(q))
            text = " ".join([text, *extra])
        else:
            synonyms = {
                **alias_tables.SYNONYMS.get(self.doc.lang, {}),
                **alias_tables.GAME_SYNONYMS.get(game, {}),
            }
            extra = [v for k, v in synonyms.items() if k in q and v not in q]
            text = " ".join([text, *extra])
        weights: dict[str, float] = defaultdict(float)
        for tok in tokens(text):
            weights[tok] = max(weights[tok], _token_weight(tok))
        scores = self.bm25(weights)
        for i in self.glossary_only.intersection(scores):
            scores[i] *= GLOSSARY_FACTOR
        bm25_top = max(scores.values(), default=0.0)
        coverage = self.coverage(weights, max(scores, key=scores.__getitem__)) if scores else 0.0
        top = bm25_top or 1.0
        position = self.position
        boosted: dict[int, float] = defaultdict(float)
        pinned: list[str] = []
        core = stripped.strip(" ?？!！。、,.")
        about = float(near.max()) - ABOUT_GAP if near is not None and len(near) and lang == "en" else None
        for rank, key in enumerate(matched):
            factor = ALIAS_BOOST / (1 + 0.3 * rank)
            whole = core == key or (len(matched) == 1 and len(core) <= len(key) + 2)
            if whole:
                factor = EXACT_BOOST  # the query is the term itself: its sections come first
                pinned.extend(self.alias_ids[key])
            for j, sid in enumerate(self.alias_ids[key]):
                i = position[sid]
                share = ABOUT_SHARE if about is not None and not whole and near[i] < about else 1.0
                boosted[i] = max(boosted[i], top * factor * share / (1 + 0.1 * j))
                section = self.doc.get(sid)
                for child in section.children if section else []:
                    if child in position:
                        boosted[position[child]] = max(boosted[position[child]], top * CHILD_BOOST)
        for sid in embedded_ids:
            if sid in position:
                boosted[position[sid]] += top
                pinned.append(sid)
        for i, b in boosted.items():
            scores[i] = scores.get(i, 0.0) + b
        return Ranking(
            scores=self._ordered(scores),
            pinned=list(dict.fromkeys(pinned)),
            terms=bool(exact),
            bm25_top=bm25_top,
            coverage=coverage,
            keys=tuple(matched),
        )

    def _ordered(self, scores: dict[int, float]) -> list[tuple[str, float]]:
        """(id, score rounded) of the positive scores, best first, ties by position."""
        order = best_first(scores)
        values = list(map(scores.__getitem__, order))
        n = len(values)
        while n and values[n - 1] <= 0:
            n -= 1
        return list(zip(map(self.ids.__getitem__, order[:n]), map(round, values[:n], repeat(4)), strict=True))

    def _english_words(self, q: str) -> list[str]:
        """The document's words for the general English words of a question (:data:`aliases.ENGLISH`),
        matched by stem (``players`` meets ``player``, ``placed`` meets ``place``); spellings the
        document never uses are dropped (they would only lower the question's coverage)."""
        forms = {_english_form(w) for w in re.findall(r"[a-z]+", q)}
        out = []
        for word, pair in alias_tables.ENGLISH.items():
            if _english_form(word) in forms if word.isalpha() else has_word(q, word):
                out.extend(
                    w
                    for w in (pair[1] if self.doc.lang == "zh" else pair[0]).split()
                    if all(t in self.idf for t in tokens(w) if len(t) > 1 or t.isascii())
                )
        return out

    def coverage(self, weights: dict[str, float], i: int) -> float:
        """Share of the question's content tokens (weight 1) found in section ``i``; tokens the
        document never uses count as missing (a nonsense question covers little)."""
        content = [t for t, w in weights.items() if w >= 1.0]
        if not content:
            return 0.0
        found = 0
        for t in content:  # postings are in position order
            at = self.norms[t][0] if t in self.norms else ()
            k = bisect_left(at, i)
            found += k < len(at) and at[k] == i
        return found / len(content)

    def hit(self, sid: str, score: float, context: str = "") -> Hit:
        s = self.doc.get(sid)
        assert s is not None
        return Hit(
            id=s.id,
            title=s.title,
            text=snippet(self.doc, s),
            score=round(score, 4),
            context=context,
            outside=s.outside,
        )

    def complete(self, prefix: str, limit: int) -> list[tuple[str, str]]:
        p = fold(prefix)
        if not p:
            return [(sid, label) for _, sid, label in self.completions[:limit]]
        starts = [(sid, label) for key, sid, label in self.completions if key.startswith(p)]
        if len(starts) < limit:
            starts += [
                (sid, label) for key, sid, label in self.completions if p in key and not key.startswith(p)
            ]
        if len(starts) < limit and len(p) >= 3:
            keys = [c[0] for c in self.completions]
            for _, _, i in process.extract(p, keys, scorer=fuzz.partial_ratio, limit=limit, score_cutoff=75):
                starts.append(self.completions[i][1:])
        return list(dict.fromkeys(starts))[:limit]


def snippet(doc: Document, s: Section) -> str:
    """Section text shortened for result lists (a heading shows its first subsection)."""
    text = s.text
    if not text and s.children:
        child = doc.get(s.children[0])
        text = f"{child.id} {child.text or child.title}" if child else ""
    return text if len(text) <= SNIPPET else text[: SNIPPET - 1] + "…"
