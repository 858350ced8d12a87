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


async def test_posted_seq_marks_and_lagging_matches(tmp_path):
    store = await open_store(tmp_path)
    no_thread = await store.create_match("tiny", SEATS, 5, [{}, {}])
    match = await store.create_match("tiny", SEATS, 5, [{}, {}])
    pending = await store.create_match("tiny", SEATS, 5, [{}, {}], status="pending")
    for m in (match, pending):
        await store.update_match(m.id, thread_id=100 + m.id)
    assert match.posted_seq is None
    assert [m.id for m in await store.unposted_matches()] == [match.id]  # a thread, no board yet
    await store.mark_posted(match.id, 0)
    assert await store.unposted_matches() == []
    await store.append_action(match.id, 0, 0, {"type": "a"})
    await store.append_action(match.id, 1, 1, {"type": "b"})
    [lagging] = await store.unposted_matches()
    assert (lagging.id, lagging.posted_seq, lagging.last_seq) == (match.id, 0, 2)
    await store.mark_posted(match.id, 2)
    await store.mark_posted(match.id, 1)  # a late, older post never moves it back
    assert (await store.get_match(match.id)).posted_seq == 2
    await store.append_action(match.id, 2, 0, {"type": "concede"}, result={"winners": [1]})
    assert [m.id for m in await store.unposted_matches()] == [match.id]  # the final board is missing
    assert await store.unposted_matches(finished_within=-60) == []  # long finished: left alone
    assert no_thread.id not in [m.id for m in await store.unposted_matches()]
    await store.close()


async def test_set_match_option_keeps_the_other_options(tmp_path):
    store = await open_store(tmp_path)
    match = await store.create_match("tiny", SEATS, 5, [{}, {}], options={"invited": [22], "accepted": []})
    await store.set_match_option(match.id, "message", 123)
    assert (await store.get_match(match.id)).options == {"invited": [22], "accepted": [], "message": 123}
    with pytest.raises(KeyError):
        await store.set_match_option(9999, "message", 1)
    await store.close()


async def test_migration_0002_takes_existing_boards_as_posted(tmp_path):
    path = tmp_path / "old.sqlite3"
    [(version, name, sql)] = [m for m in migrations() if m[0] == 1]
    db = sqlite3.connect(path)
    db.executescript(sql)
    db.execute("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at REAL NOT NULL)")
    db.execute("INSERT INTO schema_migrations VALUES (?, ?, 0)", (version, name))
    for status, last in (("active", 7), ("finished", 9), ("pending", 0)):
        db.execute("INSERT INTO matches(game, thread_id, players, seed, decks, status, created_at, updated_at, last_seq)"
                   " VALUES ('tiny', 5, '[]', 1, '[]', ?, 0, 0, ?)", (status, last))
    db.commit()
    db.close()
    store = await SqliteStore.open(path)
    assert 2 in await store.applied_migrations()
    assert [(m.status, m.posted_seq) for m in [await store.get_match(i) for i in (1, 2, 3)]] == [
        ("active", 7), ("finished", 9), ("pending", None)]
    assert await store.unposted_matches(finished_within=1e12) == []  # no flood of old boards after the upgrade
    await store.close()
