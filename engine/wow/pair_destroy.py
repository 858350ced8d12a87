"""Destroying both cards of a damage event (helper w30quest): "When an ally deals damage to another ally, destroy
both of them." (Scaled Breastplate of Carnage). The trigger (``deals_damage_filtered`` with ``event = "target"``)
names the damaged ally as its event card and the dealer as its subject (``event_triggers._add``); the op
``w30q_destroy_both`` destroys each of the two still in play (415.9c; one that left play is a new card, 415.9a)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .leaving_play import destroy
from .ops import GAME, OpCall
from .rules import R


@resolves(GAME, "w30q_destroy_both")
def _destroy_both(call: OpCall) -> list[Event]:
    st, data = call.st, call.link.data or {}
    events: list[Event] = []
    for uid in dict.fromkeys(u for u in (data.get("event"), data.get("subject")) if isinstance(u, int)):
        if uid in st.table.cards and kw.in_play(st, uid) and uid not in st.heroes:
            events += destroy(st, uid, R("415.9c"))
    return events
