"""The match service over the tiny test game: seats, staleness, restarts."""

from __future__ import annotations

import asyncio

import pytest

from bot.matches import MatchService, NotAPlayer, StaleAction
from bot.store import Seat, SqliteStore
from engine.core import Action, RulesError
from tests.core.tiny_game import Tiny, tiny_deck

DECK = [1, 2, 3, 4, 5, 5, 2, 3, 1, 4, 5, 2]
SEATS = [Seat(11, "Ann"), Seat(22, "Bo")]


def engines(game):
    assert game == "tiny"
    return Tiny()


async def service(path, **kw) -> MatchService:
    return MatchService(await SqliteStore.open(path), engines=engines, **kw)


async def test_only_players_act_and_stale_clicks_are_refused(tmp_path):
    svc = await service(tmp_path / "m.sqlite3")
    live = await svc.create("tiny", SEATS, [tiny_deck(DECK), tiny_deck(DECK)], seed=4)
    action = live.engine.legal_actions(live.state, 0)[0]
    with pytest.raises(NotAPlayer):
        await svc.act(live.record.id, 99, action)
    with pytest.raises(NotAPlayer):
        await svc.act(live.record.id, 22, action)  # P2 acting as P1
    with pytest.raises(StaleAction):
        await svc.act(live.record.id, 11, action, expected_seq=5)
    with pytest.raises(RulesError):
        await svc.act(live.record.id, 11, Action("play", 0, {"uid": 12345}))
    assert (await svc.store.actions(live.record.id)) == []  # nothing refused was stored
    out = await svc.act(live.record.id, 11, action, expected_seq=0)
    assert out.seq == 1
    await svc.store.close()


async def test_simultaneous_clicks_apply_once(tmp_path):
    svc = await service(tmp_path / "m.sqlite3")
    live = await svc.create("tiny", SEATS, [tiny_deck(DECK), tiny_deck(DECK)], seed=4)
    action = live.engine.legal_actions(live.state, 0)[-1]  # pass
    results = await asyncio.gather(*(svc.act(live.record.id, 11, action, expected_seq=0) for _ in range(10)),
                                   return_exceptions=True)
    assert sum(1 for r in results if not isinstance(r, Exception)) == 1
    assert all(isinstance(r, StaleAction) for r in results if isinstance(r, Exception))
    assert len(await svc.store.actions(live.record.id)) == 1
    await svc.store.close()


async def test_restart_rebuilds_the_same_state(tmp_path):
    path = tmp_path / "m.sqlite3"
    svc = await service(path, snapshot_every=3)
    live = await svc.create("tiny", SEATS, [tiny_deck(DECK), tiny_deck(DECK)], seed=8)
    match_id = live.record.id
    for _ in range(8):
        live = await svc.load(match_id)
        if live.state.over:
            break
        seat = live.engine.to_act(live.state)[0]
        user = SEATS[seat].user_id
        await svc.act(match_id, user, live.engine.legal_actions(live.state, seat)[0], expected_seq=live.seq)
    before = live.engine.state_to_json((await svc.load(match_id)).state)
    await svc.store.close()
    fresh = await service(path)  # a new process: empty cache, snapshot + tail replay
    after = await fresh.load(match_id)
    assert after.engine.state_to_json(after.state) == before
    assert await fresh.verify(match_id)
    await fresh.store.close()


async def test_start_turns_a_pending_challenge_into_a_game_once(tmp_path):
    from bot.matches import MatchError, deck_to_json

    svc = await service(tmp_path / "m.sqlite3")
    decks = [deck_to_json(tiny_deck(DECK)), deck_to_json(tiny_deck(DECK))]
    record = await svc.store.create_match("tiny", SEATS, 0, decks, status="pending")
    live = await svc.start(record.id, 77, thread_id=555)
    assert live.record.status == "active" and live.state.seed == 77
    stored = await svc.store.get_match(record.id)
    assert (stored.status, stored.seed, stored.thread_id) == ("active", 77, 555)
    with pytest.raises(MatchError):
        await svc.start(record.id, 78)  # a second accept click cannot restart it
    svc.forget(record.id)
    again = await svc.load(record.id)  # rebuilt from snapshot 0
    assert again.engine.state_to_json(again.state) == live.engine.state_to_json(live.state)
    await svc.store.close()


async def test_two_processes_starting_one_challenge_start_it_once(tmp_path):
    """Two bot processes (two connections, two caches) accept the same challenge at once: exactly
    one start lands, and the stored seed is the one whose game the winner plays."""
    from bot.matches import MatchError, deck_to_json

    path = tmp_path / "m.sqlite3"
    first, second = await service(path), await service(path)
    decks = [deck_to_json(tiny_deck(DECK)), deck_to_json(tiny_deck(DECK))]
    record = await first.store.create_match("tiny", SEATS, 0, decks, status="pending")
    outcomes = await asyncio.gather(first.start(record.id, 101, thread_id=1), second.start(record.id, 202, thread_id=2),
                                    return_exceptions=True)
    started = [o for o in outcomes if not isinstance(o, BaseException)]
    assert len(started) == 1 and sum(isinstance(o, MatchError) for o in outcomes) == 1, outcomes
    stored = await first.store.get_match(record.id)
    assert (stored.seed, stored.thread_id) == (started[0].state.seed, started[0].record.thread_id)
    for svc in (first, second):
        svc.forget(record.id)
        again = await svc.load(record.id)
        assert again.engine.state_to_json(again.state) == started[0].engine.state_to_json(started[0].state)
    await first.store.close()
    await second.store.close()


async def test_two_acceptances_at_once_both_count(tmp_path):
    """Two invited players accept through two bot processes at the same moment: both decks and both
    acceptances are kept (no read-modify-write loss), and a repeated acceptance is refused."""
    from bot.matches import deck_to_json

    path = tmp_path / "m.sqlite3"
    first, second = await service(path), await service(path)
    seats = [*SEATS, Seat(33, "Cy")]
    empty = deck_to_json(tiny_deck(DECK))
    record = await first.store.create_match("tiny", seats, 0, [empty] * 3, status="pending",
                                            options={"invited": [22, 33], "accepted": []})
    bo, cy = deck_to_json(tiny_deck([1] * 14)), deck_to_json(tiny_deck([2] * 14))
    await asyncio.gather(first.store.accept_seat(record.id, 22, 1, bo), second.store.accept_seat(record.id, 33, 2, cy))
    stored = await first.store.get_match(record.id)
    assert stored.options["accepted"] == [22, 33]
    assert stored.decks == [empty, bo, cy]
    assert await second.store.accept_seat(record.id, 22, 1, cy) is None  # already accepted: nothing changes
    assert (await first.store.get_match(record.id)).decks == [empty, bo, cy]
    await first.store.close()
    await second.store.close()
