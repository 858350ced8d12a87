"""Continuous prevention of part of each damage packet (EN 717; ``engine.wow.damage.reduction``):
"If your hero would be dealt damage, prevent 1 of that damage", "If a hero or ally in your party
would be dealt damage, prevent 1 of it", "If this ally would be dealt damage, prevent all but 1 of
it", "If an opposing Shaman would deal damage, prevent 2 of it", "If Xanata would be dealt combat
damage while defending, prevent 2 of it". Compiled as ``Effect("damage_reduce", N, who,
condition={"as": "target" | "source", "all_but"?, "dtype"?, "combat"?, "if"?})``. "This turn, …"
shields, "with an ability" and damage with no named dealer or receiver stay with other templates
(or manual). Read by ``templates_statics``."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect

from .conditions import parse_condition
from .readers import is_self
from .templates_bonus import _TYPE, _who

_SOME = re.compile(r"if (?P<who>.+?) would (?P<be>be dealt|deal) " + _TYPE + r"damage(?P<defending> while defending)?, "
                   r"prevent (?P<all>all but )?(?P<n>\d+) of (?:it|that damage)", re.I)


def damage_reduce(s: str, name: str, text: str) -> list[Effect] | None:
    """One cleaned sentence → a ``damage_reduce`` continuous effect, or None."""
    m = _SOME.fullmatch(s.strip().rstrip("."))
    if not m:
        return None
    who = m.group("who")
    tgt = _who(who, name)
    if tgt is None:
        return None
    cond: dict[str, Any] = {"as": "target" if m.group("be").lower() == "be dealt" else "source"}
    if m.group("all"):
        cond["all_but"] = True
    if m.group("dtype"):
        cond["dtype"] = m.group("dtype").lower()
    if m.group("kind"):
        cond["combat"] = m.group("kind").strip().lower() == "combat"
    if m.group("defending"):
        if not is_self(who, name):  # "while defending" on a group: whose defence is meant isn't read
            return None
        cond["if"] = parse_condition("it is defending", name)
    return [Effect("damage_reduce", int(m.group("n")), tgt, duration="permanent", condition=cond, text=text)]
