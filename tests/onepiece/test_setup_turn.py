"""Setup (5-2), the turn (chapter 6), and the first-turn exceptions. Scenarios T1–T3."""

from __future__ import annotations

import pytest

from engine.core import Action, RulesError
from engine.onepiece.game import ENGINE

from .helpers import (
    GREEN_LEADER,
    RED_LEADER,
    SIMPLE,
    choose,
    deck,
    end_turn,
    leader,
    new_game,
    refused,
    to_turn,
)


def test_two_players_only():
    # ONE PIECE 1-1-1
    with pytest.raises(RulesError) as err:
        ENGINE.new_game(["a", "b", "c"], [deck(), deck(), deck()], 1)
    assert err.value.rule.section == "1-1-1"


def test_setup_places_leader_deck_and_don_deck():
    # ONE PIECE 5-2-1-2, 5-2-1-3, 3-3 (DON!! deck of 10)
    st, _ = ENGINE.new_game(["a", "b"], [deck(), deck(GREEN_LEADER)], 3, SIMPLE)
    for p in (0, 1):
        assert len(st.table.zone(p, "leader")) == 1
        assert len(st.table.zone(p, "deck")) == 50
        assert len(st.table.zone(p, "don_deck")) == 10
    assert st.pending[0].kind == "first_second" and st.pending[0].rule.section == "5-2-1-5"


def test_random_player_chooses_first_or_second():
    # ONE PIECE 5-2-1-4, 5-2-1-5: decided by the seeded RNG; the chooser may go second
    choosers = {ENGINE.new_game(["a", "b"], [deck(), deck()], s, SIMPLE)[0].pending[0].player for s in range(20)}
    assert choosers == {0, 1}
    st, _ = ENGINE.new_game(["a", "b"], [deck(), deck()], 5, SIMPLE)
    chooser = st.pending[0].player
    st = choose(st, "second")
    assert st.first_player == 1 - chooser


def test_t2_mulligan_order_and_life_placement():
    # ONE PIECE 5-2-1-6, 5-2-1-6-1, 5-2-1-7, 2-9-2-1 (scenario T2)
    st, _ = ENGINE.new_game(["a", "b"], [deck(RED_LEADER), deck(GREEN_LEADER)], 8, SIMPLE)
    chooser = st.pending[0].player
    st = choose(st, "first" if chooser == 0 else "second")
    assert st.pending[0].kind == "mulligan" and st.pending[0].player == 0
    st = choose(st, "mulligan")
    assert len(st.table.zone(0, "hand")) == 5
    assert st.pending[0].player == 1  # P2's turn to decide; P1 cannot mulligan again
    with pytest.raises(RulesError):
        ENGINE.apply(st, Action("choose", 0, {"picks": ["mulligan"]}))
    tops = {p: list(st.table.zone(p, "deck")[:5]) for p in (0, 1)}
    st = choose(st, "keep")
    life = {p: st.table.zone(p, "life") for p in (0, 1)}
    assert len(life[0]) == 5 and len(life[1]) == 4
    assert life[0][-1] == tops[0][0] and life[1][-1] == tops[1][0]  # the deck's top card is at the bottom
    assert len(st.table.zone(0, "deck")) == 40 and len(st.table.zone(1, "deck")) == 41


def test_t1_first_turn_procedure():
    # ONE PIECE 6-3-1, 6-4-1, 6-5-6-1 (scenario T1)
    st = new_game()
    assert len(st.table.zone(0, "hand")) == 5
    assert len(st.table.zone(0, "cost_area")) == 1
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "attack"]
    refused(st, "attack", "6-5-6-1", attacker=leader(st, 0), target=leader(st, 1))
    st = end_turn(st)
    assert st.active == 1 and st.turn == 2
    assert len(st.table.zone(1, "hand")) == 6
    assert len(st.table.zone(1, "cost_area")) == 2
    refused(st, "attack", "6-5-6-1", attacker=leader(st, 1), target=leader(st, 0))
    st = end_turn(st)
    assert [a for a in ENGINE.legal_actions(st, 0) if a.type == "attack"]  # turn 3: battles allowed


def test_t3_don_deck_running_out():
    # ONE PIECE 6-4-1, 6-4-2, 6-4-3 (scenario T3)
    st = new_game()
    totals = []
    for turn_no in range(1, 14, 2):
        st = to_turn(st, turn_no)
        totals.append(len(st.table.zone(0, "cost_area")))
    assert totals == [1, 3, 5, 7, 9, 10, 10]


def test_refresh_returns_don_and_sets_cards_active():
    # ONE PIECE 6-2-3, 6-2-4
    st = new_game()
    from .helpers import attach, put
    char = put(st, 0, "FX01-003", "characters", tapped=True)
    attach(st, char, 1)
    st.table.cards[st.table.zone(0, "cost_area")[0]].tapped = True
    st = to_turn(st, 3)
    assert not st.table.zone(0, "attached_don")
    assert not st.table.cards[char].tapped
    assert all(not st.table.cards[u].tapped for u in st.table.zone(0, "cost_area"))


def test_draw_each_turn_except_first_players_first():
    # ONE PIECE 6-3-1
    st = new_game()
    st = end_turn(st)
    st = end_turn(st)
    assert len(st.table.zone(0, "hand")) == 6


def test_end_turn_always_offered_and_labelled():
    st = new_game()
    acts = ENGINE.legal_actions(st, 0)
    assert acts[-1].type == "end_turn" and acts[-1].label == "End turn"
    assert all(a.label for a in acts)


def test_acting_out_of_turn_is_refused():
    # ONE PIECE 4-3-1: only the turn player acts in their main phase
    st = new_game()
    with pytest.raises(RulesError):
        ENGINE.apply(st, Action("end_turn", 1, {}))


def test_concession_ends_the_game():
    # ONE PIECE 1-2-4
    st = new_game()
    st = ENGINE.apply(st, Action("concede", 1, {})).state
    assert st.result.winners == [0] and st.result.rule.section == "1-2-4"


def test_turn_cap_option_ends_in_a_draw():
    # simulation-only option max_turns (not a rule)
    st = new_game(options={"max_turns": 3})
    st = to_turn(st, 3)
    st = end_turn(st)
    assert st.over and st.result.winners == []
