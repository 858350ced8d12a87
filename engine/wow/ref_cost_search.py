"""A search bounded by the combined cost of the cards an earlier part of the effect acted on (413.1, EN 709):
"Destroy any number of allies you control. If you do, search your deck for an ally with cost less than or
equal to the combined cost of cards destroyed this way and put into play." (Fel Trade).

The op ``ref_cost_search`` is a ``search`` (``engine.wow.search``: ``condition`` as that op's) whose filter
gets ``max_cost`` = the sum of the printed costs (201.3) of the cards remembered by the earlier part
(``link.data["ref"]``, ``engine.wow.refs``: the allies picked and destroyed by ``player_picks``, their
last known information). With ``condition["below"]`` the cost must be lower than that sum ("Put an ally card with lower
cost than that ally from your graveyard into play.", Mogor's Anointing Club)."""

from __future__ import annotations

from dataclasses import replace

from engine.core import Event
from engine.core.effects import resolves

from . import search
from .ops import GAME, OpCall


@resolves(GAME, "ref_cost_search")
def _ref_cost_search(call: OpCall) -> list[Event]:
    cond = dict(call.eff.condition or {})
    total = sum(int(row.get("cost") or 0) for row in call.link.data.get("ref", []))
    cond["filter"] = {**(cond.get("filter") or {}), "max_cost": total - (1 if cond.get("below") else 0)}  # "below": "with lower cost than that ally" (helper wzone2)
    call.stop = True
    return search.begin(call.st, call.player, replace(call.eff, op="search", condition=cond), call.resume())
