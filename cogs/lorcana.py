"""``/lorcana …``: Disney Lorcana (2-4 players)."""

from discord.ext import commands

from bot.host import MultiplayerGameCog


class Lorcana(MultiplayerGameCog, group_name="lorcana", group_description="Disney Lorcana matches, rules and cards"):
    game = "lorcana"


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Lorcana(bot))
