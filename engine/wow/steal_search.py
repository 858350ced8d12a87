"""Searching an opponent's deck: "Search target opponent's deck for an equipment with cost less than
or equal to the number of cards removed this way and put it into play under your control." (Steal
Steel). The op ``search_opponent_deck``: the link's controller searches his opponent's deck (413;
the search may fail, 413.3), and the card found goes where ``condition["to"]`` says — "play": it
enters play under the searcher's control (710.1; its owner stays the opponent, 401.2). With
``condition["max_cost_paid"]`` the filter's ``max_cost`` is the number of cards that paid the
card's "up to N" additional cost (``extra_cost.paid``). The opponent's deck is shuffled (413.2)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import continuations, search
from .extra_cost import paid
from .ops import GAME, OpCall
from .state import WowState

OP = "search_opponent_deck"


def _opponent(st: WowState, p: int) -> int:
    return (p + 1) % st.num_players


@resolves(GAME, OP)
def _search_opponent_deck(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    cond = call.eff.condition or {}
    flt = dict(cond.get("filter") or {})
    if cond.get("max_cost_paid"):
        flt["max_cost"] = paid(st, call.link.uid)
    owner = st.table.cards[call.uids[0]].controller if call.uids else _opponent(st, p)  # "target opponent" (by his hero)
    continuations.pause_for(call, "search", {"player": p, "owner": owner, "zones": ["deck"], "filter": flt, "n": max(1, call.eff.amount),
                                             "to": cond.get("to", "hand"), "reveal": cond.get("reveal", True), "found": [],
                                             "top": False, "exhausted": False})
    return search.next_step(st)
