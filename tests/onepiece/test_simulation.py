"""Random games with every invariant checked after every action (engine.core.simulate), plus the
game's own (zone limits, DON!! bookkeeping: OnePieceEngine.check_invariants)."""

from __future__ import annotations

import pytest

from engine.core.cards import CardPool
from engine.core.simulate import simulate
from engine.onepiece import game

from .helpers import POOL, needs_npm


def decks(pool):
    return lambda rng, n: [game.random_deck(pool, rng) for _ in range(n)]


def test_200_random_games_keep_every_invariant(counts):
    # 200 games to a 5-turn cap (battles from turn 3): the cheap invariants after every action of
    # every game, the JSON round-trip and re-apply checks on every 10th game, a full replay of each
    report = simulate(game.ENGINE, decks(POOL), 200, 1, 2, {"max_turns": 5}, deep_every=10)
    counts(games=report.games, actions=report.actions)
    assert report.errors == []
    assert report.finished == 200


def test_complete_random_games_keep_every_invariant():
    report = simulate(game.ENGINE, decks(POOL), 4, 2, 2, None)
    assert report.errors == [] and report.finished == 4


@pytest.mark.slow
@pytest.mark.timeout(1800)  # about 200 s alone; several times that on a machine shared by other runs
def test_200_complete_random_games():
    report = simulate(game.ENGINE, decks(POOL), 200, 3, 2, None)
    assert report.errors == [] and report.finished == 200


@needs_npm
@pytest.mark.slow
@pytest.mark.timeout(1200)  # about 110 s alone
def test_real_pool_random_games():
    pool = CardPool("onepiece", game.import_cards(None).cards)
    report = simulate(game.ENGINE, decks(pool), 30, 4, 2, None)
    assert report.errors == [] and report.finished == 30


def test_turn_cap_ends_simulated_games():
    report = simulate(game.ENGINE, decks(POOL), 3, 5, 2, {"max_turns": 4}, check=False)
    assert report.finished == 3
