"""The set-up's draw records (3.1.5-3.1.6) are dropped when the first turn begins (3.1.7): they belong
to no turn, and each turn's records go at its end (4.4.1.3). Snapshots saved before that load as a
replay of their log makes them (issue 21: unread records cost every copy and scan of the state)."""

from __future__ import annotations

from engine.core import Action

from .helpers import ENGINE, deck, started


def _opening() -> object:
    st, _ = ENGINE.new_game(["P1", "P2"], [deck(), deck()], 3, {"starting_player": 0})
    return st


def test_the_setup_draws_are_recorded_until_the_first_turn_begins() -> None:
    # Lorcana 3.1.5 (opening hands), 3.1.6.2 (a mulligan draws again), 3.1.7 (the first turn begins)
    st = _opening()
    assert st.turn == 0 and sum(f["kind"] == "drew" for f in st.floating) == 14
    st = ENGINE.apply(st, Action("choose", 0, {"picks": [o.id for o in st.pending[0].options[:2]]})).state
    assert sum(f["kind"] == "drew" for f in st.floating) == 16
    st = ENGINE.apply(st, Action("choose", 1, {"picks": []})).state
    assert st.turn == 1 and not [f for f in st.floating if f.get("turn") == 0]


def test_the_first_draw_step_counts_from_one() -> None:
    # Lorcana 4.2.3.1: the second player's first draw is the first card they drew this turn
    st = started()
    st = ENGINE.apply(st, Action("end_turn", 0, {})).state
    assert st.turn == 2 and [f for f in st.floating if f["kind"] == "drew"] == [{"kind": "drew", "owner": 1, "turn": 2}]


def test_an_older_snapshot_loads_as_the_replay_makes_it() -> None:
    # the set-up's records in a snapshot saved before they were dropped (turn 1 or later) go when it loads
    st = started()
    old = ENGINE.state_to_json(st)
    old["floating"] = [{"kind": "drew", "owner": p, "turn": 0} for p in (0, 0, 1)] + old["floating"]
    assert ENGINE.state_to_json(ENGINE.state_from_json(old)) == ENGINE.state_to_json(st)


def test_a_snapshot_taken_during_the_setup_keeps_them() -> None:
    # Lorcana 3.1.6: while players still alter their hands, the set-up is under way
    st = _opening()
    data = ENGINE.state_to_json(st)
    assert ENGINE.state_to_json(ENGINE.state_from_json(data)) == data
