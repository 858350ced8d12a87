"""Control and ownership (401.1–401.3b): control changes keep the card, cards leaving play go to
their owner's zones (415.2). The control effects are the shapes the compiler is to emit
(``Effect("gain_control", …)``), run as a resolving link's effects."""

from __future__ import annotations

from engine.core import Modifier
from engine.core.effects import Effect, Target
from engine.wow import combat, control, counters, procedure
from engine.wow import keywords as kw
from engine.wow.game import ENGINE
from engine.wow.rules import R
from engine.wow.state import Link

from .helpers import apply, hero, put, start

ALLY = Target("chosen", {"types": ["ally"]})


def _take(st, uid, source, duration="this_turn", **cond):
    """P1's link (from ``source``) gains control of ``uid``."""
    eff = Effect("gain_control", 0, ALLY, duration=duration, condition=cond or None)
    return procedure.run_effects(st, Link("power", 0, source, -1, targets=[uid], label="test"), [eff])


def _end_turn(st):
    for _ in range(20):
        if st.active != 0 or st.over:
            return st
        st = apply(st, "pass", st.priority)
    return st


def test_gaining_control_keeps_the_card_and_ends_with_the_turn():
    # WoW 401.3: the same card moves to the new controller's row; 401.3a: its modifiers stay;
    # 302.2 / 415.8b: it joined the party now, so it can't attack yet; 401.3b: "this turn" ends
    st = start({"auto_pass": False})
    source = put(st, 0, "Field Medic", "allies")
    theirs = put(st, 1, "Stone Guardian", "allies")
    st.table.cards[theirs].damage = 2
    counters.add_counters(st, theirs, "+1 ATK", 1)
    st.modifiers.append(Modifier(theirs, "atk", 2, duration="permanent", turn=st.turn))
    events = _take(st, theirs, source)
    assert [e.rule for e in events] == [R("401.3")]
    card = st.table.cards[theirs]
    assert card.controller == 0 and card.owner == 1 and theirs in st.table.zone(0, "allies")
    assert card.damage == 2 and kw.atk(st, theirs) == 3 + 1 + 2
    assert combat.can_attack(st, theirs, 0).rule == R("302.2")
    cv = next(c for c in ENGINE.view(st, 1)["players"][0]["zones"]["allies"] if c.get("uid") == theirs)
    assert cv["owner"] == 1
    st = _end_turn(st)
    assert st.table.cards[theirs].controller == 1 and theirs in st.table.zone(1, "allies")
    assert st.controls == []


def test_a_controlled_card_leaving_play_goes_to_its_owner():
    # WoW 415.2, 415.9c: destroyed or returned, a card goes to its owner's graveyard or hand
    st = start()
    source = put(st, 0, "Field Medic", "allies")
    a = put(st, 1, "Stone Guardian", "allies")
    b = put(st, 1, "Mist Owl", "allies")
    _take(st, a, source, "permanent")
    _take(st, b, source, "permanent")
    procedure.destroy(st, a, R("415.9c"))
    assert a in st.table.zone(1, "graveyard") and st.table.cards[a].controller == 1
    procedure.leave_play(st, b, "hand", R("415.2"))
    assert b in st.table.zone(1, "hand")
    assert st.controls == []  # 415.9a: a new card, the control modifiers are gone


def test_reverting_goes_to_the_most_recent_remaining_control():
    # WoW 401.3b: when a control modifier ends, the card goes to the player named by the most
    # recent one still active, else to the player who put it into play
    st = start()
    mine = put(st, 0, "Field Medic", "allies")
    theirs_src = put(st, 1, "Mist Owl", "allies")
    target = put(st, 1, "Stone Guardian", "allies")
    _take(st, target, mine, "permanent")  # P1 takes it for good
    events = control.gain_control(st, target, 1, duration="this_turn", source=theirs_src)  # P2 back, this turn
    assert st.table.cards[target].controller == 1 and events[0].data == {"uid": target, "from": 0, "to": 1}
    control.expire_turn(st)
    assert st.table.cards[target].controller == 0  # P1's permanent control is the one left
    control.end_where(st, lambda r: True)
    assert st.table.cards[target].controller == 1  # nothing left: the player who put it into play


def test_control_while_the_source_stays_in_play():
    # WoW 401.3b (Mind Control style "while attached"): the source leaving play ends the control;
    # 401.3: an attachment on the card stays attached under its own controller
    st = start()
    source = put(st, 0, "Field Medic", "allies")
    target = put(st, 1, "Stone Guardian", "allies")
    blessing = put(st, 1, "Blessing of Might", "hero_row")
    st.table.cards[blessing].attached_to = target
    _take(st, target, source, "permanent", while_source=True)
    assert st.table.cards[target].controller == 0
    assert st.table.cards[blessing].controller == 1 and st.table.cards[blessing].attached_to == target
    events = procedure.destroy(st, source, R("415.9c"))
    assert st.table.cards[target].controller == 1
    assert [e.kind for e in events] == ["destroy", "control"] and events[1].rule == R("401.3b")


def test_heroes_do_not_change_control():
    # WoW 401.1: a player controls their own hero
    st = start()
    source = put(st, 0, "Field Medic", "allies")
    assert control.gain_control(st, hero(st, 1), 0, source=source) == []
    assert st.table.cards[hero(st, 1)].controller == 1
