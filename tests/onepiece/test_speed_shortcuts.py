"""The shortcuts of issue 21 (ONE PIECE, checks off) give the answers of the long way, state after
state of random games: the continuous abilities in effect read with each card's negation and DON!!
once (board._continuous against ability_live per ability), the cards with continuous abilities kept
from the state an engine copy was made from (board.carry_sources), each card's abilities by timing
(CompiledCard.of), and the rule markers and battle-step answers kept while a state is only read
(rule_changes._live_markers, battle's ``board.reading`` stretches). Whole games with every shortcut
turned off give the same digests (legal actions, events, states, views) as with them on."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.core import Rng
from engine.onepiece import board, game, rule_changes
from engine.onepiece.board import _CHAR_POWER, _cost_conditioned, _mixed_conditions, _reads
from engine.onepiece.cards.model import Ability, CompiledCard
from engine.onepiece.state import OPState
from tests.random_play import random_states

from .helpers import POOL, needs_npm
from .test_speed_golden import plain_reads, trace


def long_continuous(st: OPState, cost_conditioned: bool = True, power_conditioned: bool = True,
                    stat: tuple[str, ...] = ()) -> list[tuple[int, Ability]]:
    """8-1-3-4 / 8-3-2 / 8-2-1-1 the long way: every ability asks ability_live for itself."""
    out = []
    for p, uid, continuous in long_sources(st):
        for ab in continuous:
            if (not cost_conditioned and _cost_conditioned(ab)) or (not power_conditioned and _reads(ab, _CHAR_POWER)):
                continue
            if stat and not any(e.op == "modify_stat" and e.stat in stat for e in ab.effects):
                continue
            if not board.ability_live(st, uid, ab):
                continue
            if all(board.condition_holds(st, p, e.condition, uid) for e in ab.effects):
                out.append((uid, ab))
            elif _mixed_conditions(ab):
                held = [e for e in ab.effects if board.condition_holds(st, p, e.condition, uid)]
                if held:
                    out.append((uid, replace(ab, effects=held)))
    return out


def long_sources(st: OPState) -> tuple:
    """The cards in play with continuous abilities, found anew (nothing kept)."""
    return tuple((p, uid, comp.continuous) for p in range(st.num_players) for uid in board.in_play(st, p)
                 if (comp := board.compiled(st, uid)).continuous)


def long_of(comp: CompiledCard, timing: str) -> list[tuple[int, Ability]]:
    return [(i, a) for i, a in enumerate(comp.abilities) if a.timing == timing or ("|" in a.timing and timing in a.timing.split("|"))]


def long_ways(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every shortcut of this round off, on top of the plain reads of test_speed_golden."""
    plain_reads(monkeypatch)
    monkeypatch.setattr(board, "_continuous", long_continuous)
    monkeypatch.setattr(board, "carry_sources", lambda old, new: None)
    monkeypatch.setattr(CompiledCard, "of", long_of)


def _check(st: OPState) -> int:
    """Compare each shortcut with the long way on ``st``; returns how many answers were compared."""
    n = 0
    # 8-1-3-4: the cards with continuous abilities (kept from the state this one was copied from)
    assert board.continuous_sources(st) == long_sources(st)
    # 8-3-2 / 8-2-1-1: the continuous abilities in effect, with each guard of a cost or power condition
    for cost_conditioned in (True, False):
        for power_conditioned in (True, False):
            assert board._continuous(st, cost_conditioned, power_conditioned) == long_continuous(st, cost_conditioned, power_conditioned)
            n += 1
    for stat in (board._COST_STATS, board._POWER_STATS):  # what cost and power read of them
        assert board._continuous(st, stat=stat) == long_continuous(st, stat=stat)
        n += 1
    for p in range(st.num_players):
        for uid in board.in_play(st, p) + list(st.table.zone(p, "hand")):
            comp = board.compiled(st, uid)
            for timing in {a.timing for a in comp.abilities} | {"on_play", "trigger", "counter"}:
                assert comp.of(timing) == long_of(comp, timing)  # twice: the second from the kept answer
                assert comp.of(timing) == long_of(comp, timing)
                n += 1
        # 1-3-3: the rule markers kept while reading are those found anew
        for prefix in (rule_changes.ONLY_ATTACKABLE, "rule:"):
            plain = rule_changes._live_markers(st, p, prefix)
            with board.reading(st):
                assert rule_changes._live_markers(st, p, prefix) == plain
                assert rule_changes._live_markers(st, p, prefix) == plain  # from the memo
            n += 1
    return n


def _fixture_decks(rng: Rng) -> list:
    return [game.random_deck(POOL, rng) for _ in range(2)]


def test_shortcuts_answer_as_the_long_way_on_fixture_games() -> None:
    states = random_states(game.ENGINE, _fixture_decks, games=4, actions=120, options={"max_turns": 20})
    assert sum(_check(st) for st in states) > 1000


@needs_npm
def test_shortcuts_answer_as_the_long_way_on_real_lists(real_pool: Any) -> None:
    from bot.bench.fixed_decks import fixed_decks

    decks = fixed_decks("onepiece", real_pool)  # the bench's two real lists (scripted cards, continuous effects)
    states = random_states(game.ENGINE, lambda rng: decks, games=3, actions=150, options={"max_turns": 30})
    assert sum(_check(st) for st in states) > 1000


@pytest.mark.parametrize("seed", [31, 32])
def test_fixture_games_are_identical_the_long_way(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    decks = _fixture_decks(Rng.from_seed(seed))
    fast = trace(decks, seed)
    with monkeypatch.context() as m:
        long_ways(m)
        slow = trace(_fixture_decks(Rng.from_seed(seed)), seed)
    assert len(fast) > 20
    assert fast == slow


@needs_npm
def test_real_list_games_are_identical_the_long_way(real_pool: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from bot.bench.fixed_decks import fixed_decks

    decks = fixed_decks("onepiece", real_pool)
    for seed in (41, 42, 43):
        fast = trace(decks, seed)
        with monkeypatch.context() as m:
            long_ways(m)
            slow = trace(decks, seed)
        assert len(fast) > 20
        assert fast == slow


def test_long_ways_differ_from_the_shortcuts(monkeypatch: pytest.MonkeyPatch) -> None:
    # The comparisons above mean something only if the long way is taken: nothing kept across a copy.
    st, _ = game.ENGINE.new_game(["P1", "P2"], _fixture_decks(Rng.from_seed(3)), 3, None)
    board.continuous_sources(st)
    assert "_op_continuous" in game.ENGINE.copy(st).table.kept  # kept by the shortcut
    with monkeypatch.context() as m:
        long_ways(m)
        assert "_op_continuous" not in game.ENGINE.copy(st).table.kept
        assert board._continuous is long_continuous
