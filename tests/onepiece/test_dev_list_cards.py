"""Cards of the dev real lists (tests/onepiece/fixtures/decks, not the held-out ones) and the cards
of the same wordings, each played with real cards in an engine game, clause by clause: conditions on
the opponent's Characters ("a cost of 0 or … 8 or more", "6000 power or more", 8-3-2), "0 or 3 or
more DON!!", the opponent's Life to its owner's hand (3-10), "trash cards from your hand until you
have N", "your opponent places N cards from their hand at the bottom of their deck" (1-3-8), and the
per-card scripts (OP13-042, OP13-084, OP14-083/084/090/105, EB01-061). "Up to" allows 0 (1-3-5-1)."""

from __future__ import annotations

import pytest

from engine.core import Action, Modifier, RulesError
from engine.core.cards import CardPool
from engine.onepiece import board, resolve
from engine.onepiece.game import ENGINE
from engine.onepiece.state import OPState

from .helpers import (
    VANILLA_1,
    VANILLA_8,
    act,
    attach,
    choose,
    clear,
    give_don,
    leader,
    needs_npm,
    option_ids,
    paid_with_only,
    pending_kind,
    put,
    refused,
    to_turn,
)
from .helpers import (
    add_top as add,
)
from .helpers import (
    play_real as play,
)
from .helpers import (
    set_real_leader as set_leader,
)
from .helpers import (
    turn_with_don as turn,
)

pytestmark = needs_npm






def cost_zero(st: OPState, uid: int) -> int:
    st.modifiers.append(Modifier(uid, "cost", -1, duration="permanent", player=1, turn=st.turn))
    assert board.cost(st, uid) == 0
    return uid


def hand_of(st: OPState, player: int, n: int) -> list[int]:
    clear(st, player, "hand")
    return [put(st, player, "FX01-003", "hand") for _ in range(n)]


def battle_out(st: OPState) -> OPState:
    """Answer no block, no counter and take Life to hand until the battle ends."""
    while st.battle is not None and pending_kind(st) in ("block", "counter", "life"):
        kind = pending_kind(st)
        st = choose(st, "done" if kind == "counter" else "hand" if kind == "life" else option_ids(st)[-1])
    return st


# --- "if your opponent has a Character with a cost of 0 [or with a cost of 8 or more]" ------------

def test_eb01_045_brook_gains_rush_only_against_an_opponents_cost_0_character(real_pool):
    st = turn()
    cost_zero(st, add(st, real_pool, VANILLA_1, 1, "characters"))
    st, brook = play(st, real_pool, "EB01-045")
    assert "Rush" in board.keywords(st, brook)
    st = turn()
    own = add(st, real_pool, VANILLA_1, 0, "characters")
    st.modifiers.append(Modifier(own, "cost", -1, duration="permanent", player=0, turn=st.turn))
    st, brook = play(st, real_pool, "EB01-045")
    assert "Rush" not in board.keywords(st, brook)  # the opponent's Characters only


def test_op07_087_baskerville_gains_3000_on_your_turn_while_the_opponent_has_a_cost_0_character(real_pool):
    st = turn()
    bask = add(st, real_pool, "OP07-087", 0, "characters")
    foe = add(st, real_pool, VANILLA_1, 1, "characters")
    assert board.power(st, bask) == 3000
    cost_zero(st, foe)
    assert board.power(st, bask) == 6000
    st = to_turn(st, 4)
    assert board.power(st, bask) == 3000  # [Your Turn] only (8-3-2-4)


def test_op08_086_ginrummy_draws_two_and_trashes_two(real_pool):
    st = turn()
    cost_zero(st, add(st, real_pool, VANILLA_1, 1, "characters"))
    hand = len(st.table.zone(0, "hand"))
    st, _g = play(st, real_pool, "OP08-086")
    assert len(st.table.zone(0, "hand")) == hand + 2
    st = choose(st, *st.table.zone(0, "hand")[:2])
    assert len(st.table.zone(0, "hand")) == hand


def test_p_065_chopper_gains_2000_when_attacking_against_a_cost_0_character(real_pool):
    st = turn()
    chopper = add(st, real_pool, "P-065", 0, "characters")
    cost_zero(st, add(st, real_pool, VANILLA_1, 1, "characters"))
    st = act(st, "attack", attacker=chopper, target=leader(st, 1))
    assert board.power(st, chopper) == 6000


def test_op14_120_crocodile_bans_an_attack_then_draws_with_a_big_opposing_character(real_pool):
    st = turn()
    big = add(st, real_pool, VANILLA_8, 1, "characters")
    hand = len(st.table.zone(0, "hand"))
    st, _croc = play(st, real_pool, "OP14-120")
    assert set(option_ids(st)) == {str(big)}  # cost 9 or less
    st = choose(st, big)
    assert len(st.table.zone(0, "hand")) == hand + 1  # a Character with a cost of 8 or more: draw 1
    st = to_turn(st, 4)
    assert board.prohibited(st, big, "Cannot Attack")  # until the end of the opponent's next End Phase
    st = to_turn(st, 5)
    assert not board.prohibited(st, big, "Cannot Attack")


def test_op14_120_crocodile_without_such_a_character_draws_nothing(real_pool):
    st = turn()
    foe = add(st, real_pool, VANILLA_1, 1, "characters")
    hand = len(st.table.zone(0, "hand"))
    st, _croc = play(st, real_pool, "OP14-120")
    st = choose(st)  # up to 1: none
    assert len(st.table.zone(0, "hand")) == hand
    assert not board.prohibited(st, foe, "Cannot Attack")


def test_op14_090_mr1_attacks_characters_the_turn_it_is_played_only_with_a_cost_0_or_8_character(real_pool):
    st = turn()
    foe = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
    st, mr1 = play(st, real_pool, "OP14-090")
    assert pending_kind(st) is None  # [On Play] rest up to 1 cost-0 Character: there is none
    assert "Rush: Character" not in board.keywords(st, mr1)
    big = add(st, real_pool, VANILLA_8, 0, "characters")  # either side's Character counts
    assert "Rush: Character" in board.keywords(st, mr1)
    st = act(st, "attack", attacker=mr1, target=foe)  # 10-1-1-1 / 3-7-4: Characters only
    assert st.battle is not None and st.battle.target == foe
    assert big


def test_op14_090_mr1_on_play_rests_a_cost_0_character(real_pool):
    st = turn()
    foe = cost_zero(st, add(st, real_pool, VANILLA_1, 1, "characters"))
    st, _mr1 = play(st, real_pool, "OP14-090")
    st = choose(st, foe)
    assert st.table.cards[foe].tapped


# --- "your opponent has a Character with N power or more" -----------------------------------------

def test_op08_076_adds_a_second_don_only_against_a_6000_power_character(real_pool):
    st = turn(3)
    add(st, real_pool, VANILLA_8, 1, "characters")
    st, _ev = play(st, real_pool, "OP08-076")
    assert option_ids(st) == ["0", "1"]
    st = choose(st, 1)
    st = choose(st, 1)
    assert board.don_on_field(st, 0) == 5 and len(board.active_don(st, 0)) == 2
    st = turn(3)
    add(st, real_pool, VANILLA_1, 1, "characters")
    st, _ev = play(st, real_pool, "OP08-076")
    st = choose(st, 1)
    assert pending_kind(st) is None and board.don_on_field(st, 0) == 4


def test_op06_018_gatling_gives_3000_then_1000_against_a_7000_power_character(real_pool):
    st = turn(3)
    add(st, real_pool, VANILLA_8, 1, "characters")
    lead = leader(st, 0)
    st, _ev = play(st, real_pool, "OP06-018")
    st = choose(st, lead)
    st = choose(st, lead)
    assert board.power(st, lead) == 5000 + 4000


def attacked_with_counter(real_pool: CardPool, number: str, foe: str) -> tuple[OPState, int, int]:
    st = turn(0, 0, n=4)  # P2's turn: P2 attacks P1's Leader
    give_don(st, 0, 3)
    attacker = add(st, real_pool, foe, 1, "characters")
    ev = add(st, real_pool, number, 0, "hand")
    st = act(st, "attack", attacker=attacker, target=leader(st, 0))
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    assert pending_kind(st) == "counter"
    st = act(st, "play", player=0, uid=ev)
    return st, leader(st, 0), attacker


@pytest.mark.parametrize("number", ["OP11-019", "OP11-020"])
def test_op11_019_020_counter_adds_1000_for_the_turn_against_a_6000_power_character(real_pool, number):
    st, lead, _att = attacked_with_counter(real_pool, number, VANILLA_8)
    st = choose(st, lead)
    st = choose(st, lead)
    assert board.power(st, lead) == 5000 + 2000 + 1000


def test_op14_077_counter_adds_a_rested_don_against_a_6000_power_character(real_pool):
    st, lead, _att = attacked_with_counter(real_pool, "OP14-077", VANILLA_8)
    st = choose(st, lead)
    assert board.power(st, lead) == 9000
    don = board.don_on_field(st, 0)
    st = choose(st, 1)
    assert board.don_on_field(st, 0) == don + 1


# --- "If you have 0 or 3 or more DON!! cards on your field" (OP05-060) ----------------------------

@pytest.mark.parametrize(("don", "adds"), [(0, True), (3, True), (2, False)])
def test_op05_060_luffy_takes_a_life_then_adds_a_don_with_0_or_3_or_more(real_pool, don, adds):
    st = turn(don)
    lead = set_leader(st, real_pool, 0, "OP05-060")
    life = len(st.table.zone(0, "life"))
    st = act(st, "activate", uid=lead, ability=0)
    assert len(st.table.zone(0, "life")) == life - 1  # the cost: 1 Life card to the hand
    if adds:
        assert option_ids(st) == ["0", "1"]
        st = choose(st, 1)
    assert board.don_on_field(st, 0) == don + adds


# --- the opponent's Life to its owner's hand ---------------------------------------------------------

def test_op14_112_hancock_adds_to_life_then_takes_an_opponents_life(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, "OP14-040")  # Jinbe {The Seven Warlords of the Sea}
    life, opp_life, opp_hand = len(st.table.zone(0, "life")), len(st.table.zone(1, "life")), len(st.table.zone(1, "hand"))
    st, _h = play(st, real_pool, "OP14-112")
    st = choose(st, 1)
    assert len(st.table.zone(0, "life")) == life + 1
    top = st.table.zone(1, "life")[0]
    st = choose(st, 1)
    assert len(st.table.zone(1, "life")) == opp_life - 1 and len(st.table.zone(1, "hand")) == opp_hand + 1
    assert st.table.cards[top].zone == "hand"  # the top card, to its owner's hand


def test_op14_112_hancock_may_take_none_and_needs_the_leader(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, "OP14-040")
    opp_life = len(st.table.zone(1, "life"))
    st, _h = play(st, real_pool, "OP14-112")
    st = choose(st, 0)
    st = choose(st, 0)
    assert len(st.table.zone(1, "life")) == opp_life
    st = turn()  # a Leader without the type: no Life added; "Then, …" still happens
    life = len(st.table.zone(0, "life"))
    st, _h = play(st, real_pool, "OP14-112")
    assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1"]
    st = choose(st, 1)
    assert len(st.table.zone(0, "life")) == life and len(st.table.zone(1, "life")) == opp_life - 1


def test_eb03_053_nami_gives_a_don_then_takes_an_opponents_life_with_3_or_more(real_pool):
    st = turn(8)
    opp_life = len(st.table.zone(1, "life"))
    assert opp_life >= 3
    st, _n = play(st, real_pool, "EB03-053")
    st = choose(st, 1)
    assert len(board.attached(st, leader(st, 0))) == 1
    st = choose(st, 1)
    assert len(st.table.zone(1, "life")) == opp_life - 1


@pytest.mark.parametrize("number", ["EB04-054", "OP16-107"])
def test_on_ko_takes_up_to_one_of_the_opponents_life(real_pool, number):
    st = turn()
    mine = add(st, real_pool, number, 1, "characters", tapped=True)  # P2's card, K.O.'d in P1's attack
    attacker = add(st, real_pool, VANILLA_8, 0, "characters")
    opp_life = len(st.table.zone(0, "life"))
    st = battle_out(act(st, "attack", attacker=attacker, target=mine))
    assert st.table.cards[mine].zone == "trash"
    assert pending_kind(st) == "amount" and st.pending[0].player == 1
    st = choose(st, 1)
    assert len(st.table.zone(0, "life")) == opp_life - 1


# --- "trash cards from your hand until you have N cards in your hand" -------------------------------

def test_op14_054_fisher_tiger_trashes_down_to_five_at_the_end_of_the_turn(real_pool):
    st = turn()
    add(st, real_pool, "OP14-054", 0, "characters")
    cards = hand_of(st, 0, 7)
    opp = len(st.table.zone(1, "hand"))
    st = act(st, "end_turn")
    assert pending_kind(st) == "both_choose" and st.pending[0].player == 0
    st = choose(st, *cards[:2])
    assert len(st.table.zone(0, "hand")) == 5 and len(st.table.zone(1, "hand")) >= opp  # only you
    assert all(st.table.cards[u].zone == "trash" for u in cards[:2])


def test_op14_054_fisher_tiger_with_five_or_fewer_trashes_nothing_and_draws_with_a_fish_man_leader(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, "OP14-040")  # {Fish-Man}
    hand_of(st, 0, 1)
    st, tiger = play(st, real_pool, "OP14-054")
    assert len(st.table.zone(0, "hand")) == 4  # [On Play] draw 3
    st = act(st, "end_turn")
    assert st.turn == 4 and len(st.table.zone(0, "hand")) == 4
    assert tiger


# --- "your opponent places N cards from their hand at the bottom of their deck" ---------------------

def test_p_048_arlong_with_4_life_makes_the_opponent_place_a_card_at_the_bottom(real_pool):
    st = turn()
    arlong = add(st, real_pool, "P-048", 0, "characters")
    attach(st, arlong, 1)
    cards = hand_of(st, 1, 3)
    assert len(st.table.zone(0, "life")) >= 4
    st = act(st, "attack", attacker=arlong, target=leader(st, 1))
    assert pending_kind(st) == "target" and st.pending[0].player == 1  # the opponent chooses
    st = choose(st, cards[1])
    assert st.table.zone(1, "deck")[-1] == cards[1]


def test_p_048_arlong_with_3_life_does_nothing(real_pool):
    st = turn()
    arlong = add(st, real_pool, "P-048", 0, "characters")
    attach(st, arlong, 1)
    hand_of(st, 1, 3)
    while len(st.table.zone(0, "life")) > 3:
        st.table.move(st.table.zone(0, "life")[0], "trash", player=0)
    st = act(st, "attack", attacker=arlong, target=leader(st, 1))
    assert len(st.table.zone(1, "hand")) == 3


def test_eb04_022_issho_trashes_two_then_the_opponent_places_two_in_their_order(real_pool):
    st = turn()
    opp = hand_of(st, 1, 6)
    st, _issho = play(st, real_pool, "EB04-022")
    st = choose(st, "yes")
    st = choose(st, *st.table.zone(0, "hand")[:2])
    assert st.pending[0].player == 1
    st = choose(st, opp[0], opp[1])
    assert pending_kind(st) == "deck_order" and st.pending[0].player == 1  # 1-3-8: in any order
    st = choose(st, opp[1])
    st = choose(st, opp[0]) if pending_kind(st) == "deck_order" else st
    assert st.table.zone(1, "deck")[-2:] == [opp[1], opp[0]]


def test_eb04_025_vivi_plays_an_alabasta_character_then_the_opponent_places_one(real_pool):
    st = turn()
    opp = hand_of(st, 1, 2)
    sanji = add(st, real_pool, VANILLA_1, 0, "hand")  # {Alabasta}, cost 1
    st, _vivi = play(st, real_pool, "EB04-025")
    st = choose(st, sanji)
    assert st.table.cards[sanji].zone == "characters"
    st = choose(st, opp[0])
    assert st.table.zone(1, "deck")[-1] == opp[0]


def test_op07_047_law_returns_itself_and_the_opponent_with_6_places_one(real_pool):
    st = turn()
    law = add(st, real_pool, "OP07-047", 0, "characters")
    opp = hand_of(st, 1, 6)
    st = act(st, "activate", uid=law, ability=0)
    assert st.table.cards[law].zone == "hand"
    st = choose(st, opp[5])
    assert st.table.zone(1, "deck")[-1] == opp[5] and len(st.table.zone(1, "hand")) == 5


def test_op17_047_shiki_at_the_end_of_the_turn_with_2_or_less_cards(real_pool):
    st = turn()
    add(st, real_pool, "OP17-047", 0, "characters")
    hand_of(st, 0, 2)
    opp = hand_of(st, 1, 2)
    st = act(st, "end_turn")
    st = choose(st, opp[0])
    assert st.table.zone(1, "deck")[-1] == opp[0]


@pytest.mark.parametrize(("number", "n"), [("OP17-053", 2), ("OP15-048", 1)])
def test_on_ko_the_opponent_places_cards_at_the_bottom(real_pool, number, n):
    st = turn()  # P1's turn: P2's card is K.O.'d ([Opponent's Turn] for OP15-048)
    card = add(st, real_pool, number, 1, "characters", tapped=True)
    attacker = add(st, real_pool, VANILLA_8, 0, "characters")
    mine = hand_of(st, 0, 3)
    st = battle_out(act(st, "attack", attacker=attacker, target=card))
    assert pending_kind(st) == "target" and st.pending[0].player == 0
    st = choose(st, *mine[:n])
    while pending_kind(st) == "deck_order":
        st = choose(st, option_ids(st)[0])
    assert set(st.table.zone(0, "deck")[-n:]) == set(mine[:n])


# --- per-card scripts -------------------------------------------------------------------------------

def test_op13_042_newgate_draws_trashes_then_gives_leader_and_one_character_up_to_two_each(real_pool):
    st = turn(10)
    ally = add(st, real_pool, VANILLA_1, 0, "characters")
    hand = len(st.table.zone(0, "hand"))
    st, newgate = play(st, real_pool, "OP13-042")  # cost 10: all 10 DON!! rested
    assert len(st.table.zone(0, "hand")) == hand + 2
    st = choose(st, st.table.zone(0, "hand")[0])
    assert len(st.table.zone(0, "hand")) == hand + 1
    assert option_ids(st) == ["0", "1", "2"]  # up to 2 to your Leader
    st = choose(st, 2)
    assert len(board.attached(st, leader(st, 0))) == 2
    st = choose(st, 1)  # up to 2 to 1 Character
    st = choose(st, ally)
    assert len(board.attached(st, ally)) == 1 and not board.attached(st, newgate)
    assert "Blocker" in board.keywords(st, newgate)


def test_op13_042_newgate_may_give_none(real_pool):
    st = turn(10)
    st, _newgate = play(st, real_pool, "OP13-042")
    st = choose(st, st.table.zone(0, "hand")[0])
    st = choose(st, 0)
    st = choose(st, 0)
    assert not st.pending and not board.attached(st, leader(st, 0))


def test_op13_084_ju_peter_sets_five_elders_base_power_to_7000_on_your_turn_with_10_in_trash(real_pool):
    st = turn()
    peter = add(st, real_pool, "OP13-084", 0, "characters")
    saturn = add(st, real_pool, "OP13-083", 0, "characters")  # {Five Elders}, 5000
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    for _ in range(9):
        put(st, 0, "FX01-003", "trash")
    base_trash = len(st.table.zone(0, "trash"))
    while len(st.table.zone(0, "trash")) > 9:
        st.table.move(st.table.zone(0, "trash")[0], "deck", player=0)
    assert board.power(st, saturn) == 5000 and base_trash >= 9
    put(st, 0, "FX01-003", "trash")  # 10 cards in the trash
    assert board.power(st, saturn) == board.power(st, peter) == 7000
    assert board.base_power(st, saturn) == 7000  # 4-9: base power
    assert board.power(st, other) == board.data(st, other)["power"]
    st = to_turn(st, 4)
    assert board.power(st, saturn) == 5000  # [Your Turn] only


def test_op14_105_gorgon_sisters_reveal_three_and_give_one_rested_don_to_each_chosen(real_pool):
    st = turn(4)
    gorgon = add(st, real_pool, "OP14-105", 0, "characters")
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    for uid in st.table.zone(0, "cost_area")[:3]:
        st.table.cards[uid].tapped = True  # 3 rested DON!!
    kuja = [add(st, real_pool, "OP14-112", 0, "hand") for _ in range(3)]  # {Kuja Pirates}
    st = act(st, "activate", uid=gorgon, ability=0)
    st = choose(st, *kuja)  # the cost: reveal 3
    assert all(st.table.cards[u].zone == "hand" for u in kuja)
    lead = leader(st, 0)
    st = choose(st, lead, other)  # up to 1 each: the Leader and one Character, not Gorgon
    assert len(board.attached(st, lead)) == 1 and len(board.attached(st, other)) == 1
    assert not board.attached(st, gorgon)


def test_op14_105_gorgon_sisters_cannot_pay_without_three_such_cards(real_pool):
    st = turn(4)
    gorgon = add(st, real_pool, "OP14-105", 0, "characters")
    hand_of(st, 0, 3)
    add(st, real_pool, "OP14-112", 0, "hand")
    assert not any(a.type == "activate" and a.args.get("uid") == gorgon for a in ENGINE.legal_actions(st, 0))


def test_op14_084_all_sunday_plays_two_baroque_works_from_the_trash(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, "ST03-001")  # Crocodile {Baroque Works}
    four = add(st, real_pool, "OP01-080", 0, "trash")  # Miss Doublefinger, cost 3
    one = add(st, real_pool, "OP14-083", 0, "trash")  # Ms. Wednesday, cost 1
    add(st, real_pool, VANILLA_1, 0, "trash")  # not Baroque Works
    st, _sunday = play(st, real_pool, "OP14-084")
    assert set(option_ids(st)) == {str(four), str(one)}
    st = choose(st, four)
    assert option_ids(st) == [str(one)]  # a cost of 1
    st = choose(st, one)
    assert st.table.cards[four].zone == st.table.cards[one].zone == "characters"


def test_op14_084_all_sunday_needs_a_baroque_works_leader(real_pool):
    st = turn()
    add(st, real_pool, "OP14-083", 0, "trash")
    st, _sunday = play(st, real_pool, "OP14-084")
    assert pending_kind(st) is None


def test_op14_083_ms_wednesday_trashes_itself_to_give_a_cost_0_character_minus_3000(real_pool):
    st = turn()
    wed = add(st, real_pool, "OP14-083", 0, "characters")
    zero = cost_zero(st, add(st, real_pool, VANILLA_1, 1, "characters"))
    add(st, real_pool, VANILLA_1, 1, "characters")  # cost 1: not a choice
    st = act(st, "activate", uid=wed, ability=0)
    assert st.table.cards[wed].zone == "trash"
    assert option_ids(st) == [str(zero)]
    st = choose(st, zero)
    assert board.power(st, zero) == board.data(st, zero)["power"] - 3000


def test_eb01_061_bon_kurei_copies_the_selected_characters_power_as_base_power(real_pool):
    st = turn()
    bon = add(st, real_pool, "EB01-061", 0, "characters")
    big = add(st, real_pool, VANILLA_8, 1, "characters")
    st.modifiers.append(Modifier(big, "power", 1000, duration="this_turn", player=1, turn=st.turn))
    st = act(st, "attack", attacker=bon, target=leader(st, 1))
    assert set(option_ids(st)) == {str(big)}
    st = choose(st, big)
    assert board.base_power(st, bon) == 11000  # its power now, not its base power
    assert board.power(st, bon) == 11000
    st = to_turn(battle_out(st), 5)
    assert board.power(st, bon) == 1000  # during this turn


def test_eb01_061_bon_kurei_selecting_none_keeps_its_power(real_pool):
    st = turn()
    bon = add(st, real_pool, "EB01-061", 0, "characters")
    add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=bon, target=leader(st, 1))
    st = choose(st)
    assert board.power(st, bon) == 1000


def test_op06_058_places_up_to_two_characters_at_the_bottom_in_the_chosen_order(real_pool):
    st = turn()
    a = add(st, real_pool, VANILLA_1, 1, "characters")
    b = add(st, real_pool, "OP14-083", 1, "characters")
    big = add(st, real_pool, VANILLA_8, 1, "characters")  # cost 8: not a choice
    st, _ev = play(st, real_pool, "OP06-058")
    assert set(option_ids(st)) == {str(a), str(b)}
    st = choose(st, a, b)
    assert pending_kind(st) == "deck_order" and st.pending[0].player == 0  # 1-3-8: in any order
    st = choose(st, b)
    st = choose(st, a) if pending_kind(st) == "deck_order" else st
    assert st.table.zone(1, "deck")[-2:] == [b, a]
    assert st.table.cards[big].zone == "characters"


def test_op06_058_may_place_none(real_pool):
    st = turn()
    a = add(st, real_pool, VANILLA_1, 1, "characters")
    st, _ev = play(st, real_pool, "OP06-058")
    st = choose(st)
    assert st.table.cards[a].zone == "characters" and not st.pending


def five_elders_turn(real_pool: CardPool) -> tuple[OPState, int, list[int]]:
    st = turn(4)
    set_leader(st, real_pool, 0, "OP13-079")  # Imu
    elders = add(st, real_pool, "OP13-082", 0, "characters")
    saturn = add(st, real_pool, "OP13-083", 0, "characters")  # {Five Elders} 5000, on the field: trashed too
    trash = [add(st, real_pool, n, 0, "trash") for n in ("OP13-089", "OP13-089", "OP13-091", "OP13-084")]  # 5000 each
    return st, elders, [saturn, *trash]


def test_op13_082_five_elders_trashes_all_your_characters_and_plays_five_elders_of_different_names(real_pool):
    st, elders, (saturn, warcury, warcury2, mars, peter) = five_elders_turn(real_pool)
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    st = act(st, "activate", uid=elders, ability=0)
    st = choose(st, st.table.zone(0, "hand")[0])  # the cost: trash 1 card from your hand
    assert st.table.cards[elders].zone == st.table.cards[saturn].zone == st.table.cards[other].zone == "trash"
    assert str(elders) not in option_ids(st)  # 12000 power: not 5000
    assert {str(saturn), str(warcury), str(mars), str(peter)} <= set(option_ids(st))
    with pytest.raises(RulesError, match="different card names"):
        choose(st, warcury, warcury2)  # 8-4-4: two cards named St. Topman Warcury
    st = choose(st, saturn, warcury, mars, peter)
    assert all(st.table.cards[u].zone == "characters" for u in (saturn, warcury, mars, peter))
    assert st.table.cards[warcury2].zone == "trash"


def test_op13_082_five_elders_legal_answers_never_repeat_a_name(real_pool):
    # 8-4-4: "with different card names": the listed answers are only those the rules accept
    # (a random game was offered Warcury twice, and its own legal action was refused)
    st, elders, (_saturn, warcury, warcury2, _mars, _peter) = five_elders_turn(real_pool)
    st = act(st, "activate", uid=elders, ability=0)
    st = choose(st, st.table.zone(0, "hand")[0])
    answers = [a.args["picks"] for a in ENGINE.legal_actions(st, 0)]
    assert answers and not any({str(warcury), str(warcury2)} <= set(picks) for picks in answers)
    assert max(len(picks) for picks in answers) == 4 == st.pending[0].max  # 5 cards, 4 names
    for picks in answers[:10]:
        ENGINE.apply(st, Action("choose", 0, {"picks": picks}))  # each listed answer is accepted


def test_op13_082_five_elders_needs_imu_as_leader(real_pool):
    st, elders, _ = five_elders_turn(real_pool)
    set_leader(st, real_pool, 0, "ST03-001")
    assert not any(a.type == "activate" and a.args.get("uid") == elders for a in ENGINE.legal_actions(st, 0))


def test_op13_099_empty_throne_plays_a_black_five_elder_up_to_the_don_on_the_field(real_pool):
    st = turn(7)
    throne = add(st, real_pool, "OP13-099", 0, "stage")
    peter = add(st, real_pool, "OP13-084", 0, "hand")  # cost 7
    saturn = add(st, real_pool, "OP13-083", 0, "hand")  # cost 4
    st = act(st, "activate", uid=throne, ability=1)
    assert st.table.cards[throne].tapped and len(board.active_don(st, 0)) == 4
    assert set(option_ids(st)) == {str(peter), str(saturn)}  # 7 DON!! on the field: cost 7 or less
    st = choose(st, peter)
    assert st.table.cards[peter].zone == "characters"


def test_op13_099_empty_throne_counts_the_don_on_the_field(real_pool):
    st = turn(5)
    throne = add(st, real_pool, "OP13-099", 0, "stage")
    add(st, real_pool, "OP13-084", 0, "hand")  # cost 7 > 5 DON!!
    saturn = add(st, real_pool, "OP13-083", 0, "hand")
    st = act(st, "activate", uid=throne, ability=1)
    assert option_ids(st) == [str(saturn)]


# --- "you cannot add Life cards to your hand using your own effects during this turn" (1-3-3) -------

def test_op02_004_newgate_gives_2000_then_forbids_adding_life_by_your_own_effects(real_pool):
    st = turn()
    lead = leader(st, 0)
    hyouzou = add(st, real_pool, "OP06-034", 0, "characters")  # "… Then, add 1 card from the top of your Life cards to your hand."
    life = len(st.table.zone(0, "life"))
    st, _newgate = play(st, real_pool, "OP02-004")
    st = choose(st, lead)
    assert board.power(st, lead) == 7000
    st = act(st, "activate", uid=hyouzou, ability=0)
    assert len(st.table.zone(0, "life")) == life  # 1-3-3: the prohibition beats the instruction
    st = to_turn(st, 4)
    assert board.power(st, lead) == 7000  # until the start of your next turn
    st = to_turn(st, 5)
    assert board.power(st, lead) == 5000


def test_op02_004_newgate_makes_a_life_cost_unpayable(real_pool):
    st = turn(10)
    lead = set_leader(st, real_pool, 0, "OP05-060")  # cost: add 1 card from the top of your Life cards to your hand
    st, _newgate = play(st, real_pool, "OP02-004")
    st = choose(st, lead)
    assert not any(a.type == "activate" and a.args.get("uid") == lead for a in ENGINE.legal_actions(st, 0))  # 8-3-1-3


def test_op02_023_event_with_3_or_less_life(real_pool):
    st = turn()
    hyouzou = add(st, real_pool, "OP06-034", 0, "characters")
    while len(st.table.zone(0, "life")) > 3:
        st.table.move(st.table.zone(0, "life")[0], "trash", player=0)
    st, _ev = play(st, real_pool, "OP02-023")
    st = act(st, "activate", uid=hyouzou, ability=0)
    assert len(st.table.zone(0, "life")) == 3
    st = turn()
    hyouzou = add(st, real_pool, "OP06-034", 0, "characters")
    life = len(st.table.zone(0, "life"))
    st, _ev = play(st, real_pool, "OP02-023")  # more than 3 Life cards: no prohibition
    st = act(st, "activate", uid=hyouzou, ability=0)
    assert len(st.table.zone(0, "life")) == life - 1


def test_st15_001_atmos_when_attacking_with_a_newgate_leader(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, "OP02-001")  # Edward.Newgate (Leader)
    atmos = add(st, real_pool, "ST15-001", 0, "characters")
    st = act(st, "attack", attacker=atmos, target=leader(st, 1))
    assert board.life_to_hand_forbidden(st, 0)
    st = turn()
    atmos = add(st, real_pool, "ST15-001", 0, "characters")
    st = act(st, "attack", attacker=atmos, target=leader(st, 1))
    assert not board.life_to_hand_forbidden(st, 0)


# --- costs: "trash 1 of your Characters …", "give 1 of your active DON!! cards to …" (8-3-1) ---------

def test_op07_085_stussy_trashes_one_of_your_characters_to_ko(real_pool):
    st = turn()
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    foe = add(st, real_pool, VANILLA_8, 1, "characters")
    st, stussy = play(st, real_pool, "OP07-085")
    st = choose(st, "yes")  # 8-3-1-4: the optional cost
    assert set(option_ids(st)) == {str(mine), str(stussy)}  # any of your Characters, this one too
    st = choose(st, mine)
    assert st.table.cards[mine].zone == "trash"  # trashed, not K.O.'d
    st = choose(st, foe)
    assert st.table.cards[foe].zone == "trash"


def test_op07_085_stussy_declined_does_nothing(real_pool):
    st = turn()
    foe = add(st, real_pool, VANILLA_8, 1, "characters")
    st, stussy = play(st, real_pool, "OP07-085")
    st = choose(st, "no")
    assert st.table.cards[foe].zone == "characters" and st.table.cards[stussy].zone == "characters"


def test_op03_012_teach_trashes_a_red_4000_character_draws_and_gains_1000(real_pool):
    st = turn()
    teach = add(st, real_pool, "OP03-012", 0, "characters")
    weak = add(st, real_pool, "OP01-016", 0, "characters")  # Nami: red, 2000 power
    strong = add(st, real_pool, "OP08-052", 0, "characters")  # Ace: 6000 power, blue
    red = add(st, real_pool, "OP02-004", 0, "characters")  # Edward.Newgate: red, 10000
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "attack", attacker=teach, target=leader(st, 1))
    st = choose(st, "yes")
    assert str(weak) not in option_ids(st) and str(strong) not in option_ids(st) and str(red) in option_ids(st)
    st = choose(st, red)
    assert len(st.table.zone(0, "hand")) == hand + 1 and board.power(st, teach) == 7000


def test_op04_111_hera_trashes_another_homies_to_set_linlin_active(real_pool):
    st = turn()
    hera = add(st, real_pool, "OP04-111", 0, "characters")
    homie = add(st, real_pool, "OP04-111", 0, "characters")  # another Hera {Homies}
    linlin = add(st, real_pool, "OP03-114", 0, "characters", tapped=True)  # Charlotte Linlin
    st = act(st, "activate", uid=hera, ability=0)
    assert paid_with_only(st, homie)  # other than this Character; the only card that pays it: taken (8-3-1, issue #17)
    assert st.table.cards[hera].tapped and st.table.cards[homie].zone == "trash"
    st = choose(st, linlin)
    assert not st.table.cards[linlin].tapped


def test_op13_053_teach_trashes_a_whitebeard_pirate_draws_and_gains_banish(real_pool):
    st = turn()
    teach = add(st, real_pool, "OP13-053", 0, "characters")
    wb = add(st, real_pool, "OP08-052", 0, "characters")  # Whitebeard Pirates
    st = act(st, "attack", attacker=teach, target=leader(st, 1))
    st = choose(st, "yes")
    st = choose(st, wb) if pending_kind(st) == "cost" else st
    assert st.table.cards[wb].zone == "trash"
    assert "Banish" in board.keywords(st, teach)


def test_op13_007_gives_an_active_don_and_trashes_itself_for_minus_3000(real_pool):
    st = turn(3)
    asl = add(st, real_pool, "OP13-007", 0, "characters")
    foe = add(st, real_pool, VANILLA_8, 1, "characters")
    lead = leader(st, 0)
    st = act(st, "activate", uid=asl, ability=0)
    st = choose(st, lead)  # the cost: 1 active DON!! to your Leader
    assert len(board.attached(st, lead)) == 1 and len(board.active_don(st, 0)) == 2
    assert st.table.cards[asl].zone == "trash"
    st = choose(st, foe)
    assert board.power(st, foe) == 7000


def test_op13_007_needs_an_active_don(real_pool):
    st = turn(0)
    asl = add(st, real_pool, "OP13-007", 0, "characters")
    assert not any(a.type == "activate" and a.args.get("uid") == asl for a in ENGINE.legal_actions(st, 0))


# --- "you take 1 damage" (4-6) -------------------------------------------------------------------

def rindo_ko(real_pool: CardPool) -> tuple[OPState, int]:
    st = turn()  # P1's turn: the opponent's turn for P2's Rindo
    rindo = add(st, real_pool, "OP14-115", 1, "characters", tapped=True)
    attacker = add(st, real_pool, VANILLA_8, 0, "characters")
    st = battle_out(act(st, "attack", attacker=attacker, target=rindo))
    assert st.table.cards[rindo].zone == "trash"
    return st, rindo


def test_op14_115_rindo_adds_a_life_then_takes_one_damage(real_pool):
    st, _rindo = rindo_ko(real_pool)
    life, hand = len(st.table.zone(1, "life")), len(st.table.zone(1, "hand"))
    assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1"]
    top = st.table.zone(1, "deck")[0]
    st = choose(st, 1)
    assert st.table.zone(1, "life")[0] == top
    assert pending_kind(st) == "life" and st.pending[0].player == 1  # 4-6-2-1: the top Life card taken
    st = choose(st, "hand")
    assert st.table.cards[top].zone == "hand"
    assert len(st.table.zone(1, "life")) == life and len(st.table.zone(1, "hand")) == hand + 1


def test_op14_115_rindo_with_no_life_loses(real_pool):
    st, _rindo = rindo_ko(real_pool)
    clear(st, 1, "life")
    st = choose(st, 0)  # no card added: 0 Life cards
    assert st.over and st.result.winners == [0]  # 1-2-1-1-1: damage with 0 Life cards


def test_op14_115_rindo_on_its_owners_turn_does_nothing(real_pool):
    st = turn(0, n=4)  # P2's own turn: [Opponent's Turn] does not hold (8-3-2-5)
    rindo = add(st, real_pool, "OP14-115", 1, "characters")
    resolve.ko(st, rindo, [])
    assert st.table.cards[rindo].zone == "trash" and not st.stack


# --- OP14-079 Crocodile (Leader) -------------------------------------------------------------------

def test_op14_079_crocodile_kos_a_baroque_works_character_for_minus_10_cost_then_may_mill(real_pool):
    st = turn()
    lead = set_leader(st, real_pool, 0, "OP14-079")
    bw = add(st, real_pool, "OP14-083", 0, "characters")  # {Baroque Works}
    add(st, real_pool, VANILLA_1, 0, "characters")  # not Baroque Works: can't pay
    foe = add(st, real_pool, VANILLA_8, 1, "characters")
    deck = len(st.table.zone(0, "deck"))
    st = act(st, "activate", uid=lead, ability=1)
    assert paid_with_only(st, bw)  # the only one that fits; the only card that pays it: taken (8-3-1, issue #17)
    assert st.table.cards[bw].zone == "trash"  # K.O.'d as the cost
    st = choose(st, foe)
    assert board.cost(st, foe) == 0
    st = choose(st, "yes")
    assert len(st.table.zone(0, "deck")) == deck - 2


def test_op14_079_crocodile_your_effects_cannot_remove_opponents_characters(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, "OP14-079")
    foe = add(st, real_pool, VANILLA_1, 1, "characters")
    st, _ev = play(st, real_pool, "OP10-079")  # God Thread: K.O. up to 1 cost 5 or less
    st = choose(st, foe)
    assert st.table.cards[foe].zone == "characters"  # 1-3-3: the prohibition beats the K.O.
    attacker = add(st, real_pool, VANILLA_8, 0, "characters")
    st.table.cards[foe].tapped = True
    st = battle_out(act(st, "attack", attacker=attacker, target=foe))
    assert st.table.cards[foe].zone == "trash"  # a battle is no effect


def test_op14_079_crocodile_cannot_activate_without_a_baroque_works_character(real_pool):
    st = turn()
    lead = set_leader(st, real_pool, 0, "OP14-079")
    add(st, real_pool, VANILLA_1, 0, "characters")
    assert not any(a.type == "activate" and a.args.get("uid") == lead for a in ENGINE.legal_actions(st, 0))


def test_op05_087_hakuba_kos_another_character_for_minus_5_cost(real_pool):
    st = turn()
    hakuba = add(st, real_pool, "OP05-087", 0, "characters")
    attach(st, hakuba, 1)
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    foe = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=hakuba, target=leader(st, 1))
    st = choose(st, "yes")
    assert paid_with_only(st, mine)  # other than this Character; the only card that pays it: taken (8-3-1, issue #17)
    assert st.table.cards[mine].zone == "trash"
    st = choose(st, foe)
    assert board.cost(st, foe) == 3


def test_op06_083_oars_kos_a_thriller_bark_character_to_negate_its_cannot_attack(real_pool):
    st = turn()
    oars = add(st, real_pool, "OP06-083", 0, "characters")
    other = add(st, real_pool, "OP06-083", 0, "characters")  # another {Thriller Bark Pirates} Character
    assert board.prohibited(st, oars, "Cannot Attack")
    st = act(st, "activate", uid=oars, ability=1)
    st = choose(st, other)
    assert st.table.cards[other].zone == "trash"
    assert not board.prohibited(st, oars, "Cannot Attack")  # 8-2-1-1: its effect is negated this turn
    st = act(st, "attack", attacker=oars, target=leader(st, 1))
    assert st.battle is not None


# --- auto effects on new events: "when you take damage", "when your Character … is K.O.'d",
# "when you play a Character" (8-1-3-1) -----------------------------------------------------------

def ace_leader(real_pool: CardPool, don: int = 1) -> tuple[OPState, int]:
    st = turn(0, n=4)  # P2's turn: P2 attacks P1 (Ace)
    lead = set_leader(st, real_pool, 0, "OP13-002")
    attach(st, lead, don)
    return st, lead


def test_op13_002_ace_draws_when_taking_damage_once_per_turn(real_pool):
    st, lead = ace_leader(real_pool)
    hand = len(st.table.zone(0, "hand"))
    a = add(st, real_pool, VANILLA_8, 1, "characters")
    b = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=a, target=lead)
    while st.battle is not None:
        kind = pending_kind(st)
        st = choose(st, "done" if kind == "counter" else "hand" if kind == "life" else "no" if kind in ("pay", "may") else option_ids(st)[-1])
    assert len(st.table.zone(0, "hand")) == hand + 2  # the Life card and the draw
    st = act(st, "attack", attacker=b, target=lead)
    while st.battle is not None:
        kind = pending_kind(st)
        st = choose(st, "done" if kind == "counter" else "hand" if kind == "life" else "no" if kind in ("pay", "may") else option_ids(st)[-1])
    assert len(st.table.zone(0, "hand")) == hand + 3  # [Once Per Turn] (10-2-13): the Life card only


def test_op13_002_ace_draws_when_a_6000_base_power_character_is_kod_but_not_a_weaker_one(real_pool):
    st = turn()
    lead = set_leader(st, real_pool, 0, "OP13-002")
    attach(st, lead, 1)
    weak = add(st, real_pool, VANILLA_1, 0, "characters")
    strong = add(st, real_pool, "OP08-052", 0, "characters")  # 6000 base power
    hand = len(st.table.zone(0, "hand"))
    resolve.ko(st, weak, [])
    assert not st.stack
    st.modifiers.append(Modifier(strong, "power", 3000, duration="this_turn", player=0, turn=st.turn))
    resolve.ko(st, strong, [])  # its base power: 6000 (not its power, 9000)
    assert len(st.stack) == 1
    ENGINE.proceed(st, [])
    assert len(st.table.zone(0, "hand")) == hand + 1


def test_op13_002_ace_without_a_given_don_does_nothing(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, "OP13-002")
    strong = add(st, real_pool, "OP08-052", 0, "characters")
    resolve.ko(st, strong, [])
    assert not st.stack  # [DON!! x1] (8-3-2-3)


def test_op14_041_hancock_draws_when_you_play_a_character_on_the_opponents_turn(real_pool):
    st = turn(0, n=4)
    set_leader(st, real_pool, 0, "OP14-041")
    hand = len(st.table.zone(0, "hand"))
    gorgon = add(st, real_pool, "OP14-105", 0, "life")  # [Trigger] play this card ({Kuja Pirates} Leader)
    attacker = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=attacker, target=leader(st, 0))
    while pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    st = choose(st, "activate")
    assert st.table.cards[gorgon].zone == "characters"
    assert len(st.table.zone(0, "hand")) == hand + 1  # the draw
    st = turn()
    set_leader(st, real_pool, 0, "OP14-041")
    hand = len(st.table.zone(0, "hand"))
    st, _c = play(st, real_pool, VANILLA_1)  # on your own turn: [Opponent's Turn] does not hold
    assert len(st.table.zone(0, "hand")) == hand


def test_op14_041_hancock_takes_a_life_when_a_kuja_character_with_5000_base_power_is_kod(real_pool):
    st = turn()
    lead = set_leader(st, real_pool, 0, "OP14-041")
    attach(st, lead, 1)
    kuja = add(st, real_pool, "OP14-105", 0, "characters")  # {Kuja Pirates}, 5000
    other = add(st, real_pool, "OP08-052", 0, "characters")  # 6000 but not Kuja
    resolve.ko(st, other, [])
    assert not st.stack
    opp_life = len(st.table.zone(1, "life"))
    resolve.ko(st, kuja, [])
    assert len(st.stack) == 1
    ENGINE.proceed(st, [])
    assert pending_kind(st) == "amount"
    st = choose(st, 1)
    assert len(st.table.zone(1, "life")) == opp_life - 1


def test_a_power_condition_of_a_continuous_effect_does_not_wait_on_itself(real_pool):
    # ST23-001 "If you have a Character with 10000 power or more, give this card in your hand -4 cost"
    # on the field: reading power for that condition must not read the condition again (200-game
    # simulation, seed 151 game 46: RecursionError)
    st = turn()
    add(st, real_pool, "ST23-001", 0, "characters")
    big = add(st, real_pool, VANILLA_8, 0, "characters")
    assert board.power(st, big) == 10000
    assert board.keywords(st, big) == []


# --- OP08-043 Edward.Newgate: "… none of the selected Characters can attack unless your opponent
# trashes 2 cards from their hand whenever they attack" ----------------------------------------------

def newgate_tax(real_pool: CardPool, life: int = 2) -> tuple[OPState, int]:
    st = turn()
    set_leader(st, real_pool, 0, "OP08-002")  # Marco {Whitebeard Pirates}
    while len(st.table.zone(0, "life")) > life:
        st.table.move(st.table.zone(0, "life")[0], "trash", player=0)
    foe = add(st, real_pool, VANILLA_8, 1, "characters")
    st, _newgate = play(st, real_pool, "OP08-043")
    return st, foe


def test_op08_043_newgate_taxes_each_attack_of_the_selected_characters(real_pool):
    st, foe = newgate_tax(real_pool)
    st = to_turn(st, 4)
    later = add(st, real_pool, VANILLA_8, 1, "characters")  # not selected: no tax
    cards = hand_of(st, 1, 3)
    st = act(st, "attack", attacker=foe, target=leader(st, 0))
    assert pending_kind(st) == "attack_tax" and st.pending[0].player == 1
    st = choose(st, cards[0], cards[2])
    assert st.table.cards[cards[0]].zone == st.table.cards[cards[2]].zone == "trash"
    assert board.attack_tax(st, later) == 0
    st = to_turn(battle_out(st), 6)
    assert board.attack_tax(st, foe) == 0  # until the end of the opponent's next turn


def test_op08_043_newgate_forbids_the_attack_with_fewer_than_two_cards(real_pool):
    st, foe = newgate_tax(real_pool)
    st = to_turn(st, 4)
    hand_of(st, 1, 1)
    refused(st, "attack", "1-3-3", attacker=foe, target=leader(st, 0))


def test_op08_043_newgate_with_3_life_selects_nothing(real_pool):
    st, foe = newgate_tax(real_pool, life=3)
    assert board.attack_tax(st, foe) == 0
