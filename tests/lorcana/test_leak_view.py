"""Issue 21: the simulator's cheap hidden-card check reads ``ENGINE.leak_view`` — the view less the
fields that hold only numbers and words (players' counters; cards' stats, keywords, drying, at; the
hidden cards' views, the seen cards' numbers, the card data by id: ``base_view(lean=True)``) — so it
must show exactly the cards the full view shows, and a hidden card put in it (the deck is hidden from
everyone, Lorcana 8.2.2; the hand from the opponent, 8.3.2) must still be caught."""

from __future__ import annotations

from engine.core import Rng
from engine.core.simulate import leaks, play_random_game
from engine.lorcana.decks import random_deck
from engine.lorcana.game import ENGINE, LorcanaEngine

from ..lean_views import assert_leak_view_is_lean, assert_lean_check_finds_what_full_finds, showing_own
from ..random_play import random_states as states_of
from .real import registry_pool as pool

NUMBERS = {"player": ("counters",), "card": ("stats", "keywords", "drying", "at")}
"""What ``leak_view`` leaves out (view.py: build_view(stats=False))."""


def decks(rng: Rng | int) -> list:
    rng = Rng.from_seed(rng) if isinstance(rng, int) else rng
    return [random_deck(pool(), rng) for _ in range(2)]


def random_states(games: int = 3, actions: int = 150) -> list:
    return states_of(ENGINE, decks, games, actions)


def test_leak_view_is_the_view_less_numbers_and_words():
    assert assert_leak_view_is_lean(ENGINE, random_states(), NUMBERS)


LeakyEngine = showing_own(LorcanaEngine, "deck")
"""Shows the viewer the top card of their own deck (the deck is hidden from everyone, 8.2.2)."""


def test_the_cheap_check_catches_a_hidden_card_in_the_view():
    _, _, problems = play_random_game(ENGINE, ["A", "B"], decks(7), 7, {"max_turns": 4}, deep=False)
    assert problems == []
    st, _, problems = play_random_game(LeakyEngine(), ["A", "B"], decks(7), 7, {"max_turns": 4}, deep=False)
    assert problems and "is hidden from" in problems[0]
    assert leaks(LeakyEngine(), st, 0, lean=True) or leaks(LeakyEngine(), st, 1, lean=True)


def test_the_lean_check_finds_what_the_full_check_finds():
    # The cards the lean view leaves out are never hidden, so both checks find the same hidden cards.
    assert assert_lean_check_finds_what_full_finds(ENGINE, LeakyEngine(), random_states(2, 100))
