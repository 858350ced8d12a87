"""Which guilds this process serves when the bot runs as several sharded processes.

Discord gives each guild to shard ``(guild_id >> 22) % shard_count`` and delivers its events
(interactions included) only to that shard. A process running shards ``ids`` therefore handles
the matches of those guilds, and its background work (posting boards missed before a restart,
firing timers, resuming the bot's practice moves) is limited to them too. Direct messages belong
to shard 0, so matches without a guild do as well.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ShardScope:
    count: int = 1
    ids: tuple[int, ...] = (0,)

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError(f"a shard count is at least 1, not {self.count}")
        if not self.ids:
            raise ValueError("a process runs at least one shard")
        bad = [i for i in self.ids if not 0 <= i < self.count]
        if bad:
            raise ValueError(f"shard ids run from 0 to {self.count - 1}; {bad} is out of range")

    @classmethod
    def everything(cls) -> ShardScope:
        return cls()

    @property
    def is_everything(self) -> bool:
        return set(self.ids) == set(range(self.count))

    @staticmethod
    def shard_of(guild_id: int | None, count: int) -> int:
        return 0 if guild_id is None else (guild_id >> 22) % count

    def owns(self, guild_id: int | None) -> bool:
        """Whether this process handles the matches of ``guild_id`` (None: a direct message)."""
        return self.shard_of(guild_id, self.count) in self.ids

    def sql(self, column: str) -> str:
        """A condition on a guild id column that holds for the guilds this process owns (both
        SQLite and PostgreSQL evaluate it; the numbers are ints, so nothing is interpolated from
        outside)."""
        if self.is_everything:
            return "TRUE"
        ids = ", ".join(str(int(i)) for i in sorted(set(self.ids)))
        return f"((COALESCE({column}, 0) >> 22) % {int(self.count)}) IN ({ids})"

    def __str__(self) -> str:
        return "all shards" if self.count == 1 else f"shards {list(self.ids)} of {self.count}"
