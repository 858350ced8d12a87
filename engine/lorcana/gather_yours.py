""" "Move 1 damage counter from each damaged character you have in play to chosen opposing character. Draw a
card for each damage counter moved this way" (Everybody's Got a Weakness): the target is chosen first
(1.2.4); then ``amount`` counters move from each of your damaged characters to it (9.3.1: moving counters is
not dealing damage); you draw one card per counter moved (4.2.3.1). Op ``gather_yours_draw``
(engine.lorcana.ops). Registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .characteristics import in_play
from .gather_damage import move_damage_onto
from .ops import GAME
from .resolve import one_target
from .rules import R
from .state import LorcanaState
from .zones import draw


@resolves(GAME, "gather_yours_draw")
def gather_yours_draw(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Choose the target, move the counters from your damaged characters, draw that many; "fail" when none moved."""
    to = one_target(st, frame, eff)
    if isinstance(to, str):
        return to
    me = frame["player"]
    frame["it"] = [to]
    moved = move_damage_onto(st, to, in_play(st, me), max(1, eff.amount), me, events)
    if not moved:
        events.append(Event("nothing", f"{eff.text}: no damaged character of yours", R("1.2.3"), me))
        return "fail"
    draw(st, me, moved, R("4.2.3.1"), events)
    return "ok"
