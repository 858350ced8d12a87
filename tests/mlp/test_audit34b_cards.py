"""Session 34, second MLP audit: does the compiler's "automated" claim hold against the printed text?

The sample (``sample()``: ``random.Random(2035).sample`` of 25 over the sorted main numbers, 第二節 1.8.0, of
the MLP-DB cards with ability text whose every print ``is_automated``, leaving out the 25 cards
test_audit34_cards.py audited) drew, in order:
BP02-GR05 Rainbow Dash, BP01-SR09 Gummy, BP01-CR07 Twilight Sparkle, BP01-C35 Party of One, SD01-U06 Rarity,
BP02-GR09 Pinkie Pie, SD01E-SPR03 Training Accident, SD01E-SR02 Tank, BP01-GR12 Rarity, BP02-SR05 Rainbow Dash,
BP01-GR05 Rainbow Dash, SD01D-SPR04 Apple Bucket, BP02-C26 Lesson Zero, BP02-SPR03 Bookshelf Organization,
SD01A-U04 Spike, SD01-U03 Pinkie Pie, BP01-GR08 Fluttershy, BP02-SR09 Apple Bloom, BP01-SR10 Winona,
BP02-CR04 Applejack, BP02-C39 The Last Roundup, BP01-CR05 Rainbow Dash, BP02-ER03 Sugarcube Corner,
SD01A-SPR04 Guiding Tome, BP02-SR01 Twilight Sparkle.

Tally before any engine change: 24 of 25 right. Wrong: BP02-GR05 Rainbow Dash, "Choose 1 ｢Pegasus｣ to move to
an empty Adventure Area …" offered only your own Pegasus; no area is printed (nor in the Thai text), so any
Pegasus in play may be chosen, the call the first audit made for "choose 1 X to get" (第一節 1.1.0). Fixed in
the two move templates; 3 other cards share the wording (BP02-SPR05, BP02-C42, BP02-C30). All 24 others
right as compiled (every clause below).

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
from engine.mlp.state import SLOTS
from tests.shared_data import needs

from . import test_audit34_cards as first
from .helpers import act, add_scenes, choose, end_main
from .test_audit34_cards import DB, clear_plan, hand, mods, opts, passes, put, quiet, set_plan, set_story, use

SEED = 2035
SIZE = 25
SAMPLE = ["BP02-GR05", "BP01-SR09", "BP01-CR07", "BP01-C35", "SD01-U06", "BP02-GR09", "SD01E-SPR03", "SD01E-SR02", "BP01-GR12",
          "BP02-SR05", "BP01-GR05", "SD01D-SPR04", "BP02-C26", "BP02-SPR03", "SD01A-U04", "SD01-U03", "BP01-GR08", "BP02-SR09",
          "BP01-SR10", "BP02-CR04", "BP02-C39", "BP01-CR05", "BP02-ER03", "SD01A-SPR04", "BP02-SR01"]


def sample(cards: list[dict], seed: int = SEED, size: int = SIZE) -> list[str]:
    """The draw over the first audit's automated list (``first.automated``) less the 25 it audited."""
    done = set(first.SAMPLE)
    return random.Random(seed).sample([n for n in first.automated(cards, "audit34b") if n not in done], size)


@pytest.fixture(scope="module")
def real():
    if not DB.exists():
        pytest.skip(f"needs {DB}")
    return {r.id: r.data for r in game.import_cards(str(DB)).cards}


def this_turn(st, *picks: str) -> tuple[list, object]:
    """Answer the pending question; the events up to the end of the turn (an advance or a disruption
    ends the turn: "until the end of turn" changes are read from the events, 第四節 5.0.0) and the state."""
    out = ENGINE.apply(st, Action("choose", st.pending[0].player, {"picks": list(picks)}))
    kinds = [e.kind for e in out.events]
    return out.events[: kinds.index("release")] if "release" in kinds else out.events, out.state


def raised(events, uid: int) -> list[str]:
    return [e.text for e in events if e.kind == "idea" and e.data.get("uid") == uid]


def contact(st, real, mine: str, theirs: str = "FX01-C08"):
    """My ``mine`` in column 1 against the rival's ``theirs`` (idea 7 by default): the interaction of
    the end of my main phase (第四節 4.3.0) sends the weaker to the rest area (第四節 4.3.4)."""
    return put(st, real, 0, mine, 0), put(st, real, 1, theirs, 0)


# --- the draw ---------------------------------------------------------------------------------

@needs(DB)
def test_the_sample_is_the_recorded_draw(real):
    assert sample(list(real.values())) == SAMPLE


# --- the 25 cards -----------------------------------------------------------------------------

@needs(DB)
def test_rainbow_dash_bp02_gr05(real):
    # "[Adventure] [Tap] Choose 1 ｢Pegasus｣ to move to an empty Adventure Area and to get +1 Inspiration
    # until the end of turn." 第二節 1.6.4c (activated, cost: tap), 第六節 12.1.0 (a move within its
    # adventure area, to an empty slot), 第二節 1.4.0 (keyword). No area is named (nor in the Thai print):
    # as for "choose 1 X to get" (test_audit34_cards), any Pegasus in play may be chosen (第一節 1.1.0).
    st = quiet()
    rd = put(st, real, 0, "BP02-GR05", 0)
    peg = put(st, real, 0, "FX01-C02", 1)  # a Pegasus
    earth = put(st, real, 1, "FX01-C03", 0)  # not a Pegasus
    rival_peg = put(st, real, 1, "FX01-C05", 1)
    st = act(st, Action("activate", 0, {"uid": rd, "ability": 0}))
    assert st.table.cards[rd].tapped
    assert st.pending[0].player == 0 and opts(st) == {rd, peg, rival_peg} and earth not in opts(st)
    st = choose(st, str(peg))
    assert st.table.cards[peg].flags["slot"] == 2 and st.moved.get(peg) == 1  # the only empty slot
    assert mods(st, peg) == [(1, "this_turn")] and not mods(st, rd)
    with pytest.raises(RulesError):  # 第五節 3.1.5: tapped, the cost cannot be paid again
        act(st, Action("activate", 0, {"uid": rd, "ability": 0}))


@needs(DB)
def test_rainbow_dash_bp02_gr05_rivals_pegasus_and_a_full_area(real):
    # A rival's Pegasus moves within its own adventure area (第六節 12.1.0), its owner placing it (第三節 3.2.0);
    # with no empty slot the move is skipped but the +1 still applies (第五節 2.1.1a: as much as possible)
    st = quiet()
    rd = put(st, real, 0, "BP02-GR05", 0)
    for slot in range(1, SLOTS):
        put(st, real, 0, "FX01-C03", slot)
    rival_peg = put(st, real, 1, "FX01-C05", 1)
    st = act(st, Action("activate", 0, {"uid": rd, "ability": 0}))
    assert opts(st) == {rd, rival_peg}
    full = choose(st, str(rd))
    assert full.table.cards[rd].flags["slot"] == 0 and not full.moved and mods(full, rd) == [(1, "this_turn")]
    st = choose(st, str(rival_peg))
    assert st.pending[0].kind == "move_slot" and st.pending[0].player == 1 and {o.id for o in st.pending[0].options} == {"0", "2"}
    st = choose(st, "2")
    assert st.table.cards[rival_peg].flags["slot"] == 2 and st.table.cards[rival_peg].controller == 1
    assert mods(st, rival_peg) == [(1, "this_turn")]


@needs(DB)
def test_gummy(real):
    # "[Farewell] Draw 2 cards, discard 1 card." 第二節 1.6.2 (お別れ by interaction), 第六節 1.0.0 then 2.0.0
    st = quiet()
    gummy, _ = contact(st, real, "BP01-SR09")  # idea 5 against 7
    before = set(st.table.zone(0, "hand"))
    top2 = st.table.zone(0, "deck")[:2]
    st = passes(end_main(st))
    assert st.table.cards[gummy].zone in ("processing", "rest")
    assert all(st.table.cards[u].zone == "hand" for u in top2)  # the draw comes first
    assert st.pending[0].kind == "discard" and st.pending[0].player == 0 and opts(st) == before | set(top2)
    assert st.pending[0].min == st.pending[0].max == 1
    st = choose(st, str(top2[0]))
    assert st.table.cards[top2[0]].zone == "rest" and len(st.table.zone(0, "hand")) == len(before) + 1


@needs(DB)
def test_twilight_sparkle_bp01_cr07(real):
    # "[Adventure] While there is any Event in your Retirement Area, this Character gets +2 Inspiration in
    # your turn." 第五節 1.2.0 (continuous, re-evaluated), both conditions at once
    st = quiet()
    tw = put(st, real, 0, "BP01-CR07", 0)  # idea 3
    st.table.add("FX01-E01", 1, "rest")  # the rival's Event does not count
    st.table.add("FX01-C02", 0, "rest")  # nor my Character
    assert board.idea(st, tw) == 3
    st.table.add("FX01-E01", 0, "rest")
    assert board.idea(st, tw) == 5
    st.active = 1
    assert board.idea(st, tw) == 3


@needs(DB)
def test_party_of_one(real):
    # Story Ⅲ: "When promoted to this stage, choose 1 Character in Rival's Adventure Area, it gets −3
    # Inspiration until the end of turn." 第四節 4.4.1 (advancing uses the story's effect)
    st = quiet()
    set_story(st, real, 0, 3, "BP01-C35")
    st.stage[0] = 2
    clear_plan(st, 1, 2)
    me = put(st, real, 0, "FX01-C02", 2)
    rivals = [put(st, real, 1, "FX01-C03", 0), put(st, real, 1, "FX01-C08", 1)]
    st = choose(end_main(st), "advance")
    assert st.stage[0] == 3
    assert st.pending[0].player == 0 and opts(st) == set(rivals) and me not in opts(st) and st.pending[0].max == 1
    events, st = this_turn(st, str(rivals[1]))
    assert len(raised(events, rivals[1])) == 1 and "-3 until the end of the turn" in raised(events, rivals[1])[0]
    assert not raised(events, rivals[0]) and not st.modifiers  # gone at the end of the turn


@needs(DB)
def test_rarity_sd01_u06(real):
    # "[Farewell] Choose 1 Event with Cost of Force of Harmony 2 or less in your Retirement Area, add it to
    # Hand." 第二節 1.6.2, 第二節 1.5.0 (cost), 第六節 15.0.0 ("2 or less" includes 2)
    st = quiet()
    rarity, _ = contact(st, real, "SD01-U06")  # idea 3 against 7
    one = st.table.add("FX01-E01", 0, "rest").uid  # cost 1
    two = st.table.add("FX01-E02", 0, "rest").uid  # cost 2
    use(st, real, "BP01-SPR02")
    three = st.table.add("BP01-SPR02", 0, "rest").uid  # cost 3
    char = st.table.add("FX01-C01", 0, "rest").uid  # a cost-1 Character
    theirs = st.table.add("FX01-E01", 1, "rest").uid  # the rival's
    st = passes(end_main(st))
    assert st.pending[0].player == 0 and opts(st) == {one, two}
    assert not {three, char, theirs} & opts(st) and rarity not in opts(st)
    st = choose(st, str(two))
    assert st.table.cards[two].zone == "hand" and st.table.cards[two].owner == 0


@needs(DB)
@pytest.mark.parametrize("item", [True, False])
def test_pinkie_pie_bp02_gr09(real, item):
    # "[Appear] If there is any Item in your Retirement Area, flip 1 Scene face up." 第二節 1.6.1,
    # 第五節 1.5.1 (the condition), 第二節 4.5.2a (face-down scenes), 第六節 10.6.0 (your scene area)
    st = quiet()
    pay = add_scenes(st, 0, real["BP02-GR09"]["harmony"])
    down = add_scenes(st, 0, 2)
    for u in down:
        st.table.cards[u].flags["scene_face_down"] = True
    rival_down = add_scenes(st, 1, 1)[0]
    st.table.cards[rival_down].flags["scene_face_down"] = True
    st.table.add("FX01-I01" if item else "FX01-C02", 0, "rest")
    st.table.add("FX01-I01", 1, "rest")  # the rival's Item does not count
    pp = hand(st, real, 0, "BP02-GR09")
    st = act(st, Action("play", 0, {"uid": pp, "slot": 0, "scenes": pay}))
    if not item:
        assert not st.pending and all(not board.face_up(st.table.cards[u]) for u in down)
        return
    assert st.pending[0].player == 0 and opts(st) == set(down)  # mine, face down
    st = choose(st, str(down[1]))
    assert board.face_up(st.table.cards[down[1]]) and not board.face_up(st.table.cards[down[0]])
    assert not board.face_up(st.table.cards[rival_down])


@needs(DB)
def test_training_accident(real):
    # "Choose 1 Character with Inspiration 3 or less in Rival's Adventure Area to Retire." 第六節 14.0.0
    st = quiet()
    add_scenes(st, 0, real["SD01E-SPR03"]["harmony"])
    three = put(st, real, 1, "FX01-C02", 0)  # idea 3
    two = put(st, real, 1, "FX01-C09", 1)  # idea 2
    five = put(st, real, 1, "FX01-C05", 2)  # idea 5
    mine = put(st, real, 0, "FX01-C09", 0)
    ev = hand(st, real, 0, "SD01E-SPR03")
    st = act(st, Action("play", 0, {"uid": ev}))
    assert st.pending[0].player == 0 and opts(st) == {three, two} and five not in opts(st) and mine not in opts(st)
    st = choose(st, str(three))
    assert st.table.cards[three].zone == "rest" and st.table.cards[two].zone == "adventure"
    assert st.table.cards[ev].zone == "rest"


@needs(DB)
def test_tank_sd01e_sr02(real):
    # "[Adventure] [Tap], choose 1 [Rainbow Dash] in your Adventure Area, it gets +1 Inspiration until the
    # end of turn." 第二節 1.6.4c, 第五節 3.1.5
    st = quiet()
    tank = put(st, real, 0, "SD01E-SR02", 0)
    rds = [put(st, real, 0, "BP01-U10", 1), put(st, real, 0, "BP01-C11", 2)]
    rival = put(st, real, 1, "BP01-U10", 0)
    st = act(st, Action("activate", 0, {"uid": tank, "ability": 0}))
    assert st.table.cards[tank].tapped
    assert st.pending[0].player == 0 and opts(st) == set(rds) and rival not in opts(st) and st.pending[0].max == 1  # not Tank
    st = choose(st, str(rds[1]))
    assert mods(st, rds[1]) == [(1, "this_turn")] and not mods(st, rds[0])
    with pytest.raises(RulesError):
        act(st, Action("activate", 0, {"uid": tank, "ability": 0}))


@needs(DB)
def test_rarity_bp01_gr12(real):
    # "[Pre-plan] Choose 1 Character in your Adventure Area, it gets +2 Inspiration until the end of turn."
    # 第二節 1.6.3 (事前対策 when disrupted), 第六節 5.2.0: the plan's owner uses it, "your" is the owner's side
    st = quiet()
    attacker = put(st, real, 0, "FX01-C02", 0)
    owners = [put(st, real, 1, "FX01-C03", 1), put(st, real, 1, "FX01-C09", 2)]
    plan = set_plan(st, real, 1, 0, "BP01-GR12")
    st = choose(end_main(st), "disrupt")
    assert st.pending[0].player == 1 and opts(st) == set(owners) and attacker not in opts(st) and st.pending[0].max == 1
    events, st = this_turn(st, str(owners[0]))
    assert len(raised(events, owners[0])) == 1 and "+2 until the end of the turn" in raised(events, owners[0])[0]
    assert not raised(events, owners[1]) and not st.modifiers
    assert st.table.cards[plan].zone == "rest"


@needs(DB)
@pytest.mark.parametrize("alone", [True, False])
def test_rainbow_dash_bp02_sr05(real, alone):
    # "[Farewell] If there is no other character in your Adventure Area, choose 1 Character in Rival's
    # Adventure Area with Inspiration 6 or more to Retire." 第六節 14.1.2 and its example (this very card:
    # its winner may be chosen), 第五節 1.5.1
    st = quiet()
    rd, winner = contact(st, real, "BP02-SR05")  # idea 6 against 7
    six = put(st, real, 1, "BP02-SR05", 1)  # idea 6 ("6 or more" includes 6)
    five = put(st, real, 1, "FX01-C05", 2)  # idea 5
    if not alone:
        put(st, real, 0, "FX01-C08", 2)  # mine, idea 7 against the rival's idea 5: stays
    st = passes(end_main(st))
    while st.pending and st.pending[0].kind == "column":
        st = choose(st, st.pending[0].options[0].id)
    assert st.table.cards[rd].zone in ("processing", "rest")
    if not alone:
        assert not (st.pending and st.pending[0].kind == "target")
        assert st.table.cards[winner].zone == "adventure" and st.table.cards[six].zone == "adventure"
        return
    assert st.pending[0].player == 0 and opts(st) == {winner, six} and five not in opts(st)
    st = choose(st, str(winner))
    assert st.table.cards[winner].zone == "rest" and st.table.cards[six].zone == "adventure"


@needs(DB)
def test_rainbow_dash_bp01_gr05(real):
    # "While there is no Character in your Adventure Area, this Character gets -1 Cost of Force of Harmony
    # when played from Hand." 第五節 3.1.4 (the cost is computed when declaring), 第五節 3.1.6 (exact payment)
    st = quiet()
    scenes = add_scenes(st, 0, 7)
    rd = hand(st, real, 0, "BP01-GR05")  # cost 7
    put(st, real, 1, "FX01-C02", 0)  # the rival's character does not matter
    assert board.cost(st, 0, rd) == 6
    mine = put(st, real, 0, "FX01-C02", 1)
    assert board.cost(st, 0, rd) == 7
    st.table.move(mine, "rest", player=0)
    with pytest.raises(RulesError):
        act(st, Action("play", 0, {"uid": rd, "slot": 0, "scenes": scenes}))
    st = act(st, Action("play", 0, {"uid": rd, "slot": 0, "scenes": scenes[:6]}))
    assert st.table.cards[rd].zone == "adventure" and not st.table.cards[scenes[6]].tapped


@needs(DB)
def test_apple_bucket(real):
    # "Only adorn 「Applejack」. While in your turn, adorned Character gets +3 Inspiration." 第五節 3.2.2 (the
    # wearer must match), 第二節 3.5.0, 第五節 1.2.0
    st = quiet()
    add_scenes(st, 0, real["SD01D-SPR04"]["harmony"])
    aj = put(st, real, 0, "BP01-U08", 0)  # Applejack, idea 4
    other = put(st, real, 0, "FX01-C02", 1)
    item = hand(st, real, 0, "SD01D-SPR04")
    with pytest.raises(RulesError):
        act(st, Action("play", 0, {"uid": item, "wearer": other}))
    st = act(st, Action("play", 0, {"uid": item, "wearer": aj}))
    assert board.idea(st, aj) == 7 and board.idea(st, other) == 3
    st.active = 1
    assert board.idea(st, aj) == 4


@needs(DB)
def test_lesson_zero(real):
    # Story Ⅱ: "When promoted to this stage, choose 1 ｢Unicorn｣ to get +2 Inspiration until the end of turn."
    # No area is named: any Unicorn in play (the first audit's call, 第一節 1.1.0)
    st = quiet()
    set_story(st, real, 0, 2, "BP02-C26")
    st.stage[0] = 1
    clear_plan(st, 1, 1)
    mine = put(st, real, 0, "FX01-C09", 0)  # Unicorn
    put(st, real, 0, "FX01-C02", 2)  # Pegasus
    theirs = put(st, real, 1, "FX01-C01", 1)  # Unicorn
    st = choose(end_main(st), "advance")
    assert st.pending[0].player == 0 and opts(st) == {mine, theirs} and st.pending[0].max == 1
    st = choose(st, str(mine))
    assert mods(st, mine) == [(2, "this_turn")] and not mods(st, theirs)


@needs(DB)
@pytest.mark.parametrize("played", [True, False])
def test_bookshelf_organization(real, played):
    # "On this turn, your Rival's Pre-plan effects will not be activated, instead the Plans will be added to
    # Rival's Hand." 第六節 5.1.0 (a plan without 事前対策 goes to the hand), 5.2.0 (with one, it is used)
    st = quiet()
    add_scenes(st, 0, real["BP02-SPR03"]["harmony"])
    put(st, real, 0, "FX01-C02", 0)
    victim = put(st, real, 0, "FX01-C09", 1)  # Trixie's target
    plan = set_plan(st, real, 1, 0, "BP01-SR14")  # [Pre-plan] retire one of my cost-3-or-less characters
    if played:
        ev = hand(st, real, 0, "BP02-SPR03")
        st = act(st, Action("play", 0, {"uid": ev}))
        assert st.table.cards[ev].zone == "rest"
    st = choose(end_main(st), "disrupt")
    if not played:
        assert st.pending[0].player == 1 and victim in opts(st)
        return
    assert st.table.cards[plan].zone == "hand" and st.table.cards[plan].owner == 1
    assert not (st.pending and st.pending[0].kind == "target") and st.table.cards[victim].zone == "adventure"


@needs(DB)
def test_spike_sd01a_u04(real):
    # "[Appear] Discard 1 card, draw 1 card." 第二節 1.6.1, 第六節 2.0.0 then 1.0.0, in order
    st = quiet()
    add_scenes(st, 0, real["SD01A-U04"]["harmony"])
    spike = hand(st, real, 0, "SD01A-U04")
    cards = [u for u in st.table.zone(0, "hand") if u != spike]
    top = st.table.zone(0, "deck")[0]
    st = act(st, Action("play", 0, {"uid": spike, "slot": 0}))
    assert st.pending[0].kind == "discard" and st.pending[0].player == 0 and opts(st) == set(cards)
    assert st.table.cards[top].zone == "deck"
    st = choose(st, str(cards[0]))
    assert st.table.cards[cards[0]].zone == "rest" and st.table.cards[top].zone == "hand"


@needs(DB)
def test_spike_sd01a_u04_with_an_empty_hand(real):
    # nothing to discard: the draw still happens (第五節 2.1.1a: as much as possible)
    st = quiet()
    add_scenes(st, 0, real["SD01A-U04"]["harmony"])
    for uid in list(st.table.zone(0, "hand")):
        st.table.move(uid, "deck", player=0)
    spike = hand(st, real, 0, "SD01A-U04")
    top = st.table.zone(0, "deck")[0]
    st = act(st, Action("play", 0, {"uid": spike, "slot": 0}))
    assert not st.pending and st.table.zone(0, "hand") == [top]


@needs(DB)
def test_pinkie_pie_sd01_u03(real):
    # "[Farewell] Choose 1 Item with Cost of Force of Harmony 2 or less in your Retirement Area, add it to
    # Hand." 第二節 1.6.2, 第六節 15.0.0
    st = quiet()
    contact(st, real, "SD01-U03")  # idea 5 against 7
    one = st.table.add("FX01-I01", 0, "rest").uid
    two = st.table.add("FX01-I02", 0, "rest").uid
    use(st, real, "SD01D-SPR04")
    three = st.table.add("SD01D-SPR04", 0, "rest").uid
    ev = st.table.add("FX01-E01", 0, "rest").uid
    theirs = st.table.add("FX01-I01", 1, "rest").uid
    st = passes(end_main(st))
    assert st.pending[0].player == 0 and opts(st) == {one, two} and not {three, ev, theirs} & opts(st)
    st = choose(st, str(one))
    assert st.table.cards[one].zone == "hand"


@needs(DB)
@pytest.mark.parametrize("angels", [2, 0])
def test_fluttershy_bp01_gr08(real, angels):
    # "[Appear] Reveal the top 3 cards of your Deck, choose 1 「Angel」 from them, add it to Hand, move the
    # rest to Retirement Area." 第六節 11.0.0 (open), 第二節 1.4.0 (keyword)
    st = quiet()
    add_scenes(st, 0, real["BP01-GR08"]["harmony"])
    fl = hand(st, real, 0, "BP01-GR08")
    use(st, real, "SD01B-C05", "SD01B-U04")
    names = ["SD01B-C05", "FX01-C02", "SD01B-U04"] if angels else ["FX01-C01", "FX01-C02", "FX01-C03"]
    top = [st.table.add(c, 0, "deck").uid for c in names]
    fourth = st.table.add("FX01-C05", 0, "deck").uid
    for i, u in enumerate([*top, fourth]):
        st.table.move(u, "deck", player=0, position=i)
    st = act(st, Action("play", 0, {"uid": fl, "slot": 0}))
    if angels:
        assert st.pending[0].player == 0 and opts(st) == {top[0], top[2]} and st.pending[0].min == st.pending[0].max == 1
        st = choose(st, str(top[2]))
        assert st.table.cards[top[2]].zone == "hand"
        assert st.table.cards[top[0]].zone == st.table.cards[top[1]].zone == "rest"
    else:
        assert not st.pending and all(st.table.cards[u].zone == "rest" for u in top)
    assert st.table.zone(0, "deck")[0] == fourth


@needs(DB)
def test_apple_bloom_bp02_sr09(real):
    # "[Adventure] This Character gets +1 Inspiration for each ｢Earth Pony｣ in your Adventure Area."
    # 第五節 1.2.0; she is an Earth Pony in your adventure area herself
    st = quiet()
    ab = put(st, real, 0, "BP02-SR09", 0)  # idea 3
    put(st, real, 1, "FX01-C03", 0)  # the rival's Earth Pony
    peg = put(st, real, 0, "FX01-C02", 1)  # a Pegasus
    assert board.idea(st, ab) == 4
    st.table.move(peg, "rest", player=0)
    put(st, real, 0, "FX01-C03", 1)
    put(st, real, 0, "FX01-C07", 2)
    assert board.idea(st, ab) == 6


@needs(DB)
def test_winona(real):
    # "While there is any 「Applejack」 in your Retirement Area, this Character gets -1 Cost of Force of
    # Harmony when played from Hand." 第五節 3.1.4
    st = quiet()
    win = hand(st, real, 0, "BP01-SR10")  # cost 7
    use(st, real, "BP01-U08")
    st.table.add("BP01-U08", 1, "rest")  # the rival's Applejack
    put(st, real, 0, "BP01-U08", 0)  # mine, but not in the rest area
    assert board.cost(st, 0, win) == 7
    st.table.add("BP01-U08", 0, "rest")
    assert board.cost(st, 0, win) == 6
    scenes = add_scenes(st, 0, 6)
    st = act(st, Action("play", 0, {"uid": win, "slot": 1, "scenes": scenes}))
    assert st.table.cards[win].zone == "adventure"


@needs(DB)
@pytest.mark.parametrize("earth", [True, False])
def test_applejack_bp02_cr04(real, earth):
    # "[Appear] If there is an ｢Earth Pony｣ in your Retirement Area, flip 1 of your Scenes face up."
    # 第二節 1.6.1, 第五節 1.5.1, 第二節 4.5.2a
    st = quiet()
    pay = add_scenes(st, 0, real["BP02-CR04"]["harmony"])
    down = add_scenes(st, 0, 2)
    for u in down:
        st.table.cards[u].flags["scene_face_down"] = True
    rival_down = add_scenes(st, 1, 1)[0]
    st.table.cards[rival_down].flags["scene_face_down"] = True
    st.table.add("FX01-C03" if earth else "FX01-C02", 0, "rest")
    st.table.add("FX01-C07", 1, "rest")  # the rival's Earth Pony
    aj = hand(st, real, 0, "BP02-CR04")
    st = act(st, Action("play", 0, {"uid": aj, "slot": 0, "scenes": pay}))
    if not earth:
        assert not st.pending and all(not board.face_up(st.table.cards[u]) for u in down)
        return
    assert st.pending[0].player == 0 and opts(st) == set(down)
    st = choose(st, str(down[0]))
    assert board.face_up(st.table.cards[down[0]]) and not board.face_up(st.table.cards[down[1]])
    assert not board.face_up(st.table.cards[rival_down])


@needs(DB)
def test_the_last_roundup_bp02_c39(real):
    # Story Ⅲ: "When promoted to this stage, add 1 Scene." 第四節 4.4.1, 第三節 5.0.0 (face up, untapped)
    st = quiet()
    set_story(st, real, 0, 3, "BP02-C39")
    st.stage[0] = 2
    clear_plan(st, 1, 2)
    put(st, real, 0, "FX01-C02", 2)
    top = st.table.zone(0, "scene_deck")[0]
    events, st = this_turn(end_main(st), "advance")
    assert st.stage[0] == 3
    assert [(e.player, e.data.get("uid")) for e in events if e.kind == "scene"] == [(0, top)]  # mine only, before the turn ends
    assert st.table.zone(0, "scenes") == [top] and board.face_up(st.table.cards[top])


@needs(DB)
@pytest.mark.parametrize("third", ["FX01-C03", "FX01-C02"])
def test_rainbow_dash_bp01_cr05(real, third):
    # "[Farewell] Choose 1 Character with Inspiration 2 or less in Rival's Adventure Area to Retire."
    # (with one legal choice only, it is made without asking, 第五節 2.1.1)
    st = quiet()
    rd, winner = contact(st, real, "BP01-CR05")  # idea 3 against 7
    two = put(st, real, 1, "FX01-C09", 1)  # idea 2
    other = put(st, real, 1, third, 2)  # idea 2 (FX01-C03) or 3 (FX01-C02)
    st = passes(end_main(st))
    assert st.table.cards[rd].zone in ("processing", "rest")
    if third == "FX01-C02":
        assert st.table.cards[two].zone == "rest" and st.table.cards[other].zone == "adventure"
        return
    assert st.pending[0].player == 0 and opts(st) == {two, other} and winner not in opts(st)
    st = choose(st, str(two))
    assert st.table.cards[two].zone == "rest"


@needs(DB)
@pytest.mark.parametrize("who", ["pinkie", "other"])
def test_sugarcube_corner(real, who):
    # ひらめき: "Your ｢Pinkie Pie｣ gets +1 Inspiration until the end of this Contact." 第四節 4.3.1 / 4.3.1a
    # (only if your interacting character qualifies), 第四節 4.3.5a (ends with the interaction)
    st = quiet()
    use(st, real, "BP02-ER03")
    scene = st.table.add("BP02-ER03", 0, "scenes").uid
    mine = put(st, real, 0, "BP01-C07" if who == "pinkie" else "FX01-C09", 0)  # idea 2 either way
    theirs = put(st, real, 1, "FX01-C03", 0)  # idea 2
    put(st, real, 1, "BP01-C07", 1)  # the rival's Pinkie Pie (not in contact)
    st = end_main(st)
    if who == "other":
        assert not (st.pending and st.pending[0].kind == "hirameki")
        return
    assert st.pending[0].kind == "hirameki" and st.pending[0].player == 0
    st = choose(st, str(scene))
    st = passes(st)
    assert st.table.cards[mine].zone == "adventure" and st.table.cards[theirs].zone == "rest"  # 3 beats 2
    assert not mods(st, mine)


@needs(DB)
def test_guiding_tome(real):
    # "Only adorn 「Twilight Sparkle」. Characters next to adorned Character get +1 Inspiration."
    # 第五節 3.2.2, 第二節 3.5.0; "next to" = the neighbouring slots of the same adventure area
    st = quiet()
    add_scenes(st, 0, real["SD01A-SPR04"]["harmony"])
    tw = put(st, real, 0, "BP01-U02", 0)  # Twilight Sparkle, idea 7
    near = put(st, real, 0, "FX01-C02", 1)
    far = put(st, real, 0, "FX01-C02", 2)
    facing = put(st, real, 1, "FX01-C02", 0)
    beside = put(st, real, 1, "FX01-C02", 1)
    item = hand(st, real, 0, "SD01A-SPR04")
    with pytest.raises(RulesError):
        act(st, Action("play", 0, {"uid": item, "wearer": near}))
    st = act(st, Action("play", 0, {"uid": item, "wearer": tw}))
    assert [board.idea(st, u) for u in (near, far, tw, facing, beside)] == [4, 3, 7, 3, 3]
    st.table.cards[tw].flags["slot"] = 1
    st.table.cards[near].flags["slot"] = 0
    assert [board.idea(st, u) for u in (near, far, tw)] == [4, 4, 7]  # both sides of the middle column


@needs(DB)
def test_twilight_sparkle_bp02_sr01(real):
    # "[Appear] This Character gets +2 Inspiration for each Event card in your Retirement Area until the end
    # of turn." 第二節 1.6.1; the number is read as the effect resolves (第五節 1.5.1: a one-shot effect)
    st = quiet()
    add_scenes(st, 0, real["BP02-SR01"]["harmony"])
    for _ in range(2):
        st.table.add("FX01-E01", 0, "rest")
    st.table.add("FX01-E01", 1, "rest")  # the rival's
    st.table.add("FX01-C02", 0, "rest")  # not an Event
    tw = hand(st, real, 0, "BP02-SR01")  # idea 5
    st = act(st, Action("play", 0, {"uid": tw, "slot": 0}))
    assert mods(st, tw) == [(4, "this_turn")] and board.idea(st, tw) == 9
    st.table.add("FX01-E01", 0, "rest")
    assert board.idea(st, tw) == 9


# --- the fix, on every card that shares the wording ------------------------------------------------

@pytest.mark.parametrize(("text", "sides"), [
    ("Choose 1 「Pet」 to move to an open Adventure Area and to get +1 Inspiration until the end of turn.", ["any"]),
    ("Move 1 「Pegasus」 to an open Adventure Area.", ["any"]),
    ("Choose 1 Character in your Adventure Area, it gets +2 Inspiration until the end of turn.", ["you"]),
])
def test_choose_or_move_to_an_empty_adventure_area_names_any_character(text, sides):
    # 第一節 1.1.0 (the card's text as printed), 第六節 12.1.0 (within its own adventure area)
    assert first._sides(compiler.compile_text("Event", text)) == sides


# the four cards with the wording (every card of the pool whose text moves a chosen character to an empty slot)
SHARED = ["BP02-C30", "BP02-C42", "BP02-GR05", "BP02-SPR05"]


@needs(DB)
@pytest.mark.parametrize("cid", SHARED)
def test_the_cards_sharing_the_fixed_wording(real, cid):
    moves = [e for ab in compiler.compile_card(real[cid]).abilities for e in ab.effects if e.stat == "move_in_adventure"]
    assert [e.target.filter.get("side") for e in moves] == ["any"] and compiler.is_automated(real[cid])
