"""Sharded processes on one database, under load: ``python -m bot bench shards --processes 4
--matches 400 --json``.

Several bot processes (``bot.bench.shard_worker``: the real MatchService and store, each limited
to its shards) share one database: PostgreSQL when ``DATABASE_URL`` names one or the local test
server answers (a schema of its own, dropped afterwards), else a SQLite file. This process plays
Discord: it routes each match's clicks to the process whose shard owns the match's guild
(``(guild_id >> 22) % shard_count``), over pipes on this machine only. Every click is sent several
times at once (a double click), once more to another process (a stale process still serving), and
the other player clicks too. Midway one process is killed with SIGKILL and started again.

Afterwards the store is checked: ``lost`` acknowledged actions missing from their seq,
``duplicated`` seqs acknowledged twice, ``illegal_in_log`` stored actions a replay from the seed
refuses, and ``replays_identical`` matches whose replay equals snapshot + tail. ``recover_s``: from
the kill to the restarted process's first acknowledged action; ``turnaround_p95_ms``: click to
acknowledgement, with ``parallel`` matches in play at once (each click sent five times: 40 requests
in flight by default). Counts and time are bounded (``matches``, ``per_match``, ``seconds``).
"""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import random
import signal
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from bot.bench import p95

ROOT = Path(__file__).resolve().parents[2]
LOCAL_POSTGRES = "postgresql://postgres@127.0.0.1:5432/test"
MAX_PROCESSES, MAX_MATCHES = 16, 5000  # a load test, bounded


class ProcessGone(Exception):
    """The process died with the request unanswered (never acknowledged)."""


class Worker:
    """One shard_worker process and its pending requests."""

    def __init__(self, index: int, shards: list[int], shard_count: int, target: str) -> None:
        self.index, self.shards, self.shard_count, self.target = index, shards, shard_count, target
        self.proc: asyncio.subprocess.Process | None = None
        self.pending: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self.up = asyncio.Event()
        self.started_at = 0.0
        self._reader: asyncio.Task[None] | None = None

    async def start(self) -> None:
        self.started_at = time.perf_counter()
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot.bench.shard_worker", "--db", self.target, "--shard-count",
            str(self.shard_count), "--shards", ",".join(map(str, self.shards)), cwd=ROOT, env=env,
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.DEVNULL,
            limit=2**24)
        assert self.proc.stdout is not None
        line = await asyncio.wait_for(self.proc.stdout.readline(), 60)
        if line.strip() != b"READY":
            raise RuntimeError(f"shard process {self.index} did not start (exit {await self.proc.wait()})")
        self._reader = asyncio.create_task(self._read(self.proc))
        self.up.set()

    async def _read(self, proc: asyncio.subprocess.Process) -> None:
        assert proc.stdout is not None
        while line := await proc.stdout.readline():
            if not line.endswith(b"\n"):
                break  # cut off by a kill: never acknowledged
            reply = json.loads(line)
            fut = self.pending.pop(reply["id"], None)
            if fut is not None and not fut.done():
                fut.set_result(reply)
        self.up.clear()
        for fut in self.pending.values():
            if not fut.done():
                fut.set_exception(ProcessGone())
        self.pending.clear()

    async def request(self, req: dict[str, Any]) -> dict[str, Any]:
        await self.up.wait()
        assert self.proc is not None and self.proc.stdin is not None
        fut: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self.pending[req["id"]] = fut
        try:
            self.proc.stdin.write((json.dumps(req, separators=(",", ":")) + "\n").encode())
            await self.proc.stdin.drain()
        except (BrokenPipeError, ConnectionResetError) as exc:
            self.pending.pop(req["id"], None)
            raise ProcessGone() from exc
        return await fut

    async def kill(self) -> None:
        if self.proc is not None and self.proc.returncode is None:
            self.up.clear()
            self.proc.send_signal(signal.SIGKILL)
            await self.proc.wait()
        if self._reader is not None:
            await self._reader

    async def stop(self) -> None:
        if self.proc is not None and self.proc.returncode is None:
            assert self.proc.stdin is not None
            self.proc.stdin.close()
            try:
                await asyncio.wait_for(self.proc.wait(), 30)
            except TimeoutError:
                await self.kill()
        if self._reader is not None:
            await self._reader


class Run:
    """The driver's bookkeeping: what was acknowledged, and the timings."""

    def __init__(self, workers: list[Worker], shard_count: int, seed: int) -> None:
        self.workers = workers
        self.shard_count = shard_count
        self.rng = random.Random(seed)
        self.ids = itertools.count(1)
        self.acks: list[tuple[int, int, dict[str, Any]]] = []  # (match, seq, action)
        self.turnaround_ms: list[float] = []
        self.tally: Counter = Counter()
        self.killed_at: float | None = None
        self.recovered_at: float | None = None
        self.victim: Worker | None = None

    def owner(self, guild: int) -> Worker:
        shard = (guild >> 22) % self.shard_count
        return next(w for w in self.workers if shard in w.shards)

    async def ask(self, worker: Worker, req: dict[str, Any], retry: bool = True) -> dict[str, Any] | None:
        """A request to ``worker``; while it is down (killed, restarting) Discord would fail the
        interaction and the user try again: retried once it is back, unless ``retry`` is False."""
        while True:
            try:
                return await worker.request({**req, "id": next(self.ids)})
            except ProcessGone:
                self.tally["unanswered_by_a_killed_process"] += 1
                if not retry:
                    return None
                await asyncio.sleep(0.01)

    async def click(self, worker: Worker, match: int, user: int, action: dict, seq: int) -> None:
        start = time.perf_counter()
        reply = await self.ask(worker, {"op": "act", "match": match, "user": user, "action": action, "seq": seq},
                               retry=False)
        self.tally["clicks"] += 1
        if reply is None:
            return
        if "ok" in reply:
            self.turnaround_ms.append((time.perf_counter() - start) * 1000)
            self.acks.append((match, reply["ok"], action))
            self.tally["acknowledged"] += 1
            if worker is self.victim and self.killed_at is not None and self.recovered_at is None:
                self.recovered_at = time.perf_counter()
        elif "stale" in reply:
            self.tally["stale"] += 1
        else:
            self.tally["refused"] += 1

    async def play(self, k: int, game: str, per_match: int, deadline: float, created: list[int]) -> None:
        guild = (k << 22) | 0x2A  # shard k % shard_count
        owner = self.owner(guild)
        reply = await self.ask(owner, {"op": "create", "game": game, "guild": guild, "seed": 1000 + k})
        assert reply is not None
        if "match" not in reply:
            raise RuntimeError(f"cannot create a match: {reply}")
        match = reply["match"]
        created.append(match)
        for _ in range(per_match):
            if time.perf_counter() > deadline:
                break
            view = await self.ask(owner, {"op": "view", "match": match})
            if view is None or view.get("over") or not view.get("to_act"):
                break
            seat = view["to_act"][0]
            action = self.rng.choice(view["legal"])
            users = (11, 22)
            others = [w for w in self.workers if w is not owner]
            clicks = [self.click(owner, match, users[seat], action, view["seq"]) for _ in range(3)]
            clicks.append(self.click(owner, match, users[1 - seat], action, view["seq"]))  # not theirs: refused
            if others:  # the same click reaching a process that does not own the guild
                clicks.append(self.click(self.rng.choice(others), match, users[seat], action, view["seq"]))
            await asyncio.gather(*clicks)

    async def kill_midway(self, at_acks: int, victim: Worker) -> None:
        while len(self.acks) < at_acks:
            await asyncio.sleep(0.02)
        self.victim = victim
        self.killed_at = time.perf_counter()
        await victim.kill()
        self.tally["kills"] += 1
        await victim.start()


async def check(target: str, acks: list[tuple[int, int, dict[str, Any]]], created: list[int]) -> dict[str, Any]:
    """Lost, duplicated and illegal actions, and replay == snapshot + tail, from the store."""
    from bot.bench.subjects import engine_for
    from bot.matches import MatchService, deck_from_json
    from bot.store import open_store
    from engine.core import Action, RulesError

    store = await open_store(target)
    svc = MatchService(store, engines=engine_for)
    slots = Counter((m, s) for m, s, _ in acks)
    duplicated = sum(n - 1 for n in slots.values() if n > 1)
    logs = {m: {a.seq: a for a in await store.actions(m)} for m in created}
    lost = sum(1 for m, s, action in acks if logs[m].get(s) is None or logs[m][s].action != action)
    illegal = identical = gaps = 0
    for m in created:
        rec = await store.get_match(m)
        assert rec is not None
        seqs = sorted(logs[m])
        gaps += seqs != list(range(1, len(seqs) + 1))
        engine = engine_for(rec.game)
        state, _ = engine.new_game([s.name for s in rec.players], [deck_from_json(d) for d in rec.decks],
                                   rec.seed, rec.options)
        try:
            for s in seqs:
                state = engine.apply(state, Action.from_json(logs[m][s].action)).state
        except RulesError:
            illegal += 1
            continue
        identical += await svc.verify(m)
    await store.close()
    return {"lost": lost, "duplicated": duplicated, "illegal_in_log": illegal, "logs_with_gaps": gaps,
            "replays_identical": f"{identical}/{len(created)}", "stored_actions": sum(len(v) for v in logs.values())}


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


async def _measure(target: str, processes: int, matches: int, per_match: int, seconds: float, game: str,
                   parallel: int, seed: int, kill: bool) -> dict[str, Any]:
    from bot.store import open_store

    shard_count = 2 * processes  # two shards a process: each runs a range, as AutoShardedBot would
    workers = [Worker(i, [i, i + processes], shard_count, target) for i in range(processes)]
    store = await open_store(target)  # migrate before the processes start (they would too, under the lock)
    await store.close()
    await asyncio.gather(*(w.start() for w in workers))
    run = Run(workers, shard_count, seed)
    created: list[int] = []
    start = time.perf_counter()
    deadline = start + seconds
    gate = asyncio.Semaphore(parallel)

    async def one(k: int) -> None:
        async with gate:
            await run.play(k, game, per_match, deadline, created)

    killer = asyncio.create_task(run.kill_midway(max(1, matches * per_match // 3), workers[-1])) if kill else None
    try:
        await asyncio.gather(*(one(k) for k in range(matches)))
    finally:
        if killer is not None and not killer.done():
            killer.cancel()
        await asyncio.gather(*(w.stop() for w in workers), return_exceptions=True)
    elapsed = time.perf_counter() - start
    figures = await check(target, run.acks, created)
    recover = (round(run.recovered_at - run.killed_at, 3) if run.killed_at and run.recovered_at else None)
    return {"actions": len(run.acks), **{k: figures[k] for k in ("lost", "duplicated", "illegal_in_log")},
            "turnaround_p95_ms": round(p95(run.turnaround_ms), 2), "recover_s": recover,
            "processes": processes, "matches": len(created), "seconds": round(elapsed, 1),
            "actions_per_s": round(len(run.acks) / elapsed, 1), "game": game,
            **{k: figures[k] for k in ("replays_identical", "logs_with_gaps", "stored_actions")},
            **{k: run.tally[k] for k in ("clicks", "stale", "refused", "kills", "unanswered_by_a_killed_process")}}


def run(processes: int = 2, matches: int = 20, per_match: int = 12, seconds: float = 90.0, game: str | None = None,
        parallel: int = 8, seed: int = 1, kill: bool = True) -> dict[str, Any]:
    """The figures above, prefixed ``shards_``. Defaults are a quick run; the issue's load test is
    ``processes=4, matches=400``."""
    from bot.bench.subjects import TINY, tiny_available
    from engine import games

    if not 1 <= processes <= MAX_PROCESSES or not 1 <= matches <= MAX_MATCHES:
        raise ValueError(f"processes must be 1 to {MAX_PROCESSES} and matches 1 to {MAX_MATCHES}"
                         f" (got {processes} and {matches})")
    if game is None:
        available = games.available()
        game = "lorcana" if "lorcana" in available else (available[0] if available else TINY)
    if game == TINY and not tiny_available():
        raise RuntimeError("no game to play: no engine is available")

    async def main() -> dict[str, Any]:
        pg = await _postgres_schema()
        if pg is not None:
            url, schema = pg
            try:
                out = await _measure(url, processes, matches, per_match, seconds, game, parallel, seed, kill)
            finally:
                await _drop(url, schema)
            return {"store": "postgresql", **out}
        with tempfile.TemporaryDirectory() as tmp:
            out = await _measure(str(Path(tmp) / "shards.sqlite3"), processes, matches, per_match, seconds, game,
                                 parallel, seed, kill)
        return {"store": "sqlite", **out}

    return {f"shards_{k}": v for k, v in asyncio.run(main()).items()}
