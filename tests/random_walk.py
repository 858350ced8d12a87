"""One random game walked state by state: what the shortcut tests compare with the long way on."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from engine.core import BaseState, Deck, Engine, Rng
from engine.core.simulate import pick_action


def walk(
    engine: Engine, decks: list[Deck], seed: int, options: dict | None, max_actions: int,
    *, unchanged: Callable[[BaseState], Any] | None = None,
) -> Iterator[BaseState]:
    """The states of the game the simulator's random choices play from ``seed`` (``pick_action``,
    as ``play_random_game`` seeds it), until it ends, nobody can act or ``max_actions`` were taken.
    Each state is yielded before its legal actions are listed. ``unchanged``: asserts that ``apply``
    leaves its input as it was, by what this returns before and after."""
    state, _ = engine.new_game(["P1", "P2"], decks, seed, options)
    pick = Rng.from_seed(seed ^ 0x5EED)
    for _ in range(max_actions):
        if state.over:
            return
        yield state
        legal = engine.legal_actions(state, engine.to_act(state)[0])
        if not legal:
            return
        before = unchanged(state) if unchanged else None
        after = engine.apply(state, pick_action(legal, pick)).state
        assert unchanged is None or unchanged(state) == before  # apply never changes its input
        state = after
