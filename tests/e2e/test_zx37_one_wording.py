"""The four games say the same things the same way (audit u37ux, items left there; helper x37ux):

1. a concession reads "P1 conceded" in every game (Lorcana said "P2 wins: P1 conceded" while the
   result line already names the winner);
2. WoW log lines cite the English rules briefly ("[WoW 601.2, EN]", not "[WoW TCG comprehensive
   rules (English) 601.2 (outside the provided document)]" on every line); ``/wow help`` says once
   what ``EN`` is;
3. a deck line without a count that names no card says what a line should look like in WoW and MLP
   too (Lorcana and ONE PIECE did): ``tests/e2e/test_zu37_first_use.py`` checks it for all four;
4. a ONE PIECE card whose "text" is its "effect" (no trigger) shows those words once.
"""

from __future__ import annotations

import re

import pytest

from engine import games

from .conftest import PREFER, Harness
from .fake_discord import FakeAttachment

ALL = pytest.mark.skipif(set(games.GAMES) - set(games.available()), reason="not every engine is there")


@ALL
async def test_a_concession_reads_the_same_in_every_game(real: Harness):
    h, fake = real, real.fake
    reasons = {}
    for game in games.GAMES:
        # Lorcana 3.2.1.3 (the last player left wins), ONE PIECE, MLP, WoW: a player may concede at any time
        match_id, thread_id = await h.start_match(game=game)
        await h.reply_to(await fake.slash(h.alice, f"{game} concede", channel_id=thread_id))
        await fake.until(lambda t=thread_id: "Match over" in h.board_messages(t)[-1]["content"], what="the end")
        over = h.board_messages(thread_id)[-1]["content"].splitlines()[-1]
        reasons[game] = re.sub(r" \[[^\]]*\]\)$", ")", re.sub(r"<@\d+>", "@", over))  # each game's rule aside
        assert (await h.bot.host.store.get_match(match_id)).status == "finished"
    assert len(set(reasons.values())) == 1, reasons  # one wording
    assert "P1 conceded" in reasons["lorcana"] and "wins" not in reasons["lorcana"], reasons


@pytest.mark.skipif("wow" not in games.available(), reason="the WoW engine is not there")
async def test_wow_log_lines_cite_the_english_rules_briefly_and_help_says_what_en_is(real: Harness):
    h, fake = real, real.fake
    _, thread_id = await h.start_match(game="wow")
    for _ in range(4):  # EN 501.2: the first player skips the first draw (outside the provided document)
        board = await h.step(thread_id, PREFER)
        if "Match over" in board["content"]:
            break
    log = "\n".join(m["content"] for m in fake.channel_messages(thread_id))
    assert "outside the provided document" not in log and "comprehensive rules" not in log, log
    assert re.search(r"\[WoW \d{3}\.\d+[a-z]?, EN\]", log), log
    help_text = (await h.reply_to(await fake.slash(h.alice, "wow help")))["content"]
    assert "`[WoW …, EN]`" in help_text and "WoW TCG comprehensive rules (English)" in help_text, help_text
    assert "outside the provided document" in help_text
    other = (await h.reply_to(await fake.slash(h.alice, "lorcana help")))["content"]
    assert ", EN]" not in other, other  # only the game that cites such rules says so


@pytest.mark.skipif(not {"wow", "mlp"} <= set(games.available()), reason="the WoW or MLP engine is not there")
async def test_a_named_line_without_a_count_keeps_its_reading(real: Harness):
    """A line without a count is still one copy of the card it names (WoW's hero line, MLP's
    "Main Character:" line): only a line that names no card gets the format hint."""
    h, fake = real, real.fake
    for game, text in (("wow", b"Hero: hello world\n"), ("mlp", b"Main Character: hello world\n")):
        bad = await h.reply_to(await fake.slash(h.alice, f"{game} deck save", name="bad", file=FakeAttachment("d.txt", text)))
        assert "hello world" in bad["content"] and "expected a count" not in bad["content"], bad["content"]


@pytest.mark.skipif("onepiece" not in games.available(), reason="the ONE PIECE engine is not there")
async def test_a_onepiece_card_shows_its_text_once(real: Harness):
    h, fake = real, real.fake
    pool = await h.bot.host.pool("onepiece")
    rec = next((r for r in pool.by_id.values() if r.data.get("effect") and r.data.get("text") == r.data["effect"]), None)
    if rec is None:
        pytest.skip("no ONE PIECE card with an effect and no trigger in the pool")
    card = await h.reply_to(await fake.slash(h.alice, "onepiece card", name=rec.id))
    fields = [(f["name"], f["value"]) for f in card["embeds"][0]["fields"]]
    shown = [name for name, value in fields if value == rec.data["effect"][:1024]]
    assert shown == ["Text"], fields  # ONE PIECE 2-8 (card text): "Text" and "Effect" were the same words
    numbers = [(k, v) for k, v in rec.data.items() if isinstance(v, int) and not isinstance(v, bool)]
    assert all((k.capitalize(), str(v)) in fields for k, v in numbers), (numbers, fields)  # equal numbers stay


@pytest.mark.skipif("wow" not in games.available(), reason="the WoW engine is not there")
def test_a_wow_refusal_cites_briefly_and_quotes_the_document_in_full():
    from bot.host.rules import RulesDesk
    from engine.core import RulesError
    from engine.wow.rules import EN

    error = RulesError("an exhausted ally cannot attack", EN("601.2"))  # WoW EN 601.2 (the attack step)
    assert error.localized("en") == "an exhausted ally cannot attack (WoW 601.2, EN)"
    quote = RulesDesk(host=None, rulebook=object()).quote(error.rule, "en")  # the "> …" line under the refusal
    assert quote == "WoW TCG comprehensive rules (English) 601.2 (outside the provided document)", quote
