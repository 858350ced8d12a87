""" "For each of your characters named Maleficent in play, return a chosen opposing character, item, or
location with cost 3 or less to their player's hand" (Maleficent - Formidable Queen): the number is counted
as the effect resolves (``condition`` = {"scale": {"count": …}}, engine.lorcana.amounts); that many
different matching cards are chosen (1.2.4; fewer when fewer can be chosen, 1.2.3) and each returns to its
owner's hand. Op ``return_per_count`` (engine.lorcana.ops); registered on import (engine.lorcana.flow
imports this module)."""

from __future__ import annotations

from dataclasses import replace

from engine.core import Event
from engine.core.effects import Effect, resolves

from .amounts import scale_value
from .ops import GAME
from .resolve import resolve_targets
from .rules import R
from .state import LorcanaState
from .zones import leave_play


@resolves(GAME, "return_per_count")
def return_per_count(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Choose as many ``target`` cards as the count says and return them to their players' hands."""
    me = frame["player"]
    n = scale_value(st, frame, (eff.condition or {}).get("scale", {}))
    if n <= 0 or eff.target is None:
        events.append(Event("nothing", f"{eff.text}: nothing to count", R("1.2.3"), me))
        return "fail"
    uids = resolve_targets(st, frame, eff, replace(eff.target, count=n))
    if uids is None:
        return "wait"
    for u in uids:
        leave_play(st, u, "hand", R("7.1"), events)
    frame["it"] = list(uids)
    return "ok" if uids else "fail"
