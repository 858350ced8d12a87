"""Wording families of the dev real lists (tests/onepiece/fixtures/decks), each played with real
cards in an engine game: "You may return 1 or more DON!! cards from your field to your DON!! deck:"
(a cost whose size the player chooses, 8-3-1-6), "… and this Character gains …" as a second
instruction, and "place N cards from your hand at the (top or) bottom of your deck in any order"
(1-3-8, 11-3-1)."""

from __future__ import annotations

import pytest

from engine.onepiece import board
from engine.onepiece.state import OPState

from .helpers import (
    act,
    attach,
    choose,
    give_don,
    leader,
    needs_npm,
    new_game,
    option_ids,
    pending_kind,
    put,
    to_turn,
)
from .helpers import (
    add_top as add,
)
from .helpers import (
    play_real as play,
)

pytestmark = needs_npm



def main_turn(don: int = 6, opp_don: int = 0) -> OPState:
    """P1's turn 3 with exactly ``don`` active DON!! (and ``opp_don`` for P2)."""
    st = to_turn(new_game(), 3)
    for p, n in ((0, don), (1, opp_don)):
        for uid in list(st.table.zone(p, "cost_area")):
            board.return_one_don(st, uid)
        give_don(st, p, n)
    return st



# --- "You may return 1 or more DON!! cards from your field to your DON!! deck:" (8-3-1-6) --------

def pay_don_any(st: OPState, k: int) -> OPState:
    """Say yes to the optional cost (8-3-1-4), choose how many DON!! (at least 1), return them."""
    assert pending_kind(st) == "pay"
    st = choose(st, "yes")
    assert pending_kind(st) == "cost" and option_ids(st)[0] == "1"  # 1 or more: never 0
    st = choose(st, k)
    while pending_kind(st) == "don_return":
        st = choose(st, option_ids(st)[0])
    return st


def test_op09_119_luffy_returns_the_chosen_number_of_don_draws_and_gains_rush(real_pool):
    st = main_turn(10)
    hand = len(st.table.zone(0, "hand"))
    st, luffy = play(st, real_pool, "OP09-119")  # cost 9: 1 active DON!! left
    assert option_ids(st) == ["yes", "no"]
    st = pay_don_any(st, 3)
    assert board.don_on_field(st, 0) == 7  # 3 returned (the player's choice, not only 1)
    assert len(st.table.zone(0, "don_deck")) == 3
    assert len(st.table.zone(0, "hand")) == hand + 1  # drew one
    assert "Rush" in board.keywords(st, luffy)
    st = act(st, "attack", attacker=luffy, target=leader(st, 1))  # 10-1-1-1: Rush attacks this turn
    assert st.battle is not None


def test_op09_119_luffy_declined_does_nothing(real_pool):
    st = main_turn(10)
    hand = len(st.table.zone(0, "hand"))
    st, luffy = play(st, real_pool, "OP09-119")
    st = choose(st, "no")
    assert board.don_on_field(st, 0) == 10 and len(st.table.zone(0, "hand")) == hand
    assert "Rush" not in board.keywords(st, luffy)


def test_op09_076_zoro_with_one_don_on_the_field_returns_it_as_the_only_choice(real_pool):
    st = main_turn(3)
    st.table.move(st.table.zone(0, "cost_area")[0], "don_deck", player=0)
    st.table.move(st.table.zone(0, "cost_area")[0], "don_deck", player=0)
    give_don(st, 0, 2)  # 3 DON!! (cost 3), then 1 left... exactly 3 on the field
    for uid in st.table.zone(0, "cost_area")[3:]:
        board.return_one_don(st, uid)
    st, _zoro = play(st, real_pool, "OP09-076")
    for uid in st.table.zone(0, "cost_area")[1:]:
        board.return_one_don(st, uid)  # 1 DON!! on the field
    st = choose(st, "yes")
    assert pending_kind(st) != "cost"  # 1 or more of 1: the only choice, made and logged
    assert board.don_on_field(st, 0) == 0
    assert pending_kind(st) == "amount"


def test_op09_065_sanji_gains_rush_then_rests_a_cheap_character(real_pool):
    st = main_turn(8)
    cheap = add(st, real_pool, "OP01-016", 1, "characters")  # Nami, cost 1
    st, sanji = play(st, real_pool, "OP09-065")
    st = pay_don_any(st, 1)
    assert "Rush" in board.keywords(st, sanji)
    assert set(option_ids(st)) == {str(cheap)}  # up to 1 (1-3-5-1): a choice, 0 allowed
    st = choose(st, cheap)
    assert st.table.cards[cheap].tapped


def test_op09_068_chopper_stands_up_and_gains_blocker_at_the_end_of_the_turn(real_pool):
    st = main_turn(4)
    chopper = add(st, real_pool, "OP09-068", 0, "characters", tapped=True)
    st = act(st, "end_turn")
    st = pay_don_any(st, 2)
    assert board.don_on_field(st, 0) == 2
    assert not st.table.cards[chopper].tapped
    assert "Blocker" in board.keywords(st, chopper)  # until the end of the opponent's next turn
    assert st.turn == 4 and st.active == 1


def test_op09_073_brook_gives_minus_2000_to_up_to_two(real_pool):
    st = main_turn(3)
    brook = add(st, real_pool, "OP09-073", 0, "characters")
    a = add(st, real_pool, "OP01-016", 1, "characters")
    b = add(st, real_pool, "OP01-016", 1, "characters")
    st = act(st, "attack", attacker=brook, target=leader(st, 1))
    st = pay_don_any(st, 1)
    st = choose(st, a, b)
    assert board.power(st, a) == board.power(st, b) == 2000 - 2000


def test_op09_076_zoro_adds_up_to_one_active_don(real_pool):
    st = main_turn(6)
    st, _zoro = play(st, real_pool, "OP09-076")
    st = pay_don_any(st, 2)
    assert board.don_on_field(st, 0) == 4
    assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1"]  # up to 1 (1-3-5-1)
    st = choose(st, 1)
    assert board.don_on_field(st, 0) == 5


def test_op09_070_nami_gives_up_to_two_rested_don(real_pool):
    st = main_turn(6)
    st, _nami = play(st, real_pool, "OP09-070")  # cost 3: 3 rested, 3 active
    st = pay_don_any(st, 1)
    lead = leader(st, 0)
    assert pending_kind(st) == "amount"
    st = choose(st, 1)
    st = choose(st, lead)
    assert len(board.attached(st, lead)) == 1


# --- "… and this Character gains …": a second instruction of the sentence ------------------------

def test_op06_034_hyouzou_rests_a_cheap_character_and_gains_1000_then_takes_a_life(real_pool):
    st = main_turn(2)
    hyouzou = add(st, real_pool, "OP06-034", 0, "characters")
    cheap = add(st, real_pool, "OP01-016", 1, "characters")
    life = len(st.table.zone(0, "life"))
    st = act(st, "activate", uid=hyouzou, ability=0)
    st = choose(st, cheap)
    assert st.table.cards[cheap].tapped
    assert board.power(st, hyouzou) == board.data(st, hyouzou)["power"] + 1000
    assert len(st.table.zone(0, "life")) == life - 1


@pytest.mark.parametrize("number", ["OP06-028", "OP06-029"])
def test_op06_028_029_fish_men_gain_1000_when_attacking_with_their_leader(real_pool, number):
    st = main_turn(2)
    leader_uid = leader(st, 0)
    st.table.move(leader_uid, "trash", player=0)
    add(st, real_pool, "OP06-020", 0, "leader")  # Hody Jones {New Fish-Man Pirates}
    fish = add(st, real_pool, number, 0, "characters")
    attach(st, fish, 1)
    st.table.cards[st.table.zone(0, "cost_area")[0]].tapped = True
    life = len(st.table.zone(0, "life"))
    st = act(st, "attack", attacker=fish, target=leader(st, 1))
    if pending_kind(st) == "amount":  # OP06-028: set up to 1 DON!! active
        st = choose(st, 1)
        assert len(board.active_don(st, 0)) == 2
    else:  # OP06-029: this Character is set active
        assert not st.table.cards[fish].tapped
    assert board.power(st, fish) == board.data(st, fish)["power"] + 1000 + 1000  # +1000 and 1 DON!! given
    assert len(st.table.zone(0, "life")) == life - 1


def test_op06_061_ichiji_with_no_more_don_gives_minus_2000_and_gains_rush(real_pool):
    st = main_turn(7, opp_don=7)
    foe = add(st, real_pool, "OP01-016", 1, "characters")
    st, ichiji = play(st, real_pool, "OP06-061")
    st = choose(st, foe)
    assert board.power(st, foe) == board.data(st, foe)["power"] - 2000
    assert "Rush" in board.keywords(st, ichiji)


def test_op06_061_ichiji_with_more_don_than_the_opponent_does_nothing(real_pool):
    st = main_turn(8, opp_don=7)
    add(st, real_pool, "OP01-016", 1, "characters")
    st, ichiji = play(st, real_pool, "OP06-061")
    assert pending_kind(st) is None
    assert "Rush" not in board.keywords(st, ichiji)


# --- "place N cards from your hand at the (top or) bottom of your deck in any order" -------------

def test_op05_054_garp_draws_two_and_places_two_at_the_bottom_in_the_chosen_order(real_pool):
    st = main_turn(6)
    for uid in list(st.table.zone(0, "hand")):
        st.table.move(uid, "trash", player=0)
    a = put(st, 0, "FX01-003", "hand")
    b = put(st, 0, "FX01-003", "hand")
    st, _garp = play(st, real_pool, "OP05-054")
    assert len(st.table.zone(0, "hand")) == 4
    assert pending_kind(st) == "target"
    st = choose(st, a, b)
    assert pending_kind(st) == "deck_order"  # 1-3-8: in any order
    st = choose(st, b)
    st = choose(st, a) if pending_kind(st) == "deck_order" else st
    assert st.table.zone(0, "deck")[-2:] == [b, a]
    assert len(st.table.zone(0, "hand")) == 2


def test_op11_054_nami_with_a_multicolored_leader_draws_three_and_places_two_top_or_bottom(real_pool):
    st = main_turn(6)
    st.table.move(leader(st, 0), "trash", player=0)
    add(st, real_pool, "OP11-040", 0, "leader")  # Monkey.D.Luffy, blue/purple
    for uid in list(st.table.zone(0, "hand")):
        st.table.move(uid, "trash", player=0)
    keep_top = put(st, 0, "FX01-003", "hand")
    to_bottom = put(st, 0, "FX01-003", "hand")
    st, _nami = play(st, real_pool, "OP11-054")
    assert len(st.table.zone(0, "hand")) == 5
    st = choose(st, keep_top, to_bottom)
    assert pending_kind(st) == "scry"  # 11-3-1: each on top (in order) or the rest at the bottom
    st = choose(st, keep_top)
    st = choose(st, "bottom")
    assert st.table.zone(0, "deck")[0] == keep_top and st.table.zone(0, "deck")[-1] == to_bottom
    assert len(st.table.zone(0, "hand")) == 3


def test_op11_054_nami_with_a_one_color_leader_does_nothing(real_pool):
    st = main_turn(6)
    hand = len(st.table.zone(0, "hand"))
    st, _nami = play(st, real_pool, "OP11-054")
    assert pending_kind(st) is None and len(st.table.zone(0, "hand")) == hand


@pytest.mark.parametrize("number", ["OP06-045", "EB02-024"])
def test_draw_two_place_two_at_the_bottom(real_pool, number):
    st = main_turn(6)
    hand = len(st.table.zone(0, "hand"))
    cheap = add(st, real_pool, "OP01-016", 1, "characters")  # cost 1 (EB02-024 returns up to 1 cost 1 or less)
    st, _card = play(st, real_pool, number)
    picks = st.table.zone(0, "hand")[:2]
    st = choose(st, *picks)
    while pending_kind(st) == "deck_order":
        st = choose(st, option_ids(st)[0])
    assert set(st.table.zone(0, "deck")[-2:]) == set(picks)
    assert len(st.table.zone(0, "hand")) == hand
    if number == "EB02-024":
        st = choose(st, cheap)
        assert st.table.cards[cheap].zone == "hand"


@pytest.mark.parametrize("number", ["OP07-053", "OP08-050", "P-103"])
def test_draw_two_place_two_top_or_bottom(real_pool, number):
    st = main_turn(6)
    hand = len(st.table.zone(0, "hand"))
    st, _card = play(st, real_pool, number)
    picks = st.table.zone(0, "hand")[:2]
    st = choose(st, *picks)
    st = choose(st, "bottom")  # both at the bottom
    while pending_kind(st) == "deck_order":
        st = choose(st, option_ids(st)[0])
    assert set(st.table.zone(0, "deck")[-2:]) == set(picks)
    assert len(st.table.zone(0, "hand")) == hand
    if number == "P-103":  # then give up to 1 rested DON!! to your Leader
        assert pending_kind(st) == "amount"
        st = choose(st, 1)
        assert len(board.attached(st, leader(st, 0))) == 1


def test_op08_002_marco_draws_places_one_on_top_then_gives_minus_2000(real_pool):
    st = main_turn(2)
    st.table.move(leader(st, 0), "trash", player=0)
    marco = add(st, real_pool, "OP08-002", 0, "leader")
    attach(st, marco, 1)
    foe = add(st, real_pool, "OP01-016", 1, "characters")
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "activate", uid=marco, ability=0)
    pick = st.table.zone(0, "hand")[0]
    st = choose(st, pick)
    st = choose(st, pick)  # on top
    assert st.table.zone(0, "deck")[0] == pick and len(st.table.zone(0, "hand")) == hand
    st = choose(st, foe)
    assert board.power(st, foe) == board.data(st, foe)["power"] - 2000


def test_op07_056_slave_arrow_trigger_draws_two_and_places_two_at_the_bottom(real_pool):
    st = to_turn(new_game(), 4)  # P2 attacks P1's Leader; Slave Arrow is P1's top Life card
    arrow = add(st, real_pool, "OP07-056", 0, "life")
    attacker = add(st, real_pool, "OP09-119", 1, "characters")  # 10000 power
    st = act(st, "attack", attacker=attacker, target=leader(st, 0))
    while st.battle is not None and pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    assert pending_kind(st) == "life"
    hand = len(st.table.zone(0, "hand"))
    st = choose(st, "activate")
    picks = st.table.zone(0, "hand")[:2]
    st = choose(st, *picks)
    while pending_kind(st) == "deck_order":
        st = choose(st, option_ids(st)[0])
    assert set(st.table.zone(0, "deck")[-2:]) == set(picks)
    assert len(st.table.zone(0, "hand")) == hand
    assert st.table.cards[arrow].zone == "trash"
