"""Issue 21: the simulator's cheap hidden-card check reads ``ENGINE.leak_view`` — the view less the
fields that hold only numbers and words (cards' stats and keywords, players' counters, the battle's
powers; the hidden cards' views, the seen cards' numbers, the card data by id: ``base_view(lean=True)``)
— so it must show exactly the cards the full view shows, and a hidden card put in it must
still be caught."""

from __future__ import annotations

from typing import Any

from engine.core import Rng
from engine.core.simulate import leaks, play_random_game
from engine.onepiece import game
from engine.onepiece.engine import OnePieceEngine

from ..lean_views import assert_leak_view_is_lean, assert_lean_check_finds_what_full_finds
from ..random_play import random_states as states_of
from .helpers import POOL

ENGINE = game.ENGINE
NUMBERS = {"card": ("stats", "keywords"), "player": ("counters",), "battle": ("attacker_power", "target_power")}
"""What ``leak_view`` leaves out (view.py: build_view(stats=False))."""


def random_states(games: int = 4, actions: int = 160) -> list:
    return states_of(ENGINE, lambda rng: [game.random_deck(POOL, rng), game.random_deck(POOL, rng)], games, actions, {"max_turns": 8})


def test_leak_view_is_the_view_less_numbers_and_words():
    states = random_states()
    assert any(st.battle is not None for st in states)  # battles were there to compare
    assert assert_leak_view_is_lean(ENGINE, states, NUMBERS)  # and cards in play


class LeakyEngine(OnePieceEngine):
    """Shows the first card of the other player's hand face up in every player's pending choice."""

    def base_view(self, state: Any, viewer: int | None, lean: bool = False) -> dict[str, Any]:
        out = super().base_view(state, viewer, lean)
        if viewer is not None:
            hand = state.table.zone(1 - viewer, "hand")
            if hand:
                card = state.table.peek(hand[0])
                out["pending"] = {"options": [{"uid": card.uid, "card_id": card.card_id}]}
        return out


def test_the_cheap_check_catches_a_hidden_card_in_the_view():
    rng = Rng.from_seed(5)
    decks = [game.random_deck(POOL, rng), game.random_deck(POOL, rng)]
    _, _, problems = play_random_game(ENGINE, ["A", "B"], decks, 5, {"max_turns": 4}, deep=False)
    assert problems == []
    st, log, problems = play_random_game(LeakyEngine(), ["A", "B"], decks, 5, {"max_turns": 4}, deep=False)
    assert len(log) <= 3 and problems and "is hidden from" in problems[0]  # one view per action: a player's within 3
    assert leaks(LeakyEngine(), st, 0, lean=True) and leaks(LeakyEngine(), st, 0) and not leaks(LeakyEngine(), st, None)


def test_the_lean_check_finds_what_the_full_check_finds():
    # The cards the lean view leaves out are never hidden, so both checks find the same hidden cards.
    assert assert_lean_check_finds_what_full_finds(ENGINE, LeakyEngine(), random_states(2, 120))
