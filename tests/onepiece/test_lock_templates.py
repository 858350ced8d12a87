"""Locks and selections of the newest real cards, each played in an engine game, clause by clause:
"cannot be rested" (1-3-3 over 7-1-1-1 and 10-1-4-1), "Characters or DON!! cards" targets,
"that Character" / "the selected card" (the ability's last choice), "If the selected Character
attacks …, your opponent cannot activate [Blocker]", conditions about the ability's own card
("this Character is rested", "no other [X] Characters") and given DON!!; "up to" always allows 0
(1-3-5-1)."""

from __future__ import annotations

import pytest

from engine.onepiece import battle, board
from engine.onepiece.state import OPState

from .helpers import (
    act,
    choose,
    give_don,
    leader,
    needs_npm,
    new_game,
    option_ids,
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

pytestmark = needs_npm





def p1_turn(don: int = 10) -> OPState:
    """Turn 3: P1's turn, with ``don`` active DON!! (P2 has 2 from their turn)."""
    st = to_turn(new_game(), 3)
    give_don(st, 0, don - len(st.table.zone(0, "cost_area")))
    return st



# --- "cannot be rested": OP14-033 Perona "[On Play] Up to 2 of your opponent's Characters with a
# cost of 5 or less cannot be rested until the end of your opponent's next End Phase." ----------

def test_perona_locks_up_to_two_cheap_characters_through_the_opponents_turn(real_pool):
    st = p1_turn()
    small, other = put(st, 1, "FX01-007", "characters"), put(st, 1, "FX01-006", "characters")  # cost 5, cost 2 [Blocker]
    big = add(st, real_pool, "OP05-065", 1, "characters")  # San-Gorou, cost 6: not a candidate
    st, _ = play(st, real_pool, "OP14-033")
    assert set(option_ids(st)) == {str(small), str(other)}
    st = choose(st, small, other)
    st = to_turn(st, 4)  # P2's turn
    # 1-3-3 over 7-1-1-1: attacking rests the attacker, which the effect forbids
    refused(st, "attack", "1-3-3", attacker=small, target=leader(st, 0))
    assert battle.can_attack_with(st, big) is None  # not chosen: free to attack
    assert "Cannot Be Rested" in board.keywords(st, small)  # the marker shows with its keywords
    st = to_turn(st, 5)  # ended with the opponent's turn
    assert not board.prohibited(st, small, "Cannot Be Rested")


def test_a_character_that_cannot_be_rested_cannot_block_or_be_rested_by_effects(real_pool):
    st = p1_turn()
    wall = put(st, 1, "FX01-006", "characters")  # Shield Bearer: [Blocker]
    st, _ = play(st, real_pool, "OP14-033")
    st = choose(st, wall)
    # the lock ends with P2's next turn; a P1 attack now finds no blocker that can be rested (10-1-4-1)
    attacker = put(st, 0, "FX01-003", "characters")
    st = act(st, "attack", attacker=attacker, target=leader(st, 1))
    assert pending_kind(st) != "block" or str(wall) not in option_ids(st)
    st = p1_turn()
    wall = put(st, 1, "FX01-006", "characters")
    st, _ = play(st, real_pool, "OP14-033")
    st = choose(st, wall)
    st, _ = play(st, real_pool, "OP12-037")  # "You may rest 3 of your DON!! cards: Rest up to a total of 2 …"
    st = choose(st, "yes")
    st = choose(st, wall)
    assert not st.table.cards[wall].tapped  # 1-3-3: the prohibition beats the instruction


def test_perona_up_to_allows_none(real_pool):
    st = p1_turn()
    small = put(st, 1, "FX01-007", "characters")
    st, _ = play(st, real_pool, "OP14-033")
    st = choose(st)
    assert not board.prohibited(st, small, "Cannot Be Rested") and not st.pending


# OP14-119 Dracule Mihawk "[Your Turn] When this Character becomes rested, up to 1 of your
# opponent's Characters with a cost of 9 or less cannot be rested …"
def test_mihawk_locks_when_it_becomes_rested_to_attack(real_pool):
    st = p1_turn()
    mihawk = add(st, real_pool, "OP14-119", 0, "characters")
    target = put(st, 1, "FX01-007", "characters")
    st = act(st, "attack", attacker=mihawk, target=leader(st, 1))
    assert pending_kind(st) == "target" and str(target) in option_ids(st)
    st = choose(st, target)
    assert board.prohibited(st, target, "Cannot Be Rested")


# OP14-069 Donquixote Doflamingo "[On Play] DON!! -3: Choose one: • If your Leader has the
# {Donquixote Pirates} type, K.O. up to 1 … cost of 8 or less. • Up to 3 … cost of 7 or less
# cannot be rested …"
def test_doflamingo_second_option_locks_up_to_three(real_pool):
    st = p1_turn()
    foes = [put(st, 1, "FX01-007", "characters") for _ in range(4)]
    st, _ = play(st, real_pool, "OP14-069")
    st = choose(st, "yes")  # pay DON!! -3 (8-3-1-4)
    while pending_kind(st) == "don_return":
        st = choose(st, option_ids(st)[0])
    assert pending_kind(st) == "mode"
    st = choose(st, option_ids(st)[1])
    st = choose(st, *foes[:3])
    assert [board.prohibited(st, u, "Cannot Be Rested") for u in foes] == [True, True, True, False]


# --- DON!! cards as targets ----------------------------------------------------------------------

# OP06-035 Hody Jones "[On Play] Rest up to a total of 2 of your opponent's Characters or DON!!
# cards. Then, add 1 card from the top of your Life cards to your hand."
def test_hody_jones_rests_characters_or_don_then_takes_a_life_card(real_pool):
    st = p1_turn()
    foe = put(st, 1, "FX01-003", "characters")
    dons = [u for u in st.table.zone(1, "cost_area") if not st.table.cards[u].tapped]
    life, hand = len(st.table.zone(0, "life")), len(st.table.zone(0, "hand"))
    st, _ = play(st, real_pool, "OP06-035")
    assert {str(foe), *map(str, dons)} == set(option_ids(st))  # the active ones (1-3-2-1)
    st = choose(st, foe, dons[0])
    assert st.table.cards[foe].tapped and st.table.cards[dons[0]].tapped
    assert len(st.table.zone(0, "life")) == life - 1 and len(st.table.zone(0, "hand")) == hand + 1


def test_hody_jones_up_to_allows_none(real_pool):
    st = p1_turn()
    foe = put(st, 1, "FX01-003", "characters")
    st, _ = play(st, real_pool, "OP06-035")
    st = choose(st)
    assert not st.table.cards[foe].tapped


# OP07-026 Jewelry Bonney "[On Play] Up to 1 of your opponent's rested Character or DON!! cards will
# not become active in your opponent's next Refresh Phase."
def test_bonney_keeps_a_rested_don_rested_through_the_refresh(real_pool):
    st = p1_turn()
    don = st.table.zone(1, "cost_area")[0]
    st.table.cards[don].tapped = True
    rested_foe, active_foe = put(st, 1, "FX01-003", "characters", tapped=True), put(st, 1, "FX01-003", "characters")
    st, _ = play(st, real_pool, "OP07-026")
    assert str(active_foe) not in option_ids(st) and {str(don), str(rested_foe)} <= set(option_ids(st))
    st = choose(st, don)
    st = to_turn(st, 4)
    assert st.table.cards[don].tapped and not st.table.cards[rested_foe].tapped  # 6-2-4 skipped for it once
    st = to_turn(st, 6)
    assert not st.table.cards[don].tapped


# --- "that Character" and "the selected card" ------------------------------------------------------

# ST24-004 Law & Bepo "[On Play] Rest up to 1 of your opponent's Characters and that Character will
# not become active in your opponent's next Refresh Phase. Then, if your opponent has 2 or more
# rested Characters, your Leader gains +2000 power until the end of your opponent's next End Phase."
@pytest.mark.parametrize("already_rested", [0, 1])
def test_law_and_bepo_rests_and_holds_that_character(real_pool, already_rested):
    st = p1_turn()
    foe = put(st, 1, "FX01-003", "characters")
    for _ in range(already_rested):
        put(st, 1, "FX01-003", "characters", tapped=True)
    st, _ = play(st, real_pool, "ST24-004")
    st = choose(st, foe)
    assert st.table.cards[foe].tapped
    lead = leader(st, 0)
    assert board.power(st, lead) == 5000 + 2000 * already_rested  # 2 or more rested: +2000
    st = to_turn(st, 4)
    assert st.table.cards[foe].tapped  # that Character stays rested
    assert board.power(st, lead) == 5000 + 2000 * already_rested  # through the opponent's turn


# ST21-003 Sanji "[On Play] Select up to 1 of your {Straw Hat Crew} type Characters with 6000 power
# or more. If the selected Character attacks during this turn, your opponent cannot activate
# [Blocker]."
def test_sanji_selected_character_attacks_without_blockers(real_pool):
    st = p1_turn()
    zoro = add(st, real_pool, "OP02-043", 0, "characters")  # Straw Hat Crew, 6000
    weak = add(st, real_pool, "ST21-003", 0, "characters")  # 3000: not a candidate
    put(st, 1, "FX01-006", "characters")  # Shield Bearer: [Blocker]
    st, _ = play(st, real_pool, "ST21-003")
    assert option_ids(st) == [str(zoro)]
    st = choose(st, zoro)
    st = act(st, "attack", attacker=zoro, target=leader(st, 1))
    assert pending_kind(st) != "block"  # 1-3-3: no [Blocker] against the selected Character
    del weak


def test_sanji_other_attackers_still_meet_blockers_and_none_may_be_selected(real_pool):
    st = p1_turn()
    zoro = add(st, real_pool, "OP02-043", 0, "characters")
    other = put(st, 0, "FX01-003", "characters")
    wall = put(st, 1, "FX01-006", "characters")
    st, _ = play(st, real_pool, "ST21-003")
    st = choose(st)  # up to 1: none
    st = act(st, "attack", attacker=zoro, target=leader(st, 1))
    assert pending_kind(st) == "block" and str(wall) in option_ids(st)
    st = p1_turn()
    zoro = add(st, real_pool, "OP02-043", 0, "characters")
    other = put(st, 0, "FX01-003", "characters")
    wall = put(st, 1, "FX01-006", "characters")
    st, _ = play(st, real_pool, "ST21-003")
    st = choose(st, zoro)
    st = act(st, "attack", attacker=other, target=leader(st, 1))
    assert pending_kind(st) == "block" and str(wall) in option_ids(st)


# OP07-057 Perfume Femur "[Main] Select up to 1 of your {The Seven Warlords of the Sea} type Leader
# or Character cards and that card gains +2000 power during this turn. Then, if the selected card
# attacks during this turn, your opponent cannot activate [Blocker]."
def test_perfume_femur_powers_and_unblocks_the_selected_card(real_pool):
    st = p1_turn()
    mihawk = add(st, real_pool, "ST12-003", 0, "characters")  # Seven Warlords
    put(st, 1, "FX01-006", "characters")
    st, _ = play(st, real_pool, "OP07-057")
    st = choose(st, mihawk)
    assert board.power(st, mihawk) == 6000
    st = act(st, "attack", attacker=mihawk, target=leader(st, 1))
    assert pending_kind(st) != "block"


# --- conditions about the card itself and given DON!! ----------------------------------------------

# EB01-012 Cavendish "[On Play]/[When Attacking] If your Leader has the {Supernovas} type and you
# have no other [Cavendish] Characters, set up to 2 of your DON!! cards as active."
@pytest.mark.parametrize("other_cavendish", [False, True])
def test_cavendish_sets_don_active_only_without_another_cavendish(real_pool, other_cavendish):
    st = p1_turn(don=6)
    set_leader(st, real_pool, 0, "OP01-002")  # Trafalgar Law: Supernovas
    if other_cavendish:
        add(st, real_pool, "EB01-012", 0, "characters")
    st, _ = play(st, real_pool, "EB01-012")  # cost 5: 1 DON!! left active
    if other_cavendish:
        assert not st.pending and len(board.active_don(st, 0)) == 1
        return
    assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1", "2"]
    st = choose(st, "2")
    assert len(board.active_don(st, 0)) == 3


# OP14-027 Shanks "[Opponent's Turn] If this Character is rested, give all of your opponent's
# Characters -1000 power."
def test_shanks_weakens_the_opponent_only_while_rested_on_their_turn(real_pool):
    st = to_turn(new_game(), 4)  # P2's turn
    shanks = add(st, real_pool, "OP14-027", 0, "characters")
    foe = put(st, 1, "FX01-003", "characters")  # 4000
    assert board.power(st, foe) == 4000
    st.table.cards[shanks].tapped = True
    assert board.power(st, foe) == 3000
    st = to_turn(st, 5)  # P1's own turn: [Opponent's Turn] is off (8-3-2-5)
    st.table.cards[shanks].tapped = True
    assert board.power(st, foe) == 4000


# OP13-076 Divine Departure "[Main] You may rest 5 of your DON!! cards: If you have any DON!! cards
# given, give up to 1 of your opponent's Characters -8000 power during this turn."
@pytest.mark.parametrize("given", [0, 1])
def test_divine_departure_needs_a_given_don(real_pool, given):
    st = p1_turn()
    foe = add(st, real_pool, "OP14-027", 1, "characters")  # 9000
    if given:
        act_st = act(st, "attach", target=leader(st, 0))
        st = act_st
    st, _ = play(st, real_pool, "OP13-076")
    st = choose(st, "yes")
    if given:
        st = choose(st, foe)
        assert board.power(st, foe) == 1000
    else:
        assert not st.pending and board.power(st, foe) == 9000


# ST12-003 Dracule Mihawk "[On Play] If you have 2 or less Characters, play up to 1 {Muggy Kingdom}
# type or <Slash> attribute Character card with a cost of 4 or less other than [Dracule Mihawk]
# from your hand rested."
def test_mihawk_plays_a_muggy_kingdom_or_slash_character_rested(real_pool):
    st = p1_turn()
    muggy, slash = add(st, real_pool, "ST12-004", 0, "hand"), add(st, real_pool, "OP01-012", 0, "hand")
    other_mihawk, plain = add(st, real_pool, "ST12-003", 0, "hand"), put(st, 0, "FX01-003", "hand")
    st, _ = play(st, real_pool, "ST12-003")
    assert set(option_ids(st)) == {str(muggy), str(slash)}
    st = choose(st, slash)
    assert st.table.cards[slash].zone == "characters" and st.table.cards[slash].tapped
    del other_mihawk, plain


def test_mihawk_needs_two_or_fewer_characters(real_pool):
    st = p1_turn()
    for _ in range(3):
        put(st, 0, "FX01-003", "characters")
    add(st, real_pool, "ST12-004", 0, "hand")
    st, _ = play(st, real_pool, "ST12-003")
    assert not st.pending


# OP14-067 Dellinger "[On K.O.] Add up to 1 DON!! card from your DON!! deck and rest it, look at 5
# cards from the top of your deck; reveal up to 1 {Donquixote Pirates} type card and add it to your
# hand. Then, place the rest at the bottom of your deck in any order."
def test_dellinger_adds_a_rested_don_then_searches(real_pool):
    st = to_turn(new_game(), 4)  # P2's turn: P2 K.O.s Dellinger
    give_don(st, 1, 2)
    dellinger = add(st, real_pool, "OP14-067", 0, "characters")
    monet = add(st, real_pool, "OP01-082", 0, "deck")  # Donquixote Pirates, on top
    don_before = len(st.table.zone(0, "cost_area"))
    from .test_replacement_templates import KO_ANY, event
    st = choose(act(st, "play", uid=event(st, KO_ANY, 1)), dellinger)
    assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1"]
    st = choose(st, "1")
    assert len(st.table.zone(0, "cost_area")) == don_before + 1 and st.table.cards[st.table.zone(0, "cost_area")[-1]].tapped
    assert str(monet) in option_ids(st)
    st = choose(st, monet)
    assert st.table.cards[monet].zone == "hand"


# OP14-060 Donquixote Doflamingo (Leader) "[On Your Opponent's Attack] [Once Per Turn] DON!! -1:
# Select your Leader or 1 of your {Donquixote Pirates} type Characters. Change the attack target to
# the selected card."
def test_doflamingo_leader_redirects_the_attack_to_a_donquixote_character(real_pool):
    st = to_turn(new_game(), 4)  # P2's turn: P2 attacks
    lead = set_leader(st, real_pool, 0, "OP14-060")
    monet, plain = add(st, real_pool, "OP01-082", 0, "characters"), put(st, 0, "FX01-003", "characters", tapped=True)
    attacker = put(st, 1, "FX01-003", "characters")
    don = board.don_on_field(st, 0)
    st = act(st, "attack", attacker=attacker, target=plain)
    assert pending_kind(st) == "pay" and st.pending[0].player == 0
    st = choose(st, "yes")
    while pending_kind(st) == "don_return":
        st = choose(st, option_ids(st)[0])
    assert set(option_ids(st)) == {str(lead), str(monet)}  # not the plain Character
    st = choose(st, monet)
    assert st.battle is not None and st.battle.target == monet
    assert board.don_on_field(st, 0) == don - 1  # DON!! -1 paid (8-3-1-6)


def test_doflamingo_leader_may_be_declined(real_pool):
    st = to_turn(new_game(), 4)
    set_leader(st, real_pool, 0, "OP14-060")
    add(st, real_pool, "OP01-082", 0, "characters")
    attacker = put(st, 1, "FX01-003", "characters")
    st = act(st, "attack", attacker=attacker, target=leader(st, 0))
    st = choose(st, "no")
    assert st.battle is not None and st.battle.target == leader(st, 0)
