"""Random playouts with every invariant of engine.core.simulate (integrity, conservation, leak
checks of every view, JSON round trip, re-apply determinism, full replay)."""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor

import pytest

from engine.core.cards import CardPool
from engine.core.simulate import simulate
from engine.wow.game import ENGINE, fixture_cards, random_deck

POOL = CardPool("wow", fixture_cards())


def _limited(rng, n):
    return [random_deck(POOL, rng, size=30) for _ in range(n)]  # 100.1: a legal Limited deck


def _constructed(rng, n):
    return [random_deck(POOL, rng) for _ in range(n)]


def _run(seed: int, games: int, max_turns: int, constructed: bool) -> dict:
    report = simulate(ENGINE, _constructed if constructed else _limited, games, seed,
                      options={"max_turns": max_turns}, max_actions=400)
    return report.to_json()


def _parallel(games: int, max_turns: int, constructed: bool) -> list[dict]:
    half = games // 2
    with ProcessPoolExecutor(2) as pool:
        futures = [pool.submit(_run, seed, half, max_turns, constructed) for seed in (1, 2)]
        return [f.result() for f in futures]


def test_200_random_games_keep_every_invariant():
    reports = _parallel(200, 6, constructed=False)
    assert sum(r["games"] for r in reports) == 200
    assert [e for r in reports for e in r["errors"]] == []
    assert sum(r["finished"] for r in reports) == 200


@pytest.mark.slow
def test_long_constructed_games():
    reports = _parallel(200, 40, constructed=True)
    assert [e for r in reports for e in r["errors"]] == []
