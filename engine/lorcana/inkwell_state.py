"""Resolver of op ``inkwell_state`` (engine.lorcana.ops): "exert all cards in your inkwell",
"ready all cards in your inkwell" — the ink cards' ready/exerted state (8.5.4: ink cards are
exerted to pay and ready at the start of their player's turn). Registered on import
(engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .ops import GAME
from .rules import R
from .state import LorcanaState


@resolves(GAME, "inkwell_state")
def inkwell_state(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Every card in your inkwell becomes exerted (or ready); "ok" only if one changed."""
    me = frame["player"]
    exerted = bool((eff.condition or {}).get("exerted"))
    changed = [c for c in st.table.peek_in(me, "inkwell") if c.tapped != exerted]
    for c in changed:
        st.table.cards[c.uid].tapped = exerted
    word = "exerted" if exerted else "readied"
    events.append(Event("inkwell", f"P{me + 1}'s inkwell: {len(changed)} card(s) {word}", R("8.5.4"), me))
    return "ok" if changed else "fail"
