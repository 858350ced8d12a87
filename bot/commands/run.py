"""``python -m bot run``: start the bot."""

from __future__ import annotations

import argparse
import sys

HELP = "start the Discord bot (needs DISCORD_TOKEN)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--no-sync", action="store_true", help="do not sync slash commands at start")


def main(args: argparse.Namespace) -> int:
    from bot.config import Config, ConfigError, setup_logging

    try:
        config = Config.from_env()
        token = config.require_token()
    except ConfigError as exc:
        print(f"Cannot start the bot.\n{exc}", file=sys.stderr)
        return 2
    setup_logging(config.log_level)
    from bot.client import run_bot

    return run_bot(config, token, sync=not args.no_sync)
