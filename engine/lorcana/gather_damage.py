"""Morgana Macawber: "You may choose an opposing character and move 1 damage from each other character to them"
(op ``gather_damage``): from every other character in
play, anyone's, with damage, ``amount`` damage counters move to the chosen one (9.3.1: moving
counters is not dealing damage). Registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .characteristics import ctype, in_play, name
from .ops import GAME
from .resolve import resolve_targets
from .rules import R
from .state import LorcanaState


@resolves(GAME, "gather_damage")
def gather_damage(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Choose the target, then move the damage; "fail" when no other character had damage."""
    uids = resolve_targets(st, frame, eff, eff.target)
    if uids is None:
        return "wait"
    if not uids:
        return "fail"
    to = uids[0]
    frame["it"] = [to]
    moved = 0
    for u in in_play(st):
        card = st.table.cards[u]
        if u == to or ctype(st, u) != "character" or not card.damage:
            continue
        n = min(eff.amount, card.damage)
        card.damage -= n
        st.table.cards[to].damage += n
        moved += n
        events.append(
            Event(
                "move_damage",
                f"{n} damage moved from {name(st, u)} to {name(st, to)}",
                R("9.3.1"),
                frame["player"],
            )
        )
    return "ok" if moved else "fail"
