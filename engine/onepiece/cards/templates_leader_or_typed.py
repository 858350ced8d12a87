""""Up to 1 of your Leader with a type including "X" or up to 1 of your Characters with a type
including "X" gains +N power during this battle": one card, your Leader or one of your Characters,
whose type includes X (8-4-4; "up to": none allowed, 1-3-5-1) — read as "up to 1 of your Leader or
Character cards with a type including "X"". Both halves must name the same count and type."""

from __future__ import annotations

import re

from engine.core.effects import Effect

from .readers import DUR, duration, parse_target
from .registry import CLAUSES


@CLAUSES.register("leader_or_typed_power", r"up to (\d+) of your Leader with a type including \"([^\"]+)\" or up to \1 of your "
                  r"Characters? with a type including \"\2\" gains? ([+-]\d+) power" + DUR, full=True, flags=re.I, priority=39)
def _leader_or_typed_power(m: re.Match) -> list[Effect] | None:
    t = parse_target(f'up to {m[1]} of your Leader or Character cards with a type including "{m[2]}"')
    return [Effect("modify_stat", int(m[3]), t, stat="power", duration=duration(m[4], ""))] if t else None
