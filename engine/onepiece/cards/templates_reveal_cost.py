""""Choose a cost and reveal 1 card from the top of your opponent's deck. If the revealed card has
the chosen cost, …" (op ``reveal_chosen_cost``, engine/onepiece/ops_reveal_cost.py): the reveal is
one instruction, the "If …" sentence after it a condition on the revealed card (8-3-2)."""

from __future__ import annotations

import re

from engine.core.effects import Effect

from .readers import CONDITIONS, REVEALED
from .registry import CLAUSES

CONDITIONS.append((r"the revealed card has the chosen cost", lambda m: {REVEALED: {}}))


@CLAUSES.register("reveal_chosen_cost", r"choose a cost and reveal 1 card from the top of your opponent's deck", full=True,
                  flags=re.I, priority=236)
def _reveal_chosen_cost(m: re.Match) -> list[Effect]:
    return [Effect("reveal_chosen_cost")]
