"""Opponent's cards that "cannot activate [Blocker]" and Life the opponent takes:

- "Up to 1 of your opponent's Characters [with …] cannot activate [Blocker] during this turn",
  "All of your opponent's Characters with 2000 power or less cannot activate [Blocker] during this
  turn": the chosen (or every such) Character gets the marker CANNOT_BLOCK for the turn; a
  Character with it is no blocker (battle.blockers, 1-3-3 over 10-1-4-1);
- "your opponent adds 1 card from the top of their Life cards to their hand": op life_to_hand on
  the opponent's Life (as templates_life "opp_life_to_hand").
"""

from __future__ import annotations

import re

from engine.core.effects import Effect

from .readers import parse_target
from .registry import CLAUSES

CANNOT_BLOCK = "Cannot Activate [Blocker]"
"""A granted prohibition: the Character cannot activate [Blocker] (battle.blockers)."""


@CLAUSES.register("cannot_block", r"(.+?) cannot activate \[Blocker\] during this turn", full=True, flags=re.I, priority=481)
def _cannot_block(m: re.Match) -> list[Effect] | None:
    t = parse_target(m[1])
    if not t or t.filter.get("side") != "opp" or t.filter.get("types") != ["Character"] or t.kind not in ("chosen", "each"):
        return None
    return [Effect("grant_keyword", target=t, keyword=CANNOT_BLOCK, duration="this_turn")]


@CLAUSES.register("opponent_adds_life", r"your opponent adds (\d+) cards? from the top of their Life cards to their hand", full=True,
                  flags=re.I, priority=316)
def _opponent_adds_life(m: re.Match) -> list[Effect]:
    return [Effect("life_to_hand", int(m[1]), zone="opp")]
