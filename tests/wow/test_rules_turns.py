"""Extra turns (WoW 500.3), skipped turns (500.4) and ending the turn (500.5)."""

from __future__ import annotations

from engine.core import Modifier
from engine.core.effects import Effect, Target
from engine.wow import keywords as kw
from engine.wow import procedure, turns
from engine.wow.game import ENGINE
from engine.wow.rules import R
from engine.wow.state import Link

from .helpers import apply, choose, hero, put, resources, start


def _end_turn(st):
    """Pass until the turn changes (a pending choice gets its first legal answer)."""
    turn = st.turn
    for _ in range(20):
        if st.turn != turn or st.over:
            return st
        if st.pending:
            st = ENGINE.apply(st, ENGINE.legal_actions(st, st.pending[0].player)[0]).state
        else:
            st = apply(st, "pass", st.priority)
    return st


def _order(st, n):
    """The players of the next ``n`` turns, and the state after them."""
    out = []
    for _ in range(n):
        st = _end_turn(st)
        out.append(st.active)
    return out, st


def test_extra_turns_latest_created_first_then_normal_order():
    # WoW 500.3: an extra turn comes right after the current turn; of several, the latest
    # created is taken first; then the normal order resumes
    st = start({"auto_pass": False})
    link = Link("power", 0, hero(st, 0), -1, label="test")
    procedure.run_effects(st, link, [Effect("extra_turn", 0, Target("opponent"))])
    procedure.run_effects(st, link, [Effect("extra_turn", 0, None)])
    assert st.extra_turns == [1, 0]
    assert _order(st, 4)[0] == [0, 1, 1, 0]  # P1 extra, P2 extra, P2 regular, P1 regular


def test_skipped_turns_add_up():
    # WoW 500.4: a skipped turn is replaced by nothing; two skips skip the next two turns
    st = start({"auto_pass": False})
    turns.skip_turn(st, 1)
    turns.skip_turn(st, 1)
    turn = st.turn
    order, st = _order(st, 3)
    assert order == [0, 0, 1]
    assert st.turn == turn + 3  # turns actually taken are counted; skipped ones are not


def test_ending_the_turn():
    # WoW 500.5: other links are interrupted by the game (cards to their owners' graveyards),
    # combat ends, "this turn" modifiers end, no end-of-turn step or wrap-up; the next turn starts
    st = start({"auto_pass": False})
    resources(st, 1, 3)
    ally = put(st, 0, "Stone Guardian", "allies")
    st.modifiers.append(Modifier(ally, "atk", 3, duration="this_turn", turn=st.turn))
    bolt = put(st, 1, "Fire Bolt", "hand")
    for _ in range(9):  # a full hand: no wrap-up discard happens
        put(st, 0, "Mist Owl", "hand")
    st = apply(st, "pass", 0)
    st = apply(st, "play", 1, uid=bolt, x=0) if not st.pending else st
    if st.pending:
        st = choose(st, str(hero(st, 0)))
    assert st.chain
    hand = len(st.table.zone(0, "hand"))
    events = procedure.run_effects(st, Link("power", 0, hero(st, 0), -1, label="test"), [Effect("end_turn", 0, None)])
    assert events[0].rule == R("500.5")
    assert st.table.cards[bolt].zone == "graveyard" and st.table.cards[bolt].owner == 1 and not st.chain
    assert any(e.kind == "interrupt" and e.rule == R("103.3") for e in events)
    assert kw.atk(st, ally) == 3 and st.combat is None
    assert st.active == 1 and st.step == "ready" and len(st.table.zone(0, "hand")) == hand
