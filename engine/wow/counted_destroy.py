"""Helper triggers: "Then, you may destroy this ability. If you do, draw a card for each mana counter."
(Mana Diamond), "… your hero deals 1 fire damage to target hero or ally for each ember counter that was
on this ability." (Flame Orb). The op ``destroy_self_counted`` destroys the source (415.9c; a "may" is
the effect's ``optional``) after remembering, as last known information (``engine.wow.refs``), how many
``stat`` counters were on it (404.1): a later effect reads that number with ``condition["ref_amount"] =
"counters"``; "If you do" (``if_done``, EN 709.3) holds only if it was destroyed."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .counters import counters
from .leaving_play import destroy
from .ops import GAME, OpCall
from .rules import R


@resolves(GAME, "destroy_self_counted")
def _destroy_self_counted(call: OpCall) -> list[Event]:
    st, uid = call.st, call.link.uid
    if not kw.in_play(st, uid):
        call.link.data["done"] = False
        return []
    n = counters(st, uid, call.eff.stat)
    card = st.table.cards[uid]
    call.link.data["ref"] = [{"uid": uid, "ctl": card.controller, "cost": kw.data(st, uid).get("cost") or 0, "atk": 0, "counters": n}]
    events = destroy(st, uid, R("415.9c"))
    call.link.data["done"] = not kw.in_play(st, uid)
    return events
