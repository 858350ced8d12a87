""" "Return chosen item with cost equal to or less than this character's {S} to its player's hand"
(Magica De Spell - Thieving Sorceress): the {S} is the source's as the effect resolves (1.2.4); the
chosen card goes to its owner's hand. Op ``return_by_strength`` (engine.lorcana.ops): ``target`` = the
cards that may be chosen. Registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, Target, resolves

from .characteristics import stat
from .ops import GAME
from .resolve import resolve_targets
from .rules import R
from .state import LorcanaState
from .zones import leave_play


@resolves(GAME, "return_by_strength")
def return_by_strength(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Choose a matching card whose cost is at most the source's {S}; return it to its player's hand."""
    src = frame["source"]
    if "most" not in frame["tmp"]:
        alive = src in st.table.cards and st.table.cards[src].zone == "play"
        frame["tmp"]["most"] = max(0, stat(st, src, "strength")) if alive else 0
    flt = {**(eff.target.filter if eff.target else {}), "cost_max": frame["tmp"]["most"]}
    uids = resolve_targets(st, frame, eff, Target("chosen", flt))
    if uids is None:
        return "wait"
    if not uids:
        return "fail"
    for u in uids:
        leave_play(st, u, "hand", R("7.1"), events)
    frame["it"] = uids
    return "ok"
