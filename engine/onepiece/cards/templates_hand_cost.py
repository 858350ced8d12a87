""""[If …,] give this card in your hand -N cost": a continuous change to the cost of playing the
card from the hand (``stat`` hand_cost, read by board.play_price while the card is in the hand and
its condition holds: 2-7-1, 8-1-3-4)."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .registry import CLAUSES


@CLAUSES.register("hand_cost_self", r"give this card in your hand ([+-]\d+) cost", full=True, flags=re.I, priority=61)
def _hand_cost_self(m: re.Match) -> list[Effect]:
    return [Effect("modify_stat", int(m[1]), Target("self"), stat="hand_cost")]
