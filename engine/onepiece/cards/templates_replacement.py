"""Replacement effects: "If <card> would be K.O.'d / removed from the field [by your opponent's
effect], you may <do something> instead." The rules document names replacement effects as a kind
of continuous effect (8-1-3-4, 8-1-3-4-3) and gives no procedure of their own; the engine applies
one when the event is about to happen (see engine.onepiece.replacement).

The ability gets the timing ``replacement``; the "something" done instead is read as a cost (8-3-1:
it must be done in full, 8-3-1-3, and "you may" lets the player decline, 8-3-1-4), kept in
``Ability.costs``; its one effect is a ``replacement`` op whose ``keyword`` lists the events it
replaces (``ko:any``, ``ko:effect``, ``ko:opp``, ``ko:battle``, ``removed:any``, ``removed:opp``)
and whose ``target`` is the card(s) it protects.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.core.effects import Effect, Target

from .model import Ability
from .readers import parse_condition, parse_target
from .registry import REPLACEMENTS

REPLACEMENT = "replacement"
"""The timing of a replacement ability."""

_EVENT = r"(be K\.O\.'d|be removed from the field|leave the field)( by your opponent's effect| by an effect| in battle)?"
_BY = {" by your opponent's effect": "opp", " by an effect": "effect", " in battle": "battle", None: "any"}


def _event(verb: str, by: str | None) -> str | None:
    kind = "ko" if "K.O." in verb else "removed"
    how = _BY[by]
    if kind == "removed" and how in ("effect", "battle"):
        return None  # no card of the pool says it; not read rather than guessed
    return f"{kind}:{how}"


def protected(who: str) -> Target | None:
    """"this Character" / "your {X} type Character …" / "you have a green Character … that" /
    "one of your Characters" → the card(s) protected."""
    who = who.strip()
    if re.fullmatch(r"this (?:Character|card)", who, re.I):
        return Target("self")
    m = (re.fullmatch(r"you have an? (.+?) that", who) or re.fullmatch(r"(?:one|any) of your (.+)", who)
         or re.fullmatch(r"your (.+)", who))
    if not m or m[1].startswith("Leader"):
        return None
    t = parse_target(f"all of your {m[1]}")
    if t is None or t.filter.get("types") != ["Character"]:
        return None
    return t


CostReader = Callable[[str], "tuple[list[dict[str, Any]], bool] | None"]


@REPLACEMENTS.register("would_be_removed", r"If (?:(.+?) and )?((?:this|your|you have|one of your|any of your) .+?) would "
                       + _EVENT + r"(?: or (?:would )?" + _EVENT + r")?, you may (.+?) instead\.?", full=True)
def _would_be_removed(m: re.Match, ab: Ability, read_costs: CostReader) -> bool | None:
    events = [_event(m[3], m[4])]
    if m[5]:
        events.append(_event(m[5], m[6]))
    if None in events:
        return None
    target = protected(m[2])
    if target is None:
        return None
    condition = None
    if m[1]:
        condition = parse_condition(m[1])
        if condition is None:
            return None
    costs = read_costs(m[7])
    if costs is None:
        return None
    ab.timing = REPLACEMENT
    ab.costs, ab.optional_cost = costs[0], True
    ab.condition = condition
    ab.effects = [Effect("replacement", target=target, keyword=",".join(e for e in events if e))]
    ab.templates.append("would_be_removed")
    return True
