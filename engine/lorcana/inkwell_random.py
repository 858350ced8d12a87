""" "Return 2 cards at random from your inkwell to your hand" (Mufasa - Ruler of Pride Rock), "each player
exerts all the cards in their inkwell. Then each player with more than 3 cards in their inkwell returns
cards at random from their inkwell to their hand until they have 3" (Ink Geyser). The inkwell is a
private zone (8.5.3): no player chooses, the game's seeded RNG picks the cards. Op
``inkwell_random_return`` (engine.lorcana.ops); registered on import (engine.lorcana.flow imports
this module)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .ops import GAME
from .resolve import players_of
from .rules import R
from .state import LorcanaState
from .zones import move_card


@resolves(GAME, "inkwell_random_return")
def inkwell_random_return(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """For each target player in turn order (1.6.2): with ``condition`` {"exert_all": true} their ink
    cards are exerted first (8.5.4); then ``amount`` random ink cards go to their hand, or, with
    {"keep": N}, as many as leave N in the inkwell. Fewer cards: all there are (1.2.3)."""
    players = players_of(st, frame, eff.target)
    if players is None:
        return "wait"
    cond = eff.condition or {}
    moved = 0
    for p in players:
        ink = list(st.table.zone(p, "inkwell"))
        if cond.get("exert_all"):
            for u in ink:
                st.table.cards[u].tapped = True
            events.append(Event("inkwell", f"P{p + 1} exerts all the cards in their inkwell", R("8.5.4"), p))
        n = max(0, len(ink) - int(cond["keep"])) if "keep" in cond else min(eff.amount, len(ink))
        for u in st.rng.sample(ink, n):
            events.append(move_card(st, u, "hand", R("8.5.3"), public=False))
            moved += 1
        if n:
            events.append(
                Event(
                    "inkwell_return",
                    f"P{p + 1} returns {n} card(s) at random from their inkwell to their hand",
                    R("8.5.3"),
                    p,
                )
            )
    return "ok" if moved else "fail"
