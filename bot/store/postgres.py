"""The PostgreSQL backend (asyncpg), for several bot processes sharing one database.

Chosen by ``DATABASE_URL=postgresql://…``. The same interface and the same numbered migrations as
the SQLite store (translated by ``schema.to_postgres``), applied at start-up under an advisory
lock so that processes starting together migrate once. Correctness never rests on a check made
in the process alone: the expected-seq append is one conditional ``UPDATE … WHERE last_seq = $n``
plus an insert under the primary key (match_id, seq), in one transaction; timers are claimed with
``FOR UPDATE SKIP LOCKED``.

``?schema=NAME`` in the URL puts every table in that schema (created if missing); the tests use it
to give each run a schema of its own.
"""

from __future__ import annotations

import json
import time
import zlib
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import asyncpg

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
    to_postgres,
)
from .shards import ShardScope

POOL_SIZE = 8


def split_schema(url: str) -> tuple[str, str]:
    """(the URL without our ``schema`` parameter, the schema: ``public`` unless given)."""
    parts = urlsplit(url)
    query = parse_qsl(parts.query, keep_blank_values=True)
    schema = next((v for k, v in query if k == "schema"), "") or "public"
    if not schema.replace("_", "").isalnum():
        raise ValueError(f"DATABASE_URL: schema must be letters, digits and '_', not {schema!r}")
    rest = urlencode([(k, v) for k, v in query if k != "schema"])
    return urlunsplit(parts._replace(query=rest)), schema


def lock_key(schema: str) -> int:
    """The advisory lock that serializes migrations of one schema (a stable 63-bit number)."""
    return zlib.crc32(f"tcg-host-migrate:{schema}".encode()) | (0x5443 << 32)


def _count(status: str) -> int:
    """The row count of a command status such as ``UPDATE 1``."""
    return int(status.rsplit(" ", 1)[-1]) if status and status[-1].isdigit() else 0


def _timer(row: Any) -> Timer:
    return Timer(row[0], row[1], row[2], row[3], json.loads(row[4]))


class PostgresStore:
    """The :class:`bot.store.repository.Store` on PostgreSQL."""

    def __init__(self, pool: asyncpg.Pool, url: str, schema: str, scope: ShardScope | None = None) -> None:
        self._pool = pool
        self.path = url  # what the store was opened with (the SQLite store's ``path``)
        self.schema = schema
        self.scope = scope or ShardScope.everything()

    @classmethod
    async def open(cls, url: str, scope: ShardScope | None = None, pool_size: int = POOL_SIZE) -> PostgresStore:
        """Connect, create the schema if needed, apply migrations under the advisory lock."""
        dsn, schema = split_schema(url)
        con = await asyncpg.connect(dsn)
        try:
            await con.execute("SELECT pg_advisory_lock($1)", lock_key(schema))
            try:
                await con.execute(f'CREATE SCHEMA IF NOT EXISTS "{schema}"')
                await con.execute(f'SET search_path TO "{schema}"')
                await _migrate(con)
            finally:
                await con.execute("SELECT pg_advisory_unlock($1)", lock_key(schema))
        finally:
            await con.close()
        pool = await asyncpg.create_pool(dsn, min_size=1, max_size=pool_size, reset=_keep_session,
                                         server_settings={"search_path": schema})
        return cls(pool, url, schema, scope)

    async def close(self) -> None:
        await self._pool.close()

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[asyncpg.Connection]:
        async with self._pool.acquire() as con, con.transaction():
            yield con

    async def applied_migrations(self) -> list[int]:
        return [r[0] for r in await self._pool.fetch("SELECT version FROM schema_migrations ORDER BY version")]

    # --- matches -------------------------------------------------------------------------
    async def create_match(
        self, game: str, players: list[Seat], seed: int, decks: list[dict[str, Any]], *,
        options: dict[str, Any] | None = None, status: str = "active",
        guild_id: int | None = None, channel_id: int | None = None, snapshot: dict[str, Any] | None = None,
    ) -> MatchRecord:
        """Store a new match (with its snapshot 0, if given, in the same transaction)."""
        now = time.time()
        seats = [{"user_id": s.user_id, "name": s.name} for s in players]
        async with self._transaction() as con:
            match_id = await con.fetchval(
                "INSERT INTO matches(game, guild_id, channel_id, players, seed, decks, options, status, created_at, updated_at)"
                " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id",
                game, guild_id, channel_id, dumps(seats), seed, dumps(decks), dumps(options or {}), status, now,
            )
            await con.executemany("INSERT INTO match_players(match_id, user_id, seat) VALUES ($1, $2, $3)",
                                  [(match_id, s.user_id, i) for i, s in enumerate(players)])
            if snapshot is not None:
                await con.execute("INSERT INTO snapshots(match_id, seq, state, created_at) VALUES ($1, 0, $2, $3)",
                                  match_id, dumps(snapshot), now)
        return MatchRecord(id=match_id, game=game, players=list(players), seed=seed, decks=json.loads(dumps(decks)),
                           options=json.loads(dumps(options or {})), status=status, guild_id=guild_id,
                           channel_id=channel_id, created_at=now, updated_at=now)

    async def get_match(self, match_id: int) -> MatchRecord | None:
        row = await self._pool.fetchrow(f"SELECT {MATCH_COLUMNS} FROM matches WHERE id = $1", match_id)
        return match_record(row) if row else None

    async def last_seq(self, match_id: int) -> int | None:
        """The seq of the match's last stored action (None: no such match)."""
        return await self._pool.fetchval("SELECT last_seq FROM matches WHERE id = $1", match_id)

    async def match_by_thread(self, thread_id: int) -> MatchRecord | None:
        row = await self._pool.fetchrow(
            f"SELECT {MATCH_COLUMNS} FROM matches WHERE thread_id = $1 ORDER BY id DESC LIMIT 1", thread_id)
        return match_record(row) if row else None

    async def update_match(self, match_id: int, **fields: Any) -> None:
        bad = set(fields) - UPDATABLE
        if bad:
            raise ValueError(f"cannot update {', '.join(sorted(bad))}")
        values = [(dumps(v) if k in JSON_FIELDS and v is not None else v) for k, v in fields.items()]
        sets = ", ".join(f"{k} = ${i}" for i, k in enumerate(fields, 1))
        n = len(fields)
        await self._pool.execute(f"UPDATE matches SET {sets}, updated_at = ${n + 1} WHERE id = ${n + 2}",
                                 *values, time.time(), match_id)

    async def start_match(self, match_id: int, seed: int, thread_id: int | None, snapshot: dict[str, Any]) -> bool:
        """Make a pending match active with its seed, thread and snapshot 0 in one transaction.
        False if it is no longer pending (another process started or closed it first)."""
        now = time.time()
        async with self._transaction() as con:
            status = await con.execute(
                "UPDATE matches SET seed = $1, status = 'active', thread_id = $2, updated_at = $3"
                " WHERE id = $4 AND status = 'pending'", seed, thread_id, now, match_id)
            if _count(status) != 1:
                return False
            await con.execute("DELETE FROM snapshots WHERE match_id = $1", match_id)
            await con.execute("INSERT INTO snapshots(match_id, seq, state, created_at) VALUES ($1, 0, $2, $3)",
                              match_id, dumps(snapshot), now)
        return True

    async def accept_seat(self, match_id: int, user_id: int, seat: int, deck: dict[str, Any]) -> MatchRecord | None:
        """Seat ``deck`` for ``user_id`` and add them to ``accepted``, in one transaction that
        locks the row (two acceptances at once, from any processes, both count)."""
        async with self._transaction() as con:
            row = await con.fetchrow(f"SELECT {MATCH_COLUMNS} FROM matches WHERE id = $1 FOR UPDATE", match_id)
            if row is None:
                return None
            record = match_record(row)
            if record.status != "pending" or user_id in record.options.get("accepted", []):
                return None
            record.decks = [*record.decks]
            record.decks[seat] = deck
            record.options = {**record.options, "accepted": sorted({*record.options.get("accepted", []), user_id})}
            await con.execute("UPDATE matches SET decks = $1, options = $2, updated_at = $3 WHERE id = $4",
                              dumps(record.decks), dumps(record.options), time.time(), match_id)
        return record

    async def set_match_option(self, match_id: int, key: str, value: Any) -> None:
        async with self._transaction() as con:
            raw = await con.fetchval("SELECT options FROM matches WHERE id = $1 FOR UPDATE", match_id)
            if raw is None:
                raise KeyError(f"no match {match_id}")
            options = {**json.loads(raw or "{}"), key: value}
            await con.execute("UPDATE matches SET options = $1, updated_at = $2 WHERE id = $3",
                              dumps(options), time.time(), match_id)

    async def mark_posted(self, match_id: int, seq: int) -> None:
        await self._pool.execute(
            "UPDATE matches SET posted_seq = $1 WHERE id = $2 AND (posted_seq IS NULL OR posted_seq < $1)", seq, match_id)

    async def unposted_matches(self, finished_within: float = 7 * 86400) -> list[MatchRecord]:
        rows = await self._pool.fetch(
            f"SELECT {MATCH_COLUMNS} FROM matches WHERE thread_id IS NOT NULL"
            " AND (posted_seq IS NULL OR posted_seq < last_seq)"
            f" AND (status = 'active' OR (status = 'finished' AND updated_at >= $1)) AND {self.scope.sql('guild_id')}"
            " ORDER BY id", time.time() - finished_within)
        return [match_record(r) for r in rows]

    async def append_action(
        self, match_id: int, expected_seq: int, player: int, action: dict[str, Any], *, result: dict[str, Any] | None = None
    ) -> int:
        """Append the action as number ``expected_seq + 1``, or raise StaleSequence. One statement,
        so one round trip and atomic on its own: the conditional update takes the row lock, so of
        two appends with the same expected seq the second sees the first's seq once it commits and
        inserts nothing; the primary key (match_id, seq) backs it up."""
        now = time.time()
        seq = expected_seq + 1
        args: list[Any] = [seq, now, match_id, expected_seq, player, dumps(action)]
        finish = ""
        if result is not None:
            finish = ", status = 'finished', result = $7"
            args.append(dumps(result))
        try:
            landed = await self._pool.fetchval(
                f"WITH moved AS (UPDATE matches SET last_seq = $1, updated_at = $2{finish}"
                "  WHERE id = $3 AND last_seq = $4 RETURNING id)"
                " INSERT INTO match_actions(match_id, seq, player, action, created_at)"
                " SELECT id, $1, $5, $6, $2 FROM moved RETURNING seq", *args)
        except asyncpg.UniqueViolationError as exc:  # a row at this seq without last_seq moving: never lands twice
            raise StaleSequence(expected_seq, seq) from exc
        if landed is None:
            actual = await self._pool.fetchval("SELECT last_seq FROM matches WHERE id = $1", match_id)
            if actual is None:
                raise KeyError(f"no match {match_id}")
            raise StaleSequence(expected_seq, actual)
        return seq

    async def actions(self, match_id: int, after_seq: int = 0) -> list[ActionRecord]:
        rows = await self._pool.fetch(
            "SELECT match_id, seq, player, action, created_at FROM match_actions WHERE match_id = $1 AND seq > $2"
            " ORDER BY seq", match_id, after_seq)
        return [ActionRecord(r[0], r[1], r[2], json.loads(r[3]), r[4]) for r in rows]

    async def save_snapshot(self, match_id: int, seq: int, state: dict[str, Any]) -> None:
        async with self._transaction() as con:
            await con.execute(
                "INSERT INTO snapshots(match_id, seq, state, created_at) VALUES ($1, $2, $3, $4)"
                " ON CONFLICT (match_id, seq) DO UPDATE SET state = EXCLUDED.state, created_at = EXCLUDED.created_at",
                match_id, seq, dumps(state), time.time())
            await con.execute("DELETE FROM snapshots WHERE match_id = $1 AND seq < $2", match_id, seq)

    async def latest_snapshot(self, match_id: int) -> tuple[int, dict[str, Any]] | None:
        row = await self._pool.fetchrow(
            "SELECT seq, state FROM snapshots WHERE match_id = $1 ORDER BY seq DESC LIMIT 1", match_id)
        return (row[0], json.loads(row[1])) if row else None

    async def matches_with_status(self, status: str, limit: int = 10_000) -> list[MatchRecord]:
        rows = await self._pool.fetch(
            f"SELECT {MATCH_COLUMNS} FROM matches WHERE status = $1 ORDER BY id LIMIT $2", status, limit)
        return [match_record(r) for r in rows]

    async def matches_of_user(self, user_id: int, game: str | None = None, status: str | None = None,
                              limit: int = 25) -> list[MatchRecord]:
        sql = (f"SELECT {', '.join('m.' + c.strip() for c in MATCH_COLUMNS.split(','))} FROM matches m "
               "JOIN match_players p ON p.match_id = m.id WHERE p.user_id = $1")
        params: list[Any] = [user_id]
        if game:
            params.append(game)
            sql += f" AND m.game = ${len(params)}"
        if status:
            params.append(status)
            sql += f" AND m.status = ${len(params)}"
        params.append(limit)
        sql += f" ORDER BY m.id DESC LIMIT ${len(params)}"
        return [match_record(r) for r in await self._pool.fetch(sql, *params)]

    # --- saved decks ---------------------------------------------------------------------
    async def save_deck(self, deck: SavedDeck) -> None:
        await self._pool.execute(
            "INSERT INTO saved_decks(owner_id, game, name, list_text, deck, updated_at) VALUES ($1, $2, $3, $4, $5, $6)"
            " ON CONFLICT (owner_id, game, name) DO UPDATE SET list_text = EXCLUDED.list_text, deck = EXCLUDED.deck,"
            " updated_at = EXCLUDED.updated_at",
            deck.owner_id, deck.game, deck.name, deck.list_text, dumps(deck.deck), time.time())

    async def get_deck(self, owner_id: int, game: str, name: str) -> SavedDeck | None:
        row = await self._pool.fetchrow(
            "SELECT owner_id, game, name, list_text, deck, updated_at FROM saved_decks"
            " WHERE owner_id = $1 AND game = $2 AND name = $3", owner_id, game, name)
        return SavedDeck(row[0], row[1], row[2], row[3], json.loads(row[4]), row[5]) if row else None

    async def list_decks(self, owner_id: int, game: str) -> list[SavedDeck]:
        rows = await self._pool.fetch(
            "SELECT owner_id, game, name, list_text, deck, updated_at FROM saved_decks"
            " WHERE owner_id = $1 AND game = $2 ORDER BY name COLLATE \"C\"", owner_id, game)
        return [SavedDeck(r[0], r[1], r[2], r[3], json.loads(r[4]), r[5]) for r in rows]

    async def delete_deck(self, owner_id: int, game: str, name: str) -> bool:
        status = await self._pool.execute(
            "DELETE FROM saved_decks WHERE owner_id = $1 AND game = $2 AND name = $3", owner_id, game, name)
        return _count(status) > 0

    # --- cards ---------------------------------------------------------------------------
    async def upsert_cards(self, game: str, cards: list[CardRecord]) -> tuple[int, int]:
        """Insert new cards and update known ones (by game and id); returns (inserted, updated)."""
        now = time.time()
        async with self._transaction() as con:
            known = {r[0] for r in await con.fetch("SELECT id FROM cards WHERE game = $1", game)}
            await con.executemany(
                "INSERT INTO cards(game, id, data, names, updated_at) VALUES ($1, $2, $3, $4, $5)"
                " ON CONFLICT (game, id) DO UPDATE SET data = EXCLUDED.data, names = EXCLUDED.names,"
                " updated_at = EXCLUDED.updated_at",
                [(game, c.id, dumps(c.data), dumps(c.names), now) for c in cards])
        ids = {c.id for c in cards}
        return len(ids - known), len(ids & known)

    async def cards(self, game: str) -> list[CardRecord]:
        rows = await self._pool.fetch("SELECT id, data, names FROM cards WHERE game = $1 ORDER BY id COLLATE \"C\"", game)
        return [CardRecord(r[0], json.loads(r[1]), json.loads(r[2])) for r in rows]

    # --- guild settings and timers -------------------------------------------------------
    async def guild_settings(self, guild_id: int) -> dict[str, Any]:
        rows = await self._pool.fetch("SELECT key, value FROM guild_settings WHERE guild_id = $1", guild_id)
        return {r[0]: json.loads(r[1]) for r in rows}

    async def set_guild_setting(self, guild_id: int, key: str, value: Any) -> None:
        await self._pool.execute(
            "INSERT INTO guild_settings(guild_id, key, value) VALUES ($1, $2, $3)"
            " ON CONFLICT (guild_id, key) DO UPDATE SET value = EXCLUDED.value", guild_id, key, dumps(value))

    async def add_timer(self, kind: str, due_at: float, match_id: int | None = None,
                        payload: dict[str, Any] | None = None) -> int:
        return await self._pool.fetchval(
            "INSERT INTO timers(kind, due_at, match_id, payload, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id",
            kind, due_at, match_id, dumps(payload or {}), time.time())

    async def due_timers(self, now: float) -> list[Timer]:
        rows = await self._pool.fetch(
            "SELECT id, kind, due_at, match_id, payload FROM timers WHERE due_at <= $1 ORDER BY due_at", now)
        return [_timer(r) for r in rows]

    async def claim_due_timers(self, now: float, owner: str | None = None, lease: float = TIMER_LEASE,
                               limit: int = 100) -> list[Timer]:
        """Claim due, unheld timers of this process's shards for ``owner`` until ``now + lease``
        (``FOR UPDATE SKIP LOCKED``: processes claiming at once never get the same timer)."""
        rows = await self._pool.fetch(
            "WITH due AS (SELECT t.id FROM timers t LEFT JOIN matches m ON m.id = t.match_id"
            " WHERE t.due_at <= $1 AND (t.claimed_until IS NULL OR t.claimed_until <= $1)"
            f" AND (t.match_id IS NULL OR {self.scope.sql('m.guild_id')})"
            " ORDER BY t.due_at, t.id LIMIT $2 FOR UPDATE OF t SKIP LOCKED)"
            " UPDATE timers SET claimed_until = $3, claimed_by = $4 FROM due WHERE timers.id = due.id"
            " RETURNING timers.id, timers.kind, timers.due_at, timers.match_id, timers.payload",
            now, limit, now + lease, owner or process_name())
        return sorted((_timer(r) for r in rows), key=lambda t: (t.due_at, t.id))

    async def next_timer_due(self) -> float | None:
        return await self._pool.fetchval("SELECT MIN(due_at) FROM timers")

    async def timers_of_match(self, match_id: int) -> list[Timer]:
        rows = await self._pool.fetch(
            "SELECT id, kind, due_at, match_id, payload FROM timers WHERE match_id = $1 ORDER BY due_at", match_id)
        return [_timer(r) for r in rows]

    async def delete_timer(self, timer_id: int) -> None:
        await self._pool.execute("DELETE FROM timers WHERE id = $1", timer_id)

    async def delete_timers_of_match(self, match_id: int, kind: str | None = None) -> None:
        if kind is None:
            await self._pool.execute("DELETE FROM timers WHERE match_id = $1", match_id)
        else:
            await self._pool.execute("DELETE FROM timers WHERE match_id = $1 AND kind = $2", match_id, kind)


async def _migrate(con: asyncpg.Connection) -> None:
    """Apply the migrations not yet recorded (the caller holds the advisory lock)."""
    await con.execute("CREATE TABLE IF NOT EXISTS schema_migrations"
                      " (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at DOUBLE PRECISION NOT NULL)")
    done = {r[0] for r in await con.fetch("SELECT version FROM schema_migrations")}
    for version, name, sql in migrations():
        if version in done:
            continue
        async with con.transaction():  # PostgreSQL's DDL is transactional: a migration lands whole or not at all
            for statement in statements(sql):
                await con.execute(to_postgres(statement))
            await con.execute("INSERT INTO schema_migrations(version, name, applied_at) VALUES ($1, $2, $3)",
                              version, name, time.time())


__all__ = ["PostgresStore", "split_schema"]


async def _keep_session(con: asyncpg.Connection) -> None:
    """Reset nothing on release: pooled connections hold no advisory lock (migrations lock on
    their own connection), listener or cursor, so asyncpg's default reset query would only add a
    round trip to every release (an open transaction is still rolled back by asyncpg itself)."""
