"""Printed: "When Munkin enters play, destroy target equipment if its controller has more equipment
than you." (Munkin Blackfist): the op ``destroy_if_more_equipment`` — each target (EN 706) is
destroyed (415.9c) only if, as the power resolves (EN 709), its controller controls more equipment
(weapons, armor and items, 304) than the link's controller; your own equipment never qualifies."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .leaving_play import destroy
from .ops import GAME, OpCall
from .rules import EN, R


@resolves(GAME, "destroy_if_more_equipment")
def _destroy_if_more_equipment(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    events: list[Event] = []
    for uid in call.uids:
        q = st.table.peek(uid).controller
        theirs, mine = kw.per_count(st, q, "equipment"), kw.per_count(st, p, "equipment")
        if theirs > mine:
            events += destroy(st, uid, R("415.9c"))
        else:
            events.append(
                Event(
                    "condition",
                    f"{kw.name(st, uid)} stays: its controller has {theirs} equipment, P{p + 1} has {mine}",
                    EN("709"),
                    p,
                )
            )
    return events
