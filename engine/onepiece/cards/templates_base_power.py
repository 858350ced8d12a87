""""<cards>' base power becomes N" for a named or chosen card (4-9: 元々のパワー, the printed power;
an effect that sets it replaces the printed value, and +/- changes still apply on top, board.power):
"your {X} type Leader's base power becomes 7000", "up to 1 of your Leader or Character cards' base
power becomes 7000 during this turn". "Your Leader" and "this Character" are read by
templates_field (``base_power``); this family reads the other subjects parse_target knows."""

from __future__ import annotations

import re

from engine.core.effects import Effect

from .readers import DUR, duration, parse_target
from .registry import CLAUSES


@CLAUSES.register("base_power_of", r"(.+?)(?:'s|') base power becomes (\d+)" + DUR, full=True, flags=re.I, priority=431)
def _base_power_of(m: re.Match) -> list[Effect] | None:
    """4-9: the subject's base power becomes N (a Modifier for the duration, or continuously)."""
    t = parse_target(m[1])
    if t is None or not t.filter.get("types") or t.filter.get("zone") != "field":
        return None  # only cards on the field whose type the text names
    return [Effect("modify_stat", int(m[2]), t, stat="base_power", duration=duration(m[3], ""))]
