"""Crash through Discord: the real bot process (``bot_runner`` → ``python -m bot run`` → ``run_bot``)
is connected to the e2e fake Discord and killed with SIGKILL at random points while two fake players
click through matches (open the hand, press an action button or pick from the select). After the
restarts:

- every action acknowledged to a player (the hand message edited to "Done: …", or a new board
  posted in the thread after the click) is in the store at the seq its button was made for, and it
  is exactly the legal action the clicked button stood for;
- ``MatchService.verify`` holds for every match (replay from the seed == snapshot + tail);
- the buttons of messages posted before a crash keep working: the first board's hand button, and
  the last action buttons a player had (they act if still current, else "moved on" with fresh ones).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import signal
import sqlite3
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.i18n import t
from bot.matches import MatchService, deck_from_json, engine_for
from bot.store import SqliteStore
from engine import games
from engine.core import Action, Engine
from tests.core.tiny_game import Tiny
from tests.e2e.conftest import Harness
from tests.e2e.fake_discord import FakeDiscord, FakeUser

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "fake." + "x" * 60  # the shape Config accepts (≥ 50 characters, no space)
STEP_TIMEOUT = 15.0
LANGS = ("en", "ja")  # Bob's Discord is in Japanese
DONE = tuple(t("done", lang, label="") for lang in LANGS)
STALE = tuple(t("stale", lang) for lang in LANGS)


class BotProcess:
    """``python -m tests.reliability.bot_runner`` (the real ``python -m bot run``) against ``fake``."""

    def __init__(self, proc: asyncio.subprocess.Process) -> None:
        self.proc = proc
        self.ready_seen = False

    @classmethod
    async def start(cls, fake: FakeDiscord, db: Path, log: Path, tiny: bool) -> BotProcess:
        env = dict(os.environ, PYTHONPATH=str(ROOT), DISCORD_TOKEN=TOKEN, DATABASE_PATH=str(db),
                   DEV_GUILD_ID=str(FakeDiscord.GUILD_ID), CARD_IMAGE_DIR="/nonexistent-card-images", LOG_LEVEL="INFO")
        args = ["-m", "tests.reliability.bot_runner", "--api", fake.api_base, "--gateway", fake.gateway_url]
        with log.open("ab") as err:
            proc = await asyncio.create_subprocess_exec(sys.executable, *args, *(["--tiny"] if tiny else []), cwd=ROOT,
                                                        env=env, stdout=asyncio.subprocess.PIPE, stderr=err)
        return cls(proc)

    async def ready(self, timeout: float = 60) -> None:
        assert self.proc.stdout is not None
        async with asyncio.timeout(timeout):
            while True:
                line = await self.proc.stdout.readline()
                if not line:
                    raise AssertionError(f"the bot exited before READY (code {await self.proc.wait()})")
                if line.strip() == b"READY":
                    self.ready_seen = True
                    return

    async def kill(self) -> None:
        if self.proc.returncode is None:
            self.proc.send_signal(signal.SIGKILL)
        await self.proc.wait()


@dataclass
class Ack:
    match_id: int
    seq: int  # the seq the clicked button was made at: the action is stored as seq + 1
    index: int  # its index in legal_actions
    seat: int
    how: str  # "confirmed" (Done: …) or "board" (the new board was posted)


@dataclass
class Play:
    """What the fake players know and did, across restarts."""

    h: Harness
    rng: random.Random
    match_id: int | None = None
    thread_id: int | None = None
    first_board: int | None = None
    last_hand: tuple[FakeUser, dict[str, Any]] | None = None  # the last action buttons a player got
    acks: list[Ack] = field(default_factory=list)
    stats: Counter = field(default_factory=Counter)
    seats: dict[int, dict[int, int]] = field(default_factory=dict)  # match → user id → seat

    @property
    def fake(self) -> FakeDiscord:
        return self.h.fake

    def choices(self, hand: dict[str, Any]) -> list[tuple[str, str, str | None]]:
        out: list[tuple[str, str, str | None]] = []
        for row in hand["components"]:
            for c in row["components"]:
                cid = c.get("custom_id", "")
                if cid.startswith("tcg:a:"):
                    out.append((c.get("label", ""), cid, None))
                elif cid.startswith("tcg:s:"):
                    out += [(o["label"], cid, o["value"]) for o in c["options"]]
        return out

    async def new_match(self) -> None:
        self.match_id = self.thread_id = self.first_board = None
        self.last_hand = None
        match_id, thread_id = await self.h.start_match()
        self.match_id, self.thread_id = match_id, thread_id
        self.first_board = int(self.h.board_messages(thread_id)[0]["id"])
        self.seats[match_id] = {self.h.alice.id: 0, self.h.bob.id: 1}
        self.stats["matches_started"] += 1

    async def click(self, user: FakeUser, hand: dict[str, Any], choice: tuple[str, str, str | None]) -> str:
        """Press one action on ``hand``; returns confirmed / board / stale once the bot answered."""
        fake, h = self.fake, self.h
        assert self.thread_id is not None
        _, cid, value = choice
        _, _, m, seq, i = cid.split(":")
        index = int(value) if value is not None else int(i)
        boards = len(h.board_messages(self.thread_id))
        seen = len(fake.ephemerals(user))
        hand_id = int(hand["id"])
        await fake.click(user, hand_id, cid, [value] if value is not None else None)

        def outcome() -> str | None:
            if (fake.messages.get(hand_id) or {}).get("content", "").startswith(DONE):
                return "confirmed"
            if len(h.board_messages(self.thread_id)) > boards:  # type: ignore[arg-type]
                return "board"
            if any((e["content"] or "").startswith(STALE) for e in fake.ephemerals(user)[seen:]):
                return "stale"
            return None

        how = await fake.until(outcome, STEP_TIMEOUT, "the answer to a click")
        self.stats[how] += 1
        if how != "stale":
            self.acks.append(Ack(int(m), int(seq), index, self.seats[int(m)][user.id], how))
        return how

    async def step(self) -> bool:
        """One action of whoever can act; False once the match is over."""
        h = self.h
        assert self.thread_id is not None
        board = h.board_messages(self.thread_id)[-1]
        if "Match over" in board["content"]:
            return False
        first = h.next_actor(board)
        order = [first, *(u for u in (h.alice, h.bob) if u is not first)] if first else [h.alice, h.bob]
        for user in order:
            hand = await h.open_hand(user, board)
            options = self.choices(hand)
            if options:
                self.last_hand = (user, hand)
                await self.click(user, hand, self.rng.choice(options))
                return True
        # nobody can act: the game ended, its last board lost to a kill before it was posted
        self.stats["over_without_final_board"] += 1
        return False

    async def play(self, limit: int = 10**9) -> None:
        for _ in range(limit):
            if self.match_id is None or not await self.step():
                await self.new_match()

    async def after_restart(self) -> None:
        """Buttons posted before the crash keep working."""
        fake, h = self.fake, self.h
        if self.first_board is None:
            return
        board = fake.messages[self.first_board]
        hand_id = next(c for c in fake.custom_ids(board) if c.startswith("tcg:hand:"))
        for user in (h.alice, h.bob):
            reply = await h.reply_to(await fake.click(user, self.first_board, hand_id), STEP_TIMEOUT)
            assert not any(t("internal_error", lang) in reply["content"] for lang in LANGS), reply["content"]
            assert any(a["filename"].startswith("hand.") for a in reply["attachments"]), reply["content"]
            self.stats["old_hand_buttons_ok"] += 1
        if self.last_hand is not None:
            user, hand = self.last_hand
            options = self.choices(hand)
            if options and fake.messages.get(int(hand["id"]), {}).get("components"):
                how = await self.click(user, hand, self.rng.choice(options))
                self.stats[f"old_action_button_{how}"] += 1
            self.last_hand = None


async def check_store(db: Path, acks: list[Ack], engines: Any) -> dict[str, int]:
    con = sqlite3.connect(db)
    assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    con.close()
    store = await SqliteStore.open(db)
    svc = MatchService(store, engines=engines)
    try:
        matches = {r.id: r for status in ("active", "finished") for r in await store.matches_with_status(status)}
        logs = {mid: await store.actions(mid) for mid in matches}
        for mid in matches:
            assert await svc.verify(mid), f"match {mid}: replay differs from snapshot + tail"
        for ack in acks:
            assert ack.match_id in matches, f"acknowledged action in match {ack.match_id}, which is not active/finished"
            rec = matches[ack.match_id]
            by_seq = {a.seq: a for a in logs[ack.match_id]}
            stored = by_seq.get(ack.seq + 1)
            assert stored is not None, f"match {ack.match_id}: acknowledged action #{ack.seq + 1} is not stored"
            assert stored.player == ack.seat, f"match {ack.match_id} #{ack.seq + 1}: stored for seat {stored.player}"
            engine: Engine = engines(rec.game)
            state, _ = engine.replay([s.name for s in rec.players], [deck_from_json(d) for d in rec.decks], rec.seed,
                                     rec.options, [Action.from_json(a.action) for a in logs[ack.match_id][:ack.seq]])
            clicked = engine.legal_actions(state, ack.seat)[ack.index]
            assert clicked.to_json() == stored.action, f"match {ack.match_id} #{ack.seq + 1}: {stored.action} ≠ {clicked}"
        return {"matches": len(matches), "actions_stored": sum(len(v) for v in logs.values()),
                "finished": sum(r.status == "finished" for r in matches.values())}
    finally:
        await store.close()


async def crash_run(tmp_path: Path, tiny: bool, kills: int, seed: int, final_actions: int = 10) -> dict[str, Any]:
    rnd = random.Random(seed)
    fake = FakeDiscord()
    await fake.start()
    db, log = tmp_path / "bot.sqlite3", tmp_path / "bot.log"
    h = Harness(fake, str(db))
    play = Play(h, random.Random(seed + 1))
    engines = (lambda game: Tiny()) if tiny else engine_for
    killed_before_ready = 0
    bot: BotProcess | None = None
    try:
        for _ in range(kills):
            bot = await BotProcess.start(fake, db, log, tiny)
            if rnd.random() < 0.15:  # sometimes during start-up
                await asyncio.sleep(rnd.uniform(0, 0.8))
                killed_before_ready += 1
                await bot.kill()
                continue
            await bot.ready()
            await play.after_restart()
            task = asyncio.create_task(play.play())
            await asyncio.sleep(rnd.uniform(0.05, 2.0))
            if task.done():
                task.result()  # a failure of the players' side: show it
            await bot.kill()
            task.cancel()
            # cut off by the kill: cancelled, waiting in vain, or clicking into the closed gateway socket
            with contextlib.suppress(asyncio.CancelledError, AssertionError, TimeoutError, ConnectionError):
                await task
        # the last start proves the bot keeps serving: old buttons, then a few more actions
        bot = await BotProcess.start(fake, db, log, tiny)
        await bot.ready()
        await play.after_restart()
        await play.play(final_actions)
        await bot.kill()
    finally:
        if bot is not None:
            await bot.kill()
        await fake.stop()
    text = log.read_text(errors="replace")
    errors = [line for line in text.splitlines() if " ERROR " in line]
    assert not errors, "the bot logged errors:\n" + "\n".join(errors[:10])
    figures = await check_store(db, play.acks, engines)
    return {"game": "tiny" if tiny else "lorcana", "kills": kills, "kills_before_ready": killed_before_ready,
            "restarts": kills + 1, "acknowledged": len(play.acks), **figures, **play.stats}


async def test_real_bot_process_sigkill_loses_no_acknowledged_click(tmp_path, counts):
    figures = await crash_run(tmp_path, tiny=True, kills=6, seed=5)
    counts(**figures)
    assert figures["acknowledged"] > 10 and figures["old_hand_buttons_ok"] >= 2


@pytest.mark.skipif("lorcana" not in games.available(), reason="the Lorcana engine is not there yet")
async def test_real_bot_process_sigkill_lorcana(tmp_path, counts):
    figures = await crash_run(tmp_path, tiny=False, kills=3, seed=6)
    counts(**figures)
    assert figures["acknowledged"] > 3


@pytest.mark.slow
@pytest.mark.parametrize("tiny", [True, False], ids=["tiny", "lorcana"])
async def test_real_bot_process_sigkill_many_times(tiny, tmp_path, counts):
    if not tiny and "lorcana" not in games.available():
        pytest.skip("the Lorcana engine is not there yet")
    figures = await crash_run(tmp_path, tiny=tiny, kills=40, seed=7, final_actions=30)
    counts(**figures)
    assert figures["acknowledged"] > 40
