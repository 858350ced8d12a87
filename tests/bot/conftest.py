"""``store_target``: every store test runs on SQLite and on PostgreSQL (see ``backends``)."""

from tests.bot.backends import store_target  # noqa: F401
