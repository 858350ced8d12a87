"""Helper triggers: "Then, if attached hero has 15 or more damage, destroy this ability. When you do, …"
(Infestation, Leeching Fever). The op ``destroy_self_if_host_damaged`` destroys the source (415.9c) only
if the card it is attached to (400.1) has ``amount`` or more damage on it as the power resolves (EN 709);
"If you do" / "When you do" (``condition["if_done"]`` of what follows, EN 709.3) holds only if it was
destroyed — never when the condition failed."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .leaving_play import destroy
from .ops import GAME, OpCall
from .rules import EN, R


@resolves(GAME, "destroy_self_if_host_damaged")
def _destroy_self_if_host_damaged(call: OpCall) -> list[Event]:
    st, src = call.st, call.link.uid
    call.link.data["done"] = False
    if src not in st.table.cards or not kw.in_play(st, src):
        return []
    host = st.table.cards[src].attached_to
    damage = st.table.cards[host].damage if isinstance(host, int) and host in st.table.cards and kw.in_play(st, host) else 0
    if damage < call.amount:
        return [Event("condition", f"{kw.name(st, src)} stays: its host has {damage} damage, not {call.amount}", EN("709"), call.player)]
    events = destroy(st, src, R("415.9c"))
    call.link.data["done"] = not kw.in_play(st, src)
    return events
