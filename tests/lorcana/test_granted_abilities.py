"""Issue 16: quoted abilities one card gives others (engine.lorcana.cards.templates_granted_abilities,
engine.lorcana.granted_abilities), each proven by playing the real card (registry data) in an engine
game: the gained ability shows up in the legal actions of the cards that have it (activated) or
triggers for them (triggered), pays its cost, resolves as that card's ability (1.8.3), and stops
when the grant ends (its source leaves play or its "while" stops holding, 7.6.4; "this turn", 7.6.3)."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.lorcana.cards import compiler
from engine.lorcana.characteristics import abilities, keyword_value, stat
from engine.lorcana.game import ENGINE
from engine.lorcana.ink_drops import drops
from engine.lorcana.rules import R
from engine.lorcana.zones import banish
from tests.lorcana.helpers import FILLER, act, choose, custom, end_turn, ink_up, put, started
from tests.lorcana.test_clause_templates import card

GRANTING = {
    2: ["Cogsworth - Talking Clock", "Fairy Godmother - Mystic Armorer"],
    4: ["Bruno Madrigal - Out of the Shadows", 'Flotsam - Ursula\'s "Baby"'],
    5: ["Food Fight!", "Sherwood Forest - Outlaw Hideaway", "Bad-Anon - Villain Support Center"],
    8: ["Donald Duck - Coin Collector", "Walk the Plank!"],
    9: ["Dumbo - Ninth Wonder of the Universe"],
    10: [
        "The Great Illuminary - Abandoned Laboratory",
        "Megara - Secret Keeper",
        "Aladdin - Barreling Through",
    ],
    14: ["Bobby Zimuruski - Soundboard Whiz", "Mulan - Martial Arts Master"],
}


def char(cid: str, name: str, text: str = "", **kw) -> dict:
    return custom(cid, name, text, **kw)


def gained(st, uid: int) -> list:
    """The abilities ``uid`` has from other cards' grants."""
    return [a for a in abilities(st, uid) if getattr(a, "origin", None)]


def uses(st, uid: int, player: int = 0) -> list:
    """The legal "activate" actions of a gained ability of ``uid``."""
    own = {a.index for a in gained(st, uid)}
    return [
        a
        for a in ENGINE.legal_actions(st, player)
        if a.type == "activate" and a.args["uid"] == uid and a.args["ability"] in own
    ]


def hand_size(st, p: int = 0) -> int:
    return len(st.table.zone(p, "hand"))


def lose_challenge(st, attacker: int, player: int = 0):
    """``attacker`` challenges a big exerted opposing character and is banished in the challenge."""
    foe = put(st, char("BIG", "Big Foe", s=9, w=9), 1 - player, tapped=True)
    return act(st, "challenge", player, uid=attacker, target=foe)


@pytest.mark.parametrize("number,name", [(n, c) for n, cards in GRANTING.items() for c in cards])
def test_granting_card_is_automated(number: int, name: str):
    data = card(name)
    assert compiler.is_automated(data)
    assert any(
        any("grant" in s for s in a.static) or any(e.op == "grant_ability" for e in a.effects)
        for a in compiler.compile_card(data)
    )


# --- printed static grants of activated abilities (7.6.4: while the source is in play) ---------------


def test_cogsworth_gives_reckless_characters_exert_gain_lore():
    # Lorcana 7.6.1 / 7.6.4: "Your characters with Reckless gain “{E} — Gain 1 lore.”"
    st = started()
    cog = put(st, card("Cogsworth - Talking Clock"), 0)
    wild = put(st, char("R1", "Wild", "Reckless"), 0)
    calm = put(st, char("C1", "Calm"), 0)
    theirs = put(st, char("R2", "Their Wild", "Reckless"), 1)
    # only your Reckless characters
    assert uses(st, calm) == [] and gained(st, theirs) == [] and gained(st, cog) == []
    [use] = uses(st, wild)
    lore = st.lore[0]
    st = act(st, "activate", 0, **use.args)
    assert st.lore[0] == lore + 1 and st.table.cards[wild].tapped  # 7.5.3: the cost {E} is paid
    assert uses(st, wild) == []  # exerted: can't pay {E} again (4.3.8.2)
    st.table.cards[wild].tapped = False
    banish(st, [cog], R("9.4.1"), [])
    assert gained(st, wild) == []  # 7.6.4: Cogsworth left play, the ability is gone


def test_dumbo_gives_other_evasive_characters_his_ability():
    # Lorcana 7.6.4, 7.5.3: "{E}, 1 {I} — Draw a card and gain 1 lore." for your other Evasive characters
    st = started()
    dumbo = put(st, card("Dumbo - Ninth Wonder of the Universe"), 0)
    flyer = put(st, char("E1", "Flyer", "Evasive"), 0)
    walker = put(st, char("W1", "Walker"), 0)
    wet = put(st, char("E2", "Wet Flyer", "Evasive"), 0, dry=False)
    assert gained(st, dumbo) == [] and gained(st, walker) == []  # "other", "with Evasive"
    assert len(gained(st, wet)) == 1 and uses(st, wet) == []  # a drying character can't {E} (4.3.8.2)
    assert uses(st, flyer) == []  # no ink: 1 {I} can't be paid (7.5.3)
    ink_up(st, 0, 1)
    [use] = uses(st, flyer)
    hand, lore = hand_size(st), st.lore[0]
    st = act(st, "activate", 0, **use.args)
    assert hand_size(st) == hand + 1 and st.lore[0] == lore + 1
    assert st.table.cards[flyer].tapped and all(st.table.cards[u].tapped for u in st.table.zone(0, "inkwell"))
    banish(st, [dumbo], R("9.4.1"), [])
    assert gained(st, flyer) == [] and gained(st, wet) == []  # 7.6.4: the source left play


def test_aladdin_barreling_through_grants_only_with_a_card_under_him():
    # Lorcana 7.6.1: "While there's a card under this character, your characters with Reckless gain “{E} — Gain 1 lore.”"
    st = started()
    aladdin = put(st, card("Aladdin - Barreling Through"), 0)
    wild = put(st, char("R1", "Wild", "Reckless"), 0)
    assert gained(st, wild) == [] and gained(st, aladdin) == []  # nothing under him yet
    under = put(st, FILLER, 0, "under")
    st.table.cards[under].attached_to = aladdin
    assert len(uses(st, wild)) == 1 and len(uses(st, aladdin)) == 1  # he has Reckless himself
    lore = st.lore[0]
    st = act(st, "activate", 0, **uses(st, aladdin)[0].args)
    assert st.lore[0] == lore + 1  # Reckless can't quest, but the gained ability gains lore
    st.table.move(under, "discard")
    assert gained(st, wild) == []  # the condition stopped holding (7.6.1)


def test_bobby_zimuruski_gives_leaning_towers_an_ink_drop_ability():
    # Lorcana 7.6.4: "Your items named Leaning Tower of Cheese-a gain “{E}, 1 {I} — Get 1 ink drop.”"
    st = started()
    put(st, card("Bobby Zimuruski - Soundboard Whiz"), 0)
    tower = put(st, card("Leaning Tower of Cheese-a"), 0)
    other = put(st, custom("I1", "Other Item", card_type="Item"), 0)
    assert gained(st, other) == []
    ink_up(st, 0, 1)
    [use] = uses(st, tower)
    before = drops(st, 0)
    st = act(st, "activate", 0, **use.args)
    assert drops(st, 0) == before + 1 and st.table.cards[tower].tapped


def test_great_illuminary_gives_characters_here_exert_draw():
    # Lorcana 7.6.4 ("while here", 4.3.7): only characters at the location have it
    st = started()
    lab = put(st, card("The Great Illuminary - Abandoned Laboratory"), 0)
    here = put(st, char("H1", "Here"), 0)
    away = put(st, char("A1", "Away"), 0)
    st.table.cards[here].flags["at"] = lab
    assert gained(st, away) == [] and gained(st, lab) == []
    [use] = uses(st, here)
    hand = hand_size(st)
    st = act(st, "activate", 0, **use.args)
    assert hand_size(st) == hand + 1 and st.table.cards[here].tapped


def test_sherwood_forest_gives_ward_and_damage_ability_here_and_robin_hood_moves_free():
    # Lorcana 7.6.4 ("while here"), 10.12 Ward, 6.5.4 move cost
    st = started()
    forest = put(st, card("Sherwood Forest - Outlaw Hideaway"), 0)
    here = put(st, char("H1", "Here"), 0)
    robin = put(st, char("RH", "Robin Hood"), 0)
    hurt = put(st, char("F1", "Hurt Foe", w=5), 1, damage=1)
    fresh = put(st, char("F2", "Fresh Foe", w=5), 1)
    assert gained(st, robin) == [] and keyword_value(st, here, "Ward") is None
    with pytest.raises(RulesError):  # not named Robin Hood: the move cost 2 {I} can't be paid (4.3.7.4)
        act(st, "move", 0, uid=here, location=forest)
    st = act(st, "move", 0, uid=robin, location=forest)  # free: no ink at all (FOREST HOME)
    st.table.cards[here].flags["at"] = forest
    assert keyword_value(st, here, "Ward") is not None
    assert uses(st, here) == []  # 1 {I} can't be paid yet
    ink_up(st, 0, 1)
    [use] = uses(st, here)
    st = act(st, "activate", 0, **use.args)
    # "chosen damaged character": not the undamaged one
    assert {o.id for o in st.pending[0].options} == {str(hurt)}
    st = choose(st, [hurt])
    assert st.table.cards[hurt].damage == 3 and st.table.cards[fresh].damage == 0


def test_bad_anon_villains_here_play_a_same_name_character_free():
    # Lorcana 7.6.4 ("while here"), 4.3.4.10 (for free), 7.1.9 ("this character" is the one using it, 1.8.3)
    st = started()
    center = put(st, card("Bad-Anon - Villain Support Center"), 0)
    villain = put(st, char("V1", "Hades", classifications=["Storyborn", "Villain"]), 0)
    hero = put(st, char("H1", "Hercules", classifications=["Storyborn", "Hero"]), 0)
    st.table.cards[villain].flags["at"] = center
    st.table.cards[hero].flags["at"] = center
    assert gained(st, hero) == []  # not a Villain
    same = put(st, char("V2", "Hades", version="Other", cost=7), 0, "hand")
    put(st, char("X1", "Jafar", cost=1), 0, "hand")
    ink_up(st, 0, 2)
    assert uses(st, villain) == []  # 3 {I} can't be paid (7.5.3)
    ink_up(st, 0, 1)
    [use] = uses(st, villain)
    st = act(st, "activate", 0, **use.args)
    assert {o.id for o in st.pending[0].options} == {str(same)}  # only a character named Hades, from the hand
    st = choose(st, [same])
    assert st.table.cards[same].zone == "play" and st.table.cards[villain].tapped


# --- printed static grants of triggered abilities ------------------------------------------------------


def test_flotsam_gives_jetsam_return_to_hand_when_banished_in_a_challenge():
    # Lorcana 7.4 (the gained trigger), 8.4.4 (looked at before the card leaves play)
    st = started()
    put(st, card('Flotsam - Ursula\'s "Baby"'), 0)
    jetsam = put(st, char("J1", "Jetsam", s=1, w=1), 0)
    other = put(st, char("O1", "Other Eel", s=1, w=1), 0)
    st = lose_challenge(st, jetsam)
    assert st.table.cards[jetsam].zone == "hand"
    st = lose_challenge(st, other)
    assert st.table.cards[other].zone == "discard"  # not named Jetsam
    st = started()
    put(st, card('Flotsam - Ursula\'s "Baby"'), 0)
    jetsam = put(st, char("J1", "Jetsam", s=1, w=1), 0)
    banish(st, [jetsam], R("9.4.1"), [])  # banished, but not in a challenge: nothing triggers
    assert st.table.cards[jetsam].zone == "discard" and st.waiting == []


def test_megara_gains_discard_trigger_and_lore_only_with_a_card_under_her():
    # Lorcana 7.6.1, 7.4: "While there's a card under this character, she gets +1 {L} and gains “Whenever this
    # character is challenged, each opponent chooses and discards a card.”"
    st = started()
    meg = put(st, card("Megara - Secret Keeper"), 1, tapped=True)
    attacker = put(st, char("A1", "Attacker", s=1, w=9), 0)
    put(st, FILLER, 0, "hand")
    hand = hand_size(st, 0)
    assert stat(st, meg, "lore") == 1
    st = act(st, "challenge", 0, uid=attacker, target=meg)
    assert hand_size(st, 0) == hand  # no card under her: no trigger
    st = started()
    meg = put(st, card("Megara - Secret Keeper"), 1, tapped=True)
    under = put(st, FILLER, 1, "under")
    st.table.cards[under].attached_to = meg
    attacker = put(st, char("A1", "Attacker", s=1, w=9), 0)
    keep = put(st, FILLER, 0, "hand")
    assert stat(st, meg, "lore") == 2
    hand = hand_size(st, 0)
    st = act(st, "challenge", 0, uid=attacker, target=meg)
    # P1, the opponent of Megara's player, chooses the card to discard (8.3.4)
    assert st.pending[0].player == 0
    st = choose(st, [keep])
    assert hand_size(st, 0) == hand - 1 and st.table.cards[keep].zone == "discard"


# --- grants "this turn" from an action or a triggered ability (7.6.3) ---------------------------------


def test_food_fight_gives_characters_in_play_a_damage_ability_this_turn():
    # Lorcana 7.6.3: only characters in play as it resolves; gone at the end of the turn
    st = started()
    mine = put(st, char("M1", "Mine"), 0)
    foe = put(st, char("F1", "Foe", w=5), 1)
    ink_up(st, 0, 2)
    fight = put(st, card("Food Fight!"), 0, "hand")
    st = act(st, "play", 0, uid=fight, mode="ink")
    late = put(st, char("L1", "Late"), 0)
    assert gained(st, late) == [] and gained(st, foe) == []  # played later / not yours
    [use] = uses(st, mine)
    st = act(st, "activate", 0, **use.args)
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 1
    # 1 {I} for the action, 1 {I} for the ability
    assert all(st.table.cards[u].tapped for u in st.table.zone(0, "inkwell"))
    st.table.cards[mine].tapped = False
    st = end_turn(st)
    assert gained(st, mine) == []  # "this turn" ended


def test_walk_the_plank_lets_pirates_banish_a_damaged_character():
    # Lorcana 7.6.3: "Your Pirate characters gain “{E} — Banish chosen damaged character” this turn."
    st = started()
    pirate = put(st, char("P1", "Pirate", classifications=["Storyborn", "Pirate"]), 0)
    landlubber = put(st, char("N1", "Landlubber"), 0)
    hurt = put(st, char("F1", "Hurt Foe", w=5), 1, damage=1)
    fresh = put(st, char("F2", "Fresh Foe", w=5), 1)
    ink_up(st, 0, 3)
    plank = put(st, card("Walk the Plank!"), 0, "hand")
    st = act(st, "play", 0, uid=plank, mode="ink")
    assert gained(st, landlubber) == []
    [use] = uses(st, pirate)
    st = act(st, "activate", 0, **use.args)
    assert {o.id for o in st.pending[0].options} == {str(hurt)}  # "damaged": not the undamaged one
    st = choose(st, [hurt])
    assert st.table.cards[hurt].zone == "discard" and st.table.cards[fresh].zone == "play"


def test_donald_duck_coin_collector_costs_less_per_piggy_bank_and_gives_draw():
    # Lorcana 4.3.4.5 (cost decrease read in the hand, 7.6.5), 7.6.3 ("your other characters … this turn")
    st = started()
    put(st, card("The Nephews' Piggy Bank"), 0)
    put(st, card("The Nephews' Piggy Bank"), 0)
    other = put(st, char("O1", "Other"), 0)
    ink_up(st, 0, 4)  # 8 - 2 × 2
    donald = put(st, card("Donald Duck - Coin Collector"), 0, "hand")
    st = act(st, "play", 0, uid=donald, mode="ink")
    assert st.table.cards[donald].zone == "play"
    assert gained(st, donald) == []  # "other"
    [use] = uses(st, other)
    hand = hand_size(st)
    st = act(st, "activate", 0, **use.args)
    assert hand_size(st) == hand + 1
    st = started()
    ink_up(st, 0, 7)
    donald = put(st, card("Donald Duck - Coin Collector"), 0, "hand")
    with pytest.raises(RulesError):  # no Piggy Bank: 8 {I}
        act(st, "play", 0, uid=donald, mode="ink")


def test_fairy_godmother_mystic_armorer_characters_return_when_banished_in_a_challenge_this_turn():
    # Lorcana 7.6.3: the characters in play when she quests; Challenger +3 too (10.3)
    st = started()
    fairy = put(st, card("Fairy Godmother - Mystic Armorer"), 0)
    mine = put(st, char("M1", "Mine", s=1, w=1), 0)
    st = act(st, "quest", 0, uid=fairy)
    assert keyword_value(st, mine, "Challenger") == 3
    late = put(st, char("L1", "Late", s=1, w=1), 0)
    st = lose_challenge(st, mine)
    assert st.table.cards[mine].zone == "hand"
    st = lose_challenge(st, late)
    assert st.table.cards[late].zone == "discard"  # played after the ability resolved (7.6.3)


def test_fairy_godmother_grant_ends_with_the_turn():
    # Lorcana 7.6.3: a grant "this turn" ends with the turn
    st = started()
    fairy = put(st, card("Fairy Godmother - Mystic Armorer"), 0)
    mine = put(st, char("M1", "Mine", s=1, w=1), 0)
    st = act(st, "quest", 0, uid=fairy)
    assert gained(st, mine)
    st = end_turn(st)
    assert gained(st, mine) == []


def test_bruno_madrigal_chosen_character_may_return_when_banished_in_a_challenge():
    # Lorcana 7.1.3 ("you may"), 1.8.3 (the gained ability is its card's: its player decides)
    for answer, zone in (("yes", "hand"), ("no", "discard")):
        st = started()
        mine = put(st, char("M1", "Mine", s=1, w=1), 0)
        other = put(st, char("O1", "Other", s=1, w=1), 0)
        ink_up(st, 0, 5)
        bruno = put(st, card("Bruno Madrigal - Out of the Shadows"), 0, "hand")
        st = act(st, "play", 0, uid=bruno, mode="ink")
        st = choose(st, [mine])
        st = lose_challenge(st, mine)
        assert st.pending and st.pending[0].kind == "may"
        st = choose(st, [answer])
        assert st.table.cards[mine].zone == zone
    st = lose_challenge(st, other)
    assert st.table.cards[other].zone == "discard" and not st.pending  # not chosen


def test_mulan_martial_arts_master_chosen_character_draws_when_it_challenges():
    # Lorcana 7.1.9 (the same chosen character gets +2 {S} and the ability), 7.6.3 (this turn)
    st = started()
    mine = put(st, char("M1", "Mine", s=1, w=5), 0)
    ink_up(st, 0, 4)
    mulan = put(st, card("Mulan - Martial Arts Master"), 0, "hand")
    st = act(st, "play", 0, uid=mulan, mode="ink")
    st = choose(st, [mine])
    assert stat(st, mine, "strength") == 3
    foe = put(st, char("F1", "Foe", s=0, w=9), 1, tapped=True)
    hand = hand_size(st)
    st = act(st, "challenge", 0, uid=mine, target=foe)
    assert hand_size(st) == hand + 1
    st = end_turn(st)
    assert gained(st, mine) == []


def test_bruno_madrigal_opposing_chosen_character_is_its_players_to_return():
    # Lorcana 1.8.3: a gained ability is its card's; "you may" is asked of that card's player
    st = started()
    theirs = put(st, char("T1", "Theirs", s=1, w=1), 1, tapped=True)
    attacker = put(st, char("A1", "Attacker", s=5, w=9), 0)
    ink_up(st, 0, 5)
    bruno = put(st, card("Bruno Madrigal - Out of the Shadows"), 0, "hand")
    st = act(st, "play", 0, uid=bruno, mode="ink")
    st = choose(st, [theirs])
    st = act(st, "challenge", 0, uid=attacker, target=theirs)
    assert st.pending[0].kind == "may" and st.pending[0].player == 1
    st = choose(st, ["yes"])
    assert st.table.cards[theirs].zone == "hand" and st.table.cards[theirs].owner == 1
