"""Helper wally1: small effects of long-tail allies.

- op ``double_damage_on``: "Double the damage on each ally." (Barnathrum, Lord of Pain) — each target
  gets as much damage again as it has. The damage is put on it, not dealt (no source, no packet: nothing
  prevents it, 405.3), and, as any damage put on a character, no more than fatal damage (405.3)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .ops import GAME, OpCall
from .rules import R


@resolves(GAME, "double_damage_on")
def _double_damage_on(call: OpCall) -> list[Event]:
    st, events = call.st, []
    for uid in call.uids:
        card = st.table.cards[uid]
        more = min(card.damage, max(kw.health(st, uid) - card.damage, 0))
        if more <= 0:
            continue
        card.damage += more
        events.append(Event("put_damage", f"The damage on {kw.name(st, uid)} is doubled: {more} more", R("405.3"), call.player,
                            data={"uid": uid, "amount": more}))
    return events
