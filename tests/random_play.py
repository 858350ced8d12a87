"""States met in uniformly random games, for tests that compare two ways of answering on many states."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from engine.core import Rng
from engine.core.simulate import pick_action


def random_states(engine, decks: Callable[[Rng], list], games: int, actions: int, options: dict | None = None) -> list:
    """Every state after each of up to ``actions`` random actions in ``games`` games (seeds 0, 1, …);
    ``decks(rng)`` gives the players' decks from the game's own generator."""
    return list(each_random_state(engine, decks, games, actions, options))


def each_random_state(engine, decks: Callable[[Rng], list], games: int, actions: int, options: dict | None = None) -> Iterator:
    """:func:`random_states` one at a time, each given before the next is made from it (as the
    simulator checks them)."""
    for seed in range(games):
        rng = Rng.from_seed(seed)
        st, _ = engine.new_game(["A", "B"], decks(rng), seed, options)
        for _ in range(actions):
            if st.over:
                break
            st = engine.apply(st, pick_action(engine.legal_actions(st, engine.to_act(st)[0]), rng)).state
            yield st
