"""Store figures: append latency, and recovery time with many matches."""

from __future__ import annotations

import asyncio
import tempfile
import time
from pathlib import Path

from bot.bench import p95
from bot.store import FINISHED, Seat, SqliteStore


async def _measure(path: Path, finished: int, live: int, appends: int) -> dict:
    store = await SqliteStore.open(path)
    seats = [Seat(1, "a"), Seat(2, "b")]
    deck = [{"main": ["x"] * 60, "cards": {"x": {"name": "X"}}, "sections": {}, "name": ""}]
    for i in range(finished + live):
        rec = await store.create_match("lorcana", seats, i, deck * 2, status=FINISHED if i < finished else "active")
        if i >= finished:
            await store.save_snapshot(rec.id, 0, {"seed": i})
    live_id = rec.id
    samples = []
    for seq in range(appends):
        start = time.perf_counter()
        await store.append_action(live_id, seq, seq % 2, {"type": "pass", "player": seq % 2, "args": {}})
        samples.append((time.perf_counter() - start) * 1000)
    await store.close()
    start = time.perf_counter()
    store = await SqliteStore.open(path)
    live_matches = await store.matches_with_status("active")
    for rec in live_matches:
        await store.latest_snapshot(rec.id)
        await store.actions(rec.id, 0)
    recover = time.perf_counter() - start
    await store.close()
    return {"store_append_p95_ms": round(p95(samples), 3), "recover_s": round(recover, 3),
            "recover_matches": {"finished": finished, "live": len(live_matches)}}


def run(finished: int = 10_000, live: int = 1_000, appends: int = 500) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        return asyncio.run(_measure(Path(tmp) / "bench.sqlite3", finished, live, appends))
