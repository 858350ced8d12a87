"""Second audit of ONE PIECE cards the compiler calls automated (session 34): a fixed-seed sample of 30
automated cards with ability text, each played with its real card text, every clause checked.

Sample (``draw_sample``; seed 2035; the cards of test_audit34_cards.py left out; 20 from the three newest
booster sets OP15, OP16, OP17 (as in test_audit34_cards) and 10 from every other set):
OP16-058 The Prisoners Are Rioting!!, OP15-100 Kamakiri, OP15-043 Kelly Funk, OP15-022 Brook,
OP17-052 Don Marlon, OP16-064 Koby, OP17-118 Rocks.D.Xebec, OP15-061 Ohm, OP16-101 Mahoroba,
OP15-054 And No One Else Can Have It! It's Our Memento of Him, OP17-106 Charlotte Smoothie, OP16-009 Speed Jil,
OP16-070 Donquixote Rosinante, OP17-066 Kurozumi Orochi, OP17-049 Charlotte Linlin, OP15-057 Dressrosa Kingdom,
OP16-105 Gecko Moria, OP15-101 Kalgara, OP16-038 Let's Go!! To the Navy Headquarters!!, OP16-022 Monkey.D.Luffy,
OP01-046 Denjiro, OP09-080 Thousand Sunny, ST29-009 Nico Robin, OP12-101 Jewelry Bonney, OP02-112 Bell-mère,
ST08-008 Higuma, P-010 Kaido, EB04-014 Kozuki Sukiyaki, OP10-095 Roronoa Zoro, OP06-119 Sanji.

Audit before any engine change: 29 of 30 correct. Wrong: OP10-095 Roronoa Zoro, "You may rest 1 of your {Dressrosa}
type Leader or Stage cards: …": the cost was never offered (8-3-1-4), so the [On Play] never did anything. Two causes:
the noun reader split "{Dressrosa} type Leader or Stage cards" into "{Dressrosa} type Leader" or any "Stage" (2-4-3: the
type goes with both nouns), and the rest-own cost looked only in the zones of the filter's top-level card types (none:
Characters), not in those of its alternatives. Fixed in cards/readers.py (NOUNS) and payable.rest_own_options; the
same compiled cost is on 6 more cards (OP10-043, OP10-044, OP10-048, OP10-056, OP10-081, OP16-043).
Readings without an official ruling, not counted wrong: OP17-118 Rocks.D.Xebec's "If you only have Characters without
a Counter" does not hold with no Characters at all.
"""

from __future__ import annotations

import random

import pytest

from engine.core.cards import CardPool
from engine.onepiece import board
from engine.onepiece.state import OPState

from .helpers import (
    VANILLA_1,
    VANILLA_8,
    act,
    attach,
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

pytestmark = needs_npm

NEWEST = ("OP15", "OP16", "OP17")
SEED = 2035


def draw_sample(pool: CardPool, seed: int = SEED) -> list[str]:
    """The audited sample: 20 automated cards of the newest sets, then 10 of the others, drawn with
    ``random.Random(seed)`` from the sorted numbers of automated cards with ability text (as
    ``cards coverage onepiece`` counts them: effect or [Trigger] text, ``compile_card(...).automated``),
    leaving out the first session-34 sample (``test_audit34_cards.draw_sample``)."""
    done = set(first_sample(pool))
    auto = [n for n in automated_numbers(pool, "audit34b") if n not in done]
    new = [n for n in auto if n.split("-")[0] in NEWEST]
    old = [n for n in auto if n.split("-")[0] not in NEWEST]
    rng = random.Random(seed)
    return rng.sample(new, 20) + rng.sample(old, 10)


SAMPLE = [
    "OP16-058", "OP15-100", "OP15-043", "OP15-022", "OP17-052", "OP16-064", "OP17-118", "OP15-061", "OP16-101", "OP15-054",
    "OP17-106", "OP16-009", "OP16-070", "OP17-066", "OP17-049", "OP15-057", "OP16-105", "OP15-101", "OP16-038", "OP16-022",
    "OP01-046", "OP09-080", "ST29-009", "OP12-101", "OP02-112", "ST08-008", "P-010", "EB04-014", "OP10-095", "OP06-119",
]


def test_the_sample_draw(real_pool):
    sample = draw_sample(real_pool)
    assert sample == SAMPLE
    assert not set(sample) & set(first_sample(real_pool))
    assert all(automated_when("audit34b", n, real_pool.get(n).data) for n in sample)


def settle(st: OPState, player: int | None = None, pick: int = -1) -> OPState:
    """Answer every remaining question (of ``player``, or anyone) with its ``pick``-th option."""
    while st.pending and (player is None or st.pending[0].player == player):
        st = choose(st, option_ids(st)[pick])
    return st


def zone(st: OPState, uid: int) -> str:
    return st.table.cards[uid].zone


def n_hand(st: OPState, player: int = 0) -> int:
    return len(st.table.zone(player, "hand"))


# --- OP17-052 Don Marlon: "[On Play] Add up to 1 blue Event with a cost of 0 from your trash to your hand."

def test_op17_052_don_marlon(real_pool):
    # 10-2-6 [On Play], 1-3-5-1 (up to), 2-3 (colour), 2-7 (cost; a "-" cost Event costs 0)
    st = turn_with_don(10)
    rain = add(st, real_pool, "OP02-068", 0, "trash")  # Gum-Gum Rain: blue Event, cost 0
    jet = add(st, real_pool, "OP03-072", 0, "trash")  # purple Event, cost 0
    blue1 = add(st, real_pool, "OP17-077", 0, "trash")  # Kundali Dragon Swarm: Event cost 1
    foe_rain = add(st, real_pool, "OP02-068", 1, "trash")
    st, _m = play(st, real_pool, "OP17-052")
    ids = option_ids(st)
    assert str(rain) in ids and str(jet) not in ids and str(blue1) not in ids and str(foe_rain) not in ids
    assert st.pending[0].min == 0 and st.pending[0].max == 1
    st = choose(st, rain)
    assert zone(st, rain) == "hand" and not st.pending


# --- OP15-043 Kelly Funk: "[On Play] Play up to 1 [Bobby Funk] from your hand."

def test_op15_043_kelly_funk(real_pool):
    # 10-2-6, 1-3-5-1, 2-1-2 ([X] = the card named X), play without paying (3-7-3)
    st = turn_with_don(3)
    clear(st, 0, "hand")
    bobby = add(st, real_pool, "OP15-050", 0, "hand")
    other = add(st, real_pool, VANILLA_1, 0, "hand")
    st, _kelly = play(st, real_pool, "OP15-043")
    ids = option_ids(st)
    assert str(bobby) in ids and str(other) not in ids and st.pending[0].min == 0
    st = choose(st, bobby)
    st = settle(st, 0)
    assert zone(st, bobby) == "characters" and rested_don(st, 0) == 3
    assert board.power(st, bobby) == 6000  # Bobby Funk's own "+3000 with [Kelly Funk]"


# --- OP16-064 Koby: "[On Play] Look at 5 cards from the top of your deck; reveal up to 1 {Navy} type card
# other than [Koby] and add it to your hand. Then, place the rest at the bottom of your deck in any order."

def test_op16_064_koby(real_pool):
    # 10-2-6, 2-4-3 ({type}), 2-1-2 (other than [Koby]), 1-3-5-1
    st = turn_with_don(10)
    clear(st, 0, "deck")
    sixth = add(st, real_pool, "OP02-097", 0, "deck")  # Navy, 6th card: not looked at
    koby = add(st, real_pool, "OP16-064", 0, "deck")  # Navy but named Koby
    navy = add(st, real_pool, "OP02-097", 0, "deck")  # Komille, Navy
    rest = [add(st, real_pool, VANILLA_1, 0, "deck") for _ in range(3)]
    st, _k = play(st, real_pool, "OP16-064")
    ids = option_ids(st)
    assert str(navy) in ids and str(koby) not in ids and str(sixth) not in ids and not any(str(r) in ids for r in rest)
    st, events = choose_events(st, navy)
    assert any(e.kind == "reveal" and navy in (e.data or {}).get("uids", []) for e in events)
    st = settle(st, 0, 0)
    assert zone(st, navy) == "hand"
    deck = st.table.zone(0, "deck")
    assert deck[0] == sixth and set(deck[1:]) == {koby, *rest}


# --- OP15-061 Ohm: "[On Play] DON!! -1: Draw 1 card. [When Attacking] If you have 6 or less DON!! cards on
# your field, give up to 1 of your opponent's Characters -1000 power during this turn."

def test_op15_061_ohm(real_pool):
    # 10-2-10 (DON!! −1), 8-3-1-3 (cost unpaid: no effect), 10-2-5 [When Attacking], 8-1-3-1
    st = turn_with_don(7)
    n = n_hand(st)
    st, ohm = play(st, real_pool, "OP15-061")
    st = yes(st)
    assert len(cost_area(st, 0)) == 6 and n_hand(st) == n + 1 and not st.pending
    st = turn_with_don(5)
    st, ohm = play(st, real_pool, "OP15-061")
    st = choose(st, "no")
    assert len(cost_area(st, 0)) == 5 and not st.pending
    for don, hits in ((6, True), (7, False)):
        st = turn_with_don(don)
        ohm = add(st, real_pool, "OP15-061", 0, "characters")
        foe = add(st, real_pool, VANILLA_8, 1, "characters")
        st = act(st, "attack", attacker=ohm, target=leader(st, 1))
        if hits:
            assert str(foe) in option_ids(st) and st.pending[0].min == 0
            assert str(leader(st, 1)) not in option_ids(st)
            st = choose(st, foe)
            assert board.power(st, foe) == 9000
        else:
            assert pending_kind(st) in ("block", "counter") or not st.pending
            assert board.power(st, foe) == 10000
        while st.battle is not None and st.pending:
            st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
        st = end_turn(st)
        assert board.power(st, foe) == 10000


# --- ST08-008 Higuma: "[On Play] Give up to 1 of your opponent's Characters -2 cost during this turn."

def test_st08_008_higuma(real_pool):
    # 10-2-6, 1-3-6 (cost below 0 counts as 0), 8-1-3-1
    st = turn_with_don(10)
    foe = add(st, real_pool, VANILLA_8, 1, "characters")
    mine = add(st, real_pool, VANILLA_8, 0, "characters")
    st, _h = play(st, real_pool, "ST08-008")
    ids = option_ids(st)
    assert str(foe) in ids and str(mine) not in ids and str(leader(st, 1)) not in ids and st.pending[0].min == 0
    st = choose(st, foe)
    assert board.cost(st, foe) == 6
    st = end_turn(st)
    assert board.cost(st, foe) == 8


# --- P-010 Kaido: "[End of Your Turn] Add 1 DON!! card from your DON!! deck and set it as active."

def test_p_010_kaido(real_pool):
    # 10-2-7 [End of Your Turn], 6-6 (end phase)
    st = turn_with_don(3)
    add(st, real_pool, "P-010", 0, "characters")
    for u in cost_area(st, 0):
        st.table.cards[u].tapped = True
    st = end_turn(st)
    st = settle(st, 0)
    assert len(cost_area(st, 0)) == 4 and rested_don(st, 0) == 3
    # not at the end of the opponent's turn
    n1 = len(cost_area(st, 0))
    st = end_turn(st)
    st = settle(st, 0)
    assert st.active == 0 and len(cost_area(st, 0)) == n1 + 2  # only the DON!! phase's 2 (6-4)


# --- OP01-046 Denjiro: "[DON!! x1] [When Attacking] If your Leader is [Kouzuki Oden], set up to 2 of your
# DON!! cards as active."

def test_op01_046_denjiro(real_pool):
    # 10-2-9 [DON!! xX], 10-2-5, 8-3-2 (If), 1-3-5-1
    for don, oden, sets in ((1, True, True), (0, True, False), (1, False, False)):
        st = turn_with_don(4)
        if oden:
            set_real_leader(st, real_pool, 0, "OP01-031")
        for u in cost_area(st, 0):
            st.table.cards[u].tapped = True
        den = add(st, real_pool, "OP01-046", 0, "characters")
        if don:
            attach(st, den, 1)
        st = act(st, "attack", attacker=den, target=leader(st, 1))
        if sets and pending_kind(st) not in ("block", "counter"):
            st = settle(st, 0, -1)
        assert rested_don(st, 0) == (2 if sets else 4), (don, oden)


# --- OP02-112 Bell-mère: "[Activate: Main] You may rest this Character: Give up to 1 of your opponent's
# Characters -1 cost during this turn. Then, up to 1 of your Leader or Character cards gains +1000 power
# during this turn."

def test_op02_112_bell_mere(real_pool):
    # 10-2-2 [Activate: Main], 8-3-1-4 (rest this: a cost), 8-1-3-1, 1-3-8 (order)
    st = turn_with_don(0)
    bell = add(st, real_pool, "OP02-112", 0, "characters")
    foe = add(st, real_pool, VANILLA_8, 1, "characters")
    ally = add(st, real_pool, VANILLA_1, 0, "characters")
    st = act(st, "activate", uid=bell, ability=0)
    if pending_kind(st) in ("pay", "may"):
        st = yes(st)
    assert st.table.cards[bell].tapped
    assert str(foe) in option_ids(st) and str(ally) not in option_ids(st) and st.pending[0].min == 0
    st = choose(st, foe)
    assert board.cost(st, foe) == 7
    ids = option_ids(st)
    assert str(ally) in ids and str(leader(st, 0)) in ids and str(foe) not in ids and st.pending[0].min == 0
    st = choose(st, ally)
    assert board.power(st, ally) == 4000 and not st.pending
    assert refused_activation(st, bell, 0)  # rested: the cost cannot be paid (8-3-1-3)
    st = end_turn(st)
    assert board.cost(st, foe) == 8 and board.power(st, ally) == 3000


# --- OP06-119 Sanji: "[On Play] Reveal 1 card from the top of your deck and play up to 1 Character with a
# cost of 9 or less other than [Sanji]. Then, place the rest at the bottom of your deck."

def test_op06_119_sanji(real_pool):
    # 10-2-6, 2-2-4 (Character card), 2-1-2 (other than [Sanji]), 1-3-5-1, 3-2-2 (deck order)
    for top_card, plays in ((VANILLA_8, True), ("OP16-086", False), ("OP17-077", False), ("OP17-118", False)):
        st = turn_with_don(10)
        top = add(st, real_pool, top_card, 0, "deck")  # John Giant 8 / Sanji 8 / an Event / Xebec cost 10
        st, _s = play(st, real_pool, "OP06-119")
        if plays:
            assert str(top) in option_ids(st) and st.pending[0].min == 0
            st = choose(st, top)
            st = settle(st, 0)
            assert zone(st, top) == "characters" and rested_don(st, 0) == 9
        else:
            st = settle(st, 0)
            assert zone(st, top) == "deck" and st.table.zone(0, "deck")[-1] == top, top_card
    st = turn_with_don(10)
    top = add(st, real_pool, VANILLA_8, 0, "deck")
    st, _s = play(st, real_pool, "OP06-119")
    st = choose(st, "none") if "none" in option_ids(st) else choose(st)
    st = settle(st, 0)
    assert zone(st, top) == "deck" and st.table.zone(0, "deck")[-1] == top  # declined: to the bottom


# --- OP15-100 Kamakiri: "[On Play] You may trash this Character and add 1 card from the top of your Life
# cards to your hand: K.O. up to 1 of your opponent's Characters with a cost of 6 or less."

def test_op15_100_kamakiri(real_pool):
    # 10-2-6, 8-3-1-4 (optional cost, both parts), 8-3-1-3 (a cost that cannot be paid in full)
    st = turn_with_don(10)
    life = life_of(st, 0, 2)
    six = add(st, real_pool, "OP11-064", 1, "characters")  # Saldeath, cost 6
    eight = add(st, real_pool, VANILLA_8, 1, "characters")
    n = n_hand(st)
    st, kam = play(st, real_pool, "OP15-100")
    st = yes(st)
    assert zone(st, kam) == "trash" and zone(st, life[0]) == "hand" and n_hand(st) == n + 1
    ids = option_ids(st)
    assert str(six) in ids and str(eight) not in ids and st.pending[0].min == 0
    st = choose(st, six)
    assert zone(st, six) == "trash" and not st.pending
    # declined: nothing happens
    st = turn_with_don(10)
    life = life_of(st, 0, 2)
    six = add(st, real_pool, "OP11-064", 1, "characters")
    st, kam = play(st, real_pool, "OP15-100")
    st = choose(st, "no")
    assert zone(st, kam) == "characters" and zone(st, life[0]) == "life" and zone(st, six) == "characters"
    # no Life card: the cost cannot be paid (8-3-1-3)
    st = turn_with_don(10)
    life_of(st, 0, 0)
    six = add(st, real_pool, "OP11-064", 1, "characters")
    st, kam = play(st, real_pool, "OP15-100")
    assert pending_kind(st) not in ("pay", "may")
    st = settle(st, 0)
    assert zone(st, kam) == "characters" and zone(st, six) == "characters"


# --- OP15-022 Brook (Leader): "Under the rules of this game, you do not lose when your deck has 0 cards.
# You lose at the end of the turn in which your deck becomes 0 cards. [Activate: Main] [Once Per Turn] Trash 4
# cards from the top of your deck. Then, if your deck has 0 cards, set up to 1 of your Characters as active."

def test_op15_022_brook(real_pool):
    # 9-2-1-2 (deck-out, replaced by the card: 1-3-1), 10-2-2, 10-2-13 [Once Per Turn], 8-3-2
    st = turn_with_don(0)
    lead = set_real_leader(st, real_pool, 0, "OP15-022")
    clear(st, 0, "deck")
    deck = [add(st, real_pool, VANILLA_1, 0, "deck") for _ in range(6)]
    rested = add(st, real_pool, VANILLA_1, 0, "characters", tapped=True)
    st = act(st, "activate", uid=lead, ability=1)
    st = settle(st, 0)
    assert sum(zone(st, u) == "trash" for u in deck) == 4 and len(st.table.zone(0, "deck")) == 2
    assert st.table.cards[rested].tapped  # deck not 0: nothing set active
    assert refused_activation(st, lead, 1)  # once per turn
    # deck 4 → 0: set up to 1 active; no loss during the turn, loss at its end
    st = turn_with_don(0)
    lead = set_real_leader(st, real_pool, 0, "OP15-022")
    clear(st, 0, "deck")
    [add(st, real_pool, VANILLA_1, 0, "deck") for _ in range(4)]
    rested = add(st, real_pool, VANILLA_1, 0, "characters", tapped=True)
    foe_rested = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
    st = act(st, "activate", uid=lead, ability=1)
    ids = option_ids(st)
    assert str(rested) in ids and str(foe_rested) not in ids and st.pending[0].min == 0
    st = choose(st, rested)
    assert not st.table.cards[rested].tapped
    assert st.result is None
    st = end_turn(st)
    assert st.result is not None and st.result.winners == [1]
    # the deck emptied by a draw on the opponent's turn: the loss waits for that turn's end
    st = turn_with_don(0, n=4)
    set_real_leader(st, real_pool, 0, "OP15-022")
    clear(st, 0, "deck")
    st = act(st, "end_turn")
    assert st.result is not None and st.result.winners == [1]


# --- OP16-070 Donquixote Rosinante: "[Blocker] [On Play] You may rest 2 of your DON!! cards: If your Leader
# has the {Navy} type, add up to 1 DON!! card from your DON!! deck and rest it."

def test_op16_070_donquixote_rosinante(real_pool):
    # 10-1-4 [Blocker], 10-2-6, 8-3-1-4, 8-3-2 (If), 1-3-5-1
    for navy in (True, False):
        st = turn_with_don(4)
        if navy:
            set_real_leader(st, real_pool, 0, "OP02-093")  # Smoker, Navy
        st, ros = play(st, real_pool, "OP16-070")
        assert "Blocker" in board.keywords(st, ros)
        st = yes(st)
        if pending_kind(st) in ("pay", "cost"):
            st = choose(st, *option_ids(st)[:2])
        st = settle(st, 0, -1)
        assert rested_don(st, 0) == (2 + 2 + (1 if navy else 0)) and len(cost_area(st, 0)) == (5 if navy else 4)


def counter_step(st: OPState, attacker: str = VANILLA_8, target: int | None = None) -> tuple[OPState, int]:
    """P2 (turn player) attacks ``target`` (P1's Leader) with ``attacker``; stops at P1's counter step."""
    att = add(st, real_pool_ref[0], attacker, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0) if target is None else target)
    while pending_kind(st) == "block":
        st = choose(st, option_ids(st)[-1])
    assert pending_kind(st) == "counter", pending_kind(st)
    return st, att


real_pool_ref: list[CardPool] = []


def finish_battle(st: OPState) -> OPState:
    while st.battle is not None and st.pending:
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    return st


# --- OP16-058 The Prisoners Are Rioting!!: "[Main] If you have 10 DON!! cards on your field, all of your
# [Prisoner of Impel Down] cards' base power becomes 7000 during this turn. [Counter] Up to 1 of your [Buggy]
# gains +4000 power during this battle."

def test_op16_058_the_prisoners_are_rioting(real_pool):
    # 10-2-3 [Main], 10-2-4 [Counter], 4-9 (base = original value, set), 8-1-3-1, 3-9 (DON!! on the field)
    for don, sets in ((10, True), (9, False)):
        st = turn_with_don(don)
        pris = [add(st, real_pool, "OP16-042", 0, "characters") for _ in range(2)]
        other = add(st, real_pool, "OP16-046", 0, "characters")  # Jinbe, {Impel Down}, 6000
        foe_pris = add(st, real_pool, "OP16-042", 1, "characters")
        if don == 10:
            attach(st, pris[0], 0)
        st, _ev = play(st, real_pool, "OP16-058")
        st = settle(st, 0)
        assert [board.power(st, p) for p in pris] == ([7000, 7000] if sets else [6000, 6000])
        assert board.power(st, other) == 6000 and board.power(st, foe_pris) == 6000
        st = end_turn(st)
        assert board.power(st, pris[0]) == 6000
    # 9 in the cost area + 1 given to a Character = 10 on the field
    st = turn_with_don(9)
    pris = add(st, real_pool, "OP16-042", 0, "characters")
    attach(st, pris, 1)
    st, _ev = play(st, real_pool, "OP16-058")
    st = settle(st, 0)
    assert board.power(st, pris) == 7000 + 1000
    # [Counter]
    real_pool_ref[:] = [real_pool]
    st = turn_with_don(0, 0, n=4)
    give_don(st, 0, 1)
    buggy = add(st, real_pool, "OP12-049", 0, "characters")  # Buggy, 7000
    other = add(st, real_pool, VANILLA_1, 0, "characters", tapped=True)
    ev = add(st, real_pool, "OP16-058", 0, "hand")
    st, _att = counter_step(st, target=other)
    st = act(st, "play", player=0, uid=ev)
    ids = option_ids(st)
    assert str(buggy) in ids and str(other) not in ids and str(leader(st, 0)) not in ids and st.pending[0].min == 0
    st = choose(st, buggy)
    assert board.power(st, buggy) == 11000
    st = finish_battle(st)
    assert board.power(st, buggy) == 7000


# --- OP16-101 Mahoroba: "[Main] Up to 1 of your Leader or Character cards gains +3000 power during this turn.
# Then, if you have 10 or more cards in your trash, K.O. up to 1 of your opponent's Characters with a cost of
# 2 or less. [Trigger] Add up to 1 [Yamato] from your trash to your hand."

def test_op16_101_mahoroba(real_pool):
    # 10-2-3, 8-1-3-1, 8-3-2 (Then, if), 10-1-5 [Trigger]
    for trash, kos in ((10, True), (9, False)):
        st = turn_with_don(10)
        clear(st, 0, "trash")
        for _ in range(trash - 1):
            add(st, real_pool, VANILLA_1, 0, "trash")  # + the Event itself = ``trash``
        two = add(st, real_pool, "OP02-084", 1, "characters")  # Blugori? cost 1
        three = add(st, real_pool, "OP10-054", 1, "characters")  # cost 3
        lead = leader(st, 0)
        st, _ev = play(st, real_pool, "OP16-101")
        assert str(lead) in option_ids(st) and str(two) not in option_ids(st) and st.pending[0].min == 0
        st = choose(st, lead)
        assert board.power(st, lead) == 8000
        if kos:
            ids = option_ids(st)
            assert str(two) in ids and str(three) not in ids and st.pending[0].min == 0
            st = choose(st, two)
        assert not st.pending and zone(st, two) == ("trash" if kos else "characters")
        st = end_turn(st)
        assert board.power(st, lead) == 5000
    st = turn_with_don(0, n=4)
    yam = add(st, real_pool, "OP13-054", 0, "trash")
    not_yam = add(st, real_pool, VANILLA_1, 0, "trash")
    st, _top = life_trigger(st, real_pool, "OP16-101")
    ids = option_ids(st)
    assert str(yam) in ids and str(not_yam) not in ids and st.pending[0].min == 0
    st = choose(st, yam)
    assert zone(st, yam) == "hand"


# --- OP15-054 And No One Else Can Have It! It's Our Memento of Him: "[Main] If your Leader is [Lucy], choose
# one: • Draw 2 cards and trash 1 card from your hand. Then, play up to 1 {Dressrosa} type Character card with
# a cost of 4 or less from your hand. • Return up to 1 Stage to the owner's hand."

def test_op15_054_and_no_one_else_can_have_it(real_pool):
    # 10-2-3, 8-3-2 (If), 8-4-4 (choose one), 2-2-6 (Stage), 1-3-5-1
    st = turn_with_don(4)
    set_real_leader(st, real_pool, 0, "OP15-002")
    clear(st, 0, "hand")
    dress4 = add(st, real_pool, "OP10-054", 0, "hand")  # Blue Gilly, Dressrosa, cost 3
    dress5 = add(st, real_pool, "OP04-087", 0, "hand")  # Law, Dressrosa, cost 5
    st, _ev = play(st, real_pool, "OP15-054")
    assert pending_kind(st) == "mode" and option_ids(st) == ["1", "2"]
    st = choose(st, "1")
    assert n_hand(st) == 4
    st = choose(st, dress5)  # trash 1
    assert zone(st, dress5) == "trash"
    ids = option_ids(st)
    assert str(dress4) in ids and str(dress5) not in ids and st.pending[0].min == 0
    assert all(board.data(st, int(i)).get("type") == "Character" and "Dressrosa" in board.traits(st, int(i))
               and board.cost(st, int(i)) <= 4 for i in ids)
    st = choose(st, dress4)
    st = settle(st, 0)
    assert zone(st, dress4) == "characters" and rested_don(st, 0) == 4
    # mode 2: either player's Stage
    st = turn_with_don(4)
    set_real_leader(st, real_pool, 0, "OP15-002")
    foe_stage = add(st, real_pool, "OP04-096", 1, "stage")
    my_stage = add(st, real_pool, "OP15-057", 0, "stage")
    st, _ev = play(st, real_pool, "OP15-054")
    st = choose(st, "2")
    ids = option_ids(st)
    assert str(foe_stage) in ids and str(my_stage) in ids and st.pending[0].min == 0
    st = choose(st, foe_stage)
    assert zone(st, foe_stage) == "hand" and st.table.cards[foe_stage].controller == 1
    # another Leader: nothing
    st = turn_with_don(4)
    n = n_hand(st)
    st, _ev = play(st, real_pool, "OP15-054")
    assert not st.pending and n_hand(st) == n


# --- OP17-106 Charlotte Smoothie: "[Your Turn] [On Play] You may rest 2 of your DON!! cards: Add up to 1 card
# from the top of your deck to the top of your Life cards. Then, your opponent trashes 1 card from their hand.
# [Trigger] Play this card."

def test_op17_106_charlotte_smoothie(real_pool):
    # 10-2-6, 10-2-11 [Your Turn], 8-3-1-4, 1-3-5-1, 10-1-5
    st = turn_with_don(7)
    life_of(st, 0, 2)
    top = st.table.zone(0, "deck")[0]
    foe_hand = hand(st, real_pool, 1, 2)
    st, _sm = play(st, real_pool, "OP17-106")
    st = yes(st)
    if pending_kind(st) == "cost":
        st = choose(st, *option_ids(st)[:2])
    assert rested_don(st, 0) == 7
    if pending_kind(st) == "amount":
        assert option_ids(st) == ["0", "1"]
        st = choose(st, 1)
    assert st.table.zone(0, "life")[0] == top and len(st.table.zone(0, "life")) == 3
    assert pending_kind(st) is not None and st.pending[0].player == 1
    assert set(option_ids(st)) == {str(u) for u in foe_hand}
    st = choose(st, foe_hand[0])
    assert zone(st, foe_hand[0]) == "trash" and not st.pending
    # [Trigger]: played on the opponent's turn, its [Your Turn] [On Play] does not activate
    st = turn_with_don(0, n=4)
    st, top = life_trigger(st, real_pool, "OP17-106")
    st = settle(st, 0)
    assert zone(st, top) == "characters"
    assert pending_kind(st) != "may" and rested_don(st, 0) == 0


# --- OP16-009 Speed Jil: "[On Play] You may trash 1 Character card with 8000 power from your hand: This
# Character gains [Rush] and +2000 power until the end of your opponent's next End Phase."

def test_op16_009_speed_jil(real_pool):
    # 10-2-6, 8-3-1-4, 10-1-1 [Rush], 2-2-4-2 (Character card in the hand), 8-1-3-1 (duration)
    st = turn_with_don(10)
    clear(st, 0, "hand")
    thatch = add(st, real_pool, "OP02-007", 0, "hand")  # 8000
    seven = add(st, real_pool, "OP02-006", 0, "hand")  # 7000
    big = add(st, real_pool, VANILLA_8, 0, "hand")  # 10000
    st, jil = play(st, real_pool, "OP16-009")
    st = yes(st)
    if pending_kind(st) == "cost" or (st.pending and str(thatch) in option_ids(st)):
        ids = option_ids(st)
        assert str(thatch) in ids and str(seven) not in ids and str(big) not in ids
        st = choose(st, thatch)
    assert zone(st, thatch) == "trash"
    assert "Rush" in board.keywords(st, jil) and board.power(st, jil) == 7000 and can_attack(st, jil, leader(st, 1))
    st = end_turn(st)
    assert board.power(st, jil) == 7000
    st = end_turn(st)
    assert board.power(st, jil) == 5000
    # no 8000 Character card: no cost, nothing
    st = turn_with_don(10)
    clear(st, 0, "hand")
    add(st, real_pool, "OP02-006", 0, "hand")
    st, jil = play(st, real_pool, "OP16-009")
    assert not st.pending and board.power(st, jil) == 5000 and "Rush" not in board.keywords(st, jil)


# --- OP17-066 Kurozumi Orochi: "[On Play] DON!! -1: If you have a Character with a cost of 10 or more, draw 2
# cards and trash 1 card from your hand."

def test_op17_066_kurozumi_orochi(real_pool):
    # 10-2-10, 8-3-2 (If), 10-2-6
    for big, acts in (("P-041", True), (VANILLA_8, False)):
        st = turn_with_don(3)
        add(st, real_pool, big, 0, "characters")
        cards = hand(st, real_pool, 0, 1)
        st, _o = play(st, real_pool, "OP17-066")
        st = yes(st)
        assert len(cost_area(st, 0)) == 2
        if acts:
            assert n_hand(st) == 3 and st.pending[0].min == st.pending[0].max == 1
            st = choose(st, cards[0])
            assert zone(st, cards[0]) == "trash" and n_hand(st) == 2
        assert not st.pending
        assert n_hand(st) == (2 if acts else 1)


# --- OP17-049 Charlotte Linlin: "[On Play] Your opponent chooses one: • Draw 2 cards. • Your opponent trashes 2
# cards from their hand. [On Your Opponent's Attack] [Once Per Turn] You may trash 1 card from your hand: Up to 1
# of your Leader or Characters gains +1000 power during this battle."

def test_op17_049_charlotte_linlin(real_pool):
    # 10-2-6, 1-3-4 (who chooses), 10-2-16 [On Your Opponent's Attack], 10-2-13, 8-3-1-4
    for mode in ("1", "2"):
        st = turn_with_don(5)
        hand(st, real_pool, 0, 1)
        foe = hand(st, real_pool, 1, 3)
        st, lin = play(st, real_pool, "OP17-049")
        assert option_ids(st) == ["1", "2"] and st.pending[0].player == 1
        st = choose(st, mode)
        if mode == "1":
            assert n_hand(st, 0) == 3 and n_hand(st, 1) == 3 and not st.pending
        else:
            assert st.pending[0].player == 1 and st.pending[0].min == st.pending[0].max == 2
            assert set(option_ids(st)) == {str(u) for u in foe}
            st = choose(st, foe[0], foe[1])
            assert n_hand(st, 1) == 1 and n_hand(st, 0) == 1
    real_pool_ref[:] = [real_pool]
    st = turn_with_don(0, n=4)
    lin = add(st, real_pool, "OP17-049", 0, "characters")
    cards = hand(st, real_pool, 0, 2)
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    st = yes(st)
    st = choose(st, cards[0]) if str(cards[0]) in option_ids(st) else st
    assert zone(st, cards[0]) == "trash"
    ids = option_ids(st)
    assert str(leader(st, 0)) in ids and str(lin) in ids and str(att) not in ids and st.pending[0].min == 0
    st = choose(st, leader(st, 0))
    assert board.power(st, leader(st, 0)) == 6000
    st = finish_battle(st)
    assert board.power(st, leader(st, 0)) == 5000
    att2 = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att2, target=leader(st, 0))
    assert pending_kind(st) not in ("may", "pay")  # once per turn


# --- OP15-057 Dressrosa Kingdom: "[On Play] If your Leader has the {Dressrosa} type, draw 1 card. [On Your
# Opponent's Attack] You may rest this Stage and trash 1 Event or Stage card from your hand: Up to 1 of your
# Leader or Character cards gains +2000 power during this battle."

def test_op15_057_dressrosa_kingdom(real_pool):
    # 10-2-6, 8-3-2, 10-2-16, 8-3-1-4 (both parts of the cost), 2-2-5/2-2-6 (Event, Stage cards)
    for dress in (True, False):
        st = turn_with_don(1)
        if dress:
            set_real_leader(st, real_pool, 0, "OP04-039")
        n = n_hand(st)
        st, stage = play(st, real_pool, "OP15-057")
        assert zone(st, stage) == "stage" and n_hand(st) == n + (1 if dress else 0) and not st.pending
    st = turn_with_don(0, n=4)
    stage = add(st, real_pool, "OP15-057", 0, "stage")
    clear(st, 0, "hand")
    ev = add(st, real_pool, "OP17-077", 0, "hand")
    stg = add(st, real_pool, "OP04-096", 0, "hand")
    char = add(st, real_pool, VANILLA_1, 0, "hand")
    ally = add(st, real_pool, VANILLA_1, 0, "characters")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    st = yes(st)
    ids = option_ids(st)
    assert str(ev) in ids and str(stg) in ids and str(char) not in ids
    st = choose(st, stg)
    assert st.table.cards[stage].tapped and zone(st, stg) == "trash"
    ids = option_ids(st)
    assert str(leader(st, 0)) in ids and str(ally) in ids and str(att) not in ids and st.pending[0].min == 0
    st = choose(st, leader(st, 0))
    assert board.power(st, leader(st, 0)) == 7000
    st = finish_battle(st)
    assert board.power(st, leader(st, 0)) == 5000
    att2 = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att2, target=leader(st, 0))
    assert pending_kind(st) not in ("may", "pay")  # the Stage is rested: the cost cannot be paid (8-3-1-3)


# --- OP16-105 Gecko Moria: "[Trigger] If you have 1 or less Life cards, play up to 1 [Absalom], up to 1
# [Dr. Hogback], and up to 1 [Perona], with a cost of 4 or less from your trash."

def test_op16_105_gecko_moria(real_pool):
    # 10-1-5, 8-3-2 (If; Life counted when it resolves), 2-1-2, 1-3-5-1
    for life, plays in ((2, True), (3, False)):
        st = turn_with_don(0, n=4)
        life_of(st, 0, life - 1)
        absa = add(st, real_pool, "OP06-081", 0, "trash")  # Absalom 4
        hog = add(st, real_pool, "OP06-090", 0, "trash")  # Dr. Hogback 4
        per = add(st, real_pool, "OP06-093", 0, "trash")  # Perona 4
        per5 = add(st, real_pool, "OP14-033", 0, "trash")  # Perona 5
        other = add(st, real_pool, VANILLA_1, 0, "trash")
        st, _top = life_trigger(st, real_pool, "OP16-105")
        if not plays:
            st = settle(st, 0)
            assert all(zone(st, u) == "trash" for u in (absa, hog, per))
            continue
        played = []
        while st.pending and st.pending[0].player == 0 and pending_kind(st) not in ("block", "counter"):
            ids = option_ids(st)
            assert str(per5) not in ids and str(other) not in ids
            pick = next((u for u in (absa, hog, per) if str(u) in ids and u not in played), None)
            if pick is None:
                st = choose(st, ids[-1])
                continue
            st = choose(st, pick)
            played.append(pick)
        assert all(zone(st, u) == "characters" for u in (absa, hog, per)), [zone(st, u) for u in (absa, hog, per)]
        assert zone(st, per5) == "trash"


# --- OP15-101 Kalgara: "[On Play] You may trash 1 card from your hand: Look at 5 cards from the top of your
# deck; reveal up to a total of 2 [Mont Blanc Noland] or {Shandian Warrior} type cards and add them to your
# hand. Then, place the rest at the bottom of your deck in any order."

def test_op15_101_kalgara(real_pool):
    # 10-2-6, 8-3-1-4, 1-3-5-1, 2-1-2, 2-4-3
    st = turn_with_don(10)
    cards = hand(st, real_pool, 0, 1)
    clear(st, 0, "deck")
    sixth = add(st, real_pool, "OP12-114", 0, "deck")
    noland = add(st, real_pool, "OP08-109", 0, "deck")
    wyper = add(st, real_pool, "OP12-114", 0, "deck")
    seto = add(st, real_pool, "OP12-103", 0, "deck")
    plain = [add(st, real_pool, VANILLA_1, 0, "deck") for _ in range(2)]
    st, _k = play(st, real_pool, "OP15-101")
    st = yes(st)
    if str(cards[0]) in option_ids(st):
        st = choose(st, cards[0])
    assert zone(st, cards[0]) == "trash"
    ids = option_ids(st)
    assert {str(noland), str(wyper), str(seto)} <= set(ids) and str(sixth) not in ids
    assert not any(str(p) in ids for p in plain) and st.pending[0].max == 2 and st.pending[0].min == 0
    st = choose(st, noland, wyper)
    st = settle(st, 0, 0)
    assert zone(st, noland) == "hand" and zone(st, wyper) == "hand"
    deck = st.table.zone(0, "deck")
    assert deck[0] == sixth and set(deck[1:]) == {seto, *plain}
    # declined: nothing looked at
    st = turn_with_don(10)
    cards = hand(st, real_pool, 0, 1)
    n = n_hand(st)
    st, _k = play(st, real_pool, "OP15-101")
    st = choose(st, "no")
    assert not st.pending and n_hand(st) == n and zone(st, cards[0]) == "hand"


IMPEL = ("OP02-053", "OP02-084", "OP02-088", "OP11-064", "OP16-023", "OP16-046", "OP17-051")


# --- OP16-038 Let's Go!! To the Navy Headquarters!!: "[Main] You may rest 6 of your DON!! cards: If you have 5
# {Impel Down} type Characters with different card names, set your Leader and all of your Characters as active.
# [Counter] Your Leader gains +3000 power during this battle."

def test_op16_038_lets_go_to_the_navy_headquarters(real_pool):
    # 10-2-3, 8-3-1-4, 8-3-2, 10-2-4
    for names, sets in ((IMPEL[:5], True), (IMPEL[4:] + ("OP16-046",) * 2, False)):  # 5 names / 3 names (5 cards)
        st = turn_with_don(7)
        chars = [add(st, real_pool, n, 0, "characters", tapped=True) for n in names]
        other = add(st, real_pool, VANILLA_1, 0, "characters", tapped=True)
        foe = add(st, real_pool, VANILLA_1, 1, "characters", tapped=True)
        st.table.cards[leader(st, 0)].tapped = True
        st, _ev = play(st, real_pool, "OP16-038")
        st = yes(st)
        if pending_kind(st) == "cost":
            st = choose(st, *option_ids(st)[:6])
        assert rested_don(st, 0) == 7
        st = settle(st, 0)
        assert all(not st.table.cards[c].tapped for c in (*chars, other, leader(st, 0))) == sets
        assert st.table.cards[foe].tapped
    real_pool_ref[:] = [real_pool]
    st = turn_with_don(0, 0, n=4)
    give_don(st, 0, 1)
    ev = add(st, real_pool, "OP16-038", 0, "hand")
    st, _att = counter_step(st)
    st = act(st, "play", player=0, uid=ev)
    assert board.power(st, leader(st, 0)) == 8000
    st = finish_battle(st)
    assert board.power(st, leader(st, 0)) == 5000


# --- OP16-022 Monkey.D.Luffy (Leader): "[Activate: Main] [Once Per Turn] If the only Characters on your field
# are {Impel Down} type Characters, set up to 2 of your DON!! cards as active."

def test_op16_022_monkey_d_luffy(real_pool):
    # 10-2-2, 10-2-13, 8-3-2, 1-3-5-1
    for other, sets in ((None, True), (VANILLA_1, False)):
        st = turn_with_don(3)
        lead = set_real_leader(st, real_pool, 0, "OP16-022")
        for u in cost_area(st, 0):
            st.table.cards[u].tapped = True
        add(st, real_pool, IMPEL[0], 0, "characters")
        add(st, real_pool, VANILLA_1, 1, "characters")  # the opponent's: not on your field
        if other:
            add(st, real_pool, other, 0, "characters")
        st = act(st, "activate", uid=lead, ability=0)
        if sets and pending_kind(st) == "amount":
            assert option_ids(st)[-1] == "2"
        st = settle(st, 0, -1)
        assert rested_don(st, 0) == (1 if sets else 3)
        assert refused_activation(st, lead, 0)


# --- OP09-080 Thousand Sunny: "[Opponent's Turn] You may rest this Stage: When your {Straw Hat Crew} type
# Character is removed from the field by your opponent's effect, add up to 1 DON!! card from your DON!! deck
# and rest it."

def test_op09_080_thousand_sunny(real_pool):
    # 10-2-12 [Opponent's Turn], 8-1-3-2 (when …), 8-3-1-4, 1-3-5-1
    st = turn_with_don(0, 0, n=4)
    sunny = add(st, real_pool, "OP09-080", 0, "stage")
    sh = add(st, real_pool, "OP02-033", 0, "characters")  # Jinbe, Straw Hat Crew, cost 2
    st = ko_it(st, real_pool, sh, 1)
    assert zone(st, sh) == "trash"
    assert pending_kind(st) in ("may", "pay") and st.pending[0].player == 0
    st = yes(st)
    st = settle(st, 0, -1)
    assert st.table.cards[sunny].tapped and len(cost_area(st, 0)) == 1 and rested_don(st, 0) == 1
    # not a Straw Hat Crew Character / K.O.'d in battle / on its owner's turn: nothing
    st = turn_with_don(0, 0, n=4)
    add(st, real_pool, "OP09-080", 0, "stage")
    other = add(st, real_pool, VANILLA_8, 0, "characters")  # John Giant: not Straw Hat Crew, cost 8 > 6
    plain = add(st, real_pool, "OP02-084", 0, "characters")  # Blugori
    st = ko_it(st, real_pool, plain, 1)
    assert zone(st, plain) == "trash" and not (st.pending and st.pending[0].player == 0)
    st = turn_with_don(0, 0, n=4)
    add(st, real_pool, "OP09-080", 0, "stage")
    sh = add(st, real_pool, "OP02-033", 0, "characters")
    from .helpers import battle_ko
    st = battle_ko(st, real_pool, sh)
    assert zone(st, sh) == "trash" and not (st.pending and st.pending[0].player == 0)
    assert len(cost_area(st, 0)) == 0
    del other


# --- ST29-009 Nico Robin: "[Blocker] [Trigger] If your Leader is [Monkey.D.Luffy], play this card."

def test_st29_009_nico_robin(real_pool):
    # 10-1-4, 10-1-5, 8-3-2
    for luffy in (True, False):
        st = turn_with_don(0, n=4)
        if luffy:
            set_real_leader(st, real_pool, 0, "OP05-060")
        st, top = life_trigger(st, real_pool, "ST29-009")
        st = settle(st, 0)
        assert (zone(st, top) == "characters") == luffy
        if luffy:
            assert "Blocker" in board.keywords(st, top)


# --- OP12-101 Jewelry Bonney: "[Activate: Main] You may rest this Character: Your {Supernovas} type Leader
# gains +1000 power until the end of your opponent's next turn. [Trigger] If your Leader has the {Supernovas}
# type, play this card."

def test_op12_101_jewelry_bonney(real_pool):
    # 10-2-2, 8-3-1-4, 8-1-3-1 (duration), 10-1-5, 8-3-2
    for nova in (True, False):
        st = turn_with_don(0)
        if nova:
            set_real_leader(st, real_pool, 0, "OP01-001")
        bon = add(st, real_pool, "OP12-101", 0, "characters", entered_turn=st.turn)
        st = act(st, "activate", uid=bon, ability=0)
        if pending_kind(st) in ("may", "pay"):
            st = yes(st)
        st = settle(st, 0)
        assert st.table.cards[bon].tapped
        assert board.power(st, leader(st, 0)) == (6000 if nova else 5000)
        st = end_turn(st)
        assert board.power(st, leader(st, 0)) == (6000 if nova else 5000)
        st = end_turn(st)
        assert board.power(st, leader(st, 0)) == 5000
    for nova in (True, False):
        st = turn_with_don(0, n=4)
        if nova:
            set_real_leader(st, real_pool, 0, "OP01-001")
        st, top = life_trigger(st, real_pool, "OP12-101")
        st = settle(st, 0)
        assert (zone(st, top) == "characters") == nova


# --- EB04-014 Kozuki Sukiyaki: "[Blocker] [Activate: Main] [Once Per Turn] Give up to 1 rested DON!! card to
# your {Land of Wano} type Leader."

def test_eb04_014_kozuki_sukiyaki(real_pool):
    # 10-1-4, 10-2-2, 10-2-13, 6-5-5 (giving DON!!), 1-3-5-1
    for wano in (True, False):
        st = turn_with_don(3)
        if wano:
            set_real_leader(st, real_pool, 0, "OP01-031")
        cost = cost_area(st, 0)
        st.table.cards[cost[0]].tapped = True
        suki = add(st, real_pool, "EB04-014", 0, "characters")
        assert "Blocker" in board.keywords(st, suki)
        st = act(st, "activate", uid=suki, ability=0)
        if wano:
            assert option_ids(st) == ["0", "1"]  # up to 1
        st = settle(st, 0, -1)
        got = board.attached(st, leader(st, 0))
        assert got == ([cost[0]] if wano else []), got
        assert refused_activation(st, suki, 0)
    # no rested DON!!: an active one is not given
    st = turn_with_don(3)
    set_real_leader(st, real_pool, 0, "OP01-031")
    suki = add(st, real_pool, "EB04-014", 0, "characters")
    st = act(st, "activate", uid=suki, ability=0)
    st = settle(st, 0, -1)
    assert board.attached(st, leader(st, 0)) == []


# --- OP10-095 Roronoa Zoro: "[On Play] You may rest 1 of your {Dressrosa} type Leader or Stage cards: K.O. up
# to 1 of your opponent's Characters with a cost of 4 or less. Then, trash 2 cards from the top of your deck."

def test_op10_095_roronoa_zoro(real_pool):
    # 10-2-6, 8-3-1-4, 1-3-5-1, 8-3-1-3
    st = turn_with_don(4)
    set_real_leader(st, real_pool, 0, "OP04-039")  # Rebecca, Dressrosa
    four = add(st, real_pool, "OP02-088", 1, "characters")  # Sphinx, cost 4
    five = add(st, real_pool, "OP02-053", 1, "characters")  # Crocodile, cost 5
    deck = len(st.table.zone(0, "deck"))
    st, _z = play(st, real_pool, "OP10-095")
    st = yes(st)
    if str(leader(st, 0)) in option_ids(st) and pending_kind(st) == "cost":
        st = choose(st, leader(st, 0))
    assert st.table.cards[leader(st, 0)].tapped
    ids = option_ids(st)
    assert str(four) in ids and str(five) not in ids and st.pending[0].min == 0
    st = choose(st, four)
    assert zone(st, four) == "trash" and len(st.table.zone(0, "deck")) == deck - 2 and not st.pending
    # a {Dressrosa} Stage pays it too; a non-Dressrosa Leader does not
    st = turn_with_don(4)
    stage = add(st, real_pool, "OP04-096", 0, "stage")
    st, _z = play(st, real_pool, "OP10-095")
    st = yes(st)
    if pending_kind(st) == "cost":
        assert str(leader(st, 0)) not in option_ids(st)
        st = choose(st, stage)
    assert st.table.cards[stage].tapped and not st.table.cards[leader(st, 0)].tapped
    st = settle(st, 0)
    # declined: no K.O., no trash
    st = turn_with_don(4)
    set_real_leader(st, real_pool, 0, "OP04-039")
    four = add(st, real_pool, "OP02-088", 1, "characters")
    deck = len(st.table.zone(0, "deck"))
    st, _z = play(st, real_pool, "OP10-095")
    st = choose(st, "no")
    assert not st.pending and zone(st, four) == "characters" and len(st.table.zone(0, "deck")) == deck
    # nothing to rest (a non-Dressrosa Leader, a non-Dressrosa Stage): no cost, nothing
    st = turn_with_don(4)
    add(st, real_pool, "OP09-080", 0, "stage")  # Thousand Sunny: {Straw Hat Crew}
    four = add(st, real_pool, "OP02-088", 1, "characters")
    deck = len(st.table.zone(0, "deck"))
    st, _z = play(st, real_pool, "OP10-095")
    assert not st.pending and len(st.table.zone(0, "deck")) == deck and zone(st, four) == "characters"


# --- OP17-118 Rocks.D.Xebec: "If you only have Characters without a Counter, this card in your hand has a +2000
# Counter. [On Play] Draw 1 card and play up to 2 {Rocks Pirates} type cards with different card names and a total
# cost of 9 or less from your hand."

def test_op17_118_rocks_d_xebec(real_pool):
    # 2-8-2 (text that works in the hand), 2-10 / 7-1-3-2-1 (Counter), 10-2-6, 2-1 (card names), 1-3-5-1
    for ally, counts in (("OP17-043", True), (VANILLA_1, False)):  # Ganzui (no Counter) / Sanji (1000)
        real_pool_ref[:] = [real_pool]
        st = turn_with_don(0, 0, n=4)
        add(st, real_pool, "OP17-045", 0, "characters")  # Kyo: no Counter
        add(st, real_pool, ally, 0, "characters")
        xeb = add(st, real_pool, "OP17-118", 0, "hand")
        st, _att = counter_step(st)
        ids = option_ids(st)
        if counts:
            assert f"c{xeb}" in ids
            st = choose(st, f"c{xeb}")
            if pending_kind(st) == "counter_target":
                st = choose(st, leader(st, 0))
            assert zone(st, xeb) == "trash" and board.power(st, leader(st, 0)) == 7000
        else:
            assert f"c{xeb}" not in ids
    st = turn_with_don(10)
    clear(st, 0, "hand")
    g = add(st, real_pool, "OP17-043", 0, "hand")  # Ganzui 5
    g2 = add(st, real_pool, "OP17-043", 0, "hand")  # Ganzui 5 (same name)
    john = add(st, real_pool, "OP17-044", 0, "hand")  # Captain John 4
    kyo = add(st, real_pool, "OP17-045", 0, "hand")  # Kyo 2
    plain = add(st, real_pool, VANILLA_1, 0, "hand")
    n = n_hand(st)
    st, _x = play(st, real_pool, "OP17-118")
    assert n_hand(st) == n + 1
    ids = option_ids(st)
    assert {str(g), str(john), str(kyo)} <= set(ids) and str(plain) not in ids
    assert st.pending[0].min == 0 and st.pending[0].max == 2
    from engine.core import Action, RulesError
    from engine.onepiece.game import ENGINE
    for bad in ((g, g2), (g, john, kyo)):  # the same name twice / three cards
        try:
            ENGINE.apply(st, Action("choose", 0, {"picks": [str(u) for u in bad]}))
            raise AssertionError(f"accepted {bad}")
        except RulesError:
            pass
    st = choose(st, g, john)  # 5 + 4 = 9
    st = settle(st, 0)
    assert zone(st, g) == "characters" and zone(st, john) == "characters" and zone(st, kyo) == "hand"
    assert rested_don(st, 0) == 10
    # 5 + 5 (another pair): over 9 is refused
    st = turn_with_don(10)
    clear(st, 0, "hand")
    g = add(st, real_pool, "OP17-043", 0, "hand")
    shiki = add(st, real_pool, "OP17-048", 0, "hand")  # Shiki 7
    st, _x = play(st, real_pool, "OP17-118")
    try:
        ENGINE.apply(st, Action("choose", 0, {"picks": [str(g), str(shiki)]}))
        raise AssertionError("accepted a total cost of 12")
    except RulesError:
        pass


# The same cost wording on other cards: "You may rest 1 of your {Dressrosa} type Leader or Stage cards: …"
# (OP10-043, OP10-044, OP10-048, OP10-056, OP10-081, OP16-043 share OP10-095's compiled cost).

@pytest.mark.parametrize("number", ["OP10-043", "OP10-044", "OP10-048", "OP10-056", "OP10-081"])
def test_rest_a_dressrosa_leader_or_stage_cost(real_pool, number):
    # 8-3-1-4 (the optional cost is offered only when it can be paid), 2-4-3 (the type goes with both nouns)
    st = turn_with_don(10)
    stage = add(st, real_pool, "OP04-096", 0, "stage")  # Corrida Coliseum: {Dressrosa}
    add(st, real_pool, "OP04-087", 0, "characters")  # Law, {Dressrosa}, cost 5 (OP10-056's 2nd cost)
    st, _c = play(st, real_pool, number)
    assert pending_kind(st) in ("may", "pay")
    st = choose(st, "yes")
    if pending_kind(st) == "cost" and str(stage) in option_ids(st):
        assert str(leader(st, 0)) not in option_ids(st)  # the fixture Leader is no {Dressrosa}
        st = choose(st, stage)
    assert st.table.cards[stage].tapped and not st.table.cards[leader(st, 0)].tapped
    st = turn_with_don(10)
    add(st, real_pool, "OP09-080", 0, "stage")  # Thousand Sunny: not {Dressrosa}
    add(st, real_pool, "OP04-087", 0, "characters")
    st, _c = play(st, real_pool, number)
    assert pending_kind(st) not in ("may", "pay")  # 8-3-1-3: it cannot be paid


def test_rest_own_options_reads_alternatives():
    """A "rest 1 of your A or B" cost whose filter names its card types only in ``any_of`` looks in the zones of
    those types (8-3-1: the Leader and Stage can pay it)."""
    from engine.onepiece.payable import rest_own_options
    st = turn_with_don(0)
    cost = {"kind": "rest_own", "n": 1, "filter": {"side": "own", "zone": "field",
                                                   "any_of": [{"types": ["Leader"]}, {"types": ["Stage"]}]}}
    assert rest_own_options(st, 0, cost, -1) == [leader(st, 0)]


def test_op16_043_rest_a_dressrosa_stage_on_ko(real_pool):
    # 10-2-1-3 [On K.O.], 8-3-1-4: the same cost on an [On K.O.] (paid on the opponent's turn)
    from .helpers import battle_ko
    st = turn_with_don(0, 0, n=4)
    stage = add(st, real_pool, "OP04-096", 0, "stage")
    card = add(st, real_pool, "OP16-043", 0, "characters")
    st = battle_ko(st, real_pool, card)
    assert zone(st, card) == "trash"
    assert pending_kind(st) in ("may", "pay") and st.pending[0].player == 0
    st = choose(st, "yes")
    st = settle(st, 0, 0)
    assert st.table.cards[stage].tapped
