"""Session 35 MLP audit: does the compiler's "automated" claim hold against the printed text?

The sample (``sample()``: ``random.Random(2041).sample`` of 30 over the sorted main numbers, 第二節 1.8.0, of
the MLP-DB cards with ability text whose every print ``is_automated`` (test_audit34_cards.automated: 359
cards), leaving out the 75 cards test_audit34_cards.py, test_audit34b_cards.py and test_audit34c_cards.py
drew) drew, in order:
BP01-C44 Griffon the Brush Off, SD01B-C01 Fluttershy, BP02-SR02 Fluttershy, BP01-SR02 Fluttershy, SD01B-SPR03
Healthy Salad, BP02-GR02 Fluttershy, BP01-SPR02 Time for Clean-up!, BP01-SR05 Rainbow Dash, BP02-GR06 Rarity,
SD01-SPR05 Time for Class, BP02-SR11 Scootaloo, BP02-SPR24 Party Cannon, BP01-SPR22 Super Spicy Sauce, BP02-GR11
Rainbow Dash, SD01-GR03 Pinkie Pie, SD01D-C09 Applebuck Season, SD01A-SR02 Owlowiscious, BP02-SPR08 Corn Harvest,
SD01F-C08 A Dog and Pony Show, BP02-SPR23 Daring Do Book, BP02-C43 May the Best Pet Win!, SD01E-SPR01 Hoofshake
Buzzer!, BP02-C33 Baby Cakes, BP02-ER06 Carousel Boutique Fitting Room, BP02-SPR02 Friendship Lesson Letter,
BP02-U11 Rarity, SD01E-U03 Scootaloo, SD01E-C01 Rainbow Dash, SD01-U01 Twilight Sparkle, BP01-U07 Applejack
(sets BP01 ×8, BP02 ×13, SD01 ×3, SD01A/SD01B/SD01D/SD01E/SD01F ×6).

Tally before any engine change: 29 of 30 right as compiled (every clause below; each test was checked to
fail with its mechanism broken: the side filters, the turn condition, the plan count, the plan-reveal
trigger's player, the latest free story for a new plan, the revealed-card condition, "N or less").
Wrong: BP02-GR11 Rainbow Dash, "[Appear] If there is any empty Adventure Area, choose 1 ｢Pegasus｣ …": the
condition read only your own adventure area, so it failed whenever she filled your last slot. No owner is
printed (nor in the Thai print, while BP02-U09 of the same set says "each empty Adventure Area you have"):
as the first audit read "the Retirement Area" with no owner (BP02-C01: both players' areas count, 第一節
1.1.0), an empty slot of either player's adventure area meets it. Rule call without a source in the
documents (the Japanese text is not available here). Fixed in the condition reader (readers.parse_cond:
``{"empty_slots": 1, "side": "any"}``) and board.check; compiling the whole pool before and after, BP02-GR11
is the only card whose compiled shape changed (522 automated cards either way).

Read as the reviewed scripts/earlier audits read them (not relitigated): BP02-SPR23 Daring Do Book's granted
"Move to an open Adventure Area." is the activated 冒険エリア 横置き effect (scripts/BP02.toml: the data drops
the icons); BP02-U11's "you reveal a Plan" is a plan you remove (disrupt), revealed by your action (第四節
4.4.2, 第六節 5.1.0); BP02-SPR08's "exactly[?]" is an editor's mark (the Thai print: "flip 2 of your scene
cards face up").

Each card is played in an engine game and every clause of its printed text is checked by what can be
seen (state, questions and their options, modifiers and their durations). Real card data is read
from ../shared (skipped cleanly without it)."""

from __future__ import annotations

import random

import pytest

from engine.core import Action, RulesError
from engine.mlp import board, game
from engine.mlp.board import GRANTED
from engine.mlp.cards import compiler
from engine.mlp.game import ENGINE
from engine.mlp.state import SLOTS
from tests.shared_data import needs

from . import test_audit34_cards as first
from . import test_audit34b_cards as second
from . import test_audit34c_cards as third
from .helpers import act, add_scenes, choose, end_main
from .test_audit34_cards import DB, clear_plan, hand, mods, opts, passes, put, quiet, set_plan, use
from .test_audit34b_cards import contact, raised, this_turn
from .test_audit34c_cards import advance

SEED = 2041
SIZE = 30
SAMPLE = [
    "BP01-C44",
    "SD01B-C01",
    "BP02-SR02",
    "BP01-SR02",
    "SD01B-SPR03",
    "BP02-GR02",
    "BP01-SPR02",
    "BP01-SR05",
    "BP02-GR06",
    "SD01-SPR05",
    "BP02-SR11",
    "BP02-SPR24",
    "BP01-SPR22",
    "BP02-GR11",
    "SD01-GR03",
    "SD01D-C09",
    "SD01A-SR02",
    "BP02-SPR08",
    "SD01F-C08",
    "BP02-SPR23",
    "BP02-C43",
    "SD01E-SPR01",
    "BP02-C33",
    "BP02-ER06",
    "BP02-SPR02",
    "BP02-U11",
    "SD01E-U03",
    "SD01E-C01",
    "SD01-U01",
    "BP01-U07",
]

# plain (textless) real characters of the names the sample asks for
PETS = ("SD01B-C04", "SD01D-C05")  # Turtle Pet idea 4, Winona Pet idea 2
ANGEL = "SD01B-C05"  # Angel (a Pet), idea 2
TWILIGHT = "SD01-C01"  # idea 2
RARITY = "SD01-C06"  # idea 2
RAINBOW = "SD01-C05"  # idea 2
PINKIE = "BP01-C07"  # idea 2
APPLE_BLOOM = "BP01-C15"  # idea 2


def sample(cards: list[dict], seed: int = SEED, size: int = SIZE) -> list[str]:
    """The draw over the first audit's automated list less the 75 cards the three session-34 audits drew."""
    done = set(first.SAMPLE) | set(second.SAMPLE) | set(third.SAMPLE)
    return random.Random(seed).sample([n for n in first.automated(cards, "audit35") if n not in done], size)


@pytest.fixture(scope="module")
def real():
    if not DB.exists():
        pytest.skip(f"needs {DB}")
    return {r.id: r.data for r in game.import_cards(str(DB)).cards}


def face_down(st, p: int, n: int) -> list[int]:
    out = add_scenes(st, p, n)
    for u in out:
        st.table.cards[u].flags["scene_face_down"] = True
    return out


# --- the draw ---------------------------------------------------------------------------------


@needs(DB)
def test_the_sample_is_the_recorded_draw(real):
    assert sample(list(real.values())) == SAMPLE


# --- the 30 cards -----------------------------------------------------------------------------


@needs(DB)
@pytest.mark.parametrize("cid", ["BP01-C44", "SD01D-C09"])
def test_griffon_the_brush_off_and_applebuck_season(real, cid):
    # Story Ⅳ: "When promoted to this stage, you win the game." 第一節 4.1.0, 4.1.1, 第四節 4.4.1
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    st = choose(advance(st, real, 4, cid), "advance")
    assert st.result is not None and st.result.winners == [0]


@needs(DB)
def test_fluttershy_sd01b_c01(real):
    # "[Adventure] While in Rival's turn, this Character gets +2 Inspiration." 第五節 1.2.0 (continuous);
    # "Rival's turn" is from its controller's side
    st = quiet()
    mine = put(st, real, 0, "SD01B-C01", 0)  # idea 4
    theirs = put(st, real, 1, "SD01B-C01", 1)
    other = put(st, real, 1, "FX01-C02", 2)  # idea 3
    assert [board.idea(st, u) for u in (mine, theirs, other)] == [
        4,
        6,
        3,
    ]  # my turn: the rival's Fluttershy gains
    st.active = 1
    assert [board.idea(st, u) for u in (mine, theirs, other)] == [6, 4, 3]


@needs(DB)
def test_fluttershy_bp02_sr02(real):
    # "[Adventure] [Tap] This Character gets +1 Inspiration until the end of turn. All of your ｢Pet｣ cards also
    # get +1 Inspiration until the end of turn." 第二節 1.6.4c (activated, cost: tap), 第五節 3.1.5
    st = quiet()
    fl = put(st, real, 0, "BP02-SR02", 0)
    pets = [put(st, real, 0, PETS[0], 1), put(st, real, 0, PETS[1], 2)]
    other = put(st, real, 0, "FX01-C02", 3)
    rival_pet = put(st, real, 1, PETS[0], 0)
    use(st, real, PETS[1])
    st.table.add(PETS[1], 0, "rest")  # a Pet card in my rest area is not in play
    st = act(st, Action("activate", 0, {"uid": fl, "ability": 0}))
    assert st.table.cards[fl].tapped
    assert mods(st, fl) == [(1, "this_turn")]
    assert [mods(st, u) for u in pets] == [[(1, "this_turn")]] * 2
    assert not mods(st, other) and not mods(st, rival_pet)
    assert {m.uid for m in st.modifiers} == {fl, *pets}
    with pytest.raises(RulesError):  # 第五節 3.1.5: tapped, the cost cannot be paid again
        act(st, Action("activate", 0, {"uid": fl, "ability": 0}))


@needs(DB)
@pytest.mark.parametrize("angel", ["mine", "rivals", "none"])
def test_fluttershy_bp01_sr02(real, angel):
    # "[Appear] If there is any 「Angel」 in your Adventure Area, choose 1 「Pet」 in your Retirement Area, add it to
    # Hand." 第二節 1.6.1, 第五節 1.5.1 (the condition), 第二節 1.4.0 (keyword)
    st = quiet()
    add_scenes(st, 0, real["BP01-SR02"]["harmony"])
    if angel != "none":
        put(st, real, 0 if angel == "mine" else 1, ANGEL, 1)
    use(st, real, *PETS)
    pets = [st.table.add(PETS[0], 0, "rest").uid, st.table.add(PETS[1], 0, "rest").uid]
    not_pet = st.table.add("FX01-C02", 0, "rest").uid
    theirs = st.table.add(PETS[0], 1, "rest").uid
    fl = hand(st, real, 0, "BP01-SR02")
    st = act(st, Action("play", 0, {"uid": fl, "slot": 0}))
    if angel != "mine":
        assert not st.pending and all(st.table.cards[u].zone == "rest" for u in (*pets, not_pet, theirs))
        return
    assert st.pending[0].player == 0 and opts(st) == set(pets) and st.pending[0].min == st.pending[0].max == 1
    st = choose(st, str(pets[1]))
    assert st.table.cards[pets[1]].zone == "hand" and st.table.cards[pets[1]].owner == 0
    assert st.table.cards[pets[0]].zone == st.table.cards[theirs].zone == "rest"


@needs(DB)
def test_healthy_salad(real):
    # "All 「Pet」 in your Adventure Area get +2 Inspiration until the end of turn." 第二節 1.4.0, 第二節 2.0.0
    st = quiet()
    add_scenes(st, 0, real["SD01B-SPR03"]["harmony"])
    pets = [put(st, real, 0, PETS[0], 0), put(st, real, 0, ANGEL, 1)]
    other = put(st, real, 0, "FX01-C02", 2)
    rival_pet = put(st, real, 1, PETS[1], 0)
    ev = hand(st, real, 0, "SD01B-SPR03")
    st = act(st, Action("play", 0, {"uid": ev}))
    assert [mods(st, u) for u in pets] == [[(2, "this_turn")]] * 2
    assert not mods(st, other) and not mods(st, rival_pet) and st.table.cards[ev].zone == "rest"
    assert board.idea(st, pets[0]) == 6


@needs(DB)
def test_fluttershy_bp02_gr02(real):
    # "[Adventure] All of your ｢Pet｣ Characters get +1 Inspiration in your Rival's turn." 第五節 1.2.0
    st = quiet()
    put(st, real, 0, "BP02-GR02", 0)  # idea 3
    pet = put(st, real, 0, PETS[1], 1)  # idea 2
    other = put(st, real, 0, "FX01-C02", 2)  # idea 3
    rival_pet = put(st, real, 1, PETS[1], 0)  # idea 2
    assert [board.idea(st, u) for u in (pet, other, rival_pet)] == [2, 3, 2]  # my turn
    st.active = 1
    assert [board.idea(st, u) for u in (pet, other, rival_pet)] == [3, 3, 2]


@needs(DB)
def test_time_for_clean_up(real):
    # "Choose 1 Character with Inspiration 4 or less in Rival's Adventure Area to Retire." 第六節 14.0.0
    st = quiet()
    add_scenes(st, 0, real["BP01-SPR02"]["harmony"])
    four = put(st, real, 1, "FX01-C06", 0)  # idea 4 ("4 or less" includes 4)
    two = put(st, real, 1, "FX01-C09", 1)
    five = put(st, real, 1, "FX01-C05", 2)  # idea 5
    mine = put(st, real, 0, "FX01-C09", 0)
    ev = hand(st, real, 0, "BP01-SPR02")
    st = act(st, Action("play", 0, {"uid": ev}))
    assert st.pending[0].player == 0 and opts(st) == {four, two} and st.pending[0].max == 1
    assert five not in opts(st) and mine not in opts(st)
    st = choose(st, str(four))
    assert (
        st.table.cards[four].zone == "rest"
        and st.table.cards[two].zone == st.table.cards[five].zone == "adventure"
    )


@needs(DB)
@pytest.mark.parametrize("other", ["mine", "rivals", "none"])
def test_rainbow_dash_bp01_sr05(real, other):
    # "[Appear] If there is any other 「Rainbow Dash」 in your Adventure Area, choose 1 Character with Inspiration
    # 2 or less in Rival's Adventure Area to Retire." 第五節 1.5.3 例 ("other" leaves itself out), 第五節 1.5.1
    st = quiet()
    add_scenes(st, 0, real["BP01-SR05"]["harmony"])
    if other != "none":
        put(st, real, 0 if other == "mine" else 1, RAINBOW, 4)  # idea 2 (the rival's one is a target too)
    two = put(st, real, 1, "FX01-C09", 0)  # idea 2
    three = put(st, real, 1, "FX01-C02", 1)  # idea 3
    one = put(st, real, 1, "FX01-C04", 2)  # idea 1
    mine = put(st, real, 0, "FX01-C09", 1)
    rd = hand(st, real, 0, "BP01-SR05")
    st = act(st, Action("play", 0, {"uid": rd, "slot": 0}))
    if other != "mine":
        assert not st.pending and all(st.table.cards[u].zone == "adventure" for u in (two, three, one))
        return
    assert (
        st.pending[0].player == 0
        and opts(st) == {two, one}
        and three not in opts(st)
        and mine not in opts(st)
    )
    st = choose(st, str(two))
    assert st.table.cards[two].zone == "rest" and st.table.cards[one].zone == "adventure"


@needs(DB)
@pytest.mark.parametrize("plans", [4, 3, 2])
def test_rarity_bp02_gr06(real, plans):
    # "[Appear] If you have 3 or more Plan cards, this Character gets +3 Inspiration until the end of turn."
    # 第三節 4.2.0 (plans), 第五節 1.5.1; the rival's plans do not count
    st = quiet()
    for i in range(4 - plans):
        clear_plan(st, 0, i)
    assert len(st.table.zone(0, "plans")) == plans and len(st.table.zone(1, "plans")) == 4
    add_scenes(st, 0, real["BP02-GR06"]["harmony"])
    ra = hand(st, real, 0, "BP02-GR06")
    st = act(st, Action("play", 0, {"uid": ra, "slot": 0}))
    assert mods(st, ra) == ([(3, "this_turn")] if plans >= 3 else [])


@needs(DB)
def test_time_for_class(real):
    # "Choose 1 Character in your Adventure Area, it gets +1 Inspiration until the end of turn." 第二節 2.0.0
    st = quiet()
    add_scenes(st, 0, real["SD01-SPR05"]["harmony"])
    mine = [put(st, real, 0, "FX01-C02", 0), put(st, real, 0, "FX01-C09", 1)]
    rival = put(st, real, 1, "FX01-C02", 0)
    ev = hand(st, real, 0, "SD01-SPR05")
    st = act(st, Action("play", 0, {"uid": ev}))
    assert (
        st.pending[0].player == 0
        and opts(st) == set(mine)
        and rival not in opts(st)
        and st.pending[0].max == 1
    )
    st = choose(st, str(mine[1]))
    assert mods(st, mine[1]) == [(1, "this_turn")] and not mods(st, mine[0]) and not mods(st, rival)


@needs(DB)
def test_scootaloo_bp02_sr11(real):
    # "[Adventure] This Character gets +1 Inspiration for each ｢Pegasus｣ in your Adventure Area." 第五節 1.2.0;
    # she is a Pegasus in your adventure area herself
    st = quiet()
    sc = put(st, real, 0, "BP02-SR11", 0)  # idea 3
    put(st, real, 1, "FX01-C02", 0)  # the rival's Pegasus
    put(st, real, 0, "FX01-C03", 1)  # an Earth Pony
    assert board.idea(st, sc) == 4
    peg = put(st, real, 0, "FX01-C02", 2)
    put(st, real, 0, "FX01-C05", 3)
    assert board.idea(st, sc) == 6
    st.table.move(peg, "rest", player=0)
    assert board.idea(st, sc) == 5


@needs(DB)
def test_party_cannon(real):
    # "Only adorn ｢Pinkie Pie｣. All of your Characters get +1 Inspiration." 第五節 3.2.2 (the wearer must match),
    # 第二節 3.5.0 (applies while worn); the wearer is one of your characters
    st = quiet()
    add_scenes(st, 0, real["BP02-SPR24"]["harmony"])
    pinkie = put(st, real, 0, PINKIE, 0)  # idea 2
    other = put(st, real, 0, "FX01-C02", 1)  # idea 3
    rival = put(st, real, 1, "FX01-C02", 0)
    rival_pinkie = put(st, real, 1, PINKIE, 1)
    item = hand(st, real, 0, "BP02-SPR24")
    for wrong in (other, rival_pinkie):
        with pytest.raises(RulesError):
            act(st, Action("play", 0, {"uid": item, "wearer": wrong}))
    st = act(st, Action("play", 0, {"uid": item, "wearer": pinkie}))
    assert [board.idea(st, u) for u in (pinkie, other, rival, rival_pinkie)] == [3, 4, 3, 2]
    st.table.cards[item].attached_to = None
    st.table.move(item, "rest", player=0)
    assert [board.idea(st, u) for u in (pinkie, other)] == [2, 3]


@needs(DB)
def test_super_spicy_sauce(real):
    # "Only adorn 「Twilight Sparkle」. While there is any Event in your Retirement Area, adorned Character gets +2
    # Inspiration." 第五節 3.2.2, 第二節 3.5.0, 第五節 1.2.0 (re-evaluated)
    st = quiet()
    add_scenes(st, 0, real["BP01-SPR22"]["harmony"])
    tw = put(st, real, 0, TWILIGHT, 0)  # idea 2
    other = put(st, real, 0, "FX01-C09", 1)  # idea 2
    item = hand(st, real, 0, "BP01-SPR22")
    with pytest.raises(RulesError):
        act(st, Action("play", 0, {"uid": item, "wearer": other}))
    st = act(st, Action("play", 0, {"uid": item, "wearer": tw}))
    st.table.add("FX01-E01", 1, "rest")  # the rival's Event does not count
    st.table.add("FX01-C02", 0, "rest")  # nor my Character
    assert board.idea(st, tw) == 2
    st.table.add("FX01-E01", 0, "rest")
    assert board.idea(st, tw) == 4 and board.idea(st, other) == 2
    st.active = 1
    assert board.idea(st, tw) == 4  # in either turn


@needs(DB)
def test_rainbow_dash_bp02_gr11(real):
    # "[Appear] If there is any empty Adventure Area, choose 1 ｢Pegasus｣ to get +2 Inspiration until the end of
    # turn." No area is named for the Pegasus: any Pegasus in play (the first audit's call, 第一節 1.1.0)
    st = quiet()
    add_scenes(st, 0, real["BP02-GR11"]["harmony"])
    peg = put(st, real, 0, "FX01-C02", 1)
    put(st, real, 1, "FX01-C03", 2)  # an Earth Pony
    rival_peg = put(st, real, 1, "FX01-C05", 0)
    rd = hand(st, real, 0, "BP02-GR11")
    st = act(st, Action("play", 0, {"uid": rd, "slot": 0}))
    assert st.pending[0].player == 0 and opts(st) == {rd, peg, rival_peg} and st.pending[0].max == 1
    st = choose(st, str(rival_peg))
    assert mods(st, rival_peg) == [(2, "this_turn")] and not mods(st, peg) and not mods(st, rd)


@needs(DB)
@pytest.mark.parametrize("rival_full", [False, True])
def test_rainbow_dash_bp02_gr11_when_she_fills_your_area(real, rival_full):
    # "any empty Adventure Area" names no owner (nor does the Thai print; BP02-U09 of the same set says "you
    # have"): as "the Retirement Area" with no owner (test_audit34_cards, BP02-C01), an empty slot of either
    # adventure area meets it (第一節 1.1.0, 第五節 1.5.1: read as the effect resolves). Rule call, see the header.
    st = quiet()
    add_scenes(st, 0, real["BP02-GR11"]["harmony"])
    peg = put(st, real, 0, "FX01-C02", 1)
    for slot in range(2, SLOTS):
        put(st, real, 0, "FX01-C03", slot)
    rival_peg = put(st, real, 1, "FX01-C05", 0)
    if rival_full:
        for slot in range(1, SLOTS):
            put(st, real, 1, "FX01-C03", slot)
    rd = hand(st, real, 0, "BP02-GR11")
    st = act(st, Action("play", 0, {"uid": rd, "slot": 0}))  # she fills my last empty slot
    assert not board.empty_slots(st, 0)
    if rival_full:
        assert not st.pending and not st.modifiers
        return
    assert st.pending[0].player == 0 and opts(st) == {rd, peg, rival_peg}
    st = choose(st, str(peg))
    assert mods(st, peg) == [(2, "this_turn")]


@needs(DB)
def test_pinkie_pie_sd01_gr03(real):
    # "[Pre-plan] All Characters in your Adventure Area get +1 Inspiration until the end of turn." 第二節 1.6.3
    # (事前対策 when disrupted), 第六節 5.2.0: the plan's owner uses it, "your" is the owner's side
    st = quiet()
    attacker = put(st, real, 0, "FX01-C02", 0)
    owners = [put(st, real, 1, "FX01-C03", 1), put(st, real, 1, "FX01-C09", 2)]
    plan = set_plan(st, real, 1, 0, "SD01-GR03")
    events, st = this_turn(end_main(st), "disrupt")
    assert [len(raised(events, u)) for u in owners] == [1, 1]
    assert all("+1 until the end of the turn" in raised(events, u)[0] for u in owners)
    assert not raised(events, attacker) and not st.modifiers  # gone at the end of the turn
    assert st.table.cards[plan].zone == "rest"


@needs(DB)
def test_owlowiscious_sd01a_sr02(real):
    # "[Appear] Choose 1 「Twilight Sparkle」 in your Adventure Area, it gets +2 Inspiration until the end of turn."
    st = quiet()
    add_scenes(st, 0, real["SD01A-SR02"]["harmony"])
    tws = [put(st, real, 0, TWILIGHT, 1), put(st, real, 0, "BP01-U02", 2)]
    put(st, real, 0, "FX01-C09", 3)  # a Unicorn, not Twilight
    rival = put(st, real, 1, TWILIGHT, 0)
    owl = hand(st, real, 0, "SD01A-SR02")
    st = act(st, Action("play", 0, {"uid": owl, "slot": 0}))
    assert (
        st.pending[0].player == 0
        and opts(st) == set(tws)
        and rival not in opts(st)
        and st.pending[0].max == 1
    )
    st = choose(st, str(tws[0]))
    assert mods(st, tws[0]) == [(2, "this_turn")] and not mods(st, tws[1]) and not mods(st, owl)


@needs(DB)
@pytest.mark.parametrize("down", [3, 1])
def test_corn_harvest(real, down):
    # "Flip exactly 2 of your Scenes face up." (the data's "[?]" is an editor's mark; the Thai print: "flip 2 of
    # your scene cards face up") 第二節 4.5.2a (face-down scenes), 第五節 2.1.1a (as many as possible)
    st = quiet()
    pay = add_scenes(st, 0, real["BP02-SPR08"]["harmony"])
    downs = face_down(st, 0, down)
    rival_down = face_down(st, 1, 1)[0]
    ev = hand(st, real, 0, "BP02-SPR08")
    st = act(st, Action("play", 0, {"uid": ev, "scenes": pay}))
    if down == 1:
        if st.pending:
            assert opts(st) == set(downs)
            st = choose(st, str(downs[0]))
        assert board.face_up(st.table.cards[downs[0]]) and not board.face_up(st.table.cards[rival_down])
        return
    assert (
        st.pending[0].player == 0 and opts(st) == set(downs) and st.pending[0].min == st.pending[0].max == 2
    )
    st = choose(st, str(downs[0]), str(downs[2]))
    assert [board.face_up(st.table.cards[u]) for u in downs] == [True, False, True]
    assert not board.face_up(st.table.cards[rival_down]) and st.table.cards[ev].zone == "rest"


@needs(DB)
def test_a_dog_and_pony_show(real):
    # Story Ⅲ: "When promoted to this stage, choose 1 [Rarity] in your Retirement Area, add it to Hand." 第四節 4.4.1
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    use(st, real, RARITY, "SD01F-U01")
    rarities = [st.table.add(RARITY, 0, "rest").uid, st.table.add("SD01F-U01", 0, "rest").uid]
    not_rarity = st.table.add("FX01-C09", 0, "rest").uid  # a Unicorn
    theirs = st.table.add(RARITY, 1, "rest").uid
    st = choose(advance(st, real, 3, "SD01F-C08"), "advance")
    assert st.stage[0] == 3
    assert st.pending[0].player == 0 and opts(st) == set(rarities) and st.pending[0].max == 1
    assert not {not_rarity, theirs} & opts(st)
    st = choose(st, str(rarities[1]))
    assert st.table.cards[rarities[1]].zone == "hand" and st.table.cards[rarities[0]].zone == "rest"


@needs(DB)
def test_daring_do_book(real):
    # 'Adorned Character gains "Move to an open Adventure Area."' The data drops the icons before "Move"; the
    # reviewed script (scripts/BP02.toml) reads 冒険エリア 横置き: an activated effect of the wearer (第二節 1.6.4c,
    # 第二節 3.5.0), cost: tap (第五節 3.1.5); the move is to an empty slot of its own area (第六節 12.1.0)
    st = quiet()
    add_scenes(st, 0, real["BP02-SPR23"]["harmony"])
    wearer = put(st, real, 0, "FX01-C02", 0)
    other = put(st, real, 0, "FX01-C03", 1)
    put(st, real, 1, "FX01-C02", 2)  # the rival's area does not matter
    item = hand(st, real, 0, "BP02-SPR23")
    with pytest.raises(RulesError):  # 第五節 3.1.5 (no such ability before the item is worn)
        act(st, Action("activate", 0, {"uid": wearer, "ability": GRANTED}))
    st = act(st, Action("play", 0, {"uid": item, "wearer": wearer}))
    with pytest.raises(RulesError):  # only the wearer has it
        act(st, Action("activate", 0, {"uid": other, "ability": GRANTED}))
    st = act(st, Action("activate", 0, {"uid": wearer, "ability": GRANTED}))
    assert st.table.cards[wearer].tapped
    assert not st.pending  # one empty slot (of 3, 第二節 4.1.0): taken without asking
    assert (
        st.table.cards[wearer].flags["slot"] == 2
        and st.moved.get(wearer) == 1
        and board.item_of(st, wearer) == item
    )
    with pytest.raises(RulesError):  # tapped: the cost cannot be paid again
        act(st, Action("activate", 0, {"uid": wearer, "ability": GRANTED}))


@needs(DB)
def test_daring_do_book_with_two_empty_slots(real):
    # with 2 empty slots its controller picks one (第六節 12.1.0, 第三節 3.2.0); its own area only
    st = quiet()
    add_scenes(st, 0, real["BP02-SPR23"]["harmony"])
    wearer = put(st, real, 0, "FX01-C02", 1)
    put(st, real, 1, "FX01-C02", 0)
    item = hand(st, real, 0, "BP02-SPR23")
    st = act(st, Action("play", 0, {"uid": item, "wearer": wearer}))
    st = act(st, Action("activate", 0, {"uid": wearer, "ability": GRANTED}))
    assert (
        st.pending[0].kind == "move_slot"
        and st.pending[0].player == 0
        and {o.id for o in st.pending[0].options} == {"0", "2"}
    )
    st = choose(st, "0")
    assert st.table.cards[wearer].flags["slot"] == 0 and st.table.cards[wearer].controller == 0


@needs(DB)
def test_may_the_best_pet_win_bp02_c43(real):
    # Story Ⅲ: "When promoted to this stage, draw 2 cards." 第四節 4.4.1, 第六節 1.0.0
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    top2 = st.table.zone(0, "deck")[:2]
    n = len(st.table.zone(0, "hand"))
    st = choose(advance(st, real, 3, "BP02-C43"), "advance")
    assert st.stage[0] == 3 and len(st.table.zone(0, "hand")) == n + 2
    assert all(st.table.cards[u].zone == "hand" for u in top2)


@needs(DB)
def test_hoofshake_buzzer(real):
    # "Choose 1 [Rainbow Dash] in your Adventure Area, it gets +2 Inspiration until the end of turn."
    st = quiet()
    add_scenes(st, 0, real["SD01E-SPR01"]["harmony"])
    rds = [put(st, real, 0, RAINBOW, 0), put(st, real, 0, "BP01-U10", 1)]
    put(st, real, 0, "FX01-C02", 2)  # a Pegasus, not Rainbow Dash
    rival = put(st, real, 1, RAINBOW, 0)
    ev = hand(st, real, 0, "SD01E-SPR01")
    st = act(st, Action("play", 0, {"uid": ev}))
    assert (
        st.pending[0].player == 0
        and opts(st) == set(rds)
        and rival not in opts(st)
        and st.pending[0].max == 1
    )
    st = choose(st, str(rds[1]))
    assert mods(st, rds[1]) == [(2, "this_turn")] and not mods(st, rds[0])


@needs(DB)
def test_baby_cakes_bp02_c33(real):
    # Story Ⅰ: "When promoted to this stage, flip 1 Scene face up." 第二節 4.5.2a, 第六節 10.6.0 (your scene area)
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    downs = face_down(st, 0, 2)
    up = add_scenes(st, 0, 1)[0]
    rival_down = face_down(st, 1, 1)[0]
    st = choose(advance(st, real, 1, "BP02-C33"), "advance")
    assert st.stage[0] == 1
    assert (
        st.pending[0].player == 0 and opts(st) == set(downs) and up not in opts(st) and st.pending[0].max == 1
    )
    st = choose(st, str(downs[1]))
    assert board.face_up(st.table.cards[downs[1]]) and not board.face_up(st.table.cards[downs[0]])
    assert not board.face_up(st.table.cards[rival_down])


@needs(DB)
@pytest.mark.parametrize("who", ["rarity", "other"])
def test_carousel_boutique_fitting_room(real, who):
    # ひらめき: "Your ｢Rarity｣ gets +1 Inspiration until the end of this Contact." 第四節 4.3.1 / 4.3.1a (only if
    # your interacting character qualifies), 第四節 4.3.5a (ends with the interaction)
    st = quiet()
    use(st, real, "BP02-ER06")
    scene = st.table.add("BP02-ER06", 0, "scenes").uid
    mine = put(st, real, 0, RARITY if who == "rarity" else "FX01-C09", 0)  # idea 2 either way
    theirs = put(st, real, 1, "FX01-C03", 0)  # idea 2
    put(st, real, 1, RARITY, 1)  # the rival's Rarity (not in contact)
    st = end_main(st)
    if who == "other":
        assert not (st.pending and st.pending[0].kind == "hirameki")
        return
    assert st.pending[0].kind == "hirameki" and st.pending[0].player == 0
    st = passes(choose(st, str(scene)))
    assert st.table.cards[mine].zone == "adventure" and st.table.cards[theirs].zone == "rest"  # 3 beats 2
    assert not mods(st, mine)


@needs(DB)
@pytest.mark.parametrize("unicorn", ["mine", "rivals"])
def test_friendship_lesson_letter(real, unicorn):
    # "If there is any ｢Unicorn｣ in your Adventure Area, turn 1 card from your Hand into a Plan." 第五節 1.5.1,
    # 第六節 4.1.0 (a plan: face down, on the latest-stage story with no plan), 第三節 4.5.0
    st = quiet()
    add_scenes(st, 0, real["BP02-SPR02"]["harmony"])
    clear_plan(st, 0, 1)
    clear_plan(st, 0, 3)
    put(st, real, 0 if unicorn == "mine" else 1, "FX01-C09", 0)
    ev = hand(st, real, 0, "BP02-SPR02")
    cards = [u for u in st.table.zone(0, "hand") if u != ev]
    st = act(st, Action("play", 0, {"uid": ev}))
    if unicorn != "mine":
        assert (
            not st.pending
            and len(st.table.zone(0, "plans")) == 2
            and set(st.table.zone(0, "hand")) == set(cards)
        )
        return
    assert (
        st.pending[0].player == 0 and opts(st) == set(cards) and st.pending[0].min == st.pending[0].max == 1
    )
    st = choose(st, str(cards[2]))
    card = st.table.cards[cards[2]]
    assert (
        card.zone == "plans" and card.owner == 0 and card.flags.get("story") == 3
    )  # story Ⅳ: the latest free
    assert not card.known_to  # face down: no one may look at a plan, its owner neither (第三節 4.1.2)
    assert len(st.table.zone(0, "plans")) == 3 and board.plan_at(st, 0, 1) is None
    assert st.table.cards[ev].zone == "rest"


@needs(DB)
def test_rarity_bp02_u11(real):
    # "[Adventure] Whenever you reveal a Plan, this Character gets +1 Inspiration until the end of turn."
    # 第四節 4.4.2 / 第六節 5.1.0: a disrupted plan is revealed by the disrupting player's action; each one
    # triggers it ("whenever"); the rival's Rarity does not gain when I reveal
    st = quiet()
    ra = put(st, real, 0, "BP02-U11", 0)  # idea 4, facing an empty slot
    put(st, real, 0, "FX01-C02", 1)  # a second column facing an empty slot
    rival_ra = put(st, real, 1, "BP02-U11", 2)  # not in contact (my slot 2 is empty)
    st = end_main(st)
    assert st.pending[0].kind == "column_action"
    events, st2 = this_turn(st, "disrupt")
    while st2.pending and st2.turn == st.turn:
        pend = st2.pending[0]
        more, st2 = this_turn(
            st2, "disrupt" if any(o.id == "disrupt" for o in pend.options) else pend.options[0].id
        )
        events += more
    assert len(raised(events, ra)) == 2 and all(
        "+1 until the end of the turn" in t for t in raised(events, ra)
    )
    assert not raised(events, rival_ra)
    assert len(st2.table.zone(1, "plans")) == 2


@needs(DB)
@pytest.mark.parametrize("third_id", ["FX01-C04", "FX01-C09"])
def test_scootaloo_sd01e_u03(real, third_id):
    # "[Farewell] Choose 1 Character with Inspiration 1 or less in Rival's Adventure Area to Retire." 第二節 1.6.2
    # (お別れ by interaction, 第四節 4.3.4); with one legal choice only, it is made without asking (第五節 2.1.1)
    st = quiet()
    sc, winner = contact(st, real, "SD01E-U03")  # idea 4 against 7
    one = put(st, real, 1, "FX01-C11", 1)  # idea 1 ("1 or less" includes 1)
    other = put(st, real, 1, third_id, 2)  # idea 1 (FX01-C04) or 2 (FX01-C09)
    mine = put(st, real, 0, "FX01-C04", 3)  # mine, idea 1, facing an empty slot
    st = passes(end_main(st))
    while st.pending and st.pending[0].kind in ("column", "action"):
        st = choose(
            st, "skip" if any(o.id == "skip" for o in st.pending[0].options) else st.pending[0].options[0].id
        )
    assert st.table.cards[sc].zone in ("processing", "rest")
    if third_id == "FX01-C09":
        assert st.table.cards[one].zone == "rest" and st.table.cards[other].zone == "adventure"
        assert st.table.cards[mine].zone == "adventure" and st.table.cards[winner].zone == "adventure"
        return
    assert (
        st.pending[0].player == 0
        and opts(st) == {one, other}
        and winner not in opts(st)
        and mine not in opts(st)
    )
    st = choose(st, str(other))
    assert st.table.cards[other].zone == "rest" and st.table.cards[one].zone == "adventure"


@needs(DB)
def test_rainbow_dash_sd01e_c01(real):
    # "[Appear] This Character gets +2 Inspiration until the end of turn." 第二節 1.6.1
    st = quiet()
    add_scenes(st, 0, real["SD01E-C01"]["harmony"])
    other = put(st, real, 0, "FX01-C02", 1)
    rd = hand(st, real, 0, "SD01E-C01")  # idea 1
    st = act(st, Action("play", 0, {"uid": rd, "slot": 0}))
    assert mods(st, rd) == [(2, "this_turn")] and board.idea(st, rd) == 3 and not mods(st, other)


@needs(DB)
@pytest.mark.parametrize("top_id", ["FX01-E01", "FX01-C02"])
def test_twilight_sparkle_sd01_u01(real, top_id):
    # "[Appear] Reveal the top card of the Deck, if it is Event, draw 2 cards." 第六節 9.0.0 (reveal: to both),
    # 第五節 1.5.1 (the condition on the revealed card); the revealed card stays on top (第六節 11.3.0), so it is
    # the first card drawn
    st = quiet()
    add_scenes(st, 0, real["SD01-U01"]["harmony"])
    top = st.table.add(top_id, 0, "deck").uid
    st.table.move(top, "deck", player=0, position=0)
    second_card = st.table.zone(0, "deck")[1]
    tw = hand(st, real, 0, "SD01-U01")
    n = len(st.table.zone(0, "hand"))
    out = ENGINE.apply(st, Action("play", 0, {"uid": tw, "slot": 0}))
    st = out.state
    assert any(e.kind == "reveal" and e.visible_to is None for e in out.events)
    if top_id == "FX01-C02":
        assert len(st.table.zone(0, "hand")) == n - 1 and st.table.zone(0, "deck")[0] == top
        return
    assert len(st.table.zone(0, "hand")) == n - 1 + 2
    assert st.table.cards[top].zone == st.table.cards[second_card].zone == "hand"


@needs(DB)
@pytest.mark.parametrize("bloom", ["mine", "rivals", "none"])
def test_applejack_bp01_u07(real, bloom):
    # "[Appear] If there is any 「Apple Bloom」 in your Adventure Area, draw 1 card." 第二節 1.6.1, 第五節 1.5.1
    st = quiet()
    add_scenes(st, 0, real["BP01-U07"]["harmony"])
    if bloom != "none":
        put(st, real, 0 if bloom == "mine" else 1, APPLE_BLOOM, 1)
    aj = hand(st, real, 0, "BP01-U07")
    top = st.table.zone(0, "deck")[0]
    n = len(st.table.zone(0, "hand"))
    st = act(st, Action("play", 0, {"uid": aj, "slot": 0}))
    assert len(st.table.zone(0, "hand")) == n - 1 + (1 if bloom == "mine" else 0)
    assert st.table.cards[top].zone == ("hand" if bloom == "mine" else "deck")


# --- the fix, on the wording ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "cond"),
    [
        (
            "[Appear] If there is any empty Adventure Area, choose 1 「Pegasus」 to get +2 Inspiration until the end of turn.",
            {"empty_slots": 1, "side": "any"},
        ),  # no owner printed: either player's area (第一節 1.1.0)
    ],
)
def test_an_empty_adventure_area_with_no_owner_is_either_players(text, cond):
    assert compiler.compile_text("Character", text).abilities[0].condition == cond


@needs(DB)
def test_bp02_gr11_is_the_only_card_with_the_wording(real):
    # the whole pool compiled before and after the fix: only BP02-GR11's compiled shape changed
    found = sorted(cid for cid, d in real.items() if "empty Adventure Area," in str(d.get("text") or ""))
    assert found == ["BP02-GR11"] and compiler.is_automated(real["BP02-GR11"])
