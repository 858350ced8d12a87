"""Section vectors: one unit vector per section (parent titles + title + text), cached on disk.

The cache file is named by the model and a hash of the passages, so a changed document (or a changed
passage recipe) builds new vectors and an unchanged one is read back in milliseconds.
``python -m engine.rulebook.vectors`` builds every document's vectors (the set-up runs it once).
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING

from .glossary import gloss, parent_id, search_names
from .model import Document, Section
from .translations import search_english

if TYPE_CHECKING:
    import numpy as np

    from .embedder import Embedder

log = logging.getLogger(__name__)

PASSAGE_CHARS = 600
RECIPE = "2"  # bump when passage() changes


def passage(doc: Document, s: Section) -> str:
    """What the model reads for a section: its ancestors' titles, its title, text and first example."""
    trail: list[str] = []
    parent = doc.get(s.parent) if s.parent else None
    while parent is not None and len(trail) < 4:
        if parent.title and parent.title not in trail:
            trail.append(parent.title)
        parent = doc.get(parent.parent) if parent.parent else None
    head = " > ".join([*reversed(trail), s.title] if s.title not in trail else reversed(trail))
    body = " ".join(x for x in (s.text, *s.examples[:1]) if x)
    if not body and s.children:
        first = doc.get(s.children[0])
        body = first.text if first else ""
    return f"{head}: {body}"[:PASSAGE_CHARS] if head else body[:PASSAGE_CHARS]


def english_passage(doc: Document, s: Section) -> str:
    """What the model reads for a section of a Japanese-only document when the question is English:
    the English glosses of its titles and the English names of the terms it uses, then the section's
    English translation (:mod:`.translations`), or :func:`passage` without one."""
    trail: list[str] = []
    sid: str | None = s.id
    while sid and len(trail) < 3:
        title = gloss(doc.game, sid)
        if title and title not in trail:
            trail.append(title)
        sid = parent_id(doc.game, sid)
    names = search_names(doc.game, f"{s.title} {s.text}")
    head = " > ".join(reversed(trail)) + (f" ({', '.join(names)})" if names else "")
    body = search_english(doc.game).get(s.id) or passage(doc, s)
    return f"{head}: {body}"[:PASSAGE_CHARS + 150]


def _cache_path(cache_dir: Path, model: str, texts: list[str], recipe: str = RECIPE) -> Path:
    h = hashlib.sha256(f"{model}\n{recipe}\n".encode())
    for t in texts:
        h.update(t.encode("utf-8"))
        h.update(b"\x00")
    return cache_dir / f"vectors-{h.hexdigest()[:24]}.npy"


def section_vectors(embedder: Embedder, doc: Document, ids: list[str], cache_dir: Path,
                    *, build: bool = True, english: bool = False) -> np.ndarray | None:
    """A (len(ids), dim) float32 matrix, read from the cache or built (and cached) when ``build``;
    ``english``: the English view of a Japanese-only document (:func:`english_passage`)."""
    recipe = english_passage if english else passage
    texts = [recipe(doc, s) for s in (doc.get(i) for i in ids) if s is not None]
    if len(texts) != len(ids):
        raise ValueError(f"{doc.key}: unknown section ids")
    return cached_vectors(embedder, texts, cache_dir, build=build, what=f"section vectors for {doc.key}")


def cached_vectors(embedder: Embedder, texts: list[str], cache_dir: Path, *, build: bool = True,
                   questions: bool = False, what: str = "vectors") -> np.ndarray | None:
    """The texts' (len(texts), dim) float32 matrix, from the cache (named by the model, the recipe
    and the texts) or built and cached when ``build``; ``questions`` embeds them as questions (the
    model's query side), else as passages."""
    import numpy as np

    path = _cache_path(cache_dir, embedder.name, texts, "questions" if questions else RECIPE)
    with contextlib.suppress(OSError, ValueError):
        matrix = np.load(path, allow_pickle=False)
        if matrix.shape == (len(texts), embedder.dim):
            return matrix
    if not build:
        return None
    log.info("rulebook: building %d %s (cached in %s)", len(texts), what, path.parent)
    embed = embedder.queries if questions else embedder.passages
    matrix = np.ascontiguousarray(embed(texts), dtype=np.float32)
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp.npy")
        np.save(tmp, matrix, allow_pickle=False)
        tmp.replace(path)
    return matrix
