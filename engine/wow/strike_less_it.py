"""A cheaper strike with one weapon for the rest of the turn (403.2, 303.2; helper wflip): "Ready Jak and
target weapon you control. You pay 4 less to strike with it this turn." — the op ``wflip_strike_less``
lowers the strike cost of each card its target resolved to (``it``: the same weapon, target kind
"previous"), for every strike this turn (``next_cost`` with the filter ``uid``, read by ``costs.fits_filter``)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import next_cost
from .ops import GAME, OpCall


@resolves(GAME, "wflip_strike_less")
def _strike_less(call: OpCall) -> list[Event]:
    events: list[Event] = []
    for uid in call.uids:
        events += next_cost.add(call.st, call.player, call.amount, {"what": "strike", "next": False, "filter": {"uid": uid}}, call.link.uid)
    return events
