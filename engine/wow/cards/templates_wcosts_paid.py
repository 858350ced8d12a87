"""A payment power whose effect acts on the card put damage on to pay it (403.1, EN 709): "[1], Put 1 damage on a
Warrior you control -> It has +1 ATK this turn.", "[Exhaust], Put 1 damage on a hero or ally you control -> It has
Assault 4 this turn." The player names the character as the cost is paid (``engine.wow.choice_cost``
``damage_on``); ``cost["ref_paid"]`` makes the engine remember it (``engine.wow.refs``, last known information)
and the effect acts on ``Target("ref")``: "it" is that character."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from engine.core.effects import Target

from . import rx
from .power import Power
from .registry import compile_effects


def _damage_on(part: str) -> dict[str, Any] | None:
    m = rx.fullmatch(r"put (\d+) damage on an? (hero or ally|ally|[A-Z][\w'-]*) you control", part.strip(), re.I)
    if not m:
        return None
    what = m.group(2)
    if what.lower() in ("hero or ally", "ally"):
        flt: dict[str, Any] = {"types": ["hero", "ally"] if what.lower() == "hero or ally" else ["ally"]}
    elif what[0].isupper():
        flt = {"types": ["hero", "ally"], "tag": what}  # "a Warrior you control": a Warrior hero or ally
    else:
        return None
    return {"damage_on": {"n": int(m.group(1)), "filter": flt}}


def paid_ref_power(body: str, line: str, name: str, own_turn: bool, once: bool) -> Power | None:
    """The power of such a line, or None."""
    m = rx.fullmatch(r"(.+?)\s*(?:-+>|>>>)\s*It (has .+)", body.strip())
    if not m:
        return None
    cost: dict[str, Any] = {"resources": 0, "exhaust_self": False, "flip": False, "x": False}
    chosen = None
    for part in (p.strip() for p in m.group(1).split(",") if p.strip()):
        bare = rx.sub(r"^[\[(](\d+)[\])]$", r"\1", part)
        if bare.isdigit():
            cost["resources"] += int(bare)
        elif bare.lower() == "[exhaust]":
            cost["exhaust_self"] = True
        elif chosen is None and (chosen := _damage_on(bare)) is not None:
            continue
        else:
            return None
    if chosen is None:
        return None
    effs, ok = compile_effects("Target hero or ally " + m.group(2), name)
    if not ok or len(effs) != 1 or effs[0].target is None or effs[0].target.kind != "chosen":
        return None
    cost.update({"choose": chosen, "ref_paid": True, "own_turn": own_turn, **({"once_per_turn": True} if once else {})})
    return Power("activated", line, [replace(effs[0], target=Target("ref", {"of": ""}), text=line)], cost=cost)
