"""The ready ink counted from the inkwell's uids (issue 21, listing round 3): engine.lorcana.play
``_ink_available`` and ``ready_ink`` read each card as ``Table.peek`` does (owned by this table's
card map, else shared with its copies) without making a list of cards; they answer as the cards
read one by one, state after state of random games, and on a copy whose ink was exerted after the copy."""

from __future__ import annotations

import pytest

from engine.lorcana.ink_drops import drops
from engine.lorcana.play import _ink_available, ready_ink
from engine.lorcana.state_copy import copy_state
from tests.lorcana.helpers import ink_up, started
from tests.lorcana.test_keyword_shortcuts import checked_over_games

SEEDS = (11, 12)


def _long_ready(st, p: int) -> list[int]:
    """4.3.4.6: the ink cards that are not exerted, each card read for itself."""
    return [u for u in st.table.zones[p]["inkwell"] if not st.table.peek(u).tapped]


def _check(st) -> int:
    for p in range(st.num_players):
        assert ready_ink(st, p) == _long_ready(st, p)
        assert _ink_available(st, p) == len(_long_ready(st, p)) + drops(st, p)
    return 1


@pytest.mark.parametrize("seed", SEEDS)
def test_ready_ink_counts_as_the_cards_read_one_by_one(seed: int) -> None:
    assert checked_over_games((seed,), _check, every=1) > 100


def test_ink_exerted_on_a_copy_counts_there_only() -> None:
    # Lorcana 4.3.4.6 (exerting ink pays), 8.5.1: the copy owns the card it exerted, the original keeps the shared one
    st = started()
    ink_up(st, 0, 3)
    before = _ink_available(st, 0)
    copy = copy_state(st)
    first = copy.table.zones[0]["inkwell"][0]
    copy.table.cards[first].tapped = True
    assert _ink_available(copy, 0) == before - 1 and first not in ready_ink(copy, 0)
    assert _ink_available(st, 0) == before and first in ready_ink(st, 0)
