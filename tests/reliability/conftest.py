"""``store_target``: the tests that take it run on SQLite and on PostgreSQL (see tests/bot/backends)."""

from tests.bot.backends import store_target  # noqa: F401
