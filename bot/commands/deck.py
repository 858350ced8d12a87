"""``python -m bot deck check GAME FILE``: parse and validate a deck list."""

from __future__ import annotations

import argparse
import asyncio
from pathlib import Path

from . import UserError, game_argument

HELP = "check a deck list against the game's deck-building rules"
MAX_DECK_FILE = 1_000_000


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    check = sub.add_parser("check", help="parse and validate a deck list file ('-' for stdin)")
    game_argument(check)
    check.add_argument("file")


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
