"""Printed: "… destroy Mystic Denial. If you do, interrupt that card." (Mystic Denial): the op
``destroy_self_done`` destroys the source card (415.9c) and records whether it was destroyed, so
that "If you do" (EN 709.3, ``condition["if_done"]`` of what follows) holds only if it left play (a
card that can't be destroyed stays, 103.2)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .leaving_play import destroy
from .ops import GAME, OpCall
from .rules import R


@resolves(GAME, "destroy_self_done")
def _destroy_self_done(call: OpCall) -> list[Event]:
    st, src = call.st, call.link.uid
    if src not in st.table.cards or not kw.in_play(st, src):
        call.link.data["done"] = False
        return []
    events = destroy(st, src, R("415.9c"))
    call.link.data["done"] = not kw.in_play(st, src)
    return events
