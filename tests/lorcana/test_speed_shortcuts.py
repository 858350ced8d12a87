"""The shortcuts of issue 21 (second round) give the answers of the long way, state after state of
random games: the copy ``apply`` starts from (engine.lorcana.state_copy), the Shift test before
listing Shift abilities (engine.lorcana.may_shift), the lethal-damage scan (zones.lethal_in_play),
the trigger tests before looking at a card's abilities (characteristics.listens, listening) and the kept
name comparisons (characteristics.names_match)."""

from __future__ import annotations

import json

import pytest

from engine.core import Engine, Rng
from engine.lorcana import game
from engine.lorcana.characteristics import (
    _names_match,
    abilities,
    gains_possible,
    in_play,
    listening,
    listens,
    names_match,
)
from engine.lorcana.decks import random_deck
from engine.lorcana.may_shift import may_shift
from engine.lorcana.play import _shift_ways
from engine.lorcana.state_copy import copy_state
from engine.lorcana.zones import lethal, lethal_in_play
from tests.random_walk import walk

from .real import registry_pool as pool

SEEDS = (7, 8, 9, 10)
MAX_ACTIONS = 300


def _text(eng: Engine, st: object) -> str:
    return json.dumps(eng.state_to_json(st), sort_keys=True)


def _events_of(st) -> set[str]:
    """Every event kind some triggered ability of a card of the match listens for."""
    kinds: set[str] = set()
    for p in range(st.num_players):
        for zone in ("play", "hand", "discard"):
            for uid in st.table.zone(p, zone):
                for ab in abilities(st, uid):
                    if ab.kind == "triggered" and ab.trigger:
                        kinds.update(ab.trigger.events)
    return kinds | {"quest_self", "drew", "turn_start", "turn_end", "played_other"}


def _check(eng: Engine, st) -> int:
    """Compare each shortcut with the long way on ``st``; returns how many answers were compared."""
    n = 0
    # the copy: the same state as the core's copy (Engine.copy), and an independent one
    assert _text(eng, copy_state(st)) == _text(eng, Engine.copy(eng, st))
    # 10.8.1 (and 2.2.0 8.10.8): no Shift of any kind when may_shift says so
    for p in range(st.num_players):
        for zone in ("hand", "discard", "deck"):
            for uid in st.table.zone(p, zone)[:8]:
                if not may_shift(st, uid):
                    assert _shift_ways(st, uid) == []
                n += 1
    # 1.9.1.3: the cards with lethal damage, in play order (on a copy given some damage: the
    # state checks have already banished every card with lethal damage in ``st``)
    hurt = copy_state(st)
    for i, uid in enumerate(in_play(hurt)):
        hurt.table.cards[uid].damage = i % 4
    assert lethal_in_play(hurt) == [u for u in in_play(hurt) if lethal(hurt, u)]
    n += bool(lethal_in_play(hurt))
    # 7.4.1: a card that does not listen for an event has no triggered ability for it
    gains = gains_possible(st)
    kinds = _events_of(st)
    for uid in in_play(st):
        for kind in kinds:
            if not gains and kind not in listening(st):  # kept with the static index: no card in play watches it
                assert not listens(st, uid, kind, gains)
            if not listens(st, uid, kind, gains):
                assert not any(ab.kind == "triggered" and ab.trigger and kind in ab.trigger.events
                               for ab in abilities(st, uid))
            n += 1
    return n


@pytest.mark.parametrize("seed", SEEDS)
def test_shortcuts_answer_as_the_long_way(seed: int) -> None:
    eng = game.ENGINE
    rng = Rng.from_seed(seed)
    decks = [random_deck(pool(), rng) for _ in range(2)]
    states = walk(eng, decks, seed, {"max_turns": 30}, MAX_ACTIONS, unchanged=lambda st: _text(eng, st))
    assert sum(_check(eng, state) for state in states) > 100


def test_kept_name_matches_equal_fresh_ones() -> None:
    # Lorcana 6.2.4 (a name is the whole name), 6.2.4.1 ("A & B" has both names)
    pairs = [("Mickey Mouse", "Mickey Mouse"), ("Mickey Mouse", "mickey mouse "), ("Mickey Mouse", "Minnie Mouse"),
             ("Chip & Dale", "Chip"), ("Chip & Dale", "Dale"), ("Chip & Dale", "Chip & Dale"), ("Chip & Dale", "Chi")]
    for card_name, wanted in pairs * 2:  # the second time from the kept answers
        assert names_match(card_name, wanted) == _names_match(card_name, wanted)
    assert [names_match(a, b) for a, b in pairs] == [True, True, False, True, True, True, False]
