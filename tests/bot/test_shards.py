"""Sharding: the configuration (``SHARD_COUNT``, ``SHARD_IDS``, ``DATABASE_URL``) and the bot class it
picks. A small run of ``python -m bot bench shards`` is in tests/reliability/test_shard_load.py, the
AutoShardedBot on the gateway in tests/e2e/test_sharded_gateway.py."""

from __future__ import annotations

import pytest

from bot.client import TcgBot, shard_options
from bot.config import Config, ConfigError
from bot.store import ShardScope


def test_no_shard_settings_is_one_process_for_everything():
    config = Config.from_env({"DATABASE_PATH": "/tmp/x.sqlite3"})
    assert config.shard_scope == ShardScope.everything() and config.store_target == "/tmp/x.sqlite3"
    assert shard_options(config) == (TcgBot, {})


def test_shard_ranges_and_the_bot_class():
    config = Config.from_env({"SHARD_COUNT": "4", "SHARD_IDS": "3, 0-1", "DATABASE_URL": "postgresql://u@127.0.0.1/db"})
    assert config.shard_scope == ShardScope(4, (0, 1, 3))
    assert config.store_target == "postgresql://u@127.0.0.1/db"  # the URL wins over DATABASE_PATH
    cls, options = shard_options(config)
    assert issubclass(cls, TcgBot) and cls is not TcgBot and options == {"shard_ids": [0, 1, 3], "shard_count": 4}
    assert shard_options(Config.from_env({"SHARD_COUNT": "2", "SHARD_IDS": "1"})) == (
        TcgBot, {"shard_id": 1, "shard_count": 2})
    assert Config.from_env({"SHARD_COUNT": "3"}).shard_scope == ShardScope(3, (0, 1, 2))


@pytest.mark.parametrize(("env", "message"), [
    ({"SHARD_IDS": "1"}, "SHARD_IDS needs SHARD_COUNT"),
    ({"SHARD_COUNT": "0"}, "SHARD_COUNT must be a whole number of at least 1"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "2"}, "shards are 0 to 1"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "one"}, "like 0,1 or a range like 0-3"),
    ({"DATABASE_URL": "mysql://x"}, "DATABASE_URL must be a postgresql://"),
])
def test_bad_shard_and_database_settings_say_what_to_fix(env, message):
    with pytest.raises(ConfigError, match=message):
        Config.from_env(env)

