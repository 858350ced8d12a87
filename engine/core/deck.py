"""What a player brings to a match: card ids plus the card data they refer to."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .rules import RuleRef


@dataclass
class Deck:
    """``main`` lists card ids (repeats for copies). ``sections`` holds the game's other parts
    (leader, hero, protagonist, scene, story, sideboard). ``cards`` maps every id used to its card
    data in the game's schema, so a stored match never depends on a later re-import."""

    main: list[str]
    cards: dict[str, dict[str, Any]]
    sections: dict[str, list[str]] = field(default_factory=dict)
    name: str = ""

    def all_ids(self) -> list[str]:
        ids = list(self.main)
        for part in self.sections.values():
            ids.extend(part)
        return ids

    def missing(self) -> list[str]:
        """Ids used by the deck whose card data is not included."""
        return sorted({i for i in self.all_ids() if i not in self.cards})


@dataclass
class DeckProblem:
    """One thing wrong with a deck list: what, which rule, and which line (1-based, 0 = whole deck)."""

    message: str
    rule: RuleRef | None = None
    line: int = 0

    def __str__(self) -> str:
        where = f"line {self.line}: " if self.line else ""
        cite = f" ({self.rule})" if self.rule else ""
        return f"{where}{self.message}{cite}"


@dataclass
class DeckCheck:
    """A parsed deck list: the deck (None if it could not be built) and every problem found."""

    deck: Deck | None
    problems: list[DeckProblem] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.deck is not None and not self.problems
