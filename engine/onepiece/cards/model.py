"""What the compiler produces: a card's keywords and its abilities (timing, costs, conditions and
effects in the shared vocabulary plus ONE PIECE's registered ops, engine.onepiece.ops)."""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any

from engine.core.effects import Effect


@dataclass
class Ability:
    """One ability of a card. ``timing``: a value of TIMINGS, or "continuous".
    ``costs``: {"kind": rest_don|don_minus|rest_self|trash_hand|trash_self, "n": N} (8-3-1)."""

    timing: str
    text: str
    effects: list[Effect] = field(default_factory=list)
    costs: list[dict[str, Any]] = field(default_factory=list)
    optional_cost: bool = False
    once_per_turn: bool = False
    don: int = 0
    turn: str = ""  # "", "your" (10-2-11) or "opponent" (10-2-12)
    condition: dict[str, Any] | None = None
    manual: bool = False
    templates: list[str] = field(default_factory=list)
    sentences: list[int] = field(default_factory=list)
    """The sentence (one instruction, 1-3-9) each effect comes from, parallel to ``effects``."""
    modes: list[int] = field(default_factory=list)
    """"Choose one:" abilities: the option (1, 2 …; 0 = not an option) of each effect."""
    mode_texts: list[str] = field(default_factory=list)
    script: str = ""
    """``file:line`` of the per-card script this ability comes from ("" = compiled from the text)."""
    printed: int = 0
    """Which printed ability (1-based, the compiler's split; the [Trigger] text is the last) this is."""


NOT_KEYWORDS = ("name:", "trait:", "rule:", "attribute:")
ALL_NAMES = "rule:all_names"
"""The grant of "… is treated as a card with all card names, types, and attributes" (2-1-3, 2-4-4, 2-5-4)."""
"""Grants that are not keywords: a name (2-1-3), a trait (2-4-4), a rule change of the card (1-2-6), an attribute."""


@dataclass
class CompiledCard:
    keywords: list[str]
    abilities: list[Ability]

    @property
    def automated(self) -> bool:
        return not any(a.manual for a in self.abilities)

    @functools.cached_property
    def aliases(self) -> list[str]:
        """Names this card also has by its own text (2-1-3)."""
        return [e.keyword[5:] for a in self.abilities if a.timing == "continuous" for e in a.effects
                if e.op == "grant_keyword" and e.keyword.startswith("name:")]

    @functools.cached_property
    def all_names(self) -> bool:
        """"This Leader is treated as a card with all card names, types, and attributes." (2-1-3, 2-4-4, 2-5-4): the
        card's own continuous text (board.every_name reads it while the card is on the field, not negated)."""
        return any(e.keyword == ALL_NAMES for a in self.abilities if a.timing == "continuous" for e in a.effects)

    @functools.cached_property
    def any_number(self) -> bool:
        """A deck-building rule change on the card (5-1-2-4, 8-1-3-4-3; D2)."""
        return any(e.keyword == "any_number" for a in self.abilities for e in a.effects)

    @functools.cached_property
    def continuous(self) -> list[Ability]:
        """Automated continuous abilities (8-1-3-4)."""
        return [a for a in self.abilities if a.timing == "continuous" and not a.manual]

    @functools.cached_property
    def printed_keywords(self) -> tuple[str, ...]:
        """Its keywords as board.keywords gives them with no effect in play: sorted, once each, without
        the grants that are no keyword (a name, a trait, a rule change, an attribute: board._NOT_KEYWORDS)."""
        return tuple(sorted(k for k in set(self.keywords) if not k.startswith(NOT_KEYWORDS)))

    @functools.cached_property
    def hand_cost(self) -> list[Ability]:
        """Its continuous abilities that change the cost of playing it from the hand (2-7-1; the
        effects' ``stat`` "hand_cost", board.HAND_COST)."""
        return [a for a in self.continuous if any(e.stat == "hand_cost" for e in a.effects)]

    def of(self, timing: str) -> list[tuple[int, Ability]]:
        """The abilities with ``timing``; an auto ability "when A or B" has the timing "A|B".
        Found once per timing, as :attr:`continuous` (the abilities never change): read it, never write it."""
        found = self._of.get(timing)
        if found is None:
            found = self._of[timing] = [(i, a) for i, a in enumerate(self.abilities)
                                        if a.timing == timing or ("|" in a.timing and timing in a.timing.split("|"))]
        return found

    @functools.cached_property
    def _of(self) -> dict[str, list[tuple[int, Ability]]]:
        """:meth:`of`'s answers so far, by timing."""
        return {}
