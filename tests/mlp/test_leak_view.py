"""Issue 21: the simulator's cheap hidden-card check reads ``ENGINE.leak_view`` — the view less the
fields that hold only numbers and words (players' counters, cards' keywords, Idea and cost; the
hidden cards' views, the seen cards' numbers, the card data by id: ``base_view(lean=True)``) — so it
must show exactly the cards the full view shows, and a hidden card put in it (plans are hidden from
everyone, 第三節 4.1.2; the hand from the opponent) must still be caught."""

from __future__ import annotations

from engine.core import Rng
from engine.core.cards import CardPool
from engine.core.simulate import leaks, play_random_game
from engine.mlp import game
from engine.mlp.engine import MlpEngine
from engine.mlp.game import ENGINE

from ..lean_views import (
    assert_leak_view_is_lean,
    assert_lean_check_finds_what_full_finds,
    assert_memo_gives_fresh_lean,
    only_numbers_and_words,
    showing_own,
)
from ..random_play import each_random_state
from ..random_play import random_states as states_of

NUMBERS = {
    "player": ("counters", "plan_stages", "empty_slots", "mulliganed"),
    "card": ("keywords", "manual", "stats", "slot", "tokens", "face_down_scene", "worn_by"),
}
"""What ``leak_view`` leaves out (view.py: build_view(stats=False))."""


def decks(rng: Rng | int) -> list:
    pool, rng = CardPool("mlp", game.fixture_cards()), Rng.from_seed(rng) if isinstance(rng, int) else rng
    return [game.random_deck(pool, rng), game.random_deck(pool, rng)]


def random_states(games: int = 4, actions: int = 200) -> list:
    return states_of(ENGINE, decks, games, actions)


TOP = ("first_player", "phase", "step", "column", "effect_list", "options", "turn", "active", "to_act", "pending", "result")
"""The top-level fields ``leak_view`` leaves out too (numbers and words: the effect list's entries are
each a player and a label; the pending choice its player, kind, prompt, rule, bounds and options)."""


def _flat(value):
    """``value`` as flat parts: a dict or list holding dicts or lists gives those, and its other values."""
    if isinstance(value, dict) and any(isinstance(v, dict | list) for v in value.values()):
        return [part for v in value.values() for part in _flat(v)]
    if isinstance(value, list) and any(isinstance(v, dict | list) for v in value):
        return [part for v in value for part in _flat(v)]
    return [value]


class _ViewLessTop(MlpEngine):
    """The full view less :data:`TOP`, whose values (the effect list's entries one by one) go to ``dropped``."""

    def __init__(self) -> None:
        self.dropped: list = []

    def view(self, st, viewer):
        out = super().view(st, viewer)
        for key in TOP:
            self.dropped += _flat(out.pop(key))
        return out


def test_leak_view_is_the_view_less_numbers_and_words():
    engine = _ViewLessTop()
    assert assert_leak_view_is_lean(engine, random_states(), NUMBERS)
    assert engine.dropped and all(map(only_numbers_and_words, engine.dropped))
    assert any(isinstance(part, dict) and "label" in part for part in engine.dropped)  # some choices' options were there


LeakyEngine = showing_own(MlpEngine, "plans")
"""Shows the player's first plan face up in their view (plans are hidden from everyone, 第三節 4.1.2)."""


def test_the_cheap_check_catches_a_hidden_card_in_the_view():
    _, _, problems = play_random_game(ENGINE, ["A", "B"], decks(7), 7, {"max_turns": 4}, deep=False)
    assert problems == []
    st, _, problems = play_random_game(LeakyEngine(), ["A", "B"], decks(7), 7, {"max_turns": 4}, deep=False)
    assert problems and "is hidden from" in problems[0]
    assert leaks(LeakyEngine(), st, 0, lean=True) or leaks(LeakyEngine(), st, 1, lean=True)


def test_the_lean_check_finds_what_the_full_check_finds():
    # The cards the lean view leaves out are never hidden, so both checks find the same hidden cards.
    assert assert_lean_check_finds_what_full_finds(ENGINE, LeakyEngine(), random_states(2, 120))


def test_lean_views_of_consecutive_states_are_those_made_afresh():
    assert assert_memo_gives_fresh_lean(each_random_state(ENGINE, decks, 2, 200))
