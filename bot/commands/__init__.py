"""The command line: one module per subcommand, each a thin door to its feature.

Each module has ``HELP``, ``add_arguments(parser)`` and ``main(args) -> int``.
"""

from __future__ import annotations

import argparse
import importlib
import sys

SUBCOMMANDS = {
    "run": "bot.commands.run",
    "rules": "bot.commands.rules",
    "cards": "bot.commands.cards",
    "deck": "bot.commands.deck",
    "simulate": "bot.commands.simulate",
    "bench": "bot.commands.bench",
    "render": "bot.commands.render",
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bot", description="TCG match host for Discord.")
    sub = parser.add_subparsers(dest="command", metavar="SUBCOMMAND")
    for name, module_name in SUBCOMMANDS.items():
        module = importlib.import_module(module_name)
        p = sub.add_parser(name, help=module.HELP, description=module.HELP)
        module.add_arguments(p)
        require_counts(p)
        p.set_defaults(handler=module.main)
    return parser


COUNT_OPTIONS = {"games", "max_actions", "limit", "concurrency", "iterations"}
"""Options that count something: below 1 they are a usage error (exit 2), in every subcommand."""


def positive_int(text: str) -> int:
    """An argparse type: a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def require_counts(parser: argparse.ArgumentParser) -> None:
    """Give every count option of ``parser`` (and of its sub-parsers) the ``positive_int`` type."""
    for action in parser._actions:
        if action.dest in COUNT_OPTIONS and action.type in (int, None) and action.option_strings:
            action.type = positive_int
        if isinstance(action, argparse._SubParsersAction):
            for child in action.choices.values():
                require_counts(child)


SHORT_TITLES = {"lorcana": "Lorcana", "onepiece": "ONE PIECE", "mlp": "My Little Pony", "wow": "World of Warcraft TCG"}


def player_count_error(game: str, low: int, high: int) -> str:
    """"ONE PIECE is a 2-player game" or "Lorcana is played by 2–4 players"."""
    title = SHORT_TITLES.get(game, game)
    return f"{title} is a {low}-player game" if low == high else f"{title} is played by {low}–{high} players"


def game_argument(parser: argparse.ArgumentParser) -> None:
    """The GAME positional shared by the per-game subcommands."""
    from engine.games import GAMES

    parser.add_argument("game", metavar="GAME", type=str.lower, choices=GAMES, help=f"one of: {', '.join(GAMES)}")


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "handler", None):
        parser.print_help()
        return 2
    try:
        return int(args.handler(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except UserError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


class UserError(Exception):
    """Bad input on the command line: printed as one line, exit code 2, no traceback."""
