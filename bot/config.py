"""Configuration from environment variables, validated with errors that say what to fix."""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from pathlib import Path

from bot.store.shards import ShardScope

PROJECT_ROOT = Path(__file__).resolve().parent.parent
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")

TOKEN_HELP = """\
DISCORD_TOKEN is not set. To get one:
  1. Open https://discord.com/developers/applications and create an application (New Application).
  2. In "Bot", click "Reset Token" and copy the token.
  3. Start the bot with it:  DISCORD_TOKEN=... ./dev.sh run   (or put it in a .env file next to README.md)
See README.md, "Create the Discord application", for inviting the bot to your server."""


class ConfigError(Exception):
    """A setting is missing or invalid; the message says which and how to fix it."""


@dataclass(frozen=True)
class Config:
    """The bot's settings (see the configuration table in README.md)."""

    discord_token: str | None
    database_path: str
    dev_guild_id: int | None
    card_image_dir: str
    log_level: str
    database_url: str | None = None
    """``DATABASE_URL``: a ``postgresql://`` URL chooses the PostgreSQL store (several processes);
    unset, the bot uses the SQLite file ``database_path``."""
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None
    """``SHARD_COUNT`` / ``SHARD_IDS``: the shards this process runs (unset: one process, all)."""

    @property
    def store_target(self) -> str:
        """What ``bot.store.open_store`` opens: the PostgreSQL URL, else the SQLite path."""
        return self.database_url or self.database_path

    @property
    def shard_scope(self) -> ShardScope:
        if self.shard_count is None:
            return ShardScope.everything()
        return ShardScope(self.shard_count, self.shard_ids or tuple(range(self.shard_count)))

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None) -> Config:
        env = dict(os.environ if env is None else env)
        _load_dotenv(env)
        problems: list[str] = []
        token = env.get("DISCORD_TOKEN", "").strip() or None
        if token is not None and (len(token) < 50 or " " in token):
            problems.append("DISCORD_TOKEN does not look like a bot token (copy it again from the Bot page)")
        guild_raw = env.get("DEV_GUILD_ID", "").strip()
        guild = None
        if guild_raw:
            if not guild_raw.isdigit():
                problems.append(f"DEV_GUILD_ID must be a server id (digits), not {guild_raw!r}")
            else:
                guild = int(guild_raw)
        level = env.get("LOG_LEVEL", "INFO").strip().upper() or "INFO"
        if level not in LOG_LEVELS:
            problems.append(f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {level!r}")
        db = env.get("DATABASE_PATH", "").strip() or str(PROJECT_ROOT / "data" / "bot.sqlite3")
        if Path(db).is_dir():
            problems.append(f"DATABASE_PATH must be a file path, but {db} is a folder")
        images = env.get("CARD_IMAGE_DIR", "").strip() or str(PROJECT_ROOT / "data" / "card_images")
        url = env.get("DATABASE_URL", "").strip() or None
        if url is not None and not url.startswith(("postgresql://", "postgres://")):
            problems.append("DATABASE_URL must be a postgresql://user@host:port/database URL"
                            " (leave it unset to use the SQLite file DATABASE_PATH)")
        count, ids = _shards(env, problems)
        if problems:
            raise ConfigError("; ".join(problems))
        return cls(token, db, guild, images, level, url, count, ids)

    def require_token(self) -> str:
        if not self.discord_token:
            raise ConfigError(TOKEN_HELP)
        return self.discord_token


def _shards(env: dict[str, str], problems: list[str]) -> tuple[int | None, tuple[int, ...] | None]:
    """``SHARD_COUNT`` (a whole number ≥ 1) and ``SHARD_IDS`` (``0,1`` or a range ``0-3``)."""
    count_raw = env.get("SHARD_COUNT", "").strip()
    ids_raw = env.get("SHARD_IDS", "").strip()
    if not count_raw:
        if ids_raw:
            problems.append("SHARD_IDS needs SHARD_COUNT (the total number of shards of every process)")
        return None, None
    if not count_raw.isdigit() or int(count_raw) < 1:
        problems.append(f"SHARD_COUNT must be a whole number of at least 1, not {count_raw!r}")
        return None, None
    count = int(count_raw)
    if not ids_raw:
        return count, tuple(range(count))
    ids: list[int] = []
    for part in ids_raw.replace(" ", "").split(","):
        low, _, high = part.partition("-")
        if not low.isdigit() or (high and not high.isdigit()):
            problems.append(f"SHARD_IDS must be shard numbers like 0,1 or a range like 0-3, not {ids_raw!r}")
            return None, None
        ids += range(int(low), int(high or low) + 1)
    bad = sorted({i for i in ids if i >= count})
    if bad or not ids:
        problems.append(f"SHARD_IDS {bad or ids_raw} out of range: with SHARD_COUNT={count} shards are 0 to {count - 1}")
        return None, None
    return count, tuple(sorted(set(ids)))


def _load_dotenv(env: dict[str, str]) -> None:
    """Fill unset variables from a ``.env`` file in the project root (KEY=value lines)."""
    path = PROJECT_ROOT / ".env"
    if not path.is_file():
        return
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#") and "=" in line:
            key, value = line.split("=", 1)
            env.setdefault(key.strip(), value.strip().strip('"').strip("'"))


def setup_logging(level: str) -> None:
    """One line per record; discord.py's HTTP chatter only from WARNING."""
    logging.basicConfig(level=getattr(logging, level), format="%(asctime)s %(levelname)-7s %(name)s: %(message)s")
    logging.getLogger("discord.http").setLevel(logging.WARNING)
    logging.getLogger("discord.gateway").setLevel(logging.WARNING)
