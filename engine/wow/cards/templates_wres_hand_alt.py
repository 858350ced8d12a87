"""Alternative costs given to cards in hand (helper wres; 403.3, 103.1; ``engine.wow.hand_alt_costs``): "Ongoing: Trap
cards in your hand also have You may exhaust a defending ally in your party rather than pay this card's cost." (Bait the
Trap) — ``Power("static", line, [], cost={"hand_alt": {"word": "Trap", "cost": {...}}})``, the cost an ``altcost`` one."""

from __future__ import annotations

import re

from .power import Power

_GIVEN = re.compile(r"(?:Ongoing: )?([A-Z][\w'-]*) cards in your hand (?:also )?have (You may .+ rather than pay this card's cost\.?)")


def hand_alt(body: str, line: str, name: str) -> Power | None:
    from .templates_costs import split_alt_cost

    m = _GIVEN.fullmatch(body.strip())
    if not m:
        return None
    cost, rest = split_alt_cost(m.group(2), name)
    if cost is None or rest:
        return None
    return Power("static", line, [], cost={"hand_alt": {"word": m.group(1), "cost": cost}})
