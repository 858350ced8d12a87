"""The real bot process pointed at the e2e fake Discord, for the crash test.

``python -m tests.reliability.bot_runner --api URL --gateway URL [--tiny]`` applies the same
``Route.BASE`` / ``DEFAULT_GATEWAY`` overrides as the e2e fixtures, then runs ``python -m bot run``
(``bot.commands.main(["run"])``: ``Config.from_env`` with ``DISCORD_TOKEN``, ``DATABASE_PATH``,
``DEV_GUILD_ID`` …, then the real ``bot.client.run_bot``). Two small hooks only: a line ``READY``
on stdout on every gateway READY, so the test knows when to click, and ``--tiny`` (the tiny test
game behind the Lorcana cog, as the e2e harness injects it). The guild-ready wait is shortened as
in the e2e harness so a restart takes well under a second.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

import discord
import yarl

import bot.client as client


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--api", required=True)
    parser.add_argument("--gateway", required=True)
    parser.add_argument("--tiny", action="store_true", help="the tiny test game behind the Lorcana cog")
    args = parser.parse_args()
    discord.http.Route.BASE = args.api
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(args.gateway)

    injected: dict[str, Any] = {"guild_ready_timeout": 0.05}
    if args.tiny:
        from tests.core.tiny_game import Tiny
        from tests.e2e.conftest import tiny_kit

        injected.update(game_names=["lorcana"], kits=tiny_kit, engines=lambda game: Tiny())

    class RunnerBot(client.TcgBot):
        def __init__(self, config: Any, **kwargs: Any) -> None:
            super().__init__(config, **{**injected, **kwargs})

        async def on_ready(self) -> None:
            sys.stdout.write("READY\n")
            sys.stdout.flush()

    client.TcgBot = RunnerBot  # type: ignore[misc]  # what run_bot constructs

    from bot.commands import main as bot_main

    return bot_main(["run"])


if __name__ == "__main__":
    raise SystemExit(main())
