"""A bot killed between storing something and telling Discord about it catches up at start-up:
the board of an action stored but never posted (once, not again on the next restart), the first
board of a match killed just after its start, the final board of a finished game; and a
challenge whose message id was never stored still gets its news into the channel."""

from __future__ import annotations

import asyncio

from bot.matches import MatchService
from bot.store import SqliteStore
from engine.core import Action
from tests.core.tiny_game import Tiny

from .conftest import Harness


async def _act_offline(h: Harness, match_id: int, user_id: int, action: Action | None = None) -> int:
    """Act through the match service while the bot is stopped (stored, never posted)."""
    store = await SqliteStore.open(h.db_path)
    try:
        service = MatchService(store, engines=lambda game: Tiny())
        live = await service.load(match_id)
        seat = live.seat_of(user_id)
        assert seat is not None
        action = action or live.engine.legal_actions(live.state, seat)[0]
        return (await service.act(match_id, user_id, action, expected_seq=live.seq)).seq
    finally:
        await store.close()


async def _posted(h: Harness, match_id: int, seq: int) -> None:
    for _ in range(200):
        if (await h.bot.host.store.get_match(match_id)).posted_seq == seq:
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"board #{seq} of match {match_id} not noted as posted")


async def test_an_action_stored_but_not_posted_is_posted_once_at_start_up(harness: Harness):
    h, fake = harness, harness.fake
    match_id, thread_id = await h.start_match()
    board = h.board_messages(thread_id)[-1]
    actor = h.next_actor(board)
    await _posted(h, match_id, 0)
    await h.stop_bot()
    seq = await _act_offline(h, match_id, actor.id)
    assert seq == 1 and len(h.board_messages(thread_id)) == 1

    await h.start_bot()
    assert await h.bot.catch_up_task == 1
    boards = h.board_messages(thread_id)
    assert len(boards) == 2
    new = boards[-1]
    assert "•" in new["content"], "the log lines of the missed action"
    live = await h.bot.host.service.load(match_id)
    pinged = h.next_actor(new)
    assert pinged is not None and live.seat_of(pinged.id) in live.engine.to_act(live.state)
    assert any(c == f"tcg:hand:{match_id}" for c in fake.custom_ids(new))
    assert (await h.bot.host.store.get_match(match_id)).posted_seq == 1

    await h.stop_bot()
    await h.start_bot()
    assert await h.bot.catch_up_task == 0
    assert len(h.board_messages(thread_id)) == 2, "posted once, not on every restart"
    await h.step(thread_id)  # the game goes on from the caught-up board
    await _posted(h, match_id, 2)


async def test_a_match_killed_just_after_its_start_gets_its_first_board(harness: Harness):
    h, fake = harness, harness.fake
    # the first board cannot be posted (nor its text-only fallback): as if killed before the post
    fake.fail("POST", r"^/channels/\d+/messages$", 403, times=2)
    match_id, challenge, accept = await h.challenge(h.bob)
    await fake.click(h.bob, int(challenge["id"]), accept)
    await fake.until(lambda: fake.threads(), what="the match thread")
    thread_id = int(fake.threads()[-1]["id"])
    await fake.until(lambda: not any(f.times for f in fake.failures), what="the failed posts")
    await asyncio.sleep(0.1)
    assert not h.board_messages(thread_id)
    assert (await h.bot.host.store.get_match(match_id)).posted_seq is None

    await h.stop_bot()
    await h.start_bot()
    assert await h.bot.catch_up_task == 1
    [board] = h.board_messages(thread_id)
    assert f"#{match_id}" in board["content"].splitlines()[0], "the thread's intro"
    assert f"tcg:hand:{match_id}" in fake.custom_ids(board) and h.next_actor(board) is not None
    assert {h.alice.id, h.bob.id} <= fake.thread_members[thread_id]
    await h.stop_bot()
    await h.start_bot()
    assert await h.bot.catch_up_task == 0 and len(h.board_messages(thread_id)) == 1


async def test_the_final_board_of_a_game_finished_while_posting_is_posted(harness: Harness):
    h = harness
    match_id, thread_id = await h.start_match()
    await _posted(h, match_id, 0)
    await h.stop_bot()
    await _act_offline(h, match_id, h.bob.id, Action("concede", 1))
    await h.start_bot()
    assert await h.bot.catch_up_task == 1
    final = h.board_messages(thread_id)[-1]
    assert "Match over" in final["content"] and h.alice.mention in final["content"]
    assert not h.fake.custom_ids(final), "no hand button on a finished game"
    assert not await h.bot.host.store.timers_of_match(match_id)
    await h.stop_bot()
    await h.start_bot()
    assert await h.bot.catch_up_task == 0 and len(h.board_messages(thread_id)) == 2


async def test_the_challenge_message_id_is_stored_from_the_reply(harness: Harness):
    h, fake = harness, harness.fake
    match_id, challenge, _ = await h.challenge(h.bob)
    record = await h.bot.host.store.get_match(match_id)
    assert record.options["message"] == int(challenge["id"])
    assert record.options["invited"] == [h.bob.id] and record.options["accepted"] == []
    assert not any(m == "GET" and "@original" in p for m, p in fake.requests), "no extra request for the id"


async def test_a_challenge_without_its_message_id_still_reports_the_start(harness: Harness):
    h, fake = harness, harness.fake
    match_id, challenge, accept = await h.challenge(h.bob)
    store = h.bot.host.store
    options = dict((await store.get_match(match_id)).options)
    del options["message"]  # as if the bot died between the reply and storing its id
    await store.update_match(match_id, options=options)
    await fake.click(h.bob, int(challenge["id"]), accept)
    await fake.until(lambda: fake.threads(), what="the match thread")
    thread_id = int(fake.threads()[-1]["id"])
    news = await fake.until(lambda: next((m for m in fake.channel_messages(fake.CHANNEL_ID)
                                          if f"<#{thread_id}>" in m["content"]), None), what="the start in the channel")
    assert int(news["id"]) != int(challenge["id"])
    await fake.until(lambda: h.board_messages(thread_id), what="the first board")


async def test_a_challenge_without_its_message_id_still_expires(harness: Harness):
    h, fake = harness, harness.fake
    await h.set_setting("challenges", hours=1.0)
    match_id, _, _ = await h.challenge(h.bob)
    store = h.bot.host.store
    options = dict((await store.get_match(match_id)).options)
    del options["message"]
    await store.update_match(match_id, options=options)
    h.clock.now += 3601
    await fake.until(lambda: any("withdrawn" in m["content"] for m in fake.channel_messages(fake.CHANNEL_ID)),
                     what="the withdrawal in the channel")
    assert (await store.get_match(match_id)).status == "declined"
