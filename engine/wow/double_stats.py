"""The condition of "While your hero has 5 or less remaining health, double the ATK of weapons you control and double
the [DEF] of armor you control." (Helm of Blazing Glory; EN 714, ``cards.templates_double_atk``): ``{"k":
"w8e_hero_remaining_max", "n": N}`` — the player's hero has at most N remaining health (its health minus the damage on
it, 205.3). The doublings themselves are read by ``keywords.equipment_atk`` / ``keywords.defense``."""

from __future__ import annotations

from typing import Any

from . import keywords as kw
from .conditions import condition_checker
from .state import WowState


@condition_checker("w8e_")
def w8e_holds(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    if cond["k"] == "w8e_hero_remaining_max":
        me = st.heroes[player]
        return kw.health(st, me) - st.table.peek(me).damage <= cond["n"]
    raise KeyError(cond["k"])
