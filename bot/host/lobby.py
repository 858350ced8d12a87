"""Challenges: a pending match from ``play`` until every invited player has accepted with a deck
of their choice. Only then is the engine game set up (with a fresh seed) and the thread opened.

The challenger's deck is fixed by ``play deck:`` (default: their latest saved deck, else a random
legal deck); each opponent picks one of their saved decks when accepting (a select shown only to
them), or gets a random legal deck if they have none. A challenge nobody answers is withdrawn by
a timer (the guild's ``challenge_hours``), persisted like every other timer.
"""

from __future__ import annotations

import asyncio
import logging
import random
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import t
from bot.matches import MatchError, deck_from_json, deck_to_json
from bot.store import DECLINED, PENDING, MatchRecord, Seat
from engine.core import Deck, RulesError
from engine.core.rng import Rng

from . import views
from .practice import bot_seat
from .safe_text import MAX_NAME, NO_PINGS, content, pings, plain, shown, unique_values

if TYPE_CHECKING:
    from .host import MatchHost

log = logging.getLogger(__name__)

DEFAULT_CHALLENGE_HOURS = 24.0
THREAD_ARCHIVE_MINUTES = 10080
MAX_DECK_OPTIONS = 24  # plus "random deck": a select holds 25
MAX_PLAYER_NAME = 32  # Discord's own limit for a display name


class Lobby:
    """The life of a pending match: challenge, accept (with a deck) or decline, expiry, start."""

    def __init__(self, host: MatchHost) -> None:
        self.host = host
        self._locks: dict[int, asyncio.Lock] = {}

    def lock(self, match_id: int) -> asyncio.Lock:
        return self._locks.setdefault(match_id, asyncio.Lock())

    # --- the challenge -------------------------------------------------------------------
    async def cmd_play(self, interaction: discord.Interaction, game: str, opponents: list[discord.abc.User],
                       deck_name: str | None) -> None:
        host = self.host
        lang = await host.lang(interaction)
        kit = host.kit(game)
        channel = interaction.channel
        if interaction.guild_id is None or not isinstance(channel, discord.TextChannel):
            return await host.reply(interaction, t("play_in_text_channel", lang))
        user = interaction.user
        seen = {user.id}
        for other in opponents:
            if other.bot or other.id in seen:
                return await host.reply(interaction, t("bad_opponent", lang))
            seen.add(other.id)
        count = 1 + len(opponents)
        if not kit.min_players <= count <= kit.max_players:
            return await host.reply(interaction, t("player_count", lang, game=kit.title, min=kit.min_players,
                                                   max=kit.max_players))
        try:
            deck = await self.deck_for(game, user.id, deck_name, lang)
        except MatchError as exc:
            return await host.reply(interaction, str(exc))
        seats = [Seat(u.id, plain(u.display_name, MAX_PLAYER_NAME)) for u in (user, *opponents)]
        # the opponents' decks are empty until they accept; the seed is drawn again at the start
        record = await host.store.create_match(
            game, seats, random.randrange(2**31), [deck_to_json(deck)] + [{} for _ in opponents],
            options={"invited": [o.id for o in opponents], "accepted": []}, status=PENDING,
            guild_id=interaction.guild_id, channel_id=channel.id,
        )
        settings = await host.settings(interaction.guild_id)
        hours = float(settings.get("challenge_hours", DEFAULT_CHALLENGE_HOURS) or DEFAULT_CHALLENGE_HOURS)
        await host.store.add_timer("challenge", host.clock() + hours * 3600, record.id)
        glang = await host.guild_lang(interaction.guild_id, interaction.guild_locale)
        text = t("challenge", glang, challenger=user.mention, game=kit.title, id=record.id,
                 opponents=" ".join(o.mention for o in opponents))
        sent = await interaction.response.send_message(
            content(text), view=views.challenge_view(record.id, t("accept", glang), t("decline", glang)),
            allowed_mentions=pings(o.id for o in opponents))
        # The reply is the last step: its id is the first (and only) write after it, one transaction,
        # no read first. Should the bot die in between, accept and expiry post anew (edit_challenge).
        message_id = getattr(sent, "message_id", None)
        if message_id is not None:
            async with self.lock(record.id):  # an accept's read-modify-write of the options goes before or after
                await host.store.set_match_option(record.id, "message", message_id)
        else:  # no message in the callback's answer: ask for it (one more request)
            try:
                message_id = (await interaction.original_response()).id
            except discord.HTTPException:
                log.warning("match %s: the challenge message's id is unknown", record.id)
                return
            async with self.lock(record.id):
                await host.store.set_match_option(record.id, "message", message_id)

    async def deck_for(self, game: str, user_id: int, name: str | None, lang: str) -> Deck:
        """The named saved deck; without a name, the user's most recently saved deck, else a
        random legal deck from the game's pool."""
        store = self.host.store
        if name:
            saved = await store.get_deck(user_id, game, name)
            if saved is None:
                raise MatchError(t("no_such_deck", lang, name=shown(name)))
            return deck_from_json(saved.deck)
        decks = await store.list_decks(user_id, game)
        if decks:
            return deck_from_json(max(decks, key=lambda d: d.updated_at).deck)
        return await self.random_deck(game)

    async def random_deck(self, game: str) -> Deck:
        kit = self.host.kit(game)
        return kit.random_deck(await self.host.pool(game), Rng.from_seed(random.randrange(2**31)))

    # --- answers -------------------------------------------------------------------------
    async def on_challenge(self, interaction: discord.Interaction, match_id: int, accept: bool) -> None:
        """Accept or decline. Accepting shows the player's saved decks to choose from (only to
        them); a player without saved decks accepts at once with a random legal deck."""
        host = self.host
        lang = await host.lang(interaction)
        record = await host.store.get_match(match_id)
        if record is None or record.status != PENDING:
            return await host.reply(interaction, t("challenge_closed", lang))
        invited = list(record.options.get("invited", []))
        accepted = list(record.options.get("accepted", []))
        user_id = interaction.user.id
        glang = await host.guild_lang(record.guild_id, interaction.guild_locale)
        if not accept:
            if user_id not in invited and user_id != record.players[0].user_id:
                return await host.reply(interaction, t("not_invited", lang))
            async with self.lock(match_id):
                await host.store.update_match(match_id, status=DECLINED,
                                              result={"winners": [], "reason": "declined"})
                await host.store.delete_timers_of_match(match_id)
            return await interaction.response.edit_message(
                content=content(t("challenge_declined", glang, user=interaction.user.mention, id=match_id)), view=None,
                allowed_mentions=NO_PINGS)
        if user_id not in invited:
            if user_id == record.players[0].user_id:  # the challenger: say what the challenge waits for
                waiting = ", ".join(shown(s.name) for s in record.players if s.user_id in invited and s.user_id not in accepted)
                return await host.reply(interaction, t("own_challenge", lang, users=waiting), allowed_mentions=NO_PINGS)
            return await host.reply(interaction, t("not_invited", lang))
        if user_id in accepted:
            if set(accepted) >= set(invited):  # everyone is in but the start failed (a permission): retry
                await interaction.response.defer()
                async with self.lock(match_id):
                    fresh = await host.store.get_match(match_id)
                    if fresh is not None and fresh.status == PENDING:
                        await self.start(fresh, glang)
                return
            return await host.reply(interaction, t("already_accepted", lang))
        saved = sorted(await host.store.list_decks(user_id, record.game), key=lambda d: -d.updated_at)
        if not saved:
            await interaction.response.defer()
            await self.accept(match_id, user_id, None, glang)
            return
        # latest first; no option is pre-selected (re-picking a default would send no interaction)
        shown_decks = saved[:MAX_DECK_OPTIONS]
        options = [discord.SelectOption(label=plain(d.name, 100), value=value,
                                        description=t("deck_cards", lang, count=len(d.deck.get("main", [])))[:100])
                   for d, value in zip(shown_decks, deck_values(shown_decks), strict=True)]
        options.append(discord.SelectOption(label=t("random_deck", lang)[:100], value="r", emoji="🎲"))
        view = discord.ui.View(timeout=None)
        view.add_item(views.DeckChoice(match_id, options, t("choose_deck", lang)))
        await interaction.response.send_message(t("pick_deck", lang, id=match_id), view=view, ephemeral=True)

    async def on_deck_choice(self, interaction: discord.Interaction, match_id: int, value: str) -> None:
        """The deck an accepting player picked in their select: ``n:<name>`` or ``r`` (random)."""
        host = self.host
        lang = await host.lang(interaction)
        record = await host.store.get_match(match_id)
        user_id = interaction.user.id
        if record is None or record.status != PENDING or user_id not in record.options.get("invited", []):
            return await interaction.response.edit_message(content=t("challenge_closed", lang), view=None)
        if user_id in record.options.get("accepted", []):  # a second picker from a second click
            return await interaction.response.edit_message(content=t("already_accepted", lang), view=None)
        deck: dict[str, Any] | None = None
        label = t("random_deck", lang)
        if value.startswith("n:"):
            saved = await self.saved_deck(user_id, record.game, value)
            if saved is None:
                return await interaction.response.edit_message(
                    content=content(t("no_such_deck", lang, name=shown(value[2:]))), view=None)
            deck, label = saved.deck, saved.name
        await interaction.response.edit_message(content=content(t("deck_chosen", lang, id=match_id,
                                                                  name=shown(label, MAX_NAME))), view=None)
        glang = await host.guild_lang(record.guild_id, interaction.guild_locale)
        await self.accept(match_id, user_id, deck, glang)

    async def saved_deck(self, user_id: int, game: str, value: str) -> Any:
        """The saved deck a ``n:<name>`` option value names (values are cut to 100 characters and
        kept distinct, see ``deck_values``)."""
        saved = await self.host.store.get_deck(user_id, game, value[2:])
        if saved is not None:
            return saved
        decks = await self.host.store.list_decks(user_id, game)
        return dict(zip(deck_values(decks), decks, strict=True)).get(value)

    async def accept(self, match_id: int, user_id: int, deck: dict[str, Any] | None, lang: str) -> None:
        """Seat ``user_id``'s deck (a random legal one if None); start once everyone accepted."""
        host = self.host
        async with self.lock(match_id):
            record = await host.store.get_match(match_id)
            if record is None or record.status != PENDING or user_id in record.options.get("accepted", []):
                return
            seat = record.seat_of(user_id)
            assert seat is not None
            chosen = deck if deck is not None else deck_to_json(await self.random_deck(record.game))
            updated = await host.store.accept_seat(match_id, user_id, seat, chosen)
            if updated is None:  # closed, or accepted through another process meanwhile
                return
            record = updated
            invited = list(record.options.get("invited", []))
            accepted = list(record.options.get("accepted", []))
            if set(accepted) < set(invited):
                still = [u for u in invited if u not in accepted]
                waiting = " ".join(f"<@{u}>" for u in still)
                await self.edit_challenge(record, t("challenge_waiting", lang, id=match_id, users=waiting),
                                          views.challenge_view(match_id, t("accept", lang), t("decline", lang)),
                                          ping=still)
                return
            await self.start(record, lang)

    # --- the start -----------------------------------------------------------------------
    async def start(self, record: MatchRecord, lang: str) -> None:
        """Set up the engine game from the chosen decks and a fresh seed, open the thread, add the
        players and post the first board. The match becomes active only once it has a thread;
        if the thread cannot be made the challenge stays open (an Accept click retries)."""
        host = self.host
        kit = host.kit(record.game)
        seed = random.randrange(2**31)
        try:
            await asyncio.to_thread(  # the decks are checked before a thread is made for them
                kit.engine.new_game, [s.name for s in record.players], [deck_from_json(d) for d in record.decks],
                seed, record.options)
        except (RulesError, ValueError) as exc:
            reason = exc.localized(lang) if isinstance(exc, RulesError) else str(exc)
            await host.store.update_match(record.id, status=DECLINED, result={"winners": [], "reason": reason[:200]})
            await host.store.delete_timers_of_match(record.id)
            await self.edit_challenge(record, t("challenge_failed", lang, id=record.id, reason=shown(reason, 500)), None)
            return
        channel = await self.channel_of(record)
        settings = await host.settings(record.guild_id)
        public = bool(settings.get("public_threads"))
        name = f"{kit.title} #{record.id}: " + " vs ".join(plain(s.name, MAX_PLAYER_NAME) for s in record.players)
        if not isinstance(channel, discord.TextChannel):
            await self.edit_challenge(record, t("missing_permission", lang, permission="View Channel",
                                                action=t("perm_action_thread", lang)), None)
            return
        try:
            thread = await channel.create_thread(
                name=name[:100], auto_archive_duration=THREAD_ARCHIVE_MINUTES, invitable=False,
                type=discord.ChannelType.public_thread if public else discord.ChannelType.private_thread,
                reason=f"match #{record.id}")
        except discord.Forbidden:
            perm = "Create Public Threads" if public else "Create Private Threads"
            await self.edit_challenge(
                record, t("missing_permission", lang, permission=perm, action=t("perm_action_thread", lang)),
                views.challenge_view(record.id, t("accept", lang), t("decline", lang)))
            return
        try:
            live = await host.service.start(record.id, seed, thread_id=thread.id)
        except MatchError:  # another bot process started (or a player closed) it meanwhile: its thread wins
            log.warning("match %s: started elsewhere; removing the extra thread %s", record.id, thread.id)
            try:
                await thread.delete()
            except discord.HTTPException:
                log.warning("match %s: could not delete the extra thread %s", record.id, thread.id)
            return
        record.thread_id = thread.id
        await host.store.delete_timers_of_match(record.id, "challenge")
        notice = "" if public else await self.add_players(record, lang, thread)
        await self.announce_start(record, lang, notice)
        log.info("match %s: %s started with %s players", record.id, record.game, len(record.players))
        await host.schedule_reminder(live)
        await host.post_board(live, live.last_events, lang, intro=True)
        host.practice.after(live)  # a practice match whose first decision is the bot's

    async def add_players(self, record: MatchRecord, lang: str, thread: discord.Thread | None = None) -> str:
        """Add the players to the (private) match thread; returns the missing-permission notice,
        if any. Without ``thread`` it is fetched (the catch-up after a restart)."""
        host = self.host
        if thread is None:
            if record.thread_id is None:
                return ""
            try:
                channel = await host.bot.fetch_channel(record.thread_id)
            except discord.HTTPException:
                log.warning("match %s: cannot fetch thread %s", record.id, record.thread_id)
                return ""
            if not isinstance(channel, discord.Thread) or channel.type != discord.ChannelType.private_thread:
                return ""
            thread = channel
        for seat in [s for i, s in enumerate(record.players) if i != bot_seat(record)]:  # the bot is in already
            try:
                await thread.add_user(discord.Object(seat.user_id))
            except discord.Forbidden:
                await host.admin_notice(thread, lang, "Send Messages in Threads", t("perm_action_add", lang))
                return t("missing_permission", lang, permission="Send Messages in Threads",
                         action=t("perm_action_add", lang))
            except discord.HTTPException:
                log.warning("match %s: cannot add user %s to the thread", record.id, seat.user_id)
        return ""

    async def announce_start(self, record: MatchRecord, lang: str, notice: str = "") -> None:
        """Turn the challenge message into "match started" with a link to the thread."""
        started = t("match_started", lang, id=record.id, thread=f"<#{record.thread_id}>",
                    game=self.host.kit(record.game).title,
                    players=" vs ".join(self.host.practice.mention(record, i) for i in range(len(record.players))))
        await self.edit_challenge(record, started + (f"\n{notice}" if notice else ""), None,
                                  ping=self.host.practice.people(record, list(range(len(record.players)))))

    async def channel_of(self, record: MatchRecord) -> discord.abc.GuildChannel | discord.Thread | None:
        if record.channel_id is None:
            return None
        channel = self.host.bot.get_channel(record.channel_id)
        if channel is None:
            try:
                channel = await self.host.bot.fetch_channel(record.channel_id)
            except discord.HTTPException:
                return None
        return channel  # type: ignore[return-value]

    async def edit_challenge(self, record: MatchRecord, text: str, view: discord.ui.View | None, *,
                             ping: list[int] | None = None) -> None:
        """Rewrite the challenge message in the channel (its id is kept in the match options).
        Without a known id (an old challenge, or the bot died between the reply and storing it),
        or if the message is gone, the news is posted as a new message in the channel instead.
        Only the users in ``ping`` may be pinged."""
        if record.channel_id is None:
            return
        channel = self.host.bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
        mentions = pings(ping or ())
        text = content(text)
        message_id = record.options.get("message")
        if message_id:
            try:
                await channel.get_partial_message(int(message_id)).edit(content=text, view=view,
                                                                        allowed_mentions=mentions)
                return
            except discord.NotFound:
                log.warning("match %s: the challenge message is gone; posting the news instead", record.id)
            except discord.HTTPException:
                log.warning("match %s: cannot edit the challenge message", record.id)
                return
        else:
            log.info("match %s: the challenge message's id is unknown; posting the news instead", record.id)
        try:
            kwargs: dict[str, Any] = {"view": view} if view is not None else {}
            await channel.send(text, allowed_mentions=mentions, **kwargs)
        except discord.HTTPException:
            log.warning("match %s: cannot post the challenge news", record.id)

    # --- expiry --------------------------------------------------------------------------
    async def expire(self, match_id: int) -> None:
        """The challenge timer: a challenge still pending is withdrawn."""
        host = self.host
        async with self.lock(match_id):
            record = await host.store.get_match(match_id)
            if record is None or record.status != PENDING:
                return
            await host.store.update_match(match_id, status=DECLINED, result={"winners": [], "reason": "expired"})
        lang = await host.guild_lang(record.guild_id)
        log.info("match %s: challenge expired", match_id)
        await self.edit_challenge(record, t("challenge_expired", lang, id=match_id), None)


def deck_values(decks: list[Any]) -> list[str]:
    """The deck select's option values, ``n:<name>``, cut to Discord's 100 characters and distinct."""
    return unique_values([f"n:{d.name}" for d in decks])
