"""The Discord client: opens the store, loads a cog per available game, registers the persistent
components, runs the timer loop and syncs the slash commands."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.config import Config
from bot.host import DYNAMIC_ITEMS, MatchHost, Renderer
from bot.host.kits import KitSource, kit_for
from bot.i18n import CatalogTranslator
from bot.matches import MatchError, MatchService, engine_for
from bot.store import Store, open_store
from engine import games
from engine.core import Engine, RulesError

log = logging.getLogger(__name__)

TIMER_INTERVAL = 30.0
CATCH_UP_BUDGET = 20.0  # seconds the start-up waits for missed boards before connecting to the gateway


class HostTree(app_commands.CommandTree):
    """Turns rules and match errors into ephemeral replies (quoting the rule); logs the rest."""

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        original = getattr(error, "original", error)
        host: MatchHost | None = getattr(self.client, "host", None)
        if host is not None and isinstance(original, (RulesError, MatchError)):
            await host.refuse(interaction, original)
            return
        if isinstance(error, app_commands.NoPrivateMessage):
            text = "This command works in a server channel."
        elif isinstance(error, app_commands.CheckFailure):
            text = "You cannot use this command here."
        elif host is not None:
            await host.apologize(interaction, original)
            return
        else:
            log.error("command %s failed", interaction.command.qualified_name if interaction.command else "?",
                      exc_info=original)
            return
        if host is not None:
            await host.reply(interaction, text)


class TcgBot(commands.Bot):
    """The bot. Everything below Discord is injectable for tests: the store, the game kits (and
    engines), the games to load, the clock and the timer interval."""

    def __init__(self, config: Config, *, sync: bool = True, store: Store | None = None,
                 game_names: list[str] | None = None, kits: KitSource = kit_for,
                 engines: Callable[[str], Engine] = engine_for, clock: Callable[[], float] = time.time,
                 timer_interval: float = TIMER_INTERVAL, rulebook: Any = None, renderer: Renderer | None = None,
                 **client_options: Any) -> None:
        intents = discord.Intents.default()
        # no message pings anyone unless it names them (``bot.host.safe_text.pings``): ``parse: []``
        client_options.setdefault("allowed_mentions", discord.AllowedMentions.none())
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, tree_cls=HostTree,
                         help_command=None, chunk_guilds_at_startup=False, **client_options)
        self.config = config
        self.sync_commands = sync
        self._store = store
        self._game_names = game_names
        self._kits = kits
        self._engines = engines
        self._clock = clock
        self._timer_interval = timer_interval
        self._rulebook = rulebook
        self._renderer = renderer
        self.host: MatchHost | None = None
        self._timer_task: asyncio.Task[None] | None = None
        self.catch_up_task: asyncio.Task[int] | None = None
        self.warm_task: asyncio.Task[None] | None = None
        self.loaded_games: list[str] = []

    async def setup_hook(self) -> None:
        store = self._store or await open_store(self.config.store_target, self.config.shard_scope)
        self._store = store
        service = MatchService(store, engines=self._engines)
        renderer = self._renderer or Renderer(self.config.card_image_dir)
        self.host = MatchHost(self, store, service, renderer, kits=self._kits, clock=self._clock,
                              rulebook=self._rulebook)
        await self.tree.set_translator(CatalogTranslator())
        names = self._game_names if self._game_names is not None else games.available()
        for name in names:
            await self.load_extension(f"cogs.{name}")
            self.loaded_games.append(name)
        await self.load_extension("cogs.settings")
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        asyncio.get_running_loop().create_task(self.host.rules.preload())
        self.warm_task = asyncio.get_running_loop().create_task(self._warm_engines())
        self._timer_task = asyncio.get_running_loop().create_task(self._timer_loop())
        # Logged in (the REST API works) but not yet on the gateway: post the boards a previous run
        # stored but never posted, before any click can arrive. Past the budget the rest goes on in
        # the background while the bot connects.
        self.catch_up_task = asyncio.get_running_loop().create_task(self._catch_up())
        try:
            await asyncio.wait_for(asyncio.shield(self.catch_up_task), CATCH_UP_BUDGET)
        except TimeoutError:
            log.warning("still posting missed boards after %.0f s; connecting meanwhile", CATCH_UP_BUDGET)
        if self.sync_commands:
            await self.sync_tree()
        log.info("ready to host: %s", ", ".join(self.loaded_games) or "no games (no engine available yet)")

    async def sync_tree(self) -> None:
        guild_id = self.config.dev_guild_id
        if guild_id:
            guild = discord.Object(guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()

    async def _warm_engines(self) -> None:
        """Each game's engine reads what it would otherwise read in the first match's set-up (WoW's
        card scripts: seconds), off the event loop, while the bot connects."""
        for name in self.loaded_games:
            try:
                await asyncio.to_thread(self._engines(name).warm)
            except Exception:
                log.exception("%s: warming the engine failed (its first match reads it instead)", name)

    async def _catch_up(self) -> int:
        """Post the boards a previous run stored but never posted (see ``post_missing_boards``)."""
        if self.host is None:
            return 0
        try:
            posted = await self.host.post_missing_boards()
        except Exception:
            log.exception("catching up on unposted boards")
            return 0
        if posted:
            log.info("posted %s board(s) missed by the previous run", posted)
        return posted

    async def _timer_loop(self) -> None:
        """Fire due timers (reminders, challenge expiry); timers missed while down fire at once."""
        await self.wait_until_ready()
        while not self.is_closed():
            try:
                if self.host is not None:
                    await self.host.fire_due_timers()
            except Exception:
                log.exception("timer loop")
            await asyncio.sleep(self._timer_interval)

    async def close(self) -> None:
        if self._timer_task is not None:
            self._timer_task.cancel()
        if self.catch_up_task is not None:
            self.catch_up_task.cancel()
        if self.warm_task is not None:
            self.warm_task.cancel()
        await super().close()
        if self._store is not None:
            await self._store.close()
            self._store = None


def shard_options(config: Config) -> tuple[type[TcgBot], dict[str, Any]]:
    """The bot class and its shard arguments: one process for everything (no ``SHARD_COUNT``),
    one shard (``shard_id``), or several in this process (discord.py's AutoShardedBot with
    ``shard_ids``). Every process of a deployment is given the same ``SHARD_COUNT``."""
    if config.shard_count is None:
        return TcgBot, {}
    ids = list(config.shard_scope.ids)
    if len(ids) == 1:
        return TcgBot, {"shard_id": ids[0], "shard_count": config.shard_count}
    sharded = type("ShardedTcgBot", (TcgBot, commands.AutoShardedBot), {})
    return sharded, {"shard_ids": ids, "shard_count": config.shard_count}


def run_bot(config: Config, token: str, sync: bool = True) -> int:
    """Run until stopped; returns the process exit code."""
    cls, shards = shard_options(config)
    if shards:
        log.info("running %s; matches of other guilds are another process's", config.shard_scope)
    bot = cls(config, sync=sync and 0 in config.shard_scope.ids, **shards)  # one process syncs the commands
    try:
        bot.run(token, log_handler=None)
    except discord.LoginFailure:
        log.error("Discord refused the token: reset it on the Bot page and set DISCORD_TOKEN again")
        return 2
    except discord.PrivilegedIntentsRequired:
        log.error("the bot asked for an intent that is not enabled on the Bot page")
        return 2
    return 0
