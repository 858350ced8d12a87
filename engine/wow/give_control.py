"""Printed: "1 -> Target player gains control of Conjured Cinnamon Roll." (Conjured Cinnamon Roll): the
op ``give_self_control`` — the targeted player (a chosen player, by his hero, EN 706) gains control
of the source card (401.3, ``engine.wow.control``); naming yourself changes nothing."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .control import gain_control
from .ops import GAME, OpCall


@resolves(GAME, "give_self_control")
def _give_self_control(call: OpCall) -> list[Event]:
    st, src = call.st, call.link.uid
    if not kw.in_play(st, src):
        return []
    events: list[Event] = []
    for q in sorted({st.table.cards[u].controller for u in call.uids}):
        events += gain_control(st, src, q)
    return events
