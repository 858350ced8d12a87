"""Issue 16, sets 2–9: the long tail scripted per card (engine/lorcana/cards/scripts/set02.toml …
set09.toml), each card played in an engine game with its real data (the pinned wheel) and every
clause checked, plus a case where the ability must not happen; and the refusal of an activated
ability whose named-card cost is not named (engine/lorcana/chosen_costs.py)."""

from __future__ import annotations

import pytest

from engine.core.cards import CardPool
from engine.core.rules import RulesError
from engine.lorcana import game
from engine.lorcana.cards import compiler
from engine.lorcana.cards.importers import import_cards
from engine.lorcana.characteristics import abilities, has, keyword_value, stat
from tests.lorcana.helpers import ENGINE, act, choose, custom, end_turn, ink_up, put, started
from tests.lorcana.real import registry_cards
from tests.lorcana.test_clause_templates import action, card, char, ready_ink, song

SCRIPTED = {
    2: ["Peter Pan's Shadow - Not Sewn On", "Nick Wilde - Wily Fox", "Basil - Great Mouse Detective", "Snow White - Unexpected Houseguest",
        "Falling Down the Rabbit Hole", "Winnie the Pooh - Having a Think", "Last Stand",
        "Christopher Robin - Adventurer"],
    3: ["I Will Find My Way", "Jolly Roger - Hook's Ship", "The Sorcerer's Tower - Wondrous Workspace", "RLS Legacy - Solar Galleon",
        "Map of Treasure Planet", "Peter Pan - Lost Boy Leader", "I've Got a Dream", "Perdita - Devoted Mother", "Simba - Fighting Prince"],  # and, by template (templates_deck_rules), Dalmatian Puppy - Tail Wagger
    4: ["We Don't Talk About Bruno", "Raya - Guardian of the Dragon Gem", "Panic - Immortal Sidekick", "Olaf - Carrot Enthusiast",
        "Julieta Madrigal - Excellent Cook", "Aurora - Lore Guardian", "Vision Slab"],
    5: ["Revive", "Maximus - Team Champion", "Tug-of-War", "Evil Comes Prepared", "Wreck-It Ralph - Admiral Underpants",
        "The Sword Released", "Wreck-It Ralph - Demolition Dude"],
    6: ["Gadget Hackwrench - Brilliant Bosun", "King's Sensor Core", "Flotilla - Coconut Armada", "Microbots", "Lose the Way", "Dale - Friend in Need", "Mickey Mouse - Pirate Captain",
        "Baymax - Armored Companion",
        "Baymax - Personal Healthcare Companion", "Baymax's Healthcare Chip"],
    7: ["Hiro Hamada - Armor Designer", "Mulan - Imperial General", "Cinderella - The Right One", "Gizmoduck - Suited Up",
        "Donald Duck - Flustered Sorcerer", "Hiro Hamada - Future Champion",
        "Bolt - Superdog", "Elsa - Ice Maker", "HeiHei - Expanded Consciousness", "Maurice - Unconventional Inventor",
        "Mushu - Majestic Dragon"],
    8: ["Monstro - Infamous Whale", "Candy Drift", "Perdita - Determined Mother", "Go Go Tomago - Mechanical Engineer",
        "Pinocchio - Strings Attached", "Kuzco - Impulsive Llama"],
    9: ["Mickey Mouse - Brave Little Prince", "Powerline - Musical Superstar", "Captain Hook - Captain of the Jolly Roger",
        "Jasmine - Fearless Princess", "Lilo - Best Explorer Ever",
        "Hades - Infernal Schemer", "Cruella De Vil - Style Icon", "Max Goof - Rockin' Teen"],  # Pongo: below, by printing
}


@pytest.mark.parametrize("number,name", [(n, c) for n, cards in SCRIPTED.items() for c in cards])
def test_script_applies_to_its_card(number: int, name: str):
    abs_ = compiler.compile_card(card(name))
    assert all(a.ok for a in abs_)
    assert any(a.source == "script" and a.detail.startswith(f"scripts/set{number:02d}.toml") for a in abs_)


def pick(st, answer):
    return choose(st, [answer])


def options(st) -> set[str]:
    return {o.id for o in st.pending[0].options}


def play(st, data: dict, player: int = 0, **args):
    ink_up(st, player, data["cost"])
    uid = put(st, data, player, "hand")
    return act(st, "play", player, uid=uid, mode="ink", **args), uid


def activated(st, uid: int) -> int:
    return next(i for i, a in enumerate(abilities(st, uid)) if a.kind == "activated")


# --- a cost that names cards must name them (7.5.3.2) ---------------------------------------------

def test_upgraded_chem_purse_without_naming_the_item_is_refused_citing_cost_payment():
    # Lorcana 7.5.3.2: the whole cost is paid when the ability is used; naming no item is no payment
    purse = card("Upgraded Chem Purse")
    st = started()
    uid = put(st, purse, 0)
    other = put(st, card("Lucky Dime"), 0)
    ink_up(st, 0, 1)
    for bad in (None, [], [uid], [other, other], ["x"]):
        with pytest.raises(RulesError, match=r"7\.5\.3\.2"):
            act(st, "activate", uid=uid, ability=activated(st, uid), **({} if bad is None else {"pay": bad}))
    assert st.table.cards[other].zone == "play" and not st.table.cards[uid].tapped  # nothing was paid
    st = act(st, "activate", uid=uid, ability=activated(st, uid), pay=[other])
    assert st.table.cards[other].zone == "discard" and st.table.cards[uid].tapped


# --- set 2 ----------------------------------------------------------------------------------------

def test_peter_pans_shadow_gives_evasive_to_your_other_rush_characters():
    # Lorcana 7.6 static ability; 10.4 Evasive
    st = started()
    shadow = put(st, card("Peter Pan's Shadow - Not Sewn On"), 0)
    rusher = put(st, custom("R1", "Rusher", "Rush"), 0)
    plain = put(st, char("P1", "Plain"), 0)
    foe_rusher = put(st, custom("R2", "Foe Rusher", "Rush"), 1)
    assert has(st, rusher, "Evasive") and has(st, shadow, "Evasive")  # printed on the Shadow
    assert not has(st, plain, "Evasive") and not has(st, foe_rusher, "Evasive")  # only yours, only with Rush


def test_nick_wilde_may_return_a_pawpsicle_from_your_discard():
    # Lorcana 6.2.4: the exact name; 7.1.3 "you may"
    st = started()
    paw = put(st, custom("PW", "Pawpsicle", card_type="Item", s=None, w=None), 0, "discard")
    put(st, custom("DM", "Lucky Dime", card_type="Item", s=None, w=None), 0, "discard")
    put(st, custom("PW2", "Pawpsicle", card_type="Item", s=None, w=None), 1, "discard")  # not yours
    st, _ = play(st, card("Nick Wilde - Wily Fox"))
    assert options(st) == {"yes", "no"}
    st = pick(st, "yes")
    assert options(st) == {str(paw)}
    st = pick(st, paw)
    assert st.table.cards[paw].zone == "hand"


def test_basil_great_mouse_detective_draws_two_only_when_shifted():
    # Lorcana 10.8 Shift; 7.4.4 the condition; 7.1.3 "you may"
    basil = card("Basil - Great Mouse Detective")
    st = started()
    n = len(st.table.zone(0, "hand"))
    st, _ = play(st, basil)
    assert not st.pending and len(st.table.zone(0, "hand")) == n
    st = started()
    base = put(st, char("B1", "Basil"), 0)
    ink_up(st, 0, 5)
    uid = put(st, basil, 0, "hand")
    n = len(st.table.zone(0, "hand"))
    st = act(st, "play", uid=uid, mode="shift", onto=base)
    assert options(st) == {"yes", "no"}
    st = pick(st, "yes")
    assert len(st.table.zone(0, "hand")) == n - 1 + 2


# --- set 4 ----------------------------------------------------------------------------------------

def test_we_dont_talk_about_bruno_returns_then_its_player_discards_at_random():
    # Lorcana 7.1.9 "that player"; random discard uses the game's seeded RNG
    st = started()
    foe = put(st, char("F1", "Foe"), 1)
    before = len(st.table.zone(1, "hand"))
    discard = len(st.table.zone(1, "discard"))
    st, _ = play(st, card("We Don't Talk About Bruno"))
    st = pick(st, foe)
    assert len(st.table.zone(1, "hand")) == before + 1 - 1 and len(st.table.zone(1, "discard")) == discard + 1
    assert len(st.table.zone(0, "discard")) == 1  # only the song itself on P1's side


def test_raya_guardian_readies_a_character_of_yours_at_a_location_that_cant_quest():
    # Lorcana 7.1.9 "they"; duration "for the rest of this turn" (4.4.1.3)
    st = started()
    loc = put(st, custom("L1", "Place", card_type="Location", s=None, w=5, lore=0, move_cost=1), 0)
    there = put(st, char("T1", "There"), 0, tapped=True)
    st.table.cards[there].flags["at"] = loc
    away = put(st, char("A1", "Away"), 0, tapped=True)
    st, _ = play(st, card("Raya - Guardian of the Dragon Gem"))
    assert options(st) == {str(there)}  # only a character of yours at a location
    st = pick(st, there)
    assert not st.table.cards[there].tapped and st.table.cards[away].tapped
    assert not any(a.type == "quest" and a.args["uid"] == there for a in ENGINE.legal_actions(st, 0))
    st = end_turn(end_turn(st))
    assert any(a.type == "quest" and a.args["uid"] == there for a in ENGINE.legal_actions(st, 0))


# --- set 5 ----------------------------------------------------------------------------------------

def test_revive_plays_a_character_costing_five_or_less_from_your_discard():
    # Lorcana 1.2.4: chosen on resolution; "for free" (4.3.4.2)
    st = started()
    cheap = put(st, char("C1", "Cheap", cost=5), 0, "discard")
    dear = put(st, char("D1", "Dear", cost=6), 0, "discard")
    put(st, char("O1", "Theirs", cost=2), 1, "discard")
    st, _ = play(st, card("Revive"))
    assert options(st) == {str(cheap)}
    st = pick(st, cheap)
    assert st.table.cards[cheap].zone == "play" and st.table.cards[dear].zone == "discard"


# --- set 7 ----------------------------------------------------------------------------------------

def test_hiro_armor_designer_floodborn_with_a_card_under_gain_evasive_and_ward():
    # Lorcana 7.6 static; 5.1.7 "a card under them"
    st = started()
    put(st, card("Hiro Hamada - Armor Designer"), 0)
    base = put(st, char("B1", "Flood"), 0)
    flood = put(st, char("F1", "Flood", classifications=["Floodborn"]), 0)
    bare = put(st, char("F2", "Bare", classifications=["Floodborn"]), 0)
    st.table.move(base, "under")
    st.table.cards[base].attached_to = flood
    assert has(st, flood, "Evasive") and has(st, flood, "Ward")
    assert not has(st, bare, "Evasive") and not has(st, bare, "Ward")


def test_mulan_imperial_general_lets_your_other_characters_challenge_ready_ones_this_turn():
    # Lorcana 1.2.1: the card's permission beats 4.3.6.7 (only exerted characters are challenged)
    st = started()
    mulan = put(st, card("Mulan - Imperial General"), 0)
    other = put(st, char("O1", "Other", s=3), 0)
    target = put(st, char("T1", "Target", w=9), 1, tapped=True)
    ready = put(st, char("R1", "Ready", w=9), 1)
    with pytest.raises(RulesError):
        act(st, "challenge", uid=other, target=ready)
    st = act(st, "challenge", uid=mulan, target=target)
    while st.pending:
        st = choose(st, [st.pending[0].options[0].id])
    st = act(st, "challenge", uid=other, target=ready)
    assert st.table.cards[ready].damage == 3
    assert keyword_value(st, mulan, "challenge_ready") is None  # "other" characters only
    st = end_turn(end_turn(st))
    assert keyword_value(st, other, "challenge_ready") is None  # this turn only


# --- set 8 ----------------------------------------------------------------------------------------

def test_monstro_discards_to_ready_then_cant_quest():
    # Lorcana 7.5.3.2: the discard is the cost; "for the rest of this turn" (4.4.1.3)
    st = started()
    uid = put(st, card("Monstro - Infamous Whale"), 0, tapped=True)
    ab = activated(st, uid)
    with pytest.raises(RulesError, match=r"7\.5\.3"):
        act(st, "activate", uid=uid, ability=ab)  # no card in hand
    pay = put(st, char("H1", "Handy"), 0, "hand")
    st = act(st, "activate", uid=uid, ability=ab, discard=pay)
    assert st.table.cards[pay].zone == "discard" and not st.table.cards[uid].tapped
    assert not any(a.type == "quest" and a.args["uid"] == uid for a in ENGINE.legal_actions(st, 0))


# --- set 9 ----------------------------------------------------------------------------------------

def test_mickey_brave_little_prince_gets_three_of_each_with_a_card_under_him():
    # Lorcana 10.8 Shift puts the base under him (5.1.7)
    mickey = card("Mickey Mouse - Brave Little Prince")
    st = started()
    plain = put(st, mickey, 0)
    assert (stat(st, plain, "strength"), stat(st, plain, "willpower"), stat(st, plain, "lore")) == (mickey["strength"], mickey["willpower"], mickey["lore"])
    base = put(st, char("M1", "Mickey Mouse"), 0)
    ink_up(st, 0, 5)
    uid = put(st, mickey, 0, "hand")
    st = act(st, "play", uid=uid, mode="shift", onto=base)
    assert (stat(st, uid, "strength"), stat(st, uid, "willpower"), stat(st, uid, "lore")) == (
        mickey["strength"] + 3, mickey["willpower"] + 3, mickey["lore"] + 3)


def test_powerline_musical_superstar_has_rush_once_you_played_a_song():
    # Lorcana 10.7 Rush: a drying character with Rush may challenge
    st = started()
    uid = put(st, card("Powerline - Musical Superstar"), 0, dry=False)
    foe = put(st, char("F1", "Foe", w=9), 1, tapped=True)
    assert not has(st, uid, "Rush")
    with pytest.raises(RulesError):
        act(st, "challenge", uid=uid, target=foe)
    st, _ = play(st, song("Tune", cost=1))
    assert has(st, uid, "Rush")
    st = act(st, "challenge", uid=uid, target=foe)
    assert st.table.cards[foe].damage == stat(st, uid, "strength")


def test_captain_hook_jolly_roger_may_return_fire_the_cannons():
    st = started()
    cannons = put(st, card("Fire the Cannons!"), 0, "discard")
    put(st, song("Other Song"), 0, "discard")
    st, _ = play(st, card("Captain Hook - Captain of the Jolly Roger"))
    assert options(st) == {"yes", "no"}
    st = pick(st, "yes")
    assert options(st) == {str(cannons)}
    st = pick(st, cannons)
    assert st.table.cards[cannons].zone == "hand"


def test_jasmine_fearless_princess_discards_for_challenger_three_this_turn():
    # Lorcana 7.5.3.2 discard cost; 10.3 Challenger
    st = started()
    uid = put(st, card("Jasmine - Fearless Princess"), 0)
    pay = put(st, char("H1", "Handy"), 0, "hand")
    st = act(st, "activate", uid=uid, ability=activated(st, uid), discard=pay)
    assert keyword_value(st, uid, "Challenger") == 3 and st.table.cards[pay].zone == "discard"
    assert not st.table.cards[uid].tapped  # no {E} in the cost
    st = end_turn(st)
    assert keyword_value(st, uid, "Challenger") is None


def test_lilo_best_explorer_gives_an_alien_challenger_and_ready_challenges():
    # Lorcana 10.3 Challenger; 1.2.1 "can challenge ready characters"
    st = started()
    lilo = put(st, card("Lilo - Best Explorer Ever"), 0)
    alien = put(st, char("A1", "Alien", s=1, classifications=["Alien"]), 0)
    put(st, char("N1", "Plain"), 0)
    ready = put(st, char("R1", "Ready", w=9), 1)
    st = act(st, "quest", uid=lilo)
    assert options(st) == {str(alien)}
    st = pick(st, alien)
    assert keyword_value(st, alien, "Challenger") == 2
    st = act(st, "challenge", uid=alien, target=ready)
    assert st.table.cards[ready].damage == 3


# --- second batch: costs, entering exerted, a delayed banish ---------------------------------------

def ink_spent(st, data: dict, player: int = 0, ink: int = 9):
    """Play ``data`` from hand with ``ink`` ready ink; the state and the ink it cost."""
    ink_up(st, player, ink)
    uid = put(st, data, player, "hand")
    st = act(st, "play", player, uid=uid, mode="ink")
    return st, uid, ink - ready_ink(st, player)


def test_snow_white_unexpected_houseguest_seven_dwarfs_cost_one_less():
    # Lorcana 4.3.4.5: cost reductions; only Seven Dwarfs characters
    st = started()
    put(st, card("Snow White - Unexpected Houseguest"), 0)
    _, _, paid = ink_spent(st, char("D1", "Dwarf", cost=3, classifications=["Storyborn", "Seven Dwarfs"]))
    assert paid == 2
    st = started()
    put(st, card("Snow White - Unexpected Houseguest"), 0)
    _, _, paid = ink_spent(st, char("O1", "Other", cost=3))
    assert paid == 3
    st = started()
    put(st, card("Snow White - Unexpected Houseguest"), 1)  # the opponent's Snow White
    _, _, paid = ink_spent(st, char("D1", "Dwarf", cost=3, classifications=["Storyborn", "Seven Dwarfs"]))
    assert paid == 3


def test_gadget_brilliant_bosun_inventors_cost_one_less_with_three_items():
    # Lorcana 4.3.4.5; "while" (7.6) checked as the card is played
    inventor = char("I1", "Inventor", cost=3, classifications=["Storyborn", "Inventor"])
    for items, expected in ((2, 3), (3, 2)):
        st = started()
        put(st, card("Gadget Hackwrench - Brilliant Bosun"), 0)
        for _ in range(items):
            put(st, card("Lucky Dime"), 0)
        _, _, paid = ink_spent(st, inventor)
        assert paid == expected


def test_candy_drift_draws_pumps_and_banishes_at_the_end_of_your_turn():
    # Lorcana 7.4.7.2 delayed triggered ability; 4.4.1.1 end of turn
    st = started()
    mine = put(st, char("M1", "Mine", s=1, w=9), 0)
    foe = put(st, char("F1", "Foe"), 1)
    n = len(st.table.zone(0, "hand"))
    st, _ = play(st, card("Candy Drift"))
    assert options(st) == {str(mine)}  # "of yours"
    st = pick(st, mine)
    assert len(st.table.zone(0, "hand")) == n + 1 and stat(st, mine, "strength") == 6
    assert st.table.cards[mine].zone == "play" and st.table.cards[foe].zone == "play"
    st = end_turn(st)
    assert st.table.cards[mine].zone == "discard" and st.table.cards[foe].zone == "play"


# --- third batch: moves, a conditional "can't be challenged", "instead", "choose one" -------------

def location(cid: str = "L1", name: str = "Place") -> dict:
    return custom(cid, name, card_type="Location", s=None, w=7, lore=0, move_cost=2)


def test_i_will_find_my_way_pumps_and_may_move_for_free():
    # Lorcana 4.3.7.4: moving by an effect "for free" pays no move cost; 7.1.3 "may"
    st = started()
    loc = put(st, location(), 0)
    mine = put(st, char("M1", "Mine", s=1), 0)
    put(st, char("F1", "Foe"), 1)
    st, _ = play(st, card("I Will Find My Way"))
    assert options(st) == {str(mine)}
    st = pick(st, mine)
    assert stat(st, mine, "strength") == 3
    assert options(st) == {"yes", "no"}
    st = pick(st, "yes")
    assert st.table.cards[mine].flags.get("at") == loc and ready_ink(st, 0) == 0  # the 2 move ink not paid
    st = started()
    put(st, location(), 0)
    mine = put(st, char("M1", "Mine", s=1), 0)
    st, _ = play(st, card("I Will Find My Way"))
    st = pick(st, mine)
    st = pick(st, "no")
    assert not st.table.cards[mine].flags.get("at") and stat(st, mine, "strength") == 3


def test_panic_exerted_with_pain_protects_your_villains():
    # Lorcana 7.6 static with two conditions; 4.3.6.8 "can't be challenged"
    st = started()
    panic = put(st, card("Panic - Immortal Sidekick"), 1)
    villain = put(st, char("V1", "Villain", classifications=["Storyborn", "Villain"]), 1, tapped=True)
    hero = put(st, char("H1", "Hero"), 1, tapped=True)
    attacker = put(st, char("A1", "Attacker", s=1, w=9), 0)
    pain = put(st, char("P1", "Pain"), 1)
    st.table.cards[panic].tapped = False
    st2 = act(st, "challenge", uid=attacker, target=villain)  # Panic ready: no protection
    assert st2.table.cards[villain].damage == 1
    st.table.cards[panic].tapped = True
    with pytest.raises(RulesError, match=r"4\.3\.6"):
        act(st, "challenge", uid=attacker, target=villain)
    assert act(st, "challenge", uid=attacker, target=hero).table.cards[hero].damage == 1  # only Villains
    st.table.move(pain, "discard")
    assert act(st, "challenge", uid=attacker, target=villain).table.cards[villain].damage == 1  # no Pain


def test_maximus_team_champion_gains_two_or_five_instead_at_the_end_of_your_turn():
    # Lorcana 7.4.4 intervening if; 7.7 "instead"
    for s, gained in ((4, 0), (5, 2), (10, 5)):
        st = started()
        put(st, card("Maximus - Team Champion"), 0)
        put(st, char("S1", "Strong", s=s), 0)
        st = end_turn(st)
        assert st.lore[0] == gained, s


def test_tug_of_war_either_mode():
    # Lorcana 7.1.2 "choose one"
    for mode, hurt_plain, hurt_evasive in (("1", 1, 0), ("2", 0, 3)):
        st = started()
        plain = put(st, char("P1", "Plain", w=9), 1)
        evasive = put(st, custom("E1", "Flyer", "Evasive", w=9), 1)
        mine = put(st, char("M1", "Mine", w=9), 0)
        st, _ = play(st, card("Tug-of-War"))
        ids = [o.id for o in st.pending[0].options]
        st = pick(st, ids[int(mode) - 1])
        assert (st.table.cards[plain].damage, st.table.cards[evasive].damage, st.table.cards[mine].damage) == (hurt_plain, hurt_evasive, 0)


# --- deck-building rules printed on cards (templates_deck_rules) -----------------------------------

def deck_problems(lines: str) -> list[str]:
    pool = CardPool("lorcana", import_cards(None).cards)
    check = game.parse_deck(lines, pool)
    return [p.message for p in check.problems]


def test_dalmatian_puppy_deck_rule_compiles_and_lets_a_deck_hold_twenty_copies():
    # Lorcana 1.2.1: the card's text beats 2.1.1.3 (at most 4 copies)
    puppy = card("Dalmatian Puppy - Tail Wagger")
    assert [a.static for a in compiler.compile_card(puppy) if a.kind == "static"] == [[]]  # nothing happens in a game
    assert not any("copies" in m for m in deck_problems("20 Dalmatian Puppy - Tail Wagger\n"))
    assert any("copies" in m for m in deck_problems("5 Mickey Mouse - Brave Little Tailor\n"))


def test_the_glass_slipper_allows_only_two_copies():
    # Lorcana 1.2.1: "You may only have 2 copies" lowers 2.1.1.3's limit
    slipper = registry_cards()["The Glass Slipper"]
    assert slipper["max_copies"] == 2
    assert compiler.compile_card(slipper)[0].ok  # the deck rule compiles; its other ability decides automation
    assert any("3 copies of The Glass Slipper; at most 2" in m for m in deck_problems("3 The Glass Slipper\n"))
    assert not any("The Glass Slipper" in m for m in deck_problems("2 The Glass Slipper\n"))


# --- reveal the top card ---------------------------------------------------------------------------

def printing(card_id: str) -> dict:
    return dict(next(r.data for r in import_cards(None).cards if r.id == card_id))


@pytest.mark.parametrize("card_id", ["3-19", "9-2"])
def test_pongo_determined_father_pays_two_once_per_turn_to_reveal(card_id: str):
    # Lorcana 7.5.3 the ink is a cost; 7.1.10 reveal; "once per turn" (7.5.1)
    pongo = printing(card_id)
    assert all(a.ok for a in compiler.compile_card(pongo))
    st = started()
    uid = put(st, pongo, 0)
    ink_up(st, 0, 4)
    hero = put(st, char("C1", "Hero"), 0, "deck")
    st = act(st, "activate", uid=uid, ability=activated(st, uid))
    assert st.table.cards[hero].zone == "hand" and ready_ink(st, 0) == 2 and not st.table.cards[uid].tapped
    with pytest.raises(RulesError):
        act(st, "activate", uid=uid, ability=activated(st, uid))  # once per turn
    st = end_turn(end_turn(st))
    thing = put(st, custom("I1", "Thing", card_type="Item", s=None, w=None), 0, "deck")
    st = act(st, "activate", uid=uid, ability=activated(st, uid))
    assert st.table.cards[thing].zone == "deck" and st.table.top(0, "deck", 1)[0] != thing  # to the bottom


def test_kings_sensor_core_may_take_a_prince_or_king_else_it_stays_on_top():
    core = card("King's Sensor Core")
    st = started()
    uid = put(st, core, 0)
    ink_up(st, 0, 2)
    prince = put(st, char("P1", "Prince", classifications=["Storyborn", "Prince"]), 0, "deck")
    st = act(st, "activate", uid=uid, ability=activated(st, uid))
    assert options(st) == {"yes", "no"}
    st = pick(st, "yes")
    assert st.table.cards[prince].zone == "hand" and st.table.cards[uid].tapped
    st = started()
    uid = put(st, core, 0)
    ink_up(st, 0, 2)
    other = put(st, char("O1", "Other"), 0, "deck")
    st = act(st, "activate", uid=uid, ability=activated(st, uid))
    assert not st.pending and st.table.top(0, "deck", 1)[0] == other


def test_falling_down_the_rabbit_hole_each_player_inks_one_of_their_characters():
    # Lorcana 1.6.2: the active player first, then the others; 8.5.6 facedown and exerted
    st = started()
    mine = [put(st, char(f"M{i}", f"Mine{i}"), 0) for i in range(2)]
    theirs = put(st, char("T1", "Theirs"), 1)
    st, _ = play(st, card("Falling Down the Rabbit Hole"))
    assert st.pending[0].player == 0 and options(st) == {str(u) for u in mine}
    st = pick(st, mine[1])
    assert st.pending[0].player == 1 and options(st) == {str(theirs)}
    st = pick(st, theirs)
    assert st.table.cards[mine[1]].zone == "inkwell" and st.table.cards[mine[1]].tapped and st.table.cards[mine[1]].owner == 0
    assert st.table.cards[theirs].zone == "inkwell" and st.table.cards[theirs].owner == 1 and st.table.cards[theirs].tapped
    assert st.table.cards[mine[0]].zone == "play"


# --- "Shift: Discard …" (templates_shift_costs, engine/lorcana/shift_costs.py) --------------------

def empty_hand(st, player: int = 0):
    for u in list(st.table.zone(player, "hand")):
        st.table.move(u, "deck", player=player)
    return st


def shift_plays(st, uid: int) -> list[dict]:
    return [a.args for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args["uid"] == uid and a.args["mode"] == "shift"]


def test_aladdin_brave_rescuer_shifts_by_discarding_a_location_card():
    # Lorcana 10.8.1: Shift pays an alternate cost instead of the ink cost; here the cost is a discard
    aladdin = card("Aladdin - Brave Rescuer")
    st = started()
    base = put(st, char("A1", "Aladdin"), 0, tapped=True)
    uid = put(st, aladdin, 0, "hand")
    put(st, char("C1", "Not A Location"), 0, "hand")
    assert not shift_plays(st, uid)  # no location card in hand: the cost can't be paid
    loc = put(st, location(), 0, "hand")
    assert shift_plays(st, uid) == [{"uid": uid, "mode": "shift", "onto": base, "discard": [loc]}]  # no ink needed
    for bad in (None, [], [uid], [base]):
        with pytest.raises(RulesError, match=r"10\.8\.1"):
            act(st, "play", uid=uid, mode="shift", onto=base, **({} if bad is None else {"discard": bad}))
    st = act(st, "play", uid=uid, mode="shift", onto=base, discard=[loc])
    assert st.table.cards[uid].zone == "play" and st.table.cards[base].zone == "under" and st.table.cards[loc].zone == "discard"
    assert st.table.cards[uid].tapped  # 10.8.2: on top of an exerted card


def test_flotsam_and_jetsam_shift_discards_two_cards_onto_either_name():
    # Lorcana 10.8.1; 6.2.4.1: a two-name card matches either name
    eels = card("Flotsam & Jetsam - Entangling Eels")
    st = empty_hand(started())
    jetsam = put(st, char("J1", "Jetsam"), 0)
    put(st, char("O1", "Other"), 0)
    uid = put(st, eels, 0, "hand")
    cards = [put(st, char(f"H{i}", f"Hand{i}"), 0, "hand") for i in range(3)]
    plays = shift_plays(st, uid)
    assert {p["onto"] for p in plays} == {jetsam} and len(plays) == 3 and all(len(p["discard"]) == 2 for p in plays)
    with pytest.raises(RulesError, match=r"10\.8\.1"):
        act(st, "play", uid=uid, mode="shift", onto=jetsam, discard=[cards[0]])  # one card is not the cost
    st = act(st, "play", uid=uid, mode="shift", onto=jetsam, discard=cards[:2])
    assert st.table.cards[uid].zone == "play" and [st.table.cards[u].zone for u in cards] == ["discard", "discard", "hand"]


@pytest.mark.parametrize("name,kind", [("Diablo - Devoted Herald", "action"), ("Li Shang - Valorous General", "character"),
                                       ("Ursula - Eric's Bride", "song"), ("Olaf - Carrot Enthusiast", "item")])
def test_shift_discard_kind_filters(name: str, kind: str):
    data = card(name)
    base_name = data["name"]
    st = empty_hand(started())
    base = put(st, char("B1", base_name), 0)
    uid = put(st, data, 0, "hand")
    good = {"action": action("Act"), "character": char("C1", "Chara"), "song": song("Tune"),
            "item": custom("I1", "Thing", card_type="Item", s=None, w=None)}[kind]
    wrong = action("Act") if kind in ("character", "item", "song") else char("C2", "Chara2")
    wrong_uid = put(st, wrong, 0, "hand")
    assert not shift_plays(st, uid)  # only a card of the printed kind pays
    good_uid = put(st, good, 0, "hand")
    assert [p["discard"] for p in shift_plays(st, uid)] == [[good_uid]]
    st = act(st, "play", uid=uid, mode="shift", onto=base, discard=[good_uid])
    assert st.table.cards[good_uid].zone == "discard" and st.table.cards[wrong_uid].zone == "hand"


def test_olaf_carrot_enthusiast_gives_his_strength_to_your_other_characters():
    olaf = card("Olaf - Carrot Enthusiast")
    st = started()
    uid = put(st, olaf, 0)
    mine = put(st, char("M1", "Mine", s=1), 0)
    foe = put(st, char("F1", "Foe", s=1), 1)
    st = act(st, "quest", uid=uid)
    assert stat(st, mine, "strength") == 1 + olaf["strength"] and stat(st, foe, "strength") == 1
    assert stat(st, uid, "strength") == olaf["strength"]  # "other"
    st = end_turn(st)
    assert stat(st, mine, "strength") == 1


# --- "if [the chosen card] is …" (conditional ``it_is``, 7.1.9) -----------------------------------

def test_evil_comes_prepared_readies_and_gains_lore_only_for_a_villain():
    # Lorcana 7.1.9: "a Villain character is chosen" looks at the chosen card
    for classes, lore in ((["Storyborn", "Villain"], 1), (["Storyborn"], 0)):
        st = started()
        mine = put(st, char("M1", "Mine", classifications=classes), 0, tapped=True)
        put(st, char("F1", "Foe"), 1, tapped=True)
        st, _ = play(st, card("Evil Comes Prepared"))
        assert options(st) == {str(mine)}  # "of yours"
        st = pick(st, mine)
        assert not st.table.cards[mine].tapped and st.lore[0] == lore
        assert not any(a.type == "quest" and a.args["uid"] == mine for a in ENGINE.legal_actions(st, 0))


@pytest.mark.parametrize("card_id", ["4-197", "9-197"])
def test_one_last_hope_resist_until_next_turn_and_ready_challenges_for_a_hero(card_id: str):
    # Lorcana 10.6 Resist; 1.2.1 "can challenge ready characters" only for a Hero, this turn only
    hope = printing(card_id)
    assert all(a.ok for a in compiler.compile_card(hope))
    for classes, ready_ok in ((["Storyborn", "Hero"], True), (["Storyborn"], False)):
        st = started()
        mine = put(st, char("M1", "Mine", s=2, classifications=classes), 0)
        foe = put(st, char("F1", "Foe", w=9), 1)
        st, _ = play(st, hope)
        st = pick(st, mine)
        assert keyword_value(st, mine, "Resist") == 2
        assert (keyword_value(st, mine, "challenge_ready") is not None) == ready_ok
        if ready_ok:
            st = act(st, "challenge", uid=mine, target=foe)
            assert st.table.cards[foe].damage == 2
        st = end_turn(st)
        assert keyword_value(st, mine, "Resist") == 2 and keyword_value(st, mine, "challenge_ready") is None
        st = end_turn(st)
        assert keyword_value(st, mine, "Resist") is None


def test_wreck_it_ralph_admiral_underpants_returns_a_character_and_gains_for_a_princess():
    for classes, lore in ((["Storyborn", "Princess"], 2), (["Storyborn"], 0)):
        st = started()
        back = put(st, char("B1", "Back", classifications=classes), 0, "discard")
        put(st, card("Lucky Dime"), 0, "discard")  # not a character card
        st, _ = play(st, card("Wreck-It Ralph - Admiral Underpants"))
        assert options(st) == {str(back)}
        st = pick(st, back)
        assert st.table.cards[back].zone == "hand" and st.lore[0] == lore


# --- "you gain lore equal to the lore lost" (scale ``lore_lost``), all-from-discard to the inkwell ---

def test_the_sword_released_drains_a_lore_when_you_have_the_strongest_character():
    # Lorcana 7.4.4 intervening if; 1.2.3: a player with 0 lore loses nothing, so nothing is gained
    for mine_s, foe_lore, gained in ((5, 2, 1), (3, 2, 0), (5, 0, 0)):
        st = started()
        put(st, card("The Sword Released"), 0)
        put(st, char("M1", "Mine", s=mine_s), 0)
        put(st, char("F1", "Foe", s=3), 1)
        st = end_turn(st)
        st.lore[1] = foe_lore
        st = end_turn(st)
        assert (st.lore[0], st.lore[1]) == (gained, foe_lore - gained), (mine_s, foe_lore)


def test_flotilla_drains_every_opponent_with_a_character_here():
    # Lorcana 1.6.2 every opponent; the gain is the total actually lost
    st = started(players=3)
    loc = put(st, card("Flotilla - Coconut Armada"), 0)
    here = put(st, char("H1", "Here"), 0)
    st.table.cards[here].flags["at"] = loc
    for _ in range(3):
        st = end_turn(st)
    assert st.lore[0] == 0  # the opponents had no lore
    st.lore[1], st.lore[2] = 2, 1
    for _ in range(3):
        st = end_turn(st)
    assert st.lore == [2, 1, 0]
    st.table.cards[here].flags.pop("at")
    for _ in range(3):
        st = end_turn(st)
    assert st.lore == [2, 1, 0]  # nobody here: no trigger


def test_perdita_determined_mother_may_ink_all_puppies_from_your_discard():
    # Lorcana 8.5.6: facedown and exerted, no {C} needed
    st = started()
    pups = [put(st, char(f"P{i}", f"Pup{i}", classifications=["Storyborn", "Puppy"], inkable=False), 0, "discard") for i in range(2)]
    other = put(st, char("O1", "Other"), 0, "discard")
    theirs = put(st, char("T1", "Their Pup", classifications=["Storyborn", "Puppy"]), 1, "discard")
    st, _ = play(st, card("Perdita - Determined Mother"))
    assert options(st) == {"yes", "no"}
    st = pick(st, "yes")
    assert all(st.table.cards[u].zone == "inkwell" and st.table.cards[u].tapped for u in pups)
    assert st.table.cards[other].zone == "discard" and st.table.cards[theirs].zone == "discard"


def test_cinderella_the_right_one_puts_the_glass_slipper_back_to_gain_three():
    # Lorcana 7.1.2.2 "[A] to [B]": without the Slipper in the discard, no lore
    cinderella = card("Cinderella - The Right One")
    st = started()
    slipper = put(st, registry_cards()["The Glass Slipper"], 0, "discard")
    st, _ = play(st, cinderella)
    assert options(st) == {"yes", "no"}
    st = pick(st, "yes")
    assert options(st) == {str(slipper)}
    st = pick(st, slipper)
    assert st.table.cards[slipper].zone == "deck" and st.table.top(0, "deck", 1)[0] != slipper and st.lore[0] == 3
    st = started()
    put(st, card("Lucky Dime"), 0, "discard")
    st, _ = play(st, cinderella)  # no Slipper in the (public) discard: not asked (1.2.4; engine.lorcana.may_nothing)
    assert st.lore[0] == 0 and not st.pending


# --- set 6: the names the importer left in the cost; a scaled weakening ---------------------------

def test_baymax_personal_healthcare_companion_pays_two_to_heal_another_up_to_one():
    # Lorcana 7.1.8 "up to"; "another" (7.1.5): not Baymax himself
    st = started()
    uid = put(st, card("Baymax - Personal Healthcare Companion"), 0, damage=1)
    hurt = put(st, char("H1", "Hurt", w=5), 1, damage=2)
    ink_up(st, 0, 2)
    st = act(st, "activate", uid=uid, ability=activated(st, uid))
    assert str(uid) not in options(st) and str(hurt) in options(st)
    st = pick(st, hurt)
    assert options(st) == {"0", "1"}  # 7.1.8: the player picks the amount
    st = pick(st, "1")
    assert st.table.cards[hurt].damage == 1 and ready_ink(st, 0) == 0 and not st.table.cards[uid].tapped


def test_baymaxs_healthcare_chip_heals_three_only_with_a_robot():
    # Lorcana 7.1.2 "choose one"; the second mode's "if" is checked as it resolves
    for robot, healed in ((True, 3), (False, 0)):
        st = started()
        chip = put(st, card("Baymax's Healthcare Chip"), 0)
        hurt = put(st, char("H1", "Hurt", w=9), 0, damage=4)
        if robot:
            put(st, char("R1", "Robo", classifications=["Storyborn", "Robot"]), 0)
        st = act(st, "activate", uid=chip, ability=activated(st, chip))
        st = pick(st, st.pending[0].options[1].id)  # the second mode
        if robot:
            st = pick(st, hurt)
            st = pick(st, "3")
        assert st.table.cards[hurt].damage == 4 - healed and st.table.cards[chip].tapped
    st = started()
    chip = put(st, card("Baymax's Healthcare Chip"), 0)
    hurt = put(st, char("H1", "Hurt", w=9), 0, damage=4)
    st = act(st, "activate", uid=chip, ability=activated(st, chip))
    st = pick(st, st.pending[0].options[0].id)
    st = pick(st, hurt)
    st = pick(st, "1")
    assert st.table.cards[hurt].damage == 3


def test_microbots_weakens_by_each_microbots_you_have():
    bots = card("Microbots")
    assert all(a.ok for a in compiler.compile_card(bots))
    st = started()
    put(st, bots, 0)
    put(st, bots, 1)  # the opponent's doesn't count
    foe = put(st, char("F1", "Foe", s=5), 1)
    st, _ = play(st, bots)
    st = pick(st, foe)
    assert stat(st, foe, "strength") == 5 - 2
    st = end_turn(st)
    assert stat(st, foe, "strength") == 5


def test_peter_pans_shadow_set_nine_printing():
    shadow = printing("9-42")
    assert all(a.ok for a in compiler.compile_card(shadow))
    st = started()
    put(st, shadow, 0)
    rusher = put(st, custom("R1", "Rusher", "Rush"), 0)
    assert has(st, rusher, "Evasive")


def test_julieta_excellent_cook_draws_only_if_damage_was_removed():
    # Lorcana 7.1.8 "up to" (0 is allowed); "if you removed damage this way" (9.1)
    julieta = card("Julieta Madrigal - Excellent Cook")
    for removed, drew in ((2, 1), (0, 0)):
        st = started()
        hurt = put(st, char("H1", "Hurt", w=9), 0, damage=3)
        n = len(st.table.zone(0, "hand"))
        st, _ = play(st, julieta)
        st = pick(st, "yes")
        st = pick(st, hurt)
        st = pick(st, str(removed))
        if drew:
            assert options(st) == {"yes", "no"}
            st = pick(st, "yes")
        assert not st.pending and st.table.cards[hurt].damage == 3 - removed and len(st.table.zone(0, "hand")) == n + drew


# --- into the inkwell "facedown" (ready, 8.5.2) ----------------------------------------------------

def test_winnie_having_a_think_may_ink_a_card_from_hand_ready():
    # Lorcana 8.5.6 put into the inkwell by an effect; 8.5.2 ready unless "exerted"
    st = empty_hand(started())
    uid = put(st, card("Winnie the Pooh - Having a Think"), 0)
    kept = put(st, char("K1", "Kept", inkable=False), 0, "hand")
    st = act(st, "quest", uid=uid)
    assert options(st) == {"yes", "no"}
    st = pick(st, "yes")
    assert options(st) == {str(kept)}  # no {C} needed
    st = pick(st, kept)
    assert st.table.cards[kept].zone == "inkwell" and not st.table.cards[kept].tapped and st.table.cards[kept].face_down


def test_hades_infernal_schemer_may_ink_an_opposing_character_ready():
    st = started()
    foe = put(st, char("F1", "Foe"), 1, tapped=True)
    mine = put(st, char("M1", "Mine"), 0)
    st, _ = play(st, card("Hades - Infernal Schemer"))
    st = pick(st, "yes")
    assert str(mine) not in options(st)
    st = pick(st, foe)
    assert st.table.cards[foe].zone == "inkwell" and st.table.cards[foe].owner == 1 and not st.table.cards[foe].tapped
    assert foe in st.table.zone(1, "inkwell")


def test_cruella_style_icon_ramps_once_per_turn_when_a_cheap_character_is_banished():
    # Lorcana 2.2.0 6.1.13.2 "once during your turn"; 8.5.6 the top card facedown and exerted
    cruella = card("Cruella De Vil - Style Icon")
    st = started()
    put(st, cruella, 0)
    cheap = [put(st, char(f"C{i}", f"Cheap{i}", s=3, w=1, cost=2), 1, tapped=True) for i in range(2)]
    dear = put(st, char("D1", "Dear", s=3, w=1, cost=3), 1, tapped=True)
    mine = put(st, char("M1", "Mine", s=5, w=9), 0)
    ink = len(st.table.zone(0, "inkwell"))
    assert stat(st, cheap[0], "strength") == 2 and stat(st, dear, "strength") == 3  # INSULTING REMARK, your turn
    st = act(st, "challenge", uid=mine, target=dear)
    assert len(st.table.zone(0, "inkwell")) == ink  # cost 3: no trigger
    st.table.cards[mine].tapped = False
    st = act(st, "challenge", uid=mine, target=cheap[0])
    assert len(st.table.zone(0, "inkwell")) == ink + 1 and st.table.cards[st.table.zone(0, "inkwell")[-1]].tapped
    st.table.cards[mine].tapped = False
    st = act(st, "challenge", uid=mine, target=cheap[1])
    assert len(st.table.zone(0, "inkwell")) == ink + 1  # once during your turn
    st = end_turn(st)
    other = put(st, char("O1", "Other", s=3, w=1, cost=2), 1)
    assert stat(st, other, "strength") == 3  # not during P1's turn
    own = put(st, char("W1", "Own", s=1, w=1, cost=1), 0, tapped=True)
    st = act(st, "challenge", 1, uid=other, target=own)
    assert len(st.table.zone(0, "inkwell")) == ink + 1  # the opponent's turn: no trigger


# --- challenges: "who was challenged this turn", "can challenge ready damaged characters" ---------

def test_last_stand_banishes_only_a_character_challenged_this_turn():
    # Lorcana 4.3.6 a challenge; "this turn" ends with the turn (4.4.1.3)
    st = started()
    attacker = put(st, char("A1", "Attacker", s=1, w=9), 0)
    challenged = put(st, char("C1", "Challenged", w=9), 1, tapped=True)
    other = put(st, char("O1", "Other", w=9), 1, tapped=True)
    st = act(st, "challenge", uid=attacker, target=challenged)
    st, _ = play(st, card("Last Stand"))
    assert options(st) == {str(challenged)}
    st = pick(st, challenged)
    assert st.table.cards[challenged].zone == "discard" and st.table.cards[other].zone == "play"
    st = started()
    attacker = put(st, char("A1", "Attacker", s=1, w=9), 0)
    challenged = put(st, char("C1", "Challenged", w=9), 1, tapped=True)
    st = act(st, "challenge", uid=attacker, target=challenged)
    st = end_turn(end_turn(st))
    st, _ = play(st, card("Last Stand"))
    assert not st.pending and st.table.cards[challenged].zone == "play"  # last turn's challenge doesn't count


def test_gizmoduck_suited_up_challenges_ready_damaged_characters_only():
    # Lorcana 1.2.1 the card's text beats 4.3.6.7 (only exerted characters are challenged)
    st = started()
    giz = put(st, card("Gizmoduck - Suited Up"), 0)
    ready_fresh = put(st, char("F1", "Fresh", w=9), 1)
    ready_hurt = put(st, char("H1", "Hurt", w=9), 1, damage=1)
    with pytest.raises(RulesError, match=r"4\.3\.6\.7"):
        act(st, "challenge", uid=giz, target=ready_fresh)
    other = put(st, char("O1", "Other"), 0)
    with pytest.raises(RulesError, match=r"4\.3\.6\.7"):
        act(st, "challenge", uid=other, target=ready_hurt)  # only Gizmoduck
    st = act(st, "challenge", uid=giz, target=ready_hurt)
    assert st.table.cards[ready_hurt].damage == 1 + stat(st, giz, "strength")


def test_max_goof_rockin_teen_cant_move_to_locations():
    # Lorcana 1.2.2: the prohibition beats the move turn action (4.3.7) and effects that move him
    st = started()
    max_ = put(st, card("Max Goof - Rockin' Teen"), 0)
    loc = put(st, location(), 0)
    other = put(st, char("O1", "Other"), 0)
    ink_up(st, 0, 4)
    assert not any(a.type == "move" and a.args.get("uid") == max_ for a in ENGINE.legal_actions(st, 0))
    with pytest.raises(RulesError, match=r"1\.2\.2"):
        act(st, "move", uid=max_, location=loc)
    st, _ = play(st, card("I Will Find My Way"))
    st = pick(st, max_)
    st = pick(st, "yes")
    assert not st.table.cards[max_].flags.get("at") and stat(st, max_, "strength") == card("Max Goof - Rockin' Teen")["strength"] + 2
    st = act(st, "move", uid=other, location=loc)
    assert st.table.cards[other].flags.get("at") == loc


def test_donald_flustered_sorcerer_opponents_need_twenty_five_lore():
    # Lorcana 1.9.1.1 (20 lore wins), changed by the card's text (1.2.1); it applies only while he is in play
    st = started()
    donald = put(st, card("Donald Duck - Flustered Sorcerer"), 1)
    quester = put(st, char("Q1", "Quester", lore=3), 0)
    st.lore[0] = 21
    st = act(st, "quest", uid=quester)
    assert st.lore[0] == 24 and not st.over
    st = end_turn(st)
    st.lore[1] = 19
    helper = put(st, char("Q2", "Helper", lore=1), 1)
    st = act(st, "quest", 1, uid=helper)
    assert st.over and st.result.winners == [1]  # Donald's own player still needs 20
    st = started()
    donald = put(st, card("Donald Duck - Flustered Sorcerer"), 1)
    quester = put(st, char("Q1", "Quester", lore=3), 0)
    st.lore[0] = 21
    st.table.move(donald, "discard")
    st = act(st, "quest", uid=quester)
    assert st.over and st.result.winners == [0]


# --- move costs (engine/lorcana/move_costs.py; 6.5.4, 4.3.7.4) -----------------------------------

def move_and_pay(st, uid: int, loc: int, ink: int):
    ink_up(st, 0, ink)
    before = ready_ink(st, 0)
    st = act(st, "move", uid=uid, location=loc)
    return st, before - ready_ink(st, 0)


def test_jolly_roger_pirates_move_here_for_free():
    ship = card("Jolly Roger - Hook's Ship")
    st = started()
    loc = put(st, ship, 0)
    pirate = put(st, char("P1", "Pirate", classifications=["Storyborn", "Pirate"]), 0)
    other = put(st, char("O1", "Other"), 0)
    st, paid = move_and_pay(st, pirate, loc, 0)
    assert paid == 0 and st.table.cards[pirate].flags.get("at") == loc
    with pytest.raises(RulesError, match=r"6\.5\.4"):
        act(st, "move", uid=other, location=loc)  # no ink: the full move cost applies to a non-Pirate
    st, paid = move_and_pay(st, other, loc, ship["move_cost"])
    assert paid == ship["move_cost"]


def test_sorcerers_tower_magic_brooms_move_here_for_free():
    tower = card("The Sorcerer's Tower - Wondrous Workspace")
    st = started()
    loc = put(st, tower, 0)
    broom = put(st, char("B1", "Magic Broom"), 0)
    foe_broom = put(st, char("B2", "Magic Broom"), 1)
    st, paid = move_and_pay(st, broom, loc, 0)
    assert paid == 0 and st.table.cards[foe_broom].flags.get("at") is None


def test_rls_legacy_moving_here_costs_two_less_with_a_character_here():
    legacy = card("RLS Legacy - Solar Galleon")
    st = started()
    loc = put(st, legacy, 0)
    first, second = (put(st, char(f"C{i}", f"Crew{i}"), 0) for i in range(2))
    st, paid = move_and_pay(st, first, loc, legacy["move_cost"])
    assert paid == legacy["move_cost"]  # nobody was here yet
    st, paid = move_and_pay(st, second, loc, legacy["move_cost"])
    assert paid == max(0, legacy["move_cost"] - 2)


def test_map_of_treasure_planet_moves_cost_one_less_anywhere():
    st = started()
    put(st, card("Map of Treasure Planet"), 0)
    loc = put(st, custom("L1", "Place", card_type="Location", s=None, w=7, lore=0, move_cost=2), 0)
    mine = put(st, char("M1", "Mine"), 0)
    st, paid = move_and_pay(st, mine, loc, 2)
    assert paid == 1
    st = started()
    put(st, card("Map of Treasure Planet"), 1)  # the opponent's Map doesn't help
    loc = put(st, custom("L1", "Place", card_type="Location", s=None, w=7, lore=0, move_cost=2), 0)
    mine = put(st, char("M1", "Mine"), 0)
    st, paid = move_and_pay(st, mine, loc, 2)
    assert paid == 2


# --- "that location's {L}" (scale ``of`` location / its_location) ----------------------------------

def test_peter_pan_lost_boy_leader_gains_the_location_lore_once_per_turn():
    # Lorcana 2.2.0 6.1.13.2 "once per turn"; 4.3.7 moving is a turn action
    st = started()
    pan = put(st, card("Peter Pan - Lost Boy Leader"), 0)
    a = put(st, custom("L1", "Cove", card_type="Location", s=None, w=7, lore=2, move_cost=0), 0)
    b = put(st, custom("L2", "Bay", card_type="Location", s=None, w=7, lore=1, move_cost=0), 0)
    st = act(st, "move", uid=pan, location=a)
    assert st.lore[0] == 2
    st = act(st, "move", uid=pan, location=b)
    assert st.lore[0] == 2  # once per turn
    st = end_turn(end_turn(st))
    gained = st.lore[0]
    st = act(st, "move", uid=pan, location=a)
    assert st.lore[0] == gained + 2


def test_ive_got_a_dream_readies_and_gains_that_locations_lore():
    st = started()
    loc = put(st, custom("L1", "Cove", card_type="Location", s=None, w=7, lore=3, move_cost=1), 0)
    there = put(st, char("T1", "There"), 0, tapped=True)
    st.table.cards[there].flags["at"] = loc
    put(st, char("A1", "Away"), 0, tapped=True)
    st, _ = play(st, card("I've Got a Dream"))
    assert options(st) == {str(there)}
    st = pick(st, there)
    assert not st.table.cards[there].tapped and st.lore[0] == 3
    assert not any(a.type == "quest" and a.args["uid"] == there for a in ENGINE.legal_actions(st, 0))


def test_aurora_lore_guardian_protects_your_items_and_exerts_one_to_scry():
    # Lorcana 10.12.1: opponents can't choose them; 7.5.1 "{E} one of your items" is a cost
    aurora = card("Aurora - Lore Guardian")
    st = started()
    uid = put(st, aurora, 0)
    item = put(st, card("Lucky Dime"), 0)
    assert has(st, item, "Ward") and not has(st, uid, "Ward")
    st2 = end_turn(st)
    put(st2, card("Lucky Dime"), 1)
    st2, _ = play(st2, card("Rise of the Titans"), 1)  # "banish chosen location or item"
    assert str(item) not in options(st2)  # chosen by an opponent: not allowed
    assert [a.args["pay"] for a in ENGINE.legal_actions(st, 0) if a.type == "activate" and a.args["uid"] == uid] == [[item]]
    top = st.table.zone(0, "deck")[0]
    st = act(st, "activate", uid=uid, ability=activated(st, uid), pay=[item])
    assert st.table.cards[item].tapped and not st.table.cards[uid].tapped
    assert st.pending[0].kind == "top_or_bottom"
    st = choose(st, ["1"])
    assert st.table.zone(0, "deck")[-1] == top


# --- "when you play a Floodborn character on this card" (shifted_onto_self + trigger_is) ----------

def shift_onto(st, base: int, classes: list[str], name: str):
    top = custom("S1", name, "Shift 1", classifications=classes)
    ink_up(st, 0, 1)
    uid = put(st, top, 0, "hand")
    return act(st, "play", uid=uid, mode="shift", onto=base)


def test_hiro_future_champion_draws_when_a_floodborn_is_shifted_onto_him():
    for classes, drew in ((["Floodborn", "Hero"], 1), (["Storyborn", "Hero"], 0)):
        st = started()
        base = put(st, card("Hiro Hamada - Future Champion"), 0)
        n = len(st.table.zone(0, "hand"))
        st = shift_onto(st, base, classes, "Hiro Hamada")
        assert len(st.table.zone(0, "hand")) == n + drew and not st.pending


def test_go_go_tomago_may_ramp_when_a_floodborn_is_shifted_onto_her():
    for classes, inked in ((["Floodborn", "Hero"], 1), (["Storyborn", "Hero"], 0)):
        st = started()
        base = put(st, card("Go Go Tomago - Mechanical Engineer"), 0)
        st = shift_onto(st, base, classes, "Go Go Tomago")
        n = len(st.table.zone(0, "inkwell"))
        if inked:
            assert options(st) == {"yes", "no"}
            st = pick(st, "yes")
        assert len(st.table.zone(0, "inkwell")) == n + inked and not st.pending


def test_perdita_devoted_mother_replays_a_cheap_character_on_play_and_on_quest():
    # Lorcana 7.4.6: one ability, two trigger conditions
    perdita = card("Perdita - Devoted Mother")
    st = started()
    pup = put(st, char("P1", "Pup", cost=2), 0, "discard")
    put(st, char("B1", "Big", cost=3), 0, "discard")
    st, uid = play(st, perdita)
    st = pick(st, "yes")
    assert options(st) == {str(pup)}
    st = pick(st, pup)
    assert st.table.cards[pup].zone == "play"
    again = put(st, char("P2", "Pup2", cost=1), 0, "discard")
    st.table.cards[uid].flags.pop("drying", None)
    st = act(st, "quest", uid=uid)
    st = pick(st, "yes")
    st = pick(st, again)
    assert st.table.cards[again].zone == "play"


def test_simba_fighting_prince_chooses_a_mode_on_play_and_after_banishing_in_a_challenge():
    # Lorcana 7.1.2 "choose one", 7.1.3 "may"
    simba = card("Simba - Fighting Prince")
    st = started()
    foe = put(st, char("F1", "Foe", w=9), 1)
    st, uid = play(st, simba)
    assert options(st) == {"yes", "no"}
    st = pick(st, "yes")
    st = pick(st, st.pending[0].options[1].id)  # 2 damage
    st = pick(st, foe)
    assert st.table.cards[foe].damage == 2
    weak = put(st, char("W1", "Weak", s=0, w=1), 1, tapped=True)
    st.table.cards[uid].flags.pop("drying", None)
    n = len(st.table.zone(0, "hand"))
    st = act(st, "challenge", uid=uid, target=weak)
    st = pick(st, "yes")
    st = pick(st, st.pending[0].options[0].id)  # draw 2, then discard 2
    hand = st.table.zone(0, "hand")
    assert len(hand) == n + 2
    st = choose(st, hand[:2])
    assert len(st.table.zone(0, "hand")) == n and st.table.cards[weak].zone == "discard"


# --- "whenever you ready this character" (event readied_self: the Ready step or an effect) --------

def next_own_turn(st):
    return end_turn(end_turn(st))


def test_christopher_robin_gains_two_when_readied_with_two_others():
    # Lorcana 4.2.1.1 Ready step; 4.2.1.4 its triggers resolve in the Set step; 7.4.4 intervening if
    for others, gained in ((2, 2), (1, 0)):
        st = started()
        robin = put(st, card("Christopher Robin - Adventurer"), 0, tapped=True)
        for i in range(others):
            put(st, char(f"O{i}", f"Other{i}"), 0)
        st = next_own_turn(st)
        assert not st.table.cards[robin].tapped and st.lore[0] == gained
    st = started()
    robin = put(st, card("Christopher Robin - Adventurer"), 0)
    for i in range(2):
        put(st, char(f"O{i}", f"Other{i}"), 0)
    st = next_own_turn(st)
    assert st.lore[0] == 0  # already ready: not readied
    st.table.cards[robin].tapped = True
    st, _ = play(st, card("Evil Comes Prepared"))  # an effect readies him
    st = pick(st, robin)
    assert st.lore[0] == 2


def test_wreck_it_ralph_demolition_dude_gains_a_lore_per_damage_when_readied():
    st = started()
    ralph = put(st, card("Wreck-It Ralph - Demolition Dude"), 0, tapped=True, damage=2)
    st = next_own_turn(st)
    assert st.lore[0] == 2 and st.table.cards[ralph].damage == 2


def test_bolt_superdog_gains_a_lore_per_other_undamaged_character_when_readied():
    st = started()
    put(st, card("Bolt - Superdog"), 0, tapped=True)
    put(st, char("U1", "Fine"), 0)
    put(st, char("U2", "Fine2"), 0)
    put(st, char("D1", "Hurt", w=5), 0, damage=1)
    put(st, char("F1", "Foe"), 1)  # not yours
    st = next_own_turn(st)
    assert st.lore[0] == 2


def test_pinocchio_strings_attached_may_draw_once_per_turn_when_readied():
    # Lorcana 2.2.0 6.1.13.2 "once during your turn"
    st = started()
    pin = put(st, card("Pinocchio - Strings Attached"), 0, tapped=True)
    st = next_own_turn(st)
    n = len(st.table.zone(0, "hand"))
    assert options(st) == {"yes", "no"}
    st = pick(st, "yes")
    assert len(st.table.zone(0, "hand")) == n + 1 + 1  # the Set step's trigger, then the Draw step (4.2.3)
    st.table.cards[pin].tapped = True
    st, _ = play(st, card("Evil Comes Prepared"))
    st = pick(st, pin)
    assert not st.pending and not st.table.cards[pin].tapped  # the second time this turn: nothing


# --- "can't ready at the start of their next turn" -------------------------------------------------

def test_elsa_ice_maker_exerts_and_with_anna_stops_the_next_ready():
    # Lorcana 4.2.1.1 Ready step; 7.1.3 "may"; "if you do" (the exert happened)
    for anna, stays in ((True, True), (False, False)):
        st = started()
        elsa = put(st, card("Elsa - Ice Maker"), 0)
        if anna:
            put(st, char("A1", "Anna"), 0)
        foe = put(st, char("F1", "Foe"), 1)
        st = act(st, "quest", uid=elsa)
        st = pick(st, "yes")
        st = pick(st, foe)
        assert st.table.cards[foe].tapped
        st = end_turn(st)
        assert st.table.cards[foe].tapped == stays


def test_lose_the_way_exerts_and_a_discard_stops_the_next_ready():
    for discard, stays in ((True, True), (False, False)):
        st = started()
        foe = put(st, char("F1", "Foe"), 1)
        st, _ = play(st, card("Lose the Way"))
        st = pick(st, foe)
        assert st.table.cards[foe].tapped
        assert options(st) == {"yes", "no"}
        st = pick(st, "yes" if discard else "no")
        if discard:
            st = pick(st, st.pending[0].options[0].id)
        st = end_turn(st)
        assert st.table.cards[foe].tapped == stays


# --- "enters play exerted" read from the card itself as it enters (7.7.4) -------------------------

def test_dale_friend_in_need_enters_exerted_unless_you_have_chip():
    dale = card("Dale - Friend in Need")
    st = started()
    st, uid = play(st, dale)
    assert st.table.cards[uid].tapped
    st = started()
    put(st, char("C1", "Chip"), 1)  # the opponent's Chip doesn't count
    st, uid = play(st, dale)
    assert st.table.cards[uid].tapped
    st = started()
    put(st, char("C1", "Chip"), 0)
    st, uid = play(st, dale)
    assert not st.table.cards[uid].tapped


def test_baymax_low_battery_enters_play_exerted():
    # Lorcana 7.7.4: it enters exerted (was automated but entered ready before this fix)
    st = started()
    st, uid = play(st, card("Baymax - Low Battery"))
    assert st.table.cards[uid].tapped


def test_baymax_armored_companion_gains_a_lore_per_damage_removed():
    # Lorcana 7.1.8 "up to"; "this way" counts what the ability removed
    st = started()
    hurt = put(st, char("H1", "Hurt", w=9), 0, damage=3)
    foe = put(st, char("F1", "Foe", w=9), 1, damage=3)
    st, uid = play(st, card("Baymax - Armored Companion"))
    st = pick(st, "yes")
    assert str(foe) not in options(st) and str(uid) not in options(st)  # another character of yours
    st = pick(st, hurt)
    st = pick(st, "2")
    assert st.table.cards[hurt].damage == 1 and st.lore[0] == 2
    st.table.cards[uid].flags.pop("drying", None)
    lore = st.lore[0]
    st = act(st, "quest", uid=uid)
    lore += stat(st, uid, "lore")
    st = pick(st, "yes")
    st = pick(st, hurt)
    st = pick(st, "0")
    assert st.lore[0] == lore  # nothing removed, nothing gained


def test_kuzco_impulsive_llama_each_opponent_bottoms_a_character_then_may_draw():
    # Lorcana 1.6.2: each opponent in turn order; 7.1.3 the opponent decides their own "may"
    st = started(players=3)
    p2 = [put(st, char(f"B{i}", f"Two{i}"), 1) for i in range(2)]
    p3 = put(st, char("C1", "Three"), 2)
    hands = [len(st.table.zone(p, "hand")) for p in (1, 2)]
    st, _ = play(st, card("Kuzco - Impulsive Llama"))
    assert st.pending[0].player == 1 and options(st) == {str(u) for u in p2}
    st = pick(st, p2[0])
    assert st.pending[0].player == 2
    st = pick(st, p3)
    assert st.table.cards[p2[0]].zone == "deck" and st.table.cards[p3].zone == "deck" and st.table.cards[p2[1]].zone == "play"
    assert st.table.top(1, "deck", 1)[0] != p2[0]  # the bottom
    assert st.pending[0].player == 1 and options(st) == {"yes", "no"}
    st = pick(st, "yes")
    assert st.pending[0].player == 2
    st = pick(st, "no")
    assert [len(st.table.zone(p, "hand")) for p in (1, 2)] == [hands[0] + 1, hands[1]]


def test_vision_slab_gains_with_a_damaged_foe_and_stops_damage_removal():
    # Lorcana 7.4.4 intervening if; 1.2.2: the prohibition beats "remove damage"
    st = started()
    put(st, card("Vision Slab"), 0)
    foe = put(st, char("F1", "Foe", w=9), 1, damage=2)
    mine = put(st, char("M1", "Mine", w=9), 0, damage=2)
    st, _ = play(st, card("Julieta Madrigal - Excellent Cook"))
    st = pick(st, "yes")
    st = pick(st, mine)
    assert st.table.cards[mine].damage == 2 and not st.pending  # nothing removed, so no draw either
    st = end_turn(end_turn(st))
    assert st.lore[0] == 1
    st.table.cards[foe].damage = 0
    st = end_turn(end_turn(st))
    assert st.lore[0] == 1  # no damaged opposing character


def test_heihei_expanded_consciousness_inks_the_whole_hand_exerted():
    st = started()
    hand = list(st.table.zone(0, "hand"))
    st, uid = play(st, card("HeiHei - Expanded Consciousness"))
    assert not st.table.zone(0, "hand") and all(st.table.cards[u].zone == "inkwell" and st.table.cards[u].tapped for u in hand)
    assert st.table.cards[uid].zone == "play"


def test_maurice_banishes_an_item_to_draw_and_with_his_machine_a_weak_character():
    # Lorcana 7.1.2.2 "[A] to [B]"; 7.1.9 "the banished item"
    for machine, weak_gone in ((True, True), (False, False)):
        st = started()
        item = put(st, custom("I1", "Maurice's Machine" if machine else "Other Gadget", card_type="Item", s=None, w=None), 0)
        weak = put(st, char("W1", "Weak", s=2), 1)
        put(st, char("S1", "Strong", s=3), 1)
        n = len(st.table.zone(0, "hand"))
        st, _ = play(st, card("Maurice - Unconventional Inventor"))
        st = pick(st, "yes")
        st = pick(st, item)
        assert st.table.cards[item].zone == "discard" and len(st.table.zone(0, "hand")) == n + 1
        if machine:
            st = pick(st, "yes")
            assert options(st) == {str(weak)}
            st = pick(st, weak)
        assert (st.table.cards[weak].zone == "discard") == weak_gone and not st.pending


# --- challenge-only protections -------------------------------------------------------------------

def test_mickey_pirate_captain_gives_a_pirate_strength_and_no_challenge_damage_this_turn():
    # Lorcana 7.7.1 "takes no damage from challenges" (a replacement effect)
    st = started()
    mickey = put(st, card("Mickey Mouse - Pirate Captain"), 0)
    pirate = put(st, char("P1", "Pirate", s=1, w=2, classifications=["Storyborn", "Pirate"]), 0)
    put(st, char("N1", "Plain"), 0)
    foe = put(st, char("F1", "Foe", s=5, w=9), 1, tapped=True)
    st = act(st, "quest", uid=mickey)
    assert options(st) == {str(pirate), str(mickey)}  # Pirate characters only (he is one)
    st = pick(st, pirate)
    st = act(st, "challenge", uid=pirate, target=foe)
    assert st.table.cards[pirate].damage == 0 and st.table.cards[foe].damage == 3
    st = end_turn(st)
    assert keyword_value(st, pirate, "no_challenge_damage") is None and stat(st, pirate, "strength") == 1


def test_mushu_majestic_dragon_resist_two_during_the_challenge_only():
    # Lorcana 10.6 Resist; "during that challenge": gone when the challenge ends (4.3.6.18)
    st = started()
    put(st, card("Mushu - Majestic Dragon"), 0)
    mine = put(st, char("M1", "Mine", s=1, w=9), 0)
    foe = put(st, char("F1", "Foe", s=3, w=9), 1, tapped=True)
    st = act(st, "challenge", uid=mine, target=foe)
    while st.pending:
        st = choose(st, [st.pending[0].options[0].id])
    assert st.table.cards[mine].damage == 1  # 3 - Resist 2
    assert keyword_value(st, mine, "Resist") is None  # only during that challenge
