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
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bot", description="TCG match host for Discord.")
    sub = parser.add_subparsers(dest="command", metavar="SUBCOMMAND")
    for name, module_name in SUBCOMMANDS.items():
        module = importlib.import_module(module_name)
        p = sub.add_parser(name, help=module.HELP, description=module.HELP)
        module.add_arguments(p)
        p.set_defaults(handler=module.main)
    return parser


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
