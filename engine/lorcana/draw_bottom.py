""""Draw a card from the bottom of your deck" (Merlin - Envisioning the Future): a draw (4.2.3.1,
so "can't draw" stops it, 1.2.2, and "whenever you draw a card" triggers) of the bottom card instead
of the top one. Op ``draw_bottom`` (engine.lorcana.ops); registered on import (engine.lorcana.flow
imports this module)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .ops import GAME
from .prohibitions import prohibited
from .rules import R
from .state import LorcanaState
from .zones import draw


@resolves(GAME, "draw_bottom")
def draw_bottom(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """You draw the bottom card of your deck: it is turned to the top, then drawn as usual (the
    draw reuses engine.lorcana.zones.draw); "fail" when nothing was drawn."""
    me = frame["player"]
    deck = st.table.zone(me, "deck")
    if deck and not prohibited(st, me, "draw"):
        st.table.move(deck[-1], "deck", player=me, position=0)
    return "ok" if draw(st, me, 1, R("4.2.3.1"), events) else "fail"
