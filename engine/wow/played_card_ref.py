""""That ally" of "When you play an ally, …" (EN 703, 711; helper wtok): the op ``remember_event_card`` remembers the
card the trigger's event happened to (``link.data["event"]``: the card played, still on the chain while it is being
played) wherever it is now, with its last known information (``engine.wow.refs``), so a later effect reads "that ally's
cost" (``condition["ref_amount"]``) even after it resolved or was interrupted."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from . import refs
from .ops import GAME, OpCall


@resolves(GAME, "remember_event_card")
def _remember_event_card(call: OpCall) -> list[Event]:
    ev = call.link.data.get("event")
    if isinstance(ev, int) and ev in call.st.table.cards:
        refs.remember(call.st, call.link, [ev])
    return []


@resolves(GAME, "event_cost_is_resources")
def _event_cost_is_resources(call: OpCall) -> list[Event]:
    ev = call.link.data.get("event")
    cost = (kw.data(call.st, ev).get("cost") or 0) if isinstance(ev, int) and ev in call.st.table.cards else None
    call.link.data["done"] = cost is not None and cost == len(call.st.table.zone(call.player, "resources"))
    return []
