"""``/tcg-settings …``: per-server settings shared by every game."""

from discord.ext import commands

from bot.host.settings import SettingsCog


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(SettingsCog(bot))
