"""Merlin's Wand: "{E}, Reveal 2 cards with the same name in your hand — You pay 1 {I} less for the next card
you play with that name this turn" (op ``next_named_less``). The revealed cards paid the cost (7.5.3.2: their
uids are the ability's ``paid`` look-back, engine.lorcana.chosen_costs ``same_name``); "that name" is theirs.
The decrease is a cost reduction of the next play of a card with that name this turn, of any card type
(4.3.4.5; engine.lorcana.play.reduction uses it up). Registered on import (engine.lorcana.flow imports this
module)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .chosen_costs import paid_names
from .ops import GAME
from .rules import R
from .state import LorcanaState

CARD_TYPES = ["character", "action", "item", "location"]


@resolves(GAME, "next_named_less")
def next_named_less(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """ "fail" when no card paid the cost (nothing to name)."""
    me = frame["player"]
    names = paid_names(st, frame)
    if not names:
        return "fail"
    st.floating.append(
        {
            "kind": "cost_reduction",
            "player": me,
            "amount": eff.amount,
            "types": list(CARD_TYPES),
            "turn": st.turn,
            "filter": {"name": names[0]},
        }
    )
    events.append(
        Event(
            "cost",
            f"P{me + 1}'s next card named {names[0]} this turn costs {eff.amount} less",
            R("4.3.4.5"),
            me,
        )
    )
    return "ok"
