"""Concurrency: many simultaneous clicks on the same and on different matches, in one process and
across two processes sharing the database (SQLite and PostgreSQL). Each action is applied exactly once and the order per
match is preserved (the stored log is exactly the sequence of acknowledged actions)."""

from __future__ import annotations

import asyncio
from collections import Counter
from pathlib import Path

import pytest

from bot.bench.subjects import engine_for, subject
from bot.matches import MatchError, MatchService, StaleAction
from bot.store import Seat, SqliteStore
from engine.core import Action, Rng, RulesError
from tests.bot.backends import backend_of

from .helpers import game_names
from .test_crash import Worker, acks, check_store

SEATS = [Seat(11, "Ann"), Seat(22, "Bo")]


async def click_storm(tmp_path: Path, name: str, matches: int, rounds: int, clickers: int) -> dict:
    sub = subject(name)
    svc = MatchService(await SqliteStore.open(tmp_path / "c.sqlite3"), engines=engine_for, snapshot_every=5)
    rng = Rng.from_seed(9)
    ids = [(await svc.create(name, SEATS, sub.decks(rng), 100 + i, options=sub.options)).record.id for i in range(matches)]
    accepted: dict[int, list[tuple[int, dict]]] = {m: [] for m in ids}
    tally: Counter = Counter()

    async def click(match_id: int, user: int, action: Action, seq: int) -> None:
        try:
            out = await svc.act(match_id, user, action, expected_seq=seq)
        except StaleAction:
            tally["stale"] += 1
        except (RulesError, MatchError):
            tally["refused"] += 1
        else:
            accepted[match_id].append((out.seq, action.to_json()))
            tally["accepted"] += 1

    for _ in range(rounds):
        jobs = []
        for match_id in ids:
            live = await svc.load(match_id)
            if live.state.over:
                continue
            seat = live.engine.to_act(live.state)[0]
            legal = live.engine.legal_actions(live.state, seat)
            tally["races"] += 1
            for k in range(clickers):  # the same button clicked many times, and other buttons
                action = legal[0] if k % 2 == 0 else rng.choice(legal)
                jobs.append(click(match_id, SEATS[seat].user_id, action, live.seq))
            # the other player clicking at the same moment (not their decision: refused)
            jobs.append(click(match_id, SEATS[1 - seat].user_id, Action("pass", 1 - seat), live.seq))
        if not jobs:
            break
        rng.shuffle(jobs)
        tally["clicks"] += len(jobs)
        await asyncio.gather(*jobs)
    for match_id in ids:
        stored = [(a.seq, a.action) for a in await svc.store.actions(match_id)]
        got = sorted(accepted[match_id])
        assert stored == got, f"match {match_id}: stored log != acknowledged actions"
        assert [s for s, _ in stored] == list(range(1, len(stored) + 1))
        assert await svc.verify(match_id)
    await svc.store.close()
    assert tally["accepted"] <= tally["races"]
    return {"game": name, "matches": matches, **dict(tally)}


@pytest.mark.parametrize("name", game_names())
async def test_simultaneous_clicks_apply_once_in_order(name, tmp_path, counts):
    figures = await click_storm(tmp_path, name, matches=8, rounds=20, clickers=6)
    counts(**figures)
    assert figures["accepted"] > 0


@pytest.mark.slow
@pytest.mark.parametrize("name", game_names())
async def test_click_storm_heavy(name, tmp_path, counts):
    figures = await click_storm(tmp_path, name, matches=100, rounds=200, clickers=10)
    counts(**figures)


@pytest.mark.parametrize("name", game_names())
async def test_two_processes_on_one_database(name, store_target, counts):
    """Two bot processes (sharded processes, or an old one not yet stopped and its replacement)
    serving the same matches, on SQLite and on PostgreSQL: of two appends at the same seq exactly
    one lands; nothing acknowledged is lost; every stored action is legal at its position (the
    replay in ``check_store``). This once failed: a new match's set-up state was cached under the
    seq another process had already reached (see tests/bot/test_shared_database.py)."""
    budget = "150" if name == "tiny" else "60"
    first = Worker(store_target, name, "--max-actions", budget, "--seed", "1")
    assert first.ready.wait(60), first.stderr()
    second = Worker(store_target, name, "--max-actions", budget, "--seed", "2")
    first.finish()
    second.finish()
    both = acks(first.lines) + acks(second.lines)
    slots = Counter((m, s) for m, s, _ in both)
    assert all(n == 1 for n in slots.values()), [k for k, n in slots.items() if n > 1][:5]
    created = {int(x.split()[1]) for x in first.lines + second.lines if x.startswith("CREATED ")}
    figures = await check_store(store_target, both, created)
    stale = sum(1 for x in first.lines + second.lines if x.startswith("STALE "))
    busy = sum(1 for x in first.lines + second.lines if x.startswith("BUSY "))
    counts(game=name, processes=2, acknowledged=len(both), races_lost=stale, store_busy_errors=busy,
           backend=backend_of(store_target), **figures)


async def test_two_processes_never_see_database_is_locked(tmp_path, counts):
    db = tmp_path / "busy.sqlite3"
    busy = 0
    for run in range(3):
        first = Worker(db, "tiny", "--max-actions", "200", "--seed", str(10 + run))
        assert first.ready.wait(60), first.stderr()
        second = Worker(db, "tiny", "--max-actions", "200", "--seed", str(20 + run))
        first.finish()
        second.finish()
        busy += sum(1 for x in first.lines + second.lines if x.startswith("BUSY "))
        await check_store(db, acks(first.lines) + acks(second.lines), set())
    counts(processes=2, runs=3, store_busy_errors=busy)
    assert busy == 0


class _PausingStore:
    """Delegates to a store; the first ``latest_snapshot`` waits until ``release`` is set."""

    def __init__(self, store: SqliteStore) -> None:
        self._store = store
        self.release = asyncio.Event()
        self.paused = asyncio.Event()
        self._first = True

    def __getattr__(self, name):
        return getattr(self._store, name)

    async def latest_snapshot(self, match_id):
        if self._first:
            self._first = False
            self.paused.set()
            await self.release.wait()
        return await self._store.latest_snapshot(match_id)


async def test_load_during_act_keeps_seq_and_state_together(tmp_path, counts):
    """A read (e.g. rendering the board for a button) that overlaps an action must not leave a
    cached match whose ``last_seq`` and state disagree."""
    store = _PausingStore(await SqliteStore.open(tmp_path / "r.sqlite3"))
    sub = subject("tiny")
    svc = MatchService(store, engines=engine_for)
    live = await svc.create("tiny", SEATS, sub.decks(Rng.from_seed(1)), 4)
    mid = live.record.id
    action = live.engine.legal_actions(live.state, 0)[-1]
    svc.forget(mid)
    reader = asyncio.create_task(svc.load(mid))  # reads the record (seq 0), then pauses
    await store.paused.wait()
    actor = asyncio.create_task(svc.act(mid, 11, action, expected_seq=0))  # tries to land as #1 meanwhile
    await asyncio.sleep(0.05)
    store.release.set()
    await reader
    await actor
    cached = await svc.load(mid)
    counts(races=1)
    await store.close()
    assert cached.record.last_seq == cached.state.steps == 1
