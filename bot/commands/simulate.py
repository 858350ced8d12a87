"""``python -m bot simulate GAME``: random games with invariant checks after every action (the
cheap ones; the deep ones on every 10th game, or every game with ``--deep``)."""

from __future__ import annotations

import argparse
import asyncio
import json

from . import UserError, game_argument, player_count_error, positive_int
from .progress import Progress

HELP = "play random legal games and check the engine's invariants"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    game_argument(parser)
    parser.add_argument("--games", type=positive_int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--max-actions", type=positive_int, default=3000)
    parser.add_argument("--no-checks", action="store_true", help="skip the per-action invariant checks (speed)")
    parser.add_argument("--deep", action="store_true", help="deep-check every game (JSON round-trip and re-apply after "
                        "every action, every view, final replay); by default every 10th game")
    parser.add_argument("--fixtures", action="store_true", help="use the built-in fixture cards, not the store")
    parser.add_argument("--deck", action="append", metavar="FILE", help="play this deck list (any format 'deck check' "
                        "reads); once per seat, in seat order (fewer lists are cycled); default: random legal decks")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--policy", metavar="A,B", help="play computer player A against B (easy, normal), "
                        "alternating seats game by game; the output adds wins [A, B] and draws")


def main(args: argparse.Namespace) -> int:
    from engine import games
    from engine.core.simulate import simulate

    module = games.load(args.game)
    engine = module.ENGINE
    if not engine.min_players <= args.players <= engine.max_players:
        raise UserError(player_count_error(args.game, engine.min_players, engine.max_players))
    if args.games < 1:
        raise UserError("--games must be at least 1")
    policies = _policies(args.policy)
    deep_every = 1 if args.deep else 10
    pool = asyncio.run(_pool(args.game, args.fixtures))
    fixed = _decks(args.game, args.deck or [], pool)
    bar = Progress(args.games, "games", enabled=False if args.json else None, heartbeat=2.0)  # a long game still shows time

    started = 0

    def make_decks(rng, n):  # called as each game starts: every game begun before it is finished
        nonlocal started
        bar.tick(started)
        started += 1
        if fixed:
            return [fixed[i % len(fixed)] for i in range(n)]
        return [module.random_deck(pool, rng) for _ in range(n)]

    if policies is not None:
        from engine.players.duel import duel

        report = duel(engine, make_decks, policies, args.games, args.seed, players=args.players,
                      options={"max_turns": 80}, max_actions=args.max_actions, check=not args.no_checks, deep_every=deep_every)
    else:
        report = simulate(
            engine, make_decks, args.games, args.seed,
            players=args.players, options={"max_turns": 80}, max_actions=args.max_actions, check=not args.no_checks,
            deep_every=deep_every,
        )
    bar.tick(args.games)
    bar.close()
    out = report.to_json()
    if args.json:
        print(json.dumps(out, ensure_ascii=False))
    else:
        print(f"{out['games']} games, {out['finished']} finished, {out['actions']} actions in {out['seconds']} s")
        if "wins" in out:
            first, second = out["policies"]
            print(f"  wins: {first} {out['wins'][0]}, {second} {out['wins'][1]}; draws {out['draws']}")
        for err in out["errors"]:
            print(f"  game {err['game']} (seed {err['seed']}): {'; '.join(err['problems'])}")
    return 1 if report.errors else 0


def _decks(game: str, paths: list[str], pool):
    """The ``--deck`` lists, parsed and checked as ``deck check`` does; UserError on any problem."""
    from bot.bench.fixed_decks import deck_from_text

    from .deck import read_deck_text

    try:
        return [deck_from_text(game, read_deck_text(path), pool, path) for path in paths]
    except ValueError as exc:
        raise UserError(f"--deck {exc}") from exc


def _policies(text: str | None) -> tuple[str, str] | None:
    if text is None:
        return None
    from engine.players.duel import parse_policies

    try:
        return parse_policies(text)
    except ValueError as exc:
        raise UserError(str(exc)) from exc


async def _pool(game: str, fixtures_only: bool):
    from bot.card_pool import load_pool

    if fixtures_only:
        return await load_pool(game, None)
    from bot.commands.cards import _open_store

    store = await _open_store()
    try:
        return await load_pool(game, store)
    finally:
        await store.close()
