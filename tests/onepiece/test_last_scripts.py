"""Per-card scripts that lift sets near the 0.90 goal (issue #17): OP14-018, OP17-050, EB01-011, each played
with real cards in an engine game, clause by clause (conditions 8-3-2, "up to" 1-3-5-1, costs 8-3-1)."""

from __future__ import annotations

from engine.onepiece import board

from .helpers import (
    VANILLA_1,
    VANILLA_8,
    act,
    attacked,
    choose,
    give_don,
    hand_of,
    ko_by_effect,
    leader,
    life_of,
    needs_npm,
    option_ids,
    paid_with_only,
    pending_kind,
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
from .test_mid_set_scripts import pay_all

pytestmark = needs_npm


def test_op14_018_adds_4000_when_a_character_has_8000_power(real_pool):
    # the attacker (10000 power, the opponent's) is "a Character with 8000 power or more" (8-3-2)
    st, lead, _att = attacked(real_pool, "OP14-018", attacker=VANILLA_8)
    base = board.power(st, lead)
    st = choose(st, lead)
    assert board.power(st, lead) == base + 4000


def test_op14_018_adds_nothing_without_an_8000_power_character(real_pool):
    st, lead, _att = attacked(real_pool, "OP14-018", attacker=VANILLA_1)
    base = board.power(st, lead)
    while st.pending and pending_kind(st) != "counter" and str(lead) in option_ids(st):
        st = choose(st, lead)
    assert board.power(st, lead) == base


def test_op17_050_streusen_places_2_looked_cards_then_draws(real_pool):
    st = turn()
    hand_of(st, 0, 0)
    a, b = (add(st, real_pool, VANILLA_1, 0, "deck"), add(st, real_pool, VANILLA_8, 0, "deck"))  # b on top
    st, _s = play(st, real_pool, "OP17-050")
    assert pending_kind(st) == "scry" and sorted(option_ids(st)) == sorted([str(a), str(b), "bottom"])  # 11-3-1
    st = choose(st, a)  # a next on top, the other (b) to the bottom
    while pending_kind(st) == "scry":
        st = choose(st, "bottom")
    while pending_kind(st) == "deck_order":
        st = choose(st, *option_ids(st)[: max(st.pending[0].min, 1)])
    assert st.table.cards[a].zone == "hand"  # "Then, draw 1 card": the card placed on top
    assert st.table.cards[b].zone == "deck" and st.table.zone(0, "deck")[-1] == b
    assert len(st.table.zone(0, "hand")) == 1


def test_eb01_011_mini_merry_bottoms_a_1000_power_character_to_draw(real_pool):
    st = turn()
    merry = add(st, real_pool, "EB01-011", 0, "stage")
    small = add(st, real_pool, "EB01-044", 0, "characters")  # 1000 base power
    big = add(st, real_pool, VANILLA_1, 0, "characters")  # 3000: does not fit
    hand = len(st.table.zone(0, "hand"))
    top = st.table.zone(0, "deck")[0]
    st = act(st, "activate", uid=merry, ability=0)  # activating is choosing to pay (8-3-1-4)
    assert paid_with_only(st, small)  # only the 1000 base power one: taken (8-3-1, issue #17)
    assert st.table.cards[merry].tapped and st.table.cards[big].zone == "characters"
    assert st.table.cards[small].zone == "deck" and st.table.zone(0, "deck")[-1] == small
    assert st.table.cards[top].zone == "hand" and len(st.table.zone(0, "hand")) == hand + 1


def test_eb01_011_mini_merry_needs_a_1000_power_character(real_pool):
    st = turn()
    merry = add(st, real_pool, "EB01-011", 0, "stage")
    add(st, real_pool, VANILLA_1, 0, "characters")
    refused(st, "activate", "8-3-1-3", uid=merry, ability=0)  # no Character with 1000 base power


def test_op05_104_conis_bottoms_a_stage_to_draw_and_trash(real_pool):
    st = turn()
    stage = add(st, real_pool, "EB01-011", 0, "stage")
    mine = hand_of(st, 0, 1)
    top = st.table.zone(0, "deck")[0]
    st, _c = play(st, real_pool, "OP05-104")
    assert pending_kind(st) == "pay"  # "You may" (8-3-1-4)
    st = pay_all(st, stage)
    assert st.table.cards[stage].zone == "deck" and st.table.zone(0, "deck")[-1] == stage
    assert st.table.cards[top].zone == "hand"  # drew 1
    assert pending_kind(st) is not None and str(mine[0]) in option_ids(st)
    st = choose(st, mine[0])  # then trash 1 (exactly one)
    assert st.table.cards[mine[0]].zone == "trash" and st.table.zone(0, "hand") == [top]


def test_op05_104_conis_declined_or_without_a_stage_does_nothing(real_pool):
    for with_stage in (True, False):
        st = turn()
        if with_stage:
            stage = add(st, real_pool, "EB01-011", 0, "stage")
        hand_of(st, 0, 1)
        deck = list(st.table.zone(0, "deck"))
        st, _c = play(st, real_pool, "OP05-104")
        if with_stage:
            st = choose(st, "no")
            assert st.table.cards[stage].zone == "stage"
        assert st.table.zone(0, "deck") == deck and len(st.table.zone(0, "hand")) == 1 and not st.pending



def test_eb03_024_vivi_plays_an_alabasta_character_then_forbids_characters(real_pool):
    st = turn()
    sanji = add(st, real_pool, VANILLA_1, 0, "hand")  # {Alabasta}, cost 1
    big = add(st, real_pool, VANILLA_8, 0, "hand")  # cost 8: does not fit
    st, _v = play(st, real_pool, "EB03-024")
    assert pending_kind(st) is not None and str(sanji) in option_ids(st) and str(big) not in option_ids(st)
    st = choose(st, sanji)
    assert st.table.cards[sanji].zone == "characters"
    other = add(st, real_pool, VANILLA_1, 0, "hand")
    refused(st, "play", "1-3-3", uid=other)  # "Then, you cannot play any Character cards" this turn


def test_eb03_024_vivi_forbids_characters_even_when_none_is_played(real_pool):
    st = turn()
    add(st, real_pool, VANILLA_1, 0, "hand")
    st, _v = play(st, real_pool, "EB03-024")
    st = choose(st)  # up to 1: none (1-3-5-1)
    assert len(st.table.zone(0, "characters")) == 1
    other = add(st, real_pool, VANILLA_1, 0, "hand")
    refused(st, "play", "1-3-3", uid=other)


def test_eb02_059_adds_1000_then_plays_a_yellow_straw_hat_or_sanji_at_1_life(real_pool):
    for lives, plays in ((1, True), (2, False)):
        st = turn(0, 0, n=4)  # P2 attacks P1's Leader; P1 plays the 4-cost [Counter] Event
        give_don(st, 0, 4)
        life_of(st, 0, lives)
        att = add(st, real_pool, VANILLA_8, 1, "characters")
        event = add(st, real_pool, "EB02-059", 0, "hand")
        lead = leader(st, 0)
        st = act(st, "attack", attacker=att, target=lead)
        while pending_kind(st) == "block":
            st = choose(st, option_ids(st)[-1])
        st = act(st, "play", player=0, uid=event)
        yellow = add(st, real_pool, "EB02-055", 0, "hand")  # yellow {Straw Hat Crew}, cost 4
        sanji = add(st, real_pool, VANILLA_1, 0, "hand")  # [Sanji] (red)
        green = add(st, real_pool, "OP02-028", 0, "hand")  # green {Straw Hat Crew}: does not fit
        base = board.power(st, lead)
        st = choose(st, lead)
        assert board.power(st, lead) == base + 1000
        if plays:  # "if you have 1 or less Life cards" (8-3-2)
            assert str(yellow) in option_ids(st) and str(sanji) in option_ids(st) and str(green) not in option_ids(st)
            st = choose(st, yellow)
            assert st.table.cards[yellow].zone == "characters"
        else:
            assert pending_kind(st) == "counter" or not st.pending
            assert st.table.cards[yellow].zone == "hand" and st.table.cards[sanji].zone == "hand"


def test_op09_045_cabaji_cannot_be_koed_in_battle_with_your_buggy_or_mohji(real_pool):
    # "If you have a [Buggy] or [Mohji] Character": either name, on Cabaji's controller's field (8-3-2)
    marker = "Cannot Be K.O.'d In Battle"  # the prohibition the battle reads (7-1-4-2)
    st = turn()
    cabaji = add(st, real_pool, "OP09-045", 1, "characters")
    assert not board.prohibited(st, cabaji, marker)
    theirs = add(st, real_pool, "OP02-060", 0, "characters")  # the other player's Mohji: not "you have"
    assert not board.prohibited(st, cabaji, marker)
    st.table.move(theirs, "trash")
    mohji = add(st, real_pool, "OP02-060", 1, "characters")
    assert board.prohibited(st, cabaji, marker)
    st.table.move(mohji, "trash")
    assert not board.prohibited(st, cabaji, marker)
    add(st, real_pool, "OP12-049", 1, "characters")  # Buggy
    assert board.prohibited(st, cabaji, marker)


def test_op09_045_cabaji_survives_a_lost_battle_only_with_buggy(real_pool):
    for with_buggy in (False, True):
        st = turn()
        cabaji = add(st, real_pool, "OP09-045", 1, "characters", tapped=True)
        if with_buggy:
            add(st, real_pool, "OP12-049", 1, "characters")
        att = add(st, real_pool, VANILLA_8, 0, "characters")
        st = act(st, "attack", attacker=att, target=cabaji)
        while st.battle is not None and pending_kind(st) in ("block", "counter"):
            st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
        # 7-1-4-2: the losing Character is K.O.'d unless something forbids it (1-3-3)
        assert st.table.cards[cabaji].zone == ("characters" if with_buggy else "trash")


def _zeff_sees(real_pool, leader_number: str | None, how: str, *, take: bool = True) -> tuple[int, int]:
    """P1's Zeff (OP06-048) while P2 blocks (``how`` "blocker") or plays a [Counter] Event ("event"):
    (P1's deck before, after)."""
    st = turn(2, 1)
    if leader_number:
        set_leader(st, real_pool, 0, leader_number)
    add(st, real_pool, "OP06-048", 0, "characters")
    for _ in range(6):
        add(st, real_pool, VANILLA_1, 0, "deck")
    deck = len(st.table.zone(0, "deck"))
    att = add(st, real_pool, VANILLA_8, 0, "characters")
    blocker = add(st, real_pool, "OP01-100", 1, "characters")  # [Blocker]
    ev = add(st, real_pool, "OP01-029", 1, "hand")  # Radical Beam!!, [Counter], cost 1
    st = act(st, "attack", attacker=att, target=leader(st, 1))
    if how == "blocker":
        st = choose(st, blocker)
    else:
        while pending_kind(st) == "block":
            st = choose(st, option_ids(st)[-1])
        st = act(st, "play", player=1, uid=ev)
    for _ in range(6):
        if not st.pending or pending_kind(st) == "counter":
            break
        if pending_kind(st) == "may":  # Zeff's "you may" (P1)
            st = choose(st, "yes" if take else "no")
        else:
            st = choose(st, option_ids(st)[0])
    return deck, len(st.table.zone(0, "deck"))


def test_op06_048_zeff_may_trash_4_when_the_opponent_blocks_or_plays_an_event(real_pool):
    for how in ("blocker", "event"):
        before, after = _zeff_sees(real_pool, "OP03-040", how)  # Nami: an {East Blue} type Leader
        assert after == before - 4, how
        before, after = _zeff_sees(real_pool, "OP03-040", how, take=False)  # "you may": declined
        assert after == before, how


def test_op06_048_zeff_needs_an_east_blue_leader(real_pool):
    for how in ("blocker", "event"):
        before, after = _zeff_sees(real_pool, None, how)  # 8-3-2: the condition does not hold
        assert after == before, how


def _monster_and_bonk_punch(real_pool) -> tuple:
    st = turn()
    monster = add(st, real_pool, "OP09-012", 1, "characters")
    bonk = add(st, real_pool, "OP09-010", 1, "characters")  # Bonk Punch
    other = add(st, real_pool, VANILLA_1, 1, "characters")
    return st, monster, bonk, other


def test_op09_012_monster_may_be_trashed_instead_of_bonk_punch_ko_by_effect(real_pool):
    for pay in (True, False):
        st, monster, bonk, _other = _monster_and_bonk_punch(real_pool)
        st = ko_by_effect(st, real_pool, bonk, 0)
        assert pending_kind(st) == "pay" and st.pending[0].player == 1  # "you may" (8-3-1-4)
        st = choose(st, "yes" if pay else "no")
        # 8-1-3-4: paid, the replacement spares Bonk Punch; Monster is trashed (not K.O.'d, 10-2-1-3)
        assert st.table.cards[bonk].zone == ("characters" if pay else "trash")
        assert st.table.cards[monster].zone == ("trash" if pay else "characters")


def test_op09_012_monster_covers_only_bonk_punch_and_only_effects(real_pool):
    st, monster, _bonk, other = _monster_and_bonk_punch(real_pool)
    st = ko_by_effect(st, real_pool, other, 0)  # not [Bonk Punch]: nothing offered
    assert st.table.cards[other].zone == "trash" and not st.pending
    st, monster, bonk, _other = _monster_and_bonk_punch(real_pool)
    st.table.cards[bonk].tapped = True
    att = add(st, real_pool, VANILLA_8, 0, "characters")
    st = act(st, "attack", attacker=att, target=bonk)
    while st.battle is not None and pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    assert st.table.cards[bonk].zone == "trash" and st.table.cards[monster].zone == "characters"  # in battle
