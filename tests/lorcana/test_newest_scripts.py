"""Per-card scripts of sets 11–14 (engine/lorcana/cards/scripts/set11.toml … set14.toml): each
scripted card is played from its real data (the pinned wheel) in an engine game and every clause of
its text is checked — conditions, "may", targets, durations. A few cards here are read by the
templates now (their scripts were dropped as redundant: Gadget Hackwrench, the Singer cards, Robin
Hood, Snowball Fight, Vixey, Paradise Falls, You Broke My Smolder, Never Gonna Let You Cry, Khan Industries); their
tests stay, whichever way they compile."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core import Action
from engine.lorcana.cards import compiler
from engine.lorcana.cards.scripted import default_book
from engine.lorcana.characteristics import has, keyword_value, stat
from tests.lorcana.helpers import ENGINE, FILLER, act, choose, custom, end_turn, ink_up, put, started
from tests.lorcana.real import registry_cards

NEWEST = [k for k, s in default_book().scripts.items() if any(f"set{n}.toml" in str(s.path) for n in (11, 12, 13, 14))]


def card(full_name: str) -> dict:
    data = registry_cards()[full_name]
    assert compiler.is_automated(data), full_name
    return dict(data)


def char(cid: str, name: str, **kw) -> dict:
    return custom(cid, name, **kw)


ROUND_5 = ("test_set11_round5.py", "test_sets_10_12_round5.py", "test_set13_round5.py", "test_set14_promos_round5.py",
           "test_granted_abilities.py", "test_list_cards_and_defects_round5.py", "test_tail_round6.py", "test_tail_round7.py",
           "test_sets_10_11_round7.py", "test_last_round7.py")


def test_every_newest_script_is_tested_here():
    """Each scripted card of sets 11–14 has a test in this file (or test_tail_sets_10_14.py, test_sets_11_13_round2.py,
    test_sets_10_14_round3.py, test_sets_10_14_round4.py or a round-5 file) naming it."""
    source = "".join((Path(__file__).parent / f).read_text(encoding="utf-8")
                     for f in (Path(__file__).name, "test_tail_sets_10_14.py", "test_sets_11_13_round2.py", "test_sets_10_14_round3.py",
                               "test_sets_10_14_round4.py", *ROUND_5))
    assert NEWEST
    missing = [k for k in NEWEST if f'card("{k}")' not in source and f'"{k}"' not in source]  # by name, or by id (11-64)
    assert not missing, missing


# --- set 12 --------------------------------------------------------------------------------------

def test_doc_taking_notes_needs_another_dwarf_or_a_princess():
    # Lorcana 7.4.4: the intervening if; "another": Doc himself doesn't count
    doc = card("Doc - Taking Notes")
    st = started()
    ink_up(st, 0, doc["cost"] * 2)
    hand = len(st.table.zone(0, "hand"))
    uid = put(st, doc, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert len(st.table.zone(0, "hand")) == hand  # no draw
    put(st, char("P1", "Belle", classifications=["Storyborn", "Princess"]), 0)
    second = put(st, doc, 0, "hand")
    st = act(st, "play", uid=second, mode="ink")
    assert len(st.table.zone(0, "hand")) == hand + 1


def test_sleepy_deep_sleeper_may_draw_when_banished_with_a_dwarf_in_play():
    sleepy = card("Sleepy - Deep Sleeper")
    st = started()
    uid = put(st, sleepy, 0, tapped=True)
    put(st, char("D1", "Grumpy", classifications=["Storyborn", "Seven Dwarfs"]), 0)
    foe = put(st, char("F1", "Foe", s=9, w=9), 1)
    st = end_turn(st)
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "challenge", player=1, uid=foe, target=uid)
    assert st.pending[0].player == 0 and st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert len(st.table.zone(0, "hand")) == hand + 1
    st = started()
    uid = put(st, sleepy, 0, tapped=True)
    foe = put(st, char("F1", "Foe", s=9, w=9), 1)
    st = end_turn(st)
    st = act(st, "challenge", player=1, uid=foe, target=uid)
    assert not st.pending  # no Seven Dwarfs or Princess character: no trigger


def test_chip_team_player_needs_another_sturdy_character():
    chip = card("Chip - Team Player")
    st = started()
    ink_up(st, 0, chip["cost"] * 2)
    put(st, char("S1", "Sturdy", w=3), 0)
    uid = put(st, chip, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert not st.pending  # willpower 3 only
    put(st, char("S2", "Sturdier", w=4), 0)
    uid = put(st, chip, 0, "hand")
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    assert len(st.table.zone(0, "hand")) == hand - 1 + 1


def test_the_queen_evil_ruler_gets_strength_while_an_opposing_character_is_damaged():
    queen = card("The Queen - Evil Ruler")
    st = started()
    uid = put(st, queen, 0)
    mine = put(st, char("M1", "Mine", w=5), 0, damage=1)
    assert stat(st, uid, "strength") == queen["strength"]  # our own damaged character doesn't count
    foe = put(st, char("F1", "Foe", w=5), 1)
    assert stat(st, uid, "strength") == queen["strength"]
    st.table.cards[foe].damage = 1
    assert stat(st, uid, "strength") == queen["strength"] + 2
    assert mine


def test_edna_mode_super_suit_designer_gains_ward_with_a_super_suit():
    edna = card("Edna Mode - Super Suit Designer")
    st = started()
    uid = put(st, edna, 0)
    assert not has(st, uid, "Ward")
    put(st, custom("I1", "Cape", card_type="Item", cost=1), 0)
    assert not has(st, uid, "Ward")
    put(st, custom("I2", "Super Suit", card_type="Item", cost=1), 0)
    assert has(st, uid, "Ward")


def test_gadget_hackwrench_gives_lore_to_support_characters():
    gadget = card("Gadget Hackwrench - Resourceful Mechanic")
    st = started()
    put(st, gadget, 0)
    helper = put(st, char("S1", "Helper", lore=1, text="Support"), 0)
    plain = put(st, char("P1", "Plain", lore=1), 0)
    theirs = put(st, char("S2", "Their Helper", lore=1, text="Support"), 1)
    assert stat(st, helper, "lore") == 2 and stat(st, plain, "lore") == 1 and stat(st, theirs, "lore") == 1


def test_diablo_stone_servant_protects_villains_while_exerted():
    diablo = card("Diablo - Stone Servant")
    st = started()
    uid = put(st, diablo, 0)
    villain = put(st, char("V1", "Villain", w=5, classifications=["Storyborn", "Villain"]), 0, tapped=True)
    plain = put(st, char("P1", "Plain", w=5), 0, tapped=True)
    assert not has(st, villain, "cant_be_challenged")
    st.table.cards[uid].tapped = True
    assert has(st, villain, "cant_be_challenged") and not has(st, plain, "cant_be_challenged")
    foe = put(st, char("F1", "Foe", s=1, w=9), 1)
    st = end_turn(st)
    st.table.cards[uid].tapped = st.table.cards[villain].tapped = True
    with pytest.raises(Exception, match=r"4\.3\.6\.8"):
        ENGINE.apply(st, Action("challenge", 1, {"uid": foe, "target": villain}))


def test_salvage_operation_returns_an_item_and_gains_lore_only_with_a_sturdy_character():
    salvage = card("Salvage Operation")
    for w, lore in ((3, 0), (4, 1)):
        st = started()
        ink_up(st, 0, salvage["cost"])
        item = put(st, custom("I1", "Gear", card_type="Item", cost=1), 0, "discard")
        put(st, char("C1", "Discarded", w=9), 0, "discard")
        put(st, char("S1", "Sturdy", w=w), 0)
        uid = put(st, salvage, 0, "hand")
        st = act(st, "play", uid=uid, mode="ink")
        assert {o.id for o in st.pending[0].options} == {str(item)}
        st = choose(st, [item])
        assert st.table.cards[item].zone == "hand" and st.lore[0] == lore


def test_chip_retrieval_expert_returns_only_a_sturdy_character_card():
    chip = card("Chip - Retrieval Expert")
    st = started()
    ink_up(st, 0, chip["cost"])
    weak = put(st, char("W1", "Weak", w=3), 0, "discard")
    strong = put(st, char("S1", "Strong", w=4), 0, "discard")
    uid = put(st, chip, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    assert {o.id for o in st.pending[0].options} == {str(strong)}
    st = choose(st, [strong])
    assert st.table.cards[strong].zone == "hand" and st.table.cards[weak].zone == "discard"


def test_remote_inklands_mills_one_card_at_the_start_of_your_turn():
    ruins = card("Remote Inklands - Desert Ruins")
    st = started()
    put(st, ruins, 0)
    st = end_turn(st)
    assert len(st.table.zone(0, "discard")) == 0
    top = st.table.zone(0, "deck")[0]
    st = end_turn(st)
    assert st.table.cards[top].zone == "discard" and len(st.table.zone(0, "discard")) == 1


# --- set 13 --------------------------------------------------------------------------------------

def test_abu_wise_sultan_is_banished_after_his_quest():
    abu = card("Abu - Wise Sultan")
    st = started()
    uid = put(st, abu, 0)
    st = act(st, "quest", uid=uid)
    assert st.lore[0] == abu["lore"] and st.table.cards[uid].zone == "discard"


def test_kevin_flightless_bird_goes_on_top_of_the_deck_after_questing():
    kevin = card("Kevin - Flightless Bird")
    st = started()
    uid = put(st, kevin, 0)
    st = act(st, "quest", uid=uid)
    assert st.lore[0] == kevin["lore"] and st.table.zone(0, "deck")[0] == uid


def test_hera_gains_lore_for_herself_and_other_floodborn_only():
    hera = card("Hera - Created by the Vine")
    st = started()
    ink_up(st, 0, hera["cost"] + 4)
    uid = put(st, hera, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert st.lore[0] == 1
    other = put(st, char("F1", "Vine", cost=1, classifications=["Floodborn"]), 0, "hand")
    st = act(st, "play", uid=other, mode="ink")
    assert st.lore[0] == 2
    plain = put(st, char("S1", "Plain", cost=1), 0, "hand")
    st = act(st, "play", uid=plain, mode="ink")
    assert st.lore[0] == 2


def test_mulan_created_by_the_vine_may_banish_an_item():
    mulan = card("Mulan - Created by the Vine")
    st = started()
    ink_up(st, 0, mulan["cost"])
    item = put(st, custom("I1", "Gear", card_type="Item", cost=1), 1)
    uid = put(st, mulan, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    assert {o.id for o in st.pending[0].options} == {str(item)}
    st = choose(st, [item])
    assert st.table.cards[item].zone == "discard"


def test_violet_parr_super_resilient_loots_for_heroes():
    violet = card("Violet Parr - Super Resilient")
    st = started()
    ink_up(st, 0, violet["cost"] + 1)
    uid = put(st, violet, 0, "hand")
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    assert st.pending[0].kind == "discard"
    st = choose(st, [st.pending[0].options[0].id])
    assert len(st.table.zone(0, "hand")) == hand - 1
    plain = put(st, char("S1", "Plain", cost=1), 0, "hand")
    st = act(st, "play", uid=plain, mode="ink")
    assert not st.pending  # not a Hero


def test_robin_hood_created_by_the_vine_gives_floodborn_alert():
    robin = card("Robin Hood - Created by the Vine")
    st = started()
    put(st, robin, 0)
    vine = put(st, char("F1", "Vine", s=2, classifications=["Floodborn"]), 0)
    plain = put(st, char("S1", "Plain"), 0)
    assert has(st, vine, "Alert") and not has(st, plain, "Alert")
    flyer = put(st, char("E1", "Flyer", w=5, text="Evasive"), 1, tapped=True)
    st = act(st, "challenge", uid=vine, target=flyer)  # Alert: may challenge Evasive characters (2.2.0 8.2, outside the seed documents)
    assert st.table.cards[flyer].damage == 2


def test_paradise_falls_gets_lore_while_you_have_a_character_there():
    falls = card("Paradise Falls - Exotic Destination")
    st = started()
    ink_up(st, 0, 5)
    uid = put(st, falls, 0)
    mine = put(st, char("M1", "Mine"), 0)
    assert stat(st, uid, "lore") == falls["lore"]
    st = act(st, "move", uid=mine, location=uid)
    assert stat(st, uid, "lore") == falls["lore"] + 3


def test_pocahontas_guiding_the_tribe_plays_a_cost_one_character_for_free():
    poca = card("Pocahontas - Guiding the Tribe")
    st = started()
    ink_up(st, 0, poca["cost"])
    one = put(st, char("O1", "One", cost=1), 0, "hand")
    two = put(st, char("T1", "Two", cost=2), 0, "hand")
    uid = put(st, poca, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    ids = {o.id for o in st.pending[0].options}
    assert str(one) in ids and str(two) not in ids
    st = choose(st, [one])
    assert st.table.cards[one].zone == "play"


def test_you_broke_my_smolder_discards_the_hand_then_draws_two():
    song = card("You Broke My Smolder")
    st = started()
    ink_up(st, 0, song["cost"])
    uid = put(st, song, 0, "hand")
    old = [u for u in st.table.zone(0, "hand") if u != uid]
    st = act(st, "play", uid=uid, mode="ink")
    assert not st.pending and all(st.table.cards[u].zone == "discard" for u in old)
    assert len(st.table.zone(0, "hand")) == 2


def test_windstorm_hits_every_opposing_character_and_location_and_evasive_ones_harder():
    storm = card("Windstorm")
    st = started()
    ink_up(st, 0, storm["cost"])
    foe = put(st, char("F1", "Foe", w=9), 1)
    flyer = put(st, char("E1", "Flyer", w=9, text="Evasive"), 1)
    loc = put(st, custom("L1", "Keep", card_type="Location", cost=1, s=None, w=9, lore=1, move_cost=1), 1)
    mine = put(st, char("M1", "Mine", w=9), 0)
    uid = put(st, storm, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert [st.table.cards[u].damage for u in (foe, flyer, loc, mine)] == [1, 3, 1, 0]


def test_well_save_our_village_gives_resist_until_your_next_turn():
    song = card("We'll Save Our Village")
    st = started()
    ink_up(st, 0, song["cost"])
    mine = put(st, char("M1", "Mine", w=9), 0)
    loc = put(st, custom("L1", "Keep", card_type="Location", cost=1, s=None, w=9, lore=1, move_cost=1), 0)
    foe = put(st, char("F1", "Foe", w=9), 1)
    uid = put(st, song, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert keyword_value(st, mine, "Resist") == 1 and keyword_value(st, loc, "Resist") == 1 and not has(st, foe, "Resist")
    st = end_turn(st)
    assert has(st, mine, "Resist")
    st = end_turn(st)
    assert not has(st, mine, "Resist")


def test_narrow_escape_returns_up_to_two_cheap_cards():
    escape = card("Narrow Escape")
    st = started()
    ink_up(st, 0, escape["cost"])
    cheap = put(st, char("C1", "Cheap", cost=2), 1)
    item = put(st, custom("I1", "Gear", card_type="Item", cost=1), 0)
    dear = put(st, char("D1", "Dear", cost=3), 1)
    uid = put(st, escape, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    p = st.pending[0]
    assert p.max == 2 and p.min == 0 and str(dear) not in {o.id for o in p.options}
    st = choose(st, [cheap, item])
    assert st.table.cards[cheap].zone == "hand" and st.table.cards[cheap].owner == 1 and st.table.cards[item].zone == "hand"
    assert FILLER


def test_dolores_madrigal_looks_at_the_chosen_opponents_hand_privately():
    dolores = card("Dolores Madrigal - Hears Everything")
    st = started(players=3)
    ink_up(st, 0, dolores["cost"])
    uid = put(st, dolores, 0, "hand")
    res = ENGINE.apply(st, Action("play", 0, {"uid": uid, "mode": "ink"}))
    st = res.state
    assert st.pending[0].kind == "player" and {o.id for o in st.pending[0].options} == {"1", "2"}
    res = ENGINE.apply(st, Action("choose", 0, {"picks": ["2"]}))
    looks = [e for e in res.events if e.kind == "look_private"]
    assert looks and looks[0].visible_to == [0] and "P3's hand" in looks[0].text  # 8.3.2: only the looking player sees it


# --- set 11 --------------------------------------------------------------------------------------

def test_lilo_rock_star_plays_a_cheap_character_from_the_discard():
    lilo = card("Lilo - Rock Star")
    st = started()
    uid = put(st, lilo, 0)
    cheap = put(st, char("C1", "Cheap", cost=2), 0, "discard")
    dear = put(st, char("D1", "Dear", cost=3), 0, "discard")
    in_hand = put(st, char("H1", "Handy", cost=1), 0, "hand")
    st = act(st, "quest", uid=uid)
    st = choose(st, ["yes"])
    ids = {o.id for o in st.pending[0].options}
    assert str(cheap) in ids and str(dear) not in ids and str(in_hand) not in ids
    st = choose(st, [cheap])
    assert st.table.cards[cheap].zone == "play" and len(st.table.zone(0, "inkwell")) == 0


def test_wisdom_of_the_willow_draws_for_each_quest_this_turn_only():
    willow = card("Wisdom of the Willow")
    st = started()
    ink_up(st, 0, willow["cost"])
    a = put(st, char("A1", "A"), 0)
    b = put(st, char("B1", "B"), 0)
    uid = put(st, willow, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "quest", uid=a)
    st = choose(st, ["yes"])
    st = act(st, "quest", uid=b)
    st = choose(st, ["no"])  # "you may"
    assert len(st.table.zone(0, "hand")) == hand + 1
    st = end_turn(st)
    st = end_turn(st)
    st = act(st, "quest", uid=a)
    assert not st.pending  # the rest of that turn only (7.4.7.1)


def test_snowball_fight_lore_only_with_an_evasive_character():
    fight = card("Snowball Fight")
    for evasive, lore in ((False, 0), (True, 1)):
        st = started()
        ink_up(st, 0, fight["cost"])
        put(st, char("M1", "Mine", text="Evasive" if evasive else ""), 0)
        uid = put(st, fight, 0, "hand")
        hand = len(st.table.zone(1, "hand"))
        st = act(st, "play", uid=uid, mode="ink")
        assert st.pending[0].player == 1 and st.pending[0].kind == "discard"  # they choose (8.3.4)
        st = choose(st, [st.pending[0].options[0].id])
        assert len(st.table.zone(1, "hand")) == hand - 1 and st.lore[0] == lore


def test_elsa_ice_artisan_exerts_on_play_and_whenever_you_play_a_location():
    elsa = card("Elsa - Ice Artisan")
    st = started()
    ink_up(st, 0, elsa["cost"] + 1)
    weak = put(st, char("W1", "Weak", s=3), 1)
    strong = put(st, char("S1", "Strong", s=4), 1)
    uid = put(st, elsa, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    assert str(strong) not in {o.id for o in st.pending[0].options}
    st = choose(st, [weak])
    assert st.table.cards[weak].tapped
    st.table.cards[weak].tapped = False
    loc = put(st, custom("L1", "Keep", card_type="Location", cost=1, s=None, w=5, lore=1, move_cost=1), 0, "hand")
    st = act(st, "play", uid=loc, mode="ink")
    st = choose(st, ["yes"])
    st = choose(st, [weak])
    assert st.table.cards[weak].tapped
    other = put(st, char("O1", "Other", cost=0), 0, "hand")
    st = act(st, "play", uid=other, mode="ink")
    assert not st.pending  # a character is not a location


def boost(st, uid: int) -> object:
    """Use the card's Boost (2.2.0 8.4.1, outside the seed documents): its first ability."""
    return act(st, "activate", uid=uid, ability=0)


def test_scrooge_ghostly_ebenezer_grows_with_cards_under_him():
    scrooge = card("Scrooge McDuck - Ghostly Ebenezer")
    st = started()
    ink_up(st, 0, 1)
    uid = put(st, scrooge, 0)
    assert stat(st, uid, "strength") == scrooge["strength"] and stat(st, uid, "willpower") == scrooge["willpower"]
    st = boost(st, uid)
    assert stat(st, uid, "strength") == scrooge["strength"] + 1 and stat(st, uid, "willpower") == scrooge["willpower"] + 1


def test_scrooges_counting_house_grows_with_cards_under_it():
    house = card("Scrooge's Counting House - Ebenezer's Office")
    st = started()
    ink_up(st, 0, 2)
    uid = put(st, house, 0)
    st = boost(st, uid)
    assert stat(st, uid, "willpower") == house["willpower"] + 1 and stat(st, uid, "lore") == house["lore"] + 1


def test_gramma_tala_costs_one_less_per_inkwell_card():
    tala = card("Gramma Tala - Connected to Nature")
    st = started()
    n = (tala["cost"] + 1) // 2  # n ink cards pay the cost less n
    ink_up(st, 0, n)
    uid = put(st, tala, 0, "hand")
    need = max(0, tala["cost"] - n)
    assert need <= n
    st = act(st, "play", uid=uid, mode="ink")
    ready = sum(1 for u in st.table.zone(0, "inkwell") if not st.table.cards[u].tapped)
    assert st.table.cards[uid].zone == "play" and ready == n - need


def test_dr_hamsterviel_costs_one_less_per_alien_in_discard():
    ham = card("Dr. Hamsterviel - Infamous Scientist")
    st = started()
    ink_up(st, 0, ham["cost"])
    for i in range(2):
        put(st, char(f"A{i}", f"Alien{i}", classifications=["Storyborn", "Alien"]), 0, "discard")
    put(st, char("P1", "Plain"), 0, "discard")
    uid = put(st, ham, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    ready = sum(1 for u in st.table.zone(0, "inkwell") if not st.table.cards[u].tapped)
    assert ready == 2


# --- set 14 --------------------------------------------------------------------------------------

def singer(cid: str, player_st, p: int = 0) -> int:
    return put(player_st, char(cid, f"Singer{cid}", text="Singer 5"), p)


def test_max_goof_needs_another_singer():
    max_goof = card("Max Goof - Music Lover")
    st = started()
    uid = put(st, max_goof, 0)
    assert stat(st, uid, "lore") == max_goof["lore"]  # he is a Singer himself: "another"
    singer("S1", st, 1)
    assert stat(st, uid, "lore") == max_goof["lore"]  # an opponent's Singer doesn't count
    singer("S2", st)
    assert stat(st, uid, "lore") == max_goof["lore"] + 1


def test_pj_pete_and_enthusiastic_goofy_need_a_singer_in_play():
    pete = card("P.J. Pete - Devoted Fan")
    goofy = card("Goofy - Enthusiastic Tourist")
    st = started()
    p = put(st, pete, 0)
    g = put(st, goofy, 0)
    assert stat(st, p, "lore") == pete["lore"] and stat(st, g, "strength") == goofy["strength"]
    singer("S1", st)
    assert stat(st, p, "lore") == pete["lore"] + 1 and stat(st, g, "strength") == goofy["strength"] + 3


def test_goofy_knows_the_band_draws_only_with_a_singer():
    goofy = card("Goofy - Knows the Band")
    st = started()
    ink_up(st, 0, goofy["cost"] * 2)
    hand = len(st.table.zone(0, "hand"))
    uid = put(st, goofy, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert len(st.table.zone(0, "hand")) == hand
    singer("S1", st)
    uid = put(st, goofy, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert len(st.table.zone(0, "hand")) == hand + 1


def test_speaker_stack_boosts_your_singers_only():
    stack = card("Speaker Stack")
    st = started()
    put(st, stack, 0)
    s = singer("S1", st)
    plain = put(st, char("P1", "Plain"), 0)
    theirs = singer("S2", st, 1)
    assert (stat(st, s, "strength"), stat(st, s, "willpower")) == (3, 3)
    assert stat(st, plain, "strength") == 2 and stat(st, theirs, "strength") == 2


def test_ernesto_ruthless_musician_may_banish_a_singer():
    ernesto = card("Ernesto de la Cruz - Ruthless Musician")
    st = started()
    ink_up(st, 0, ernesto["cost"])
    target = singer("S1", st, 1)
    plain = put(st, char("P1", "Plain"), 1)
    uid = put(st, ernesto, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    ids = {o.id for o in st.pending[0].options}
    assert str(target) in ids and str(plain) not in ids
    st = choose(st, [target])
    assert st.table.cards[target].zone == "discard"


def test_goofy_dancing_superstar_gives_other_singers_lore_this_turn():
    goofy = card("Goofy - Dancing Superstar")
    st = started()
    uid = put(st, goofy, 0)
    s = singer("S1", st)
    plain = put(st, char("P1", "Plain", lore=1), 0)
    st = act(st, "quest", uid=uid)
    assert stat(st, s, "lore") == 2 and stat(st, plain, "lore") == 1 and st.lore[0] == goofy["lore"]
    st = end_turn(st)
    assert stat(st, s, "lore") == 1


def test_minnie_busy_go_getter_has_resist_during_opponents_turns():
    minnie = card("Minnie Mouse - Busy Go-Getter")
    st = started()
    uid = put(st, minnie, 0)
    assert not has(st, uid, "Resist")
    st = end_turn(st)
    assert keyword_value(st, uid, "Resist") == 2


def test_the_beanstalk_and_khan_industries_affect_characters_here():
    beanstalk = card("The Beanstalk - Onward and Upward")
    khan = card("Khan Industries - Greenway Landmark")
    st = started()
    ink_up(st, 0, 10)
    b = put(st, beanstalk, 0)
    k = put(st, khan, 0)
    climber = put(st, char("C1", "Climber", s=1), 0)
    guarded = put(st, char("G1", "Guarded", w=5), 0)
    assert stat(st, climber, "strength") == 1 and not has(st, climber, "Evasive")
    st = act(st, "move", uid=climber, location=b)
    st = act(st, "move", uid=guarded, location=k)
    assert stat(st, climber, "strength") == 2 and has(st, climber, "Evasive") and not has(st, guarded, "Evasive")
    foe = put(st, char("F1", "Foe", s=1, w=9), 1)
    st = end_turn(st)
    st.table.cards[guarded].tapped = True
    with pytest.raises(Exception, match=r"4\.3\.6\.8"):
        ENGINE.apply(st, Action("challenge", 1, {"uid": foe, "target": guarded}))


def test_never_gonna_let_you_cry_returns_up_to_two_cheap_characters():
    song = card("Never Gonna Let You Cry")
    st = started()
    ink_up(st, 0, song["cost"])
    a = put(st, char("A1", "A", cost=2), 0, "discard")
    b = put(st, char("B1", "B", cost=1), 0, "discard")
    c = put(st, char("C1", "C", cost=3), 0, "discard")
    uid = put(st, song, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    p = st.pending[0]
    assert p.max == 2 and str(c) not in {o.id for o in p.options}
    st = choose(st, [a, b])
    assert st.table.cards[a].zone == "hand" and st.table.cards[b].zone == "hand" and st.table.cards[c].zone == "discard"


def test_hector_street_musician_may_mill_one():
    hector = card("Héctor Rivera - Street Musician")
    st = started()
    ink_up(st, 0, hector["cost"])
    top = st.table.zone(0, "deck")[0]
    uid = put(st, hector, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    assert st.table.cards[top].zone == "discard"


def test_madam_mim_nosy_neighbor_looks_at_the_opponents_hand():
    mim = card("Madam Mim - Nosy Neighbor")
    st = started()
    ink_up(st, 0, mim["cost"])
    uid = put(st, mim, 0, "hand")
    res = ENGINE.apply(st, Action("play", 0, {"uid": uid, "mode": "ink"}))
    looks = [e for e in res.events if e.kind == "look_private"]
    assert looks and looks[0].visible_to == [0] and "P2's hand" in looks[0].text
    assert all(res.state.table.cards[u].zone == "hand" for u in res.state.table.zone(1, "hand"))


# --- batch 2 -------------------------------------------------------------------------------------

def test_zipper_big_helper_adds_his_willpower_to_another_characters_strength():
    zipper = card("Zipper - Big Helper")
    st = started()
    uid = put(st, zipper, 0)
    ally = put(st, char("A1", "Ally", s=1), 0)
    st = act(st, "quest", uid=uid)
    st = choose(st, ["yes"])
    assert str(uid) not in {o.id for o in st.pending[0].options}  # another chosen character
    st = choose(st, [ally])
    assert stat(st, ally, "strength") == 1 + stat(st, uid, "willpower")
    st = end_turn(st)
    assert stat(st, ally, "strength") == 1


def test_vixey_returns_a_cheap_card_only_with_an_evasive_character():
    vixey = card("Vixey - Expert Fisher")
    st = started()
    ink_up(st, 0, vixey["cost"] * 2)
    cheap = put(st, custom("I1", "Gear", card_type="Item", cost=2), 1)
    uid = put(st, vixey, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert not st.pending  # no Evasive character: no trigger (7.4.4)
    put(st, char("E1", "Flyer", text="Evasive"), 0)
    dear = put(st, char("D1", "Dear", cost=3), 1)
    uid = put(st, vixey, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    ids = {o.id for o in st.pending[0].options}
    assert str(cheap) in ids and str(dear) not in ids
    st = choose(st, [cheap])
    assert st.table.cards[cheap].zone == "hand" and st.table.cards[cheap].owner == 1


def test_gopher_hunny_cook_protects_other_hunny_characters_on_opponents_turns_while_exerted():
    gopher = card("Gopher - Hunny Cook")
    st = started()
    uid = put(st, gopher, 0, tapped=True)
    pooh = put(st, char("H1", "Pooh", classifications=["Storyborn", "Hunny"]), 0)
    assert not has(st, pooh, "Resist")  # our turn
    st = end_turn(st)
    st.table.cards[uid].tapped = True
    assert keyword_value(st, pooh, "Resist") == 1 and not has(st, uid, "Resist")
    st.table.cards[uid].tapped = False
    assert not has(st, pooh, "Resist")


def test_belles_city_guide_gains_lore_only_after_an_action_this_turn():
    guide = card("Belle's City Guide")
    st = started()
    ink_up(st, 0, 2)
    uid = put(st, guide, 0)
    st = act(st, "activate", uid=uid, ability=0)
    assert st.lore[0] == 0 and st.table.cards[uid].tapped
    st = end_turn(st)
    st = end_turn(st)
    action = put(st, custom("X1", "Trick", card_type="Action", cost=1, text="Draw a card."), 0, "hand")
    st = act(st, "play", uid=action, mode="ink")
    st = act(st, "activate", uid=uid, ability=0)
    assert st.lore[0] == 1


def test_leaning_tower_of_cheese_a_needs_four_towers_for_ward():
    tower = card("Leaning Tower of Cheese-a")
    st = started()
    towers = [put(st, tower, 0) for _ in range(3)]
    other = put(st, custom("I1", "Gear", card_type="Item", cost=1), 0)
    assert not has(st, other, "Ward")
    towers.append(put(st, tower, 0))
    assert has(st, other, "Ward") and all(has(st, t, "Ward") for t in towers)


def test_mama_imeldas_blessing_weakens_and_silences_until_your_next_turn():
    blessing = card("Mamá Imelda's Blessing")
    st = started()
    ink_up(st, 0, 1)
    uid = put(st, blessing, 0)
    foe = put(st, char("F1", "Foe", s=3, text="Singer 5"), 1)
    st = act(st, "activate", uid=uid, ability=0)
    st = choose(st, [foe])
    assert stat(st, foe, "strength") == 2 and has(st, foe, "cant_sing")
    st = end_turn(st)
    assert has(st, foe, "cant_sing")
    st = end_turn(st)
    assert stat(st, foe, "strength") == 3 and not has(st, foe, "cant_sing")


def test_demona_discards_a_card_to_give_a_gargoyle_rush_and_evasive():
    demona = card("Demona - Imperious Spellcaster")
    st = started()
    uid = put(st, demona, 0)
    gargoyle = put(st, char("G1", "Goliath", classifications=["Storyborn", "Gargoyle"]), 0)
    plain = put(st, char("P1", "Plain"), 0)
    for u in list(st.table.zone(0, "hand"))[1:]:
        st.table.move(u, "discard")  # one card in hand (her own "3 or more cards: can't ready" stays quiet)
    card_in_hand = st.table.zone(0, "hand")[0]
    acts = [a for a in ENGINE.legal_actions(st, 0) if a.type == "activate" and a.args.get("uid") == uid]
    assert acts and all(a.args.get("discard") == card_in_hand for a in acts)  # the cost is a discard (7.5.1)
    st = act(st, "activate", uid=uid, ability=0, discard=card_in_hand)
    assert st.table.cards[card_in_hand].zone == "discard"
    assert str(plain) not in {o.id for o in st.pending[0].options}
    st = choose(st, [gargoyle])
    assert has(st, gargoyle, "Rush") and has(st, gargoyle, "Evasive")
    st = end_turn(st)
    st = end_turn(st)
    assert not has(st, gargoyle, "Rush")


# --- batch 3 -------------------------------------------------------------------------------------

def test_carl_fredricksen_loving_husband_discounts_only_ellie():
    carl = card("Carl Fredricksen - Loving Husband")
    st = started()
    ink_up(st, 0, carl["cost"] + 3)
    uid = put(st, carl, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    other = put(st, char("O1", "Russell", cost=3), 0, "hand")
    ellie = put(st, char("E1", "Ellie Fredricksen", cost=3), 0, "hand")
    st = act(st, "play", uid=other, mode="ink")  # not Ellie: full cost, the discount stays
    assert sum(1 for u in st.table.zone(0, "inkwell") if not st.table.cards[u].tapped) == 0
    ink_up(st, 0, 1)
    st = act(st, "play", uid=ellie, mode="ink")  # 3 - 2 = 1
    assert st.table.cards[ellie].zone == "play"


def test_the_queen_devious_disguise_gives_opponents_lore_only_if_you_draw():
    queen = card("The Queen - Devious Disguise")
    st = started()
    ink_up(st, 0, queen["cost"] * 2)
    uid = put(st, queen, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["no"])
    assert st.lore[1] == 0
    uid = put(st, queen, 0, "hand")
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    assert st.lore[1] == 2 and len(st.table.zone(0, "hand")) == hand


def test_mr_incredible_super_strong_draws_when_a_super_character_challenges():
    mr = card("Mr. Incredible - Super Strong")
    st = started()
    uid = put(st, mr, 0)
    sup = put(st, char("S1", "Frozone", s=1, classifications=["Storyborn", "Super"]), 0)
    plain = put(st, char("P1", "Plain", s=1), 0)
    foes = [put(st, char(f"F{i}", f"Foe{i}", w=9), 1, tapped=True) for i in range(3)]
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "challenge", uid=uid, target=foes[0])
    assert len(st.table.zone(0, "hand")) == hand + 1  # himself: exactly one draw
    st = act(st, "challenge", uid=sup, target=foes[1])
    assert len(st.table.zone(0, "hand")) == hand + 2
    st = act(st, "challenge", uid=plain, target=foes[2])
    assert len(st.table.zone(0, "hand")) == hand + 2


def test_mystical_inkcaster_plays_a_rusher_and_banishes_it_at_the_end_of_the_turn():
    caster = card("Mystical Inkcaster")
    st = started()
    ink_up(st, 0, 3)
    uid = put(st, caster, 0)
    big = put(st, char("B1", "Big", cost=5, s=4, w=4), 0, "hand")
    dear = put(st, char("D1", "Dear", cost=6), 0, "hand")
    foe = put(st, char("F1", "Foe", s=1, w=9), 1, tapped=True)
    st = act(st, "activate", uid=uid, ability=0)
    assert str(dear) not in {o.id for o in st.pending[0].options}
    st = choose(st, [big])
    assert st.table.cards[big].zone == "play" and has(st, big, "Rush")
    st = act(st, "challenge", uid=big, target=foe)  # Rush: it can challenge the turn it is played (10.9)
    assert st.table.cards[foe].damage == 4
    st = end_turn(st)
    assert st.table.cards[big].zone == "discard"  # the delayed trigger (7.4.7.2)


def test_attack_of_the_vine_floodborn_resist_and_challenge_ready_this_turn():
    attack = card("Attack of the Vine!")
    st = started()
    ink_up(st, 0, attack["cost"])
    vine = put(st, char("V1", "Vine", s=2, w=5, classifications=["Floodborn"]), 0)
    plain = put(st, char("P1", "Plain", s=2, w=5), 0)
    foe = put(st, char("F1", "Foe", s=3, w=9), 1)  # ready
    uid = put(st, attack, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert keyword_value(st, vine, "Resist") == 2 and not has(st, plain, "Resist")
    with pytest.raises(Exception, match=r"4\.3\.6\.7"):
        ENGINE.apply(st, Action("challenge", 0, {"uid": plain, "target": foe}))
    st = act(st, "challenge", uid=vine, target=foe)  # a ready character
    assert st.table.cards[vine].damage == 1  # 3 - Resist +2
    st = end_turn(st)
    assert not has(st, vine, "Resist")


def test_boo_energetic_child_banishes_weak_challenged_characters():
    boo = card("Boo - Energetic Child")
    st = started()
    uid = put(st, boo, 0)
    weak = put(st, char("W1", "Weak", s=3, w=9), 1, tapped=True)
    strong = put(st, char("S1", "Strong", s=4, w=9), 1, tapped=True)
    st = act(st, "challenge", uid=uid, target=weak)
    assert st.table.cards[weak].zone == "discard" and st.table.cards[uid].damage == 0  # banished before the damage (4.3.6.23)
    st = end_turn(st)
    st = end_turn(st)
    st.table.cards[strong].tapped = True
    st = act(st, "challenge", uid=uid, target=strong)
    assert st.table.cards[strong].zone == "play" and st.table.cards[strong].damage == boo["strength"]


def test_sprout_discards_an_alien_or_a_location_to_deal_two():
    sprout = card("Sprout - Experiment 509")
    st = started()
    ink_up(st, 0, sprout["cost"])
    for u in list(st.table.zone(0, "hand")):
        st.table.move(u, "discard")
    alien = put(st, char("A1", "Stitch", classifications=["Storyborn", "Alien"]), 0, "hand")
    plain = put(st, char("P1", "Plain"), 0, "hand")
    foe = put(st, char("F1", "Foe", w=9), 1)
    uid = put(st, sprout, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    assert {o.id for o in st.pending[0].options} == {str(alien)}
    st = choose(st, [alien])
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 2 and st.table.cards[plain].zone == "hand"


def test_max_goof_karaoke_star_discards_a_song_to_draw_two():
    max_goof = card("Max Goof - Karaoke Star")
    st = started()
    ink_up(st, 0, max_goof["cost"] * 2)
    uid = put(st, max_goof, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    assert not st.pending  # no song card in hand: the cost can't be paid (7.1.2.2)
    song = put(st, custom("S1", "Tune", card_type="Action", cost=1, subtypes=["Song"]), 0, "hand")
    uid = put(st, max_goof, 0, "hand")
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, ["yes"])
    st = choose(st, [song])
    assert st.table.cards[song].zone == "discard" and len(st.table.zone(0, "hand")) == hand - 2 + 2


def location(cid: str) -> dict:
    return custom(cid, f"Place {cid}", card_type="Location", cost=1, s=None, w=7, lore=1, move_cost=2)


def test_heihei_at_the_crosswalk_moves_between_locations_once_per_turn():
    heihei = card("HeiHei - At the Crosswalk")
    st = started()
    uid = put(st, heihei, 0)
    a = put(st, location("L1"), 0)
    b = put(st, location("L2"), 0)
    st = act(st, "activate", uid=uid, ability=0)
    assert st.lore[0] == 0 and st.table.cards[uid].flags.get("at") is None  # not at a location: nothing
    st = end_turn(st)
    st = end_turn(st)
    st.table.cards[uid].flags["at"] = a
    lore = st.lore[0]  # (the locations' own lore came at the start of the turn)
    st = act(st, "activate", uid=uid, ability=0)  # the only other location: no question
    assert st.table.cards[uid].flags.get("at") == b and st.lore[0] == lore + 1
    with pytest.raises(Exception, match=r"7\.4\.3\.2|once"):
        ENGINE.apply(st, Action("activate", 0, {"uid": uid, "ability": 0}))


def test_carls_house_moves_a_character_from_here_to_another_location():
    house = card("Carl's House - Flying High")
    st = started()
    uid = put(st, house, 0)
    other = put(st, location("L1"), 0)
    here = put(st, char("C1", "Carl"), 0)
    away = put(st, char("R1", "Russell"), 0)
    st.table.cards[here].flags["at"] = uid
    st = act(st, "activate", uid=uid, ability=0)
    assert {o.id for o in st.pending[0].options} == {str(here)}  # from here only; the destination is the other location
    st = choose(st, [here])
    assert st.table.cards[here].flags.get("at") == other and st.lore[0] == 1 and st.table.cards[away].flags.get("at") is None
