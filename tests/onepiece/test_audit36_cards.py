"""Audit of ONE PIECE cards the compiler calls automated (session 36): a fixed-seed sample of 30 automated cards
with ability text, each played with its real card text, every clause checked.

HEADER PLACEHOLDER
"""

from __future__ import annotations

import random

from engine.core.cards import CardPool
from engine.onepiece import board
from engine.onepiece.cards.compiler import compile_card
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
    turn_with_don,
)
from .helpers import add_top as add
from .helpers import play_real as play
from .test_audit34_cards import (
    automated_numbers,
    can_attack,
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
from .test_audit35_cards import draw_sample as fourth_sample
from .test_audit35t_cards import draw_sample as fifth_sample

pytestmark = needs_npm

NEWEST = ("OP15", "OP16", "OP17")
SEED = 2049


def earlier_samples(pool: CardPool) -> set[str]:
    """Every card of the five earlier audit samples (sessions 34 and 35)."""
    done: set[str] = set()
    for draw in (first_sample, second_sample, third_sample, fourth_sample, fifth_sample):
        done |= set(draw(pool))
    return done


def draw_sample(pool: CardPool, seed: int = SEED) -> list[str]:
    """The audited sample: 20 automated cards of the newest sets, then 10 of the others, drawn with
    ``random.Random(seed)`` from the sorted numbers of automated cards with ability text (as
    ``cards coverage onepiece`` counts them: effect or [Trigger] text, ``compile_card(...).automated``),
    leaving out the five earlier audit samples."""
    done = earlier_samples(pool)
    auto = [n for n in automated_numbers(pool) if n not in done]
    new = [n for n in auto if n.split("-")[0] in NEWEST]
    old = [n for n in auto if n.split("-")[0] not in NEWEST]
    rng = random.Random(seed)
    return rng.sample(new, 20) + rng.sample(old, 10)


SAMPLE = [
    "OP16-078",
    "OP15-098",
    "OP15-041",
    "OP17-016",
    "OP16-096",
    "OP17-111",
    "OP16-041",
    "OP16-094",
    "OP16-048",
    "OP17-108",
    "OP16-102",
    "OP15-004",
    "OP15-046",
    "OP16-019",
    "OP16-087",
    "OP16-081",
    "OP17-036",
    "OP16-106",
    "OP17-072",
    "OP17-013",
    "P-008",
    "OP05-098",
    "OP14-077",
    "OP05-055",
    "ST03-003",
    "OP10-108",
    "EB02-055",
    "OP08-026",
    "ST34-005",
    "EB03-051",
]


def test_the_sample_draw(real_pool):
    sample = draw_sample(real_pool)
    assert sample == SAMPLE
    assert not set(sample) & earlier_samples(real_pool)
    assert sum(n.split("-")[0] in NEWEST for n in sample) == 20
    assert all(compile_card(real_pool.get(n).data).automated for n in sample)


NAVY_4 = "EB02-034"  # Komei: cost 4, {Navy}, no text
NAVY_1 = "OP02-097"  # Komille: cost 1, {Navy}, no text
SKY_7000 = "OP05-108"  # Nola: 7000, {Sky Island}, no text
SKY_6000 = "OP12-103"  # Seto: 6000, {Sky Island}, no text
SKY_5000 = "OP05-110"  # Holly: 5000, {Sky Island}, no text
IMPEL_1 = "OP02-084"  # Blugori: cost 1, {Impel Down}, no text
IMPEL_LEADER = "OP02-049"  # Emporio.Ivankov, {Impel Down}
PRISONER = "OP16-042"  # Prisoner of Impel Down: cost 6, 6000, {Impel Down}
WANO_LEADER = "OP16-079"  # Yamato, {Land of Wano}
WANO_1 = "OP01-036"  # Otsuru: cost 1, {Land of Wano}, no text
VANILLA_4000 = "OP01-012"  # Sai: cost 2, 4000
VANILLA_5000 = "OP01-023"  # Marco: cost 3, 5000
VANILLA_C1 = "OP01-010"  # Komachiyo: cost 1, 3000
VANILLA_C4 = "OP01-045"  # Jean Bart: cost 4, 6000
VANILLA_C5 = "EB01-018"  # Mountain God: cost 5, 7000
VANILLA_C6 = "OP02-007"  # Thatch: cost 6, 8000, {Whitebeard Pirates}
TRIGGER_VANILLA = "OP01-009"  # Carrot: a [Trigger], no effect text
BLOCKER = "OP01-038"  # a [Blocker] (checked below)


def power_mod(st: OPState, uid: int, amount: int) -> None:
    """Give ``uid`` ``amount`` power for this turn (set-up only)."""
    from engine.core.effects import Modifier
    st.modifiers.append(Modifier(uid, "power", amount, duration="this_turn", player=0, turn=st.turn, source=uid))


def trashed(st: OPState, uid: int) -> bool:
    return st.table.cards[uid].zone == "trash"


# --- OP16-078 Marineford (Stage): "[On Play] Look at 5 cards from the top of your deck; reveal up to 1 {Navy} type
# card and add it to your hand. Then, place the rest at the bottom of your deck in any order. [Activate: Main] DON!!
# -1, You may rest this Stage: Draw 1 card and trash 1 card from your hand."


def test_op16_078_marineford(real_pool):
    # 10-2-1 [On Play], 1-3-5-1 (up to), 11-2-1 (reveal), 10-2-3 [Activate: Main], 10-2-10 (DON!! −1), 8-3-1-3
    st = turn_with_don(10)
    clear(st, 0, "deck")
    sixth = add(st, real_pool, NAVY_1, 0, "deck")
    rest = [add(st, real_pool, VANILLA_1, 0, "deck") for _ in range(4)]
    navy = add(st, real_pool, NAVY_4, 0, "deck")
    st, mf = play(st, real_pool, "OP16-078")
    assert zone(st, mf) == "stage"
    ids = option_ids(st)
    assert str(navy) in ids and str(sixth) not in ids and not {str(r) for r in rest} & set(ids)
    assert st.pending[0].min == 0
    st = choose(st, navy)
    st = settle(st, 0)
    assert zone(st, navy) == "hand"
    deck = st.table.zone(0, "deck")
    assert deck[0] == sixth and set(deck[-4:]) == set(rest)
    # [Activate: Main]: DON!! −1 and rest it; draw 1, then trash 1 from the hand
    st = turn_with_don(3)
    keep = hand(st, real_pool, 0, 1)[0]
    top = st.table.zone(0, "deck")[0]
    mf = add(st, real_pool, "OP16-078", 0, "stage")
    st = act(st, "activate", uid=mf, ability=1)
    while pending_kind(st) == "don_return":
        st = choose(st, option_ids(st)[-1])
    assert st.table.cards[mf].tapped and len(cost_area(st, 0)) == 2
    assert zone(st, top) == "hand" and st.pending[0].player == 0
    assert set(option_ids(st)) == {str(keep), str(top)} and st.pending[0].min == 1
    st = choose(st, keep)
    assert trashed(st, keep) and zone(st, top) == "hand" and not st.pending
    assert refused_activation(st, mf, 1)  # rested: the cost cannot be paid again (8-3-1-3)
    # no DON!! on the field: DON!! −1 cannot be paid (8-3-1-3)
    st = turn_with_don(0)
    mf = add(st, real_pool, "OP16-078", 0, "stage")
    assert refused_activation(st, mf, 1) and not st.table.cards[mf].tapped


# --- OP15-098 Monkey.D.Luffy (Leader): "If your {Sky Island} type Character with 6000 base power or more would be
# removed from the field by your opponent, you may add 1 card from the top of your Life cards to your hand instead."


def test_op15_098_monkey_d_luffy(real_pool):
    # 8-1-3-3 (replacement, "instead"), 8-3-1-4 (may), 4-9 (base power)
    # the opponent's effect K.O.: saved by the top Life card
    st = turn_with_don(0, 0, n=4)
    set_real_leader(st, real_pool, 0, "OP15-098")
    lives = life_of(st, 0, 2)
    sky = add(st, real_pool, SKY_6000, 0, "characters")
    st = ko_it(st, real_pool, sky, 1)
    assert st.pending[0].player == 0
    st = yes(st)
    st = settle(st)
    assert zone(st, sky) == "characters" and zone(st, lives[0]) == "hand" and st.table.zone(0, "life") == lives[1:]
    # declined: K.O.'d, the Life kept
    st = turn_with_don(0, 0, n=4)
    set_real_leader(st, real_pool, 0, "OP15-098")
    lives = life_of(st, 0, 2)
    sky = add(st, real_pool, SKY_7000, 0, "characters")
    st = ko_it(st, real_pool, sky, 1)
    st = choose(st, "no", player=0)
    st = settle(st)
    assert trashed(st, sky) and st.table.zone(0, "life") == lives
    # the opponent's battle K.O. is a removal by the opponent too (7-1-4-2)
    st = turn_with_don(0, 0, n=4)
    set_real_leader(st, real_pool, 0, "OP15-098")
    lives = life_of(st, 0, 2)
    sky = add(st, real_pool, SKY_7000, 0, "characters")
    st = battle_ko(st, real_pool, sky)
    assert st.pending and st.pending[0].player == 0
    st = yes(st)
    st = settle(st)
    assert zone(st, sky) == "characters" and zone(st, lives[0]) == "hand"
    # 5000 base power (raised to 7000): not covered; a 6000 base power lowered to 4000: covered
    for number, mod, covered in ((SKY_5000, 2000, False), (SKY_6000, -2000, True)):
        st = turn_with_don(0, 0, n=4)
        set_real_leader(st, real_pool, 0, "OP15-098")
        lives = life_of(st, 0, 2)
        ch = add(st, real_pool, number, 0, "characters")
        power_mod(st, ch, mod)
        st = ko_it(st, real_pool, ch, 1)
        if covered:
            assert st.pending and st.pending[0].player == 0
            st = yes(st)
        st = settle(st)
        assert zone(st, ch) == ("characters" if covered else "trash")
    # not {Sky Island}: not covered
    st = turn_with_don(0, 0, n=4)
    set_real_leader(st, real_pool, 0, "OP15-098")
    life_of(st, 0, 2)
    ch = add(st, real_pool, VANILLA_C5, 0, "characters")
    st = ko_it(st, real_pool, ch, 1)
    assert not st.pending or st.pending[0].player != 0
    st = settle(st)
    assert trashed(st, ch)
    # no Life card: nothing can be added, nothing asked (8-1-3-3-2)
    st = turn_with_don(0, 0, n=4)
    set_real_leader(st, real_pool, 0, "OP15-098")
    life_of(st, 0, 0)
    sky = add(st, real_pool, SKY_7000, 0, "characters")
    st = ko_it(st, real_pool, sky, 1)
    assert not st.pending or st.pending[0].player != 0
    st = settle(st)
    assert trashed(st, sky)
    # by your own effect: not covered (ST03-015: "Return up to 1 Character with a cost of 7 or less to the
    # owner's hand", played by P1)
    st = turn_with_don(10)
    set_real_leader(st, real_pool, 0, "OP15-098")
    life_of(st, 0, 2)
    sky = add(st, real_pool, SKY_7000, 0, "characters")
    st, _ev = play(st, real_pool, "ST03-015")
    st = choose(st, sky)
    assert not st.pending
    assert zone(st, sky) == "hand" and len(st.table.zone(0, "life")) == 2


# --- OP15-041 Orlumbus: "[On K.O.] Draw 1 card. [Activate: Main] [Once Per Turn] You may place 1 of your Characters
# at the bottom of the owner's deck: This Character gains [Rush] during this turn."


def test_op15_041_orlumbus(real_pool):
    # 10-2-17 [On K.O.], 10-2-3, 10-2-13 [Once Per Turn], 8-3-1-4, 10-1-1 [Rush]
    st = turn_with_don(0, 0, n=4)
    o = add(st, real_pool, "OP15-041", 0, "characters")
    n = n_hand(st)
    st = battle_ko(st, real_pool, o)
    assert trashed(st, o) and n_hand(st) == n + 1
    st = turn_with_don(10)
    st, o = play(st, real_pool, "OP15-041")
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    theirs = add(st, real_pool, VANILLA_1, 1, "characters")
    foe = leader(st, 1)
    assert not can_attack(st, o, foe)  # played this turn, no [Rush] yet (3-7-6? 6-5-6-1)
    st = act(st, "activate", uid=o, ability=1)
    if pending_kind(st) in ("pay", "may"):
        st = yes(st)
    ids = option_ids(st)
    assert str(other) in ids and str(theirs) not in ids
    st = choose(st, other)
    assert st.table.zone(0, "deck")[-1] == other
    assert "Rush" in board.keywords(st, o) and can_attack(st, o, foe)
    assert refused_activation(st, o, 1)  # once per turn
    st = end_turn(st)
    st = end_turn(st)
    assert "Rush" not in board.keywords(st, o)


# --- OP17-016 Rakuyo: "[On Play] K.O. up to 2 of your opponent's Characters with 2000 base power or less."


def test_op17_016_rakuyo(real_pool):
    # 10-2-1, 1-3-5-1, 4-9 (base power)
    st = turn_with_don(10)
    two_a = add(st, real_pool, "OP17-016", 1, "characters")  # 2000 base power
    two_b = add(st, real_pool, "OP16-102", 1, "characters")  # 2000 base power
    lowered = add(st, real_pool, VANILLA_4000, 1, "characters")
    power_mod(st, lowered, -3000)  # 1000 power, 4000 base power
    raised = add(st, real_pool, "OP17-016", 1, "characters")
    power_mod(st, raised, 5000)  # 7000 power, 2000 base power
    mine = add(st, real_pool, "OP16-102", 0, "characters")
    st, _r = play(st, real_pool, "OP17-016")
    ids = option_ids(st)
    assert {str(two_a), str(two_b), str(raised)} <= set(ids) and not {str(lowered), str(mine)} & set(ids)
    assert st.pending[0].min == 0 and st.pending[0].max == 2
    st = choose(st, two_a, raised)
    st = settle(st, 0)
    assert trashed(st, two_a) and trashed(st, raised) and zone(st, two_b) == "characters"


# --- OP16-096 Yamato: "[Unblockable] [On K.O.] Play up to 1 [Yamato] with a cost of 6 or less from your trash."


def test_op16_096_yamato(real_pool):
    # 10-1-? [Unblockable], 10-2-17 [On K.O.], 2-1-2 ([X] = name), 1-3-5-1
    st = turn_with_don(10)
    y = add(st, real_pool, "OP16-096", 0, "characters")
    blocker = add(st, real_pool, "OP17-108", 1, "characters")  # Charlotte Brulee: [Blocker]
    assert "Blocker" in board.keywords(st, blocker)
    st = act(st, "attack", attacker=y, target=leader(st, 1))
    assert pending_kind(st) != "block"
    st = turn_with_don(0, 0, n=4)
    clear(st, 0, "trash")
    y6 = add(st, real_pool, "OP16-098", 0, "trash")  # Yamato cost 6
    y8 = add(st, real_pool, "OP16-097", 0, "trash")  # Yamato cost 8
    other = add(st, real_pool, VANILLA_1, 0, "trash")
    foe_y = add(st, real_pool, "OP16-098", 1, "trash")
    y = add(st, real_pool, "OP16-096", 0, "characters")
    st = battle_ko(st, real_pool, y)
    ids = option_ids(st)
    assert st.pending[0].player == 0 and str(y6) in ids and st.pending[0].min == 0
    assert not {str(y8), str(other), str(foe_y), str(y)} & set(ids)
    st = choose(st, y6, player=0)
    st = settle(st, 0)
    assert zone(st, y6) == "characters" and trashed(st, y)


# --- OP17-111 Charlotte Mont-d'or: "[On Play] You may reveal 2 cards with a [Trigger] from your hand: K.O. up to 2 of
# your opponent's Characters with a cost of 1 or less. [Trigger] Play this card."


def test_op17_111_charlotte_mont_dor(real_pool):
    # 10-2-1, 8-3-1-4, 11-2-1 (reveal: the cards stay in the hand), 1-3-5-1, 10-1-5
    st = turn_with_don(10)
    clear(st, 0, "hand")
    trig = [add(st, real_pool, TRIGGER_VANILLA, 0, "hand") for _ in range(2)]
    plain = add(st, real_pool, VANILLA_1, 0, "hand")
    c1a = add(st, real_pool, VANILLA_C1, 1, "characters")
    c1b = add(st, real_pool, NAVY_1, 1, "characters")
    c2 = add(st, real_pool, VANILLA_4000, 1, "characters")
    st, _m = play(st, real_pool, "OP17-111")
    st = yes(st)
    if st.pending and str(trig[0]) in option_ids(st):
        assert str(plain) not in option_ids(st)
        st = choose(st, *trig)
    ids = option_ids(st)
    assert {str(c1a), str(c1b)} <= set(ids) and str(c2) not in ids and st.pending[0].max == 2
    st = choose(st, c1a, c1b)
    st = settle(st, 0)
    assert trashed(st, c1a) and trashed(st, c1b) and zone(st, c2) == "characters"
    assert all(zone(st, t) == "hand" for t in trig)
    # 1 [Trigger] card in hand: the cost cannot be paid (8-3-1-3), nothing K.O.'d
    st = turn_with_don(10)
    clear(st, 0, "hand")
    add(st, real_pool, TRIGGER_VANILLA, 0, "hand")
    add(st, real_pool, VANILLA_1, 0, "hand")
    c1a = add(st, real_pool, VANILLA_C1, 1, "characters")
    st, _m = play(st, real_pool, "OP17-111")
    assert not st.pending and zone(st, c1a) == "characters"
    # declined
    st = turn_with_don(10)
    clear(st, 0, "hand")
    [add(st, real_pool, TRIGGER_VANILLA, 0, "hand") for _ in range(2)]
    c1a = add(st, real_pool, VANILLA_C1, 1, "characters")
    st, _m = play(st, real_pool, "OP17-111")
    st = choose(st, "no")
    assert not st.pending and zone(st, c1a) == "characters"
    # [Trigger]: played
    st = turn_with_don(0, 0, n=4)
    st, m = life_trigger(st, real_pool, "OP17-111")
    st = settle(st, 0)
    assert zone(st, m) == "characters"


# --- OP16-041 Buggy (Leader): "[DON!! x1] [Once Per Turn] This effect can be activated when your {Impel Down} type
# Character card is removed from the field. Play up to 1 [Prisoner of Impel Down] card from your hand."


def buggy_board(st: OPState, pool: CardPool, don: int = 1) -> tuple[int, int, int]:
    """P1's Leader is Buggy with ``don`` DON!! given; a {Impel Down} Character and a [Prisoner of Impel Down] in the
    hand. Returns (Leader, the Character, the Prisoner)."""
    me = set_real_leader(st, pool, 0, "OP16-041")
    attach(st, me, don)
    imp = add(st, pool, IMPEL_1, 0, "characters")
    clear(st, 0, "hand")
    pr = add(st, pool, PRISONER, 0, "hand")
    add(st, pool, VANILLA_1, 0, "hand")
    return me, imp, pr


def test_op16_041_buggy_leader(real_pool):
    # 10-2-11 [DON!! x1], 10-2-13 [Once Per Turn], 8-1-3-1 (auto), 1-3-5-1, 2-1-2 ([X] = name)
    # K.O.'d in battle (the opponent's turn; the given DON!! stays until P1's Refresh Phase, 6-2-3)
    st = turn_with_don(0, 0, n=4)
    _me, imp, pr = buggy_board(st, real_pool)
    st = battle_ko(st, real_pool, imp)
    assert trashed(st, imp) and st.pending and st.pending[0].player == 0
    ids = option_ids(st)
    assert str(pr) in ids and st.pending[0].min == 0
    assert all(str(u) == str(pr) for u in ids if u.isdigit())  # only [Prisoner of Impel Down] cards
    st = choose(st, pr, player=0)
    st = settle(st, 0)
    assert zone(st, pr) == "characters"
    # removed by the opponent's effect (K.O.), then a second removal in the same turn: once per turn
    st = turn_with_don(0, 0, n=4)
    _me, imp, pr = buggy_board(st, real_pool)
    imp2 = add(st, real_pool, IMPEL_1, 0, "characters")
    add(st, real_pool, PRISONER, 0, "hand")
    st = ko_it(st, real_pool, imp, 1)
    assert st.pending and st.pending[0].player == 0
    st = choose(st, pr, player=0)
    st = settle(st, 0)
    assert zone(st, pr) == "characters"
    st = battle_ko(st, real_pool, imp2)
    assert trashed(st, imp2) and not (st.pending and st.pending[0].player == 0)
    # returned to the hand by P1's own effect (ST03-015): removed from the field too
    st = turn_with_don(10)
    _me, imp, pr = buggy_board(st, real_pool)
    st, _ev = play(st, real_pool, "ST03-015")
    st = choose(st, imp)
    assert zone(st, imp) == "hand" and st.pending and str(pr) in option_ids(st)
    st = choose(st, pr)
    assert zone(st, pr) == "characters"
    # no DON!! given: nothing
    st = turn_with_don(0, 0, n=4)
    _me, imp, pr = buggy_board(st, real_pool, don=0)
    st = battle_ko(st, real_pool, imp)
    assert not (st.pending and st.pending[0].player == 0) and zone(st, pr) == "hand"
    # not {Impel Down}: nothing
    st = turn_with_don(0, 0, n=4)
    _me, _imp, pr = buggy_board(st, real_pool)
    other = add(st, real_pool, VANILLA_C1, 0, "characters")
    st = battle_ko(st, real_pool, other)
    assert not (st.pending and st.pending[0].player == 0) and zone(st, pr) == "hand"


def test_op16_041_buggy_leader_five_character_rule(real_pool):
    # 3-7-6-1: playing a 6th Character trashes one of the five: the {Impel Down} one leaves the field
    st = turn_with_don(10)
    _me, imp, pr = buggy_board(st, real_pool)
    for _ in range(4):
        add(st, real_pool, VANILLA_1, 0, "characters")
    new = add(st, real_pool, VANILLA_C1, 0, "hand")
    st = act(st, "play", uid=new)
    assert str(imp) in option_ids(st)
    st = choose(st, imp)
    assert trashed(st, imp) and zone(st, new) == "characters"
    assert st.pending and str(pr) in option_ids(st)
    st = choose(st, pr)
    assert zone(st, pr) == "characters"


# --- OP16-094 Portgas.D.Ace: "[On K.O.] Your opponent trashes 2 cards from their hand. [Activate: Main] [Once Per
# Turn] Give up to 1 rested DON!! card to 1 of your {Land of Wano} type Leader or Character cards."


def test_op16_094_portgas_d_ace(real_pool):
    # 10-2-17 [On K.O.], 8-? (the opponent chooses their own cards), 10-2-3, 10-2-13, 6-5-5 (give DON!!), 1-3-5-1
    st = turn_with_don(0, 0, n=4)
    theirs = hand(st, real_pool, 1, 3)
    ace = add(st, real_pool, "OP16-094", 0, "characters")
    st = battle_ko(st, real_pool, ace)
    assert st.pending and st.pending[0].player == 1 and set(option_ids(st)) >= {str(u) for u in theirs}
    st = choose(st, theirs[0], theirs[2], player=1)
    st = settle(st)
    assert trashed(st, theirs[0]) and trashed(st, theirs[2]) and zone(st, theirs[1]) == "hand"
    # [Activate: Main]: a rested DON!! to a {Land of Wano} Leader or Character
    st = turn_with_don(3)
    me = set_real_leader(st, real_pool, 0, WANO_LEADER)
    wano = add(st, real_pool, WANO_1, 0, "characters")
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    foe = add(st, real_pool, WANO_1, 1, "characters")
    don = cost_area(st, 0)
    st.table.cards[don[0]].tapped = True
    ace = add(st, real_pool, "OP16-094", 0, "characters")
    st = act(st, "activate", uid=ace, ability=1)
    assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1"]  # up to 1 rested DON!!
    st = choose(st, "1")
    ids = option_ids(st)
    assert {str(me), str(wano), str(ace)} <= set(ids) and not {str(other), str(foe)} & set(ids)
    st = choose(st, wano)
    st = settle(st, 0)
    assert board.power(st, wano) == 4000
    assert zone(st, don[0]) != "cost_area" and len(cost_area(st, 0)) == 2 and rested_don(st, 0) == 0
    assert refused_activation(st, ace, 1)  # once per turn
    # no rested DON!!: an active one is not given
    st = turn_with_don(3)
    wano = add(st, real_pool, WANO_1, 0, "characters")
    ace = add(st, real_pool, "OP16-094", 0, "characters")
    try:
        st = act(st, "activate", uid=ace, ability=1)
        st = settle(st, 0)
    except Exception:  # refused: nothing can be done
        pass
    assert board.power(st, wano) == 3000 and len(cost_area(st, 0)) == 3


# --- OP16-048 Buggy: "[On Play] If your Leader has the {Impel Down} type, draw 1 card and play up to 1 [Prisoner of
# Impel Down] card from your hand. [Once Per Turn] This effect can be activated when your opponent attacks. Up to 1 of
# your [Prisoner of Impel Down] cards gains [Blocker] during this turn."


def test_op16_048_buggy(real_pool):
    # 10-2-1, 8-3-2, 1-3-5-1, 10-2-13, 7-1-1 (attack declared), 10-1-3 [Blocker]
    st = turn_with_don(10)
    set_real_leader(st, real_pool, 0, IMPEL_LEADER)
    clear(st, 0, "hand")
    top = add(st, real_pool, PRISONER, 0, "deck")  # drawn, then it can be played
    st, _b = play(st, real_pool, "OP16-048")
    assert zone(st, top) == "hand" and str(top) in option_ids(st) and st.pending[0].min == 0
    st = choose(st, top)
    assert zone(st, top) == "characters"
    st = turn_with_don(10)
    clear(st, 0, "hand")
    top = add(st, real_pool, PRISONER, 0, "deck")
    st, _b = play(st, real_pool, "OP16-048")
    st = settle(st, 0)
    assert zone(st, top) == "deck" and not st.pending  # another Leader: no draw, no play
    # the opponent attacks: a Prisoner gains [Blocker] for the turn
    st = turn_with_don(0, 0, n=4)
    pr = add(st, real_pool, PRISONER, 0, "characters")
    other = add(st, real_pool, IMPEL_1, 0, "characters")
    add(st, real_pool, "OP16-048", 0, "characters")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    att2 = add(st, real_pool, VANILLA_8, 1, "characters")
    assert "Blocker" not in board.keywords(st, pr)
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    assert st.pending[0].player == 0 and str(pr) in option_ids(st) and str(other) not in option_ids(st)
    st = choose(st, pr)
    assert "Blocker" in board.keywords(st, pr) and "Blocker" not in board.keywords(st, other)
    assert pending_kind(st) == "block" and str(pr) in option_ids(st)
    st = settle(st)
    # a second attack in the same turn: not asked again (once per turn)
    st = act(st, "attack", attacker=att2, target=leader(st, 0))
    assert pending_kind(st) in ("block", "counter", None)
    st = settle(st)
    st = end_turn(st)
    assert "Blocker" not in board.keywords(st, pr)


# --- OP17-108 Charlotte Brulee: "[Blocker] [Trigger] Rest up to 1 of your opponent's Characters with a cost of 6 or
# less."


def test_op17_108_charlotte_brulee(real_pool):
    # 10-1-3 [Blocker], 10-1-5 [Trigger], 1-3-5-1
    st = turn_with_don(10)
    b = add(st, real_pool, "OP17-108", 0, "characters")
    assert "Blocker" in board.keywords(st, b)
    st = turn_with_don(0, 0, n=4)
    six = add(st, real_pool, VANILLA_C6, 1, "characters")
    seven = add(st, real_pool, "OP05-108", 1, "characters")  # cost 5 … (checked below)
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    st, _b = life_trigger(st, real_pool, "OP17-108")
    ids = option_ids(st)
    assert str(six) in ids and str(mine) not in ids and st.pending[0].min == 0
    assert all(board.cost(st, int(u)) <= 6 for u in ids if u.isdigit())
    st = choose(st, six)
    assert st.table.cards[six].tapped and not st.table.cards[seven].tapped
    st = settle(st)
    st = turn_with_don(0, 0, n=4)
    eight = add(st, real_pool, "OP04-112", 1, "characters")  # Yamato, cost 9
    st, _b = life_trigger(st, real_pool, "OP17-108")
    assert not st.pending or str(eight) not in option_ids(st)


# --- OP16-102 Avalo Pizarro: "[On K.O.] Draw 1 card, then play up to 1 [Fullalead] from your hand or trash.
# [Trigger] Activate this card's [On K.O.] effect."


def test_op16_102_avalo_pizarro(real_pool):
    # 10-2-17, 1-3-5-1, 2-1-2, 3-8 (a Stage is played to the Stage area), 10-1-5
    for where in ("hand", "trash"):
        st = turn_with_don(0, 0, n=4)
        clear(st, 0, "hand")
        clear(st, 0, "trash")
        full = add(st, real_pool, "OP09-099", 0, where)
        full2 = add(st, real_pool, "OP17-057", 0, "trash" if where == "hand" else "hand")
        foe_full = add(st, real_pool, "OP09-099", 1, "trash")
        top = st.table.zone(0, "deck")[0]
        av = add(st, real_pool, "OP16-102", 0, "characters")
        st = battle_ko(st, real_pool, av)
        assert zone(st, top) == "hand"
        ids = option_ids(st)
        assert {str(full), str(full2)} <= set(ids) and str(foe_full) not in ids and st.pending[0].min == 0
        st = choose(st, full, player=0)
        st = settle(st, 0)
        assert zone(st, full) == "stage"
    # [Trigger]: the same
    st = turn_with_don(0, 0, n=4)
    clear(st, 0, "hand")
    full = add(st, real_pool, "OP17-057", 0, "hand")
    n = n_hand(st)
    st, _a = life_trigger(st, real_pool, "OP16-102")
    assert n_hand(st) == n + 1 and str(full) in option_ids(st)
    st = choose(st, full, player=0)
    st = settle(st, 0)
    assert zone(st, full) == "stage"


# --- OP15-004 Sea Cat: "[On Play] If your Leader has 0 power or less, give up to 1 of your opponent's Characters -3000
# power during this turn."


def test_op15_004_sea_cat(real_pool):
    # 10-2-1, 8-3-2, 1-3-7 (power may be negative), 1-3-5-1, 8-1-3-1 (during this turn)
    for drop, fires in ((-5000, True), (-6000, True), (-4000, False)):
        st = turn_with_don(10)
        me = leader(st, 0)
        power_mod(st, me, drop)
        foe = add(st, real_pool, VANILLA_C5, 1, "characters")
        mine = add(st, real_pool, VANILLA_1, 0, "characters")
        st, _s = play(st, real_pool, "OP15-004")
        if fires:
            ids = option_ids(st)
            assert str(foe) in ids and str(mine) not in ids and st.pending[0].min == 0
            st = choose(st, foe)
            assert board.power(st, foe) == 4000
            st = end_turn(st)
            assert board.power(st, foe) == 7000
        else:
            assert not st.pending and board.power(st, foe) == 7000


# --- OP15-046 Sabo: "[Blocker] [On Play] If your Leader has the {Dressrosa} type, activate up to 1 {Dressrosa} type
# Event from your hand."


def test_op15_046_sabo(real_pool):
    # 10-1-3, 10-2-1, 8-3-2, 1-3-5-1; the Event is activated, not played: no cost paid (6-5-3)
    st = turn_with_don(10)
    set_real_leader(st, real_pool, 0, "OP10-042")  # Usopp, {Dressrosa}
    clear(st, 0, "hand")
    rhino = add(st, real_pool, "OP10-097", 0, "hand")  # [Main] Up to 1 of your {Dressrosa} Characters +2000
    other_ev = add(st, real_pool, "ST04-015", 0, "hand")  # not {Dressrosa}
    st, s = play(st, real_pool, "OP15-046")
    assert "Blocker" in board.keywords(st, s)
    ids = option_ids(st)
    assert str(rhino) in ids and str(other_ev) not in ids and st.pending[0].min == 0
    st = choose(st, rhino)
    assert str(s) in option_ids(st)
    st = choose(st, s)
    st = settle(st, 0)
    assert board.power(st, s) == 11000 and trashed(st, rhino) and rested_don(st, 0) == 7
    # another Leader: nothing
    st = turn_with_don(10)
    clear(st, 0, "hand")
    rhino = add(st, real_pool, "OP10-097", 0, "hand")
    st, s = play(st, real_pool, "OP15-046")
    assert not st.pending and zone(st, rhino) == "hand"


# --- OP16-019 Let's Show 'Em What We're Made Of!!: "[Main] Play up to 2 Character cards with a type including
# "Whitebeard Pirates" and 8000 power from your hand. [Trigger] Your Leader gains +1000 power during this turn."


def test_op16_019_lets_show_em(real_pool):
    # 10-2-? [Main], 1-3-5-1, 2-? (a type including "X"), 10-1-5
    st = turn_with_don(10)
    clear(st, 0, "hand")
    wb = add(st, real_pool, "OP02-007", 0, "hand")  # Thatch 8000 {Whitebeard Pirates}
    ally = add(st, real_pool, "OP16-016", 0, "hand")  # Ramba 8000 {Whitebeard Pirates Allies}
    third = add(st, real_pool, "OP17-006", 0, "hand")  # Kingdew 8000 {Whitebeard Pirates}
    small = add(st, real_pool, "OP01-023", 0, "hand")  # Marco 5000 {Former Whitebeard Pirates}? (type including)
    big = add(st, real_pool, VANILLA_8, 0, "hand")
    st, ev = play(st, real_pool, "OP16-019")
    ids = option_ids(st)
    assert {str(wb), str(ally), str(third)} <= set(ids) and not {str(small), str(big)} & set(ids)
    assert st.pending[0].max == 2 and st.pending[0].min == 0
    st = choose(st, wb, ally)
    st = settle(st, 0)
    assert zone(st, wb) == "characters" and zone(st, ally) == "characters" and zone(st, third) == "hand"
    assert rested_don(st, 0) == 9  # played by the effect: no cost paid
    # [Trigger]
    st = turn_with_don(0, 0, n=4)
    me = leader(st, 0)
    st, _e = life_trigger(st, real_pool, "OP16-019")
    assert board.power(st, me) == 6000
    st = settle(st)
    st = end_turn(st)
    assert board.power(st, me) == 5000
