"""Card records as importers produce them, and an in-memory pool with name lookup for decks."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any


@dataclass
class CardRecord:
    """One card in a game's schema. ``names`` maps a language code to the card's full name."""

    id: str
    data: dict[str, Any]
    names: dict[str, str] = field(default_factory=dict)


@dataclass
class ImportReport:
    """What an importer produced: the cards, the malformed records it skipped (with position and why)
    and notes."""

    cards: list[CardRecord] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    """Things worth saying that are not problems (e.g. how many cards got Japanese names)."""


def normalize_name(name: str) -> str:
    """Case, width, punctuation and apostrophe insensitive form of a card name."""
    text = unicodedata.normalize("NFKC", name).casefold()
    text = text.replace("’", "'").replace("‘", "'")
    text = re.sub(r"[\s\-–—_.,:;!?'\"()\[\]・･/]+", " ", text)
    return text.strip()


def _spelling(name: str) -> str:
    """A card name with its case and runs of spaces ignored (NFKC), its punctuation kept."""
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


class CardPool:
    """The cards a match or a deck check can use, found by id or by (normalized) name."""

    def __init__(self, game: str, records: list[CardRecord]) -> None:
        self.game = game
        self.by_id: dict[str, CardRecord] = {}
        self._by_name: dict[str, str] = {}
        self._by_spelling: dict[str, str] = {}  # case-insensitive, punctuation kept: "Life and Death" ≠ "Life... and Death"
        for rec in records:
            self.add(rec)

    def add(self, rec: CardRecord) -> None:
        self.by_id[rec.id] = rec
        for name in rec.names.values():
            self._by_name.setdefault(normalize_name(name), rec.id)
            self._by_spelling.setdefault(_spelling(name), rec.id)

    def __len__(self) -> int:
        return len(self.by_id)

    def __contains__(self, card_id: str) -> bool:
        return card_id in self.by_id

    def get(self, card_id: str) -> CardRecord | None:
        return self.by_id.get(card_id)

    def find_name(self, name: str) -> CardRecord | None:
        """The card of that name: spelled so (any case), else the first whose name differs only in punctuation,
        spacing or apostrophes (two cards can: WoW's "Life and Death" and "Life... and Death")."""
        cid = self._by_spelling.get(_spelling(name)) or self._by_name.get(normalize_name(name))
        return self.by_id[cid] if cid else None

    def suggest(self, name: str, limit: int = 3) -> list[str]:
        """Closest card names, for "did you mean"."""
        from rapidfuzz import fuzz, process, utils

        names = {n: cid for n, cid in self._by_name.items()}
        found = process.extract(normalize_name(name), list(names), scorer=fuzz.WRatio, processor=utils.default_process, limit=limit)
        out = []
        for text, score, _ in found:
            if score >= 60:
                rec = self.by_id[names[text]]
                out.append(rec.names.get("en") or next(iter(rec.names.values()), rec.id))
        return out

    def data(self, ids: list[str]) -> dict[str, dict[str, Any]]:
        """Card data for the given ids (for a Deck)."""
        return {cid: self.by_id[cid].data for cid in dict.fromkeys(ids) if cid in self.by_id}
