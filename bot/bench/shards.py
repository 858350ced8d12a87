"""Sharded bot processes on one database, under load, through Discord's gateway:
``python -m bot bench shards --processes 4 --matches 400 --json``.

This process runs the fake Discord (``bot.testing.fake_discord``: gateway and REST on 127.0.0.1)
and starts ``processes`` real bot processes (``bot.bench.shard_bot``: ``python -m bot run``, the
unmodified discord.py client) with the same ``SHARD_COUNT`` and each its own ``SHARD_IDS``, on one
database: PostgreSQL when ``DATABASE_URL`` names one or the local test server answers (a schema of
its own, dropped afterwards), else a SQLite file. The fake sends each guild's INTERACTION_CREATE over
the session of the shard that owns it, ``(guild_id >> 22) % shard_count``, as Discord does.

Players challenge and accept in their guild's channel (``/GAME play``), then in the match thread the
pinged player opens their hand and clicks: the same action button twice at once (a double click)
and another action of the same hand at the same moment; exactly one may act, the others must be
told the game moved on. Midway one process is killed with SIGKILL and started again; interactions
its shards miss meanwhile fail, and the player clicks again once it is back. The bot processes keep
their bytecode in a cache of the run's own (``PYTHONPYCACHEPREFIX``), as an installed deployment
has it, so a restart does not recompile the package.

Afterwards the store is checked: ``lost``: acknowledged clicks (the hand edited to "Done: …") whose
action is not stored at the seq its button was made for (or not the action the button stood for);
``duplicated``: seqs acknowledged more than once; ``illegal_in_log``: stored actions a replay from
the seed refuses; ``replays_identical``: matches whose replay equals snapshot + tail.
``turnaround_p95_ms``: click to "Done" (the board is posted before it), with ``parallel`` matches in
play at once; ``answer_p95_ms`` the same over every click (stale answers included). ``recover_s``:
from the kill until the restarted process has acknowledged a click in each of its shards. Counts
and time are bounded (``matches``, ``per_match``, ``seconds``).
"""

from __future__ import annotations

import asyncio
import os
import random
import re
import signal
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.bench import p95
from bot.i18n import t
from bot.testing.fake_discord import FakeDiscord, FakeUser, InteractionRecord, NotConnected

ROOT = Path(__file__).resolve().parents[2]
LOCAL_POSTGRES = "postgresql://postgres@127.0.0.1:5432/test"
MAX_PROCESSES, MAX_MATCHES = 16, 5000  # a load test, bounded
TOKEN = "fake." + "x" * 60  # the shape Config accepts
DONE, STALE = t("done", "en", label=""), t("stale", "en")
REPLY_TIMEOUT = 20.0  # a click unanswered this long counts as unanswered (never acknowledged)


class BotProcess:
    """One ``bot.bench.shard_bot`` process serving ``shards`` of ``shard_count``."""

    def __init__(self, index: int, shards: list[int], shard_count: int, target: str, fake: FakeDiscord,
                 log: Path) -> None:
        self.index, self.shards, self.shard_count, self.target = index, shards, shard_count, target
        self.fake, self.log = fake, log
        self.proc: asyncio.subprocess.Process | None = None
        self._out: asyncio.Task[None] | None = None

    async def start(self, timeout: float = 60.0) -> None:
        """Start it and wait for its READY (every shard of it on the gateway)."""
        store = {"DATABASE_URL": self.target} if "://" in self.target else {"DATABASE_PATH": self.target}
        unset = ("DATABASE_URL", "DATABASE_PATH", "DEV_GUILD_ID", "PYTHONDONTWRITEBYTECODE")
        env = {k: v for k, v in os.environ.items() if k not in unset}
        # bytecode cached as in an installed deployment (a restart does not recompile the package),
        # in the run's own folder
        env.update(store, PYTHONPYCACHEPREFIX=str(self.log.parent / "pycache"), PYTHONPATH=str(ROOT),
                   DISCORD_TOKEN=TOKEN, SHARD_COUNT=str(self.shard_count),
                   SHARD_IDS=",".join(map(str, self.shards)), CARD_IMAGE_DIR="/nonexistent-card-images",
                   LOG_LEVEL="WARNING")
        with self.log.open("ab") as err:
            self.proc = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "bot.bench.shard_bot", "--api", self.fake.api_base, "--gateway",
                self.fake.gateway_url, cwd=ROOT, env=env, stdout=asyncio.subprocess.PIPE, stderr=err)
        assert self.proc.stdout is not None
        async with asyncio.timeout(timeout):
            while (line := await self.proc.stdout.readline()).strip() != b"READY":
                if not line:
                    code = await self.proc.wait()
                    tail = self.log.read_text(errors="replace").strip().splitlines()[-3:]  # the run's folder goes away
                    raise RuntimeError(f"bot process {self.index} exited before READY (code {code}): {' | '.join(tail)}")
        self._out = asyncio.create_task(self._drain(self.proc))

    @staticmethod
    async def _drain(proc: asyncio.subprocess.Process) -> None:
        assert proc.stdout is not None
        while await proc.stdout.readline():
            pass

    async def kill(self) -> None:
        if self.proc is not None and self.proc.returncode is None:
            self.proc.send_signal(signal.SIGKILL)
            await self.proc.wait()

    async def stop(self) -> None:
        """SIGINT (discord.py closes cleanly), SIGKILL after 20 s."""
        if self.proc is not None and self.proc.returncode is None:
            self.proc.send_signal(signal.SIGINT)
            try:
                await asyncio.wait_for(self.proc.wait(), 20)
            except TimeoutError:
                await self.kill()
        if self._out is not None:
            await self._out


@dataclass(frozen=True)
class Ack:
    """A click the player was told succeeded: the ``index``-th legal action of ``seat`` at ``seq``."""

    match: int
    seq: int
    index: int
    seat: int


@dataclass
class Table:
    """One match as its players see it."""

    guild: int
    channel: int
    players: tuple[FakeUser, FakeUser]
    match: int = 0
    thread: int = 0
    seats: dict[int, int] = field(default_factory=dict)


class Run:
    """The players' side and the bookkeeping: what was acknowledged, and the timings."""

    def __init__(self, fake: FakeDiscord, procs: list[BotProcess], shard_count: int, game: str, seed: int,
                 deadline: float) -> None:
        self.fake, self.procs, self.shard_count, self.game = fake, procs, shard_count, game
        self.rng = random.Random(seed)
        self.deadline = deadline
        self.acks: list[Ack] = []
        self.turnaround_ms: list[float] = []
        self.answer_ms: list[float] = []
        self.tally: Counter = Counter()
        self.killed_at: float | None = None
        self.victim: BotProcess | None = None
        self.recovered: dict[int, float] = {}  # the victim's shard → its first acknowledgement after the kill
        self.restart_s: float | None = None  # from the kill to the restarted process's READY
        self.tables: list[Table] = []
        self.sent_at: dict[str, float] = {}  # interaction token → when it was dispatched

    def shard(self, guild: int) -> int:
        return FakeDiscord.shard_of(guild, self.shard_count)

    async def interact(self, send: Callable[[], Awaitable[InteractionRecord]]) -> InteractionRecord | None:
        """Send an interaction; while its shard has no session (a process down) Discord fails it and
        the player tries again a little later. The record's ``sent_at`` is when it went out."""
        while time.perf_counter() < self.deadline + 30:
            sent_at = time.perf_counter()
            try:
                record = await send()
                self.sent_at[record.token] = sent_at
                return record
            except NotConnected:
                self.tally["failed_while_shard_down"] += 1
                await asyncio.sleep(0.05)
        return None

    @staticmethod
    async def reply(record: InteractionRecord, timeout: float = REPLY_TIMEOUT) -> str | None:
        """The first answer to ``record``, or None if its process died (or never answered)."""
        try:
            async with asyncio.timeout(timeout):
                while not record.replies and not record.gone:
                    record.changed.clear()
                    await record.changed.wait()
        except TimeoutError:
            return None
        return record.replies[0] if record.replies else None

    def board(self, thread: int) -> dict[str, Any] | None:
        boards = [m for m in self.fake.channel_messages(thread)
                  if any(a["filename"].startswith("board.") for a in m["attachments"])]
        return boards[-1] if boards else None

    async def open(self, k: int, guilds: list[tuple[int, int]]) -> Table | None:
        """Alice challenges Bob in guild ``k % len(guilds)``, Bob accepts; None if it never started."""
        fake = self.fake
        guild, channel = guilds[k % len(guilds)]
        table = Table(guild, channel, (fake.add_user(f"ann{k}"), fake.add_user(f"bo{k}")))
        a, b = table.players
        rec = await self.interact(lambda: fake.slash(a, f"{self.game} play", channel_id=channel, opponent=b))
        if rec is None or await self.reply(rec) is None:
            self.tally["challenges_unanswered"] += 1
            return None
        challenge = fake.messages[rec.original or 0]
        accept = next(c for c in fake.custom_ids(challenge) if c.endswith(":y"))
        table.match = int(accept.split(":")[2])
        table.seats = {a.id: 0, b.id: 1}

        before = len(fake.thread_order)

        def thread() -> int | None:
            return next((tid for tid in fake.thread_order[before:] if {a.id, b.id} <= fake.thread_members[tid]
                         and self.board(tid) is not None), None)

        for _ in range(3):  # an accept lost with a killed process is clicked again
            if await self.interact(lambda: fake.click(b, int(challenge["id"]), accept)) is None:
                break
            try:
                table.thread = await fake.until(thread, 15.0, "the match thread and its first board")
                return table
            except AssertionError:
                self.tally["accept_clicked_again"] += 1
        self.tally["matches_not_started"] += 1
        return None

    @staticmethod
    def choices(hand: dict[str, Any]) -> list[tuple[str, int, str | None]]:
        """(custom id, action index, select value) of every action the hand offers."""
        out: list[tuple[str, int, str | None]] = []
        for row in hand.get("components") or []:
            for c in row.get("components", []):
                cid = c.get("custom_id", "")
                if cid.startswith("tcg:a:"):
                    out.append((cid, int(cid.split(":")[4]), None))
                elif cid.startswith("tcg:s:"):
                    out += [(cid, int(o["value"]), o["value"]) for o in c["options"]]
        return out

    async def click(self, table: Table, user: FakeUser, hand: dict[str, Any], choice: tuple[str, int, str | None]) -> None:
        cid, index, value = choice
        rec = await self.interact(lambda: self.fake.click(user, int(hand["id"]), cid, [value] if value else None))
        self.tally["clicks"] += 1
        answer = await self.reply(rec) if rec is not None else None
        if rec is None or answer is None:
            self.tally["unanswered_by_a_killed_process"] += 1
            return
        sent_at = self.sent_at.pop(rec.token)
        ms = (time.perf_counter() - sent_at) * 1000
        self.answer_ms.append(ms)
        if answer.startswith(DONE):
            self.turnaround_ms.append(ms)
            self.acks.append(Ack(table.match, int(cid.split(":")[3]), index, table.seats[user.id]))
            shard = self.shard(table.guild)
            if (self.victim is not None and self.killed_at is not None and sent_at > self.killed_at
                    and shard in self.victim.shards and shard not in self.recovered):
                self.recovered[shard] = time.perf_counter()  # a click sent after the kill, acknowledged
        elif answer.startswith(STALE):
            self.tally["stale"] += 1
        else:
            self.tally["refused"] += 1

    async def step(self, table: Table) -> bool:
        """The pinged player (else the other) opens their hand and clicks three times at once; False
        once the match is over or nobody can act."""
        fake = self.fake
        board = self.board(table.thread)
        if board is None or "Match over" in board["content"]:
            return False
        pinged = [int(i) for i in re.findall(r"<@(\d+)>", board["content"].splitlines()[-1])]
        order = sorted(table.players, key=lambda u: u.id not in pinged)
        hand_button = next(c for c in fake.custom_ids(board) if c.startswith("tcg:hand:"))
        for user in order:
            rec = await self.interact(lambda u=user: fake.click(u, int(board["id"]), hand_button))
            if rec is None or await self.reply(rec) is None:
                return True  # its process died: the next step asks again
            options = self.choices(fake.messages[rec.original or 0])
            if options:
                hand = fake.messages[rec.original or 0]
                pick = self.rng.choice(options)
                other = self.rng.choice([o for o in options if o != pick] or [pick])
                await asyncio.gather(*(self.click(table, user, hand, c) for c in (pick, pick, other)))
                return True
        self.tally["nobody_could_act"] += 1
        return False

    async def play(self, k: int, guilds: list[tuple[int, int]], per_match: int) -> None:
        table = await self.open(k, guilds)
        if table is None:
            return
        self.tables.append(table)
        for _ in range(per_match):
            if time.perf_counter() > self.deadline or not await self.step(table):
                break

    async def kill_midway(self, at_acks: int, victim: BotProcess) -> None:
        while len(self.acks) < at_acks:
            await asyncio.sleep(0.02)
        self.victim = victim
        self.killed_at = time.perf_counter()
        await victim.kill()
        self.tally["kills"] += 1
        await victim.start()
        self.restart_s = round(time.perf_counter() - self.killed_at, 3)

    @property
    def recover_s(self) -> float | None:
        if self.victim is None or self.killed_at is None or set(self.recovered) != set(self.victim.shards):
            return None
        return round(max(self.recovered.values()) - self.killed_at, 3)


async def check(target: str, acks: list[Ack], matches: list[int]) -> dict[str, Any]:
    """Lost, duplicated and illegal actions, and replay == snapshot + tail, from the store."""
    from bot.matches import MatchService, deck_from_json, engine_for
    from bot.store import open_store
    from engine.core import Action, RulesError

    store = await open_store(target)
    svc = MatchService(store, engines=engine_for)
    slots = Counter((a.match, a.seq) for a in acks)
    duplicated = sum(n - 1 for n in slots.values() if n > 1)
    by_match: dict[int, list[Ack]] = {}
    for a in acks:
        by_match.setdefault(a.match, []).append(a)
    lost = illegal = identical = gaps = stored = 0
    for m in matches:
        rec = await store.get_match(m)
        assert rec is not None
        log = {a.seq: a for a in await store.actions(m)}
        stored += len(log)
        seqs = sorted(log)
        gaps += seqs != list(range(1, len(seqs) + 1))
        engine = engine_for(rec.game)
        state, _ = engine.new_game([s.name for s in rec.players], [deck_from_json(d) for d in rec.decks],
                                   rec.seed, rec.options)
        states = {0: state}
        try:
            for s in seqs:
                state = engine.apply(state, Action.from_json(log[s].action)).state
                states[s] = state
        except RulesError:
            illegal += 1
        for a in by_match.get(m, []):
            got, before = log.get(a.seq + 1), states.get(a.seq)
            legal = engine.legal_actions(before, a.seat) if before is not None else []
            if (got is None or got.player != a.seat or not 0 <= a.index < len(legal)
                    or legal[a.index].to_json() != got.action):
                lost += 1
        identical += await svc.verify(m)
    await store.close()
    return {"lost": lost, "duplicated": duplicated, "illegal_in_log": illegal, "logs_with_gaps": gaps,
            "replays_identical": f"{identical}/{len(matches)}", "stored_actions": stored}


async def _postgres_schema() -> tuple[str, str] | None:
    """(a URL with a fresh schema, the schema) on DATABASE_URL or the local test server, if either answers."""
    try:
        import asyncpg
    except ImportError:
        return None
    url = os.environ.get("DATABASE_URL", "").strip()
    base = url if url.startswith(("postgresql://", "postgres://")) else LOCAL_POSTGRES
    try:
        con = await asyncio.wait_for(asyncpg.connect(base), 5)
        await con.close()
    except Exception:
        return None
    schema = f"bench_shards_{os.getpid()}_{int(time.time())}"
    return f"{base}{'&' if '?' in base else '?'}schema={schema}", schema


async def _drop(url: str, schema: str) -> None:
    import asyncpg

    from bot.store.postgres import split_schema

    con = await asyncpg.connect(split_schema(url)[0])
    try:
        await con.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
    finally:
        await con.close()


async def _measure(target: str, workdir: Path, processes: int, matches: int, per_match: int, seconds: float,
                   game: str, parallel: int, seed: int, kill: bool, shards_per_process: int) -> dict[str, Any]:
    from bot.store import open_store

    shard_count = shards_per_process * processes  # process i runs shards i, i + processes, …
    fake = FakeDiscord(keep_files=False)
    await fake.start()
    guilds = [fake.add_guild(f"guild {k}", k) for k in range(2 * shard_count)]  # two guilds a shard
    store = await open_store(target)  # migrate before the processes start (they would too, under the lock)
    await store.close()
    log = workdir / "bots.log"
    procs = [BotProcess(i, list(range(i, shard_count, processes)), shard_count, target, fake, log)
             for i in range(processes)]
    try:
        await asyncio.gather(*(p.start() for p in procs))
        start = time.perf_counter()
        run = Run(fake, procs, shard_count, game, seed, start + seconds)
        gate = asyncio.Semaphore(parallel)

        async def one(k: int) -> None:
            async with gate:
                if time.perf_counter() < run.deadline:
                    await run.play(k, guilds, per_match)

        killer = (asyncio.create_task(run.kill_midway(max(1, matches * per_match // 3), procs[-1]))
                  if kill and processes > 1 else None)
        await asyncio.gather(*(one(k) for k in range(matches)))
        elapsed = time.perf_counter() - start
        if killer is not None and not killer.done():
            killer.cancel()
    finally:
        await asyncio.gather(*(p.stop() for p in procs), return_exceptions=True)
        await fake.stop()
    errors = [line for line in log.read_text(errors="replace").splitlines() if " ERROR " in line]
    figures = await check(target, run.acks, [t.match for t in run.tables])
    return {"actions": len(run.acks), **{k: figures[k] for k in ("lost", "duplicated", "illegal_in_log")},
            "turnaround_p95_ms": round(p95(run.turnaround_ms), 1), "recover_s": run.recover_s,
            "restart_s": run.restart_s,
            "answer_p95_ms": round(p95(run.answer_ms), 1), "processes": processes, "shard_count": shard_count,
            "matches": len(run.tables), "seconds": round(elapsed, 1),
            "actions_per_s": round(len(run.acks) / elapsed, 1), "game": game,
            **{k: figures[k] for k in ("replays_identical", "logs_with_gaps", "stored_actions")},
            **{k: run.tally[k] for k in ("clicks", "stale", "refused", "kills", "unanswered_by_a_killed_process",
                                         "failed_while_shard_down", "nobody_could_act", "matches_not_started")},
            "bot_errors_logged": len(errors)}


def run(processes: int = 2, matches: int = 20, per_match: int = 4, seconds: float = 300.0, game: str | None = None,
        parallel: int = 4, seed: int = 1, kill: bool = True, shards_per_process: int = 1,
        database: str | None = None) -> dict[str, Any]:
    """The figures above, prefixed ``shards_``. Defaults are a quick run; the issue's load test is
    ``processes=4, matches=400``. ``database``: unset, PostgreSQL if it answers (a schema of its
    own) else a temporary SQLite file; ``"sqlite"`` that file; else a SQLite path or a
    ``postgresql://`` URL used as it is. ``shards_per_process`` above 1 runs each process as
    discord.py's AutoShardedBot (which waits 5 s before each further IDENTIFY, as Discord limits)."""
    from engine import games

    if not 1 <= processes <= MAX_PROCESSES or not 1 <= matches <= MAX_MATCHES:
        raise ValueError(f"processes must be 1 to {MAX_PROCESSES} and matches 1 to {MAX_MATCHES}"
                         f" (got {processes} and {matches})")
    available = games.available()
    game = game or ("lorcana" if "lorcana" in available else (available[0] if available else None))
    if game not in available:
        raise RuntimeError(f"no game to play: {game or 'no engine'} is not available")
    options = (matches, per_match, seconds, game, parallel, seed, kill, shards_per_process)

    async def main() -> dict[str, Any]:
        with tempfile.TemporaryDirectory(prefix="bench_shards_") as tmp:
            if database not in (None, "sqlite"):
                store = "postgresql" if "://" in database else "sqlite"
                return {"store": store, **await _measure(database, Path(tmp), processes, *options)}
            pg = None if database == "sqlite" else await _postgres_schema()
            if pg is not None:
                url, schema = pg
                try:
                    return {"store": "postgresql", **await _measure(url, Path(tmp), processes, *options)}
                finally:
                    await _drop(url, schema)
            target = str(Path(tmp) / "shards.sqlite3")
            return {"store": "sqlite", **await _measure(target, Path(tmp), processes, *options)}

    return {f"shards_{k}": v for k, v in asyncio.run(main()).items()}

