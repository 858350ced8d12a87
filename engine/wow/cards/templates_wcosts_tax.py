"""Attack taxes (103.2, 403.1; carried out by ``engine.wow.attack_tax``): "Opposing heroes and allies can't
attack unless their controller pays 1 for each character.", "Ongoing: Opposing allies can't attack heroes or
allies in your party unless their controller pays 1 for each attacker.", "… can't attack your heroes,
allies, or Totems unless …" — ``Power("static", line, [], cost={"attack_tax": {...}})``."""

from __future__ import annotations

import re
from typing import Any

from .power import Power

_TAX = re.compile(r"(?:Ongoing: )?Opposing (heroes and allies|allies) can't attack"
                  r"( heroes or allies in your party| your heroes, allies, or Totems)?"
                  r" unless their controller pays \[?(\d+)\]? for each (?:attacker|character)\.?")


def attack_tax(body: str, line: str) -> Power | None:
    """The power of such a line, or None."""
    m = _TAX.fullmatch(body.strip())
    if not m:
        return None
    tax: dict[str, Any] = {"types": ["hero", "ally"] if m.group(1) == "heroes and allies" else ["ally"],
                           "n": int(m.group(3)), "against_you": bool(m.group(2))}
    return Power("static", line, [], cost={"attack_tax": tax})
