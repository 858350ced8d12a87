"""The match service: the one path from a player's action to the engine and the store.

Actions on one match are serialized by a per-match lock and by the store's expected-seq append,
so two clicks at once apply once, and a click made on an old state is refused as stale.
States are rebuilt from the latest snapshot plus the actions after it, and checked.

Several processes may share the database (PostgreSQL, sharded processes, or an old process not yet
stopped beside its replacement): before applying an action, a cached match is checked against
the stored ``last_seq`` and rebuilt if another process moved it on; an append that loses a race
is answered like a stale button (or, for an action not tied to a button, retried on the new state).
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine import games
from engine.core import Action, BaseState, Deck, Engine, Event, RulesError
from engine.core.serial import from_jsonable, to_jsonable

from .store import ACTIVE, FINISHED, PENDING, MatchRecord, Seat, StaleSequence, Store

log = logging.getLogger(__name__)


class MatchError(Exception):
    """A request about a match that cannot be served; the message is for the user."""


class NotAPlayer(MatchError):
    pass


class StaleAction(MatchError):
    """The player acted on a state that has since moved on."""


class _LostRace(Exception):
    """An append lost to another process's append at the same seq (inside ``act``)."""

    def __init__(self, cause: StaleSequence) -> None:
        super().__init__(str(cause))
        self.cause = cause


@dataclass
class LiveMatch:
    record: MatchRecord
    engine: Engine
    state: BaseState
    last_events: list[Event] = field(default_factory=list)

    @property
    def seq(self) -> int:
        return self.record.last_seq

    def seat_of(self, user_id: int) -> int | None:
        return self.record.seat_of(user_id)


@dataclass
class Outcome:
    """What one accepted action produced."""

    match: LiveMatch
    action: Action
    events: list[Event]
    seq: int


def engine_for(game: str) -> Engine:
    return games.load(game).ENGINE


def deck_to_json(deck: Deck) -> dict[str, Any]:
    return to_jsonable(deck)


def deck_from_json(data: dict[str, Any]) -> Deck:
    return from_jsonable(Deck, data)


class MatchService:
    def __init__(self, store: Store, *, engines: Callable[[str], Engine] = engine_for,
                 cache_size: int = 512, snapshot_every: int = 20, retries: int = 3) -> None:
        self.store = store
        self._engines = engines
        self._cache: OrderedDict[int, LiveMatch] = OrderedDict()
        self._cache_size = cache_size
        self._snapshot_every = snapshot_every
        self._locks: dict[int, asyncio.Lock] = {}
        self._retries = retries

    def lock(self, match_id: int) -> asyncio.Lock:
        return self._locks.setdefault(match_id, asyncio.Lock())

    async def create(
        self, game: str, seats: list[Seat], decks: list[Deck], seed: int, *, options: dict | None = None,
        guild_id: int | None = None, channel_id: int | None = None,
    ) -> LiveMatch:
        """Set up a match and store it (its seed and decks are all the store needs to rebuild it)
        with its snapshot 0 in the same transaction. The state is the one at seq 0: once stored,
        another process may act on the match at once, so it is cached only if nothing newer is."""
        engine = self._engines(game)
        state, events = engine.new_game([s.name for s in seats], decks, seed, options)
        record = await self.store.create_match(
            game, seats, seed, [deck_to_json(d) for d in decks], options=options or {},
            guild_id=guild_id, channel_id=channel_id, snapshot=engine.state_to_json(state),
        )
        record.last_seq = 0
        live = LiveMatch(record, engine, state, events)
        async with self.lock(record.id):
            if record.id not in self._cache:
                self._remember(live)
        log.info("match %s: %s created for %s", record.id, game, ", ".join(str(s.user_id) for s in seats))
        return live

    async def start(self, match_id: int, seed: int, *, thread_id: int | None = None) -> LiveMatch:
        """Turn an accepted challenge (a pending match with its decks) into a game: set it up from
        the decks and ``seed``, then store its seed, snapshot 0 and "active" in one transaction that
        only a still-pending match accepts (so of two processes starting it, exactly one does)."""
        async with self.lock(match_id):
            record = await self.store.get_match(match_id)
            if record is None or record.status != PENDING:
                raise MatchError(f"Match #{match_id} is not waiting to start.")
            engine = self._engines(record.game)
            state, events = await asyncio.to_thread(
                engine.new_game, [s.name for s in record.players], [deck_from_json(d) for d in record.decks],
                seed, record.options)
            if not await self.store.start_match(match_id, seed, thread_id, engine.state_to_json(state)):
                raise MatchError(f"Match #{match_id} was started or closed elsewhere at the same moment.")
            record.seed, record.status, record.thread_id = seed, ACTIVE, thread_id
            live = LiveMatch(record, engine, state, events)
            self._remember(live)
            log.info("match %s: %s started", match_id, record.game)
            return live

    async def load(self, match_id: int) -> LiveMatch:
        """The match, from the cache or rebuilt from the store (snapshot + later actions).
        Rebuilding happens under the match's lock, so it never interleaves with an action."""
        if match_id in self._cache:
            self._cache.move_to_end(match_id)
            return self._cache[match_id]
        async with self.lock(match_id):
            return await self._load(match_id)

    async def _load(self, match_id: int) -> LiveMatch:
        """``load`` for callers that hold the match's lock."""
        if match_id in self._cache:
            self._cache.move_to_end(match_id)
            return self._cache[match_id]
        record = await self.store.get_match(match_id)
        if record is None:
            raise MatchError(f"There is no match #{match_id}.")
        engine = self._engines(record.game)
        snap = await self.store.latest_snapshot(match_id)
        if snap is not None:
            seq, data = snap
            state = engine.state_from_json(data)
        else:
            seq = 0
            state, _ = engine.new_game([s.name for s in record.players], [deck_from_json(d) for d in record.decks],
                                       record.seed, record.options)
        events: list[Event] = []
        for rec in await self.store.actions(match_id, seq):
            step = engine.apply(state, Action.from_json(rec.action))
            state, events, seq = step.state, step.events, rec.seq
        record.last_seq = seq  # the log, not the row read before it, says how far the state is
        result = engine.result(state)
        if result is not None and record.status == ACTIVE:  # finished by a log written before a crash
            record.status, record.result = FINISHED, to_jsonable(result)
            await self.store.update_match(match_id, status=FINISHED, result=record.result)
        live = LiveMatch(record, engine, state, events)
        self._remember(live)
        return live

    async def act(self, match_id: int, user_id: int, action: Action, expected_seq: int | None = None) -> Outcome:
        """Apply a player's action: checks seat, staleness and the rules, then appends it to the
        log. Raises NotAPlayer, StaleAction, MatchError or RulesError (nothing is stored then).
        ``expected_seq`` is the seq the player saw (a button's); without it (a concession, a
        command) an append that loses a race to another process is retried on the new state."""
        for attempt in range(self._retries + 1):
            try:
                return await self._act_once(match_id, user_id, action, expected_seq)
            except _LostRace as lost:
                if expected_seq is not None or attempt == self._retries:
                    raise StaleAction("Someone acted at the same moment; here is the current state.") from lost.cause
                log.info("match %s: lost a race to another process; retrying on the new state", match_id)
        raise AssertionError("unreachable")

    async def _current(self, match_id: int) -> LiveMatch:
        """The match, checked against the store's ``last_seq`` (another process may have moved it
        on since it was cached) and rebuilt if it is behind. Callers hold the match's lock."""
        live = await self._load(match_id)
        stored = await self.store.last_seq(match_id)
        if stored is None:
            raise MatchError(f"There is no match #{match_id}.")
        if stored != live.record.last_seq:
            log.info("match %s: cached at #%s but stored at #%s; rebuilding", match_id, live.record.last_seq, stored)
            self._cache.pop(match_id, None)
            live = await self._load(match_id)
        return live

    async def _act_once(self, match_id: int, user_id: int, action: Action, expected_seq: int | None) -> Outcome:
        async with self.lock(match_id):
            live = await self._current(match_id)
            record = live.record
            if record.status != ACTIVE:
                raise MatchError(f"Match #{match_id} is {record.status}; no more actions.")
            seat = record.seat_of(user_id)
            if seat is None:
                raise NotAPlayer("Only the match's players can act in it.")
            if action.player != seat:
                raise NotAPlayer("You can only act for yourself.")
            if expected_seq is not None and expected_seq != record.last_seq:
                raise StaleAction("The game has moved on since these buttons were made; here is the current state.")
            step = live.engine.apply(live.state, action)
            result = live.engine.result(step.state)
            result_json = to_jsonable(result) if result is not None else None
            try:  # the action and, if it ends the game, the result: one transaction
                seq = await self.store.append_action(match_id, record.last_seq, seat, action.to_json(), result=result_json)
            except StaleSequence as exc:  # another process acted first: reload, then refuse or retry
                self._cache.pop(match_id, None)
                raise _LostRace(exc) from exc
            record.last_seq = seq
            live.state, live.last_events = step.state, step.events
            log.info("match %s: #%s P%s %s", match_id, seq, seat + 1, action.type)
            if result_json is not None:
                record.status, record.result = FINISHED, result_json
            if result_json is not None or seq % self._snapshot_every == 0:
                await self._snapshot(match_id, seq, live)
            return Outcome(live, action, step.events, seq)

    async def _snapshot(self, match_id: int, seq: int, live: LiveMatch) -> None:
        """Save a snapshot; the action is already stored, so a failure here only costs replay time."""
        try:
            await self.store.save_snapshot(match_id, seq, live.engine.state_to_json(live.state))
        except Exception:
            log.exception("match %s: snapshot at #%s failed (the action is stored; replay covers it)", match_id, seq)

    async def concede(self, match_id: int, user_id: int) -> Outcome:
        live = await self.load(match_id)
        seat = live.seat_of(user_id)
        if seat is None:
            raise NotAPlayer("Only the match's players can concede it.")
        return await self.act(match_id, user_id, Action("concede", seat))

    def find_legal(self, live: LiveMatch, seat: int, key: str) -> Action:
        """The legal action whose stable key (``Action.key()``) is ``key``, else StaleAction."""
        for action in live.engine.legal_actions(live.state, seat):
            if action.key() == key:
                return action
        raise StaleAction("That choice is no longer available; here are your current options.")

    async def verify(self, match_id: int) -> bool:
        """Replay the whole log from the seed and compare with the stored snapshot path."""
        record = await self.store.get_match(match_id)
        if record is None:
            return False
        engine = self._engines(record.game)
        actions = [Action.from_json(a.action) for a in await self.store.actions(match_id)]
        replayed, _ = engine.replay([s.name for s in record.players], [deck_from_json(d) for d in record.decks],
                                    record.seed, record.options, actions)
        self._cache.pop(match_id, None)
        loaded = await self.load(match_id)
        dump = lambda s: json.dumps(engine.state_to_json(s), sort_keys=True)  # noqa: E731
        return dump(replayed) == dump(loaded.state)

    def forget(self, match_id: int) -> None:
        self._cache.pop(match_id, None)

    def _remember(self, live: LiveMatch) -> None:
        self._cache[live.record.id] = live
        self._cache.move_to_end(live.record.id)
        while len(self._cache) > self._cache_size:
            old_id, _ = self._cache.popitem(last=False)
            lock = self._locks.get(old_id)
            if lock is not None and not lock.locked():
                del self._locks[old_id]


__all__ = ["LiveMatch", "MatchError", "MatchService", "NotAPlayer", "Outcome", "RulesError", "StaleAction"]
