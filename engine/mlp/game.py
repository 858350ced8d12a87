"""The MLP game module (the contract in ``engine/games.py``)."""

from __future__ import annotations

from typing import Any

from engine.core.cards import CardPool, CardRecord, ImportReport

from .cards.compiler import is_automated
from .cards.fixtures import fixture_cards as _fixture_cards
from .cards.importers import import_cards as _import_cards
from .cards.schema import main_number
from .decks import parse_deck, random_deck, validate_deck
from .engine import MlpEngine

ENGINE = MlpEngine()
TITLE = "My Little Pony TCG"

__all__ = ["ENGINE", "TITLE", "coverage", "fixture_cards", "import_cards", "parse_deck", "random_deck", "validate_deck"]


def fixture_cards() -> list[CardRecord]:
    return _fixture_cards()


def import_cards(source: str | None = None) -> ImportReport:
    return _import_cards(source)


def coverage(pool: CardPool) -> dict[str, Any]:
    """How much of the pool the compiler automates, counted per card number (第二節 1.8.0: ※ and
    art variants are the same card). A card is automated when none of its text needs manual steps."""
    seen: dict[str, bool] = {}
    for rec in pool.by_id.values():
        number = rec.data.get("main_number") or main_number(rec.id)
        seen[number] = seen.get(number, True) and is_automated(rec.data)
    unique = len(seen)
    automated = sum(seen.values())
    return {"unique_cards": unique, "automated": automated, "manual": unique - automated,
            "ratio": round(automated / unique, 4) if unique else 0.0}
