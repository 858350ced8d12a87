"""Cost changes for the opponents for the rest of the turn (403.2 with EN 712): "Opponents pay 2 more to play
cards this turn." (Frostbite). The op ``opponents_pay_more`` gives each opponent of the link's controller the
turn's cost change of ``engine.wow.next_cost`` (``condition["cost_change"]``, its spec) with a negative
amount: he pays ``amount`` more (``costs.changed``); it ends with the turn."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import next_cost
from .ops import GAME, OpCall
from .rules import R


@resolves(GAME, "opponents_pay_more")
def _opponents_pay_more(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    spec = dict((call.eff.condition or {}).get("cost_change") or {"what": "play", "next": False})
    what = {"play": "to play cards", "strike": "to strike", "complete": "to complete quests"}[spec["what"]]
    events: list[Event] = []
    for q in range(st.num_players):
        if q != p:
            next_cost.add(st, q, -call.amount, spec, call.link.uid)
            events.append(Event("cost", f"P{q + 1} pays {call.amount} more {what} this turn", R("403.2"), p))
    return events
