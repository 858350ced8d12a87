"""Fusing the lexical and the meaning-based rankings, the score floor and the most specific section.

Reciprocal-rank fusion: each ranking adds ``weight / (RRF_K + rank)`` to a section. Sections of an
exactly typed term or of a section number named in the question (the lexical ``pinned``) come first.
A question that matches no term, scores low lexically and is far from every section in meaning gets
no answer (the floor), rather than a random section.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from .model import Document
from .search import Ranking

POOL = 40
RRF_K = 30
W_LEXICAL = 1.0
W_DENSE = 1.4
#: Floors (tuned on the tuning part of the dev set and on nonsense questions): a question is weak
#: lexically when it names no term and its best section has a low BM25 score, or shares few of its
#: words with a middling score; then it needs the meaning-based similarity to pass DENSE_FLOOR.
LEXICAL_FLOOR = 4.0
COVERAGE_FLOOR, COVERED_SCORE = 0.3, 12.0
DENSE_FLOOR = 0.86
#: A child replaces its parent when it is at most this much less similar to the question.
CHILD_MARGIN_DENSE = 0.0
CHILD_RATIO_LEXICAL = 0.8


@dataclass(frozen=True)
class Candidate:
    """A fused result: id, score (best first) and the parent shown as context, if any."""

    id: str
    score: float
    context: str = ""


def fuse(lexical: Ranking, dense: dict[str, float] | None) -> list[Candidate]:
    """One ranking from the lexical one and the similarities (None: lexical only); [] below the floor."""
    weak_lexical = not lexical.pinned and not lexical.terms and (
        lexical.bm25_top < LEXICAL_FLOOR
        or (lexical.coverage < COVERAGE_FLOOR and lexical.bm25_top < COVERED_SCORE))
    if dense is None:
        if weak_lexical:
            return []
        return [Candidate(sid, score) for sid, score in lexical.scores]
    by_meaning = sorted(dense.items(), key=lambda kv: (-kv[1], kv[0]))[:POOL]
    if weak_lexical and (not by_meaning or by_meaning[0][1] < DENSE_FLOOR):
        return []
    scores: dict[str, float] = defaultdict(float)
    for rank, (sid, _) in enumerate(lexical.scores[:POOL]):
        scores[sid] += W_LEXICAL / (RRF_K + rank + 1)
    for rank, (sid, _) in enumerate(by_meaning):
        scores[sid] += W_DENSE / (RRF_K + rank + 1)
    for n, sid in enumerate(lexical.pinned):
        scores[sid] = 10.0 - n * 0.01 + scores[sid]
    ranked = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))
    return [Candidate(sid, round(score, 5)) for sid, score in ranked]


def most_specific(doc: Document, cand: Candidate, scores: dict[str, float]) -> Candidate:
    """Step down from a section to the child that answers: the best-scoring child when it scores
    nearly as well as the parent (always, from a title-only heading); the parent becomes context."""
    dense_like = bool(scores) and max(scores.values()) <= 1.0
    current = doc.get(cand.id)
    best_id, parent_id = cand.id, ""
    while current is not None and current.children:
        kids = [c for c in current.children if c in scores]
        if not kids:
            break
        child = max(kids, key=lambda c: scores[c])
        mine, theirs = scores.get(best_id, 0.0), scores[child]
        close = theirs >= mine - CHILD_MARGIN_DENSE if dense_like else theirs >= mine * CHILD_RATIO_LEXICAL
        if not (close or not current.text):
            break
        parent_id, best_id = best_id, child
        current = doc.get(child)
    if best_id == cand.id:
        return cand
    return Candidate(best_id, cand.score, context=parent_id)
