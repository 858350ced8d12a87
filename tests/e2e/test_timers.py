"""Reminders are timers in the store: they fire on time, are caught up after downtime, and the
idle policy lets the waiting player claim the win by clicking (nothing automatic)."""

from __future__ import annotations

from .conftest import Harness


async def set_setting(h: Harness, sub: str, **value) -> None:
    reply = await h.reply_to(await h.fake.slash(h.alice, f"tcg-settings {sub}", **value))
    assert "Saved" in reply["content"], reply["content"]


def reminders(h: Harness, thread_id: int) -> list[dict]:
    return [m for m in h.fake.channel_messages(thread_id) if m["content"].startswith("⏰")]


async def test_reminder_fires_and_is_caught_up_after_a_restart(harness: Harness):
    h, fake = harness, harness.fake
    await set_setting(h, "reminders", hours=1.0)
    match_id, thread_id = await h.start_match()
    actor = h.next_actor(h.board_messages(thread_id)[-1])
    h.clock.now += 1800
    await fake.until(lambda: True)
    assert not reminders(h, thread_id)
    h.clock.now += 1801
    first = await fake.until(lambda: reminders(h, thread_id), what="a reminder")
    assert actor.mention in first[0]["content"]
    # acting cancels the pending reminder and schedules a new one from now
    await h.step(thread_id)
    timers = await h.bot.host.store.timers_of_match(match_id)
    assert [t.kind for t in timers] == ["remind"] and timers[0].payload["seq"] == 1
    # the bot is down when the next reminder falls due: it is sent right after the restart
    await h.stop_bot()
    h.clock.now += 7200
    await h.start_bot()
    await fake.until(lambda: len(reminders(h, thread_id)) == 2, what="the caught-up reminder")


async def test_idle_player_lets_the_opponent_claim_the_win(harness: Harness):
    h, fake = harness, harness.fake
    await set_setting(h, "reminders", hours=1.0)
    await set_setting(h, "idle", reminders=1)
    match_id, thread_id = await h.start_match()
    idle = h.next_actor(h.board_messages(thread_id)[-1])
    waiting = h.bob if idle is h.alice else h.alice
    h.clock.now += 3601
    offer = (await fake.until(lambda: reminders(h, thread_id), what="the reminder"))[0]
    claim = next(c for c in fake.custom_ids(offer) if c.startswith("tcg:claim:"))
    assert (await h.bot.host.store.get_match(match_id)).status == "active"  # nothing automatic
    refused = await h.reply_to(await fake.click(idle, int(offer["id"]), claim))
    assert "cannot claim" in refused["content"]
    await h.reply_to(await fake.click(waiting, int(offer["id"]), claim))
    final = await fake.until(lambda: "Match over" in h.board_messages(thread_id)[-1]["content"]
                             and h.board_messages(thread_id)[-1])
    assert "claims the win" in final["content"] and waiting.mention in final["content"].splitlines()[-1]
    record = await h.bot.host.store.get_match(match_id)
    assert record.status == "finished"
    assert not await h.bot.host.store.timers_of_match(match_id)
