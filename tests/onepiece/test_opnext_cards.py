"""ONE PIECE cards automated on the ``opnext`` branch, each played as the real card in an engine game with every clause
asserted and the rule it follows: OP02-064 Mr.2.Bon.Kurei (a step at the end of the battle, op delay_battle, 7-1-5-2)."""

from __future__ import annotations

from engine.onepiece import board

from .helpers import (
    VANILLA_1,
    VANILLA_8,
    act,
    attach,
    choose,
    clear,
    leader,
    needs_npm,
    option_ids,
    pending_kind,
)
from .helpers import (
    add_top as add,
)
from .helpers import (
    turn_with_don as turn,
)
from .test_mid_set_scripts import pay_all

pytestmark = needs_npm

VANILLA_2 = "OP01-010"  # Komachiyo: cost 1 — a Character with a cost of 2 or less
VANILLA_3000 = VANILLA_1  # Sanji: cost 1, 3000 power


def _through(st):
    """The defender neither blocks nor counters, a Life card goes to the hand; the battle goes on to its end (7-1-2 to 7-1-4)."""
    while st.battle is not None and pending_kind(st) in ("block", "counter", "life"):
        kind = pending_kind(st)
        st = choose(st, "done" if kind == "counter" else "hand" if kind == "life" else option_ids(st)[-1], player=st.pending[0].player)
    assert st.battle is None or not st.pending, (pending_kind(st), option_ids(st))
    return st


# --- OP02-064 Mr.2.Bon.Kurei(Bentham): [DON!! x1] [When Attacking] You may trash 1 card from your hand: Place up to 1 Character
# with a cost of 2 or less at the bottom of the owner's deck. Then, at the end of this battle, place this Character at the
# bottom of the owner's deck ---


def _bon(pool, don: int = 1):
    st = turn(don=10, n=3)
    clear(st, 0, "hand")
    card = add(st, pool, VANILLA_1, 0, "hand")
    bon = add(st, pool, "OP02-064", 0, "characters")
    if don:
        attach(st, bon, don)
    small = add(st, pool, VANILLA_2, 1, "characters")
    return st, card, bon, small


def test_op02_064_bon_kurei_bottoms_a_small_character_and_itself_at_the_end_of_the_battle(real_pool):
    st, card, bon, small = _bon(real_pool)
    st = act(st, "attack", attacker=bon, target=leader(st, 1))
    assert pending_kind(st) == "pay"  # "You may trash 1 card from your hand:" (8-3-1-4)
    st = pay_all(st, card)
    assert st.table.cards[card].zone == "trash"
    assert pending_kind(st) == "target" and st.pending[0].min == 0  # "up to 1" (1-3-5-1)
    assert str(small) in option_ids(st) and str(bon) not in option_ids(st)  # a cost of 2 or less (Bon Kurei costs 5)
    st = choose(st, small)
    assert st.table.zone(1, "deck")[-1] == small  # the bottom of the owner's deck
    assert st.table.cards[bon].zone == "characters" and st.battle is not None  # not yet: at the end of the battle
    st = _through(st)
    assert st.battle is None
    assert st.table.zone(0, "deck")[-1] == bon  # 7-1-5-2: at the end of this battle, to its owner's deck bottom
    assert not st.delayed


def test_op02_064_bon_kurei_may_place_none_and_still_goes_at_the_end_of_the_battle(real_pool):
    st, card, bon, small = _bon(real_pool)
    st = act(st, "attack", attacker=bon, target=leader(st, 1))
    st = pay_all(st, card)
    st = choose(st)  # up to 1: none (1-3-5-1)
    assert st.table.cards[small].zone == "characters"
    st = _through(st)
    assert st.table.zone(0, "deck")[-1] == bon


def test_op02_064_bon_kurei_declined_or_without_don_stays(real_pool):
    st, card, bon, small = _bon(real_pool)
    st = act(st, "attack", attacker=bon, target=leader(st, 1))
    st = choose(st, "no")  # 8-3-1-4: "you may" not done, no effect
    st = _through(st)
    assert st.table.cards[bon].zone == "characters" and st.table.cards[small].zone == "characters"
    assert st.table.cards[card].zone == "hand"
    st, card, bon, small = _bon(real_pool, don=0)
    st = act(st, "attack", attacker=bon, target=leader(st, 1))
    assert pending_kind(st) != "pay"  # 10-2-17: [DON!! x1] not met
    st = _through(st)
    assert st.table.cards[bon].zone == "characters"


def test_op02_064_bon_kurei_losing_the_battle_is_still_placed(real_pool):
    st, card, bon, small = _bon(real_pool)
    blocker = add(st, real_pool, VANILLA_8, 1, "characters", tapped=True)  # 10000: Bon Kurei (6000) loses
    st = act(st, "attack", attacker=bon, target=blocker)
    st = pay_all(st, card)
    st = choose(st, small)
    st.table.cards[bon].tapped = True
    st = _through(st)
    assert st.battle is None
    # the attacker is not K.O.'d by losing (7-1-4-1-2 K.O.s the attacked Character only): it is still placed
    assert st.table.zone(0, "deck")[-1] == bon


def test_op02_064_bon_kurei_that_left_the_field_during_the_battle_is_a_new_card(real_pool):
    st, card, bon, small = _bon(real_pool)
    st = act(st, "attack", attacker=bon, target=leader(st, 1))
    st = pay_all(st, card)
    st = choose(st, small)
    board.move_card(st, bon, "hand", None)  # it leaves the field during the battle: a new card (3-1-6)
    st = _through(st)
    assert st.battle is None and st.table.cards[bon].zone == "hand"  # not placed from the hand
    assert not st.delayed
