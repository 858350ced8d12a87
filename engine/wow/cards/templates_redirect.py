"""Damage dealt to this card instead (408.2a, EN 716; ``damage.redirect``): "If damage would be dealt to
your hero, it's dealt to Atani instead.", "If an ally in your party other than Morandi would be dealt
damage, it's dealt to Morandi instead." Compiled as ``Effect("damage_redirect", 0, Target("self"),
condition={"from": "hero" | "other_ally"})``; read by ``templates_statics``."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from . import rx
from .readers import is_self


def damage_redirect(s: str, name: str, text: str) -> list[Effect] | None:
    """One cleaned sentence → a ``damage_redirect`` continuous effect, or None."""
    s = s.strip().rstrip(".")
    m = rx.fullmatch(r"if damage would be dealt to your hero, it's dealt to (.+?) instead", s, re.I)
    kind = "hero"
    if not m:
        m = rx.fullmatch(
            r"if an ally in your party other than (.+?) would be dealt damage, it's dealt to (.+?) instead",
            s,
            re.I,
        )
        if not m or not is_self(m.group(1), name):
            return None
        kind = "other_ally"
    if not is_self(m.group(m.re.groups), name):
        return None
    return [
        Effect(
            "damage_redirect",
            0,
            Target("self", {}),
            duration="permanent",
            condition={"from": kind},
            text=text,
        )
    ]
