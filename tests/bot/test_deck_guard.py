"""Deck lists of any size get a bounded, clear answer, for every game."""

from __future__ import annotations

import pytest

from engine import games
from engine.core.cards import CardPool


@pytest.mark.parametrize("game", games.available())
def test_overlong_list_is_refused_before_parsing(game):
    pool = CardPool(game, games.load(game).fixture_cards())
    result = games.check_deck(game, "4 Some Card\n" * 20_000, pool)
    assert result.deck is None and not result.ok
    assert "at most 100,000" in str(result.problems[0])


@pytest.mark.parametrize("game", games.available())
def test_problem_list_is_capped(game):
    pool = CardPool(game, games.load(game).fixture_cards())
    junk = "\n".join(f"{i} nosuchcard{i}" for i in range(1, 400))
    result = games.check_deck(game, junk, pool)
    assert not result.ok
    assert len(result.problems) <= games.MAX_DECK_PROBLEMS + 1
    if len(result.problems) == games.MAX_DECK_PROBLEMS + 1:
        assert "more problems" in str(result.problems[-1])
