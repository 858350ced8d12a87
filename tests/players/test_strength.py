"""``normal`` beats ``easy`` (a few fixture-card games per game here; the 400-game figure with
real decks is a benchmark: ``python -m bot bench players``) and its games end like real ones."""

from __future__ import annotations

import pytest

from engine import games
from engine.core.cards import CardPool
from engine.players.duel import duel

GAMES = games.available()


def fixture_decks(game: str):
    module = games.load(game)
    pool = CardPool(game, module.fixture_cards())
    return module.ENGINE, lambda rng, n: [module.random_deck(pool, rng) for _ in range(n)]


@pytest.mark.parametrize("game", GAMES)
def test_normal_beats_easy_with_seats_alternated(game: str):
    engine, make_decks = fixture_decks(game)
    report = duel(engine, make_decks, ("normal", "easy"), 6, seed=2, options={"max_turns": 80}, check=False)
    assert not report.errors, report.errors
    assert sum(report.wins) + report.draws == 6
    assert report.wins[0] >= 5, f"{game}: normal won {report.wins[0]} of 6 against easy"


@pytest.mark.parametrize("game", GAMES)
def test_normal_against_normal_finishes_with_every_invariant_checked(game: str):
    engine, make_decks = fixture_decks(game)
    report = duel(engine, make_decks, ("normal", "normal"), 1, seed=4, options={"max_turns": 80}, check=True)
    assert not report.errors, report.errors
    assert report.finished == 1


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_many_normal_games_with_every_invariant_checked(game: str):
    engine, make_decks = fixture_decks(game)
    report = duel(engine, make_decks, ("normal", "normal"), 20, seed=7, options={"max_turns": 80}, check=True)
    assert not report.errors, report.errors
    assert report.finished >= 19
