"""The bot's words in English, Japanese and Simplified Chinese.

``t(key, lang, **fields)`` formats a message from the catalog; ``lang_of`` picks the language of a
Discord locale; ``CatalogTranslator`` localizes command names and descriptions for Discord.
"""

from __future__ import annotations

import discord
from discord import app_commands

from .catalog import COMMANDS, MESSAGES

LANGS = ("en", "ja", "zh")
DEFAULT = "en"


def lang_of(locale: discord.Locale | str | None, fallback: str = DEFAULT) -> str:
    """``ja`` for Japanese, ``zh`` for Chinese, ``en`` for English locales, else ``fallback``."""
    if locale is None:
        return fallback
    value = locale.value if isinstance(locale, discord.Locale) else str(locale)
    if value.startswith("ja"):
        return "ja"
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
    text = entry.get(lang) or entry["en"]
    return text.format(**fields) if fields else text


class CatalogTranslator(app_commands.Translator):
    """Localizes command names, descriptions and option names from ``catalog.COMMANDS``."""

    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        lang = lang_of(locale, fallback="")
        if lang not in ("ja", "zh"):
            return None
        entry = COMMANDS.get(string.message)
        if entry is None:
            return None
        return entry.get(lang)


__all__ = ["DEFAULT", "LANGS", "CatalogTranslator", "lang_of", "t"]
