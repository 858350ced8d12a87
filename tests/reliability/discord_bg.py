"""The e2e fake Discord and the in-process bot (``tests.e2e.conftest.Harness``) running on an event
loop in a background thread, so a synchronous hypothesis test can drive them example by example.
Also a logging handler that keeps every ERROR the bot logs, and a digest of the whole database
(to prove that a rejected input wrote nothing)."""

from __future__ import annotations

import asyncio
import hashlib
import logging
import sqlite3
import threading
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, TypeVar

import discord
import yarl

from tests.e2e.conftest import Harness
from tests.e2e.fake_discord import FakeDiscord

T = TypeVar("T")


class Errors(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


class BackgroundBot:
    def __init__(self, tmp: Path, **harness_options: Any) -> None:
        self.db = tmp / "bot.sqlite3"
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self._thread.start()
        self._saved = (discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY)
        self.errors = Errors()
        logging.getLogger().addHandler(self.errors)
        self.fake = FakeDiscord()
        self.run(self.fake.start())
        discord.http.Route.BASE = self.fake.api_base  # type: ignore[misc]
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(self.fake.gateway_url)
        self.h = Harness(self.fake, str(self.db), **harness_options)
        self.run(self.h.start_bot(), 120)

    def run(self, coro: Coroutine[Any, Any, T], timeout: float = 30) -> T:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def close(self) -> None:
        try:
            self.run(self.h.stop_bot())
            self.run(self.fake.stop())
        finally:
            discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = self._saved  # type: ignore[misc]
            logging.getLogger().removeHandler(self.errors)
            self.loop.call_soon_threadsafe(self.loop.stop)
            self._thread.join(10)

    def digest(self) -> str:
        """Every row of every table (sorted), hashed."""
        con = sqlite3.connect(self.db)
        try:
            h = hashlib.sha256()
            tables = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name")]
            for table in tables:
                rows = sorted(repr(r) for r in con.execute(f'SELECT * FROM "{table}"'))
                h.update(table.encode())
                for row in rows:
                    h.update(row.encode())
            return h.hexdigest()
        finally:
            con.close()
