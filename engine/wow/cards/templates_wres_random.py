"""A mode chosen at random (helper wres; ``engine.wow.random_modes``): "Choose one at random. Each player draws a card, or
each player discards a card." — the random pick, then each mode's effects under its condition."""

from __future__ import annotations

import re
from dataclasses import replace

from engine.core.effects import Effect

from .registry import TEXTS, compile_effects


@TEXTS.register("wres_random_mode", r"\s*choose one at random[.:]\s*(.+?),? or (.+?)\.?\s*", full=True, priority=140, flags=re.I)
def _random_mode(m: re.Match, name: str) -> list[Effect] | None:
    out: list[Effect] = [Effect("wrm_random_mode", 2, None, condition={"modes": [m.group(1).strip(), m.group(2).strip()]}, text=m.group(0).strip())]
    for i, part in enumerate((m.group(1), m.group(2))):
        part = part.strip().rstrip(".")
        effs, ok = compile_effects(part[0].upper() + part[1:] + ".", name)
        if not ok or not effs or any(e.condition and "if" in e.condition for e in effs):
            return None
        out += [replace(e, condition={**(e.condition or {}), "if": {"k": "wrm_mode_is", "i": i}}) for e in effs]
    return out
