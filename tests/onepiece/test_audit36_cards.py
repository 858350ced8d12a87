"""Audit of ONE PIECE cards the compiler calls automated (session 36): a fixed-seed sample of 30 automated cards
with ability text, each played with its real card text, every clause checked; then an extension of 20 more cards of
the same draw, tallied separately.

Sample (``draw_sample``; seed 2049; the cards of test_audit34_cards.py, test_audit34b_cards.py,
test_audit34c_cards.py, test_audit35_cards.py and test_audit35t_cards.py left out; 20 from the three newest booster
sets OP15, OP16, OP17 (as test_audit34_cards draws them) and 10 from every other set):
OP16-078 Marineford, OP15-098 Monkey.D.Luffy (Leader), OP15-041 Orlumbus, OP17-016 Rakuyo, OP16-096 Yamato,
OP17-111 Charlotte Mont-d'or, OP16-041 Buggy (Leader), OP16-094 Portgas.D.Ace, OP16-048 Buggy, OP17-108 Charlotte
Brulee, OP16-102 Avalo Pizarro, OP15-004 Sea Cat, OP15-046 Sabo, OP16-019 Let's Show 'Em What We're Made Of!!,
OP16-087 Shinobu, OP16-081 Otama, OP17-036 Withdraw Now and Allow Me to Save Face, OP16-106 Sanjuan.Wolf,
OP17-072 Black Maria, OP17-013 Portgas.D.Ace, P-008 Yamato, OP05-098 Enel (Leader), OP14-077 Penta-Chromatic
String, OP05-055 X.Drake, ST03-003 Crocodile, OP10-108 Scratchmen Apoo, EB02-055 Jinbe, OP08-026 Giovanni,
ST34-005 Baron Tamago & Pekoms, EB03-051 Charlotte Smoothie.

Audit before any engine change: 29 of 30 right. Wrong: OP16-041 Buggy (Leader), "[DON!! x1] [Once Per Turn] This
effect can be activated when your {Impel Down} type Character card is removed from the field": a Character its player
trashes to make room for a sixth (3-7-6-1) did not trigger it (its script watched removals by an effect or a cost,
and K.O.s; its note said the 3-7-6-1 trash was left out). Cause: no event for a Character leaving the field by
the 5-Character rule. Fix (general): a timing ``removed_by_rule`` (templates_timings.REMOVED_BY_RULE), fired by
resolve.answer_overflow for the Characters it trashes and read by removal_watch.by_rule with the same
``removed_card`` filter as ``removed_by_effect`` (a ``removed_by`` "you"/"opponent" condition never matches it: no
player's effect); OP16-041's script gains the timing. Other real cards changed: none. Counted by compiling every card
of the real pool: only OP16-041 has the timing (one card of the pool has a plain "… is removed from the field" auto
effect without "by an effect"; the 8 cards with ``removed_by_effect`` keep their behaviour: the watcher code they run
is the same, moved into removal_watch._fire). Pinned in test_op16_041_buggy_leader_five_character_rule.

Extension (``draw_extension``: the same ``random.Random(2049)`` goes on after the 30: 8 more of OP15-OP17, 4 more of
the others): OP15-117 Heso!!, OP15-002 Lucy (Leader), OP17-054 Miss Buckingham Stussy, OP15-092 Monkey.D.Luffy,
OP17-029 Hongo, OP17-117 Maser Saber, OP16-033 Morley, OP16-097 Yamato, OP11-108 Neptune, OP02-045 Three Sword Style
Oni Giri, OP06-032 Hammond, OP14-103 Gloriosa (Grandma Nyon); a second round (``draw_extension_more``: the same
generator goes on, 6 + 2): OP17-114 Sweet 3 Generals, OP17-040 Edward.Newgate, OP17-093 Monkey.D.Luffy, OP16-103 Van
Augur, OP15-113 Roronoa Zoro, OP16-011 Vista, OP14-071 Pica, OP13-053 Marshall.D.Teach.
Extension audit (the engine as changed for the sample above; no change made for the extension): 20 of 20 right.

Mutations (each made once, the tests run, then undone): resolve.answer_overflow not calling removal_watch.by_rule →
test_op16_041_buggy_leader_five_character_rule fails; removal_watch._watches ignoring the watched card's side
("your") → test_op16_041_buggy_leader fails; battle.py not reading [Unblockable] → test_op16_096_yamato fails;
board.matches ignoring ``no_base_effect`` → test_op02_045_three_sword_style_oni_giri fails.

Section numbers are those of the authoritative 総合ルール ver.1.1.3 (/work/shared/rules), which has no entry for
[On K.O.] (checklist D14: 10-2-1 K.O. with 8-1-3-1), [Unblockable] or replacement effects ("instead": the card's
text, 1-3-1).

Rule calls (no source):
- "removed from the field" (OP16-041) covers a Character trashed to make room for a sixth (3-7-6-1 moves it from the
  Character area to the trash; 1.1.3 does not define "removed from the field"/場を離れる).
- OP15-098 Luffy: "removed from the field by your opponent" covers the opponent's attack K.O.ing it in battle
  (7-1-4-2), as its script reads it (the project's reading, kept).
- OP16-033 Morley's "rest 2 of your cards" may rest the Leader, Characters, the Stage and cost-area DON!! cards (DON!!
  cards are cards, 2-2-2; as decided in test_opponents_cards34).
- OP02-045's [Trigger] "Leader or Character cards with a cost of 5 or less" offers the opponent's Leader (a Leader has
  no cost: read as 0).
- OP17-054 "cannot attack until the end of your opponent's next End Phase" made on your turn ends with that End Phase
  (as test_audit35_cards reads the phrase).
- OP16-019 "a type including "Whitebeard Pirates"": {Whitebeard Pirates Allies} includes it (the words of the text).
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
    auto = [n for n in automated_numbers(pool, "audit36") if n not in done]
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
    assert all(automated_when("audit36", n, real_pool.get(n).data) for n in sample)


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
WB_6000 = "OP02-003"  # Atmos: cost 4, 6000, {Whitebeard Pirates}
TRIGGER_VANILLA = "OP01-009"  # Carrot: a [Trigger], no effect text


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
    # 10-2-6 [On Play], 1-3-5-1 (up to), 11-2 (reveal), 10-2-2 [Activate: Main], 10-2-10 (DON!! −1), 8-3-1-3
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
    # the only DON!! given to a Character: it pays DON!! −1 (10-2-10-1: Leader, Character or cost area)
    st = turn_with_don(0)
    ch = add(st, real_pool, VANILLA_1, 0, "characters")
    attach(st, ch, 1)
    assert board.power(st, ch) == 4000 and not cost_area(st, 0)
    mf = add(st, real_pool, "OP16-078", 0, "stage")
    st = act(st, "activate", uid=mf, ability=1)
    while pending_kind(st) == "don_return":
        st = choose(st, option_ids(st)[-1])
    assert st.table.cards[mf].tapped and board.power(st, ch) == 3000 and st.pending[0].min == 1


# --- OP15-098 Monkey.D.Luffy (Leader): "If your {Sky Island} type Character with 6000 base power or more would be
# removed from the field by your opponent, you may add 1 card from the top of your Life cards to your hand instead."


def test_op15_098_monkey_d_luffy(real_pool):
    # a replacement ("instead": the card's text, 1-3-1; 1.1.3 has no replacement rule), 8-3-1-4 (may), 4-9
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
    # returned to the hand by the opponent's effect (OP09-058: "Return up to 1 of your opponent's Characters with a
    # cost of 6 or less to the owner's hand"): removed by the opponent too
    st = turn_with_don(0, 2, n=4)
    set_real_leader(st, real_pool, 0, "OP15-098")
    lives = life_of(st, 0, 2)
    sky = add(st, real_pool, SKY_7000, 0, "characters")
    st, _ev = play(st, real_pool, "OP09-058", player=1)
    st = choose(st, sky, player=1)
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
    # no Life card: nothing can be added, nothing asked (1-3-2)
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
    # [On K.O.] (10-2-1 K.O., 8-1-3-1; D14), 10-2-2, 10-2-13 [Once Per Turn], 8-3-1-4, 10-1-1 [Rush]
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
    assert not can_attack(st, o, foe)  # played this turn, no [Rush] yet (3-7-4)
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
    # 10-2-6, 10-2-1 (K.O.), 1-3-5-1, 4-9 (base power)
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
    # [Unblockable] (the reminder text: not in 1.1.3), [On K.O.] (10-2-1, 8-1-3-1), 2-1-2 ([X] = name), 1-3-5-1
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
    # 10-2-6, 8-3-1-4, 11-2-2 (revealed, then hidden again: they stay in the hand), 1-3-5-1, 10-1-5
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
    # 10-2-9 [DON!! x1], 10-2-13 [Once Per Turn], 8-1-3-1 (auto), 1-3-5-1, 2-1-2 ([X] = name)
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
    # the opponent's {Impel Down} Character K.O.'d by P1's effect: not "your" Character
    st = turn_with_don(0)
    _me, _imp, pr = buggy_board(st, real_pool)
    foe_imp = add(st, real_pool, IMPEL_1, 1, "characters")
    st = ko_it(st, real_pool, foe_imp, 0)
    assert trashed(st, foe_imp) and not st.pending and zone(st, pr) == "hand"
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
    new = add(st, real_pool, VANILLA_C1, 0, "hand")
    vanillas = [add(st, real_pool, VANILLA_1, 0, "characters") for _ in range(4)]
    st = act(st, "play", uid=new)
    assert str(imp) in option_ids(st)
    st = choose(st, imp)
    assert trashed(st, imp) and zone(st, new) == "characters"
    assert st.pending and str(pr) in option_ids(st)
    st = choose(st, pr)
    assert pending_kind(st) == "overflow"  # five Characters again: one more makes room (3-7-6-1)
    st = choose(st, vanillas[0])
    assert zone(st, pr) == "characters" and trashed(st, vanillas[0]) and not st.pending
    # a Character that is not {Impel Down}: nothing
    st = turn_with_don(10)
    _me, _imp, pr = buggy_board(st, real_pool)
    vanillas = [add(st, real_pool, VANILLA_1, 0, "characters") for _ in range(4)]
    new = add(st, real_pool, VANILLA_C1, 0, "hand")
    st = act(st, "play", uid=new)
    st = choose(st, vanillas[0])
    assert zone(st, new) == "characters" and not st.pending and zone(st, pr) == "hand"


# --- OP16-094 Portgas.D.Ace: "[On K.O.] Your opponent trashes 2 cards from their hand. [Activate: Main] [Once Per
# Turn] Give up to 1 rested DON!! card to 1 of your {Land of Wano} type Leader or Character cards."


def test_op16_094_portgas_d_ace(real_pool):
    # [On K.O.] (10-2-1), 10-2-14 (trash: the opponent chooses their own cards), 10-2-2, 10-2-13, 6-5-5, 1-3-5-1
    st = turn_with_don(0, 0, n=4)
    theirs = hand(st, real_pool, 1, 3)
    ace = add(st, real_pool, "OP16-094", 0, "characters")
    st = battle_ko(st, real_pool, ace)
    assert st.pending and st.pending[0].player == 1 and set(option_ids(st)) >= {str(u) for u in theirs}
    st = choose(st, theirs[0], theirs[2], player=1)
    st = settle(st)
    assert trashed(st, theirs[0]) and trashed(st, theirs[2]) and zone(st, theirs[1]) == "hand"
    # 1 card in the opponent's hand: that one is trashed (1-3-2: as much as possible)
    st = turn_with_don(0, 0, n=4)
    theirs = hand(st, real_pool, 1, 1)
    ace = add(st, real_pool, "OP16-094", 0, "characters")
    st = battle_ko(st, real_pool, ace)
    st = settle(st)
    assert trashed(st, theirs[0])
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
    if not refused_activation(st, ace, 1):  # either refused or activated for nothing
        st = settle(act(st, "activate", uid=ace, ability=1), 0)
    assert board.power(st, wano) == 3000 and len(cost_area(st, 0)) == 3


# --- OP16-048 Buggy: "[On Play] If your Leader has the {Impel Down} type, draw 1 card and play up to 1 [Prisoner of
# Impel Down] card from your hand. [Once Per Turn] This effect can be activated when your opponent attacks. Up to 1 of
# your [Prisoner of Impel Down] cards gains [Blocker] during this turn."


def test_op16_048_buggy(real_pool):
    # 10-2-6, 8-3-2, 1-3-5-1, 10-2-13, 7-1-1-3 (when an attack is declared), 10-1-4 [Blocker]
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
    # 10-1-4 [Blocker], 10-1-5 [Trigger], 1-3-5-1
    st = turn_with_don(10)
    b = add(st, real_pool, "OP17-108", 0, "characters")
    assert "Blocker" in board.keywords(st, b)
    st = turn_with_don(0, 0, n=4)
    six = add(st, real_pool, VANILLA_C6, 1, "characters")
    other = add(st, real_pool, "OP05-108", 1, "characters")  # cost 5: another answer, not chosen
    mine = add(st, real_pool, VANILLA_1, 0, "characters")
    st, _b = life_trigger(st, real_pool, "OP17-108")
    ids = option_ids(st)
    assert str(six) in ids and str(mine) not in ids and st.pending[0].min == 0
    assert all(board.cost(st, int(u)) <= 6 for u in ids if u.isdigit())
    st = choose(st, six)
    assert st.table.cards[six].tapped and not st.table.cards[other].tapped
    st = settle(st)
    st = turn_with_don(0, 0, n=4)
    eight = add(st, real_pool, "OP04-112", 1, "characters")  # Yamato, cost 9
    st, _b = life_trigger(st, real_pool, "OP17-108")
    assert not st.pending or str(eight) not in option_ids(st)


# --- OP16-102 Avalo Pizarro: "[On K.O.] Draw 1 card, then play up to 1 [Fullalead] from your hand or trash.
# [Trigger] Activate this card's [On K.O.] effect."


def test_op16_102_avalo_pizarro(real_pool):
    # [On K.O.] (10-2-1), 1-3-5-1, 2-1-2, 3-8-3 (a Stage is played to the Stage area), 10-1-5
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
    # 10-2-6, 8-3-2, 1-3-7 (power may be negative), 1-3-5-1, 6-6-1-2 (during this turn)
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
    # 10-1-4, 10-2-6, 8-3-2, 1-3-5-1; the Event's [Main] (10-2-3) is activated, the card not played: no cost (6-5-3)
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
    # 10-2-3 [Main], 1-3-5-1, (a type including "X": the words of the text), 10-1-5
    st = turn_with_don(10)
    clear(st, 0, "hand")
    wb = add(st, real_pool, "OP02-007", 0, "hand")  # Thatch 8000 {Whitebeard Pirates}
    ally = add(st, real_pool, "OP16-016", 0, "hand")  # Ramba 8000 {Whitebeard Pirates Allies}
    third = add(st, real_pool, "OP17-006", 0, "hand")  # Kingdew 8000 {Whitebeard Pirates}
    small = add(st, real_pool, WB_6000, 0, "hand")  # Atmos: {Whitebeard Pirates}, 6000
    big = add(st, real_pool, VANILLA_8, 0, "hand")  # 10000, not {Whitebeard Pirates}
    st, _ev = play(st, real_pool, "OP16-019")
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


# --- OP16-087 Shinobu: "[On Play] You may trash this Character: If your Leader has the {Land of Wano} type, draw 1
# card and up to 1 of your [Kouzuki Momonosuke] gains +20 cost during this turn."

MOMO = "OP01-041"  # Kouzuki Momonosuke: cost 1


def test_op16_087_shinobu(real_pool):
    # 10-2-6, 8-3-1-4, 8-3-2, 1-3-5-1, 6-6-1-2 (during this turn), 2-1-2
    st = turn_with_don(10)
    set_real_leader(st, real_pool, 0, WANO_LEADER)
    momo = add(st, real_pool, MOMO, 0, "characters")
    other = add(st, real_pool, VANILLA_C1, 0, "characters")
    foe_momo = add(st, real_pool, MOMO, 1, "characters")
    n = n_hand(st)
    st, sh = play(st, real_pool, "OP16-087")
    st = yes(st)
    assert trashed(st, sh) and n_hand(st) == n + 1  # drew 1
    ids = option_ids(st)
    assert str(momo) in ids and not {str(other), str(foe_momo)} & set(ids) and st.pending[0].min == 0
    st = choose(st, momo)
    assert board.cost(st, momo) == 21 and board.cost(st, foe_momo) == 1
    st = end_turn(st)
    assert board.cost(st, momo) == 1
    # another Leader: the cost may be paid, nothing else
    st = turn_with_don(10)
    momo = add(st, real_pool, MOMO, 0, "characters")
    n = n_hand(st)
    st, sh = play(st, real_pool, "OP16-087")
    st = yes(st)
    assert trashed(st, sh) and n_hand(st) == n and not st.pending and board.cost(st, momo) == 1
    # declined: stays, nothing
    st = turn_with_don(10)
    set_real_leader(st, real_pool, 0, WANO_LEADER)
    n = n_hand(st)
    st, sh = play(st, real_pool, "OP16-087")
    st = choose(st, "no")
    assert zone(st, sh) == "characters" and n_hand(st) == n and not st.pending


# --- OP16-081 Otama: "[Activate: Main] You may rest this Character: If you have a Character with a cost of 8 or more,
# give up to 1 of your opponent's Characters -2000 power during this turn."


def test_op16_081_otama(real_pool):
    # 10-2-2, 8-3-1-4, 8-3-2, 1-3-5-1
    for mine, fires in ((VANILLA_8, True), (VANILLA_C6, False)):
        st = turn_with_don(10)
        add(st, real_pool, mine, 0, "characters")
        add(st, real_pool, VANILLA_8, 1, "characters")  # the opponent's cost 8: not "you have"
        foe = add(st, real_pool, VANILLA_C5, 1, "characters")
        ot = add(st, real_pool, "OP16-081", 0, "characters")
        st = act(st, "activate", uid=ot, ability=0)
        assert st.table.cards[ot].tapped
        if fires:
            assert str(foe) in option_ids(st) and st.pending[0].min == 0
            st = choose(st, foe)
            assert board.power(st, foe) == 5000
            st = end_turn(st)
            assert board.power(st, foe) == 7000
        else:
            assert not st.pending and board.power(st, foe) == 7000
        assert refused_activation(st, ot, 0)  # rested: the cost cannot be paid (8-3-1-3)


# --- OP17-036 Withdraw Now and Allow Me to Save Face: "[Main] You may rest 6 of your DON!! cards: Rest up to 1 of
# your opponent's Characters. Then, K.O. up to 2 of your opponent's rested Characters with a cost of 6 or less.
# [Counter] Up to 1 of your [Shanks] gains +4000 power during this battle."


def test_op17_036_withdraw_now(real_pool):
    # 10-2-3 [Main], 10-2-4 [Counter], 8-3-1-4, 1-3-5-1, 1-3-8 (in order: the Character just rested can be K.O.'d)
    st = turn_with_don(7)
    active6 = add(st, real_pool, VANILLA_C6, 1, "characters")
    rested5 = add(st, real_pool, VANILLA_C5, 1, "characters", tapped=True)
    rested8 = add(st, real_pool, VANILLA_8, 1, "characters", tapped=True)
    other = add(st, real_pool, VANILLA_C4, 1, "characters")
    st, _e = play(st, real_pool, "OP17-036")
    st = yes(st)
    assert rested_don(st, 0) == 7
    ids = option_ids(st)
    assert {str(active6), str(other)} <= set(ids) and st.pending[0].min == 0
    st = choose(st, active6)
    ids = option_ids(st)
    assert {str(active6), str(rested5)} <= set(ids) and not {str(rested8), str(other)} & set(ids)
    assert st.pending[0].max == 2
    st = choose(st, active6, rested5)
    st = settle(st, 0)
    assert trashed(st, active6) and trashed(st, rested5) and zone(st, rested8) == "characters"
    # 5 DON!! left after playing it: the cost cannot be paid, nothing happens
    st = turn_with_don(6)
    foe = add(st, real_pool, VANILLA_C5, 1, "characters", tapped=True)
    st, _e = play(st, real_pool, "OP17-036")
    assert not st.pending and zone(st, foe) == "characters"
    # declined
    st = turn_with_don(7)
    foe = add(st, real_pool, VANILLA_C5, 1, "characters", tapped=True)
    st, _e = play(st, real_pool, "OP17-036")
    st = choose(st, "no")
    assert not st.pending and zone(st, foe) == "characters" and rested_don(st, 0) == 1
    # [Counter]: +4000 to a [Shanks] only
    st = turn_with_don(0, 0, n=4)
    give_don(st, 0, 1)
    sh = add(st, real_pool, "P-016", 0, "characters", tapped=True)
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    ev = add(st, real_pool, "OP17-036", 0, "hand")
    st = act(st, "attack", attacker=att, target=sh)
    st = settle(st, 0) if pending_kind(st) == "block" else st
    st = act(st, "play", player=0, uid=ev)
    ids = option_ids(st)
    assert str(sh) in ids and str(other) not in ids and str(leader(st, 0)) not in ids and st.pending[0].min == 0
    st = choose(st, sh)
    assert board.power(st, sh) == 14000
    st = settle(st)
    assert zone(st, sh) == "characters" and board.power(st, sh) == 10000


# --- OP16-106 Sanjuan.Wolf: "[On K.O.] If your Leader has the {Blackbeard Pirates} type, draw 1 card, then up to 1 of
# your Leader or Character cards' base power becomes 7000 during this turn. [Trigger] Activate this card's [On K.O.]
# effect."

BB_LEADER = "OP09-081"  # Marshall.D.Teach, {Blackbeard Pirates}


def test_op16_106_sanjuan_wolf(real_pool):
    # [On K.O.] (10-2-1), 8-3-2, 4-9 (base power), 1-3-5-1, 10-1-5
    st = turn_with_don(0, 0, n=4)
    me = set_real_leader(st, real_pool, 0, BB_LEADER)
    ch = add(st, real_pool, VANILLA_1, 0, "characters")
    foe = add(st, real_pool, VANILLA_1, 1, "characters")
    attach(st, ch, 0)
    w = add(st, real_pool, "OP16-106", 0, "characters")
    n = n_hand(st)
    st = battle_ko(st, real_pool, w)
    assert n_hand(st) == n + 1
    ids = option_ids(st)
    assert {str(me), str(ch)} <= set(ids) and str(foe) not in ids and st.pending[0].min == 0
    st = choose(st, ch, player=0)
    power_mod(st, ch, 1000)
    assert board.power(st, ch) == 8000  # the base power 7000, a +1000 on top
    st = settle(st)
    st = end_turn(st)
    assert board.power(st, ch) == 3000
    # another Leader: nothing
    st = turn_with_don(0, 0, n=4)
    w = add(st, real_pool, "OP16-106", 0, "characters")
    n = n_hand(st)
    st = battle_ko(st, real_pool, w)
    assert n_hand(st) == n and not (st.pending and st.pending[0].player == 0)
    # [Trigger]
    st = turn_with_don(0, 0, n=4)
    me = set_real_leader(st, real_pool, 0, BB_LEADER)
    n = n_hand(st)
    st, _w = life_trigger(st, real_pool, "OP16-106")
    assert n_hand(st) == n + 1 and str(me) in option_ids(st)
    st = choose(st, me, player=0)
    assert board.power(st, me) == 7000


# --- OP17-072 Black Maria: "[Blocker] [On Your Opponent's Attack] [Once Per Turn] You may trash 1 card from your
# hand: Up to 1 of your Leader or Characters gains +1000 power during this battle."


def test_op17_072_black_maria(real_pool):
    # 10-1-4, 10-2-16 [On Your Opponent's Attack], 10-2-13, 8-3-1-4, 1-3-5-1
    st = turn_with_don(0, 0, n=4)
    bm = add(st, real_pool, "OP17-072", 0, "characters")
    assert "Blocker" in board.keywords(st, bm)
    cards = hand(st, real_pool, 0, 2)
    ch = add(st, real_pool, VANILLA_1, 0, "characters")
    me = leader(st, 0)
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    att2 = add(st, real_pool, VANILLA_8, 1, "characters")
    foe = leader(st, 1)
    st = act(st, "attack", attacker=att, target=me)
    st = yes(st)
    assert set(option_ids(st)) == {str(c) for c in cards}
    st = choose(st, cards[0])
    ids = option_ids(st)
    assert {str(me), str(ch), str(bm)} <= set(ids) and str(foe) not in ids and str(att) not in ids
    st = choose(st, me)
    assert board.power(st, me) == 6000 and trashed(st, cards[0])
    st = settle(st)
    assert board.power(st, me) == 5000
    st = act(st, "attack", attacker=att2, target=me)
    assert pending_kind(st) in ("block", "counter", None)  # once per turn: not asked again
    # declined: the hand card stays
    st = turn_with_don(0, 0, n=4)
    add(st, real_pool, "OP17-072", 0, "characters")
    cards = hand(st, real_pool, 0, 1)
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    st = choose(st, "no", player=0)
    assert zone(st, cards[0]) == "hand" and pending_kind(st) in ("block", "counter")
    # no hand card: not asked (8-3-1-3)
    st = turn_with_don(0, 0, n=4)
    add(st, real_pool, "OP17-072", 0, "characters")
    hand(st, real_pool, 0, 0)
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    assert pending_kind(st) in ("block", "counter")


# --- OP17-013 Portgas.D.Ace: "If your opponent has a Character with 10000 power or more, give this card in your hand
# -2 cost. [On Play] If your Leader is [Edward.Newgate], give up to 1 of your opponent's rested Characters -6000 power
# during this turn."

NEWGATE_LEADER = "OP02-001"


def test_op17_013_portgas_d_ace(real_pool):
    # 2-7-1 (the cost of playing it from the hand), 10-2-6, 8-3-2, 2-1-2, 1-3-5-1
    for foe_n, price in ((VANILLA_8, 4), (VANILLA_C6, 6)):
        st = turn_with_don(10)
        add(st, real_pool, foe_n, 1, "characters")
        add(st, real_pool, VANILLA_8, 0, "characters")  # mine: not the opponent's
        a = add(st, real_pool, "OP17-013", 0, "hand")
        assert board.play_price(st, a) == price
    # 8000 raised to 10000 by a +2000: counts (power)
    st = turn_with_don(10)
    foe = add(st, real_pool, VANILLA_C6, 1, "characters")
    power_mod(st, foe, 2000)
    a = add(st, real_pool, "OP17-013", 0, "hand")
    assert board.play_price(st, a) == 4
    st = turn_with_don(10)
    set_real_leader(st, real_pool, 0, NEWGATE_LEADER)
    rested = add(st, real_pool, VANILLA_C6, 1, "characters", tapped=True)
    active = add(st, real_pool, VANILLA_C6, 1, "characters")
    st, _a = play(st, real_pool, "OP17-013")
    ids = option_ids(st)
    assert str(rested) in ids and str(active) not in ids and st.pending[0].min == 0
    st = choose(st, rested)
    assert board.power(st, rested) == 2000
    st = end_turn(st)
    assert board.power(st, rested) == 8000
    st = turn_with_don(10)
    rested = add(st, real_pool, VANILLA_C6, 1, "characters", tapped=True)
    st, _a = play(st, real_pool, "OP17-013")
    assert not st.pending and board.power(st, rested) == 8000


# --- P-008 Yamato: "[Activate: Main] You may rest this Character: Rest 1 of your opponent's Characters with a cost of
# 2 or less."


def test_p_008_yamato(real_pool):
    # 10-2-2, 8-3-1-4, 8-4-4-1 (1: not "up to")
    st = turn_with_don(10)
    two = add(st, real_pool, VANILLA_4000, 1, "characters")
    three = add(st, real_pool, VANILLA_5000, 1, "characters")
    mine = add(st, real_pool, VANILLA_C1, 0, "characters")
    y = add(st, real_pool, "P-008", 0, "characters")
    st = act(st, "activate", uid=y, ability=0)
    assert st.table.cards[y].tapped
    if st.pending:
        ids = option_ids(st)
        assert str(two) in ids and not {str(three), str(mine)} & set(ids) and st.pending[0].min == 1
        st = choose(st, two)
    assert st.table.cards[two].tapped and not st.table.cards[three].tapped
    assert refused_activation(st, y, 0)  # rested (8-3-1-3)


# --- OP05-098 Enel (Leader): "[Opponent's Turn] [Once Per Turn] When your number of Life cards becomes 0, add 1 card
# from the top of your deck to the top of your Life cards. Then, trash 1 card from your hand."


def test_op05_098_enel(real_pool):
    # 10-2-12 [Opponent's Turn], 10-2-13, 8-1-3-1 (auto), 4-6-2-1 (a Life card to the hand)
    st = turn_with_don(0, 0, n=4)
    set_real_leader(st, real_pool, 0, "OP05-098")
    lives = life_of(st, 0, 1)
    cards = hand(st, real_pool, 0, 1)
    top = st.table.zone(0, "deck")[0]
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    att2 = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    while st.pending and pending_kind(st) in ("block", "counter", "life"):
        st = choose(st, "done" if pending_kind(st) == "counter" else option_ids(st)[-1])
    assert st.table.zone(0, "life") == [top] and zone(st, lives[0]) == "hand"
    assert st.pending and st.pending[0].player == 0 and set(option_ids(st)) == {str(cards[0]), str(lives[0])}
    st = choose(st, cards[0])
    st = settle(st)
    assert trashed(st, cards[0]) and not st.losers
    # a second time in the turn: not again (once per turn)
    st = act(st, "attack", attacker=att2, target=leader(st, 0))
    st = settle(st)
    assert st.table.zone(0, "life") == [] and not st.losers
    # on its own turn: nothing (OP08-101's cost trashes the last Life card)
    st = turn_with_don(10)
    set_real_leader(st, real_pool, 0, "OP05-098")
    life_of(st, 0, 1)
    top = st.table.zone(0, "deck")[0]
    ang = add(st, real_pool, "OP08-101", 0, "characters")
    st = act(st, "activate", uid=ang, ability=0)
    st = settle(st, 0)
    assert st.table.zone(0, "life") == [] and zone(st, top) == "deck"


# --- OP14-077 Penta-Chromatic String: "[Counter] Up to 1 of your Leader or Character cards gains +4000 power during
# this battle. Then, if your opponent has a Character with 6000 power or more, add up to 1 DON!! card from your DON!!
# deck and rest it."


def test_op14_077_penta_chromatic_string(real_pool):
    # 10-2-4 [Counter], 1-3-5-1, 8-3-2, 6-4-3 (an empty DON!! deck)
    for attacker, adds in ((VANILLA_8, True), (VANILLA_C1, False)):
        st = turn_with_don(0, 0, n=4)
        give_don(st, 0, 2)
        att = add(st, real_pool, attacker, 1, "characters")
        ev = add(st, real_pool, "OP14-077", 0, "hand")
        me = leader(st, 0)
        st = act(st, "attack", attacker=att, target=me)
        st = settle(st, 0) if pending_kind(st) == "block" else st
        st = act(st, "play", player=0, uid=ev)
        ids = option_ids(st)
        assert str(me) in ids and str(att) not in ids and st.pending[0].min == 0
        st = choose(st, me)
        assert board.power(st, me) == 9000
        if adds:
            assert option_ids(st) == ["0", "1"]  # up to 1
            st = choose(st, "1")
            assert len(cost_area(st, 0)) == 3 and rested_don(st, 0) == 3
        else:
            assert pending_kind(st) == "counter" and len(cost_area(st, 0)) == 2
        st = settle(st)
        assert board.power(st, me) == 5000
    # an empty DON!! deck: nothing to add (1-3-2)
    st = turn_with_don(0, 0, n=4)
    give_don(st, 0, 2)
    while st.table.zone(0, "don_deck"):
        give_don(st, 0, 1)
    n_don = len(cost_area(st, 0))
    assert not st.table.zone(0, "don_deck")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    ev = add(st, real_pool, "OP14-077", 0, "hand")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    st = settle(st, 0) if pending_kind(st) == "block" else st
    st = act(st, "play", player=0, uid=ev)
    st = choose(st, leader(st, 0))
    st = settle(st)
    assert len(cost_area(st, 0)) == n_don


# --- OP05-055 X.Drake: "[Blocker] [On Play] Look at 5 cards from the top of your deck and place them at the top or
# bottom of the deck in any order."


def test_op05_055_x_drake(real_pool):
    # 10-1-4, 10-2-6, 11-3-1 (look: only its player sees them)
    st = turn_with_don(10)
    clear(st, 0, "deck")
    sixth = add(st, real_pool, VANILLA_1, 0, "deck")
    five = [add(st, real_pool, VANILLA_1, 0, "deck") for _ in range(5)]  # five[-1] on top
    st, d = play(st, real_pool, "OP05-055")
    assert "Blocker" in board.keywords(st, d)
    assert pending_kind(st) == "scry" and set(option_ids(st)) == {*map(str, five), "bottom"}
    st = choose(st, five[0])
    st = choose(st, five[2])
    st = choose(st, "bottom")
    while pending_kind(st) == "deck_order":
        st = choose(st, *option_ids(st))
    deck = st.table.zone(0, "deck")
    assert deck[:3] == [five[0], five[2], sixth] and set(deck[3:]) == {five[1], five[3], five[4]}


# --- ST03-003 Crocodile: "[Blocker] [DON!! x1] [On Block] Place up to 1 Character with a cost of 2 or less at the
# bottom of the owner's deck."


def test_st03_003_crocodile(real_pool):
    # 10-1-4, 10-2-9 [DON!! x1], 10-2-15 [On Block], 1-3-5-1 (any Character: either player's)
    for don, fires in ((1, True), (0, False)):
        st = turn_with_don(0, 0, n=4)
        croc = add(st, real_pool, "ST03-003", 0, "characters")
        attach(st, croc, don)
        foe2 = add(st, real_pool, VANILLA_4000, 1, "characters")
        foe3 = add(st, real_pool, VANILLA_5000, 1, "characters")
        mine = add(st, real_pool, VANILLA_C1, 0, "characters")
        att = add(st, real_pool, VANILLA_8, 1, "characters")
        st = act(st, "attack", attacker=att, target=leader(st, 0))
        assert pending_kind(st) == "block"
        st = choose(st, croc)
        if fires:
            ids = option_ids(st)
            assert {str(foe2), str(mine)} <= set(ids) and str(foe3) not in ids and st.pending[0].min == 0
            st = choose(st, foe2, player=0)
            assert st.table.zone(1, "deck")[-1] == foe2
        else:
            assert pending_kind(st) != "target" and zone(st, foe2) == "characters"
        st = settle(st)


# --- OP10-108 Scratchmen Apoo: "If you have a yellow {Supernovas} type Character other than [Scratchmen Apoo], this
# Character gains [Blocker]."


def test_op10_108_scratchmen_apoo(real_pool):
    # 8-1-3-4 (continuous), 8-3-2, 2-3 (colour), 2-1-2 (other than [X]: by name)
    cases = (
        (["OP10-101"], True),  # Urouge: yellow {Supernovas}
        (["OP07-028"], False),  # Apoo, green {Supernovas}
        (["OP11-055"], False),  # Bartolomeo: blue {Supernovas}
        (["OP10-108"], False),  # another yellow [Scratchmen Apoo]
        ([], False),
    )
    for mine, blocks in cases:
        st = turn_with_don(10)
        for n in mine:
            add(st, real_pool, n, 0, "characters")
        add(st, real_pool, "OP10-101", 1, "characters")  # the opponent's: not "you have"
        a = add(st, real_pool, "OP10-108", 0, "characters")
        assert ("Blocker" in board.keywords(st, a)) == blocks, mine


# --- EB02-055 Jinbe: "[Trigger] If your Leader has the {Fish-Man} or {Merfolk} type and you have 2 or less Life cards,
# play this card."


def test_eb02_055_jinbe(real_pool):
    # 10-1-5, 8-3-2 (both conditions, when the [Trigger] resolves)
    cases = (("OP06-020", 2, True), ("OP11-022", 2, True), ("OP06-020", 3, False), (None, 1, False))
    for lead, life, plays in cases:
        st = turn_with_don(0, 0, n=4)
        if lead:
            set_real_leader(st, real_pool, 0, lead)
        life_of(st, 0, life)
        st, j = life_trigger(st, real_pool, "EB02-055")
        st = settle(st, 0)
        assert (zone(st, j) == "characters") == plays, (lead, life)


# --- OP08-026 Giovanni: "[DON!! x1] [When Attacking] Up to 1 of your opponent's rested Characters with a cost of 1 or
# less will not become active in your opponent's next Refresh Phase."


def test_op08_026_giovanni(real_pool):
    # 10-2-9, 10-2-5 [When Attacking], 6-2-4 (Refresh Phase), 1-3-5-1
    st = turn_with_don(10)
    g = add(st, real_pool, "OP08-026", 0, "characters")
    attach(st, g, 1)
    one = add(st, real_pool, VANILLA_C1, 1, "characters", tapped=True)
    one_active = add(st, real_pool, NAVY_1, 1, "characters")
    two = add(st, real_pool, VANILLA_4000, 1, "characters", tapped=True)
    st = act(st, "attack", attacker=g, target=leader(st, 1))
    ids = option_ids(st)
    assert str(one) in ids and not {str(one_active), str(two)} & set(ids) and st.pending[0].min == 0
    st = choose(st, one)
    st = settle(st)
    st = end_turn(st)  # the opponent's Refresh Phase
    assert st.table.cards[one].tapped and not st.table.cards[two].tapped
    st = end_turn(st)
    st = end_turn(st)  # the next one after it: refreshed
    assert not st.table.cards[one].tapped
    # no DON!! given: nothing
    st = turn_with_don(10)
    g = add(st, real_pool, "OP08-026", 0, "characters")
    one = add(st, real_pool, VANILLA_C1, 1, "characters", tapped=True)
    st = act(st, "attack", attacker=g, target=leader(st, 1))
    assert pending_kind(st) in ("block", "counter", None)
    st = settle(st)
    st = end_turn(st)
    assert not st.table.cards[one].tapped


# --- ST34-005 Baron Tamago & Pekoms: "[When Attacking] DON!! -1: K.O. up to 1 of your opponent's Characters with 2000
# base power or less."


def test_st34_005_baron_tamago_pekoms(real_pool):
    # 10-2-5, 10-2-10 (DON!! −1), 8-3-1-6/8-3-1-4 (a cost may be declined), 4-9, 1-3-5-1
    st = turn_with_don(3)
    b = add(st, real_pool, "ST34-005", 0, "characters")
    two = add(st, real_pool, "OP17-016", 1, "characters")  # 2000 base power
    lowered = add(st, real_pool, VANILLA_4000, 1, "characters")
    power_mod(st, lowered, -3000)
    st = act(st, "attack", attacker=b, target=leader(st, 1))
    st = yes(st)
    assert len(cost_area(st, 0)) == 2
    ids = option_ids(st)
    assert str(two) in ids and str(lowered) not in ids and st.pending[0].min == 0
    st = choose(st, two)
    assert trashed(st, two)
    st = settle(st)
    # declined
    st = turn_with_don(3)
    b = add(st, real_pool, "ST34-005", 0, "characters")
    two = add(st, real_pool, "OP17-016", 1, "characters")
    st = act(st, "attack", attacker=b, target=leader(st, 1))
    st = choose(st, "no")
    assert len(cost_area(st, 0)) == 3 and zone(st, two) == "characters"
    st = settle(st)
    # no DON!!: not asked (8-3-1-3)
    st = turn_with_don(0)
    b = add(st, real_pool, "ST34-005", 0, "characters")
    two = add(st, real_pool, "OP17-016", 1, "characters")
    st = act(st, "attack", attacker=b, target=leader(st, 1))
    assert pending_kind(st) in ("block", "counter", None) and zone(st, two) == "characters"


# --- EB03-051 Charlotte Smoothie: "[On Play] If you have a face-up Life card, K.O. up to 1 of your opponent's
# Characters with a cost of 2 or less. Then, turn all of your Life cards face-down."


def test_eb03_051_charlotte_smoothie(real_pool):
    # 10-2-6, 8-3-2, 3-10-2-1 (face-up Life), 1-3-5-1
    st = turn_with_don(10)
    lives = life_of(st, 0, 3)
    st.table.cards[lives[1]].flags["face_up"] = True
    st.table.cards[lives[2]].flags["face_up"] = True
    two = add(st, real_pool, VANILLA_4000, 1, "characters")
    three = add(st, real_pool, VANILLA_5000, 1, "characters")
    st, _s = play(st, real_pool, "EB03-051")
    ids = option_ids(st)
    assert str(two) in ids and str(three) not in ids and st.pending[0].min == 0
    st = choose(st, two)
    st = settle(st, 0)
    assert trashed(st, two) and not any(st.table.cards[u].flags.get("face_up") for u in lives)
    # all face-down: nothing
    st = turn_with_don(10)
    life_of(st, 0, 3)
    two = add(st, real_pool, VANILLA_4000, 1, "characters")
    st, _s = play(st, real_pool, "EB03-051")
    assert not st.pending and zone(st, two) == "characters"
    # the opponent's face-up Life card is not "you have"
    st = turn_with_don(10)
    life_of(st, 0, 2)
    foe_life = life_of(st, 1, 2)
    st.table.cards[foe_life[0]].flags["face_up"] = True
    two = add(st, real_pool, VANILLA_4000, 1, "characters")
    st, _s = play(st, real_pool, "EB03-051")
    assert not st.pending and zone(st, two) == "characters" and st.table.cards[foe_life[0]].flags.get("face_up")


# === Extension: the next cards of the same seeded draw (tallied separately) ===


def draw_extension(pool: CardPool, seed: int = SEED) -> list[str]:
    """The extension: the same ``random.Random(seed)`` draws the sample's 30 (``draw_sample``), then goes on: 8 more
    of the newest sets and 4 more of the others, from the same populations less the sample."""
    done = earlier_samples(pool)
    auto = [n for n in automated_numbers(pool, "audit36") if n not in done]
    new = [n for n in auto if n.split("-")[0] in NEWEST]
    old = [n for n in auto if n.split("-")[0] not in NEWEST]
    rng = random.Random(seed)
    first = set(rng.sample(new, 20) + rng.sample(old, 10))
    return rng.sample([n for n in new if n not in first], 8) + rng.sample([n for n in old if n not in first], 4)


EXTENSION = [
    "OP15-117",
    "OP15-002",
    "OP17-054",
    "OP15-092",
    "OP17-029",
    "OP17-117",
    "OP16-033",
    "OP16-097",
    "OP11-108",
    "OP02-045",
    "OP06-032",
    "OP14-103",
]


def test_the_extension_draw(real_pool):
    ext = draw_extension(real_pool)
    assert ext == EXTENSION and not set(ext) & (set(SAMPLE) | earlier_samples(real_pool))
    assert sum(n.split("-")[0] in NEWEST for n in ext) == 8
    assert all(automated_when("audit36", n, real_pool.get(n).data) for n in ext)


# --- OP15-117 Heso!!: "[Main] Draw 1 card. Then, give up to 1 rested DON!! card to 1 of your {Sky Island} type Leader
# or Character cards. [Trigger] If your Leader has the {Sky Island} type, draw 2 cards."

SKY_LEADER = "OP05-098"  # Enel, {Sky Island}


def test_op15_117_heso(real_pool):
    # 10-2-3 [Main], 6-5-5 (give DON!!), 1-3-5-1, 10-1-5, 8-3-2
    st = turn_with_don(3)  # 1 to play it: 1 rested, 2 active
    sky = add(st, real_pool, SKY_5000, 0, "characters")
    sky2 = add(st, real_pool, SKY_6000, 0, "characters")
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    n = n_hand(st)
    st, _e = play(st, real_pool, "OP15-117")
    assert n_hand(st) == n + 1
    assert option_ids(st) == ["0", "1"]
    st = choose(st, "1")
    ids = option_ids(st)
    assert {str(sky), str(sky2)} <= set(ids) and str(other) not in ids
    assert str(leader(st, 0)) not in ids  # a Leader without the type
    st = choose(st, sky)
    st = settle(st, 0)
    assert board.power(st, sky) == 6000 and len(cost_area(st, 0)) == 2 and rested_don(st, 0) == 0
    # [Trigger]
    for lead, draws in ((SKY_LEADER, 2), (None, 0)):
        st = turn_with_don(0, 0, n=4)
        if lead:
            set_real_leader(st, real_pool, 0, lead)
        n = n_hand(st)
        st, _e = life_trigger(st, real_pool, "OP15-117")
        st = settle(st, 0)
        assert n_hand(st) == n + draws


# --- OP15-002 Lucy (Leader): "[When Attacking]/[On Your Opponent's Attack] You may trash any number of Event or Stage
# cards from your hand. This Leader gains +1000 power during this battle for every card trashed. [Activate: Main]
# [Once Per Turn] If you have activated an Event with a base cost of 3 or more during this turn, draw 1 card."


def test_op15_002_lucy(real_pool):
    # 10-2-5, 10-2-16, 1-3-5-1 (any number: 0 too), 10-2-2, 10-2-13, 8-5-2 (an Event is activated when played)
    st = turn_with_don(10)
    me = set_real_leader(st, real_pool, 0, "OP15-002")
    clear(st, 0, "hand")
    ev1 = add(st, real_pool, "OP10-097", 0, "hand")
    ev2 = add(st, real_pool, "ST04-015", 0, "hand")
    stage = add(st, real_pool, "EB01-011", 0, "hand")
    char = add(st, real_pool, VANILLA_1, 0, "hand")
    st = act(st, "attack", attacker=me, target=leader(st, 1))
    while st.pending and st.pending[0].player == 0 and pending_kind(st) in ("may", "pay", "amount"):
        st = choose(st, "yes" if pending_kind(st) in ("may", "pay") else option_ids(st)[-1])
    ids = option_ids(st)
    assert {str(ev1), str(ev2), str(stage)} <= set(ids) and str(char) not in ids
    st = choose(st, ev1, stage)
    assert trashed(st, ev1) and trashed(st, stage) and zone(st, ev2) == "hand"
    assert board.power(st, me) == 7000
    st = settle(st)
    assert board.power(st, me) == 5000
    # on the opponent's attack: the same
    st = turn_with_don(0, 0, n=4)
    me = set_real_leader(st, real_pool, 0, "OP15-002")
    clear(st, 0, "hand")
    ev1 = add(st, real_pool, "OP10-097", 0, "hand")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=me)
    while st.pending and st.pending[0].player == 0 and pending_kind(st) in ("may", "pay", "amount"):
        st = choose(st, "yes" if pending_kind(st) in ("may", "pay") else option_ids(st)[-1])
    if st.pending and str(ev1) in option_ids(st):
        st = choose(st, ev1)
    assert trashed(st, ev1) and board.power(st, me) == 6000
    # [Activate: Main]: after a [Main] Event of base cost 3 or more
    for number, draws in (("OP03-056", True), ("OP10-097", False)):  # Sanji's Pilaf (cost 3), Rhino Schneider (1)
        st = turn_with_don(10)
        me = set_real_leader(st, real_pool, 0, "OP15-002")
        st, _e = play(st, real_pool, number)
        st = settle(st, 0)
        n = n_hand(st)
        if draws:
            st = act(st, "activate", uid=me, ability=2)
            assert n_hand(st) == n + 1
            assert refused_activation(st, me, 2)  # once per turn
        else:
            if not refused_activation(st, me, 2):  # either refused or activated for nothing (8-3-2)
                st = act(st, "activate", uid=me, ability=2)
            assert n_hand(st) == n


# --- OP17-054 Miss Buckingham Stussy: "[On Play] Up to 1 of your opponent's Characters with a base cost of 6 or less
# cannot attack until the end of your opponent's next End Phase. [Activate: Main] You may rest 3 of your DON!! cards
# and this Character: Up to 1 of your opponent's Characters cannot attack until the end of your opponent's next End
# Phase."


def test_op17_054_miss_buckingham_stussy(real_pool):
    # 10-2-6, 1-3-5-1, 4-9 (base cost), 10-2-2, 8-3-1-4, 8-3-1-3
    st = turn_with_don(10)
    six = add(st, real_pool, VANILLA_C6, 1, "characters")
    eight = add(st, real_pool, VANILLA_8, 1, "characters")
    st, s = play(st, real_pool, "OP17-054")
    ids = option_ids(st)
    assert str(six) in ids and str(eight) not in ids and st.pending[0].min == 0
    st = choose(st, six)
    st = end_turn(st)
    foe = leader(st, 0)
    assert not can_attack(st, six, foe) and can_attack(st, eight, foe)
    st = end_turn(st)
    st = end_turn(st)
    assert can_attack(st, six, foe)
    # [Activate: Main]: any cost
    st = turn_with_don(4)
    eight = add(st, real_pool, VANILLA_8, 1, "characters")
    s = add(st, real_pool, "OP17-054", 0, "characters")
    st = act(st, "activate", uid=s, ability=1)
    st = settle(st, 0, pick=0) if pending_kind(st) in ("may", "pay") else st
    assert st.table.cards[s].tapped and rested_don(st, 0) == 3
    assert str(eight) in option_ids(st)
    st = choose(st, eight)
    st = end_turn(st)
    assert not can_attack(st, eight, leader(st, 0))
    # 2 DON!!: cannot be paid
    st = turn_with_don(2)
    s = add(st, real_pool, "OP17-054", 0, "characters")
    assert refused_activation(st, s, 1)


# --- OP15-092 Monkey.D.Luffy: "Apply each of the following effects based on the number of cards in your trash:
# • 10 or more: this Character's base power becomes 9000 and it gains +10 cost. • 20 or more: during your opponent's
# turn, your Leader's base power becomes 7000. • 30 or more: this Character gains +1000 power."


def test_op15_092_monkey_d_luffy(real_pool):
    # 8-1-3-4 (continuous), 4-9, 10-2-12 (during your opponent's turn)
    for trash, power, cost, lead_opp in ((9, 7000, 7, 5000), (10, 9000, 17, 5000), (20, 9000, 17, 7000),
                                          (30, 10000, 17, 7000)):
        st = turn_with_don(10)
        clear(st, 0, "trash")
        for _ in range(trash):
            add(st, real_pool, VANILLA_1, 0, "trash")
        for _ in range(40):
            add(st, real_pool, VANILLA_1, 1, "trash")  # the opponent's trash: not counted
        lu = add(st, real_pool, "OP15-092", 0, "characters")
        me = leader(st, 0)
        assert (board.power(st, lu), board.cost(st, lu), board.power(st, me)) == (power, cost, 5000), trash
        st = end_turn(st)
        assert board.power(st, me) == lead_opp, trash


# --- OP17-029 Hongo: "[Blocker] [On Play] Set up to 1 of your DON!! cards as active. Then, rest up to 2 of your
# opponent's Characters with a cost of 2 or less."


def test_op17_029_hongo(real_pool):
    # 10-1-4, 10-2-6, 1-3-5-1, 4-4-1 (set as active)
    st = turn_with_don(5)
    two = add(st, real_pool, VANILLA_4000, 1, "characters")
    one = add(st, real_pool, VANILLA_C1, 1, "characters")
    three = add(st, real_pool, VANILLA_5000, 1, "characters")
    st, h = play(st, real_pool, "OP17-029")
    assert "Blocker" in board.keywords(st, h)
    assert rested_don(st, 0) == 4
    while st.pending and not {str(two), str(one)} & set(option_ids(st)):
        st = choose(st, option_ids(st)[-1])
    assert rested_don(st, 0) == 3
    ids = option_ids(st)
    assert {str(two), str(one)} <= set(ids) and str(three) not in ids and st.pending[0].max == 2
    st = choose(st, two, one)
    assert st.table.cards[two].tapped and st.table.cards[one].tapped and not st.table.cards[three].tapped


# --- OP17-117 Maser Saber: "[Counter] Up to 1 of your [Charlotte Linlin] gains +3000 power during this battle.
# [Trigger] Your opponent may trash 3 cards from their hand. If they do not, K.O. up to 1 of your opponent's
# Characters with a cost of 6 or less."

LINLIN = "OP11-073"  # Charlotte Linlin: cost 10, 12000


def test_op17_117_maser_saber(real_pool):
    # 10-2-4 [Counter], 2-1-2, 10-1-5, 8-3-1-4 (the opponent's "may")
    st = turn_with_don(0, 0, n=4)
    give_don(st, 0, 1)
    lin = add(st, real_pool, LINLIN, 0, "characters", tapped=True)
    other = add(st, real_pool, VANILLA_1, 0, "characters")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    attach(st, att, 3)
    ev = add(st, real_pool, "OP17-117", 0, "hand")
    st = act(st, "attack", attacker=att, target=lin)
    st = settle(st, 0) if pending_kind(st) == "block" else st
    st = act(st, "play", player=0, uid=ev)
    ids = option_ids(st)
    assert str(lin) in ids and str(other) not in ids and str(leader(st, 0)) not in ids
    st = choose(st, lin)
    assert board.power(st, lin) == 15000
    st = settle(st)
    assert zone(st, lin) == "characters"
    # [Trigger]: the opponent (P2, the attacker) trashes 3 or a Character of theirs is K.O.'d
    for pays in (True, False):
        st = turn_with_don(0, 0, n=4)
        theirs = hand(st, real_pool, 1, 4)
        six = add(st, real_pool, VANILLA_C6, 1, "characters")
        st, _m = life_trigger(st, real_pool, "OP17-117")
        assert st.pending[0].player == 1
        if pays:
            st = choose(st, "1", player=1)
            if st.pending and st.pending[0].player == 1:
                st = choose(st, *theirs[:3], player=1)
            st = settle(st)
            assert all(trashed(st, u) for u in theirs[:3]) and zone(st, six) == "characters"
        else:
            st = choose(st, "0", player=1)
            assert str(six) in option_ids(st) and st.pending[0].player == 0
            st = choose(st, six)
            st = settle(st)
            assert trashed(st, six) and all(zone(st, u) == "hand" for u in theirs)
    # the opponent has 2 cards: they cannot trash 3 (not asked); K.O.
    st = turn_with_don(0, 0, n=4)
    hand(st, real_pool, 1, 2)
    six = add(st, real_pool, VANILLA_C6, 1, "characters")
    st, _m = life_trigger(st, real_pool, "OP17-117")
    assert st.pending[0].player == 0 and str(six) in option_ids(st)


# --- OP16-033 Morley: "If this Character would be K.O.'d, you may rest 2 of your cards instead. [Unblockable]"


def test_op16_033_morley(real_pool):
    # a replacement (the card's text, 1-3-1), 8-3-1-4, 4-4-1 / 1-3-2-1 (rest: an active card), [Unblockable]
    st = turn_with_don(0, 0, n=4)
    give_don(st, 0, 2)
    m = add(st, real_pool, "OP16-033", 0, "characters")
    st = ko_it(st, real_pool, m, 1)
    assert st.pending and st.pending[0].player == 0
    st = yes(st)
    if st.pending and st.pending[0].player == 0:
        ids = option_ids(st)
        assert {str(u) for u in cost_area(st, 0)} <= set(ids) and str(leader(st, 0)) in ids
        assert not {str(u) for u in cost_area(st, 1)} & set(ids)
        st = choose(st, *cost_area(st, 0)[:2])
    st = settle(st)
    assert zone(st, m) == "characters" and rested_don(st, 0) == 2
    # no active card: K.O.'d
    st = turn_with_don(0, 0, n=4)
    m = add(st, real_pool, "OP16-033", 0, "characters", tapped=True)
    st.table.cards[leader(st, 0)].tapped = True
    st = ko_it(st, real_pool, m, 1)
    st = settle(st)
    assert trashed(st, m)
    # [Unblockable]
    st = turn_with_don(10)
    m = add(st, real_pool, "OP16-033", 0, "characters")
    add(st, real_pool, "OP17-108", 1, "characters")
    st = act(st, "attack", attacker=m, target=leader(st, 1))
    assert pending_kind(st) != "block"


# --- OP16-097 Yamato: "[On Play] Add up to 1 {Land of Wano} type Character card with a cost of 6 or less from your
# trash to your hand. Then, play up to 1 Character card with a cost of 2 or less from your hand."


def test_op16_097_yamato(real_pool):
    # 10-2-6, 1-3-5-1, 1-3-8 (in order: the card just added can be played)
    st = turn_with_don(10)
    clear(st, 0, "trash")
    clear(st, 0, "hand")
    w1 = add(st, real_pool, WANO_1, 0, "trash")
    w7 = add(st, real_pool, "OP01-092", 0, "trash")  # Urashima, cost 7
    plain = add(st, real_pool, "OP02-060", 0, "trash")  # Mohji: cost 1, {Buggy Pirates}
    three = add(st, real_pool, VANILLA_5000, 0, "hand")
    st, _y = play(st, real_pool, "OP16-097")
    ids = option_ids(st)
    assert str(w1) in ids and not {str(w7), str(plain)} & set(ids) and st.pending[0].min == 0
    st = choose(st, w1)
    assert zone(st, w1) == "hand"
    ids = option_ids(st)
    assert str(w1) in ids and str(three) not in ids and st.pending[0].min == 0
    st = choose(st, w1)
    st = settle(st, 0)
    assert zone(st, w1) == "characters" and rested_don(st, 0) == 8


# --- OP11-108 Neptune: "[On Play] If your Leader is [Shirahoshi], you may turn 1 card from the top of your Life cards
# face-down: Draw 2 cards and trash 1 card from your hand."

SHIRAHOSHI = "OP11-022"


def test_op11_108_neptune(real_pool):
    # 10-2-6, 8-3-2, 8-3-1-4, 1-3-2-1 (turning a face-down card face-down is no action: the top card must be face-up)
    st = turn_with_don(10)
    set_real_leader(st, real_pool, 0, SHIRAHOSHI)
    lives = life_of(st, 0, 2)
    st.table.cards[lives[0]].flags["face_up"] = True
    n = n_hand(st)
    st, _n = play(st, real_pool, "OP11-108")
    st = yes(st)
    st = settle(st, 0)
    assert not st.table.cards[lives[0]].flags.get("face_up") and n_hand(st) == n + 1
    # another Leader: not asked
    st = turn_with_don(10)
    lives = life_of(st, 0, 2)
    st.table.cards[lives[0]].flags["face_up"] = True
    n = n_hand(st)
    st, _n = play(st, real_pool, "OP11-108")
    assert not st.pending and st.table.cards[lives[0]].flags.get("face_up") and n_hand(st) == n
    # the top card face-down (only the second one face-up): the cost cannot be paid
    st = turn_with_don(10)
    set_real_leader(st, real_pool, 0, SHIRAHOSHI)
    lives = life_of(st, 0, 2)
    st.table.cards[lives[1]].flags["face_up"] = True
    n = n_hand(st)
    st, _n = play(st, real_pool, "OP11-108")
    assert not st.pending and st.table.cards[lives[1]].flags.get("face_up") and n_hand(st) == n


# --- OP02-045 Three Sword Style Oni Giri: "[Counter] Up to 1 of your Leader or Character cards gains +6000 power
# during this battle. Then, play up to 1 Character card with a cost of 3 or less and no base effect from your hand.
# [Trigger] Rest up to 1 of your opponent's Leader or Character cards with a cost of 5 or less."


def test_op02_045_three_sword_style_oni_giri(real_pool):
    # 10-2-4 [Counter], 1-3-5-1, 2-8-1 (no base effect: no printed text), 10-1-5
    st = turn_with_don(0, 0, n=4)
    give_don(st, 0, 3)
    plain3 = add(st, real_pool, VANILLA_5000, 0, "hand")
    text3 = add(st, real_pool, "EB01-006", 0, "hand")  # cost 3 with [Blocker]
    plain4 = add(st, real_pool, VANILLA_C4, 0, "hand")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    ev = add(st, real_pool, "OP02-045", 0, "hand")
    me = leader(st, 0)
    st = act(st, "attack", attacker=att, target=me)
    st = settle(st, 0) if pending_kind(st) == "block" else st
    st = act(st, "play", player=0, uid=ev)
    st = choose(st, me)
    assert board.power(st, me) == 11000
    ids = option_ids(st)
    assert str(plain3) in ids and not {str(text3), str(plain4)} & set(ids) and st.pending[0].min == 0
    st = choose(st, plain3)
    assert zone(st, plain3) == "characters"
    st = settle(st)
    # [Trigger]: the opponent's Leader counts (a Leader's cost is 0)
    st = turn_with_don(0, 0, n=4)
    five = add(st, real_pool, VANILLA_C5, 1, "characters")
    st, _e = life_trigger(st, real_pool, "OP02-045")
    ids = option_ids(st)
    assert str(five) in ids and str(leader(st, 1)) in ids and st.pending[0].min == 0
    st = choose(st, five)
    assert st.table.cards[five].tapped


# --- OP06-032 Hammond: "[Blocker]"


def test_op06_032_hammond(real_pool):
    # 10-1-4: it may block, resting
    st = turn_with_don(0, 0, n=4)
    h = add(st, real_pool, "OP06-032", 0, "characters")
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=leader(st, 0))
    assert pending_kind(st) == "block" and str(h) in option_ids(st)
    st = choose(st, h)
    assert st.table.cards[h].tapped and st.battle.target == h


# --- OP14-103 Gloriosa (Grandma Nyon): "[On Play] You may add 1 card from the top or bottom of your Life cards to
# your hand: Add up to 1 card from your hand to the top of your Life cards. [Trigger] Play this card."


def test_op14_103_gloriosa(real_pool):
    # 10-2-6, 8-3-1-4, 1-3-5-1, 10-1-5
    for end in ("top", "bottom"):
        st = turn_with_don(10)
        lives = life_of(st, 0, 3)
        cards = hand(st, real_pool, 0, 1)
        st, _g = play(st, real_pool, "OP14-103")
        st = yes(st)
        assert pending_kind(st) == "life_end" and set(option_ids(st)) == {"top", "bottom"}
        st = choose(st, end)
        taken = lives[0] if end == "top" else lives[-1]
        assert zone(st, taken) == "hand", end
        ids = option_ids(st)
        assert {str(cards[0]), str(taken)} <= set(ids) and st.pending[0].min == 0
        st = choose(st, cards[0])
        assert st.table.zone(0, "life")[0] == cards[0] and len(st.table.zone(0, "life")) == 3
    # [Trigger]
    st = turn_with_don(0, 0, n=4)
    st, g = life_trigger(st, real_pool, "OP14-103")
    st = settle(st, 0)
    assert zone(st, g) == "characters"


# --- Extension, second round: the same ``random.Random(2049)`` goes on after the extension's 12.


def draw_extension_more(pool: CardPool, seed: int = SEED) -> list[str]:
    """The extension's second round: after ``draw_sample``'s 30 and ``draw_extension``'s 12, the same
    ``random.Random(seed)`` draws 6 more of the newest sets and 2 more of the others."""
    done = earlier_samples(pool)
    auto = [n for n in automated_numbers(pool, "audit36") if n not in done]
    new = [n for n in auto if n.split("-")[0] in NEWEST]
    old = [n for n in auto if n.split("-")[0] not in NEWEST]
    rng = random.Random(seed)
    seen = set(rng.sample(new, 20) + rng.sample(old, 10))
    seen |= set(rng.sample([n for n in new if n not in seen], 8) + rng.sample([n for n in old if n not in seen], 4))
    return rng.sample([n for n in new if n not in seen], 6) + rng.sample([n for n in old if n not in seen], 2)


EXTENSION_MORE = ["OP17-114", "OP17-040", "OP17-093", "OP16-103", "OP15-113", "OP16-011", "OP14-071", "OP13-053"]


def test_the_extension_second_draw(real_pool):
    more = draw_extension_more(real_pool)
    assert more == EXTENSION_MORE and not set(more) & (set(SAMPLE) | set(EXTENSION) | earlier_samples(real_pool))
    assert all(automated_when("audit36", n, real_pool.get(n).data) for n in more)


# --- OP17-114 Sweet 3 Generals: "[Your Turn] [On Play] You may rest 2 of your DON!! cards: Draw 1 card and add up to 1
# card from the top of your deck to the top of your Life cards. Then, give up to 2 of your opponent's Characters -3000
# power during this turn. [Trigger] Play this card."


def test_op17_114_sweet_3_generals(real_pool):
    # 10-2-11 [Your Turn], 10-2-6, 8-3-1-4, 1-3-5-1, 10-1-5
    st = turn_with_don(8)
    life_of(st, 0, 2)
    a = add(st, real_pool, VANILLA_C5, 1, "characters")
    b = add(st, real_pool, VANILLA_C4, 1, "characters")
    n = n_hand(st)
    st, g = play(st, real_pool, "OP17-114")
    st = yes(st)
    assert rested_don(st, 0) == 8 and n_hand(st) == n + 1
    if option_ids(st) == ["0", "1"]:
        st = choose(st, "1")
    assert len(st.table.zone(0, "life")) == 3
    ids = option_ids(st)
    assert {str(a), str(b)} <= set(ids) and st.pending[0].max == 2 and st.pending[0].min == 0
    st = choose(st, a, b)
    assert (board.power(st, a), board.power(st, b)) == (4000, 3000)
    # [Trigger] on the opponent's turn: played, and its [Your Turn] [On Play] does nothing
    st = turn_with_don(0, 0, n=4)
    give_don(st, 0, 2)
    lives = len(st.table.zone(0, "life"))
    st, g = life_trigger(st, real_pool, "OP17-114")
    assert not (st.pending and st.pending[0].player == 0 and pending_kind(st) in ("pay", "may"))
    st = settle(st)
    assert zone(st, g) == "characters" and rested_don(st, 0) == 0 and len(st.table.zone(0, "life")) == lives


# --- OP17-040 Edward.Newgate: "[On Play] Draw 1 card. [Once Per Turn] When your Leader with a type including "Rocks
# Pirates" attacks or is attacked, you may trash 1 card from your hand to activate this effect. Your Leader gains
# +3000 power during this battle."

ROCKS_LEADER = "OP17-039"  # Rocks.D.Xebec


def test_op17_040_edward_newgate(real_pool):
    # 10-2-6, 10-2-13, 8-1-3-1 (auto), 8-3-1-4, 7-1-1-3 / 7-1-3-1
    st = turn_with_don(10)
    n = n_hand(st)
    st, _e = play(st, real_pool, "OP17-040")
    assert n_hand(st) == n + 1
    # attacked: pay a hand card, +3000 for the battle; once per turn
    st = turn_with_don(0, 0, n=4)
    me = set_real_leader(st, real_pool, 0, ROCKS_LEADER)
    add(st, real_pool, "OP17-040", 0, "characters")
    cards = hand(st, real_pool, 0, 2)
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    att2 = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=me)
    st = yes(st)
    if st.pending and str(cards[0]) in option_ids(st):
        st = choose(st, cards[0])
    assert board.power(st, me) == 8000 and len([c for c in cards if trashed(st, c)]) == 1
    st = settle(st)
    assert board.power(st, me) == 5000
    st = act(st, "attack", attacker=att2, target=me)
    assert pending_kind(st) in ("block", "counter", None)
    # a Leader without the type: not asked
    st = turn_with_don(0, 0, n=4)
    me = leader(st, 0)
    add(st, real_pool, "OP17-040", 0, "characters")
    cards = hand(st, real_pool, 0, 1)
    att = add(st, real_pool, VANILLA_8, 1, "characters")
    st = act(st, "attack", attacker=att, target=me)
    assert pending_kind(st) in ("block", "counter", None) and zone(st, cards[0]) == "hand"


# --- OP17-093 Monkey.D.Luffy: "If there is a Character with a cost of 12 or more, this Character gains [Rush].
# [On Play] Draw 1 card and play up to 1 Character card with a cost of 2 or less from your trash."


def test_op17_093_monkey_d_luffy(real_pool):
    # 8-1-3-4 (continuous), 10-1-1 [Rush], 10-2-6, 1-3-5-1
    from engine.core.effects import Modifier
    for side, rush in ((1, True), (0, True), (None, False)):
        st = turn_with_don(10)
        if side is not None:
            big = add(st, real_pool, VANILLA_8, side, "characters")
            st.modifiers.append(Modifier(big, "cost", 4, duration="this_turn", player=0, turn=st.turn, source=big))
            assert board.cost(st, big) == 12
        else:
            add(st, real_pool, VANILLA_8, 1, "characters")  # cost 8
        clear(st, 0, "trash")
        two = add(st, real_pool, VANILLA_4000, 0, "trash")
        three = add(st, real_pool, VANILLA_5000, 0, "trash")
        n = n_hand(st)
        st, lu = play(st, real_pool, "OP17-093")
        assert n_hand(st) == n + 1
        ids = option_ids(st)
        assert str(two) in ids and str(three) not in ids and st.pending[0].min == 0
        st = choose(st, two)
        assert zone(st, two) == "characters"
        assert ("Rush" in board.keywords(st, lu)) == rush and can_attack(st, lu, leader(st, 1)) == rush


# --- OP16-103 Van Augur: "[Opponent's Turn] [On K.O.] If your Leader has the {Blackbeard Pirates} type, draw 1 card
# and give up to 1 of your opponent's Leader or Character cards -3000 power during this turn. [Trigger] Activate this
# card's [On K.O.] effect."


def test_op16_103_van_augur(real_pool):
    # 10-2-12, [On K.O.] (10-2-1, 8-1-3-1), 8-3-2, 1-3-5-1, 10-1-5
    st = turn_with_don(0, 0, n=4)
    set_real_leader(st, real_pool, 0, BB_LEADER)
    va = add(st, real_pool, "OP16-103", 0, "characters")
    n = n_hand(st)
    st = battle_ko(st, real_pool, va)
    assert n_hand(st) == n + 1
    foe = leader(st, 1)
    ids = option_ids(st)
    assert str(foe) in ids and str(leader(st, 0)) not in ids and st.pending[0].min == 0
    st = choose(st, foe, player=0)
    assert board.power(st, foe) == 2000
    # K.O.'d on its own player's turn (ST27-005: "You may rest this Character: K.O. up to 1 Character with a cost of 3
    # or less"): nothing
    st = turn_with_don(10)
    set_real_leader(st, real_pool, 0, BB_LEADER)
    va = add(st, real_pool, "OP16-103", 0, "characters")
    teach = add(st, real_pool, "ST27-005", 0, "characters")
    n = n_hand(st)
    st = act(st, "activate", uid=teach, ability=0)
    st = choose(st, va)
    assert trashed(st, va) and n_hand(st) == n and not st.pending
    # another Leader: nothing
    st = turn_with_don(0, 0, n=4)
    va = add(st, real_pool, "OP16-103", 0, "characters")
    n = n_hand(st)
    st = battle_ko(st, real_pool, va)
    assert n_hand(st) == n and not (st.pending and st.pending[0].player == 0)
    # [Trigger]
    st = turn_with_don(0, 0, n=4)
    set_real_leader(st, real_pool, 0, BB_LEADER)
    n = n_hand(st)
    st, _v = life_trigger(st, real_pool, "OP16-103")
    assert n_hand(st) == n + 1 and str(leader(st, 1)) in option_ids(st)


# --- OP15-113 Roronoa Zoro: "[On Play] You may trash 1 card from your hand: Add up to 1 card from the top of your deck
# to the top of your Life cards."


def test_op15_113_roronoa_zoro(real_pool):
    # 10-2-6, 8-3-1-4, 1-3-5-1, 3-10
    st = turn_with_don(10)
    life_of(st, 0, 2)
    cards = hand(st, real_pool, 0, 1)
    top = st.table.zone(0, "deck")[0]
    st, _z = play(st, real_pool, "OP15-113")
    st = yes(st)
    if st.pending and option_ids(st) == ["0", "1"]:
        st = choose(st, "1")
    st = settle(st, 0)
    assert trashed(st, cards[0]) and st.table.zone(0, "life")[0] == top and len(st.table.zone(0, "life")) == 3
    # no hand card: not asked (8-3-1-3)
    st = turn_with_don(10)
    life_of(st, 0, 2)
    hand(st, real_pool, 0, 0)
    st, _z = play(st, real_pool, "OP15-113")
    assert not st.pending and len(st.table.zone(0, "life")) == 2


# --- OP16-011 Vista: "[On Play] You may reveal 1 Character card with 8000 power from your hand: Draw 1 card.
# [DON!! x1] [When Attacking] K.O. up to 2 of your opponent's Characters with 2000 base power or less."


def test_op16_011_vista(real_pool):
    # 10-2-6, 8-3-1-4, 11-2-2 (revealed, stays in the hand), 10-2-9, 10-2-5, 4-9, 1-3-5-1
    st = turn_with_don(10)
    clear(st, 0, "hand")
    eight = add(st, real_pool, VANILLA_C6, 0, "hand")
    add(st, real_pool, VANILLA_1, 0, "hand")
    st, _v = play(st, real_pool, "OP16-011")
    st = yes(st)
    if st.pending and str(eight) in option_ids(st):
        st = choose(st, eight)
    st = settle(st, 0)
    assert zone(st, eight) == "hand" and n_hand(st) == 3
    st = turn_with_don(10)
    clear(st, 0, "hand")
    add(st, real_pool, VANILLA_8, 0, "hand")  # 10000: not 8000
    st, _v = play(st, real_pool, "OP16-011")
    assert not st.pending and n_hand(st) == 1
    # [DON!! x1] [When Attacking]
    for don in (1, 0):
        st = turn_with_don(10)
        v = add(st, real_pool, "OP16-011", 0, "characters")
        attach(st, v, don)
        a = add(st, real_pool, "OP17-016", 1, "characters")
        b = add(st, real_pool, "OP16-102", 1, "characters")
        c = add(st, real_pool, VANILLA_1, 1, "characters")
        st = act(st, "attack", attacker=v, target=leader(st, 1))
        if don:
            ids = option_ids(st)
            assert {str(a), str(b)} <= set(ids) and str(c) not in ids and st.pending[0].max == 2
            st = choose(st, a, b)
            assert trashed(st, a) and trashed(st, b)
        else:
            assert pending_kind(st) in ("block", "counter", None) and zone(st, a) == "characters"


# --- OP14-071 Pica: "[End of Your Turn] If your Leader has the {Donquixote Pirates} type, add up to 1 DON!! card from
# your DON!! deck and set it as active."

DONQUIXOTE_LEADER = "OP01-060"  # Donquixote Doflamingo (no [End of Your Turn] of its own)


def test_op14_071_pica(real_pool):
    # 10-2-7 [End of Your Turn], 6-6-1-1, 8-3-2, 1-3-5-1
    for lead, adds in ((DONQUIXOTE_LEADER, True), (None, False)):
        st = turn_with_don(3)
        if lead:
            set_real_leader(st, real_pool, 0, lead)
        add(st, real_pool, "OP14-071", 0, "characters")
        st = end_turn(st)
        if adds:
            assert st.pending and option_ids(st) == ["0", "1"] and st.pending[0].player == 0
            st = choose(st, "1")
            don = cost_area(st, 0)
            assert len(don) == 4 and not st.table.cards[don[-1]].tapped
        else:
            assert not (st.pending and st.pending[0].player == 0) and len(cost_area(st, 0)) == 3


# --- OP13-053 Marshall.D.Teach: "[When Attacking] You may trash 1 of your Characters with a type including
# "Whitebeard Pirates": Draw 1 card and this Character gains [Banish] during this turn."


def test_op13_053_marshall_d_teach(real_pool):
    # 10-2-5, 8-3-1-4, 10-1-3 [Banish], 6-6-1-2
    st = turn_with_don(10)
    t = add(st, real_pool, "OP13-053", 0, "characters")
    wb = add(st, real_pool, WB_6000, 0, "characters")
    ally = add(st, real_pool, "EB01-005", 0, "characters")  # Doma: {Whitebeard Pirates Allies}
    plain = add(st, real_pool, VANILLA_1, 0, "characters")
    foe_wb = add(st, real_pool, WB_6000, 1, "characters")
    n = n_hand(st)
    st = act(st, "attack", attacker=t, target=leader(st, 1))
    st = yes(st)
    ids = option_ids(st)
    assert {str(wb), str(ally)} <= set(ids) and not {str(plain), str(foe_wb)} & set(ids)
    st = choose(st, wb)
    assert trashed(st, wb) and n_hand(st) == n + 1 and "Banish" in board.keywords(st, t)
    st = settle(st)
    st = end_turn(st)
    assert "Banish" not in board.keywords(st, t)
    # declined
    st = turn_with_don(10)
    t = add(st, real_pool, "OP13-053", 0, "characters")
    wb = add(st, real_pool, WB_6000, 0, "characters")
    st = act(st, "attack", attacker=t, target=leader(st, 1))
    st = choose(st, "no")
    assert zone(st, wb) == "characters" and "Banish" not in board.keywords(st, t)
