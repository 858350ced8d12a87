"""Fixtures: a fake Discord on 127.0.0.1 and the real bot pointed at it, playing the tiny test
game through the Lorcana cog (the real Lorcana engine is injected the same way once it lands)."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import os
import random
import re
from typing import Any

import discord
import pytest
import yarl

from bot.client import TcgBot, shard_options
from bot.config import Config
from bot.host.kits import GameKit
from bot.host.render import Renderer
from engine.core.cards import CardPool, CardRecord
from engine.core.rules import RuleRef
from engine.games import DeckCheck, DeckProblem
from tests.core.tiny_game import Tiny

from .fake_discord import FakeDiscord, FakeUser

VALUES = [1, 2, 3, 4, 5, 5, 2, 3, 1, 4, 5, 2]
ALPHA = {f"a{v}": f"Alpha{v}" for v in range(1, 6)}
BETA = {f"b{v}": f"Beta{v}" for v in range(1, 6)}
ALPHA_LIST = "\n".join(f"{VALUES.count(v)} Alpha{v}" for v in range(1, 6))


def tiny_pool(game: str = "lorcana") -> CardPool:
    records = [CardRecord(cid, {"id": cid, "name": name, "value": int(cid[1:])}, {"en": name, "ja": name + "（日）"})
               for cid, name in {**ALPHA, **BETA}.items()]
    return CardPool(game, records)


def parse_tiny(text: str, pool: CardPool) -> DeckCheck:
    from engine.core import Deck

    main: list[str] = []
    problems: list[DeckProblem] = []
    for n, line in enumerate(text.splitlines(), 1):
        m = re.fullmatch(r"\s*(\d+)\s+(.+?)\s*", line)
        if not line.strip():
            continue
        rec = pool.find_name(m[2]) if m else None
        if m is None or rec is None:
            problems.append(DeckProblem(f"unknown card {line.strip()!r}", RuleRef("tiny", "1.1"), n))
            continue
        main += [rec.id] * int(m[1])
    if len(main) != 12:
        problems.append(DeckProblem(f"a deck has 12 cards, not {len(main)}", RuleRef("tiny", "1.1")))
    deck = Deck(main=main, cards=pool.data(main)) if main else None
    return DeckCheck(deck, problems)


def beta_deck(pool: CardPool, rng: Any):
    from engine.core import Deck

    main = [f"b{v}" for v in VALUES]
    return Deck(main=main, cards=pool.data(main))


async def _pool(store: Any) -> CardPool:
    return tiny_pool()


def tiny_kit(name: str) -> GameKit:
    return GameKit(name=name, title="Tiny", engine=Tiny(), parse_deck=parse_tiny, random_deck=beta_deck,
                   load_pool=_pool)


class RecordingRenderer(Renderer):
    """The real renderer (or its fallback) that also notes, for every image, whose view it was
    made from, so a test can tell which hand any delivered file shows."""

    def __init__(self) -> None:
        super().__init__("/nonexistent-card-images")
        self.made: dict[str, tuple[str, int | None]] = {}

    async def board(self, view, lang="en"):
        png = await super().board(view, lang)
        self.made[hashlib.sha256(png).hexdigest()] = ("board", None)
        return png

    async def hand(self, view, viewer, lang="en"):
        png = await super().hand(view, viewer, lang)
        self.made[hashlib.sha256(png).hexdigest()] = ("hand", viewer)
        return png


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


class Harness:
    """The fake Discord, the users, and a bot that can be stopped and started again on the same
    database (a restart)."""

    def __init__(self, fake: FakeDiscord, db_path: str, *, real_games: bool = False,
                 bot_options: dict[str, Any] | None = None, config_options: dict[str, Any] | None = None) -> None:
        self.fake = fake
        self.real_games = real_games
        self.bot_options = bot_options or {}
        self.config_options = config_options or {}
        """More ``Config`` fields, e.g. ``shard_count`` and ``shard_ids`` (the bot class follows them)."""
        self.db_path = db_path
        self.clock = Clock()
        self.renderer = RecordingRenderer()
        self.alice = fake.add_user("alice")
        self.bob = fake.add_user("bob", locale="ja")
        self.carol = fake.add_user("carol")
        self.bot: TcgBot | None = None
        self._task: asyncio.Task[None] | None = None

    async def start_bot(self) -> TcgBot:
        config = Config(discord_token=None, database_path=self.db_path, dev_guild_id=FakeDiscord.GUILD_ID,
                        card_image_dir="/nonexistent-card-images", log_level="INFO", **self.config_options)
        cls, shards = shard_options(config)  # TcgBot, or AutoShardedBot for several shards
        games: dict[str, Any] = ({} if self.real_games else
                                 {"game_names": ["lorcana"], "kits": tiny_kit, "engines": lambda game: Tiny()})
        games.update(self.bot_options)
        bot = cls(config, sync=True, **games, **shards, clock=self.clock, timer_interval=0.02,
                  renderer=self.renderer, guild_ready_timeout=0.05)
        self.bot = bot
        self._task = asyncio.create_task(bot.start("fake." + "x" * 60))
        ready = asyncio.ensure_future(bot.wait_until_ready())
        await asyncio.wait({ready, self._task}, timeout=10, return_when=asyncio.FIRST_COMPLETED)
        if self._task.done():  # set-up failed: show why instead of timing out
            ready.cancel()
            self._task.result()
        assert ready.done(), "the bot did not become ready"
        if bot.host is not None:
            await bot.host.rules.preload()
        if bot.warm_task is not None:  # WoW's card scripts, read once per process: not in a test's first match
            await bot.warm_task
        return bot

    async def stop_bot(self) -> None:
        if self.bot is not None:
            await self.bot.close()
        if self._task is not None:
            with contextlib.suppress(asyncio.CancelledError, discord.ConnectionClosed):
                await asyncio.wait_for(self._task, 5)
        self.bot = None

    # --- driving a match through the UI ------------------------------------------------------
    async def set_setting(self, sub: str, **value: Any) -> None:
        reply = await self.reply_to(await self.fake.slash(self.alice, f"tcg-settings {sub}", **value))
        assert "Saved" in reply["content"], reply["content"]

    async def save_deck(self, user: FakeUser, name: str, text: str, game: str = "lorcana") -> None:
        rec = await self.fake.slash(user, f"{game} deck save", name=name)
        await self.fake.answered(rec)
        assert rec.callback is not None and rec.callback["type"] == 9  # a modal to paste the list into
        done = await self.fake.submit_modal(user, rec.callback["data"]["custom_id"], {"list": text})
        reply = await self.reply_to(done)
        assert "deck" in reply["content"].casefold() or "デッキ" in reply["content"], reply["content"]

    async def challenge(self, *opponents: FakeUser, game: str = "lorcana", **options: Any) -> tuple[int, dict[str, Any], str]:
        """Alice challenges: (match id, the challenge message, the accept button's custom id)."""
        names = ["opponent", "player3", "player4"]
        opts = {names[i]: o for i, o in enumerate(opponents)} | options
        message = await self.reply_to(await self.fake.slash(self.alice, f"{game} play", **opts))
        accept = next(c for c in self.fake.custom_ids(message) if c.endswith(":y"))
        return int(accept.split(":")[2]), message, accept

    async def reply_to(self, record, timeout: float = 5.0) -> dict[str, Any]:
        """The bot's visible answer to an interaction (the loading message replaced, if deferred)."""
        await self.fake.answered(record, timeout)

        def ready():
            m = self.fake.messages.get(record.original or 0)
            return m if m is not None and not (m["flags"] & 128) else None

        return await self.fake.until(ready, timeout, "the deferred reply")

    async def start_match(self, deck: str | None = None, game: str = "lorcana",
                          channel_id: int | None = None) -> tuple[int, int]:
        """Alice challenges Bob (in ``channel_id``, default the fake's channel), Bob accepts:
        returns (match id, thread id)."""
        fake = self.fake
        opts: dict[str, Any] = {"opponent": self.bob}
        if deck:
            opts["deck"] = deck
        rec = await fake.slash(self.alice, f"{game} play", channel_id=channel_id, **opts)
        challenge = await self.reply_to(rec)
        accept = next(c for c in fake.custom_ids(challenge) if c.endswith(":y"))
        match_id = int(accept.split(":")[2])
        threads_before = len(fake.threads())
        await fake.click(self.bob, int(challenge["id"]), accept)
        await fake.until(lambda: len(fake.threads()) > threads_before, what="the match thread")
        thread_id = int(fake.threads()[-1]["id"])
        await fake.until(lambda: self.board_messages(thread_id), what="the first board")
        await self.board_noted(thread_id)
        return match_id, thread_id

    async def board_noted(self, thread_id: int, timeout: float = 5.0) -> None:
        """Wait until the bot has noted the thread's board as posted (a write that lands just after
        the post), so a test sees the store settled once it sees the board. (A bot in another
        process, as in the crash tests, is not waited for.)"""
        if self.bot is None or self.bot.host is None:
            return
        store = self.bot.host.store
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            record = await store.match_by_thread(thread_id)
            if record is None or record.posted_seq == record.last_seq:
                return
            if loop.time() > deadline:
                raise AssertionError(f"match {record.id}: board #{record.last_seq} not noted as posted")
            await asyncio.sleep(0.01)

    def board_messages(self, thread_id: int) -> list[dict[str, Any]]:
        return [m for m in self.fake.channel_messages(thread_id) if any(a["filename"].startswith("board.") for a in m["attachments"])]

    def user(self, user_id: int) -> FakeUser:
        return self.fake.users[user_id]

    def next_actor(self, board: dict[str, Any]) -> FakeUser | None:
        last = board["content"].splitlines()[-1]
        ids = re.findall(r"<@(\d+)>", last)
        return self.user(int(ids[0])) if ids and "Match over" not in board["content"] else None

    async def open_hand(self, user: FakeUser, board: dict[str, Any]) -> dict[str, Any]:
        hand_id = next(c for c in self.fake.custom_ids(board) if c.startswith("tcg:hand:"))
        return await self.reply_to(await self.fake.click(user, int(board["id"]), hand_id))

    async def step(self, thread_id: int, prefer: str = "play") -> dict[str, Any]:
        """The pinged player opens their hand and takes an action; returns the new board."""
        boards = self.board_messages(thread_id)
        board = boards[-1]
        actor = self.next_actor(board)
        assert actor is not None, board["content"]
        hand = await self.open_hand(actor, board)
        prefs = prefer.split("|")
        choices: list[tuple[str, str, str | None]] = []  # (label, custom id, select value)
        for row in hand["components"]:
            for c in row["components"]:
                if c.get("custom_id", "").startswith("tcg:a:"):
                    choices.append((c.get("label", ""), c["custom_id"], None))
                elif c.get("custom_id", "").startswith("tcg:s:"):
                    choices += [(o["label"], c["custom_id"], o["value"]) for o in c["options"]]
        assert choices, hand["content"]

        def rank(item: tuple[str, str, str | None]) -> int:
            low = item[0].casefold()
            if low.startswith("apply by hand"):  # optional manual text: never in place of a move (a Reckless challenge)
                return len(prefs) + 1
            return next((i for i, p in enumerate(prefs) if low.startswith(p.casefold())), len(prefs))

        _, custom_id, value = min(choices, key=rank)
        await self.fake.click(actor, int(hand["id"]), custom_id, [value] if value is not None else None)
        await self.fake.until(lambda: len(self.board_messages(thread_id)) > len(boards), what="the next board")
        await self.board_noted(thread_id)
        return self.board_messages(thread_id)[-1]


@pytest.fixture
async def fake(monkeypatch):
    # the bot draws match seeds and random decks from ``random``: a failing run names its seed
    seed = int(os.environ.get("E2E_SEED") or random.SystemRandom().randrange(2**31))
    random.seed(seed)
    print(f"e2e random seed {seed} (E2E_SEED={seed} replays this run's matches)")
    server = FakeDiscord()
    await server.start()
    monkeypatch.setattr(discord.http.Route, "BASE", server.api_base)
    monkeypatch.setattr(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(server.gateway_url))
    yield server
    await server.stop()


@pytest.fixture
async def harness(fake, tmp_path):
    h = Harness(fake, str(tmp_path / "bot.sqlite3"))
    await h.start_bot()
    yield h
    await h.stop_bot()


@pytest.fixture
async def real(fake, tmp_path):
    """The bot with the real engines (their own cogs and card pools)."""
    h = Harness(fake, str(tmp_path / "bot.sqlite3"), real_games=True)
    await h.start_bot()
    yield h
    await h.stop_bot()


# action labels a scripted player prefers, in order (the first word of the label)
PREFER = "quest|ink|play|sing|challenge|attack|advance|strike|resource|done|no more|pass|end turn"
