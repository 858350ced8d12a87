"""Challenges: each opponent chooses their deck when accepting; nothing about the game exists until
everyone has accepted; 3-4 player Lorcana needs every invited player; an unanswered challenge is
withdrawn by a persisted timer."""

from __future__ import annotations

import asyncio

import pytest

from engine import games

from .conftest import ALPHA_LIST, PREFER, Harness


async def test_the_opponent_picks_a_saved_deck_when_accepting(harness: Harness):
    h, fake = harness, harness.fake
    await h.save_deck(h.bob, "mine", ALPHA_LIST)
    match_id, challenge, accept = await h.challenge(h.bob)  # Alice has no deck: a random (beta) deck
    record = await h.bot.host.store.get_match(match_id)
    assert record.status == "pending" and record.decks[1] == {}
    assert await h.bot.host.store.latest_snapshot(match_id) is None  # no game yet

    picker = await h.reply_to(await fake.click(h.bob, int(challenge["id"]), accept))
    assert fake.message_meta[int(picker["id"])]["ephemeral_to"] == h.bob.id
    select = picker["components"][0]["components"][0]
    assert select["custom_id"] == f"tcg:dk:{match_id}"
    assert [o["value"] for o in select["options"]] == ["n:mine", "r"]
    assert not fake.threads(), "the match waits for the deck choice"
    # Alice may not answer for Bob
    refused = await h.reply_to(await fake.click(h.alice, int(challenge["id"]), accept))
    assert "your own challenge" in refused["content"] and "bob" in refused["content"]

    await fake.click(h.bob, int(picker["id"]), select["custom_id"], ["n:mine"])
    await fake.until(lambda: fake.threads(), what="the match thread")
    thread_id = int(fake.threads()[-1]["id"])
    await fake.until(lambda: h.board_messages(thread_id), what="the first board")
    assert "mine" in fake.messages[int(picker["id"])]["content"] and not fake.messages[int(picker["id"])]["components"]
    assert f"<#{thread_id}>" in fake.messages[int(challenge["id"])]["content"]
    live = await h.bot.host.service.load(match_id)
    assert live.record.status == "active"
    assert {c[0] for c in live.record.decks[0]["main"]} == {"b"} and {c[0] for c in live.record.decks[1]["main"]} == {"a"}
    assert (await h.bot.host.store.latest_snapshot(match_id))[0] == 0


async def test_a_random_deck_can_be_chosen_instead(harness: Harness):
    h, fake = harness, harness.fake
    await h.save_deck(h.bob, "mine", ALPHA_LIST)
    match_id, challenge, accept = await h.challenge(h.bob)
    picker = await h.reply_to(await fake.click(h.bob, int(challenge["id"]), accept))
    await fake.click(h.bob, int(picker["id"]), f"tcg:dk:{match_id}", ["r"])
    await fake.until(lambda: fake.threads(), what="the match thread")
    record = await h.bot.host.store.get_match(match_id)
    assert {c[0] for c in record.decks[1]["main"]} == {"b"}


async def test_an_unanswered_challenge_is_withdrawn_even_across_a_restart(harness: Harness):
    h, fake = harness, harness.fake
    await h.set_setting("challenges", hours=1.0)
    match_id, challenge, _ = await h.challenge(h.bob)
    timers = await h.bot.host.store.timers_of_match(match_id)
    assert [(t.kind, t.due_at) for t in timers] == [("challenge", h.clock.now + 3600)]
    h.clock.now += 1800
    await asyncio.sleep(0.1)
    assert (await h.bot.host.store.get_match(match_id)).status == "pending"
    await h.stop_bot()
    h.clock.now += 1801
    await h.start_bot()
    message = await fake.until(lambda: "withdrawn" in fake.messages[int(challenge["id"])]["content"]
                               and fake.messages[int(challenge["id"])], what="the withdrawal")
    assert not message["components"], "no buttons on a withdrawn challenge"
    record = await h.bot.host.store.get_match(match_id)
    assert record.status == "declined" and record.result["reason"] == "expired"
    assert not fake.threads()


async def test_the_challenger_can_withdraw(harness: Harness):
    h, fake = harness, harness.fake
    match_id, challenge, accept = await h.challenge(h.bob)
    await fake.click(h.alice, int(challenge["id"]), accept.replace(":y", ":n"))
    await fake.until(lambda: "declined" in fake.messages[int(challenge["id"])]["content"])
    assert (await h.bot.host.store.get_match(match_id)).status == "declined"
    assert not await h.bot.host.store.timers_of_match(match_id)


@pytest.mark.skipif("lorcana" not in games.available(), reason="the Lorcana engine is not there yet")
async def test_three_players_accept_then_play_lorcana(real: Harness):
    h, fake = real, real.fake
    dave = fake.add_user("dave")
    match_id, challenge, accept = await h.challenge(h.bob, h.carol)
    assert h.bob.mention in challenge["content"] and h.carol.mention in challenge["content"]
    stranger = await h.reply_to(await fake.click(dave, int(challenge["id"]), accept))
    assert "invited" in stranger["content"]

    await fake.click(h.bob, int(challenge["id"]), accept)  # no saved decks: accepted with a random deck
    waiting = await fake.until(lambda: (m := fake.messages[int(challenge["id"])]) and "waiting" in m["content"] and m,
                               what="the waiting message")
    assert h.carol.mention in waiting["content"] and h.bob.mention not in waiting["content"]
    assert any(c.endswith(":y") for c in fake.custom_ids(waiting)), "the others can still accept"
    again = await h.reply_to(await fake.click(h.bob, int(challenge["id"]), accept))
    assert "承諾済み" in again["content"]  # Bob's Discord is in Japanese
    assert not fake.threads()

    await fake.click(h.carol, int(challenge["id"]), accept)
    await fake.until(lambda: fake.threads(), what="the match thread")
    thread_id = int(fake.threads()[-1]["id"])
    await fake.until(lambda: h.board_messages(thread_id), what="the first board")
    assert {h.alice.id, h.bob.id, h.carol.id} <= fake.thread_members[thread_id]
    assert dave.id not in fake.thread_members[thread_id]
    live = await h.bot.host.service.load(match_id)
    assert len(live.record.players) == 3 and all(d.get("main") for d in live.record.decks)
    actors = set()
    for _ in range(8):
        board = h.board_messages(thread_id)[-1]
        actors.add(h.next_actor(board).id)
        await h.step(thread_id, PREFER)
    assert len(await h.bot.host.store.actions(match_id)) == 8
    assert len(actors) >= 2
    assert await h.bot.host.service.verify(match_id)


async def test_status_of_a_pending_challenge(harness: Harness):
    h, fake = harness, harness.fake
    match_id, _, _ = await h.challenge(h.bob)
    reply = await h.reply_to(await fake.slash(h.alice, "lorcana status", match=match_id))
    assert f"#{match_id}" in reply["content"] and "waiting for the invited players" in reply["content"]
