"""What the host needs to know about one game, gathered from its engine module.

The host never imports a game directly: it asks for a ``GameKit`` by name, so tests can inject a
small game (``tests/core/tiny_game.py``) through the same path the real games use.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from engine import games
from engine.core import Deck, Engine
from engine.core.cards import CardPool
from engine.core.rng import Rng


@dataclass
class GameKit:
    """One game as the host sees it: its engine, title and deck/card functions."""

    name: str
    title: str
    engine: Engine
    parse_deck: Callable[[str, CardPool], Any]
    random_deck: Callable[[CardPool, Rng], Deck]
    load_pool: Callable[[Any], Awaitable[CardPool]]

    @property
    def min_players(self) -> int:
        return self.engine.min_players

    @property
    def max_players(self) -> int:
        return self.engine.max_players


def kit_for(name: str) -> GameKit:
    """The kit of a registered game (``engine.games``); raises ModuleNotFoundError if its engine
    module is not there yet."""
    from bot.card_pool import load_pool

    module = games.load(name)

    async def pool(store: Any) -> CardPool:
        return await load_pool(name, store)

    return GameKit(
        name=name,
        title=getattr(module, "TITLE", games.TITLES.get(name, name)),
        engine=module.ENGINE,
        parse_deck=lambda text, pool: games.check_deck(name, text, pool),
        random_deck=module.random_deck,
        load_pool=pool,
    )


KitSource = Callable[[str], GameKit]
