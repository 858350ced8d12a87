"""An ally put into play with damage on it (405.3: damage put on, not dealt — no packet, nothing prevents
it): "Search your deck for an ally … Put it into play with damage equal to its [HEALTH] -1." (Ancestral
Awakening), "Put target ally that was destroyed this turn from your graveyard into play with damage on it
equal to its [HEALTH] -1." (Ancestral Revival).

The op ``wound_to_one`` puts on each card (the op's targets — ``Target("previous")``: the card an earlier
part put into play — or, without a target, the cards the search before it found, ``link.data["found"]``,
``engine.wow.search``) that is a character in play damage equal to its health minus 1 (``keywords.health``
as it is in play: 1 health left)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .activation import put_damage
from .ops import GAME, OpCall


@resolves(GAME, "wound_to_one")
def _wound_to_one(call: OpCall) -> list[Event]:
    st = call.st
    uids = call.uids if call.eff.target is not None else list(call.link.data.get("found", []))
    events: list[Event] = []
    for uid in uids:
        if uid in st.table.cards and kw.in_play(st, uid) and kw.is_character(st, uid):
            placed = put_damage(st, call.player, uid, kw.health(st, uid) - 1 - st.table.cards[uid].damage)
            for ev in placed:
                ev.text = f"{kw.name(st, uid)} enters play with damage equal to its health -1"
            events += placed
    return events
