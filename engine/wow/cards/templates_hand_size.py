"""Continuous changes of the maximum hand size (415.4b; ``engine.wow.hand_size``): "Your maximum
hand size is increased by one", "… is reduced by two", "You have no maximum hand size". Compiled
as ``Effect("hand_size", ±N, Target("player_hero"), condition={"none": True}?)``. Read by
``templates_statics``."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from . import rx
from .readers import num


def hand_size(s: str, name: str, text: str) -> list[Effect] | None:
    """One cleaned sentence → a ``hand_size`` continuous effect, or None."""
    s = s.strip().rstrip(".")
    if rx.fullmatch(r"you have no maximum hand size", s, re.I):
        return [Effect("hand_size", 0, Target("player_hero"), duration="permanent", condition={"none": True}, text=text)]
    m = rx.fullmatch(r"your maximum hand size is (increased|reduced) by (one|two|three|four|\d+)", s, re.I)
    if not m or (n := num(m.group(2))) is None:
        return None
    return [Effect("hand_size", n if m.group(1).lower() == "increased" else -n, Target("player_hero"), duration="permanent", text=text)]
