"""Shortcuts of the WoW legal-action listing (issue 21) answer as the long way: a resource is a
location (its own powers used there, ``WowEngine._powers``) exactly when ``kw.ctype`` says so — a
face-down one is blank (412.1b) unless a "becomes [type]" modifier makes it one (300.1a)."""

from __future__ import annotations

import pytest

from engine.core import Modifier
from engine.wow import keywords as kw
from engine.wow.card_facts import TYPE_SET
from engine.wow.game import ENGINE
from tests.random_walk import walk

from .test_wspeed_golden import fixed_decks, random_decks

MAX_ACTIONS = 300


def _retyped(st) -> bool:
    return any(m.stat == TYPE_SET for m in st.modifiers)


def _check(st) -> int:
    """Every resource: the shortcut against ``kw.ctype`` (the long way)."""
    n = 0
    for p in range(st.num_players):
        for uid in st.table.zone(p, "resources"):
            assert ENGINE._location(st, uid, _retyped(st)) == (kw.ctype(st, uid) == "location")
            n += 1
    return n


def _play(decks: list, seed: int) -> int:
    return sum(_check(state) for state in walk(ENGINE, decks, seed, {"max_turns": 40}, MAX_ACTIONS))


@pytest.mark.parametrize("seed", (41, 42))
def test_location_shortcut_answers_as_ctype_fixed_lists(seed: int) -> None:
    assert _play(fixed_decks(), seed) > 100


@pytest.mark.parametrize("seed", (907, 908))
def test_location_shortcut_answers_as_ctype_random_decks(seed: int) -> None:
    assert _play(random_decks(seed), seed) > 100


def test_a_face_down_resource_that_becomes_a_location_is_one() -> None:
    # 300.1a: "becomes [type]" wins over the blank face-down data (412.1b)
    state, _ = ENGINE.new_game(["P1", "P2"], fixed_decks(), 7, {"max_turns": 40})
    uid = state.table.zone(0, "deck")[0]
    state.table.move(uid, "resources", player=0)
    state.table.cards[uid].face_down = True
    assert not ENGINE._location(state, uid, _retyped(state))
    state.modifiers.append(Modifier(uid, TYPE_SET, 0, keyword="location"))
    assert ENGINE._location(state, uid, _retyped(state))
    assert _check(state)
