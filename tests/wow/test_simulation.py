"""Random playouts with the invariants of engine.core.simulate: cheap checks (integrity,
conservation, view leak checks) on every action of every game, JSON round trip and re-apply
determinism on every action of every 10th game (``deep_every``), full replay of the deep-checked games."""

from __future__ import annotations

import pytest

from engine.core.cards import CardPool
from engine.core.simulate import simulate
from engine.wow.game import ENGINE, fixture_cards, random_deck

POOL = CardPool("wow", fixture_cards())


def _limited(rng, n):
    return [random_deck(POOL, rng, size=30) for _ in range(n)]  # 100.1: a legal Limited deck


def _constructed(rng, n):
    return [random_deck(POOL, rng) for _ in range(n)]


def test_200_random_games_keep_every_invariant():
    report = simulate(ENGINE, _limited, 200, 1, options={"max_turns": 6}, max_actions=400, deep_every=10)
    assert report.games == 200
    assert report.errors == []
    assert report.finished == 200


@pytest.mark.slow
def test_long_constructed_games():
    # every game deep-checked, long games with real 60-card decks
    report = simulate(ENGINE, _constructed, 200, 2, options={"max_turns": 40}, max_actions=3000, deep_every=1)
    assert report.errors == []
