"""DON!! effects: set DON!! active, add DON!! from the DON!! deck (6-4), give DON!! (6-5-5)."""

from __future__ import annotations

import re

from engine.core.effects import Effect

from ..ops import UP_TO
from .readers import parse_target
from .registry import CLAUSES

Effects = list[Effect] | None


@CLAUSES.register("set_don_active", r"set (up to )?(\d+) of your DON!! cards as active", full=True, flags=re.I, priority=110)
def _don_active(m: re.Match) -> Effects:
    return [Effect("activate_don", int(m[2]), stat=UP_TO if m[1] else "")]


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
