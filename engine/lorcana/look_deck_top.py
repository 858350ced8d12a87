""""Look at the top card of each opponent's deck" (The Fates - Only One Eye): only the player who
looks sees the card (7.1.10); the deck stays a hidden zone for everyone else (8.2) and its order
does not change. Op ``look_deck_top`` (engine.lorcana.ops); registered on import
(engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .characteristics import name
from .ops import GAME
from .resolve import players_of
from .rules import R
from .state import LorcanaState


@resolves(GAME, "look_deck_top")
def look_deck_top(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Show the top ``amount`` cards of each target player's deck to the player who looks."""
    me = frame["player"]
    for p in players_of(st, frame, eff.target):
        top = st.table.top(p, "deck", eff.amount)
        shown = ", ".join(name(st, u) for u in top) or "no cards"
        events.append(Event("look_private", f"Top of P{p + 1}'s deck: {shown}", R("7.1.10"), me, [me]))
        events.append(Event("look_deck_top", f"P{me + 1} looks at the top of P{p + 1}'s deck", R("7.1.10"), me))
    return "ok"
