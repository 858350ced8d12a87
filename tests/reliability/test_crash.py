"""Crash: a stand-in bot process (``crash_worker``: a MatchService with two fake players per match)
is killed with SIGKILL at random points, again and again, on the same SQLite file. After the
restarts every acknowledged action is in the log at its seq, the log has no gaps, the latest
snapshot equals the replay of the log up to it, and ``MatchService.verify`` holds for every match.

Once the Discord host and its e2e fake exist, the same check should run against the real bot
process (``python -m bot run`` pointed at the fake server), see the report."""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from bot.bench.subjects import engine_for
from bot.matches import MatchService, deck_from_json
from bot.store import SqliteStore, open_store
from engine.core import Action

from .helpers import game_names

ROOT = Path(__file__).resolve().parents[2]


class Worker:
    """One crash_worker process whose stdout lines are collected by a thread."""

    def __init__(self, db: Path, game: str, *extra: str) -> None:
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tests.reliability.crash_worker", "--db", str(db), "--game", game, *extra],
            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        self.lines: list[str] = []
        self.ready = threading.Event()
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            if not line.endswith("\n"):
                break  # cut off by the kill: never acknowledged
            self.lines.append(line.rstrip("\n"))
            if line.startswith("READY"):
                self.ready.set()

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=30)
        self._thread.join(timeout=30)

    def finish(self, timeout: float = 120) -> None:
        try:
            self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            raise AssertionError(f"worker hung: {self.stderr()}") from None
        self._thread.join(timeout=30)
        if self.proc.returncode != 0:
            raise AssertionError(f"worker failed: {self.stderr()}")

    def stderr(self) -> str:
        return self.proc.stderr.read()[-2000:] if self.proc.stderr else ""


def acks(lines: list[str]) -> list[tuple[int, int, dict]]:
    out = []
    for line in lines:
        if line.startswith("ACK "):
            _, match_id, seq, action = line.split(" ", 3)
            out.append((int(match_id), int(seq), json.loads(action)))
    return out


async def check_store(db: Path | str, acked: list[tuple[int, int, dict]], created: set[int]) -> dict:
    """Every acknowledged action is stored at its seq; logs are gapless; snapshots equal replays;
    verify() holds. Returns counts."""
    if not str(db).startswith("postgresql://"):
        con = sqlite3.connect(db)
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        con.close()
    store = await open_store(str(db))
    svc = MatchService(store, engines=engine_for)
    matches = {r.id: r for status in ("active", "finished") for r in await store.matches_with_status(status)}
    assert created <= set(matches), f"created matches lost: {sorted(created - set(matches))}"
    logs = {mid: await store.actions(mid) for mid in matches}
    for mid, seq, action in acked:
        by_seq = {a.seq: a.action for a in logs[mid]}
        assert by_seq.get(seq) == action, f"match {mid}: acknowledged action #{seq} {action} is {by_seq.get(seq)}"
    snapshots = 0
    for mid, rec in matches.items():
        seqs = [a.seq for a in logs[mid]]
        assert seqs == list(range(1, len(seqs) + 1)), f"match {mid}: gaps in the log {seqs[:20]}"
        assert rec.last_seq == len(seqs), f"match {mid}: last_seq {rec.last_seq} but {len(seqs)} actions"
        engine = engine_for(rec.game)
        snap = await store.latest_snapshot(mid)
        if snap is not None:
            snap_seq, data = snap
            replayed, _ = engine.replay([s.name for s in rec.players], [deck_from_json(d) for d in rec.decks],
                                        rec.seed, rec.options, [Action.from_json(a.action) for a in logs[mid][:snap_seq]])
            assert engine.state_to_json(replayed) == data, f"match {mid}: snapshot #{snap_seq} differs from the replay"
            snapshots += 1
        assert await svc.verify(mid), f"match {mid}: replay differs from snapshot + tail"
        if rec.status == "finished":
            assert (await svc.load(mid)).state.over
        # (an "active" match whose state is over is counted by the worker: see
        # test_crash_between_append_and_finish_leaves_no_active_finished_match)
    await store.close()
    return {"matches": len(matches), "snapshots_checked": snapshots, "actions_stored": sum(len(v) for v in logs.values())}


async def crash_run(tmp_path: Path, game: str, kills: int, seed: int) -> dict:
    rnd = random.Random(seed)
    db = tmp_path / f"crash-{game}.sqlite3"
    acked: list[tuple[int, int, dict]] = []
    created: set[int] = set()
    before_ready = 0
    for _ in range(kills):
        worker = Worker(db, game, "--seed", str(rnd.randrange(10**6)))
        if rnd.random() < 0.15:  # sometimes during start-up
            time.sleep(rnd.uniform(0, 0.5))
            before_ready += not worker.ready.is_set()
        else:
            assert worker.ready.wait(60), worker.stderr()
            time.sleep(rnd.uniform(0.02, 0.6))
        worker.kill()
        acked.extend(acks(worker.lines))
        created |= {int(line.split()[1]) for line in worker.lines if line.startswith("CREATED ")}
    # a last clean run proves the bot keeps serving after the last crash
    worker = Worker(db, game, "--max-actions", "20")
    worker.finish()
    acked.extend(acks(worker.lines))
    figures = await check_store(db, acked, created)
    over_but_active = {line.split()[1] for line in worker.lines if line.startswith("OVER_BUT_ACTIVE ")}
    return {"game": game, "kills": kills, "kills_before_ready": before_ready, "acknowledged": len(acked),
            "over_but_active": len(over_but_active), **figures}


@pytest.mark.parametrize("name", game_names())
async def test_sigkill_loses_no_acknowledged_action(name, tmp_path, counts):
    figures = await crash_run(tmp_path, name, kills=10 if name == "tiny" else 4, seed=3)
    counts(**figures)
    assert figures["acknowledged"] > 0


@pytest.mark.slow
@pytest.mark.parametrize("name", game_names())
async def test_sigkill_many_times(name, tmp_path, counts):
    figures = await crash_run(tmp_path, name, kills=100, seed=4)
    counts(**figures)
    assert figures["acknowledged"] > 0


class _DiesOnFinish:
    """A store that 'dies' (raises, as SIGKILL would stop the process) right after the action that
    ended the game was appended, before anything else is written."""

    def __init__(self, store: SqliteStore) -> None:
        self._store = store

    def __getattr__(self, name):
        return getattr(self._store, name)

    async def append_action(self, match_id, expected_seq, player, action, *, result=None):
        seq = await self._store.append_action(match_id, expected_seq, player, action, result=result)
        if result is not None:
            raise SystemExit("killed")
        return seq


async def test_crash_between_append_and_finish_leaves_no_active_finished_match(tmp_path, counts):
    from bot.bench.subjects import subject
    from bot.store import Seat
    from engine.core import Rng
    from engine.core.simulate import pick_action

    path = tmp_path / "fin.sqlite3"
    store = await SqliteStore.open(path)
    svc = MatchService(_DiesOnFinish(store), engines=engine_for)
    seats = [Seat(1, "Ann"), Seat(2, "Bo")]
    sub = subject("tiny")
    rng = Rng.from_seed(1)
    live = await svc.create("tiny", seats, sub.decks(rng), 1)
    mid, n = live.record.id, 0
    with pytest.raises(SystemExit):
        while True:
            seat = live.engine.to_act(live.state)[0]
            out = await svc.act(mid, seats[seat].user_id, pick_action(live.engine.legal_actions(live.state, seat), rng))
            live, n = out.match, n + 1
    await store.close()
    fresh = MatchService(await SqliteStore.open(path), engines=engine_for)  # the restarted bot
    reloaded = await fresh.load(mid)
    active = [m.id for m in await fresh.store.matches_with_status("active")]
    await fresh.store.close()
    counts(kills=1, actions=n + 1)
    assert reloaded.state.over
    assert mid not in active, "an over match is still listed as active after the restart"
