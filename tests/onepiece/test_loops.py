"""Infinite loops a player can stop (11-1-1-2, 11-1-1-3): the player(s) declare how many more times
it repeats. No compiled card makes a loop by itself, so the tests make "yes, draw" start the same
optional ability again (an effect that triggers itself), the way test_choices makes a battle that
never moves on for 11-1-1-1."""

from __future__ import annotations

import pytest

from engine.onepiece import resolve
from engine.onepiece.state import Frame

from .helpers import act, choose, new_game, option_ids, pending_kind, to_turn
from .test_checklist_gaps import custom

MAY_DRAW = "[Activate: Main] You may draw 1 card."


@pytest.fixture
def self_retriggering(monkeypatch):
    """After "yes" to a card's "you may draw", the other looping card's ability starts again."""
    ring: dict[int, int] = {}
    original = resolve.answer_may

    def answer_may(st, kind, yes, events):
        frame = st.stack[0]
        original(st, kind, yes, events)
        if yes and kind == "may" and frame.src in ring:
            nxt = ring[frame.src]
            card = st.table.cards[nxt]
            st.stack.insert(1, Frame(nxt, card.card_id, card.controller, 0, paid=True))

    monkeypatch.setattr(resolve, "answer_may", answer_may)
    return ring


def test_one_player_declares_how_many_times_a_loop_repeats(self_retriggering):
    # ONE PIECE 11-1-1-2: the player who can stop it declares a count; it runs that many times, stops
    st = to_turn(new_game(), 3)
    src = custom(st, 0, MAY_DRAW, "characters")
    self_retriggering[src] = src
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "activate", uid=src, ability=0)
    for _ in range(2):
        assert pending_kind(st) == "may"
        st = choose(st, "yes")
    assert pending_kind(st) == "loop_count" and st.pending[0].player == 0
    assert st.pending[0].rule.section == "11-1-1-2" and option_ids(st)[0] == "0"
    st = choose(st, "3")
    assert not st.pending and not st.stack and st.phase == "main"
    assert len(st.table.zone(0, "hand")) == hand + 2 + 3  # 2 answered by hand, then 3 declared
    # a new main-phase action changes the situation: its questions are asked again
    st = act(st, "activate", uid=src, ability=0)
    assert pending_kind(st) == "may"


def test_declaring_zero_stops_the_loop_at_once(self_retriggering):
    # ONE PIECE 11-1-1-2
    st = to_turn(new_game(), 3)
    src = custom(st, 0, MAY_DRAW, "characters")
    self_retriggering[src] = src
    hand = len(st.table.zone(0, "hand"))
    st = choose(choose(act(st, "activate", uid=src, ability=0), "yes"), "yes")
    st = choose(st, "0")
    assert not st.pending and not st.stack and len(st.table.zone(0, "hand")) == hand + 2


def test_both_players_declare_turn_player_first_and_the_smaller_count_runs(self_retriggering):
    # ONE PIECE 11-1-1-3: both can stop it → the turn player declares, then the opponent; the
    # smaller count is run, then the loop stops
    st = to_turn(new_game(), 3)
    mine = custom(st, 0, MAY_DRAW, "characters")
    theirs = custom(st, 1, MAY_DRAW, "characters", number="FX99-101")
    self_retriggering.update({mine: theirs, theirs: mine})
    hands = [len(st.table.zone(p, "hand")) for p in (0, 1)]
    st = act(st, "activate", uid=mine, ability=0)
    asked = []
    while pending_kind(st) == "may":
        asked.append(st.pending[0].player)
        st = choose(st, "yes")
    assert asked == [0, 1, 0, 1]
    assert pending_kind(st) == "loop_count" and st.pending[0].player == 0  # the turn player first
    assert st.pending[0].rule.section == "11-1-1-3"
    st = choose(st, "5")
    assert pending_kind(st) == "loop_count" and st.pending[0].player == 1
    st = choose(st, "1")
    assert not st.pending and not st.stack
    drawn = [len(st.table.zone(p, "hand")) - hands[p] for p in (0, 1)]
    assert drawn == [2 + 2, 2 + 1]  # by hand 2 each; then P1 yes, P2 yes (count 1 used), P1 yes, P2 stops
