"""Draws by more than one player (EN 709.1) outside turn triggers: "You and target opponent each draw
a card" (two players: each player draws, as ``templates_turns`` reads it at the start of a turn),
"Each friendly player draws a card" (in a two-player game the only friendly player is you)."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .readers import num
from .registry import SENTENCES


@SENTENCES.register("you_and_opponent_draw", r"you and target opponent each draw (a|one|two|three|\d+) cards?", full=True, priority=318, flags=re.I)
def _both_draw(m: re.Match, name: str, sentence: str) -> list[Effect]:
    return [Effect("draw", num(m.group(1)) or 1, Target("each_player"), text=sentence)]


@SENTENCES.register("friendly_players_draw", r"each friendly player draws (a|one|two|three|\d+) cards?", full=True, priority=319, flags=re.I)
def _friendly_draw(m: re.Match, name: str, sentence: str) -> list[Effect]:
    return [Effect("draw", num(m.group(1)) or 1, Target("player"), text=sentence)]
