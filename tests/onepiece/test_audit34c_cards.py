"""Third audit of ONE PIECE cards the compiler calls automated (session 34): a fixed-seed sample of 30
automated cards with ability text, all from the three newest booster sets (OP15, OP16, OP17), each played
with its real card text, every clause checked.

Sample (``draw_sample``; seed 2036; the cards of test_audit34_cards.py and test_audit34b_cards.py left out):
OP15-036 Ryuma, OP17-115 Don't you know that even in the cruel world of pirates..., OP17-020 Shanks,
OP15-009 Koby, OP15-084 Dr. Hogback, OP17-103 Charlotte Katakuri, OP15-011 Pearl, OP17-011 Blamenco,
OP17-003 Izo, OP15-050 Bobby Funk, OP15-018 Mohji, OP17-028 Bonk Punch & Monster, OP15-048 Chinjao,
OP17-067 Kurozumi Kanjuro, OP15-058 Enel, OP17-017 Ga Ha Ha Ha!!, OP15-099 Urouge, OP16-013 McGuy,
OP15-097 I Find It Embarrassing as a Human Being, OP17-104 Charlotte Cracker, OP15-105 Jewelry Bonney,
OP16-029 Antlerkov, OP17-032 Limejuice, OP17-019 I Don't Have Time to Chat with Snot-Nosed Brats, OP15-047 Sanji,
OP15-088 Pirates Docking Six, OP17-090 Franky, OP17-007 Kouzuki Oden, OP17-112 Charlotte Linlin, OP15-103 Genbo.

Audit before any engine change: 30 of 30 correct (no engine change made). ``cards coverage onepiece``: 2785 of 2785
cards automated (template 2289, script 496), before and after.
Readings without an official ruling, not counted wrong: OP17-103 Charlotte Katakuri's "If your Leader has the {Big
Mom Pirates} type, add …. Then, give …" applies the -3000 whatever the Leader (the "If" governs its own sentence);
OP15-097's "until the end of your opponent's next End Phase" from its [Trigger] (on the opponent's turn) is read as
the End Phase of that same turn (compiled ``until_your_next_turn``); only the rest of that turn is checked.
OP17-090 Franky: no printed Character has a cost of 12 or more; the test raises a Pirates Docking Six copy's printed
cost to 6 (+6 = 12).
"""

from __future__ import annotations

import random

from engine.core.cards import CardPool
from engine.onepiece import board
from engine.onepiece.state import OPState

from .helpers import (
    VANILLA_1,
    VANILLA_8,
    act,
    attach,
    battle_ko,
    choose,
    clear,
    give_don,
    leader,
    life_of,
    needs_npm,
    option_ids,
    pending_kind,
    set_real_leader,
    turn_with_don,
)
from .helpers import add_top as add
from .helpers import play_real as play
from .test_audit34_cards import (
    automated_numbers,
    automated_when,
    can_attack,
    cost_area,
    hand,
    ko_it,
    life_trigger,
    rested_don,
    yes,
)
from .test_audit34_cards import draw_sample as first_sample
from .test_audit34b_cards import draw_sample as second_sample
from .test_audit34b_cards import settle, zone

pytestmark = needs_npm

NEWEST = ("OP15", "OP16", "OP17")
SEED = 2036


def draw_sample(pool: CardPool, seed: int = SEED) -> list[str]:
    """The audited sample: 30 automated cards of the newest sets, drawn with ``random.Random(seed)`` from the
    sorted numbers of automated cards with ability text (as ``cards coverage onepiece`` counts them: effect or
    [Trigger] text, ``compile_card(...).automated``), leaving out the two earlier session-34 samples."""
    done = set(first_sample(pool)) | set(second_sample(pool))
    auto = [n for n in automated_numbers(pool, "audit34c") if n not in done]
    new = [n for n in auto if n.split("-")[0] in NEWEST]
    return random.Random(seed).sample(new, 30)


SAMPLE = [
    "OP15-036", "OP17-115", "OP17-020", "OP15-009", "OP15-084", "OP17-103", "OP15-011", "OP17-011", "OP17-003", "OP15-050",
    "OP15-018", "OP17-028", "OP15-048", "OP17-067", "OP15-058", "OP17-017", "OP15-099", "OP16-013", "OP15-097", "OP17-104",
    "OP15-105", "OP16-029", "OP17-032", "OP17-019", "OP15-047", "OP15-088", "OP17-090", "OP17-007", "OP17-112", "OP15-103",
]


def test_the_sample_draw(real_pool):
    sample = draw_sample(real_pool)
    assert sample == SAMPLE
    assert not set(sample) & (set(first_sample(real_pool)) | set(second_sample(real_pool)))
    assert all(automated_when("audit34c", n, real_pool.get(n).data) for n in sample)


def trashed(st: OPState, uid: int) -> bool:
    return st.table.cards[uid].zone == "trash"


# --- OP15-036 Ryuma: "[On Play]/[When Attacking] K.O. up to 1 of your opponent's rested Characters with a
# cost of 4 or less."

def test_op15_036_ryuma(real_pool):
    # 10-2-6 [On Play], 10-2-5 [When Attacking], 1-3-5-1 (up to), 2-7 (cost)
    st = turn_with_don(10)
    low = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
    up = add(st, real_pool, VANILLA_1, 1, "characters")
    big = add(st, real_pool, VANILLA_8, 1, "characters", tapped=True)
    mine = add(st, real_pool, VANILLA_1, 0, "characters", tapped=True)
    st, ryu = play(st, real_pool, "OP15-036")
    ids = option_ids(st)
    assert str(low) in ids and not {str(up), str(big), str(mine)} & set(ids) and st.pending[0].min == 0
    st = choose(st, low)
    assert trashed(st, low) and not st.pending
    st = turn_with_don(10)
    low = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
    ryu = add(st, real_pool, "OP15-036", 0, "characters")
    st = act(st, "attack", attacker=ryu, target=leader(st, 1))
    assert str(low) in option_ids(st)
    st = choose(st, low)
    assert trashed(st, low)


# --- OP16-013 McGuy: "[On K.O.] K.O. up to 1 of your opponent's Characters with 8000 base power or less."

def test_op16_013_mcguy(real_pool):
    # 10-2-1-3 [On K.O.], 1-3-5-1, base power (4-9)
    st = turn_with_don(0, 0, n=4)
    mc = add(st, real_pool, "OP16-013", 0, "characters")
    small = add(st, real_pool, "OP02-007", 1, "characters")  # 8000 base
    st = battle_ko(st, real_pool, mc)
    assert trashed(st, mc)
    ids = option_ids(st)
    assert st.pending[0].player == 0 and str(small) in ids and st.pending[0].min == 0
    assert not any(board.power(st, int(i)) > 8000 for i in ids if i.isdigit())
    st = choose(st, small, player=0)
    assert trashed(st, small)


# --- OP17-028 Bonk Punch & Monster: "[Blocker] [On Play] K.O. up to 1 of your opponent's rested Characters with a
# cost of 6 or less."

def test_op17_028_bonk_punch(real_pool):
    # 10-1-4 [Blocker], 10-2-6, 1-3-5-1
    st = turn_with_don(10)
    six = add(st, real_pool, "OP02-007", 1, "characters", tapped=True)
    act6 = add(st, real_pool, "OP02-007", 1, "characters")
    big = add(st, real_pool, VANILLA_8, 1, "characters", tapped=True)
    st, bonk = play(st, real_pool, "OP17-028")
    assert "Blocker" in board.keywords(st, bonk)
    ids = option_ids(st)
    assert str(six) in ids and str(act6) not in ids and str(big) not in ids and st.pending[0].min == 0
    st = choose(st, six)
    assert trashed(st, six)


# --- OP15-018 Mohji: "[When Attacking] K.O. up to 1 of your opponent's Characters with 3000 power or less with a
# DON!! card given."

def test_op15_018_mohji(real_pool):
    # 10-2-5, 6-5-5 (DON!! given; +1000 only during its owner's turn, 6-5-5-2)
    st = turn_with_don(10, 2)
    given = add(st, real_pool, VANILLA_1, 1, "characters")
    bare = add(st, real_pool, VANILLA_1, 1, "characters")
    strong = add(st, real_pool, "OP02-107", 1, "characters")  # 4000
    attach(st, given, 1)
    attach(st, strong, 1)
    moh = add(st, real_pool, "OP15-018", 0, "characters")
    st = act(st, "attack", attacker=moh, target=leader(st, 1))
    ids = option_ids(st)
    assert str(given) in ids and str(bare) not in ids and str(strong) not in ids and st.pending[0].min == 0
    st = choose(st, given)
    assert trashed(st, given)


# --- OP17-011 Blamenco: "[DON!! x2] [When Attacking] Give up to 1 of your opponent's Characters -4000 power during
# this turn."

def test_op17_011_blamenco(real_pool):
    # 10-2-9 [DON!! xX], 10-2-5, 8-1-3-1 (during this turn)
    for don, fires in ((2, True), (1, False)):
        st = turn_with_don(10)
        foe = add(st, real_pool, VANILLA_8, 1, "characters")
        bl = add(st, real_pool, "OP17-011", 0, "characters")
        attach(st, bl, don)
        st = act(st, "attack", attacker=bl, target=leader(st, 1))
        if fires:
            assert str(foe) in option_ids(st) and st.pending[0].min == 0
            st = choose(st, foe)
            assert board.power(st, foe) == 6000
        else:
            assert pending_kind(st) in ("block", "counter", None)
            assert board.power(st, foe) == 10000


# --- OP15-050 Bobby Funk: "If you have [Kelly Funk], this Character gains +3000 power."

def test_op15_050_bobby_funk(real_pool):
    # 2-1-2 ([X] = a card named X), continuous effect
    st = turn_with_don(0)
    bob = add(st, real_pool, "OP15-050", 0, "characters")
    assert board.power(st, bob) == 3000
    add(st, real_pool, "OP15-043", 1, "characters")  # the opponent's Kelly Funk: not "you have"
    assert board.power(st, bob) == 3000
    add(st, real_pool, "OP15-043", 0, "characters")
    assert board.power(st, bob) == 6000


# --- OP17-003 Izo: "[Rush: Character] [On Play] If your Leader is [Edward.Newgate] or has the {Land of Wano} type,
# give up to 1 of your opponent's rested Characters -6000 power during this turn."

def test_op17_003_izo(real_pool):
    # 10-1-1 ([Rush: Character]: not in 1.1.3), 10-2-6, 8-1-3-1
    for lead, fires in (("OP02-001", True), ("OP01-031", True), ("OP01-001", False)):
        st = turn_with_don(10)
        set_real_leader(st, real_pool, 0, lead)
        rested = add(st, real_pool, VANILLA_8, 1, "characters", tapped=True)
        up = add(st, real_pool, VANILLA_8, 1, "characters")
        st, izo = play(st, real_pool, "OP17-003")
        if fires:
            ids = option_ids(st)
            assert str(rested) in ids and str(up) not in ids and st.pending[0].min == 0
            st = choose(st, rested)
            assert board.power(st, rested) == 4000
        else:
            assert not st.pending
        assert can_attack(st, izo, rested) and not can_attack(st, izo, leader(st, 1))


BIG_MOM_LEADER = "OP03-077"  # Charlotte Linlin, {Big Mom Pirates}
THRILLER_LEADER = "OP06-080"  # Gecko Moria, {Thriller Bark Pirates}
EAST_BLUE_LEADER = "OP03-021"  # Kuro, {East Blue}


# --- OP17-103 Charlotte Katakuri: "[Your Turn] [On Play] If your Leader has the {Big Mom Pirates} type, add up to 1
# card from the top of your deck to the top of your Life cards. Then, give up to 1 of your opponent's Characters
# -3000 power during this turn. [Trigger] Play this card."

def test_op17_103_charlotte_katakuri(real_pool):
    # 10-2-11 [Your Turn], 10-2-6, 2-4-3 (type), 1-3-5-1, 8-1-3-1, 10-1-5 [Trigger]
    st = turn_with_don(10)
    set_real_leader(st, real_pool, 0, BIG_MOM_LEADER)
    life_of(st, 0, 2)
    top = st.table.zone(0, "deck")[0]
    foe = add(st, real_pool, VANILLA_8, 1, "characters")
    st, _k = play(st, real_pool, "OP17-103")
    if pending_kind(st) == "amount":
        assert option_ids(st) == ["0", "1"]
        st = choose(st, 1)
    assert st.table.zone(0, "life")[0] == top and len(st.table.zone(0, "life")) == 3
    assert str(foe) in option_ids(st) and st.pending[0].min == 0
    st = choose(st, foe)
    assert board.power(st, foe) == 7000 and not st.pending
    # another Leader: no Life added; the "Then," sentence is not under the first sentence's "If" (a reading
    # without an official ruling: the "If" governs its own sentence)
    st = turn_with_don(10)
    life_of(st, 0, 2)
    foe = add(st, real_pool, VANILLA_8, 1, "characters")
    st, _k = play(st, real_pool, "OP17-103")
    assert len(st.table.zone(0, "life")) == 2 and str(foe) in option_ids(st)
    # [Trigger] on the opponent's turn: played, no [Your Turn] [On Play]
    st = turn_with_don(0, n=4)
    set_real_leader(st, real_pool, 0, BIG_MOM_LEADER)
    st, top = life_trigger(st, real_pool, "OP17-103")
    st = settle(st, 0)
    assert zone(st, top) == "characters"


# --- OP17-104 Charlotte Cracker: "[Your Turn] [On Play] You may rest 2 of your DON!! cards: If your Leader has the
# {Big Mom Pirates} type, add up to 1 card from the top of your deck to the top of your Life cards.
# [Trigger] Play this card."

def test_op17_104_charlotte_cracker(real_pool):
    # 10-2-11, 10-2-6, 8-3-1-4, 2-4-3, 1-3-5-1, 10-1-5
    st = turn_with_don(5)
    set_real_leader(st, real_pool, 0, BIG_MOM_LEADER)
    life_of(st, 0, 2)
    top = st.table.zone(0, "deck")[0]
    st, _c = play(st, real_pool, "OP17-104")
    st = yes(st)
    if pending_kind(st) == "cost":
        st = choose(st, *option_ids(st)[:2])
    assert rested_don(st, 0) == 5
    if pending_kind(st) == "amount":
        st = choose(st, 1)
    assert st.table.zone(0, "life")[0] == top and len(st.table.zone(0, "life")) == 3 and not st.pending
    # declined: nothing rested, no Life
    st = turn_with_don(5)
    set_real_leader(st, real_pool, 0, BIG_MOM_LEADER)
    life_of(st, 0, 2)
    st, _c = play(st, real_pool, "OP17-104")
    st = choose(st, "no")
    assert rested_don(st, 0) == 3 and len(st.table.zone(0, "life")) == 2 and not st.pending
    # [Trigger]
    st = turn_with_don(0, n=4)
    st, top = life_trigger(st, real_pool, "OP17-104")
    st = settle(st, 0)
    assert zone(st, top) == "characters"


# --- OP15-084 Dr. Hogback: "[On Play] If your Leader has the {Thriller Bark Pirates} type, trash 5 cards from the
# top of your deck. [On K.O.] If you have 6 or less cards in your hand, draw 1 card."

def test_op15_084_dr_hogback(real_pool):
    # 10-2-6, 2-4-3, 10-2-1-3 [On K.O.]
    for lead, fires in ((THRILLER_LEADER, True), ("OP01-001", False)):
        st = turn_with_don(10)
        set_real_leader(st, real_pool, 0, lead)
        top5 = st.table.zone(0, "deck")[:5]
        sixth = st.table.zone(0, "deck")[5]
        st, hog = play(st, real_pool, "OP15-084")
        st = settle(st, 0)
        assert all(zone(st, u) == ("trash" if fires else "deck") for u in top5) and zone(st, sixth) == "deck"
    for n, draws in ((6, True), (7, False)):
        st = turn_with_don(0, 0, n=4)
        hand(st, real_pool, 0, n)
        hog = add(st, real_pool, "OP15-084", 0, "characters")
        st = battle_ko(st, real_pool, hog)
        st = settle(st, 0)
        assert trashed(st, hog) and len(st.table.zone(0, "hand")) == n + draws


# --- OP15-011 Pearl: "[Opponent's Turn] If your Leader has the {East Blue} type, this Character gains [Blocker] and
# +2000 power. [On K.O.] If your Leader has the {East Blue} type, K.O. up to 1 of your opponent's Characters with
# 6000 base power or less."

def test_op15_011_pearl(real_pool):
    # 10-2-12 [Opponent's Turn], 2-4-3, 10-1-4 [Blocker], 10-2-1-3, 4-9 (base power)
    st = turn_with_don(0)
    set_real_leader(st, real_pool, 0, EAST_BLUE_LEADER)
    pearl = add(st, real_pool, "OP15-011", 0, "characters")
    assert board.power(st, pearl) == 4000 and "Blocker" not in board.keywords(st, pearl)
    st = turn_with_don(0, 0, n=4)
    set_real_leader(st, real_pool, 0, EAST_BLUE_LEADER)
    pearl = add(st, real_pool, "OP15-011", 0, "characters")
    assert board.power(st, pearl) == 6000 and "Blocker" in board.keywords(st, pearl)
    six = add(st, real_pool, "OP02-006", 1, "characters")  # 7000: too big
    small = add(st, real_pool, "OP01-036", 1, "characters")  # 3000
    st = battle_ko(st, real_pool, pearl)
    ids = option_ids(st)
    assert str(small) in ids and str(six) not in ids and st.pending[0].player == 0
    st = choose(st, small, player=0)
    assert trashed(st, small)
    st = turn_with_don(0, 0, n=4)
    pearl = add(st, real_pool, "OP15-011", 0, "characters")
    assert board.power(st, pearl) == 4000 and "Blocker" not in board.keywords(st, pearl)
    add(st, real_pool, "OP01-036", 1, "characters")
    st = battle_ko(st, real_pool, pearl)
    assert not st.pending or st.pending[0].player != 0


# --- OP15-048 Chinjao: "[On Play] You may trash 1 Event from your hand: Draw 2 cards. [Opponent's Turn] [On K.O.]
# Your opponent places 1 card from their hand at the bottom of their deck."

def test_op15_048_chinjao(real_pool):
    # 10-2-6, 8-3-1-4, 10-2-12, 10-2-1-3; the opponent chooses their own card (8-4-4)
    st = turn_with_don(10)
    clear(st, 0, "hand")
    ev = add(st, real_pool, "OP02-068", 0, "hand")
    ch = add(st, real_pool, VANILLA_1, 0, "hand")
    st, _c = play(st, real_pool, "OP15-048")
    st = yes(st)
    if st.pending and str(ev) in option_ids(st):
        assert str(ch) not in option_ids(st)
        st = choose(st, ev)
    assert trashed(st, ev) and len(st.table.zone(0, "hand")) == 3 and not st.pending
    st = turn_with_don(10)
    clear(st, 0, "hand")
    add(st, real_pool, VANILLA_1, 0, "hand")
    st, _c = play(st, real_pool, "OP15-048")
    assert not st.pending and len(st.table.zone(0, "hand")) == 1
    # K.O.'d on the opponent's turn: the opponent (P2) places 1 card of their hand at the bottom
    st = turn_with_don(0, 0, n=4)
    foe_hand = hand(st, real_pool, 1, 2)
    chin = add(st, real_pool, "OP15-048", 0, "characters")
    st = battle_ko(st, real_pool, chin)
    assert st.pending and st.pending[0].player == 1 and set(option_ids(st)) == {str(u) for u in foe_hand}
    st = choose(st, foe_hand[0], player=1)
    assert zone(st, foe_hand[0]) == "deck" and st.table.zone(1, "deck")[-1] == foe_hand[0]


# --- OP17-067 Kurozumi Kanjuro: "[On Play] DON!! -1: If you have a Character with a cost of 10 or more, rest up to
# 1 of your opponent's Characters."

def test_op17_067_kurozumi_kanjuro(real_pool):
    # 10-2-6, 10-2-10 (DON!! −1), 8-3-1-4 (a cost is optional), 2-7
    for big, fires in (("OP17-112", True), (VANILLA_8, False)):
        st = turn_with_don(5)
        add(st, real_pool, big, 0, "characters")  # Charlotte Linlin cost 10 / John Giant cost 8
        foe = add(st, real_pool, VANILLA_1, 1, "characters")
        st, _k = play(st, real_pool, "OP17-067")
        st = yes(st)
        assert len(cost_area(st, 0)) == 4
        if fires:
            assert str(foe) in option_ids(st) and st.pending[0].min == 0
            st = choose(st, foe)
            assert st.table.cards[foe].tapped
        else:
            assert not st.pending and not st.table.cards[foe].tapped


# --- OP17-032 Limejuice: "[On Play] Look at 3 cards from the top of your deck; reveal up to 1 card with a type
# including "Red-Haired Pirates" and add it to your hand. Then, place the rest at the bottom of your deck in any
# order."

def test_op17_032_limejuice(real_pool):
    # 10-2-6, 2-4-3 (type including), 1-3-5-1
    st = turn_with_don(10)
    clear(st, 0, "deck")
    fourth = add(st, real_pool, "OP09-016", 0, "deck")  # Red-Haired, 4th: not looked at
    red = add(st, real_pool, "OP09-006", 0, "deck")
    other = add(st, real_pool, "OP02-007", 0, "deck")  # Whitebeard
    third = add(st, real_pool, VANILLA_1, 0, "deck")
    st, _l = play(st, real_pool, "OP17-032")
    ids = option_ids(st)
    assert str(red) in ids and str(fourth) not in ids and str(other) not in ids and str(third) not in ids
    st = choose(st, red)
    st = settle(st, 0, 0)
    assert zone(st, red) == "hand" and st.table.zone(0, "deck")[0] == fourth
    assert set(st.table.zone(0, "deck")[1:]) == {other, third}


# --- OP17-019 I Don't Have Time to Chat with Snot-Nosed Brats: "[Main] Look at 5 cards from the top of your deck;
# reveal up to 1 card with a type including "Whitebeard Pirates" and add it to your hand. Then, place the rest at
# the bottom of your deck in any order. [Trigger] Your Leader gains +1000 power during this turn."

def test_op17_019_snot_nosed_brats(real_pool):
    # 10-2-3 [Main] Event, 2-4-3, 10-1-5 [Trigger], 8-1-3-1
    st = turn_with_don(10)
    clear(st, 0, "deck")
    sixth = add(st, real_pool, "OP02-007", 0, "deck")
    former = add(st, real_pool, "OP01-023", 0, "deck")  # Former Whitebeard Pirates: includes the words
    rest = [add(st, real_pool, VANILLA_1, 0, "deck") for _ in range(4)]
    st, _e = play(st, real_pool, "OP17-019")
    ids = option_ids(st)
    assert str(former) in ids and str(sixth) not in ids and not any(str(r) in ids for r in rest)
    st = choose(st, former)
    st = settle(st, 0, 0)
    assert zone(st, former) == "hand" and st.table.zone(0, "deck")[0] == sixth
    st = turn_with_don(0, n=4)
    st, _top = life_trigger(st, real_pool, "OP17-019")
    st = settle(st, 0)
    assert board.power(st, leader(st, 0)) == 6000


# --- OP15-047 Sanji: "[Blocker] [On Play] Up to 1 of your Characters gains [Unblockable] during this turn."

def test_op15_047_sanji(real_pool):
    # 10-1-4, 10-2-6, [Unblockable] (not in 1.1.3), 8-1-3-1
    st = turn_with_don(10)
    mine = add(st, real_pool, VANILLA_8, 0, "characters")
    foe = add(st, real_pool, VANILLA_8, 1, "characters")
    st, san = play(st, real_pool, "OP15-047")
    assert "Blocker" in board.keywords(st, san)
    ids = option_ids(st)
    assert str(mine) in ids and str(foe) not in ids and str(leader(st, 0)) not in ids and st.pending[0].min == 0
    st = choose(st, mine)
    assert "Unblockable" in board.keywords(st, mine)
    from .helpers import end_turn
    st = end_turn(st)
    assert "Unblockable" not in board.keywords(st, mine)


# --- OP16-029 Antlerkov: "[When Attacking] If you have [Bunkov], play up to 1 Character card with a cost of 2 or
# less from your hand."

def test_op16_029_antlerkov(real_pool):
    # 10-2-5, 2-1-2, 1-3-5-1, play without paying
    for have, fires in ((True, True), (False, False)):
        st = turn_with_don(0)
        clear(st, 0, "hand")
        two = add(st, real_pool, "OP02-107", 0, "hand")  # cost 2
        five = add(st, real_pool, "OP02-006", 0, "hand")  # cost 5
        if have:
            add(st, real_pool, "OP16-025", 0, "characters")
        ant = add(st, real_pool, "OP16-029", 0, "characters")
        st = act(st, "attack", attacker=ant, target=leader(st, 1))
        if fires:
            ids = option_ids(st)
            assert str(two) in ids and str(five) not in ids and st.pending[0].min == 0
            st = choose(st, two)
            assert zone(st, two) == "characters"
        else:
            assert zone(st, two) == "hand" and (not st.pending or str(two) not in option_ids(st))


# --- OP15-103 Genbo: "[Trigger] Draw 1 card. Then, if you have 2 or less Life cards, play this card."

def test_op15_103_genbo(real_pool):
    # 10-1-5, 4-6-2 Life count after the damage
    for life, plays in ((3, True), (4, False)):
        st = turn_with_don(0, n=4)
        life_of(st, 0, life - 1)
        n = len(st.table.zone(0, "hand"))
        st, top = life_trigger(st, real_pool, "OP15-103")
        st = settle(st, 0)
        assert len(st.table.zone(0, "life")) == life - 1
        assert zone(st, top) == ("characters" if plays else "trash")
        assert len(st.table.zone(0, "hand")) == n + 1


# --- OP15-009 Koby: "If your Character with 7000 base power or less would be removed from the field by your
# opponent's effect, you may give your Leader -2000 power during this turn instead."

def test_op15_009_koby(real_pool):
    # replacement ("instead", 8-1-3-4), 8-3-1-4 (may), 4-9 (base power), 8-1-3-1 (this turn)
    st = turn_with_don(0, 4, n=4)
    add(st, real_pool, "OP15-009", 0, "characters")
    seven = add(st, real_pool, "OP02-006", 0, "characters")  # 7000
    lp = board.power(st, leader(st, 0))
    st = ko_it(st, real_pool, seven, 1)
    assert pending_kind(st) in ("pay", "may") and st.pending[0].player == 0
    st = choose(st, "yes")
    st = settle(st, 0)
    assert zone(st, seven) == "characters" and board.power(st, leader(st, 0)) == lp - 2000
    from .helpers import end_turn
    st = end_turn(st)
    assert board.power(st, leader(st, 0)) == lp
    # declined
    st = turn_with_don(0, 4, n=4)
    add(st, real_pool, "OP15-009", 0, "characters")
    seven = add(st, real_pool, "OP02-006", 0, "characters")
    st = ko_it(st, real_pool, seven, 1)
    st = choose(st, "no")
    assert trashed(st, seven) and board.power(st, leader(st, 0)) == lp
    # Koby itself is one of "your Characters" (1000 base power)
    st = turn_with_don(0, 4, n=4)
    koby = add(st, real_pool, "OP15-009", 0, "characters")
    st = ko_it(st, real_pool, koby, 1)
    assert pending_kind(st) in ("pay", "may") and st.pending[0].player == 0
    # 8000 base power: not covered
    st = turn_with_don(0, 4, n=4)
    add(st, real_pool, "OP15-009", 0, "characters")
    big = add(st, real_pool, "OP02-007", 0, "characters")
    st = ko_it(st, real_pool, big, 1)
    assert trashed(st, big) and not st.pending


# --- OP15-105 Jewelry Bonney: "If your Character with 7000 base power or less would be removed from the field by
# your opponent's effect, you may add 1 card from the top of your Life cards to your hand instead."

def test_op15_105_jewelry_bonney(real_pool):
    # replacement (8-1-3-4), 8-3-1-4, 4-9; no Life: the replacement cannot be done
    st = turn_with_don(0, 4, n=4)
    add(st, real_pool, "OP15-105", 0, "characters")
    seven = add(st, real_pool, "OP02-006", 0, "characters")
    life = life_of(st, 0, 2)
    st = ko_it(st, real_pool, seven, 1)
    assert pending_kind(st) in ("pay", "may") and st.pending[0].player == 0
    st = choose(st, "yes")
    st = settle(st, 0)
    assert zone(st, seven) == "characters" and zone(st, life[0]) == "hand" and zone(st, life[1]) == "life"
    st = turn_with_don(0, 4, n=4)
    add(st, real_pool, "OP15-105", 0, "characters")
    big = add(st, real_pool, "OP02-007", 0, "characters")
    life_of(st, 0, 2)
    st = ko_it(st, real_pool, big, 1)
    assert trashed(st, big) and not st.pending
    st = turn_with_don(0, 4, n=4)
    add(st, real_pool, "OP15-105", 0, "characters")
    seven = add(st, real_pool, "OP02-006", 0, "characters")
    life_of(st, 0, 0)
    st = ko_it(st, real_pool, seven, 1)
    assert trashed(st, seven) and not st.pending


# --- OP17-090 Franky: "If there is a Character with a cost of 12 or more, this Character gains +3000 power.
# [On Play] If there is a Character with a cost of 12 or more, K.O. up to 1 of your opponent's Characters with a
# cost of 2 or less."

def test_op17_090_franky(real_pool):
    # "there is" = either player's field; OP15-088 Pirates Docking Six is cost 5 +6 = 11; Linlin 10 +2 by a
    # cost effect is not at hand, so the 12 is made with Docking Six on a copy with a printed cost of 6 (+6).
    for docking_cost, fires in ((6, True), (5, False)):
        st = turn_with_don(10)
        dock = add(st, real_pool, "OP15-088", 1, "characters")
        st.cards["OP15-088"] = dict(st.cards["OP15-088"], cost=docking_cost)
        assert board.cost(st, dock) == docking_cost + 6
        two = add(st, real_pool, "OP02-107", 1, "characters")
        st, fr = play(st, real_pool, "OP17-090")
        assert board.power(st, fr) == (5000 if fires else 2000)
        if fires:
            ids = option_ids(st)
            assert str(two) in ids and str(dock) not in ids and st.pending[0].min == 0
            st = choose(st, two)
            assert trashed(st, two)
        else:
            assert not st.pending


# --- OP15-088 Pirates Docking Six: "This Character gains +6 cost. [On Play] You may trash 3 cards from the top of
# your deck: Play up to 1 {Straw Hat Crew} type Character card with a cost of 2 or less from your trash."

def test_op15_088_pirates_docking_six(real_pool):
    # 2-7 (cost modified), 10-2-6, 8-3-1-4, 2-4-3, 1-3-5-1
    st = turn_with_don(10)
    sh2 = add(st, real_pool, "OP02-033", 0, "trash")  # Straw Hat, cost 2
    sh3 = add(st, real_pool, "OP02-028", 0, "trash")  # Straw Hat, cost 3
    nav = add(st, real_pool, "OP02-107", 0, "trash")  # Navy, cost 2
    top3 = st.table.zone(0, "deck")[:3]
    st, dock = play(st, real_pool, "OP15-088")
    assert board.cost(st, dock) == 11
    st = yes(st)
    assert all(zone(st, u) == "trash" for u in top3)
    ids = option_ids(st)
    assert str(sh2) in ids and str(sh3) not in ids and str(nav) not in ids and st.pending[0].min == 0
    st = choose(st, sh2)
    assert zone(st, sh2) == "characters"
    st = turn_with_don(10)
    sh2 = add(st, real_pool, "OP02-033", 0, "trash")
    top3 = st.table.zone(0, "deck")[:3]
    st, dock = play(st, real_pool, "OP15-088")
    st = choose(st, "no")
    assert all(zone(st, u) == "deck" for u in top3) and zone(st, sh2) == "trash" and not st.pending


# --- OP17-007 Kouzuki Oden: "[On Play] If your Leader is [Edward.Newgate] or has the {Land of Wano} type, play up to
# 1 {Land of Wano} type Character card or Character card with a type including "Whitebeard Pirates" with 6000 power
# or less from your hand."

def test_op17_007_kouzuki_oden(real_pool):
    # 10-2-6, 2-1-2, 2-4-3, 1-3-5-1; "with 6000 power or less" goes with both nouns
    st = turn_with_don(10)
    set_real_leader(st, real_pool, 0, "OP02-001")
    clear(st, 0, "hand")
    wano = add(st, real_pool, "OP01-036", 0, "hand")  # Land of Wano 3000
    wano_big = add(st, real_pool, "OP01-092", 0, "hand")  # Land of Wano 9000
    former = add(st, real_pool, "OP01-023", 0, "hand")  # Former Whitebeard Pirates, 3 cost
    wb_big = add(st, real_pool, "OP02-007", 0, "hand")  # Whitebeard 8000
    other = add(st, real_pool, "OP02-107", 0, "hand")  # Navy 4000
    st, _o = play(st, real_pool, "OP17-007")
    ids = option_ids(st)
    assert str(wano) in ids and str(former) in ids and st.pending[0].min == 0
    assert not {str(wano_big), str(wb_big), str(other)} & set(ids)
    st = choose(st, former)
    st = settle(st, 0)
    assert zone(st, former) == "characters"
    st = turn_with_don(10)
    set_real_leader(st, real_pool, 0, "OP01-001")
    clear(st, 0, "hand")
    wano = add(st, real_pool, "OP01-036", 0, "hand")
    st, _o = play(st, real_pool, "OP17-007")
    assert not st.pending and zone(st, wano) == "hand"


def counter_state(pool: CardPool, counter: str, lead: str | None = None) -> tuple[OPState, int, int]:
    """P2 attacks P1's Leader (``lead`` if given); P1 plays the [Counter] Event ``counter`` (3 DON!!)."""
    st = turn_with_don(0, 0, n=4)
    if lead:
        set_real_leader(st, pool, 0, lead)
    give_don(st, 0, 3)
    att = add(st, pool, VANILLA_8, 1, "characters")
    ev = add(st, pool, counter, 0, "hand")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    assert pending_kind(st) == "counter"
    return act(st, "play", player=0, uid=ev), leader(st, 0), att


# --- OP17-115 "Don't you know that even in the cruel world of pirates there's still a code of honor?!!":
# "[Main] Your [Charlotte Linlin] Leader gains [Unblockable] during this turn. [Counter] Up to 1 of your
# [Charlotte Linlin] gains +4000 power during this battle."

def test_op17_115_code_of_honor(real_pool):
    # 10-2-3 [Main]/10-2-4 [Counter] Events, 2-1-2, [Unblockable] (not in 1.1.3), 8-1-3-1
    st = turn_with_don(10)
    set_real_leader(st, real_pool, 0, BIG_MOM_LEADER)
    st, _e = play(st, real_pool, "OP17-115")
    st = settle(st, 0)
    assert "Unblockable" in board.keywords(st, leader(st, 0))
    from .helpers import end_turn
    st = end_turn(st)
    assert "Unblockable" not in board.keywords(st, leader(st, 0))
    st, lead, _att = counter_state(real_pool, "OP17-115", BIG_MOM_LEADER)
    ids = option_ids(st)
    assert str(lead) in ids and st.pending[0].min == 0
    st = choose(st, lead)
    assert board.power(st, lead) == 9000
    # a Leader not named Charlotte Linlin: no target
    st, lead, _att = counter_state(real_pool, "OP17-115")
    assert not st.pending or str(lead) not in option_ids(st)


# --- OP17-017 Ga Ha Ha Ha!!: "[Counter] Up to 1 of your Leader with a type including "Whitebeard Pirates" or up to 1
# of your Characters with a type including "Whitebeard Pirates" gains +2000 power during this battle. Then, give up to
# 1 of your opponent's Leader or Characters -2000 power during this turn."

def test_op17_017_ga_ha_ha_ha(real_pool):
    # 10-2-4 [Counter], 2-4-3 (type including), 1-3-5-1, 8-1-3-1
    st, lead, att = counter_state(real_pool, "OP17-017", "OP02-001")  # Edward.Newgate, Whitebeard Pirates
    ids = option_ids(st)
    assert str(lead) in ids and st.pending[0].min == 0
    st = choose(st, lead)
    assert board.power(st, lead) == 8000
    ids = option_ids(st)
    assert str(att) in ids and str(leader(st, 1)) in ids and str(lead) not in ids
    st = choose(st, att)
    assert board.power(st, att) == 8000
    st, lead, att = counter_state(real_pool, "OP17-017")  # fixture Leader: no such type
    assert not st.pending or str(lead) not in option_ids(st)
    # a Character with the type: chosen instead; another Character is not
    st = turn_with_don(0, 0, n=4)
    give_don(st, 0, 3)
    wb = add(st, real_pool, "OP01-023", 0, "characters", tapped=True)  # Former Whitebeard Pirates (7-1-1-2)
    plain = add(st, real_pool, VANILLA_1, 0, "characters")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    ev = add(st, real_pool, "OP17-017", 0, "hand")
    st = act(st, "attack", attacker=att, target=wb)
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    st = act(st, "play", player=0, uid=ev)
    ids = option_ids(st)
    assert str(wb) in ids and str(plain) not in ids and str(leader(st, 0)) not in ids
    st = choose(st, wb)
    assert board.power(st, wb) == board.base_power(st, wb) + 2000


# --- OP15-097 I Find It Embarrassing as a Human Being: "[Main] If you have 10 or more cards in your trash, up to 1
# of your opponent's Characters with a base cost of 5 or less cannot attack until the end of your opponent's next
# End Phase. [Trigger] Activate this card's [Main] effect."

def test_op15_097_embarrassing(real_pool):
    # 10-2-3 [Main], 4-9 (base cost), 8-1-3-1 (duration), 10-1-5 [Trigger]
    from .helpers import end_turn
    st = turn_with_don(10)
    clear(st, 0, "trash")
    for _ in range(9):  # + the Event itself (2-7-3)
        add(st, real_pool, VANILLA_1, 0, "trash")
    five = add(st, real_pool, "OP02-006", 1, "characters")
    six = add(st, real_pool, "OP02-007", 1, "characters")
    st, _e = play(st, real_pool, "OP15-097")
    ids = option_ids(st)
    assert str(five) in ids and str(six) not in ids and st.pending[0].min == 0
    st = choose(st, five)
    st = end_turn(st)
    assert not can_attack(st, five, leader(st, 0)) and can_attack(st, six, leader(st, 0))
    st = end_turn(st)
    st = end_turn(st)
    assert can_attack(st, five, leader(st, 0))
    st = turn_with_don(10)
    clear(st, 0, "trash")
    for _ in range(8):  # the Event itself is put in the trash before its effect (2-7-3, 8-4-2): 9 in all
        add(st, real_pool, VANILLA_1, 0, "trash")
    add(st, real_pool, "OP02-006", 1, "characters")
    st, _e = play(st, real_pool, "OP15-097")
    assert not st.pending
    st = turn_with_don(0, n=4)
    clear(st, 0, "trash")
    for _ in range(10):
        add(st, real_pool, VANILLA_1, 0, "trash")
    five = add(st, real_pool, "OP02-006", 1, "characters")
    st, _top = life_trigger(st, real_pool, "OP15-097")
    assert str(five) in option_ids(st)
    st = choose(st, five)
    st = settle(st)
    assert st.battle is None and not can_attack(st, five, leader(st, 0))  # the rest of this (P2's) turn


# --- OP17-020 Shanks (Leader): "[Activate: Main] [Once Per Turn] You may trash 1 card from your hand or rest 1 of your
# DON!! cards: Up to 1 of your opponent's rested Characters will not become active in your opponent's next Refresh
# Phase."

def test_op17_020_shanks(real_pool):
    # 10-2-2 [Activate: Main], 10-2-13 [Once Per Turn], 8-3-1-4, 6-2-3 (Refresh Phase), 1-3-5-1
    from .helpers import end_turn
    from .test_audit34_cards import refused_activation
    st = turn_with_don(3)
    sh = set_real_leader(st, real_pool, 0, "OP17-020")
    hand(st, real_pool, 0, 1)
    rested = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
    other = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
    up = add(st, real_pool, VANILLA_1, 1, "characters")
    st = act(st, "activate", uid=sh, ability=0)
    while st.pending and not {str(rested), str(other)} & set(option_ids(st)):
        ids = option_ids(st)
        st = choose(st, "yes" if "yes" in ids else ids[0])
    ids = option_ids(st)
    assert str(rested) in ids and str(up) not in ids and st.pending[0].min == 0
    st = choose(st, rested)
    st = settle(st, 0)
    assert len(st.table.zone(0, "hand")) == 0 or rested_don(st, 0) == 1
    assert refused_activation(st, sh, 0)  # once per turn
    st = end_turn(st)
    assert st.table.cards[rested].tapped and not st.table.cards[other].tapped
    st = end_turn(st)
    st = end_turn(st)
    assert not st.table.cards[rested].tapped
    # the cost: either a hand card or an active DON!! (8-3-1-3: refused when neither can be paid)
    st = turn_with_don(3)
    sh = set_real_leader(st, real_pool, 0, "OP17-020")
    card = hand(st, real_pool, 0, 1)[0]
    add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
    st = act(st, "activate", uid=sh, ability=0)
    assert pending_kind(st) == "cost" and len(option_ids(st)) == 2 and str(card) in option_ids(st)
    st = choose(st, card)
    assert trashed(st, card) and rested_don(st, 0) == 0
    st = turn_with_don(0)
    sh = set_real_leader(st, real_pool, 0, "OP17-020")
    hand(st, real_pool, 0, 0)
    assert refused_activation(st, sh, 0)


# --- OP15-099 Urouge: "[On Play] You may trash 1 {Supernovas} type card from your hand: This Character gains [Rush]
# during this turn. [Activate: Main] You may turn 1 card from the top of your Life cards face-down: Give up to 1
# rested DON!! card to your Leader or 1 of your Characters."

def test_op15_099_urouge(real_pool):
    # 10-2-6, 8-3-1-4, 2-4-3, 10-1-1 [Rush], 10-2-2, 8-3-1-3 (a face-down Life card can't be turned face-down),
    # 6-5-5 (give DON!!)
    from .helpers import end_turn
    st = turn_with_don(10)
    clear(st, 0, "hand")
    nova = add(st, real_pool, "OP14-008", 0, "hand")
    plain = add(st, real_pool, VANILLA_1, 0, "hand")
    st, uro = play(st, real_pool, "OP15-099")
    st = yes(st)
    if st.pending and str(nova) in option_ids(st):
        assert str(plain) not in option_ids(st)
        st = choose(st, nova)
    assert trashed(st, nova) and "Rush" in board.keywords(st, uro) and can_attack(st, uro, leader(st, 1))
    st = end_turn(st)
    assert "Rush" not in board.keywords(st, uro)
    st = turn_with_don(10)
    clear(st, 0, "hand")
    add(st, real_pool, VANILLA_1, 0, "hand")
    st, uro = play(st, real_pool, "OP15-099")
    assert not st.pending and "Rush" not in board.keywords(st, uro)
    # [Activate: Main]
    st = turn_with_don(3)
    don = cost_area(st, 0)[0]
    st.table.cards[don].tapped = True
    uro = add(st, real_pool, "OP15-099", 0, "characters")
    life = life_of(st, 0, 2)
    st.table.cards[life[0]].flags["face_up"] = True
    st = act(st, "activate", uid=uro, ability=1)
    if pending_kind(st) == "amount":
        assert option_ids(st) == ["0", "1"]
        st = choose(st, 1)
    ids = option_ids(st)
    assert str(uro) in ids and str(leader(st, 0)) in ids
    st = choose(st, uro)
    assert not st.table.cards[life[0]].flags.get("face_up") and board.attached(st, uro) == [don]
    assert sum(not st.table.cards[u].tapped for u in cost_area(st, 0)) == 2
    st = turn_with_don(3)
    uro = add(st, real_pool, "OP15-099", 0, "characters")
    life_of(st, 0, 2)
    from .test_audit34_cards import refused_activation
    assert refused_activation(st, uro, 1)


# --- OP17-112 Charlotte Linlin: "[Your Turn] The base power of all of your Characters with a [Trigger] and 4000 base
# power becomes 8000. [On Play] Draw 1 card, then choose one: • Add up to 1 card from the top of your deck to the top
# of your Life cards. • Add up to 1 card from the top of your opponent's Life cards to the owner's hand."

def test_op17_112_charlotte_linlin(real_pool):
    # 10-2-11 [Your Turn], 4-9 (base power), 10-2-6, 8-4-4 choose one (the player chooses), 1-3-5-1
    from .helpers import end_turn
    st = turn_with_don(10)
    crack = add(st, real_pool, "OP17-104", 0, "characters")  # 4000, [Trigger]
    pearl = add(st, real_pool, "OP15-011", 0, "characters")  # 4000, no [Trigger]
    foe_crack = add(st, real_pool, "OP17-104", 1, "characters")
    life_of(st, 0, 2)
    foe_life = life_of(st, 1, 2)
    n = len(st.table.zone(0, "hand"))
    top = st.table.zone(0, "deck")[1]  # the 2nd card: the 1st is drawn
    st, _lin = play(st, real_pool, "OP17-112")
    assert board.base_power(st, crack) == 8000 and board.power(st, crack) == 8000
    assert board.power(st, pearl) == 4000 and board.power(st, foe_crack) == 4000
    assert len(st.table.zone(0, "hand")) == n + 1
    assert pending_kind(st) is not None and len(option_ids(st)) == 2 and st.pending[0].player == 0
    st = choose(st, option_ids(st)[0])
    if pending_kind(st) == "amount":
        st = choose(st, 1)
    assert st.table.zone(0, "life")[0] == top and len(st.table.zone(0, "life")) == 3
    st = end_turn(st)
    assert board.power(st, crack) == 4000
    # the second mode: the opponent's top Life card to its owner's hand
    st = turn_with_don(10)
    foe_life = life_of(st, 1, 2)
    st, _lin = play(st, real_pool, "OP17-112")
    st = choose(st, option_ids(st)[1])
    if pending_kind(st) == "amount":
        st = choose(st, 1)
    st = settle(st, 0)
    assert zone(st, foe_life[0]) == "hand" and st.table.cards[foe_life[0]].owner == 1
    assert foe_life[0] in st.table.zone(1, "hand")


# --- OP15-058 Enel (Leader): "Under the rules of this game, your DON!! deck consists of 6 cards. [Activate: Main]
# [Once Per Turn] If it is your second turn or later, add up to 1 DON!! card from your DON!! deck and set it as
# active, and add up to 4 additional DON!! cards and rest them. Then, give up to 4 rested DON!! cards to 1 of your
# Characters."

def test_op15_058_enel(real_pool):
    # 1-3-1 (card text over the rules: 5-1-2 DON!! deck of 10), 10-2-2, 10-2-13, 1-3-5-1, 6-5-5 (give DON!!)
    from .helpers import end_turn
    from .test_audit34_cards import refused_activation
    from .test_op15_op12_round5 import _enel_game
    st = _enel_game(real_pool)
    assert len(st.table.zone(0, "don_deck")) + len(st.table.zone(0, "cost_area")) == 6
    st = end_turn(end_turn(st))  # P1's second turn: 3 DON!! on the field, 3 left in the DON!! deck
    enel = leader(st, 0)
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    before_rested = rested_don(st, 0)
    st = act(st, "activate", uid=enel, ability=1)
    assert option_ids(st) == ["0", "1"]  # up to 1 (1-3-5-1)
    st = choose(st, 1)
    assert pending_kind(st) == "amount"
    st = choose(st, 2)
    assert not st.table.zone(0, "don_deck") and rested_don(st, 0) == before_rested + 2
    while st.pending and pending_kind(st) == "amount":
        st = choose(st, option_ids(st)[-1])
    ids = option_ids(st)
    assert str(mine) in ids and str(other) in ids and str(enel) not in ids
    st = choose(st, mine)
    st = settle(st, 0, -1)
    assert len(board.attached(st, mine)) == 2 and not board.attached(st, other)
    assert refused_activation(st, enel, 1)
