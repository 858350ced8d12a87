"""Printed: "[Exhaust] -> You pay 1 less to play your next ally this turn and an additional 1 less for each
heirloom counter on this equipment." (Devout Aurastone Hammer): the op ``cost_change_plus`` is
``cost_change`` (403.2, ``engine.wow.next_cost``) whose amount is ``amount`` plus ``n`` for each
thing each ``condition["plus"]`` item ``{n, per}`` counts from the source card's side
(``keywords.per_count``: "counters:heirloom" counts the source's own counters, 404.1), counted as
the power resolves (EN 709)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .next_cost import add
from .ops import GAME, OpCall


@resolves(GAME, "cost_change_plus")
def _cost_change_plus(call: OpCall) -> list[Event]:
    cond = call.eff.condition or {}
    src = call.link.uid
    more = sum(
        int(item["n"]) * kw.per_count(call.st, call.player, item["per"], src) for item in cond.get("plus", [])
    )
    return add(call.st, call.player, call.amount + more, dict(cond["cost_change"]), src)
