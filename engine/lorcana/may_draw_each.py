""" "For each character you have here, you may draw a card" (The Queen's Castle - Mirror Chamber): the
count is taken as the effect resolves (``condition`` {"scale": …}, engine.lorcana.amounts) and each
draw is its own "may" (7.1.3), asked one card at a time so the player decides after seeing the cards
already drawn (4.2.3.1). Op ``may_draw_each`` (engine.lorcana.ops); registered on import
(engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .ops import GAME
from .resolve import ask_may
from .rules import R
from .state import LorcanaState
from .zones import draw


@resolves(GAME, "may_draw_each")
def may_draw_each(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Up to ``amount`` draws, each one asked; "fail" when none was drawn."""
    me = frame["player"]
    total = frame["tmp"].setdefault("may_total", eff.amount)  # counted once, as the effect starts resolving
    drawn = frame["tmp"].setdefault("drawn", 0)
    while frame["sub"] < total:
        said = ask_may(st, frame, me, f"You may draw a card ({frame['sub'] + 1} of {total})")
        if said is None:
            return "wait"
        frame["sub"] += 1
        if not said:
            events.append(Event("decline", f"P{me + 1} doesn't draw", R("7.1.3"), me))
            continue
        drawn += draw(st, me, 1, R("4.2.3.1"), events)
        frame["tmp"]["drawn"] = drawn
    return "ok" if drawn else "fail"
