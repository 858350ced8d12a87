"""Session 36 MLP audit, extension: names 31–130 of the same seeded draw as test_audit36_cards.py.

The extension (``extension()``: names 31–130 of ``random.Random(2050).sample`` over the same 224 cards as
test_audit36_cards.sample; the draw is prefix-stable, so names 1–30 are that file's SAMPLE), in order:
part 1 (31–50): BP02-SR06 Rarity, BP02-SPR13 Hanging Out the Laundry, SD01C-C09 Feeling Pinkie Keen,
BP02-CR08 Fluttershy, BP01-C34 Party of One, BP02-C11 Rarity, BP02-C15 Apple Bloom, BP02-U05 Pinkie Pie,
SD01D-C08 Applebuck Season, BP02-SPR11 Standing on the Edge, SD01F-C01 Rarity, BP01-U16 Sweetie Belle,
BP01-SR08 Angel, BP02-C36 Baby Cakes, BP02-SPR28 Seeds of Truth, BP02-SR04 Applejack, SD01C-SR02 Gummy,
SD01D-SPR03 Lullaby for Apple Tree, BP01-C45 Suited For Success, SD01-ER12 Manehattan Streets;
part 2 (51–70): BP02-SPR05 Physical Training, BP02-GR12 Rarity, SD01E-SPR02 Rushing Rescue, SD01A-C05
Owlowiscious, BP02-SR13 Philomena, BP02-SPR14 Squeezing Grapes, SD01A-U03 Spike, SD01C-U02 Pinkie Pie, SD01-SR04
Applejack, BP02-U01 Twilight Sparkle, SD01-GR05 Rainbow Dash, BP02-CR10 Applejack, SD01-CR04 Applejack,
BP01-SPR27 Fluttershy's Bell, BP02-C38 The Last Roundup, SD01C-U03 Mrs.Cake, BP02-CR09 Pinkie Pie, SD01-ER09
Ponyville Street, BP02-U13 Spike, SD01E-C09 The Best Young Flyer;
part 3 (71–90): BP01-CR12 Rarity, BP01-SPR19 Cycling for Friends, BP01-C10 Rainbow Dash, BP01-SPR07 Hair
Curling, BP01-C40 Over a Barrel, BP01-SR01 Twilight Sparkle, BP01-C30 Curing Philomena, BP02-SR07 Spike,
BP02-SPR06 Pinkie Pie's Talk Show, BP02-U03 Fluttershy, BP01-SPR16 Dig for Gems, BP01-SPR04 Award Ceremony,
BP01-CR09 Pinkie Pie, BP01-C27 The Ticket Master, BP01-C37 Over a Barrel, BP02-C40 The Last Roundup,
SD01C-SPR01 Blue Curse, BP02-C16 Sweetie Belle, SD01-GR02 Fluttershy, SD01D-SPR02 Rope Trick;
part 4 (91–110): SD01-SPR04 Way to the Top, BP01-CR01 Twilight Sparkle, BP01-C29 Curing Philomena, BP02-C28
Lesson Zero, SD01A-SPR03 Experience Report, BP01-SPR20 Head Up to the Night Sky, SD01A-C06 Searching for
Elements of Harmony, BP02-C47 Sweet and Elite, BP02-SPR16 Rainbow Dash Fan Club, SD01A-C09 Searching for
Elements of Harmony, SD01-ER06 Carousel Boutique, BP01-C06 Pinkie Pie, BP01-C02 Twilight Sparkle, BP02-SR08
Discord, BP02-U07 Applejack, SD01-CR03 Pinkie Pie, SD01-ER04 Sweet Apple Acres, BP01-SPR21 Found Scroll,
BP01-SPR06 Overspeed Warning!, BP01-SR04 Applejack;
part 5 (111–130): BP01-GR06 Rarity, BP02-U15 Sweetie Belle, BP02-C35 Baby Cakes, BP02-SPR25 Welcome Wagon,
SD01E-C06 The Best Young Flyer, BP02-SR12 Daring Do, SD01A-C08 Searching for Elements of Harmony, BP02-CR01
Twilight Sparkle, BP02-SR14 Big McIntosh, BP02-C30 Hurricane Fluttershy, BP01-SPR17 Attend to Cure,
SD01-SPR01 Friends from other Side, BP02-C32 Hurricane Fluttershy, BP01-U03 Fluttershy, SD01F-C09 A Dog and
Pony Show, SD01F-C06 A Dog and Pony Show, BP01-CR06 Rarity, BP01-SPR05 Prepared to Go, BP01-SPR18
Accidentally Burnt Book, SD01D-C01 Applejack.
Later audits should leave out EXTENSION as well as test_audit36_cards.SAMPLE.

Tally (extension, before any engine change, counted apart from the 30): in play, 99 of 100 right as
compiled (every clause below; part 1 20 of 20, part 2 19 of 20, parts 3, 4 and 5 20 of 20 each). Wrong: SD01-GR05 Rainbow Dash, "[Farewell]
Reveal the top 2 cards of the Deck, choose 1 「Rainbow Dash」 or 「Scootaloo」 from them, add it to Hand.":
when neither revealed card fits, both stay on top in their old order, but 第六節 11.3.0 puts opened cards
that were not moved back in place "in the order the player decides" when there are several. Cause: the
reveal-and-choose's rest with no destination printed (``zone == "deck_top"``) was left as it lay. Fixed in
resolve.search_rest: two or more different cards left go back on top through the owner's ``deck_order``
choice (第六節 11.3.0; identical cards need no question, resolve.put_in_deck). Compiling the whole pool:
SD01-GR05 is the only card whose reveal-and-choose has no destination for the rest, so the only card the
fix changes.

In what the bot says it does (the standard of test_audit36_cards.py), 38 of 100 wrong before the fixes:
part 1: BP02-CR08, BP01-C34 ("search your deck for up to 1"), BP02-C11, BP01-U16 (an "and" condition with
"or"), SD01-ER12 (ひらめき without its name), BP02-SPR28 ("each card (self True)" for the wearer), BP02-U05
and BP02-SPR13 (kinds of ``move`` without their target: the rival's scene, an Item), SD01D-SPR03 (use
condition, 第五節 1.4.0, not shown), BP02-SPR11 ("play … for free" for a move into the adventure area,
第二節 1.6.1); part 2: BP02-SPR05 (the Pegasus not named), BP02-GR12, SD01-GR05 (search), SD01A-C05
("reveal you"), BP02-SR13 ("play … for free"), SD01C-U02 ("or"), BP02-CR10 and BP02-CR09 (how many scenes,
whose), BP01-SPR27 (wearer and its cost filter), SD01-ER09 (ひらめき name); part 3: BP01-SPR19, BP01-SPR07,
BP01-SPR16 (use conditions not shown), BP02-SPR06 (the rival's scenes, how many); part 4: SD01-SPR04
(search), BP01-SPR20, BP01-SPR21, BP01-SPR06 (use conditions), SD01-ER06, SD01-ER04 (ひらめき names); part
5: BP02-SPR25 (the wearer as "each card (self True)"), BP02-SR12 ("search your deck" for the scene deck),
BP02-CR01, SD01-SPR01 (search), BP02-SR14 (how many scenes), BP02-C30 (the Pegasus not named), BP01-SPR17
("play … for free"), BP01-SPR18 (use condition). Wording, not counted: "banish" for
Retire (SD01F-C01), "ready" for untap (SD01-CR04). Fixed in engine/mlp/cards/explain.py (the count of cards
whose explanation changed is in test_audit36_cards.py); no compiled shape changed.

Mutations (made on purpose, seen to fail here, then restored): the rest of a reveal-and-choose not sent to
the rest area (test_fluttershy_bp02_cr08, test_party_of_one_bp01_c34 fail); "you have any Plan" counting
both players' plans (test_rarity_bp02_c11); the SD01-GR05 fix removed (test_rainbow_dash_sd01_gr05 with no
fit fails); use conditions not checked (test_lullaby_for_apple_tree, test_cycling_for_friends,
test_hair_curling, test_dig_for_gems fail); "won't Retire in Contact" ignored (test_experience_report);
the explanation tests failed before the explanation fix.

Read from the documents (no new call without a source): BP02-SR06 Rarity counts herself among the Unicorns
of the adventure area (her 出会い resolves after she has entered, 第五節 3.3.1) and the bonus is fixed when it
resolves; a reveal-and-choose with one fit still asks (never declinable, 第六節 15.1.1); "If you have 5 or
more Scenes" counts tapped and face-down scenes (第二節 4.5.2a); "face-up Scenes" does not count face-down
ones; a plan made from an Item goes face down on the latest-stage story without one (第六節 4.1.0); a
disrupted plan is in the processing area while its 事前対策 resolves, so SD01-SR04 Applejack does not find
herself (第三節 8.1.2); a leaving Philomena's slot is free for the Phoenix she moves in (第六節 14.1.2);
"-1 Cost for each of your Plans" is counted as the card is played (第二節 1.5.0); "Choose 2 Characters" with
one there chooses that one (第五節 2.1.1a); BP01-SR01's 事前対策 draws and discards for the plan's owner
(第六節 5.2.0); BP02-U03 Fluttershy is one of "all of your Pegasus" (第五節 3.3.1: she has entered); a plan
removed by an effect (BP02-SR08 Discord) is revealed and its 事前対策 used, else it goes to its owner's hand
(第六節 5.1.0, as the checklist reads 取り除く), the remover choosing which plan; Welcome Wagon's "same name as
adorned Character" counts the wearer's name, any print (第二節 1.1.0); "-1 Cost … for each" counts only your
own characters; "choose 1 Character adorned with an Item" with no area means either player's (BP02-C35, as
"choose 1 ｢Pegasus｣" was read). Rule call (no source), as in test_audit36_cards.py: "the Deck" with no owner
printed is the effect's controller's deck (SD01-GR05, SD01-SPR04, SD01-SPR01, BP01-C34, SD01A-C05). Read as earlier audits
read the same words (not relitigated): "choose 1 ｢Pegasus｣" / "choose 1 ｢Applejack｣" with no area means any in
play (BP02-SPR05, BP02-SPR14); "Flip 1 Scene face up" is your own (BP02-C38).

Each card is played in an engine game and every clause of its printed text is checked by what can be
seen (state, questions and their options, modifiers and their durations). Real card data is read
from ../shared (skipped cleanly without it)."""

from __future__ import annotations

import pytest

from engine.core import Action, RulesError
from engine.mlp import board, game
from engine.mlp.cards.explain import explain_card
from engine.mlp.game import ENGINE
from tests.shared_data import needs

from . import test_audit36_cards as main
from .helpers import act, add_scenes, choose, end_main
from .test_audit34_cards import DB, clear_plan, hand, mods, opts, passes, put, quiet, set_plan, use
from .test_audit34b_cards import contact, raised, this_turn
from .test_audit34c_cards import _boost, advance
from .test_audit35_cards import APPLE_BLOOM, RAINBOW, RARITY, face_down
from .test_audit35b_cards import FLUTTERSHY, SWEETIE_BELLE, play, stack

EXTENSION = [
    "BP02-SR06",
    "BP02-SPR13",
    "SD01C-C09",
    "BP02-CR08",
    "BP01-C34",
    "BP02-C11",
    "BP02-C15",
    "BP02-U05",
    "SD01D-C08",
    "BP02-SPR11",
    "SD01F-C01",
    "BP01-U16",
    "BP01-SR08",
    "BP02-C36",
    "BP02-SPR28",
    "BP02-SR04",
    "SD01C-SR02",
    "SD01D-SPR03",
    "BP01-C45",
    "SD01-ER12",
    # part 2: names 51–70
    "BP02-SPR05",
    "BP02-GR12",
    "SD01E-SPR02",
    "SD01A-C05",
    "BP02-SR13",
    "BP02-SPR14",
    "SD01A-U03",
    "SD01C-U02",
    "SD01-SR04",
    "BP02-U01",
    "SD01-GR05",
    "BP02-CR10",
    "SD01-CR04",
    "BP01-SPR27",
    "BP02-C38",
    "SD01C-U03",
    "BP02-CR09",
    "SD01-ER09",
    "BP02-U13",
    "SD01E-C09",
    # part 3: names 71–90
    "BP01-CR12",
    "BP01-SPR19",
    "BP01-C10",
    "BP01-SPR07",
    "BP01-C40",
    "BP01-SR01",
    "BP01-C30",
    "BP02-SR07",
    "BP02-SPR06",
    "BP02-U03",
    "BP01-SPR16",
    "BP01-SPR04",
    "BP01-CR09",
    "BP01-C27",
    "BP01-C37",
    "BP02-C40",
    "SD01C-SPR01",
    "BP02-C16",
    "SD01-GR02",
    "SD01D-SPR02",
    # part 4: names 91–110
    "SD01-SPR04",
    "BP01-CR01",
    "BP01-C29",
    "BP02-C28",
    "SD01A-SPR03",
    "BP01-SPR20",
    "SD01A-C06",
    "BP02-C47",
    "BP02-SPR16",
    "SD01A-C09",
    "SD01-ER06",
    "BP01-C06",
    "BP01-C02",
    "BP02-SR08",
    "BP02-U07",
    "SD01-CR03",
    "SD01-ER04",
    "BP01-SPR21",
    "BP01-SPR06",
    "BP01-SR04",
    # part 5: names 111–130
    "BP01-GR06",
    "BP02-U15",
    "BP02-C35",
    "BP02-SPR25",
    "SD01E-C06",
    "BP02-SR12",
    "SD01A-C08",
    "BP02-CR01",
    "BP02-SR14",
    "BP02-C30",
    "BP01-SPR17",
    "SD01-SPR01",
    "BP02-C32",
    "BP01-U03",
    "SD01F-C09",
    "SD01F-C06",
    "BP01-CR06",
    "BP01-SPR05",
    "BP01-SPR18",
    "SD01D-C01",
]

SCOOTALOO = "BP01-C17"  # idea 2
APPLEJACK = main.APPLEJACK
PET_OWL = "FX01-C04"  # a Pet, idea 1
WINONA = "SD01D-C05"  # a Pet, idea 2
PHOENIX = "SD01B-U03"  # Philomena, a Phoenix, cost 4
FLUTTERSHY_4 = "SD01-C02"  # cost 4, idea 6
PINKIE = "BP01-C07"  # idea 2


def extension(cards: list[dict]) -> list[str]:
    """Names 31–130 of the seeded draw (``random.sample`` over a list is prefix-stable: the first 30 are
    test_audit36_cards.SAMPLE)."""
    drawn = main.sample(cards, size=main.SIZE + len(EXTENSION))
    assert drawn[: main.SIZE] == main.SAMPLE
    return drawn[main.SIZE :]


@pytest.fixture(scope="module")
def real():
    if not DB.exists():
        pytest.skip(f"needs {DB}")
    return {r.id: r.data for r in game.import_cards(str(DB)).cards}


# --- the draw ---------------------------------------------------------------------------------


@needs(DB)
def test_the_extension_is_the_next_part_of_the_recorded_draw(real):
    assert extension(list(real.values())) == EXTENSION


# --- the 20 cards -----------------------------------------------------------------------------


@needs(DB)
def test_rarity_bp02_sr06(real):
    # "[Appear] This Character gets +1 Inspiration until end of turn for each ｢Unicorn｣ in your Adventure Area."
    # 第二節 1.6.1 (she has entered: she is a Unicorn there too), 第五節 1.1.0 (counted as it resolves, fixed)
    st = quiet()
    put(st, real, 0, "FX01-C01", 1)  # a Unicorn
    put(st, real, 0, "FX01-C02", 2)  # a Pegasus
    put(st, real, 1, "FX01-C09", 0)  # the rival's Unicorn does not count
    st, ra = play(st, real, "BP02-SR06", slot=0)  # idea 2
    assert not st.pending
    assert sum(d for d, _ in mods(st, ra)) == 2 and {w for _, w in mods(st, ra)} == {"this_turn"}
    assert board.idea(st, ra) == 4
    st.table.add("FX01-C09", 0, "rest")
    assert board.idea(st, ra) == 4


@needs(DB)
@pytest.mark.parametrize("rarity", ["mine", "rivals"])
def test_hanging_out_the_laundry(real, rarity):
    # "If there is any ｢Rarity｣ in your Adventure Area, turn 1 Item card in your Retirement Area into a Plan."
    # 第五節 1.5.1 (the condition), 第六節 4.1.0 (face down, on the latest-stage story without a plan)
    st = quiet()
    put(st, real, 0 if rarity == "mine" else 1, RARITY, 0)
    for i in range(4):
        set_plan(st, real, 0, i, "FX01-C03")
    clear_plan(st, 0, 1)
    items = [st.table.add("FX01-I01", 0, "rest").uid, st.table.add("FX01-I02", 0, "rest").uid]
    theirs = st.table.add("FX01-I01", 1, "rest").uid
    char = st.table.add("FX01-C02", 0, "rest").uid
    st, ev = play(st, real, "BP02-SPR13")
    if rarity == "rivals":
        assert not st.pending and all(st.table.cards[u].zone == "rest" for u in items)
        assert st.table.cards[ev].zone == "rest"
        return
    assert st.pending[0].player == 0 and opts(st) == set(items) and st.pending[0].max == 1
    assert theirs not in opts(st) and char not in opts(st)
    st = choose(st, str(items[1]))
    card = st.table.cards[items[1]]
    assert card.zone == "plans" and card.controller == 0 and card.flags.get("story") == 1
    assert st.table.cards[items[0]].zone == "rest" and st.table.cards[ev].zone == "rest"


@needs(DB)
@pytest.mark.parametrize("cid", ["SD01C-C09", "BP02-C36"])
def test_feeling_pinkie_keen_and_baby_cakes(real, cid):
    # Story Ⅳ: "When promoted to this stage, you win the game." 第一節 4.1.0, 4.1.1, 第四節 4.4.1
    assert real[cid]["stage"] == 4
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    st = choose(advance(st, real, 4, cid), "advance")
    assert st.result is not None and st.result.winners == [0]




@needs(DB)
@pytest.mark.parametrize(
    ("top", "fits"),
    [((PET_OWL, "FX01-C02", "FX01-C13"), [0, 2]), (("FX01-C02", "FX01-E01", "FX01-C04"), [2]), (("FX01-C02", "FX01-E01", "FX01-I01"), [])],
)
def test_fluttershy_bp02_cr08(real, top, fits):
    # "[Appear] Reveal the top 3 cards of your Deck, choose 1 ｢Pet｣ from them, add it to Hand, move the rest to
    # Retirement Area." 第二節 1.6.1, 第六節 11.0.0 (revealed to both), 第六節 15.1.1 ("choose 1": exactly one)
    st = quiet()
    uids = stack(st, 0, *top)
    fourth = st.table.zone(0, "deck")[3]
    add_scenes(st, 0, real["BP02-CR08"]["harmony"])
    fl = hand(st, real, 0, "BP02-CR08")
    out = ENGINE.apply(st, Action("play", 0, {"uid": fl, "slot": 0}))
    st = out.state
    assert any(e.kind == "reveal" and e.visible_to is None for e in out.events)
    fit = [uids[i] for i in fits]
    if len(fit) > 1:
        assert st.pending[0].player == 0 and opts(st) == set(fit) and st.pending[0].min == st.pending[0].max == 1
        st = choose(st, str(fit[1]))
        fit = [fit[1]]
    elif fit:  # one fit: asked, never declinable
        assert st.pending[0].kind == "search" and opts(st) == set(fit) and st.pending[0].min == 1
        st = choose(st, str(fit[0]))
    zones = [st.table.cards[u].zone for u in uids]
    assert [st.table.cards[u].zone for u in fit] == ["hand"] * len(fit)
    assert zones.count("hand") == len(fit) and zones.count("rest") == 3 - len(fit)
    assert st.table.cards[fourth].zone == "deck" and not st.pending


@needs(DB)
@pytest.mark.parametrize(("top", "fits"), [(("FX01-I01", "FX01-C02", "FX01-I03"), [0, 2]), (("FX01-C02", "FX01-E01", "FX01-C03"), [])])
def test_party_of_one_bp01_c34(real, top, fits):
    # Story Ⅱ: "When promoted to this stage, reveal the top 3 cards of the Deck, choose 1 Item from them, add it to
    # Hand, move the rest to Retirement Area." 第四節 4.4.1, 第六節 11.0.0, 15.1.1
    assert real["BP01-C34"]["stage"] == 2
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    uids = stack(st, 0, *top)
    st = choose(advance(st, real, 2, "BP01-C34"), "advance")
    assert st.stage[0] == 2
    fit = [uids[i] for i in fits]
    if fit:
        assert st.pending[0].player == 0 and opts(st) == set(fit) and st.pending[0].min == st.pending[0].max == 1
        st = choose(st, str(fit[0]))
    zones = [st.table.cards[u].zone for u in uids]
    assert zones.count("hand") == min(len(fit), 1) and zones.count("rest") == 3 - min(len(fit), 1)
    if fit:
        assert st.table.cards[fit[0]].zone == "hand"


@needs(DB)
def test_rarity_bp02_c11(real):
    # "[Adventure] While you have any Plan card, this Character gets +2 Inspiration in your turn." 第五節 1.2.0
    st = quiet()
    ra = put(st, real, 0, "BP02-C11", 0)  # idea 6
    for i in range(4):
        clear_plan(st, 0, i)
    set_plan(st, real, 1, 0, "FX01-C02")  # the rival's plans do not count
    assert board.idea(st, ra) == 6
    set_plan(st, real, 0, 3, "FX01-C02")
    assert board.idea(st, ra) == 8
    st.active = 1
    assert board.idea(st, ra) == 6


@needs(DB)
def test_apple_bloom_bp02_c15(real):
    # "[Adventure] This Character gets +1 Inspiration for each ｢Sweetie Belle｣ and ｢Scootaloo｣ in your Adventure
    # Area." 第五節 1.2.0, 第二節 1.4.0
    st = quiet()
    ab = put(st, real, 0, "BP02-C15", 0)  # idea 4
    assert board.idea(st, ab) == 4
    put(st, real, 1, SWEETIE_BELLE, 0)  # the rival's do not count
    assert board.idea(st, ab) == 4
    put(st, real, 0, SWEETIE_BELLE, 1)
    assert board.idea(st, ab) == 5
    put(st, real, 0, SCOOTALOO, 2)
    assert board.idea(st, ab) == 6
    st.active = 1
    assert board.idea(st, ab) == 6


@needs(DB)
def test_pinkie_pie_bp02_u05(real):
    # "[Appear] Flip 1 of Rival's Scenes face down." 第二節 1.6.1, 第三節 5.1.2 (face down in the scene area)
    st = quiet()
    ups = add_scenes(st, 1, 2)
    down = face_down(st, 1, 1)[0]
    pay = add_scenes(st, 0, real["BP02-U05"]["harmony"])
    pp = hand(st, real, 0, "BP02-U05")
    st = act(st, Action("play", 0, {"uid": pp, "slot": 0, "scenes": pay}))
    assert st.pending[0].player == 0 and opts(st) == set(ups) and st.pending[0].max == 1
    assert down not in opts(st) and not set(pay) & opts(st)
    st = choose(st, str(ups[1]))
    assert not board.face_up(st.table.cards[ups[1]]) and board.face_up(st.table.cards[ups[0]])
    assert all(board.face_up(st.table.cards[u]) for u in pay)


@needs(DB)
def test_applebuck_season_sd01d_c08(real):
    # Story Ⅲ: "When promoted to this stage, choose 1 「Applejack」 in your Retirement Area, add it to Hand." 第四節 4.4.1
    assert real["SD01D-C08"]["stage"] == 3
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    use(st, real, APPLEJACK, main.APPLEJACK_B)
    ajs = [st.table.add(APPLEJACK, 0, "rest").uid, st.table.add(main.APPLEJACK_B, 0, "rest").uid]
    theirs = st.table.add(APPLEJACK, 1, "rest").uid
    other = st.table.add("FX01-C03", 0, "rest").uid  # an Earth Pony, not Applejack
    st = choose(advance(st, real, 3, "SD01D-C08"), "advance")
    assert st.stage[0] == 3
    assert st.pending[0].player == 0 and opts(st) == set(ajs) and st.pending[0].max == 1
    assert theirs not in opts(st) and other not in opts(st)
    st = choose(st, str(ajs[0]))
    assert st.table.cards[ajs[0]].zone == "hand" and st.table.cards[ajs[1]].zone == "rest"


@needs(DB)
@pytest.mark.parametrize("rd", ["mine", "rivals"])
def test_standing_on_the_edge(real, rd):
    # "If there is any ｢Rainbow Dash｣ in your Adventure Area, move 1 Character with Cost of Force of Harmony 2 or
    # less from your Retirement Area to your Adventure Area." 第五節 1.5.1, 第二節 1.5.0 (cost), 第二節 1.6.1 (a
    # character moved in by an effect uses its 出会い: FX01-C03's), 第三節 3.2.0 (its owner picks the slot)
    st = quiet()
    put(st, real, 0 if rd == "mine" else 1, RAINBOW, 0)
    two = st.table.add("FX01-C03", 0, "rest").uid  # cost 2, [Appear] +2 to one of my characters
    one = st.table.add("FX01-C01", 0, "rest").uid  # cost 1
    three = st.table.add("FX01-C06", 0, "rest").uid  # cost 3
    theirs = st.table.add("FX01-C02", 1, "rest").uid
    st, ev = play(st, real, "BP02-SPR11")
    if rd == "rivals":
        assert not st.pending and st.table.cards[two].zone == "rest"
        return
    assert st.pending[0].player == 0 and opts(st) == {two, one} and st.pending[0].max == 1
    assert three not in opts(st) and theirs not in opts(st)
    st = choose(st, str(two))
    assert st.pending[0].kind == "slot" and {o.id for o in st.pending[0].options} == {"1", "2"}
    st = choose(st, "2")
    assert st.table.cards[two].zone == "adventure" and st.table.cards[two].flags["slot"] == 2
    assert st.pending and opts(st) == {two, st.table.zone(0, "adventure")[0]}  # FX01-C03's own [Appear]
    st = choose(st, str(two))
    assert mods(st, two) == [(2, "this_turn")] and st.table.cards[ev].zone == "rest"


@needs(DB)
def test_rarity_sd01f_c01(real):
    # "[Farewell] Choose 1 Character with Inspiration 2 or less in Rival's Adventure Area to Retire." 第二節 1.6.2,
    # 第六節 14.0.0
    st = quiet()
    ra, winner = contact(st, real, "SD01F-C01")  # idea 5 against 7
    two = put(st, real, 1, "FX01-C09", 1)  # idea 2
    one = put(st, real, 1, PET_OWL, 2)  # idea 1
    mine = put(st, real, 0, "FX01-C04", 1)  # mine, idea 1
    st = passes(end_main(st))
    assert st.table.cards[ra].zone in ("processing", "rest")
    assert st.pending[0].player == 0 and opts(st) == {two, one} and st.pending[0].max == 1
    assert winner not in opts(st) and mine not in opts(st)
    st = choose(st, str(two))
    assert st.table.cards[two].zone == "rest" and st.table.cards[one].zone == "adventure"


@needs(DB)
def test_sweetie_belle_bp01_u16(real):
    # "[Adventure] While there is any 「Apple Bloom」 or 「Scootaloo」 in your Adventure Area, this Character gets +2
    # Inspiration in your turn." 第五節 1.2.0 (both conditions)
    st = quiet()
    sb = put(st, real, 0, "BP01-U16", 0)  # idea 1
    put(st, real, 1, SCOOTALOO, 0)  # the rival's do not count
    assert board.idea(st, sb) == 1
    put(st, real, 0, SCOOTALOO, 1)
    assert board.idea(st, sb) == 3
    put(st, real, 0, APPLE_BLOOM, 2)
    assert board.idea(st, sb) == 3
    st.active = 1
    assert board.idea(st, sb) == 1


@needs(DB)
def test_angel_bp01_sr08(real):
    # "[Pre-plan] Choose 1 「Fluttershy」 in your Adventure Area, it gets +2 Inspiration until the end of turn."
    # 第二節 1.6.3, 第六節 5.2.0 (the plan's owner uses it: "your" is the owner's side)
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)  # my disrupter
    mine_fl = put(st, real, 0, FLUTTERSHY, 1)  # the disrupter's Fluttershy: not the owner's
    owners = [put(st, real, 1, FLUTTERSHY, 1), put(st, real, 1, "SD01-C02", 2)]
    plan = set_plan(st, real, 1, 0, "BP01-SR08")
    st = choose(end_main(st), "disrupt")
    assert st.pending[0].kind == "target" and st.pending[0].player == 1
    assert opts(st) == set(owners) and mine_fl not in opts(st) and st.pending[0].max == 1
    events, st2 = this_turn(st, str(owners[1]))
    assert len(raised(events, owners[1])) == 1 and "+2 until the end of the turn" in raised(events, owners[1])[0]
    assert st2.table.cards[plan].zone == "rest"


@needs(DB)
def test_seeds_of_truth(real):
    # "While you have an untapped Scene card, adorned Character gets +2 Inspiration." 第二節 3.5.0, 第五節 1.2.0;
    # a face-down scene is still a scene card (第二節 4.5.2a)
    st = quiet()
    wearer = put(st, real, 0, "FX01-C02", 0)  # idea 3
    pay = add_scenes(st, 0, real["BP02-SPR28"]["harmony"])
    add_scenes(st, 1, 2)  # the rival's untapped scenes do not count
    item = hand(st, real, 0, "BP02-SPR28")
    st = act(st, Action("play", 0, {"uid": item, "wearer": wearer, "scenes": pay}))
    assert board.item_of(st, wearer) == item and all(st.table.cards[u].tapped for u in pay)
    assert board.idea(st, wearer) == 3
    spare = face_down(st, 0, 1)[0]
    assert board.idea(st, wearer) == 5
    st.active = 1
    assert board.idea(st, wearer) == 5
    st.table.cards[spare].tapped = True
    assert board.idea(st, wearer) == 3


@needs(DB)
@pytest.mark.parametrize("scenes", [5, 4])
def test_applejack_bp02_sr04(real, scenes):
    # "[Appear] If you have 5 or more Scenes, flip 1 Scene face up." 第五節 1.5.1; tapped and face-down scenes are
    # scenes (第二節 4.5.2a); your own scene (第六節 10.6.0, as BP02-GR10)
    st = quiet()
    pay = add_scenes(st, 0, real["BP02-SR04"]["harmony"])
    downs = face_down(st, 0, 2)
    add_scenes(st, 0, scenes - 3)
    rival_down = face_down(st, 1, 3)
    assert len(st.table.zone(0, "scenes")) == scenes
    aj = hand(st, real, 0, "BP02-SR04")
    st = act(st, Action("play", 0, {"uid": aj, "slot": 0, "scenes": pay}))
    if scenes < 5:
        assert not st.pending and not any(board.face_up(st.table.cards[u]) for u in downs)
        return
    assert st.pending[0].player == 0 and opts(st) == set(downs) and not set(rival_down) & opts(st)
    st = choose(st, str(downs[0]))
    assert board.face_up(st.table.cards[downs[0]]) and not board.face_up(st.table.cards[downs[1]])


@needs(DB)
def test_gummy_sd01c_sr02(real):
    # "[Farewell] Draw 1 card, discard 1 card." 第二節 1.6.2, 第五節 2.1.1 (in that order)
    st = quiet()
    gummy, _ = contact(st, real, "SD01C-SR02")  # idea 1 against 7
    before = set(st.table.zone(0, "hand"))
    top = st.table.zone(0, "deck")[:2]
    st = passes(end_main(st))
    assert st.table.cards[gummy].zone in ("processing", "rest")
    assert [st.table.cards[u].zone for u in top] == ["hand", "deck"]
    assert st.pending[0].kind == "discard" and st.pending[0].player == 0 and opts(st) == before | {top[0]}
    assert st.pending[0].min == st.pending[0].max == 1
    st = choose(st, str(top[0]))
    assert st.table.cards[top[0]].zone == "rest" and len(st.table.zone(0, "hand")) == len(before)


@needs(DB)
def test_lullaby_for_apple_tree(real):
    # "Only use when there are 5 or more Scenes in your Scene Area. Draw 2 cards." 第五節 1.4.0 (規則式); a
    # face-down scene is in the scene area (第二節 4.5.2a)
    st = quiet()
    add_scenes(st, 0, 3)
    face_down(st, 0, 1)
    add_scenes(st, 1, 5)  # the rival's do not count
    ev = hand(st, real, 0, "SD01D-SPR03")
    with pytest.raises(RulesError) as err:
        act(st, Action("play", 0, {"uid": ev}))
    assert err.value.rule.section == "第五節 1.4.0"
    face_down(st, 0, 1)
    top = st.table.zone(0, "deck")[:3]
    st = act(st, Action("play", 0, {"uid": ev}))
    assert [st.table.cards[u].zone for u in top] == ["hand", "hand", "deck"] and st.table.cards[ev].zone == "rest"


@needs(DB)
def test_suited_for_success_bp01_c45(real):
    # Story Ⅰ: "When promoted to this stage, draw 1 card." 第四節 4.4.1, 第六節 1.0.0
    assert real["BP01-C45"]["stage"] == 1
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    top = st.table.zone(0, "deck")[:2]
    st = choose(advance(st, real, 1, "BP01-C45"), "advance")
    assert st.stage[0] == 1 and [st.table.cards[u].zone for u in top] == ["hand", "deck"]


@needs(DB)
@pytest.mark.parametrize("who", ["named", "other"])
def test_manehattan_streets(real, who):
    # ひらめき: "Your 「Rarity」 gets +1 Inspiration until the end of this Contact." 第四節 4.3.1 / 4.3.1a,
    # 第四節 4.3.3 (ties: both leave), 第四節 4.3.5a
    st = quiet()
    scene, mine, theirs = _boost(st, real, "SD01-ER12", RARITY if who == "named" else "FX01-C09", "FX01-C03", RARITY)
    st = end_main(st)
    if who == "other":
        assert not (st.pending and st.pending[0].kind == "hirameki")
        return
    assert st.pending[0].kind == "hirameki" and st.pending[0].player == 0
    st = passes(choose(st, str(scene)))
    assert st.table.cards[mine].zone == "adventure" and st.table.cards[theirs].zone == "rest"
    assert not mods(st, mine)


# --- part 2: names 51–70 ----------------------------------------------------------------------


@needs(DB)
@pytest.mark.parametrize("whose", ["mine", "rivals"])
def test_physical_training(real, whose):
    # "Choose 1 ｢Pegasus｣ to move to an open Adventure Area and to get +1 Inspiration until the end of turn."
    # 第六節 12.1.0 (within its own area), 第三節 3.2.0 (the area's owner picks the slot); no area printed: any
    # Pegasus in play (as test_audit34b_cards read the same words)
    st = quiet()
    mine = put(st, real, 0, "FX01-C02", 0)
    rival = put(st, real, 1, "FX01-C05", 1)
    earth = put(st, real, 0, "FX01-C03", 1)
    st, ev = play(st, real, "BP02-SPR05")
    assert st.pending[0].player == 0 and opts(st) == {mine, rival} and earth not in opts(st)
    target = mine if whose == "mine" else rival
    st = choose(st, str(target))
    owner = 0 if whose == "mine" else 1
    if st.pending and st.pending[0].kind == "move_slot":
        assert st.pending[0].player == owner
        st = choose(st, st.pending[0].options[-1].id)
    assert st.table.cards[target].flags["slot"] == 2 and st.table.cards[target].controller == owner
    assert mods(st, target) == [(1, "this_turn")] and st.table.cards[ev].zone == "rest"


@needs(DB)
@pytest.mark.parametrize(("top", "fits"), [(("FX01-C01", "FX01-C09"), [0, 1]), (("FX01-C02", "FX01-C09"), [1]), (("FX01-C02", "FX01-E01"), [])])
def test_rarity_bp02_gr12(real, top, fits):
    # "[Farewell] Reveal the top 2 cards of your Deck, choose 1 ｢Unicorn｣ from them, add it to Hand, move the rest
    # to Retirement Area." 第二節 1.6.2, 第六節 11.0.0, 15.1.1
    st = quiet()
    ra, _ = contact(st, real, "BP02-GR12")  # idea 5 against 7
    uids = stack(st, 0, *top)
    st = passes(end_main(st))
    assert st.table.cards[ra].zone in ("processing", "rest")
    fit = [uids[i] for i in fits]
    if fit:
        assert st.pending[0].kind == "search" and opts(st) == set(fit) and st.pending[0].min == st.pending[0].max == 1
        st = choose(st, str(fit[-1]))
    zones = [st.table.cards[u].zone for u in uids]
    assert zones.count("hand") == min(len(fit), 1) and zones.count("rest") == 2 - min(len(fit), 1)
    if fit:
        assert st.table.cards[fit[-1]].zone == "hand"


@needs(DB)
def test_rushing_rescue(real):
    # "Draw 1 card, choose 1 [Rainbow Dash] in your Adventure Area, it gets +1 Inspiration until the end of turn."
    # 第五節 2.1.1 (in order)
    st = quiet()
    rds = [put(st, real, 0, RAINBOW, 0), put(st, real, 0, "SD01E-U01", 1)]
    rival = put(st, real, 1, RAINBOW, 0)
    peg = put(st, real, 0, "FX01-C02", 2)
    top = st.table.zone(0, "deck")[:2]
    st, ev = play(st, real, "SD01E-SPR02")
    assert [st.table.cards[u].zone for u in top] == ["hand", "deck"]
    assert st.pending[0].player == 0 and opts(st) == set(rds) and st.pending[0].max == 1
    assert rival not in opts(st) and peg not in opts(st)
    st = choose(st, str(rds[1]))
    assert mods(st, rds[1]) == [(1, "this_turn")] and not mods(st, rds[0]) and st.table.cards[ev].zone == "rest"


@needs(DB)
@pytest.mark.parametrize("where", ["top", "bottom"])
def test_owlowiscious_sd01a_c05(real, where):
    # "[Appear] Reveal the top card of the Deck, put it at the top or the bottom of the Deck." 第二節 1.6.1,
    # 第六節 9.2.0 (revealed to both), 第六節 9.1.0 (its controller chooses)
    st = quiet()
    top = st.table.zone(0, "deck")[0]
    rival_top = st.table.zone(1, "deck")[0]
    add_scenes(st, 0, real["SD01A-C05"]["harmony"])
    ow = hand(st, real, 0, "SD01A-C05")
    out = ENGINE.apply(st, Action("play", 0, {"uid": ow, "slot": 0}))
    st = out.state
    assert any(e.kind == "reveal" and e.visible_to is None for e in out.events)
    assert st.pending[0].kind == "top_or_bottom" and st.pending[0].player == 0
    st = choose(st, where)
    deck = st.table.zone(0, "deck")
    assert (deck[0] if where == "top" else deck[-1]) == top and st.table.zone(1, "deck")[0] == rival_top


@needs(DB)
@pytest.mark.parametrize("phoenix", [True, False])
def test_philomena_bp02_sr13(real, phoenix):
    # "[Farewell] Move 1 ｢Phoenix｣ with Cost of Force of Harmony 5 or less from your Retirement Area to your
    # Adventure Area." 第二節 1.6.2, 第六節 14.1.2 (she waits in the processing area: cost 6 anyway), 第三節 3.2.0
    st = quiet()
    ph, _ = contact(st, real, "BP02-SR13")  # idea 5 against 7
    put(st, real, 0, "FX01-C02", 1)
    put(st, real, 0, "FX01-C03", 2)
    use(st, real, PHOENIX, "BP02-SR13")
    four = st.table.add(PHOENIX, 0, "rest").uid if phoenix else None
    big = st.table.add("BP02-SR13", 0, "rest").uid  # a Phoenix of cost 6
    theirs = st.table.add(PHOENIX, 1, "rest").uid
    st = passes(end_main(st))
    assert st.table.cards[big].zone == "rest" and st.table.cards[theirs].zone == "rest"
    if not phoenix:
        assert st.table.cards[ph].zone == "rest"
        return
    # the only fit and the only empty slot (hers, left free): both made without asking, or asked
    while st.pending and st.pending[0].kind in ("target", "slot") and st.turn == 3:
        assert st.pending[0].player == 0
        st = choose(st, st.pending[0].options[0].id)
    assert st.table.cards[four].zone == "adventure" and st.table.cards[four].flags["slot"] == 0


@needs(DB)
@pytest.mark.parametrize("face_up", [3, 2])
def test_squeezing_grapes(real, face_up):
    # "If you have 3 or more face-up Scenes, choose 1 ｢Applejack｣ to get +3 Inspiration until the end of turn."
    # 第五節 1.5.1, 第二節 4.5.2a (a face-down scene is not face up); no area printed: any Applejack in play
    st = quiet()
    ajs = [put(st, real, 0, APPLEJACK, 0), put(st, real, 1, APPLEJACK, 1)]
    put(st, real, 0, "FX01-C03", 1)
    add_scenes(st, 0, face_up - real["BP02-SPR14"]["harmony"])
    face_down(st, 0, 2)
    add_scenes(st, 1, 3)  # the rival's do not count
    st, ev = play(st, real, "BP02-SPR14")  # pays with face-up scenes: tapped, still face up
    assert sum(board.face_up(st.table.cards[u]) for u in st.table.zone(0, "scenes")) == face_up
    if face_up < 3:
        assert not st.pending and not st.modifiers and st.table.cards[ev].zone == "rest"
        return
    assert st.pending[0].player == 0 and opts(st) == set(ajs) and st.pending[0].max == 1
    st = choose(st, str(ajs[1]))
    assert mods(st, ajs[1]) == [(3, "this_turn")] and not mods(st, ajs[0]) and st.table.cards[ev].zone == "rest"


@needs(DB)
def test_spike_sd01a_u03(real):
    # "[Farewell] Draw 2 cards, discard 1 card." 第二節 1.6.2, 第五節 2.1.1 (in order)
    st = quiet()
    sp, _ = contact(st, real, "SD01A-U03")  # idea 4 against 7
    before = set(st.table.zone(0, "hand"))
    top = st.table.zone(0, "deck")[:3]
    st = passes(end_main(st))
    assert st.table.cards[sp].zone in ("processing", "rest")
    assert [st.table.cards[u].zone for u in top] == ["hand", "hand", "deck"]
    assert st.pending[0].kind == "discard" and opts(st) == before | set(top[:2]) and st.pending[0].min == st.pending[0].max == 1
    st = choose(st, str(top[1]))
    assert st.table.cards[top[1]].zone == "rest" and len(st.table.zone(0, "hand")) == len(before) + 1


@needs(DB)
def test_pinkie_pie_sd01c_u02(real):
    # "[Adventure] While there is any Item in your Retirement Area, this Character gets +2 Inspiration in your
    # turn." 第五節 1.2.0
    st = quiet()
    pp = put(st, real, 0, "SD01C-U02", 0)  # idea 4
    st.table.add("FX01-I01", 1, "rest")  # the rival's does not count
    st.table.add("FX01-E01", 0, "rest")  # an Event
    assert board.idea(st, pp) == 4
    st.table.add("FX01-I02", 0, "rest")
    assert board.idea(st, pp) == 6
    st.active = 1
    assert board.idea(st, pp) == 4


@needs(DB)
@pytest.mark.parametrize("other", [True, False])
def test_applejack_sd01_sr04(real, other):
    # "[Pre-plan] Choose 1 「Applejack」 in your Retirement Area, add it to Hand." 第二節 1.6.3, 第六節 5.2.0 (the
    # owner's side), 第三節 8.1.2 (the plan is in the processing area: she does not find herself)
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    plan = set_plan(st, real, 1, 0, "SD01-SR04")
    use(st, real, APPLEJACK)
    mine = st.table.add(APPLEJACK, 1, "rest").uid if other else None
    disrupters = st.table.add(APPLEJACK, 0, "rest").uid  # the disrupting player's does not count
    st = choose(end_main(st), "disrupt")
    if other:
        if st.pending and st.pending[0].kind == "target":
            assert st.pending[0].player == 1 and opts(st) == {mine}
            st = choose(st, str(mine))
        assert st.table.cards[mine].zone == "hand"
    assert st.table.cards[plan].zone == "rest" and st.table.cards[disrupters].zone == "rest"


@needs(DB)
@pytest.mark.parametrize(("cid", "side"), [("BP02-U01", 0), ("BP02-U13", 1)])
def test_twilight_sparkle_bp02_u01_and_spike_bp02_u13(real, cid, side):
    # "This Character gets -1 Cost of Force of Harmony for each of your (BP02-U13: your Rival's) Plans."
    # 第二節 1.5.0 (cost), 第三節 2.0.0 (paid with scenes), 第五節 1.2.0 (counted as it is played)
    st = quiet()
    for p in (0, 1):
        for i in range(4):
            clear_plan(st, p, i)
    for i in range(3):
        set_plan(st, real, side, i, "FX01-C02")
    set_plan(st, real, 1 - side, 0, "FX01-C02")  # the other side's plan does not count
    cost = real[cid]["harmony"]
    scenes = add_scenes(st, 0, cost)
    ch = hand(st, real, 0, cid)
    with pytest.raises(RulesError):
        act(st, Action("play", 0, {"uid": ch, "slot": 0, "scenes": scenes[: cost - 4]}))
    st = act(st, Action("play", 0, {"uid": ch, "slot": 0, "scenes": scenes[: cost - 3]}))
    assert st.table.cards[ch].zone == "adventure" and not st.table.cards[scenes[cost - 3]].tapped


@needs(DB)
@pytest.mark.parametrize(("top", "fits"), [((RAINBOW, SCOOTALOO), [0, 1]), (("FX01-C02", SCOOTALOO), [1]), (("FX01-C02", "FX01-E01"), [])])
def test_rainbow_dash_sd01_gr05(real, top, fits):
    # "[Farewell] Reveal the top 2 cards of the Deck, choose 1 「Rainbow Dash」 or 「Scootaloo」 from them, add it to
    # Hand." 第二節 1.6.2, 第六節 11.0.0; the rest is not moved: back where it was, and with more than one card
    # back, its player chooses their order (第六節 11.3.0)
    st = quiet()
    rd, _ = contact(st, real, "SD01-GR05")  # idea 3 against 7
    use(st, real, *top)
    uids = stack(st, 0, *top)
    third_card = st.table.zone(0, "deck")[2]
    st = passes(end_main(st))
    fit = [uids[i] for i in fits]
    if fit:
        assert st.pending[0].kind == "search" and opts(st) == set(fit) and st.pending[0].min == st.pending[0].max == 1
        st = choose(st, str(fit[0]))
        assert st.table.cards[fit[0]].zone == "hand"
        back = [u for u in uids if u != fit[0]]
        assert st.table.zone(0, "deck")[:2] == [*back, third_card] and not (st.pending and st.pending[0].kind == "deck_order")
        return
    assert st.pending[0].kind == "deck_order" and st.pending[0].player == 0 and opts(st) == set(uids)
    st = choose(st, str(uids[1]), str(uids[0]))
    assert st.table.zone(0, "deck")[:3] == [uids[1], uids[0], third_card]
    assert not any(st.table.cards[u].known_to for u in uids)
    assert st.table.cards[rd].zone == "rest"  # the exit completes (第六節 14.1.3)


@needs(DB)
@pytest.mark.parametrize("downs", [3, 1])
def test_applejack_bp02_cr10(real, downs):
    # "[Appear] Flip 2 of your Scenes face up." 第三節 5.1.1; with fewer, as many as there are (第五節 2.1.1a)
    st = quiet()
    pay = add_scenes(st, 0, real["BP02-CR10"]["harmony"])
    down = face_down(st, 0, downs)
    rival_down = face_down(st, 1, 2)
    aj = hand(st, real, 0, "BP02-CR10")
    st = act(st, Action("play", 0, {"uid": aj, "slot": 0, "scenes": pay}))
    if downs > 2:
        assert st.pending[0].player == 0 and opts(st) == set(down) and st.pending[0].max == 2
        st = choose(st, str(down[0]), str(down[2]))
        assert [board.face_up(st.table.cards[u]) for u in down] == [True, False, True]
    else:
        if st.pending:
            st = choose(st, str(down[0]))
        assert board.face_up(st.table.cards[down[0]])
    assert not any(board.face_up(st.table.cards[u]) for u in rival_down)


@needs(DB)
@pytest.mark.parametrize("winona", ["mine", "rivals"])
def test_applejack_sd01_cr04(real, winona):
    # "[Appear] If there is any 「Winona」 in your Adventure Area, choose 1 Scene in your Scene Area, untap it."
    # 第五節 1.5.1, 第六節 10.4.0 (an untapped scene cannot be chosen), 第六節 10.6.0 (your scene area)
    st = quiet()
    put(st, real, 0 if winona == "mine" else 1, WINONA, 1)
    pay = add_scenes(st, 0, real["SD01-CR04"]["harmony"])
    spare = add_scenes(st, 0, 1)[0]  # untapped
    rival_tapped = add_scenes(st, 1, 1)[0]
    st.table.cards[rival_tapped].tapped = True
    aj = hand(st, real, 0, "SD01-CR04")
    st = act(st, Action("play", 0, {"uid": aj, "slot": 0, "scenes": pay}))
    if winona == "rivals":
        assert not st.pending and all(st.table.cards[u].tapped for u in pay)
        return
    assert st.pending[0].player == 0 and opts(st) == set(pay) and spare not in opts(st) and rival_tapped not in opts(st)
    st = choose(st, str(pay[2]))
    assert [st.table.cards[u].tapped for u in pay] == [True, True, False, True]


@needs(DB)
def test_fluttershys_bell(real):
    # 'Only adorn 「Fluttershy」. Adorned Character with Cost of Force of Harmony 4 or more gets +2 Inspiration.'
    # 第五節 3.2.2, 第二節 3.5.0, 第二節 1.5.0 (its printed cost)
    st = quiet()
    add_scenes(st, 0, 2 * real["BP01-SPR27"]["harmony"])
    small = put(st, real, 0, FLUTTERSHY, 0)  # cost 1, idea 2
    big = put(st, real, 0, FLUTTERSHY_4, 1)  # cost 4, idea 6
    other = put(st, real, 0, "FX01-C05", 2)  # cost 4, not Fluttershy
    bells = [hand(st, real, 0, "BP01-SPR27") for _ in range(2)]
    with pytest.raises(RulesError):
        act(st, Action("play", 0, {"uid": bells[0], "wearer": other}))
    st = act(st, Action("play", 0, {"uid": bells[0], "wearer": small}))
    st = act(st, Action("play", 0, {"uid": bells[1], "wearer": big}))
    assert board.item_of(st, small) == bells[0] and board.item_of(st, big) == bells[1]
    assert [board.idea(st, u) for u in (small, big, other)] == [2, 8, 5]


@needs(DB)
@pytest.mark.parametrize("earth", ["mine", "rivals"])
def test_the_last_roundup_bp02_c38(real, earth):
    # Story Ⅱ: "When promoted to this stage, if there is any ｢Earth Pony｣ in your Adventure Area, flip 1 Scene
    # face up." 第四節 4.4.1, 第五節 1.5.1, 第六節 10.6.0 (your scene)
    assert real["BP02-C38"]["stage"] == 2
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    put(st, real, 0 if earth == "mine" else 1, "FX01-C03", 1)
    downs = face_down(st, 0, 2)
    rival_down = face_down(st, 1, 1)[0]
    st = choose(advance(st, real, 2, "BP02-C38"), "advance")
    assert st.stage[0] == 2
    if earth == "rivals":
        assert not st.pending and not any(board.face_up(st.table.cards[u]) for u in downs)
        return
    assert st.pending[0].player == 0 and opts(st) == set(downs) and st.pending[0].max == 1
    st = choose(st, str(downs[1]))
    assert board.face_up(st.table.cards[downs[1]]) and not board.face_up(st.table.cards[rival_down])


@needs(DB)
def test_mrs_cake_sd01c_u03(real):
    # "[Appear] Choose 1 Character in Rival's Adventure Area, it gets -2 Inspiration until the end of turn."
    st = quiet()
    rivals = [put(st, real, 1, "FX01-C02", 0), put(st, real, 1, "FX01-C08", 1)]
    mine = put(st, real, 0, "FX01-C02", 1)
    st, mc = play(st, real, "SD01C-U03", slot=0)
    assert st.pending[0].player == 0 and opts(st) == set(rivals) and mine not in opts(st) and mc not in opts(st)
    st = choose(st, str(rivals[1]))
    assert mods(st, rivals[1]) == [(-2, "this_turn")] and not mods(st, rivals[0])


@needs(DB)
def test_pinkie_pie_bp02_cr09(real):
    # "[Appear] If there is an Item in your Adventure Area, flip 2 of your Rival's Scenes face down." (also played,
    # with every condition branch, in test_audit35b_cards.test_pinkie_pie_bp02_cr03) 第二節 3.0.0, 第三節 5.1.2
    st = quiet()
    wearer = put(st, real, 0, "FX01-C02", 1)
    add_scenes(st, 0, 1)
    st = act(st, Action("play", 0, {"uid": st.table.add("FX01-I01", 0, "hand").uid, "wearer": wearer}))
    ups = add_scenes(st, 1, 3)
    st, pp = play(st, real, "BP02-CR09", slot=0)
    assert st.table.cards[pp].zone == "adventure"
    assert st.pending[0].player == 0 and opts(st) == set(ups) and st.pending[0].min == st.pending[0].max == 2
    st = choose(st, str(ups[0]), str(ups[2]))
    assert [board.face_up(st.table.cards[u]) for u in ups] == [False, True, False]


@needs(DB)
@pytest.mark.parametrize("who", ["named", "other"])
def test_ponyville_street(real, who):
    # ひらめき: "Your 「Pinkie Pie」 gets +1 Inspiration until the end of this Contact." 第四節 4.3.1 / 4.3.1a, 4.3.3
    st = quiet()
    scene, mine, theirs = _boost(st, real, "SD01-ER09", PINKIE if who == "named" else "FX01-C03", "FX01-C03", PINKIE)
    st = end_main(st)
    if who == "other":
        assert not (st.pending and st.pending[0].kind == "hirameki")
        return
    assert st.pending[0].kind == "hirameki" and st.pending[0].player == 0
    st = passes(choose(st, str(scene)))
    assert st.table.cards[mine].zone == "adventure" and st.table.cards[theirs].zone == "rest"


@needs(DB)
def test_the_best_young_flyer_sd01e_c09(real):
    # Story Ⅳ: "When promoted to this stage, you win the game." 第一節 4.1.0, 4.1.1
    assert real["SD01E-C09"]["stage"] == 4
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    st = choose(advance(st, real, 4, "SD01E-C09"), "advance")
    assert st.result is not None and st.result.winners == [0]


# --- part 3: names 71–90 ----------------------------------------------------------------------


@needs(DB)
@pytest.mark.parametrize("other", ["mine", "rivals", "none"])
def test_rarity_bp01_cr12(real, other):
    # "[Appear] If there is any other 「Rarity」 in your Adventure Area, choose 1 Character in Rival's Adventure
    # Area, it gets -1 Inspiration until the end of turn." 第五節 1.5.3 ("other": not herself), 第五節 1.5.1
    st = quiet()
    if other != "none":
        put(st, real, 0 if other == "mine" else 1, RARITY, 1 if other == "mine" else 2)
    rivals = [put(st, real, 1, "FX01-C02", 0), put(st, real, 1, "FX01-C03", 1)]
    st, ra = play(st, real, "BP01-CR12", slot=0)
    if other != "mine":
        assert not st.pending and not st.modifiers
        return
    assert st.pending[0].player == 0 and opts(st) == set(rivals) and ra not in opts(st) and st.pending[0].max == 1
    st = choose(st, str(rivals[1]))
    assert mods(st, rivals[1]) == [(-1, "this_turn")] and not mods(st, rivals[0])


@needs(DB)
@pytest.mark.parametrize("mine", [3, 1])
def test_cycling_for_friends(real, mine):
    # "Only use when there is any 「Applejack」 in your Adventure Area. Choose 2 Characters in your Adventure Area,
    # they get +1 Inspiration until the end of turn." 第五節 1.4.0; with fewer than 2, as many as there are
    # (第五節 2.1.1a)
    st = quiet()
    add_scenes(st, 0, real["BP01-SPR19"]["harmony"])
    ev = hand(st, real, 0, "BP01-SPR19")
    put(st, real, 1, APPLEJACK, 0)  # the rival's Applejack does not count
    with pytest.raises(RulesError) as err:
        act(st, Action("play", 0, {"uid": ev}))
    assert err.value.rule.section == "第五節 1.4.0"
    chars = [put(st, real, 0, APPLEJACK, 0)] + [put(st, real, 0, "FX01-C02", i) for i in range(1, mine)]
    rival = put(st, real, 1, "FX01-C03", 1)
    st = act(st, Action("play", 0, {"uid": ev}))
    if mine > 2:
        assert st.pending[0].player == 0 and opts(st) == set(chars) and st.pending[0].max == 2 and rival not in opts(st)
        st = choose(st, str(chars[0]), str(chars[2]))
        assert [mods(st, u) for u in chars] == [[(1, "this_turn")], [], [(1, "this_turn")]]
    else:
        if st.pending:
            st = choose(st, str(chars[0]))
        assert mods(st, chars[0]) == [(1, "this_turn")]
    assert not mods(st, rival) and st.table.cards[ev].zone == "rest"


@needs(DB)
def test_rainbow_dash_bp01_c10(real):
    # "[Adventure] While there are 3 Characters in your Adventure Area, this Character gets +2 Inspiration."
    # 第五節 1.2.0; herself among the 3 (the area holds 3, 第三節 3.0.0); in either turn
    st = quiet()
    rd = put(st, real, 0, "BP01-C10", 0)  # idea 5
    put(st, real, 1, "FX01-C02", 0)
    put(st, real, 1, "FX01-C02", 1)  # the rival's do not count
    put(st, real, 0, "FX01-C02", 1)
    assert board.idea(st, rd) == 5
    put(st, real, 0, "FX01-C03", 2)
    assert board.idea(st, rd) == 7
    st.active = 1
    assert board.idea(st, rd) == 7


@needs(DB)
def test_hair_curling(real):
    # "Only use when there are 2 or more Characters in Rival's Adventure Area. Draw 2 cards." 第五節 1.4.0
    st = quiet()
    add_scenes(st, 0, real["BP01-SPR07"]["harmony"])
    ev = hand(st, real, 0, "BP01-SPR07")
    put(st, real, 0, "FX01-C02", 0)
    put(st, real, 0, "FX01-C02", 1)  # mine do not count
    put(st, real, 1, "FX01-C02", 0)
    with pytest.raises(RulesError) as err:
        act(st, Action("play", 0, {"uid": ev}))
    assert err.value.rule.section == "第五節 1.4.0"
    put(st, real, 1, "FX01-C03", 2)
    top = st.table.zone(0, "deck")[:3]
    st = act(st, Action("play", 0, {"uid": ev}))
    assert [st.table.cards[u].zone for u in top] == ["hand", "hand", "deck"] and st.table.cards[ev].zone == "rest"


@needs(DB)
@pytest.mark.parametrize("cid", ["BP01-C40", "BP02-C40"])
def test_over_a_barrel_and_the_last_roundup_win(real, cid):
    # Story Ⅳ: "When promoted to this stage, you win the game." 第一節 4.1.0, 4.1.1
    assert real[cid]["stage"] == 4
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    st = choose(advance(st, real, 4, cid), "advance")
    assert st.result is not None and st.result.winners == [0]


@needs(DB)
@pytest.mark.parametrize("spike", ["owners", "disrupters", "none"])
def test_twilight_sparkle_bp01_sr01(real, spike):
    # "[Pre-plan] If there is any 「Spike」 in your Retirement Area, draw 2 cards, discard 1 card." 第二節 1.6.3,
    # 第六節 5.2.0 (the plan's owner: "your", and the owner draws), 第五節 2.1.1
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    plan = set_plan(st, real, 1, 0, "BP01-SR01")
    if spike != "none":
        use(st, real, "SD01A-C04")  # Spike, idea 2
        st.table.add("SD01A-C04", 1 if spike == "owners" else 0, "rest")
    before = set(st.table.zone(1, "hand"))
    top = st.table.zone(1, "deck")[:3]
    mine = len(st.table.zone(0, "hand"))
    st = choose(end_main(st), "disrupt")
    if spike != "owners":
        assert not (st.pending and st.pending[0].kind == "discard")
        # (the turn then ends: the rival's own draw step takes top[0] only, 第四節 2.2.0)
        assert st.table.cards[top[1]].zone == "deck" and st.table.cards[plan].zone == "rest"
        return
    assert [st.table.cards[u].zone for u in top] == ["hand", "hand", "deck"]
    assert st.pending[0].kind == "discard" and st.pending[0].player == 1 and opts(st) == before | set(top[:2])
    st = choose(st, str(top[0]))
    assert st.table.cards[top[0]].zone == "rest" and len(st.table.zone(0, "hand")) == mine
    assert st.table.cards[plan].zone == "rest"


@needs(DB)
def test_curing_philomena_bp01_c30(real):
    # Story Ⅱ: "When promoted to this stage, choose 1 「Fluttershy」 in your Adventure Area, it gets +2 Inspiration
    # until the end of turn." 第四節 4.4.1
    assert real["BP01-C30"]["stage"] == 2
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    fls = [put(st, real, 0, FLUTTERSHY, 1), put(st, real, 0, FLUTTERSHY_4, 2)]
    rival = put(st, real, 1, FLUTTERSHY, 1)
    st = choose(advance(st, real, 2, "BP01-C30"), "advance")
    assert st.pending[0].player == 0 and opts(st) == set(fls) and rival not in opts(st)
    events, st = this_turn(st, str(fls[1]))
    assert len(raised(events, fls[1])) == 1 and "+2 until the end of the turn" in raised(events, fls[1])[0]


@needs(DB)
@pytest.mark.parametrize(("mine", "rivals"), [(2, 3), (3, 3)])
def test_spike_bp02_sr07(real, mine, rivals):
    # "[Appear] If Rival has more Plans than you, turn 1 card from your Hand into a Plan." 第五節 1.5.1, 第六節 4.1.0
    # (face down, the latest-stage story without one)
    st = quiet()
    for p, n in ((0, mine), (1, rivals)):
        for i in range(4):
            clear_plan(st, p, i)
        for i in range(n):
            set_plan(st, real, p, i, "FX01-C02")
    st, sp = play(st, real, "BP02-SR07", slot=0)
    cards = list(st.table.zone(0, "hand"))
    if mine >= rivals:
        assert not st.pending and len(st.table.zone(0, "plans")) == mine
        return
    assert st.pending[0].player == 0 and opts(st) == set(cards) and st.pending[0].max == 1 and sp not in opts(st)
    st = choose(st, str(cards[1]))
    card = st.table.cards[cards[1]]
    assert card.zone == "plans" and card.flags.get("story") == 3 and len(st.table.zone(0, "plans")) == mine + 1


@needs(DB)
@pytest.mark.parametrize("pinkie", ["mine", "rivals"])
def test_pinkie_pies_talk_show(real, pinkie):
    # "If there is any ｢Pinkie Pie｣ in your Adventure Area, flip 2 of your Rival's Scene cards face down." 第五節 1.5.1
    st = quiet()
    put(st, real, 0 if pinkie == "mine" else 1, PINKIE, 0)
    ups = add_scenes(st, 1, 3)
    st, ev = play(st, real, "BP02-SPR06")
    if pinkie == "rivals":
        assert not st.pending and all(board.face_up(st.table.cards[u]) for u in ups)
        return
    assert st.pending[0].player == 0 and opts(st) == set(ups) and st.pending[0].min == st.pending[0].max == 2
    st = choose(st, str(ups[0]), str(ups[1]))
    assert [board.face_up(st.table.cards[u]) for u in ups] == [False, False, True]
    assert all(board.face_up(st.table.cards[u]) for u in st.table.zone(0, "scenes")) and st.table.cards[ev].zone == "rest"


@needs(DB)
@pytest.mark.parametrize("pet", ["mine", "rivals"])
def test_fluttershy_bp02_u03(real, pet):
    # "[Appear] If there is a ｢Pet｣ in your Retirement Area, all of your ｢Pegasus｣ get +2 Inspiration until the end
    # of turn." 第五節 1.5.1; she is one of your Pegasus in the area (第五節 3.3.1); only those there as it resolves
    st = quiet()
    st.table.add(PET_OWL, 0 if pet == "mine" else 1, "rest")
    peg = put(st, real, 0, "FX01-C02", 1)
    earth = put(st, real, 0, "FX01-C03", 2)
    rival_peg = put(st, real, 1, "FX01-C02", 0)
    st, fl = play(st, real, "BP02-U03", slot=0)
    if pet == "rivals":
        assert not st.modifiers
        return
    assert mods(st, fl) == [(2, "this_turn")] and mods(st, peg) == [(2, "this_turn")]
    assert not mods(st, earth) and not mods(st, rival_peg)


@needs(DB)
def test_dig_for_gems(real):
    # "Only use when there is any 「Rarity」 in your Adventure Area. Draw 2 cards." 第五節 1.4.0
    st = quiet()
    add_scenes(st, 0, real["BP01-SPR16"]["harmony"])
    ev = hand(st, real, 0, "BP01-SPR16")
    put(st, real, 1, RARITY, 0)
    with pytest.raises(RulesError) as err:
        act(st, Action("play", 0, {"uid": ev}))
    assert err.value.rule.section == "第五節 1.4.0"
    put(st, real, 0, RARITY, 0)
    top = st.table.zone(0, "deck")[:3]
    st = act(st, Action("play", 0, {"uid": ev}))
    assert [st.table.cards[u].zone for u in top] == ["hand", "hand", "deck"]


@needs(DB)
def test_award_ceremony(real):
    # "All Characters in your Adventure Area get +1 Inspiration until the end of turn."
    st = quiet()
    mine = [put(st, real, 0, "FX01-C02", 0), put(st, real, 0, "FX01-C03", 2)]
    rival = put(st, real, 1, "FX01-C02", 0)
    st, ev = play(st, real, "BP01-SPR04")
    assert not st.pending and [mods(st, u) for u in mine] == [[(1, "this_turn")]] * 2 and not mods(st, rival)
    late = put(st, real, 0, "FX01-C09", 1)
    assert not mods(st, late) and st.table.cards[ev].zone == "rest"


@needs(DB)
def test_pinkie_pie_bp01_cr09(real):
    # "[Adventure] [Tap] Choose 1 Item with Cost of Force of Harmony 2 or less in your Retirement Area, add it to
    # Hand." 第二節 1.6.4c, 第五節 1.3.0
    st = quiet()
    pp = put(st, real, 0, "BP01-CR09", 0)
    use(st, real, "SD01B-SPR04")
    items = [st.table.add("FX01-I01", 0, "rest").uid, st.table.add("FX01-I02", 0, "rest").uid]  # cost 1, 2
    big = st.table.add("SD01B-SPR04", 0, "rest").uid  # cost 3
    theirs = st.table.add("FX01-I01", 1, "rest").uid
    ev = st.table.add("FX01-E01", 0, "rest").uid
    st = act(st, Action("activate", 0, {"uid": pp, "ability": 0}))
    assert st.table.cards[pp].tapped
    assert st.pending[0].player == 0 and opts(st) == set(items) and st.pending[0].max == 1
    assert not {big, theirs, ev} & opts(st)
    st = choose(st, str(items[1]))
    assert st.table.cards[items[1]].zone == "hand" and st.table.cards[items[0]].zone == "rest"
    with pytest.raises(RulesError):
        act(st, Action("activate", 0, {"uid": pp, "ability": 0}))


@needs(DB)
def test_the_ticket_master_bp01_c27(real):
    # Story Ⅲ: "When promoted to this stage, add 1 Scene." 第三節 5.0.0 (the top of your scene deck, face up)
    assert real["BP01-C27"]["stage"] == 3
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    top = st.table.zone(0, "scene_deck")[0]
    out = ENGINE.apply(advance(st, real, 3, "BP01-C27"), Action("choose", 0, {"picks": ["advance"]}))
    st = out.state
    kinds = [e.kind for e in out.events]
    mine = out.events[: kinds.index("turn")]  # (then the turn ends: the rival's own scene step follows)
    assert st.stage[0] == 3 and st.table.cards[top].zone == "scenes" and board.face_up(st.table.cards[top])
    assert [e.player for e in mine if e.kind == "scene"] == [0]


@needs(DB)
def test_over_a_barrel_bp01_c37(real):
    # Story Ⅰ: "When promoted to this stage, draw 1 card." 第四節 4.4.1
    assert real["BP01-C37"]["stage"] == 1
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    top = st.table.zone(0, "deck")[:2]
    st = choose(advance(st, real, 1, "BP01-C37"), "advance")
    assert [st.table.cards[u].zone for u in top] == ["hand", "deck"]


@needs(DB)
def test_blue_curse(real):
    # "Draw 2 cards, discard 1 card." 第五節 2.1.1 (in order)
    st = quiet()
    before = set(st.table.zone(0, "hand"))
    top = st.table.zone(0, "deck")[:3]
    st, ev = play(st, real, "SD01C-SPR01")
    assert [st.table.cards[u].zone for u in top] == ["hand", "hand", "deck"]
    assert st.pending[0].kind == "discard" and opts(st) == before | set(top[:2]) and st.pending[0].min == st.pending[0].max == 1
    st = choose(st, str(top[1]))
    assert st.table.cards[top[1]].zone == "rest" and st.table.cards[ev].zone == "rest"


@needs(DB)
def test_sweetie_belle_bp02_c16(real):
    # "[Adventure] This Character gets +1 Inspiration for each ｢Apple Bloom｣ and ｢Scootaloo｣ in your Adventure
    # Area." 第五節 1.2.0
    st = quiet()
    sb = put(st, real, 0, "BP02-C16", 0)  # idea 4
    put(st, real, 1, APPLE_BLOOM, 0)
    assert board.idea(st, sb) == 4
    put(st, real, 0, APPLE_BLOOM, 1)
    assert board.idea(st, sb) == 5
    put(st, real, 0, SCOOTALOO, 2)
    assert board.idea(st, sb) == 6


@needs(DB)
def test_fluttershy_sd01_gr02(real):
    # "[Pre-plan] Choose 1 Character in your Adventure Area, it gets +2 Inspiration until the end of turn."
    # 第二節 1.6.3, 第六節 5.2.0 (the owner's side); with none, skipped and the plan goes to the rest area (5.2.0 例)
    st = quiet()
    mine = put(st, real, 0, "FX01-C02", 0)
    owners = [put(st, real, 1, "FX01-C03", 1), put(st, real, 1, "FX01-C02", 2)]
    plan = set_plan(st, real, 1, 0, "SD01-GR02")
    st = choose(end_main(st), "disrupt")
    assert st.pending[0].player == 1 and opts(st) == set(owners) and mine not in opts(st)
    events, st2 = this_turn(st, str(owners[0]))
    assert len(raised(events, owners[0])) == 1 and "+2 until the end of the turn" in raised(events, owners[0])[0]
    assert st2.table.cards[plan].zone == "rest"


@needs(DB)
def test_rope_trick(real):
    # "Choose 1 「Applejack」 and 1 「Apple Bloom」 in your Adventure Area, they get +2 Inspiration until the end of
    # turn." 第五節 2.1.1 (each choice in turn)
    st = quiet()
    ajs = [put(st, real, 0, APPLEJACK, 0), put(st, real, 0, main.APPLEJACK_B, 1)]
    ab = put(st, real, 0, APPLE_BLOOM, 2)
    rival_ab = put(st, real, 1, APPLE_BLOOM, 0)
    st, ev = play(st, real, "SD01D-SPR02")
    assert st.pending[0].player == 0 and opts(st) == set(ajs) and st.pending[0].max == 1
    st = choose(st, str(ajs[1]))
    if st.pending:
        assert opts(st) == {ab} and rival_ab not in opts(st)
        st = choose(st, str(ab))
    assert mods(st, ajs[1]) == [(2, "this_turn")] and mods(st, ab) == [(2, "this_turn")]
    assert not mods(st, ajs[0]) and not mods(st, rival_ab) and st.table.cards[ev].zone == "rest"


# --- part 4: names 91–110 ---------------------------------------------------------------------


@needs(DB)
@pytest.mark.parametrize(("top", "fits"), [(("FX01-C02", "FX01-E01", "FX01-C03"), [0, 2]), (("FX01-E01", "FX01-I01", "FX01-E02"), [])])
def test_way_to_the_top(real, top, fits):
    # "Reveal the top 3 cards of the Deck, choose 1 Character from them, add it to Hand, move the rest to
    # Retirement Area." 第六節 11.0.0, 15.1.1
    st = quiet()
    uids = stack(st, 0, *top)
    st, ev = play(st, real, "SD01-SPR04")
    fit = [uids[i] for i in fits]
    if fit:
        assert st.pending[0].player == 0 and opts(st) == set(fit) and st.pending[0].min == st.pending[0].max == 1
        st = choose(st, str(fit[1]))
    zones = [st.table.cards[u].zone for u in uids]
    assert zones.count("hand") == min(len(fit), 1) and zones.count("rest") == 3 - min(len(fit), 1)
    assert st.table.cards[ev].zone == "rest"


@needs(DB)
@pytest.mark.parametrize(("cid", "event"), [("BP01-CR01", "mine"), ("BP01-CR01", "rivals"), ("BP01-C02", "mine"), ("BP01-C02", "rivals")])
def test_twilight_sparkle_bp01_cr01_and_bp01_c02(real, cid, event):
    # BP01-CR01 "[Appear] If there is any Event in your Retirement Area, choose 1 Character in Rival's Adventure
    # Area, it gets -3 Inspiration until the end of turn."; BP01-C02 "… draw 1 card." 第五節 1.5.1
    st = quiet()
    st.table.add("FX01-E01", 0 if event == "mine" else 1, "rest")
    st.table.add("FX01-I01", 0, "rest")  # an Item, not an Event
    rivals = [put(st, real, 1, "FX01-C02", 0), put(st, real, 1, "FX01-C08", 1)]
    top = st.table.zone(0, "deck")[0]
    st, tw = play(st, real, cid, slot=0)
    if event == "rivals":
        assert not st.pending and not st.modifiers and st.table.cards[top].zone == "deck"
        return
    if cid == "BP01-C02":
        assert st.table.cards[top].zone == "hand" and not st.pending
        return
    assert st.pending[0].player == 0 and opts(st) == set(rivals) and tw not in opts(st)
    st = choose(st, str(rivals[1]))
    assert mods(st, rivals[1]) == [(-3, "this_turn")] and not mods(st, rivals[0])


@needs(DB)
@pytest.mark.parametrize("cid", ["BP01-C29", "SD01A-C06"])
def test_curing_philomena_bp01_c29_and_searching_sd01a_c06(real, cid):
    # Story Ⅰ: "When promoted to this stage, draw 1 card." 第四節 4.4.1
    assert real[cid]["stage"] == 1
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    top = st.table.zone(0, "deck")[:2]
    st = choose(advance(st, real, 1, cid), "advance")
    assert [st.table.cards[u].zone for u in top] == ["hand", "deck"]


@needs(DB)
@pytest.mark.parametrize("cid", ["BP02-C28", "SD01A-C09"])
def test_lesson_zero_and_searching_win(real, cid):
    # Story Ⅳ: "When promoted to this stage, you win the game." 第一節 4.1.0, 4.1.1
    assert real[cid]["stage"] == 4
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    st = choose(advance(st, real, 4, cid), "advance")
    assert st.result is not None and st.result.winners == [0]


@needs(DB)
def test_experience_report(real):
    # "Choose 1 Character in your Adventure Area, it won't Retire in Contact until the end of turn." 第四節 4.3.4
    # (the loser would leave: it stays); its interaction partner still leaves if it loses
    st = quiet()
    mine = put(st, real, 0, "FX01-C02", 0)  # idea 3 against 7: loses, stays
    other = put(st, real, 0, "FX01-C03", 1)
    put(st, real, 1, "FX01-C08", 0)
    rival = put(st, real, 1, "FX01-C02", 2)
    st, ev = play(st, real, "SD01A-SPR03")
    assert st.pending[0].player == 0 and opts(st) == {mine, other} and rival not in opts(st)
    st = choose(st, str(mine))
    st = passes(end_main(st))
    while st.pending and st.turn == 3:
        st = choose(st, "skip" if st.pending[0].kind == "column_action" else st.pending[0].options[0].id)
    assert st.table.cards[mine].zone == "adventure" and st.table.cards[ev].zone == "rest"


@needs(DB)
def test_head_up_to_the_night_sky(real):
    # "Only use when there is any Event in your Retirement Area. Choose 1 「Twilight Sparkle」 with Cost of Force of
    # Harmony 3 or less in your Adventure Area, it gets +3 Inspiration until the end of turn." 第五節 1.4.0
    st = quiet()
    add_scenes(st, 0, real["BP01-SPR20"]["harmony"])
    ev = hand(st, real, 0, "BP01-SPR20")
    cheap = [put(st, real, 0, "SD01-C01", 0), put(st, real, 0, "BP01-C01", 1)]  # cost 1, 2
    dear = put(st, real, 0, "BP01-U02", 2)  # cost 5
    rival = put(st, real, 1, "SD01-C01", 0)
    st.table.add("FX01-E01", 1, "rest")  # the rival's Event does not count
    with pytest.raises(RulesError) as err:
        act(st, Action("play", 0, {"uid": ev}))
    assert err.value.rule.section == "第五節 1.4.0"
    st.table.add("FX01-E01", 0, "rest")
    st = act(st, Action("play", 0, {"uid": ev}))
    assert st.pending[0].player == 0 and opts(st) == set(cheap) and dear not in opts(st) and rival not in opts(st)
    st = choose(st, str(cheap[1]))
    assert mods(st, cheap[1]) == [(3, "this_turn")] and not mods(st, cheap[0])


@needs(DB)
def test_sweet_and_elite_bp02_c47(real):
    # Story Ⅲ: "When promoted to this stage, return 1 ｢Unicorn｣ from your Retirement Area to your Hand." 第四節 4.4.1
    assert real["BP02-C47"]["stage"] == 3
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    unicorns = [st.table.add("FX01-C01", 0, "rest").uid, st.table.add("FX01-C09", 0, "rest").uid]
    theirs = st.table.add("FX01-C01", 1, "rest").uid
    peg = st.table.add("FX01-C02", 0, "rest").uid
    st = choose(advance(st, real, 3, "BP02-C47"), "advance")
    assert st.pending[0].player == 0 and opts(st) == set(unicorns) and not {theirs, peg} & opts(st)
    st = choose(st, str(unicorns[0]))
    assert st.table.cards[unicorns[0]].zone == "hand" and st.table.cards[unicorns[1]].zone == "rest"


@needs(DB)
@pytest.mark.parametrize("rd", ["mine", "rivals"])
def test_rainbow_dash_fan_club(real, rd):
    # "If there is any ｢Rainbow Dash｣ in your Retirement Area, choose 1 Character in your Adventure Area to get +2
    # Inspiration until the end of turn." 第五節 1.5.1
    st = quiet()
    use(st, real, RAINBOW)
    st.table.add(RAINBOW, 0 if rd == "mine" else 1, "rest")
    mine = [put(st, real, 0, "FX01-C02", 0), put(st, real, 0, "FX01-C03", 1)]
    rival = put(st, real, 1, "FX01-C02", 0)
    st, ev = play(st, real, "BP02-SPR16")
    if rd == "rivals":
        assert not st.pending and not st.modifiers
        return
    assert st.pending[0].player == 0 and opts(st) == set(mine) and rival not in opts(st)
    st = choose(st, str(mine[1]))
    assert mods(st, mine[1]) == [(2, "this_turn")] and st.table.cards[ev].zone == "rest"


@needs(DB)
@pytest.mark.parametrize(("cid", "name_id", "other_id"), [("SD01-ER06", RARITY, "FX01-C09"), ("SD01-ER04", APPLEJACK, "FX01-C03")])
@pytest.mark.parametrize("who", ["named", "other"])
def test_carousel_boutique_and_sweet_apple_acres(real, cid, name_id, other_id, who):
    # ひらめき: "Your 「X」 gets +1 Inspiration until the end of this Contact." 第四節 4.3.1 / 4.3.1a, 4.3.3
    st = quiet()
    scene, mine, theirs = _boost(st, real, cid, name_id if who == "named" else other_id, "FX01-C03", name_id)
    st = end_main(st)
    if who == "other":
        assert not (st.pending and st.pending[0].kind == "hirameki")
        return
    assert st.pending[0].kind == "hirameki" and st.pending[0].player == 0
    st = passes(choose(st, str(scene)))
    assert st.table.cards[mine].zone == "adventure" and st.table.cards[theirs].zone == "rest"


@needs(DB)
def test_pinkie_pie_bp01_c06(real):
    # "[Farewell] Draw 1 card." 第二節 1.6.2
    st = quiet()
    pp, _ = contact(st, real, "BP01-C06")  # idea 4 against 7
    top = st.table.zone(0, "deck")[:2]
    st = passes(end_main(st))
    assert st.table.cards[pp].zone == "rest" and [st.table.cards[u].zone for u in top] == ["hand", "deck"]


@needs(DB)
@pytest.mark.parametrize("preplan", [False, True])
def test_discord_bp02_sr08(real, preplan):
    # "[Farewell] Remove one of Rival's Plan cards." 第二節 1.6.2, 第六節 5.1.0 (revealed; with 事前対策 it is used
    # and the plan goes to the rest area, otherwise to its owner's hand); its controller picks which
    st = quiet()
    dc, _ = contact(st, real, "BP02-SR08")  # idea 5 against 7
    for i in range(4):
        clear_plan(st, 1, i)
    plans = [set_plan(st, real, 1, 0, "FX01-C02"), set_plan(st, real, 1, 2, "FX01-C07" if preplan else "FX01-C03")]
    mine = list(st.table.zone(0, "plans"))
    hand1 = len(st.table.zone(1, "hand"))
    st = passes(end_main(st))
    assert st.table.cards[dc].zone in ("processing", "rest")
    assert st.pending[0].kind == "remove_plan" and st.pending[0].player == 0 and opts(st) == set(plans)
    assert not set(mine) & opts(st)
    out = ENGINE.apply(st, Action("choose", 0, {"picks": [str(plans[1])]}))
    st = out.state
    assert any(e.kind == "reveal" and e.visible_to is None for e in out.events)
    assert st.table.cards[plans[0]].zone == "plans"
    if preplan:  # FX01-C07 "[Pre-plan] Draw 2 cards.": its owner draws 2, the plan goes to the rest area
        assert st.table.cards[plans[1]].zone == "rest" and len(st.table.zone(1, "hand")) >= hand1 + 2
    else:
        assert st.table.cards[plans[1]].zone == "hand" and st.table.cards[plans[1]].controller == 1


@needs(DB)
def test_applejack_bp02_u07(real):
    # "[Pre-plan] Flip 1 of your Scenes face up." 第二節 1.6.3, 第六節 5.2.0 (the plan's owner: "your")
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    plan = set_plan(st, real, 1, 0, "BP02-U07")
    owners = face_down(st, 1, 2)
    mine = face_down(st, 0, 1)[0]
    st = choose(end_main(st), "disrupt")
    assert st.pending[0].player == 1 and opts(st) == set(owners) and mine not in opts(st)
    st = choose(st, str(owners[1]))
    assert board.face_up(st.table.cards[owners[1]]) and not board.face_up(st.table.cards[mine])
    assert st.table.cards[plan].zone == "rest"


@needs(DB)
def test_pinkie_pie_sd01_cr03(real):
    # "[Adventure] While there are 2 or more Items in your Retirement Area, all Characters in Rival's Adventure Area
    # get -1 Inspiration." 第五節 1.2.0
    st = quiet()
    put(st, real, 0, "SD01-CR03", 0)
    mine = put(st, real, 0, "FX01-C02", 1)
    rival = put(st, real, 1, "FX01-C02", 0)  # idea 3
    st.table.add("FX01-I01", 0, "rest")
    st.table.add("FX01-I01", 1, "rest")  # the rival's Item does not count
    assert board.idea(st, rival) == 3
    st.table.add("FX01-I02", 0, "rest")
    assert board.idea(st, rival) == 2 and board.idea(st, mine) == 3
    st.active = 1
    assert board.idea(st, rival) == 2


@needs(DB)
@pytest.mark.parametrize(("cid", "needs_id", "draws", "discards"), [("BP01-SPR21", "SD01-C01", 2, 1), ("BP01-SPR06", PET_OWL, 2, 0)])
def test_found_scroll_and_overspeed_warning(real, cid, needs_id, draws, discards):
    # BP01-SPR21 "Only use when there is any 「Twilight Sparkle」 in your Adventure Area. Draw 2 cards, discard 1
    # card."; BP01-SPR06 "Only use when there are any 「Pet」 in your Adventure Area. Draw 2 cards" 第五節 1.4.0
    st = quiet()
    add_scenes(st, 0, real[cid]["harmony"])
    ev = hand(st, real, 0, cid)
    put(st, real, 1, needs_id, 0)
    with pytest.raises(RulesError) as err:
        act(st, Action("play", 0, {"uid": ev}))
    assert err.value.rule.section == "第五節 1.4.0"
    put(st, real, 0, needs_id, 0)
    top = st.table.zone(0, "deck")[:3]
    st = act(st, Action("play", 0, {"uid": ev}))
    assert [st.table.cards[u].zone for u in top] == ["hand", "hand", "deck"]
    if discards:
        assert st.pending[0].kind == "discard" and st.pending[0].min == st.pending[0].max == 1
        st = choose(st, str(top[0]))
        assert st.table.cards[top[0]].zone == "rest"
    assert not st.pending and st.table.cards[ev].zone == "rest"


@needs(DB)
def test_applejack_bp01_sr04(real):
    # "[Adventure] While there is any untapped Scene in your Scene Area, this Character gets +2 Inspiration."
    # 第五節 1.2.0; a face-down scene is a scene (第二節 4.5.2a); in either turn
    st = quiet()
    aj = put(st, real, 0, "BP01-SR04", 0)  # idea 5
    add_scenes(st, 1, 1)
    assert board.idea(st, aj) == 5
    scene = face_down(st, 0, 1)[0]
    assert board.idea(st, aj) == 7
    st.active = 1
    assert board.idea(st, aj) == 7
    st.table.cards[scene].tapped = True
    assert board.idea(st, aj) == 5


# --- part 5: names 111–130 --------------------------------------------------------------------


@needs(DB)
def test_rarity_bp01_gr06(real):
    # "[Adventure] [Tap] Choose 1 「Rarity」 in your Adventure Area, it gets +2 Inspiration until the end of turn."
    # 第二節 1.6.4c; herself a Rarity in the area
    st = quiet()
    ra = put(st, real, 0, "BP01-GR06", 0)
    other = put(st, real, 0, RARITY, 1)
    put(st, real, 0, "FX01-C09", 2)
    rival = put(st, real, 1, RARITY, 0)
    st = act(st, Action("activate", 0, {"uid": ra, "ability": 0}))
    assert st.table.cards[ra].tapped
    assert st.pending[0].player == 0 and opts(st) == {ra, other} and rival not in opts(st)
    st = choose(st, str(other))
    assert mods(st, other) == [(2, "this_turn")] and not mods(st, ra)
    with pytest.raises(RulesError):
        act(st, Action("activate", 0, {"uid": ra, "ability": 0}))


@needs(DB)
@pytest.mark.parametrize(("cid", "setup", "saving"), [
    ("BP02-U15", (APPLE_BLOOM, SCOOTALOO, "rival:" + SCOOTALOO), 2),  # -1 for each of mine
    ("BP01-U03", (PET_OWL, "FX01-C13"), 1),  # "While there is any Pet": -1 once
    ("BP01-U03", ("rival:" + PET_OWL,), 0),
])
def test_sweetie_belle_bp02_u15_and_fluttershy_bp01_u03(real, cid, setup, saving):
    # BP02-U15 "This Character gets -1 Cost of Force of Harmony for each ｢Apple Bloom｣ and ｢Scootaloo｣ in your
    # Adventure Area."; BP01-U03 "While there is any 「Pet」 in your Adventure Area, this Character gets -1 Cost of
    # Force of Harmony when played from Hand." 第二節 1.5.0, 第三節 2.0.0 (paid with scenes)
    st = quiet()
    slot = {0: 0, 1: 0}
    for cid_ in setup:
        side = 1 if cid_.startswith("rival:") else 0
        put(st, real, side, cid_.removeprefix("rival:"), slot[side] + 1)
        slot[side] += 1
    cost = real[cid]["harmony"]
    scenes = add_scenes(st, 0, cost)
    ch = hand(st, real, 0, cid)
    if saving:
        with pytest.raises(RulesError):
            act(st, Action("play", 0, {"uid": ch, "slot": 0, "scenes": scenes[: cost - saving - 1]}))
    else:
        with pytest.raises(RulesError):
            act(st, Action("play", 0, {"uid": ch, "slot": 0, "scenes": scenes[: cost - 1]}))
    st = act(st, Action("play", 0, {"uid": ch, "slot": 0, "scenes": scenes[: cost - saving]}))
    assert st.table.cards[ch].zone == "adventure"


@needs(DB)
def test_baby_cakes_bp02_c35(real):
    # Story Ⅲ: "When promoted to this stage, choose 1 Character adorned with an Item to get +3 Inspiration until the
    # end of turn." 第四節 4.4.1, 第二節 3.0.0; no area printed: either player's (as "choose 1 ｢Pegasus｣")
    assert real["BP02-C35"]["stage"] == 3
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    worn = put(st, real, 0, "FX01-C03", 1)
    bare = put(st, real, 0, "FX01-C09", 2)
    rival_worn = put(st, real, 1, "FX01-C03", 1)
    for side, who in ((0, worn), (1, rival_worn)):
        st.active = side
        add_scenes(st, side, 1)
        st = act(st, Action("play", side, {"uid": st.table.add("FX01-I01", side, "hand").uid, "wearer": who}))
    st.active = 0
    st = choose(advance(st, real, 3, "BP02-C35"), "advance")
    assert st.pending[0].player == 0 and opts(st) == {worn, rival_worn} and bare not in opts(st)
    events, st = this_turn(st, str(worn))
    assert len(raised(events, worn)) == 1 and "+3 until the end of the turn" in raised(events, worn)[0]


@needs(DB)
def test_welcome_wagon(real):
    # "Adorned Character gets +1 Inspiration, then an additional +1 Inspiration for each card in your Retirement Area
    # with the same name as adorned Character." 第二節 3.5.0, 第五節 1.2.0
    st = quiet()
    wearer = put(st, real, 0, RARITY, 0)  # idea 2
    add_scenes(st, 0, real["BP02-SPR25"]["harmony"])
    st, item = play(st, real, "BP02-SPR25", wearer=wearer)
    assert board.item_of(st, wearer) == item and board.idea(st, wearer) == 3
    use(st, real, "SD01F-C03")
    st.table.add(RARITY, 0, "rest")
    st.table.add("SD01F-C03", 0, "rest")  # another Rarity print: the same name
    st.table.add(RARITY, 1, "rest")  # the rival's does not count
    st.table.add("FX01-C09", 0, "rest")
    assert board.idea(st, wearer) == 5


@needs(DB)
@pytest.mark.parametrize("cid", ["SD01E-C06", "SD01F-C06"])
def test_best_young_flyer_and_dog_and_pony_show_draw(real, cid):
    # Story Ⅰ: "When promoted to this stage, draw 1 card." 第四節 4.4.1
    assert real[cid]["stage"] == 1
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    top = st.table.zone(0, "deck")[:2]
    st = choose(advance(st, real, 1, cid), "advance")
    assert [st.table.cards[u].zone for u in top] == ["hand", "deck"]


@needs(DB)
def test_daring_do_bp02_sr12(real):
    # "[Farewell] Reveal the top 3 cards of your Scene Deck, choose 1 from them, place it face up in your Scene Area,
    # move the rest to bottom of Scene Deck." 第六節 11.0.0, 第三節 5.0.0 (face up, untapped), 第六節 9.3.0 (any order)
    st = quiet()
    dd, _ = contact(st, real, "BP02-SR12")  # idea 5 against 7
    top = st.table.zone(0, "scene_deck")[:3]
    st = passes(end_main(st))
    assert st.table.cards[dd].zone in ("processing", "rest")
    assert st.pending[0].player == 0 and opts(st) == set(top) and st.pending[0].min == st.pending[0].max == 1
    st = choose(st, str(top[1]))
    card = st.table.cards[top[1]]
    assert card.zone == "scenes" and board.face_up(card) and not card.tapped
    if st.pending and st.pending[0].kind == "deck_order":
        assert st.pending[0].player == 0
        st = choose(st, *[o.id for o in st.pending[0].options])
    assert set(st.table.zone(0, "scene_deck")[-2:]) == {top[0], top[2]}


@needs(DB)
def test_searching_for_elements_of_harmony_sd01a_c08(real):
    # Story Ⅲ: "When promoted to this stage, choose 1 Event in your Retirement Area, add it to Hand." 第四節 4.4.1
    assert real["SD01A-C08"]["stage"] == 3
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    evs = [st.table.add("FX01-E01", 0, "rest").uid, st.table.add("FX01-E02", 0, "rest").uid]
    theirs = st.table.add("FX01-E01", 1, "rest").uid
    item = st.table.add("FX01-I01", 0, "rest").uid
    st = choose(advance(st, real, 3, "SD01A-C08"), "advance")
    assert st.pending[0].player == 0 and opts(st) == set(evs) and not {theirs, item} & opts(st)
    st = choose(st, str(evs[1]))
    assert st.table.cards[evs[1]].zone == "hand" and st.table.cards[evs[0]].zone == "rest"


@needs(DB)
def test_twilight_sparkle_bp02_cr01(real):
    # "[Appear] Reveal the top 3 cards of your Deck, add 1 to your Hand, send the rest to your Retirement Area."
    # 第六節 11.0.0; any card
    st = quiet()
    uids = stack(st, 0, "FX01-C02", "FX01-E01", "FX01-I01")
    st, tw = play(st, real, "BP02-CR01", slot=0)
    assert st.table.cards[tw].zone == "adventure"
    assert st.pending[0].player == 0 and opts(st) == set(uids) and st.pending[0].min == st.pending[0].max == 1
    st = choose(st, str(uids[2]))
    assert [st.table.cards[u].zone for u in uids] == ["rest", "rest", "hand"]


@needs(DB)
@pytest.mark.parametrize("other", ["mine", "rivals"])
def test_big_mcintosh_bp02_sr14(real, other):
    # "[Appear] If there is any other ｢Earth Pony｣ in your Adventure Area, flip 2 Scenes face up." 第五節 1.5.3
    # ("other": he is an Earth Pony too), 第六節 10.6.0 (your scenes)
    st = quiet()
    put(st, real, 0 if other == "mine" else 1, "FX01-C03", 1)
    downs = face_down(st, 0, 3)
    rival_down = face_down(st, 1, 1)[0]
    st, bm = play(st, real, "BP02-SR14", slot=0)
    assert st.table.cards[bm].zone == "adventure"
    if other == "rivals":
        assert not st.pending and not any(board.face_up(st.table.cards[u]) for u in downs)
        return
    assert st.pending[0].player == 0 and opts(st) == set(downs) and st.pending[0].max == 2 and rival_down not in opts(st)
    st = choose(st, str(downs[0]), str(downs[1]))
    assert [board.face_up(st.table.cards[u]) for u in downs] == [True, True, False]


@needs(DB)
def test_hurricane_fluttershy_bp02_c30(real):
    # Story Ⅱ: "When promoted to the stage, move 1 ｢Pegasus｣ to an open Adventure Area." 第六節 12.1.0; no area
    # printed: any Pegasus in play (test_audit34b_cards read the same words)
    assert real["BP02-C30"]["stage"] == 2
    st = quiet()
    actor = put(st, real, 0, "FX01-C02", 0)
    earth = put(st, real, 0, "FX01-C03", 1)
    rival = put(st, real, 1, "FX01-C05", 1)
    st = choose(advance(st, real, 2, "BP02-C30"), "advance")
    assert st.pending[0].player == 0 and opts(st) == {actor, rival} and earth not in opts(st)
    st = choose(st, str(actor))
    if st.pending and st.pending[0].kind == "move_slot":
        st = choose(st, "2")
    assert st.table.cards[actor].flags["slot"] == 2


@needs(DB)
def test_attend_to_cure(real):
    # "Choose 1 「Pet」 with Cost of Force of Harmony 2 or less in your Retirement Area, move it to Adventure Area."
    # 第二節 1.6.1 (its 出会い is used: FX01-C13's), 第三節 3.2.0
    st = quiet()
    use(st, real, PHOENIX)
    owl = st.table.add("FX01-C13", 0, "rest").uid  # a Pet, cost 1, [Appear] reveal the top: top or bottom
    big = st.table.add(PHOENIX, 0, "rest").uid  # a Pet of cost 4
    peg = st.table.add("FX01-C02", 0, "rest").uid  # cost 2, not a Pet
    theirs = st.table.add("FX01-C04", 1, "rest").uid
    put(st, real, 0, "FX01-C03", 0)
    put(st, real, 0, "FX01-C03", 1)
    st, ev = play(st, real, "BP01-SPR17")
    if st.pending and st.pending[0].kind == "target":
        assert opts(st) == {owl} and not {big, peg, theirs} & opts(st)
        st = choose(st, str(owl))
    assert st.table.cards[owl].zone == "adventure" and st.table.cards[owl].flags["slot"] == 2
    assert st.pending and st.pending[0].kind == "top_or_bottom"  # FX01-C13's own [Appear]
    assert st.table.cards[ev].zone == "rest"  # the event's last step came first (第四節 3.3.1, 第五節 1.1.2)


@needs(DB)
@pytest.mark.parametrize(("top", "fits"), [((FLUTTERSHY, PET_OWL), [0, 1]), (("FX01-C02", "FX01-E01"), [])])
def test_friends_from_other_side(real, top, fits):
    # "Reveal the top 2 cards of the Deck, choose 1 「Fluttershy」 or 「Pet」 from them, add it to Hand, move the rest
    # to Retirement Area." 第六節 11.0.0, 15.1.1
    st = quiet()
    use(st, real, *top)
    uids = stack(st, 0, *top)
    st, ev = play(st, real, "SD01-SPR01")
    fit = [uids[i] for i in fits]
    if fit:
        assert st.pending[0].player == 0 and opts(st) == set(fit) and st.pending[0].min == st.pending[0].max == 1
        st = choose(st, str(fit[0]))
    zones = [st.table.cards[u].zone for u in uids]
    assert zones.count("hand") == min(len(fit), 1) and zones.count("rest") == 2 - min(len(fit), 1)
    assert st.table.cards[ev].zone == "rest"


@needs(DB)
@pytest.mark.parametrize("cid", ["BP02-C32", "SD01F-C09"])
def test_hurricane_fluttershy_and_dog_and_pony_show_win(real, cid):
    # Story Ⅳ: "When promoted to this stage, you win the game." 第一節 4.1.0, 4.1.1
    assert real[cid]["stage"] == 4
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    st = choose(advance(st, real, 4, cid), "advance")
    assert st.result is not None and st.result.winners == [0]


@needs(DB)
def test_rarity_bp01_cr06(real):
    # "[Farewell] Choose 1 「Rarity」 with Cost of Force of Harmony 3 or less in your Retirement Area, add it to Hand."
    # 第二節 1.6.2, 第六節 14.1.2 (she, cost 4, is in the processing area anyway)
    st = quiet()
    ra, _ = contact(st, real, "BP01-CR06")  # idea 5 against 7
    use(st, real, RARITY, "SD01F-C03", "SD01F-U02")
    cheap = [st.table.add(RARITY, 0, "rest").uid, st.table.add("SD01F-C03", 0, "rest").uid]  # cost 1
    dear = st.table.add("SD01F-U02", 0, "rest").uid  # cost 4
    theirs = st.table.add(RARITY, 1, "rest").uid
    st = passes(end_main(st))
    assert st.pending[0].player == 0 and opts(st) == set(cheap) and not {dear, theirs, ra} & opts(st)
    st = choose(st, str(cheap[0]))
    assert st.table.cards[cheap[0]].zone == "hand" and st.table.cards[cheap[1]].zone == "rest"


@needs(DB)
def test_prepared_to_go(real):
    # "Choose 1 「Pinkie Pie」 in your Adventure Area, it gets +2 Inspiration until the end of turn."
    st = quiet()
    pps = [put(st, real, 0, PINKIE, 0), put(st, real, 0, "BP01-C06", 1)]
    rival = put(st, real, 1, PINKIE, 0)
    put(st, real, 0, "FX01-C03", 2)
    st, ev = play(st, real, "BP01-SPR05")
    assert st.pending[0].player == 0 and opts(st) == set(pps) and rival not in opts(st)
    st = choose(st, str(pps[1]))
    assert mods(st, pps[1]) == [(2, "this_turn")] and not mods(st, pps[0]) and st.table.cards[ev].zone == "rest"


@needs(DB)
def test_accidentally_burnt_book(real):
    # "Only use when there is any Event in your Retirement Area. Choose 1 Character in your Adventure Area, it gets
    # +2 Inspiration until the end of turn." 第五節 1.4.0
    st = quiet()
    add_scenes(st, 0, real["BP01-SPR18"]["harmony"])
    ev = hand(st, real, 0, "BP01-SPR18")
    mine = [put(st, real, 0, "FX01-C02", 0), put(st, real, 0, "FX01-C03", 1)]
    rival = put(st, real, 1, "FX01-C02", 0)
    st.table.add("FX01-E01", 1, "rest")
    with pytest.raises(RulesError) as err:
        act(st, Action("play", 0, {"uid": ev}))
    assert err.value.rule.section == "第五節 1.4.0"
    st.table.add("FX01-E01", 0, "rest")
    st = act(st, Action("play", 0, {"uid": ev}))
    assert st.pending[0].player == 0 and opts(st) == set(mine) and rival not in opts(st)
    st = choose(st, str(mine[0]))
    assert mods(st, mine[0]) == [(2, "this_turn")]


@needs(DB)
@pytest.mark.parametrize("untapped", [True, False])
def test_applejack_sd01d_c01(real, untapped):
    # "[Farewell] If there is any untapped Scene in your Scene Area, draw 2 cards." 第二節 1.6.2, 第五節 1.5.1
    st = quiet()
    aj, _ = contact(st, real, "SD01D-C01")  # idea 2 against 7
    scenes = add_scenes(st, 0, 2)
    st.table.cards[scenes[0]].tapped = True
    st.table.cards[scenes[1]].tapped = not untapped
    add_scenes(st, 1, 1)  # the rival's untapped scene does not count
    top = st.table.zone(0, "deck")[:3]
    st = passes(end_main(st))
    assert st.table.cards[aj].zone == "rest"
    assert [st.table.cards[u].zone for u in top] == (["hand", "hand", "deck"] if untapped else ["deck"] * 3)


# --- what the bot says it does ----------------------------------------------------------------


@needs(DB)
@pytest.mark.parametrize(
    ("cid", "says", "never"),
    [
        # "move 1 Character … from your Retirement Area to your Adventure Area": a move, not a play (第二節 1.6.1)
        ("BP02-SPR11", "move a chosen Character with Cost of Force of Harmony 2 or less in your Retirement Area into your Adventure Area", "for free"),
        # "Only use when there are 5 or more Scenes in your Scene Area." (第五節 1.4.0)
        ("SD01D-SPR03", "usable only if there are 5 or more Scenes", "When played: draw"),
        ("BP02-CR08", "reveal the top 3 cards of your deck, 1 「Pet」 of them to your hand, the rest to the rest area", "up to"),
        ("BP01-C34", "reveal the top 3 cards of your deck, 1 Item of them to your hand, the rest to the rest area", "up to"),
        ("BP01-U16", "in your Adventure Area and in your turn", "or {'turn'"),
        ("BP02-U05", "turn a scene face down (第三節 5.1.1): a chosen face-up Scene in the Rival's Scene Area", "xx"),
        ("BP02-SPR28", "give the adorned character +2 Inspiration", "self True"),
        ("SD01-ER12", "your 「Rarity」 in this Contact +1", "give contact"),
        ("BP02-SPR13", "a plan (第六節 4.1.0): a chosen Item in your Retirement Area", "xx"),
        ("BP02-C11", "you have 1 or more Plan cards and in your turn", "or {'turn'"),
        # part 2
        ("BP02-SPR05", "empty slot (第六節 12.1.0): a chosen 「Pegasus」 in any Adventure Area, then give it +1", "xx"),
        ("BP02-GR12", "reveal the top 2 cards of your deck, 1 「Unicorn」 of them to your hand, the rest to the rest area", "up to"),
        ("SD01A-C05", "reveal the top 1 card of your deck, then put it on the top or the bottom of the deck", "reveal you"),
        ("BP02-SR13", "move a chosen 「Phoenix」 with Cost of Force of Harmony 5 or less in your Retirement Area into your Adventure Area", "for free"),
        ("SD01C-U02", "in your Retirement Area and in your turn", "or {'turn'"),
        ("SD01-GR05", "1 「Rainbow Dash」 or 「Scootaloo」 of them to your hand, the rest back on top, in the order you choose", "up to"),
        ("BP02-CR10", "turn a scene face up (第三節 5.1.1): 2 chosen face-down Scenes in your Scene Area", "xx"),
        ("BP01-SPR27", "Worn only by Fluttershy. While in play: give the adorned character (card with Cost of Force of Harmony 4 or more) +2", "self True"),
        ("BP02-CR09", "2 chosen face-up Scenes in the Rival's Scene Area", "xx"),
        ("SD01-ER09", "your 「Pinkie Pie」 in this Contact +1", "give contact"),
        ("SD01-CR04", "untap a chosen tapped Scene in your Scene Area", "ready"),  # wording, not counted
        # part 3
        ("BP01-SPR19", "usable only if there is any 「Applejack」 in your Adventure Area", "xx"),
        ("BP01-SPR07", "usable only if there are 2 or more Characters in the Rival's Adventure Area", "xx"),
        ("BP01-SPR16", "usable only if there is any 「Rarity」", "xx"),
        ("BP02-SPR06", "2 chosen face-up Scenes in the Rival's Scene Area", "xx"),
        # part 4
        ("SD01-SPR04", "reveal the top 3 cards of your deck, 1 Character of them to your hand, the rest to the rest area", "up to"),
        ("BP01-SPR20", "usable only if there is any Event in your Retirement Area", "xx"),
        ("SD01-ER06", "your 「Rarity」 in this Contact +1", "give contact"),
        ("SD01-ER04", "your 「Applejack」 in this Contact +1", "give contact"),
        ("BP01-SPR21", "usable only if there is any 「Twilight Sparkle」", "xx"),
        ("BP01-SPR06", "usable only if there is any 「Pet」", "xx"),
        # part 5
        ("BP02-SPR25", "give the adorned character +1 Inspiration for each card with the same name as the adorned character", "self True"),
        ("BP02-SR12", "reveal the top 3 cards of your scene deck, 1 card of them face up into your scene area, the rest to the bottom", "search your deck"),
        ("BP02-CR01", "reveal the top 3 cards of your deck, 1 card of them to your hand, the rest to the rest area", "up to"),
        ("BP02-SR14", "2 chosen face-down Scenes in your Scene Area", "xx"),
        ("BP02-C30", "empty slot (第六節 12.1.0): a chosen 「Pegasus」 in any Adventure Area", "xx"),
        ("BP01-SPR17", "move a chosen 「Pet」 with Cost of Force of Harmony 2 or less in your Retirement Area into your Adventure Area", "for free"),
        ("SD01-SPR01", "1 「Fluttershy」 or 「Pet」 of them to your hand, the rest to the rest area", "up to"),
        ("BP01-SPR18", "usable only if there is any Event in your Retirement Area", "xx"),
    ],
)
def test_the_explanation_says_what_the_card_does(real, cid, says, never):
    line = " ".join(a.line("mlp") for a in explain_card(real[cid]))
    assert says in line and never not in line
