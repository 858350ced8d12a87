"""A small run of the shard load test (``python -m bot bench shards``): real bot processes, each
holding one shard, on one database (SQLite and PostgreSQL), behind the fake Discord that routes
each guild's interactions to its shard; double and conflicting clicks, one process killed with
SIGKILL midway and restarted. The store must hold every acknowledged click once, at the seq its
button was made for, and only legal actions."""

from __future__ import annotations

import pytest

from engine import games


@pytest.mark.skipif("lorcana" not in games.available(), reason="the Lorcana engine is not there yet")
def test_sharded_processes_through_the_gateway_lose_and_double_nothing(store_target, counts):
    from bot.bench.shards import run

    figures = run(processes=2, matches=4, per_match=3, seconds=60, database=store_target)
    counts(**{k[7:]: v for k, v in figures.items() if isinstance(v, int)})
    assert figures["shards_actions"] >= 4 and figures["shards_kills"] == 1
    assert (figures["shards_lost"], figures["shards_duplicated"], figures["shards_illegal_in_log"]) == (0, 0, 0)
    assert figures["shards_replays_identical"] == "4/4" and figures["shards_logs_with_gaps"] == 0
    assert figures["shards_stale"] > 0  # the double clicks met: one acted, the other was told so
    assert figures["shards_recover_s"] is not None and figures["shards_recover_s"] < 60
    assert figures["shards_bot_errors_logged"] == 0


def test_the_load_test_is_bounded():
    from bot.bench.shards import run

    with pytest.raises(ValueError, match="processes must be 1 to 16"):
        run(processes=17)
