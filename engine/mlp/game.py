"""The MLP game module (the contract in ``engine/games.py``)."""

from __future__ import annotations

from typing import Any

from engine.core.cards import CardPool, CardRecord, ImportReport
from engine.core.explain import AbilityExplanation, by_source, card_source

from .cards.compiler import is_automated
from .cards.compiler import printed_text as _printed_text
from .cards.explain import explain_card
from .cards.fixtures import fixture_cards as _fixture_cards
from .cards.importers import import_cards as _import_cards
from .cards.schema import main_number
from .decks import parse_deck, random_deck, validate_deck
from .engine import MlpEngine

ENGINE = MlpEngine()
TITLE = "My Little Pony TCG"

__all__ = ["ENGINE", "TITLE", "coverage", "explain", "fixture_cards", "import_cards", "parse_deck", "printed_text",
           "random_deck", "validate_deck"]


def fixture_cards() -> list[CardRecord]:
    return _fixture_cards()


def import_cards(source: str | None = None) -> ImportReport:
    return _import_cards(source)


def explain(data: dict[str, Any]) -> list[AbilityExplanation]:
    """Per printed ability: template, script or manual, and its effects in words."""
    return explain_card(data)


def printed_text(data: dict[str, Any]) -> str:
    """The card's printed text, as per-card scripts hash it (``engine.core.scripts.text_hash``)."""
    return _printed_text(data)


def coverage(pool: CardPool) -> dict[str, Any]:
    """How much of the pool the compiler automates, counted per card number (第二節 1.8.0: ※ and
    art variants are the same card). A card is automated when none of its text needs manual steps;
    ``by_source`` counts the same card numbers by who handles them (template, script, manual)."""
    seen: dict[str, bool] = {}
    explained: dict[str, list[AbilityExplanation]] = {}
    for rec in pool.by_id.values():
        number = rec.data.get("main_number") or main_number(rec.id)
        seen[number] = seen.get(number, True) and is_automated(rec.data)
        explained.setdefault(number, []).extend(explain_card(rec.data))
    unique = len(seen)
    automated = sum(seen.values())
    return {"unique_cards": unique, "automated": automated, "manual": unique - automated,
            "ratio": round(automated / unique, 4) if unique else 0.0,
            "by_source": by_source(card_source(e) for e in explained.values())}
