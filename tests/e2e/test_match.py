"""Two users play a whole match through slash commands and clicks, in a private thread."""

from __future__ import annotations

import asyncio
import hashlib

from .conftest import ALPHA, ALPHA_LIST, Harness


async def save_alpha(h: Harness) -> None:
    rec = await h.fake.slash(h.alice, "lorcana deck save", name="alpha")
    await h.fake.answered(rec)
    assert rec.callback["type"] == 9  # a modal to paste the list into
    modal_id = rec.callback["data"]["custom_id"]
    done = await h.fake.submit_modal(h.alice, modal_id, {"list": ALPHA_LIST})
    reply = await h.reply_to(done)
    assert "Saved deck" in reply["content"], reply["content"]


async def play_to_the_end(h: Harness, thread_id: int, limit: int = 60) -> dict:
    board = h.board_messages(thread_id)[-1]
    for _ in range(limit):
        if "Match over" in board["content"]:
            return board
        board = await h.step(thread_id)
    raise AssertionError("the match did not finish")


async def test_full_match_to_a_win_and_nobody_sees_the_other_hand(harness: Harness):
    h, fake = harness, harness.fake
    await save_alpha(h)
    match_id, thread_id = await h.start_match(deck="alpha")
    thread = fake.channels[thread_id]
    assert thread["type"] == 12 and thread["thread_metadata"]["invitable"] is False
    assert {h.alice.id, h.bob.id} <= fake.thread_members[thread_id]
    channel_text = [m["content"] for m in fake.channel_messages(fake.CHANNEL_ID)]
    assert any(f"<#{thread_id}>" in c for c in channel_text), "the channel links the thread"

    final = await play_to_the_end(h, thread_id)
    assert "Match over" in final["content"]
    assert not any(c.startswith("tcg:hand:") for c in fake.custom_ids(final)), "no hand button after the end"
    boards = h.board_messages(thread_id)
    assert len(boards) > 3
    for b in boards:
        png = next(iter(fake.files_of(int(b["id"])).values()))
        assert png[:4] in (b"\x89PNG", b"RIFF")
        assert h.renderer.made[hashlib.sha256(png).hexdigest()] == ("board", None)

    live = await h.bot.host.service.load(match_id)
    assert live.record.status == "finished"
    # Alice (seat 0) played the alpha deck; the cards still in her hand were never public.
    hidden = {live.state.cards[live.state.table.cards[u].card_id]["name"] for u in live.state.table.zone(0, "hand")}
    hidden |= {live.state.cards[live.state.table.cards[u].card_id]["name"] for u in live.state.table.zone(0, "deck")}
    hidden -= {live.state.cards[live.state.table.cards[u].card_id]["name"] for u in live.state.table.zone(0, "board")}
    bob_got = fake.received_by(h.bob)
    assert bob_got
    for d in bob_got:
        for name in hidden:
            assert name not in d.text(), f"Bob received Alice's hidden card {name}"
        for data in d.files.values():
            kind, viewer = h.renderer.made[hashlib.sha256(data).hexdigest()]
            assert viewer in (None, 1), f"Bob received a {kind} image made for seat {viewer}"
    assert any(h.renderer.made[hashlib.sha256(f).hexdigest()] == ("hand", 1) for d in bob_got for f in d.files.values())
    # and the other way round
    for d in fake.received_by(h.alice):
        for data in d.files.values():
            assert h.renderer.made[hashlib.sha256(data).hexdigest()][1] in (None, 0)
    alpha_names = set(ALPHA.values())
    assert any(n in d.text() for d in fake.received_by(h.alice) if d.ephemeral_to == h.alice.id for n in alpha_names)


async def test_only_players_act_and_stale_or_double_clicks_apply_once(harness: Harness):
    h, fake = harness, harness.fake
    match_id, thread_id = await h.start_match()
    board = h.board_messages(thread_id)[-1]
    actor = h.next_actor(board)
    other = h.bob if actor is h.alice else h.alice

    spectator = await h.open_hand(h.carol, board)
    assert "spectating" in spectator["content"]
    assert not spectator["attachments"] and not spectator["components"]
    resting = await h.open_hand(other, board)  # the waiting player sees their hand, no actions
    assert any(a["filename"].startswith("hand.") for a in resting["attachments"])
    assert not [c for c in fake.custom_ids(resting) if c.startswith("tcg:a:")]

    hand = await h.open_hand(actor, board)
    older = await h.open_hand(actor, board)  # a second copy of the same buttons, used later
    action = next(c for c in fake.custom_ids(hand) if c.startswith("tcg:a:"))
    # someone else forging the click is refused
    forged = await fake.click(h.carol, int(hand["id"]), action)
    await fake.answered(forged)
    await fake.until(lambda: any("Only the match's players" in m["content"] for m in fake.ephemerals(h.carol)))
    # two clicks at once apply once
    await asyncio.gather(fake.click(actor, int(hand["id"]), action),
                         fake.click(actor, int(hand["id"]), action))
    await fake.until(lambda: len(h.board_messages(thread_id)) == 2, what="one new board")
    await fake.until(lambda: any("moved on" in (m["content"] or "") for m in fake.ephemerals(actor)), what="stale notice")
    await asyncio.sleep(0.2)
    assert len(h.board_messages(thread_id)) == 2
    assert len(await h.bot.host.store.actions(match_id)) == 1
    # an old button later: stale message with a fresh view
    late = await fake.click(actor, int(older["id"]), action)
    await fake.answered(late)
    await fake.until(lambda: sum("moved on" in (m["content"] or "") for m in fake.ephemerals(actor)) >= 2)
    stale = [m for m in fake.ephemerals(actor) if "moved on" in (m["content"] or "")][-1]
    live = await h.bot.host.service.load(match_id)
    assert all(c.split(":")[3] == str(live.seq) for c in fake.custom_ids(stale) if c.startswith("tcg:a:"))
    assert len(await h.bot.host.store.actions(match_id)) == 1


async def test_restart_mid_match_keeps_every_button(harness: Harness):
    h, fake = harness, harness.fake
    match_id, thread_id = await h.start_match()
    await h.step(thread_id)
    await h.step(thread_id)
    first_board = h.board_messages(thread_id)[0]
    await h.stop_bot()
    await h.start_bot()
    assert fake.identifies == 2
    # the very first board's hand button still works after the restart
    board = h.board_messages(thread_id)[-1]
    actor = h.next_actor(board)
    hand_id = next(c for c in fake.custom_ids(first_board) if c.startswith("tcg:hand:"))
    hand = await h.reply_to(await fake.click(actor, int(first_board["id"]), hand_id))
    assert any(c.startswith("tcg:a:") for c in fake.custom_ids(hand))
    final = await play_to_the_end(h, thread_id)
    assert "Match over" in final["content"]
    assert await h.bot.host.service.verify(match_id)


async def test_act_command_autocompletes_legal_actions(harness: Harness):
    h, fake = harness, harness.fake
    match_id, thread_id = await h.start_match()
    actor = h.next_actor(h.board_messages(thread_id)[-1])
    choices = await fake.autocomplete(actor, "lorcana act", "action", channel_id=thread_id, action="")
    assert choices and any(c["name"].startswith("pass") for c in choices)
    narrowed = await fake.autocomplete(actor, "lorcana act", "action", channel_id=thread_id, action="pas")
    assert [c["name"] for c in narrowed] == ["pass"]
    assert await fake.autocomplete(h.carol, "lorcana act", "action", channel_id=thread_id, action="") == []
    rec = await fake.slash(actor, "lorcana act", channel_id=thread_id, action=narrowed[0]["value"])
    reply = await h.reply_to(rec)
    assert "Done" in reply["content"] or "実行" in reply["content"]
    await fake.until(lambda: len(h.board_messages(thread_id)) == 2)
    assert len(await h.bot.host.store.actions(match_id)) == 1
