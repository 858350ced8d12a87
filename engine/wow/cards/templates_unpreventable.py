"""Continuous "can't be prevented" on damage packets (EN 717; ``engine.wow.damage.unpreventable_by``):
"Damage that this ally would deal is unpreventable", "Damage that Holy allies in your party would
deal is unpreventable", "Damage that this and other Murloc allies you control would deal is
unpreventable", "Damage that Rekwa and allies you control would deal is unpreventable", "Combat
damage dealt by your hero can't be prevented", "Damage that would be dealt is unpreventable".
Compiled as ``Effect("damage_unpreventable", 0, who, condition={"as": "source" | "target",
"combat"?})``. "This turn" and "with WEAPON" wordings stay with other templates (or manual). Read by
``templates_statics``."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from . import rx
from .group_targets import group_target
from .readers import is_self
from .templates_bonus import _who

_WOULD = re.compile(r"(?P<kind>combat )?damage that (?P<who>.+?) would deal is unpreventable", re.I)
_BY = re.compile(r"(?P<kind>combat )?damage dealt by (?P<who>.+?) can't be prevented", re.I)
_ALL = re.compile(r"damage that would be dealt is unpreventable", re.I)
_WITH = re.compile(r"(?:damage that would be dealt|combat damage dealt by your hero) with (?P<w>.+?) (?:is unpreventable|can't be prevented)", re.I)


def _dealers(phrase: str, name: str) -> list[Target] | None:
    """The dealers: this card, your hero, a group, "this and other Murloc allies you control",
    "Rekwa and allies you control"."""
    p = phrase.strip()
    m = rx.fullmatch(r"this and other (.+)", p, re.I)
    if m:  # the card itself and the others of the group
        grp = group_target(m.group(1))
        return [Target("self", {}), grp] if grp is not None and grp.kind == "each" else None
    m = rx.fullmatch(r"(.+?) and (.+)", p)
    if m and is_self(m.group(1), name):
        grp = group_target(m.group(2))
        return [Target("self", {}), grp] if grp is not None and grp.kind == "each" else None
    if (one := _who(p, name)) is not None:
        return [one]
    grp = group_target(p)
    return [grp] if grp is not None and grp.kind == "each" else None


def damage_unpreventable(s: str, name: str, text: str) -> list[Effect] | None:
    """One cleaned sentence → ``damage_unpreventable`` continuous effects, or None."""
    s = s.strip().rstrip(".")
    w = _WITH.fullmatch(s)
    if w and is_self(w.group("w"), name):  # "… dealt with Hammer of the Naaru …" (408.3d: the weapon struck with)
        return [Effect("damage_unpreventable", 0, Target("self", {}), duration="permanent", condition={"as": "with"}, text=text)]
    if _ALL.fullmatch(s):
        return [Effect("damage_unpreventable", 0, Target("each", {"types": ["hero", "ally"]}), duration="permanent",
                       condition={"as": "target"}, text=text)]
    m = _WOULD.fullmatch(s) or _BY.fullmatch(s)
    if not m:
        return None
    who = _dealers(m.group("who"), name)
    if who is None:
        return None
    cond: dict[str, Any] = {"as": "source"}
    if m.group("kind"):
        cond["combat"] = True
    return [Effect("damage_unpreventable", 0, t, duration="permanent", condition=dict(cond), text=text) for t in who]
