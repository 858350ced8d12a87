"""Session 34 audit: does the compiler's "automated" claim hold against the printed text?

The sample (``sample()``: ``random.Random(2034).sample`` of 25 over the sorted main numbers, 第二節 1.8.0,
of the MLP-DB cards with ability text whose every print ``is_automated``) drew, in order:
BP01-CR04 Applejack, BP02-SPR12 Tasting Coffee, BP02-SPR09 Zap Apple Season, SD01-SPR10 Cure for Poison
Joke, SD01B-SPR01 Aid for Moving Frogs Out, BP01-C38 Over a Barrel, SD01A-SR01 Twilight Sparkle,
BP01-SPR01 Sunlight in the Rain, BP02-ER02 Fluttershy's Living Room, BP01-C25 The Ticket Master,
BP01-SR11 Tank, SD01C-SR01 Pinkie Pie, BP01-C09 Applejack, BP02-SPR04 Sleep Soundly, BP01-SR13 Zecora,
BP02-C37 The Last Roundup, BP02-C01 Twilight Sparkle, BP01-C32 Curing Philomena, BP01-SPR25 Pinkie Pie's
Flying Device, SD01-GR04 Applejack, SD01E-U04 Tank, BP01-C22 Diamond Tiara, BP01-SR14 Trixie, BP01-C14
Spike, SD01D-U01 Applejack.

Each card is played in an engine game and every clause of its printed text is checked by what can be
seen (state, questions and their options, modifiers and their durations). Real card data is read
from ../shared (skipped cleanly without it)."""

from __future__ import annotations

import random

import pytest

from engine.core import Action, RulesError
from engine.mlp import board, game, resolve
from engine.mlp.cards import compiler
from engine.mlp.cards.schema import main_number
from engine.mlp.game import ENGINE
from tests.shared_data import DATA, needs

from .helpers import act, add_scenes, choose, end_main, new, place, take, to_turn

DB = DATA / "mlp" / "MLP-DB.json"
SEED = 2034
SIZE = 25
SAMPLE = ["BP01-CR04", "BP02-SPR12", "BP02-SPR09", "SD01-SPR10", "SD01B-SPR01", "BP01-C38", "SD01A-SR01", "BP01-SPR01",
          "BP02-ER02", "BP01-C25", "BP01-SR11", "SD01C-SR01", "BP01-C09", "BP02-SPR04", "BP01-SR13", "BP02-C37", "BP02-C01",
          "BP01-C32", "BP01-SPR25", "SD01-GR04", "SD01E-U04", "BP01-C22", "BP01-SR14", "BP01-C14", "SD01D-U01"]


AUDITS = ("audit34", "audit34b", "audit34c", "audit35", "audit35b", "audit36", "audit37", "explain37")
"""The audits that draw from :func:`automated` (tests/mlp/test_<audit>_cards.py), in the order they were drawn.
test_audit36b_cards' extension is the same draw as audit36 going on, so it reads audit36's population (and
test_audit37b_cards' reads audit37's)."""

CHANGED: dict[str, tuple[str, bool]] = {}
"""Main numbers whose "automated" answer changed after audits were drawn: main number -> (the last audit drawn
before the change, the answer it had then). Add a number here when a change automates a manual card or sends one
to manual, so that every earlier audit still draws from the population it was drawn from (:func:`automated_when`)."""


def automated_when(audit: str, number: str, prints: list[dict]) -> bool:
    """Whether main number ``number`` (its ``prints``) counted as automated when ``audit`` drew its sample: every
    print ``is_automated`` today, unless the number's answer changed after that audit (:data:`CHANGED`)."""
    change = CHANGED.get(number)
    if change is not None and AUDITS.index(audit) <= AUDITS.index(change[0]):
        return change[1]
    return all(compiler.is_automated(d) for d in prints)


def automated(cards: list[dict], audit: str) -> list[str]:
    """Main numbers (sorted) of the cards with text whose every print is automated, as ``audit`` saw them."""
    prints: dict[str, list[dict]] = {}
    for d in sorted(cards, key=lambda d: d["id"]):
        prints.setdefault(d.get("main_number") or main_number(d["id"]), []).append(d)
    return sorted(n for n, ds in prints.items()
                  if str(ds[0].get("text") or "").strip() and automated_when(audit, n, ds))


def sample(cards: list[dict], seed: int = SEED, size: int = SIZE) -> list[str]:
    """The audit's draw over :func:`automated`."""
    return random.Random(seed).sample(automated(cards, "audit34"), size)


@pytest.fixture(scope="module")
def real():
    if not DB.exists():
        pytest.skip(f"needs {DB}")
    return {r.id: r.data for r in game.import_cards(str(DB)).cards}


def use(st, real, *ids):
    for cid in ids:
        if not cid.startswith("FX"):  # fixture cards are already in every test game
            st.cards[cid] = real[cid]


def hand(st, real, p, cid):
    use(st, real, cid)
    return st.table.add(cid, p, "hand").uid


def put(st, real, p, cid, slot):
    use(st, real, cid)
    return place(st, p, cid, slot)


def quiet(seed: int = 1):
    """Turn 3, P1 (index 0) active in the main phase, no scenes in play (no ひらめき questions)."""
    st = to_turn(new(seed), 3)
    for p in (0, 1):
        for uid in list(st.table.zone(p, "scenes")):
            st.table.move(uid, "scene_deck", player=p)
            st.table.cards[uid].flags = {}
    return st


def passes(st):
    while st.pending and st.pending[0].kind == "hirameki":
        st = choose(st, "pass")
    return st


def opts(st) -> set[int]:
    return {int(o.id) for o in st.pending[0].options if o.id.isdigit()}


def mods(st, uid) -> list[tuple[int, str]]:
    return [(m.delta, m.duration) for m in st.modifiers if m.uid == uid and m.stat == "idea"]


def set_story(st, real, p, stage, cid):
    """Put the real story ``cid`` at ``stage`` (1–4) of ``p``'s story area."""
    use(st, real, cid)
    old = st.table.zone(p, "story")[stage - 1]
    st.table.cards[old].card_id = cid


def clear_plan(st, p, story_index):
    uid = board.plan_at(st, p, story_index)
    if uid is not None:
        st.table.move(uid, "deck", player=p)
        st.table.cards[uid].flags = {}


def set_plan(st, real, p, story_index, cid):
    clear_plan(st, p, story_index)
    use(st, real, cid)
    uid = st.table.add(cid, p, "plans").uid
    st.table.cards[uid].flags = {"story": story_index}
    return uid


# --- the draw ---------------------------------------------------------------------------------

@needs(DB)
def test_the_sample_is_the_recorded_draw(real):
    assert sample(list(real.values())) == SAMPLE


# --- the 25 cards -----------------------------------------------------------------------------

@needs(DB)
@pytest.mark.parametrize("untapped", [True, False])
def test_applejack_bp01_cr04(real, untapped):
    # "[Farewell] If there is any untapped Scene in your Scene Area, choose 1 Character with Inspiration 4
    # or less in Rival's Adventure Area to Retire." 第二節 1.6.2 (お別れ by interaction), 第五節 1.5.1 (the
    # condition is checked as it resolves), 第四節 4.3.3–4.3.4
    st = quiet()
    aj = put(st, real, 0, "BP01-CR04", 0)  # idea 4
    put(st, real, 1, "FX01-C08", 0)  # idea 7 (9 in its own turn only): Applejack loses
    low = put(st, real, 1, "FX01-C09", 1)  # idea 2
    four = put(st, real, 1, "BP01-C06", 2)  # idea 4: "4 or less" includes 4
    high = put(st, real, 1, "FX01-C05", 3)  # idea 5
    mine = put(st, real, 0, "FX01-C09", 4)  # idea 2, but my own
    scenes = add_scenes(st, 0, 2)
    st.table.cards[scenes[0]].tapped = True
    st.table.cards[scenes[1]].tapped = not untapped
    st = passes(end_main(st))
    assert st.table.cards[aj].zone in ("processing", "rest")
    if not untapped:
        assert not (st.pending and st.pending[0].kind == "target")
        assert all(st.table.cards[u].zone == "adventure" for u in (low, four, high))
        return
    assert st.pending[0].player == 0 and opts(st) == {low, four}
    assert mine not in opts(st) and high not in opts(st)
    st = choose(st, str(four))
    assert st.table.cards[four].zone == "rest" and st.table.cards[low].zone == "adventure"


@needs(DB)
def test_tasting_coffee(real):
    # "Reveal the top 5 cards of your Deck, choose 1 Item from them, add it to Hand, move the rest to the
    # bottom of your Deck in any order." 第六節 9.0.0 (reveal), 11.0.0 (search), 9.3.0 (any order)
    st = quiet()
    add_scenes(st, 0, real["BP02-SPR12"]["harmony"])
    ev = hand(st, real, 0, "BP02-SPR12")
    top = [take(st, 0, c) for c in ("FX01-C02", "FX01-I01", "FX01-E01", "FX01-C03", "FX01-I03")]
    sixth = take(st, 0, "FX01-C04")
    for i, u in enumerate([*top, sixth]):
        st.table.move(u, "deck", player=0, position=i)
    st = act(st, Action("play", 0, {"uid": ev}))
    pend = st.pending[0]
    assert pend.player == 0 and opts(st) == {top[1], top[4]}  # only the Items among the 5
    assert pend.min == pend.max == 1  # "choose 1": not "up to" (第六節 15.1.1)
    st = choose(st, str(top[4]))
    assert st.table.cards[top[4]].zone == "hand"
    rest = [top[0], top[1], top[2], top[3]]
    assert st.pending[0].kind == "deck_order" and st.pending[0].player == 0  # "in any order": the owner orders them
    st = choose(st, *[str(u) for u in reversed(rest)])
    while st.pending and st.pending[0].kind == "deck_order":
        st = choose(st, *[o.id for o in st.pending[0].options])
    deck = st.table.zone(0, "deck")
    assert deck[0] == sixth and set(deck[-4:]) == set(rest)
    assert st.table.cards[ev].zone == "rest"


@needs(DB)
@pytest.mark.parametrize("earth_pony", [True, False])
def test_zap_apple_season(real, earth_pony):
    # "If there is any ｢Earth Pony｣ in your Retirement Area, place 1 Scene from your Scene Deck face down
    # in your Scene Area." 第二節 1.4.0 (keyword), 第三節 5.0.0, 第二節 4.5.2a (face-down scene)
    st = quiet()
    add_scenes(st, 0, real["BP02-SPR09"]["harmony"])
    st.table.add("FX01-C03" if earth_pony else "FX01-C02", 0, "rest")
    st.table.add("FX01-C07", 1, "rest")  # the rival's Earth Pony does not count
    ev = hand(st, real, 0, "BP02-SPR09")
    before = list(st.table.zone(0, "scenes"))
    st = act(st, Action("play", 0, {"uid": ev}))
    new_scenes = [u for u in st.table.zone(0, "scenes") if u not in before]
    if not earth_pony:
        assert not new_scenes
        return
    assert len(new_scenes) == 1 and st.table.cards[new_scenes[0]].flags.get("scene_face_down")
    assert not st.table.zone(1, "scenes")


@needs(DB)
def test_cure_for_poison_joke(real):
    # "When adorned Character Retires in Contact, choose 1 Character in your Adventure Area, it gets +3
    # Inspiration until the end of turn." 第四節 4.3.4 (exit by interaction), 第二節 3.5.0, 第六節 14.2.0
    st = quiet()
    wearer = put(st, real, 0, "FX01-C09", 0)  # idea 2
    put(st, real, 1, "FX01-C08", 0)  # idea 7
    other = put(st, real, 0, "FX01-C02", 1)
    second = put(st, real, 0, "FX01-C03", 2)
    rival = put(st, real, 1, "FX01-C02", 3)
    add_scenes(st, 0, real["SD01-SPR10"]["harmony"])
    item = hand(st, real, 0, "SD01-SPR10")
    st = act(st, Action("play", 0, {"uid": item, "wearer": wearer}))
    st.table.zone(0, "scenes").clear()
    st = passes(end_main(st))
    assert st.table.cards[wearer].zone == "rest" and st.table.cards[item].zone == "rest"
    assert st.pending[0].player == 0 and opts(st) == {other, second}  # yours only (not the rival's, not the gone wearer)
    assert rival not in opts(st)
    st = choose(st, str(other))
    assert mods(st, other) == [(3, "this_turn")] and not mods(st, second)


@needs(DB)
def test_cure_for_poison_joke_not_when_the_wearer_leaves_by_an_effect(real):
    # "Retires in Contact" only (第四節 4.3.4); an exit by an effect (第六節 14.0.0) does not trigger it
    st = quiet()
    wearer = put(st, real, 0, "FX01-C09", 0)
    put(st, real, 0, "FX01-C02", 1)
    put(st, real, 0, "FX01-C03", 2)
    add_scenes(st, 0, real["SD01-SPR10"]["harmony"])
    item = hand(st, real, 0, "SD01-SPR10")
    st = act(st, Action("play", 0, {"uid": item, "wearer": wearer}))
    resolve.exit_character(st, wearer, "effect")
    assert st.table.cards[wearer].zone == "rest" and not st.pending and not st.waiting


@needs(DB)
def test_aid_for_moving_frogs_out(real):
    # "Choose 1 「Fluttershy」 in your Adventure Area, it gets +2 Inspiration until the end of turn."
    # 第二節 1.4.0 (「X」 is a keyword), 第二節 2.0.0
    st = quiet()
    flutter = put(st, real, 0, "BP02-C04", 0)
    flutter2 = put(st, real, 0, "BP01-C05", 2)
    put(st, real, 0, "FX01-C02", 1)
    put(st, real, 1, "BP02-C04", 0)  # the rival's Fluttershy
    add_scenes(st, 0, real["SD01B-SPR01"]["harmony"])
    ev = hand(st, real, 0, "SD01B-SPR01")
    st = act(st, Action("play", 0, {"uid": ev}))
    assert st.pending[0].player == 0 and opts(st) == {flutter, flutter2} and st.pending[0].max == 1
    st = choose(st, str(flutter))
    assert mods(st, flutter) == [(2, "this_turn")] and board.idea(st, flutter) == 4 and not mods(st, flutter2)


@needs(DB)
def test_over_a_barrel(real):
    # Story Ⅱ: "When promoted to this stage, all Characters in Rival's Adventure Area get −1 Inspiration
    # until the end of turn." 第四節 4.4.1 (advancing uses the story's effect)
    st = quiet()
    set_story(st, real, 0, 2, "BP01-C38")
    st.stage[0] = 1
    clear_plan(st, 1, 1)
    me = put(st, real, 0, "FX01-C02", 0)
    rivals = [put(st, real, 1, "FX01-C03", 1), put(st, real, 1, "FX01-C08", 2)]
    out = ENGINE.apply(end_main(st), Action("choose", 0, {"picks": ["advance"]}))
    assert out.state.stage[0] == 2
    lowered = [e.data["uid"] for e in out.events if e.kind == "idea" and "-1 until the end of the turn" in e.text]
    assert sorted(lowered) == sorted(rivals) and me not in lowered
    kinds = [e.kind for e in out.events]
    assert kinds.index("release") > kinds.index("idea") and not out.state.modifiers  # gone at the end of the turn


@needs(DB)
@pytest.mark.parametrize("owl", [True, False])
def test_twilight_sparkle_sd01a_sr01(real, owl):
    # "[Appear] If there is any 「Owlowiscious」 in your Adventure Area, choose 1 Character with Inspiration 5
    # or less in Rival's Adventure Area to Retire." 第五節 1.5.1 例 (this very wording), 第二節 1.6.1
    st = quiet()
    add_scenes(st, 0, real["SD01A-SR01"]["harmony"])
    if owl:
        put(st, real, 0, "SD01A-C05", 1)
    put(st, real, 1, "SD01A-C05", 3)  # the rival's Owlowiscious does not count (idea 3: a target though)
    five = put(st, real, 1, "FX01-C05", 0)  # idea 5
    six = put(st, real, 1, "BP02-SR05", 1)  # idea 6
    tw = hand(st, real, 0, "SD01A-SR01")
    st = act(st, Action("play", 0, {"uid": tw, "slot": 0}))
    if not owl:
        assert not st.pending and st.table.cards[five].zone == "adventure"
        return
    assert st.pending[0].player == 0 and five in opts(st) and six not in opts(st)
    st = choose(st, str(five))
    assert st.table.cards[five].zone == "rest"


@needs(DB)
def test_sunlight_in_the_rain(real):
    # "Only use when there is any 「Rainbow Dash」 with Cost of Force of Harmony 3 or less in your Adventure
    # Area. Draw 2 cards." 第五節 1.4.0 (規則式: cannot be used otherwise)
    st = quiet()
    add_scenes(st, 0, real["BP01-SPR01"]["harmony"])
    ev = hand(st, real, 0, "BP01-SPR01")
    put(st, real, 0, "BP01-C11", 0)  # a Rainbow Dash of cost 5
    put(st, real, 1, "BP01-U10", 0)  # the rival's Rainbow Dash of cost 2
    with pytest.raises(RulesError) as err:
        act(st, Action("play", 0, {"uid": ev}))
    assert err.value.rule.section == "第五節 1.4.0"
    put(st, real, 0, "BP01-U10", 1)  # cost 2
    n = len(st.table.zone(0, "hand"))
    st = act(st, Action("play", 0, {"uid": ev}))
    assert len(st.table.zone(0, "hand")) == n - 1 + 2


@needs(DB)
@pytest.mark.parametrize("who", ["fluttershy", "other"])
def test_fluttershys_living_room(real, who):
    # ひらめき: "Your ｢Fluttershy｣ gets +1 Inspiration until the end of this Contact." 第四節 4.3.1 / 4.3.1a
    # (only if your interacting character qualifies), 第四節 4.3.5a (ends with the interaction)
    st = quiet()
    use(st, real, "BP02-ER02")
    scene = st.table.add("BP02-ER02", 0, "scenes").uid
    mine = put(st, real, 0, "BP02-C04" if who == "fluttershy" else "FX01-C09", 0)  # idea 2 either way
    theirs = put(st, real, 1, "FX01-C03", 0)  # idea 2
    put(st, real, 1, "BP02-C04", 1)  # the rival's Fluttershy (not in contact)
    st = end_main(st)
    if who == "other":
        assert not (st.pending and st.pending[0].kind == "hirameki")
        return
    assert st.pending[0].kind == "hirameki" and st.pending[0].player == 0
    st = choose(st, str(scene))
    st = passes(st)
    assert st.table.cards[mine].zone == "adventure" and st.table.cards[theirs].zone == "rest"  # 3 beats 2
    assert not mods(st, mine)  # gone after the interaction


@needs(DB)
def test_the_ticket_master(real):
    # Story Ⅰ: "When promoted to this stage, draw 1 card." 第四節 4.4.1
    st = quiet()
    set_story(st, real, 0, 1, "BP01-C25")
    st.stage[0] = 0
    clear_plan(st, 1, 0)
    put(st, real, 0, "FX01-C02", 0)
    n = len(st.table.zone(0, "hand"))
    out = ENGINE.apply(end_main(st), Action("choose", 0, {"picks": ["advance"]}))
    assert out.state.stage[0] == 1
    assert any(e.kind == "resolve" and "The Ticket Master" in e.text for e in out.events)  # the real story's effect
    drawn = [e for e in out.events if e.kind == "draw" and e.player == 0]
    assert len(drawn) == 1 and "1 card" in drawn[0].text and len(out.state.table.zone(0, "hand")) == n + 1


@needs(DB)
def test_tank_bp01_sr11(real):
    # "[Adventure] [Tap] All 「Rainbow Dash」 in your Adventure Area get +1 Inspiration until the end of turn."
    # 第二節 1.6.4c (activated, cost: tap), 第五節 3.1.5
    st = quiet()
    tank = put(st, real, 0, "BP01-SR11", 0)
    rds = [put(st, real, 0, "BP01-U10", 1), put(st, real, 0, "BP01-C11", 2)]
    other = put(st, real, 0, "FX01-C02", 3)
    rival = put(st, real, 1, "BP01-U10", 0)
    st = act(st, Action("activate", 0, {"uid": tank, "ability": 0}))
    assert st.table.cards[tank].tapped
    assert [mods(st, u) for u in rds] == [[(1, "this_turn")]] * 2
    assert not mods(st, other) and not mods(st, rival) and not mods(st, tank)
    with pytest.raises(RulesError):  # 第五節 3.1.5: tapped, the cost cannot be paid
        act(st, Action("activate", 0, {"uid": tank, "ability": 0}))


@needs(DB)
def test_pinkie_pie_sd01c_sr01(real):
    # "[Adventure] While there is any Character adorned with Item in your Adventure Area, this Character
    # gets +2 Inspiration." 第五節 1.2.0 (continuous, re-evaluated), 第二節 3.0.0
    st = quiet()
    pinkie = put(st, real, 0, "SD01C-SR01", 0)  # idea 3
    friend = put(st, real, 0, "FX01-C02", 1)
    rival = put(st, real, 1, "FX01-C02", 0)
    assert board.idea(st, pinkie) == 3
    add_scenes(st, 1, 1)
    st.active = 1
    rival_item = take(st, 1, "FX01-I01")
    st.table.move(rival_item, "hand", player=1)
    st = act(st, Action("play", 1, {"uid": rival_item, "wearer": rival}))  # the rival's adorned character
    st.active = 0
    assert board.item_of(st, rival) is not None and board.idea(st, pinkie) == 3
    add_scenes(st, 0, 1)
    item = take(st, 0, "FX01-I01")
    st.table.move(item, "hand", player=0)
    st = act(st, Action("play", 0, {"uid": item, "wearer": friend}))
    assert board.idea(st, pinkie) == 5


@needs(DB)
def test_applejack_bp01_c09(real):
    # "[Adventure] [Tap] Discard 1 card, draw 1 card." 第二節 1.6.4c, 第六節 2.0.0 then 1.0.0, in order
    st = quiet()
    aj = put(st, real, 0, "BP01-C09", 0)
    cards = list(st.table.zone(0, "hand"))
    top = st.table.zone(0, "deck")[0]
    st = act(st, Action("activate", 0, {"uid": aj, "ability": 0}))
    assert st.table.cards[aj].tapped
    assert st.pending[0].kind == "discard" and st.pending[0].player == 0 and opts(st) == set(cards)
    assert st.table.cards[top].zone == "deck"  # the discard comes first
    st = choose(st, str(cards[0]))
    assert st.table.cards[cards[0]].zone == "rest" and st.table.cards[top].zone == "hand"


@needs(DB)
@pytest.mark.parametrize("others", [1, 0])
def test_sleep_soundly(real, others):
    # "If you have 2 or more cards in your Hand (including this card), discard 1 card, all of Rival's
    # Characters get -1 Inspiration until the end of turn." 第五節 1.5.1, 第五節 3.2.3 (the event is in the
    # processing area as it resolves: "including this card" = 1 other card in hand)
    st = quiet()
    add_scenes(st, 0, real["BP02-SPR04"]["harmony"])
    for uid in list(st.table.zone(0, "hand"))[others:]:
        st.table.move(uid, "deck", player=0)
    ev = hand(st, real, 0, "BP02-SPR04")
    rival = [put(st, real, 1, "FX01-C02", 0), put(st, real, 1, "FX01-C08", 1)]
    mine = put(st, real, 0, "FX01-C03", 0)
    st = act(st, Action("play", 0, {"uid": ev}))
    if not others:
        assert not st.pending and not any(mods(st, u) for u in rival)
        return
    assert st.pending[0].kind == "discard"
    st = choose(st, st.pending[0].options[0].id)
    assert [mods(st, u) for u in rival] == [[(-1, "this_turn")]] * 2 and not mods(st, mine)


@needs(DB)
@pytest.mark.parametrize("more", [True, False])
def test_zecora(real, more):
    # "[Appear] If Rival has more Plans than you in Story Area, choose 1 Character with Inspiration 5 or
    # less in Rival's Adventure Area to Retire." 第六節 5.0.0 (plans), 第五節 1.5.1
    st = quiet()
    add_scenes(st, 0, real["BP01-SR13"]["harmony"])
    if more:
        clear_plan(st, 0, 0)
    assert (len(st.table.zone(1, "plans")) > len(st.table.zone(0, "plans"))) == more
    five = put(st, real, 1, "FX01-C05", 0)
    seven = put(st, real, 1, "FX01-C08", 1)
    two = put(st, real, 1, "FX01-C09", 2)
    zec = hand(st, real, 0, "BP01-SR13")
    st = act(st, Action("play", 0, {"uid": zec, "slot": 0}))
    if not more:
        assert not st.pending and st.table.cards[five].zone == "adventure"
        return
    assert st.pending[0].player == 0 and opts(st) == {five, two} and seven not in opts(st)
    st = choose(st, str(five))
    assert st.table.cards[five].zone == "rest" and st.table.cards[two].zone == "adventure"


@needs(DB)
def test_the_last_roundup(real):
    # Story Ⅰ: "When promoted to this stage, choose 1 Character to get +1 Inspiration until the end of turn."
    # No area is named (nor in the Thai text: "choose 1 character"), so any character in play may be chosen.
    st = quiet()
    set_story(st, real, 0, 1, "BP02-C37")
    st.stage[0] = 0
    clear_plan(st, 1, 0)
    me = put(st, real, 0, "FX01-C02", 0)
    me2 = put(st, real, 0, "FX01-C02", 2)
    rival = put(st, real, 1, "FX01-C03", 1)
    st = choose(end_main(st), "advance")
    assert st.pending[0].player == 0 and opts(st) == {me, me2, rival}
    st = choose(st, str(rival))
    assert mods(st, rival) == [(1, "this_turn")]


@needs(DB)
@pytest.mark.parametrize(("owners", "rival"), [(2, 0), (1, 1), (1, 0)])
def test_twilight_sparkle_bp02_c01(real, owners, rival):
    # "[Pre-plan] If there are 2 or move Events in the Retirement Area, move this card to the Adventure
    # Area." 第二節 1.6.3 (事前対策 when disrupted), 第四節 4.4.2, 第六節 5.2.0, 第三節 3.2.0 (its owner picks
    # the slot). "the Retirement Area" names no owner (both prints; BP02-C09 of the same cycle says "your"):
    # both players' rest areas count (第一節 1.1.0: the card's text as printed).
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    plan = set_plan(st, real, 1, 0, "BP02-C01")
    for _ in range(owners):
        st.table.add("FX01-E01", 1, "rest")
    for _ in range(rival):
        st.table.add("FX01-E03", 0, "rest")  # the disrupting player's events
    st.table.add("FX01-C02", 1, "rest")  # not an Event
    st = choose(end_main(st), "disrupt")
    if owners + rival >= 2:
        assert st.pending[0].kind == "slot" and st.pending[0].player == 1
        st = choose(st, st.pending[0].options[0].id)
        assert st.table.cards[plan].zone == "adventure" and st.table.cards[plan].controller == 1
    else:
        assert st.table.cards[plan].zone == "rest"


@needs(DB)
def test_curing_philomena(real):
    # Story Ⅳ: "When promoted to this stage, you win the game." 第一節 4.1.0, 4.1.1
    st = quiet()
    set_story(st, real, 0, 4, "BP01-C32")
    st.stage[0] = 3
    clear_plan(st, 1, 3)
    put(st, real, 0, "FX01-C02", 0)
    st = choose(end_main(st), "advance")
    assert st.result is not None and st.result.winners == [0]


@needs(DB)
def test_pinkie_pies_flying_device(real):
    # "Only adorn 「Pinkie Pie」. Other Characters in your Adventure Area get +1 Inspiration." 第二節 3.0.0,
    # 第五節 3.2.2 (the wearer must match), 第二節 3.5.0 (applies while worn)
    st = quiet()
    add_scenes(st, 0, real["BP01-SPR25"]["harmony"])
    pinkie = put(st, real, 0, "BP01-C07", 0)  # idea 2
    other = put(st, real, 0, "FX01-C02", 1)  # idea 3
    rival = put(st, real, 1, "FX01-C02", 0)
    item = hand(st, real, 0, "BP01-SPR25")
    with pytest.raises(RulesError):
        act(st, Action("play", 0, {"uid": item, "wearer": other}))
    st = act(st, Action("play", 0, {"uid": item, "wearer": pinkie}))
    assert board.idea(st, other) == 4 and board.idea(st, pinkie) == 2 and board.idea(st, rival) == 3


@needs(DB)
def test_applejack_sd01_gr04(real):
    # "[Adventure] [Tap] All Characters in your Adventure Area get +1 Inspiration until the end of turn."
    st = quiet()
    aj = put(st, real, 0, "SD01-GR04", 0)
    other = put(st, real, 0, "FX01-C02", 1)
    rival = put(st, real, 1, "FX01-C02", 0)
    st = act(st, Action("activate", 0, {"uid": aj, "ability": 0}))
    assert st.table.cards[aj].tapped
    assert mods(st, aj) == mods(st, other) == [(1, "this_turn")] and not mods(st, rival)


@needs(DB)
def test_tank_sd01e_u04(real):
    # "[Appear] Choose 1 [Rainbow Dash] in your Adventure Area, it gets +2 Inspiration until the end of turn."
    st = quiet()
    add_scenes(st, 0, real["SD01E-U04"]["harmony"])
    rd = put(st, real, 0, "BP01-U10", 1)
    rd2 = put(st, real, 0, "SD01-C05", 2)
    put(st, real, 1, "FX01-C02", 1)
    put(st, real, 1, "BP01-U10", 0)
    tank = hand(st, real, 0, "SD01E-U04")
    st = act(st, Action("play", 0, {"uid": tank, "slot": 0}))
    assert st.pending[0].player == 0 and opts(st) == {rd, rd2}  # not the rival's, not the non-Rainbow Dash
    st = choose(st, str(rd))
    assert mods(st, rd) == [(2, "this_turn")] and not mods(st, rd2)


@needs(DB)
@pytest.mark.parametrize("other", ["earth", "self_only", "rival"])
def test_diamond_tiara(real, other):
    # "[Appear] If there is any other 「Earth Pony」 in your Adventure Area, this Character gets +2
    # Inspiration until the end of turn." 第五節 1.5.3 例 (other excludes itself)
    st = quiet()
    add_scenes(st, 0, real["BP01-C22"]["harmony"])
    if other == "earth":
        put(st, real, 0, "FX01-C03", 1)
    elif other == "rival":
        put(st, real, 1, "FX01-C03", 1)
    dt = hand(st, real, 0, "BP01-C22")
    st = act(st, Action("play", 0, {"uid": dt, "slot": 0}))
    assert mods(st, dt) == ([(2, "this_turn")] if other == "earth" else [])


@needs(DB)
def test_trixie(real):
    # "[Pre-plan] Choose 1 Character with Cost of Force of Harmony 3 or less in Rival's Adventure Area to
    # Retire." 第六節 5.2.0: the plan's owner uses it; "Rival" is from the owner's side
    st = quiet()
    attacker = put(st, real, 0, "FX01-C02", 0)  # cost 2, mine (P1)
    big = put(st, real, 0, "FX01-C05", 1)  # cost 4
    three = put(st, real, 0, "FX01-C06", 3)  # cost 3: "3 or less" includes 3
    theirs = put(st, real, 1, "FX01-C03", 2)  # Trixie's owner's own
    plan = set_plan(st, real, 1, 0, "BP01-SR14")
    st = choose(end_main(st), "disrupt")
    assert st.pending[0].player == 1 and opts(st) == {attacker, three}
    assert big not in opts(st) and theirs not in opts(st)
    st = choose(st, str(attacker))
    assert st.table.cards[attacker].zone == "rest" and st.table.cards[plan].zone == "rest"


@needs(DB)
def test_spike(real):
    # "[Adventure] While there is any 「Twilight Sparkle」 in your Retirement Area, this Character gets +2
    # Inspiration in your turn." 第五節 1.2.0
    st = quiet()
    spike = put(st, real, 0, "BP01-C14", 0)  # idea 3
    use(st, real, "SD01-C01")
    st.table.add("SD01-C01", 1, "rest")  # the rival's Twilight does not count
    assert board.idea(st, spike) == 3
    st.table.add("SD01-C01", 0, "rest")
    assert board.idea(st, spike) == 5
    st.active = 1
    assert board.idea(st, spike) == 3


@needs(DB)
def test_applejack_sd01d_u01(real):
    # "[Adventure] While there is any untapped Scene in your Scene Area, this Character gets +2 Inspiration."
    st = quiet()
    aj = put(st, real, 0, "SD01D-U01", 0)  # idea 4
    add_scenes(st, 1, 1)  # the rival's untapped scene does not count
    assert board.idea(st, aj) == 4
    scene = add_scenes(st, 0, 1)[0]
    assert board.idea(st, aj) == 6
    st.table.cards[scene].tapped = True
    assert board.idea(st, aj) == 4


# --- the two fixes, on every card that shares the wording ------------------------------------------

def _sides(compiled) -> list[str]:
    out = []
    for ab in compiled.abilities:
        out += [e.target.filter.get("side", "") for e in ab.effects if e.target is not None and e.target.kind == "chosen"]
        if ab.condition and "count" in ab.condition:
            out.append(ab.condition["count"].get("side", ""))
    return out


@pytest.mark.parametrize(("text", "sides"), [
    ("Choose 1 「Pet」 to get +2 Inspiration until the end of turn.", ["any"]),  # no area named: any character
    ("Choose 1 Character in your Adventure Area to get +2 Inspiration until the end of turn.", ["you"]),
    ("Choose 1 Character in Rival's Adventure Area to get -1 Inspiration until the end of turn.", ["rival"]),
    ("Choose 1 Character in your Adventure Area, it gets +2 Inspiration until the end of turn.", ["you"]),
])
def test_choose_to_get_names_any_character_unless_an_area_is_printed(text, sides):
    # 第一節 1.1.0: the card's text as printed — "choose 1 X" with no area restricts nothing
    assert _sides(compiler.compile_text("Event", text)) == sides


@pytest.mark.parametrize(("text", "side"), [
    ("[Pre-plan] If there are 2 or more Events in the Retirement Area, move this card to the Adventure Area.", "any"),
    ("[Pre-plan] If there are 2 or more 「Pegasus」 cards in your Retirement Area, move this card to the Adventure Area.", "you"),
])
def test_the_retirement_area_with_no_owner_is_both_players(text, side):
    assert _sides(compiler.compile_text("Character", text)) == [side]


# BP02 cards sharing the wordings (compiled shape changed by the fixes; found by diffing the whole pool)
SHARED = {"BP02-C26": "any", "BP02-C35": "any", "BP02-C37": "any", "BP02-C41": "any", "BP02-CR05": "any", "BP02-GR11": "any",
          "BP02-SPR07": "any", "BP02-SPR10": "any", "BP02-SPR14": "any", "BP02-C01": "any", "BP02-C03": "any",
          "BP02-SPR16": "you", "BP02-C09": "you", "BP02-C29": "rival"}


@needs(DB)
@pytest.mark.parametrize("cid", sorted(SHARED))
def test_the_cards_sharing_the_fixed_wordings(real, cid):
    sides = _sides(compiler.compile_card(real[cid]))
    assert SHARED[cid] in sides and (SHARED[cid] == "any" or "any" not in sides) and compiler.is_automated(real[cid]), (cid, sides)
