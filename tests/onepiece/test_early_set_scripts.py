"""The per-card scripts of the early sets (cards/scripts/OP01–OP04.toml, ST01–ST22.toml), each card
played with real cards in an engine game, clause by clause: costs (8-3-1), "up to" allowing 0
(1-3-5-1), "you may" (8-1-2), conditions (8-3-2), durations (6-6-1-1) and "that card" (the chosen card);
and the ops of engine.onepiece.ops_extra: a deck shuffled (3-2-4), the opponent returning DON!!
(10-2-10-1), a look at the top Life card of either player (3-10-2), cards of a hand picked face down by
the other player (8-4-4-2), "Your opponent chooses one:" (8-4-4), one's own Life cards looked at, one placed
on the deck, the rest put back in any order (3-10-2, 1-3-8). OP01-096, OP03-018, OP03-108, OP04-071,
OP04-116 and ST07-004 are read by the templates now; their tests here play them all the same."""

from __future__ import annotations

import pytest

from engine.core import Modifier
from engine.onepiece import board, resolve
from engine.onepiece.game import ENGINE
from engine.onepiece.state import OPState

from .helpers import (
    VANILLA_1,
    VANILLA_8,
    act,
    attacked,
    battle_ko,
    choose,
    clear,
    give_don,
    hand_of,
    ko_by_effect,
    leader,
    life_of,
    needs_npm,
    option_ids,
    peek_setup,
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
from .helpers import (
    set_real_leader as set_leader,
)
from .helpers import (
    turn_with_don as turn,
)

pytestmark = needs_npm


def rested_don(st: OPState, player: int) -> int:
    return sum(st.table.cards[u].tapped for u in st.table.zone(player, "cost_area"))


def given(st: OPState, uid: int) -> int:
    """DON!! cards given to ``uid``."""
    return len(board.attached(st, uid))


# --- OP01 ------------------------------------------------------------------------------------------

def test_op01_003_luffy_sets_a_supernovas_or_straw_hat_active_and_it_gains_1000(real_pool):
    st = turn(4)
    lead = set_leader(st, real_pool, 0, "OP01-003")
    zoro = add(st, real_pool, "OP01-025", 0, "characters", tapped=True)  # {Supernovas}/{Straw Hat Crew}, cost 3
    add(st, real_pool, VANILLA_8, 0, "characters", tapped=True)  # cost 8: not a candidate
    st = act(st, "activate", uid=lead, ability=0)
    assert rested_don(st, 0) == 4  # ④ (8-3-1-5)
    assert option_ids(st) == [str(zoro)]
    st = choose(st, zoro)
    assert not st.table.cards[zoro].tapped and board.power(st, zoro) == 5000 + 1000


def test_op01_003_luffy_up_to_one_may_choose_none(real_pool):
    st = turn(4)
    lead = set_leader(st, real_pool, 0, "OP01-003")
    zoro = add(st, real_pool, "OP01-025", 0, "characters", tapped=True)
    st = act(st, "activate", uid=lead, ability=0)
    st = choose(st)  # 1-3-5-1: "up to 1" allows 0
    assert st.table.cards[zoro].tapped and board.power(st, zoro) == 5000


def test_op01_013_sanji_pays_a_life_gains_2000_and_up_to_two_rested_don(real_pool):
    st = turn(0)
    give_don(st, 0, 3, rested=True)
    sanji = add(st, real_pool, "OP01-013", 0, "characters")
    life = len(st.table.zone(0, "life"))
    st = act(st, "activate", uid=sanji, ability=0)
    if pending_kind(st) == "pay":
        st = choose(st, "yes")
    assert len(st.table.zone(0, "life")) == life - 1
    assert board.power(st, sanji) == 3000 + 2000
    assert option_ids(st) == ["0", "1", "2"]  # up to 2 (1-3-5-1)
    st = choose(st, 1)
    assert given(st, sanji) == 1 and board.power(st, sanji) == 3000 + 2000 + 1000


def test_op01_029_radical_beam_adds_2000_more_with_2_or_less_life(real_pool):
    for life, power in ((2, 5000 + 4000), (3, 5000 + 2000)):
        st, lead, _att = attacked(real_pool, "OP01-029")
        while len(st.table.zone(0, "life")) > life:
            st.table.move(st.table.zone(0, "life")[0], "trash", player=0)
        st = choose(st, lead)
        assert board.power(st, lead) == power


def test_op01_031_oden_trashes_a_wano_card_to_set_up_to_two_don_active(real_pool):
    st = turn(0)
    give_don(st, 0, 3, rested=True)
    lead = set_leader(st, real_pool, 0, "OP01-031")
    clear(st, 0, "hand")
    wano = add(st, real_pool, "OP01-025", 0, "hand")  # Zoro: not {Land of Wano}
    kiku = add(st, real_pool, "OP01-041", 0, "hand")  # Kouzuki Momonosuke: {Land of Wano}
    st = act(st, "activate", uid=lead, ability=0)
    while pending_kind(st) in ("pay", "cost"):
        st = choose(st, "yes") if pending_kind(st) == "pay" else choose(st, kiku)
    assert st.table.cards[kiku].zone == "trash" and st.table.cards[wano].zone == "hand"
    assert option_ids(st) == ["0", "1", "2"]
    st = choose(st, 2)
    assert rested_don(st, 0) == 1


def test_op01_047_law_returns_your_character_to_play_a_cost_3_or_less(real_pool):
    st = turn(5)
    mine = add(st, real_pool, VANILLA_8, 0, "characters")
    small = add(st, real_pool, "OP01-025", 0, "hand")  # cost 3
    big = add(st, real_pool, VANILLA_8, 0, "hand")
    st, _law = play(st, real_pool, "OP01-047")
    if pending_kind(st) == "pay":
        st = choose(st, "yes")
    if pending_kind(st) == "cost":
        assert str(mine) in option_ids(st)
        st = choose(st, mine)
    assert st.table.cards[mine].zone == "hand"
    assert str(big) not in option_ids(st) and str(small) in option_ids(st)
    st = choose(st, small)
    assert st.table.cards[small].zone == "characters"


def test_op01_096_king_kos_a_cost_3_and_a_cost_2(real_pool):
    st = turn(7)
    a = add(st, real_pool, "OP01-025", 1, "characters")  # cost 3
    b = add(st, real_pool, VANILLA_1, 1, "characters")  # cost 1
    c = add(st, real_pool, VANILLA_8, 1, "characters")  # cost 8: never
    st, _king = play(st, real_pool, "OP01-096")
    if pending_kind(st) == "pay":
        st = choose(st, "yes")
    assert board.don_on_field(st, 0) == 0 + 5  # 7 rested to play, DON!! -2 returns 2 (10-2-10)
    assert str(c) not in option_ids(st)
    st = choose(st, a)
    assert option_ids(st) == [str(b)]
    st = choose(st)  # the second "up to 1": none
    assert st.table.cards[a].zone == "trash" and st.table.cards[b].zone == "characters"


def test_op01_115_marchoo_kos_and_adds_up_to_one_active_don(real_pool):
    st = turn(4)
    foe = add(st, real_pool, VANILLA_1, 1, "characters")
    st, _ev = play(st, real_pool, "OP01-115")
    st = choose(st, foe)
    assert st.table.cards[foe].zone == "trash"
    assert option_ids(st) == ["0", "1"]
    st = choose(st, 0)  # up to 1: none taken
    assert board.don_on_field(st, 0) == 4


# --- OP02 ------------------------------------------------------------------------------------------

def test_op02_049_ivankov_draws_two_at_end_of_turn_only_with_an_empty_hand(real_pool):
    for hand, drawn in ((0, 2), (1, 0)):
        st = turn()
        set_leader(st, real_pool, 0, "OP02-049")
        clear(st, 0, "hand")
        for _ in range(hand):
            put(st, 0, "FX01-003", "hand")
        st = act(st, "end_turn")
        assert len(st.table.zone(0, "hand")) == hand + drawn


def test_op02_052_cabaji_draws_and_trashes_only_with_mohji(real_pool):
    st = turn()
    hand = len(st.table.zone(0, "hand"))
    st, _c = play(st, real_pool, "OP02-052")
    assert len(st.table.zone(0, "hand")) == hand and not st.pending  # no [Mohji]: nothing
    st = turn()
    add(st, real_pool, "OP02-060", 0, "characters")
    hand = len(st.table.zone(0, "hand"))
    st, _c = play(st, real_pool, "OP02-052")
    assert len(st.table.zone(0, "hand")) == hand + 2
    st = choose(st, st.table.zone(0, "hand")[0])
    assert len(st.table.zone(0, "hand")) == hand + 1


def test_op02_074_saldeath_gives_blocker_to_your_blugori_only(real_pool):
    st = turn()
    mine = add(st, real_pool, "OP02-084", 0, "characters")
    theirs = add(st, real_pool, "OP02-084", 1, "characters")
    assert "Blocker" not in board.keywords(st, mine)
    add(st, real_pool, "OP02-074", 0, "characters")
    assert "Blocker" in board.keywords(st, mine) and "Blocker" not in board.keywords(st, theirs)


def test_op02_100_jango_cannot_be_kod_in_battle_while_you_have_fullbody(real_pool):
    for with_fullbody in (False, True):
        st = turn()
        jango = add(st, real_pool, "OP02-100", 1, "characters", tapped=True)
        if with_fullbody:
            add(st, real_pool, "OP02-111", 1, "characters")
        att = add(st, real_pool, VANILLA_8, 0, "characters")
        st = act(st, "attack", attacker=att, target=jango)
        while st.battle is not None and pending_kind(st) in ("block", "counter"):
            st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
        # 7-1-4-2: the losing Character is K.O.'d unless something forbids it (1-3-3)
        assert st.table.cards[jango].zone == ("characters" if with_fullbody else "trash")


def test_op02_111_fullbody_gains_3000_when_attacking_with_jango(real_pool):
    for with_jango, power in ((False, 3000), (True, 6000)):
        st = turn()
        fb = add(st, real_pool, "OP02-111", 0, "characters")
        if with_jango:
            add(st, real_pool, "OP02-100", 0, "characters")
        st = act(st, "attack", attacker=fb, target=leader(st, 1))
        assert board.power(st, fb) == power


def test_op02_114_borsalino_gains_1000_and_no_ko_by_effects_on_the_opponents_turn(real_pool):
    st = turn()
    bors = add(st, real_pool, "OP02-114", 0, "characters")
    assert board.power(st, bors) == 5000 and "Cannot Be K.O.'d By Effects" not in board.keywords(st, bors)
    st = to_turn(st, 4)
    assert board.power(st, bors) == 6000 and "Cannot Be K.O.'d By Effects" in board.keywords(st, bors)


def test_op02_120_uta_gives_leader_and_characters_1000_until_your_next_turn(real_pool):
    st = turn(8)
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    st, uta = play(st, real_pool, "OP02-120")
    if pending_kind(st) == "pay":
        st = choose(st, "yes")
    lead = leader(st, 0)
    assert board.don_on_field(st, 0) == 6  # DON!! -2 (10-2-10)
    assert (board.power(st, lead), board.power(st, other), board.power(st, uta)) == (6000, 4000, 9000)
    st = to_turn(st, 4)
    assert board.power(st, lead) == 6000  # still on the opponent's turn
    st = to_turn(st, 5)
    assert board.power(st, lead) == 5000  # ends when your next turn starts


# --- OP03 ------------------------------------------------------------------------------------------

def test_op03_016_flame_emperor_with_ace_kos_and_gives_double_attack_and_3000(real_pool):
    st = turn(7)
    lead = set_leader(st, real_pool, 0, "OP03-001")
    foe = add(st, real_pool, VANILLA_8, 1, "characters")  # 10000: not a candidate
    small = add(st, real_pool, VANILLA_1, 1, "characters")
    st, _ev = play(st, real_pool, "OP03-016")
    assert option_ids(st) == [str(small)] and str(foe) not in option_ids(st)
    st = choose(st, small)
    assert st.table.cards[small].zone == "trash"
    assert "Double Attack" in board.keywords(st, lead) and board.power(st, lead) == 8000


def test_op03_016_flame_emperor_without_ace_does_nothing(real_pool):
    st = turn(7)
    lead = leader(st, 0)
    small = add(st, real_pool, VANILLA_1, 1, "characters")
    st, _ev = play(st, real_pool, "OP03-016")
    assert st.table.cards[small].zone == "characters" and board.power(st, lead) == 5000
    assert "Double Attack" not in board.keywords(st, lead)


def test_op03_018_fire_fist_trashes_an_event_to_ko_two(real_pool):
    st = turn(3)
    clear(st, 0, "hand")
    other = add(st, real_pool, "OP03-016", 0, "hand")  # an Event to trash
    a = add(st, real_pool, "OP01-025", 1, "characters")  # 5000
    b = add(st, real_pool, VANILLA_1, 1, "characters")  # 3000
    st, _ev = play(st, real_pool, "OP03-018")
    while pending_kind(st) in ("pay", "cost"):
        st = choose(st, "yes") if pending_kind(st) == "pay" else choose(st, other)
    assert st.table.cards[other].zone == "trash"
    st = choose(st, a)
    assert option_ids(st) == [str(b)]  # 4000 or less
    st = choose(st, b)
    assert st.table.cards[a].zone == st.table.cards[b].zone == "trash"


def test_op03_047_zeff_returns_up_to_one_and_may_mill_two(real_pool):
    st = turn()
    foe = add(st, real_pool, VANILLA_1, 1, "characters")
    deck = len(st.table.zone(0, "deck"))
    st, _z = play(st, real_pool, "OP03-047")
    st = choose(st, foe)
    assert st.table.cards[foe].zone == "hand"
    st = choose(st, "no")  # 8-1-2: "you may"
    assert len(st.table.zone(0, "deck")) == deck
    st = turn()
    st, _z = play(st, real_pool, "OP03-047")
    if pending_kind(st) == "target":
        st = choose(st)
    st = choose(st, "yes")
    assert len(st.table.zone(0, "deck")) == deck - 2


def test_op03_054_trigger_draws_and_may_mill_one(real_pool):
    st = turn(n=4)  # P2 attacks P1, whose top Life card is the Event
    clear(st, 0, "life")
    add(st, real_pool, "OP03-054", 0, "life")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    hand, deck = len(st.table.zone(0, "hand")), len(st.table.zone(0, "deck"))
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    while pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    assert pending_kind(st) == "life"
    st = choose(st, "activate")
    assert len(st.table.zone(0, "hand")) == hand + 1
    st = choose(st, "yes")
    assert len(st.table.zone(0, "deck")) == deck - 2


def test_op03_094_air_door_plays_a_cp_character_and_trashes_the_rest(real_pool):
    st = turn(4)
    set_leader(st, real_pool, 0, "OP03-076")  # {CP9}
    cp = add(st, real_pool, "OP03-082", 0, "deck")
    for _ in range(4):
        add(st, real_pool, VANILLA_1, 0, "deck")
    trash = len(st.table.zone(0, "trash"))
    st, _ev = play(st, real_pool, "OP03-094")
    assert option_ids(st) == [str(cp)]
    st = choose(st, cp)
    assert st.table.cards[cp].zone == "characters"
    assert len(st.table.zone(0, "trash")) == trash + 4 + 1  # the other 4 and the Event itself


def test_op03_094_air_door_needs_a_cp_leader(real_pool):
    st = turn(4)
    deck = len(st.table.zone(0, "deck"))
    st, _ev = play(st, real_pool, "OP03-094")
    assert not st.pending and len(st.table.zone(0, "deck")) == deck


def test_op03_108_cracker_has_double_attack_and_1000_with_less_life_and_a_don(real_pool):
    st = turn()
    cracker = add(st, real_pool, "OP03-108", 0, "characters")
    for p, n in ((0, 2), (1, 3)):
        clear(st, p, "life")
        for _ in range(n):
            put(st, p, "FX01-003", "life")
    assert board.power(st, cracker) == 5000 and "Double Attack" not in board.keywords(st, cracker)  # [DON!! x1] not met
    board.give_don(st, board.active_don(st, 0)[0], cracker)
    assert "Double Attack" in board.keywords(st, cracker) and board.power(st, cracker) == 5000 + 1000 + 1000
    clear(st, 1, "life")
    put(st, 1, "FX01-003", "life")  # 2 each: no longer less
    put(st, 1, "FX01-003", "life")
    assert "Double Attack" not in board.keywords(st, cracker) and board.power(st, cracker) == 6000


# --- OP04 ------------------------------------------------------------------------------------------

def test_op04_001_vivi_draws_and_gives_up_to_one_character_rush(real_pool):
    st = turn(2)
    lead = set_leader(st, real_pool, 0, "OP04-001")
    mine = add(st, real_pool, VANILLA_1, 0, "characters", entered_turn=3)
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "activate", uid=lead, ability=1)
    assert len(st.table.zone(0, "hand")) == hand + 1 and rested_don(st, 0) == 2
    st = choose(st, mine)
    assert "Rush" in board.keywords(st, mine)


def test_op04_043_ulti_returns_to_hand_or_bottom_of_deck(real_pool):
    for mode, zone in (("1", "hand"), ("2", "deck")):
        st = turn()
        ulti = add(st, real_pool, "OP04-043", 0, "characters")
        board.give_don(st, board.active_don(st, 0)[0], ulti)
        foe = add(st, real_pool, VANILLA_1, 1, "characters")
        st = act(st, "attack", attacker=ulti, target=leader(st, 1))
        st = choose(st, mode)
        st = choose(st, foe)
        assert st.table.cards[foe].zone == zone
        if zone == "deck":
            assert st.table.zone(1, "deck")[-1] == foe  # the bottom


def test_op04_044_kaido_returns_up_to_two(real_pool):
    st = turn()
    big = add(st, real_pool, VANILLA_8, 1, "characters")
    small = add(st, real_pool, VANILLA_1, 1, "characters")
    st, _k = play(st, real_pool, "OP04-044")
    st = choose(st, big)
    st = choose(st)  # the second "up to 1": none
    assert st.table.cards[big].zone == "hand" and st.table.cards[small].zone == "characters"


def test_op04_046_queen_adds_up_to_two_plague_rounds_or_ice_oni(real_pool):
    st = turn()
    set_leader(st, real_pool, 0, "OP04-040")  # {Animal Kingdom Pirates}
    pr = add(st, real_pool, "OP04-055", 0, "deck")
    oni = add(st, real_pool, "OP04-047", 0, "deck")
    for _ in range(5):
        add(st, real_pool, VANILLA_1, 0, "deck")
    st, _q = play(st, real_pool, "OP04-046")
    assert sorted(option_ids(st)) == sorted([str(pr), str(oni)])
    st = choose(st, pr, oni)
    assert st.table.cards[pr].zone == st.table.cards[oni].zone == "hand"


def test_op04_046_queen_needs_an_animal_kingdom_leader(real_pool):
    st = turn()
    deck = list(st.table.zone(0, "deck"))
    st, _q = play(st, real_pool, "OP04-046")
    assert not st.pending and list(st.table.zone(0, "deck")) == deck


def test_op04_071_mr4_returns_a_don_to_gain_blocker_and_1000_for_the_battle(real_pool):
    st = turn(0, 2, n=4)
    mr4 = add(st, real_pool, "OP04-071", 0, "characters")
    give_don(st, 0, 1)
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    while pending_kind(st) == "pay":
        st = choose(st, "yes")
    assert board.don_on_field(st, 0) == 0
    assert "Blocker" in board.keywords(st, mr4) and board.power(st, mr4) == 7000


def test_op04_094_trueno_bastardo_reaches_cost_6_with_15_in_trash(real_pool):
    for trash, pick in ((0, False), (15, True)):
        st = turn(4)
        for _ in range(trash):
            put(st, 0, "FX01-003", "trash")
        mid = add(st, real_pool, "OP01-096", 1, "characters")  # King: cost 7, never
        five = add(st, real_pool, "OP04-046", 1, "characters")  # Queen: cost 4
        six = add(st, real_pool, "OP01-047", 1, "characters")  # Law: cost 5
        st, _ev = play(st, real_pool, "OP04-094")
        ids = option_ids(st)
        assert str(five) in ids and (str(six) in ids) == pick and str(mid) not in ids


def test_op04_095_barrier_adds_2000_more_with_15_in_trash(real_pool):
    for trash, power in ((14, 7000), (15, 9000)):
        st, lead, _att = attacked(real_pool, "OP04-095")
        for _ in range(trash - len(st.table.zone(0, "trash"))):
            put(st, 0, "FX01-003", "trash")
        st = choose(st, lead)
        assert board.power(st, lead) == power


def test_op04_116_joue_shot_kos_with_4_or_less_total_life(real_pool):
    for lives, kos in ((5, False), (4, True)):
        st, lead, _att = attacked(real_pool, "OP04-116")
        foe = add(st, real_pool, VANILLA_1, 1, "characters")
        for p in (0, 1):
            clear(st, p, "life")
        for i in range(lives):
            put(st, i % 2, "FX01-003", "life")
        st = choose(st, lead)
        assert board.power(st, lead) == 11000
        if kos:
            st = choose(st, foe)
        assert (st.table.cards[foe].zone == "trash") == kos


# --- ST01–ST22 -------------------------------------------------------------------------------------

def test_st01_001_luffy_gives_up_to_one_rested_don_to_leader_or_character(real_pool):
    for amount in (1, 0):
        st = turn(0)
        give_don(st, 0, 2, rested=True)
        lead = set_leader(st, real_pool, 0, "ST01-001")
        mine = add(st, real_pool, VANILLA_1, 0, "characters")
        st = act(st, "activate", uid=lead, ability=0)
        assert option_ids(st) == ["0", "1"]  # 1-3-5-1
        st = choose(st, amount)
        if amount:
            assert sorted(option_ids(st)) == sorted([str(lead), str(mine)])
            st = choose(st, mine)
        assert not st.pending and given(st, mine) == amount and board.power(st, mine) == 3000 + 1000 * amount


def test_st01_017_thousand_sunny_rests_to_give_a_straw_hat_1000(real_pool):
    st = turn()
    sunny = add(st, real_pool, "ST01-017", 0, "stage")
    hat = add(st, real_pool, VANILLA_1, 0, "characters")  # {Straw Hat Crew}
    navy = add(st, real_pool, VANILLA_8, 0, "characters")
    st = act(st, "activate", uid=sunny, ability=0)
    if pending_kind(st) == "pay":
        st = choose(st, "yes")
    assert st.table.cards[sunny].tapped and str(navy) not in option_ids(st)
    st = choose(st, hat)
    assert board.power(st, hat) == 4000


def test_st02_014_drake_rested_gives_supernovas_and_navy_1000_on_your_turn(real_pool):
    st = turn()
    drake = add(st, real_pool, "ST02-014", 0, "characters")
    navy = add(st, real_pool, VANILLA_8, 0, "characters")  # {Navy}
    hat = add(st, real_pool, VANILLA_1, 0, "characters")
    board.give_don(st, board.active_don(st, 0)[0], drake)
    assert board.power(st, navy) == 10000  # not rested
    st.table.cards[drake].tapped = True
    assert (board.power(st, navy), board.power(st, hat), board.power(st, drake)) == (11000, 3000, 7000)
    st = to_turn(st, 4)
    assert board.power(st, navy) == 10000  # [Your Turn] (and its DON!! went back)


def test_st03_010_kuma_scries_three(real_pool):
    st = turn()
    a, b, c = (add(st, real_pool, VANILLA_1, 0, "deck") for _ in range(3))  # c on top, then b, a
    st, _k = play(st, real_pool, "ST03-010")
    assert pending_kind(st) == "scry" and sorted(option_ids(st)) == sorted([str(a), str(b), str(c), "bottom"])
    st = choose(st, a)  # a on top; b and c to the bottom (11-3-1, 1-3-8)
    st = choose(st, "bottom")
    while pending_kind(st) == "deck_order":
        st = choose(st, *option_ids(st))
    deck = st.table.zone(0, "deck")
    assert deck[0] == a and set(deck[-2:]) == {b, c}


def test_st04_014_disaster_draws_and_adds_up_to_one_active_don(real_pool):
    st = turn(4)
    hand = len(st.table.zone(0, "hand"))
    st, _ev = play(st, real_pool, "ST04-014")
    assert len(st.table.zone(0, "hand")) == hand + 1
    assert option_ids(st) == ["0", "1"]
    st = choose(st, 1)
    assert board.don_on_field(st, 0) == 5 and len(board.active_don(st, 0)) == 1


def test_st04_015_brachio_bomber_kos_a_cost_6_and_may_skip_the_don(real_pool):
    st = turn(6)
    foe = add(st, real_pool, "OP04-046", 1, "characters")  # cost 4
    big = add(st, real_pool, VANILLA_8, 1, "characters")
    st, _ev = play(st, real_pool, "ST04-015")
    assert option_ids(st) == [str(foe)] and str(big) not in option_ids(st)
    st = choose(st, foe)
    st = choose(st, 0)
    assert st.table.cards[foe].zone == "trash" and board.don_on_field(st, 0) == 6


def test_st06_015_trigger_the_opponent_chooses_a_card_to_trash(real_pool):
    st = turn(n=4)
    clear(st, 1, "hand")
    keep, lose = put(st, 1, "FX01-003", "hand"), put(st, 1, "FX01-003", "hand")
    clear(st, 0, "life")
    add(st, real_pool, "ST06-015", 0, "life")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    while pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    st = choose(st, "activate")
    assert st.pending[0].player == 1  # 10-2-14-1: the opponent chooses
    st = choose(st, lose)
    assert st.table.cards[lose].zone == "trash" and st.table.cards[keep].zone == "hand"


def test_st09_002_trigger_rests_up_to_one_and_goes_to_hand(real_pool):
    st = turn(n=4)
    clear(st, 0, "life")
    card = add(st, real_pool, "ST09-002", 0, "life")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    foe = add(st, real_pool, VANILLA_1, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    while pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    st = choose(st, "activate")
    st = choose(st, foe)
    assert st.table.cards[foe].tapped and st.table.cards[card].zone == "hand"


def test_st09_009_trigger_kos_up_to_one_and_goes_to_hand(real_pool):
    st = turn(n=4)
    clear(st, 0, "life")
    card = add(st, real_pool, "ST09-009", 0, "life")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    foe = add(st, real_pool, VANILLA_1, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    while pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    st = choose(st, "activate")
    assert option_ids(st) == [str(foe)]  # cost 1 or less
    st = choose(st, foe)
    assert st.table.cards[foe].zone == "trash" and st.table.cards[card].zone == "hand"


def test_st10_002_luffy_adds_a_don_with_0_or_8_or_more(real_pool):
    for don, adds in ((0, True), (8, True), (5, False)):
        st = turn(don)
        lead = set_leader(st, real_pool, 0, "ST10-002")
        st = act(st, "activate", uid=lead, ability=0)
        if adds:
            assert option_ids(st) == ["0", "1"]
            st = choose(st, 1)
        assert board.don_on_field(st, 0) == don + adds


def test_st10_004_sanji_gains_rush_against_a_5000_power_character(real_pool):
    for foe, rush in ((VANILLA_8, True), (VANILLA_1, False)):
        st = turn()
        add(st, real_pool, foe, 1, "characters")
        st, sanji = play(st, real_pool, "ST10-004")
        assert ("Rush" in board.keywords(st, sanji)) == rush


def test_st11_001_uta_reveals_one_and_takes_a_film_card(real_pool):
    for top, kept in (("OP02-028", True), (VANILLA_1, False)):
        st = turn()
        lead = set_leader(st, real_pool, 0, "ST11-001")
        board.give_don(st, board.active_don(st, 0)[0], lead)
        card = add(st, real_pool, top, 0, "deck")
        st = act(st, "attack", attacker=lead, target=leader(st, 1))
        if kept:
            assert option_ids(st) == [str(card)]
            st = choose(st, card)
        assert st.table.cards[card].zone == ("hand" if kept else "deck")
        if not kept:
            assert st.table.zone(0, "deck")[-1] == card  # the rest to the bottom


def test_st13_013_garp_takes_one_of_the_three_brothers(real_pool):
    st = turn()
    sabo = add(st, real_pool, "OP04-083", 0, "deck")
    luffy = add(st, real_pool, "ST01-012", 0, "deck")
    other = add(st, real_pool, VANILLA_1, 0, "deck")
    for _ in range(2):
        add(st, real_pool, VANILLA_1, 0, "deck")
    st, _g = play(st, real_pool, "ST13-013")
    assert sorted(option_ids(st)) == sorted([str(sabo), str(luffy)]) and str(other) not in option_ids(st)
    st = choose(st, luffy)
    assert st.table.cards[luffy].zone == "hand"


def test_st13_019_three_brothers_bond_up_to_one_allows_none(real_pool):
    st = turn()
    ace = add(st, real_pool, "OP07-053", 0, "deck")
    st, _ev = play(st, real_pool, "ST13-019")
    assert str(ace) in option_ids(st)
    st = choose(st)
    assert st.table.cards[ace].zone == "deck"


def test_st13_015_luffy_gains_2000_then_draws_and_trashes_a_life(real_pool):
    for lives in (2, 0):
        st = turn()
        luffy = add(st, real_pool, "ST13-015", 0, "characters")
        clear(st, 0, "life")
        for _ in range(lives):
            put(st, 0, "FX01-003", "life")
        hand = len(st.table.zone(0, "hand"))
        st = act(st, "activate", uid=luffy, ability=0)
        assert board.power(st, luffy) == 8000
        assert len(st.table.zone(0, "hand")) == hand + (lives > 0)
        assert len(st.table.zone(0, "life")) == max(lives - 1, 0)
    st = to_turn(st, 4)
    assert board.power(st, luffy) == 8000
    st = to_turn(st, 5)
    assert board.power(st, luffy) == 6000


def test_st14_006_nami_draws_with_a_cost_8_and_6_or_less_in_hand(real_pool):
    for big, hand_n, draws in ((True, 5, True), (False, 5, False), (True, 7, False)):
        st = turn()
        if big:
            add(st, real_pool, VANILLA_8, 0, "characters")
        clear(st, 0, "hand")
        for _ in range(hand_n):
            put(st, 0, "FX01-003", "hand")
        st, _n = play(st, real_pool, "ST14-006")
        assert len(st.table.zone(0, "hand")) == hand_n + draws


def test_st19_003_tashigi_trashes_a_cost_0_only_the_turn_it_was_played(real_pool):
    st = turn()
    tashigi = add(st, real_pool, "ST19-003", 0, "characters", entered_turn=3)
    foe = add(st, real_pool, VANILLA_1, 1, "characters")
    st.modifiers.append(Modifier(foe, "cost", -1, duration="permanent", player=1, turn=st.turn))
    st = act(st, "activate", uid=tashigi, ability=1)
    st = choose(st, foe)
    assert st.table.cards[foe].zone == "trash"  # trashed: no [On K.O.] (not a K.O., 10-2-1)
    st = turn()
    tashigi = add(st, real_pool, "ST19-003", 0, "characters", entered_turn=1)
    foe = add(st, real_pool, VANILLA_1, 1, "characters")
    st.modifiers.append(Modifier(foe, "cost", -1, duration="permanent", player=1, turn=st.turn))
    st = act(st, "activate", uid=tashigi, ability=1)
    assert st.table.cards[foe].zone == "characters" and not st.pending


# --- second batch ----------------------------------------------------------------------------------

def test_op01_044_shachi_plays_penguin_unless_you_have_one(real_pool):
    for have, plays in ((False, True), (True, False)):
        st = turn(3)
        if have:
            add(st, real_pool, "OP01-050", 0, "characters")
        penguin = add(st, real_pool, "OP01-050", 0, "hand")
        st, _s = play(st, real_pool, "OP01-044")
        if plays:
            assert option_ids(st) == [str(penguin)]
            st = choose(st, penguin)
        assert (st.table.cards[penguin].zone == "characters") == plays and not st.pending


def test_op01_050_penguin_plays_shachi_up_to_one(real_pool):
    st = turn(3)
    shachi = add(st, real_pool, "OP01-044", 0, "hand")
    st, _p = play(st, real_pool, "OP01-050")
    assert option_ids(st) == [str(shachi)]
    st = choose(st)  # up to 1: none
    assert st.table.cards[shachi].zone == "hand"


def test_op01_091_king_gives_opponents_characters_minus_1000_with_10_don_on_your_turn(real_pool):
    st = turn(9)
    set_leader(st, real_pool, 0, "OP01-091")
    foe = add(st, real_pool, VANILLA_8, 1, "characters")
    assert board.power(st, foe) == 10000
    give_don(st, 0, 1)
    assert board.power(st, foe) == 9000
    st = to_turn(st, 4)
    assert board.power(st, foe) == 10000  # [Your Turn] only


def test_op01_116_smile_plays_a_smile_character_from_the_top_five(real_pool):
    st = turn(2)
    smile = add(st, real_pool, "OP02-080", 0, "deck")
    big = add(st, real_pool, "OP02-077", 0, "deck")  # {SMILE}, cost 3
    for _ in range(3):
        add(st, real_pool, VANILLA_1, 0, "deck")
    st, _ev = play(st, real_pool, "OP01-116")
    assert sorted(option_ids(st)) == sorted([str(smile), str(big)])
    st = choose(st, smile)
    while pending_kind(st) == "deck_order":
        st = choose(st, *option_ids(st))
    assert st.table.cards[smile].zone == "characters" and st.table.zone(0, "deck")[-4:].count(big) == 1


def test_op02_024_moby_dick_powers_newgate_and_whitebeard_characters_at_1_life(real_pool):
    st = turn()
    lead = set_leader(st, real_pool, 0, "OP02-001")  # Edward.Newgate
    add(st, real_pool, "OP02-024", 0, "stage")
    wb = add(st, real_pool, "OP02-003", 0, "characters")
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    base, lead_base = board.power(st, wb), board.power(st, lead)  # more than 1 Life: printed power
    assert (base, lead_base) == (real_pool.get("OP02-003").data["power"], real_pool.get("OP02-001").data["power"])
    clear(st, 0, "life")
    put(st, 0, "FX01-003", "life")
    assert (board.power(st, lead), board.power(st, wb), board.power(st, other)) == (lead_base + 2000, base + 2000, 3000)
    st = to_turn(st, 4)
    assert board.power(st, wb) == base  # [Your Turn]


def test_op02_027_inuarashi_cannot_be_removed_by_the_opponent_while_all_your_don_are_rested(real_pool):
    for active, stays in ((0, True), (1, False)):
        st = turn(0, 5, n=4)  # P2's turn; P1 has only rested DON!! (or 1 active)
        give_don(st, 0, 2, rested=True)
        give_don(st, 0, active)
        inu = add(st, real_pool, "OP02-027", 0, "characters")
        st, _z = play(st, real_pool, "OP03-047", player=1)  # Zeff: return up to 1 cost 3 or less
        if pending_kind(st) == "target":
            st = choose(st, inu, player=1)
        assert (st.table.cards[inu].zone == "characters") == stays  # 1-3-3


def test_op03_005_thatch_gains_2000_and_is_trashed_at_end_of_turn(real_pool):
    st = turn()
    thatch = add(st, real_pool, "OP03-005", 0, "characters")
    st = act(st, "activate", uid=thatch, ability=0)
    assert board.power(st, thatch) == 4000 and st.table.cards[thatch].zone == "characters"
    st = act(st, "end_turn")
    while st.pending:
        st = choose(st, option_ids(st)[0])
    assert st.table.cards[thatch].zone == "trash"  # 6-6-1-1


def test_op03_027_sham_rests_and_plays_buchi_with_an_east_blue_leader(real_pool):
    st = turn(3)
    set_leader(st, real_pool, 0, "OP03-021")  # Kuro: {East Blue}
    foe = add(st, real_pool, VANILLA_1, 1, "characters")
    buchi = add(st, real_pool, "OP03-034", 0, "hand")
    st, _s = play(st, real_pool, "OP03-027")
    st = choose(st, foe)
    assert st.table.cards[foe].tapped
    st = choose(st, buchi)
    assert st.table.cards[buchi].zone == "characters"
    st = turn(3)  # not an {East Blue} Leader: nothing
    foe = add(st, real_pool, VANILLA_1, 1, "characters")
    st, _s = play(st, real_pool, "OP03-027")
    assert not st.pending and not st.table.cards[foe].tapped


def test_op03_028_jango_choose_one(real_pool):
    st = turn(5)
    set_leader(st, real_pool, 0, "OP03-021")
    mine = add(st, real_pool, "OP03-034", 0, "characters", tapped=True)  # Buchi: {East Blue}, cost 4
    st, jango = play(st, real_pool, "OP03-028")
    st = choose(st, "1")
    st = choose(st, mine)
    assert not st.table.cards[mine].tapped
    st = turn(5)
    foe = add(st, real_pool, VANILLA_1, 1, "characters")
    st, jango = play(st, real_pool, "OP03-028")
    st = choose(st, "2")
    st = choose(st, foe)
    assert st.table.cards[jango].tapped and st.table.cards[foe].tapped


def test_op03_083_corgy_trashes_up_to_two_of_the_top_five(real_pool):
    st = turn()
    cards = [add(st, real_pool, VANILLA_1, 0, "deck") for _ in range(5)]
    trash = len(st.table.zone(0, "trash"))
    st, _c = play(st, real_pool, "OP03-083")
    assert sorted(option_ids(st)) == sorted(str(u) for u in cards)
    st = choose(st, cards[0], cards[1])
    while pending_kind(st) == "deck_order":
        st = choose(st, *option_ids(st))
    assert len(st.table.zone(0, "trash")) == trash + 2
    assert set(st.table.zone(0, "deck")[-3:]) == set(cards[2:])


def test_op04_073_mr13_trashes_itself_and_a_baroque_works_character_for_a_don(real_pool):
    st = turn(2)
    mr13 = add(st, real_pool, "OP04-073", 0, "characters")
    bw = add(st, real_pool, "OP02-053", 0, "characters")
    st = act(st, "activate", uid=mr13, ability=0)
    while pending_kind(st) in ("pay", "cost"):
        st = choose(st, "yes") if pending_kind(st) == "pay" else choose(st, bw)
    assert st.table.cards[mr13].zone == st.table.cards[bw].zone == "trash"
    st = choose(st, 1)
    assert board.don_on_field(st, 0) == 3


def test_op04_073_mr13_needs_another_baroque_works_character(real_pool):
    st = turn(2)
    mr13 = add(st, real_pool, "OP04-073", 0, "characters")
    assert not any(a.type == "activate" and a.args.get("uid") == mr13
                   for a in ENGINE.legal_actions(st, 0))


def test_op04_119_rosinante_rested_protects_active_base_cost_5_on_the_opponents_turn(real_pool):
    st = turn(0, 6, n=4)
    rosi = add(st, real_pool, "OP04-119", 0, "characters", tapped=True)
    five = add(st, real_pool, "OP01-065", 0, "characters")  # Vergo: base cost 5, active
    rested5 = add(st, real_pool, "OP02-006", 0, "characters", tapped=True)
    st, _ev = play(st, real_pool, "ST04-015", player=1)  # K.O. up to 1 cost 6 or less
    st = choose(st, five, player=1)
    assert st.table.cards[five].zone == "characters"  # 1-3-3
    assert "Cannot Be K.O.'d By Effects" not in board.keywords(st, rested5)
    st.table.cards[rosi].tapped = False
    assert "Cannot Be K.O.'d By Effects" not in board.keywords(st, five)


def test_st01_016_diable_jambe_no_blocker_against_the_selected_attacker(real_pool):
    st = turn(1)
    hat = add(st, real_pool, VANILLA_8, 0, "characters")
    zoro = add(st, real_pool, "OP01-025", 0, "characters")  # {Straw Hat Crew}
    add(st, real_pool, "OP02-012", 1, "characters")  # a [Blocker]
    st, _ev = play(st, real_pool, "ST01-016")
    assert str(hat) not in option_ids(st)
    st = choose(st, zoro)
    st = act(st, "attack", attacker=zoro, target=leader(st, 1))
    assert pending_kind(st) != "block"  # 1-3-3


def test_st05_005_carina_adds_two_rested_don_when_behind(real_pool):
    for opp, adds in ((5, 2), (2, 0)):
        st = turn(2, opp)
        carina = add(st, real_pool, "ST05-005", 0, "characters")
        clear(st, 0, "hand")
        film = add(st, real_pool, "OP02-028", 0, "hand")
        st = act(st, "activate", uid=carina, ability=0)
        while pending_kind(st) in ("pay", "cost"):
            st = choose(st, "yes") if pending_kind(st) == "pay" else choose(st, film)
        assert st.table.cards[carina].tapped and st.table.cards[film].zone == "trash"
        assert board.don_on_field(st, 0) == 2 + adds and rested_don(st, 0) == adds


def test_st05_017_union_armada_4000_and_a_character_cannot_be_kod(real_pool):
    st = turn(0, 0, n=4)
    give_don(st, 0, 2)
    film = add(st, real_pool, "OP02-028", 0, "characters", tapped=True)
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    ev = add(st, real_pool, "ST05-017", 0, "hand")
    st = act(st, "attack", attacker=att, target=film)
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    st = act(st, "play", player=0, uid=ev)
    st = choose(st, film)
    assert board.power(st, film) == 5000 + 4000
    assert "Cannot Be K.O.'d" in board.keywords(st, film)


def test_st13_006_dadan_plays_up_to_one_of_each_brother(real_pool):
    st = turn(5)
    sabo = add(st, real_pool, "ST13-007", 0, "hand")
    ace = add(st, real_pool, "ST13-010", 0, "hand")
    luffy = add(st, real_pool, "OP01-024", 0, "hand")
    st, _d = play(st, real_pool, "ST13-006")
    assert option_ids(st) == [str(sabo)]
    st = choose(st, sabo)
    assert option_ids(st) == [str(ace)]
    st = choose(st)  # up to 1: none
    assert option_ids(st) == [str(luffy)]
    st = choose(st, luffy)
    assert [st.table.cards[u].zone for u in (sabo, ace, luffy)] == ["characters", "hand", "characters"]


def test_st04_001_kaido_trashes_up_to_one_of_the_opponents_life_from_the_top(real_pool):
    for take in (1, 0):
        st = turn(7)
        lead = set_leader(st, real_pool, 0, "ST04-001")
        top = st.table.zone(1, "life")[0]
        lives = len(st.table.zone(1, "life"))
        st = act(st, "activate", uid=lead, ability=0)
        assert board.don_on_field(st, 0) == 0  # DON!! -7 (10-2-10)
        assert option_ids(st) == ["0", "1"]  # 1-3-5-1
        st = choose(st, take)
        assert len(st.table.zone(1, "life")) == lives - take
        assert (st.table.cards[top].zone == "trash") == bool(take)  # 3-10-2: the top card


def test_op04_031_doflamingo_keeps_up_to_three_rested_cards_from_refreshing(real_pool):
    st = turn(10)
    a = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
    b = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
    active = add(st, real_pool, VANILLA_1, 1, "characters")
    lead = leader(st, 1)
    st.table.cards[lead].tapped = True
    st, _d = play(st, real_pool, "OP04-031")
    assert str(active) not in option_ids(st) and {str(a), str(b), str(lead)} <= set(option_ids(st))
    st = choose(st, a, lead)
    st = to_turn(st, 4)  # 6-2-4 skipped once for those two
    assert st.table.cards[a].tapped and st.table.cards[lead].tapped and not st.table.cards[b].tapped
    st = to_turn(st, 6)
    assert not st.table.cards[a].tapped


def test_op04_090_luffy_returns_seven_from_trash_to_set_active_then_skips_a_refresh(real_pool):
    st = turn()
    luffy = add(st, real_pool, "OP04-090", 0, "characters", tapped=True)
    clear(st, 0, "trash")
    trash = [put(st, 0, "FX01-003", "trash") for _ in range(7)]
    st = act(st, "activate", uid=luffy, ability=1)
    while pending_kind(st) in ("pay", "cost", "deck_order"):
        st = choose(st, "yes") if pending_kind(st) == "pay" else choose(st, *option_ids(st))
    assert not st.table.zone(0, "trash") and set(st.table.zone(0, "deck")[-7:]) == set(trash)
    assert not st.table.cards[luffy].tapped
    st.table.cards[luffy].tapped = True  # it attacks, say
    st = to_turn(st, 5)
    assert st.table.cards[luffy].tapped  # not set active in this Refresh Phase


def test_op04_090_luffy_needs_seven_cards_in_trash(real_pool):
    st = turn()
    luffy = add(st, real_pool, "OP04-090", 0, "characters", tapped=True)
    clear(st, 0, "trash")
    for _ in range(6):
        put(st, 0, "FX01-003", "trash")
    assert not any(a.type == "activate" and a.args.get("uid") == luffy for a in ENGINE.legal_actions(st, 0))


def test_op01_060_doflamingo_may_play_a_revealed_warlord_rested(real_pool):
    for top, fits in (("ST03-006", True), (VANILLA_1, False)):
        st = turn(2)
        lead = set_leader(st, real_pool, 0, "OP01-060")
        for _ in range(2):
            board.give_don(st, board.active_don(st, 0)[0], lead)  # [DON!! x2]
        give_don(st, 0, 1)
        card = add(st, real_pool, top, 0, "deck")
        st = act(st, "attack", attacker=lead, target=leader(st, 1))
        if pending_kind(st) == "pay":
            st = choose(st, "yes")  # ① (8-3-1-4)
        if fits:
            assert option_ids(st) == [str(card)]
            st = choose(st, card)
            assert st.table.cards[card].zone == "characters" and st.table.cards[card].tapped
        else:
            assert pending_kind(st) != "target" and st.table.zone(0, "deck")[0] == card  # stays on top


def test_st12_017_plastic_surgery_shot_plays_a_revealed_cost_2(real_pool):
    st, lead, _att = attacked(real_pool, "ST12-017")
    card = add(st, real_pool, "OP01-012", 0, "deck")  # cost 2, on top
    st = choose(st, lead)
    assert board.power(st, lead) == 7000
    assert option_ids(st) == [str(card)]
    st = choose(st, card)
    assert st.table.cards[card].zone == "characters"


def test_st12_017_plastic_surgery_shot_otherwise_top_or_bottom(real_pool):
    st, lead, _att = attacked(real_pool, "ST12-017")
    card = add(st, real_pool, VANILLA_1, 0, "deck")  # cost 1: not playable
    st = choose(st, lead)
    assert pending_kind(st) == "scry" and option_ids(st) == [str(card), "bottom"]
    st = choose(st, "bottom")
    while pending_kind(st) == "deck_order":
        st = choose(st, *option_ids(st))
    assert st.table.zone(0, "deck")[-1] == card


# --- ops_extra: shuffle_deck, opponent_returns_don, peek_life ---------------------------------------


def test_op01_069_caesar_plays_smiley_from_the_deck_and_shuffles(real_pool):
    st = turn(0, 6, n=4)
    caesar = add(st, real_pool, "OP01-069", 0, "characters")
    smiley = add(st, real_pool, "OP01-072", 0, "deck")
    before = list(st.table.zone(0, "deck"))
    st = ko_by_effect(st, real_pool, caesar, 1)
    assert st.table.cards[caesar].zone == "trash"
    assert str(smiley) in option_ids(st) and st.pending[0].player == 0
    st = choose(st, smiley)
    assert st.table.cards[smiley].zone == "characters"
    rest = [u for u in before if u != smiley]
    assert sorted(st.table.zone(0, "deck")) == sorted(rest) and st.table.zone(0, "deck") != rest  # 3-2-4


def test_op01_098_orochi_searches_the_deck_for_smile_then_shuffles(real_pool):
    st = turn()
    fruit = add(st, real_pool, "OP01-116", 0, "deck")
    st, _o = play(st, real_pool, "OP01-098")
    assert option_ids(st) == [str(fruit)]
    st = choose(st, fruit)
    assert st.table.cards[fruit].zone == "hand"
    st = turn()
    fruit = add(st, real_pool, "OP01-116", 0, "deck")
    st, _o = play(st, real_pool, "OP01-098")
    st = choose(st)  # up to 1: none
    assert st.table.cards[fruit].zone == "deck"


def test_op02_030_oden_plays_a_green_wano_cost_3_from_the_deck(real_pool):
    st = turn(0, 6, n=4)
    oden = add(st, real_pool, "OP02-030", 0, "characters")
    three = add(st, real_pool, "OP01-032", 0, "deck")
    add(st, real_pool, "OP01-041", 0, "deck")  # Momonosuke: {Land of Wano}, cost 1 — not a candidate
    st = battle_ko(st, real_pool, oden)
    assert st.table.cards[oden].zone == "trash"
    assert option_ids(st) == [str(three)]
    st = choose(st, three)
    assert st.table.cards[three].zone == "characters"


def test_st03_007_sentomaru_plays_a_pacifista_from_the_deck(real_pool):
    st = turn(3)
    sento = add(st, real_pool, "ST03-007", 0, "characters")
    board.give_don(st, board.active_don(st, 0)[0], sento)  # [DON!! x1]
    paci = add(st, real_pool, "OP01-075", 0, "deck")
    st = act(st, "activate", uid=sento, ability=0)
    assert rested_don(st, 0) == 2  # ②
    st = choose(st, paci)
    assert st.table.cards[paci].zone == "characters"


def test_op02_085_magellan_the_opponent_chooses_a_don_to_return(real_pool):
    st = turn(6, 3)
    opp_lead = leader(st, 1)
    board.give_don(st, board.active_don(st, 1)[0], opp_lead)  # 1 given, 2 active: two kinds of DON!!
    st, _m = play(st, real_pool, "OP02-085")
    while pending_kind(st) in ("pay", "don_return"):
        st = choose(st, "yes" if pending_kind(st) == "pay" else option_ids(st)[0])
    assert board.don_on_field(st, 0) == 5  # DON!! -1
    assert st.pending[0].player == 1  # 10-2-10-1: they choose which
    given_don = board.attached(st, opp_lead)[0]
    st = choose(st, given_don, player=1)
    assert board.don_on_field(st, 1) == 2 and not board.attached(st, opp_lead)


def test_op02_085_magellan_kod_on_the_opponents_turn_returns_two(real_pool):
    st = turn(0, 8, n=4)
    mag = add(st, real_pool, "OP02-085", 0, "characters")
    st = ko_by_effect(st, real_pool, mag, 1)
    assert st.pending[0].player == 1 and st.pending[0].min == st.pending[0].max == 2  # 6 rested, 2 active: they choose
    st = choose(st, *option_ids(st)[:2], player=1)
    assert board.don_on_field(st, 1) == 8 - 2
    st = turn(8, 3)  # your own turn: [Opponent's Turn] is not met (10-2-12)
    mag = add(st, real_pool, "OP02-085", 0, "characters")
    resolve.ko(st, mag, [], by=0)
    assert st.table.cards[mag].zone == "trash" and not st.stack and not st.pending


def test_op02_089_trigger_returns_a_don_only_against_6_or_more(real_pool):
    for opp, returned in ((6, 1), (5, 0)):
        st = turn(0, opp, n=4)
        clear(st, 0, "life")
        add(st, real_pool, "OP02-089", 0, "life")
        att = add(st, real_pool, VANILLA_8, 1, "characters")
        st = act(st, "attack", attacker=att, target=leader(st, 0))
        while pending_kind(st) in ("block", "counter"):
            st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
        st = choose(st, "activate")
        assert board.don_on_field(st, 1) == opp - returned


def test_st07_008_pudding_looks_at_the_opponents_top_life_and_puts_it_at_the_bottom(real_pool):
    st = turn()
    mine, theirs = peek_setup(st)
    st, _p = play(st, real_pool, "ST07-008")
    assert sorted(option_ids(st)) == sorted([str(mine[0]), str(theirs[0])])
    st = choose(st, theirs[0])
    assert 0 in st.table.cards[theirs[0]].known_to  # 3-10-2: only the looking player
    assert pending_kind(st) == "life_end"
    st = choose(st, "bottom")
    assert st.table.zone(1, "life") == [theirs[1], theirs[2], theirs[0]] and st.table.zone(0, "life") == mine


def test_st07_008_pudding_may_look_at_none_or_keep_it_on_top(real_pool):
    st = turn()
    mine, theirs = peek_setup(st)
    st, _p = play(st, real_pool, "ST07-008")
    st = choose(st)  # up to 1: none (1-3-5-1)
    assert not st.pending and st.table.zone(1, "life") == theirs
    st, _p = play(st, real_pool, "ST07-008")
    st = choose(st, mine[0])
    st = choose(st, "top")
    assert st.table.zone(0, "life") == mine


def test_op03_104_shirley_peeks(real_pool):
    st = turn()
    mine, _theirs = peek_setup(st)
    st, _s = play(st, real_pool, "OP03-104")
    st = choose(st, mine[0])
    st = choose(st, "bottom")
    assert st.table.zone(0, "life") == [mine[1], mine[2], mine[0]]


def test_op03_099_katakuri_peeks_then_gains_1000_for_the_battle(real_pool):
    st = turn()
    lead = set_leader(st, real_pool, 0, "OP03-099")
    board.give_don(st, board.active_don(st, 0)[0], lead)
    _mine, theirs = peek_setup(st)
    st = act(st, "attack", attacker=lead, target=leader(st, 1))
    st = choose(st, theirs[0])
    st = choose(st, "bottom")
    assert board.power(st, lead) == 5000 + 1000 + 1000


def test_st07_003_katakuri_gains_rush_with_less_life(real_pool):
    for mine_n, rush in ((2, True), (3, False)):
        st = turn()
        _mine, _theirs = peek_setup(st)
        while len(st.table.zone(0, "life")) > mine_n:
            st.table.move(st.table.zone(0, "life")[0], "trash", player=0)
        st, kat = play(st, real_pool, "ST07-003")
        st = choose(st)
        assert ("Rush" in board.keywords(st, kat)) == rush


def test_st07_016_power_mochi_counter_peeks_then_2000(real_pool):
    st = turn(0, 0, n=4)
    give_don(st, 0, 1)
    mine, _theirs = peek_setup(st)
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    ev = add(st, real_pool, "ST07-016", 0, "hand")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    st = act(st, "play", player=0, uid=ev)
    lead = leader(st, 0)
    st = choose(st, mine[0])
    st = choose(st, "bottom")
    st = choose(st, lead)
    assert board.power(st, lead) == 7000 and st.table.zone(0, "life")[-1] == mine[0]


def test_st07_016_power_mochi_trigger_draws_and_peeks(real_pool):
    st = turn(n=4)
    clear(st, 0, "life")
    for _ in range(2):
        put(st, 0, "FX01-003", "life")
    rest = list(st.table.zone(0, "life"))
    add(st, real_pool, "ST07-016", 0, "life")  # on top
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    while pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    st = choose(st, "activate")
    assert len(st.table.zone(0, "hand")) == hand + 1
    st = choose(st, rest[0])
    st = choose(st, "bottom")
    assert st.table.zone(0, "life") == [rest[1], rest[0]]


def test_st20_003_brulee_trigger_peeks_and_goes_to_hand(real_pool):
    st = turn(n=4)
    clear(st, 0, "life")
    card = add(st, real_pool, "ST20-003", 0, "life")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    while pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    st = choose(st, "activate")
    theirs = st.table.zone(1, "life")[0]
    st = choose(st, theirs)
    if pending_kind(st) == "life_end":
        st = choose(st, "top")
    assert st.table.cards[card].zone == "hand" and st.table.zone(1, "life")[0] == theirs


def test_op01_038_kanjuro_kod_the_opponent_picks_a_card_of_your_hand_to_trash(real_pool):
    st = turn(0, 6, n=4)
    kan = add(st, real_pool, "OP01-038", 0, "characters")
    hand = hand_of(st, 0, 3)
    st = ko_by_effect(st, real_pool, kan, 1)
    assert st.pending[0].player == 1 and option_ids(st) == [str(u) for u in hand]  # 8-4-4-2: face down
    assert "Sanji" not in " ".join(o.label for o in st.pending[0].options)
    st = choose(st, hand[1], player=1)
    assert st.table.cards[hand[1]].zone == "trash" and len(st.table.zone(0, "hand")) == 2


def test_op01_105_bao_huang_picks_two_of_the_opponents_hand_and_they_are_revealed(real_pool):
    st = turn()
    theirs = hand_of(st, 1, 4)
    st, _b = play(st, real_pool, "OP01-105")
    assert st.pending[0].player == 0 and st.pending[0].min == st.pending[0].max == 2
    st = choose(st, theirs[0], theirs[3])
    assert 0 in st.table.cards[theirs[0]].known_to and 0 not in st.table.cards[theirs[1]].known_to  # 11-2-1
    assert st.table.zone(1, "hand") == theirs  # revealed, not moved


def test_op03_078_issho_trashes_two_of_6_or_more(real_pool):
    for n, trashed in ((6, 2), (5, 0)):
        st = turn(8)
        theirs = hand_of(st, 1, n)
        st, _i = play(st, real_pool, "OP03-078")
        if trashed:
            st = choose(st, theirs[0], theirs[1])
        assert len(st.table.zone(1, "hand")) == n - trashed and not st.pending


def test_st10_010_law_returns_a_don_and_trashes_two_of_7_or_more(real_pool):
    for n, trashed in ((7, 2), (6, 0)):
        st = turn(5)
        theirs = hand_of(st, 1, n)
        st, _l = play(st, real_pool, "ST10-010")
        while pending_kind(st) in ("pay", "don_return"):
            st = choose(st, "yes" if pending_kind(st) == "pay" else option_ids(st)[0])
        assert board.don_on_field(st, 0) == 4  # DON!! -1
        if trashed:
            st = choose(st, theirs[2], theirs[5])
        assert len(st.table.zone(1, "hand")) == n - trashed


def test_st07_004_snack_takes_a_life_from_the_bottom_for_banish_and_1000(real_pool):
    st = turn()
    snack = add(st, real_pool, "ST07-004", 0, "characters")
    board.give_don(st, board.active_don(st, 0)[0], snack)
    bottom = st.table.zone(0, "life")[-1]
    st = act(st, "attack", attacker=snack, target=leader(st, 1))
    assert pending_kind(st) == "pay"
    st = choose(st, "yes")
    assert pending_kind(st) == "life_end"
    st = choose(st, "bottom")
    assert st.table.cards[bottom].zone == "hand"
    assert "Banish" in board.keywords(st, snack) and board.power(st, snack) == 6000 + 1000 + 1000


def test_st07_004_snack_may_decline(real_pool):
    st = turn()
    snack = add(st, real_pool, "ST07-004", 0, "characters")
    board.give_don(st, board.active_don(st, 0)[0], snack)
    lives = len(st.table.zone(0, "life"))
    st = act(st, "attack", attacker=snack, target=leader(st, 1))
    st = choose(st, "no")
    assert len(st.table.zone(0, "life")) == lives and "Banish" not in board.keywords(st, snack)


def test_st07_010_linlin_the_opponent_chooses_one(real_pool):
    st = turn(7)
    their_top = st.table.zone(1, "life")[0]
    lives = len(st.table.zone(1, "life"))
    st, _l = play(st, real_pool, "ST07-010")
    assert st.pending[0].player == 1 and option_ids(st) == ["1", "2"]  # 8-4-4: the opponent answers
    st = choose(st, "1", player=1)
    assert st.table.cards[their_top].zone == "trash" and len(st.table.zone(1, "life")) == lives - 1
    st = turn(7)
    top = st.table.zone(0, "deck")[0]
    st, _l = play(st, real_pool, "ST07-010")
    st = choose(st, "2", player=1)
    assert st.table.zone(0, "life")[0] == top


def test_st07_015_soul_pocus_the_opponent_chooses_one(real_pool):
    st = turn(5)
    top = st.table.zone(0, "deck")[0]
    st, _ev = play(st, real_pool, "ST07-015")
    assert st.pending[0].player == 1
    st = choose(st, "2", player=1)
    assert st.table.zone(0, "life")[0] == top and not st.pending


def test_st20_005_linlin_trashes_a_card_then_the_opponent_chooses(real_pool):
    st = turn(6)
    mine = hand_of(st, 0, 1)
    theirs = hand_of(st, 1, 3)
    st, _l = play(st, real_pool, "ST20-005")
    while pending_kind(st) in ("pay", "cost"):
        st = choose(st, "yes") if pending_kind(st) == "pay" else choose(st, mine[0])
    assert st.table.cards[mine[0]].zone == "trash"
    st = choose(st, "1", player=1)
    assert st.pending[0].player == 1  # 10-2-14-1: they choose which 2 to trash
    st = choose(st, theirs[0], theirs[2], player=1)
    assert st.table.zone(1, "hand") == [theirs[1]]


def test_op01_004_usopp_draws_once_when_the_opponent_activates_an_event_on_your_turn(real_pool):
    st = turn()
    usopp = add(st, real_pool, "OP01-004", 0, "characters")
    board.give_don(st, board.active_don(st, 0)[0], usopp)  # [DON!! x1]
    att = add(st, real_pool, VANILLA_8, 0, "characters")
    give_don(st, 1, 4)
    evs = [add(st, real_pool, "OP04-095", 1, "hand") for _ in range(2)]  # [Counter] Barrier!! (cost 1)
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "attack", attacker=att, target=leader(st, 1))
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1], player=1)
    for ev in evs:
        st = act(st, "play", player=1, uid=ev)
        while pending_kind(st) == "target" and st.pending[0].player == 1:
            st = choose(st, leader(st, 1), player=1)
    assert len(st.table.zone(0, "hand")) == hand + 1  # [Once Per Turn] (10-2-13)


def test_op01_024_luffy_gives_itself_up_to_two_rested_don(real_pool):
    st = turn(0)
    give_don(st, 0, 3, rested=True)
    luffy = add(st, real_pool, "OP01-024", 0, "characters")
    st = act(st, "activate", uid=luffy, ability=1)
    assert option_ids(st) == ["0", "1", "2"]
    st = choose(st, 2)
    assert given(st, luffy) == 2


def test_st10_006_luffy_kos_up_to_one_when_the_opponent_blocks(real_pool):
    st = turn()
    luffy = add(st, real_pool, "ST10-006", 0, "characters")
    blocker = add(st, real_pool, "OP02-012", 1, "characters")  # a [Blocker]
    small = add(st, real_pool, VANILLA_1, 1, "characters")
    big = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=luffy, target=leader(st, 1))
    assert pending_kind(st) == "block"
    st = choose(st, blocker, player=1)
    assert st.pending[0].player == 0 and str(big) not in option_ids(st)  # 8000 power or less
    st = choose(st, small)
    assert st.table.cards[small].zone == "trash"


def test_st13_016_yamato_puts_a_life_card_on_the_deck_and_orders_the_rest(real_pool):
    st = turn(5)
    a, b, c = life_of(st, 0, 3)
    st, _y = play(st, real_pool, "ST13-016")
    assert sorted(option_ids(st)) == sorted([str(a), str(b), str(c)]) and 0 in st.table.cards[c].known_to
    assert 1 not in st.table.cards[c].known_to  # 3-10-2: hidden from the opponent
    st = choose(st, b)
    assert st.table.zone(0, "deck")[0] == b
    assert sorted(option_ids(st)) == sorted([str(a), str(c)])
    st = choose(st, c)  # c first, then a (1-3-8)
    assert st.table.zone(0, "life") == [c, a] and not st.pending


def test_st13_004_newgate_adds_a_life_then_puts_one_on_the_deck(real_pool):
    st = turn(6)
    (a,) = life_of(st, 0, 1)
    top = st.table.zone(0, "deck")[0]
    st, _n = play(st, real_pool, "ST13-004")
    assert st.table.zone(0, "life") == [top, a]
    st = choose(st, a)
    assert st.table.zone(0, "life") == [top] and st.table.zone(0, "deck")[0] == a and not st.pending


def test_st13_012_makino_takes_a_life_then_orders_the_rest(real_pool):
    st = turn(1)
    a, b, c, d = life_of(st, 0, 4)
    st, _m = play(st, real_pool, "ST13-012")
    assert pending_kind(st) == "pay"
    st = choose(st, "yes")
    st = choose(st, "bottom")  # the cost: the bottom Life card to the hand
    assert st.table.cards[d].zone == "hand"
    st = choose(st, c)
    st = choose(st, a)
    assert st.table.zone(0, "life") == [c, a, b] and not st.pending


def test_st13_017_flame_dragon_king_4000_then_orders_the_life(real_pool):
    st = turn(0, 0, n=4)
    give_don(st, 0, 2)
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    ev = add(st, real_pool, "ST13-017", 0, "hand")
    a, b = life_of(st, 0, 2)
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    st = act(st, "play", player=0, uid=ev)
    lead = leader(st, 0)
    st = choose(st, lead)
    assert board.power(st, lead) == 9000
    st = choose(st, b)
    assert st.table.zone(0, "life") == [b, a]


def test_order_life_keeps_face_up_life_cards_face_up(real_pool):
    st = turn(1)
    a, b = life_of(st, 0, 2)
    st.table.cards[b].flags["face_up"] = True  # 3-10-2-1
    st, _m = play(st, real_pool, "ST13-012")
    st = choose(st, "yes")
    st = choose(st, "top")  # a to the hand: b is left alone, nothing to order
    assert st.table.zone(0, "life") == [b] and st.table.cards[b].flags.get("face_up")
    st = turn(5)
    a, b, c = life_of(st, 0, 3)
    st.table.cards[c].flags["face_up"] = True
    st, _y = play(st, real_pool, "ST13-016")
    st = choose(st, a)
    st = choose(st, c)
    assert st.table.zone(0, "life") == [c, b] and st.table.cards[c].flags.get("face_up")


def test_st13_002_ace_adds_a_cost_5_face_up_then_trashes_face_up_life_at_end_of_turn(real_pool):
    st = turn(2)
    lead = set_leader(st, real_pool, 0, "ST13-002")
    for _ in range(2):
        board.give_don(st, board.active_don(st, 0)[0], lead)  # [DON!! x2]
    five = add(st, real_pool, "OP04-083", 0, "deck")  # Sabo: cost 5
    for _ in range(4):
        add(st, real_pool, VANILLA_1, 0, "deck")
    hidden = list(st.table.zone(0, "life"))
    st = act(st, "activate", uid=lead, ability=0)
    assert option_ids(st) == [str(five)]
    st = choose(st, five)
    while pending_kind(st) == "deck_order":
        st = choose(st, *option_ids(st))
    assert st.table.zone(0, "life")[0] == five and st.table.cards[five].flags.get("face_up")  # 3-10-2-1
    st = act(st, "end_turn")
    while st.pending and st.pending[0].player == 0:
        st = choose(st, option_ids(st)[0])
    assert st.table.cards[five].zone == "trash" and st.table.zone(0, "life") == hidden  # face-down ones stay


@pytest.mark.parametrize(("number", "match"), [("ST13-007", "OP09-027"), ("ST13-010", "ST22-010"), ("ST13-014", "ST01-012")])
def test_st13_brothers_reveal_the_top_life_and_may_play_it(real_pool, number, match):
    st = turn()
    lead = leader(st, 0)
    me = add(st, real_pool, number, 0, "characters")
    card = add(st, real_pool, match, 0, "life")  # on top
    st = act(st, "activate", uid=me, ability=0)
    assert st.table.cards[me].zone == "trash"  # the cost
    assert 1 in st.table.cards[card].known_to  # revealed (11-2-1)
    assert pending_kind(st) == "may"
    st = choose(st, "yes")
    assert st.table.cards[card].zone == "characters"
    st = choose(st, lead)
    assert board.power(st, lead) == 7000
    st = to_turn(st, 4)
    assert board.power(st, lead) == 7000  # until the end of the opponent's next turn
    st = to_turn(st, 5)
    assert board.power(st, lead) == 5000


@pytest.mark.parametrize("answer", ["no", "other"])
def test_st13_007_sabo_no_play_no_power(real_pool, answer):
    st = turn()
    lead = leader(st, 0)
    me = add(st, real_pool, "ST13-007", 0, "characters")
    card = add(st, real_pool, "OP09-027" if answer == "no" else "ST22-010", 0, "life")
    st = act(st, "activate", uid=me, ability=0)
    if answer == "no":
        st = choose(st, "no")  # 8-1-2
    assert st.table.cards[card].zone == "life" and 1 in st.table.cards[card].known_to
    assert not st.pending and board.power(st, lead) == 5000  # "If you do" does not follow
