"""What the MLP compiler builds: a card's abilities (a timing plus shared-vocabulary effects)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core.effects import Effect

TIMINGS = ("appear", "farewell", "preplan", "event", "story", "hirameki", "facedown", "activated",
           "trigger", "continuous", "cost", "win", "replace", "builtin")
"""Every timing an ability may have (``engine.mlp.cards.compiler`` documents each)."""


@dataclass
class Ability:
    """One compiled ability of a card."""

    timing: str
    effects: list[Effect] = field(default_factory=list)
    text: str = ""
    manual: bool = False
    cost: str = ""  # "tap": 横置き (第五節 3.1.5); "send_item": send the worn item to the rest area
    condition: dict[str, Any] | None = None  # checked when it resolves (第五節 1.5.1)
    use_condition: dict[str, Any] | None = None  # 規則式: "only use when" (第五節 1.4.0)
    trigger: str = ""  # for timing "trigger": end_of_turn, disrupt, plan_reveal, leave, move, retire_in_contact
    trigger_filter: dict[str, Any] = field(default_factory=dict)
    every: bool = False  # 「～たびに」: once per occurrence (第五節 1.1.3)
    via: str = field(default="", repr=False, compare=False)
    """Who read it: the templates (``family/name`` joined by ", ") or the script file (``script:path:line``)."""


@dataclass
class Compiled:
    """All abilities of a card, and which keywords an item may be worn by (第二節 3.0.0)."""

    abilities: list[Ability] = field(default_factory=list)
    adorn: list[str] = field(default_factory=list)
    granted: list[Ability] = field(default_factory=list)  # an item's "adorned character gains …"

    @property
    def manual(self) -> bool:
        return any(a.manual for a in self.abilities) or any(a.manual for a in self.granted)
