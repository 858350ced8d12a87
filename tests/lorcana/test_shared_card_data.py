"""The card data (``state.cards``) and the players' names (``state.players``) are shared by every
copy ``apply`` makes (engine.lorcana.state_copy ``NEVER_WRITTEN``): that is sound only while nothing
writes them once the match is set up. Random games whose card data and names refuse every write
(random fixture decks and the benchmark's fixed lists) play to the end, each state sharing them."""

from __future__ import annotations

from typing import Any, NoReturn

import pytest

from engine.core import Rng
from engine.core.simulate import pick_action
from engine.lorcana import game
from engine.lorcana.state_copy import copy_state

from .helpers import POOL
from .test_speed_golden import fixed_decks

MAX_ACTIONS = 600


class ReadOnlyCards(dict):
    """Card data that refuses to be written."""

    def _refuse(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise AssertionError("the card data was written during the match")

    __setitem__ = __delitem__ = update = pop = popitem = clear = setdefault = __ior__ = _refuse  # type: ignore[assignment]


class ReadOnlyNames(list):
    """Players' names that refuse to be written."""

    def _refuse(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise AssertionError("the players' names were written during the match")

    __setitem__ = __delitem__ = append = extend = insert = pop = remove = clear = sort = reverse = _refuse  # type: ignore[assignment]
    __iadd__ = __imul__ = _refuse  # type: ignore[assignment]


def _play(decks: list, seed: int) -> int:
    """A random game from ``seed`` on read-only card data; the number of actions taken."""
    engine = game.ENGINE
    state, _ = engine.new_game(["P1", "P2"], decks, seed, {})
    cards = state.cards = ReadOnlyCards(state.cards)
    names = state.players = ReadOnlyNames(state.players)
    pick = Rng.from_seed(seed ^ 0x5EED)
    taken = 0
    while not state.over and taken < MAX_ACTIONS:
        actor = engine.to_act(state)[0]
        legal = engine.legal_actions(state, actor)
        if not legal:
            break
        engine.view(state, actor)
        state = engine.apply(state, pick_action(legal, pick)).state
        assert state.cards is cards and state.players is names  # every copy shares them
        taken += 1
    return taken


@pytest.mark.parametrize("seed", [11, 12, 13, 14, 15, 16])
def test_random_decks_never_write_the_card_data(seed: int) -> None:
    rng = Rng.from_seed(seed)
    assert _play([game.random_deck(POOL, rng), game.random_deck(POOL, rng)], seed) > 0


@pytest.mark.parametrize("seed", [1000003, 1000004])
def test_fixed_lists_never_write_the_card_data(seed: int) -> None:
    assert _play(fixed_decks(), seed) > 0


def test_the_guard_refuses_a_write() -> None:
    state, _ = game.ENGINE.new_game(["P1", "P2"], fixed_decks(), 1, {})
    state.cards = ReadOnlyCards(state.cards)
    state.players = ReadOnlyNames(state.players)
    new = copy_state(state)
    assert new.cards is state.cards and new.players is state.players
    with pytest.raises(AssertionError):
        state.cards["extra"] = {}
    with pytest.raises(AssertionError):
        state.players[0] = "P9"
