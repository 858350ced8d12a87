"""Audit of ONE PIECE cards the compiler calls automated (session 35): a fixed-seed sample of 30 automated
cards with ability text, each played with its real card text, every clause checked.

Sample (``draw_sample``; seed 2040; the cards of test_audit34_cards.py, test_audit34b_cards.py and
test_audit34c_cards.py left out; 20 from the three newest booster sets OP15, OP16, OP17 (as test_audit34_cards draws
them) and 10 from every other set; Leaders, Characters, Events, Stages with text):
OP17-026 Fugar, OP16-111 Boa Sandersonia, OP17-102 Charlotte Oven, OP17-094 Rodo, OP17-043 Ganzui,
OP17-113 Streusen, OP17-002 Atmos, OP15-118 Enel, OP16-005 Thatch, OP15-032 Brook, OP15-033 Hody Jones,
OP16-047 Donquixote Doflamingo, OP17-078 Drunken Dragon Bagua, OP15-071 Holly, OP17-018 The Power to Destroy the
World, OP17-005 Edward.Newgate, OP17-008 Jozu, OP15-064 Kotori, OP16-107 Jesus Burgess, OP16-006 Shanks,
EB01-009 Just Shut Up and Come with Us!!!!, EB01-053 Gastino, OP08-101 Charlotte Angel, OP08-106 Nami,
ST04-015 Brachio Bomber, OP05-019 Fire Fist, EB02-057 Mad Treasure, EB04-040 Flame Dragon Torch,
OP02-047 Paradise Totsuka, OP05-041 Sakazuki.

Audit before any engine change: 30 of 30 correct (no engine change made).
Readings without an official ruling, not counted wrong:
- "until the end of your opponent's next End Phase" made on the opponent's turn (OP15-097's [Trigger], asked about
  after test_audit34c): the rules define the end of "このターン中"/"ターン終了時まで" effects (6-6-1-2/3) but not this
  phrase. Read literally, the opponent's "next" End Phase is the first one of theirs after the effect is made: that
  same turn's End Phase; the effect ends with that turn (compiled ``until_your_next_turn``: nothing happens between
  the end of the End Phase and the start of your turn). Pinned in test_opponents_next_end_phase_from_a_trigger.
- OP15-118 Enel (and other "cannot be removed … by your opponent's effects" cards) can still be chosen by the
  opponent's removal effect; the removal then does nothing (1-3-3: the prohibition wins).
- OP16-005 Thatch: "a Character with 8000 power or more" reads the current power (a given DON!! counts), not the
  base power.
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
    end_turn,
    give_don,
    leader,
    life_of,
    needs_npm,
    option_ids,
    pending_kind,
    set_real_leader,
    to_turn,
    turn_with_don,
)
from .helpers import add_top as add
from .helpers import play_real as play
from .test_audit34_cards import (
    automated_numbers,
    automated_when,
    can_attack,
    choose_events,
    cost_area,
    hand,
    ko_it,
    life_trigger,
    refused_activation,
    rested_don,
    yes,
)
from .test_audit34_cards import draw_sample as first_sample
from .test_audit34b_cards import draw_sample as second_sample
from .test_audit34b_cards import n_hand, settle, zone
from .test_audit34c_cards import draw_sample as third_sample

pytestmark = needs_npm

NEWEST = ("OP15", "OP16", "OP17")
SEED = 2040


def draw_sample(pool: CardPool, seed: int = SEED) -> list[str]:
    """The audited sample: 20 automated cards of the newest sets, then 10 of the others, drawn with
    ``random.Random(seed)`` from the sorted numbers of automated cards with ability text (as
    ``cards coverage onepiece`` counts them: effect or [Trigger] text, ``compile_card(...).automated``),
    leaving out the three session-34 samples."""
    done = set(first_sample(pool)) | set(second_sample(pool)) | set(third_sample(pool))
    auto = [n for n in automated_numbers(pool, "audit35") if n not in done]
    new = [n for n in auto if n.split("-")[0] in NEWEST]
    old = [n for n in auto if n.split("-")[0] not in NEWEST]
    rng = random.Random(seed)
    return rng.sample(new, 20) + rng.sample(old, 10)


SAMPLE = [
    "OP17-026",
    "OP16-111",
    "OP17-102",
    "OP17-094",
    "OP17-043",
    "OP17-113",
    "OP17-002",
    "OP15-118",
    "OP16-005",
    "OP15-032",
    "OP15-033",
    "OP16-047",
    "OP17-078",
    "OP15-071",
    "OP17-018",
    "OP17-005",
    "OP17-008",
    "OP15-064",
    "OP16-107",
    "OP16-006",
    "EB01-009",
    "EB01-053",
    "OP08-101",
    "OP08-106",
    "ST04-015",
    "OP05-019",
    "EB02-057",
    "EB04-040",
    "OP02-047",
    "OP05-041",
]


def test_the_sample_draw(real_pool):
    sample = draw_sample(real_pool)
    assert sample == SAMPLE
    assert not set(sample) & (
        set(first_sample(real_pool)) | set(second_sample(real_pool)) | set(third_sample(real_pool))
    )
    assert sum(n.split("-")[0] in NEWEST for n in sample) == 20
    assert all(automated_when("audit35", n, real_pool.get(n).data) for n in sample)


RED_HAIRED_LEADER = "OP09-001"  # Shanks, {Red-Haired Pirates}
ELBAPH_LEADER = "OP17-079"  # Monkey.D.Luffy, {Elbaph}
FISH_MAN_LEADER = "OP06-020"  # Hody Jones, {Fish-Man}
STRAW_HAT_LEADER = "OP05-060"  # Monkey.D.Luffy, {Straw Hat Crew}
AKP_LEADER = "OP08-057"  # King, {Animal Kingdom Pirates}
BIG_MOM_LEADER = "OP03-077"  # Charlotte Linlin, {Big Mom Pirates}
NEWGATE_LEADER = "OP02-001"  # Edward.Newgate
TWO_COLOR_LEADER = "EB01-001"  # Kouzuki Oden, red and green
VANILLA_4000 = "OP01-012"  # Sai: cost 2, 4000
VANILLA_5000 = "OP01-023"  # Marco: cost 3, 5000, {Former Whitebeard Pirates}
VANILLA_C4 = "OP01-045"  # Jean Bart: cost 4, 6000
VANILLA_C5 = "EB01-018"  # Mountain God: cost 5, 7000, {Animal}
WB_8000 = "OP02-007"  # Thatch: cost 6, 8000, {Whitebeard Pirates}
WB_6000 = "OP02-003"  # Atmos: cost 4, 6000, {Whitebeard Pirates}
ANIMAL_3 = "EB02-029"  # Grandpa Ryu: cost 3, {Animal}, no text
ANIMAL_4 = "OP02-088"  # Sphinx: cost 4, {Animal}, no text
BMP_VANILLA = "OP03-103"  # Bobbin the Disposer: {Big Mom Pirates}, no text
TRIGGER_VANILLA = "OP01-009"  # Carrot: a [Trigger], no effect text
STAGE = "EB01-011"  # Mini-Merry


def trashed(st: OPState, uid: int) -> bool:
    return st.table.cards[uid].zone == "trash"


def own_counter_step(st: OPState, pool: CardPool, event: str, don: int = 3) -> tuple[OPState, int, int]:
    """P2 (turn player) attacks P1's Leader with a 10000 power Character; P1 plays the [Counter] Event
    ``event`` with ``don`` active DON!!. Returns (state, P1's Leader, the attacker)."""
    give_don(st, 0, don)
    att = add(st, pool, VANILLA_8, 1, "characters")
    ev = add(st, pool, event, 0, "hand")
    me = leader(st, 0)
    st = act(st, "attack", attacker=att, target=me)
    st = settle(st, 0) if pending_kind(st) == "block" else st
    assert pending_kind(st) == "counter"
    return act(st, "play", player=0, uid=ev), me, att


# --- OP17-026 Fugar: "[When Attacking] If your Leader has the {Red-Haired Pirates} type, rest up to 1 of your
# opponent's Characters with a cost of 2 or less. [On K.O.] Draw 1 card."


def test_op17_026_fugar(real_pool):
    # 10-2-5 [When Attacking], 8-3-2 (If), 1-3-5-1 (up to), 10-2-1-3 [On K.O.]
    for lead, fires in ((RED_HAIRED_LEADER, True), (None, False)):
        st = turn_with_don(10)
        if lead:
            set_real_leader(st, real_pool, 0, lead)
        two = add(st, real_pool, VANILLA_4000, 1, "characters")
        three = add(st, real_pool, VANILLA_5000, 1, "characters")
        mine = add(st, real_pool, VANILLA_1, 0, "characters")
        fug = add(st, real_pool, "OP17-026", 0, "characters")
        st = act(st, "attack", attacker=fug, target=leader(st, 1))
        if fires:
            ids = option_ids(st)
            assert str(two) in ids and not {str(three), str(mine)} & set(ids) and st.pending[0].min == 0
            st = choose(st, two)
            assert st.table.cards[two].tapped
        else:
            assert pending_kind(st) in ("block", "counter", None)
            assert not st.table.cards[two].tapped
    st = turn_with_don(0, 0, n=4)
    fug = add(st, real_pool, "OP17-026", 0, "characters")
    n = n_hand(st)
    st = battle_ko(st, real_pool, fug)
    assert trashed(st, fug) and n_hand(st) == n + 1


# --- OP16-111 Boa Sandersonia: "[Blocker] [Trigger] If you have 2 or less Life cards, play this card."


def test_op16_111_boa_sandersonia(real_pool):
    # 10-1-4 [Blocker], 10-1-5 [Trigger], 8-3-2 (If: counted when the [Trigger] resolves, the card has left the Life)
    for life, plays in ((2, True), (3, False)):
        st = turn_with_don(0, 0, n=4)
        life_of(st, 0, life)
        st, boa = life_trigger(st, real_pool, "OP16-111")
        st = settle(st, 0)
        if plays:
            assert zone(st, boa) == "characters" and "Blocker" in board.keywords(st, boa)
        else:
            assert zone(st, boa) == "trash"  # 10-1-5-1 (D6 option): a [Trigger] card goes to the trash after its effect


# --- OP17-102 Charlotte Oven: "[On K.O.] Play up to 1 Character card with 4000 power or less other than [Charlotte
# Oven] from your trash. [Trigger] Play this card."


def test_op17_102_charlotte_oven(real_pool):
    # 10-2-1-3 [On K.O.], 1-3-5-1, 2-1-2 ([X] = name), 10-1-5 [Trigger]
    st = turn_with_don(0, 0, n=4)
    clear(st, 0, "trash")
    clear(st, 1, "trash")
    ok = add(st, real_pool, VANILLA_4000, 0, "trash")
    big = add(st, real_pool, VANILLA_5000, 0, "trash")
    other_oven = add(st, real_pool, "OP17-102", 0, "trash")
    event = add(st, real_pool, "OP02-047", 0, "trash")
    theirs = add(st, real_pool, VANILLA_4000, 1, "trash")
    oven = add(st, real_pool, "OP17-102", 0, "characters")
    st = battle_ko(st, real_pool, oven)
    ids = option_ids(st)
    assert st.pending[0].player == 0 and str(ok) in ids and st.pending[0].min == 0
    assert not {str(big), str(other_oven), str(event), str(theirs), str(oven)} & set(ids)
    st = choose(st, ok, player=0)
    assert zone(st, ok) == "characters" and st.table.cards[ok].controller == 0
    # [Trigger]: played
    st = turn_with_don(0, 0, n=4)
    st, ov = life_trigger(st, real_pool, "OP17-102")
    st = settle(st, 0)
    assert zone(st, ov) == "characters"


# --- OP17-094 Rodo: "If your Leader has the {Elbaph} type, this Character gains +12 cost."


def test_op17_094_rodo(real_pool):
    # 2-8-2 (a Character's text works on the field), 8-3-2
    st = turn_with_don(10)
    set_real_leader(st, real_pool, 0, ELBAPH_LEADER)
    r_hand = add(st, real_pool, "OP17-094", 0, "hand")
    assert board.play_price(st, r_hand) == 1
    st = act(st, "play", uid=r_hand)
    assert board.cost(st, r_hand) == 13
    st = turn_with_don(10)
    r = add(st, real_pool, "OP17-094", 0, "characters")
    assert board.cost(st, r) == 1


# --- OP17-043 Ganzui: "If this Character would be removed from the field, you may trash 2 cards from your hand
# instead. [On Play] Your Leader's base power becomes 6000 until the end of your opponent's next End Phase."


def test_op17_043_ganzui(real_pool):
    # 8-1-3-4 (replacement, "instead", as replacement.py cites), 8-3-1-4 (may), 4-9 (base power), 6-6-1-2/3 (durations)
    st = turn_with_don(10)
    me = leader(st, 0)
    st, g = play(st, real_pool, "OP17-043")
    assert board.power(st, me) == 6000
    st = end_turn(st)
    assert board.power(st, me) == 6000  # the opponent's turn
    st = end_turn(st)
    assert board.power(st, me) == 5000  # ended with the opponent's End Phase
    # the replacement: K.O. by the opponent's effect, paid with 2 hand cards
    st = turn_with_don(0, 0, n=4)
    g = add(st, real_pool, "OP17-043", 0, "characters")
    cards = hand(st, real_pool, 0, 3)
    st = ko_it(st, real_pool, g, 1)
    assert st.pending[0].player == 0
    st = yes(st)
    if st.pending and st.pending[0].player == 0:
        st = choose(st, cards[0], cards[1])
    assert (
        zone(st, g) == "characters"
        and trashed(st, cards[0])
        and trashed(st, cards[1])
        and zone(st, cards[2]) == "hand"
    )
    # declined: K.O.'d
    st = turn_with_don(0, 0, n=4)
    g = add(st, real_pool, "OP17-043", 0, "characters")
    cards = hand(st, real_pool, 0, 2)
    st = ko_it(st, real_pool, g, 1)
    st = choose(st, "no", player=0)
    st = settle(st)
    assert trashed(st, g) and all(zone(st, c) == "hand" for c in cards)
    # 1 card in hand: the cost cannot be paid (8-3-1-3), nothing asked
    st = turn_with_don(0, 0, n=4)
    g = add(st, real_pool, "OP17-043", 0, "characters")
    hand(st, real_pool, 0, 1)
    st = ko_it(st, real_pool, g, 1)
    assert not st.pending or st.pending[0].player != 0
    st = settle(st)
    assert trashed(st, g)
    # any removal: a K.O. in battle (7-1-4-2)
    st = turn_with_don(0, 0, n=4)
    g = add(st, real_pool, "OP17-043", 0, "characters")
    cards = hand(st, real_pool, 0, 2)
    st.table.cards[g].tapped = True
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=g)
    while st.battle is not None and pending_kind(st) in ("block", "counter"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    st = yes(st)
    st = settle(st, 0)
    assert zone(st, g) == "characters" and trashed(st, cards[0]) and trashed(st, cards[1])
    # … and its owner's own effect returning it to the hand (ST03-015: "Return up to 1 Character with a cost of 7 or
    # less to the owner's hand")
    st = turn_with_don(10)
    g = add(st, real_pool, "OP17-043", 0, "characters")
    cards = hand(st, real_pool, 0, 2)
    st, _ev = play(st, real_pool, "ST03-015")
    st = choose(st, g)
    st = yes(st)
    st = settle(st, 0)
    assert zone(st, g) == "characters" and trashed(st, cards[0]) and trashed(st, cards[1])


# --- OP17-113 Streusen: "[On Play] Look at 3 cards from the top of your deck; reveal up to 1 {Big Mom Pirates} type
# card and add it to your hand. Then, place the rest at the bottom of your deck in any order."


def test_op17_113_streusen(real_pool):
    # 1-3-5-1, 11-3-1 (look), 11-2-1 (reveal)
    st = turn_with_don(10)
    clear(st, 0, "deck")
    fourth = add(st, real_pool, BMP_VANILLA, 0, "deck")
    a = add(st, real_pool, VANILLA_1, 0, "deck")
    bmp = add(st, real_pool, BMP_VANILLA, 0, "deck")
    c = add(st, real_pool, VANILLA_4000, 0, "deck")
    st, _s = play(st, real_pool, "OP17-113")
    ids = option_ids(st)
    assert (
        str(bmp) in ids
        and str(a) not in ids
        and str(c) not in ids
        and str(fourth) not in ids
        and st.pending[0].min == 0
    )
    st, events = choose_events(st, bmp)
    assert any(
        e.kind == "reveal" and bmp in (e.data or {}).get("uids", []) and e.visible_to is None for e in events
    )  # 11-2-1: "reveal" shows it to both players
    st = settle(st, 0)
    assert zone(st, bmp) == "hand"
    deck = st.table.zone(0, "deck")
    assert deck[0] == fourth and set(deck[-2:]) == {a, c}
    # up to: none taken, all three to the bottom
    st = turn_with_don(10)
    clear(st, 0, "deck")
    fourth = add(st, real_pool, VANILLA_1, 0, "deck")
    three = [add(st, real_pool, BMP_VANILLA, 0, "deck") for _ in range(3)]
    st, _s = play(st, real_pool, "OP17-113")
    st = choose(st)
    st = settle(st, 0)
    deck = st.table.zone(0, "deck")
    assert deck[0] == fourth and set(deck[-3:]) == set(three)


# --- OP17-002 Atmos: "[Opponent's Turn] This Character gains +3000 power."


def test_op17_002_atmos(real_pool):
    # 10-2-12 [Opponent's Turn]
    st = turn_with_don(10)
    at = add(st, real_pool, "OP17-002", 0, "characters")
    assert board.power(st, at) == 6000
    st = end_turn(st)
    assert board.power(st, at) == 9000
    st = end_turn(st)
    assert board.power(st, at) == 6000


# --- OP15-118 Enel: "If you have 6 or less DON!! cards on your field, this Character cannot be removed from the field
# by your opponent's effects and gains +2000 power. [On Play] DON!! -1: Look at 5 cards from the top of your deck and
# add up to 1 card to your hand. Then, place the rest at the bottom of your deck in any order, and trash 1 card from
# your hand."


def test_op15_118_enel(real_pool):
    # 3-9 (DON!! on the field), 10-2-10 (DON!! −1), 8-3-1-3/4, 1-3-5-1
    for don, holds in ((6, True), (7, False)):
        st = turn_with_don(0, 0, n=4)
        give_don(st, 0, don)
        en = add(st, real_pool, "OP15-118", 0, "characters")
        assert board.power(st, en) == (10000 if holds else 8000)
        st = ko_it(st, real_pool, en, 1)
        st = settle(st)
        assert zone(st, en) == ("characters" if holds else "trash")
    # … nor returned to the hand by one (OP09-058: "Return up to 1 of your opponent's Characters with a cost of 6 or
    # less to the owner's hand")
    st = turn_with_don(0, 0, n=4)
    give_don(st, 0, 6)
    en = add(st, real_pool, "OP15-118", 0, "characters")
    give_don(st, 1, 2)
    st, _ev = play(st, real_pool, "OP09-058", player=1)
    st = settle(st, 1, pick=0)
    assert zone(st, en) == "characters"
    # 5 in the cost area + 1 given = 6 on the field (3-9); 6-5-5-2: the given DON!! adds nothing on this turn
    st = turn_with_don(0, 0, n=4)
    give_don(st, 0, 5)
    en = add(st, real_pool, "OP15-118", 0, "characters")
    attach(st, en, 1)
    assert board.power(st, en) == 10000
    attach(st, en, 1)
    assert board.power(st, en) == 8000
    # not removed by effects, but K.O.'d in battle (7-1-4-2: not an effect)
    st = turn_with_don(0, 0, n=4)
    give_don(st, 0, 6)
    en = add(st, real_pool, "OP15-118", 0, "characters")
    st.table.cards[en].tapped = True
    att = add(st, real_pool, "OP12-005", 1, "characters")  # 10000
    attach(st, att, 1)
    st = act(st, "attack", attacker=att, target=en)
    st = settle(st)
    assert trashed(st, en)
    # [On Play]: DON!! −1, look at 5, take 1, the rest to the bottom, then trash 1 from the hand
    st = turn_with_don(8)
    clear(st, 0, "deck")
    sixth = add(st, real_pool, VANILLA_1, 0, "deck")
    five = [add(st, real_pool, VANILLA_4000, 0, "deck") for _ in range(5)]
    held = hand(st, real_pool, 0, 1)[0]
    st, en = play(st, real_pool, "OP15-118")
    assert pending_kind(st) in ("pay", "may")
    st = yes(st)
    assert len(cost_area(st, 0)) == 7
    ids = option_ids(st)
    assert set(ids) >= {str(u) for u in five} and str(sixth) not in ids and st.pending[0].min == 0
    st = choose(st, five[0])
    while st.pending and str(held) not in option_ids(st):
        st = choose(st, option_ids(st)[0])
    assert set(option_ids(st)) == {str(held), str(five[0])} and st.pending[0].min == 1
    st = choose(st, held)
    st = settle(st, 0)
    assert zone(st, five[0]) == "hand" and trashed(st, held)
    deck = st.table.zone(0, "deck")
    assert deck[0] == sixth and set(deck[1:]) == set(five[1:])
    # the cost declined: nothing looked at, nothing trashed
    st = turn_with_don(8)
    held = hand(st, real_pool, 0, 1)[0]
    top = st.table.zone(0, "deck")[0]
    st, en = play(st, real_pool, "OP15-118")
    st = choose(st, "no")
    assert (
        not st.pending and len(cost_area(st, 0)) == 8 and zone(st, held) == "hand" and zone(st, top) == "deck"
    )


# --- OP16-005 Thatch: "If you have a Character with 8000 power or more and a type including "Whitebeard Pirates",
# give this card in your hand -3 cost. [Blocker]"


def test_op16_005_thatch(real_pool):
    # 2-7-1 (the cost of playing it), 2-8-2 (text in the hand where it says so), 10-1-4 [Blocker]
    for mine, price in (([WB_8000], 5), (["OP02-020"], 5), ([WB_6000, VANILLA_8], 8), ([], 8)):
        st = turn_with_don(10)
        for n in mine:
            add(st, real_pool, n, 0, "characters")
        add(st, real_pool, WB_8000, 1, "characters")  # the opponent's: not "you have"
        t = add(st, real_pool, "OP16-005", 0, "hand")
        assert board.play_price(st, t) == price, mine
    # a {Whitebeard Pirates} 6000 raised to 8000 by a given DON!! counts (power, not base power)
    st = turn_with_don(10)
    wb = add(st, real_pool, WB_6000, 0, "characters")
    attach(st, wb, 2)
    t = add(st, real_pool, "OP16-005", 0, "hand")
    assert board.play_price(st, t) == 5
    st = act(st, "play", uid=t)
    assert zone(st, t) == "characters" and "Blocker" in board.keywords(st, t) and rested_don(st, 0) == 5


# --- OP15-032 Brook: "[On Play] Rest up to 1 of your opponent's cards. [Activate: Main] You may trash this
# Character: If your Leader has the {Straw Hat Crew} type, set up to 1 of your Characters with a base cost of 8 or
# less as active."


def test_op15_032_brook(real_pool):
    # 10-2-6, 1-3-5-1, 2-2-2 (cards: Leader, Character, Stage, DON!!), 10-2-2, 8-3-1-4, 8-3-2
    st = turn_with_don(10, 2)
    foe_char = add(st, real_pool, VANILLA_1, 1, "characters")
    foe_stage = add(st, real_pool, STAGE, 1, "stage")
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    st, br = play(st, real_pool, "OP15-032")
    ids = option_ids(st)
    assert {str(foe_char), str(foe_stage), str(leader(st, 1))} <= set(ids) and str(mine) not in ids
    assert set(ids) & {
        str(u) for u in cost_area(st, 1)
    }  # DON!! cards too (decided in test_opponents_cards34)
    assert not set(ids) & {str(u) for u in cost_area(st, 0)} and st.pending[0].max == 1
    assert st.pending[0].min == 0
    st = choose(st, foe_stage)
    assert st.table.cards[foe_stage].tapped
    for lead, sets in ((STRAW_HAT_LEADER, True), (None, False)):
        st = turn_with_don(10)
        if lead:
            set_real_leader(st, real_pool, 0, lead)
        eight = add(st, real_pool, VANILLA_8, 0, "characters", tapped=True)
        nine = add(st, real_pool, "OP01-094", 0, "characters", tapped=True)  # Kaido, cost 10
        theirs = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
        br = add(st, real_pool, "OP15-032", 0, "characters")
        st = act(st, "activate", uid=br, ability=1)  # activating is choosing to pay (8-3-1-4)
        assert trashed(st, br)
        if sets:
            ids = option_ids(st)
            assert (
                str(eight) in ids
                and str(nine) not in ids
                and str(theirs) not in ids
                and st.pending[0].min == 0
            )
            st = choose(st, eight)
            assert not st.table.cards[eight].tapped
        else:
            assert not st.pending and st.table.cards[eight].tapped


# --- OP15-033 Hody Jones: "[On Play] Set your {Fish-Man} type Leader as active. Then, add 1 card from the top of your
# Life cards to your hand."


def test_op15_033_hody_jones(real_pool):
    # 10-2-6, 1-3-8 (Then: done even when the first part did nothing)
    for lead, sets in ((FISH_MAN_LEADER, True), (None, False)):
        st = turn_with_don(10)
        if lead:
            set_real_leader(st, real_pool, 0, lead)
        me = leader(st, 0)
        st.table.cards[me].tapped = True
        lives = life_of(st, 0, 3)
        st, _h = play(st, real_pool, "OP15-033")
        st = settle(st, 0)
        assert st.table.cards[me].tapped != sets
        assert zone(st, lives[0]) == "hand" and len(st.table.zone(0, "life")) == 2


# --- OP16-047 Donquixote Doflamingo: "[Activate: Main] You may rest this Character: If your opponent has 8 or more
# cards in their hand, they place 2 cards from their hand at the bottom of their deck in any order."


def test_op16_047_doflamingo(real_pool):
    # 10-2-2, 8-3-1-4, 8-3-2, 8-4-4 (the opponent chooses their own cards)
    for n, places in ((8, True), (7, False)):
        st = turn_with_don(10)
        theirs = hand(st, real_pool, 1, n)
        d = add(st, real_pool, "OP16-047", 0, "characters")
        st = act(st, "activate", uid=d, ability=0)  # activating is choosing to pay (8-3-1-4)
        assert st.table.cards[d].tapped
        if places:
            assert st.pending[0].player == 1 and set(option_ids(st)) >= {str(u) for u in theirs}
            st = choose(st, theirs[0], theirs[1], player=1)
            st = settle(st, 1)
            deck = st.table.zone(1, "deck")
            assert set(deck[-2:]) == {theirs[0], theirs[1]} and n_hand(st, 1) == 6
        else:
            assert not st.pending and n_hand(st, 1) == 7
        assert refused_activation(st, d, 0)  # rested: the cost cannot be paid again (8-3-1-3)


# --- OP17-078 Drunken Dragon Bagua: "[Main] You may rest 2 of your DON!! cards and trash 2 cards from your hand: If
# your Leader has the {Animal Kingdom Pirates} type, add up to 3 DON!! cards as rested from your DON!! deck.
# [Counter] Up to 1 of your Leader or Characters gains +4000 power during this battle."


def test_op17_078_drunken_dragon_bagua(real_pool):
    # 10-2-3 [Main]/10-2-4 [Counter], 8-3-1-1 (costs in order), 8-3-1-4, 8-3-2, 1-3-5-1, 8-1-3-2 (this battle)
    for lead, adds in ((AKP_LEADER, True), (None, False)):
        st = turn_with_don(4)
        if lead:
            set_real_leader(st, real_pool, 0, lead)
        cards = hand(st, real_pool, 0, 3)
        st, _e = play(st, real_pool, "OP17-078")
        st = yes(st)
        while st.pending and set(option_ids(st)) & {str(c) for c in cards}:
            st = choose(st, cards[0], cards[1])
        st = settle(st, 0)
        assert trashed(st, cards[0]) and trashed(st, cards[1]) and zone(st, cards[2]) == "hand"
        assert len(cost_area(st, 0)) == (7 if adds else 4)
        assert rested_don(st, 0) == (2 + 2 + (3 if adds else 0))
    # 1 hand card: the cost cannot be paid (8-3-1-3)
    st = turn_with_don(4)
    set_real_leader(st, real_pool, 0, AKP_LEADER)
    hand(st, real_pool, 0, 1)
    st, _e = play(st, real_pool, "OP17-078")
    assert not st.pending and len(cost_area(st, 0)) == 4
    # [Counter]: +4000 to a Character, for the battle only
    st = turn_with_don(0, 0, n=4)
    ch = add(st, real_pool, VANILLA_1, 0, "characters")
    st, me, att = own_counter_step(st, real_pool, "OP17-078")
    ids = option_ids(st)
    assert str(me) in ids and str(ch) in ids and str(att) not in ids and st.pending[0].min == 0
    st = choose(st, me)
    assert board.power(st, me) == 9000
    st = settle(st)
    assert board.power(st, me) == 5000


# --- OP15-071 Holly: "All of your [Ohm] cards and this Character gain [Double Attack]. [Opponent's Turn] All of your
# [Ohm] cards' base power and this Character's base power become 6000."


def test_op15_071_holly(real_pool):
    # 10-1-2 [Double Attack], 10-2-12 [Opponent's Turn], 4-9 (base power set), 2-1-2
    st = turn_with_don(10)
    ho = add(st, real_pool, "OP15-071", 0, "characters")
    ohm = add(st, real_pool, "OP15-061", 0, "characters")
    ohm_old = add(st, real_pool, "OP05-101", 0, "characters")  # also [Ohm]
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    foe_ohm = add(st, real_pool, "OP15-061", 1, "characters")
    for u in (ho, ohm, ohm_old):
        assert "Double Attack" in board.keywords(st, u)
    assert "Double Attack" not in board.keywords(st, other) and "Double Attack" not in board.keywords(
        st, foe_ohm
    )
    assert (board.power(st, ho), board.power(st, ohm)) == (4000, 2000)
    attach(st, ohm, 1)
    st = end_turn(st)
    assert (board.power(st, ho), board.power(st, ohm), board.power(st, ohm_old)) == (6000, 6000, 6000)
    assert board.power(st, other) == 3000 and board.power(st, foe_ohm) == 2000
    st = end_turn(st)
    assert (board.power(st, ho), board.power(st, ohm)) == (4000, 2000)
    # Double Attack: 2 damage
    st = turn_with_don(10)
    ho = add(st, real_pool, "OP15-071", 0, "characters")
    lives = life_of(st, 1, 3)
    attach(st, ho, 2)
    st = act(st, "attack", attacker=ho, target=leader(st, 1))
    st = settle(st)
    assert len(st.table.zone(1, "life")) == 1 and all(zone(st, u) == "hand" for u in lives[:2])


# --- OP17-018 The Power to Destroy the World: "[Main] You may rest 2 of your DON!! cards: K.O. up to 1 of your
# opponent's Stages. [Counter] If you have 2 or more Characters with 8000 base power or more, up to 1 of your Leader
# or Characters gains +4000 power during this battle."


def test_op17_018_power_to_destroy(real_pool):
    # 10-2-3 [Main]/10-2-4 [Counter], 8-3-1-4, 1-3-5-1, 8-3-2, 4-9 (base power), 8-1-3-2
    st = turn_with_don(3)
    stage = add(st, real_pool, STAGE, 1, "stage")
    mine = add(st, real_pool, STAGE, 0, "stage")
    st, _e = play(st, real_pool, "OP17-018")
    st = yes(st)
    ids = option_ids(st)
    assert str(stage) in ids and str(mine) not in ids and st.pending[0].min == 0
    st = choose(st, stage)
    assert trashed(st, stage) and rested_don(st, 0) == 3
    st = turn_with_don(3)
    stage = add(st, real_pool, STAGE, 1, "stage")
    st, _e = play(st, real_pool, "OP17-018")
    st = choose(st, "no")
    assert zone(st, stage) == "stage" and rested_don(st, 0) == 1
    for mine, boosts in (([WB_8000, WB_8000], True), ([WB_8000, WB_6000], False)):
        st = turn_with_don(0, 0, n=4)
        give_don(st, 0, 3)
        chars = [add(st, real_pool, n, 0, "characters") for n in mine]
        if not boosts:
            attach(st, chars[1], 0)
            st.modifiers.append(
                __import__("engine.core.effects", fromlist=["Modifier"]).Modifier(
                    chars[1], "power", 2000, duration="this_turn", player=0, turn=st.turn, source=chars[1]
                )
            )
            assert board.power(st, chars[1]) == 8000  # 8000 power, but 6000 base power
        att = add(st, real_pool, VANILLA_8, 1, "characters")
        ev = add(st, real_pool, "OP17-018", 0, "hand")
        me = leader(st, 0)
        st = act(st, "attack", attacker=att, target=me)
        st = settle(st, 0) if pending_kind(st) == "block" else st
        st = act(st, "play", player=0, uid=ev)
        if boosts:
            ids = option_ids(st)
            assert str(me) in ids and str(chars[0]) in ids and str(att) not in ids and st.pending[0].min == 0
            st = choose(st, me)
            assert board.power(st, me) == 9000
            st = settle(st)
            assert board.power(st, me) == 5000
        else:
            assert pending_kind(st) != "target" and board.power(st, me) == 5000


# --- OP17-005 Edward.Newgate: "If your opponent has a Character with 10000 power or more, give this card in your
# hand -4 cost. [On Play] Your monocolored Leader's base power becomes 8000 until the end of your opponent's next End
# Phase."


def test_op17_005_edward_newgate(real_pool):
    # 2-7-1, 2-8-2, 10-2-6, 4-9, 6-6-1-2/3, 2-3-4 (monocolored: one color)
    for foe, price in ((VANILLA_8, 6), (WB_8000, 10)):
        st = turn_with_don(10)
        add(st, real_pool, foe, 1, "characters")
        add(st, real_pool, VANILLA_8, 0, "characters")  # mine: not the opponent's
        n = add(st, real_pool, "OP17-005", 0, "hand")
        assert board.play_price(st, n) == price
    st = turn_with_don(10)
    me = leader(st, 0)
    st, n = play(st, real_pool, "OP17-005")
    st = settle(st, 0)
    assert board.power(st, me) == 8000
    st = end_turn(st)
    assert board.power(st, me) == 8000
    st = end_turn(st)
    assert board.power(st, me) == 5000
    st = turn_with_don(10)
    me = set_real_leader(st, real_pool, 0, TWO_COLOR_LEADER)
    st, n = play(st, real_pool, "OP17-005")
    st = settle(st, 0)
    assert board.power(st, me) == 5000


# --- OP17-008 Jozu: "[On Play] Your [Edward.Newgate] Leader's base power becomes 8000 until the end of your
# opponent's next End Phase."


def test_op17_008_jozu(real_pool):
    # 10-2-6, 2-1-2, 4-9, 6-6-1-2/3
    st = turn_with_don(10)
    me = set_real_leader(st, real_pool, 0, NEWGATE_LEADER)
    base = board.power(st, me)
    assert base == 6000
    st, _j = play(st, real_pool, "OP17-008")
    st = settle(st, 0)
    assert board.power(st, me) == 8000
    st = end_turn(st)
    assert board.power(st, me) == 8000
    st = end_turn(st)
    assert board.power(st, me) == base
    st = turn_with_don(10)
    me = leader(st, 0)
    st, _j = play(st, real_pool, "OP17-008")
    assert board.power(st, me) == 5000


# --- OP15-064 Kotori: "[Activate: Main] DON!! -2, You may rest this Character: If you have [Satori] and [Hotori],
# rest up to 1 of your opponent's Characters with 5000 power or less."


def test_op15_064_kotori(real_pool):
    # 10-2-2, 10-2-10, 8-3-1-1 (costs in order), 8-3-1-3, 8-3-2, 2-1-2, 1-3-5-1
    for friends, rests in ((("OP15-066", "OP15-072"), True), (("OP15-066",), False)):
        st = turn_with_don(5)
        for n in friends:
            add(st, real_pool, n, 0, "characters")
        five = add(st, real_pool, VANILLA_5000, 1, "characters")
        six = add(st, real_pool, VANILLA_C4, 1, "characters")
        k = add(st, real_pool, "OP15-064", 0, "characters")
        st = act(st, "activate", uid=k, ability=0)
        while pending_kind(st) == "don_return":
            st = choose(st, option_ids(st)[-1])
        assert len(cost_area(st, 0)) == 3 and st.table.cards[k].tapped
        if rests:
            ids = option_ids(st)
            assert str(five) in ids and str(six) not in ids and st.pending[0].min == 0
            st = choose(st, five)
            assert st.table.cards[five].tapped
        else:
            assert not st.pending and not st.table.cards[five].tapped
    # 1 DON!! only: cannot be activated (8-3-1-3)
    st = turn_with_don(1)
    k = add(st, real_pool, "OP15-064", 0, "characters")
    assert refused_activation(st, k, 0)


# --- OP16-107 Jesus Burgess: "[On K.O.] Add up to 1 card from the top of your opponent's Life cards to the owner's
# hand. [Trigger] You may trash 1 card from your hand: Play this card."


def test_op16_107_jesus_burgess(real_pool):
    # 10-2-1-3, 1-3-5-1, 10-1-5, 8-3-1-4
    st = turn_with_don(0, 0, n=4)
    theirs = life_of(st, 1, 3)
    mine = life_of(st, 0, 3)
    jb = add(st, real_pool, "OP16-107", 0, "characters")
    st = battle_ko(st, real_pool, jb)
    assert trashed(st, jb) and st.pending[0].player == 0 and option_ids(st) == ["0", "1"]  # up to 1
    st2 = choose(st, "0", player=0)
    assert all(zone(st2, u) == "life" for u in theirs)
    st = choose(st, "1", player=0)
    assert theirs[0] in st.table.zone(1, "hand")  # the top card, to its owner's hand
    assert st.table.zone(1, "life") == theirs[1:] and all(zone(st, u) == "life" for u in mine)
    # [Trigger]: pay a hand card → played; no → to the hand? (10-1-5: not activated, the card goes to the hand)
    st = turn_with_don(0, 0, n=4)
    card = hand(st, real_pool, 0, 1)[0]
    st, jb = life_trigger(st, real_pool, "OP16-107")
    st = yes(st)
    if st.pending and str(card) in option_ids(st):
        st = choose(st, card)
    st = settle(st, 0)
    assert trashed(st, card) and zone(st, jb) == "characters"
    st = turn_with_don(0, 0, n=4)
    hand(st, real_pool, 0, 0)
    st, jb = life_trigger(st, real_pool, "OP16-107")
    st = settle(st, 0)
    assert zone(st, jb) != "characters"


# --- OP16-006 Shanks: "[On Play] You may rest 2 of your DON!! cards: K.O. up to 1 of your opponent's Characters with
# 4000 power or less."


def test_op16_006_shanks(real_pool):
    # 10-2-6, 8-3-1-4, 1-3-5-1
    st = turn_with_don(6)
    four = add(st, real_pool, VANILLA_4000, 1, "characters")
    five = add(st, real_pool, VANILLA_5000, 1, "characters")
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    st, _s = play(st, real_pool, "OP16-006")
    st = yes(st)
    ids = option_ids(st)
    assert str(four) in ids and str(five) not in ids and str(mine) not in ids and st.pending[0].min == 0
    st = choose(st, four)
    assert trashed(st, four) and rested_don(st, 0) == 6
    st = turn_with_don(6)
    four = add(st, real_pool, VANILLA_4000, 1, "characters")
    st, _s = play(st, real_pool, "OP16-006")
    st = choose(st, "no")
    assert zone(st, four) == "characters" and rested_don(st, 0) == 4
    st = turn_with_don(5)  # 4 to play it, 1 left: the cost cannot be paid
    four = add(st, real_pool, VANILLA_4000, 1, "characters")
    st, _s = play(st, real_pool, "OP16-006")
    assert not st.pending and zone(st, four) == "characters"


# --- EB01-009 Just Shut Up and Come with Us!!!!: "[Counter] Look at 5 cards from the top of your deck and play up to 1
# {Animal} type Character card with a cost of 3 or less. Then, place the rest at the bottom of your deck in any order."


def test_eb01_009_just_shut_up(real_pool):
    # 10-2-4 [Counter], 1-3-5-1, 2-4-3 (type), 11-3-1 (look)
    st = turn_with_don(0, 0, n=4)
    clear(st, 0, "deck")
    sixth = add(st, real_pool, ANIMAL_3, 0, "deck")
    animal3 = add(st, real_pool, ANIMAL_3, 0, "deck")
    animal4 = add(st, real_pool, ANIMAL_4, 0, "deck")
    plain = add(st, real_pool, VANILLA_1, 0, "deck")
    ev_card = add(st, real_pool, "OP02-047", 0, "deck")
    animal5 = add(st, real_pool, VANILLA_C5, 0, "deck")
    st, _me, _att = own_counter_step(st, real_pool, "EB01-009", don=1)
    ids = option_ids(st)
    assert str(animal3) in ids and st.pending[0].min == 0
    assert not {str(animal4), str(plain), str(ev_card), str(animal5), str(sixth)} & set(ids)
    st = choose(st, animal3)
    while st.pending and st.pending[0].player == 0 and pending_kind(st) != "counter":
        st = choose(st, option_ids(st)[0])
    assert zone(st, animal3) == "characters" and st.table.cards[animal3].controller == 0
    deck = st.table.zone(0, "deck")
    assert deck[0] == sixth and set(deck[-4:]) == {animal4, plain, ev_card, animal5}


# --- EB01-053 Gastino: "[On Play] Place up to 1 of your opponent's Characters with a cost of 3 or less at the top or
# bottom of your opponent's Life cards face-up. [Trigger] Give up to a total of 2 of your opponent's Leader or
# Character cards -3000 power during this turn."


def test_eb01_053_gastino(real_pool):
    # 10-2-6, 1-3-5-1, 3-10-2-1 (face-up Life), 10-1-5, 8-1-3-1
    for where in ("top", "bottom"):
        st = turn_with_don(10)
        lives = life_of(st, 1, 2)
        three = add(st, real_pool, VANILLA_5000, 1, "characters")
        four = add(st, real_pool, VANILLA_C4, 1, "characters")
        mine = add(st, real_pool, VANILLA_1, 0, "characters")
        st, _g = play(st, real_pool, "EB01-053")
        ids = option_ids(st)
        assert str(three) in ids and str(four) not in ids and str(mine) not in ids and st.pending[0].min == 0
        st = choose(st, three)
        assert option_ids(st) == ["top", "bottom"]
        st = choose(st, where)
        life = st.table.zone(1, "life")
        assert life == ([three, *lives] if where == "top" else [*lives, three])
        assert st.table.cards[three].flags.get("face_up")
    # [Trigger]: up to 2 of the opponent's Leader or Characters, -3000 for this turn
    st = turn_with_don(0, 0, n=4)
    foe_leader = leader(st, 1)
    foe = add(st, real_pool, VANILLA_C4, 1, "characters")
    st, _g = life_trigger(st, real_pool, "EB01-053")
    ids = option_ids(st)
    assert str(foe_leader) in ids and str(foe) in ids and st.pending[0].min == 0 and st.pending[0].max == 2
    assert str(leader(st, 0)) not in ids
    st = choose(st, foe_leader, foe)
    assert board.power(st, foe) == 3000
    st = settle(st)
    st = end_turn(st)
    assert board.power(st, foe) == 6000


# --- OP08-101 Charlotte Angel: "[Activate: Main] [Once Per Turn] You may trash 1 card from the top of your Life cards:
# If your Leader has the {Big Mom Pirates} type, add 1 card from the top of your deck to the top of your Life cards at
# the end of this turn."


def test_op08_101_charlotte_angel(real_pool):
    # 10-2-2, 10-2-13, 8-3-1-4, 8-3-2, 6-6-1-1 (at the end of this turn)
    for lead, adds in ((BIG_MOM_LEADER, True), (None, False)):
        st = turn_with_don(10)
        if lead:
            set_real_leader(st, real_pool, 0, lead)
        lives = life_of(st, 0, 3)
        ang = add(st, real_pool, "OP08-101", 0, "characters")
        st = act(st, "activate", uid=ang, ability=0)
        st = settle(st, 0)
        assert trashed(st, lives[0]) and len(st.table.zone(0, "life")) == 2
        assert refused_activation(st, ang, 0)  # once per turn
        top = st.table.zone(0, "deck")[0]
        st = end_turn(st)
        st = settle(st)
        if adds:
            assert st.table.zone(0, "life")[0] == top and len(st.table.zone(0, "life")) == 3
        else:
            assert len(st.table.zone(0, "life")) == 2 and zone(st, top) == "deck"
    # no Life: the cost cannot be paid (8-3-1-3)
    st = turn_with_don(10)
    life_of(st, 0, 0)
    ang = add(st, real_pool, "OP08-101", 0, "characters")
    assert refused_activation(st, ang, 0)


# --- OP08-106 Nami: "[On Play] You may trash 1 card with a [Trigger] from your hand: K.O. up to 1 of your opponent's
# Characters with a cost of 5 or less. Then, if you have 3 or less cards in your hand, draw 1 card. [Trigger] Activate
# this card's [On Play] effect."


def test_op08_106_nami(real_pool):
    # 10-2-6, 8-3-1-4, 1-3-5-1, 8-3-2, 10-1-5
    for extra, draws in ((2, True), (3, False)):  # the hand after paying: 1 + extra
        st = turn_with_don(10)
        clear(st, 0, "hand")
        trig = add(st, real_pool, TRIGGER_VANILLA, 0, "hand")
        plain = add(st, real_pool, VANILLA_1, 0, "hand")
        for _ in range(extra):
            add(st, real_pool, TRIGGER_VANILLA, 0, "hand")
        five = add(st, real_pool, VANILLA_C5, 1, "characters")
        six = add(st, real_pool, WB_8000, 1, "characters")
        st, _n = play(st, real_pool, "OP08-106")
        st = yes(st)
        ids = option_ids(st)
        assert str(trig) in ids and str(plain) not in ids
        st = choose(st, trig)
        ids = option_ids(st)
        assert str(five) in ids and str(six) not in ids and st.pending[0].min == 0
        st = choose(st, five)
        st = settle(st, 0)
        assert trashed(st, trig) and trashed(st, five)
        assert n_hand(st) == (1 + extra) + (1 if draws else 0)
    st = turn_with_don(10)
    clear(st, 0, "hand")
    add(st, real_pool, VANILLA_1, 0, "hand")
    st, _n = play(st, real_pool, "OP08-106")
    assert not st.pending  # no [Trigger] card: the cost cannot be paid (8-3-1-3), nothing happens
    assert n_hand(st) == 1
    # declined
    st = turn_with_don(10)
    clear(st, 0, "hand")
    trig = add(st, real_pool, TRIGGER_VANILLA, 0, "hand")
    st, _n = play(st, real_pool, "OP08-106")
    st = choose(st, "no")
    assert not st.pending and zone(st, trig) == "hand" and n_hand(st) == 1
    # [Trigger]: the [On Play] effect, cost included
    st = turn_with_don(0, 0, n=4)
    clear(st, 0, "hand")
    trig = add(st, real_pool, TRIGGER_VANILLA, 0, "hand")
    five = add(st, real_pool, VANILLA_C5, 1, "characters")
    st, nami = life_trigger(st, real_pool, "OP08-106")
    st = yes(st)
    if str(trig) in option_ids(st):
        st = choose(st, trig)
    st = choose(st, five)
    st = settle(st, 0)
    assert trashed(st, trig) and trashed(st, five) and n_hand(st) == 1 and zone(st, nami) == "trash"


# --- ST04-015 Brachio Bomber: "[Main] K.O. up to 1 of your opponent's Characters with a cost of 6 or less, then add up
# to 1 DON!! card from your DON!! deck and set it as active. [Trigger] Add up to 1 DON!! card from your DON!! deck and
# set it as active."


def test_st04_015_brachio_bomber(real_pool):
    # 10-2-3 [Main], 1-3-5-1, 10-1-5
    st = turn_with_don(6)
    six = add(st, real_pool, WB_8000, 1, "characters")
    big = add(st, real_pool, VANILLA_8, 1, "characters")
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    st, _b = play(st, real_pool, "ST04-015")
    ids = option_ids(st)
    assert str(six) in ids and not {str(big), str(mine)} & set(ids) and st.pending[0].min == 0
    st = choose(st, six)
    st = settle(st, 0, pick=-1)
    assert trashed(st, six) and len(cost_area(st, 0)) == 7 and rested_don(st, 0) == 6
    # up to 1: none added
    st = turn_with_don(6)
    st, _b = play(st, real_pool, "ST04-015")
    assert option_ids(st) == ["0", "1"]
    st = choose(st, "0")
    assert not st.pending and len(cost_area(st, 0)) == 6
    st = turn_with_don(0, 0, n=4)
    st, _b = life_trigger(st, real_pool, "ST04-015")
    st = settle(st, 0)
    assert len(cost_area(st, 0)) == 1 and rested_don(st, 0) == 0


# --- OP05-019 Fire Fist: "[Main] Give up to 1 of your opponent's Characters -4000 power during this turn. Then, if you
# have 2 or less Life cards, K.O. up to 1 of your opponent's Characters with 0 power or less. [Trigger] Activate this
# card's [Main] effect."


def test_op05_019_fire_fist(real_pool):
    # 10-2-3 [Main], 1-3-5-1, 8-1-3-1, 8-3-2, 10-1-5
    for life, kos in ((2, True), (3, False)):
        st = turn_with_don(10)
        life_of(st, 0, life)
        four = add(st, real_pool, VANILLA_4000, 1, "characters")
        mine = add(st, real_pool, VANILLA_1, 0, "characters")
        st, _f = play(st, real_pool, "OP05-019")
        ids = option_ids(st)
        assert str(four) in ids and str(mine) not in ids and st.pending[0].min == 0
        st = choose(st, four)
        assert board.power(st, four) == 0
        if kos:
            ids = option_ids(st)
            assert str(four) in ids and st.pending[0].min == 0
            st = choose(st, four)
            assert trashed(st, four)
        else:
            assert not st.pending and zone(st, four) == "characters"
            st = end_turn(st)
            assert board.power(st, four) == 4000
    # [Trigger]: on the opponent's turn, with 2 Life left after the damage
    st = turn_with_don(0, 0, n=4)
    life_of(st, 0, 2)
    four = add(st, real_pool, VANILLA_4000, 1, "characters")
    st, _f = life_trigger(st, real_pool, "OP05-019")
    st = choose(st, four)
    assert board.power(st, four) == 0
    st = choose(st, four)
    assert trashed(st, four)


# --- EB02-057 Mad Treasure: "[When Attacking] You may add 1 card from the top or bottom of your Life cards to your
# hand: Add up to 1 of your opponent's Characters with a cost of 3 or less to the top or bottom of your opponent's Life
# cards face-up."


def test_eb02_057_mad_treasure(real_pool):
    # 10-2-5, 8-3-1-4, 1-3-5-1
    st = turn_with_don(10)
    mine = life_of(st, 0, 3)
    theirs = life_of(st, 1, 2)
    three = add(st, real_pool, VANILLA_5000, 1, "characters")
    four = add(st, real_pool, VANILLA_C4, 1, "characters")
    mt = add(st, real_pool, "EB02-057", 0, "characters")
    st = act(st, "attack", attacker=mt, target=leader(st, 1))
    st = yes(st)
    assert option_ids(st) == ["top", "bottom"]  # the top or the bottom card
    st = choose(st, "bottom")
    assert zone(st, mine[2]) == "hand" and st.table.zone(0, "life") == mine[:2]
    ids = option_ids(st)
    assert str(three) in ids and str(four) not in ids and st.pending[0].min == 0
    st = choose(st, three)
    assert option_ids(st) == ["top", "bottom"]
    st = choose(st, "top")
    assert st.table.zone(1, "life") == [three, *theirs] and st.table.cards[three].flags.get("face_up")
    # declined: nothing
    st = turn_with_don(10)
    mine = life_of(st, 0, 3)
    three = add(st, real_pool, VANILLA_5000, 1, "characters")
    mt = add(st, real_pool, "EB02-057", 0, "characters")
    st = act(st, "attack", attacker=mt, target=leader(st, 1))
    st = choose(st, "no")
    assert st.table.zone(0, "life") == mine and zone(st, three) == "characters"


# --- EB04-040 Flame Dragon Torch: "[Main] You may rest 6 of your DON!! cards: Up to 1 of your [Kaido] cards gains
# +3000 power during this turn. Then, rest up to 1 of your opponent's Characters. [Counter] DON!! -1: Your Leader gains
# +4000 power during this battle."


def test_eb04_040_flame_dragon_torch(real_pool):
    # 10-2-3 [Main]/10-2-4 [Counter], 8-3-1-4, 2-1-2, 1-3-5-1, 8-1-3-1/2, 10-2-10
    st = turn_with_don(7)
    kaido = add(st, real_pool, "OP01-094", 0, "characters")
    kaido_leader = set_real_leader(st, real_pool, 0, "OP01-061")  # Kaido (Leader)
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    foe = add(st, real_pool, VANILLA_8, 1, "characters")
    st, _e = play(st, real_pool, "EB04-040")
    st = yes(st)
    ids = option_ids(st)
    assert str(kaido) in ids and str(kaido_leader) in ids and str(other) not in ids and st.pending[0].min == 0
    st = choose(st, kaido)
    assert board.power(st, kaido) == 15000 and rested_don(st, 0) == 7
    ids = option_ids(st)
    assert str(foe) in ids and str(leader(st, 1)) not in ids and st.pending[0].min == 0
    st = choose(st, foe)
    assert st.table.cards[foe].tapped
    st = end_turn(st)
    assert board.power(st, kaido) == 12000
    # declined
    st = turn_with_don(7)
    foe = add(st, real_pool, VANILLA_8, 1, "characters")
    st, _e = play(st, real_pool, "EB04-040")
    st = choose(st, "no")
    assert not st.pending and not st.table.cards[foe].tapped and rested_don(st, 0) == 1
    # [Counter]: DON!! −1
    st = turn_with_don(0, 0, n=4)
    st, me, _att = own_counter_step(st, real_pool, "EB04-040", don=2)
    st = yes(st)
    assert len(cost_area(st, 0)) == 1 and board.power(st, me) == 9000
    st = settle(st)
    assert board.power(st, me) == 5000


# --- OP02-047 Paradise Totsuka: "[Main] Rest up to 1 of your opponent's Characters with a cost of 4 or less. [Trigger]
# K.O. up to 1 of your opponent's rested Characters with a cost of 3 or less."


def test_op02_047_paradise_totsuka(real_pool):
    # 10-2-3 [Main], 1-3-5-1, 10-1-5
    st = turn_with_don(10)
    four = add(st, real_pool, VANILLA_C4, 1, "characters")
    five = add(st, real_pool, VANILLA_C5, 1, "characters")
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    st, _e = play(st, real_pool, "OP02-047")
    ids = option_ids(st)
    assert str(four) in ids and not {str(five), str(mine)} & set(ids) and st.pending[0].min == 0
    st = choose(st, four)
    assert st.table.cards[four].tapped
    st = turn_with_don(0, 0, n=4)
    rested3 = add(st, real_pool, VANILLA_5000, 1, "characters", tapped=True)
    active3 = add(st, real_pool, VANILLA_5000, 1, "characters")
    rested4 = add(st, real_pool, VANILLA_C4, 1, "characters", tapped=True)
    st, _t = life_trigger(st, real_pool, "OP02-047")
    ids = option_ids(st)
    assert str(rested3) in ids and not {str(active3), str(rested4)} & set(ids) and st.pending[0].min == 0
    st = choose(st, rested3)
    assert trashed(st, rested3)


# --- OP05-041 Sakazuki (Leader): "[Activate: Main] [Once Per Turn] You may trash 1 card from your hand: Draw 1 card.
# [When Attacking] Give up to 1 of your opponent's Characters -1 cost during this turn."


def test_op05_041_sakazuki(real_pool):
    # 10-2-2, 10-2-13, 8-3-1-4, 10-2-5, 1-3-5-1, 8-1-3-1
    st = turn_with_don(0)
    sak = set_real_leader(st, real_pool, 0, "OP05-041")
    cards = hand(st, real_pool, 0, 2)
    top = st.table.zone(0, "deck")[0]
    st = act(st, "activate", uid=sak, ability=0)
    st = choose(st, cards[0]) if st.pending else st
    assert trashed(st, cards[0]) and zone(st, top) == "hand" and n_hand(st) == 2
    assert refused_activation(st, sak, 0)
    st = turn_with_don(0)
    sak = set_real_leader(st, real_pool, 0, "OP05-041")
    hand(st, real_pool, 0, 0)
    assert refused_activation(st, sak, 0)
    st = turn_with_don(0)
    sak = set_real_leader(st, real_pool, 0, "OP05-041")
    foe = add(st, real_pool, VANILLA_C4, 1, "characters")
    st = act(st, "attack", attacker=sak, target=leader(st, 1))
    ids = option_ids(st)
    assert str(foe) in ids and str(leader(st, 1)) not in ids and st.pending[0].min == 0
    st = choose(st, foe)
    assert board.cost(st, foe) == 3
    st = settle(st)
    st = end_turn(st)
    assert board.cost(st, foe) == 4


# --- Duration: "until the end of your opponent's next End Phase" made on the opponent's turn (OP15-097's [Trigger]).
# The rules name the end of "このターン中"/"ターン終了時まで" effects (6-6-1-2/3), not this phrase; read literally, "your
# opponent's next End Phase" is the first End Phase of the opponent that comes after the effect is made: made during
# the opponent's turn (before its End Phase), that turn's own End Phase (rule call, header). Nothing happens between
# the end of that End Phase (6-6-1-3) and the start of your next turn, so the effect ends with that turn.


def test_opponents_next_end_phase_from_a_trigger(real_pool):
    st = turn_with_don(0, 0, n=4)
    clear(st, 0, "trash")
    for _ in range(10):
        add(st, real_pool, VANILLA_1, 0, "trash")
    five = add(st, real_pool, "OP02-006", 1, "characters")
    st, _top = life_trigger(st, real_pool, "OP15-097")
    st = choose(st, five)
    st = settle(st)
    assert st.turn == 4 and st.battle is None
    assert board.prohibited(st, five, "Cannot Attack") and not can_attack(st, five, leader(st, 0))
    st = end_turn(st)  # the End Phase of that turn ends it
    assert st.turn == 5 and not board.prohibited(st, five, "Cannot Attack")
    st = to_turn(st, 6)
    assert can_attack(st, five, leader(st, 0))  # the opponent's following turn: free to attack
    # made on your own turn, the same words last through the opponent's whole next turn
    st = turn_with_don(10)
    clear(st, 0, "trash")
    for _ in range(9):
        add(st, real_pool, VANILLA_1, 0, "trash")
    five = add(st, real_pool, "OP02-006", 1, "characters")
    st, _e = play(st, real_pool, "OP15-097")
    st = choose(st, five)
    st = end_turn(st)
    assert st.turn == 4 and not can_attack(st, five, leader(st, 0))
    st = end_turn(st)
    assert not board.prohibited(st, five, "Cannot Attack")
