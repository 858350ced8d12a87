"""The SQLite store: migrations, the expected-seq append under concurrency, crash safety."""

from __future__ import annotations

import asyncio
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from bot.store import SavedDeck, Seat, SqliteStore, StaleSequence
from bot.store.sqlite import migrations
from engine.core.cards import CardRecord

ROOT = Path(__file__).resolve().parents[2]
SEATS = [Seat(11, "Ann"), Seat(22, "Bo")]


async def open_store(tmp_path) -> SqliteStore:
    return await SqliteStore.open(tmp_path / "db" / "bot.sqlite3")


async def test_migrations_are_applied_once_and_recorded(tmp_path):
    store = await open_store(tmp_path)
    versions = [v for v, _, _ in migrations()]
    assert await store.applied_migrations() == versions
    await store.close()
    store = await open_store(tmp_path)  # re-opening applies nothing twice
    assert await store.applied_migrations() == versions
    async with store._db.execute("PRAGMA journal_mode") as cur:
        assert (await cur.fetchone())[0] == "wal"
    await store.close()


async def test_append_checks_expected_seq(tmp_path):
    store = await open_store(tmp_path)
    match = await store.create_match("tiny", SEATS, 5, [{}, {}])
    assert await store.append_action(match.id, 0, 0, {"type": "a"}) == 1
    with pytest.raises(StaleSequence):
        await store.append_action(match.id, 0, 1, {"type": "b"})
    assert [a.action["type"] for a in await store.actions(match.id)] == ["a"]
    await store.close()


async def test_concurrent_appends_with_same_seq_land_exactly_once(tmp_path, counts):
    store = await open_store(tmp_path)
    other = await SqliteStore.open(store.path)  # a second connection, as a second process would have
    match = await store.create_match("tiny", SEATS, 5, [{}, {}])
    races = 30
    for seq in range(races):
        results = await asyncio.gather(
            *(s.append_action(match.id, seq, i % 2, {"type": f"t{i}"}) for i, s in enumerate([store, other, store, other])),
            return_exceptions=True,
        )
        assert sum(1 for r in results if r == seq + 1) == 1, results
        assert sum(1 for r in results if isinstance(r, StaleSequence)) == 3
    assert [a.seq for a in await store.actions(match.id)] == list(range(1, races + 1))
    counts(races=races, appends_per_race=4)
    await other.close()
    await store.close()


WRITER = textwrap.dedent(
    """
    import asyncio, sys
    sys.path.insert(0, {root!r})
    from bot.store import SqliteStore, Seat

    async def main():
        store = await SqliteStore.open({path!r})
        match = await store.create_match("tiny", [Seat(1, "a"), Seat(2, "b")], 1, [{{}}, {{}}])
        seq = 0
        while True:
            seq = await store.append_action(match.id, seq, seq % 2, {{"type": "x", "pad": "y" * 2000}})
            print(seq, flush=True)

    asyncio.run(main())
    """
)


def test_sigkill_mid_write_keeps_every_committed_action(tmp_path, counts):
    path = str(tmp_path / "crash.sqlite3")
    proc = subprocess.Popen([sys.executable, "-c", WRITER.format(root=str(ROOT), path=path)],
                            stdout=subprocess.PIPE, text=True)
    acknowledged = 0
    deadline = time.time() + 60
    while acknowledged < 300 and time.time() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        acknowledged = int(line)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    assert acknowledged >= 300, "the writer did not get going"
    counts(kills=1, acknowledged=acknowledged)
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    seqs = [r[0] for r in db.execute("SELECT seq FROM match_actions ORDER BY seq")]
    assert seqs[: acknowledged] == list(range(1, acknowledged + 1))
    assert db.execute("SELECT last_seq FROM matches").fetchone()[0] == len(seqs)


async def test_decks_cards_settings_timers(tmp_path):
    store = await open_store(tmp_path)
    await store.save_deck(SavedDeck(1, "lorcana", "Amber", "4 X", {"main": []}))
    await store.save_deck(SavedDeck(1, "lorcana", "Amber", "4 Y", {"main": []}))  # same name replaces
    assert [d.list_text for d in await store.list_decks(1, "lorcana")] == ["4 Y"]
    assert await store.get_deck(2, "lorcana", "Amber") is None  # decks are per user
    assert await store.delete_deck(1, "lorcana", "Amber") and not await store.delete_deck(1, "lorcana", "Amber")

    cards = [CardRecord("a", {"name": "A"}, {"en": "A"}), CardRecord("b", {"name": "B"}, {"en": "B"})]
    assert await store.upsert_cards("lorcana", cards) == (2, 0)
    cards[0].data["name"] = "A2"
    assert await store.upsert_cards("lorcana", cards) == (0, 2)  # re-import updates, never duplicates
    assert [c.data["name"] for c in await store.cards("lorcana")] == ["A2", "B"]

    await store.set_guild_setting(9, "public_threads", True)
    assert await store.guild_settings(9) == {"public_threads": True}

    match = await store.create_match("tiny", SEATS, 1, [{}, {}])
    t1 = await store.add_timer("remind", 100.0, match.id, {"seat": 0})
    await store.add_timer("remind", 300.0, match.id)
    assert [t.id for t in await store.due_timers(200.0)] == [t1]
    await store.delete_timers_of_match(match.id)
    assert await store.due_timers(1e12) == []
    assert [m.id for m in await store.matches_of_user(22)] == [match.id]
    await store.update_match(match.id, decks=[{"main": ["a"]}, {"main": ["b"]}], status="active")
    assert (await store.get_match(match.id)).decks[1] == {"main": ["b"]}
    with pytest.raises(ValueError, match="last_seq"):
        await store.update_match(match.id, last_seq=9)
    await store.close()
