"""Per-card scripts of sets 1–8 (engine/lorcana/cards/scripts/set01.toml … set08.toml): each
scripted card played in an engine game (registry data: the pinned wheel) with every clause
checked; the scripts apply to their cards (hash of the printed text) and come from the script."""

from __future__ import annotations

import pytest

from engine.lorcana.cards import compiler
from engine.lorcana.characteristics import has, keyword_value, stat
from tests.lorcana.helpers import act, choose, end_turn, ink_up, put, started
from tests.lorcana.test_clause_templates import card, char, song

SCRIPTED = {
    1: ["Anna - Heir to Arendelle"],
    2: ["Sword in the Stone", "Zero to Hero", "Beast - Tragic Hero", "Dopey - Always Playful", "Gumbo Pot"],
    3: ["Lucky Dime", "Mickey Mouse - Trumpeter", "Scrooge McDuck - Richest Duck in the World", "Repair", "Rise of the Titans"],
    4: ["Casa Madrigal - Casita", "Zeus - Mr. Lightning Bolts", "Vitalisphere", "The Mob Song", "Treasures Untold"],
    5: ["Arthur - King Victorious", "Break Free", "Prince Naveen - Ukulele Player"],
    6: ["Rescue Rangers Away!", "HeiHei - Not-So-Tricky Chicken"],
    7: ["Double Trouble", "Minnie Mouse - Storyteller"],
    8: ["Stopped Chaos in Its Tracks"],
}


@pytest.mark.parametrize("number,name", [(n, c) for n, cards in SCRIPTED.items() for c in cards])
def test_script_applies_to_its_card(number: int, name: str):
    data = card(name)
    assert any(a.source == "script" and a.detail.startswith(f"scripts/set{number:02d}.toml") for a in compiler.compile_card(data))


def pick(st, answer):
    return choose(st, [answer])


def play(st, data: dict, player: int = 0):
    ink_up(st, player, data["cost"])
    uid = put(st, data, player, "hand")
    return act(st, "play", player, uid=uid, mode="ink"), uid


def activate(st, uid: int, ink: int = 0):
    ink_up(st, 0, ink)
    return act(st, "activate", uid=uid, ability=0)


# --- set 1 ----------------------------------------------------------------------------------------

def test_anna_heir_to_arendelle_needs_elsa_and_stops_the_ready():
    # Lorcana 7.4.4 intervening if; 4.2.1.1 Ready step
    anna = card("Anna - Heir to Arendelle")
    st = started()
    foe = put(st, char("F1", "Foe"), 1, tapped=True)
    st, _ = play(st, anna)
    assert not st.pending  # no Elsa
    st = started()
    put(st, char("E1", "Elsa"), 0)
    foe = put(st, char("F1", "Foe"), 1, tapped=True)
    st, _ = play(st, anna)
    st = pick(st, foe)
    st = end_turn(st)
    assert st.table.cards[foe].tapped  # their next Ready step: not readied
    st = end_turn(st)
    st = end_turn(st)
    assert not st.table.cards[foe].tapped  # the turn after: readies again


# --- set 2 ----------------------------------------------------------------------------------------

def test_sword_in_the_stone_counts_the_damage_on_the_chosen_character():
    sword = card("Sword in the Stone")
    st = started()
    item = put(st, sword, 0)
    target = put(st, char("T1", "Target", s=1, w=9), 0, damage=3)
    st = activate(st, item, 2)
    st = pick(st, target)
    assert stat(st, target, "strength") == 4
    st = end_turn(st)
    assert stat(st, target, "strength") == 1


def test_zero_to_hero_reduces_by_the_number_of_your_characters():
    song = card("Zero to Hero")
    st = started()
    for i in range(3):
        put(st, char(f"C{i}", f"Mine{i}"), 0)
    st, _ = play(st, song)
    big = put(st, char("B1", "Big", cost=5), 0, "hand")
    ink_up(st, 0, 2)
    st = act(st, "play", uid=big, mode="ink")
    assert st.table.cards[big].zone == "play"


def test_beast_tragic_hero_draws_when_undamaged_else_gets_strength():
    beast = card("Beast - Tragic Hero")
    st = started()
    uid = put(st, beast, 0)
    st = end_turn(st)
    st = end_turn(st)
    assert len(st.table.zone(0, "hand")) == 9 and stat(st, uid, "strength") == beast["strength"]  # draw step + ability
    st.table.cards[uid].damage = 1
    st = end_turn(st)
    st = end_turn(st)
    assert len(st.table.zone(0, "hand")) == 10 and stat(st, uid, "strength") == beast["strength"] + 4


def test_dopey_always_playful_boosts_the_other_seven_dwarfs_when_banished():
    dopey = card("Dopey - Always Playful")
    st = started()
    uid = put(st, dopey, 0)
    dwarf = put(st, char("D1", "Dwarf", s=1, classifications=["Storyborn", "Seven Dwarfs"]), 0)
    other = put(st, char("O1", "Other", s=1), 0)
    foe = put(st, char("F1", "Foe", s=9, w=9), 1, tapped=True)
    st = act(st, "challenge", uid=uid, target=foe)
    assert st.table.cards[uid].zone == "discard"
    assert stat(st, dwarf, "strength") == 3 and stat(st, other, "strength") == 1
    st = end_turn(st)
    assert stat(st, dwarf, "strength") == 3
    st = end_turn(st)
    assert stat(st, dwarf, "strength") == 1


def test_gumbo_pot_heals_one_from_each_of_two():
    pot = card("Gumbo Pot")
    st = started()
    item = put(st, pot, 0)
    a = put(st, char("A1", "A", w=9), 0, damage=2)
    b = put(st, char("B1", "B", w=9), 1, damage=2)
    st = activate(st, item)
    st = choose(st, [a, b])
    assert st.table.cards[a].damage == 1 and st.table.cards[b].damage == 1


# --- set 3 ----------------------------------------------------------------------------------------

def test_lucky_dime_gains_the_chosen_characters_lore():
    dime = card("Lucky Dime")
    st = started()
    item = put(st, dime, 0)
    mine = put(st, char("M1", "Mine", lore=3), 0)
    put(st, char("F1", "Foe", lore=5), 1)
    st = activate(st, item, 2)
    assert str(mine) in {o.id for o in st.pending[0].options} and len(st.pending[0].options) == 1
    st = pick(st, mine)
    assert st.lore[0] == 3


def test_mickey_trumpeter_plays_a_character_for_free():
    mickey = card("Mickey Mouse - Trumpeter")
    st = started()
    uid = put(st, mickey, 0)
    big = put(st, char("B1", "Big", cost=9), 0, "hand")
    st = activate(st, uid, 2)
    st = pick(st, big)
    assert st.table.cards[big].zone == "play"


def test_scrooge_richest_duck_may_play_an_item_for_free_after_banishing():
    scrooge = card("Scrooge McDuck - Richest Duck in the World")
    st = started()
    uid = put(st, scrooge, 0)
    foe = put(st, char("F1", "Foe", s=0, w=1), 1, tapped=True)
    item = put(st, card("Lucky Dime"), 0, "hand")
    st = act(st, "challenge", uid=uid, target=foe)
    st = pick(st, "yes")
    st = pick(st, item)
    assert st.table.cards[item].zone == "play"


def test_repair_heals_one_of_your_locations():
    repair = card("Repair")
    st = started()
    loc = put(st, card("Skull Rock - Isolated Fortress"), 0, damage=4)
    foe = put(st, char("F1", "Foe", w=9), 1, damage=4)
    st, _ = play(st, repair)
    assert str(foe) not in {o.id for o in st.pending[0].options}  # one of yours
    st = pick(st, loc)
    st = pick(st, "3")  # up to 3: the player picks the amount (7.1.8)
    assert st.table.cards[loc].damage == 1


def test_rise_of_the_titans_banishes_a_location_or_item_not_a_character():
    titans = card("Rise of the Titans")
    st = started()
    item = put(st, card("Lucky Dime"), 1)
    foe = put(st, char("F1", "Foe"), 1)
    st, _ = play(st, titans)
    assert str(foe) not in {o.id for o in st.pending[0].options}
    st = pick(st, item)
    assert st.table.cards[item].zone == "discard"


# --- set 4 ----------------------------------------------------------------------------------------

def test_casa_madrigal_gains_lore_with_a_character_here():
    casa = card("Casa Madrigal - Casita")
    st = started()
    loc = put(st, casa, 0)
    guest = put(st, char("G1", "Guest"), 0)
    st = end_turn(st)
    st = end_turn(st)
    assert st.lore[0] == 0
    st.table.cards[guest].flags["at"] = loc
    st = end_turn(st)
    st = end_turn(st)
    assert st.lore[0] == 1 + stat(st, loc, "lore")  # the ability and the location's own lore (4.2.2.2)


def test_zeus_gets_the_chosen_characters_strength():
    zeus = card("Zeus - Mr. Lightning Bolts")
    st = started()
    uid = put(st, zeus, 0)
    strong = put(st, char("S1", "Strong", s=6, w=9), 1, tapped=True)
    st = act(st, "challenge", uid=uid, target=strong)
    st = pick(st, strong)
    assert st.table.cards[strong].damage == zeus["strength"] + 6


def test_vitalisphere_rush_and_strength_on_one_character():
    sphere = card("Vitalisphere")
    st = started()
    item = put(st, sphere, 0)
    fresh = put(st, char("N1", "New", s=1), 0, dry=False)
    st = activate(st, item, 1)
    st = pick(st, fresh)
    assert st.table.cards[item].zone == "discard"
    assert has(st, fresh, "Rush") and stat(st, fresh, "strength") == 3


def test_the_mob_song_hits_up_to_three_characters_or_locations():
    mob = card("The Mob Song")
    st = started()
    targets = [put(st, char(f"F{i}", f"Foe{i}", w=9), 1) for i in range(2)] + [put(st, card("Skull Rock - Isolated Fortress"), 1)]
    st, _ = play(st, mob)
    st = choose(st, targets)
    assert all(st.table.cards[u].damage == 3 for u in targets)


def test_treasures_untold_returns_two_items_from_your_discard():
    treasures = card("Treasures Untold")
    st = started()
    items = [put(st, card("Lucky Dime"), 0, "discard") for _ in range(2)]
    other = put(st, char("C1", "Char"), 0, "discard")
    st, _ = play(st, treasures)
    assert str(other) not in {o.id for o in st.pending[0].options}
    st = choose(st, items)
    assert all(st.table.cards[u].zone == "hand" for u in items)


# --- set 5 ----------------------------------------------------------------------------------------

def test_arthur_king_victorious_three_grants_on_one_character():
    arthur = card("Arthur - King Victorious")
    st = started()
    mine = put(st, char("M1", "Mine", s=1, w=9), 0)
    foe = put(st, char("F1", "Foe", s=1, w=9), 1)
    st, _ = play(st, arthur)
    st = pick(st, mine)
    assert keyword_value(st, mine, "Challenger") == 2 and keyword_value(st, mine, "Resist") == 2
    st = act(st, "challenge", uid=mine, target=foe)  # a ready character (4.3.6.2 lifted)
    assert st.table.cards[foe].damage == 3 and st.table.cards[mine].damage == 0


def test_break_free_damages_then_gives_rush_and_strength():
    free = card("Break Free")
    st = started()
    fresh = put(st, char("N1", "New", s=1, w=3), 0, dry=False)
    put(st, char("F1", "Foe"), 1)
    st, _ = play(st, free)
    assert all(st.table.cards[int(o.id)].controller == 0 for o in st.pending[0].options)
    st = pick(st, fresh)
    assert st.table.cards[fresh].damage == 1 and has(st, fresh, "Rush") and stat(st, fresh, "strength") == 2


def test_prince_naveen_may_play_a_song_up_to_cost_six_for_free():
    naveen = card("Prince Naveen - Ukulele Player")
    st = started()
    cheap = put(st, card("Friends on the Other Side"), 0, "hand")
    dear = put(st, song("Dear Song", 7), 0, "hand")
    st, _ = play(st, naveen)
    st = pick(st, "yes")
    ids = {o.id for o in st.pending[0].options}
    assert str(cheap) in ids and str(dear) not in ids
    st = pick(st, cheap)
    assert st.table.cards[cheap].zone == "discard"  # the song resolved (7.1.6) and went to the discard


# --- sets 6–8 ---------------------------------------------------------------------------------------

def test_rescue_rangers_away_counts_your_characters():
    song = card("Rescue Rangers Away!")
    st = started()
    for i in range(2):
        put(st, char(f"C{i}", f"Mine{i}"), 0)
    foe = put(st, char("F1", "Foe", s=5), 1)
    st, _ = play(st, song)
    st = pick(st, foe)
    assert stat(st, foe, "strength") == 3
    st = end_turn(st)
    assert stat(st, foe, "strength") == 3
    st = end_turn(st)
    assert stat(st, foe, "strength") == 5


def test_heihei_not_so_tricky_exerts_an_item_that_doesnt_ready():
    heihei = card("HeiHei - Not-So-Tricky Chicken")
    st = started()
    item = put(st, card("Lucky Dime"), 1)
    put(st, char("F1", "Foe"), 1)
    st, _ = play(st, heihei)
    assert {o.id for o in st.pending[0].options} == {str(item)}
    st = pick(st, item)
    st = end_turn(st)
    assert st.table.cards[item].tapped


def test_double_trouble_one_damage_each_to_two():
    trouble = card("Double Trouble")
    st = started()
    foes = [put(st, char(f"F{i}", f"Foe{i}", w=9), 1) for i in range(2)]
    st, _ = play(st, trouble)
    st = choose(st, foes)
    assert [st.table.cards[u].damage for u in foes] == [1, 1]


def test_minnie_storyteller_weakens_by_her_lore():
    minnie = card("Minnie Mouse - Storyteller")
    st = started()
    uid = put(st, minnie, 0)
    foe = put(st, char("F1", "Foe", s=5), 1)
    st = act(st, "quest", uid=uid)
    st = pick(st, foe)
    assert stat(st, foe, "strength") == 5 - stat(st, uid, "lore")


def test_stopped_chaos_returns_up_to_two_weak_characters():
    chaos = card("Stopped Chaos in Its Tracks")
    st = started()
    weak = [put(st, char(f"W{i}", f"Weak{i}", s=3), 1) for i in range(2)]
    strong = put(st, char("S1", "Strong", s=4), 1)
    st, _ = play(st, chaos)
    assert str(strong) not in {o.id for o in st.pending[0].options}
    st = choose(st, weak)
    assert all(st.table.cards[u].zone == "hand" for u in weak)
