"""Random playouts with every invariant of engine.core.simulate (integrity, conservation, leak check
of every view — plans in nobody's view, decks and hands not in the opponent's — after every action;
JSON round trip and re-apply determinism after every action of every 10th game; full replay of
every game), plus the MLP invariants of checklist §13."""

from __future__ import annotations

import pytest

from engine.core.cards import CardPool
from engine.core.simulate import simulate
from engine.mlp import game
from tests.shared_data import DATA, needs

MLP_DB = DATA / "mlp" / "MLP-DB.json"


def run(seed: int, games: int, max_turns: int, real: bool, deep_every: int = 10) -> dict:
    records = game.import_cards(str(MLP_DB)).cards if real else game.fixture_cards()
    pool = CardPool("mlp", records)
    report = simulate(game.ENGINE, lambda rng, n: [game.random_deck(pool, rng) for _ in range(n)], games, seed,
                      options={"max_turns": max_turns}, max_actions=400, deep_every=deep_every)
    return report.to_json()


def test_200_random_games_keep_every_invariant(counts):
    # turn cap 8 (interaction from turn 3) keeps the suite fast; long games are under slow
    report = run(11, 200, 8, real=False)
    counts(games=report["games"], actions=report["actions"])
    assert report["errors"] == []
    assert report["finished"] == 200


@needs(MLP_DB)
def test_random_games_with_the_real_pool():
    report = run(21, 10, 5, real=True, deep_every=1)
    assert report["errors"] == []


@pytest.mark.slow
def test_long_random_games():
    assert run(31, 200, 30, real=False, deep_every=1)["errors"] == []
    if MLP_DB.exists():
        assert run(41, 100, 30, real=True, deep_every=1)["errors"] == []
