"""``/onepiece …``: ONE PIECE CARD GAME."""

from discord.ext import commands

from bot.host import GameCog


class OnePiece(GameCog, group_name="onepiece", group_description="ONE PIECE CARD GAME matches, rules and cards"):
    game = "onepiece"


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(OnePiece(bot))
