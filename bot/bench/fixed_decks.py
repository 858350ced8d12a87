"""Real deck lists played as they are (``simulate --deck``, ``bench engine``), so runs compare
across engines and over time. Lists are read with the game's own parser (any format ``deck
check`` reads) against the imported cards; ``bot/bench/decks/SOURCES.md`` says where each comes from.
"""

from __future__ import annotations

from pathlib import Path

from engine import games
from engine.core import Deck
from engine.core.cards import CardPool

REPO = Path(__file__).resolve().parents[2]
DATA = REPO.parent / "shared" / "data"
FIXED: dict[str, tuple[Path, Path]] = {
    "lorcana": (REPO / "bot/bench/decks/lorcana/set-001-amber-steel.txt",
                REPO / "bot/bench/decks/lorcana/set-001-ruby-amethyst.txt"),
    "onepiece": (REPO / "tests/onepiece/fixtures/decks/op10_peoria_2025-04-19_1st_purple_luffy.txt",
                 REPO / "tests/onepiece/fixtures/decks/op10_peoria_2025-04-19_2nd_red_shanks.txt"),
    "mlp": (DATA / "mlp/decks/SD01A_TS.json", DATA / "mlp/decks/SD01B_FS.json"),
    "wow": (REPO / "tests/wow/fixtures/decks/famasin.deck", REPO / "tests/wow/fixtures/decks/bragvi_shaman_rush.txt"),  # merrick_deathwing: master hero without health (301.1)
}
"""The benchmark's two lists per game (seat 1, seat 2)."""


def deck_from_text(game: str, text: str, pool: CardPool, where: str) -> Deck:
    """A legal deck from a list, or ValueError naming ``where`` and every problem."""
    result = games.check_deck(game, text, pool)
    if not result.ok:
        raise ValueError(f"{where}: " + "; ".join(str(p) for p in result.problems[:5]))
    assert result.deck is not None
    result.deck.name = result.deck.name or Path(where).stem
    return result.deck


def fixed_decks(game: str, pool: CardPool) -> list[Deck]:
    """The benchmark's lists for ``game``; ValueError (why) if a file is missing or does not check
    against ``pool`` (e.g. the game's cards were not imported)."""
    if game not in FIXED:
        raise ValueError(f"no fixed deck lists for {game}")
    out = []
    for path in FIXED[game]:
        if not path.is_file():
            raise ValueError(f"{path} is missing")
        out.append(deck_from_text(game, path.read_text(encoding="utf-8-sig"), pool, str(path)))
    return out


async def imported_pool(game: str) -> CardPool | None:
    """The cards of ``game`` in the configured store (DATABASE_URL / DATABASE_PATH), None if none
    were imported."""
    from bot.commands.cards import _open_store

    store = await _open_store()
    try:
        records = await store.cards(game)
    finally:
        await store.close()
    return CardPool(game, records) if records else None
