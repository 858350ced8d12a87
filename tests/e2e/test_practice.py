"""Practice matches against the bot: ``/lorcana practice`` opens an ordinary match thread where the
bot's seat moves by itself within two seconds, is logged like a player, and never pings anyone."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest

from engine import games

from .conftest import PREFER, Harness
from .test_trusted_messages import pinged, record_payloads

BOT_TURN = "**"  # the board names the bot in bold (no mention)


def last_board(h: Harness, thread_id: int) -> dict[str, Any]:
    return h.board_messages(thread_id)[-1]


def waits_for_alice(h: Harness, board: dict[str, Any]) -> bool:
    return "Match over" in board["content"] or h.next_actor(board) is h.alice


async def alice_or_end(h: Harness, thread_id: int, timeout: float = 5.0) -> dict[str, Any]:
    """The board once the bot has moved: Alice must decide, or the match is over."""
    await h.fake.until(lambda: waits_for_alice(h, last_board(h, thread_id)), timeout, "the bot's move")
    await h.board_noted(thread_id)
    await h.bot.host.practice.wait()
    return last_board(h, thread_id)


async def start_practice(h: Harness, game: str = "lorcana", **options: Any) -> tuple[int, int, dict[str, Any]]:
    """Alice starts a practice match: (match id, thread id, the reply in the channel)."""
    threads = len(h.fake.threads())
    reply = await h.reply_to(await h.fake.slash(h.alice, f"{game} practice", **options))
    await h.fake.until(lambda: len(h.fake.threads()) > threads, what="the practice thread")
    thread_id = int(h.fake.threads()[-1]["id"])
    # the thread exists before the match is stored with it: read the record once the first board is up
    await h.fake.until(lambda: h.board_messages(thread_id), what="the first board")
    record = await h.bot.host.store.match_by_thread(thread_id)
    assert record is not None
    return record.id, thread_id, reply


async def test_a_practice_match_against_the_bot_to_the_end(harness: Harness):
    h, fake = harness, harness.fake
    payloads = record_payloads(fake)
    match_id, thread_id, reply = await start_practice(h, level="normal")
    bot_id = fake.APP_ID
    assert "Practice" in reply["content"]
    record = await h.bot.host.store.get_match(match_id)
    assert record.options["practice"] == {"seat": 1, "level": "normal"}
    assert [s.user_id for s in record.players] == [h.alice.id, bot_id]
    assert h.alice.id in fake.thread_members[thread_id]
    assert not any(f"thread-members/{bot_id}" in path for _, path in fake.requests), "the bot adds only people"

    board = await alice_or_end(h, thread_id)
    moves = 0
    while "Match over" not in board["content"] and moves < 40:
        before = len(h.board_messages(thread_id))
        await h.step(thread_id)  # Alice acts through her hand buttons, as in any match
        # the bot's turn starts with Alice's board; its move is on the board within two seconds
        started = time.monotonic()
        board = await alice_or_end(h, thread_id, timeout=2.0)
        assert time.monotonic() - started < 2.0
        assert len(h.board_messages(thread_id)) > before
        moves += 1
    assert "Match over" in board["content"], "no winner after 40 of Alice's moves"

    live = await h.bot.host.service.load(match_id)
    assert live.record.status == "finished"
    logged = await h.bot.host.store.actions(match_id)
    assert {a.player for a in logged} == {0, 1}, "both seats' moves are in the match log"
    assert await h.bot.host.service.verify(match_id), "the log (the bot's moves too) replays to the same state"
    # the bot's seat is named, never mentioned, and no message lets Discord ping it
    for _, message in payloads:
        assert f"<@{bot_id}>" not in (message.get("content") or ""), message.get("content")
        if message.get("allowed_mentions") is not None:
            assert bot_id not in pinged(message)
    assert any(BOT_TURN in b["content"] for b in h.board_messages(thread_id)), "the board names the bot's turn"
    history = await h.reply_to(await fake.slash(h.alice, "lorcana history"))
    assert f"#{match_id} vs" in history["content"]


async def until_the_bots_turn(h: Harness, match_id: int, thread_id: int) -> None:
    """Alice acts (a "may" of hers can follow her move) until the bot must decide."""
    for _ in range(5):
        await h.step(thread_id)
        live = await h.bot.host.service.load(match_id)
        if 1 in live.engine.to_act(live.state):
            return
    raise AssertionError("the bot never had to move")


async def test_the_bot_moves_after_a_restart_when_its_move_was_lost(harness: Harness):
    h = harness
    match_id, thread_id, _ = await start_practice(h, level="easy")
    await alice_or_end(h, thread_id)
    h.bot.host.practice.after = lambda live: None  # the process dies before the bot moves
    await until_the_bots_turn(h, match_id, thread_id)
    actions = len(await h.bot.host.store.actions(match_id))
    await h.stop_bot()
    await h.start_bot()
    board = await alice_or_end(h, thread_id)
    assert len(await h.bot.host.store.actions(match_id)) > actions
    assert waits_for_alice(h, board)


async def test_the_bots_seat_is_never_reminded(harness: Harness):
    h, fake = harness, harness.fake
    await h.set_setting("reminders", hours=1.0)
    match_id, thread_id, _ = await start_practice(h)
    await alice_or_end(h, thread_id)
    h.bot.host.practice.after = lambda live: None  # the bot's move is late …
    await until_the_bots_turn(h, match_id, thread_id)
    del h.bot.host.practice.after  # … until its reminder falls due: then it moves instead
    h.clock.now += 3601
    board = await alice_or_end(h, thread_id)
    assert waits_for_alice(h, board)
    assert not [m for m in fake.channel_messages(thread_id) if m["content"].startswith("⏰")]


@pytest.mark.skipif("lorcana" not in games.available(), reason="the Lorcana engine is not there yet")
async def test_practice_with_the_real_lorcana_engine(real: Harness):
    h, fake = real, real.fake
    match_id, thread_id, _ = await start_practice(h, level="normal")
    board = await alice_or_end(h, thread_id, timeout=10.0)
    for _ in range(12):  # the opening choices and a few turns
        if "Match over" in board["content"]:
            break
        await h.step(thread_id, PREFER)
        board = await alice_or_end(h, thread_id, timeout=10.0)
    logged = await h.bot.host.store.actions(match_id)
    assert any(a.player == 1 for a in logged), "the bot has moved"
    if "Match over" not in board["content"]:
        done = await h.reply_to(await fake.slash(h.alice, "lorcana concede", channel_id=thread_id))
        assert "Done" in done["content"], done["content"]
        await fake.until(lambda: "Match over" in last_board(h, thread_id)["content"], what="the end")
    await asyncio.sleep(0)
    assert (await h.bot.host.store.get_match(match_id)).status == "finished"
    assert await h.bot.host.service.verify(match_id)
