"""The bot's words in English, Japanese, Simplified Chinese and Traditional Chinese.

``t(key, lang, **fields)`` formats a message from the catalog; ``lang_of`` picks the language of a
Discord locale; ``CatalogTranslator`` localizes command names and descriptions for Discord.
Traditional Chinese (``zh-TW``, Discord's Taiwan locale) is the Simplified catalog converted with
OpenCC (``traditional``); card and rules documents, which exist in Simplified Chinese only, are
read in ``zh`` (``base_lang``).
"""

from __future__ import annotations

import discord
from discord import app_commands

from .catalog import COMMANDS, MESSAGES
from .traditional import to_traditional

LANGS = ("en", "ja", "zh", "zh-TW")
DEFAULT = "en"
TRADITIONAL = "zh-TW"


def base_lang(lang: str) -> str:
    """The language of documents (rules, card data) for ``lang``: ``zh`` for both Chinese scripts."""
    return "zh" if lang.startswith("zh") else lang


def text_in(entry: dict[str, str], lang: str) -> str | None:
    """An entry's text in ``lang``; Traditional Chinese is converted from the Simplified text."""
    if lang == TRADITIONAL:
        text = entry.get(TRADITIONAL) or entry.get("zh")
        return to_traditional(text) if text and TRADITIONAL not in entry else text
    return entry.get(lang)


def lang_of(locale: discord.Locale | str | None, fallback: str = DEFAULT) -> str:
    """``ja`` for Japanese, ``zh-TW`` for Taiwan (and Hong Kong) Chinese, ``zh`` for other Chinese,
    ``en`` for English locales, else ``fallback``."""
    if locale is None:
        return fallback
    value = locale.value if isinstance(locale, discord.Locale) else str(locale)
    if value.startswith("ja"):
        return "ja"
    if value.startswith(("zh-TW", "zh-HK", "zh-Hant")):
        return TRADITIONAL
    if value.startswith("zh"):
        return "zh"
    if value.startswith("en"):
        return "en"
    return fallback


def t(key: str, lang: str = DEFAULT, /, **fields: object) -> str:
    """The message ``key`` in ``lang`` (English if that language has no text for it)."""
    entry = MESSAGES.get(key)
    if entry is None:
        raise KeyError(f"no message {key!r} in the catalog")
    text = text_in(entry, lang) or entry["en"]
    return text.format(**fields) if fields else text


class CatalogTranslator(app_commands.Translator):
    """Localizes command names, descriptions and option names from ``catalog.COMMANDS``."""

    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        lang = lang_of(locale, fallback="")
        if lang not in ("ja", "zh", TRADITIONAL):
            return None
        entry = COMMANDS.get(string.message)
        if entry is None:
            return None
        return text_in(entry, lang)


__all__ = ["DEFAULT", "LANGS", "TRADITIONAL", "CatalogTranslator", "base_lang", "lang_of", "t", "to_traditional"]
