"""Minnie Mouse - Urban Visionary: "you may look at the cards in your inkwell and then you may return one
to your hand. If you do either, exert all cards in your inkwell" (op ``inkwell_look_return``, taken with
``optional``: the "may look"). The inkwell is private even to its owner (8.5.3) unless an effect says
otherwise (8.1.3): only the player sees the cards; returning one is up to them (7.1.3); since they looked,
every card left in their inkwell is then exerted (8.5.4). Registered on import (engine.lorcana.flow
imports this module)."""

from __future__ import annotations

from engine.core import Event, Option
from engine.core.effects import Effect, resolves

from .characteristics import name
from .ops import GAME
from .resolve import ask_choose
from .rules import R
from .state import LorcanaState
from .zones import move_card


@resolves(GAME, "inkwell_look_return")
def inkwell_look_return(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Look (privately), maybe return one card to the hand, then exert the whole inkwell."""
    me = frame["player"]
    ink = list(st.table.zone(me, "inkwell"))
    picks = frame["tmp"].pop("ink_return", None)
    if picks is None:
        shown = ", ".join(name(st, u) for u in ink) or "nothing"
        events.append(Event("look_private", f"You look at your inkwell: {shown}", R("8.1.3"), me, [me]))
        events.append(Event("look", f"P{me + 1} looks at the cards in their inkwell", R("8.1.3"), me))
        if ink:
            opts = [Option(str(u), name(st, u)) for u in ink]
            return ask_choose(
                st,
                frame,
                me,
                "You may return one card from your inkwell to your hand",
                opts,
                n=1,
                up_to=True,
                rule=R("7.1.3"),
                key="ink_return",
            )
        picks = []
    for u in picks:
        if u in ink:
            events.append(move_card(st, u, "hand", R("8.1.3"), public=False))
            events.append(
                Event("inkwell", f"P{me + 1} returns a card from their inkwell to their hand", R("8.5.3"), me)
            )
    for c in st.table.peek_in(me, "inkwell"):
        st.table.cards[c.uid].tapped = True
    events.append(Event("inkwell", f"P{me + 1} exerts all cards in their inkwell", R("8.5.4"), me))
    return "ok"
