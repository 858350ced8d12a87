"""A continuous doubling of weapons' ATK (EN 714): "Double the ATK of this and other weapons you control." (Maimgor's
Bite) — the op ``w8e_double_atk`` on each weapon you control, read by ``keywords.equipment_atk`` after every other
change to the ATK."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from . import rx

_LINE = re.compile(r"double the ATK of (?:this and other )?weapons you control\.?", re.I)


def double_atk_static(body: str) -> list[Effect] | None:
    """EN 714: every weapon you control (this one too) has its ATK doubled while this card is in play; else None."""
    if not rx.fullmatch(_LINE, body.strip()):
        return None
    return [Effect("w8e_double_atk", 0, Target("each", {"types": ["weapon"], "side": "friendly"}), duration="permanent", text=body)]
