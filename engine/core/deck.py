"""What a player brings to a match: card ids plus the card data they refer to."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


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
