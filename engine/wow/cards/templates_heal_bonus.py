"""Continuous replacements of healing packets (407.2, EN 716; ``engine.wow.damage.heal_bonus``):
"If your hero would heal damage, it heals that amount of damage plus 1 instead", "If a hero or ally
in your party would heal damage, it heals that much +1 instead" (the healer, ``"as": "source"``),
"If damage would be healed from a friendly hero or ally, that much damage +1 is healed instead",
"If damage would be healed from attached character, that much +2 is healed instead" (the healed
character, ``"as": "target"``), "If your hero would heal damage with an ability, it heals that amount of damage plus 1
instead" (Sapphiron Drape: ``"with": "ability"``, only packets healed by an ability card's effect, 408.2c; checked by
``engine.wow.damage_with.heal_narrowed_out``). Read by ``templates_statics``."""

from __future__ import annotations

import re

from engine.core.effects import Effect

from .templates_bonus import _who

_BY = re.compile(r"if (?P<who>.+?) would heal damage(?P<with> with an ability)?, (?:it|he|she) heals that (?:much|amount of)(?: damage)? ?(?:\+ ?|plus )(?P<n>\d+) instead", re.I)
_FROM = re.compile(r"if damage would be healed from (?P<who>.+?), that much(?: damage)? ?\+ ?(?P<n>\d+) is healed instead", re.I)


def heal_bonus(s: str, name: str, text: str) -> list[Effect] | None:
    """One cleaned sentence → a ``heal_bonus`` continuous effect, or None."""
    s = s.strip().rstrip(".")
    m = _BY.fullmatch(s) or _FROM.fullmatch(s)
    if not m or (tgt := _who(m.group("who"), name)) is None:
        return None
    role = "source" if m.re is _BY else "target"
    cond = {"as": role, **({"with": "ability"} if m.re is _BY and m.group("with") else {})}
    return [Effect("heal_bonus", int(m.group("n")), tgt, duration="permanent", condition=cond, text=text)]
