"""``/mlp …``: Kayou My Little Pony TCG."""

from discord.ext import commands

from bot.host import GameCog


class MyLittlePony(GameCog, group_name="mlp", group_description="My Little Pony TCG matches, rules and cards"):
    game = "mlp"


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(MyLittlePony(bot))
