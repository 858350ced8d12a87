"""An optional step whose "yes" could change nothing, by PUBLIC facts only, is not asked
(engine.mlp.may_nothing, after tests/lorcana/test_may_nothing.py).

The printed MLP pool (MLP-DB, compiled) has no "may"/"can"/"up to" clause of its own, so the optional
steps are the rules' own: the column action (第四節 4.4.0) and the Rainbow present (第二節 7.2.2c). Each
is played with real characters (../shared, skipped cleanly without it), both ways.

Rule calls (no sentence of the documents says "not asked"): an option that does the same as "Do
nothing" is not offered (第四節 4.4.2 with checklist §12 #18: disrupting with no plan removes nothing); a
by-hand "may move" with no empty slot is not asked (第六節 12.1.0: the move is impossible). Opening a
present is still asked even when its effect would do nothing: it removes the token (第二節 7.2.2c ②)."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.mlp import board, game, may_nothing, resolve
from engine.mlp.game import ENGINE
from engine.mlp.rules import R
from engine.mlp.state import SLOTS
from tests.shared_data import needs

from .helpers import choose, end_main
from .test_audit34_cards import DB, clear_plan, put, quiet, set_plan

FLUTTERSHY = "BP02-C04"  # a real character without text (idea 2)
APPLE_BLOOM = "BP01-C15"  # likewise
PLAN = "BP02-C25"  # Lesson Zero, a real card laid as a plan


@pytest.fixture(scope="module")
def real():
    if not DB.exists():
        pytest.skip(f"needs {DB}")
    return {r.id: r.data for r in game.import_cards(str(DB)).cards}


@pytest.fixture
def hooked(request, monkeypatch):
    """``hooked(False)``: the registry emptied, to show a test fails without the hook."""
    return lambda on=True: on or monkeypatch.setattr(may_nothing, "MAY_CHECKS", {})


def _column(st):
    """End P1's main phase: the events and the first column's question (P1's character faces an empty slot)."""
    out = ENGINE.apply(st, Action("end_main", st.active))
    assert out.state.pending and out.state.pending[0].kind == "column_action"
    return out.events, out.state


def _clear_plans(st, p):
    for i in range(4):
        clear_plan(st, p, i)


@needs(DB)
def test_disrupt_offered_when_the_rival_has_a_plan(real):
    # 第四節 4.4.0, 4.4.2: a rival plan can be removed, so "Disrupt a plan" is offered
    st = quiet()
    put(st, real, 0, FLUTTERSHY, 0)
    _clear_plans(st, 1)
    set_plan(st, real, 1, 2, PLAN)
    events, st = _column(st)
    assert {o.id for o in st.pending[0].options} == {"advance", "disrupt", "skip"}
    assert not [e for e in events if e.kind == "decline"]
    st = choose(st, "disrupt")
    assert not st.table.zone(1, "plans")  # the plan is gone: the option did something


@needs(DB)
@pytest.mark.parametrize("on", [True, False])
def test_disrupt_not_offered_when_the_rival_has_no_plan(real, hooked, on):
    # 第四節 4.4.2 (checklist §12 #18): with no rival plan, disrupting removes nothing — the same as
    # "Do nothing" — so it is not offered; the log says why and names the rule. Advancing is still asked.
    hooked(on)
    st = quiet()
    put(st, real, 0, FLUTTERSHY, 0)
    _clear_plans(st, 1)
    events, st = _column(st)
    ids = {o.id for o in st.pending[0].options}
    if not on:  # with the hook disabled the no-op option comes back: this test can fail
        assert "disrupt" in ids
        return
    assert ids == {"advance", "skip"}
    [why] = [e for e in events if e.kind == "decline"]
    assert "Not offered (the rival has no plan to disrupt)" in why.text and why.rule == R("第四節 4.4.2")
    st = choose(st, "advance")
    assert st.stage[0] == 1  # the question left is a real one


@needs(DB)
def test_disrupt_still_offered_whatever_the_hidden_plan_is(real):
    # 第三節 4.1.2: a plan is face down, nobody may look — only THAT it lies there is public. The check
    # reads the count, never the card: any plan, of any kind, keeps the option
    for cid in (PLAN, FLUTTERSHY, APPLE_BLOOM):
        st = quiet()
        put(st, real, 0, FLUTTERSHY, 0)
        _clear_plans(st, 1)
        set_plan(st, real, 1, 3, cid)
        _, st = _column(st)
        assert "disrupt" in {o.id for o in st.pending[0].options}, cid


def _rainbow(st, real, fill: bool):
    """P2 holds a Rainbow present on a real character; ``fill``: P2's adventure area has no empty slot.
    P1 ends the turn: P2's preparation step asks which presents to open (第二節 7.2.2d)."""
    holder = put(st, real, 1, APPLE_BLOOM, 0)
    assert resolve.give_token(st, holder, "present_rainbow")
    if fill:
        for slot in range(1, SLOTS):
            put(st, real, 1, FLUTTERSHY, slot)
    st = end_main(st)
    while st.pending and st.pending[0].kind != "presents":
        st = (
            choose(st, "skip")
            if st.pending[0].kind == "column_action"
            else choose(st, st.pending[0].options[0].id)
        )
    assert st.pending[0].kind == "presents" and st.pending[0].player == 1
    return holder, st


@needs(DB)
def test_rainbow_present_asked_with_an_empty_slot(real):
    # 第二節 7.2.2c レインボーのプレゼント: the holder may move to an empty slot — there is one, so the
    # by-hand step is asked; opening itself is asked too (it removes the token, 7.2.2c ②)
    holder, st = _rainbow(quiet(), real, fill=False)
    out = ENGINE.apply(st, Action("choose", 1, {"picks": [f"{holder}:rainbow"]}))
    assert out.state.pending and out.state.pending[0].kind == "manual" and out.state.pending[0].player == 1
    assert not out.state.table.cards[holder].counters


@needs(DB)
@pytest.mark.parametrize("on", [True, False])
def test_rainbow_present_not_asked_without_an_empty_slot(real, hooked, on):
    # 第六節 12.1.0: with every slot of the adventure area taken the move is impossible: not asked, logged.
    # Opening is still asked (the token goes: a change), so the question before it stays.
    hooked(on)
    holder, st = _rainbow(quiet(), real, fill=True)
    out = ENGINE.apply(st, Action("choose", 1, {"picks": [f"{holder}:rainbow"]}))
    manual = [p for p in out.state.pending if p.kind == "manual"]
    if not on:
        assert manual  # with the hook disabled the by-hand step is asked: this test can fail
        return
    assert not manual and not out.state.table.cards[holder].counters
    [why] = [e for e in out.events if e.kind == "decline"]
    assert "Not asked (no empty slot in the adventure area)" in why.text and why.rule == R("第六節 12.1.0")
    assert out.state.table.cards[holder].flags["slot"] == 0 and board.at_slot(out.state, 1, 0) == holder


def test_the_registry_holds_the_two_shapes():
    assert set(may_nothing.MAY_CHECKS) == {"column_action:disrupt", "present:rainbow"}
