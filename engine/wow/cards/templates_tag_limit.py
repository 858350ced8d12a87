"""Continuous changes of a tag's uniqueness limit (414.3b, ``procedure.uniqueness_violations``): "You
can control an additional Pet." (Pet (1) allows two), "You can control any number of mounts." (no
limit). Compiled as ``Effect("tag_limit", N, Target("player_hero"), keyword=TAG)`` with N = -1 for
"any number"; read by ``templates_statics``."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from . import rx
from .readers import num


def tag_limit(s: str, name: str, text: str) -> list[Effect] | None:
    """One cleaned sentence → a ``tag_limit`` continuous effect, or None (also "You can place an
    additional resource on each of your turns.": an ``extra_resource`` one, 412.1a)."""
    s = s.strip().rstrip(".")
    if rx.fullmatch(r"you can place an additional resource (?:on )?each of your turns", s, re.I):
        return [Effect("extra_resource", 1, Target("player_hero"), duration="permanent", text=text)]
    m = rx.fullmatch(
        r"you can control (any number of|an additional|one additional|two additional) (pets?|mounts?)",
        s,
        re.I,
    )
    if not m:
        return None
    tag = m.group(2).rstrip("s").capitalize()
    n = -1 if m.group(1).lower() == "any number of" else num(m.group(1).split()[0])
    if n is None:
        return None
    return [Effect("tag_limit", n, Target("player_hero"), keyword=tag, duration="permanent", text=text)]
