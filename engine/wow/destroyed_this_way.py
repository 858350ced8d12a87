""""If there are six or more on Frostwolf Insignia, destroy it. When Frostwolf Insignia is destroyed this way, …"
(EN 703, 415.9c; helper wtok). The op ``destroy_self_this_way``: the source card is destroyed, and if it was, its own
triggered power waiting for exactly that (``self_ev`` with ``cost = { what = "destroyed_this_way" }``, an event no
other reader sets off) triggers: it goes on the chain at the next check (410.5), its target chosen then (EN 707) — a
card destroyed any other way sets it off never."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .leaving_play import destroy
from .ops import GAME, OpCall
from .powers import printed_powers
from .rules import EN
from .state import Link

WHAT = "destroyed_this_way"


@resolves(GAME, "destroy_self_this_way")
def _destroy_self_this_way(call: OpCall) -> list[Event]:
    st, uid = call.st, call.link.uid
    if not kw.in_play(st, uid):
        return []
    controller, name = st.table.cards[uid].controller, kw.name(st, uid)
    powers = printed_powers(st, uid)  # read before it leaves play (its text, 415.9a)
    events = destroy(st, uid, EN("709.1"))
    if uid in st.table.cards and st.table.cards[uid].zone == "graveyard":
        for i, pw in enumerate(powers):
            if pw.kind == "triggered" and pw.trigger == "self_ev" and pw.cost.get("what") == WHAT:
                st.triggers.append(Link("trigger", controller, uid, i, label=f"{name}: {pw.text}"))
    return events
