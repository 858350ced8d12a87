"""``python -m bot render GAME --out FILE.png``: play random legal actions from a seed, then write
the board (or a hand) image — the way to check a layout without Discord."""

from __future__ import annotations

import argparse
import asyncio
import re
from pathlib import Path
from typing import Any

from . import UserError, game_argument, player_count_error

HELP = "play N random actions and write the board or a hand image (check a layout without Discord)"
LANGS = ("en", "ja", "zh", "zh-TW")
NAMES = ("Alice", "Bob", "Carol", "Dave")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    game_argument(parser)
    parser.add_argument("--out", required=True, metavar="FILE.png", help="where to write the image")
    parser.add_argument("--seed", type=int, default=1, help="the game's seed (decks and shuffles); default 1")
    parser.add_argument("--actions", type=int, default=20, metavar="N",
                        help="random legal actions to play first (default 20; fewer if the game ends)")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--viewer", default="public", metavar="P|public",
                        help="whose view: public (default) or a seat, P1…P4")
    parser.add_argument("--hand", action="store_true", help="the viewer's hand instead of the board")
    parser.add_argument("--lang", default="en", choices=LANGS, help="card names and labels (default en)")
    parser.add_argument("--deck", action="append", default=[], metavar="FILE",
                        help="a deck list for the next seat (repeat per seat; the other seats get random decks)")
    parser.add_argument("--fixtures", action="store_true", help="use the built-in fixture cards, not the store")


def parse_viewer(text: str, players: int) -> int | None:
    """``public`` → None, ``P2`` (or ``2``) → seat 1."""
    if text.strip().casefold() == "public":
        return None
    m = re.fullmatch(r"[pP]?(\d+)", text.strip())
    if not m or not 1 <= int(m[1]) <= players:
        raise UserError(f"--viewer must be 'public' or a seat P1…P{players}, not {text!r}")
    return int(m[1]) - 1


def main(args: argparse.Namespace) -> int:
    from engine import games

    module = games.load(args.game)
    engine = module.ENGINE
    if not engine.min_players <= args.players <= engine.max_players:
        raise UserError(player_count_error(args.game, engine.min_players, engine.max_players))
    if args.actions < 0:
        raise UserError("--actions must be 0 or more")
    if len(args.deck) > args.players:
        raise UserError(f"{len(args.deck)} --deck files for {args.players} players")
    viewer = parse_viewer(args.viewer, args.players)
    if args.hand and viewer is None:
        raise UserError("--hand shows a player's hand: add --viewer P1 (or another seat)")
    out = Path(args.out)
    if not out.parent.exists():
        raise UserError(f"no such folder for --out: {out.parent}")
    pool = asyncio.run(_pool(args.game, args.fixtures))
    decks = _decks(args, module, pool)
    state, played = _play(engine, decks, args.seed, args.actions)
    data = _image(engine, state, viewer, args.hand, args.lang)
    out.write_bytes(data)
    kind = "WebP" if data[8:12] == b"WEBP" else "PNG"
    what = f"P{viewer + 1}'s hand" if args.hand and viewer is not None else (
        "the public board" if viewer is None else f"the board as P{viewer + 1} sees it")
    print(f"wrote {out} ({kind}, {len(data):,} bytes): {what} after {played} action(s), turn {state.turn}"
          + (", game over" if state.over else ""))
    return 0


def _decks(args: argparse.Namespace, module: Any, pool: Any) -> list[Any]:
    from bot.commands.deck import read_deck_text
    from engine import games
    from engine.core.rng import Rng

    rng = Rng.from_seed(args.seed)
    decks = []
    for seat in range(args.players):
        if seat < len(args.deck):
            check = games.check_deck(args.game, read_deck_text(args.deck[seat]), pool)
            if check.deck is None or not check.ok:
                first = check.problems[0] if check.problems else "unreadable"
                raise UserError(f"{args.deck[seat]}: not a legal {args.game} deck: {first}")
            decks.append(check.deck)
        else:
            decks.append(module.random_deck(pool, rng))
    return decks


def _play(engine: Any, decks: list[Any], seed: int, actions: int) -> tuple[Any, int]:
    from engine.core.rng import Rng
    from engine.core.simulate import pick_action

    state, _ = engine.new_game(list(NAMES[: len(decks)]), decks, seed, {"max_turns": 80})
    rng = Rng.from_seed(seed ^ 0x5EED)
    played = 0
    while played < actions and not state.over:
        seat = engine.to_act(state)[0]
        legal = engine.legal_actions(state, seat)
        if not legal:
            break
        state = engine.apply(state, pick_action(legal, rng)).state
        played += 1
    return state, played


def _image(engine: Any, state: Any, viewer: int | None, hand: bool, lang: str) -> bytes:
    from bot.config import Config
    from card_images import CardFaces, render_board, render_hand

    faces = CardFaces(Config.from_env().card_image_dir, 256)
    view = engine.view(state, viewer)
    if hand and viewer is not None:
        return render_hand(view, viewer, faces, lang=lang)
    return render_board(view, faces, lang=lang)


async def _pool(game: str, fixtures_only: bool) -> Any:
    from bot.commands.simulate import _pool as pool

    return await pool(game, fixtures_only)
