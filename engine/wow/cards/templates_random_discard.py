"""Random discards (415.9d): "Target player discards a card at random.", "Target opponent discards
two random cards." → the op ``discard_random`` (``engine.wow.random_discard``); a player target
stands for him by his hero (EN 706), as ``templates_basic`` reads "target player discards a card"."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .readers import num
from .registry import SENTENCES


@SENTENCES.register("discard_random", r"(target player|target opponent) discards (a|one|two|three|\d+) (?:random cards?|cards? at random)",
                    full=True, priority=155, flags=re.I)
def _discard_random(m: re.Match, name: str, sentence: str) -> list[Effect]:
    who = Target("opponent") if m.group(1).lower() == "target opponent" else Target("chosen", {"player": True})
    return [Effect("discard_random", num(m.group(2)) or 1, who, text=sentence)]
