"""Wreck-It Ralph - Raging Wrecker: "When this character is banished, banish all characters with {S} equal to or less than the {S} he
had in play" (op ``banish_up_to_strength``): the {S} is the
banish's look-back (8.4.4: ``banished_strength`` in the trigger, set by engine.lorcana.zones.banish);
every character in play with that {S} or less, anyone's, is banished together (1.9.5). Registered on
import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .characteristics import ctype, in_play, stat
from .ops import GAME
from .rules import R
from .state import LorcanaState
from .zones import banish


@resolves(GAME, "banish_up_to_strength")
def banish_up_to_strength(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Banish every character whose current {S} is at most the banished card's last {S}."""
    most = (frame["trigger"] or {}).get("banished_strength")
    if most is None:
        return "fail"
    doomed = [u for u in in_play(st) if ctype(st, u) == "character" and stat(st, u, "strength") <= most]
    if not doomed:
        events.append(
            Event(
                "nothing", f"{eff.text}: no character has {most} {{S}} or less", R("1.2.3"), frame["player"]
            )
        )
        return "fail"
    banish(st, doomed, R("7.1"), events)
    return "ok"
