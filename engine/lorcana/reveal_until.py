""" "Reveal cards from the top of your deck until you reveal a Floodborn character card. Put that card into
your hand and shuffle the rest into your deck" (Fred - Giant-Sized): every revealed card is seen by all
(7.1.10); the first matching card goes into the hand; with none in the deck, every card is revealed and
nothing is taken (1.2.3); the deck is shuffled either way. Op ``reveal_until`` (engine.lorcana.ops):
``condition`` = {"take": filter}. Registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, effects
from engine.core.effects import Effect, resolves

from .characteristics import matches
from .ops import GAME
from .rules import R
from .state import LorcanaState
from .zones import move_card


@resolves(GAME, "reveal_until")
def reveal_until(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Reveal from the top until a match; it goes into the hand ("ok"), the rest is shuffled back."""
    me = frame["player"]
    deck = list(st.table.zone(me, "deck"))
    if not deck:
        events.append(Event("nothing", f"{eff.text}: the deck is empty", R("1.2.3"), me))
        return "fail"
    take = (eff.condition or {}).get("take", {})
    shown: list[int] = []
    hit = None
    for u in deck:
        shown.append(u)
        if matches(st, u, take, me, frame["source"]):
            hit = u
            break
    events.append(effects.reveal(st.table, shown, R("7.1.10"), me))
    if hit is not None:
        events.append(move_card(st, hit, "hand", R("7.1.10")))
        frame["it"] = [hit]
    events.append(effects.shuffle(st.table, st.rng, me, "deck", R("7.1")))
    return "ok" if hit is not None else "fail"
