"""``/wow …``: World of Warcraft TCG."""

from discord.ext import commands

from bot.host import GameCog


class Warcraft(GameCog, group_name="wow", group_description="World of Warcraft TCG matches, rules and cards"):
    game = "wow"


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Warcraft(bot))
