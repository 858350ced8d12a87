"""A compiled power of a WoW card (EN 700): what the compiler, its templates and the engine share."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core.effects import Effect


@dataclass
class Power:
    """One power of a card (EN 700): ``kind`` is keyword, deck (deckbuilding clause), play (an
    ability's text), activated (payment power, EN 701), triggered (EN 703), complete/reward
    (quests, EN 702), or static. ``automated`` is False when its effects are a manual step."""

    kind: str
    text: str
    effects: list[Effect] = field(default_factory=list)
    trigger: str = ""  # enter, start_of_turn, end_of_turn
    cost: dict[str, Any] = field(default_factory=dict)  # resources, exhaust_self, flip, own_turn
    automated: bool = True
