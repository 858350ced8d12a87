"""Templates of "During your turn, you may play this character for free if [condition]" and "During
your turn, if [condition], you may play this character for free": a static ability that works from
the hand (7.6.5) and lets its own card be played without paying its ink cost (4.3.4.10) while the
condition holds; compiled as engine.lorcana.self_free reads it (``{"who": "in_hand", "play_free":
True, "cond": {...}}``)."""

from __future__ import annotations

import re
from typing import Any

from .readers import parse_condition
from .registries import STATICS, STOP


@STATICS.register("self_free_if", r"^(?:[Yy]ou may play this character for free if (.+)|[Ii]f (.+?), you may play this character for free)$", full=True)
def self_free_if(m: re.Match[str], cond: dict[str, Any] | None) -> object:
    """LeFou - Opportunistic Flunky, Lilo - Causing an Uproar ("during your turn" is ``cond``)."""
    got = parse_condition(m.group(1) or m.group(2))
    if got is None:
        return STOP
    return [{"who": "in_hand", "play_free": True, "cond": {**(cond or {}), **got}}]
