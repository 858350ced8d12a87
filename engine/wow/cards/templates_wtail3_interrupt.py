"""Interrupt (EN 711) of an ability card targeting your hero (helper wtail3): "Interrupt target ability that's
targeting your hero." (Boots of the Whirling Mist, Escape Artist), "… if it was played by a [Horde] player."
(Medallion of the Alliance; [Alliance]: Medallion of the Horde; 206.1b: a Horde player controls a Horde hero).
Both are read as what the target may be (``targets.interruptible``: ``targeting_hero``, ``played_by``), as
"Interrupt target ability card that's targeting a card in play you control" is (``templates_wrest_verbs``)."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from .registry import SENTENCES


@SENTENCES.register("wtail3_interrupt_hero", r"interrupt target ability( card)? (?:that's|that is) targeting your hero"
                    r"(?: if it was played by an? \[(Horde|Alliance)\] player)?",
                    full=True, priority=239, flags=re.I)
def _interrupt_hero(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    flt: dict[str, Any] = {"types": ["ability"], "chain": True, "targeting_hero": True}
    if m.group(2):
        flt["played_by"] = m.group(2).capitalize()
    return [Effect("move", 0, Target("chosen", flt), zone="interrupted", text=sentence)]
