""""When you complete your first quest each turn, you may turn it face up if it's in play." (Chief Researcher
Amereldine; helper w31ally): the op ``we31_turn_face_up`` turns the triggering quest (``link.data["event"]``, given by the
"complete_first_quest" trigger) face up if it is a face-down card of its controller's resource row (412.1b: a completed
quest turned face down stays a resource; face up it is a quest again). Nothing when it left play (destroyed or
returned to hand by its completion, EN 709.2a) or is face up already."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .ops import GAME, OpCall
from .rules import R

OP = "we31_turn_face_up"


@resolves(GAME, OP)
def _turn_face_up(call: OpCall) -> list[Event]:
    st = call.st
    uid = call.link.data.get("event")
    card = st.table.peek(uid, None) if isinstance(uid, int) else None
    if card is None or card.zone != "resources" or not card.face_down:
        return []
    st.table.cards[uid].face_down = False
    return [Event("face_up", f"{kw.name(st, uid)} is turned face up", R("412.1b"), call.player, data={"uid": uid})]
