"""Attack taxes (103.2, 403.1; carried out by ``engine.wow.attack_tax``): "Opposing heroes and allies can't
attack unless their controller pays 1 for each character.", "Ongoing: Opposing allies can't attack heroes or
allies in your party unless their controller pays 1 for each attacker.", "… can't attack your heroes,
allies, or Totems unless …", "Opposing heroes and allies can't attack unless their controller exhausts two other cards
he controls for each attacker." (``exhaust``: that many other ready cards of his exhausted per attacker) —
``Power("static", line, [], cost={"attack_tax": {...}})``."""

from __future__ import annotations

import re
from typing import Any

from .power import Power

_TAX = re.compile(r"(?:Ongoing: )?Opposing (heroes and allies|allies) can't attack"
                  r"( heroes or allies in your party| your heroes, allies, or Totems)?"
                  r" unless their controller (?:pays \[?(\d+)\]?|exhausts (two|three|\d+) other cards he controls) for each (?:attacker|character)\.?")
_WORDS = {"two": 2, "three": 3}


def attack_tax(body: str, line: str) -> Power | None:
    """The power of such a line, or None."""
    m = _TAX.fullmatch(body.strip())
    if not m:
        return None
    tax: dict[str, Any] = {"types": ["hero", "ally"] if m.group(1) == "heroes and allies" else ["ally"],
                           "n": int(m.group(3) or 0), "against_you": bool(m.group(2))}
    if m.group(4):  # "exhausts two other cards he controls" (403.1: a cost other than resources)
        tax["exhaust"] = _WORDS.get(m.group(4)) or int(m.group(4))
    return Power("static", line, [], cost={"attack_tax": tax})
