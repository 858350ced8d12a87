"""``bench digest``: one hash of seeded games, equal only when the games are (issue 21: same seed and
actions, same states, views and legal actions), naming an ``apply`` that changed its input."""

from __future__ import annotations

from dataclasses import replace

from bot.bench.digest import digest
from bot.bench.subjects import tiny_subject
from engine.core import BaseState
from engine.core.engine import Transition


def test_the_same_games_give_the_same_hash_and_other_games_another() -> None:
    sub = tiny_subject()
    first, again = digest(sub, range(1, 4)), digest(sub, range(1, 4))
    assert first == again and first["actions"] > 10 and first["apply_changed_its_input"] == []
    assert digest(sub, range(2, 5))["sha256"] != first["sha256"]


def test_a_changed_listing_or_an_apply_that_writes_its_input_is_seen() -> None:
    sub = tiny_subject()
    base = digest(sub, range(1, 3))

    class Reordered(type(sub.engine)):  # the same actions, listed in another order
        def legal_actions(self, state: BaseState, player: int) -> list:
            return list(reversed(super().legal_actions(state, player)))

    assert digest(replace(sub, engine=Reordered()), range(1, 3))["sha256"] != base["sha256"]

    class Writing(type(sub.engine)):  # apply's input gains a step (the core's apply copies first)
        def apply(self, state: BaseState, action) -> Transition:
            out = super().apply(state, action)
            state.steps += 1
            return out

    found = digest(replace(sub, engine=Writing()), range(1, 3))["apply_changed_its_input"]
    assert found and found[0].startswith("seed 1 step 0")
