"""Practice matches: ``/<game> practice`` seats the bot as the opponent, played by a computer player
(``engine.players``) that sees only its own seat's view.

A practice match is an ordinary match (same store, thread, board, hand buttons and history); its
options name the bot's seat and level (``options["practice"] = {"seat": 1, "level": "normal"}``).
The bot's seat is its own Discord user, so its actions go through ``MatchService.act`` and are
stored and replayed like any player's. Whenever the bot must decide (after the start, after a
player's action, after a restart), it plays until someone else must decide and posts one board
with the public log of its moves. It is never mentioned with a ping: the board names it in bold.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from typing import TYPE_CHECKING

import discord

from bot.i18n import t
from bot.matches import LiveMatch, MatchError, Outcome, StaleAction, deck_to_json
from bot.store import ACTIVE, PENDING, MatchRecord, Seat
from engine.core import Event, RulesError
from engine.players import LEVELS, Player, decide, make_player

from .safe_text import NO_PINGS, content, plain

if TYPE_CHECKING:
    from .host import MatchHost

log = logging.getLogger(__name__)

OPTION = "practice"
DEFAULT_LEVEL = "normal"
MAX_BATCH = 200
BATCH_SECONDS = 1.0
"""The bot posts its board after this many moves or this long, whichever comes first, then goes
on: its first move is on the board well within two seconds of its turn starting."""
BOT_NAME_LIMIT = 32


def bot_seat(record: MatchRecord) -> int | None:
    """The bot's seat in a practice match, else None."""
    info = (record.options or {}).get(OPTION)
    seat = info.get("seat") if isinstance(info, dict) else None
    return seat if isinstance(seat, int) and 0 <= seat < len(record.players) else None


def bot_level(record: MatchRecord) -> str:
    info = (record.options or {}).get(OPTION)
    level = info.get("level") if isinstance(info, dict) else None
    return level if level in LEVELS else DEFAULT_LEVEL


class Practice:
    """Starts practice matches and plays the bot's seat in them."""

    def __init__(self, host: MatchHost) -> None:
        self.host = host
        self._players: dict[int, Player] = {}
        self._running: set[int] = set()
        self._tasks: set[asyncio.Task[None]] = set()

    # --- who is who ------------------------------------------------------------------------
    def mention(self, record: MatchRecord, seat: int) -> str:
        """A seat as the board names it: a mention for a person, the bold name for the bot."""
        if bot_seat(record) == seat:
            return f"**{plain(record.players[seat].name, BOT_NAME_LIMIT)}**"
        return f"<@{record.players[seat].user_id}>"

    def people(self, record: MatchRecord, seats: list[int]) -> list[int]:
        """The user ids of ``seats`` without the bot's (the only users a message may ping)."""
        bot = bot_seat(record)
        return [record.players[s].user_id for s in seats if s != bot]

    # --- the command -----------------------------------------------------------------------
    async def cmd_practice(self, interaction: discord.Interaction, game: str, deck_name: str | None,
                           level: str | None) -> None:
        host = self.host
        lang = await host.lang(interaction)
        level = (level or DEFAULT_LEVEL).lower()
        if level not in LEVELS:
            return await host.reply(interaction, t("practice_bad_level", lang, level=plain(level),
                                                   levels=", ".join(LEVELS)))
        channel = interaction.channel
        me = host.bot.user
        if interaction.guild_id is None or not isinstance(channel, discord.TextChannel) or me is None:
            return await host.reply(interaction, t("play_in_text_channel", lang))
        kit = host.kit(game)
        if not kit.min_players <= 2 <= kit.max_players:
            return await host.reply(interaction, t("player_count", lang, game=kit.title, min=kit.min_players,
                                                   max=kit.max_players))
        try:
            deck = await host.lobby.deck_for(game, interaction.user.id, deck_name, lang)
        except MatchError as exc:
            return await host.reply(interaction, str(exc))
        bot_deck = await host.lobby.random_deck(game)
        seats = [Seat(interaction.user.id, plain(interaction.user.display_name, BOT_NAME_LIMIT)),
                 Seat(me.id, plain(f"{me.display_name} ({level})", BOT_NAME_LIMIT))]
        record = await host.store.create_match(
            game, seats, random.randrange(2**31), [deck_to_json(deck), deck_to_json(bot_deck)],
            options={OPTION: {"seat": 1, "level": level}, "invited": [], "accepted": []}, status=PENDING,
            guild_id=interaction.guild_id, channel_id=channel.id)
        glang = await host.guild_lang(interaction.guild_id, interaction.guild_locale)
        sent = await interaction.response.send_message(
            content(t("practice_starting", glang, game=kit.title, id=record.id, level=level)), allowed_mentions=NO_PINGS)
        message_id = getattr(sent, "message_id", None)
        if message_id is None:
            try:
                message_id = (await interaction.original_response()).id
            except discord.HTTPException:
                log.warning("practice %s: the reply's id is unknown", record.id)
        async with host.lobby.lock(record.id):
            if message_id is not None:
                await host.store.set_match_option(record.id, "message", message_id)
                record.options["message"] = message_id
            await host.lobby.start(record, glang)

    # --- playing the bot's seat ----------------------------------------------------------------
    def after(self, live: LiveMatch) -> None:
        """Called after every posted board: if the bot must decide now, it plays (in a task)."""
        record = live.record
        seat = bot_seat(record)
        if seat is None:
            return
        if record.status != ACTIVE or live.engine.result(live.state) is not None:
            self._players.pop(record.id, None)
            return
        if seat in live.engine.to_act(live.state) and record.id not in self._running:
            task = asyncio.get_running_loop().create_task(self.play(record.id))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    def player(self, live: LiveMatch, seat: int) -> Player:
        if live.record.id not in self._players:
            self._players[live.record.id] = make_player(live.engine.game, bot_level(live.record),
                                                        (live.record.seed or 0) ^ (seat + 1))
        return self._players[live.record.id]

    async def play(self, match_id: int) -> None:
        """The bot's moves until another seat must decide; one board per batch of moves."""
        if match_id in self._running:
            return
        self._running.add(match_id)
        try:
            while await self._batch(match_id):
                pass
        except Exception:
            log.exception("practice %s: the bot could not move", match_id)
        finally:
            self._running.discard(match_id)

    async def _batch(self, match_id: int) -> bool:
        """Up to ``MAX_BATCH`` moves and their board; True if the bot must still decide after it."""
        host = self.host
        async with host.post_lock(match_id):
            live = await host.service.load(match_id)
            seat = bot_seat(live.record)
            if seat is None or live.record.status != ACTIVE or seat not in live.engine.to_act(live.state):
                return False
            bot_user = live.record.players[seat].user_id
            player = self.player(live, seat)
            events: list[Event] = []
            outcome: Outcome | None = None
            start = time.monotonic()
            for _ in range(MAX_BATCH):
                action = decide(live.engine, live.state, seat, player)
                try:
                    outcome = await host.service.act(match_id, bot_user, action, expected_seq=live.seq)
                except (RulesError, StaleAction, MatchError) as exc:
                    log.error("practice %s: the bot's move %s was refused: %s", match_id, action.to_json(), exc)
                    break
                live = outcome.match
                events += outcome.events
                if live.record.status != ACTIVE or seat not in live.engine.to_act(live.state):
                    break
                if time.monotonic() - start > BATCH_SECONDS:
                    break
            if outcome is None:
                return False
            glang = await host.guild_lang(live.record.guild_id)
            await host._after_action(Outcome(live, outcome.action, events, outcome.seq), glang)
            return live.record.status == ACTIVE and seat in live.engine.to_act(live.state)

    async def resume(self) -> int:
        """At start-up: every active practice match waiting for the bot gets its move."""
        me = self.host.bot.user
        if me is None:
            return 0
        started = 0
        for record in await self.host.store.matches_of_user(me.id, None, ACTIVE, limit=10_000):
            if bot_seat(record) is None or not self.host.store.scope.owns(record.guild_id):
                continue  # another shard's process moves in its guilds' matches
            try:
                live = await self.host.service.load(record.id)
            except MatchError:
                continue
            before = len(self._tasks)
            self.after(live)
            started += len(self._tasks) > before
        return started

    async def wait(self) -> None:
        """Wait for the bot's running moves (tests, shutdown)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

