"""Printed: "Destroy target opposing ability and all other opposing abilities with the same name as it."
(Shanla, Herald of Faith): the op ``destroy_same_name`` destroys the target and, at the same
time, every other card matching the target's filter (its ``side`` and ``types``) with the same
name (200.1: cards of one name; face-down resources have none). A target that became illegal
destroys nothing (EN 709.2a): there is no name to read."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .leaving_play import destroy
from .ops import GAME, OpCall
from .rules import EN
from .targets import cards_matching


@resolves(GAME, "destroy_same_name")
def _destroy_same_name(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    for uid in call.uids:
        name = kw.name(st, uid)
        flt = call.eff.target.filter if call.eff.target is not None else {}
        same = [
            u
            for u in cards_matching(st, call.player, flt, call.link.uid)
            if u != uid and not st.table.cards[u].face_down and kw.name(st, u) == name
        ]
        for u in [uid, *same]:
            if kw.in_play(st, u):
                events += destroy(st, u, EN("709.1"))
    return events
