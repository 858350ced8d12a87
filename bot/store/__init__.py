"""Storage: the repository interface (``repository.Store``) and its SQLite backend."""

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
from .sqlite import SqliteStore


async def open_store(path: str) -> SqliteStore:
    """Open the configured store (SQLite today; a PostgreSQL URL would choose another backend)."""
    return await SqliteStore.open(path)


__all__ = [
    "ABORTED", "ACTIVE", "DECLINED", "FINISHED", "PENDING", "ActionRecord", "MatchRecord", "SavedDeck",
    "Seat", "SqliteStore", "StaleSequence", "Store", "Timer", "open_store",
]
