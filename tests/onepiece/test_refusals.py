"""Refusals cite the rule that forbids the move: when a rule removed an option (a second [Once Per
Turn], a rested [Blocker], a [Main] event in the counter step …), choosing it anyway is refused
citing that rule, not the generic rule of the question."""

from __future__ import annotations

import pytest

from engine.core import Action, RulesError
from engine.onepiece.game import ENGINE

from .helpers import act, choose, give_don, leader, new_game, pending_kind, put, to_turn

BLOCKER, BLOCKER_2 = "FX01-006", "FX01-027"
COUNTER_2000, NO_COUNTER = "FX01-004", "FX01-007"  # counter 2000 / no counter value
COUNTER_EVENT, MAIN_EVENT = "FX01-021", "FX01-020"  # [Counter] cost 1 / [Main] cost 1
ATTACKER = "FX01-024"


def refused_with(st, action: Action, section: str) -> str:
    with pytest.raises(RulesError) as err:
        ENGINE.apply(st, action)
    assert err.value.rule is not None and err.value.rule.section == section, str(err.value)
    return str(err.value)


def counter_step(active_don: int = 0):
    """P1 attacks P2's leader; P2 has no blocker, ``active_don`` active DON!!, and is asked for counters."""
    st = to_turn(new_game(), 3)
    for u in st.table.zone(1, "cost_area"):
        st.table.cards[u].tapped = True
    give_don(st, 1, active_don)
    atk = put(st, 0, ATTACKER, "characters")
    return st, atk


def test_second_once_per_turn_cites_10_2_13_3():
    # ONE PIECE 10-2-13-3: once a [Once Per Turn] effect resolved, it can't be activated again that turn
    st = to_turn(new_game(), 3)
    stage = put(st, 0, "FX01-031", "characters")  # Life Gambler: [Activate: Main] [Once Per Turn]
    st = act(st, "activate", uid=stage, ability=0)
    while st.pending:
        st = choose(st, st.pending[0].options[0].id)
    message = refused_with(st, Action("activate", 0, {"uid": stage, "ability": 0}), "10-2-13-3")
    assert "10-2-13" in message


def test_unpayable_counter_event_cites_2_7_3():
    # ONE PIECE 2-7-3: an event's cost is paid by resting DON!! — none active, so it can't be played
    st, atk = counter_step(active_don=0)
    ev = put(st, 1, COUNTER_EVENT, "hand")
    st = act(st, "attack", attacker=atk, target=leader(st, 1))
    assert pending_kind(st) == "counter"
    refused_with(st, Action("choose", 1, {"picks": [f"e{ev}"]}), "2-7-3")
    refused_with(st, Action("play", 1, {"uid": ev}), "2-7-3")  # playing it from the hand: the same refusal


def test_main_event_in_the_counter_step_cites_10_2_3_1():
    # ONE PIECE 10-2-3-1: a [Main] event is played only in the main phase, outside battle
    st, atk = counter_step(active_don=2)
    ev = put(st, 1, MAIN_EVENT, "hand")
    st = act(st, "attack", attacker=atk, target=leader(st, 1))
    refused_with(st, Action("choose", 1, {"picks": [f"e{ev}"]}), "10-2-3-1")
    refused_with(st, Action("choose", 1, {"picks": [str(ev)]}), "10-2-3-1")
    refused_with(st, Action("play", 1, {"uid": ev}), "10-2-3-1")


def test_card_without_counter_value_cites_7_1_3_2_1():
    # ONE PIECE 7-1-3-2-1: only a Character card with a counter value is trashed for its counter
    st, atk = counter_step()
    card = put(st, 1, NO_COUNTER, "hand")
    st = act(st, "attack", attacker=atk, target=leader(st, 1))
    refused_with(st, Action("choose", 1, {"picks": [f"c{card}"]}), "7-1-3-2-1")
    refused_with(st, Action("play", 1, {"uid": card}), "7-1-3-2-1")


def test_counter_by_play_and_by_bare_uid_still_work():
    # ONE PIECE 7-1-3-2-1 / 7-1-3-2-2: the legal counters are accepted however they are named
    st, atk = counter_step(active_don=1)
    c = put(st, 1, COUNTER_2000, "hand")
    ev = put(st, 1, COUNTER_EVENT, "hand")
    st = act(st, "attack", attacker=atk, target=leader(st, 1))
    st = ENGINE.apply(st, Action("play", 1, {"uid": c})).state
    assert c in st.table.zone(1, "trash")
    st = choose(st, str(ev))
    assert ev in st.table.zone(1, "trash")


def test_rested_blocker_cites_10_1_4_1():
    # ONE PIECE 10-1-4-1: [Blocker] rests this *active* card; a rested one can't block
    st = to_turn(new_game(), 3)
    put(st, 1, BLOCKER_2, "characters")
    rested = put(st, 1, BLOCKER, "characters", tapped=True)
    atk = put(st, 0, ATTACKER, "characters")
    st = act(st, "attack", attacker=atk, target=leader(st, 1))
    assert pending_kind(st) == "block" and str(rested) not in [o.id for o in st.pending[0].options]
    refused_with(st, Action("choose", 1, {"picks": [str(rested)]}), "10-1-4-1")


def test_rested_blocker_with_no_block_step_cites_10_1_4_1():
    # ONE PIECE 10-1-4-1: no active blocker, so no block step; naming the rested one is still refused by 10-1-4-1
    st = to_turn(new_game(), 3)
    rested = put(st, 1, BLOCKER, "characters", tapped=True)
    atk = put(st, 0, ATTACKER, "characters")
    st = act(st, "attack", attacker=atk, target=leader(st, 1))
    assert pending_kind(st) == "counter"
    refused_with(st, Action("choose", 1, {"picks": [str(rested)]}), "10-1-4-1")


def test_blocking_twice_cites_7_1_2_1_and_non_blocker_10_1_4_1():
    # ONE PIECE 7-1-2-1 (once per battle) and 10-1-4-1 (a card without [Blocker])
    st = to_turn(new_game(), 3)
    put(st, 1, BLOCKER_2, "characters")
    plain = put(st, 1, "FX01-003", "characters")
    atk = put(st, 0, ATTACKER, "characters")
    st = act(st, "attack", attacker=atk, target=leader(st, 1))
    refused_with(st, Action("choose", 1, {"picks": [str(plain)]}), "10-1-4-1")


def test_an_unknown_option_keeps_the_questions_rule():
    # no more specific rule: the question's own rule is cited
    st, atk = counter_step()
    st = act(st, "attack", attacker=atk, target=leader(st, 1))
    refused_with(st, Action("choose", 1, {"picks": ["nonsense"]}), "7-1-3-2")
