""" "Name a card. Return all character cards with that name from your discard to your hand" (Blast from
Your Past): the player names a card name (6.2.4: any name in the match, exact names only), then
every matching card of their discard goes to their hand (no choice). Op ``name_return_all``
(engine.lorcana.ops); registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .characteristics import matches, names_match
from .ops import GAME
from .resolve import named_card
from .rules import R
from .state import LorcanaState
from .zones import move_card


@resolves(GAME, "name_return_all")
def name_return_all(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """``condition`` = {"filter": the kind of card returned}. "ok" when a card was returned."""
    me = frame["player"]
    named = named_card(st, frame, me)
    if named is None:
        return "wait"
    events.append(Event("name", f"P{me + 1} names {named}", R("6.2.4"), me))
    flt = (eff.condition or {}).get("filter", {})
    found = [
        u
        for u in st.table.zone(me, "discard")
        if matches(st, u, flt, me, None)
        and names_match(str(st.cards[st.table.cards[u].card_id].get("name", "")), named)
    ]
    for u in found:
        events.append(move_card(st, u, "hand", R("6.2.4")))
    frame["it"] = found
    return "ok" if found else "fail"
