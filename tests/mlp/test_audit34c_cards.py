"""Session 34, third MLP audit: does the compiler's "automated" claim hold against the printed text?

The sample (``sample()``: ``random.Random(2036).sample`` of 25 over the sorted main numbers, 第二節 1.8.0, of
the MLP-DB cards with ability text whose every print ``is_automated`` (test_audit34_cards.automated: 359
cards), leaving out the 50 cards test_audit34_cards.py and test_audit34b_cards.py audited) drew, in order:
BP01-C48 Suited For Success, SD01F-U01 Rarity, SD01E-SR01 Rainbow Dash, SD01F-SPR02 Dress for Competition,
SD01-ER11 Stairs of Cloudsdale, BP01-C19 Granny Smith, BP01-SPR23 Soda, SD01D-SR02 Winona, BP01-C26 The Ticket
Master, SD01-ER02 Fluttershy's Cottage, SD01-CR01 Twilight Sparkle, BP01-GR02 Fluttershy, SD01F-SPR01
Tailor-made, BP01-C31 Curing Philomena, SD01-SPR02 Friendly Rabbits, BP01-GR01 Twilight Sparkle, SD01B-C08
Dragonshy, BP01-GR10 Applejack, SD01-ER08 Ponyville Suburb, BP01-SR12 Opal, BP02-C31 Hurricane Fluttershy,
BP01-SR07 Owlowiscious, SD01D-U03 Apple Bloom, BP01-U05 Pinkie Pie, BP02-C44 May the Best Pet Win!
(sets BP01 ×11, BP02 ×2, SD01 ×5, SD01B/SD01D/SD01E/SD01F ×7).

Tally before any engine change: 25 of 25 right as compiled (every clause below; each test was checked to
fail by breaking its mechanism: the side filter, the contact exit guard, the worn item's replacement, the
rival-retire draw). The open inconsistency, settled here (the lead's call): BP02-C34 Baby Cakes "return 1 Item card from the
Retirement Area to your Hand" prints no owner, as BP02-C01's "in the Retirement Area" (which counts both
areas), but a card is *returned* to a hand it came from: only your own rest area is offered, the card goes
to its owner's hand (no rule here puts a rival's card in your hand; the helper's reading, both areas and the
user's hand, was not kept).

Each card is played in an engine game and every clause of its printed text is checked by what can be
seen (state, questions and their options, modifiers and their durations). Real card data is read
from ../shared (skipped cleanly without it)."""

from __future__ import annotations

import random

import pytest

from engine.core import Action, RulesError
from engine.mlp import board, game
from engine.mlp.cards import compiler
from engine.mlp.game import ENGINE
from tests.shared_data import needs

from . import test_audit34_cards as first
from . import test_audit34b_cards as second
from .helpers import act, add_scenes, choose, end_main
from .test_audit34_cards import DB, clear_plan, hand, mods, opts, passes, put, quiet, set_plan, set_story, use
from .test_audit34b_cards import contact

SEED = 2036
SIZE = 25
SAMPLE = ["BP01-C48", "SD01F-U01", "SD01E-SR01", "SD01F-SPR02", "SD01-ER11", "BP01-C19", "BP01-SPR23", "SD01D-SR02", "BP01-C26",
          "SD01-ER02", "SD01-CR01", "BP01-GR02", "SD01F-SPR01", "BP01-C31", "SD01-SPR02", "BP01-GR01", "SD01B-C08", "BP01-GR10",
          "SD01-ER08", "BP01-SR12", "BP02-C31", "BP01-SR07", "SD01D-U03", "BP01-U05", "BP02-C44"]


def sample(cards: list[dict], seed: int = SEED, size: int = SIZE) -> list[str]:
    """The draw over the first audit's automated list less the 50 cards the two earlier audits drew."""
    done = set(first.SAMPLE) | set(second.SAMPLE)
    return random.Random(seed).sample([n for n in first.automated(cards, "audit34c") if n not in done], size)


@pytest.fixture(scope="module")
def real():
    if not DB.exists():
        pytest.skip(f"needs {DB}")
    return {r.id: r.data for r in game.import_cards(str(DB)).cards}


def advance(st, real, stage: int, cid: str):
    """My story ``cid`` at ``stage``, the rival's plan of that stage removed: the end of my main phase
    asks to advance (第四節 4.4.1)."""
    set_story(st, real, 0, stage, cid)
    st.stage[0] = stage - 1
    clear_plan(st, 1, stage - 1)
    return end_main(st)


# --- the draw ---------------------------------------------------------------------------------

@needs(DB)
def test_the_sample_is_the_recorded_draw(real):
    assert sample(list(real.values())) == SAMPLE


# --- the 25 cards -----------------------------------------------------------------------------

@needs(DB)
@pytest.mark.parametrize("cid", ["BP01-C48", "BP02-C44"])
def test_suited_for_success_and_may_the_best_pet_win(real, cid):
    # Story Ⅳ: "When promoted to this stage, you win the game." 第一節 4.1.0, 4.1.1, 第四節 4.4.1
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    st = choose(advance(st, real, 4, cid), "advance")
    assert st.result is not None and st.result.winners == [0]


@needs(DB)
def test_rarity_sd01f_u01(real):
    # "[Farewell] Draw 1 card." 第二節 1.6.2 (お別れ by interaction, 第四節 4.3.4), 第六節 1.0.0
    st = quiet()
    rarity, _ = contact(st, real, "SD01F-U01")  # idea 3 against 7
    top = st.table.zone(0, "deck")[0]
    n = len(st.table.zone(0, "hand"))
    st = passes(end_main(st))
    assert st.table.cards[rarity].zone == "rest"
    assert st.table.cards[top].zone == "hand" and len(st.table.zone(0, "hand")) == n + 1


@needs(DB)
@pytest.mark.parametrize("tank", ["mine", "rivals", "none"])
def test_rainbow_dash_sd01e_sr01(real, tank):
    # "[Appear] If there is any [Tank] in your Adventure Area, choose 1 Character with Inspiration 4 or less
    # in Rival's Adventure Area to Retire." 第二節 1.6.1, 第五節 1.5.1 (the condition), 第六節 14.0.0
    st = quiet()
    add_scenes(st, 0, real["SD01E-SR01"]["harmony"])
    if tank != "none":
        put(st, real, 0 if tank == "mine" else 1, "BP01-SR11", 4)  # Tank, idea 6
    four = put(st, real, 1, "FX01-C06", 0)  # idea 4 ("4 or less" includes 4)
    five = put(st, real, 1, "FX01-C05", 1)  # idea 5
    two = put(st, real, 1, "FX01-C09", 2)  # idea 2
    mine = put(st, real, 0, "FX01-C09", 1)
    rd = hand(st, real, 0, "SD01E-SR01")
    st = act(st, Action("play", 0, {"uid": rd, "slot": 0}))
    if tank != "mine":
        assert not st.pending and st.table.cards[four].zone == "adventure"
        return
    assert st.pending[0].player == 0 and st.pending[0].max == 1 and opts(st) == {four, two} and five not in opts(st) and mine not in opts(st) and rd not in opts(st)
    st = choose(st, str(four))
    assert st.table.cards[four].zone == "rest" and st.table.cards[five].zone == st.table.cards[two].zone == "adventure"


@needs(DB)
def test_dress_for_competition(real):
    # "Only use when there is any [Rarity] in your Adventure Area. Draw 1 card." 第五節 1.4.0 (規則式)
    st = quiet()
    add_scenes(st, 0, real["SD01F-SPR02"]["harmony"])
    ev = hand(st, real, 0, "SD01F-SPR02")
    put(st, real, 1, "SD01F-U01", 0)  # the rival's Rarity does not count
    with pytest.raises(RulesError) as err:
        act(st, Action("play", 0, {"uid": ev}))
    assert err.value.rule.section == "第五節 1.4.0"
    put(st, real, 0, "SD01F-U01", 1)
    top = st.table.zone(0, "deck")[0]
    n = len(st.table.zone(0, "hand"))
    st = act(st, Action("play", 0, {"uid": ev}))
    assert st.table.cards[top].zone == "hand" and len(st.table.zone(0, "hand")) == n and st.table.cards[ev].zone == "rest"


def _boost(st, real, scene_id: str, mine_id: str, theirs_id: str, decoy_id: str):
    """ひらめき scene of mine, my ``mine_id`` against the rival's ``theirs_id`` in column 1."""
    use(st, real, scene_id)
    scene = st.table.add(scene_id, 0, "scenes").uid
    mine = put(st, real, 0, mine_id, 0)
    theirs = put(st, real, 1, theirs_id, 0)
    put(st, real, 1, decoy_id, 1)  # the rival's character of the name (not in contact)
    return scene, mine, theirs


@needs(DB)
@pytest.mark.parametrize(("cid", "name_id", "theirs_id"), [
    ("SD01-ER11", "BP01-U10", "FX01-C06"),  # Stairs of Cloudsdale: Rainbow Dash idea 4 against idea 4
    ("SD01-ER02", "BP02-C04", "FX01-C03"),  # Fluttershy's Cottage: Fluttershy idea 2 against idea 2
    ("SD01-ER08", "BP02-C04", "FX01-C03"),  # Ponyville Suburb: Fluttershy idea 2 against idea 2
])
@pytest.mark.parametrize("who", ["named", "other"])
def test_stairs_of_cloudsdale_fluttershys_cottage_ponyville_suburb(real, cid, name_id, theirs_id, who):
    # ひらめき: "Your 「X」 gets +1 Inspiration until the end of this Contact." 第四節 4.3.1 / 4.3.1a (only if
    # your interacting character qualifies), 第四節 4.3.3 (ties: both leave), 第四節 4.3.5a (ends with the interaction)
    st = quiet()
    other_id = "FX01-C06" if name_id == "BP01-U10" else "FX01-C09"  # same idea, another name
    scene, mine, theirs = _boost(st, real, cid, name_id if who == "named" else other_id, theirs_id, name_id)
    st = end_main(st)
    if who == "other":
        assert not (st.pending and st.pending[0].kind == "hirameki")
        return
    assert st.pending[0].kind == "hirameki" and st.pending[0].player == 0
    st = passes(choose(st, str(scene)))
    assert st.table.cards[mine].zone == "adventure" and st.table.cards[theirs].zone == "rest"  # +1 wins the tie
    assert not mods(st, mine)


@needs(DB)
def test_granny_smith(real):
    # "[Appear] Choose 1 other 「Earth Pony」 in your Adventure Area, it gets +2 Inspiration until the end of
    # turn." 第五節 1.5.3 例 ("other" leaves itself out), 第二節 1.4.0 (keyword)
    st = quiet()
    add_scenes(st, 0, real["BP01-C19"]["harmony"])
    earth = [put(st, real, 0, "FX01-C03", 1), put(st, real, 0, "FX01-C07", 2)]
    peg = put(st, real, 0, "FX01-C02", 3)
    rival = put(st, real, 1, "FX01-C03", 0)
    gs = hand(st, real, 0, "BP01-C19")
    st = act(st, Action("play", 0, {"uid": gs, "slot": 0}))
    assert st.pending[0].player == 0 and opts(st) == set(earth) and st.pending[0].max == 1
    assert gs not in opts(st) and peg not in opts(st) and rival not in opts(st)
    st = choose(st, str(earth[1]))
    assert mods(st, earth[1]) == [(2, "this_turn")] and not mods(st, earth[0]) and not mods(st, gs)


@needs(DB)
def test_soda(real):
    # "Only adorn 「Applejack」. When adorned Character Retires in Contact, move this Item to Retirement Area
    # instead." 第五節 3.2.2 (the wearer must match), 第四節 4.3.4 (the loser leaves; the item goes in its place)
    st = quiet()
    add_scenes(st, 0, real["BP01-SPR23"]["harmony"])
    aj = put(st, real, 0, "BP01-U08", 0)  # Applejack, idea 4
    other = put(st, real, 0, "FX01-C02", 1)
    put(st, real, 1, "FX01-C08", 0)  # idea 7: Applejack loses
    item = hand(st, real, 0, "BP01-SPR23")
    with pytest.raises(RulesError):
        act(st, Action("play", 0, {"uid": item, "wearer": other}))
    st = act(st, Action("play", 0, {"uid": item, "wearer": aj}))
    st.table.zone(0, "scenes").clear()
    st = passes(end_main(st))
    assert st.table.cards[item].zone == "rest" and st.table.cards[aj].zone == "adventure"
    assert board.item_of(st, aj) is None


@needs(DB)
@pytest.mark.parametrize(("cid", "name_id", "amount"), [("SD01D-SR02", "BP01-U08", 1), ("SD01D-U03", "SD01D-SR02", 2)])
def test_winona_and_apple_bloom(real, cid, name_id, amount):
    # Winona SD01D-SR02: "[Appear] Choose 1 「Applejack」 in your Adventure Area, it gets +1 Inspiration until
    # the end of turn."; Apple Bloom SD01D-U03: the same with 「Winona」 and +2. 第二節 1.6.1, 第二節 1.4.0
    st = quiet()
    add_scenes(st, 0, real[cid]["harmony"])
    named = [put(st, real, 0, name_id, 1), put(st, real, 0, name_id, 2)]
    put(st, real, 0, "FX01-C02", 3)
    rival = put(st, real, 1, name_id, 0)
    me = hand(st, real, 0, cid)
    st = act(st, Action("play", 0, {"uid": me, "slot": 0}))
    assert st.pending[0].player == 0 and opts(st) == set(named) and rival not in opts(st) and st.pending[0].max == 1
    st = choose(st, str(named[0]))
    assert mods(st, named[0]) == [(amount, "this_turn")] and not mods(st, named[1]) and not mods(st, me)


@needs(DB)
def test_the_ticket_master_bp01_c26(real):
    # Story Ⅱ: "When promoted to this stage, choose 1 「Twilight Sparkle」 in your Adventure Area, it gets +2
    # Inspiration until the end of turn." 第四節 4.4.1
    st = quiet()
    tw = put(st, real, 0, "SD01-C01", 0)
    tw2 = put(st, real, 0, "SD01-C01", 2)
    put(st, real, 0, "FX01-C09", 3)
    rival = put(st, real, 1, "SD01-C01", 1)
    st = choose(advance(st, real, 2, "BP01-C26"), "advance")
    assert st.stage[0] == 2
    assert st.pending[0].player == 0 and opts(st) == {tw, tw2} and st.pending[0].max == 1
    st = choose(st, str(tw2))
    assert mods(st, tw2) == [(2, "this_turn")] and not mods(st, tw) and not mods(st, rival)


@needs(DB)
def test_twilight_sparkle_sd01_cr01(real):
    # "[Adventure] While there are 2 or more Events in your Retirement Area, all Characters in your Adventure
    # Area get +1 Inspiration." 第五節 1.2.0 (continuous, re-evaluated); herself included
    st = quiet()
    tw = put(st, real, 0, "SD01-CR01", 0)  # idea 5
    mine = put(st, real, 0, "FX01-C02", 1)  # idea 3
    rival = put(st, real, 1, "FX01-C02", 0)
    st.table.add("FX01-E01", 0, "rest")
    st.table.add("FX01-E01", 1, "rest")  # the rival's event does not count
    st.table.add("FX01-C02", 0, "rest")  # nor a character
    assert [board.idea(st, u) for u in (tw, mine, rival)] == [5, 3, 3]
    st.table.add("FX01-E02", 0, "rest")
    assert [board.idea(st, u) for u in (tw, mine, rival)] == [6, 4, 3]
    st.active = 1
    assert [board.idea(st, u) for u in (tw, mine, rival)] == [6, 4, 3]  # in either turn


@needs(DB)
@pytest.mark.parametrize("pet", ["mine", "rivals"])
def test_fluttershy_bp01_gr02(real, pet):
    # "[Pre-plan] If there is any 「Pet」 in your Adventure Area, draw 2 cards." 第二節 1.6.3, 第六節 5.2.0
    # (the plan's owner uses it: "your" is the owner's side), 第五節 1.5.1
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    put(st, real, 1 if pet == "mine" else 0, "SD01D-SR02", 2)  # Winona, a Pet ("mine": the plan owner's)
    plan = set_plan(st, real, 1, 0, "BP01-GR02")
    out = ENGINE.apply(end_main(st), Action("choose", 0, {"picks": ["disrupt"]}))
    kinds = [e.kind for e in out.events]
    before_turn_ends = out.events[: kinds.index("release")] if "release" in kinds else out.events
    drawn = [e for e in before_turn_ends if e.kind == "draw"]
    assert out.state.table.cards[plan].zone == "rest"
    assert {e.player for e in drawn} <= {1}  # the plan's owner draws
    assert sum(int(e.text.split("draws ")[1].split()[0]) for e in drawn) == (2 if pet == "mine" else 0)


@needs(DB)
def test_tailor_made(real):
    # "Choose 1 [Rarity] with Inspiration 3 or less in your Adventure Area, it won't Retire in Contact until the
    # end of turn." 第四節 4.3.4 (the loser leaves: the effect keeps it), 第六節 14.0.0
    st = quiet()
    add_scenes(st, 0, real["SD01F-SPR01"]["harmony"])
    rarity = put(st, real, 0, "SD01F-U01", 0)  # idea 3
    three = put(st, real, 0, "SD01-U06", 2)  # Rarity, idea 3 ("3 or less" includes 3)
    big = put(st, real, 0, "BP01-GR12", 3)  # Rarity, idea 6
    rival = put(st, real, 1, "SD01F-U01", 1)
    put(st, real, 1, "FX01-C08", 0)  # idea 7: my Rarity loses the contact
    ev = hand(st, real, 0, "SD01F-SPR01")
    st = act(st, Action("play", 0, {"uid": ev}))
    assert st.pending[0].player == 0 and opts(st) == {rarity, three} and st.pending[0].max == 1
    assert big not in opts(st) and rival not in opts(st)
    st = choose(st, str(rarity))
    st.table.zone(0, "scenes").clear()
    st = passes(end_main(st))
    assert st.table.cards[rarity].zone == "adventure"  # lost the contact, stayed
    assert [m.duration for m in st.modifiers if m.uid == rarity] in ([], ["this_turn"])


@needs(DB)
@pytest.mark.parametrize("pet", [True, False])
def test_curing_philomena_bp01_c31(real, pet):
    # Story Ⅲ: "When promoted to this stage, if there is any 「Pet」 in your Adventure Area, reveal the top 3
    # cards of the Deck, choose 2 Characters from them, add them to Hand, move the rest to Retirement Area."
    # 第六節 11.0.0 (open), 第五節 1.5.1, "choose 2": exactly 2 when there are 2 (第五節 2.1.1a: as many as possible)
    st = quiet()
    put(st, real, 0, "SD01D-SR02" if pet else "FX01-C02", 0)
    put(st, real, 1, "SD01D-SR02", 1)  # the rival's Pet does not count
    names = ["FX01-C02", "FX01-E01", "FX01-C03"]
    top = [st.table.add(c, 0, "deck").uid for c in names]
    fourth = st.table.add("FX01-C05", 0, "deck").uid
    for i, u in enumerate([*top, fourth]):
        st.table.move(u, "deck", player=0, position=i)
    st = choose(advance(st, real, 3, "BP01-C31"), "advance")
    if not pet:
        assert all(st.table.cards[u].zone == "deck" for u in top)
        return
    assert st.pending[0].player == 0 and opts(st) == {top[0], top[2]}
    assert st.pending[0].min == st.pending[0].max == 2
    st = choose(st, str(top[0]), str(top[2]))
    assert st.table.cards[top[0]].zone == st.table.cards[top[2]].zone == "hand" and st.table.cards[top[1]].zone == "rest"
    assert st.table.zone(0, "deck")[0] == fourth


@needs(DB)
def test_friendly_rabbits(real):
    # "Until the end of turn, each time Rival's Character Retires in Contact, draw 1 card." 第四節 4.3.4,
    # 第六節 1.0.0; my own characters leaving do not count
    st = quiet()
    add_scenes(st, 0, real["SD01-SPR02"]["harmony"])
    ev = hand(st, real, 0, "SD01-SPR02")
    put(st, real, 0, "FX01-C08", 0)  # 7 beats 2
    put(st, real, 1, "FX01-C09", 0)
    put(st, real, 0, "FX01-C05", 1)  # 5 beats 3
    put(st, real, 1, "FX01-C02", 1)
    put(st, real, 0, "FX01-C09", 2)  # my 2 loses to 7
    put(st, real, 1, "FX01-C08", 2)
    st = act(st, Action("play", 0, {"uid": ev}))
    st.table.zone(0, "scenes").clear()
    n = len(st.table.zone(0, "hand"))
    st = end_main(st)
    while st.pending and st.pending[0].kind in ("hirameki", "column"):
        st = choose(st, "pass" if st.pending[0].kind == "hirameki" else st.pending[0].options[0].id)
    drawn = len(st.table.zone(0, "hand")) - n
    assert drawn == 2  # 2 of the rival's characters left by interaction; my own loss draws nothing


@needs(DB)
@pytest.mark.parametrize("event", [True, False])
def test_twilight_sparkle_bp01_gr01(real, event):
    # "[Appear] If there is any Event in your Retirement Area, choose 1 「Spike」 in your Adventure Area, it gets
    # +1 Inspiration until the end of turn." 第二節 1.6.1, 第五節 1.5.1
    st = quiet()
    add_scenes(st, 0, real["BP01-GR01"]["harmony"])
    spikes = [put(st, real, 0, "BP01-C14", 1), put(st, real, 0, "BP01-C14", 2)]
    rival = put(st, real, 1, "BP01-C14", 0)
    st.table.add("FX01-E01" if event else "FX01-C02", 0, "rest")
    st.table.add("FX01-E01", 1, "rest")  # the rival's event does not count
    tw = hand(st, real, 0, "BP01-GR01")
    st = act(st, Action("play", 0, {"uid": tw, "slot": 0}))
    if not event:
        assert not st.pending and not st.modifiers
        return
    assert st.pending[0].player == 0 and opts(st) == set(spikes) and rival not in opts(st)
    st = choose(st, str(spikes[1]))
    assert mods(st, spikes[1]) == [(1, "this_turn")] and not mods(st, spikes[0])


@needs(DB)
def test_dragonshy(real):
    # Story Ⅲ: "When promoted to this stage, choose 1 「Pet」 in your Retirement Area, add it to Hand." 第四節 4.4.1
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    use(st, real, "SD01D-SR02", "BP01-SR07")
    pets = [st.table.add("SD01D-SR02", 0, "rest").uid, st.table.add("BP01-SR07", 0, "rest").uid]
    not_pet = st.table.add("FX01-C02", 0, "rest").uid
    theirs = st.table.add("SD01D-SR02", 1, "rest").uid
    st = choose(advance(st, real, 3, "SD01B-C08"), "advance")
    assert st.pending[0].player == 0 and opts(st) == set(pets) and not {not_pet, theirs} & opts(st) and st.pending[0].max == 1
    st = choose(st, str(pets[1]))
    assert st.table.cards[pets[1]].zone == "hand" and st.table.cards[pets[0]].zone == "rest"


@needs(DB)
def test_applejack_bp01_gr10(real):
    # "[Adventure] [Tap] Choose 1 Scene in your Scene Area, untap it." 第二節 1.6.4c, 第五節 3.1.5
    st = quiet()
    aj = put(st, real, 0, "BP01-GR10", 0)
    scenes = add_scenes(st, 0, 2)
    rival_scene = add_scenes(st, 1, 1)[0]
    for u in (*scenes, rival_scene):
        st.table.cards[u].tapped = True
    st = act(st, Action("activate", 0, {"uid": aj, "ability": 0}))
    assert st.table.cards[aj].tapped
    assert st.pending[0].player == 0 and opts(st) == set(scenes) and rival_scene not in opts(st) and st.pending[0].max == 1
    st = choose(st, str(scenes[1]))
    assert not st.table.cards[scenes[1]].tapped and st.table.cards[scenes[0]].tapped and st.table.cards[rival_scene].tapped
    with pytest.raises(RulesError):
        act(st, Action("activate", 0, {"uid": aj, "ability": 0}))


@needs(DB)
@pytest.mark.parametrize("rarity", ["mine", "rivals"])
def test_opal(real, rarity):
    # "[Adventure] While there is any 「Rarity」 in your Adventure Area, all Characters in Rival's Adventure Area
    # get -1 Inspiration in Rival's turn." 第五節 1.2.0
    st = quiet()
    opal = put(st, real, 0, "BP01-SR12", 0)  # idea 5
    put(st, real, 0 if rarity == "mine" else 1, "SD01F-U01", 1)
    rival = put(st, real, 1, "FX01-C02", 0)  # idea 3
    mine = put(st, real, 0, "FX01-C02", 2)
    assert board.idea(st, rival) == 3  # my turn
    st.active = 1
    assert board.idea(st, rival) == (2 if rarity == "mine" else 3)
    assert board.idea(st, mine) == 3 and board.idea(st, opal) == 5


@needs(DB)
def test_hurricane_fluttershy(real):
    # Story Ⅲ: "When promoted to this stage, draw 1 card for each Character in your Adventure Area." 第六節 1.0.0
    st = quiet()
    for slot in range(3):
        put(st, real, 0, "FX01-C02", slot)
    put(st, real, 1, "FX01-C02", 4)  # the rival's does not count (and faces an empty slot: no contact)
    n = len(st.table.zone(0, "hand"))
    st = choose(advance(st, real, 3, "BP02-C31"), "advance")
    assert st.stage[0] == 3 and len(st.table.zone(0, "hand")) == n + 3


@needs(DB)
@pytest.mark.parametrize("twilight", ["mine", "rivals"])
def test_owlowiscious_bp01_sr07(real, twilight):
    # "[Appear] If there is any 「Twilight Sparkle」 in your Adventure Area, this Character gets +1 Inspiration
    # until the end of turn." 第二節 1.6.1, 第五節 1.5.1
    st = quiet()
    add_scenes(st, 0, real["BP01-SR07"]["harmony"])
    put(st, real, 0 if twilight == "mine" else 1, "SD01-C01", 1)
    owl = hand(st, real, 0, "BP01-SR07")
    st = act(st, Action("play", 0, {"uid": owl, "slot": 0}))
    assert mods(st, owl) == ([(1, "this_turn")] if twilight == "mine" else [])


@needs(DB)
def test_pinkie_pie_bp01_u05(real):
    # "[Adventure] While there are 2 or more Items in your Retirement Area, this Character gets +2 Inspiration
    # in Rival's turn." 第五節 1.2.0 (its own 例 in 第五節 1.2.x reads the rest area the same way)
    st = quiet()
    pp = put(st, real, 0, "BP01-U05", 0)  # idea 3
    st.table.add("FX01-I01", 0, "rest")
    st.table.add("FX01-I01", 1, "rest")  # the rival's item does not count
    st.active = 1
    assert board.idea(st, pp) == 3
    st.table.add("FX01-I02", 0, "rest")
    assert board.idea(st, pp) == 5
    st.active = 0
    assert board.idea(st, pp) == 3


# --- the settled inconsistency: "the Retirement Area" with no owner ---------------------------------

@needs(DB)
@pytest.mark.parametrize("earth", [True, False])
def test_baby_cakes_bp02_c34(real, earth):
    # Story Ⅱ: "When promoted to this stage, if there is any ｢Earth Pony｣ in your Adventure Area, return 1 Item
    # card from the Retirement Area to your Hand." No owner is printed, but a card "returns" to the hand it came
    # from: your own rest area's Items only, to your hand (第三節 6.0.0, 7.0.0; the lead's call, see the header).
    st = quiet()
    put(st, real, 0, "FX01-C03" if earth else "FX01-C02", 0)
    put(st, real, 1, "FX01-C07", 1)  # the rival's Earth Pony does not count
    mine = st.table.add("FX01-I01", 0, "rest").uid
    theirs = st.table.add("FX01-I02", 1, "rest").uid
    st.table.add("FX01-E01", 0, "rest")  # not an Item
    st = choose(advance(st, real, 2, "BP02-C34"), "advance")
    assert st.stage[0] == 2
    if not earth:
        assert st.table.cards[mine].zone == st.table.cards[theirs].zone == "rest"
        return
    if st.pending:  # one Item of one's own: chosen (or taken at once)
        assert st.pending[0].player == 0 and opts(st) == {mine}
        st = choose(st, str(mine))
    assert mine in st.table.zone(0, "hand") and st.table.cards[theirs].zone == "rest"


@pytest.mark.parametrize("text", [
    "return 1 Item card from the Retirement Area to your Hand.",
    "return 1 ｢Unicorn｣ from your Retirement Area to your Hand.",
])
def test_return_from_the_retirement_area_to_your_hand_reads_your_own(text):
    assert first._sides(compiler.compile_text("Story", text)) == ["you"]


@needs(DB)
@pytest.mark.parametrize(("names", "wanted"), [(["FX01-C02", "FX01-C05", "FX01-C03"], 2), (["FX01-C02", "FX01-E01", "FX01-I01"], 1),
                                               (["FX01-E02", "FX01-E01", "FX01-I01"], 0)])
def test_curing_philomena_bp01_c31_counts(real, names, wanted):
    # "choose 2 Characters from them": 2 of 3 Characters (not fewer, 第六節 15.1.1: not "up to"); with fewer,
    # as many as there are (第五節 2.1.1a); the 3 are revealed to both (第六節 9.0.0) and the rest go to the rest area
    st = quiet()
    put(st, real, 0, "SD01D-SR02", 0)
    top = [st.table.add(c, 0, "deck").uid for c in names]
    for i, u in enumerate(top):
        st.table.move(u, "deck", player=0, position=i)
    out = ENGINE.apply(advance(st, real, 3, "BP01-C31"), Action("choose", 0, {"picks": ["advance"]}))
    st = out.state
    assert any(e.kind == "reveal" and e.visible_to is None for e in out.events)
    if not wanted:
        assert all(st.table.cards[u].zone == "rest" for u in top) and not (st.pending and st.pending[0].kind == "search")
        return
    assert st.pending[0].kind == "search" and st.pending[0].min == st.pending[0].max == wanted
    st = choose(st, *[o.id for o in st.pending[0].options][:wanted])
    assert sum(st.table.cards[u].zone == "hand" for u in top) == wanted
    assert sum(st.table.cards[u].zone == "rest" for u in top) == 3 - wanted
