"""The shared match host: everything between a Discord interaction and the match service.

Interaction → engine action (through ``MatchService``) → store → render → reply. No rules here:
legality, staleness and seats are the service's and the engine's; the host only chooses what to
show to whom, and every message or image is built from a player's view or the public view.
"""

from __future__ import annotations

import asyncio
import io
import logging
import time
from collections.abc import Callable, Coroutine
from typing import Any

import discord

from bot.i18n import lang_of, t
from bot.i18n.catalog import MESSAGES
from bot.matches import (
    LiveMatch,
    MatchError,
    MatchService,
    NotAPlayer,
    Outcome,
    StaleAction,
    deck_from_json,
    deck_to_json,
)
from bot.store import ACTIVE, FINISHED, MatchRecord, SavedDeck, Store
from engine.core import Action, Event, RulesError
from engine.core.rules import SHORT_FORMS

from . import views
from .kits import GameKit, KitSource, kit_for
from .labels import action_label
from .render import Renderer, attachment_name
from .safe_text import MAX_NAME, NO_PINGS, content, pings, shown, shown_line, unique_values

log = logging.getLogger(__name__)

DEFAULT_REMINDER_HOURS = 12.0
MAX_CONTENT = 2000
ARCHIVED_THREAD = 50083  # Discord's error code for an operation on an archived thread
CATCH_UP_REPLAY = 1000  # at start-up, replay at most this many actions to recover the log lines not posted


class MatchHost:
    """Hosts every game's matches for one bot. Cogs call the ``cmd_*`` methods; components call
    the ``on_*`` methods (see ``views``); the bot's timer loop calls ``fire_due_timers``."""

    def __init__(self, bot: discord.Client, store: Store, service: MatchService, renderer: Renderer, *,
                 kits: KitSource = kit_for, clock: Callable[[], float] = time.time, rulebook: Any = None) -> None:
        from .lobby import Lobby
        from .practice import Practice
        from .rules import RulesDesk

        self.bot = bot
        self.store = store
        self.service = service
        self.renderer = renderer
        self.kits = kits
        self.clock = clock
        self.rules = RulesDesk(self, rulebook)
        self.lobby = Lobby(self)
        self.practice = Practice(self)
        self._kit_cache: dict[str, GameKit] = {}
        self._pools: dict[str, Any] = {}
        self._imported: dict[str, int] = {}
        self._guild_lang: dict[int, str] = {}
        self._post_locks: dict[int, asyncio.Lock] = {}

    # --- lookups -------------------------------------------------------------------------
    def kit(self, game: str) -> GameKit:
        if game not in self._kit_cache:
            self._kit_cache[game] = self.kits(game)
        return self._kit_cache[game]

    def game_title(self, game: str) -> str:
        """The game's title (``Disney Lorcana``), also for a game whose engine is not there."""
        try:
            return self.kit(game).title
        except Exception:
            from engine import games

            return games.TITLES.get(game, game)

    async def pool(self, game: str) -> Any:
        if game not in self._pools:
            self._pools[game] = await self.kit(game).load_pool(self.store)
        return self._pools[game]

    async def imported_cards(self, game: str) -> int:
        """How many cards of ``game`` were imported into the store (0: only the game's built-in
        sample cards are played, see ``bot.card_pool``); counted once, like the pool is loaded once."""
        if game not in self._imported:
            self._imported[game] = len(await self.store.cards(game))
        return self._imported[game]

    async def cards_notice(self, game: str, lang: str) -> str:
        """One line on the card data: how many cards are imported, or that only the sample cards
        are there and how the bot's operator imports the real ones."""
        count = await self.imported_cards(game)
        title = self.kit(game).title
        if count:
            return t("cards_imported", lang, count=count, title=title)
        return t("cards_fixture_only", lang, title=title, game=game)

    async def guild_lang(self, guild_id: int | None, guild_locale: discord.Locale | None = None) -> str:
        """The guild's language for public messages: its ``language`` setting, else its locale."""
        if guild_id is None:
            return lang_of(guild_locale)
        if guild_id not in self._guild_lang:
            settings = await self.store.guild_settings(guild_id)
            self._guild_lang[guild_id] = settings.get("language") or lang_of(guild_locale)
        return self._guild_lang[guild_id]

    def forget_guild(self, guild_id: int) -> None:
        self._guild_lang.pop(guild_id, None)

    async def lang(self, interaction: discord.Interaction) -> str:
        """The language for a reply to this user: their Discord locale, else the guild default."""
        fallback = await self.guild_lang(interaction.guild_id, interaction.guild_locale)
        return lang_of(interaction.locale, fallback)

    async def settings(self, guild_id: int | None) -> dict[str, Any]:
        return await self.store.guild_settings(guild_id) if guild_id else {}

    # --- replies -------------------------------------------------------------------------
    async def reply(self, interaction: discord.Interaction, content: str, *, ephemeral: bool = True,
                    **kwargs: Any) -> None:
        """Answer the interaction whether or not it was already deferred; never raises for an
        expired token (the action, if any, is already stored)."""
        content = content[:MAX_CONTENT]  # every reply, like every edit (``safe_text.content``)
        try:
            if not interaction.response.is_done():
                await interaction.response.send_message(content, ephemeral=ephemeral, **kwargs)
            else:
                await interaction.followup.send(content, ephemeral=ephemeral, **kwargs)
        except discord.NotFound:
            log.warning("interaction %s expired before the reply", interaction.id)

    async def refuse(self, interaction: discord.Interaction, error: Exception) -> None:
        """An ephemeral refusal for a known error: rules errors quote their section."""
        lang = await self.lang(interaction)
        if isinstance(error, RulesError):
            text = t("rules_error", lang, reason=error.localized(lang))
            quote = self.rules.quote(error.rule, lang) if error.rule is not None else ""
            await self.reply(interaction, text + (f"\n> {quote}" if quote else ""))
        elif isinstance(error, NotAPlayer):
            await self.reply(interaction, t("not_a_player", lang))
        else:
            await self.reply(interaction, str(error))

    async def run_guarded(self, interaction: discord.Interaction, handler: Coroutine[Any, Any, None]) -> None:
        """Run a component or modal handler in one place: rules and match errors become an
        ephemeral refusal; anything unexpected is logged with its context and answered with an
        ephemeral apology, so the user never stays on "thinking…"."""
        try:
            await handler
        except (RulesError, MatchError) as exc:
            try:
                await self.refuse(interaction, exc)
            except discord.HTTPException:
                log.warning("interaction %s: could not deliver the refusal", interaction.id)
        except Exception as exc:
            await self.apologize(interaction, exc)

    async def apologize(self, interaction: discord.Interaction, error: BaseException) -> None:
        data: Any = interaction.data or {}
        what = data.get("custom_id") or (interaction.command.qualified_name if interaction.command else "?")
        log.error("interaction %s (%s) by user %s in channel %s failed", interaction.id, what, interaction.user.id,
                  interaction.channel_id, exc_info=error)
        try:
            lang = await self.lang(interaction)
        except Exception:
            lang = "en"
        try:
            await self.reply(interaction, t("internal_error", lang))
        except discord.HTTPException:
            log.warning("interaction %s: could not deliver the apology", interaction.id)

    # --- challenges (see ``lobby``) ---------------------------------------------------------
    async def admin_notice(self, where: discord.abc.Messageable, lang: str, permission: str, action: str) -> None:
        """Tell the admins which permission is missing, where they will see it."""
        try:
            await where.send(t("missing_permission", lang, permission=permission, action=action))
        except discord.HTTPException:
            log.warning("cannot tell the admins that %s is missing", permission)

    # --- the thread ----------------------------------------------------------------------
    def thread_of(self, record: MatchRecord) -> discord.abc.Messageable | None:
        if record.thread_id is None:
            return None
        channel = self.bot.get_channel(record.thread_id)
        if channel is not None:
            return channel  # type: ignore[return-value]
        return self.bot.get_partial_messageable(record.thread_id, guild_id=record.guild_id,
                                                type=discord.ChannelType.private_thread)

    async def send_in_thread(self, record: MatchRecord, content: str, *, png: bytes | None = None,
                             **kwargs: Any) -> None:
        """Post in the match thread. A thread Discord archived (idle past its auto-archive time)
        refuses posts: it is fetched again, unarchived, and the post made once more."""
        thread = self.thread_of(record)
        if thread is None:
            return

        def files() -> dict[str, Any]:
            return {"file": discord.File(io.BytesIO(png), attachment_name("board", png))} if png is not None else {}

        try:
            await thread.send(content, **files(), **kwargs)
        except discord.HTTPException as exc:
            if exc.code != ARCHIVED_THREAD:
                raise
            await self.unarchive(record)
            await thread.send(content, **files(), **kwargs)

    async def unarchive(self, record: MatchRecord) -> None:
        assert record.thread_id is not None
        log.info("match %s: thread %s is archived; unarchiving it", record.id, record.thread_id)
        channel = await self.bot.fetch_channel(record.thread_id)
        if isinstance(channel, discord.Thread) and channel.archived:
            await channel.edit(archived=False)

    def post_lock(self, match_id: int) -> asyncio.Lock:
        return self._post_locks.setdefault(match_id, asyncio.Lock())

    async def post_board(self, live: LiveMatch, events: list[Event], lang: str, *, intro: bool = False,
                         note: str = "") -> None:
        """The public board image and the public log lines, with the hand button while the match
        goes on and a ping for whoever must decide next."""
        record = live.record
        thread = self.thread_of(record)
        if thread is None:
            return
        seq = live.seq  # the board below is the state after this action
        engine = live.engine
        public = engine.view(live.state, None)
        lines: list[str] = []
        if intro:
            lines.append(t("thread_intro", lang, id=record.id, game=self.kit(record.game).title))
            lines.append(t("seats", lang, seats=" · ".join(f"P{i + 1} {shown(s.name)}" for i, s in enumerate(record.players))))
        if note:
            lines.append(note)
        lines += [f"• {shown_line(e.line())}" for e in events if e.seen_by(None)]
        result = engine.result(live.state)
        view: discord.ui.View | None = None
        if result is not None:
            pinged = self.practice.people(record, result.winners)  # never the bot's own seat
            winners = " ".join(self.practice.mention(record, w) for w in result.winners) or t("nobody", lang)
            cite = f" [{result.rule}]" if result.rule else ""
            lines.append(t("match_over", lang, winners=winners, reason=result.reason + cite))
        else:
            view = views.hand_view(record.id, t("hand_button", lang))
            lines.append(self._whose_turn(live, lang))
            pinged = self.practice.people(record, engine.to_act(live.state))
        text = "\n".join(lines)
        if len(text) > MAX_CONTENT:
            text = "…\n" + text[-(MAX_CONTENT - 2):]
        png = await self.renderer.board(public, lang)
        kwargs: dict[str, Any] = {"allowed_mentions": pings(pinged)}
        if view is not None:
            kwargs["view"] = view
        try:
            await self.send_in_thread(record, text, png=png, **kwargs)
        except discord.Forbidden:
            try:
                await self.send_in_thread(record, content(text + "\n" + t(
                    "missing_permission", lang, permission="Attach Files", action=t("perm_action_files", lang))), **kwargs)
            except discord.HTTPException:
                log.exception("match %s: cannot post the board", record.id)
                return
        except discord.HTTPException:
            log.exception("match %s: cannot post the board", record.id)
            return
        try:
            await self.store.mark_posted(record.id, seq)
            record.posted_seq = max(seq, record.posted_seq if record.posted_seq is not None else -1)
        except Exception:  # the board is out; at worst it is posted once more after a restart
            log.exception("match %s: cannot note that board #%s was posted", record.id, seq)

    # --- catching up after a restart ---------------------------------------------------------
    async def post_missing_boards(self) -> int:
        """At start-up: post the current board of every match whose last posted board lags its
        log (the bot died between storing an action and posting it, or just after a start, or
        before a finished game's final board). Returns how many boards were posted."""
        posted = 0
        for record in await self.store.unposted_matches():
            try:
                posted += await self._catch_up(record.id)
            except Exception:
                log.exception("match %s: cannot post the missing board", record.id)
        try:
            await self.practice.resume()  # practice matches waiting for the bot's move
        except Exception:
            log.exception("cannot resume the bot's practice matches")
        return posted

    async def _catch_up(self, match_id: int) -> int:
        async with self.post_lock(match_id):  # a player's action (and its board) goes first or after
            record = await self.store.get_match(match_id)
            if (record is None or record.thread_id is None or record.status not in (ACTIVE, FINISHED)
                    or (record.posted_seq is not None and record.posted_seq >= record.last_seq)):
                return 0
            live = await self.service.load(match_id)
            live.record.posted_seq = record.posted_seq
            lang = await self.guild_lang(record.guild_id)
            if record.posted_seq is None:  # killed just after the start: players and the challenge message
                notice = await self.lobby.add_players(record, lang)
                await self.lobby.announce_start(record, lang, notice)
            events = await self._events_since(live, record.posted_seq)
            if live.record.status == FINISHED:
                await self.store.delete_timers_of_match(match_id)
            else:
                await self.schedule_reminder(live)  # the stored reminder may name an older seq
            log.info("match %s: posting the board of #%s (last posted: %s)", match_id, live.seq, record.posted_seq)
            await self.post_board(live, events, lang, intro=record.posted_seq is None)
            return 1 if live.record.posted_seq == live.seq else 0

    async def _events_since(self, live: LiveMatch, posted_seq: int | None,
                            max_replay: int = CATCH_UP_REPLAY) -> list[Event]:
        """The events of the actions after ``posted_seq`` (with the set-up's if nothing was posted),
        replayed from a snapshot at or before it or from the seed; none if that is too long."""
        record, engine = live.record, live.engine
        after = posted_seq if posted_seq is not None else 0
        snap = await self.store.latest_snapshot(record.id)
        events: list[Event] = []
        if snap is not None and snap[0] <= after and (posted_seq is not None or snap[0] == 0):
            base, state = snap[0], engine.state_from_json(snap[1])
            if posted_seq is None:
                _, events = await asyncio.to_thread(
                    engine.new_game, [s.name for s in record.players], [deck_from_json(d) for d in record.decks],
                    record.seed, record.options)
        else:
            base = 0
            state, setup = await asyncio.to_thread(
                engine.new_game, [s.name for s in record.players], [deck_from_json(d) for d in record.decks],
                record.seed, record.options)
            if posted_seq is None:
                events = list(setup)
        actions = await self.store.actions(record.id, base)
        if len(actions) > max_replay:
            return []

        def replay() -> list[Event]:
            nonlocal state
            out = list(events)
            for rec in actions:
                if rec.seq > live.seq:
                    break
                step = engine.apply(state, Action.from_json(rec.action))
                state = step.state
                if rec.seq > after:
                    out += step.events
            return out

        return await asyncio.to_thread(replay)

    def _whose_turn(self, live: LiveMatch, lang: str) -> str:
        engine, state, record = live.engine, live.state, live.record
        deciders = engine.to_act(state)
        mentions = " ".join(self.practice.mention(record, p) for p in deciders)
        if state.pending and state.pending[0].player in deciders:
            return t("your_choice", lang, users=mentions)
        return t("your_turn", lang, users=mentions)

    # --- hands and actions ---------------------------------------------------------------
    async def on_hand(self, interaction: discord.Interaction, match_id: int) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        lang = await self.lang(interaction)
        if (found := await self._seated(interaction, match_id, lang, not_seated="spectator_no_hand")) is not None:
            await self.send_hand(interaction, *found, lang)

    async def _seated(self, interaction: discord.Interaction, match_id: int, lang: str, *,
                      not_seated: str = "not_a_player") -> tuple[LiveMatch, int] | None:
        """The match and the caller's seat in it, or None after telling the caller why not."""
        try:
            live = await self.service.load(match_id)
        except MatchError as exc:
            await self.reply(interaction, str(exc))
            return None
        seat = live.seat_of(interaction.user.id)
        if seat is None:
            await self.reply(interaction, t(not_seated, lang))
            return None
        return live, seat

    async def send_hand(self, interaction: discord.Interaction, live: LiveMatch, seat: int, lang: str, *,
                        note: str = "", page: int = 0) -> None:
        """An ephemeral message for ``seat`` only: their hand image, the pending choice they must
        answer, and their legal actions (built from their own view)."""
        content, view, png = await self._hand_parts(live, seat, lang, note=note, page=page)
        kwargs: dict[str, Any] = {"file": discord.File(io.BytesIO(png), attachment_name("hand", png))}
        if view is not None:
            kwargs["view"] = view
        await self.reply(interaction, content, **kwargs)

    async def _hand_parts(self, live: LiveMatch, seat: int, lang: str, *, note: str = "",
                          page: int = 0) -> tuple[str, discord.ui.View | None, bytes]:
        engine, state = live.engine, live.state
        mine = engine.view(state, seat)
        png = await self.renderer.hand(mine, seat, lang)
        lines = [note] if note else []
        lines.append(t("hand_header", lang, id=live.record.id, seq=live.seq) + " " + t("you_are_seat", lang, seat=f"P{seat + 1}"))
        pending = mine.get("pending") or {}
        if pending.get("player") == seat and pending.get("prompt"):
            rule = pending.get("rule")
            cite = f" [§{rule['section']}]" if isinstance(rule, dict) and rule.get("section") else ""
            lines.append(t("pending_prompt", lang, prompt=pending["prompt"]) + cite)
        actions = engine.legal_actions(state, seat) if live.record.status == ACTIVE else []
        labels = [action_label(a, mine, lang) for a in actions]
        if not actions:
            lines.append(t("nothing_to_do", lang) if engine.result(state) is None else t("match_finished", lang))
        else:
            lines.append(t("choose_action", lang, count=len(actions)))
        view = views.action_view(live.record.id, live.seq, labels, page, placeholder=t("choose_placeholder", lang),
                                 prev_label=t("prev", lang), next_label=t("next", lang))
        picks = (views.pick_select(live.record.id, live.seq, pending, sum(a.type == "choose" for a in actions),
                                   t("pick_several", lang, low=pending.get("min", 1), high=pending.get("max", 1)))
                 if actions and pending.get("player") == seat else None)
        if picks is not None:
            view = view or discord.ui.View(timeout=None)
            view.add_item(picks)
        return "\n".join(lines), view, png

    async def on_page(self, interaction: discord.Interaction, match_id: int, seq: int, page: int) -> None:
        await interaction.response.defer()
        lang = await self.lang(interaction)
        if (found := await self._seated(interaction, match_id, lang)) is None:
            return
        live, seat = found
        if seq != live.seq:
            return await self.send_hand(interaction, live, seat, lang, note=t("stale", lang))
        text, view, _ = await self._hand_parts(live, seat, lang, page=page)
        await interaction.edit_original_response(content=content(text), view=view)

    async def on_stale(self, interaction: discord.Interaction, match_id: int) -> None:
        await interaction.response.defer()
        lang = await self.lang(interaction)
        if (found := await self._seated(interaction, match_id, lang)) is not None:
            await self.send_hand(interaction, *found, lang, note=t("stale", lang))

    async def on_action(self, interaction: discord.Interaction, match_id: int, seq: int, index: int) -> None:
        """A click on an action button or select (component) or a submitted ``act`` command."""
        if interaction.type == discord.InteractionType.component:
            await interaction.response.defer()
        else:
            await interaction.response.defer(ephemeral=True, thinking=True)
        lang = await self.lang(interaction)
        if (found := await self._seated(interaction, match_id, lang)) is None:
            return
        live, seat = found
        actions = live.engine.legal_actions(live.state, seat) if seq == live.seq else []
        if seq != live.seq or not 0 <= index < len(actions):
            return await self.send_hand(interaction, live, seat, lang, note=t("stale", lang))
        action = actions[index]
        label = action_label(action, live.engine.view(live.state, seat), lang)
        await self.apply(interaction, match_id, seat, action, seq, label, lang)

    async def on_pick(self, interaction: discord.Interaction, match_id: int, seq: int, picks: list[str]) -> None:
        """Several options of a pending choice picked in one multi-select: the engine's answer
        ``choose`` with those picks (the engine checks them like any answer)."""
        await interaction.response.defer()
        lang = await self.lang(interaction)
        if (found := await self._seated(interaction, match_id, lang)) is None:
            return
        live, seat = found
        mine = live.engine.view(live.state, seat)
        pending = mine.get("pending") or {}
        if seq != live.seq or pending.get("player") != seat:
            return await self.send_hand(interaction, live, seat, lang, note=t("stale", lang))
        ids = [str(o["id"]) for o in pending.get("options") or []]
        by_value = dict(zip(unique_values(ids), ids, strict=True))  # the select's values (``views.pick_select``)
        picks = [by_value.get(p, p) for p in picks]
        names = {str(o["id"]): str(o["label"]) for o in pending.get("options") or []}
        label = ", ".join(names.get(p, p) for p in picks) or t("pick_none", lang)
        await self.apply(interaction, match_id, seat, Action("choose", seat, {"picks": picks}), seq, label, lang)

    async def apply(self, interaction: discord.Interaction, match_id: int, seat: int, action: Action,
                    seq: int | None, label: str, lang: str) -> None:
        """Act through the match service, then report: the action is stored before any Discord
        call, so a Discord failure afterwards never loses it or applies it twice."""
        async with self.post_lock(match_id):
            try:
                outcome = await self.service.act(match_id, interaction.user.id, action, expected_seq=seq)
            except StaleAction:
                live = await self.service.load(match_id)
                return await self.send_hand(interaction, live, seat, lang, note=t("stale", lang))
            except (RulesError, MatchError) as exc:
                return await self.refuse(interaction, exc)
            glang = await self.guild_lang(outcome.match.record.guild_id)
            await self._after_action(outcome, glang)
        await self._confirm(interaction, outcome, seat, label, lang)

    async def _confirm(self, interaction: discord.Interaction, outcome: Outcome, seat: int, label: str,
                       lang: str) -> None:
        live = outcome.match
        done = t("done", lang, label=label)
        try:
            if interaction.type == discord.InteractionType.component:
                await interaction.edit_original_response(content=content(done), view=None, attachments=[])
            else:
                await interaction.followup.send(content(done), ephemeral=True)
        except discord.HTTPException:
            log.warning("match %s: could not confirm action #%s to the player", live.record.id, outcome.seq)
        if live.engine.result(live.state) is None and seat in live.engine.to_act(live.state):
            try:
                await self.send_hand(interaction, live, seat, lang)
            except discord.HTTPException:
                log.warning("match %s: could not send the next choices", live.record.id)

    async def _after_action(self, outcome: Outcome, lang: str, note: str = "") -> None:
        live = outcome.match
        if live.record.status == FINISHED:
            await self.store.delete_timers_of_match(live.record.id)
        else:
            await self.schedule_reminder(live)
        await self.post_board(live, outcome.events, lang, note=note)
        self.practice.after(live)  # the bot's seat in a practice match moves now if it must

    # --- typed actions -------------------------------------------------------------------
    async def match_here(self, interaction: discord.Interaction) -> MatchRecord | None:
        if interaction.channel_id is None:
            return None
        return await self.store.match_by_thread(interaction.channel_id)

    async def act_choices(self, interaction: discord.Interaction, current: str,
                          game: str | None = None) -> list[tuple[str, str]]:
        """(label, "seq:index") for the caller's legal actions in this thread (a match of ``game``
        when given: another game's ``act`` offers nothing), filtered by text."""
        record = await self.match_here(interaction)
        if record is None or record.status != ACTIVE or (game is not None and record.game != game):
            return []
        live = await self.service.load(record.id)
        seat = live.seat_of(interaction.user.id)
        if seat is None:
            return []
        lang = await self.lang(interaction)
        mine = live.engine.view(live.state, seat)
        words = current.casefold().split()
        out = []
        for i, action in enumerate(live.engine.legal_actions(live.state, seat)):
            label = action_label(action, mine, lang)
            if all(w in label.casefold() for w in words):
                out.append((label, f"{live.seq}:{i}"))
        return out[:25]

    async def cmd_act(self, interaction: discord.Interaction, game: str, value: str) -> None:
        lang = await self.lang(interaction)
        record = await self.match_named(interaction, game, None, lang, "act")
        if record is None:
            if not interaction.response.is_done():
                await self.reply(interaction, t("act_in_thread", lang))
            return
        seq_text, _, index_text = value.partition(":")
        if seq_text.isdigit() and index_text.isdigit():
            return await self.on_action(interaction, record.id, int(seq_text), int(index_text))
        if record.seat_of(interaction.user.id) is None:
            return await self.reply(interaction, t("not_a_player", lang))
        choices = await self.act_choices(interaction, value, game)
        if not choices:
            return await self.reply(interaction, t("act_no_match", lang, text=shown_line(value, 100)))
        if len(choices) != 1:
            return await self.reply(interaction, t("act_ambiguous", lang, count=len(choices)))
        seq_text, _, index_text = choices[0][1].partition(":")
        await self.on_action(interaction, record.id, int(seq_text), int(index_text))

    # --- concede, claim, status, history ------------------------------------------------
    async def match_named(self, interaction: discord.Interaction, game: str, match_id: int | None,
                          lang: str, what: str) -> MatchRecord | None:
        """The match ``match_id`` names (else this thread's) if it is one of ``game``'s. A number
        that names none, or a thread of another game's match, is answered here saying which
        (then None is returned and ``interaction.response`` is done)."""
        if match_id is None:
            record = await self.match_here(interaction)
            if record is not None and record.game != game:  # e.g. ``/onepiece concede`` in a Lorcana thread
                await self.reply(interaction, t("other_game_thread", lang, title=self.game_title(record.game),
                                                id=record.id, command=record.game, what=what))
                return None
            return record
        record = await self.store.get_match(match_id)
        if record is None or record.game != game:
            await self.reply(interaction, t("no_such_match", lang, game=self.kit(game).title, id=match_id, command=game))
            return None
        return record

    async def cmd_concede(self, interaction: discord.Interaction, game: str, match_id: int | None) -> None:
        lang = await self.lang(interaction)
        record = await self.match_named(interaction, game, match_id, lang, "concede")
        if record is None:
            if not interaction.response.is_done():
                await self.reply(interaction, t("not_in_match_thread", lang))
            return
        seat = record.seat_of(interaction.user.id)
        if seat is None:
            return await self.reply(interaction, t("not_a_player", lang))
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.apply(interaction, record.id, seat, Action("concede", seat), None, t("concede_label", lang), lang)

    async def on_claim(self, interaction: discord.Interaction, match_id: int, seq: int) -> None:
        """The idle policy: a waiting player claims the win over a player who has not acted since
        ``seq``; recorded as that player's concession. Never automatic."""
        lang = await self.lang(interaction)
        if (found := await self._seated(interaction, match_id, lang)) is None:
            return
        live, seat = found
        idle = live.engine.to_act(live.state)
        if live.record.status != ACTIVE or live.seq != seq or not idle or seat in idle:
            return await self.reply(interaction, t("claim_refused", lang))
        await interaction.response.defer(ephemeral=True, thinking=True)
        idle_seat = idle[0]
        idle_user = live.record.players[idle_seat].user_id
        async with self.post_lock(match_id):
            try:
                outcome = await self.service.act(match_id, idle_user, Action("concede", idle_seat), expected_seq=seq)
            except (StaleAction, MatchError, RulesError):
                return await self.reply(interaction, t("claim_refused", lang))
            glang = await self.guild_lang(live.record.guild_id)
            await self._after_action(outcome, glang, note=t("claimed", glang, user=interaction.user.mention,
                                                             idle=f"<@{idle_user}>"))
        await self.reply(interaction, t("claim_done", lang))

    async def cmd_status(self, interaction: discord.Interaction, game: str, match_id: int | None) -> None:
        lang = await self.lang(interaction)
        record = await self.match_named(interaction, game, match_id, lang, "status")
        if record is None and interaction.response.is_done():
            return
        if record is None:
            active = await self.store.matches_of_user(interaction.user.id, game, ACTIVE)
            if not active:
                return await self.reply(interaction, t("no_active_matches", lang))
            lines = [t("your_active_matches", lang)]
            lines += [f"#{r.id} " + " vs ".join(shown(s.name) for s in r.players) + (f" <#{r.thread_id}>" if r.thread_id else "")
                      for r in active]
            return await self.reply(interaction, "\n".join(lines))
        if record.status not in (ACTIVE, FINISHED):  # a challenge: no game exists yet
            players = " vs ".join(shown(s.name) for s in record.players)
            return await self.reply(interaction, t("challenge_status", lang, id=record.id, status=status_word(record.status, lang),
                                                   players=players), allowed_mentions=discord.AllowedMentions.none())
        await interaction.response.defer(ephemeral=True, thinking=True)
        live = await self.service.load(record.id)
        png = await self.renderer.board(live.engine.view(live.state, None), lang)
        text = t("status_line", lang, id=record.id, status=status_word(record.status, lang), turn=live.state.turn, seq=live.seq)
        if record.status == ACTIVE:
            text += "\n" + self._whose_turn(live, lang)
        await self.reply(interaction, text, file=discord.File(io.BytesIO(png), attachment_name("board", png)),
                         allowed_mentions=discord.AllowedMentions.none())

    async def cmd_history(self, interaction: discord.Interaction, game: str, user: discord.abc.User | None) -> None:
        lang = await self.lang(interaction)
        who = user or interaction.user
        records = await self.store.matches_of_user(who.id, game, FINISHED)
        if not records:
            return await self.reply(interaction, t("no_history", lang, user=shown(who.display_name)))
        wins = 0
        lines = []
        for r in records:
            seat = r.seat_of(who.id)
            winners = (r.result or {}).get("winners", [])
            won = seat in winners
            wins += won
            opponents = ", ".join(shown(s.name) for i, s in enumerate(r.players) if i != seat)
            outcome = t("won", lang) if won else (t("draw", lang) if not winners else t("lost", lang))
            lines.append(f"#{r.id} vs {opponents}: {outcome} ({shown_line((r.result or {}).get('reason', ''), 200)})")
        header = t("history_header", lang, user=shown(who.display_name), game=self.kit(game).title, wins=wins,
                   total=len(records))
        await self.reply(interaction, "\n".join([header, *lines]), allowed_mentions=NO_PINGS)

    # --- help ----------------------------------------------------------------------------
    async def cmd_help(self, interaction: discord.Interaction, game: str) -> None:
        """What a new player needs: the commands, the deck-list format, the rules documents, and
        whether the real cards are imported (else how the operator imports them)."""
        from bot.commands.deck import deck_example

        from .rules import doc_langs

        lang = await self.lang(interaction)
        kit = self.kit(game)
        players = (f"{kit.min_players}" if kit.min_players == kit.max_players
                   else f"{kit.min_players}–{kit.max_players}")
        names = {"en": "English", "ja": "日本語", "zh": "中文"}
        docs = t("help_docs", lang, langs=", ".join(names.get(d, d) for d in doc_langs(game)) or "—")
        # rules cited in a short form (WoW's English rules: "[WoW 601.2, EN]") are spelled out here, once
        docs += "".join(t("help_outside", lang, short=form.format(section="…"), name=name)
                        for name, (of, form) in SHORT_FORMS.items() if of == game)
        await self.reply(interaction, t("help", lang, title=kit.title, game=game, players=players,
                                        example=deck_example(game) or "4 …", docs=docs,
                                        cards=await self.cards_notice(game, lang)))

    # --- reminders and timers ------------------------------------------------------------
    async def schedule_reminder(self, live: LiveMatch, count: int = 0) -> None:
        settings = await self.settings(live.record.guild_id)
        hours = float(settings.get("reminder_hours", DEFAULT_REMINDER_HOURS))
        await self.store.delete_timers_of_match(live.record.id, "remind")
        if hours > 0:
            await self.store.add_timer("remind", self.clock() + hours * 3600, live.record.id,
                                       {"seq": live.seq, "count": count})

    async def fire_due_timers(self) -> int:
        """Run every timer that is due (also those missed while the bot was down). Each is claimed
        first (of several processes, one gets it; only timers of this process's shards) and
        deleted once fired: a process killed meanwhile leaves it to be claimed again."""
        fired = 0
        for timer in await self.store.claim_due_timers(self.clock()):
            try:
                if timer.kind == "remind" and timer.match_id is not None:
                    await self._remind(timer.match_id, timer.payload)
                elif timer.kind == "challenge" and timer.match_id is not None:
                    await self.lobby.expire(timer.match_id)
            except Exception:
                log.exception("timer %s (%s) failed", timer.id, timer.kind)
            finally:
                await self.store.delete_timer(timer.id)
            fired += 1
        return fired

    async def _remind(self, match_id: int, payload: dict[str, Any]) -> None:
        record = await self.store.get_match(match_id)
        if record is None or record.status != ACTIVE:
            return
        live = await self.service.load(match_id)
        if live.seq != payload.get("seq"):
            return  # someone acted since; a newer reminder is scheduled
        lang = await self.guild_lang(record.guild_id)
        count = int(payload.get("count", 0)) + 1
        settings = await self.settings(record.guild_id)
        claim_after = int(settings.get("idle_claim_after", 0) or 0)
        idle = live.engine.to_act(live.state)
        if self.practice.people(record, idle) != [record.players[p].user_id for p in idle]:
            self.practice.after(live)  # the bot's seat is never reminded: it moves
            return
        idle_users = [record.players[p].user_id for p in idle]
        mentions = " ".join(f"<@{u}>" for u in idle_users)
        kwargs: dict[str, Any] = {"allowed_mentions": pings(idle_users)}
        text = t("reminder", lang, users=mentions, id=match_id)
        if claim_after and count >= claim_after:
            view = discord.ui.View(timeout=None)
            view.add_item(views.ClaimButton(match_id, live.seq, t("claim_button", lang)))
            kwargs["view"] = view
            text += "\n" + t("claim_offer", lang)
        try:
            await self.send_in_thread(record, text, **kwargs)
        except discord.HTTPException:
            log.warning("match %s: reminder not delivered", match_id)
        await self.schedule_reminder(live, count)

    # --- decks ---------------------------------------------------------------------------
    async def check_deck(self, game: str, text: str) -> Any:
        kit = self.kit(game)
        pool = await self.pool(game)
        return await asyncio.to_thread(kit.parse_deck, text, pool)

    async def save_deck(self, interaction: discord.Interaction, game: str, name: str, text: str) -> None:
        lang = await self.lang(interaction)
        name = name.strip()[:MAX_NAME]  # stored as typed (it is looked up so); shown through ``shown``
        check = await self.check_deck(game, text)
        if not check.ok:
            problems = "\n".join(f"• {shown_line(p, 200)}" for p in check.problems[:20]) or t("deck_unreadable", lang)
            if not await self.imported_cards(game) and "cards import" not in problems:
                problems += "\n" + await self.cards_notice(game, lang)  # every game says it, as Lorcana's parser does
            return await self.reply(interaction, t("deck_invalid", lang, name=shown(name)) + "\n" + problems)
        deck = check.deck
        deck.name = name
        await self.store.save_deck(SavedDeck(interaction.user.id, game, name, text, deck_to_json(deck),
                                             updated_at=self.clock()))
        await self.reply(interaction, t("deck_saved", lang, name=shown(name), count=len(deck.main)))


def status_word(status: str, lang: str) -> str:
    """A match status in the reader's language (``pending`` → 承諾待ち)."""
    key = f"status_{status}"
    return t(key, lang) if key in MESSAGES else status
