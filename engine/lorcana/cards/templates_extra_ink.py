"""Templates of "you may ink an additional card" (8.5.5; engine.lorcana.extra_ink): the static
"During your turn, you may ink an additional card" and the effect "This turn, you may ink an
additional card"."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect

from .registries import SENTENCES, STATICS


@STATICS.register("ink_additional", r"^[Yy]ou may ink an additional card$", full=True)
def ink_additional(m: re.Match[str], cond: dict[str, Any] | None) -> list[dict[str, Any]]:
    """Belle - Strange but Special (with "During your turn", read as the condition)."""
    return [{"who": "player", "extra_ink": 1, "cond": cond}]


@SENTENCES.register("ink_additional_this_turn", r"^[Tt]his turn, you may ink an additional card$", priority=180)
def ink_additional_this_turn(m: re.Match[str]) -> object:
    """Sail the Azurite Sea: an effect for the rest of this turn (op ``extra_ink``)."""
    return [Effect("extra_ink", 1, text=m.string)]
