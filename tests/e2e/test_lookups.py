"""Rules and card lookups with autocomplete; saved decks (modal and file); concede, status, history."""

from __future__ import annotations

import re

from .conftest import ALPHA_LIST, Harness
from .fake_discord import FakeAttachment


async def test_rules_autocomplete_and_answer_with_more_buttons(harness: Harness):
    h, fake = harness, harness.fake
    choices = await fake.autocomplete(h.alice, "lorcana rules", "query", query="1.9")
    assert choices and all(c["value"].startswith("1.9") or "1.9" in c["name"] for c in choices[:3])
    assert len(choices) <= 25
    by_term = await fake.autocomplete(h.bob, "lorcana rules", "query", query="状況起因")
    assert any(c["value"] == "1.9.2" or c["value"].startswith("1.9") for c in by_term)
    rec = await fake.slash(h.alice, "lorcana rules", query="1.9.2")
    reply = await h.reply_to(rec)
    embed = reply["embeds"][0]
    # an English user gets the official English text under the seed document's section number
    assert "§1.9.2" in embed["title"] and "2025-05-27" in embed["title"] and "Game State Check" in embed["title"]
    assert not reply["flags"] & 64  # public by default
    ja = (await h.reply_to(await fake.slash(h.alice, "lorcana rules", query="1.9.2", lang="ja")))["embeds"][0]
    assert "2025-07-04" in ja["title"] and "状況起因処理" in ja["description"]
    zh = await h.reply_to(await fake.slash(h.alice, "lorcana rules", query="1.9", lang="zh", ephemeral=True))
    assert zh["flags"] & 64 and "2025-03-14" in zh["embeds"][0]["title"]
    # a long answer offers "More"; the button answers with the next page
    first = await h.reply_to(await fake.slash(h.carol, "lorcana rules", query="1"))
    more = next(c for c in fake.custom_ids(first) if re.match(r"tcg:r:lorcana:\w+:t:1:", c))
    second = await h.reply_to(await fake.click(h.carol, int(first["id"]), more))
    assert second["flags"] & 64 and second["embeds"][0]["description"] != first["embeds"][0]["description"]
    assert len(first["embeds"][0]["description"]) <= 4096
    # examples and referenced sections are buttons too
    with_examples = await h.reply_to(await fake.slash(h.carol, "lorcana rules", query="1.2.1"))
    examples = next(c for c in fake.custom_ids(with_examples) if re.match(r"tcg:r:lorcana:\w+:x:0:1\.2\.1", c))
    shown = await h.reply_to(await fake.click(h.carol, int(with_examples["id"]), examples))
    assert shown["embeds"][0]["description"]
    with_refs = await h.reply_to(await fake.slash(h.carol, "lorcana rules", query="1.1.3"))
    assert with_refs["embeds"][0]["fields"][0]["value"].startswith("§")


async def test_card_lookup_with_autocomplete(harness: Harness):
    h, fake = harness, harness.fake
    choices = await fake.autocomplete(h.alice, "lorcana card", "name", name="alpha3")
    assert choices[0]["name"].startswith("Alpha3") and choices[0]["value"] == "a3"
    ja = await fake.autocomplete(h.alice, "lorcana card", "name", name="Beta2（日）")
    assert ja[0]["value"] == "b2"
    reply = await h.reply_to(await fake.slash(h.alice, "lorcana card", name="a3"))
    embed = reply["embeds"][0]
    assert embed["title"] == "Alpha3"
    if h.renderer.real:
        assert reply["attachments"] and embed["image"]["url"].startswith("attachment://card.")
    missing = await h.reply_to(await fake.slash(h.alice, "lorcana card", name="Alpah3x"))
    assert "No card" in missing["content"]


async def test_deck_save_list_show_delete(harness: Harness):
    h, fake = harness, harness.fake
    bad = await h.reply_to(await fake.slash(h.alice, "lorcana deck save", name="broken",
                                            file=FakeAttachment("deck.txt", b"3 Nothing\n2 Alpha1\n")))
    assert "not saved" in bad["content"] and "§1.1" in bad["content"] and "line 1" in bad["content"]
    ok = await h.reply_to(await fake.slash(h.alice, "lorcana deck save", name="alpha",
                                           file=FakeAttachment("deck.txt", ALPHA_LIST.encode())))
    assert "Saved deck" in ok["content"] and "12 cards" in ok["content"]
    listed = await h.reply_to(await fake.slash(h.alice, "lorcana deck list"))
    assert "alpha" in listed["content"] and "broken" not in listed["content"]
    assert [c["value"] for c in await fake.autocomplete(h.alice, "lorcana deck show", "name", name="al")] == ["alpha"]
    assert await fake.autocomplete(h.bob, "lorcana deck show", "name", name="") == []  # decks are per user
    shown = await h.reply_to(await fake.slash(h.alice, "lorcana deck show", name="alpha"))
    assert "Alpha5" in shown["content"] and shown["flags"] & 64
    gone = await h.reply_to(await fake.slash(h.alice, "lorcana deck delete", name="alpha"))
    assert "Deleted" in gone["content"]
    again = await h.reply_to(await fake.slash(h.alice, "lorcana play", opponent=h.bob, deck="alpha"))
    assert "no saved deck" in again["content"] and again["flags"] & 64


async def test_concede_status_history_and_japanese_replies(harness: Harness):
    h, fake = harness, harness.fake
    match_id, thread_id = await h.start_match()
    status = await h.reply_to(await fake.slash(h.carol, "lorcana status", channel_id=thread_id))
    assert f"#{match_id}" in status["content"] and status["attachments"]
    listed = await h.reply_to(await fake.slash(h.alice, "lorcana status"))
    assert f"#{match_id}" in listed["content"]
    refused = await h.reply_to(await fake.slash(h.carol, "lorcana concede", channel_id=thread_id))
    assert "Only the match's players" in refused["content"]
    conceded = await h.reply_to(await fake.slash(h.bob, "lorcana concede", channel_id=thread_id))
    assert "実行しました" in conceded["content"]  # Bob's Discord is in Japanese
    final = await fake.until(lambda: "Match over" in h.board_messages(thread_id)[-1]["content"]
                             and h.board_messages(thread_id)[-1])
    assert f"<@{h.alice.id}>" in final["content"].splitlines()[-1]
    history = await h.reply_to(await fake.slash(h.alice, "lorcana history"))
    assert "1 wins in 1 matches" in history["content"] and "won" in history["content"]
    bob_history = await h.reply_to(await fake.slash(h.bob, "lorcana history"))
    assert "負け" in bob_history["content"]
    asked_by_carol = await h.reply_to(await fake.slash(h.carol, "lorcana history", user=h.bob))  # the user: option
    assert "0 wins in 1 matches" in asked_by_carol["content"] and h.bob.name in asked_by_carol["content"]
