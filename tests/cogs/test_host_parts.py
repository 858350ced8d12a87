"""The host's pieces without Discord: the catalog, command localizations, component layout,
action labels and the fallback image (built from a view only)."""

from __future__ import annotations

import re
import string

import discord
import pytest
from discord import app_commands

from bot.host import views
from bot.host.labels import action_label
from bot.host.render import describe_view, fallback_image
from bot.host.rules import pages_of
from bot.i18n import CatalogTranslator, lang_of, t
from bot.i18n.catalog import COMMANDS, MESSAGES
from engine.core import Action
from tests.core.tiny_game import Tiny, tiny_deck

NAME = re.compile(r"^[-_\w]{1,32}$")


def fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


@pytest.mark.parametrize("key", sorted(MESSAGES))
def test_every_message_has_three_languages_with_the_same_fields(key):
    entry = MESSAGES[key]
    assert set(entry) == {"en", "ja", "zh"}
    assert fields(entry["ja"]) == fields(entry["en"]) == fields(entry["zh"])


def test_locales_map_to_languages():
    assert lang_of(discord.Locale.japanese) == "ja"
    assert lang_of(discord.Locale.chinese) == "zh"
    assert lang_of(discord.Locale.taiwan_chinese) == "zh-TW"  # traditional script (bot.i18n.traditional)
    assert lang_of(discord.Locale.american_english) == "en"
    assert lang_of(discord.Locale.french, "ja") == "ja"
    assert t("won", "ja") == "勝ち" and t("won", "fr") == "won"


async def test_command_localizations_are_valid_names():
    translator = CatalogTranslator()
    for message, entry in COMMANDS.items():
        if " " not in message and message.islower():  # a command name
            for text in entry.values():
                assert NAME.match(text) and text == text.lower(), text
        for text in entry.values():
            assert len(text) <= 100
    out = await translator.translate(app_commands.locale_str("play"), discord.Locale.japanese, None)  # type: ignore[arg-type]
    assert out == "対戦"
    assert await translator.translate(app_commands.locale_str("play"), discord.Locale.french, None) is None  # type: ignore[arg-type]


def test_few_actions_are_buttons_and_many_are_paged_selects():
    few = views.action_view(7, 3, ["play a", "pass"])
    assert [i.custom_id for i in few.children] == ["tcg:a:7:3:0", "tcg:a:7:3:1"]
    labels = [f"action {i}" for i in range(60)]
    first = views.action_view(7, 3, labels, 0)
    select = first.children[0]
    assert isinstance(select.item, discord.ui.Select) and len(select.item.options) == 25
    assert [o.value for o in select.item.options][:2] == ["0", "1"]
    assert [getattr(i, "custom_id", None) for i in first.children[1:]] == ["tcg:p:7:3:1"]
    last = views.action_view(7, 3, labels, 2)
    assert [o.value for o in last.children[0].item.options] == [str(i) for i in range(50, 60)]
    assert [i.custom_id for i in last.children[1:]] == ["tcg:p:7:3:1"]
    assert views.action_view(7, 3, []) is None
    for item in first.children:
        assert len(item.custom_id) <= 100


def test_dynamic_item_templates_parse_their_own_ids():
    for item in (views.HandButton(12), views.ActionButton(12, 4, 9), views.PageButton(12, 4, 1),
                 views.ClaimButton(12, 4), views.ChallengeButton(12, True), views.RuleButton("lorcana", "ja", "t", 0, "1.9.2")):
        assert type(item).__discord_ui_compiled_template__.fullmatch(item.custom_id), item.custom_id


def test_labels_and_fallback_image_come_from_the_view():
    engine = Tiny()
    state, _ = engine.new_game(["A", "B"], [tiny_deck([1, 2, 3, 4, 5] * 3), tiny_deck([5, 4, 3, 2, 1] * 3)], 3)
    mine = engine.view(state, 0)
    labels = [action_label(a, mine) for a in engine.legal_actions(state, 0)]
    assert labels[-1] == "pass" and all(lab.startswith("play · Card ") for lab in labels[:-1])
    assert action_label(Action("x", 0, label="Sing a song"), mine) == "Sing a song"
    public = engine.view(state, None)
    text = "\n".join(describe_view(public, "board"))
    assert "hand (3): " in text and "Card" not in text.split("hand (3): ")[1].splitlines()[0]
    assert fallback_image(public, "board").startswith(b"\x89PNG")


def test_pages_cut_long_text():
    text = "。".join(["あ" * 90] * 40)
    parts = pages_of(text, 1500)
    assert len(parts) > 1 and all(len(p) <= 1500 for p in parts)
    assert "".join(parts).replace("。", "") == text.replace("。", "")
