"""Wording families across the pool, each card played with real cards in an engine game: "if you
have N or more rested Characters" and "if you have a Character with a cost of N or more" (8-3-2),
"if you have N or less cards in your deck", "trash up to N cards from the top of your opponent's Life
cards" (3-10), "with a cost equal to or less than the number of your opponent's Life cards" (read
when the effect resolves), "can also attack active Characters" (a change to 7-1-1-2), "rest your
Leader" and "add 1 card from your Life area to your hand" as costs (8-3-1), and "return all cards in
your hand to your deck and shuffle your deck. Then, draw cards equal to the number you returned"."""

from __future__ import annotations

import pytest

from engine.core import Action, Modifier
from engine.core.cards import CardPool
from engine.onepiece import board
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
    new_game,
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

pytestmark = needs_npm



def turn(don: int = 10, n: int = 3) -> OPState:
    st = to_turn(new_game(), n)
    for uid in list(st.table.zone(0, "cost_area")):
        board.return_one_don(st, uid)
    give_don(st, 0, don)
    return st



def set_leader(st: OPState, real_pool: CardPool, number: str, player: int = 0) -> int:
    clear(st, player, "leader")
    return add(st, real_pool, number, player, "leader")


def rested(st: OPState, n: int, player: int = 0) -> list[int]:
    return [put(st, player, "FX01-003", "characters", tapped=True) for _ in range(n)]


def foe(st: OPState, real_pool: CardPool, number: str = VANILLA_1, tapped: bool = False) -> int:
    return add(st, real_pool, number, 1, "characters", tapped=tapped)


def attack(st: OPState, attacker: int) -> OPState:
    return act(st, "attack", attacker=attacker, target=leader(st, 1))


def battle_out(st: OPState) -> OPState:
    while st.battle is not None and pending_kind(st) in ("block", "counter", "life"):
        kind = pending_kind(st)
        st = choose(st, "done" if kind == "counter" else "hand" if kind == "life" else option_ids(st)[-1])
    return st


def can_activate(st: OPState, uid: int) -> bool:
    return any(a.type == "activate" and a.args.get("uid") == uid for a in ENGINE.legal_actions(st, 0))


# --- "If you have N or more rested Characters" ----------------------------------------------------

@pytest.mark.parametrize(("number", "need"), [("OP09-026", 2), ("OP09-035", 2)])
def test_on_play_with_rested_characters_targets_an_opponents_character(real_pool, number, need):
    for n, acts in ((need, True), (need - 1, False)):
        st = turn()
        rested(st, n)
        target = foe(st, real_pool)
        st, _c = play(st, real_pool, number)
        assert (option_ids(st) == [str(target)]) if acts else pending_kind(st) is None
        if acts:
            st = choose(st, target)
            assert st.table.cards[target].zone == "trash" if number == "OP09-026" else st.table.cards[target].tapped


@pytest.mark.parametrize(("number", "draw", "trash"), [("OP09-024", 2, 2), ("OP10-025", 3, 2)])
def test_on_play_with_two_rested_characters_draws_and_trashes(real_pool, number, draw, trash):
    st = turn()
    rested(st, 2)
    hand = len(st.table.zone(0, "hand"))
    st, _c = play(st, real_pool, number)
    assert len(st.table.zone(0, "hand")) == hand + draw
    st = choose(st, *st.table.zone(0, "hand")[:trash])
    assert len(st.table.zone(0, "hand")) == hand + draw - trash
    st = turn()
    rested(st, 1)
    hand = len(st.table.zone(0, "hand"))
    st, _c = play(st, real_pool, number)
    assert len(st.table.zone(0, "hand")) == hand


@pytest.mark.parametrize(("number", "need"), [("OP01-052", 2), ("OP09-027", 3)])
def test_when_attacking_with_rested_characters_draws_once_per_turn(real_pool, number, need):
    st = turn()
    rested(st, need - 2)
    card = add(st, real_pool, number, 0, "characters")
    hand = len(st.table.zone(0, "hand"))
    st = attack(st, card)
    assert len(st.table.zone(0, "hand")) == hand  # need - 1 rested, the attacker (rested to attack) included
    st = turn()
    rested(st, need - 1)
    card = add(st, real_pool, number, 0, "characters")
    hand = len(st.table.zone(0, "hand"))
    st = attack(st, card)
    assert len(st.table.zone(0, "hand")) == hand + 1


def test_p_037_luffy_gains_1000_when_attacking_with_two_rested_characters(real_pool):
    st = turn()
    rested(st, 2)
    luffy = add(st, real_pool, "P-037", 0, "characters")
    st = attack(st, luffy)
    assert board.power(st, luffy) == 5000


@pytest.mark.parametrize(("number", "need"), [("OP09-031", 2), ("OP09-037", 3)])
def test_end_of_turn_with_rested_characters_sets_itself_active(real_pool, number, need):
    st = turn()
    rested(st, need)
    card = add(st, real_pool, number, 0, "characters", tapped=True)
    st = act(st, "end_turn")
    assert not st.table.cards[card].tapped
    st = turn()
    rested(st, need - 2)
    card = add(st, real_pool, number, 0, "characters", tapped=True)  # it counts itself: need - 1 in all
    st = act(st, "end_turn")
    assert st.table.cards[card].tapped


def test_op10_038_zoro_gains_2000_on_the_opponents_turn_with_two_rested_characters(real_pool):
    st = turn(0, n=4)
    zoro = add(st, real_pool, "OP10-038", 0, "characters")
    assert board.power(st, zoro) == 6000
    rested(st, 2)
    assert board.power(st, zoro) == 8000


def test_op10_024_newgate_rests_then_kos_a_rested_cheap_character(real_pool):
    st = turn()
    rested(st, 2)
    a = foe(st, real_pool)
    st, _c = play(st, real_pool, "OP10-024")
    st = choose(st, a)  # rest it (cost 5 or less)
    assert st.table.cards[a].tapped
    st = choose(st, a)  # then K.O. a rested one with a cost of 3 or less
    assert st.table.cards[a].zone == "trash"


def test_op10_029_mihawk_sets_a_rested_odyssey_character_active(real_pool):
    st = turn()
    rested(st, 2)
    odyssey = add(st, real_pool, "OP09-024", 0, "characters", tapped=True)  # {ODYSSEY}, cost 4
    st, _c = play(st, real_pool, "OP10-029")
    assert option_ids(st) == [str(odyssey)]
    st = choose(st, odyssey)
    assert not st.table.cards[odyssey].tapped


def test_op05_031_buffalo_sets_a_rested_cost_1_character_active(real_pool):
    st = turn()
    rested(st, 1)
    one = add(st, real_pool, VANILLA_1, 0, "characters", tapped=True)  # cost 1, rested (2 rested in all)
    buffalo = add(st, real_pool, "OP05-031", 0, "characters")
    st = attack(st, buffalo)
    assert str(one) in option_ids(st)
    st = choose(st, one)
    assert not st.table.cards[one].tapped


def counter_step(real_pool: CardPool, number: str) -> tuple[OPState, int]:
    st = turn(0, n=4)
    give_don(st, 0, 2)
    ev = add(st, real_pool, number, 0, "hand")
    attacker = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=attacker, target=leader(st, 0))
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    return st, ev


def test_op09_039_counter_with_an_odyssey_leader_and_two_rested_characters(real_pool):
    st, ev = counter_step(real_pool, "OP09-039")
    set_leader(st, real_pool, "OP09-022")  # Lim {ODYSSEY}
    lead = leader(st, 0)
    rested(st, 2)
    st = act(st, "play", player=0, uid=ev)
    st = choose(st, lead)
    assert board.power(st, lead) == board.data(st, lead)["power"] + 2000


def test_op09_041_counter_gives_2000_then_sets_two_characters_active(real_pool):
    st, ev = counter_step(real_pool, "OP09-041")
    set_leader(st, real_pool, "OP09-022")  # Lim {ODYSSEY}
    lead = leader(st, 0)
    a, b = rested(st, 2)
    st = act(st, "play", player=0, uid=ev)
    st = choose(st, lead)
    st = choose(st, a, b)
    assert not st.table.cards[a].tapped and not st.table.cards[b].tapped


# --- "If you have a Character with a cost of N or more" (your side only) ----------------------------

def test_st14_003_sanji_kos_with_a_cost_6_character(real_pool):
    number = "ST14-003"
    st = turn()
    add(st, real_pool, "OP09-026", 0, "characters")  # cost 6
    target = foe(st, real_pool)
    st, _c = play(st, real_pool, number)
    st = choose(st, target)
    assert st.table.cards[target].zone == "trash"
    st = turn()
    add(st, real_pool, VANILLA_8, 1, "characters")  # the opponent's does not count
    foe(st, real_pool)
    st, _c = play(st, real_pool, number)
    assert pending_kind(st) is None


@pytest.mark.parametrize("number", ["OP08-085", "ST14-002"])
def test_when_attacking_with_a_cost_8_character_kos_a_cost_4(real_pool, number):
    st = turn()
    add(st, real_pool, VANILLA_8, 0, "characters")
    card = add(st, real_pool, number, 0, "characters")
    attach(st, card, 1)
    target = foe(st, real_pool)
    st = attack(st, card)
    st = choose(st, target)
    assert st.table.cards[target].zone == "trash"


def test_st14_007_robin_gives_minus_5_cost_on_play_and_when_attacking(real_pool):
    st = turn()
    add(st, real_pool, VANILLA_8, 0, "characters")
    target = foe(st, real_pool, VANILLA_8)
    st, _robin = play(st, real_pool, "ST14-007")
    st = choose(st, target)
    assert board.cost(st, target) == 3
    st = turn()
    add(st, real_pool, VANILLA_8, 0, "characters")
    robin = add(st, real_pool, "ST14-007", 0, "characters")
    target = foe(st, real_pool, VANILLA_8)
    st = choose(attack(st, robin), target)
    assert board.cost(st, target) == 3


def test_st14_008_haredas_gives_2_cost_then_draws_and_trashes_with_a_cost_8(real_pool):
    st = turn()
    haredas = add(st, real_pool, "ST14-008", 0, "characters")
    hat = add(st, real_pool, "ST14-002", 0, "characters")  # black {Straw Hat Crew}, cost 3
    add(st, real_pool, VANILLA_8, 0, "characters")
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "activate", uid=haredas, ability=0)
    st = choose(st, hat)
    assert board.cost(st, hat) == 5
    st = choose(st, st.table.zone(0, "hand")[0])
    assert len(st.table.zone(0, "hand")) == hand


def test_st14_012_luffy_has_rush_with_a_cost_10_character(real_pool):
    st = turn()
    luffy = add(st, real_pool, "ST14-012", 0, "characters")
    assert "Rush" not in board.keywords(st, luffy)
    big = add(st, real_pool, VANILLA_8, 0, "characters")
    st.modifiers.append(Modifier(big, "cost", 2, duration="this_turn", player=0, turn=st.turn))
    assert "Rush" in board.keywords(st, luffy)


def test_st14_014_counter_needs_a_cost_8_character(real_pool):
    st, ev = counter_step(real_pool, "ST14-014")
    add(st, real_pool, VANILLA_8, 0, "characters")
    lead = leader(st, 0)
    st = act(st, "play", player=0, uid=ev)
    st = choose(st, lead)
    assert board.power(st, lead) == 8000


def test_st14_015_gives_3000_then_kos_a_cost_2_with_a_cost_8_character(real_pool):
    st = turn()
    add(st, real_pool, VANILLA_8, 0, "characters")
    target = foe(st, real_pool)
    st, _ev = play(st, real_pool, "ST14-015")
    st = choose(st, leader(st, 0))
    st = choose(st, target)
    assert st.table.cards[target].zone == "trash" and board.power(st, leader(st, 0)) == 8000


def test_op16_081_otama_rests_for_minus_2000_with_a_cost_8_character(real_pool):
    st = turn()
    otama = add(st, real_pool, "OP16-081", 0, "characters")
    add(st, real_pool, VANILLA_8, 0, "characters")
    target = foe(st, real_pool, VANILLA_8)
    st = act(st, "activate", uid=otama, ability=0)
    st = choose(st, target)
    assert st.table.cards[otama].tapped and board.power(st, target) == 8000


@pytest.mark.parametrize("number", ["OP17-066", "OP17-067"])
def test_kurozumi_with_a_cost_10_character(real_pool, number):
    st = turn()
    big = add(st, real_pool, VANILLA_8, 0, "characters")
    st.modifiers.append(Modifier(big, "cost", 2, duration="this_turn", player=0, turn=st.turn))
    target = foe(st, real_pool)
    hand = len(st.table.zone(0, "hand"))
    st, _c = play(st, real_pool, number)
    st = choose(st, "yes")  # DON!! −1 (8-3-1-4: an auto effect's cost is optional)
    while pending_kind(st) == "don_return":
        st = choose(st, option_ids(st)[0])
    if number == "OP17-066":
        st = choose(st, st.table.zone(0, "hand")[0])
        assert len(st.table.zone(0, "hand")) == hand + 1
    else:
        st = choose(st, target)
        assert st.table.cards[target].tapped


# --- "If you have N or less cards in your deck" -----------------------------------------------------

def thin_deck(st: OPState, n: int) -> None:
    while len(st.table.zone(0, "deck")) > n:
        st.table.move(st.table.zone(0, "deck")[0], "trash", player=0)


def test_op03_045_carne_gains_3000_on_the_opponents_turn_with_20_or_less_in_the_deck(real_pool):
    st = turn(0, n=4)
    carne = add(st, real_pool, "OP03-045", 0, "characters")
    assert board.power(st, carne) == 3000
    thin_deck(st, 20)
    assert board.power(st, carne) == 6000


def test_op03_053_yosaku_johnny_gain_2000_with_a_don_and_20_or_less(real_pool):
    st = turn()
    yj = add(st, real_pool, "OP03-053", 0, "characters")
    attach(st, yj, 1)
    thin_deck(st, 20)
    assert board.power(st, yj) == 3000 + 1000 + 2000


def test_op03_049_patty_returns_a_cheap_character_with_20_or_less(real_pool):
    st = turn()
    thin_deck(st, 20)
    target = foe(st, real_pool)
    st, _c = play(st, real_pool, "OP03-049")
    st = choose(st, target)
    assert st.table.cards[target].zone == "hand"


# --- "trash up to N cards from the top of your opponent's Life cards" -------------------------------

@pytest.mark.parametrize("number", ["OP09-107", "OP10-112"])
def test_on_play_trashes_the_top_of_the_opponents_life(real_pool, number):
    st = turn()
    life = list(st.table.zone(1, "life"))
    st, _card = play(st, real_pool, number)
    if pending_kind(st) == "pay":  # OP10-112: you may rest this Character
        st = choose(st, "yes")
    assert option_ids(st) == ["0", "1"]
    st = choose(st, 1)
    assert st.table.cards[life[0]].zone == "trash" and len(st.table.zone(1, "life")) == len(life) - 1


def test_op03_120_with_3_opposing_life_does_nothing(real_pool):
    st = turn()
    while len(st.table.zone(1, "life")) > 3:
        st.table.move(st.table.zone(1, "life")[0], "trash", player=1)
    st, _ev = play(st, real_pool, "OP03-120")
    assert pending_kind(st) is None and len(st.table.zone(1, "life")) == 3


def test_op03_114_linlin_adds_a_life_then_trashes_an_opposing_one(real_pool):
    st = turn()
    set_leader(st, real_pool, "OP03-077")  # Charlotte Linlin {Big Mom Pirates}
    life, opp = len(st.table.zone(0, "life")), len(st.table.zone(1, "life"))
    st, _c = play(st, real_pool, "OP03-114")
    st = choose(st, 1)
    st = choose(st, 1)
    assert len(st.table.zone(0, "life")) == life + 1 and len(st.table.zone(1, "life")) == opp - 1


@pytest.mark.parametrize("number", ["OP10-109"])
def test_on_ko_trashes_an_opposing_life(real_pool, number):
    st = turn()
    card = add(st, real_pool, number, 1, "characters", tapped=True)
    attacker = add(st, real_pool, VANILLA_8, 0, "characters")
    life = len(st.table.zone(0, "life"))
    st = act(st, "attack", attacker=attacker, target=card)
    while st.battle is not None and pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    st = choose(st, 1)
    assert len(st.table.zone(0, "life")) == life - 1


def test_op08_119_kaido_linlin_kos_all_other_characters_and_swaps_a_life(real_pool):
    st = turn()
    kl = add(st, real_pool, "OP08-119", 0, "characters")
    mine, theirs = add(st, real_pool, VANILLA_1, 0, "characters"), foe(st, real_pool)
    life, opp = len(st.table.zone(0, "life")), len(st.table.zone(1, "life"))
    st = attack(st, kl)
    st = choose(st, "yes")
    while pending_kind(st) == "don_return":
        st = choose(st, option_ids(st)[0])
    assert st.table.cards[mine].zone == st.table.cards[theirs].zone == "trash" and st.table.cards[kl].zone == "characters"
    st = choose(st, 1)
    st = choose(st, 1)
    assert len(st.table.zone(0, "life")) == life + 1 and len(st.table.zone(1, "life")) == opp - 1


# --- "with a cost equal to or less than the number of your opponent's Life cards" -------------------

@pytest.mark.parametrize("number", ["OP05-102", "OP10-110", "ST29-002"])
def test_a_cost_bound_by_the_opponents_life_count(real_pool, number):
    st = turn()
    while len(st.table.zone(1, "life")) > 3:
        st.table.move(st.table.zone(1, "life")[0], "trash", player=1)
    cheap = foe(st, real_pool, "OP09-024")  # cost 4 > 3 Life cards
    cheaper = foe(st, real_pool)  # cost 1
    st, _c = play(st, real_pool, number)
    assert option_ids(st) == [str(cheaper)]
    assert cheap


def test_op05_116_event_and_op10_115_trigger_use_the_opponents_life_count(real_pool):
    st = turn()
    while len(st.table.zone(1, "life")) > 4:
        st.table.move(st.table.zone(1, "life")[0], "trash", player=1)
    big = foe(st, real_pool, VANILLA_8)
    bigger = foe(st, real_pool, VANILLA_8)
    st.modifiers.append(Modifier(big, "cost", -4, duration="this_turn", player=0, turn=st.turn))  # cost 4 = 4 Life cards
    st, _ev = play(st, real_pool, "OP05-116")
    assert option_ids(st) == [str(big)] and bigger


def test_op04_112_yamato_counts_both_life_areas(real_pool):
    for mine, theirs, fits in ((4, 4, True), (4, 3, False)):
        st = turn()
        for p, n in ((0, mine), (1, theirs)):
            while len(st.table.zone(p, "life")) > n:
                st.table.move(st.table.zone(p, "life")[0], "trash", player=p)
        big = foe(st, real_pool, VANILLA_8)  # cost 8
        st, _y = play(st, real_pool, "OP04-112")
        assert (pending_kind(st) == "target" and option_ids(st) == [str(big)]) == fits


def test_op06_100_inuarashi_kos_within_the_opponents_life_count(real_pool):
    st = turn()
    inu = add(st, real_pool, "OP06-100", 0, "characters")
    attach(st, inu, 2)
    target = foe(st, real_pool)
    st = attack(st, inu)
    st = choose(st, "yes")
    st = choose(st, st.table.zone(0, "hand")[0])
    st = choose(st, target)
    assert st.table.cards[target].zone == "trash"


# --- "can also attack (your opponent's) active Characters" -------------------------------------------

@pytest.mark.parametrize(("number", "don"), [("OP01-021", 1), ("OP02-014", 1), ("OP04-081", 1), ("OP06-110", 2)])
def test_with_given_don_attacks_active_characters(real_pool, number, don):
    st = turn()
    card = add(st, real_pool, number, 0, "characters")
    target = foe(st, real_pool)
    refused(st, "attack", "7-1-1-2", attacker=card, target=target)
    attach(st, card, don)
    st = act(st, "attack", attacker=card, target=target)
    assert st.battle is not None and st.battle.target == target


def test_op01_112_page_one_returns_a_don_to_attack_active_characters(real_pool):
    st = turn()
    page = add(st, real_pool, "OP01-112", 0, "characters")
    target = foe(st, real_pool)
    st = act(st, "activate", uid=page, ability=0)
    while pending_kind(st) == "don_return":
        st = choose(st, option_ids(st)[0])
    st = act(st, "attack", attacker=page, target=target)
    assert st.battle is not None


@pytest.mark.parametrize(("number", "ally"), [("OP04-080", "OP04-088"), ("OP11-119", VANILLA_1)])
def test_on_play_lets_a_character_attack_active_characters_this_turn(real_pool, number, ally):
    st = turn()
    friend = add(st, real_pool, ally, 0, "characters")
    target = foe(st, real_pool)
    st, _c = play(st, real_pool, number)
    st = choose(st, friend)
    st = act(st, "attack", attacker=friend, target=target)
    assert st.battle is not None
    st = to_turn(battle_out(st), 5)
    assert CAN_ATTACK not in board.keywords(st, friend)


CAN_ATTACK = "Can Attack Active Characters"


@pytest.mark.parametrize("number", ["EB03-008", "OP11-084"])
def test_when_attacking_a_sword_or_navy_card_may_attack_active_characters(real_pool, number):
    st = turn()
    card = add(st, real_pool, number, 0, "characters")
    st = attack(st, card)
    st = choose(st, card) if pending_kind(st) == "target" and str(card) in option_ids(st) else st
    assert CAN_ATTACK in board.keywords(st, card)


def test_eb04_050_event_lets_a_sword_leader_attack_active_characters(real_pool):
    st = turn()
    lead = leader(st, 0)  # the fixture Leader: no {SWORD} or {Navy} type
    sword = add(st, real_pool, "EB03-008", 0, "characters")  # Hibari {SWORD}
    st, _ev = play(st, real_pool, "EB04-050")
    assert option_ids(st) == [str(sword)]  # only {SWORD} type cards
    st = choose(st, sword)
    assert CAN_ATTACK in board.keywords(st, sword) and CAN_ATTACK not in board.keywords(st, lead)


def test_op11_010_hibari_gains_1000_then_a_navy_leader_may_attack_active_characters(real_pool):
    st = turn()
    lead = leader(st, 0)  # the fixture Leader: no {SWORD} or {Navy} type
    hibari = add(st, real_pool, "OP11-010", 0, "characters")
    st = attack(st, hibari)
    assert board.power(st, hibari) == board.data(st, hibari)["power"] + 1000
    assert CAN_ATTACK not in board.keywords(st, lead)  # the fixture Leader is no {Navy}


def test_op11_014_borsalino_rests_to_let_a_navy_card_attack_active_characters(real_pool):
    st = turn()
    bors = add(st, real_pool, "OP11-014", 0, "characters")
    st = act(st, "activate", uid=bors, ability=0)
    assert st.table.cards[bors].tapped
    st = choose(st, bors)
    assert CAN_ATTACK in board.keywords(st, bors)


def test_op11_082_aramaki_trashes_itself_then_mills_two(real_pool):
    st = turn()
    aramaki = add(st, real_pool, "OP11-082", 0, "characters")
    navy = add(st, real_pool, "OP11-014", 0, "characters")
    deck = len(st.table.zone(0, "deck"))
    st = act(st, "activate", uid=aramaki, ability=0)
    assert st.table.cards[aramaki].zone == "trash"
    assert pending_kind(st) != "target"  # the fixture Leader has no {Navy} type: only the mill
    assert len(st.table.zone(0, "deck")) == deck - 2 and CAN_ATTACK not in board.keywords(st, navy)


# --- costs: "rest your Leader", "add 1 card from your Life area to your hand" ----------------------

@pytest.mark.parametrize("number", ["OP04-088"])
def test_rest_your_leader_as_a_cost(real_pool, number):
    st = turn()
    card = add(st, real_pool, number, 0, "characters")
    target = foe(st, real_pool, VANILLA_8)
    st = act(st, "activate", uid=card, ability=0)
    assert st.table.cards[leader(st, 0)].tapped
    st = choose(st, target)
    assert board.cost(st, target) == 4
    st = turn()
    card = add(st, real_pool, number, 0, "characters")
    st.table.cards[leader(st, 0)].tapped = True
    assert not can_activate(st, card)  # 8-3-1-3: a rested Leader can't pay it


def test_op04_081_cavendish_rests_the_leader_to_ko_then_mills(real_pool):
    st = turn()
    cav = add(st, real_pool, "OP04-081", 0, "characters")
    target = foe(st, real_pool)
    deck = len(st.table.zone(0, "deck"))
    st = attack(st, cav)
    st = choose(st, "yes")
    st = choose(st, target)
    assert st.table.cards[target].zone == "trash" and len(st.table.zone(0, "deck")) == deck - 2


def test_op04_091_leo_with_a_dressrosa_leader(real_pool):
    st = turn()
    set_leader(st, real_pool, "OP04-039")  # Rebecca {Dressrosa}
    target = foe(st, real_pool)
    st, _leo = play(st, real_pool, "OP04-091")
    st = choose(st, "yes")
    st = choose(st, target)
    assert st.table.cards[target].zone == "trash" and st.table.cards[leader(st, 0)].tapped


def test_op01_008_cavendish_takes_a_life_for_rush(real_pool):
    st = turn()
    life = len(st.table.zone(0, "life"))
    st, cav = play(st, real_pool, "OP01-008")
    st = choose(st, "yes")
    assert len(st.table.zone(0, "life")) == life - 1 and "Rush" in board.keywords(st, cav)


# --- "Return all cards in your hand to your deck … draw cards equal to the number you returned" -----

@pytest.mark.parametrize("number", ["OP04-048", "P-002"])
def test_returns_the_hand_and_draws_as_many(real_pool, number):
    st = turn()
    clear(st, 0, "hand")
    kept = [put(st, 0, "FX01-003", "hand") for _ in range(3)]
    card = add(st, real_pool, number, 0, "hand")
    deck = len(st.table.zone(0, "deck"))
    step = ENGINE.apply(st, Action("play", 0, {"uid": card}))
    st = step.state
    assert any(e.kind == "shuffle" for e in step.events)  # the hand went into the deck, shuffled
    assert len(st.table.zone(0, "hand")) == 3 and len(st.table.zone(0, "deck")) == deck  # 3 returned, 3 drawn
    assert kept


# --- abilities now automated on cards that keep another ability by hand ------------------------------

def trigger_from_life(real_pool: CardPool, number: str) -> OPState:
    """P2 attacks P1's Leader; ``number`` is P1's top Life card: activate its [Trigger]."""
    st = turn(0, n=4)
    add(st, real_pool, number, 0, "life")
    attacker = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=attacker, target=leader(st, 0))
    while pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    return choose(st, "activate")


@pytest.mark.parametrize(("number", "bound"), [("EB01-059", "total"), ("OP05-114", "opp")])
def test_trigger_kos_within_a_life_count(real_pool, number, bound):
    st = to_turn(new_game(), 4)
    for p, n in ((0, 3), (1, 2)):
        while len(st.table.zone(p, "life")) > n:
            st.table.move(st.table.zone(p, "life")[0], "trash", player=p)
    st.table.move(st.table.zone(0, "life")[0], "trash", player=0)  # 2 left; the card on top makes 3
    add(st, real_pool, number, 0, "life")
    big = add(st, real_pool, "OP09-024", 1, "characters")  # cost 4
    small = add(st, real_pool, VANILLA_1, 1, "characters")
    attacker = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=attacker, target=leader(st, 0))
    while pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    st = choose(st, "activate")  # then: P1 2 Life cards, P2 2 (total 4; the opponent's 2)
    assert set(option_ids(st)) == ({str(big), str(small)} if bound == "total" else {str(small)})


def test_eb03_026_hancock_on_play_with_5_opposing_cards(real_pool):
    st = turn()
    clear(st, 1, "hand")
    cards = [put(st, 1, "FX01-003", "hand") for _ in range(5)]
    st, _h = play(st, real_pool, "EB03-026")
    st = choose(st, cards[0])
    assert st.table.zone(1, "deck")[-1] == cards[0]


def test_eb03_057_on_ko_trashes_an_opposing_life(real_pool):
    st = turn()
    card = add(st, real_pool, "EB03-057", 1, "characters", tapped=True)
    attacker = add(st, real_pool, VANILLA_8, 0, "characters")
    life = len(st.table.zone(0, "life"))
    st = battle_out(act(st, "attack", attacker=attacker, target=card))
    st = choose(st, 1)
    assert len(st.table.zone(0, "life")) == life - 1


def test_eb04_048_lucci_trashes_a_character_to_draw(real_pool):
    st = turn()
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    hand = len(st.table.zone(0, "hand"))
    st, _l = play(st, real_pool, "EB04-048")
    st = choose(st, "yes")
    st = choose(st, mine)
    assert st.table.cards[mine].zone == "trash" and len(st.table.zone(0, "hand")) == hand + 1


def test_op04_090_attacks_active_characters(real_pool):
    st = turn()
    card = add(st, real_pool, "OP04-090", 0, "characters")
    target = foe(st, real_pool)
    st = act(st, "attack", attacker=card, target=target)
    assert st.battle is not None and st.battle.target == target


def test_op04_094_trigger_rests_the_leader_to_ko(real_pool):
    st = trigger_from_life(real_pool, "OP04-094")
    assert pending_kind(st) == "pay"  # 8-3-1-4: "You may rest your Leader"
    st = choose(st, "yes")
    assert st.table.cards[leader(st, 0)].tapped
    assert pending_kind(st) != "target"  # the attacker has a cost of 8: nothing to K.O.


def test_op10_100_when_attacking_rests_within_the_total_life(real_pool):
    st = turn()
    card = add(st, real_pool, "OP10-100", 0, "characters")
    attach(st, card, 1)
    target = foe(st, real_pool)
    st = choose(attack(st, card), target)
    assert st.table.cards[target].tapped


def test_op15_102_on_play_rests_within_the_opponents_life(real_pool):
    st = turn()
    target = foe(st, real_pool)
    st, _c = play(st, real_pool, "OP15-102")
    st = choose(st, target)
    assert st.table.cards[target].tapped


# --- "with N power" / "with N base power" (exactly N), "you and your opponent have a total of …",
# "K.O. up to 1 … and up to 1 …" (two K.O.s, one verb) ---------------------------------------------

EIGHT_K = "OP16-007"  # Jozu: a Character card with 8000 power
SIX_K = "ST30-008"  # Marco: a Character card with 6000 power


def test_eb03_025_hina_returns_a_6000_base_power_character(real_pool):
    st = turn()
    six = foe(st, real_pool, SIX_K)  # 6000
    five = foe(st, real_pool, "OP09-024")  # 5000
    st, hina = play(st, real_pool, "EB03-025")  # 6000 base power itself
    st = choose(st, "yes")
    st = choose(st, st.table.zone(0, "hand")[0])
    assert set(option_ids(st)) == {str(six), str(hina)} and five
    st = choose(st, six)
    assert st.table.cards[six].zone == "hand"


def test_eb03_027_returns_a_7000_base_power_character(real_pool):
    st = turn()
    seven = foe(st, real_pool, "OP09-026")  # 7000
    six = foe(st, real_pool, "OP09-024")  # 5000
    st, marguerite = play(st, real_pool, "EB03-027")  # 7000 base power itself
    assert set(option_ids(st)) == {str(seven), str(marguerite)} and six
    st = choose(st, seven)
    assert st.table.cards[seven].zone == "hand"


@pytest.mark.parametrize("number", ["OP16-002", "OP16-011", "OP16-010", "OP16-007"])
def test_reveal_an_8000_power_character_from_the_hand(real_pool, number):
    st = turn()
    eight = add(st, real_pool, EIGHT_K, 0, "hand")
    add(st, real_pool, "OP16-009", 0, "hand")  # 5000: can't pay
    weak = foe(st, real_pool, "OP16-002")  # 2000 base power
    hand = len(st.table.zone(0, "hand"))
    st, _c = play(st, real_pool, number)
    st = choose(st, "yes")
    assert paid_with_only(st, eight)  # the only card that pays it: taken (8-3-1, issue #17)
    assert st.table.cards[eight].zone == "hand"  # revealed, not moved
    if number in ("OP16-002", "OP16-011"):
        assert len(st.table.zone(0, "hand")) == hand + 1  # the played card was counted: + 1 drawn
    else:
        st = choose(st, weak)
        assert st.table.cards[weak].zone == "trash" if number == "OP16-010" else board.power(st, weak) == 1000


def test_op16_020_rests_a_don_and_reveals_to_draw(real_pool):
    st = turn(3)
    eight = add(st, real_pool, EIGHT_K, 0, "hand")
    hand = len(st.table.zone(0, "hand"))
    st, _ev = play(st, real_pool, "OP16-020")
    st = choose(st, "yes")
    assert paid_with_only(st, eight)  # the only 8000 power card to reveal: taken (8-3-1, issue #17)
    assert len(st.table.zone(0, "hand")) == hand + 1 and len(board.active_don(st, 0)) == 2  # a cost-0 Event: 1 DON!! rested


def test_st30_004_reveals_two_6000_cards_draws_three_trashes_two(real_pool):
    st = turn()
    sixes = [add(st, real_pool, SIX_K, 0, "hand") for _ in range(2)]
    hand = len(st.table.zone(0, "hand"))
    st, _c = play(st, real_pool, "ST30-004")
    st = choose(st, "yes")
    assert paid_with_only(st, *sixes)  # exactly the 2 that can pay: taken (8-3-1, issue #17)
    assert len(st.table.zone(0, "hand")) == hand + 3
    st = choose(st, *st.table.zone(0, "hand")[:2])
    assert len(st.table.zone(0, "hand")) == hand + 1


def test_op16_008_squard_trashes_a_10000_base_power_character_to_ko(real_pool):
    st = turn()
    big = add(st, real_pool, VANILLA_8, 0, "characters")  # 10000
    target = foe(st, real_pool, "OP16-007")  # 8000
    st, _c = play(st, real_pool, "OP16-008")
    st = choose(st, "yes")
    assert paid_with_only(st, big)  # the only card that pays it: taken (8-3-1, issue #17)
    st = choose(st, target)
    assert st.table.cards[target].zone == "trash"


def test_st30_008_marco_trashes_a_6000_card_to_come_back_rested(real_pool):
    st = turn()
    marco = add(st, real_pool, "ST30-008", 1, "characters", tapped=True)
    six = add(st, real_pool, SIX_K, 1, "hand")
    attacker = add(st, real_pool, VANILLA_8, 0, "characters")
    st = battle_out(act(st, "attack", attacker=attacker, target=marco))
    st = choose(st, "yes")
    assert paid_with_only(st, six)  # the only card that pays it: taken (8-3-1, issue #17)
    assert st.table.cards[marco].zone == "characters" and st.table.cards[marco].tapped


@pytest.mark.parametrize("number", ["ST30-002", "ST30-017"])
def test_search_a_6000_power_character(real_pool, number):
    st = turn()
    six, other = add(st, real_pool, SIX_K, 0, "deck"), add(st, real_pool, VANILLA_8, 0, "deck")
    st, _c = play(st, real_pool, number)
    assert str(six) in option_ids(st) and str(other) not in option_ids(st)
    st = choose(st, six)
    assert st.table.cards[six].zone == "hand"


def test_st30_003_newgate_gives_6000_base_power_characters_1000_on_your_turn(real_pool):
    st = turn()
    add(st, real_pool, "ST30-003", 0, "characters")
    six = add(st, real_pool, SIX_K, 0, "characters")
    ten = add(st, real_pool, VANILLA_8, 0, "characters")
    assert board.power(st, six) == 7000 and board.power(st, ten) == 10000
    st = to_turn(st, 4)
    assert board.power(st, six) == 6000


def test_st30_011_buggy_rests_instead_of_a_6000_character_leaving(real_pool):
    st = turn(0, n=4)
    buggy = add(st, real_pool, "ST30-011", 0, "characters")
    six = add(st, real_pool, SIX_K, 0, "characters")
    give_don(st, 1, 10)
    ev = add(st, real_pool, "OP05-116", 1, "hand")  # K.O. up to 1 (cost within the opponent's Life cards)
    st = act(st, "play", player=1, uid=ev)
    st = choose(st, six, player=1)
    assert st.pending and st.pending[0].player == 0  # 8-1-3-4: the replacement is offered
    st = choose(st, option_ids(st)[0], player=0)
    assert st.table.cards[six].zone == "characters" and st.table.cards[buggy].tapped


def test_op06_103_kawamatsu_puts_a_0_power_character_into_life_face_up(real_pool):
    st = turn()
    kawa = add(st, real_pool, "OP06-103", 0, "characters")
    zero = add(st, real_pool, VANILLA_1, 0, "characters")
    st.modifiers.append(Modifier(zero, "power", -3000, duration="this_turn", player=0, turn=st.turn))
    assert board.power(st, zero) == 0
    life = len(st.table.zone(0, "life"))
    st = attack(st, kawa)
    st = choose(st, "yes")
    st = choose(st, *st.table.zone(0, "hand")[:2])
    st = choose(st, zero)
    if pending_kind(st) == "life_end":
        st = choose(st, "top")
    assert st.table.cards[zero].zone == "life" and len(st.table.zone(0, "life")) == life + 1


@pytest.mark.parametrize("number", ["OP09-100", "OP09-108", "OP09-112", "EB04-055", "P-088", "OP09-114"])
def test_trigger_plays_itself_with_5_or_less_life_in_total(real_pool, number):
    st = to_turn(new_game(), 4)
    leader_needed = {"OP09-100": "OP07-001", "OP09-108": "OP07-001", "OP09-112": "OP07-001", "EB04-055": "OP07-001",
                     "P-088": "OP01-002"}  # Monkey.D.Dragon {Revolutionary Army}, Trafalgar Law {Supernovas}
    if number in leader_needed:
        set_leader(st, real_pool, leader_needed[number])
    for p, n in ((0, 2), (1, 2)):
        while len(st.table.zone(p, "life")) > n:
            st.table.move(st.table.zone(p, "life")[0], "trash", player=p)
    card = add(st, real_pool, number, 0, "life")
    attacker = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=attacker, target=leader(st, 0))
    while pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    st = choose(st, "activate")
    assert st.table.cards[card].zone == "characters"


def test_op09_114_on_play_kos_a_2000_power_character_with_5_or_less_life(real_pool):
    st = turn()
    for p, n in ((0, 2), (1, 3)):
        while len(st.table.zone(p, "life")) > n:
            st.table.move(st.table.zone(p, "life")[0], "trash", player=p)
    weak = foe(st, real_pool, "OP16-002")
    st, _c = play(st, real_pool, "OP09-114")
    st = choose(st, weak)
    assert st.table.cards[weak].zone == "trash"


def test_op11_114_kos_with_5_or_more_life_in_total(real_pool):
    st = turn()
    target = foe(st, real_pool)
    st, _ev = play(st, real_pool, "OP11-114")
    st = choose(st, "yes")  # rest 3 DON!!
    st = choose(st, target)
    assert st.table.cards[target].zone == "trash"


@pytest.mark.parametrize(("number", "first", "second"), [("OP07-118", "OP09-024", VANILLA_1), ("OP05-093", "OP16-002", VANILLA_1)])
def test_two_kos_with_one_verb(real_pool, number, first, second):
    st = turn()
    for _ in range(3):
        put(st, 0, "FX01-003", "trash")
    a = foe(st, real_pool, first)
    b = foe(st, real_pool, second)
    st, _c = play(st, real_pool, number)
    st = choose(st, "yes")
    if pending_kind(st) == "cost":
        st = choose(st, *option_ids(st)[:st.pending[0].max])
    while pending_kind(st) == "deck_order":
        st = choose(st, option_ids(st)[0])
    st = choose(st, a)
    st = choose(st, b)
    assert st.table.cards[a].zone == st.table.cards[b].zone == "trash"


def test_op13_077_two_kos_by_base_power_with_a_given_don(real_pool):
    st = turn(4)
    attach(st, leader(st, 0), 1)
    a = foe(st, real_pool, "OP16-002")  # 2000 base power
    b = foe(st, real_pool, "OP16-010")
    st, _ev = play(st, real_pool, "OP13-077")
    st = choose(st, "yes")  # rest 3 DON!!
    st = choose(st, a)
    st = choose(st, b)
    assert st.table.cards[a].zone == st.table.cards[b].zone == "trash"


def test_op09_100_trigger_with_6_life_in_total_is_not_played(real_pool):
    st = to_turn(new_game(), 4)
    set_leader(st, real_pool, "OP07-001")
    for p, n in ((0, 3), (1, 3)):
        while len(st.table.zone(p, "life")) > n:
            st.table.move(st.table.zone(p, "life")[0], "trash", player=p)
    card = add(st, real_pool, "OP09-100", 0, "life")
    attacker = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=attacker, target=leader(st, 0))
    while pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    st = choose(st, "activate")  # then 3 + 3 Life cards: more than 5
    assert st.table.cards[card].zone != "characters"


def test_op14_058_main_plays_a_fish_man_then_returns_a_6000_base_power_character(real_pool):
    st = turn(5)
    fish = add(st, real_pool, "OP06-028", 0, "hand")  # Zeo {Fish-Man}, cost 2
    six = foe(st, real_pool, SIX_K)
    st, _ev = play(st, real_pool, "OP14-058")
    st = choose(st, "yes")
    st = choose(st, fish)
    assert st.table.cards[fish].zone == "characters"
    st = choose(st, six)
    assert st.table.cards[six].zone == "hand"


def test_op16_003_on_play_reveals_two_8000_cards_for_minus_6000(real_pool):
    st = turn()
    eights = [add(st, real_pool, EIGHT_K, 0, "hand") for _ in range(2)]
    target = foe(st, real_pool, VANILLA_8)
    st, _n = play(st, real_pool, "OP16-003")
    assert pending_kind(st) == "pay"
    st = choose(st, "yes")
    st = choose(st, *eights)
    st = choose(st, target)
    assert board.power(st, target) == 4000


def test_op16_014_on_ko_trashes_an_8000_card_to_come_back(real_pool):
    st = turn()
    marco = add(st, real_pool, "OP16-014", 1, "characters", tapped=True)
    eight = add(st, real_pool, EIGHT_K, 1, "hand")
    attacker = add(st, real_pool, VANILLA_8, 0, "characters")
    st = battle_out(act(st, "attack", attacker=attacker, target=marco))
    assert pending_kind(st) == "pay" and st.table.cards[marco].zone == "trash"
    st = choose(st, "yes")  # the one 8000 power card of the hand pays it: taken and logged (8-3-1)
    assert st.table.cards[eight].zone == "trash" and st.table.cards[marco].zone == "characters"
    assert not st.pending  # its replacement ability is read now (templates_costs_more ko_self): nothing to resolve by hand


# --- "cannot be K.O.'d in battle by <X> attribute cards" (1-3-3 over 7-1-4-1-2), "gains [K] and +N",
# "the number of your Life cards is equal to or less than …" -------------------------------------

STRIKE_9 = "OP02-020"  # a Character with no text: <Strike>, 9000 power


def battle(st: OPState, attacker: int, target: int) -> OPState:
    return battle_out(act(st, "attack", attacker=attacker, target=target))


@pytest.mark.parametrize(("number", "don", "attribute_ok", "other"), [
    ("OP03-008", 0, VANILLA_8, STRIKE_9), ("OP03-032", 0, VANILLA_8, STRIKE_9), ("P-052", 1, VANILLA_8, STRIKE_9),
    ("P-054", 1, STRIKE_9, VANILLA_8), ("P-007", 1, STRIKE_9, VANILLA_8)])
def test_not_kod_in_battle_by_that_attribute(real_pool, number, don, attribute_ok, other):
    for attacker_id, survives in ((attribute_ok, True), (other, False)):
        st = turn(0, n=4)  # P2 attacks P1's rested Character
        card = add(st, real_pool, number, 0, "characters", tapped=True)
        attach(st, card, don)  # given DON!! count on the opponent's turn too for [DON!! xN] (8-3-2-3)
        attacker = add(st, real_pool, attacker_id, 1, "characters")
        st = battle(st, attacker, card)
        assert (st.table.cards[card].zone == "characters") == survives


def test_op08_114_s_hawk_with_fewer_life_is_spared_by_slash_and_gains_2000(real_pool):
    st = turn(0, n=4)
    hawk = add(st, real_pool, "OP08-114", 0, "characters", tapped=True)
    attach(st, hawk, 1)
    while len(st.table.zone(0, "life")) >= len(st.table.zone(1, "life")):
        st.table.move(st.table.zone(0, "life")[0], "trash", player=0)
    assert board.power(st, hawk) == 7000  # +2000 (given DON!! count only on its own turn)
    st = battle(st, add(st, real_pool, VANILLA_8, 1, "characters"), hawk)
    assert st.table.cards[hawk].zone == "characters"


@pytest.mark.parametrize(("number", "stat", "amount", "leader_id"), [
    ("OP12-089", "cost", 4, "OP07-001"), ("P-105", "cost", 4, "OP07-001"), ("PRB02-015", "cost", 4, "OP09-081"),
    ("OP12-087", "cost", 3, "OP11-040")])
def test_gains_blocker_and_cost_with_the_right_leader(real_pool, number, stat, amount, leader_id):
    st = turn()
    card = add(st, real_pool, number, 0, "characters")
    base = board.cost(st, card)
    assert "Blocker" not in board.keywords(st, card)
    set_leader(st, real_pool, leader_id)
    assert "Blocker" in board.keywords(st, card) and board.cost(st, card) == base + amount


def test_op12_100_gains_blocker_and_3_cost_with_3_or_less_life(real_pool):
    st = turn()
    card = add(st, real_pool, "OP12-100", 0, "characters")
    while len(st.table.zone(0, "life")) > 3:
        st.table.move(st.table.zone(0, "life")[0], "trash", player=0)
    assert "Blocker" in board.keywords(st, card) and board.cost(st, card) == 8


@pytest.mark.parametrize(("number", "leader_id", "power"), [("OP12-053", "OP02-093", 1000), ("OP15-011", "OP15-001", 2000)])
def test_gains_blocker_and_power_on_the_opponents_turn(real_pool, number, leader_id, power):
    st = turn(0, n=4)
    card = add(st, real_pool, number, 0, "characters")
    assert "Blocker" not in board.keywords(st, card)
    lead = set_leader(st, real_pool, leader_id)  # Smoker {Navy} / Krieg {East Blue}
    assert "Blocker" in board.keywords(st, card) and board.power(st, card) == board.data(st, card)["power"] + power
    st = to_turn(st, 5)
    assert "Blocker" not in board.keywords(st, card)
    assert lead


def test_p_113_bonney_with_two_don_on_the_opponents_turn(real_pool):
    st = turn(0, n=4)
    bonney = add(st, real_pool, "P-113", 0, "characters")
    attach(st, bonney, 2)
    assert "Blocker" in board.keywords(st, bonney) and board.power(st, bonney) == 6000


def test_op17_083_jinbe_with_a_cost_12_character(real_pool):
    st = turn()
    jinbe = add(st, real_pool, "OP17-083", 0, "characters")
    big = foe(st, real_pool, VANILLA_8)
    st.modifiers.append(Modifier(big, "cost", 4, duration="this_turn", player=1, turn=st.turn))
    assert "Blocker" in board.keywords(st, jinbe) and board.power(st, jinbe) == 5000


def test_op16_003_newgate_gives_the_leader_double_attack_and_2000_on_your_turn(real_pool):
    st = turn()
    add(st, real_pool, "OP16-003", 0, "characters")
    lead = leader(st, 0)
    assert "Double Attack" in board.keywords(st, lead) and board.power(st, lead) == 7000
    st = to_turn(st, 4)
    assert "Double Attack" not in board.keywords(st, lead)


def test_op16_009_jil_trashes_an_8000_card_for_rush_and_2000(real_pool):
    st = turn()
    eight = add(st, real_pool, EIGHT_K, 0, "hand")
    st, jil = play(st, real_pool, "OP16-009")
    st = choose(st, "yes")
    assert paid_with_only(st, eight)  # the only card that pays it: taken (8-3-1, issue #17)
    assert "Rush" in board.keywords(st, jil) and board.power(st, jil) == 7000


def test_op07_083_moria_places_4_thriller_bark_cards_for_banish_and_1000(real_pool):
    st = turn()
    moria = add(st, real_pool, "OP07-083", 0, "characters")
    for _ in range(4):
        add(st, real_pool, "OP06-083", 0, "trash")  # Oars {Thriller Bark Pirates}
    st = act(st, "activate", uid=moria, ability=0)
    while pending_kind(st) in ("cost", "deck_order"):
        st = choose(st, *option_ids(st)[:st.pending[0].max])
    assert "Banish" in board.keywords(st, moria) and board.power(st, moria) == 6000


def test_st07_004_snack_takes_a_life_for_banish_and_1000_this_battle(real_pool):
    st = turn()
    snack = add(st, real_pool, "ST07-004", 0, "characters")
    attach(st, snack, 1)
    life = len(st.table.zone(0, "life"))
    st = attack(st, snack)
    st = choose(st, "yes")
    st = choose(st, "bottom")  # "from the top or bottom of your Life cards" (3-10)
    assert len(st.table.zone(0, "life")) == life - 1
    assert "Banish" in board.keywords(st, snack) and board.power(st, snack) == 8000


def test_op15_056_gives_a_lucy_leader_double_attack_and_3000(real_pool):
    st = turn()
    lucy = set_leader(st, real_pool, "OP15-002")
    assert board.data(st, lucy)["name"] == "Lucy"
    st, _ev = play(st, real_pool, "OP15-056")
    assert "Double Attack" in board.keywords(st, lucy) and board.power(st, lucy) == board.data(st, lucy)["power"] + 3000


@pytest.mark.parametrize("number", ["OP10-114", "OP13-102"])
def test_with_no_more_life_than_the_opponent_rests_an_opposing_character(real_pool, number):
    st = turn()
    card = add(st, real_pool, number, 0, "characters")
    target = foe(st, real_pool)
    while len(st.table.zone(0, "life")) > len(st.table.zone(1, "life")):
        st.table.move(st.table.zone(0, "life")[0], "trash", player=0)
    st = act(st, "activate", uid=card, ability=0)
    if number == "OP13-102":
        assert st.table.cards[card].zone == "trash"
    st = choose(st, target)
    assert st.table.cards[target].tapped


def test_st29_003_kaku_gains_1000_with_no_more_life(real_pool):
    st = turn()
    kaku = add(st, real_pool, "ST29-003", 0, "characters")
    st.table.move(st.table.zone(1, "life")[0], "trash", player=1)
    while len(st.table.zone(0, "life")) <= len(st.table.zone(1, "life")):
        put(st, 0, "FX01-003", "life")
    assert board.power(st, kaku) == 5000
    while len(st.table.zone(0, "life")) > len(st.table.zone(1, "life")):
        st.table.move(st.table.zone(0, "life")[0], "trash", player=0)
    assert board.power(st, kaku) == 6000


def test_p_085_bonney_puts_a_cheap_opposing_character_into_its_owners_life(real_pool):
    st = turn()
    set_leader(st, real_pool, "OP01-002")  # Trafalgar Law {Supernovas}
    while len(st.table.zone(0, "life")) > len(st.table.zone(1, "life")):
        st.table.move(st.table.zone(0, "life")[0], "trash", player=0)
    target = foe(st, real_pool)
    life = len(st.table.zone(1, "life"))
    st, _b = play(st, real_pool, "P-085")
    st = choose(st, target)
    if pending_kind(st) == "life_end":
        st = choose(st, "top")
    assert st.table.cards[target].zone == "life" and len(st.table.zone(1, "life")) == life + 1


def test_op06_077_black_bug_with_no_more_don(real_pool):
    st = turn(4)
    give_don(st, 1, 6)
    target = foe(st, real_pool)
    st, _ev = play(st, real_pool, "OP06-077")
    st = choose(st, target)
    assert st.table.cards[target].zone == "deck"


# --- costs: "give your 1 active Leader −5000 power during this turn", "rest this Character and 1 of
# your {Dressrosa} type Leader or Stage cards" (8-3-1) --------------------------------------------

def test_eb01_004_weakens_the_active_leader_to_give_minus_3000(real_pool):
    st = turn()
    card = add(st, real_pool, "EB01-004", 0, "characters")
    target = foe(st, real_pool, VANILLA_8)
    st = attack(st, card)
    st = choose(st, "yes")
    assert board.power(st, leader(st, 0)) == 0  # 5000 − 5000 during this turn
    st = choose(st, target)
    assert board.power(st, target) == 7000


def test_leader_minus_power_needs_an_active_leader(real_pool):
    st = turn()
    st.table.cards[leader(st, 0)].tapped = True
    hand = len(st.table.zone(0, "hand"))
    st, _c = play(st, real_pool, "EB03-006")
    assert pending_kind(st) is None and len(st.table.zone(0, "hand")) == hand  # 8-3-1-3: can't be paid


@pytest.mark.parametrize(("number", "draw", "trash"), [("EB03-006", 1, 0), ("EB04-023", 2, 0), ("OP07-006", 1, 1)])
def test_on_play_weakens_the_leader_to_draw(real_pool, number, draw, trash):
    st = turn()
    hand = len(st.table.zone(0, "hand"))
    st, _c = play(st, real_pool, number)
    st = choose(st, "yes")
    if trash:
        st = choose(st, st.table.zone(0, "hand")[0])
    assert len(st.table.zone(0, "hand")) == hand + draw - trash
    assert board.power(st, leader(st, 0)) == 0


def test_op04_006_gains_2000_until_the_next_turn(real_pool):
    st = turn()
    card = add(st, real_pool, "OP04-006", 0, "characters")
    st = choose(attack(st, card), "yes")
    assert board.power(st, card) == 5000


def test_op04_009_returns_itself_to_the_hand_at_the_end_of_the_turn(real_pool):
    st = turn()
    card = add(st, real_pool, "OP04-009", 0, "characters")
    st = choose(attack(st, card), "yes")
    st = act(battle_out(st), "end_turn")
    assert st.table.cards[card].zone == "hand"


def test_op04_002_igaram_rests_and_weakens_the_leader_to_search_alabasta(real_pool):
    st = turn()
    igaram = add(st, real_pool, "OP04-002", 0, "characters")
    ala = add(st, real_pool, "EB01-004", 0, "deck")  # {Alabasta}
    st = act(st, "activate", uid=igaram, ability=0)
    assert st.table.cards[igaram].tapped and board.power(st, leader(st, 0)) == 0
    st = choose(st, ala)
    assert st.table.cards[ala].zone == "hand"


@pytest.mark.parametrize("number", ["OP10-083", "OP10-087", "OP10-088", "OP10-091"])
def test_rest_this_and_a_dressrosa_leader_or_stage(real_pool, number):
    st = turn()
    card = add(st, real_pool, number, 0, "characters")
    assert not can_activate(st, card)  # the fixture Leader is no {Dressrosa} and there is no Stage
    stage = add(st, real_pool, "OP04-096", 0, "stage")  # Corrida Coliseum {Dressrosa}
    assert can_activate(st, card)
    st = act(st, "activate", uid=card, ability=0)
    if pending_kind(st) == "cost":
        assert option_ids(st) == [str(stage)]
        st = choose(st, stage)
    assert st.table.cards[card].tapped and st.table.cards[stage].tapped


def test_op10_088_draws_then_mills_two(real_pool):
    st = turn()
    set_leader(st, real_pool, "OP04-039")  # Rebecca {Dressrosa}
    card = add(st, real_pool, "OP10-088", 0, "characters")
    hand, deck = len(st.table.zone(0, "hand")), len(st.table.zone(0, "deck"))
    st = act(st, "activate", uid=card, ability=0)
    assert paid_with_only(st, leader(st, 0))  # the {Dressrosa} Leader; the only card that pays it: taken (8-3-1, issue #17)
    assert st.table.cards[leader(st, 0)].tapped
    assert len(st.table.zone(0, "hand")) == hand + 1 and len(st.table.zone(0, "deck")) == deck - 3


# --- "with no base effect" (2-8-5), "N or more Events in your trash", "N or more Characters with a base
# cost of M or more", "gains +N power and +M cost", "base power becomes the same as your opponent's Leader"

PLAIN = "OP04-007"  # no printed text: "no base effect" (cost 1, 3000)
TEXTED = "OP16-002"  # has text (cost 1, 2000)


def events_in_trash(st: OPState, real_pool: CardPool, n: int) -> None:
    for _ in range(n):
        add(st, real_pool, "OP12-059", 0, "trash")  # an Event


@pytest.mark.parametrize("number", ["EB03-003", "EB03-039"])
def test_on_play_plays_a_character_with_no_base_effect_from_the_hand(real_pool, number):
    st = turn()
    set_leader(st, real_pool, {"EB03-003": "OP06-001", "EB03-039": "OP01-061"}[number])  # Uta / {Animal Kingdom Pirates}
    plain = add(st, real_pool, PLAIN, 0, "hand" if number == "EB03-003" else "trash")
    texted = add(st, real_pool, TEXTED, 0, "hand" if number == "EB03-003" else "trash")
    st, _c = play(st, real_pool, number)
    if number == "EB03-039":
        st = choose(st, st.table.zone(0, "hand")[0])  # draw 1, trash 1
    assert str(plain) in option_ids(st) and str(texted) not in option_ids(st)
    st = choose(st, plain)
    assert st.table.cards[plain].zone == "characters"


def test_eb03_007_on_ko_plays_a_plain_character(real_pool):
    st = turn()
    card = add(st, real_pool, "EB03-007", 1, "characters", tapped=True)
    plain = add(st, real_pool, PLAIN, 1, "hand")
    attacker = add(st, real_pool, VANILLA_8, 0, "characters")
    st = battle(st, attacker, card)
    st = choose(st, plain)
    assert st.table.cards[plain].zone == "characters"


@pytest.mark.parametrize("number", ["EB03-009", "P-011"])
def test_gives_2000_to_a_character_with_no_base_effect(real_pool, number):
    st = turn()
    if number == "P-011":
        card = set_leader(st, real_pool, number)
    else:
        card = add(st, real_pool, number, 0, "characters")
    plain = add(st, real_pool, PLAIN, 0, "characters")
    add(st, real_pool, TEXTED, 0, "characters")
    st = act(st, "activate", uid=card, ability=0)
    assert option_ids(st) == [str(plain)]
    st = choose(st, plain)
    assert board.power(st, plain) == 5000


def test_op02_045_counter_then_plays_a_cheap_plain_character(real_pool):
    st = turn(0, n=4)
    give_don(st, 0, 3)
    clear(st, 0, "hand")
    ev = add(st, real_pool, "OP02-045", 0, "hand")
    plain = add(st, real_pool, PLAIN, 0, "hand")
    add(st, real_pool, TEXTED, 0, "hand")
    st = act(st, "attack", attacker=add(st, real_pool, VANILLA_8, 1, "characters"), target=leader(st, 0))
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    st = act(st, "play", player=0, uid=ev)
    st = choose(st, leader(st, 0))
    assert option_ids(st) == [str(plain)]
    st = choose(st, plain)
    assert st.table.cards[plain].zone == "characters"


def test_op02_046_trigger_plays_a_cheap_plain_character(real_pool):
    st = to_turn(new_game(), 4)
    clear(st, 0, "hand")  # (the fixture Deckhands have no text either)
    plain = add(st, real_pool, PLAIN, 0, "hand")
    add(st, real_pool, TEXTED, 0, "hand")
    add(st, real_pool, "OP02-046", 0, "life")
    attacker = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=attacker, target=leader(st, 0))
    while pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    st = choose(st, "activate")
    assert option_ids(st) == [str(plain)]
    st = choose(st, plain)
    assert st.table.cards[plain].zone == "characters"


@pytest.mark.parametrize(("number", "keyword"), [("OP12-065", "Blocker"), ("OP12-066", "Blocker")])
def test_gains_blocker_with_4_events_in_the_trash(real_pool, number, keyword):
    st = turn()
    clear(st, 0, "trash")
    card = add(st, real_pool, number, 0, "characters")
    events_in_trash(st, real_pool, 3)
    assert keyword not in board.keywords(st, card)
    events_in_trash(st, real_pool, 1)
    assert keyword in board.keywords(st, card)


def test_op12_063_gains_2000_and_5_cost_with_4_events(real_pool):
    st = turn()
    clear(st, 0, "trash")
    reiju = add(st, real_pool, "OP12-063", 0, "characters")
    events_in_trash(st, real_pool, 4)
    assert board.power(st, reiju) == 7000 and board.cost(st, reiju) == 9


def test_op15_006_gains_2000_with_4_events(real_pool):
    st = turn()
    clear(st, 0, "trash")
    card = add(st, real_pool, "OP15-006", 0, "characters")
    events_in_trash(st, real_pool, 4)
    assert board.power(st, card) == 6000


def test_op12_059_counter_with_4_events(real_pool):
    st, ev = counter_step(real_pool, "OP12-059")
    clear(st, 0, "trash")
    events_in_trash(st, real_pool, 4)
    st = act(st, "play", player=0, uid=ev)
    st = choose(st, leader(st, 0))
    assert board.power(st, leader(st, 0)) == 9000


def test_eb04_034_pudding_with_4_events_on_the_opponents_attack(real_pool):
    st = turn(0, n=4)
    add(st, real_pool, "EB04-034", 0, "characters")
    clear(st, 0, "trash")
    events_in_trash(st, real_pool, 4)
    attacker = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=attacker, target=leader(st, 0))
    st = choose(st, "yes")
    st = choose(st, st.table.zone(0, "hand")[0])
    st = choose(st, leader(st, 0))
    assert board.power(st, leader(st, 0)) == 7000


@pytest.mark.parametrize(("number", "blocker"), [("OP12-042", False), ("ST25-001", False), ("ST25-002", True), ("ST25-005", True)])
def test_with_two_characters_of_base_cost_5_or_more(real_pool, number, blocker):
    st = turn()
    card = add(st, real_pool, number, 0, "characters")
    base = board.cost(st, card)
    add(st, real_pool, "OP09-026", 0, "characters")  # cost 6
    assert board.cost(st, card) == base
    add(st, real_pool, "OP09-031", 0, "characters")  # cost 5
    assert board.cost(st, card) == base + 1 and ("Blocker" in board.keywords(st, card)) == blocker


@pytest.mark.parametrize(("number", "don"), [("EB04-052", 0), ("OP16-036", 0), ("OP16-055", 1), ("OP06-009", 0)])
def test_base_power_becomes_the_opposing_leaders_power(real_pool, number, don):
    st = turn()
    card = add(st, real_pool, number, 0, "characters")
    attach(st, card, don)
    st.modifiers.append(Modifier(leader(st, 1), "power", 2000, duration="this_turn", player=1, turn=st.turn))
    st = attack(st, card)
    assert board.base_power(st, card) == 7000


# --- "your opponent places N cards (Events) from their trash at the bottom of their deck in any order"

def test_op05_079_the_opponent_chooses_3_of_their_trash_and_orders_them(real_pool):
    st = turn()
    clear(st, 1, "trash")
    trash = [put(st, 1, "FX01-003", "trash") for _ in range(4)]
    st, _c = play(st, real_pool, "OP05-079")
    assert pending_kind(st) == "target" and st.pending[0].player == 1
    st = choose(st, *trash[:3], player=1)
    while pending_kind(st) == "deck_order":
        st = choose(st, option_ids(st)[0], player=1)
    assert set(st.table.zone(1, "deck")[-3:]) == set(trash[:3]) and st.table.cards[trash[3]].zone == "trash"


def test_op11_091_events_only(real_pool):
    st = turn()
    clear(st, 1, "trash")
    events = [add(st, real_pool, "OP12-059", 1, "trash") for _ in range(2)]
    other = put(st, 1, "FX01-003", "trash")
    st, _c = play(st, real_pool, "OP11-091")
    while pending_kind(st) == "deck_order":  # only 2 Events: both go, in the order their owner chooses
        assert st.pending[0].player == 1
        st = choose(st, option_ids(st)[0], player=1)
    assert set(st.table.zone(1, "deck")[-2:]) == set(events) and st.table.cards[other].zone == "trash"


def test_op11_072_returns_a_don_and_rests_then_takes_a_life(real_pool):
    st = turn()
    card = add(st, real_pool, "OP11-072", 0, "characters")
    clear(st, 1, "trash")
    gone = [put(st, 1, "FX01-003", "trash") for _ in range(2)]
    life = len(st.table.zone(0, "life"))
    st = act(st, "activate", uid=card, ability=0)
    while pending_kind(st) in ("don_return", "deck_order"):
        st = choose(st, option_ids(st)[0], player=st.pending[0].player)
    assert st.table.cards[card].tapped and board.don_on_field(st, 0) == 9
    assert all(st.table.cards[u].zone == "deck" for u in gone) and len(st.table.zone(0, "life")) == life - 1


def test_op03_018_fire_fist_trashes_an_event_to_ko_two(real_pool):
    st = turn()
    ev = add(st, real_pool, "OP12-059", 0, "hand")
    a = foe(st, real_pool, "OP09-024")  # 5000
    b = foe(st, real_pool, "OP16-002")  # 2000
    st, _ff = play(st, real_pool, "OP03-018")
    st = choose(st, "yes")
    st = choose(st, ev)
    st = choose(st, a)
    st = choose(st, b)
    assert st.table.cards[a].zone == st.table.cards[b].zone == "trash"


# --- the rest of the cards the families above automated ----------------------------------------------

def test_op01_096_king_returns_two_don_to_ko_two(real_pool):
    st = turn()
    a, b = foe(st, real_pool, "OP09-024"), foe(st, real_pool)  # cost 4 (too much) and cost 1
    c = foe(st, real_pool, "OP03-053")  # cost 1
    st, _k = play(st, real_pool, "OP01-096")
    st = choose(st, "yes")
    while pending_kind(st) == "don_return":
        st = choose(st, option_ids(st)[0])
    assert str(a) not in option_ids(st)  # cost 4: more than 3
    st = choose(st, c)
    st = choose(st, b)
    assert st.table.cards[b].zone == st.table.cards[c].zone == "trash"


def test_op03_108_cracker_with_fewer_life_gains_double_attack_and_1000(real_pool):
    st = turn()
    cracker = add(st, real_pool, "OP03-108", 0, "characters")
    attach(st, cracker, 1)
    while len(st.table.zone(0, "life")) >= len(st.table.zone(1, "life")):
        st.table.move(st.table.zone(0, "life")[0], "trash", player=0)
    assert "Double Attack" in board.keywords(st, cracker) and board.power(st, cracker) == 7000


def test_op04_071_babe_returns_a_don_to_block_with_1000_more(real_pool):
    st = turn(0, n=4)
    give_don(st, 0, 1)
    babe = add(st, real_pool, "OP04-071", 0, "characters")
    st = act(st, "attack", attacker=add(st, real_pool, VANILLA_8, 1, "characters"), target=leader(st, 0))
    st = choose(st, "yes")
    assert "Blocker" in board.keywords(st, babe) and board.power(st, babe) == 7000 and board.don_on_field(st, 0) == 0


def test_op04_116_counter_then_kos_with_4_or_less_life_in_total(real_pool):
    st = turn(0, n=4)
    give_don(st, 0, 3)
    for p, n in ((0, 2), (1, 2)):
        while len(st.table.zone(p, "life")) > n:
            st.table.move(st.table.zone(p, "life")[0], "trash", player=p)
    ev = add(st, real_pool, "OP04-116", 0, "hand")
    target = foe(st, real_pool)
    st = act(st, "attack", attacker=add(st, real_pool, VANILLA_8, 1, "characters"), target=leader(st, 0))
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    st = act(st, "play", player=0, uid=ev)
    st = choose(st, leader(st, 0))
    assert board.power(st, leader(st, 0)) == 11000
    st = choose(st, target)  # 2 + 2 Life cards: 4 or less
    assert st.table.cards[target].zone == "trash"


def test_op09_040_kos_with_two_rested_characters(real_pool):
    st = turn()
    rested(st, 2)
    target = foe(st, real_pool, "OP09-024")
    st, _ev = play(st, real_pool, "OP09-040")
    st = choose(st, target)
    assert st.table.cards[target].zone == "trash"


@pytest.mark.parametrize(("number", "bound"), [("OP10-115", "opp"), ("ST29-013", "total")])
def test_trigger_ko_bounded_by_life(real_pool, number, bound):
    st = to_turn(new_game(), 4)
    for p, n in ((0, 3), (1, 2)):
        while len(st.table.zone(p, "life")) > n:
            st.table.move(st.table.zone(p, "life")[0], "trash", player=p)
    add(st, real_pool, number, 0, "life")
    four = add(st, real_pool, "OP09-024", 1, "characters")  # cost 4
    one = add(st, real_pool, VANILLA_1, 1, "characters")
    attacker = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=attacker, target=leader(st, 0))
    while pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    st = choose(st, "activate")  # 3 Life cards left for P1, 2 for P2
    assert set(option_ids(st)) == ({str(four), str(one)} if bound == "total" else {str(one)})


def test_p_062_rests_gains_1000_and_takes_a_life(real_pool):
    st = turn()
    card = add(st, real_pool, "P-062", 0, "characters")
    target = foe(st, real_pool)
    life = len(st.table.zone(0, "life"))
    st = act(st, "activate", uid=card, ability=0)
    st = choose(st, target)
    assert st.table.cards[target].tapped and board.power(st, card) == 7000 and len(st.table.zone(0, "life")) == life - 1


def test_op01_024_luffy_with_two_don_is_not_kod_by_strike_characters(real_pool):
    st = turn(0, n=4)
    luffy = add(st, real_pool, "OP01-024", 0, "characters", tapped=True)
    attach(st, luffy, 2)
    st = battle(st, add(st, real_pool, STRIKE_9, 1, "characters"), luffy)
    assert st.table.cards[luffy].zone == "characters"


def test_op12_036_zoro_with_a_slash_leader(real_pool):
    st = turn(0, n=4)
    set_leader(st, real_pool, "OP01-001")  # Roronoa Zoro <Slash>
    zoro = add(st, real_pool, "OP12-036", 0, "characters", tapped=True)
    assert board.power(st, zoro) == 6000
    st = battle(st, add(st, real_pool, VANILLA_8, 1, "characters"), zoro)  # <Slash> attacker
    assert st.table.cards[zoro].zone == "characters"


def test_st35_004_koala_has_blocker_and_1_more_cost(real_pool):
    st = turn()
    koala = add(st, real_pool, "ST35-004", 0, "characters")
    assert "Blocker" in board.keywords(st, koala) and board.cost(st, koala) == 8


# --- "your {X} type Leader" / "your <X> attribute Leader", "if you have N or more {X} type Characters",
# "place 1 card from your hand at the top of your deck" ---------------------------------------------

WANO_LEADER = "ST09-001"  # Yamato {Land of Wano}


@pytest.mark.parametrize(("number", "leader_id", "n", "how"), [
    ("EB03-016", WANO_LEADER, 1, "trash"), ("EB04-014", WANO_LEADER, 1, ""), ("EB03-014", "OP01-002", 2, "rest")])
def test_gives_rested_don_to_a_leader_of_that_type_or_attribute(real_pool, number, leader_id, n, how):
    for lead_id, gives in ((leader_id, True), ("", False)):
        st = turn(3)
        for uid in st.table.zone(0, "cost_area"):
            st.table.cards[uid].tapped = True
        lead = set_leader(st, real_pool, lead_id) if lead_id else leader(st, 0)
        card = add(st, real_pool, number, 0, "characters")
        st = act(st, "activate", uid=card, ability=1 if number == "EB03-016" else 0)  # EB03-016: [On Play] first
        if gives:
            assert option_ids(st)[-1] == str(n)
            st = choose(st, n)
        assert len(board.attached(st, lead)) == (n if gives else 0)
        assert st.table.cards[card].zone == ("trash" if how == "trash" else "characters")


def test_eb03_057_gives_up_to_3_rested_don_to_a_wano_leader(real_pool):
    st = turn(5)
    give_don(st, 0, 3, rested=True)
    lead = set_leader(st, real_pool, WANO_LEADER)
    st, _c = play(st, real_pool, "EB03-057")  # 5 DON!! rested to pay: 8 rested in all
    st = choose(st, 3)
    assert len(board.attached(st, lead)) == 3


def test_eb04_012_sets_a_wano_leader_active_the_turn_it_is_played(real_pool):
    st = turn()
    lead = set_leader(st, real_pool, WANO_LEADER)
    st.table.cards[lead].tapped = True
    card = add(st, real_pool, "EB04-012", 0, "characters", entered_turn=3)
    st = act(st, "activate", uid=card, ability=0)
    assert not st.table.cards[lead].tapped


def test_st28_002_gives_a_wano_leader_banish(real_pool):
    st = turn()
    lead = set_leader(st, real_pool, WANO_LEADER)
    st, _c = play(st, real_pool, "ST28-002")
    assert "Banish" in board.keywords(st, lead)


def test_op12_101_gives_a_supernovas_leader_1000(real_pool):
    st = turn()
    lead = set_leader(st, real_pool, "OP01-002")
    card = add(st, real_pool, "OP12-101", 0, "characters")
    st = act(st, "activate", uid=card, ability=0)
    assert board.power(st, lead) == board.data(st, lead)["power"] + 1000 and st.table.cards[card].tapped


def test_op15_033_sets_a_fish_man_leader_active_then_takes_a_life(real_pool):
    st = turn()
    lead = set_leader(st, real_pool, "OP14-040")  # Jinbe {Fish-Man}
    st.table.cards[lead].tapped = True
    life = len(st.table.zone(0, "life"))
    st, _c = play(st, real_pool, "OP15-033")
    assert not st.table.cards[lead].tapped and len(st.table.zone(0, "life")) == life - 1


def test_eb04_017_minks_give_opposing_characters_minus_1_cost_with_3_minks(real_pool):
    st = turn()
    card = add(st, real_pool, "EB04-017", 0, "characters")  # {Minks} itself
    target = foe(st, real_pool, "OP09-024")
    add(st, real_pool, "EB04-017", 0, "characters")
    assert board.cost(st, target) == 4  # 2 {Minks} Characters: none applies
    add(st, real_pool, "EB04-017", 0, "characters")
    assert board.cost(st, target) == 1  # 3: each of the three gives -1
    st = to_turn(st, 4)
    assert board.cost(st, target) == 4 and card  # [Your Turn] only


def test_eb04_033_kos_with_3_foxy_pirates(real_pool):
    st = turn()
    for _ in range(3):
        add(st, real_pool, "OP07-069", 0, "characters")  # Pickles {Foxy Pirates}
    target = foe(st, real_pool, "OP09-024")
    st, _c = play(st, real_pool, "EB04-033")
    st = choose(st, "yes")
    while pending_kind(st) == "don_return":
        st = choose(st, option_ids(st)[0])
    st = choose(st, target)
    assert st.table.cards[target].zone == "trash"


@pytest.mark.parametrize(("number", "bottom"), [("OP07-050", False), ("OP07-052", True)])
def test_with_two_kuja_characters_removes_a_cheap_character(real_pool, number, bottom):
    st = turn()
    add(st, real_pool, "OP14-105", 0, "characters")  # {Kuja Pirates}
    target = foe(st, real_pool)
    st, _c = play(st, real_pool, number)  # itself {Kuja Pirates}: 2 in all
    st = choose(st, target)
    assert st.table.cards[target].zone == ("deck" if bottom else "hand")


def test_eb03_034_linlin_draws_then_places_a_card_on_top_then_adds_a_don(real_pool):
    st = turn(7)
    st, _c = play(st, real_pool, "EB03-034")
    card = st.table.zone(0, "hand")[0]
    st = choose(st, card)
    assert st.table.zone(0, "deck")[0] == card
    st = choose(st, 1)
    assert board.don_on_field(st, 0) == 8


def test_st17_001_crocodile_on_a_warlord_draws_two_and_puts_one_on_top(real_pool):
    st = turn()
    deck_top_card = add(st, real_pool, "OP14-112", 0, "deck")  # {The Seven Warlords of the Sea}
    hand = len(st.table.zone(0, "hand"))
    st, _c = play(st, real_pool, "ST17-001")
    back = st.table.zone(0, "hand")[0]
    st = choose(st, back)
    assert st.table.zone(0, "deck")[0] == back and len(st.table.zone(0, "hand")) == hand + 1
    assert deck_top_card


def test_eb04_016_rests_with_three_neptunians(real_pool):
    st = turn()
    nep = [add(st, real_pool, "EB04-016", 0, "characters") for _ in range(3)]
    target = foe(st, real_pool, "OP09-024")
    st = attack(st, nep[0])
    st = choose(st, target)
    assert st.table.cards[target].tapped


# --- "place 1 of your Characters at the bottom of the owner's deck" and "give 1 active DON!! card to 1
# of your [Silvers Rayleigh]" as costs; "give your Leader and 1 Character up to 1 rested DON!! card each"

RAYLEIGH = "OP09-005"  # Silvers Rayleigh (a Character)


def test_eb03_026_hancock_places_a_character_to_give_the_leader_and_one_character_a_don_each(real_pool):
    st = turn(2)
    for uid in st.table.zone(0, "cost_area"):
        st.table.cards[uid].tapped = True
    hancock = add(st, real_pool, "EB03-026", 0, "characters")
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    gone = add(st, real_pool, VANILLA_1, 0, "characters")
    st = act(st, "activate", uid=hancock, ability=1)
    st = choose(st, gone)
    assert st.table.zone(0, "deck")[-1] == gone
    st = choose(st, 1)  # up to 1 to the Leader
    assert len(board.attached(st, leader(st, 0))) == 1
    st = choose(st, 1)
    st = choose(st, other)
    assert len(board.attached(st, other)) == 1


def test_op15_041_orlumbus_places_a_character_for_rush(real_pool):
    st = turn()
    orl = add(st, real_pool, "OP15-041", 0, "characters", entered_turn=3)
    st = act(st, "activate", uid=orl, ability=1)
    assert paid_with_only(st, orl)  # itself is one of your Characters; the only card that pays it: taken (8-3-1, issue #17)
    assert st.table.cards[orl].zone == "deck"


@pytest.mark.parametrize("number", ["EB04-009", "OP12-019"])
def test_gives_an_active_don_to_rayleigh_as_the_cost(real_pool, number):
    st = turn(3)
    ev = add(st, real_pool, number, 0, "hand")
    ray = add(st, real_pool, RAYLEIGH, 0, "characters")
    target = foe(st, real_pool, VANILLA_8)
    st = act(st, "play", uid=ev)
    st = choose(st, "yes")
    assert paid_with_only(st, ray)  # only [Silvers Rayleigh]; the only card that pays it: taken (8-3-1, issue #17)
    assert len(board.attached(st, ray)) == 1
    st = choose(st, target if number == "EB04-009" else ray)
    if number == "EB04-009":
        assert board.power(st, target) == 8000
    else:
        assert board.power(st, ray) == board.data(st, ray)["power"] + 1000 + 1000  # +1000 and the given DON!!


def test_op15_052_leo_places_a_character_instead_of_a_7000_character_leaving(real_pool):
    st = turn(0, n=4)
    add(st, real_pool, "OP15-052", 0, "characters")
    six = add(st, real_pool, SIX_K, 0, "characters")
    fodder = add(st, real_pool, VANILLA_1, 0, "characters")
    give_don(st, 1, 10)
    ev = add(st, real_pool, "OP05-116", 1, "hand")  # K.O. up to 1 (cost within the opponent's Life cards)
    st = act(st, "play", player=1, uid=ev)
    st = choose(st, six, player=1)
    assert st.pending and st.pending[0].player == 0  # the replacement is offered
    st = choose(st, option_ids(st)[0], player=0)
    st = choose(st, fodder, player=0)
    assert st.table.cards[six].zone == "characters" and st.table.zone(0, "deck")[-1] == fodder


def test_eb04_009_without_rayleigh_the_cost_cannot_be_paid(real_pool):
    st = turn(3)
    target = foe(st, real_pool, VANILLA_8)
    st, _ev = play(st, real_pool, "EB04-009")
    assert pending_kind(st) != "pay" and board.power(st, target) == 10000  # 8-3-1-3


# --- "can attack Characters on the turn in which it is (they are) played" ([Rush: Character] in words),
# "if you have [X]" (your Leader, Characters or Stage), "a total of N or more given DON!! cards" ---------

def played_this_turn(st: OPState, real_pool: CardPool, number: str) -> int:
    return add(st, real_pool, number, 0, "characters", entered_turn=st.turn)


def can_attack_character(st: OPState, uid: int, target: int) -> bool:
    return any(a.type == "attack" and a.args.get("attacker") == uid and a.args.get("target") == target for a in ENGINE.legal_actions(st, 0))


def test_op07_032_attacks_characters_the_turn_it_is_played(real_pool):
    st = turn()
    target = foe(st, real_pool, tapped=True)
    card = played_this_turn(st, real_pool, "OP07-032")
    assert can_attack_character(st, card, target) and not can_attack_character(st, card, leader(st, 1))  # 10-1-1-1


def test_eb02_019_with_two_opposing_characters(real_pool):
    st = turn()
    target = foe(st, real_pool, tapped=True)
    card = played_this_turn(st, real_pool, "EB02-019")
    assert not can_attack_character(st, card, target)
    foe(st, real_pool)
    assert can_attack_character(st, card, target)


@pytest.mark.parametrize(("source", "where", "member"), [("OP11-001", "leader", "OP11-017"), ("OP04-096", "stage", "OP10-087")])
def test_a_leader_or_stage_lets_its_type_attack_characters_when_played(real_pool, source, where, member):
    st = turn()
    if where == "leader":
        set_leader(st, real_pool, source)
    else:
        set_leader(st, real_pool, "OP04-039")  # Rebecca {Dressrosa}
        add(st, real_pool, source, 0, "stage")
    target = foe(st, real_pool, tapped=True)
    card = played_this_turn(st, real_pool, member)
    other = played_this_turn(st, real_pool, VANILLA_1)
    assert can_attack_character(st, card, target) and not can_attack_character(st, other, target)


def test_op11_027_with_a_shirahoshi_leader(real_pool):
    st = turn()
    target = foe(st, real_pool, tapped=True)
    card = played_this_turn(st, real_pool, "OP11-027")
    assert not can_attack_character(st, card, target)
    set_leader(st, real_pool, "OP11-022")  # Shirahoshi
    assert can_attack_character(st, card, target)


@pytest.mark.parametrize(("number", "member"), [("OP11-031", "OP11-111"), ("P-091", "OP11-026")])
def test_activate_lets_a_merfolk_or_neptunian_attack_characters_this_turn(real_pool, number, member):
    st = turn()
    card = add(st, real_pool, number, 0, "characters")
    friend = played_this_turn(st, real_pool, member)
    target = foe(st, real_pool, tapped=True)
    assert not can_attack_character(st, friend, target)
    st = act(st, "activate", uid=card, ability=1)
    st = choose(st, friend)
    assert can_attack_character(st, friend, target)


def test_op11_109_with_camie_draws_two_and_trashes_two(real_pool):
    st = turn()
    add(st, real_pool, "OP03-101", 0, "characters")  # Camie
    hand = len(st.table.zone(0, "hand"))
    st, _c = play(st, real_pool, "OP11-109")
    st = choose(st, *st.table.zone(0, "hand")[:2])
    assert len(st.table.zone(0, "hand")) == hand


def test_op15_050_gains_3000_with_kelly_funk(real_pool):
    st = turn()
    card = add(st, real_pool, "OP15-050", 0, "characters")
    assert board.power(st, card) == 3000
    add(st, real_pool, "OP15-043", 0, "characters")
    assert board.power(st, card) == 6000


@pytest.mark.parametrize(("number", "partner"), [("OP16-025", "OP16-029"), ("OP16-029", "OP16-025")])
def test_when_attacking_with_the_partner_plays_a_cheap_character(real_pool, number, partner):
    st = turn()
    card = add(st, real_pool, number, 0, "characters")
    add(st, real_pool, partner, 0, "characters")
    cheap = add(st, real_pool, VANILLA_1, 0, "hand")
    st = attack(st, card)
    st = choose(st, cheap)
    assert st.table.cards[cheap].zone == "characters"


def test_eb04_056_with_a_bonney_leader_and_0_life_gains_blocker(real_pool):
    st = turn()
    card = add(st, real_pool, "EB04-056", 0, "characters")
    set_leader(st, real_pool, "OP07-019")  # Jewelry Bonney (Leader): "you have [Jewelry Bonney]"
    assert "Blocker" not in board.keywords(st, card)
    clear(st, 0, "life")
    assert "Blocker" in board.keywords(st, card)


@pytest.mark.parametrize(("number", "need", "check"), [("OP12-015", 2, "power"), ("OP13-112", 2, "Blocker"), ("ST31-004", 3, "Rush")])
def test_with_a_total_of_given_don(real_pool, number, need, check):
    st = turn()
    card = add(st, real_pool, number, 0, "characters")
    host = add(st, real_pool, VANILLA_1, 0, "characters")  # (the fixture Leader gives power for its own DON!!)
    base = board.power(st, card)
    attach(st, host, need - 1)
    assert (board.power(st, card) == base) if check == "power" else check not in board.keywords(st, card)
    attach(st, host, 1)
    assert (board.power(st, card) == base + 2000) if check == "power" else check in board.keywords(st, card)


def test_st31_003_on_the_opponents_turn_with_3_given_don(real_pool):
    st = turn(0, n=4)
    card = add(st, real_pool, "ST31-003", 0, "characters")
    attach(st, card, 3)  # given on the opponent's turn count too (they only add power on your turn)
    assert "Blocker" in board.keywords(st, card) and board.power(st, card) == 6000


def test_op12_024_when_attacking_with_3_given_don_rests_a_character(real_pool):
    st = turn()
    card = add(st, real_pool, "OP12-024", 0, "characters")
    attach(st, card, 3)
    target = foe(st, real_pool)
    st = attack(st, card)
    st = choose(st, target)
    assert st.table.cards[target].tapped
