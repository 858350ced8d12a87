"""Morgana Macawber: "You may choose an opposing character and move 1 damage from each other character to them"
(op ``gather_damage``): from every other character in
play, anyone's, with damage, ``amount`` damage counters move to the chosen one (9.3.1: moving
counters is not dealing damage). Registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .characteristics import ctype, in_play, name
from .ops import GAME
from .resolve import one_target
from .rules import R
from .state import LorcanaState


def move_damage_onto(
    st: LorcanaState, to: int, uids: list[int], most: int, player: int, events: list[Event]
) -> int:
    """Up to ``most`` damage counters move from each damaged character of ``uids`` (other than ``to``) onto
    ``to`` (9.3.1: moving counters is not dealing damage); the number moved."""
    moved = 0
    for u in uids:
        card = st.table.cards[u]
        if u == to or ctype(st, u) != "character" or not card.damage:
            continue
        n = min(most, card.damage)
        card.damage -= n
        st.table.cards[to].damage += n
        moved += n
        events.append(
            Event("move_damage", f"{n} damage moved from {name(st, u)} to {name(st, to)}", R("9.3.1"), player)
        )
    return moved


@resolves(GAME, "gather_damage")
def gather_damage(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Choose the target, then move the damage; "fail" when no other character had damage."""
    to = one_target(st, frame, eff)
    if isinstance(to, str):
        return to
    frame["it"] = [to]
    moved = move_damage_onto(st, to, in_play(st), eff.amount, frame["player"], events)
    return "ok" if moved else "fail"
