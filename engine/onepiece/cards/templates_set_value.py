""""Set the power of up to 1 of your opponent's Characters to 0 during this turn", "Set the cost of up to 1 of your
opponent's Characters with no base effect to 0 during this turn": op ``set_stat`` (engine.onepiece.ops_set_value) on
the chosen cards, the value set when the effect resolves."""

from __future__ import annotations

import re

from engine.core.effects import Effect

from .readers import DUR, duration, parse_target
from .registry import CLAUSES


@CLAUSES.register("set_value", r"set the (power|cost) of (.+?) to (\d+)" + DUR, full=True, flags=re.I, priority=482)
def _set_value(m: re.Match) -> list[Effect] | None:
    t = parse_target(m[2])
    if t is None or t.kind not in ("chosen", "each") or "Character" not in (t.filter.get("types") or []):
        return None
    return [Effect("set_stat", int(m[3]), target=t, stat=m[1].lower(), duration=duration(m[4]))]
