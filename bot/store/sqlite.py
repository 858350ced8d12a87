"""The SQLite backend (aiosqlite, WAL): the embedded default. One connection per store; writes are
serialized by ``BEGIN IMMEDIATE`` so the expected-seq check and the insert happen atomically, even
across processes (the primary key (match_id, seq) is the last word)."""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from engine.core.cards import CardRecord

from .records import ActionRecord, MatchRecord, SavedDeck, Seat, StaleSequence, Timer
from .schema import (
    JSON_FIELDS,
    MATCH_COLUMNS,
    TIMER_LEASE,
    UPDATABLE,
    dumps,
    match_record,
    migrations,
    process_name,
    statements,
)
from .shards import ShardScope

log = logging.getLogger(__name__)

_BUSY_RETRIES = 40  # about 15 s of back-off in all, on top of SQLite's own busy timeout


class SqliteStore:
    """The :class:`bot.store.repository.Store` on SQLite."""

    def __init__(self, db: aiosqlite.Connection, path: str, scope: ShardScope | None = None) -> None:
        self._db = db
        self.path = path
        self.scope = scope or ShardScope.everything()
        # One statement at a time on the connection: a read cursor left open across an await
        # would pin an old WAL snapshot and make the next BEGIN IMMEDIATE fail at once.
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | Path, scope: ShardScope | None = None) -> SqliteStore:
        """Open (creating folders and the file if needed), switch to WAL, apply migrations.
        ``scope``: the shards this process serves (its background scans see only their guilds)."""
        path = str(path)
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(path, isolation_level=None)
        db.row_factory = aiosqlite.Row
        await db.execute("PRAGMA busy_timeout=10000")  # first: processes opening a new file together wait
        await db.execute("PRAGMA journal_mode=WAL")
        await db.execute("PRAGMA synchronous=NORMAL")
        await db.execute("PRAGMA foreign_keys=ON")
        store = cls(db, path, scope)
        await store._migrate()
        return store

    async def close(self) -> None:
        await self._db.close()

    async def _fetchall(self, sql: str, params: tuple | list = ()) -> list[Any]:
        async with self._lock:
            return list(await self._db.execute_fetchall(sql, params))

    async def _fetchone(self, sql: str, params: tuple | list = ()) -> Any:
        rows = await self._fetchall(sql, params)
        return rows[0] if rows else None

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """A write transaction; waits (with back-off) while another process holds the write lock."""
        async with self._lock:
            for attempt in range(_BUSY_RETRIES):
                try:
                    await self._db.execute("BEGIN IMMEDIATE")
                    break
                except sqlite3.OperationalError as exc:
                    if "within a transaction" in str(exc):
                        # a task cancelled while its BEGIN waited in the connection's queue left that
                        # transaction open after it gave the lock back; nothing was written in it
                        log.warning("sqlite store: rolling back a transaction left open by a cancelled task")
                        await self._db.execute("ROLLBACK")
                        continue
                    if "locked" not in str(exc) and "busy" not in str(exc):
                        raise
                    if attempt == _BUSY_RETRIES - 1:
                        raise
                    await asyncio.sleep(min(0.5, 0.01 * 2**attempt))
            try:
                yield self._db
                await self._db.execute("COMMIT")
            except BaseException:
                if self._db.in_transaction:  # also when COMMIT itself failed: never leave it open
                    await self._db.execute("ROLLBACK")
                raise

    async def _migrate(self) -> None:
        await self._db.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at REAL NOT NULL)"
        )
        done = {row[0] for row in await self._fetchall("SELECT version FROM schema_migrations")}
        for version, name, sql in migrations():
            if version in done:
                continue
            async with self._transaction() as db:  # BEGIN IMMEDIATE: one process migrates at a time
                applied = await db.execute_fetchall("SELECT 1 FROM schema_migrations WHERE version = ?", (version,))
                if applied:  # another process applied it while this one waited for the lock
                    continue
                for statement in statements(sql):
                    await db.execute(statement)
                await db.execute(
                    "INSERT INTO schema_migrations(version, name, applied_at) VALUES (?, ?, ?)", (version, name, time.time())
                )

    async def applied_migrations(self) -> list[int]:
        return [row[0] for row in await self._fetchall("SELECT version FROM schema_migrations ORDER BY version")]

    # --- matches -------------------------------------------------------------------------
    async def create_match(
        self, game: str, players: list[Seat], seed: int, decks: list[dict[str, Any]], *,
        options: dict[str, Any] | None = None, status: str = "active",
        guild_id: int | None = None, channel_id: int | None = None, snapshot: dict[str, Any] | None = None,
    ) -> MatchRecord:
        """Store a new match (with its snapshot 0, if given, in the same transaction: no other
        process ever sees the match without it)."""
        now = time.time()
        seats = [{"user_id": s.user_id, "name": s.name} for s in players]
        async with self._transaction() as db:
            cur = await db.execute(
                "INSERT INTO matches(game, guild_id, channel_id, players, seed, decks, options, status, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (game, guild_id, channel_id, dumps(seats), seed, dumps(decks), dumps(options or {}), status, now, now),
            )
            match_id = cur.lastrowid
            await db.executemany(
                "INSERT INTO match_players(match_id, user_id, seat) VALUES (?, ?, ?)",
                [(match_id, s.user_id, i) for i, s in enumerate(players)],
            )
            if snapshot is not None:
                await db.execute("INSERT INTO snapshots(match_id, seq, state, created_at) VALUES (?, 0, ?, ?)",
                                 (match_id, dumps(snapshot), now))
        return MatchRecord(id=match_id, game=game, players=list(players), seed=seed, decks=json.loads(dumps(decks)),
                           options=json.loads(dumps(options or {})), status=status, guild_id=guild_id, channel_id=channel_id,
                           created_at=now, updated_at=now)

    async def get_match(self, match_id: int) -> MatchRecord | None:
        row = await self._fetchone(f"SELECT {MATCH_COLUMNS} FROM matches WHERE id = ?", (match_id,))
        return match_record(row) if row else None

    async def last_seq(self, match_id: int) -> int | None:
        """The seq of the match's last stored action (None: no such match): a cheap check that a
        cached state is still current."""
        row = await self._fetchone("SELECT last_seq FROM matches WHERE id = ?", (match_id,))
        return row[0] if row else None

    async def match_by_thread(self, thread_id: int) -> MatchRecord | None:
        row = await self._fetchone(f"SELECT {MATCH_COLUMNS} FROM matches WHERE thread_id = ? ORDER BY id DESC LIMIT 1", (thread_id,))
        return match_record(row) if row else None

    async def update_match(self, match_id: int, **fields: Any) -> None:
        bad = set(fields) - UPDATABLE
        if bad:
            raise ValueError(f"cannot update {', '.join(sorted(bad))}")
        values = [(dumps(v) if k in JSON_FIELDS and v is not None else v) for k, v in fields.items()]
        sets = ", ".join(f"{k} = ?" for k in fields)
        async with self._transaction() as db:
            await db.execute(f"UPDATE matches SET {sets}, updated_at = ? WHERE id = ?", (*values, time.time(), match_id))

    async def start_match(self, match_id: int, seed: int, thread_id: int | None, snapshot: dict[str, Any]) -> bool:
        """Make a pending match active with its seed, thread and snapshot 0 in one transaction.
        False if it is no longer pending (another process started or closed it first)."""
        now = time.time()
        async with self._transaction() as db:
            cur = await db.execute(
                "UPDATE matches SET seed = ?, status = 'active', thread_id = ?, updated_at = ? WHERE id = ? AND status = 'pending'",
                (seed, thread_id, now, match_id),
            )
            if cur.rowcount != 1:
                return False
            await db.execute("DELETE FROM snapshots WHERE match_id = ?", (match_id,))
            await db.execute("INSERT INTO snapshots(match_id, seq, state, created_at) VALUES (?, 0, ?, ?)",
                             (match_id, dumps(snapshot), now))
        return True

    async def accept_seat(self, match_id: int, user_id: int, seat: int, deck: dict[str, Any]) -> MatchRecord | None:
        """Seat ``deck`` for ``user_id`` and add them to the challenge's ``accepted`` option, in one
        transaction (two acceptances at once, even from two processes, both count). None if the
        match is no longer pending or the user had already accepted."""
        async with self._transaction() as db:
            row = next(iter(await db.execute_fetchall(f"SELECT {MATCH_COLUMNS} FROM matches WHERE id = ?", (match_id,))), None)
            if row is None:
                return None
            record = match_record(row)
            if record.status != "pending" or user_id in record.options.get("accepted", []):
                return None
            record.decks = [*record.decks]
            record.decks[seat] = deck
            record.options = {**record.options, "accepted": sorted({*record.options.get("accepted", []), user_id})}
            await db.execute("UPDATE matches SET decks = ?, options = ?, updated_at = ? WHERE id = ?",
                             (dumps(record.decks), dumps(record.options), time.time(), match_id))
        return record

    async def set_match_option(self, match_id: int, key: str, value: Any) -> None:
        """Set one key of the match's options in a single transaction (no read-modify-write race
        with other writers of the options)."""
        async with self._transaction() as db:
            row = next(iter(await db.execute_fetchall("SELECT options FROM matches WHERE id = ?", (match_id,))), None)
            if row is None:
                raise KeyError(f"no match {match_id}")
            options = {**json.loads(row[0] or "{}"), key: value}
            await db.execute("UPDATE matches SET options = ?, updated_at = ? WHERE id = ?",
                             (dumps(options), time.time(), match_id))

    async def mark_posted(self, match_id: int, seq: int) -> None:
        """Note that the board after action ``seq`` is in the thread (never moves backwards)."""
        async with self._transaction() as db:
            await db.execute(
                "UPDATE matches SET posted_seq = ? WHERE id = ? AND (posted_seq IS NULL OR posted_seq < ?)",
                (seq, match_id, seq),
            )

    async def unposted_matches(self, finished_within: float = 7 * 86400) -> list[MatchRecord]:
        """Matches with a thread whose last posted board lags their log: every active one, and
        those finished in the last ``finished_within`` seconds; only of this process's shards."""
        rows = await self._fetchall(
            f"SELECT {MATCH_COLUMNS} FROM matches WHERE thread_id IS NOT NULL"
            " AND (posted_seq IS NULL OR posted_seq < last_seq)"
            f" AND (status = 'active' OR (status = 'finished' AND updated_at >= ?)) AND {self.scope.sql('guild_id')}"
            " ORDER BY id",
            (time.time() - finished_within,),
        )
        return [match_record(r) for r in rows]

    async def append_action(
        self, match_id: int, expected_seq: int, player: int, action: dict[str, Any], *, result: dict[str, Any] | None = None
    ) -> int:
        """Append the action as number ``expected_seq + 1``. Raises StaleSequence if the log has
        moved on (of two appends with the same expected seq, exactly one lands). With ``result``
        the match is marked finished in the same transaction."""
        now = time.time()
        async with self._transaction() as db:
            row = next(iter(await db.execute_fetchall("SELECT last_seq FROM matches WHERE id = ?", (match_id,))), None)
            if row is None:
                raise KeyError(f"no match {match_id}")
            if row[0] != expected_seq:
                raise StaleSequence(expected_seq, row[0])
            seq = expected_seq + 1
            await db.execute(
                "INSERT INTO match_actions(match_id, seq, player, action, created_at) VALUES (?, ?, ?, ?, ?)",
                (match_id, seq, player, dumps(action), now),
            )
            if result is None:
                await db.execute("UPDATE matches SET last_seq = ?, updated_at = ? WHERE id = ?", (seq, now, match_id))
            else:
                await db.execute(
                    "UPDATE matches SET last_seq = ?, updated_at = ?, status = 'finished', result = ? WHERE id = ?",
                    (seq, now, dumps(result), match_id),
                )
        return seq

    async def actions(self, match_id: int, after_seq: int = 0) -> list[ActionRecord]:
        rows = await self._fetchall("SELECT match_id, seq, player, action, created_at FROM match_actions WHERE match_id = ? AND seq > ? ORDER BY seq", (match_id, after_seq))
        return [ActionRecord(r[0], r[1], r[2], json.loads(r[3]), r[4]) for r in rows]

    async def save_snapshot(self, match_id: int, seq: int, state: dict[str, Any]) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT OR REPLACE INTO snapshots(match_id, seq, state, created_at) VALUES (?, ?, ?, ?)",
                (match_id, seq, dumps(state), time.time()),
            )
            await db.execute("DELETE FROM snapshots WHERE match_id = ? AND seq < ?", (match_id, seq))

    async def latest_snapshot(self, match_id: int) -> tuple[int, dict[str, Any]] | None:
        row = await self._fetchone("SELECT seq, state FROM snapshots WHERE match_id = ? ORDER BY seq DESC LIMIT 1", (match_id,))
        return (row[0], json.loads(row[1])) if row else None

    async def matches_with_status(self, status: str, limit: int = 10_000) -> list[MatchRecord]:
        return [match_record(r) for r in await self._fetchall(f"SELECT {MATCH_COLUMNS} FROM matches WHERE status = ? ORDER BY id LIMIT ?", (status, limit))]

    async def matches_of_user(self, user_id: int, game: str | None = None, status: str | None = None, limit: int = 25) -> list[MatchRecord]:
        sql = (f"SELECT {', '.join('m.' + c.strip() for c in MATCH_COLUMNS.split(','))} FROM matches m "
               "JOIN match_players p ON p.match_id = m.id WHERE p.user_id = ?")
        params: list[Any] = [user_id]
        if game:
            sql += " AND m.game = ?"
            params.append(game)
        if status:
            sql += " AND m.status = ?"
            params.append(status)
        sql += " ORDER BY m.id DESC LIMIT ?"
        params.append(limit)
        return [match_record(r) for r in await self._fetchall(sql, params)]

    # --- saved decks ---------------------------------------------------------------------
    async def save_deck(self, deck: SavedDeck) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT OR REPLACE INTO saved_decks(owner_id, game, name, list_text, deck, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
                (deck.owner_id, deck.game, deck.name, deck.list_text, dumps(deck.deck), time.time()),
            )

    async def get_deck(self, owner_id: int, game: str, name: str) -> SavedDeck | None:
        row = await self._fetchone("SELECT owner_id, game, name, list_text, deck, updated_at FROM saved_decks WHERE owner_id = ? AND game = ? AND name = ?", (owner_id, game, name))
        return SavedDeck(row[0], row[1], row[2], row[3], json.loads(row[4]), row[5]) if row else None

    async def list_decks(self, owner_id: int, game: str) -> list[SavedDeck]:
        return [SavedDeck(r[0], r[1], r[2], r[3], json.loads(r[4]), r[5]) for r in await self._fetchall("SELECT owner_id, game, name, list_text, deck, updated_at FROM saved_decks WHERE owner_id = ? AND game = ? ORDER BY name", (owner_id, game))]

    async def delete_deck(self, owner_id: int, game: str, name: str) -> bool:
        async with self._transaction() as db:
            cur = await db.execute(
                "DELETE FROM saved_decks WHERE owner_id = ? AND game = ? AND name = ?", (owner_id, game, name)
            )
            return cur.rowcount > 0

    # --- cards ---------------------------------------------------------------------------
    async def upsert_cards(self, game: str, cards: list[CardRecord]) -> tuple[int, int]:
        """Insert new cards and update known ones (by game and id); returns (inserted, updated)."""
        now = time.time()
        async with self._transaction() as db:
            known = {r[0] for r in (await db.execute_fetchall("SELECT id FROM cards WHERE game = ?", (game,)))}
            await db.executemany(
                "INSERT OR REPLACE INTO cards(game, id, data, names, updated_at) VALUES (?, ?, ?, ?, ?)",
                [(game, c.id, dumps(c.data), dumps(c.names), now) for c in cards],
            )
        ids = {c.id for c in cards}
        return len(ids - known), len(ids & known)

    async def cards(self, game: str) -> list[CardRecord]:
        return [CardRecord(r[0], json.loads(r[1]), json.loads(r[2])) for r in await self._fetchall("SELECT id, data, names FROM cards WHERE game = ? ORDER BY id", (game,))]

    # --- guild settings and timers -------------------------------------------------------
    async def guild_settings(self, guild_id: int) -> dict[str, Any]:
        return {r[0]: json.loads(r[1]) for r in await self._fetchall("SELECT key, value FROM guild_settings WHERE guild_id = ?", (guild_id,))}

    async def set_guild_setting(self, guild_id: int, key: str, value: Any) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT OR REPLACE INTO guild_settings(guild_id, key, value) VALUES (?, ?, ?)", (guild_id, key, dumps(value))
            )

    async def add_timer(self, kind: str, due_at: float, match_id: int | None = None, payload: dict[str, Any] | None = None) -> int:
        async with self._transaction() as db:
            cur = await db.execute(
                "INSERT INTO timers(kind, due_at, match_id, payload, created_at) VALUES (?, ?, ?, ?, ?)",
                (kind, due_at, match_id, dumps(payload or {}), time.time()),
            )
            return cur.lastrowid

    async def due_timers(self, now: float) -> list[Timer]:
        return [Timer(r[0], r[1], r[2], r[3], json.loads(r[4])) for r in await self._fetchall("SELECT id, kind, due_at, match_id, payload FROM timers WHERE due_at <= ? ORDER BY due_at", (now,))]

    async def claim_due_timers(self, now: float, owner: str | None = None, lease: float = TIMER_LEASE,
                               limit: int = 100) -> list[Timer]:
        """Claim the due timers nobody holds (or whose claim ran out) for ``owner`` until
        ``now + lease`` and return them; of processes claiming at once each timer goes to one.
        Only timers of this process's shards (and those of no match). Delete a timer once fired."""
        scope = self.scope.sql("m.guild_id")
        async with self._transaction() as db:
            rows = await db.execute_fetchall(
                "SELECT t.id, t.kind, t.due_at, t.match_id, t.payload FROM timers t LEFT JOIN matches m ON m.id = t.match_id"
                f" WHERE t.due_at <= ? AND (t.claimed_until IS NULL OR t.claimed_until <= ?) AND (t.match_id IS NULL OR {scope})"
                " ORDER BY t.due_at, t.id LIMIT ?", (now, now, limit))
            await db.executemany("UPDATE timers SET claimed_until = ?, claimed_by = ? WHERE id = ?",
                                 [(now + lease, owner or process_name(), r[0]) for r in rows])
        return [Timer(r[0], r[1], r[2], r[3], json.loads(r[4])) for r in rows]

    async def next_timer_due(self) -> float | None:
        row = await self._fetchone("SELECT MIN(due_at) FROM timers")
        return row[0] if row else None

    async def timers_of_match(self, match_id: int) -> list[Timer]:
        return [Timer(r[0], r[1], r[2], r[3], json.loads(r[4])) for r in await self._fetchall("SELECT id, kind, due_at, match_id, payload FROM timers WHERE match_id = ? ORDER BY due_at", (match_id,))]

    async def delete_timer(self, timer_id: int) -> None:
        async with self._transaction() as db:
            await db.execute("DELETE FROM timers WHERE id = ?", (timer_id,))

    async def delete_timers_of_match(self, match_id: int, kind: str | None = None) -> None:
        async with self._transaction() as db:
            if kind is None:
                await db.execute("DELETE FROM timers WHERE match_id = ?", (match_id,))
            else:
                await db.execute("DELETE FROM timers WHERE match_id = ? AND kind = ?", (match_id, kind))



__all__ = ["SqliteStore", "migrations"]
