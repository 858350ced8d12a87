"""User text made safe to show, mention rules, unique select values and Traditional Chinese."""

from __future__ import annotations

import discord
import opencc
import pytest
from discord import app_commands

from bot.host import views
from bot.host.render import card_name
from bot.host.rules import pick_lang
from bot.host.safe_text import NO_PINGS, content, pings, plain, shown, shown_block, unique_values
from bot.i18n import CatalogTranslator, base_lang, lang_of, t
from bot.i18n.catalog import COMMANDS, MESSAGES


def test_plain_drops_controls_and_bidi_overrides_and_caps():
    text = "a\u202eb\u2066c\u200bd\x00e\x1bf\u0085g\nh\ti" + "x" * 100
    out = plain(text, 20)
    assert out.startswith("abcdef g h i") and len(out) == 20 and out.endswith("…")
    assert not any(ch in out for ch in "\u202e\u2066\u200b\x00\x1b\u0085\n\t")
    assert plain("   ") == "?" and plain("\u202e") == "?"
    assert plain("e\u0301") == "\u00e9"  # composed (NFC): one character, as it looks


def test_shown_neutralises_mentions_and_markdown():
    out = shown("@everyone @here <@123456789012345678> <@&123456789012345678> <#1> **b** __u__ `c` > q", 200)
    assert "@everyone" not in out and "@here" not in out
    assert "<@1" not in out and "<@&" not in out and "<#" not in out
    assert r"\*\*b\*\*" in out and r"\_\_u\_\_" in out and r"\`c\`" in out
    assert "<@&" not in shown("<@&12345678901234567890", 8), "a mention cut by the cap is still neutral"


def test_code_block_text_cannot_close_the_block():
    out = shown_block("4 Elsa\n```\n@everyone\u202e", 100)
    assert "```" not in out and "\u202e" not in out and out.count("\n") == 2


def test_content_is_capped_at_discords_limit():
    assert len(content("x" * 5000)) == 2000 and content("short") == "short"


def test_allowed_mentions_never_parse():
    assert NO_PINGS.to_dict()["parse"] == []
    explicit = pings([5, 7, 5]).to_dict()
    assert explicit["parse"] == [] and explicit["users"] == [5, 7] and "roles" not in explicit
    assert pings([]).to_dict() == {"parse": []}
    # merged with the client's default (discord.py merges per message), still no parse
    merged = discord.AllowedMentions.none().merge(pings([9])).to_dict()
    assert merged["parse"] == [] and merged["users"] == [9]


def test_select_values_stay_unique_after_truncation():
    ids = ["p" * 120 + "1", "p" * 120 + "2", "p" * 98 + "~1", "short"]
    values = unique_values(ids)
    assert len(set(values)) == 4 and all(len(v) <= 100 for v in values) and values[3] == "short"
    pending = {"options": [{"id": i, "label": f"card {n}"} for n, i in enumerate(ids)], "min": 0, "max": 4}
    select = views.pick_select(3, 4, pending, 1, "pick")
    assert select is not None
    assert [o.value for o in select.item.options] == values


def test_traditional_chinese_is_converted_from_the_simplified_catalog():
    convert = opencc.OpenCC("s2twp").convert
    assert lang_of(discord.Locale.taiwan_chinese) == "zh-TW" and lang_of(discord.Locale.chinese) == "zh"
    for key, entry in MESSAGES.items():
        assert t(key, "zh-TW") == convert(entry["zh"]), key
    assert t("your_choice", "zh-TW", users="X") == "X，請做出選擇（點選按鈕）。"
    assert t("hand_header", "zh-TW", id=1, seq=2) != t("hand_header", "zh", id=1, seq=2)
    assert "对" not in t("match_started", "zh-TW", game="g", id=1, players="p", thread="t")


async def test_traditional_command_localizations():
    translator = CatalogTranslator()
    out = await translator.translate(app_commands.locale_str("deck"), discord.Locale.taiwan_chinese, None)  # type: ignore[arg-type]
    assert out == "卡組" and COMMANDS["deck"]["zh"] == "卡组"


@pytest.mark.parametrize("lang", ["zh", "zh-TW"])
def test_documents_are_read_in_the_base_language(lang):
    assert base_lang(lang) == "zh"
    assert pick_lang("lorcana", lang) in ("zh", "ja")  # the rules document exists in zh (or only ja)
    card = {"name": "Stitch", "names": {"en": "Stitch", "zh": "史迪奇 - 摇滚明星"}}
    assert card_name(card, lang) == ("史迪奇 - 摇滚明星" if lang == "zh" else "史迪奇 - 搖滾明星")
