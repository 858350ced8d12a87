"""The registry of games: one entry per game, naming the module that implements it.

Each game package (``engine/<game>/``) exposes a module ``engine.<game>.game`` with:

- ``ENGINE``: the :class:`engine.core.Engine` instance;
- ``TITLE``: the game's display name;
- ``fixture_cards() -> list[CardRecord]``: a small card set written for the project, so the game
  works without any import;
- ``import_cards(source: str | None) -> ImportReport``: parse a public card list (path or URL;
  None = the default source, if the game has one);
- ``parse_deck(text: str, pool: CardPool) -> DeckCheck`` and ``validate_deck(deck, options)``;
- ``random_deck(pool: CardPool, rng: Rng) -> Deck``: a legal random deck (simulation);
- ``coverage(pool: CardPool) -> dict``: how much of the pool the effect compiler automates,
  with ``by_source`` (cards handled by templates, by per-card scripts, or by hand:
  ``engine.core.explain.card_source``);
- ``explain(data: dict) -> list[AbilityExplanation]``: per printed ability, who handles it
  (template, script, manual, keyword) and its compiled effects (``engine.core.explain``);
- ``printed_text(data: dict) -> str``: the card's printed text, as per-card scripts hash it
  (``engine.core.scripts.text_hash``).

Optional: ``coverage_by_set(pool) -> dict`` (per set: cards with ability text, automated, ratio;
``cards coverage --by-set``) and ``keep_languages(new, stored)`` (a re-import keeps the names in
other languages that the stored cards have and the new records lack).

The CLI, the store and the cogs only ever go through this registry.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from .core.cards import CardPool
from .core.deck import Deck, DeckCheck, DeckProblem

__all__ = ["GAMES", "TITLES", "Deck", "DeckCheck", "DeckProblem", "UnknownGame", "available", "check_deck", "load"]

GAMES = ("lorcana", "onepiece", "mlp", "wow")
TITLES = {
    "lorcana": "Disney Lorcana",
    "onepiece": "ONE PIECE CARD GAME",
    "mlp": "My Little Pony TCG",
    "wow": "World of Warcraft TCG",
}


class UnknownGame(ValueError):
    def __init__(self, name: str) -> None:
        super().__init__(f"unknown game {name!r}; choose one of: {', '.join(GAMES)}")


MAX_DECK_CHARS = 100_000
"""A deck list longer than this is refused before parsing (a real list is a few KB)."""
MAX_DECK_PROBLEMS = 30
"""At most this many problems are listed; the rest are counted."""


def check_deck(game: str, text: str, pool: CardPool) -> DeckCheck:
    """Parse and validate a deck list with ``game``'s parser, bounded for any input: over-long
    text is refused at once, and the problem list is cut to a readable length."""
    if len(text) > MAX_DECK_CHARS:
        return DeckCheck(None, [DeckProblem(
            f"the deck list is {len(text):,} characters long; a deck list is at most {MAX_DECK_CHARS:,} "
            "(one card per line, e.g. '4 Card Name')")])
    result = load(game).parse_deck(text, pool)
    if len(result.problems) > MAX_DECK_PROBLEMS:
        extra = len(result.problems) - MAX_DECK_PROBLEMS
        result.problems = [*result.problems[:MAX_DECK_PROBLEMS], DeckProblem(f"… and {extra} more problems")]
    return result


def check_name(name: str) -> str:
    name = name.strip().lower().replace(" ", "").replace("-", "")
    if name not in GAMES:
        raise UnknownGame(name)
    return name


def load(name: str) -> ModuleType:
    """The game module for ``name`` (see the module docstring for what it provides)."""
    return importlib.import_module(f"engine.{check_name(name)}.game")


def available() -> list[str]:
    """Games whose module exists in this build."""
    out = []
    for name in GAMES:
        try:
            load(name)
        except ModuleNotFoundError:
            continue
        out.append(name)
    return out
