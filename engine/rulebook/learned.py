"""Section vectors learned from the written questions (:mod:`.asked`), for the meaning ranking.

e5-small places a section where its text is, and a player's question where its nouns are: a section's
own written questions are often closer to other sections (on the written questions, the base vectors
rank the question's own section first for 17–38% of them, by document). Starting from each section's
base vector, :func:`learn` moves the sections so that every written question ranks its own section
first (a softmax over the document's sections at temperature :data:`TAU`), held near the base vectors
by an L2 pull (:data:`STRENGTH`). The vectors move little (mean cosine to the base 0.99) but the
written questions' own-section r@1 rises to 0.70–0.98.

Deterministic numpy, 60 full-batch steps with momentum: seconds per document, run by the set-up with the
section vectors and cached beside them (named by the recipe, the base vectors and the questions' vectors
and sections, so changed documents or questions learn new ones).

Used for the meaning ranking of a question in the document's own language only, not for a term typed
alone (a lookup keeps the term table's order; ``Rulebook._stages``);
the step-down and the term boost keep the base similarities (the floor reads the meaning ranking's
first similarity), and English questions to a Japanese-only document keep the base vectors. Tuning part (r@1/r@3), against 0.770/0.871:
τ 0.02 and pull 3 gave 0.774/0.891, τ 0.01 or 0.05 (pull 3) 0.770/0.891, pull 10 0.770–0.778/0.879;
used for every question, or in the step-down too, r@1 fell (see ``SEARCH_NOTES.md``).
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np

log = logging.getLogger(__name__)

TAU = 0.02
STRENGTH = 3.0
STEPS = 60
MOMENTUM = 0.8
RECIPE = f"1 {TAU} {STRENGTH} {STEPS} {MOMENTUM}"  # bump the first number when learn() changes


def learn(
    base: np.ndarray,
    questions: np.ndarray,
    labels: np.ndarray,
    *,
    tau: float = TAU,
    strength: float = STRENGTH,
    steps: int = STEPS,
    momentum: float = MOMENTUM,
) -> np.ndarray:
    """Unit section vectors (float32, ``base``'s shape) minimizing the written questions' softmax loss
    over the sections (``labels[i]``: the row of ``questions[i]``'s section in ``base``), times ``tau``,
    plus ``strength / 2`` times the squared distance to ``base``."""
    import numpy as np

    base = np.ascontiguousarray(base, dtype=np.float32)
    if not len(questions):
        return base.copy()
    q = np.ascontiguousarray(questions, dtype=np.float32)
    labels = np.asarray(labels, dtype=np.intp)
    rows = np.arange(len(q))
    # a step of 1 / (curvature bound): the loss's curvature in a section is at most (its questions) / (4 tau)
    rate = np.float32(1.0 / (np.bincount(labels, minlength=len(base)).max() / tau * 0.5 + strength))
    w = base.copy()
    velocity = np.zeros_like(w)
    for _ in range(steps):
        logits = (q @ w.T) / np.float32(tau)
        logits -= logits.max(axis=1, keepdims=True)
        p = np.exp(logits)
        p /= p.sum(axis=1, keepdims=True)
        p[rows, labels] -= 1.0
        grad = p.T @ q + np.float32(strength) * (w - base)
        velocity = np.float32(momentum) * velocity + grad
        w -= rate * velocity
    w /= np.linalg.norm(w, axis=1, keepdims=True)
    return np.ascontiguousarray(w, dtype=np.float32)


def _cache_path(cache_dir: Path, base: np.ndarray, questions: np.ndarray, labels: np.ndarray) -> Path:
    import numpy as np

    h = hashlib.sha256(f"learned {RECIPE}\n".encode())
    for array in (
        np.ascontiguousarray(base, dtype=np.float32),
        np.ascontiguousarray(questions, dtype=np.float32),
        np.asarray(labels, dtype=np.int64),
    ):
        h.update(str(array.shape).encode())
        h.update(array.tobytes())
    return cache_dir / f"learned-{h.hexdigest()[:24]}.npy"


def learned_vectors(
    base: np.ndarray,
    questions: np.ndarray,
    labels: np.ndarray,
    cache_dir: Path,
    *,
    build: bool = True,
    what: str = "sections",
) -> np.ndarray | None:
    """:func:`learn`'s vectors from the cache, or learned and cached when ``build`` (else None)."""
    import numpy as np

    path = _cache_path(cache_dir, base, questions, labels)
    with contextlib.suppress(OSError, ValueError):
        matrix = np.load(path, allow_pickle=False)
        if matrix.shape == base.shape:
            return matrix
    if not build:
        return None
    log.info("rulebook: learning %d section vectors for %s (cached in %s)", len(base), what, path.parent)
    matrix = learn(base, questions, labels)
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp.npy")
        np.save(tmp, matrix, allow_pickle=False)
        tmp.replace(path)
    return matrix
