"""``python -m bot deck check GAME FILE``: parse and validate a deck list."""

from __future__ import annotations

import argparse
import asyncio
from pathlib import Path

from . import UserError, game_argument

HELP = "check a deck list against the game's deck-building rules"
MAX_DECK_FILE = 1_000_000

# The deck-list formats each game's parser reads (``engine/<game>/decks.py``), as told to players:
# here (``deck check --help``), in the README and, one line each, in the Discord deck-save box.
DECK_FORMATS: dict[str, tuple[str, list[str]]] = {
    "lorcana": ("4 Elsa - Snow Queen", [
        "one card per line: '4 Elsa - Snow Queen' or '4x Elsa - Snow Queen' (name - version; any imported language)",
        "trailing '(SET)', '(PROMO)' or '*E*' markers are ignored; '#' and '//' start comments",
        "'--- SIDEBOARD' starts the sideboard (not part of the deck); '--- MAYBEBOARD' is ignored",
    ]),
    "onepiece": ("1xOP01-001 then 4xOP01-016 (leader first)", [
        "one card per line, by card number or name: '1xOP01-001' (OPTCGSim), '4 OP01-016 Nami', 'OP01-024 x3',",
        "'2 Monkey.D.Luffy (OP01-024)', 'Leader: OP01-001 Roronoa Zoro', tab-separated exports, or a onepiecetopdecks deck URL",
        "the leader is the card whose type is Leader; section headers, 'DON!! x10', 'Total: 51' and comments are ignored",
        "the official ban list applies today, or on 'Event date: 2025-05-17' written in the list (or --date)",
    ]),
    "mlp": ("4 Fluttershy (BP01-C04) (one card a line: protagonist, deck, scenes, stories)", [
        "DreamTCG text export, MLP.DB export or DreamTCG starter-deck JSON",
        "one card per line: '4 Card Name', '4 Card Name (card number)' or '4 card number'; each card goes to the",
        "protagonist, main, scene or story deck by its type, so headers like '[Main Deck]' may stay or go",
    ]),
    "wow": ("# HERO: Thrall then 2 As Hyjal Burns", [
        "plain text: one '2 Card Name' per line; a '# HERO: Name' (or '# Hero' section) line names the hero,",
        "'# Sideboard' and other '#' or '//' lines start sections or comments; or an OCTGN .o8d deck file (XML)",
    ]),
}


def deck_example(game: str) -> str:
    """One line showing the game's deck-list format (for the Discord deck-save box)."""
    return DECK_FORMATS.get(game, ("", []))[0]


def formats_text(games: list[str] | None = None) -> str:
    """Every game's deck-list formats, a paragraph each (the help's epilog)."""
    from engine.games import TITLES

    out = ["deck-list formats:"]
    for game in games or list(DECK_FORMATS):
        example, lines = DECK_FORMATS[game]
        out.append(f"  {game} ({TITLES.get(game, game)}), e.g. {example}")
        out += [f"    {line}" for line in lines]
    return "\n".join(out)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    check = sub.add_parser("check", help="parse and validate a deck list file ('-' for stdin)",
                           description="Parse and validate a deck list file ('-' for stdin).",
                           epilog=formats_text(), formatter_class=argparse.RawDescriptionHelpFormatter)
    game_argument(check)
    check.add_argument("file")
    check.add_argument("--date", help="ONE PIECE: check against the ban list in force on this event date (YYYY-MM-DD)")


def read_deck_text(path: str) -> str:
    """A deck list from a file or stdin, refused clearly if it is not text or far too large."""
    import sys

    raw = sys.stdin.buffer.read(MAX_DECK_FILE + 1) if path == "-" else _read_file(path)
    if len(raw) > MAX_DECK_FILE:
        raise UserError("the deck list is over 1 MB; a deck list is a few hundred lines of text")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise UserError(f"the deck list is not UTF-8 text (byte {exc.start}); save it as plain text") from exc


def _read_file(path: str) -> bytes:
    p = Path(path)
    if not p.is_file():
        raise UserError(f"no such file: {path}")
    with p.open("rb") as fh:
        return fh.read(MAX_DECK_FILE + 1)


def main(args: argparse.Namespace) -> int:
    text = read_deck_text(args.file)
    if getattr(args, "date", None):
        if args.game != "onepiece":
            raise UserError("--date applies the ONE PIECE ban list; the other games have no dated ban list here")
        text = f"Event date: {args.date}\n{text}"  # the parser reads the event date from the list
    return asyncio.run(_check(args.game, text))


async def _check(game: str, text: str) -> int:
    from bot.card_pool import load_pool
    from bot.commands.cards import _open_store
    from engine import games

    store = await _open_store()
    try:
        pool = await load_pool(game, store)
    finally:
        await store.close()
    result = games.check_deck(game, text, pool)
    if result.ok:
        deck = result.deck
        print(f"OK: {len(deck.main)} cards" + "".join(f", {k}: {len(v)}" for k, v in deck.sections.items() if v))
        return 0
    for problem in result.problems:
        print(problem)
    return 1
