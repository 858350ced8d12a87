"""Additional resources (WoW 412.1c, scenario X11 Eranikus + Brokentoe)."""

from __future__ import annotations

from engine.core.effects import Effect
from engine.wow import procedure
from engine.wow.game import ENGINE
from engine.wow.rules import R
from engine.wow.state import Link

from .helpers import apply, choose, hero, put, start

ADD = Effect("additional_resource", 0, None)


def _run(st, eff=ADD):
    return procedure.run_effects(st, Link("trigger", 0, hero(st, 0), -1, label="Eranikus"), [eff])


def _resolve(st):
    for _ in range(6):
        if not st.chain or st.pending:
            return st
        st = apply(st, "pass", st.priority)
    return st


def test_x11_a_revealed_quest_may_go_face_up_and_does_not_count_toward_the_limit():
    # WoW 412.1c (scenario X11): the top card is revealed and goes on the chain as a resource;
    # a quest may be placed face up; it doesn't count toward the one resource a turn (412.1)
    st = start({"auto_pass": False})
    quest = put(st, 0, "Scout the Border", "deck", position=0)
    events = _run(st)
    assert events[0].kind == "reveal" and events[0].visible_to is None
    assert st.pending[0].kind == "additional_resource" and st.pending[0].rule == R("412.1c")
    st = choose(st, "up")
    assert st.chain[-1].kind == "resource" and st.chain[-1].data["additional"]
    st = _resolve(st)
    card = st.table.cards[quest]
    assert card.zone == "resources" and not card.face_down and not card.tapped
    assert not st.resource_placed[0]
    assert any(a.type == "resource" for a in ENGINE.legal_actions(st, 0))  # the normal resource is still available


def test_other_cards_go_face_down_and_may_enter_exhausted():
    # WoW 412.1b–c: only quests and locations may be face up; "exhausted" additional resources
    st = start({"auto_pass": False})
    top = st.table.zone(0, "deck")[0]
    _run(st, Effect("additional_resource", 0, None, condition={"exhausted": True}))
    assert not st.pending and st.chain[-1].uid == top
    st = _resolve(st)
    card = st.table.cards[top]
    assert card.zone == "resources" and card.face_down and card.tapped
