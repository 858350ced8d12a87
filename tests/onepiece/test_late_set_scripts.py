"""The per-card scripts of the lowest late sets (cards/scripts/OP12–OP17.toml, EB03/EB04, PRB02, P.toml), each
card played with real cards in an engine game, clause by clause: conditions (8-3-2), "up to" allowing 0
(1-3-5-1), and the ops of engine.onepiece.ops_extra3 (deal_damage, opponent_may_add_don). Set-ups come from
helpers, test_early_set_scripts and test_mid_set_scripts."""

from __future__ import annotations

from engine.onepiece import board
from engine.onepiece.state import OPState

from .helpers import (
    VANILLA_1,
    VANILLA_8,
    act,
    battle_ko,
    choose,
    clear,
    end_turn,
    give_don,
    hand_of,
    leader,
    life_of,
    needs_npm,
    option_ids,
    pending_kind,
    put,
    refused,
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
from .test_mid_set_scripts import counter_power

pytestmark = needs_npm


def attack_leader(st: OPState, attacker: int) -> OPState:
    """``attacker`` (P1's) attacks P2's Leader ([When Attacking] resolves first)."""
    return act(st, "attack", attacker=attacker, target=leader(st, 1))


# --- P ---------------------------------------------------------------------------------------------

def test_p_075_luffy_draws_and_trashes_when_attacking_with_a_cost_8_character(real_pool):
    st = turn()
    luffy = add(st, real_pool, "P-075", 0, "characters")
    add(st, real_pool, VANILLA_8, 0, "characters")  # cost 8
    mine = hand_of(st, 0, 2)
    deck_top = st.table.zone(0, "deck")[0]
    st = attack_leader(st, luffy)
    assert st.table.cards[deck_top].zone == "hand"  # drew 1
    assert pending_kind(st) is not None and st.pending[0].player == 0
    assert str(mine[0]) in option_ids(st) and str(deck_top) in option_ids(st)
    st = choose(st, mine[1])  # trash 1 (not "up to": exactly one)
    assert st.table.cards[mine[1]].zone == "trash"
    assert len(st.table.zone(0, "hand")) == 2


def test_p_075_luffy_does_nothing_without_a_cost_8_character(real_pool):
    st = turn()
    luffy = add(st, real_pool, "P-075", 0, "characters")
    add(st, real_pool, VANILLA_1, 0, "characters")
    hand_of(st, 0, 2)
    deck = list(st.table.zone(0, "deck"))
    st = attack_leader(st, luffy)
    assert st.table.zone(0, "deck") == deck and len(st.table.zone(0, "hand")) == 2
    assert not (st.pending and st.pending[0].player == 0 and st.pending[0].kind not in ("block", "counter"))


def test_p_009_law_the_opponent_adds_a_life_card_with_6_cards_in_hand(real_pool):
    st = turn()
    hand_of(st, 1, 6)
    life = life_of(st, 1, 3)
    st, _u = play(st, real_pool, "P-009")
    assert st.table.cards[life[0]].zone == "hand" and len(st.table.zone(1, "life")) == 2
    assert len(st.table.zone(1, "hand")) == 7


def test_p_009_law_needs_6_cards_in_the_opponents_hand(real_pool):
    st = turn()
    hand_of(st, 1, 5)
    life_of(st, 1, 3)
    st, _u = play(st, real_pool, "P-009")
    assert len(st.table.zone(1, "life")) == 3 and len(st.table.zone(1, "hand")) == 5


# --- OP15 ------------------------------------------------------------------------------------------

def test_op15_091_margarita_places_a_card_of_the_opponents_trash_at_the_bottom_of_their_deck(real_pool):
    st = turn()
    clear(st, 1, "trash")
    theirs = [put(st, 1, "FX01-003", "trash") for _ in range(2)]
    mine = put(st, 0, "FX01-003", "trash")
    st, _u = play(st, real_pool, "OP15-091")
    assert sorted(option_ids(st)) == sorted(map(str, theirs))  # the opponent's trash only
    assert str(mine) not in option_ids(st)
    st = choose(st, theirs[1])
    assert st.table.cards[theirs[1]].zone == "deck" and st.table.zone(1, "deck")[-1] == theirs[1]
    assert st.table.cards[theirs[1]].controller == 1  # the owner's deck


def test_op15_091_margarita_may_place_none(real_pool):
    st = turn()
    clear(st, 1, "trash")
    theirs = put(st, 1, "FX01-003", "trash")
    st, _u = play(st, real_pool, "OP15-091")
    st = choose(st)  # up to 1: none (1-3-5-1)
    assert st.table.cards[theirs].zone == "trash" and not st.pending


def test_p_071_marco_may_return_to_the_hand_when_kod(real_pool):
    st = turn(0, 6, n=4)
    marco = add(st, real_pool, "P-071", 0, "characters")
    st = battle_ko(st, real_pool, marco)
    assert st.table.cards[marco].zone == "trash" and pending_kind(st) == "may" and st.pending[0].player == 0
    st = choose(st, "yes")
    assert st.table.cards[marco].zone == "hand"


def test_p_071_marco_may_stay_in_the_trash(real_pool):
    st = turn(0, 6, n=4)
    marco = add(st, real_pool, "P-071", 0, "characters")
    st = battle_ko(st, real_pool, marco)
    st = choose(st, "no")  # "you may" (1-3-5)
    assert st.table.cards[marco].zone == "trash" and not st.pending


# --- EB03 ------------------------------------------------------------------------------------------

def test_eb03_055_robin_may_deal_1_damage_to_the_opponent_when_kod_on_their_turn(real_pool):
    st = turn(0, 6, n=4)
    robin = add(st, real_pool, "EB03-055", 0, "characters")
    life = life_of(st, 1, 2)
    hand = len(st.table.zone(1, "hand"))
    st = battle_ko(st, real_pool, robin)
    assert pending_kind(st) == "may" and st.pending[0].player == 0
    st = choose(st, "yes")
    # 4-6-2-1: the opponent's top Life card goes to their hand (they answer: no [Trigger] on it)
    assert st.pending[0].player == 1 and option_ids(st) == ["hand"]
    st = choose(st, "hand")
    assert st.table.cards[life[0]].zone == "hand" and len(st.table.zone(1, "life")) == 1
    assert len(st.table.zone(1, "hand")) == hand + 1


def test_eb03_055_robin_damage_with_no_life_defeats_the_opponent(real_pool):
    st = turn(0, 6, n=4)
    robin = add(st, real_pool, "EB03-055", 0, "characters")
    life_of(st, 1, 0)
    st = battle_ko(st, real_pool, robin)
    st = choose(st, "yes")
    assert st.over and st.result.winners == [0]  # 1-2-1-1-1: damage with 0 Life cards (9-2-1-1)


def test_eb03_055_robin_may_deal_no_damage(real_pool):
    st = turn(0, 6, n=4)
    robin = add(st, real_pool, "EB03-055", 0, "characters")
    life_of(st, 1, 2)
    st = battle_ko(st, real_pool, robin)
    st = choose(st, "no")
    assert len(st.table.zone(1, "life")) == 2 and not st.pending


# --- OP12 ------------------------------------------------------------------------------------------

def test_op12_075_ms_all_sunday_kos_then_the_opponent_may_add_a_don(real_pool):
    st = turn(6, 2)
    small = add(st, real_pool, VANILLA_1, 1, "characters")  # cost 1
    big = add(st, real_pool, VANILLA_8, 1, "characters")
    st, _u = play(st, real_pool, "OP12-075")
    assert str(big) not in option_ids(st)  # cost 3 or less
    st = choose(st, small)
    assert st.table.cards[small].zone == "trash"
    # 8-4-4: the opponent decides whether to add the DON!!
    assert st.pending[0].player == 1 and sorted(option_ids(st)) == ["0", "1"]
    st = choose(st, "1", player=1)
    cost_area = [st.table.cards[u] for u in st.table.zone(1, "cost_area")]
    assert len(cost_area) == 3 and not any(c.tapped for c in cost_area)


def test_op12_075_ms_all_sunday_the_opponent_may_decline_and_the_ko_is_up_to_1(real_pool):
    st = turn(6, 2)
    small = add(st, real_pool, VANILLA_1, 1, "characters")
    st, _u = play(st, real_pool, "OP12-075")
    st = choose(st)  # up to 1: none (1-3-5-1)
    assert st.table.cards[small].zone == "characters"
    st = choose(st, "0", player=1)
    assert len(st.table.zone(1, "cost_area")) == 2 and not st.pending



def test_op17_061_lead_performers_trashes_itself_to_play_king_queen_or_jack(real_pool):
    st = turn()
    lead = add(st, real_pool, "OP17-061", 0, "characters")
    other = add(st, real_pool, VANILLA_1, 0, "hand")
    king = add(st, real_pool, "OP01-096", 0, "hand")
    queen = add(st, real_pool, "OP01-097", 0, "hand")
    st = act(st, "activate", uid=lead, ability=1)
    assert st.table.cards[lead].zone == "trash"  # the cost: trash this Character
    assert sorted(option_ids(st)) == sorted([str(king), str(queen)]) and str(other) not in option_ids(st)
    st = choose(st, queen)
    assert st.table.cards[queen].zone == "characters"


def test_op17_061_lead_performers_may_play_none(real_pool):
    st = turn()
    lead = add(st, real_pool, "OP17-061", 0, "characters")
    king = add(st, real_pool, "OP01-096", 0, "hand")
    st = act(st, "activate", uid=lead, ability=1)
    st = choose(st)  # up to 1: none (1-3-5-1)
    assert st.table.cards[king].zone == "hand" and st.table.cards[lead].zone == "trash"


# --- EB03 (Alvida) ---------------------------------------------------------------------------------

def test_eb03_021_alvida_places_an_opponents_4000_and_any_base_cost_3_at_the_bottom(real_pool):
    st = turn()
    cost = hand_of(st, 0, 1)
    nami = add(st, real_pool, "OP01-016", 1, "characters")  # 2000 base power, cost 1
    big = add(st, real_pool, VANILLA_8, 1, "characters")  # 10000, cost 8
    own = add(st, real_pool, VANILLA_1, 0, "characters")  # cost 1: "up to 1 Character" is either player's
    st, _u = play(st, real_pool, "EB03-021")
    st = choose(st, "yes")
    st = choose(st, cost[0])
    assert st.table.cards[cost[0]].zone == "trash"
    assert option_ids(st) == [str(nami)]  # the opponent's, 4000 base power or less
    st = choose(st, nami)
    assert sorted(option_ids(st)) == [str(own)] and str(big) not in option_ids(st)
    st = choose(st, own)
    assert st.table.zone(1, "deck")[-1] == nami and st.table.zone(0, "deck")[-1] == own  # the owner's deck


def test_eb03_021_alvida_without_the_cost_does_nothing(real_pool):
    st = turn()
    hand_of(st, 0, 1)
    nami = add(st, real_pool, "OP01-016", 1, "characters")
    st, _u = play(st, real_pool, "EB03-021")
    st = choose(st, "no")
    assert st.table.cards[nami].zone == "characters" and not st.pending


# --- P (Crocodile, Teach) --------------------------------------------------------------------------

def test_p_082_crocodile_bottoms_a_2000_power_character_with_a_cross_guild_or_baroque_works_leader(real_pool):
    for lead in ("OP09-042", "OP01-062"):  # Buggy {Cross Guild}; Crocodile {Baroque Works} (8-3-2: "or")
        st = turn()
        set_leader(st, real_pool, 0, lead)
        nami = add(st, real_pool, "OP01-016", 1, "characters")  # 2000 power
        strong = add(st, real_pool, VANILLA_1, 1, "characters")  # 3000 power
        st, _u = play(st, real_pool, "P-082")
        assert option_ids(st) == [str(nami)] and str(strong) not in option_ids(st)
        st = choose(st, nami)
        assert st.table.zone(1, "deck")[-1] == nami


def test_p_082_crocodile_needs_the_leader_type_and_may_choose_none(real_pool):
    st = turn()  # the fixture Leader has neither type
    nami = add(st, real_pool, "OP01-016", 1, "characters")
    st, _u = play(st, real_pool, "P-082")
    assert not st.pending and st.table.cards[nami].zone == "characters"
    st = turn()
    set_leader(st, real_pool, 0, "OP09-042")
    nami = add(st, real_pool, "OP01-016", 1, "characters")
    st, _u = play(st, real_pool, "P-082")
    st = choose(st)  # up to 1: none (1-3-5-1)
    assert st.table.cards[nami].zone == "characters"


def test_p_100_teach_negates_the_opponents_leader_and_characters_during_this_turn(real_pool):
    st = turn()
    teach = add(st, real_pool, "P-100", 0, "characters")
    theirs = [add(st, real_pool, VANILLA_1, 1, "characters") for _ in range(2)]
    st = attack_leader(st, teach)
    their_leader = leader(st, 1)
    assert all(board.negated(st, u) for u in (their_leader, *theirs))
    assert not board.negated(st, teach) and not board.negated(st, leader(st, 0))
    while st.pending:
        st = choose(st, "done" if "done" in option_ids(st) else option_ids(st)[-1], player=st.pending[0].player)
    st = end_turn(st)  # 6-6-1-1: "during this turn" ends
    assert not any(board.negated(st, u) for u in (their_leader, *theirs))


def test_eb03_061_uta_sets_a_don_active_then_rests_an_opponents_don_or_cost_4_character(real_pool):
    st = turn(0, 2)
    give_don(st, 0, 2, rested=True)
    uta = add(st, real_pool, "EB03-061", 0, "characters")
    small = add(st, real_pool, VANILLA_1, 1, "characters")
    big = add(st, real_pool, VANILLA_8, 1, "characters")
    their_don = list(st.table.zone(1, "cost_area"))
    st = act(st, "activate", uid=uta, ability=0)
    assert option_ids(st) == ["0", "1"]  # up to 1 (1-3-5-1)
    st = choose(st, 1)
    assert sum(not st.table.cards[u].tapped for u in st.table.zone(0, "cost_area")) == 1
    assert sorted(option_ids(st)) == sorted(map(str, [small, *their_don])) and str(big) not in option_ids(st)
    st = choose(st, their_don[0])
    assert st.table.cards[their_don[0]].tapped
    refused(st, "activate", "10-2-13-3", uid=uta, ability=0)  # [Once Per Turn]


def test_eb03_061_uta_may_do_neither(real_pool):
    st = turn(0, 2)
    give_don(st, 0, 1, rested=True)
    uta = add(st, real_pool, "EB03-061", 0, "characters")
    small = add(st, real_pool, VANILLA_1, 1, "characters")
    st = act(st, "activate", uid=uta, ability=0)
    st = choose(st, 0)
    st = choose(st)  # up to 1: none
    assert not st.table.cards[small].tapped and st.table.cards[st.table.zone(0, "cost_area")[0]].tapped


def test_op12_098_hair_removal_fist_adds_2000_more_with_a_revolutionary_army_cost_8(real_pool):
    def chars(number: str):
        return lambda st: add(st, real_pool, number, 0, "characters")
    assert counter_power(real_pool, "OP12-098", chars("OP07-015")) == 4000  # Dragon: {Revolutionary Army}, cost 8
    assert counter_power(real_pool, "OP12-098", chars("OP02-051")) == 2000  # Ivankov: cost 7


def test_op12_116_we_will_ring_the_bell_adds_up_to_2_shandian_characters_or_noland(real_pool):
    st = turn()
    genbo = add(st, real_pool, "OP06-105", 0, "deck")  # {Shandian Warrior} Character
    noland = add(st, real_pool, "OP08-109", 0, "deck")
    reject = add(st, real_pool, "OP06-116", 0, "deck")  # {Shandian Warrior} Event: not a Character card
    other = add(st, real_pool, VANILLA_1, 0, "deck")
    braham = add(st, real_pool, "OP06-111", 0, "deck")  # top card
    st, _ev = play(st, real_pool, "OP12-116")
    assert sorted(option_ids(st)) == sorted(map(str, [genbo, noland, braham]))
    assert str(reject) not in option_ids(st) and str(other) not in option_ids(st)
    st = choose(st, genbo, noland)  # a total of up to 2
    assert st.table.cards[genbo].zone == "hand" and st.table.cards[noland].zone == "hand"
    while st.pending:
        st = choose(st, *option_ids(st)[:1])
    assert set(st.table.zone(0, "deck")[-3:]) == {braham, reject, other}


def test_op12_116_may_add_none(real_pool):
    st = turn()
    genbo = add(st, real_pool, "OP06-105", 0, "deck")
    st, _ev = play(st, real_pool, "OP12-116")
    st = choose(st)  # up to 2: none (1-3-5-1)
    while st.pending:
        st = choose(st, *option_ids(st)[:1])
    assert st.table.cards[genbo].zone == "deck"


# --- OP15 (Nami, Yama) -----------------------------------------------------------------------------

def test_op15_086_nami_plays_a_straw_hat_cost_7_from_the_trash_with_rush(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, "OP01-001")  # Zoro: {Straw Hat Crew}
    zoro = add(st, real_pool, "OP17-035", 0, "trash")  # cost 7
    sanji = add(st, real_pool, "OP16-086", 0, "trash")  # cost 8
    st, _u = play(st, real_pool, "OP15-086")
    assert option_ids(st) == [str(zoro)] and str(sanji) not in option_ids(st)
    st = choose(st, zoro)
    assert st.table.cards[zoro].zone == "characters" and "Rush" in board.keywords(st, zoro)
    st = end_turn(st)
    assert "Rush" not in board.keywords(st, zoro)  # during this turn (6-6-1-1)


def test_op15_086_nami_needs_a_straw_hat_leader_and_may_play_none(real_pool):
    st = turn()  # the fixture Leader
    zoro = add(st, real_pool, "OP17-035", 0, "trash")
    st, _u = play(st, real_pool, "OP15-086")
    assert not st.pending and st.table.cards[zoro].zone == "trash"
    st = turn()
    set_leader(st, real_pool, 0, "OP01-001")
    zoro = add(st, real_pool, "OP17-035", 0, "trash")
    st, _u = play(st, real_pool, "OP15-086")
    st = choose(st)
    assert st.table.cards[zoro].zone == "trash" and not st.pending


def test_op15_073_yama_plays_heavenly_warriors_or_a_cost_1_vassal_from_the_hand(real_pool):
    st = turn()
    warriors = add(st, real_pool, "OP15-068", 0, "hand")
    ohm = add(st, real_pool, "OP15-061", 0, "hand")  # {Vassals}, cost 1
    shura = add(st, real_pool, "OP05-106", 0, "hand")  # {Vassals}, cost 2
    other = add(st, real_pool, VANILLA_1, 0, "hand")  # cost 1, not a {Vassals}
    st, _u = play(st, real_pool, "OP15-073")
    assert sorted(option_ids(st)) == sorted(map(str, [warriors, ohm]))
    assert str(shura) not in option_ids(st) and str(other) not in option_ids(st)
    st = choose(st, ohm)
    assert st.table.cards[ohm].zone == "characters"
    st = turn()
    ohm = add(st, real_pool, "OP15-061", 0, "hand")
    st, _u = play(st, real_pool, "OP15-073")
    st = choose(st)  # up to 1: none
    assert st.table.cards[ohm].zone == "hand"


# --- OP17 (Oden) -----------------------------------------------------------------------------------

def test_op17_007_oden_plays_a_wano_or_whitebeard_character_of_6000_power_or_less(real_pool):
    for lead in ("OP02-001", "OP01-031"):  # Leader [Edward.Newgate]; Leader {Land of Wano} (8-3-2: "or")
        st = turn()
        set_leader(st, real_pool, 0, lead)
        wano = add(st, real_pool, "OP01-100", 0, "hand")  # {Land of Wano}, 3000
        atmos = add(st, real_pool, "OP02-003", 0, "hand")  # {Whitebeard Pirates}, 6000
        kingdew = add(st, real_pool, "OP02-006", 0, "hand")  # {Whitebeard Pirates}, 7000
        other = add(st, real_pool, VANILLA_1, 0, "hand")
        st, _u = play(st, real_pool, "OP17-007")
        assert sorted(option_ids(st)) == sorted(map(str, [wano, atmos]))
        assert str(kingdew) not in option_ids(st) and str(other) not in option_ids(st)
        st = choose(st, atmos)
        assert st.table.cards[atmos].zone == "characters"


def test_op17_007_oden_needs_the_leader_and_may_play_none(real_pool):
    st = turn()  # the fixture Leader
    atmos = add(st, real_pool, "OP02-003", 0, "hand")
    st, _u = play(st, real_pool, "OP17-007")
    assert not st.pending and st.table.cards[atmos].zone == "hand"
    st = turn()
    set_leader(st, real_pool, 0, "OP02-001")
    atmos = add(st, real_pool, "OP02-003", 0, "hand")
    st, _u = play(st, real_pool, "OP17-007")
    st = choose(st)
    assert st.table.cards[atmos].zone == "hand"


# --- OP16 ------------------------------------------------------------------------------------------

def test_op16_057_captain_buggy_adds_4000_with_2_prisoners_of_impel_down(real_pool):
    for n, gain in ((2, 4000), (1, 0)):  # 8-3-2: the condition is read when the effect resolves
        st = turn(0, 0, n=4)
        give_don(st, 0, 3)
        for _ in range(n):
            add(st, real_pool, "OP16-042", 0, "characters")
        att = add(st, real_pool, VANILLA_8, 1, "characters")
        ev = add(st, real_pool, "OP16-057", 0, "hand")
        lead = leader(st, 0)
        st = act(st, "attack", attacker=att, target=lead)
        while pending_kind(st) == "block":
            st = choose(st, option_ids(st)[-1])
        st = act(st, "play", player=0, uid=ev)
        if gain:
            assert str(lead) in option_ids(st)
            st = choose(st, lead)
        else:
            assert pending_kind(st) == "counter"  # nothing to choose: back to the counter step
        assert board.power(st, lead) == 5000 + gain


# --- EB04 ------------------------------------------------------------------------------------------

def test_eb04_007_zoro_gains_rush_character_when_the_opponent_has_an_8000_power_character(real_pool):
    st = turn()
    zoro = add(st, real_pool, "EB04-007", 0, "characters", entered_turn=3)  # played this turn
    big = add(st, real_pool, VANILLA_8, 1, "characters", tapped=True)  # 10000 power, rested
    refused(st, "attack", "3-7-4", attacker=zoro, target=big)  # no Rush yet: not the turn it was played
    st = act(st, "activate", uid=zoro, ability=1)
    assert "Rush: Character" in board.keywords(st, zoro)
    refused(st, "attack", "10-1-1-1", attacker=zoro, target=leader(st, 1))  # [Rush: Character]: Characters only
    refused(st, "activate", "10-2-13-3", uid=zoro, ability=1)  # [Once Per Turn]
    st = act(st, "attack", attacker=zoro, target=big)
    assert st.battle is not None


def test_eb04_007_zoro_needs_an_8000_power_character(real_pool):
    st = turn()
    zoro = add(st, real_pool, "EB04-007", 0, "characters", entered_turn=3)
    add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)  # 3000 power
    st = act(st, "activate", uid=zoro, ability=1)
    assert "Rush: Character" not in board.keywords(st, zoro)


def test_op16_005_thatch_costs_3_less_with_a_whitebeard_character_of_8000_power(real_pool):
    # 2-7-1: the cost paid is the cost after the reduction; one Character must meet both
    for chars, reduced in ((["OP02-007"], True),  # Thatch: {Whitebeard Pirates}, 8000
                           (["OP02-006", VANILLA_8], False)):  # Kingdew (7000) and John Giant (no type): neither meets both
        st = turn(5)
        for number in chars:
            add(st, real_pool, number, 0, "characters")
        thatch = add(st, real_pool, "OP16-005", 0, "hand")
        assert board.play_price(st, thatch) == (5 if reduced else 8)


def test_op16_001_ace_gives_rush_to_a_luffy_or_whitebeard_character_of_8000_power(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, "OP16-001")
    luffy = add(st, real_pool, "OP04-014", 0, "characters", entered_turn=3)  # [Monkey.D.Luffy], 9000
    thatch = add(st, real_pool, "OP02-007", 0, "characters", entered_turn=3)  # {Whitebeard Pirates}, 8000
    kingdew = add(st, real_pool, "OP02-006", 0, "characters", entered_turn=3)  # {Whitebeard Pirates}, 7000
    giant = add(st, real_pool, VANILLA_8, 0, "characters", entered_turn=3)  # 10000, neither
    st = act(st, "activate", uid=leader(st, 0), ability=0)
    assert sorted(option_ids(st)) == sorted(map(str, [luffy, thatch]))
    assert str(kingdew) not in option_ids(st) and str(giant) not in option_ids(st)
    st = choose(st, thatch)
    assert "Rush" in board.keywords(st, thatch) and "Rush" not in board.keywords(st, luffy)
    refused(st, "activate", "10-2-13-3", uid=leader(st, 0), ability=0)  # [Once Per Turn]
    st = act(st, "attack", attacker=thatch, target=leader(st, 1))
    assert st.battle is not None


def test_op16_001_ace_may_choose_none(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, "OP16-001")
    thatch = add(st, real_pool, "OP02-007", 0, "characters", entered_turn=3)
    st = act(st, "activate", uid=leader(st, 0), ability=0)
    st = choose(st)  # up to 1: none (1-3-5-1)
    assert "Rush" not in board.keywords(st, thatch)
