"""Conditions of heroes' cheaper flips read from this turn's history (403.2, ``st.turn_log``, noted by
``engine.wow.quests.note``; helper wflip), read by ``cards.templates_wcosts_flip``:

- ``wfl_hero_dealt_times``: an opposing hero was dealt damage ``n`` or more times this turn (each damage
  packet dealt to it is one time, 408.2) — "You pay [8] less to flip Asar if an opposing hero was dealt
  damage three or more times this turn." """

from __future__ import annotations

from typing import Any

from .conditions import condition_checker
from .state import WowState


def times_dealt(st: WowState, player: int) -> int:
    """How many times this turn a hero of a player other than ``player`` was dealt damage."""
    return sum(1 for e in st.turn_log if e.get("ev") == "damage" and e.get("turn") == st.turn and e.get("to_kind") == "hero"
               and e.get("to_who") not in (None, player))


@condition_checker("wfl_")
def wfl_holds(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    k = cond["k"]
    if k == "wfl_hero_dealt_times":
        return times_dealt(st, player) >= cond["n"]
    raise ValueError(f"unknown condition kind {k!r} (engine.wow.flip_checks)")
