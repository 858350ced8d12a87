"""Engine gaps of the middle sets (issue 17), each closed as a general mechanism and played with real
cards: the duration "until the end of your next turn" (engine.onepiece.durations, 6-6-1-2), the
conditions on the Leader's power and on the opponent's rested cards (readers.CONDITIONS,
board.condition_holds, 8-3-2-1). Set-ups come from test_early_set_scripts."""

from __future__ import annotations

from engine.core.effects import Modifier
from engine.onepiece import board
from engine.onepiece.state import OPState

from .helpers import (
    VANILLA_1,
    VANILLA_8,
    act,
    choose,
    clear,
    give_don,
    ko_by_effect,
    leader,
    needs_npm,
    option_ids,
    paid_with_only,
    pending_kind,
    refused,
    to_turn,
)
from .helpers import add_top as add
from .helpers import play_real as play
from .helpers import set_real_leader as set_leader
from .helpers import turn_with_don as turn

pytestmark = needs_npm

REV_ARMY = "OP05-012"  # Hack: {Revolutionary Army}, no text, 5000 power
EGGHEAD_LEADER = "OP07-097"  # Vegapunk: {Egghead} Leader, 5000 power
KID_LEADER = "ST02-001"  # Eustass"Captain"Kid: {Kid Pirates} Leader, 5000 power
MINKS_LEADER = "OP08-021"  # Carrot: {Minks} Leader


def weaken_leader(st: OPState, player: int, by: int) -> int:
    """``player``'s Leader loses ``by`` power during this turn; its uid."""
    lead = leader(st, player)
    st.modifiers.append(Modifier(lead, "power", -by, duration="this_turn", player=1 - player, turn=st.turn))
    return lead


def p2_attacks(st: OPState, pool) -> OPState:
    """Turn 4 (P2's): P2's 10000 power Character attacks P1's Leader; P1 does not block."""
    st = to_turn(st, 4)
    att = add(st, pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    return st


def trigger_from_life(st: OPState, pool, number: str) -> OPState:
    """P2 attacks P1's Leader, whose only Life card is ``number``; P1 activates its [Trigger]."""
    clear(st, 0, "life")
    add(st, pool, number, 0, "life")
    st = p2_attacks(st, pool)
    while st.battle is not None and pending_kind(st) == "counter":
        st = choose(st, "done")
    assert pending_kind(st) == "life"
    return choose(st, "activate")


def lasts_until_end_of_your_next_turn(st: OPState, uid: int, base: int, bonus: int) -> None:
    """6-6-1-2: the bonus made on P2's turn 4 lasts through P1's turn 5 and ends in its End Phase."""
    assert st.turn == 4 and board.power(st, uid) == base + bonus
    st = to_turn(st, 5)  # not "until the start of your next turn"
    assert board.power(st, uid) == base + bonus
    st = to_turn(st, 6)
    assert board.power(st, uid) == base


# --- "until the end of your next turn" (6-6-1-2) ----------------------------------------------------

def test_op07_018_keep_out_gives_2000_until_the_end_of_your_next_turn(real_pool):
    st = turn()
    hack = add(st, real_pool, REV_ARMY, 0, "characters")
    vanilla = add(st, real_pool, VANILLA_1, 0, "characters")  # not {Revolutionary Army}
    st = to_turn(st, 4)
    give_don(st, 0, 1)
    keep_out = add(st, real_pool, "OP07-018", 0, "hand")
    st = act(p2_attacks(st, real_pool), "play", player=0, uid=keep_out)
    assert str(hack) in option_ids(st) and str(vanilla) not in option_ids(st)
    st = choose(st, hack)
    while st.battle is not None and pending_kind(st) in ("counter", "life"):
        st = choose(st, "done" if pending_kind(st) == "counter" else "hand")
    lasts_until_end_of_your_next_turn(st, hack, 5000, 2000)


def test_op07_018_keep_out_up_to_one_may_choose_none(real_pool):
    st = turn()
    hack = add(st, real_pool, REV_ARMY, 0, "characters")
    st = to_turn(st, 4)
    give_don(st, 0, 1)
    keep_out = add(st, real_pool, "OP07-018", 0, "hand")
    st = act(p2_attacks(st, real_pool), "play", player=0, uid=keep_out)
    st = choose(st)  # 1-3-5-1: "up to 1" allows 0
    assert board.power(st, hack) == 5000


def test_op07_099_usopp_trigger_gives_an_egghead_2000_until_the_end_of_your_next_turn(real_pool):
    st = turn()
    lead = set_leader(st, real_pool, 0, EGGHEAD_LEADER)
    st = trigger_from_life(st, real_pool, "OP07-099")
    assert str(lead) in option_ids(st)
    st = choose(st, lead)
    lasts_until_end_of_your_next_turn(st, lead, 5000, 2000)


def test_st10_016_gum_gum_kong_gatling_trigger_gives_the_leader_1000_until_the_end_of_your_next_turn(real_pool):
    st = trigger_from_life(turn(), real_pool, "ST10-016")
    lead = leader(st, 0)
    assert str(lead) in option_ids(st)
    st = choose(st, lead)
    lasts_until_end_of_your_next_turn(st, lead, 5000, 1000)


def test_until_the_end_of_your_next_turn_made_on_your_own_turn_lasts_to_your_following_turn(real_pool):
    # 6-6-1-2: made on P1's turn 3, it survives that End Phase and ends in P1's turn 5
    st = turn()
    hack = add(st, real_pool, REV_ARMY, 0, "characters")
    st.modifiers.append(Modifier(hack, "power", 2000, duration="until_end_of_your_next_turn", player=0, turn=st.turn))
    st = to_turn(st, 4)
    assert board.power(st, hack) == 7000
    st = to_turn(st, 5)
    assert board.power(st, hack) == 7000
    st = to_turn(st, 6)
    assert board.power(st, hack) == 5000


# --- the Leader's power (8-3-2-1) -----------------------------------------------------------------

def test_op05_009_toh_toh_draws_only_if_your_leader_has_0_power_or_less(real_pool):
    for weakened, drawn in ((5000, 1), (4000, 0)):
        st = turn()
        weaken_leader(st, 0, weakened)
        hand = len(st.table.zone(0, "hand"))
        st, _t = play(st, real_pool, "OP05-009")
        assert len(st.table.zone(0, "hand")) == hand + drawn


def test_op15_004_sea_cat_gives_minus_3000_only_if_your_leader_has_0_power_or_less(real_pool):
    for weakened, applies in ((5000, True), (4000, False)):
        st = turn()
        weaken_leader(st, 0, weakened)
        foe = add(st, real_pool, VANILLA_8, 1, "characters")
        st, _c = play(st, real_pool, "OP15-004")
        if applies:
            st = choose(st, foe)
        assert board.power(st, foe) == 10000 - 3000 * applies


def test_op15_013_pincers_costs_2_less_in_hand_while_your_leader_has_0_power_or_less(real_pool):
    st = turn()
    pincers = add(st, real_pool, "OP15-013", 0, "hand")
    printed = board.data(st, pincers)["cost"]
    assert board.play_price(st, pincers) == printed
    weaken_leader(st, 0, 5000)
    assert board.play_price(st, pincers) == max(0, printed - 2)


def test_op09_017_wire_gains_rush_with_a_7000_power_kid_pirates_leader_and_a_don(real_pool):
    def wire_rush(leader_number: str, leader_don: int, wire_don: int) -> bool:
        st = turn()
        lead = set_leader(st, real_pool, 0, leader_number)
        st, wire = play(st, real_pool, "OP09-017")
        for host, n in ((lead, leader_don), (wire, wire_don)):
            for _ in range(n):
                st = act(st, "attach", target=host)  # 6-5-5-1
        return "Rush" in board.keywords(st, wire)

    assert wire_rush(KID_LEADER, 2, 1)  # 5000 + 2000 on your turn (6-5-5-2)
    assert not wire_rush(KID_LEADER, 1, 1)  # 6000
    assert not wire_rush(KID_LEADER, 2, 0)  # [DON!! x1] (10-2-9)
    assert not wire_rush("OP01-001", 2, 1)  # not {Kid Pirates}


# --- the opponent's rested cards (8-3-2-1) ----------------------------------------------------------

def rest_opponent_cards(st: OPState, n: int) -> None:
    """P2 has exactly ``n`` rested DON!! cards (its only rested cards)."""
    clear(st, 1, "cost_area")
    give_don(st, 1, n, rested=True)


def test_op08_028_nekomamushi_gains_rush_with_7_rested_opponent_cards(real_pool):
    for rested, rush in ((7, True), (6, False)):
        st = turn()
        rest_opponent_cards(st, rested)
        st, neko = play(st, real_pool, "OP08-028")
        assert ("Rush" in board.keywords(st, neko)) is rush
        if rush:
            st = to_turn(st, 4)
            assert "Rush" not in board.keywords(st, neko)  # during this turn


def test_op08_033_roddy_kos_a_rested_cost_2_with_a_minks_leader_and_7_rested_opponent_cards(real_pool):
    for leader_number, rested, kod in ((MINKS_LEADER, 7, True), (MINKS_LEADER, 6, False), ("OP01-001", 7, False)):
        st = turn()
        set_leader(st, real_pool, 0, leader_number)
        rest_opponent_cards(st, rested - 1)
        foe = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)  # the 7th rested card
        active = add(st, real_pool, VANILLA_1, 1, "characters")  # active: not a candidate
        st, _r = play(st, real_pool, "OP08-033")
        if kod:
            assert option_ids(st)[:1] != [str(active)] and str(active) not in option_ids(st)
            st = choose(st, foe)
        assert (st.table.cards[foe].zone == "trash") is kod
        assert st.table.cards[active].zone == "characters"


# --- Stages: K.O. by an effect (10-2-1-2, 1-3-1) and placed at the bottom of the deck as a cost (8-3-1) -

STAGE_1 = "OP02-070"  # New Kama Land: Stage, cost 1
STAGE_2 = "OP03-098"  # Enies Lobby: Stage, cost 2


def test_op07_017_dragon_breath_kos_a_character_and_a_cost_1_stage(real_pool):
    st = turn()
    small = add(st, real_pool, VANILLA_1, 1, "characters")  # 3000 power
    big = add(st, real_pool, VANILLA_8, 1, "characters")  # 10000: not a candidate
    stage = add(st, real_pool, STAGE_1, 1, "stage")
    st, _e = play(st, real_pool, "OP07-017")
    assert str(big) not in option_ids(st)
    st = choose(st, small)
    assert option_ids(st) == [str(stage)]
    st = choose(st, stage)
    assert st.table.cards[small].zone == "trash" and st.table.cards[stage].zone == "trash"
    assert st.table.cards[big].zone == "characters"


def test_op07_017_dragon_breath_up_to_one_each_and_not_a_cost_2_stage(real_pool):
    st = turn()
    small = add(st, real_pool, VANILLA_1, 1, "characters")
    stage = add(st, real_pool, STAGE_2, 1, "stage")  # cost 2: not a candidate
    st, _e = play(st, real_pool, "OP07-017")
    st = choose(st)  # 1-3-5-1: no Character
    assert st.table.cards[small].zone == "characters" and st.table.cards[stage].zone == "stage"
    assert not st.pending


def activate_with_stage(st: OPState, pool, number: str, stage_number: str) -> tuple[OPState, int]:
    """P1's ``number`` (in play) activates its [Activate: Main] (activating it is choosing to pay, 8-4-1-3);
    P1 places its Stage ``stage_number`` at the bottom of the deck as the cost."""
    user = add(st, pool, number, 0, "characters")
    stage = add(st, pool, stage_number, 0, "stage")
    st = act(st, "activate", uid=user, ability=0)
    assert paid_with_only(st, stage)  # 8-3-1: the only Stage of yours that fits: taken (issue #17)
    assert st.table.zone(0, "deck")[-1] == stage  # the bottom of its owner's deck
    return st, stage


def test_op06_102_kamakiri_places_a_cost_1_stage_at_the_bottom_to_ko_a_cost_2(real_pool):
    st = turn()
    foe = add(st, real_pool, VANILLA_1, 1, "characters")  # cost 1
    big = add(st, real_pool, VANILLA_8, 1, "characters")  # cost 8: not a candidate
    st, _stage = activate_with_stage(st, real_pool, "OP06-102", STAGE_1)
    assert option_ids(st) == [str(foe)] or set(option_ids(st)) == {str(foe), "done"}
    st = choose(st, foe)
    assert st.table.cards[foe].zone == "trash" and st.table.cards[big].zone == "characters"


def test_op06_102_kamakiri_a_cost_2_stage_cannot_pay(real_pool):
    st = turn()
    kama = add(st, real_pool, "OP06-102", 0, "characters")
    stage = add(st, real_pool, STAGE_2, 0, "stage")
    add(st, real_pool, VANILLA_1, 1, "characters")
    refused(st, "activate", "8-3-1-3", uid=kama, ability=0)  # no Stage with a cost of 1: not paid in full
    assert st.table.cards[stage].zone == "stage"


def test_op06_111_braham_places_a_cost_1_stage_at_the_bottom_to_rest_a_cost_4(real_pool):
    st = turn()
    foe = add(st, real_pool, VANILLA_1, 1, "characters")
    st, _stage = activate_with_stage(st, real_pool, "OP06-111", STAGE_1)
    st = choose(st, foe)
    assert st.table.cards[foe].tapped


def test_op06_114_wyper_places_a_cost_1_stage_at_the_bottom_to_look_at_5(real_pool):
    st = turn()
    stage = add(st, real_pool, STAGE_1, 0, "stage")
    warrior = add(st, real_pool, "OP06-113", 0, "deck", on_top=("deck",))  # Raki: {Shandian Warrior}
    hand = len(st.table.zone(0, "hand"))
    st, _w = play(st, real_pool, "OP06-114")
    assert pending_kind(st) == "pay"
    st = choose(st, "yes")
    assert paid_with_only(st, stage)  # the only card that pays it: taken (8-3-1, issue #17)
    assert st.table.cards[stage].zone == "deck"
    assert str(warrior) in option_ids(st)
    st = choose(st, warrior)
    while pending_kind(st) == "deck_order":
        st = choose(st, option_ids(st)[0])
    assert st.table.cards[warrior].zone == "hand" and len(st.table.zone(0, "hand")) == hand + 1


# --- one Character "cannot activate [Blocker]" (1-3-3 over 10-1-4-1) ---------------------------------

BLOCKER_4000 = "OP02-038"  # Nekomamushi: [Blocker], 4000 power
BLOCKER_5000 = "OP01-074"  # Bartholomew Kuma: [Blocker], 5000 power


def blockers_offered(st: OPState, pool) -> list[str]:
    """P1's 10000 power Character attacks P2's Leader: the blockers P2 is offered."""
    att = add(st, pool, VANILLA_8, 0, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 1))
    return option_ids(st) if pending_kind(st) == "block" else []


def test_op09_014_limejuice_stops_one_blocker_with_4000_power_or_less(real_pool):
    st = turn()
    small = add(st, real_pool, BLOCKER_4000, 1, "characters")
    big = add(st, real_pool, BLOCKER_5000, 1, "characters")  # 5000: not a candidate
    plain = add(st, real_pool, VANILLA_1, 1, "characters")  # no [Blocker]: not a candidate
    st, _l = play(st, real_pool, "OP09-014")
    assert str(small) in option_ids(st) and str(big) not in option_ids(st) and str(plain) not in option_ids(st)
    st = choose(st, small)
    offered = blockers_offered(st, real_pool)
    assert str(small) not in offered and str(big) in offered
    st = to_turn(st, 5)  # during this turn only
    assert str(small) in blockers_offered(st, real_pool)


def test_op09_014_limejuice_up_to_one_may_choose_none(real_pool):
    st = turn()
    small = add(st, real_pool, BLOCKER_4000, 1, "characters")
    st, _l = play(st, real_pool, "OP09-014")
    st = choose(st)  # 1-3-5-1
    assert str(small) in blockers_offered(st, real_pool)


# --- a card chosen from the opponent's trash (3-5-2) ---------------------------------------------------

def lucci(pool, pick_from_opp_trash: bool) -> tuple[OPState, int, int]:
    """P1 plays Rob Lucci (OP07-093) paying 3 trash cards; P2 trashes 1 of its 2 hand cards; P1 places
    P2's older trash card at the bottom of P2's deck if ``pick_from_opp_trash``. (state, old, discarded)."""
    st = turn()
    clear(st, 0, "trash")
    mine = [add(st, pool, VANILLA_1, 0, "trash") for _ in range(3)]
    clear(st, 1, "trash")
    old = add(st, pool, VANILLA_8, 1, "trash")
    clear(st, 1, "hand")
    theirs = [add(st, pool, VANILLA_1, 1, "hand") for _ in range(2)]
    st, _l = play(st, pool, "OP07-093")
    assert pending_kind(st) == "pay"
    st = choose(st, "yes")
    st = choose(st, *mine)  # 8-3-1: the 3 cards of your trash
    while pending_kind(st) == "deck_order":
        st = choose(st, option_ids(st)[0])
    assert all(u in st.table.zone(0, "deck")[-3:] for u in mine)
    assert st.pending[0].player == 1  # 10-2-14-1: the opponent chooses the card it trashes
    st = choose(st, theirs[0], player=1)
    assert set(option_ids(st)) >= {str(old), str(theirs[0])} and str(mine[0]) not in option_ids(st)
    st = choose(st, old) if pick_from_opp_trash else choose(st)
    return st, old, theirs[0]


def test_op07_093_rob_lucci_places_a_card_of_the_opponents_trash_at_the_bottom_of_their_deck(real_pool):
    st, old, discarded = lucci(real_pool, True)
    assert st.table.zone(1, "deck")[-1] == old and st.table.cards[discarded].zone == "trash"


def test_op07_093_rob_lucci_up_to_one_may_place_none(real_pool):
    st, old, _d = lucci(real_pool, False)
    assert st.table.cards[old].zone == "trash"


# --- turning face-up Life cards face down as a cost (3-10-2, 8-3-1-3) and "If …, you may <cost>:" (8-4-1-1) -

SHIRAHOSHI = "OP11-022"  # Shirahoshi: Leader


def face_up_life(st: OPState, pool, n: int, up: int) -> list[int]:
    """P1 has exactly ``n`` Life cards, the top ``up`` of them face up (3-10-2-1); top first."""
    clear(st, 0, "life")
    for _ in range(n):
        add(st, pool, VANILLA_1, 0, "life")
    life = list(st.table.zone(0, "life"))
    for uid in life[:up]:
        st.table.cards[uid].flags["face_up"] = True
    return life


def face_down(st: OPState, uid: int) -> bool:
    return not st.table.cards[uid].flags.get("face_up")


def test_op08_063_katakuri_turns_a_face_up_life_card_face_down_to_add_an_active_don(real_pool):
    st = turn(6)  # Katakuri costs 6
    top = face_up_life(st, real_pool, 2, 1)[0]
    st, _k = play(st, real_pool, "OP08-063")
    assert pending_kind(st) == "pay"
    st = choose(st, "yes")
    assert face_down(st, top)
    assert option_ids(st) == ["0", "1"]  # up to 1 (1-3-5-1)
    st = choose(st, 1)
    assert board.don_on_field(st, 0) == 7 and len(board.active_don(st, 0)) == 1  # set as active


def test_op08_063_katakuri_cannot_pay_with_a_face_down_top_life_card(real_pool):
    st = turn(6)
    face_up_life(st, real_pool, 2, 0)  # 8-3-1-3 (1-3-2): a face-down card cannot be turned face down
    st, _k = play(st, real_pool, "OP08-063")
    assert not st.pending and board.don_on_field(st, 0) == 6


def test_op08_063_katakuri_declining_the_cost_does_nothing(real_pool):
    st = turn(6)
    top = face_up_life(st, real_pool, 2, 1)[0]
    st, _k = play(st, real_pool, "OP08-063")
    st = choose(st, "no")  # 8-3-1-4
    assert not face_down(st, top) and board.don_on_field(st, 0) == 6


def test_op11_104_shirley_turns_a_life_card_face_down_to_look_at_3(real_pool):
    st = turn()
    top = face_up_life(st, real_pool, 2, 1)[0]
    fmi = add(st, real_pool, "OP11-032", 0, "deck")  # Surume: {Fish-Man Island}, the top card
    hand = len(st.table.zone(0, "hand"))
    st, _s = play(st, real_pool, "OP11-104")
    st = choose(st, "yes")
    assert face_down(st, top) and str(fmi) in option_ids(st)
    st = choose(st, fmi)
    while st.pending:
        st = choose(st, option_ids(st)[0])
    assert st.table.cards[fmi].zone == "hand" and len(st.table.zone(0, "hand")) == hand + 1


def test_op15_099_urouge_turns_a_life_card_face_down_to_give_a_rested_don(real_pool):
    st = turn(2)
    give_don(st, 0, 1, rested=True)
    top = face_up_life(st, real_pool, 2, 1)[0]
    urouge = add(st, real_pool, "OP15-099", 0, "characters")
    st = act(st, "activate", uid=urouge, ability=1)
    if pending_kind(st) == "pay":
        st = choose(st, "yes")
    assert face_down(st, top)
    assert option_ids(st) == ["0", "1"]  # up to 1 (1-3-5-1)
    st = choose(st, 1)
    if pending_kind(st):
        st = choose(st, urouge)
    assert len(board.attached(st, urouge)) == 1
    refused_face_down = turn(2)
    face_up_life(refused_face_down, real_pool, 2, 0)
    other = add(refused_face_down, real_pool, "OP15-099", 0, "characters")
    refused(refused_face_down, "activate", "8-3-1-3", uid=other, ability=1)


def shirahoshi_turn(pool, leader_number: str = SHIRAHOSHI, up: int = 1) -> tuple[OPState, int]:
    st = turn()
    set_leader(st, pool, 0, leader_number)
    return st, face_up_life(st, pool, 2, up)[0]


def test_op11_100_otohime_with_shirahoshi_turns_a_life_card_face_down_to_draw(real_pool):
    for leader_number, drawn in ((SHIRAHOSHI, 1), ("OP01-001", 0)):
        st, top = shirahoshi_turn(real_pool, leader_number)
        hand = len(st.table.zone(0, "hand"))
        st, _o = play(st, real_pool, "OP11-100")
        if drawn:
            st = choose(st, "yes")
        assert not st.pending  # without [Shirahoshi]: no cost asked, nothing done
        assert face_down(st, top) is bool(drawn) and len(st.table.zone(0, "hand")) == hand + drawn


def test_op11_108_neptune_with_shirahoshi_draws_2_and_trashes_1(real_pool):
    st, top = shirahoshi_turn(real_pool)
    hand = len(st.table.zone(0, "hand"))
    st, _n = play(st, real_pool, "OP11-108")
    st = choose(st, "yes")
    assert face_down(st, top)
    st = choose(st, st.table.zone(0, "hand")[0])
    assert len(st.table.zone(0, "hand")) == hand + 1
    st, top = shirahoshi_turn(real_pool, "OP01-001")
    st, _n = play(st, real_pool, "OP11-108")
    assert not st.pending and not face_down(st, top)


def test_op11_103_long_jaw_with_shirahoshi_rests_and_turns_a_life_card_face_down_to_ko(real_pool):
    st, top = shirahoshi_turn(real_pool)
    jaw = add(st, real_pool, "OP11-103", 0, "characters")
    foe = add(st, real_pool, VANILLA_1, 1, "characters")
    st = act(st, "activate", uid=jaw, ability=0)
    while pending_kind(st) == "pay":
        st = choose(st, "yes")
    assert st.table.cards[jaw].tapped and face_down(st, top)
    st = choose(st, foe)
    assert st.table.cards[foe].zone == "trash"
    # 8-4-1-1: "If your Leader is [Shirahoshi]" comes before the cost: without it, it can't be activated
    st, _top = shirahoshi_turn(real_pool, "OP01-001")
    jaw = add(st, real_pool, "OP11-103", 0, "characters")
    refused(st, "activate", "8-4-1-1", uid=jaw, ability=0)


def test_op11_107_topknot_with_shirahoshi_sets_itself_active_at_the_end_of_the_turn(real_pool):
    st, top = shirahoshi_turn(real_pool)
    knot = add(st, real_pool, "OP11-107", 0, "characters", tapped=True)
    st = act(st, "activate", uid=knot, ability=0)
    while pending_kind(st) == "pay":
        st = choose(st, "yes")
    assert face_down(st, top) and st.table.cards[knot].tapped  # not yet: at the end of this turn (6-6-1-1)
    st = act(st, "end_turn")
    while st.pending and st.pending[0].player == 0:
        st = choose(st, option_ids(st)[0])
    assert not st.table.cards[knot].tapped
    st, _top = shirahoshi_turn(real_pool, "OP01-001")
    knot = add(st, real_pool, "OP11-107", 0, "characters", tapped=True)
    refused(st, "activate", "8-4-1-1", uid=knot, ability=0)


def test_op11_117_fish_man_island_with_shirahoshi_turns_a_life_card_face_up_for_1000(real_pool):
    st, top = shirahoshi_turn(real_pool, up=0)
    nep = add(st, real_pool, "OP11-033", 0, "characters")  # Bird Neptunian: {Neptunian}, 7000
    island = add(st, real_pool, "OP11-117", 0, "stage")
    st = act(st, "activate", uid=island, ability=0)
    while pending_kind(st) == "pay":
        st = choose(st, "yes")
    assert not face_down(st, top)  # 3-10-2-1
    st = choose(st, nep)
    assert board.power(st, nep) == 8000
    st, _top = shirahoshi_turn(real_pool, "OP01-001", up=0)
    island = add(st, real_pool, "OP11-117", 0, "stage")
    refused(st, "activate", "8-4-1-1", uid=island, ability=0)


# --- "Play up to 1 …. If you do, …": "If you do" follows only a card played (1-3-5-1) --------------------

def koala(pool, play_hack: bool) -> tuple[OPState, int, int]:
    """P1 plays Koala (OP09-103), adds its top Life card to its hand and plays Hack or nothing. (state, hack, hand)."""
    st = turn()
    clear(st, 0, "hand")
    hack = add(st, pool, REV_ARMY, 0, "hand")  # {Revolutionary Army}, cost 3
    add(st, pool, VANILLA_8, 0, "hand")  # cost 8, no type: not a candidate
    st, _k = play(st, pool, "OP09-103")
    assert pending_kind(st) == "pay"
    st = choose(st, "yes")
    if pending_kind(st) != "target":
        st = choose(st, option_ids(st)[0])  # the top (or the bottom) of the Life cards
    hand = len(st.table.zone(0, "hand"))
    assert option_ids(st) == [str(hack)] or str(hack) in option_ids(st)
    st = choose(st, hack) if play_hack else choose(st)
    return st, hack, len(st.table.zone(0, "hand")) - hand


def test_op09_103_koala_plays_a_revolutionary_army_character_and_draws(real_pool):
    st, hack, drawn = koala(real_pool, True)
    assert st.table.cards[hack].zone == "characters"
    assert drawn == -1 + 1  # Hack left the hand, 1 card drawn


def test_op09_103_koala_playing_nothing_draws_nothing(real_pool):
    st, hack, drawn = koala(real_pool, False)
    assert st.table.cards[hack].zone == "hand" and drawn == 0 and not st.pending


# --- "or" in a condition: "If your Leader is [X] or …" (8-3-2) ----------------------------------------

def test_op13_051_boa_hancock_kod_draws_2_with_a_hancock_or_multicolored_leader(real_pool):
    for leader_number, drawn in (("OP07-038", 2), ("OP01-002", 2), ("OP01-001", 0)):  # Hancock, red/green Law, red Zoro
        st = turn(0, 6, n=4)
        set_leader(st, real_pool, 0, leader_number)
        hancock = add(st, real_pool, "OP13-051", 0, "characters")
        hand = len(st.table.zone(0, "hand"))
        st = ko_by_effect(st, real_pool, hancock, 1)
        assert st.table.cards[hancock].zone == "trash"
        assert len(st.table.zone(0, "hand")) == hand + drawn, leader_number


def test_op17_003_izo_gives_minus_6000_with_a_newgate_or_land_of_wano_leader(real_pool):
    for leader_number, applies in (("OP02-001", True), ("OP01-031", True), ("OP01-001", False)):  # Newgate, Oden {Land of Wano}, Zoro
        st = turn()
        set_leader(st, real_pool, 0, leader_number)
        foe = add(st, real_pool, VANILLA_8, 1, "characters", tapped=True)
        active = add(st, real_pool, VANILLA_8, 1, "characters")  # active: not a candidate
        st, _i = play(st, real_pool, "OP17-003")
        if applies:
            assert str(active) not in option_ids(st)
            st = choose(st, foe)
        assert not st.pending
        assert board.power(st, foe) == 10000 - 6000 * applies, leader_number
