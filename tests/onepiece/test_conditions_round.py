"""Conditions of conditions_round (8-3-2: an effect checks its condition), each played with a real
card in an engine game: "this Character is active", "your opponent has any DON!! cards given",
"there are 2 or more Characters with a cost of 8 or more" (both sides), "less Characters than your
opponent", "your opponent's Leader has 6000 power or more". Each test also plays the card with the
condition false, so that it can fail."""

from __future__ import annotations

import pytest

from engine.core.cards import CardPool
from engine.onepiece import board

from .helpers import (
    VANILLA_1,
    VANILLA_8,
    act,
    add_top,
    attach,
    choose,
    ko_by_effect,
    leader,
    needs_npm,
    option_ids,
    pending_kind,
    play_real,
    set_real_leader,
    to_turn,
    turn_with_don,
)

pytestmark = needs_npm


@pytest.mark.parametrize("given", [True, False])
def test_cabaji_gains_power_when_opponent_has_don_given(real_pool: CardPool, given: bool) -> None:
    # OP15-005 [When Attacking]: +2000 only if the opponent has DON!! given (6-5-5; 8-3-2)
    st = turn_with_don(0, 0)
    cabaji = add_top(st, real_pool, "OP15-005", 0, "characters")
    if given:
        attach(st, leader(st, 1), 1)
    st = act(st, "attack", attacker=cabaji, target=leader(st, 1))
    assert board.power(st, cabaji) == 3000 + (2000 if given else 0)


@pytest.mark.parametrize("rested", [False, True])
def test_gyukimaru_survives_opponent_effects_only_while_active(real_pool: CardPool, rested: bool) -> None:
    # OP12-024: "If this Character is active" (4-5-1), it cannot be K.O.'d by the opponent's effects
    st = turn_with_don(0, 10, n=4)
    gyu = add_top(st, real_pool, "OP12-024", 0, "characters", tapped=rested)
    st = ko_by_effect(st, real_pool, gyu, player=1)
    assert (gyu in st.table.zone(0, "characters")) is not rested


@pytest.mark.parametrize("rested", [False, True])
def test_pekoms_protects_small_minks_while_active(real_pool: CardPool, rested: bool) -> None:
    # OP08-029: while Pekoms is active, {Minks} Characters cost 3 or less other than [Pekoms] cannot be K.O.'d by effects
    st = turn_with_don(0, 10, n=4)
    add_top(st, real_pool, "OP08-029", 0, "characters", tapped=rested)
    mink = add_top(st, real_pool, "OP08-027", 0, "characters")
    st = ko_by_effect(st, real_pool, mink, player=1)
    assert (mink in st.table.zone(0, "characters")) is not rested


@pytest.mark.parametrize("big_opp", [True, False])
def test_ginny_counts_characters_of_both_players(real_pool: CardPool, big_opp: bool) -> None:
    # EB04-045: "there are 2 or more Characters with a cost of 8 or more" reads both fields (3-1-2)
    st = turn_with_don(0, 0)
    ginny = add_top(st, real_pool, "EB04-045", 0, "characters")
    add_top(st, real_pool, VANILLA_8, 0, "characters")
    add_top(st, real_pool, VANILLA_8 if big_opp else VANILLA_1, 1, "characters")
    st = act(st, "activate", uid=ginny, ability=0)
    if pending_kind(st) is not None and "yes" in option_ids(st):
        st = choose(st, "yes")  # pay the optional cost: rest this Character
    if big_opp:
        st = choose(st, ginny)
    assert st.table.cards[ginny].tapped
    assert board.power(st, ginny) == 2000 + (1000 if big_opp else 0)


@pytest.mark.parametrize("fewer", [True, False])
def test_black_rope_dragon_twister_needs_fewer_characters(real_pool: CardPool, fewer: bool) -> None:
    # EB04-059: "If you have less Characters than your opponent", K.O. up to 1 cost 6 or less and up to 1 cost 5 or less
    st = turn_with_don(6, 0)
    if not fewer:
        add_top(st, real_pool, VANILLA_1, 0, "characters")
        add_top(st, real_pool, VANILLA_1, 0, "characters")
    a = add_top(st, real_pool, "OP01-110", 1, "characters")  # no text, cost 6
    b = add_top(st, real_pool, VANILLA_1, 1, "characters")
    st, _ev = play_real(st, real_pool, "EB04-059")
    if pending_kind(st) is not None and "yes" in option_ids(st):
        st = choose(st, "yes")  # the optional cost: turn the top Life card face up
    if fewer:
        st = choose(st, a)
        st = choose(st, b)
    assert board.leader(st, 0) is not None
    gone = {a, b} - set(st.table.zone(1, "characters"))
    assert gone == ({a, b} if fewer else set())
    assert any(st.table.cards[u].flags.get("face_up") for u in st.table.zone(0, "life"))


@pytest.mark.parametrize("opp_leader", ["OP02-001", "ST05-001"])
def test_rockstar_reads_opponent_leader_power(real_pool: CardPool, opp_leader: str) -> None:
    # OP17-034: "If your opponent's Leader has 6000 power or more" (4-7), set up to 1 DON!! active; then
    # the {Red-Haired Pirates} Leader's base power becomes 6000
    st = turn_with_don(1, 0)
    for u in st.table.zone(0, "cost_area"):
        st.table.cards[u].tapped = True
    own = set_real_leader(st, real_pool, 0, "ST05-001")
    set_real_leader(st, real_pool, 1, opp_leader)
    rock = add_top(st, real_pool, "OP17-034", 0, "characters")
    st = act(st, "activate", uid=rock, ability=0)
    while st.pending:
        st = choose(st, option_ids(st)[0] if pending_kind(st) != "amount" else 1)
    active = [u for u in st.table.zone(0, "cost_area") if not st.table.cards[u].tapped]
    assert len(active) == (1 if opp_leader == "OP02-001" else 0)
    assert board.power(st, own) == 6000


@pytest.mark.parametrize("face_up", [True, False])
def test_smoothie_needs_a_face_up_life_card(real_pool: CardPool, face_up: bool) -> None:
    # EB03-051: "If you have a face-up Life card" (3-10-2-1), K.O. up to 1 cost 2 or less; then all Life face-down
    st = turn_with_don(10, 0)
    life = st.table.zone(0, "life")
    st.table.cards[life[0]].flags["face_up"] = face_up
    small = add_top(st, real_pool, VANILLA_1, 1, "characters")
    st, _smoothie = play_real(st, real_pool, "EB03-051")
    if face_up:
        assert pending_kind(st) is not None
        st = choose(st, small)
    assert (small in st.table.zone(1, "characters")) is not face_up
    assert not any(st.table.cards[u].flags.get("face_up") for u in st.table.zone(0, "life"))


@pytest.mark.parametrize("others", [4, 3])
def test_buggy_goes_to_deck_bottom_without_five_big_characters(real_pool: CardPool, others: int) -> None:
    # P-098: "If you do not have 5 Characters with a cost of 5 or more" (itself counts: cost 10), to the deck bottom
    st = turn_with_don(10, 0)
    for _ in range(others):
        add_top(st, real_pool, VANILLA_8, 0, "characters")
    st, buggy = play_real(st, real_pool, "P-098")
    while st.pending:
        st = choose(st, option_ids(st)[0])
    on_field = buggy in st.table.zone(0, "characters")
    assert on_field is (others == 4)
    assert on_field or st.table.zone(0, "deck")[-1] == buggy


@pytest.mark.parametrize("others", [4, 3])
def test_op09_buggy_bottoms_a_character_then_maybe_itself(real_pool: CardPool, others: int) -> None:
    # OP09-051: up to 1 opposing Character to the bottom of its owner's deck; then, without 5 Characters
    # with a cost of 5 or more, this Character too
    st = turn_with_don(10, 0)
    for _ in range(others):
        add_top(st, real_pool, VANILLA_8, 0, "characters")
    target = add_top(st, real_pool, VANILLA_8, 1, "characters")
    st, buggy = play_real(st, real_pool, "OP09-051")
    st = choose(st, target)
    while st.pending:
        st = choose(st, option_ids(st)[0])
    assert st.table.zone(1, "deck")[-1] == target
    on_field = buggy in st.table.zone(0, "characters")
    assert on_field is (others == 4)
    assert on_field or st.table.zone(0, "deck")[-1] == buggy


@pytest.mark.parametrize("played", [True, False])
def test_shanks_forbids_blocker_for_the_whole_turn(real_pool: CardPool, played: bool) -> None:
    # P-097 [On Play]: "Your opponent cannot activate [Blocker] during this turn" (1-3-3 over 10-1-4-1):
    # another Character's attack later in the turn gets no block step choice
    st = turn_with_don(10, 0)
    attacker = add_top(st, real_pool, VANILLA_8, 0, "characters")
    add_top(st, real_pool, "OP01-100", 1, "characters")  # [Blocker], active
    if played:
        st, _shanks = play_real(st, real_pool, "P-097")
        while st.pending:
            st = choose(st, option_ids(st)[0])
    st = act(st, "attack", attacker=attacker, target=leader(st, 1))
    assert (pending_kind(st) == "block") is not played


def test_shanks_prohibition_ends_with_the_turn(real_pool: CardPool) -> None:
    # "during this turn": in the next turns the opponent's [Blocker] works again
    st = turn_with_don(10, 0)
    add_top(st, real_pool, "OP01-100", 1, "characters")
    st, _shanks = play_real(st, real_pool, "P-097")
    st = to_turn(st, 5)
    attacker = add_top(st, real_pool, VANILLA_8, 0, "characters")
    st = act(st, "attack", attacker=attacker, target=leader(st, 1))
    assert pending_kind(st) == "block"


def test_shanks_when_attacking_forbids_blocker(real_pool: CardPool) -> None:
    # P-097 [When Attacking]: the same prohibition, from its own attack on (resolved before the block step, 7-1-1-3)
    st = turn_with_don(10, 0)
    shanks = add_top(st, real_pool, "P-097", 0, "characters")
    add_top(st, real_pool, "OP01-100", 1, "characters")
    st = act(st, "attack", attacker=shanks, target=leader(st, 1))
    while st.pending and pending_kind(st) != "block" and st.battle is not None and st.battle.step == "attack":
        st = choose(st, option_ids(st)[0])
    assert pending_kind(st) != "block"
    assert st.battle is None or st.battle.step != "block"


@pytest.mark.parametrize(("lead", "big", "bonus"), [("OP12-041", False, 4000), ("OP12-041", True, 0), ("ST05-001", False, 0)])
def test_carina_needs_multicolored_leader_and_no_big_base_power(real_pool: CardPool, lead: str, big: bool, bonus: int) -> None:
    # EB03-004 [Opponent's Turn]: multicolored Leader and no Characters with 6000 base power or more (4-9) → +4000
    st = turn_with_don(0, 0, n=4)
    set_real_leader(st, real_pool, 0, lead)
    carina = add_top(st, real_pool, "EB03-004", 0, "characters")
    if big:
        add_top(st, real_pool, "OP01-110", 0, "characters")  # 8000 base power
    assert board.power(st, carina) == 2000 + bonus
    st = to_turn(st, 5)  # not on your own turn (8-3-2-5)
    assert board.power(st, carina) == 2000


@pytest.mark.parametrize(("lead", "expected"), [("ST05-001", 8000), ("OP12-041", 5000)])
def test_newgate_sets_a_monocolored_leaders_base_power(real_pool: CardPool, lead: str, expected: int) -> None:
    # OP17-005 [On Play]: only a monocolored Leader (one color, 2-3-4/2-3-6) gets base power 8000 (4-9),
    # until the end of the opponent's next End Phase
    st = turn_with_don(10, 0)
    own = set_real_leader(st, real_pool, 0, lead)
    st, _newgate = play_real(st, real_pool, "OP17-005")
    while st.pending:
        st = choose(st, option_ids(st)[0])
    assert board.power(st, own) == expected
    st = to_turn(st, 4)
    assert board.power(st, own) == expected
    st = to_turn(st, 5)
    assert board.power(st, own) == 5000
