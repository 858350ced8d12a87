"""Issue 20 (latency): the array and precomputed shortcuts of a search give exactly what the plain
definitions give (same ids, same order on ties, same float values), so no answer changes."""

from __future__ import annotations

import heapq
import random

import numpy as np
import pytest

from engine.rulebook import Rulebook, english_titles, fusion


def _plain_lift(doc, dense: dict[str, float]) -> dict[str, float]:
    """fusion.CHILD_LIFT by its definition: a section with children is raised that share of the way
    to its most similar child, never lowered."""
    out = dict(dense)
    for sid, mine in dense.items():
        section = doc.get(sid)
        if section is None or not section.children:
            continue
        best = max((dense[c] for c in section.children if c in dense), default=mine)
        if best > mine:
            out[sid] = mine + fusion.CHILD_LIFT * (best - mine)
    return out


def _similarities(n: int, seed: int) -> np.ndarray:
    # few distinct values: many ties, between parents and children and at the pool's edge
    rng = np.random.default_rng(seed)
    return (rng.integers(70, 95, n) / 100).astype(np.float32)


@pytest.mark.parametrize("seed", [1, 2])
def test_parent_lift_is_the_plain_lift(rb: Rulebook, seed: int) -> None:
    for index in rb._indexes.values():
        sims = _similarities(len(index.ids), seed)
        lifted = fusion.ParentLift.build(index.doc, index.ids).apply(sims)
        plain = _plain_lift(index.doc, dict(zip(index.ids, sims.tolist(), strict=True)))
        assert lifted.tolist() == [plain[sid] for sid in index.ids]


@pytest.mark.parametrize("n", [1, fusion.POOL, 500])
def test_by_meaning_is_the_first_of_the_full_order(n: int) -> None:
    ids = [f"s{i:03d}" for i in range(n)]
    random.Random(n).shuffle(ids)
    sims = _similarities(n, n).astype(np.float64)
    dense = dict(zip(ids, sims.tolist(), strict=True))
    expected = heapq.nsmallest(fusion.POOL, dense.items(), key=lambda kv: (-kv[1], kv[0]))
    assert fusion.by_meaning(ids, sims) == expected


def test_lexical_order_and_coverage_are_the_plain_ones(rb: Rulebook) -> None:
    index = rb._index("onepiece", "ja")
    rng = random.Random(3)
    for _ in range(20):
        scores = {i: rng.choice([0.0, -1.0, 2.5, 2.50001, 7.123456789, rng.random() * 30])
                  for i in rng.sample(range(len(index.ids)), 200)}
        plain = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))
        assert index._ordered(scores) == [(index.ids[i], round(x, 4)) for i, x in plain if x > 0]
    weights = dict.fromkeys(["アタック", "カウンター", "ドン", "nosuchword", "キャ"], 1.0)
    for i in range(0, len(index.ids), 7):
        content = [t for t, w in weights.items() if w >= 1.0]
        found = sum(1 for t in content if i in index.norms.get(t, ((), ()))[0])
        assert index.coverage(weights, i) == found / len(content)


def test_english_indexes_are_built_at_load(rb: Rulebook) -> None:
    # the first English question to a Japanese-only document must not build them (tens of ms)
    english_titles.index.cache_clear()
    english_titles.text_index.cache_clear()
    Rulebook(rb._indexes)
    games = {"onepiece", "mlp", "wow"}
    assert english_titles.index.cache_info().currsize == english_titles.text_index.cache_info().currsize == len(games)
