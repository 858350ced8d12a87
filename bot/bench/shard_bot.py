"""One real bot process of the shard benchmark: ``python -m bot.bench.shard_bot --api URL --gateway URL``.

Points discord.py at the fake Discord (``Route.BASE`` and ``DEFAULT_GATEWAY``, loopback only), then
runs ``python -m bot run`` unchanged (``Config.from_env``: ``DATABASE_URL``/``DATABASE_PATH``,
``SHARD_COUNT``, ``SHARD_IDS`` …; ``bot.client.run_bot`` picks the bot class for the shards). One
hook: a line ``READY`` on stdout on every gateway READY of the whole process, so the benchmark
knows when its shards are served. The guild-ready wait is shortened (the fake sends every guild at
once), as in the e2e tests.
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
    parser.add_argument("--api", required=True, help="the fake Discord's REST base, http://127.0.0.1:…/api/v10")
    parser.add_argument("--gateway", required=True, help="the fake Discord's gateway, ws://127.0.0.1:…/gateway")
    args = parser.parse_args()
    for url in (args.api, args.gateway):
        if yarl.URL(url).host != "127.0.0.1":
            parser.error(f"the benchmark talks to a fake Discord on 127.0.0.1 only, not {url}")
    discord.http.Route.BASE = args.api
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(args.gateway)
    base = client.TcgBot

    class BenchBot(base):  # type: ignore[misc,valid-type]
        def __init__(self, config: Any, **kwargs: Any) -> None:
            super().__init__(config, **{"guild_ready_timeout": 0.05, **kwargs})

        async def on_ready(self) -> None:
            sys.stdout.write("READY\n")
            sys.stdout.flush()

    client.TcgBot = BenchBot  # type: ignore[misc]  # what run_bot builds (and derives the sharded class from)

    from bot.commands import main as bot_main

    return bot_main(["run"])


if __name__ == "__main__":
    raise SystemExit(main())
