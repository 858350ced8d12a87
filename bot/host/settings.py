"""``/tcg-settings …``: per-guild settings (language, thread privacy, reminders, idle policy,
challenge expiry)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import t

from .cog import LANG_CHOICES
from .host import DEFAULT_REMINDER_HOURS, MatchHost
from .lobby import DEFAULT_CHALLENGE_HOURS

LABELS = {"language": "set_language", "public_threads": "set_threads", "reminder_hours": "set_reminders",
          "idle_claim_after": "set_idle", "challenge_hours": "set_challenges"}
"""Each setting's key in the store and its label in the catalog, in the order ``show`` lists them."""
DEFAULTS: dict[str, object] = {"language": None, "public_threads": False, "reminder_hours": DEFAULT_REMINDER_HOURS,
                               "idle_claim_after": 0, "challenge_hours": DEFAULT_CHALLENGE_HOURS}
LANG_NAMES = {c.value: c.name for c in LANG_CHOICES}


def shown_value(key: str, value: object, lang: str) -> str:
    """A setting's value as an admin reads it: a language by name, threads public or private,
    numbers without a trailing ``.0``."""
    if key == "language":
        return LANG_NAMES.get(str(value), t("lang_auto", lang)) if value else t("lang_auto", lang)
    if key == "public_threads":
        return t("threads_public" if value else "threads_private", lang)
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


@app_commands.guild_only()
@app_commands.default_permissions(manage_guild=True)
class SettingsCog(commands.GroupCog, group_name="tcg-settings", group_description="Server settings for TCG matches"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @property
    def host(self) -> MatchHost:
        return self.bot.host  # type: ignore[attr-defined]

    async def _set(self, interaction: discord.Interaction, key: str, value: object) -> None:
        assert interaction.guild_id is not None
        await self.host.store.set_guild_setting(interaction.guild_id, key, value)
        self.host.forget_guild(interaction.guild_id)
        lang = await self.host.lang(interaction)
        await self.host.reply(interaction, t("setting_saved", lang, key=t(LABELS[key], lang), value=shown_value(key, value, lang)))

    @app_commands.command(name="show", description="This server's current settings")
    async def show(self, interaction: discord.Interaction) -> None:
        assert interaction.guild_id is not None
        lang = await self.host.lang(interaction)
        stored = await self.host.store.guild_settings(interaction.guild_id)
        lines = [t("settings_header", lang)]
        for key, label in LABELS.items():
            if key in stored:
                value = shown_value(key, stored[key], lang)
            else:
                value = t("setting_default", lang, value=shown_value(key, DEFAULTS[key], lang))
            lines.append(f"• {t(label, lang)}: {value}")
        await self.host.reply(interaction, "\n".join(lines))

    @app_commands.command(name="language", description="Default language of the bot's public messages")
    @app_commands.choices(lang=LANG_CHOICES)
    async def language(self, interaction: discord.Interaction, lang: str) -> None:
        await self._set(interaction, "language", lang)

    @app_commands.command(name="threads", description="Match threads: private (players only) or public")
    async def threads(self, interaction: discord.Interaction, public: bool) -> None:
        await self._set(interaction, "public_threads", public)

    @app_commands.command(name="reminders", description="Hours before reminding a player it is their turn (0 = off)")
    async def reminders(self, interaction: discord.Interaction, hours: app_commands.Range[float, 0, 720]) -> None:
        await self._set(interaction, "reminder_hours", hours)

    @app_commands.command(name="idle", description="After this many reminders the opponent may claim the win (0 = never)")
    async def idle(self, interaction: discord.Interaction, reminders: app_commands.Range[int, 0, 20]) -> None:
        await self._set(interaction, "idle_claim_after", reminders)

    @app_commands.command(name="challenges", description="Hours before an unanswered challenge is withdrawn")
    async def challenges(self, interaction: discord.Interaction, hours: app_commands.Range[float, 0.1, 720.0]) -> None:
        await self._set(interaction, "challenge_hours", hours)
