"""The public entry point: :class:`Rulebook` loads every document once and answers lookups."""

from __future__ import annotations

import contextlib
import hashlib
import os
import pickle
import tempfile
import threading
from pathlib import Path

from . import ids as id_parser
from .documents import GAMES, LANGS, SPECS
from .model import Document, Hit, Section
from .search import DocIndex

CACHE_VERSION = "1"
_LOCK = threading.Lock()
_INSTANCE: Rulebook | None = None


def _source_hash() -> str:
    h = hashlib.sha256(CACHE_VERSION.encode())
    for spec in SPECS:
        h.update(spec.path.read_bytes())
    for module in ("parsers/common.py", "parsers/lorcana.py", "parsers/onepiece.py", "parsers/mlp.py",
                   "parsers/wow.py", "aliases.py", "search.py", "normalize.py", "model.py"):
        h.update((Path(__file__).parent / module).read_bytes())
    return h.hexdigest()[:20]


def cache_dir() -> Path:
    return Path(os.environ.get("RULEBOOK_CACHE_DIR") or Path(tempfile.gettempdir()) / "tcg-rulebook-cache")


class Rulebook:
    """All rules documents with lookup by number, term and question.

    ``Rulebook.load()`` returns a process-wide instance; the built index is cached on disk (keyed by the
    documents' and this package's hashes) and rebuilt in memory when the cache can't be used.
    """

    def __init__(self, indexes: dict[tuple[str, str], DocIndex]) -> None:
        self._indexes = indexes

    @classmethod
    def load(cls, *, use_cache: bool = True) -> Rulebook:
        global _INSTANCE
        with _LOCK:
            if _INSTANCE is None or not use_cache:
                instance = cls(_load_indexes(use_cache))
                if not use_cache:
                    return instance
                _INSTANCE = instance
            return _INSTANCE

    # ------------------------------------------------------------------ documents

    def doc(self, game: str, lang: str = "ja") -> Document:
        """The document of ``game`` in ``lang``; ValueError names the valid choices."""
        return self._index(game, lang).doc

    def documents(self) -> list[Document]:
        return [ix.doc for ix in self._indexes.values()]

    def _index(self, game: str, lang: str) -> DocIndex:
        if game not in GAMES:
            raise ValueError(f"unknown game {game!r}; valid games: {', '.join(GAMES)}")
        doc_lang = "ja" if lang == "en" else lang
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
        numbered = [c for c in id_parser.candidates(game, query) if doc.get(c) is not None]
        if numbered:
            hits: list[Hit] = []
            for n, sid in enumerate(numbered):
                for depth, s in enumerate(self.subsections(game, sid, doc.lang)):
                    hits.append(index.hit(s.id, 100.0 - n - depth * 0.01))
            return hits[:limit]
        embedded = [c for c in id_parser.embedded(game, query) if doc.get(c) is not None]
        return index.search(query, game=game, lang=lang, limit=limit, embedded_ids=embedded)

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


def _load_indexes(use_cache: bool) -> dict[tuple[str, str], DocIndex]:
    path = cache_dir() / f"rulebook-{_source_hash()}.pickle"
    if use_cache:
        with contextlib.suppress(Exception), path.open("rb") as fh:
            return pickle.load(fh)
    indexes = {(s.game, s.lang): DocIndex.build(s.parse(s.path.read_text(encoding="utf-8")), s.game) for s in SPECS}
    if use_cache:
        with contextlib.suppress(OSError):
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(f".{os.getpid()}.tmp")
            with tmp.open("wb") as fh:
                pickle.dump(indexes, fh, protocol=pickle.HIGHEST_PROTOCOL)
            tmp.replace(path)
    return indexes
