"""Plain records the store reads and writes; no SQL here."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ACTIVE, PENDING, FINISHED, DECLINED, ABORTED = "active", "pending", "finished", "declined", "aborted"
STATUSES = (ACTIVE, PENDING, FINISHED, DECLINED, ABORTED)


class StaleSequence(Exception):
    """An append expected a different last action: someone else acted first."""

    def __init__(self, expected: int, actual: int) -> None:
        super().__init__(f"expected action #{expected}, but the match is at #{actual}")
        self.expected = expected
        self.actual = actual


@dataclass
class Seat:
    user_id: int
    name: str


@dataclass
class MatchRecord:
    id: int
    game: str
    players: list[Seat]
    seed: int
    decks: list[dict[str, Any]]
    options: dict[str, Any] = field(default_factory=dict)
    status: str = ACTIVE
    result: dict[str, Any] | None = None
    guild_id: int | None = None
    channel_id: int | None = None
    thread_id: int | None = None
    created_at: float = 0.0
    updated_at: float = 0.0
    last_seq: int = 0
    posted_seq: int | None = None  # the last seq whose board was posted in the thread (None: none yet)

    def seat_of(self, user_id: int) -> int | None:
        for i, seat in enumerate(self.players):
            if seat.user_id == user_id:
                return i
        return None


@dataclass
class ActionRecord:
    match_id: int
    seq: int
    player: int
    action: dict[str, Any]
    created_at: float


@dataclass
class SavedDeck:
    owner_id: int
    game: str
    name: str
    list_text: str
    deck: dict[str, Any]
    updated_at: float = 0.0


@dataclass
class Timer:
    id: int
    kind: str
    due_at: float
    match_id: int | None
    payload: dict[str, Any]
