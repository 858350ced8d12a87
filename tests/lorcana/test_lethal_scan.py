"""The lethal-damage scan (zones.lethal_in_play, Lorcana 1.9.1.3: damage at least willpower) leaves a
damaged card unasked while its damage is below its printed willpower and nothing can lower that
willpower; it must answer as asking every card in play (zones.lethal), state after state of random
games, with damage put just below, at and just above each card's printed willpower."""

from __future__ import annotations

import pytest

from engine.core import Rng
from engine.lorcana import game
from engine.lorcana.characteristics import in_play
from engine.lorcana.decks import random_deck
from engine.lorcana.state_copy import copy_state
from engine.lorcana.zones import lethal, lethal_in_play
from tests.random_walk import walk

from .real import registry_pool as pool

SEEDS = (31, 32, 33)
MAX_ACTIONS = 250
OFFSETS = (-1, 0, 1, -2, -1)


def _compare(st) -> tuple[int, int]:
    """Compare the scan with the long way on copies of ``st`` hurt around each printed willpower;
    returns (answers compared, lethal cards found)."""
    compared = found = 0
    for shift in range(len(OFFSETS)):
        hurt = copy_state(st)
        for i, uid in enumerate(in_play(hurt)):
            card = hurt.table.cards[uid]
            printed = hurt.cards[card.card_id].get("willpower") or 0
            card.damage = max(0, printed + OFFSETS[(i + shift) % len(OFFSETS)])
        dead = lethal_in_play(hurt)
        assert dead == [u for u in in_play(hurt) if lethal(hurt, u)]
        compared += 1
        found += len(dead)
    return compared, found


@pytest.mark.parametrize("seed", SEEDS)
def test_lethal_scan_answers_as_the_long_way(seed: int) -> None:
    rng = Rng.from_seed(seed)
    decks = [random_deck(pool(), rng) for _ in range(2)]
    compared = found = 0
    for state in walk(game.ENGINE, decks, seed, {"max_turns": 30}, MAX_ACTIONS):
        n, f = _compare(state)
        compared, found = compared + n, found + f
    assert compared > 100 and found > 20
