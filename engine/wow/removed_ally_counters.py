"""Printed: "Remove three target cards in one opposing graveyard from the game. Add a spirit counter for each ally
removed this way." (Haunting Call): the op ``removed_ally_counters`` (after the ``graveyard_move`` effects that
removed the link's targets, 415.7) puts ``stat`` counters on the source card (404.1a), one for each of the link's
targets now in a removed-from-the-game zone that is an ally card (its printed type: a card in a graveyard or the RFG
zone is not in play, 415.5a/415.7b). A target that was no longer legal stayed where it was and isn't counted
(EN 709.2a)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .counters import add_counters
from .ops import GAME, OpCall
from .rules import R

OP = "removed_ally_counters"


@resolves(GAME, OP)
def _removed_ally_counters(call: OpCall) -> list[Event]:
    st, src = call.st, call.link.uid
    removed = [u for u in dict.fromkeys(call.link.targets) if isinstance(u, int) and u in st.table.cards
               and st.table.peek(u).zone == "removed" and (kw.data(st, u).get("type") or "").lower() == "ally"]
    if not removed or src not in st.table.cards or not kw.in_play(st, src):
        return []
    return add_counters(st, src, call.eff.stat, len(removed), R("404.1a"))
