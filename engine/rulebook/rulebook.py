"""The public entry point: :class:`Rulebook` loads every document once and answers lookups."""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import pickle
import re
import threading
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import align, asked, embedder, english, english_titles, fusion, learned
from . import ids as id_parser
from .asked import AskedIndex
from .cache import cache_dir
from .documents import ENGLISH_ANSWERS, ENGLISH_NEWEST, GAMES, LANGS, SPECS
from .fusion import Candidate, ParentLift, by_meaning, fuse, select
from .model import Document, Hit, Section
from .normalize import fold, nfkc, without_card_names
from .search import MAX_QUERY, DocIndex, Ranking, strip_stopwords
from .vectors import cached_vectors, section_vectors

CACHE_VERSION = "2"
_WORDS = re.compile(r"\w")
QUERY_CACHE = 512  # question vectors kept (per normalized text): a repeated question skips the model
#: The model's time grows with a question's tokens (about 1.1 ms each on one thread): a question longer
#: than this is embedded without its stop words (tuning part: the same recall, p95 tokens 42.6 -> 34.5).
LONG_QUESTION_TOKENS = 26
log = logging.getLogger(__name__)
_LOCK = threading.Lock()
_INSTANCE: Rulebook | None = None


def _source_hash() -> str:
    h = hashlib.sha256(CACHE_VERSION.encode())
    for spec in (*SPECS, ENGLISH_ANSWERS, ENGLISH_NEWEST):
        h.update(spec.path.read_bytes())
    h.update(align.tsv_path(ENGLISH_ANSWERS.filename).read_bytes())
    for module in ("parsers/common.py", "parsers/lorcana.py", "parsers/onepiece.py", "parsers/mlp.py",
                   "parsers/wow.py", "aliases.py", "search.py", "normalize.py", "model.py", "english.py",
                   "documents.py"):
        h.update((Path(__file__).parent / module).read_bytes())
    return h.hexdigest()[:20]


class Rulebook:
    """All rules documents with lookup by number, term and question.

    ``Rulebook.load()`` returns a process-wide instance; the built index is cached on disk (keyed by the
    documents' and this package's hashes) and rebuilt in memory when the cache can't be used.
    """

    def __init__(self, indexes: dict[tuple[str, str], DocIndex]) -> None:
        self._indexes = indexes
        self._vectors: dict[tuple[str, str], Any] = {}
        self._english_vectors: dict[tuple[str, str], Any] = {}  # English views of ja-only documents
        self._asked: dict[tuple[str, str], AskedIndex | None] = {}  # written questions per document
        self._learned: dict[tuple[str, str], Any] = {}  # section vectors learned from them (:mod:`.learned`)
        self._model: embedder.Embedder | None = None
        self._dense_lock = threading.Lock()
        self._query_vectors: OrderedDict[str, Any] = OrderedDict()
        self._query_lock = threading.Lock()  # not the dense lock: a vector build must not block searches
        self._reminders = {key: fusion.reminders(ix.doc) for key, ix in indexes.items()}
        self._lifts: dict[tuple[str, str], ParentLift] = {}
        for game in {g for g, _ in indexes if "en" not in LANGS[g]}:  # built now, not by a first question
            english_titles.index(game)
            english_titles.text_index(game)

    @classmethod
    def load(cls, *, use_cache: bool = True) -> Rulebook:
        global _INSTANCE
        with _LOCK:
            if _INSTANCE is None or not use_cache:
                instance = cls(_load_indexes(use_cache))
                instance.dense_ready(build=False)
                if not use_cache:
                    return instance
                _INSTANCE = instance
            return _INSTANCE

    # ------------------------------------------------------------------ documents

    def dense_ready(self, *, build: bool = True) -> bool:
        """Load the model and every document's section vectors (building the missing ones when
        ``build``; minutes on a busy machine, so the set-up does it). False: search stays lexical."""
        with self._dense_lock:
            model = embedder.load()
            if model is None:
                return False
            missing = []
            for key, index in self._indexes.items():
                if key not in self._vectors:
                    matrix = section_vectors(model, index.doc, index.ids, cache_dir(), build=build)
                    if matrix is None:
                        missing.append("/".join(key))
                    else:
                        self._vectors[key] = matrix
                        self._lift(index)
                if key not in self._english_vectors and "en" not in LANGS[key[0]]:
                    matrix = section_vectors(model, index.doc, index.ids, cache_dir(), build=build,
                                             english=True)
                    if matrix is None:
                        missing.append("/".join(key) + " (English view)")
                    else:
                        self._english_vectors[key] = matrix
                if key not in self._asked:
                    pairs = asked.questions(key[0])
                    matrix = cached_vectors(model, [q for _, q in pairs], cache_dir(), build=build,
                                            questions=True, what=f"written questions for {key[0]}") if pairs else None
                    if pairs and matrix is None:
                        missing.append("/".join(key) + " (written questions)")
                    else:
                        self._asked[key] = AskedIndex.build(index.doc, pairs, matrix) if pairs else None
                found = self._asked.get(key)
                if key not in self._learned and key in self._vectors and found is not None:
                    matrix = learned.learned_vectors(self._vectors[key], found.matrix, found.labels(index.position),
                                                     cache_dir(), build=build, what="/".join(key))
                    if matrix is None:
                        missing.append("/".join(key) + " (learned section vectors)")
                    else:
                        self._learned[key] = matrix
            if missing:
                log.warning("rulebook: no cached vectors for %s; search there goes without them (lexical "
                            "without section vectors; build them: python -m engine.rulebook.build vectors)",
                            ", ".join(missing))
            self._model = model if self._vectors else None
            return not missing

    @property
    def dense(self) -> bool:
        """True when meaning-based search is on (model and vectors loaded)."""
        return self._model is not None

    def doc(self, game: str, lang: str = "ja") -> Document:
        """The document of ``game`` in ``lang``; ValueError names the valid choices."""
        return self._index(game, lang).doc

    def documents(self) -> list[Document]:
        return [ix.doc for ix in self._indexes.values()]

    def _index(self, game: str, lang: str) -> DocIndex:
        if game not in GAMES:
            raise ValueError(f"unknown game {game!r}; valid games: {', '.join(GAMES)}")
        doc_lang = "ja" if lang == "en" and "en" not in LANGS[game] else lang
        if doc_lang not in LANGS[game]:
            raise ValueError(f"unknown language {lang!r} for {game}; valid: {', '.join([*LANGS[game], 'en'])}")
        return self._indexes[(game, doc_lang)]

    # ------------------------------------------------------------------ lookups

    def section(self, game: str, section_id: str, lang: str = "ja") -> Section | None:
        """A section by id in any accepted spelling (``1.9.1.1.``, ``7.1.4.1`` for ONE PIECE, ``四、3.2.1``)."""
        doc = self.doc(game, lang)
        found = doc.get(section_id.strip())
        if found is not None:
            return found
        for candidate in id_parser.candidates(game, section_id):
            if (found := doc.get(candidate)) is not None:
                return found
        return None

    def subsections(self, game: str, section_id: str, lang: str = "ja") -> list[Section]:
        """The section followed by all its descendants in document order."""
        root = self.section(game, section_id, lang)
        if root is None:
            return []
        doc = self.doc(game, lang)
        out, stack = [], [root]
        while stack:
            s = stack.pop()
            out.append(s)
            stack.extend(c for c in (doc.get(x) for x in reversed(s.children)) if c is not None)
        return out

    def search(self, game: str, query: str, lang: str = "ja", limit: int = 5) -> list[Hit]:
        """Ranked hits for a number, a term or a question; [] for bad input, never raises."""
        try:
            return self._search(game, query, lang, max(0, int(limit)))
        except Exception:
            return []

    def _search(self, game: str, query: str, lang: str, limit: int) -> list[Hit]:
        if not isinstance(query, str) or not query.strip() or limit == 0:
            return []
        index = self._index(game, lang)
        doc = index.doc
        typed = id_parser.candidates(game, query)
        numbered = [c for c in typed if doc.get(c) is not None]
        if typed and not numbered:
            return []  # a section number that does not exist: no answer (see nearest_ids)
        if numbered:
            hits: list[Hit] = []
            for n, sid in enumerate(numbered):
                for depth, s in enumerate(self.subsections(game, sid, doc.lang)):
                    hits.append(index.hit(s.id, 100.0 - n - depth * 0.01))
            return hits[:limit]
        stages = self._stages(index, game, query, lang)
        if not stages.ranked:
            return []
        chosen = select(doc, stages.ranked, stages.scores, limit, pinned=stages.lexical.pinned,
                        reminder=stages.reminder)
        return [index.hit(c.id, c.score, context=c.context) for c in chosen]

    def stages(self, game: str, query: str, lang: str = "ja", depth: int = fusion.POOL) -> dict[str, list[str]]:
        """What each stage of a question's search ranks first (``depth`` ids each): ``lexical``,
        ``dense`` (meaning, as fused; parents lifted toward their best child), ``titles`` (English title glosses; English questions to a Japanese-only
        document), ``translated`` (the sections' English translations; the same questions), ``asked``
        (the questions written for each section) and ``fused``, before the step-down to the most specific section. For studying
        which stage loses an answer (``python -m engine.rulebook.bench --tuning-stages``)."""
        index = self._index(game, lang)
        st = self._stages(index, game, query, lang)
        dense = [sid for sid, _ in st.meaning] if st.meaning else []
        return {"lexical": [sid for sid, _ in st.lexical.scores[:depth]], "dense": dense[:depth],
                "titles": [sid for sid, _ in (st.titles or [])[:depth]],
                "translated": [sid for sid, _ in (st.translated or [])[:depth]],
                "asked": [sid for sid, _ in (st.asked or [])[:depth]],
                "fused": [c.id for c in st.ranked[:depth]]}

    def _stages(self, index: DocIndex, game: str, query: str, lang: str) -> _Stages:
        doc = index.doc
        embedded = [c for c in id_parser.embedded(game, query) if doc.get(c) is not None]
        query = without_card_names(query)[:MAX_QUERY]
        # the question alone: appending the document's names for its terms (as the lexical ranking
        # does) made long English questions ~30% slower to embed and found no more on the tuning part
        sims = self._similarities(index, query, lang)
        lifted = self._lift(index).apply(sims) if sims is not None else None
        lexical = index.rank(query, game=game, lang=lang, embedded_ids=embedded, near=lifted)
        dense = meaning = None
        if lifted is not None:
            dense = dict(zip(index.ids, lifted.tolist(), strict=True))
            # the meaning ranking of a question in the document's language goes by the section vectors
            # learned from the written questions (:mod:`.learned`); a term typed alone is a lookup, not a
            # question: its sections keep the order of the base vectors (the term table's order)
            lookup = fold(query).strip(" ?？!！。、,.") in index.alias_ids
            mine = self._learned.get((doc.game, doc.lang)) if (lang or doc.lang) == doc.lang and not lookup else None
            q = self._query_vector(self._model, query) if mine is not None else None
            meaning = by_meaning(index.ids, self._lift(index).apply(mine @ q) if q is not None else lifted)
        by_title = english_titles.index(game) if lang == "en" and doc.lang != "en" else None
        # titles are matched by the question's words beside its terms (:func:`english_titles.without_terms`)
        rest = english_titles.without_terms(query, lexical.keys) if by_title else ""
        titles = [(sid, x) for sid, x in by_title.rank(rest) if doc.get(sid) is not None] if by_title else None
        by_text = english_titles.text_index(game) if lang == "en" and doc.lang != "en" else None
        translated = [(sid, x) for sid, x in by_text.rank(query) if doc.get(sid) is not None] if by_text else None
        reminder = self._reminders.get((doc.game, doc.lang), frozenset())
        by_asking = self._asked_ranking(index, query) if sims is not None and not bare_term(query, lexical) else None
        ranked = fuse(lexical, dense, doc.glossary, titles, reminder, translated, meaning, by_asking)
        scores = dense if dense is not None else dict(lexical.scores)
        return _Stages(lexical, dense, titles, ranked, scores, reminder, translated, by_asking, meaning)

    def _asked_ranking(self, index: DocIndex, query: str) -> list[tuple[str, float]] | None:
        """Sections by their closest written question (:mod:`.asked`), best first, or None."""
        found = self._asked.get((index.doc.game, index.doc.lang))
        q = self._query_vector(self._model, query) if found is not None and self._model is not None else None
        return by_meaning(found.sections, found.similarities(q)) if q is not None else None

    def _lift(self, index: DocIndex) -> ParentLift:
        """The document's :class:`ParentLift`, built on first use."""
        key = (index.doc.game, index.doc.lang)
        found = self._lifts.get(key)
        if found is None:
            found = self._lifts[key] = ParentLift.build(index.doc, index.ids)
        return found

    def _similarities(self, index: DocIndex, query: str, lang: str = "") -> Any:
        """Cosine similarity of the question with every section of the document (an array in
        ``index.ids`` order), or None (lexical).
        An English question to a Japanese-only document is also compared with the sections' English
        view (title glosses and term names), mixed in by ``fusion.ENGLISH_VIEW``."""
        key = (index.doc.game, index.doc.lang)
        model, matrix = self._model, self._vectors.get(key)
        if model is None or matrix is None:
            return None
        q = self._query_vector(model, query)
        if q is None:
            return None
        sims = matrix @ q
        english = self._english_vectors.get(key) if lang == "en" and index.doc.lang != "en" else None
        if english is not None:
            sims = (1 - fusion.ENGLISH_VIEW) * sims + fusion.ENGLISH_VIEW * (english @ q)
        return sims

    def _query_vector(self, model: embedder.Embedder, query: str) -> Any:
        """The question's vector, embedded once per normalized text (NFKC, spaces collapsed)."""
        text = " ".join(nfkc(query).split())
        with self._query_lock:
            found = self._query_vectors.get(text)
            if found is not None:
                self._query_vectors.move_to_end(text)
                return found
        try:
            vector = model.queries([_shortened(model, text)])[0]
        except Exception:
            log.exception("rulebook: the embedding model failed; lexical search for this question")
            return None
        with self._query_lock:
            self._query_vectors[text] = vector
            while len(self._query_vectors) > QUERY_CACHE:
                self._query_vectors.popitem(last=False)
        return vector

    def nearest_ids(self, game: str, section_id: str, lang: str = "ja", limit: int = 3) -> list[str]:
        """Existing section ids closest to a number that does not exist (``9.99.9`` → ``9.1`` …)."""
        doc = self.doc(game, lang)
        wanted = (id_parser.candidates(game, section_id) or [section_id.strip()])[0]
        parts = wanted.replace("-", ".").split(".")
        known = [s.id for s in doc.all_sections() if not s.outside and "/" not in s.id]
        def closeness(sid: str) -> tuple[int, int, int]:
            other = sid.replace("-", ".").split(".")
            common = next((i for i, (a, b) in enumerate(zip(parts, other, strict=False)) if a != b),
                          min(len(parts), len(other)))
            gap = 0
            if common < min(len(parts), len(other)):
                a, b = parts[common], other[common]
                gap = abs(int(a) - int(b)) if a.isdigit() and b.isdigit() else 99
            return (-common, gap, abs(len(other) - len(parts)))
        return sorted(known, key=closeness)[:limit] if known else []

    def is_number(self, game: str, query: str) -> bool:
        """True when the query is a section number (existing or not)."""
        return bool(id_parser.candidates(game, query))

    def complete(self, game: str, prefix: str, lang: str = "ja", limit: int = 25) -> list[tuple[str, str]]:
        """Autocomplete choices ``(id, label)`` over section ids and terms (labels ≤ 100 characters)."""
        try:
            return self._index(game, lang).complete(prefix or "", max(0, min(int(limit), 25)))
        except Exception:
            return []

    def cite(self, game: str, section_id: str, lang: str = "ja") -> str:
        """``§4.3.6.6 <title>`` for engine logs; KeyError for unknown ids."""
        s = self.section(game, section_id, lang)
        if s is None:
            raise KeyError(f"{game}/{lang}: no section {section_id!r}")
        return f"§{s.id} {s.title}".rstrip()


@dataclass(frozen=True)
class _Stages:
    """One question's rankings: lexical, similarities, title glosses, fused, and the scores that
    choose a child (similarities, or lexical scores without the model); English translations last."""

    lexical: Ranking
    dense: dict[str, float] | None
    titles: list[tuple[str, float]] | None
    ranked: list[Candidate]
    scores: dict[str, float]
    reminder: frozenset[str]
    translated: list[tuple[str, float]] | None = None
    asked: list[tuple[str, float]] | None = None
    meaning: list[tuple[str, float]] | None = None


def _load_indexes(use_cache: bool) -> dict[tuple[str, str], DocIndex]:
    path = cache_dir() / f"rulebook-{_source_hash()}.pickle"
    if use_cache:
        with contextlib.suppress(Exception), path.open("rb") as fh:
            return pickle.load(fh)
    docs = {(s.game, s.lang): s.parse(s.path.read_text(encoding="utf-8")) for s in SPECS}
    docs[("lorcana", "en")] = english_document(docs[("lorcana", "ja")])
    indexes = {key: DocIndex.build(doc, key[0]) for key, doc in docs.items()}
    if use_cache:
        with contextlib.suppress(OSError):
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(f".{os.getpid()}.tmp")
            with tmp.open("wb") as fh:
                pickle.dump(indexes, fh, protocol=pickle.HIGHEST_PROTOCOL)
            tmp.replace(path)
    return indexes


def bare_term(query: str, lexical: Ranking) -> bool:
    """True when the query names a term and asks nothing beside it (``インクウェル``, ``what is shift?``):
    a lookup, which the written questions (:mod:`.asked`) would only pull toward a rule using the term."""
    if not lexical.terms:
        return False
    text = fold(query)
    for key in lexical.keys:
        text = text.replace(key, " ")
    return not _WORDS.search(strip_stopwords(text))


def english_document(seed: Document) -> Document:
    """The English Lorcana view (English text, seed numbers) from the shipped texts and alignment."""
    en = ENGLISH_ANSWERS.parse(ENGLISH_ANSWERS.path.read_text(encoding="utf-8"))
    newest = ENGLISH_NEWEST.parse(ENGLISH_NEWEST.path.read_text(encoding="utf-8"))
    return english.build(seed, en, align.load(ENGLISH_ANSWERS.filename), newest)


def _shortened(model: embedder.Embedder, text: str) -> str:
    """``text`` without its stop words when it is longer than :data:`LONG_QUESTION_TOKENS` (and
    something is left), else ``text``: what the model embeds for a question."""
    if model.query_tokens(text) <= LONG_QUESTION_TOKENS:
        return text
    return " ".join(strip_stopwords(text).split()) or text
