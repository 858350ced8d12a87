"""A new server admin and new players, through the fake Discord (audit u37ux). Each test pins a
reply that was confusing, wrong or did not say what to fix before this audit:

- ``help`` did not exist: nothing told a player the commands, the deck format or whether the real
  cards were imported (an operator could not tell from Discord either);
- a card lookup on a fresh install answered "No card named “X”. " (an empty hint) and never said
  that only the built-in sample cards were loaded; the card embed listed raw data keys
  (``full_name``, ``main_number``, ``cost_x: False``…);
- a deck refused on a fresh install said "unknown card" without the import hint in ONE PIECE,
  MLP and WoW (only Lorcana's parser said it);
- ``status match:9999`` answered "You have no active matches", ``concede match:9999`` "Use this in a
  match thread (or give the match number)" although a number was given, and ``act`` outside a
  thread offered a match number it does not take;
- ``act`` by a spectator answered "0 actions match" instead of who may act, and ``act`` with words
  matching nothing did not say what to do instead;
- the challenger pressing Accept on their own challenge was told "only the invited players…";
- the log and Lorcana's start choice (buttons "P1" / "P2") name seats, but nothing told a player
  which seat was theirs;
- a rules lookup answered "No section matches “1”." without saying how that game numbers its
  sections (MLP's are ``第一節 …``), and its embed title showed the game key (``lorcana``) until
  a match had loaded the game;
- ``/tcg-settings`` answered "Saved: public_threads = True" (a storage key) and an admin had no
  way to see the current settings.
"""

from __future__ import annotations

import pytest

from bot.host.rules import field_label
from engine import games

from .conftest import Harness
from .fake_discord import FakeAttachment


async def test_help_names_the_commands_the_deck_format_and_the_card_data(harness: Harness):
    h, fake = harness, harness.fake
    reply = await h.reply_to(await fake.slash(h.alice, "lorcana help"))
    text = reply["content"]
    assert reply["flags"] & 64
    for command in ("/lorcana play", "/lorcana deck save", "/lorcana practice", "/lorcana rules", "/lorcana card",
                    "/tcg-settings show"):
        assert command in text, text
    assert "4 Elsa - Snow Queen" in text  # the deck format, as the deck-save box shows it
    assert "python -m bot cards import lorcana" in text  # nothing imported: the sample cards only
    ja = await h.reply_to(await fake.slash(h.bob, "lorcana help"))
    assert "遊び方" in ja["content"] and "/lorcana 対戦" in ja["content"]  # Bob's commands are localized


async def test_help_counts_the_imported_cards(harness: Harness):
    h, fake = harness, harness.fake
    from engine.core.cards import CardRecord

    await h.bot.host.store.upsert_cards("lorcana", [CardRecord("x1", {"id": "x1", "name": "Xavier"}, {"en": "Xavier"})])
    h.bot.host._imported.clear()  # as after a restart (the count is read once)
    reply = await h.reply_to(await fake.slash(h.alice, "lorcana help"))
    assert "1 Tiny cards are imported" in reply["content"] and "cards import" not in reply["content"]


async def test_card_lookup_misses_say_why_and_the_embed_has_readable_fields(harness: Harness):
    h, fake = harness, harness.fake
    missing = await h.reply_to(await fake.slash(h.alice, "lorcana card", name="Elsa - Snow Queen"))
    assert "No card named “Elsa - Snow Queen”" in missing["content"]
    assert "python -m bot cards import lorcana" in missing["content"], missing["content"]
    found = await h.reply_to(await fake.slash(h.alice, "lorcana card", name="a3"))
    fields = {f["name"]: f["value"] for f in found["embeds"][0].get("fields", [])}
    assert fields.get("Value") == "3" and "name" not in fields and "id" not in fields, fields


async def test_match_numbers_and_threads_are_named_in_refusals(harness: Harness):
    h, fake = harness, harness.fake
    status = await h.reply_to(await fake.slash(h.carol, "lorcana status", match=9999))
    assert "There is no Tiny match #9999" in status["content"], status["content"]
    concede = await h.reply_to(await fake.slash(h.alice, "lorcana concede", match=9999))
    assert "There is no Tiny match #9999" in concede["content"], concede["content"]
    act = await h.reply_to(await fake.slash(h.alice, "lorcana act", action="pass"))
    assert "inside your match's thread" in act["content"] and "give the match number" not in act["content"]
    _, thread_id = await h.start_match()
    spectator = await h.reply_to(await fake.slash(h.carol, "lorcana act", channel_id=thread_id, action="pass"))
    assert "Only the match's players" in spectator["content"], spectator["content"]
    board = h.board_messages(thread_id)[-1]
    actor = h.next_actor(board)
    nonsense = await h.reply_to(await fake.slash(actor, "lorcana act", channel_id=thread_id, action="fly to the moon"))
    assert "fly to the moon" in nonsense["content"] and "suggestions" in nonsense["content"], nonsense["content"]


async def test_the_challenger_pressing_accept_is_told_what_the_challenge_waits_for(harness: Harness):
    h, fake = harness, harness.fake
    _, message, accept = await h.challenge(h.bob)
    own = await h.reply_to(await fake.click(h.alice, int(message["id"]), accept))
    assert "your own challenge" in own["content"] and "bob" in own["content"], own["content"]
    assert "Decline" in own["content"]


async def test_seats_are_named_in_the_thread_and_in_the_hand(harness: Harness):
    h = harness
    _, thread_id = await h.start_match()
    intro = h.board_messages(thread_id)[0]["content"]
    assert "P1 alice · P2 bob" in intro, intro
    board = h.board_messages(thread_id)[-1]
    actor = h.next_actor(board)
    hand = await h.open_hand(actor, board)
    seat = "P1" if actor is h.alice else "P2"
    assert f"You are {seat} in the log." in hand["content"] or f"ログでのあなたは {seat} です" in hand["content"]


async def test_a_rules_miss_says_how_sections_are_numbered_and_titles_name_the_game(harness: Harness):
    h, fake = harness, harness.fake
    first = await h.reply_to(await fake.slash(h.alice, "lorcana rules", query="1.9.2"))
    assert first["embeds"][0]["title"].startswith("Tiny · "), first["embeds"][0]["title"]  # the kit's title, not "lorcana"
    miss = await h.reply_to(await fake.slash(h.alice, "lorcana rules", query="zzzzqqq"))
    text = miss["content"]
    assert "No section matches “zzzzqqq”" in text and "e.g. `" in text, text
    example = text.split("e.g. `")[1].split("`")[0]
    assert h.bot.host.rules.book.section("lorcana", example, lang="en") is not None, example


async def test_settings_are_shown_and_saved_in_words(harness: Harness):
    h, fake = harness, harness.fake
    shown = await h.reply_to(await fake.slash(h.alice, "tcg-settings show"))
    assert "match threads: private (players only) (default)" in shown["content"], shown["content"]
    assert "turn reminder after (hours, 0 = off): 12 (default)" in shown["content"]
    saved = await h.reply_to(await fake.slash(h.alice, "tcg-settings threads", public=True))
    assert saved["content"] == "Saved: match threads = public", saved["content"]
    lang = await h.reply_to(await fake.slash(h.alice, "tcg-settings language", lang="zh-TW"))
    assert "繁體中文" in lang["content"], lang["content"]
    again = await h.reply_to(await fake.slash(h.alice, "tcg-settings show"))
    assert "match threads: public" in again["content"] and "(default)" in again["content"]


@pytest.mark.skipif(set(games.GAMES) - set(games.available()), reason="not every engine is there")
async def test_every_game_says_the_same_on_a_fresh_install(real: Harness):
    """The four real games on a store with no imported cards: help, a card miss and a refused
    deck all say that only the sample cards are loaded and how to import the real ones, once."""
    h, fake = real, real.fake
    for game in games.GAMES:
        command = f"python -m bot cards import {game}"
        help_text = (await h.reply_to(await fake.slash(h.alice, f"{game} help")))["content"]
        assert command in help_text and f"/{game} play" in help_text, help_text
        miss = (await h.reply_to(await fake.slash(h.alice, f"{game} card", name="Pikachu")))["content"]
        assert command in miss and not miss.endswith(" "), miss
        bad = await h.reply_to(await fake.slash(h.alice, f"{game} deck save", name="bad",
                                                file=FakeAttachment("d.txt", b"4 Totally Unknown Card\n")))
        assert "was not saved" in bad["content"] and bad["content"].count(f"cards import {game}") == 1, bad["content"]
        unreadable = await h.reply_to(await fake.slash(h.alice, f"{game} deck save", name="bad",
                                                       file=FakeAttachment("d.txt", b"hello world\n")))
        if game in ("lorcana", "onepiece"):  # the games that read a count-less line as unreadable say what a line is
            assert "expected a count and a card" in unreadable["content"], unreadable["content"]
        # every number on a card is shown, zeros too (a 0-cost hero, 0 attack), under a readable label
        rec = next(iter((await h.bot.host.pool(game)).by_id.values()))
        card = await h.reply_to(await fake.slash(h.alice, f"{game} card", name=rec.id))
        fields = {f["name"]: f["value"] for f in card["embeds"][0]["fields"]}
        numbers = {k: v for k, v in rec.data.items() if isinstance(v, int) and not isinstance(v, bool)}
        assert numbers and all(fields.get(field_label(k)) == str(v) for k, v in numbers.items()), (numbers, fields)
        assert not any("_" in name for name in fields), fields
        miss_rules = (await h.reply_to(await fake.slash(h.alice, f"{game} rules", query="zzzzqqq")))["content"]
        example = miss_rules.split("e.g. `")[1].split("`")[0]
        assert h.bot.host.rules.book.section(game, example, lang="ja") or h.bot.host.rules.book.section(game, example, lang="en")


async def test_another_games_command_in_a_match_thread_names_the_right_one(fake, tmp_path):
    """``/onepiece concede`` typed in a Lorcana match's thread said "Use this in a match thread"
    — in a match thread. It names the thread's game and the command to use."""
    h = Harness(fake, str(tmp_path / "bot.sqlite3"), bot_options={"game_names": ["lorcana", "onepiece"]})
    await h.start_bot()
    try:
        match_id, thread_id = await h.start_match()
        for what in ("concede", "status"):
            reply = await h.reply_to(await fake.slash(h.alice, f"onepiece {what}", channel_id=thread_id))
            assert f"This thread is Tiny match #{match_id}: use `/lorcana {what}` here." == reply["content"], reply["content"]
        act = await h.reply_to(await fake.slash(h.alice, "onepiece act", channel_id=thread_id, action="pass"))
        assert "`/lorcana act`" in act["content"], act["content"]
        assert (await h.bot.host.store.get_match(match_id)).status == "active"
    finally:
        await h.stop_bot()


async def test_status_words_are_in_the_readers_language(harness: Harness):
    """``status`` printed the stored status (``pending``, ``active``) in every language."""
    h, fake = harness, harness.fake
    match_id, _, _ = await h.challenge(h.bob)
    pending = await h.reply_to(await fake.slash(h.alice, "lorcana status", match=match_id))
    assert "is waiting for the invited players: no game has started" in pending["content"], pending["content"]
    _, thread_id = await h.start_match()
    ja = await h.reply_to(await fake.slash(h.bob, "lorcana status", channel_id=thread_id))
    assert "進行中" in ja["content"] and "active" not in ja["content"], ja["content"]
