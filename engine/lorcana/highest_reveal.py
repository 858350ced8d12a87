"""Thomas O'Malley - Savvy Vagabond: "each player reveals the top card of their deck. Put the card with the
highest cost revealed this way, or each card tied for highest cost, into its player's hand. Put the rest on
the bottom of their players' decks" (op ``reveal_highest_cost``). No choice is made: the cards are revealed
in turn order (7.1.10, 1.6.2), a player with an empty deck reveals nothing; each card tied for the highest
cost goes into its owner's hand, every other one to the bottom of its owner's deck (8.2.4). Registered on
import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, effects
from engine.core.effects import Effect, resolves

from .characteristics import cost_of, turn_order_from
from .ops import GAME
from .rules import R
from .state import LorcanaState
from .zones import move_card


@resolves(GAME, "reveal_highest_cost")
def reveal_highest_cost(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """ "fail" when no player has a card in their deck."""
    me = frame["player"]
    tops = [u for p in turn_order_from(st, st.active) for u in st.table.top(p, "deck", 1)]
    if not tops:
        events.append(Event("nothing", f"{eff.text}: no deck has a card to reveal", R("1.2.3"), me))
        return "fail"
    events.append(effects.reveal(st.table, tops, R("7.1.10"), me))
    best = max(cost_of(st, u) for u in tops)
    for u in tops:
        if cost_of(st, u) == best:
            events.append(move_card(st, u, "hand", R("7.1.10")))
        else:
            events.append(move_card(st, u, "deck", R("8.2.4")))  # no position: the bottom
    return "ok"
