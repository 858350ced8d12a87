"""Random playouts with every invariant of engine.core.simulate checked after each action
(conservation, one zone per card, no leaks in any view, JSON round-trip, re-apply determinism,
full replay). The turn cap (option ``max_turns``) ends random games as draws."""

from __future__ import annotations

import pytest

from engine.core.cards import CardPool
from engine.core.simulate import simulate
from engine.lorcana import game
from tests.shared_data import DATA as SHARED_DATA

FIX = CardPool("lorcana", game.fixture_cards())
LORCAST = SHARED_DATA / "lorcana" / "lorcast-cards-en.json"  # through tests/shared_data.py


def decks(pool):
    return lambda rng, n: [game.random_deck(pool, rng) for _ in range(n)]


def test_200_random_games_keep_every_invariant():
    report = simulate(game.ENGINE, decks(FIX), games=200, seed=11, players=2, options={"max_turns": 4}, max_actions=200)
    assert report.errors == []
    assert report.finished == 200


@pytest.mark.parametrize("players", [3, 4])
def test_multiplayer_random_games(players):
    report = simulate(game.ENGINE, decks(FIX), games=6, seed=players, players=players, options={"max_turns": 8}, max_actions=300)
    assert report.errors == []


def test_uncapped_games_reach_a_result():
    report = simulate(game.ENGINE, decks(FIX), games=3, seed=5, players=2, options={"max_turns": 80}, max_actions=3000, check=False)
    assert report.errors == [] and report.finished == 3


@pytest.mark.slow
@pytest.mark.timeout(3600)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_many_random_games_fixture_pool(players):
    report = simulate(game.ENGINE, decks(FIX), games=200 if players == 2 else 50, seed=100 + players, players=players,
                      options={"max_turns": 60}, max_actions=3000)
    assert report.errors == []


@pytest.mark.slow
@pytest.mark.timeout(3600)
@pytest.mark.skipif(not LORCAST.exists(), reason="../shared/data/lorcana is not available")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_many_random_games_real_pool(players):
    from engine.lorcana.cards.importers import import_cards

    pool = CardPool("lorcana", import_cards(str(LORCAST)).cards)
    report = simulate(game.ENGINE, decks(pool), games=40 if players == 2 else 12, seed=200 + players, players=players,
                      options={"max_turns": 60}, max_actions=3000)
    assert report.errors == []
