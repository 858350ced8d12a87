"""Two match services (two processes) on one database, on SQLite and PostgreSQL: a cached match
never pairs a state with another seq, a stale cache is rebuilt before an action is applied, and a
lost race is answered like a stale button (or retried when no button is involved).

The first test is the cause of the old two-process failure ("a stored action illegal at its
position", tiny 2.1): ``create`` paired the set-up state (seq 0) with the record read back after
the insert, whose ``last_seq`` another process could already have moved on; the service then
played from the set-up state as if it were that later seq, and the expected-seq append accepted it.
"""

from __future__ import annotations

import contextlib

import pytest

from bot.bench.subjects import engine_for, subject
from bot.matches import MatchService, StaleAction
from bot.store import Seat, open_store
from engine.core import Action, Rng, RulesError

SEATS = [Seat(11, "Ann"), Seat(22, "Bo")]


class _OthersActAfterInsert:
    """A store whose ``create_match`` lets another process play ``moves`` actions on the new match
    right after the insert commits (a match is visible to every process from then on)."""

    def __init__(self, store, other: MatchService, moves: int) -> None:
        self._store = store
        self._other = other
        self._moves = moves

    def __getattr__(self, name):
        return getattr(self._store, name)

    async def create_match(self, *args, **kwargs):
        record = await self._store.create_match(*args, **kwargs)
        for _ in range(self._moves):
            live = await self._other.load(record.id)
            seat = live.engine.to_act(live.state)[0]
            await self._other.act(record.id, SEATS[seat].user_id, live.engine.legal_actions(live.state, seat)[0],
                                  expected_seq=live.seq)
        return record


def consistent(live) -> bool:
    """The cached state is the one at the cached seq (the tiny game counts its steps)."""
    return live.state.steps == live.record.last_seq


async def test_create_never_caches_the_set_up_state_under_a_later_seq(store_target):
    a = MatchService(await open_store(store_target), engines=engine_for)
    b_store = await open_store(store_target)
    b = MatchService(_OthersActAfterInsert(b_store, a, moves=2), engines=engine_for)
    created = await b.create("tiny", SEATS, subject("tiny").decks(Rng.from_seed(3)), 7)
    assert consistent(created)
    live = await b.load(created.record.id)
    assert consistent(live), f"state after {live.state.steps} actions cached as #{live.record.last_seq}"
    seat = live.engine.to_act(live.state)[0]
    action = live.engine.legal_actions(live.state, seat)[0]
    # a button made on what B showed: either current, or refused as stale; never stored off-position
    with contextlib.suppress(StaleAction, RulesError):
        await b.act(live.record.id, SEATS[seat].user_id, action, expected_seq=live.seq)
    assert await b.verify(live.record.id)
    assert consistent(await b.load(live.record.id))
    await a.store.close()
    await b_store.close()


async def _two_services(store_target):
    a = MatchService(await open_store(store_target), engines=engine_for)
    b = MatchService(await open_store(store_target), engines=engine_for)
    live = await a.create("tiny", SEATS, subject("tiny").decks(Rng.from_seed(5)), 11)
    await b.load(live.record.id)  # both have it cached at #0
    return a, b, live.record.id


async def _step(svc: MatchService, match_id: int) -> None:
    live = await svc.load(match_id)
    seat = live.engine.to_act(live.state)[0]
    await svc.act(match_id, SEATS[seat].user_id, Action("pass", seat), expected_seq=live.seq)


async def test_a_stale_cache_is_rebuilt_before_applying(store_target):
    a, b, mid = await _two_services(store_target)
    await _step(a, mid)  # A moves the match to #1; B's cache still says #0
    stale = await b.load(mid)
    assert stale.seq == 0
    seat = stale.engine.to_act(stale.state)[0]
    with pytest.raises(StaleAction, match="moved on"):  # a click on B's old buttons: nothing stored
        await b.act(mid, SEATS[seat].user_id, Action("pass", seat), expected_seq=0)
    fresh = await b.load(mid)
    assert fresh.seq == 1 and consistent(fresh)
    # a concession is not tied to a button: applied on the current state, as #2
    out = await b.concede(mid, SEATS[0].user_id)
    assert out.seq == 2
    assert [a.seq for a in await b.store.actions(mid)] == [1, 2]
    assert await a.verify(mid) and await b.verify(mid)
    await a.store.close()
    await b.store.close()


async def test_an_action_illegal_on_the_current_state_is_refused_after_the_rebuild(store_target):
    """B's cache offers P1 a play that A has since made (and the turn has passed): the rebuilt
    state refuses it (tiny 2.1: on *your* turn play one card) and nothing is stored."""
    a, b, mid = await _two_services(store_target)
    live = await a.load(mid)
    seat = live.engine.to_act(live.state)[0]
    play = next(x for x in live.engine.legal_actions(live.state, seat)
                if x.type == "play" and live.engine.value(live.state, x.args["uid"]) != 5)  # 5: P1 would choose next
    await a.act(mid, SEATS[seat].user_id, play, expected_seq=0)
    with pytest.raises(RulesError, match="not P1's decision"):  # no expected seq: B's cache alone would allow it
        await b.act(mid, SEATS[seat].user_id, play)
    assert [x.seq for x in await b.store.actions(mid)] == [1]
    assert await b.verify(mid)
    await a.store.close()
    await b.store.close()
