"""Destroying the allies kept alive with fatal damage (405.2, 415.9c): "Ongoing: Allies in your party can't be
destroyed by fatal damage. At the end of each turn, destroy all allies in your party with fatal damage." (Gift of
Nature; the first power is the keyword ``wstat2_counts.FATAL_PROOF`` the pre-priority check reads, 410.6a).

The op ``destroy_fatal_party`` destroys (by the effect: "can't be destroyed" still protects, 103.2) each ally the
link's controller controls whose damage is at least its health (``fatal_followups.fatal``), all at once."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .fatal_followups import fatal
from .leaving_play import destroy
from .ops import GAME, OpCall
from .rules import R


@resolves(GAME, "destroy_fatal_party")
def _destroy_fatal_party(call: OpCall) -> list[Event]:
    st = call.st
    doomed = [u for u in st.table.zone(call.player, "allies") if kw.is_ally(st, u) and fatal(st, u)]
    events: list[Event] = []
    for uid in doomed:
        events += destroy(st, uid, R("415.9c"))
    return events
