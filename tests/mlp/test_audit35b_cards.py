"""Session 35 MLP audit b: does the compiler's "automated" claim hold against the printed text?

The sample (``sample()``: ``random.Random(2046).sample`` of 30 over the sorted main numbers, 第二節 1.8.0, of
the MLP-DB cards with ability text whose every print ``is_automated`` (test_audit34_cards.automated: 359
cards), leaving out the 105 cards test_audit34_cards.py, test_audit34b_cards.py, test_audit34c_cards.py and
test_audit35_cards.py drew: 254 left) drew, in order:
BP02-SR03 Pinkie Pie, BP02-CR03 Pinkie Pie, SD01-CR02 Fluttershy, BP02-C25 Lesson Zero, BP02-CR05 Rainbow
Dash, BP02-C07 Applejack, BP01-SPR14 Messy Henhouse, SD01A-C07 Searching for Elements of Harmony, BP01-CR11
Rainbow Dash, BP02-SPR10 Demolition of the Old Barn, BP01-SPR08 Pillow Fight, BP01-U09 Rainbow Dash,
SD01C-C07 Feeling Pinkie Keen, BP02-U17 Discord, BP02-GR08 Fluttershy, BP02-C17 Scootaloo, SD01-SPR08
Today's Homework, BP01-C04 Fluttershy, BP02-C03 Fluttershy, SD01B-SR02 Angel, SD01C-U04 Gummy, BP01-SPR09
Rain Under the Roof, BP01-C23 Silver Spoon, SD01A-SPR02 Search the Library, BP02-C48 Sweet and Elite,
BP02-SPR20 Picnic Day, BP02-SPR22 Smarty Pants, SD01F-SR01 Rarity, BP02-C13 Spike, SD01A-SPR01 Field Reference
(sets BP01 ×7, BP02 ×14, SD01 ×2, SD01A/SD01B/SD01C/SD01F ×7).

Tally before any engine change: 29 of 30 right as compiled (every clause below; each test was checked to
fail with its mechanism broken: the side filters, the turn condition, "other", the item condition, the
disruption trigger's source, the processing area of a leaving character, the per-count, the use condition).
Wrong: BP02-CR03 Pinkie Pie, "[Appear] If there is an Item in your Adventure Area, flip 1 of your Rival's
Scenes upside down.": the condition counted Items among the cards of the adventure-area zone, where the
engine keeps only characters (worn items are kept in the ``items`` zone), so it never held and the flip
never happened. 第二節 3.0.0: an item worn by a character lies in that character's slot of the adventure
area (and leaves it with the wearer), so a worn item is "an Item in your Adventure Area". Fixed in the noun
reader (readers.parse_target: an Item filter located in the adventure area reads the ``items`` zone);
compiling the whole pool before and after, BP02-CR03 and BP02-CR09 Pinkie Pie ("… flip 2 of your Rival's
Scenes face down", same condition, played here too) are the only cards whose compiled shape changed (522
automated cards either way).

Read as the lead decided (not relitigated): text with no owner printed ("the Retirement Area", "a ｢Pet｣")
means either player's (BP02-C03, BP02-GR08); "choose 1 ｢Pegasus｣" with no area means any in play (BP02-CR05).
Read from the documents (no new call without a source): a face-down scene still counts among "Scenes in your
Scene Area" (BP01-C04; 第二節 4.5.2a, 第三節 5.1.2); a leaving character is in the processing area while its
お別れ resolves, so BP02-C13 Spike does not find itself in the retirement area (第六節 14.1.2); an event is
moved to the retirement area only as its last step, so BP02-SPR20 Picnic Day does not count itself
(第四節 3.3.1); a character moved into the adventure area by an effect uses its [Appear] (SD01-CR02, 第二節 1.6.1).

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
from tests.shared_data import needs

from . import test_audit34_cards as first
from . import test_audit34b_cards as second
from . import test_audit34c_cards as third
from . import test_audit35_cards as fourth
from .helpers import act, add_scenes, choose, end_main
from .test_audit34_cards import DB, hand, mods, opts, passes, put, quiet, set_plan, use
from .test_audit34b_cards import contact, raised, this_turn
from .test_audit34c_cards import advance
from .test_audit35_cards import TWILIGHT, face_down

SEED = 2046
SIZE = 30
SAMPLE = [
    "BP02-SR03",
    "BP02-CR03",
    "SD01-CR02",
    "BP02-C25",
    "BP02-CR05",
    "BP02-C07",
    "BP01-SPR14",
    "SD01A-C07",
    "BP01-CR11",
    "BP02-SPR10",
    "BP01-SPR08",
    "BP01-U09",
    "SD01C-C07",
    "BP02-U17",
    "BP02-GR08",
    "BP02-C17",
    "SD01-SPR08",
    "BP01-C04",
    "BP02-C03",
    "SD01B-SR02",
    "SD01C-U04",
    "BP01-SPR09",
    "BP01-C23",
    "SD01A-SPR02",
    "BP02-C48",
    "BP02-SPR20",
    "BP02-SPR22",
    "SD01F-SR01",
    "BP02-C13",
    "SD01A-SPR01",
]

# plain (textless) real characters of the names the sample asks for
FLUTTERSHY = "BP02-C04"  # idea 2
APPLE_BLOOM = "BP01-C15"  # idea 2
SWEETIE_BELLE = "BP01-C16"  # idea 2
SPIKE = "SD01A-C04"  # idea 2
TWILIGHT_B = "BP01-U02"  # idea 7


def sample(cards: list[dict], seed: int = SEED, size: int = SIZE) -> list[str]:
    """The draw over the first audit's automated list less the 105 cards the four earlier audits drew."""
    done = set(first.SAMPLE) | set(second.SAMPLE) | set(third.SAMPLE) | set(fourth.SAMPLE)
    return random.Random(seed).sample([n for n in first.automated(cards, "audit35b") if n not in done], size)


@pytest.fixture(scope="module")
def real():
    if not DB.exists():
        pytest.skip(f"needs {DB}")
    return {r.id: r.data for r in game.import_cards(str(DB)).cards}


def stack(st, p: int, *ids: str) -> list[int]:
    """Put ``ids`` on top of ``p``'s deck, in order (the first on top)."""
    out = [st.table.add(c, p, "deck").uid for c in ids]
    for i, u in enumerate(out):
        st.table.move(u, "deck", player=p, position=i)
    return out


def gust(st, real, p: int, target: int):
    """``p`` retires ``target`` with Sudden Gust (FX01-E02: a rival's character with idea 3 or less)."""
    ev = hand(st, real, p, "FX01-E02")
    st = act(st, Action("play", p, {"uid": ev}))
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, str(target))
    assert st.table.cards[target].zone == "rest"
    return st


def play(st, real, cid: str, **extra):
    add_scenes(st, 0, real[cid]["harmony"])
    uid = hand(st, real, 0, cid)
    return act(st, Action("play", 0, {"uid": uid, **extra})), uid


# --- the draw ---------------------------------------------------------------------------------


@needs(DB)
def test_the_sample_is_the_recorded_draw(real):
    assert sample(list(real.values())) == SAMPLE


# --- the 30 cards -----------------------------------------------------------------------------


@needs(DB)
@pytest.mark.parametrize(
    "top", [("FX01-I01", "FX01-C02"), ("FX01-I02", "FX01-I01"), ("FX01-C02", "FX01-E01")]
)
def test_pinkie_pie_bp02_sr03(real, top):
    # "[Appear] Reveal the top 2 cards of your Deck, choose 1 Item from them, add it to Hand, move the rest to
    # Retirement Area." 第二節 1.6.1, 第六節 9.2.0 (revealed to both), 第六節 15.1.1 ("choose 1", not "up to")
    st = quiet()
    uids = stack(st, 0, *top)
    add_scenes(st, 0, real["BP02-SR03"]["harmony"])
    pp = hand(st, real, 0, "BP02-SR03")
    out = ENGINE.apply(st, Action("play", 0, {"uid": pp, "slot": 0}))
    st = out.state
    assert any(e.kind == "reveal" and e.visible_to is None for e in out.events)
    items = [u for u, c in zip(uids, top, strict=True) if c.startswith("FX01-I")]
    if not items:
        assert not st.pending and all(st.table.cards[u].zone == "rest" for u in uids)
        return
    if len(items) == 1:
        # one legal choice: made (asked or not), never declinable
        if st.pending:
            assert st.pending[0].player == 0 and opts(st) == set(items) and st.pending[0].min == 1
            st = choose(st, str(items[0]))
        assert st.table.cards[items[0]].zone == "hand"
    else:
        assert st.pending[0].player == 0 and opts(st) == set(items)
        assert st.pending[0].min == st.pending[0].max == 1
        st = choose(st, str(items[1]))
        assert st.table.cards[items[1]].zone == "hand" and st.table.cards[items[0]].zone == "rest"
    assert [st.table.cards[u].zone for u in uids].count("hand") == 1  # the rest go to the rest area
    assert [st.table.cards[u].zone for u in uids].count("rest") == 1


@needs(DB)
@pytest.mark.parametrize(("cid", "n"), [("BP02-CR03", 1), ("BP02-CR09", 2)])
@pytest.mark.parametrize("item", ["mine", "rivals", "none", "in_rest"])
def test_pinkie_pie_bp02_cr03(real, cid, n, item):
    # "[Appear] If there is an Item in your Adventure Area, flip 1 of your Rival's Scenes upside down."
    # 第二節 1.6.1, 第五節 1.5.1 (the condition, checked as it resolves), 第二節 3.0.0 (a worn item lies in its
    # wearer's slot of the adventure area), 第三節 5.1.2 (face down in the scene area). BP02-CR09 ("flip 2 of your Rival's Scenes
    # face down") shares the condition: the fix changed both.
    st = quiet()
    side = 1 if item == "rivals" else 0
    wearer = put(st, real, side, "FX01-C02", 1)
    if item in ("mine", "rivals"):
        add_scenes(st, side, 1)
        st.active = side
        st = act(
            st, Action("play", side, {"uid": st.table.add("FX01-I01", side, "hand").uid, "wearer": wearer})
        )
        st.active = 0
        assert board.item_of(st, wearer) is not None
        st.table.move(st.table.zone(side, "scenes")[0], "scene_deck", player=side)
    elif item == "in_rest":
        st.table.add("FX01-I01", 0, "rest")  # an Item, but not in the adventure area
    rival_up = add_scenes(st, 1, 3)
    rival_down = face_down(st, 1, 1)[0]
    st, _ = play(st, real, cid, slot=0)
    mine = st.table.zone(0, "scenes")
    if item != "mine":
        assert not st.pending and all(board.face_up(st.table.cards[u]) for u in rival_up)
        return
    assert (
        st.pending[0].player == 0
        and opts(st) == set(rival_up)
        and st.pending[0].min == st.pending[0].max == n
    )
    assert rival_down not in opts(st) and not set(mine) & opts(st)
    st = choose(st, *[str(u) for u in rival_up[:n]])
    assert [board.face_up(st.table.cards[u]) for u in rival_up] == [False] * n + [True] * (3 - n)
    assert all(board.face_up(st.table.cards[u]) for u in mine)


@needs(DB)
def test_fluttershy_sd01_cr02(real):
    # "[Appear] Choose 1 Character with Cost of Force of Harmony 2 or less in your Retirement Area, move it to
    # Adventure Area." 第二節 1.6.1, 第二節 1.5.0 ("2 or less" includes 2); 第二節 1.6.1: a character moved to
    # the adventure area by an effect uses its own [Appear] (FX01-C03's)
    st = quiet()
    two = st.table.add("FX01-C03", 0, "rest").uid  # cost 2, [Appear] +2 to one of my characters
    one = st.table.add("FX01-C01", 0, "rest").uid  # cost 1
    three = st.table.add("FX01-C06", 0, "rest").uid  # cost 3
    st.table.add("FX01-E01", 0, "rest")  # an Event, cost 1
    theirs = st.table.add("FX01-C02", 1, "rest").uid
    st, fl = play(st, real, "SD01-CR02", slot=0)
    assert st.pending[0].player == 0 and opts(st) == {two, one} and st.pending[0].max == 1
    assert three not in opts(st) and theirs not in opts(st)
    st = choose(st, str(two))
    while st.pending and st.pending[0].kind == "slot":
        st = choose(st, st.pending[0].options[0].id)
    assert st.table.cards[two].zone == "adventure" and st.table.cards[two].controller == 0
    assert st.table.cards[one].zone == "rest"
    # FX01-C03's [Appear]: choose 1 Character in your Adventure Area
    assert st.pending and st.pending[0].player == 0 and opts(st) == {fl, two}
    st = choose(st, str(fl))
    assert mods(st, fl) == [(2, "this_turn")]


@needs(DB)
@pytest.mark.parametrize(("cid", "stage", "n"), [("BP02-C25", 1, 1), ("SD01A-C07", 2, 2)])
def test_lesson_zero_and_searching_for_elements_of_harmony(real, cid, stage, n):
    # Story: "When promoted to this stage, draw N card(s), discard 1 card." 第四節 4.4.1, 第六節 1.0.0 then 2.0.0
    st = quiet()
    put(st, real, 0, "FX01-C02", stage - 1)
    before = set(st.table.zone(0, "hand"))
    top = st.table.zone(0, "deck")[:n]
    st = choose(advance(st, real, stage, cid), "advance")
    assert st.stage[0] == stage
    assert all(st.table.cards[u].zone == "hand" for u in top)
    assert st.pending[0].kind == "discard" and st.pending[0].player == 0 and opts(st) == before | set(top)
    assert st.pending[0].min == st.pending[0].max == 1
    st = choose(st, str(top[0]))
    assert st.table.cards[top[0]].zone == "rest" and len(st.table.zone(0, "hand")) == len(before) + n - 1


@needs(DB)
def test_rainbow_dash_bp02_cr05(real):
    # "[Adventure] When this Character interrupts your Rival's Plan, choose 1 ｢Pegasus｣ to get +2 Inspiration
    # until the end of turn." 第四節 4.4.2 (disrupting), 第二節 1.6.4a (a triggered effect); no area: any Pegasus in play
    st = quiet()
    rd = put(st, real, 0, "BP02-CR05", 0)  # facing an empty slot
    peg = put(st, real, 0, "FX01-C02", 1)  # a Pegasus, also facing an empty slot
    earth = put(st, real, 0, "FX01-C03", 2)  # in contact with the rival's Pegasus
    rival_peg = put(st, real, 1, "FX01-C05", 2)
    st = end_main(st)
    assert st.pending[0].kind == "column_action"
    col = st.pending[0]
    events, st2 = this_turn(st, "disrupt")
    # the first column to act decides whether it is her
    seen_prompt = []
    while st2.pending and st2.turn == st.turn:
        pend = st2.pending[0]
        if pend.kind == "target":
            seen_prompt.append((pend.player, {int(o.id) for o in pend.options if o.id.isdigit()}))
            more, st2 = this_turn(st2, str(peg))
        else:
            more, st2 = this_turn(
                st2, "disrupt" if any(o.id == "disrupt" for o in pend.options) else pend.options[0].id
            )
        events += more
    assert col is not None
    assert len(seen_prompt) == 1  # once: only her disruption triggers it, not the other column's
    assert seen_prompt[0] == (0, {rd, peg, rival_peg}) and earth not in seen_prompt[0][1]
    assert len(raised(events, peg)) == 1 and "+2 until the end of the turn" in raised(events, peg)[0]


@needs(DB)
@pytest.mark.parametrize("who", ["owner", "disrupter", "tapped"])
def test_applejack_bp02_c07(real, who):
    # "[Pre-plan] If there is any untapped Scene in your Scene Area, move this card to the Adventure Area."
    # 第二節 1.6.3, 第六節 5.2.0 (the plan's owner: "your" is the owner's side), 第三節 3.2.0
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    plan = set_plan(st, real, 1, 0, "BP02-C07")
    scenes = add_scenes(st, 0 if who == "disrupter" else 1, 1)
    st.table.cards[scenes[0]].tapped = who == "tapped"
    st = passes(choose(end_main(st), "disrupt"))
    if who == "owner":
        assert st.pending[0].kind == "slot" and st.pending[0].player == 1
        st = choose(st, st.pending[0].options[0].id)
        assert st.table.cards[plan].zone == "adventure" and st.table.cards[plan].controller == 1
    else:
        assert st.table.cards[plan].zone == "rest"


@needs(DB)
@pytest.mark.parametrize("tapped", ["mine", "rivals"])
def test_messy_henhouse(real, tapped):
    # "Only use when there is any tapped Character in your Adventure Area. Draw 2 cards." 第二節 2.0.0,
    # 第五節 1.5.0 (a use condition: the card cannot be played without it), 第六節 1.0.0
    st = quiet()
    mine = put(st, real, 0, "FX01-C02", 0)
    rival = put(st, real, 1, "FX01-C02", 0)
    st.table.cards[mine if tapped == "mine" else rival].tapped = True
    add_scenes(st, 0, real["BP01-SPR14"]["harmony"])
    ev = hand(st, real, 0, "BP01-SPR14")
    if tapped == "rivals":
        with pytest.raises(RulesError):
            act(st, Action("play", 0, {"uid": ev}))
        return
    top = st.table.zone(0, "deck")[:3]
    st = act(st, Action("play", 0, {"uid": ev}))
    assert [st.table.cards[u].zone for u in top] == ["hand", "hand", "deck"] and st.table.cards[
        ev
    ].zone == "rest"


@needs(DB)
def test_rainbow_dash_bp01_cr11(real):
    # "[Adventure] [Tap] Choose 1 other 「Pegasus」 in your Adventure Area, it gets +2 Inspiration until the end of
    # turn." 第二節 1.6.4c (cost: tap), 第五節 1.5.3 ("other")
    st = quiet()
    rd = put(st, real, 0, "BP01-CR11", 0)
    peg = put(st, real, 0, "FX01-C02", 1)
    earth = put(st, real, 0, "FX01-C03", 2)
    rival_peg = put(st, real, 1, "FX01-C02", 0)
    st = act(st, Action("activate", 0, {"uid": rd, "ability": 0}))
    assert st.table.cards[rd].tapped
    if st.pending:
        assert opts(st) == {peg} and earth not in opts(st) and rival_peg not in opts(st)
        st = choose(st, str(peg))
    assert mods(st, peg) == [(2, "this_turn")] and not mods(st, rd)
    with pytest.raises(RulesError):
        act(st, Action("activate", 0, {"uid": rd, "ability": 0}))


@needs(DB)
def test_demolition_of_the_old_barn(real):
    # "Flip one of your Scenes face down, choose 1 Character to get +3 Inspiration until the end of turn."
    # 第三節 5.1.2 (your face-up scene), no area named for the Character: any in play (the first audit's call)
    st = quiet()
    mine = put(st, real, 0, "FX01-C02", 0)
    rival = put(st, real, 1, "FX01-C03", 0)
    rival_scene = add_scenes(st, 1, 1)[0]
    down = face_down(st, 0, 1)[0]
    st, _ = play(st, real, "BP02-SPR10")
    ups = [u for u in st.table.zone(0, "scenes") if u != down]
    assert (
        st.pending[0].player == 0
        and opts(st) == set(ups)
        and rival_scene not in opts(st)
        and down not in opts(st)
    )
    st = choose(st, str(ups[0]))
    assert not board.face_up(st.table.cards[ups[0]]) and board.face_up(st.table.cards[ups[1]])
    assert opts(st) == {mine, rival} and st.pending[0].max == 1
    st = choose(st, str(rival))
    assert mods(st, rival) == [(3, "this_turn")] and not mods(st, mine)


@needs(DB)
@pytest.mark.parametrize(("cid", "delta"), [("BP01-SPR08", -1)])
def test_pillow_fight(real, cid, delta):
    # "Choose 1 Character in Rival's Adventure Area, it gets -1 Inspiration until the end of turn." 第二節 2.0.0
    st = quiet()
    mine = put(st, real, 0, "FX01-C02", 0)
    rivals = [put(st, real, 1, "FX01-C02", 0), put(st, real, 1, "FX01-C08", 1)]
    st, _ = play(st, real, cid)
    assert (
        st.pending[0].player == 0
        and opts(st) == set(rivals)
        and mine not in opts(st)
        and st.pending[0].max == 1
    )
    st = choose(st, str(rivals[1]))
    assert mods(st, rivals[1]) == [(delta, "this_turn")] and not mods(st, rivals[0])


@needs(DB)
def test_rainbow_dash_bp01_u09(real):
    # "[Adventure] While there is no other Character in your Adventure Area, this Character gets +2 Inspiration."
    # 第五節 1.2.0 (continuous), 第五節 1.5.3 ("other")
    st = quiet()
    rd = put(st, real, 0, "BP01-U09", 0)  # idea 5
    put(st, real, 1, "FX01-C02", 0)  # the rival's do not matter
    assert board.idea(st, rd) == 7
    st.active = 1
    assert board.idea(st, rd) == 7  # in either turn
    other = put(st, real, 0, "FX01-C02", 1)
    assert board.idea(st, rd) == 5
    st.table.move(other, "rest", player=0)
    assert board.idea(st, rd) == 7


@needs(DB)
def test_feeling_pinkie_keen(real):
    # Story Ⅱ: "When promoted to this stage, choose 1 Character in Rival's Adventure Area, it gets -2
    # Inspiration until the end of turn." 第四節 4.4.1
    st = quiet()
    me = put(st, real, 0, "FX01-C02", 1)
    rivals = [put(st, real, 1, "FX01-C03", 0), put(st, real, 1, "FX01-C08", 2)]
    st = choose(advance(st, real, 2, "SD01C-C07"), "advance")
    assert st.stage[0] == 2
    assert (
        st.pending[0].player == 0
        and opts(st) == set(rivals)
        and me not in opts(st)
        and st.pending[0].max == 1
    )
    events, st = this_turn(st, str(rivals[1]))
    assert (
        len(raised(events, rivals[1])) == 1 and "-2 until the end of the turn" in raised(events, rivals[1])[0]
    )
    assert not raised(events, rivals[0]) and not st.modifiers


@needs(DB)
@pytest.mark.parametrize("cards", [3, 0])
def test_discord_bp02_u17(real, cards):
    # "[Farewell] Send 1 random card from Rival's Hand to their Retirement Area." 第二節 1.6.2 (お別れ by
    # interaction), 第六節 2.0.0 (discard; random: nobody chooses)
    st = quiet()
    dc, _ = contact(st, real, "BP02-U17")  # idea 4 against 7
    for u in list(st.table.zone(1, "hand")):
        st.table.move(u, "deck", player=1)
    rival_hand = [st.table.add("FX01-C02", 1, "hand").uid for _ in range(cards)]
    my_hand = set(st.table.zone(0, "hand"))
    rest = len(st.table.zone(1, "rest"))
    st = passes(end_main(st))
    assert st.table.cards[dc].zone in ("processing", "rest")
    assert not (st.pending and st.pending[0].kind in ("discard", "target"))
    assert set(st.table.zone(0, "hand")) >= my_hand
    assert sum(st.table.cards[u].zone == "rest" for u in rival_hand) == min(cards, 1)
    assert sum(st.table.cards[u].zone == "hand" for u in rival_hand) == max(cards - 1, 0)
    assert len(st.table.zone(1, "rest")) >= rest + min(cards, 1)


@needs(DB)
def test_fluttershy_bp02_gr08(real):
    # "[Adventure] Whenever a ｢Pet｣ leaves the Adventure Area, this Character gets +1 Inspiration until the end
    # of turn." 第二節 1.6.4a (each time); no owner printed: either player's Pet (the lead's call)
    st = quiet()
    fl = put(st, real, 0, "BP02-GR08", 0)
    my_pet = put(st, real, 0, "FX01-C04", 1)  # idea 1
    rival_pet = put(st, real, 1, "FX01-C04", 1)
    rival_other = put(st, real, 1, "FX01-C09", 2)  # idea 2, not a Pet
    add_scenes(st, 0, 4)
    for target in (rival_other, rival_pet):
        st = gust(st, real, 0, target)
    assert mods(st, fl) == [(1, "this_turn")]  # the Pet, not the other
    add_scenes(st, 1, 2)
    st.active = 1
    st = gust(st, real, 1, my_pet)  # my own Pet, in the rival's turn
    assert sorted(mods(st, fl)) == [(1, "this_turn"), (1, "this_turn")]


@needs(DB)
def test_scootaloo_bp02_c17(real):
    # "[Adventure] This Character gets +1 Inspiration for each ｢Apple Bloom｣ and ｢Sweetie Belle｣ in your
    # Adventure Area." 第五節 1.2.0, 第二節 1.4.0
    st = quiet()
    sc = put(st, real, 0, "BP02-C17", 0)  # idea 4
    assert board.idea(st, sc) == 4
    put(st, real, 0, APPLE_BLOOM, 1)
    assert board.idea(st, sc) == 5
    put(st, real, 1, SWEETIE_BELLE, 0)  # the rival's do not count
    put(st, real, 1, APPLE_BLOOM, 1)
    assert board.idea(st, sc) == 5
    put(st, real, 0, SWEETIE_BELLE, 2)
    assert board.idea(st, sc) == 6


@needs(DB)
def test_todays_homework(real):
    # 'Only adorn 「Twilight Sparkle」 or 「Spike」. Adorned Character gains "[Adventure] [Tap] Draw 1 card."'
    # 第五節 3.2.2, 第二節 3.5.0, 第二節 1.6.4c
    st = quiet()
    add_scenes(st, 0, 2 * real["SD01-SPR08"]["harmony"])
    tw = put(st, real, 0, TWILIGHT, 0)
    spike = put(st, real, 0, SPIKE, 1)
    other = put(st, real, 0, "FX01-C09", 2)
    items = [hand(st, real, 0, "SD01-SPR08") for _ in range(2)]
    with pytest.raises(RulesError):
        act(st, Action("play", 0, {"uid": items[0], "wearer": other}))
    with pytest.raises(RulesError):
        act(st, Action("activate", 0, {"uid": tw, "ability": GRANTED}))
    st = act(st, Action("play", 0, {"uid": items[0], "wearer": tw}))
    st = act(st, Action("play", 0, {"uid": items[1], "wearer": spike}))
    top = st.table.zone(0, "deck")[:2]
    st = act(st, Action("activate", 0, {"uid": tw, "ability": GRANTED}))
    assert st.table.cards[tw].tapped and [st.table.cards[u].zone for u in top] == ["hand", "deck"]
    assert not st.pending
    with pytest.raises(RulesError):
        act(st, Action("activate", 0, {"uid": tw, "ability": GRANTED}))
    st = act(st, Action("activate", 0, {"uid": spike, "ability": GRANTED}))
    assert st.table.cards[top[1]].zone == "hand"


@needs(DB)
def test_fluttershy_bp01_c04(real):
    # "[Adventure] While there are 5 or more Scenes in your Scene Area, this Character gets +2 Inspiration in
    # your turn." 第五節 1.2.0, both conditions; a face-down scene is still a scene in the area (第二節 4.5.2a)
    st = quiet()
    fl = put(st, real, 0, "BP01-C04", 0)  # idea 4
    add_scenes(st, 1, 5)  # the rival's do not count
    add_scenes(st, 0, 3)
    face_down(st, 0, 1)
    assert board.idea(st, fl) == 4
    face_down(st, 0, 1)
    assert board.idea(st, fl) == 6
    st.active = 1
    assert board.idea(st, fl) == 4


@needs(DB)
@pytest.mark.parametrize(("owners", "rival"), [(2, 0), (1, 1), (1, 0)])
def test_fluttershy_bp02_c03(real, owners, rival):
    # "[Pre-plan] If there are 2 or more ｢Pet｣ cards in the Retirement Area, move this card to the Adventure
    # Area." 第二節 1.6.3, 第六節 5.2.0; no owner printed: both rest areas count (the lead's call)
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    plan = set_plan(st, real, 1, 0, "BP02-C03")
    for _ in range(owners):
        st.table.add("FX01-C04", 1, "rest")
    for _ in range(rival):
        st.table.add("FX01-C13", 0, "rest")
    st.table.add("FX01-C02", 1, "rest")  # not a Pet
    st = choose(end_main(st), "disrupt")
    if owners + rival >= 2:
        assert st.pending[0].kind == "slot" and st.pending[0].player == 1
        st = choose(st, st.pending[0].options[0].id)
        assert st.table.cards[plan].zone == "adventure" and st.table.cards[plan].controller == 1
    else:
        assert st.table.cards[plan].zone == "rest"


@needs(DB)
def test_angel_sd01b_sr02(real):
    # "[Adventure] While there is any 「Fluttershy」 in your Adventure Area, this Character gets +2 Inspiration in
    # your turn." 第五節 1.2.0, both conditions
    st = quiet()
    an = put(st, real, 0, "SD01B-SR02", 0)  # idea 1
    put(st, real, 1, FLUTTERSHY, 0)  # the rival's does not count
    assert board.idea(st, an) == 1
    put(st, real, 0, FLUTTERSHY, 1)
    assert board.idea(st, an) == 3
    st.active = 1
    assert board.idea(st, an) == 1


@needs(DB)
def test_gummy_sd01c_u04(real):
    # "[Adventure] While in your turn, this Character gets +2 Inspiration." 第五節 1.2.0
    st = quiet()
    mine = put(st, real, 0, "SD01C-U04", 0)  # idea 4
    theirs = put(st, real, 1, "SD01C-U04", 0)
    assert [board.idea(st, u) for u in (mine, theirs)] == [6, 4]
    st.active = 1
    assert [board.idea(st, u) for u in (mine, theirs)] == [4, 6]


@needs(DB)
def test_rain_under_the_roof(real):
    # "All Characters in Rival's Adventure Area get -1 Inspiration until the end of turn." 第二節 2.0.0
    st = quiet()
    mine = put(st, real, 0, "FX01-C02", 0)
    rivals = [put(st, real, 1, "FX01-C02", 0), put(st, real, 1, "FX01-C08", 1)]
    st, ev = play(st, real, "BP01-SPR09")
    assert (
        not st.pending and [mods(st, u) for u in rivals] == [[(-1, "this_turn")]] * 2 and not mods(st, mine)
    )
    assert st.table.cards[ev].zone == "rest"
    late = put(st, real, 1, "FX01-C03", 2)  # not in the area when it resolved
    assert not mods(st, late)


@needs(DB)
@pytest.mark.parametrize("earth", ["mine", "rivals"])
def test_silver_spoon(real, earth):
    # "While there is any 「Earth Pony」 in your Adventure Area, this Character gets -1 Cost of Force of Harmony
    # when played from Hand." 第二節 1.5.0 (cost), 第三節 2.0.0 (paying with scenes)
    st = quiet()
    put(st, real, 0 if earth == "mine" else 1, "FX01-C03", 1)
    scenes = add_scenes(st, 0, 7)
    ss = hand(st, real, 0, "BP01-C23")  # cost 7
    if earth == "rivals":
        with pytest.raises(RulesError):
            act(st, Action("play", 0, {"uid": ss, "slot": 0, "scenes": scenes[:6]}))
        st = act(st, Action("play", 0, {"uid": ss, "slot": 0, "scenes": scenes}))
        assert st.table.cards[ss].zone == "adventure"
        return
    st = act(st, Action("play", 0, {"uid": ss, "slot": 0, "scenes": scenes[:6]}))
    assert st.table.cards[ss].zone == "adventure" and not st.table.cards[scenes[6]].tapped


@needs(DB)
def test_search_the_library(real):
    # "Draw 2 cards." 第六節 1.0.0
    st = quiet()
    top = st.table.zone(0, "deck")[:3]
    st, ev = play(st, real, "SD01A-SPR02")
    assert [st.table.cards[u].zone for u in top] == ["hand", "hand", "deck"] and st.table.cards[
        ev
    ].zone == "rest"


@needs(DB)
def test_sweet_and_elite(real):
    # Story Ⅳ: "When promoted to this stage, you win the game." 第一節 4.1.0, 4.1.1
    st = quiet()
    put(st, real, 0, "FX01-C02", 0)
    st = choose(advance(st, real, 4, "BP02-C48"), "advance")
    assert st.result is not None and st.result.winners == [0]


@needs(DB)
@pytest.mark.parametrize(("top", "wanted"), [("FX01-C02", 2), ("FX01-C03", 0), ("BP02-SPR20", 1)])
def test_picnic_day(real, top, wanted):
    # "Draw 1 card, then draw cards equal to the number of cards in your Retirement Area with the same name
    # as the card you drew." 第六節 1.0.0; the rival's rest area does not count; Picnic Day itself goes to the
    # rest area only as the last step of its resolution (第四節 3.3.1): a second Picnic Day drawn counts
    # only the one already there
    st = quiet()
    use(st, real, "BP02-SPR20")
    st.table.add("BP02-SPR20", 0, "rest")
    for _ in range(2):
        st.table.add("FX01-C02", 0, "rest")
    st.table.add("FX01-C03", 1, "rest")
    st.table.add("FX01-C05", 0, "rest")  # another Pegasus, another name
    add_scenes(st, 0, real["BP02-SPR20"]["harmony"])
    ev = hand(st, real, 0, "BP02-SPR20")
    first_card = stack(st, 0, top)[0]
    deck = st.table.zone(0, "deck")[: 1 + wanted + 1]
    st = act(st, Action("play", 0, {"uid": ev}))
    assert st.table.cards[first_card].zone == "hand"
    assert [st.table.cards[u].zone for u in deck] == ["hand"] * (1 + wanted) + ["deck"]


@needs(DB)
def test_smarty_pants(real):
    # "Adorned Character gets -1 Inspiration, all of your other Characters get +1 Inspiration." 第二節 3.5.0
    st = quiet()
    wearer = put(st, real, 0, "FX01-C02", 0)  # idea 3
    others = [put(st, real, 0, "FX01-C03", 1), put(st, real, 0, "FX01-C05", 2)]  # 2, 5
    rival = put(st, real, 1, "FX01-C02", 0)
    st, item = play(st, real, "BP02-SPR22", wearer=wearer)
    assert board.item_of(st, wearer) == item
    assert [board.idea(st, u) for u in (wearer, *others, rival)] == [2, 3, 6, 3]
    st.active = 1
    assert [board.idea(st, u) for u in (wearer, *others, rival)] == [2, 3, 6, 3]


@needs(DB)
def test_rarity_sd01f_sr01(real):
    # "[Farewell] Choose 1 Event or Item in your Retirement Area, add it to Hand." 第二節 1.6.2
    st = quiet()
    ra, _ = contact(st, real, "SD01F-SR01")  # idea 4 against 7
    ev = st.table.add("FX01-E02", 0, "rest").uid
    it = st.table.add("FX01-I02", 0, "rest").uid
    ch = st.table.add("FX01-C02", 0, "rest").uid
    theirs = st.table.add("FX01-E01", 1, "rest").uid
    st = passes(end_main(st))
    assert st.table.cards[ra].zone in ("processing", "rest")
    assert st.pending[0].player == 0 and opts(st) == {ev, it} and st.pending[0].max == 1
    assert ch not in opts(st) and theirs not in opts(st)
    st = choose(st, str(it))
    assert st.table.cards[it].zone == "hand" and st.table.cards[ev].zone == "rest"


@needs(DB)
@pytest.mark.parametrize("other", ["mine", "rivals", "none"])
def test_spike_bp02_c13(real, other):
    # "[Farewell] If there is any ｢Spike｣ in your Retirement Area, turn the top card of your Deck into a Plan."
    # 第二節 1.6.2, 第六節 14.1.2 (the leaving character waits in the processing area while its お別れ resolves:
    # it is not itself in the retirement area), 第六節 4.1.0
    st = quiet()
    sp, _ = contact(st, real, "BP02-C13")  # idea 1 against 7
    if other != "none":
        use(st, real, SPIKE)
        st.table.add(SPIKE, 0 if other == "mine" else 1, "rest")
    for u in list(st.table.zone(0, "plans")):
        st.table.move(u, "deck", player=0)
        st.table.cards[u].flags = {}
    top = st.table.zone(0, "deck")[0]
    st = passes(end_main(st))
    assert st.table.cards[sp].zone in ("processing", "rest")
    if other == "mine":
        assert st.table.cards[top].zone == "plans" and st.table.cards[top].controller == 0
    else:
        assert st.table.cards[top].zone != "plans" and not st.table.zone(0, "plans")


@needs(DB)
def test_field_reference(real):
    # "Choose 1 「Twilight Sparkle」 in your Adventure Area, it gets +2 Inspiration until the end of turn."
    st = quiet()
    tws = [put(st, real, 0, TWILIGHT, 0), put(st, real, 0, TWILIGHT_B, 1)]
    put(st, real, 0, "FX01-C09", 2)  # a Unicorn, not Twilight
    rival = put(st, real, 1, TWILIGHT, 0)
    st, _ = play(st, real, "SD01A-SPR01")
    assert (
        st.pending[0].player == 0
        and opts(st) == set(tws)
        and rival not in opts(st)
        and st.pending[0].max == 1
    )
    st = choose(st, str(tws[1]))
    assert mods(st, tws[1]) == [(2, "this_turn")] and not mods(st, tws[0])


@needs(DB)
def test_fluttershy_sd01_cr02_with_a_full_area(real):
    # 第三節 3.3.0: with every slot of the adventure area taken no character can be moved into it; the choice
    # is made (第五節 2.1.1a: as much as possible) and the card stays in the rest area
    st = quiet()
    two = st.table.add("FX01-C02", 0, "rest").uid
    put(st, real, 0, "FX01-C03", 1)
    put(st, real, 0, "FX01-C03", 2)
    st, _ = play(st, real, "SD01-CR02", slot=0)
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, str(two))
    assert st.table.cards[two].zone == "rest" and not (st.pending and st.pending[0].kind == "slot")
    assert len(st.table.zone(0, "adventure")) == 3


# --- the fixed wording ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("there is an Item in your Adventure Area", "items"),  # a worn item (第二節 3.0.0)
        ("there are 2 or more Items in your Retirement Area", "rest"),
        ("there is any Character adorned with Item in your Adventure Area", "adventure"),
    ],
)
def test_an_item_in_the_adventure_area_is_a_worn_item(text, zone):
    assert compiler.parse_cond(text)["count"]["zone"] == zone


@needs(DB)
def test_the_cards_sharing_the_fixed_wording(real):
    # the whole pool compiled before and after the fix: only these two compiled shapes changed
    found = sorted(
        cid for cid, d in real.items() if "an Item in your Adventure Area" in str(d.get("text") or "")
    )
    assert found == ["BP02-CR03", "BP02-CR09"] and all(compiler.is_automated(real[c]) for c in found)
