"""Where a game's card pool comes from: the store if cards were imported, else the game's
built-in fixture set (so every game works on a fresh install)."""

from __future__ import annotations

from engine import games
from engine.core.cards import CardPool

from .store import Store


async def load_pool(game: str, store: Store | None) -> CardPool:
    """The imported cards of ``game``, or its fixture cards when nothing was imported."""
    module = games.load(game)
    records = await store.cards(game) if store is not None else []
    if not records:
        records = module.fixture_cards()
    return CardPool(game, records)
