"""DON!! effects: set DON!! active, add DON!! from the DON!! deck (6-4), give DON!! (6-5-5)."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from ..ops import UP_TO
from .readers import parse_target
from .registry import CLAUSES

Effects = list[Effect] | None


@CLAUSES.register("set_don_active", r"set (up to )?(\d+) of your DON!! cards as active", full=True, flags=re.I, priority=110)
def _don_active(m: re.Match) -> Effects:
    return [Effect("activate_don", int(m[2]), stat=UP_TO if m[1] else "")]


@CLAUSES.register("set_all_don_active", r"set all of your DON!! cards as active", full=True, flags=re.I, priority=111)
def _all_don_active(m: re.Match) -> Effects:
    """Every rested DON!! of the cost area (10 is the most a player can have, 6-4)."""
    return [Effect("activate_don", 10)]


@CLAUSES.register("forbid_play", r"you cannot play (Character cards(?: with a base cost of (\d+) or more)?|cards from your hand) "
                  r"during this turn", full=True, flags=re.I, priority=112)
def _forbid_play(m: re.Match) -> Effects:
    """1-3-3: a prohibition on its player for the rest of the turn."""
    return [Effect("forbid_play", int(m[2] or 0), keyword="hand" if "hand" in m[1] else "character")]


@CLAUSES.register("give_don_leader_and_one", r"give your Leader and 1 Character up to (\d+) rested DON!! cards? each", full=True, flags=re.I,
                  priority=113)
def _give_don_leader_and_one(m: re.Match) -> Effects:
    """"each": two gifts, each its own "up to N" (0 to N, 1-3-5-1): to your Leader, then to 1 of your
    Characters (the player chooses which, 8-4-4)."""
    n = int(m[1])
    return [Effect("give_don", n, Target("each", {"side": "own", "zone": "field", "types": ["Leader"]}), stat=UP_TO, keyword="rested"),
            Effect("give_don", n, Target("chosen", {"side": "own", "zone": "field", "types": ["Character"]}, 1), stat=UP_TO,
                   keyword="rested")]


@CLAUSES.register("add_don", r"add up to (\d+) (?:additional )?DON!! cards?(?: from your DON!! deck)? and "
                  r"(rest (?:it|them)|set (?:it|them) as active)", full=True, flags=re.I, priority=130)
def _add_don(m: re.Match) -> Effects:
    return [Effect("add_don", int(m[1]), keyword="rested" if m[2].startswith("rest") else "active", stat=UP_TO)]


@CLAUSES.register("add_don_as", r"add up to (\d+) DON!! cards? as (active|rested) from your DON!! deck", full=True, flags=re.I,
                  priority=140)
def _add_don_as(m: re.Match) -> Effects:
    return [Effect("add_don", int(m[1]), keyword=m[2].lower(), stat=UP_TO)]


@CLAUSES.register("give_don", r"give (up to )?(\d+) (rested |active )?DON!! cards? to (.+)", full=True, flags=re.I, priority=150)
def _give_don(m: re.Match) -> Effects:
    t = parse_target(m[4])
    if not t:
        return None
    return [Effect("give_don", int(m[2]), t, keyword=(m[3] or "").strip() or "any", stat=UP_TO if m[1] else "")]
