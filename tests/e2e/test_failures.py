"""Discord failures: a 403 names the missing permission; a 429 is retried and the action lands once."""

from __future__ import annotations

from .conftest import Harness


async def test_thread_creation_403_tells_the_admins(harness: Harness):
    h, fake = harness, harness.fake
    fake.fail("POST", r"^/channels/\d+/threads$", 403)
    rec = await fake.slash(h.alice, "lorcana play", opponent=h.bob)
    challenge = await h.reply_to(rec)
    accept = next(c for c in fake.custom_ids(challenge) if c.endswith(":y"))
    await fake.click(h.bob, int(challenge["id"]), accept)
    msg = await fake.until(lambda: (m := fake.messages[int(challenge["id"])]) and "Create Private Threads" in m["content"] and m,
                           what="the permission message")
    assert "permission" in msg["content"]
    assert not fake.threads()
    match_id = int(accept.split(":")[2])
    assert (await h.bot.host.store.get_match(match_id)).status == "pending"
    # once an admin grants the permission, accepting again starts the match
    await fake.click(h.bob, int(challenge["id"]), accept)
    await fake.until(lambda: fake.threads(), what="the match thread")
    await fake.until(lambda: f"<#{fake.threads()[-1]['id']}>" in fake.messages[int(challenge["id"])]["content"],
                     what="the link to the thread")
    assert (await h.bot.host.store.get_match(match_id)).status == "active"


async def test_429_on_the_board_post_is_retried_and_the_action_lands_once(harness: Harness):
    h, fake = harness, harness.fake
    match_id, thread_id = await h.start_match()
    fake.fail("POST", rf"^/channels/{thread_id}/messages$", 429, times=1, retry_after=0.05)
    before = sum(1 for m, p in fake.requests if m == "POST" and p == f"/channels/{thread_id}/messages")
    await h.step(thread_id)
    after = sum(1 for m, p in fake.requests if m == "POST" and p == f"/channels/{thread_id}/messages")
    assert after - before == 2  # the refused post and its retry
    assert len(h.board_messages(thread_id)) == 2
    assert len(await h.bot.host.store.actions(match_id)) == 1


async def test_missing_attach_files_still_posts_the_move(harness: Harness):
    h, fake = harness, harness.fake
    match_id, thread_id = await h.start_match()
    board = h.board_messages(thread_id)[-1]
    actor = h.next_actor(board)
    hand = await h.open_hand(actor, board)
    action = next(c for c in fake.custom_ids(hand) if c.startswith("tcg:a:"))
    count = len(fake.channel_messages(thread_id))
    fake.fail("POST", rf"^/channels/{thread_id}/messages$", 403, times=1)
    await fake.click(actor, int(hand["id"]), action)
    msg = await fake.until(lambda: len(fake.channel_messages(thread_id)) > count and fake.channel_messages(thread_id)[-1])
    assert "Attach Files" in msg["content"]
    assert len(await h.bot.host.store.actions(match_id)) == 1
