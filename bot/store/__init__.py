"""Storage: the repository interface (``repository.Store``) and its backends: SQLite (the embedded
default) and PostgreSQL (``DATABASE_URL=postgresql://…``, for several bot processes)."""

from __future__ import annotations

from .records import (
    ABORTED,
    ACTIVE,
    DECLINED,
    FINISHED,
    PENDING,
    ActionRecord,
    MatchRecord,
    SavedDeck,
    Seat,
    StaleSequence,
    Timer,
)
from .repository import Store
from .shards import ShardScope
from .sqlite import SqliteStore


def is_postgres_url(target: str) -> bool:
    return target.startswith(("postgresql://", "postgres://"))


async def open_store(target: str, scope: ShardScope | None = None) -> Store:
    """Open the store ``target`` names: a ``postgresql://`` URL opens the PostgreSQL store, anything
    else is a SQLite file path. ``scope``: the shards this process serves."""
    if is_postgres_url(target):
        from .postgres import PostgresStore  # asyncpg is only imported when PostgreSQL is used

        return await PostgresStore.open(target, scope)
    return await SqliteStore.open(target, scope)


__all__ = [
    "ABORTED", "ACTIVE", "DECLINED", "FINISHED", "PENDING", "ActionRecord", "MatchRecord", "SavedDeck",
    "Seat", "ShardScope", "SqliteStore", "StaleSequence", "Store", "Timer", "is_postgres_url", "open_store",
]
