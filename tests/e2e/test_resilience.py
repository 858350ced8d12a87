"""What Discord does to a long match: the gateway drops and resumes, the thread gets archived,
the bot lacks a permission, spectators look in, and a handler fails unexpectedly."""

from __future__ import annotations

import hashlib
import logging

from .conftest import Harness


async def test_the_gateway_resumes_and_the_match_goes_on(harness: Harness):
    h, fake = harness, harness.fake
    match_id, thread_id = await h.start_match()
    await h.step(thread_id)
    await fake.drop_connection()
    await fake.until(lambda: fake.resumes == 1, timeout=10, what="a RESUME")
    assert fake.identifies == 1, "resumed, not identified again"
    await h.step(thread_id)
    assert len(await h.bot.host.store.actions(match_id)) == 2


async def test_an_archived_thread_is_unarchived_to_post_the_move(harness: Harness):
    h, fake = harness, harness.fake
    match_id, thread_id = await h.start_match()
    board = h.board_messages(thread_id)[-1]
    actor = h.next_actor(board)
    hand = await h.open_hand(actor, board)
    action = next(c for c in fake.custom_ids(hand) if c.startswith("tcg:a:"))
    await fake.archive(thread_id)
    await fake.until(lambda: h.bot.get_channel(thread_id) is None, what="the bot to drop the archived thread")
    await fake.click(actor, int(hand["id"]), action)
    await fake.until(lambda: len(h.board_messages(thread_id)) == 2, what="the move posted")
    assert not fake.channels[thread_id]["thread_metadata"]["archived"]
    assert ("PATCH", f"/channels/{thread_id}") in fake.requests
    assert len(await h.bot.host.store.actions(match_id)) == 1


async def test_public_thread_spectators_see_the_board_but_get_no_hand(harness: Harness):
    h, fake = harness, harness.fake
    await h.set_setting("threads", public=True)
    match_id, thread_id = await h.start_match()
    assert fake.channels[thread_id]["type"] == 11
    board = h.board_messages(thread_id)[-1]
    refused = await h.open_hand(h.carol, board)
    assert "spectating" in refused["content"] and not refused["attachments"] and not refused["components"]
    status = await h.reply_to(await fake.slash(h.carol, "lorcana status", channel_id=thread_id))
    assert f"#{match_id}" in status["content"]
    files = fake.files_of(int(status["id"]))
    assert files and all(h.renderer.made[hashlib.sha256(f).hexdigest()] == ("board", None) for f in files.values())
    assert not any(c.startswith("tcg:") for c in fake.custom_ids(status))


async def test_adding_players_403_names_the_permission(harness: Harness):
    h, fake = harness, harness.fake
    fake.fail("PUT", r"^/channels/\d+/thread-members/\d+$", 403, times=5)
    match_id, challenge, accept = await h.challenge(h.bob)
    await fake.click(h.bob, int(challenge["id"]), accept)
    await fake.until(lambda: fake.threads(), what="the match thread")
    thread_id = int(fake.threads()[-1]["id"])
    started = await fake.until(lambda: (m := fake.messages[int(challenge["id"])]) and "Send Messages in Threads" in m["content"]
                               and m, what="the permission message in the channel")
    assert f"<#{thread_id}>" in started["content"]
    await fake.until(lambda: any("Send Messages in Threads" in m["content"] for m in fake.channel_messages(thread_id)),
                     what="the permission message in the thread")
    assert (await h.bot.host.store.get_match(match_id)).status == "active"


async def test_an_unexpected_error_in_a_button_gets_an_apology_not_a_spinner(harness: Harness, caplog):
    h, fake = harness, harness.fake
    match_id, thread_id = await h.start_match()
    board = h.board_messages(thread_id)[-1]

    async def broken(*args, **kwargs):
        raise RuntimeError("the renderer broke")

    h.renderer.hand = broken  # type: ignore[method-assign]
    with caplog.at_level(logging.ERROR, logger="bot.host"):
        reply = await h.open_hand(h.alice, board)  # deferred with "thinking…", then the failure
    assert "Something went wrong" in reply["content"]
    assert fake.message_meta[int(reply["id"])]["ephemeral_to"] == h.alice.id
    failed = [r for r in caplog.records if r.exc_info and "the renderer broke" in str(r.exc_info[1])]
    assert failed and f"tcg:hand:{match_id}" in failed[0].getMessage() and str(h.alice.id) in failed[0].getMessage()
