"""One process holding several shards (``SHARD_COUNT=3 SHARD_IDS=1,2``: ``bot.client.shard_options``
picks discord.py's AutoShardedBot) on the fake gateway, which routes every guild's events to the
shard Discord would, ``(guild_id >> 22) % shard_count``: each shard IDENTIFYs with
``[id, count]`` and gets its own READY, and a match in a guild of each shard is played through
its session. A guild of shard 0 (another process's) reaches no session of this one."""

from __future__ import annotations

import discord
import pytest

from .conftest import Harness
from .fake_discord import FakeDiscord, NotConnected


@pytest.fixture
async def sharded(fake: FakeDiscord, tmp_path, monkeypatch):
    identifies: list[tuple[int | None, bool]] = []

    async def no_wait(self, shard_id, *, initial=False):
        # discord.py sleeps 5 s before each IDENTIFY after the first (Discord's identify rate
        # limit); the fake has none, so the test only records the calls
        identifies.append((shard_id, initial))

    monkeypatch.setattr(discord.Client, "before_identify_hook", no_wait)
    guilds = {shard: fake.add_guild(f"guild of shard {shard}", key) for shard, key in ((0, 3), (1, 4), (2, 5))}
    h = Harness(fake, str(tmp_path / "bot.sqlite3"), config_options={"shard_count": 3, "shard_ids": (1, 2)})
    await h.start_bot()
    yield h, guilds, identifies
    await h.stop_bot()


async def test_auto_sharded_bot_identifies_each_shard_and_answers_its_guilds(sharded):
    h, guilds, identifies = sharded
    fake, bot = h.fake, h.bot
    assert isinstance(bot, discord.AutoShardedClient) and bot.shard_count == 3
    assert fake.identified == [(1, 3), (2, 3)]  # one IDENTIFY per shard, with [id, count]
    assert identifies == [(1, True), (2, False)]
    assert set(fake.sessions) == {(1, 3), (2, 3)} and sorted(bot.shards) == [1, 2]
    served = {g.id for g in bot.guilds}
    assert guilds[1][0] in served and guilds[2][0] in served and guilds[0][0] not in served
    for shard in (1, 2):
        guild, channel = guilds[shard]
        assert FakeDiscord.shard_of(guild, 3) == shard
        match_id, thread_id = await h.start_match(channel_id=channel)
        record = await bot.host.store.get_match(match_id)
        assert record.guild_id == guild and fake.guild_of(thread_id) == guild
        board = await h.step(thread_id)  # the pinged player opens the hand and acts: a new board
        assert h.board_messages(thread_id)[-1] is board
        assert (await bot.host.store.get_match(match_id)).last_seq >= 1
        # every interaction of that guild went over its shard's session, and was answered
        records = [r for r in fake.interactions.values() if fake.guild_of(r.channel_id) == guild]
        assert records and all(r.shard == (shard, 3) and r.done.is_set() for r in records)
    with pytest.raises(NotConnected):  # shard 0 belongs to another process
        await fake.slash(h.alice, "lorcana play", channel_id=guilds[0][1], opponent=h.bob)
