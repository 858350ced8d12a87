"""Drawing up to the maximum hand size (415.4b; ``engine.wow.hand_size``): "Draw cards until you
reach your maximum hand size." — a ``draw`` of one per card missing from the hand (count key
``hand_gap``, counted on resolution). "Each player draws … until he reaches …" (a count per player)
is not read."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .registry import SENTENCES


@SENTENCES.register("draw_up_to_hand_size", r"draw cards until you reach your maximum hand size", full=True, priority=317, flags=re.I)
def _draw_up(m: re.Match, name: str, sentence: str) -> list[Effect]:
    return [Effect("draw", 1, Target("player"), condition={"per": {"k": "hand_gap"}}, text=sentence)]
