"""Continuous doublings of equipment stats (EN 714): "Double the ATK of this and other weapons you control." (Maimgor's
Bite) — the op ``w8e_double_atk`` on each weapon you control, read by ``keywords.equipment_atk`` after every other
change to the ATK; "While your hero has 5 or less remaining health, double the ATK of weapons you control and double
the [DEF] of armor you control." (Helm of Blazing Glory) — also ``w8e_double_def`` (``keywords.defense``), both only
while the condition holds (``{"k": "w8e_hero_remaining_max"}``, ``engine.wow.double_stats``)."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from . import rx

_ATK = r"double the ATK of (?:this and other )?weapons you control"
_DEF = r"double the \[?DEF\]? of armor you control"
_LINE = re.compile(r"(?:While your hero has (?P<n>\d+) or less remaining health, )?(?P<what>" + _ATK + r"(?: and " + _DEF + r")?)\.?", re.I)


def double_atk_static(body: str) -> list[Effect] | None:
    """EN 714: every weapon you control (this one too) has its ATK doubled while this card is in play (and every armor
    you control its [DEF], if printed), only while the "While …" condition holds if there is one; else None."""
    m = rx.fullmatch(_LINE, body.strip())
    if not m:
        return None
    cond: dict[str, Any] | None = {"if": {"k": "w8e_hero_remaining_max", "n": int(m.group("n"))}} if m.group("n") else None
    out = [Effect("w8e_double_atk", 0, Target("each", {"types": ["weapon"], "side": "friendly"}), duration="permanent", condition=cond, text=body)]
    if " and " in m.group("what"):
        out.append(Effect("w8e_double_def", 0, Target("each", {"types": ["armor"], "side": "friendly"}), duration="permanent", condition=cond, text=body))
    return out
