""""Your opponent cannot activate [Blocker] during this turn": a prohibition on the player for the
turn (op forbid_blocker_turn, engine/onepiece/ops_no_blocker_turn.py; 1-3-3 over 10-1-4-1)."""

from __future__ import annotations

import re

from engine.core.effects import Effect

from .registry import CLAUSES


@CLAUSES.register("forbid_blocker_turn", r"your opponent cannot activate \[Blocker\] during this turn", full=True, flags=re.I,
                  priority=482)
def _forbid_blocker_turn(m: re.Match) -> list[Effect]:
    return [Effect("forbid_blocker_turn")]
