"""Opponent's cards that "cannot activate [Blocker]" and Life the opponent takes:

- "Up to 1 of your opponent's Characters [with …] cannot activate [Blocker] during this turn",
  "All of your opponent's Characters with 2000 power or less cannot activate [Blocker] during this
  turn": the chosen (or every such) Character gets the marker CANNOT_BLOCK for the turn; a
  Character with it is no blocker (battle.blockers, 1-3-3 over 10-1-4-1);
- "your opponent adds 1 card from the top of their Life cards to their hand": op life_to_hand on
  the opponent's Life (as templates_life "opp_life_to_hand");
- "Your opponent cannot activate a [Blocker] Character that has 2000 or less power during this battle": a marker on
  this card (the attacker) for the battle; battle.blockers leaves out such a [Blocker] (blocker_power_bound).
"""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

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


NO_BLOCKER_POWER = "No Blocker With Power "
"""The attacker's marker for the battle (engine.onepiece.blocker_power_bound reads it; the same prefix)."""


@CLAUSES.register("no_blocker_by_power", r"Your opponent cannot activate a \[Blocker\] Character that has (\d+) or (less|more) power "
                  r"during this battle", full=True, flags=re.I, priority=480)
def _no_blocker_by_power(m: re.Match) -> list[Effect] | None:
    """"[When Attacking] Your opponent cannot activate a [Blocker] Character that has 2000 or less power during this
    battle": a marker on this card for the battle, read at the block step (blocker_power_bound)."""
    return [Effect("grant_keyword", target=Target("self"), keyword=f"{NO_BLOCKER_POWER}{m[2].lower()}:{m[1]}", duration="this_battle")]


@CLAUSES.register("opponent_adds_life", r"your opponent adds (\d+) cards? from the top of their Life cards to their hand", full=True,
                  flags=re.I, priority=316)
def _opponent_adds_life(m: re.Match) -> list[Effect]:
    return [Effect("life_to_hand", int(m[1]), zone="opp")]
