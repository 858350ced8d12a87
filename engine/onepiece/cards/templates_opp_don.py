"""DON!! given from another cost area than your own (op ``give_opp_don``,
engine/onepiece/ops_opp_don.py): your opponent's DON!! to their Characters, or a DON!! to its
owner's Leader or Character (6-5-5)."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from ..ops import UP_TO
from .readers import parse_target
from .registry import CLAUSES

Effects = list[Effect] | None
OWNERS_CARD = Target("chosen", {"side": "any", "zone": "field", "types": ["Leader", "Character"]}, 1)
""""its owner's Leader or 1 of their Characters": one Leader or Character of either player."""


@CLAUSES.register("give_opp_don", r"give (up to )?(\d+) (?:of your opponent's (rested )?DON!! cards?|DON!! cards? from your opponent's "
                  r"cost area) to (1 of your opponent's Characters)", full=True, flags=re.I, priority=152)
def _give_opp_don(m: re.Match) -> Effects:
    t = parse_target(m[4])
    if not t:
        return None
    return [Effect("give_opp_don", int(m[2]), t, keyword=(m[3] or "any").strip(), stat=UP_TO if m[1] else "", zone="opp")]


@CLAUSES.register("give_owner_don", r"give up to (\d+) (?:(rested )?DON!! cards?|DON!! cards? from its owner's cost area) to its owner's "
                  r"Leader or 1 of their Characters", full=True, flags=re.I, priority=152)
def _give_owner_don(m: re.Match) -> Effects:
    return [Effect("give_opp_don", int(m[1]), OWNERS_CARD, keyword=(m[2] or "any").strip(), stat=UP_TO, zone="owner")]
