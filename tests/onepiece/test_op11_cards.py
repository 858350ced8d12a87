"""The last hand-resolved ONE PIECE cards (helper op11), each played as the real card in an engine game with every
clause asserted and the rule it follows."""

from __future__ import annotations

from engine.onepiece import board

from .helpers import (
    VANILLA_1,
    VANILLA_8,
    choose,
    hand_of,
    needs_npm,
    option_ids,
    pending_kind,
)
from .helpers import (
    add_top as add,
)
from .helpers import (
    play_real as play,
)
from .helpers import (
    turn_with_don as turn,
)


pytestmark = needs_npm

VANILLA_7 = "OP01-092"  # Urashima: no text, cost 7, 9000 power


def _answer_until_done(st, picks):
    """Answer the pendings with ``picks`` in order (each pick an option id present)."""
    for pick in picks:
        assert str(pick) in option_ids(st), (pick, option_ids(st), st.pending[0].prompt)
        st = choose(st, pick)
    return st


# --- OP09-101 Kuzan: [On Play] Place 1 of your opponent's Characters with a cost of 3 or less at the top or bottom of
# your opponent's Life cards face-up: Your opponent trashes 1 card from their hand ---


def test_op09_101_kuzan_places_a_cheap_character_face_up_at_the_bottom_and_the_opponent_trashes(real_pool):
    st = turn(don=10)
    small = add(st, real_pool, VANILLA_1, 1, "characters")
    big = add(st, real_pool, VANILLA_7, 1, "characters")
    a, b = add(st, real_pool, VANILLA_1, 1, "hand"), add(st, real_pool, VANILLA_8, 1, "hand")
    hand = set(st.table.zone(1, "hand"))
    st, _kuzan = play(st, real_pool, "OP09-101")
    st = choose(st, "yes")  # ONE PIECE 8-3-1-4: the player may choose not to pay (then no effect)
    # ONE PIECE 8-3-1: the cost offers only the opponent's cost 3 or less Character, at either end
    assert sorted(option_ids(st)) == sorted([str(small), str(-small)])
    assert str(big) not in option_ids(st)
    st = choose(st, -small)
    life = st.table.zone(1, "life")
    assert life[-1] == small and st.table.cards[small].flags.get("face_up")  # ONE PIECE 3-10-2-1: face up, at the bottom
    # ONE PIECE 10-2-14-1: the opponent chooses the card they trash
    assert st.pending[0].player == 1
    st = choose(st, b, player=1)
    assert st.table.cards[b].zone == "trash" and st.table.cards[a].zone == "hand"
    assert set(st.table.zone(1, "hand")) == hand - {b}


def test_op09_101_kuzan_top_of_life(real_pool):
    st = turn(don=10)
    small = add(st, real_pool, VANILLA_1, 1, "characters")
    add(st, real_pool, VANILLA_1, 1, "hand")
    st, _kuzan = play(st, real_pool, "OP09-101")
    st = choose(choose(st, "yes"), small)
    assert st.table.zone(1, "life")[0] == small and st.table.cards[small].flags.get("face_up")  # ONE PIECE 3-10-2-1


def test_op09_101_kuzan_without_a_cheap_opponent_character_pays_nothing(real_pool):
    st = turn(don=10)
    add(st, real_pool, VANILLA_7, 1, "characters")
    a = add(st, real_pool, VANILLA_1, 1, "hand")
    st, _kuzan = play(st, real_pool, "OP09-101")
    # ONE PIECE 8-3-1-3: a cost that can't be paid in full is not paid: the effect does not happen
    assert st.table.cards[a].zone == "hand" and not st.pending
