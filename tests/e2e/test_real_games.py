"""The real engines through their own cogs: a whole Lorcana match to a win, and a few moves then a
concession in each other game (each only if its engine module exists)."""

from __future__ import annotations

import hashlib

import pytest

from engine import games

from .conftest import PREFER, Harness


@pytest.mark.skipif("lorcana" not in games.available(), reason="the Lorcana engine is not there yet")
async def test_a_whole_lorcana_match_to_a_win(real: Harness):
    h, fake = real, real.fake
    match_id, thread_id = await h.start_match(game="lorcana")
    board = h.board_messages(thread_id)[-1]
    for _ in range(400):
        if "Match over" in board["content"]:
            break
        board = await h.step(thread_id, PREFER)
    assert "Match over" in board["content"], "no winner after 400 moves"
    live = await h.bot.host.service.load(match_id)
    assert live.record.status == "finished" and live.engine.result(live.state).winners
    for d in fake.received_by(h.bob):
        for data in d.files.values():
            assert h.renderer.made[hashlib.sha256(data).hexdigest()][1] in (None, 1)
    # card names in text: see test_hidden_info.py (unique names per card, checked against what the
    # engine showed each player; a card revealed and then returned to a hand is not a leak)


@pytest.mark.parametrize("game", [g for g in ("onepiece", "mlp", "wow") if g in games.available()])
async def test_a_short_match_of_each_other_game(real: Harness, game: str):
    h, fake = real, real.fake
    match_id, thread_id = await h.start_match(game=game)
    for _ in range(6):
        board = await h.step(thread_id, PREFER)
        if "Match over" in board["content"]:
            break
    else:
        conceded = await h.reply_to(await fake.slash(h.alice, f"{game} concede", channel_id=thread_id))
        assert "Done" in conceded["content"], conceded["content"]
        await fake.until(lambda: "Match over" in h.board_messages(thread_id)[-1]["content"], what="the end")
    assert (await h.bot.host.store.get_match(match_id)).status == "finished"
