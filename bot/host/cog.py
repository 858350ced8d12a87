"""The per-game slash commands. A game's cog is a subclass naming its game (see ``cogs/``); every
command forwards to the shared host, so cogs hold no rules and no match logic."""

from __future__ import annotations

from typing import ClassVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import t

from .host import MatchHost
from .safe_text import MAX_NAME, plain, shown, shown_block

LANG_CHOICES = [app_commands.Choice(name="English", value="en"), app_commands.Choice(name="日本語", value="ja"),
                app_commands.Choice(name="简体中文", value="zh"), app_commands.Choice(name="繁體中文", value="zh-TW")]
MAX_DECK_FILE = 1_000_000
LEVEL_CHOICES = [app_commands.Choice(name="easy", value="easy"), app_commands.Choice(name="normal", value="normal")]


class DeckModal(discord.ui.Modal):
    """Paste a deck list; the box shows a one-line example of the game's format."""

    def __init__(self, host: MatchHost, game: str, name: str, lang: str) -> None:
        from bot.commands.deck import deck_example

        super().__init__(title=t("deck_modal_title", lang, name=plain(name, MAX_NAME))[:45],
                         custom_id=f"tcg:deck:{game}:{plain(name, MAX_NAME)}"[:100])
        self.host, self.game, self.name = host, game, name
        example = deck_example(game)
        self.text = discord.ui.TextInput(label=t("deck_modal_label", lang)[:45], style=discord.TextStyle.paragraph,
                                         max_length=4000, custom_id="list",
                                         placeholder=t("deck_modal_example", lang, example=example)[:100] if example else None)
        self.add_item(self.text)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.host.save_deck(interaction, self.game, self.name, self.text.value)

    async def on_error(self, interaction: discord.Interaction, error: Exception) -> None:
        await self.host.apologize(interaction, error)


class GameCog(commands.GroupCog, group_name="game"):
    """Commands shared by every game. Subclasses set ``game`` and ``group_name``."""

    game: ClassVar[str] = ""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @property
    def host(self) -> MatchHost:
        return self.bot.host  # type: ignore[attr-defined]

    @app_commands.command(name="help", description="How to play this game here: commands, deck lists, card data")
    async def help_(self, interaction: discord.Interaction) -> None:
        await self.host.cmd_help(interaction, self.game)

    # --- matches -------------------------------------------------------------------------
    @app_commands.command(name="play", description="Challenge someone to a match")
    @app_commands.describe(opponent="Who you want to play", deck="One of your saved decks (default: your latest, else a random deck)")
    @app_commands.guild_only()
    async def play(self, interaction: discord.Interaction, opponent: discord.User, deck: str | None = None) -> None:
        await self.host.lobby.cmd_play(interaction, self.game, [opponent], deck)

    @play.autocomplete("deck")
    async def _play_deck(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._deck_choices(interaction, current)

    @app_commands.command(name="practice", description="Practice against the bot")
    @app_commands.describe(deck="One of your saved decks (default: your latest, else a random deck)",
                           level="How well the bot plays (default: normal)")
    @app_commands.choices(level=LEVEL_CHOICES)
    @app_commands.guild_only()
    async def practice(self, interaction: discord.Interaction, deck: str | None = None, level: str | None = None) -> None:
        await self.host.practice.cmd_practice(interaction, self.game, deck, level)

    @practice.autocomplete("deck")
    async def _practice_deck(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._deck_choices(interaction, current)

    @app_commands.command(name="act", description="Take one of your legal actions in this match thread")
    @app_commands.describe(action="Start typing to filter your legal actions")
    @app_commands.guild_only()
    async def act(self, interaction: discord.Interaction, action: str) -> None:
        await self.host.cmd_act(interaction, self.game, action)

    @act.autocomplete("action")
    async def _act_action(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=n, value=v) for n, v in await self.host.act_choices(interaction, current, self.game)]

    @app_commands.command(name="concede", description="Concede a match (this thread's, or by number)")
    @app_commands.guild_only()
    async def concede(self, interaction: discord.Interaction, match: int | None = None) -> None:
        await self.host.cmd_concede(interaction, self.game, match)

    @app_commands.command(name="status", description="The board of this thread's match, or your active matches")
    async def status(self, interaction: discord.Interaction, match: int | None = None) -> None:
        await self.host.cmd_status(interaction, self.game, match)

    @app_commands.command(name="history", description="Finished matches and results")
    async def history(self, interaction: discord.Interaction, user: discord.User | None = None) -> None:
        await self.host.cmd_history(interaction, self.game, user)

    # --- rules and cards -----------------------------------------------------------------
    @app_commands.command(name="rules", description="Look up the comprehensive rules")
    @app_commands.describe(query="A section number or a term", lang="Document language",
                           ephemeral="Only you see the answer")
    @app_commands.choices(lang=LANG_CHOICES)
    async def rules(self, interaction: discord.Interaction, query: str, lang: str | None = None,
                    ephemeral: bool = False) -> None:
        await self.host.rules.cmd_rules(interaction, self.game, query, lang, ephemeral)

    @rules.autocomplete("query")
    async def _rules_query(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        lang = await self.host.lang(interaction)
        return [app_commands.Choice(name=n, value=v) for n, v in await self.host.rules.complete(self.game, current, lang)]

    @app_commands.command(name="card", description="Look up a card")
    @app_commands.describe(name="Card name (English or Japanese)")
    async def card(self, interaction: discord.Interaction, name: str) -> None:
        await self.host.rules.cmd_card(interaction, self.game, name)

    @card.autocomplete("name")
    async def _card_name(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=n, value=v) for n, v in await self.host.rules.card_choices(self.game, current)]

    # --- decks ---------------------------------------------------------------------------
    deck = app_commands.Group(name="deck", description="Your saved decks")

    @deck.command(name="save", description="Save a deck list (paste it, or attach a text file)")
    @app_commands.describe(name="A name for the deck", file="A deck list file (optional)")
    async def deck_save(self, interaction: discord.Interaction, name: str,
                        file: discord.Attachment | None = None) -> None:
        lang = await self.host.lang(interaction)
        if file is None:
            return await interaction.response.send_modal(DeckModal(self.host, self.game, name, lang))
        if file.size > MAX_DECK_FILE:
            return await self.host.reply(interaction, t("deck_file_too_big", lang))
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            text = (await file.read()).decode("utf-8-sig")
        except UnicodeDecodeError:
            return await self.host.reply(interaction, t("deck_not_text", lang))
        await self.host.save_deck(interaction, self.game, name, text)

    @deck.command(name="list", description="Your saved decks")
    async def deck_list(self, interaction: discord.Interaction) -> None:
        lang = await self.host.lang(interaction)
        decks = await self.host.store.list_decks(interaction.user.id, self.game)
        if not decks:
            return await self.host.reply(interaction, t("no_decks", lang))
        lines = [t("deck_list_header", lang, count=len(decks))]
        lines += [f"• {shown(d.name)} ({len(d.deck.get('main', []))})" for d in decks]
        await self.host.reply(interaction, "\n".join(lines))

    @deck.command(name="show", description="Show one of your saved decks")
    async def deck_show(self, interaction: discord.Interaction, name: str) -> None:
        lang = await self.host.lang(interaction)
        saved = await self.host.store.get_deck(interaction.user.id, self.game, name)
        if saved is None:
            return await self.host.reply(interaction, t("no_such_deck", lang, name=shown(name)))
        await self.host.reply(interaction, f"**{shown(saved.name)}**\n```\n{shown_block(saved.list_text, 1800)}\n```")

    @deck.command(name="delete", description="Delete one of your saved decks")
    async def deck_delete(self, interaction: discord.Interaction, name: str) -> None:
        lang = await self.host.lang(interaction)
        gone = await self.host.store.delete_deck(interaction.user.id, self.game, name)
        await self.host.reply(interaction, t("deck_deleted" if gone else "no_such_deck", lang, name=shown(name)))

    @deck_show.autocomplete("name")
    @deck_delete.autocomplete("name")
    async def _deck_name(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._deck_choices(interaction, current)

    async def _deck_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        decks = await self.host.store.list_decks(interaction.user.id, self.game)
        needle = current.casefold()
        return [app_commands.Choice(name=plain(d.name, 100), value=d.name[:100]) for d in decks
                if needle in d.name.casefold()][:25]


class MultiplayerGameCog(GameCog, group_name="game"):
    """A game for 2-4 players (Lorcana): ``play`` takes up to two more opponents."""

    @app_commands.command(name="play", description="Challenge one to three players to a match")
    @app_commands.describe(opponent="Who you want to play", deck="One of your saved decks (default: your latest, else a random deck)",
                           player3="A third player (multiplayer)", player4="A fourth player (multiplayer)")
    @app_commands.guild_only()
    async def play(self, interaction: discord.Interaction, opponent: discord.User, deck: str | None = None,
                   player3: discord.User | None = None, player4: discord.User | None = None) -> None:
        others = [u for u in (opponent, player3, player4) if u is not None]
        await self.host.lobby.cmd_play(interaction, self.game, others, deck)

    @play.autocomplete("deck")
    async def _play_deck(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._deck_choices(interaction, current)
