"""Counters removed by an effect, counted for what follows (404.1, EN 709): "When your hero attacks, remove all
berserk counters from Berserking. Your hero has +1 ATK this combat for each counter you removed." (Berserking).

The op ``remove_counters_counted`` removes all the ``stat`` counters from the card with the power (404.1; none:
0 removed, 403.4) and keeps how many on the card (``counters.REMOVED``, the flag a payment power's "remove
counters" cost keeps), so the count ``{"k": "wge_removed"}`` (``engine.wow.wgear``) reads them as "for each
counter you removed"."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from .counters import REMOVED, counters, remove_counters
from .ops import GAME, OpCall
from .rules import R


@resolves(GAME, "remove_counters_counted")
def _remove_counted(call: OpCall) -> list[Event]:
    st, uid = call.st, call.link.uid
    card = st.table.cards.get(uid)
    if card is None:
        return []
    before = counters(st, uid, call.eff.stat)
    events = remove_counters(st, uid, call.eff.stat, None, R("404.1"))
    card.flags[REMOVED] = max(before - counters(st, uid, call.eff.stat), 0)
    return events
