"""A hero's cheaper flip (403.2; carried out by ``engine.wow.flip_cost``): "You pay 8 less to flip Arisella if
allies you control have 10 or more combined remaining health." — ``Power("cost_mod", line, cost={"what":
"flip", "amount": 8, "if": condition})``, lowering the cost of the card's own payment power that flips it.
The condition is one ``conditions.parse_condition`` reads, or one of ``engine.wow.flip_cost``'s or
``engine.wow.flip_checks``' kinds."""

from __future__ import annotations

import re
from typing import Any

from . import rx
from .conditions import parse_condition
from .power import Power
from .readers import short_names

_N = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}


def _condition(text: str, name: str) -> dict[str, Any] | None:
    s = text.strip().rstrip(".")
    m = rx.fullmatch(r"allies you control have (\d+) or more combined remaining health", s, re.I)
    if m:
        return {"k": "wco_combined_health", "min": int(m.group(1))}
    m = rx.fullmatch(r"you control at least (two|three|four|\d+) allies each with (\d+) or more ATK", s, re.I)
    if m:
        return {"k": "wco_allies_atk", "n": _N.get(m.group(1).lower()) or int(m.group(1)), "atk": int(m.group(2))}
    if rx.fullmatch(r"you control an ability, an ally, and an equipment", s, re.I):
        return {"k": "wco_kinds", "kinds": ["ability", "ally", "equipment"]}
    m = rx.fullmatch(r"an opposing hero was dealt damage (two|three|four|five|\d+) or more times this turn", s, re.I)
    if m:  # engine.wow.flip_checks (helper wflip)
        return {"k": "wfl_hero_dealt_times", "n": _N.get(m.group(1).lower()) or int(m.group(1))}
    m = rx.fullmatch(r"you played (two|three|four|five|\d+) or more (\w+) and/or \[(\w+)\] cards this turn", s, re.I)
    if m and m.group(2).lower() == m.group(3).lower():  # engine.wow.turn_history_checks (helper n36wow): a tag or damage-type word
        return {"k": "zn36_played_tag", "tag": m.group(2), "min": _N.get(m.group(1).lower()) or int(m.group(1))}
    m = rx.fullmatch(r"an ally you controlled with (\d+) or more ATK was destroyed this turn", s, re.I)
    if m:  # engine.wow.turn_history_checks (helper n36wow): its ATK as it left play
        return {"k": "zn36_ally_destroyed_atk", "min": int(m.group(1))}
    return parse_condition(rx.sub(r"^you have (?=\w+ or more .+ in your graveyard$)", "", s), name)


def flip_discount(body: str, line: str, name: str) -> Power | None:
    """The power of such a line, or None."""
    if " less to flip " not in body:
        return None
    names = "|".join(re.escape(x) for x in sorted({name, name.split(",")[0], *short_names(name)}, key=len, reverse=True) if x)
    m = rx.fullmatch(r"You pay \[?(\d+)\]? less to flip (?:" + names + r") if (.+?)\.?", body.strip())
    if not m:
        return None
    cond = _condition(m.group(2), name)
    if cond is None:
        return None
    return Power("cost_mod", line, cost={"what": "flip", "amount": int(m.group(1)), "if": cond})
