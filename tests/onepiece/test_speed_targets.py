"""battle.attack_targets finds what is the same for every target once (issue 21): it lists exactly
the cards that battle.target_refusal (the one-card question, which can_be_attacked and
declare_attack ask) lets the attacker attack, state after state of random games."""

from __future__ import annotations

import pytest

from engine.onepiece import battle, board, game
from tests.random_play import random_states

from .helpers import POOL


def _one_by_one(st, attacker: int) -> list[int]:
    opp = board.opponent(st.table.peek(attacker).controller)
    return [u for z in ("leader", "characters") for u in st.table.zone(opp, z) if battle.target_refusal(st, attacker, u) is None]


def _differences() -> tuple[int, int]:
    """(attackers asked, listings that differ) over the states of random games."""
    asked = differ = 0
    for st in random_states(game.ENGINE, lambda rng: [game.random_deck(POOL, rng) for _ in range(2)], 12, 160):
        for p in range(2):
            for attacker in [*st.table.zone(p, "leader"), *st.table.zone(p, "characters")]:
                with board.reading(st):
                    differ += battle.attack_targets(st, attacker) != _one_by_one(st, attacker)
                asked += 1
    return asked, differ


def test_attack_targets_are_the_cards_target_refusal_lets_through() -> None:
    asked, differ = _differences()
    assert asked > 1000 and differ == 0


def test_the_comparison_can_fail(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(battle, "target_refusal", lambda *args, **kwargs: None)  # every card let through one by one
    assert _differences()[1] > 0
