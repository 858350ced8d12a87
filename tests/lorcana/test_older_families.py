"""Issue 16, sets 1–8: wordings common in the older sets, each proven by playing a real card
(registry data: the pinned wheel) and checking every clause — the trigger, its condition, "may",
the target and the duration — plus a case where the ability must not happen."""

from __future__ import annotations

import pytest

from engine.core.effects import Modifier
from engine.core.rules import RulesError
from engine.lorcana.characteristics import keyword_value, stat
from tests.lorcana.helpers import ENGINE, FILLER, act, choose, end_turn, ink_up, put, started
from tests.lorcana.test_clause_templates import action, card, char, hand, song


def pick(st, answer):
    """Answer the pending choice (a "may" yes/no or a card)."""
    return choose(st, [answer])


def options(st) -> set[str]:
    return {o.id for o in st.pending[0].options}


def ink_a_card(st, player: int = 0):
    uid = put(st, FILLER, player, "hand")
    return act(st, "ink", player, uid=uid)


def challenge(st, attacker: int, defender: int):
    return act(st, "challenge", st.active, uid=attacker, target=defender)


# --- "whenever a card is put into your inkwell" (4.3.3.3, 8.5) -----------------------------------

def test_owl_pirate_lookout_inkwell_trigger_only_during_your_turn():
    # Lorcana 7.4.2 trigger, 7.4.4 "during your turn"; "until the start of your next turn" (4.2.1.3)
    owl = card("Owl - Pirate Lookout")
    st = started()
    put(st, owl, 0)
    foe = put(st, char("F1", "Foe", s=3, w=5), 1)
    st = ink_a_card(st)
    assert options(st) == {str(foe)}  # "chosen opposing character": only the opponent's
    st = pick(st, foe)
    assert stat(st, foe, "strength") == 2
    st = end_turn(st)
    assert stat(st, foe, "strength") == 2  # still during the opponent's turn
    st = ink_a_card(st, 1)  # the opponent's inkwell, on their turn: no trigger
    assert not st.pending
    st = end_turn(st)
    assert stat(st, foe, "strength") == 3  # ended at the start of P1's next turn


def test_rafiki_ethereal_guide_may_draw_when_a_card_is_put_into_the_inkwell():
    # Lorcana 7.1.3 "you may"
    rafiki = card("Rafiki - Ethereal Guide")
    st = started()
    put(st, rafiki, 0)
    before = len(st.table.zone(0, "hand"))
    st = ink_a_card(st)
    assert options(st) == {"yes", "no"}
    st = pick(st, "yes")
    assert len(st.table.zone(0, "hand")) == before + 1  # the inked card came from outside the hand; drew one


# --- "when you play this character and when he leaves play" (7.4.6: two trigger conditions) -----

def test_merlin_goat_gains_lore_on_play_and_when_he_leaves_play():
    goat = card("Merlin - Goat")
    st = started()
    ink_up(st, 0, goat["cost"])
    uid = put(st, goat, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert st.lore[0] == 1
    attacker = put(st, char("A1", "Attacker", s=9, w=9), 1)
    st.table.cards[uid].tapped = True
    st = end_turn(st)
    st = challenge(st, attacker, uid)
    assert st.table.cards[uid].zone == "discard" and st.lore[0] == 2  # 8.4.4: looks back at leaving play


def test_jasmine_desert_warrior_on_play_and_when_challenged():
    jasmine = card("Jasmine - Desert Warrior")
    st = started()
    ink_up(st, 0, jasmine["cost"])
    n = len(st.table.zone(1, "hand"))
    uid = put(st, jasmine, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert st.pending[0].player == 1  # the opponent chooses the card to discard (8.3.4)
    st = pick(st, st.pending[0].options[0].id)
    assert len(st.table.zone(1, "hand")) == n - 1
    attacker = put(st, char("A1", "Attacker", s=1, w=9), 1)
    st.table.cards[uid].tapped = True
    st = end_turn(st)
    n = len(st.table.zone(1, "hand"))
    st = challenge(st, attacker, uid)
    st = pick(st, st.pending[0].options[0].id)
    assert len(st.table.zone(1, "hand")) == n - 1


# --- banishing in a challenge, your characters and opponents' ------------------------------------

def test_sword_of_hercules_gains_lore_when_one_of_your_characters_banishes_in_a_challenge():
    # Lorcana 4.3.6 challenge, 7.4.4 "during your turn"
    sword = card("The Sword of Hercules")
    st = started()
    put(st, sword, 0)
    mine = put(st, char("M1", "Mine", s=5, w=5), 0)
    weak = put(st, char("W1", "Weak", s=1, w=1), 1, tapped=True)
    tough = put(st, char("T1", "Tough", s=1, w=9), 1, tapped=True)
    st = challenge(st, mine, tough)
    assert st.lore[0] == 0  # nothing banished
    st.table.cards[mine].tapped = False
    st = challenge(st, mine, weak)
    assert st.table.cards[weak].zone == "discard" and st.lore[0] == 1


def test_sumerian_talisman_draws_only_for_a_banish_in_a_challenge():
    talisman = card("Sumerian Talisman")
    st = started()
    put(st, talisman, 0)
    mine = put(st, char("M1", "Mine", s=1, w=1), 0)
    foe = put(st, char("F1", "Foe", s=5, w=5), 1, tapped=True)
    st = challenge(st, mine, foe)
    assert options(st) == {"yes", "no"}
    n = len(st.table.zone(0, "hand"))
    st = pick(st, "yes")
    assert len(st.table.zone(0, "hand")) == n + 1


def test_sumerian_talisman_ignores_a_banish_outside_a_challenge():
    talisman = card("Sumerian Talisman")
    banisher = card("Dragon Fire")  # "Banish chosen character."
    st = started()
    put(st, talisman, 0)
    mine = put(st, char("M1", "Mine"), 0)
    ink_up(st, 0, banisher["cost"])
    uid = put(st, banisher, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = pick(st, mine)
    assert st.table.cards[mine].zone == "discard" and not st.pending


def test_king_candy_royal_racer_only_for_other_racers():
    candy = card("King Candy - Royal Racer")
    st = started()
    put(st, candy, 0)
    racer = put(st, char("R1", "Racer", s=1, w=1, classifications=["Storyborn", "Racer"]), 0)
    plain = put(st, char("P1", "Plain", s=1, w=1), 0)
    foe = put(st, char("F1", "Foe", s=5, w=5), 1, tapped=True)
    st = challenge(st, plain, foe)
    assert not st.pending and st.table.cards[foe].zone == "play"  # not a Racer
    st = challenge(st, racer, foe)
    st = pick(st, foe)  # each opponent chooses and banishes one of their characters
    assert st.table.cards[foe].zone == "discard"


def test_queen_of_hearts_capricious_monarch_readies_when_an_opposing_character_is_banished():
    queen = card("Queen of Hearts - Capricious Monarch")
    st = started()
    q = put(st, queen, 0, tapped=True)
    foe = put(st, char("F1", "Foe", s=1, w=1), 1, tapped=True)
    mine = put(st, char("M1", "Mine", s=5, w=5), 0)
    mine2 = put(st, char("M2", "Mine2", s=1, w=1), 0)
    foe2 = put(st, char("F2", "Foe2", s=5, w=5), 1, tapped=True)
    st = challenge(st, mine2, foe2)  # my own character is banished: no trigger
    assert not st.pending and st.table.cards[q].tapped
    st = challenge(st, mine, foe)
    st = pick(st, "yes")
    assert not st.table.cards[q].tapped


def test_king_louie_heals_when_another_character_of_either_player_is_banished():
    louie = card("King Louie - Jungle VIP")
    st = started()
    lou = put(st, louie, 0, damage=3)
    mine = put(st, char("M1", "Mine", s=5, w=5), 0)
    foe = put(st, char("F1", "Foe", s=1, w=1), 1, tapped=True)
    st = challenge(st, mine, foe)
    st = pick(st, "yes")
    while st.pending:  # "up to 2": choose the amount
        st = pick(st, st.pending[0].options[-1].id)
    assert st.table.cards[lou].damage == 1


def test_hades_lord_of_the_dead_only_during_an_opponents_turn():
    # Lorcana 7.4.4: "during an opponent's turn"
    hades = card("Hades - Lord of the Dead")
    st = started()
    put(st, hades, 0)
    mine = put(st, char("M1", "Mine", s=1, w=1), 0)
    foe = put(st, char("F1", "Foe", s=5, w=5), 1, tapped=True)
    st = challenge(st, mine, foe)
    assert st.lore[0] == 0  # my own turn
    mine2 = put(st, char("M2", "Mine2", s=1, w=1), 0, tapped=True)
    st = end_turn(st)
    attacker = put(st, char("A1", "Attacker", s=5, w=5), 1)
    st = challenge(st, attacker, mine2)
    assert st.lore[0] == 2


def test_musketeer_tabard_draws_when_a_bodyguard_character_is_banished():
    tabard = card("Musketeer Tabard")
    st = started()
    put(st, tabard, 0)
    guard = put(st, card("Goofy - Musketeer"), 0)
    st.table.cards[guard].damage = 0
    plain = put(st, char("P1", "Plain", s=1, w=1), 0)
    foe = put(st, char("F1", "Foe", s=9, w=9), 1, tapped=True)
    st = challenge(st, plain, foe)
    assert not st.pending  # no Bodyguard
    st.table.cards[guard].damage = 99
    st = act(st, "challenge", uid=guard, target=foe)
    assert options(st) == {"yes", "no"}


def test_archimedes_resourceful_owl_draws_and_discards_when_an_item_is_banished():
    owl = card("Archimedes - Resourceful Owl")
    st = started()
    ink_up(st, 0, owl["cost"])
    item = put(st, card("Dinglehopper"), 1)
    hand(st, 0, 1)
    uid = put(st, owl, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = pick(st, "yes")
    st = pick(st, item)  # "you may banish chosen item"
    assert st.table.cards[item].zone == "discard"
    st = pick(st, "yes")  # "whenever an item is banished, you may draw a card, then choose and discard a card"
    n = len(st.table.zone(0, "hand"))
    st = pick(st, st.pending[0].options[0].id)
    assert len(st.table.zone(0, "hand")) == n - 1


# --- draws, damage ------------------------------------------------------------------------------

def test_royal_guard_gains_challenger_whenever_you_draw():
    # Lorcana 4.2.3.1 draw; 10.3 Challenger; "this turn"
    guard = card("Royal Guard - Octopus Soldier")
    st = started()
    uid = put(st, guard, 0)
    drawer = card("Friends on the Other Side")  # "Draw 2 cards."
    ink_up(st, 0, drawer["cost"])
    song = put(st, drawer, 0, "hand")
    st = act(st, "play", uid=song, mode="ink")
    while st.pending:
        st = pick(st, st.pending[0].options[0].id)
    assert keyword_value(st, uid, "Challenger") == 2
    st = end_turn(st)
    assert keyword_value(st, uid, "Challenger") is None


def test_beast_relentless_readies_when_an_opposing_character_takes_damage():
    beast = card("Beast - Relentless")
    st = started()
    b = put(st, beast, 0, tapped=True)
    mine = put(st, char("M1", "Mine", s=1, w=9), 0)
    foe = put(st, char("F1", "Foe", s=0, w=9), 1, tapped=True)
    st = challenge(st, mine, foe)
    assert options(st) == {"yes", "no"}
    st = pick(st, "yes")
    assert not st.table.cards[b].tapped


def test_maid_marian_badminton_ace_answers_damage_to_her_allies_on_opponents_turns():
    marian = card("Maid Marian - Badminton Ace")
    st = started()
    put(st, marian, 0)
    ally = put(st, char("L1", "Ally", s=1, w=9, classifications=["Storyborn", "Ally"]), 0, tapped=True)
    foe = put(st, char("F1", "Foe", s=1, w=9), 1)
    st = end_turn(st)
    st = challenge(st, foe, ally)
    assert str(foe) in options(st)
    st = pick(st, foe)
    assert st.table.cards[foe].damage == 2  # 1 from the challenge, 1 from the ability


# --- "whenever you play another …" --------------------------------------------------------------

def test_weight_set_pays_one_to_draw_for_a_strong_character_only():
    # Lorcana 7.1.2.2 "[A] to [B]": a cost inside an effect
    weights = card("Weight Set")
    st = started()
    put(st, weights, 0)
    ink_up(st, 0, 6)
    weak = put(st, char("W1", "Weak", s=3, cost=1), 0, "hand")
    st = act(st, "play", uid=weak, mode="ink")
    assert not st.pending
    strong = put(st, char("S1", "Strong", s=4, cost=1), 0, "hand")
    st = act(st, "play", uid=strong, mode="ink")
    n = len(st.table.zone(0, "hand"))
    st = pick(st, "yes")
    assert len(st.table.zone(0, "hand")) == n + 1


def test_sneezy_triggers_for_himself_and_other_seven_dwarfs():
    sneezy = card("Sneezy - Very Allergic")
    st = started()
    ink_up(st, 0, 10)
    foe = put(st, char("F1", "Foe", s=3), 1)
    uid = put(st, sneezy, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = pick(st, "yes")
    st = pick(st, foe)
    assert stat(st, foe, "strength") == 2
    plain = put(st, char("P1", "Plain", cost=1), 0, "hand")
    st = act(st, "play", uid=plain, mode="ink")
    assert not st.pending
    dwarf = put(st, char("D1", "Dwarf", cost=1, classifications=["Storyborn", "Seven Dwarfs"]), 0, "hand")
    st = act(st, "play", uid=dwarf, mode="ink")
    assert options(st) == {"yes", "no"}


def test_robins_bow_readies_when_robin_hood_quests():
    bow = card("Robin's Bow")
    st = started()
    b = put(st, bow, 0, tapped=True)
    robin = put(st, char("R1", "Robin Hood"), 0)
    other = put(st, char("O1", "Other"), 0)
    st = act(st, "quest", uid=other)
    assert not st.pending
    st = act(st, "quest", uid=robin)
    st = pick(st, "yes")
    assert not st.table.cards[b].tapped


# --- conditions --------------------------------------------------------------------------------

def test_hans_noble_scoundrel_princess_or_queen_of_either_player():
    # Lorcana 7.4.4 intervening if; "or" in a filter
    hans = card("Hans - Noble Scoundrel")
    st = started()
    ink_up(st, 0, hans["cost"])
    uid = put(st, hans, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert st.lore[0] == 0
    st = started()
    put(st, char("Q1", "Queen", classifications=["Storyborn", "Queen"]), 1)
    ink_up(st, 0, hans["cost"])
    uid = put(st, hans, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert st.lore[0] == 1


def test_pete_steamboat_rival_needs_another_pete():
    pete = card("Pete - Steamboat Rival")
    st = started()
    ink_up(st, 0, pete["cost"])
    foe = put(st, char("F1", "Foe"), 1)
    uid = put(st, pete, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert not st.pending and st.table.cards[foe].zone == "play"
    st = started()
    ink_up(st, 0, pete["cost"])
    foe = put(st, char("F1", "Foe"), 1)
    put(st, char("P2", "Pete"), 0)
    uid = put(st, pete, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = pick(st, "yes")
    st = pick(st, foe)
    assert st.table.cards[foe].zone == "discard"


def test_skull_rock_gains_lore_only_with_a_pirate_here():
    rock = card("Skull Rock - Isolated Fortress")
    st = started()
    loc = put(st, rock, 0)
    pirate = put(st, char("P1", "Pirate", classifications=["Storyborn", "Pirate"]), 0)
    st = end_turn(st)
    st = end_turn(st)
    assert st.lore[0] == 0
    st.table.cards[pirate].flags["at"] = loc
    st = end_turn(st)
    st = end_turn(st)
    assert st.lore[0] == 1


def test_pain_underworld_imp_gets_lore_at_five_strength():
    pain = card("Pain - Underworld Imp")
    st = started()
    uid = put(st, pain, 0)
    base = stat(st, uid, "lore")
    assert stat(st, uid, "strength") < 5
    st.modifiers.append(Modifier(uid, "strength", 5 - stat(st, uid, "strength"), duration="this_turn", player=0, turn=st.turn))
    assert stat(st, uid, "lore") == base + 2


def test_belle_bookworm_and_gaston_read_opponents_empty_hands():
    belle, gaston = card("Belle - Bookworm"), card("Gaston - Scheming Suitor")
    st = started()
    b, g = put(st, belle, 0), put(st, gaston, 0)
    for u in list(st.table.zone(1, "hand")):
        st.table.move(u, "discard", player=1)
    assert stat(st, b, "lore") == belle["lore"] + 2 and stat(st, g, "strength") == gaston["strength"] + 3
    hand(st, 1, 1)
    assert stat(st, b, "lore") == belle["lore"] and stat(st, g, "strength") == gaston["strength"]


def test_cogsworth_climbing_clock_needs_an_item_card_in_your_discard():
    cog = card("Cogsworth - Climbing Clock")
    st = started()
    uid = put(st, cog, 0)
    put(st, char("C1", "Char"), 0, "discard")
    assert stat(st, uid, "strength") == cog["strength"]
    put(st, card("Dinglehopper"), 0, "discard")
    assert stat(st, uid, "strength") == cog["strength"] + 2


def test_donald_duck_pie_slinger_while_an_opponent_has_ten_lore():
    donald = card("Donald Duck - Pie Slinger")
    st = started()
    uid = put(st, donald, 0)
    st.lore[1] = 9
    assert stat(st, uid, "strength") == donald["strength"]
    st.lore[1] = 10
    assert stat(st, uid, "strength") == donald["strength"] + 6


# --- statics that scale: "this character gets +N for each …" (7.6; 7.1.2.4 例B) ------------------

def test_jafar_keeper_of_secrets_counts_the_cards_in_your_hand():
    jafar = card("Jafar - Keeper of Secrets")
    st = started()
    uid = put(st, jafar, 0)
    n = len(st.table.zone(0, "hand"))
    assert stat(st, uid, "strength") == jafar["strength"] + n
    hand(st, 0, 2)
    assert stat(st, uid, "strength") == jafar["strength"] + n + 2


def test_hades_king_of_olympus_counts_other_villains_only():
    hades = card("Hades - King of Olympus")
    st = started()
    uid = put(st, hades, 0)
    assert stat(st, uid, "lore") == hades["lore"]  # himself: not "other"
    put(st, char("V1", "Villain", classifications=["Storyborn", "Villain"]), 0)
    put(st, char("V2", "Villain2", classifications=["Storyborn", "Villain"]), 1)  # the opponent's: not "you have"
    put(st, char("H1", "Hero", classifications=["Storyborn", "Hero"]), 0)
    assert stat(st, uid, "lore") == hades["lore"] + 1


def test_sisu_and_robin_hood_count_opponents_cards():
    sisu, robin = card("Sisu - Emboldened Warrior"), card("Robin Hood - Sneaky Sleuth")
    st = started()
    s, r = put(st, sisu, 0), put(st, robin, 0)
    assert stat(st, s, "strength") == sisu["strength"] + len(st.table.zone(1, "hand"))
    put(st, char("F1", "Foe"), 1, damage=1)
    put(st, char("F2", "Foe2"), 1)
    put(st, char("M1", "Mine"), 0, damage=1)
    assert stat(st, r, "lore") == robin["lore"] + 1  # only the opposing damaged character


def test_donald_duck_not_again_counts_the_damage_on_him():
    donald = card("Donald Duck - Not Again!")
    st = started()
    uid = put(st, donald, 0)
    assert stat(st, uid, "lore") == donald["lore"]
    st.table.cards[uid].damage = 2
    assert stat(st, uid, "lore") == donald["lore"] + 2


def test_snow_white_fair_hearted_resist_per_other_knight():
    # Lorcana 10.1.1: the +N keywords add up; with no other Knight, no Resist
    snow = card("Snow White - Fair-Hearted")
    st = started()
    uid = put(st, snow, 0)
    assert keyword_value(st, uid, "Resist") is None
    put(st, char("K1", "Knight", classifications=["Storyborn", "Knight"]), 0)
    put(st, char("K2", "Knight2", classifications=["Storyborn", "Knight"]), 0)
    assert keyword_value(st, uid, "Resist") == 2


def test_tadashi_baymax_inventor_two_stats_per_item():
    tadashi = card("Tadashi Hamada - Baymax Inventor")
    st = started()
    uid = put(st, tadashi, 0)
    put(st, card("Dinglehopper"), 0)
    put(st, card("Dinglehopper"), 0)
    assert stat(st, uid, "strength") == tadashi["strength"] + 2 and stat(st, uid, "willpower") == tadashi["willpower"] + 2


def test_tritons_trident_counts_the_hand_as_it_resolves():
    trident = card("Triton's Trident")
    st = started()
    item = put(st, trident, 0)
    target = put(st, char("C1", "Chosen", s=1), 0)
    n = len(st.table.zone(0, "hand"))
    st = act(st, "activate", uid=item, ability=0)
    st = pick(st, target)
    assert stat(st, target, "strength") == 1 + n
    st = end_turn(st)
    assert stat(st, target, "strength") == 1  # "this turn"


# --- costs inside an effect: "[A] to [B]" (7.1.2.2) ----------------------------------------------

def test_hades_fast_talker_damages_one_of_yours_to_banish():
    # Lorcana 7.1.2.2: [B] only if [A] was done; 7.1.3 "you may"
    hades = card("Hades - Fast Talker")
    st = started()
    ink_up(st, 0, hades["cost"])
    mine = put(st, char("M1", "Mine", w=5), 0)
    foe = put(st, char("F1", "Foe", cost=3), 1)
    uid = put(st, hades, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = pick(st, "yes")
    assert options(st) == {str(mine)}  # "another chosen character of yours": not Hades himself
    st = pick(st, mine)
    assert st.table.cards[mine].damage == 2
    st = pick(st, foe)
    assert st.table.cards[foe].zone == "discard"


def test_hades_fast_talker_without_another_character_does_nothing():
    hades = card("Hades - Fast Talker")
    st = started()
    ink_up(st, 0, hades["cost"])
    foe = put(st, char("F1", "Foe", cost=3), 1)
    uid = put(st, hades, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    while st.pending:
        st = pick(st, "yes" if "yes" in options(st) else st.pending[0].options[0].id)
    assert st.table.cards[foe].zone == "play"  # the cost could not be paid


def test_magica_shadow_form_returns_one_of_yours_to_draw():
    magica = card("Magica De Spell - Shadow Form")
    st = started()
    ink_up(st, 0, magica["cost"])
    mine = put(st, char("M1", "Mine"), 0)
    uid = put(st, magica, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    n = len(st.table.zone(0, "hand"))
    st = pick(st, "yes")
    st = pick(st, mine)
    assert st.table.cards[mine].zone == "hand" and len(st.table.zone(0, "hand")) == n + 2


def test_dale_mischievous_ranger_mills_three_to_weaken():
    dale = card("Dale - Mischievous Ranger")
    st = started()
    ink_up(st, 0, dale["cost"])
    foe = put(st, char("F1", "Foe", s=5), 1)
    uid = put(st, dale, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = pick(st, "yes")
    assert len(st.table.zone(0, "discard")) == 3
    st = pick(st, foe)
    assert stat(st, foe, "strength") == 2


def test_stitch_rock_star_may_exert_the_played_character_to_draw():
    # 7.1.2.2: exerting "them" (the character played, 7.1.9) is the cost of the draw
    stitch = card("Stitch - Rock Star")
    st = started()
    put(st, stitch, 0)
    ink_up(st, 0, 5)
    big = put(st, char("B1", "Big", cost=3), 0, "hand")
    st = act(st, "play", uid=big, mode="ink")
    assert not st.pending  # cost 3: no trigger
    small = put(st, char("S1", "Small", cost=2), 0, "hand")
    st = act(st, "play", uid=small, mode="ink")
    n = len(st.table.zone(0, "hand"))
    st = pick(st, "yes")
    assert st.table.cards[small].tapped and len(st.table.zone(0, "hand")) == n + 1


def test_chernabogs_followers_banish_themselves_to_draw():
    followers = card("Chernabog's Followers - Creatures of Evil")
    st = started()
    uid = put(st, followers, 0)
    n = len(st.table.zone(0, "hand"))
    st = act(st, "quest", uid=uid)
    st = pick(st, "yes")
    assert st.table.cards[uid].zone == "discard" and len(st.table.zone(0, "hand")) == n + 1


# --- keywords and permissions granted for a while (10.1) -----------------------------------------

def test_anita_radcliffe_gives_a_puppy_resist_until_your_next_turn():
    anita = card("Anita Radcliffe - Dog Lover")
    st = started()
    ink_up(st, 0, anita["cost"])
    puppy = put(st, char("P1", "Puppy", classifications=["Storyborn", "Puppy"]), 0)
    put(st, char("O1", "Other"), 0)
    uid = put(st, anita, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = pick(st, "yes")
    assert options(st) == {str(puppy)}  # only a Puppy character
    st = pick(st, puppy)
    assert keyword_value(st, puppy, "Resist") == 1
    st = end_turn(st)
    assert keyword_value(st, puppy, "Resist") == 1
    st = end_turn(st)
    assert keyword_value(st, puppy, "Resist") is None


def test_mushu_your_worst_nightmare_gives_three_keywords_to_the_played_character():
    mushu = card("Mushu - Your Worst Nightmare")
    st = started()
    put(st, mushu, 0)
    ink_up(st, 0, 2)
    other = put(st, char("O1", "Other", cost=2), 0, "hand")
    st = act(st, "play", uid=other, mode="ink")
    assert all(keyword_value(st, other, k) is not None for k in ("Rush", "Reckless", "Evasive"))
    st = end_turn(st)
    assert all(keyword_value(st, other, k) is None for k in ("Rush", "Reckless", "Evasive"))


def test_pick_a_fight_lets_a_character_challenge_a_ready_one_this_turn():
    # Lorcana 4.3.6.2: only exerted characters can be challenged, unless an effect says otherwise
    fight = card("Pick a Fight")
    st = started()
    mine = put(st, char("M1", "Mine", s=3, w=3), 0)
    foe = put(st, char("F1", "Foe", s=1, w=1), 1)
    assert not any(a.type == "challenge" for a in ENGINE.legal_actions(st, 0))
    ink_up(st, 0, fight["cost"])
    uid = put(st, fight, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = pick(st, mine)
    st = challenge(st, mine, foe)
    assert st.table.cards[foe].zone == "discard"


# --- players named by a relation (1.4) ------------------------------------------------------------

def test_lady_tremaine_only_opponents_ahead_lose_lore():
    tremaine = card("Lady Tremaine - Overbearing Matriarch")
    for mine, theirs, after in ((3, 5, 4), (5, 5, 5)):
        st = started()
        st.lore[0], st.lore[1] = mine, theirs
        ink_up(st, 0, tremaine["cost"])
        uid = put(st, tremaine, 0, "hand")
        st = act(st, "play", uid=uid, mode="ink")
        assert st.lore[1] == after


def test_flynn_rider_charming_rogue_the_challenging_player_discards():
    # Lorcana 8.3.4: the discarding player chooses
    flynn = card("Flynn Rider - Charming Rogue")
    st = started()
    f = put(st, flynn, 0, tapped=True)
    st = end_turn(st)
    attacker = put(st, char("A1", "Attacker", s=1, w=9), 1)
    n0, n1 = len(st.table.zone(0, "hand")), len(st.table.zone(1, "hand"))
    st = challenge(st, attacker, f)
    assert st.pending[0].player == 1
    st = pick(st, st.pending[0].options[0].id)
    assert len(st.table.zone(1, "hand")) == n1 - 1 and len(st.table.zone(0, "hand")) == n0


def test_belle_hidden_archer_empties_the_challengers_hand():
    belle = card("Belle - Hidden Archer")
    st = started()
    b = put(st, belle, 0, tapped=True)
    st = end_turn(st)
    attacker = put(st, char("A1", "Attacker", s=1, w=9), 1)
    st = challenge(st, attacker, b)
    assert not st.table.zone(1, "hand") and st.table.zone(0, "hand")


# --- amounts that count ("equal to the number of …", "for each …") --------------------------------

def test_mr_smee_deals_damage_equal_to_your_other_pirates():
    smee = card("Mr. Smee - Captain of the Jolly Roger")
    st = started()
    ink_up(st, 0, smee["cost"])
    for i in range(2):
        put(st, char(f"P{i}", f"Pirate{i}", classifications=["Storyborn", "Pirate"]), 0)
    put(st, char("N1", "Not a pirate"), 0)
    put(st, char("Q1", "Their pirate", classifications=["Storyborn", "Pirate"]), 1)
    foe = put(st, char("F1", "Foe", w=9), 1)
    uid = put(st, smee, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = pick(st, "yes")
    st = pick(st, foe)
    assert st.table.cards[foe].damage == 2


def test_treasure_mountain_counts_the_characters_here():
    mountain = card("Treasure Mountain - Azurite Sea Island")
    st = started()
    loc = put(st, mountain, 0)
    for i in range(2):
        u = put(st, char(f"H{i}", f"Here{i}"), 0)
        st.table.cards[u].flags["at"] = loc
    put(st, char("A1", "Away"), 0)
    foe = put(st, char("F1", "Foe", w=9), 1)
    st = end_turn(st)
    st = end_turn(st)
    while st.pending and str(foe) not in options(st):
        st = pick(st, st.pending[0].options[0].id)
    st = pick(st, foe)
    assert st.table.cards[foe].damage == 2


# --- replacement effects (7.7) -------------------------------------------------------------------

def test_arthur_determined_squire_skips_your_draw_step():
    # Lorcana 7.7.3: "skip" is a replacement effect; only its controller's Draw step
    arthur = card("Arthur - Determined Squire")
    st = started()
    put(st, arthur, 0)
    st = end_turn(st)
    n1 = len(st.table.zone(1, "hand"))
    assert n1 == 8  # the opponent still draws
    st = end_turn(st)
    n0 = len(st.table.zone(0, "hand"))
    assert n0 == 7  # P1 drew nothing on their second turn


def test_the_terror_that_flaps_deals_three_only_with_darkwing_duck():
    # Lorcana 7.7.2 "instead": the amount is replaced when the condition holds as it resolves
    terror = card("The Terror That Flaps in the Night")
    for with_darkwing, dealt in ((False, 2), (True, 3)):
        st = started()
        if with_darkwing:
            put(st, char("D1", "Darkwing Duck"), 0)
        foe = put(st, char("F1", "Foe", w=9), 1)
        ink_up(st, 0, terror["cost"])
        uid = put(st, terror, 0, "hand")
        st = act(st, "play", uid=uid, mode="ink")
        st = pick(st, foe)
        assert st.table.cards[foe].damage == dealt


def test_winter_camp_heals_heroes_more():
    camp = card("Winter Camp - Medical Tent")
    st = started()
    loc = put(st, camp, 0)
    hero = put(st, char("H1", "Hero", w=9, classifications=["Storyborn", "Hero"]), 0, damage=5)
    plain = put(st, char("P1", "Plain", w=9), 0, damage=5)
    for u in (hero, plain):
        st.table.cards[u].flags["at"] = loc
    for u in (hero, plain):
        st = act(st, "quest", uid=u)
        while st.pending:  # "up to": take the most
            st = pick(st, max(st.pending[0].options, key=lambda o: o.id).id)
    assert st.table.cards[hero].damage == 1 and st.table.cards[plain].damage == 3


# --- static changes with lists, "with", opposing characters and conditions (7.6) -------------------

def test_grand_duke_lists_four_classifications():
    # an "or"/list in a filter: any one of them
    duke = card("Grand Duke - Advisor to the King")
    st = started()
    put(st, duke, 0)
    king = put(st, char("K1", "King", s=1, classifications=["Storyborn", "King"]), 0)
    plain = put(st, char("P1", "Plain", s=1), 0)
    theirs = put(st, char("Q1", "Queen", s=1, classifications=["Storyborn", "Queen"]), 1)
    assert (stat(st, king, "strength"), stat(st, plain, "strength"), stat(st, theirs, "strength")) == (2, 1, 1)


def test_peter_pans_dagger_only_characters_with_evasive():
    dagger = card("Peter Pan's Dagger")
    st = started()
    put(st, dagger, 0)
    flyer = put(st, char("E1", "Flyer", s=1, classifications=["Storyborn"]), 0)
    st.cards[st.table.cards[flyer].card_id]["keywords"] = {"Evasive": 0}
    walker = put(st, char("W1", "Walker", s=1), 0)
    assert stat(st, flyer, "strength") == 2 and stat(st, walker, "strength") == 1


def test_triton_champion_of_atlantica_weakens_opposing_characters_per_location():
    triton = card("Triton - Champion of Atlantica")
    st = started()
    put(st, triton, 0)
    foe = put(st, char("F1", "Foe", s=4), 1)
    mine = put(st, char("M1", "Mine", s=4), 0)
    assert stat(st, foe, "strength") == 4
    put(st, card("Skull Rock - Isolated Fortress"), 0)
    put(st, card("Winter Camp - Medical Tent"), 0)
    assert stat(st, foe, "strength") == 2 and stat(st, mine, "strength") == 4


def test_tropical_rainforest_opposing_damaged_characters_gain_reckless():
    forest = card("Tropical Rainforest - Jaguar Lair")
    st = started()
    put(st, forest, 0)
    hurt = put(st, char("F1", "Foe"), 1, damage=1)
    fine = put(st, char("F2", "Foe2"), 1)
    mine = put(st, char("M1", "Mine"), 0, damage=1)
    assert keyword_value(st, hurt, "Reckless") is not None
    assert keyword_value(st, fine, "Reckless") is None and keyword_value(st, mine, "Reckless") is None


def test_prince_eric_ursulas_groom_two_changes_while_ursula_is_in_play():
    eric = card("Prince Eric - Ursula's Groom")
    st = started()
    uid = put(st, eric, 0)
    assert keyword_value(st, uid, "Bodyguard") is None
    put(st, char("U1", "Ursula"), 0)
    assert keyword_value(st, uid, "Bodyguard") is not None and stat(st, uid, "willpower") == eric["willpower"] + 2


def test_anna_braving_the_storm_if_another_hero():
    anna = card("Anna - Braving the Storm")
    st = started()
    uid = put(st, anna, 0)
    assert stat(st, uid, "lore") == anna["lore"]  # she is a Hero herself: "another"
    put(st, char("H1", "Hero", classifications=["Storyborn", "Hero"]), 0)
    assert stat(st, uid, "lore") == anna["lore"] + 1


def test_ariel_treasure_collector_more_items_than_each_opponent():
    ariel = card("Ariel - Treasure Collector")
    st = started()
    uid = put(st, ariel, 0)
    put(st, card("Dinglehopper"), 0)
    put(st, card("Dinglehopper"), 1)
    assert stat(st, uid, "lore") == ariel["lore"]  # a tie is not more
    put(st, card("Dinglehopper"), 0)
    assert stat(st, uid, "lore") == ariel["lore"] + 2


def test_queen_of_hearts_haughty_monarch_counts_damaged_characters_of_all_players():
    queen = card("Queen of Hearts - Haughty Monarch")
    st = started()
    uid = put(st, queen, 0)
    for i in range(4):
        put(st, char(f"D{i}", f"Damaged{i}", w=9), i % 2, damage=1)
    assert stat(st, uid, "lore") == queen["lore"]
    put(st, char("D9", "Damaged9", w=9), 1, damage=1)
    assert stat(st, uid, "lore") == queen["lore"] + 3


def test_the_coachman_needs_two_exerted_characters_of_yours():
    coachman = card("The Coachman - Greedy Deceiver")
    st = started()
    uid = put(st, coachman, 0)
    put(st, char("E1", "Exerted"), 0, tapped=True)
    assert stat(st, uid, "strength") == coachman["strength"]
    st.table.cards[uid].tapped = True  # he counts himself ("characters of yours")
    assert stat(st, uid, "strength") == coachman["strength"] + 2 and keyword_value(st, uid, "Evasive") is not None


# --- a location's "… while here" and "once per turn, when this character moves" (4.3.7, 2.2.0 6.1.13.2) --

def test_the_library_draws_when_a_character_here_is_banished():
    library = card("The Library - A Gift for Belle")
    st = started()
    loc = put(st, library, 0)
    here = put(st, char("H1", "Here", s=1, w=1), 0)
    away = put(st, char("A1", "Away", s=1, w=1), 0)
    st.table.cards[here].flags["at"] = loc
    foe = put(st, char("F1", "Foe", s=5, w=9), 1, tapped=True)
    st = challenge(st, away, foe)
    assert not st.pending  # not at the location
    st = challenge(st, here, foe)
    n = len(st.table.zone(0, "hand"))
    st = pick(st, "yes")
    assert len(st.table.zone(0, "hand")) == n + 1


def test_kuzcos_palace_banishes_the_challenger_of_a_character_here():
    palace = card("Kuzco's Palace - Home of the Emperor")
    st = started()
    loc = put(st, palace, 0)
    here = put(st, char("H1", "Here", s=0, w=1), 0, tapped=True)
    st.table.cards[here].flags["at"] = loc
    st = end_turn(st)
    attacker = put(st, char("A1", "Attacker", s=5, w=9), 1)
    st = challenge(st, attacker, here)
    assert st.table.cards[here].zone == "discard" and st.table.cards[attacker].zone == "discard"


def test_heihei_accidental_explorer_once_per_turn_when_he_moves():
    heihei = card("HeiHei - Accidental Explorer")
    st = started()
    uid = put(st, heihei, 0)
    a = put(st, card("Skull Rock - Isolated Fortress"), 0)
    b = put(st, card("Winter Camp - Medical Tent"), 0)
    ink_up(st, 0, 6)
    st.lore[1] = 5
    st = act(st, "move", uid=uid, location=a)
    assert st.lore[1] == 4
    st = act(st, "move", uid=uid, location=b)
    assert st.lore[1] == 4  # once per turn (2.2.0 6.1.13.2)


def test_flynn_rider_frenemy_needs_the_strongest_character():
    # Lorcana 7.4.4: the intervening if is checked when it triggers and as it resolves
    flynn = card("Flynn Rider - Frenemy")
    st = started()
    put(st, flynn, 0)
    put(st, char("F1", "Foe", s=flynn["strength"]), 1)
    st = end_turn(st)
    st = end_turn(st)
    assert st.lore[0] == 0  # tied: not more
    put(st, char("B1", "Big", s=9), 0)
    st = end_turn(st)
    st = end_turn(st)
    assert st.lore[0] == 3


# --- "unless", "you don't have", "while he has …", "challenges a damaged character" ----------------

def test_mr_smee_bumbling_mate_hurts_himself_without_a_captain():
    smee = card("Mr. Smee - Bumbling Mate")
    st = started()
    uid = put(st, smee, 0, tapped=True)
    st = end_turn(st)
    assert st.table.cards[uid].damage == 1
    st = end_turn(st)
    put(st, char("C1", "Captain", classifications=["Storyborn", "Captain"]), 0)
    st.table.cards[uid].tapped = True
    st = end_turn(st)
    assert st.table.cards[uid].damage == 1  # a Captain in play: no damage


def test_moana_self_taught_sailor_cant_challenge_unless_a_captain():
    # Lorcana 1.2.2: the restriction holds while the condition is false
    moana = card("Moana - Self-Taught Sailor")
    st = started()
    uid = put(st, moana, 0)
    foe = put(st, char("F1", "Foe", w=9), 1, tapped=True)
    assert not any(a.type == "challenge" and a.args["uid"] == uid for a in ENGINE.legal_actions(st, 0))
    put(st, char("C1", "Captain", classifications=["Storyborn", "Captain"]), 0)
    st = challenge(st, uid, foe)
    assert st.table.cards[foe].damage == stat(st, uid, "strength")


def test_bashful_cant_quest_without_another_seven_dwarfs_character():
    bashful = card("Bashful - Hopeless Romantic")
    st = started()
    uid = put(st, bashful, 0)
    assert not any(a.type == "quest" and a.args["uid"] == uid for a in ENGINE.legal_actions(st, 0))
    put(st, char("D1", "Dwarf", classifications=["Storyborn", "Seven Dwarfs"]), 0)
    st = act(st, "quest", uid=uid)
    assert st.lore[0] == bashful["lore"]


def test_pete_born_to_cheat_only_while_he_has_five_strength():
    pete = card("Pete - Born to Cheat")
    st = started()
    uid = put(st, pete, 0)
    weak = put(st, char("W1", "Weak", s=2), 1)
    st.modifiers.append(Modifier(uid, "strength", 5 - stat(st, uid, "strength") - 1, duration="this_turn", player=0, turn=st.turn))
    st = act(st, "quest", uid=uid)
    assert not st.pending and st.table.cards[weak].zone == "play"
    st = end_turn(st)
    st = end_turn(st)
    st.modifiers.append(Modifier(uid, "strength", 5 - stat(st, uid, "strength"), duration="this_turn", player=0, turn=st.turn))
    st = act(st, "quest", uid=uid)
    st = pick(st, weak)
    assert st.table.cards[weak].zone == "hand"


def test_scar_vengeful_lion_draws_when_one_of_yours_challenges_a_damaged_character():
    scar = card("Scar - Vengeful Lion")
    st = started()
    put(st, scar, 0)
    mine = put(st, char("M1", "Mine", s=1, w=9), 0)
    hurt = put(st, char("F1", "Hurt", s=0, w=9), 1, tapped=True, damage=1)
    fine = put(st, char("F2", "Fine", s=0, w=9), 1, tapped=True)
    st = challenge(st, mine, fine)
    assert not st.pending
    st.table.cards[mine].tapped = False
    st = challenge(st, mine, hurt)
    assert options(st) == {"yes", "no"}


# --- "its player", "have each opponent …", players' decks, "… challenged while here" ---------------

def test_judy_hopps_optimistic_officer_its_player_draws():
    # Lorcana 7.1.9: "its player" is the player of the item just banished
    judy = card("Judy Hopps - Optimistic Officer")
    st = started()
    ink_up(st, 0, judy["cost"])
    item = put(st, card("Dinglehopper"), 1)
    n0, n1 = len(st.table.zone(0, "hand")), len(st.table.zone(1, "hand"))
    uid = put(st, judy, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = pick(st, "yes")
    st = pick(st, item)
    assert st.table.cards[item].zone == "discard"
    assert len(st.table.zone(1, "hand")) == n1 + 1 and len(st.table.zone(0, "hand")) == n0


def test_honey_lemon_pays_two_to_have_each_opponent_discard():
    honey = card("Honey Lemon - Chemical Genius")
    st = started()
    ink_up(st, 0, honey["cost"] + 2)
    n1 = len(st.table.zone(1, "hand"))
    uid = put(st, honey, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = pick(st, "yes")
    assert st.pending[0].player == 1
    st = pick(st, st.pending[0].options[0].id)
    assert len(st.table.zone(1, "hand")) == n1 - 1
    assert sum(1 for u in st.table.zone(0, "inkwell") if not st.table.cards[u].tapped) == 0


def test_mad_hatters_teapot_mills_each_opponent():
    teapot = card("Mad Hatter's Teapot")
    st = started()
    item = put(st, teapot, 0)
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=item, ability=0)
    assert len(st.table.zone(1, "discard")) == 1 and not st.table.zone(0, "discard")


def test_perilous_maze_opponents_discard_when_a_character_here_is_challenged():
    maze = card("Perilous Maze - Watery Labyrinth")
    st = started()
    loc = put(st, maze, 0)
    here = put(st, char("H1", "Here", s=0, w=9), 0, tapped=True)
    st.table.cards[here].flags["at"] = loc
    st = end_turn(st)
    attacker = put(st, char("A1", "Attacker", s=1, w=9), 1)
    n1 = len(st.table.zone(1, "hand"))
    st = challenge(st, attacker, here)
    st = pick(st, st.pending[0].options[0].id)
    assert len(st.table.zone(1, "hand")) == n1 - 1


# --- restrictions (1.2.2) and challenge-time conditions (4.3.6) -----------------------------------

def challengers(st, defender: int) -> set[int]:
    return {a.args["uid"] for a in ENGINE.legal_actions(st, st.active) if a.type == "challenge" and a.args["target"] == defender}


def test_ed_hysterical_partygoer_cant_be_challenged_by_damaged_characters():
    ed = card("Ed - Hysterical Partygoer")
    st = started()
    uid = put(st, ed, 0, tapped=True)
    st = end_turn(st)
    hurt = put(st, char("H1", "Hurt", w=9), 1, damage=1)
    fine = put(st, char("F1", "Fine", w=9), 1)
    assert challengers(st, uid) == {fine}
    with pytest.raises(RulesError, match=r"4\.3\.6\.8"):
        act(st, "challenge", 1, uid=hurt, target=uid)


def test_gantu_protects_all_your_characters_from_cheap_challengers():
    gantu = card("Gantu - Galactic Federation Captain")
    st = started()
    put(st, gantu, 0)
    mine = put(st, char("M1", "Mine", w=9), 0, tapped=True)
    st = end_turn(st)
    cheap = put(st, char("C1", "Cheap", cost=2, w=9), 1)
    dear = put(st, char("D1", "Dear", cost=3, w=9), 1)
    assert challengers(st, mine) == {dear} and cheap not in challengers(st, mine)


def test_mr_big_cant_be_challenged_by_strong_characters():
    big = card("Mr. Big - Shrewd Tycoon")
    st = started()
    uid = put(st, big, 0, tapped=True)
    st = end_turn(st)
    weak = put(st, char("W1", "Weak", s=1, w=9), 1)
    strong = put(st, char("S1", "Strong", s=2, w=9), 1)
    assert challengers(st, uid) == {weak} and strong not in challengers(st, uid)


def test_mother_gothel_exerted_stops_opposing_quests():
    gothel = card("Mother Gothel - Selfish Manipulator")
    st = started()
    g = put(st, gothel, 0)
    st = end_turn(st)
    foe = put(st, char("F1", "Foe"), 1)
    assert any(a.type == "quest" and a.args["uid"] == foe for a in ENGINE.legal_actions(st, 1))
    st.table.cards[g].tapped = True
    assert not any(a.type == "quest" and a.args["uid"] == foe for a in ENGINE.legal_actions(st, 1))


def test_kenai_exerted_protects_characters_named_koda():
    kenai = card("Kenai - Big Brother")
    st = started()
    put(st, kenai, 0, tapped=True)
    koda = put(st, char("K1", "Koda", w=9), 0, tapped=True)
    other = put(st, char("O1", "Other", w=9), 0, tapped=True)
    st = end_turn(st)
    foe = put(st, char("F1", "Foe", w=9), 1)
    assert koda not in {a.args["target"] for a in ENGINE.legal_actions(st, 1) if a.type == "challenge"}
    assert foe in challengers(st, other)


def test_maui_whale_doesnt_ready_in_the_ready_step():
    # Lorcana 4.2.1.1: the Ready step readies your cards, unless an effect says otherwise
    maui = card("Maui - Whale")
    st = started()
    uid = put(st, maui, 0, tapped=True)
    st = end_turn(st)
    st = end_turn(st)
    assert st.table.cards[uid].tapped


def test_flora_good_fairy_stronger_only_while_being_challenged():
    flora = card("Flora - Good Fairy")
    st = started()
    uid = put(st, flora, 0, tapped=True)
    assert stat(st, uid, "strength") == flora["strength"]
    st = end_turn(st)
    attacker = put(st, char("A1", "Attacker", s=0, w=9), 1)
    st = challenge(st, attacker, uid)
    assert st.table.cards[attacker].damage == flora["strength"] + 2
    assert stat(st, uid, "strength") == flora["strength"]  # the challenge is over


def test_shenzi_scars_accomplice_stronger_against_damaged_characters():
    shenzi = card("Shenzi - Scar's Accomplice")
    st = started()
    uid = put(st, shenzi, 0)
    hurt = put(st, char("H1", "Hurt", s=0, w=9), 1, tapped=True, damage=1)
    fine = put(st, char("F1", "Fine", s=0, w=9), 1, tapped=True)
    st = challenge(st, uid, fine)
    assert st.table.cards[fine].damage == shenzi["strength"]
    st.table.cards[uid].tapped = False
    st = challenge(st, uid, hurt)
    assert st.table.cards[hurt].damage == 1 + shenzi["strength"] + 2


def test_institute_of_technology_only_inventors_here():
    institute = card("Institute of Technology - Prestigious University")
    st = started()
    loc = put(st, institute, 0)
    inventor = put(st, char("I1", "Inventor", w=2, classifications=["Storyborn", "Inventor"]), 0)
    other = put(st, char("O1", "Other", w=2), 0)
    away = put(st, char("I2", "Inventor2", w=2, classifications=["Storyborn", "Inventor"]), 0)
    for u in (inventor, other):
        st.table.cards[u].flags["at"] = loc
    assert [stat(st, u, "willpower") for u in (inventor, other, away)] == [3, 2, 2]


# --- this turn's damage, sings, plays by anyone -----------------------------------------------------

def test_devils_eye_diamond_needs_one_of_your_characters_damaged_this_turn():
    diamond = card("Devil's Eye Diamond")
    st = started()
    item = put(st, diamond, 0)
    mine = put(st, char("M1", "Mine", s=1, w=9), 0)
    st = act(st, "activate", uid=item, ability=0)
    assert st.lore[0] == 0
    st = end_turn(st)
    st = end_turn(st)
    foe = put(st, char("F1", "Foe", s=1, w=9), 1, tapped=True)
    st = challenge(st, mine, foe)
    st = act(st, "activate", uid=item, ability=0)
    assert st.lore[0] == 1


def test_nathaniel_flint_playable_only_after_an_opposing_character_took_damage():
    # Lorcana 1.2.2: "can't play … unless"
    flint = card("Nathaniel Flint - Notorious Pirate")
    st = started()
    ink_up(st, 0, flint["cost"])
    uid = put(st, flint, 0, "hand")
    assert not any(a.type == "play" and a.args.get("uid") == uid for a in ENGINE.legal_actions(st, 0))
    mine = put(st, char("M1", "Mine", s=1, w=9), 0)
    foe = put(st, char("F1", "Foe", s=0, w=9), 1, tapped=True)
    st = challenge(st, mine, foe)
    assert any(a.type == "play" and a.args.get("uid") == uid for a in ENGINE.legal_actions(st, 0))


def test_isabela_in_the_moment_cant_be_challenged_after_one_of_yours_sings():
    isabela = card("Isabela Madrigal - In the Moment")
    st = started()
    uid = put(st, isabela, 0)
    singer = put(st, char("S1", "Singer", cost=5), 0)
    tune = put(st, card("Friends on the Other Side"), 0, "hand")
    st = act(st, "play", uid=tune, mode="sing", singer=singer)
    while st.pending:
        st = pick(st, st.pending[0].options[0].id)
    st.table.cards[uid].tapped = True
    other = put(st, char("O1", "Other", w=9), 0, tapped=True)
    st = end_turn(st)
    put(st, char("F1", "Foe", w=9), 1)
    targets = {a.args["target"] for a in ENGINE.legal_actions(st, 1) if a.type == "challenge"}
    assert uid not in targets and other in targets


def test_queen_of_hearts_unpredictable_bully_marks_every_other_character_played():
    queen = card("Queen of Hearts - Unpredictable Bully")
    st = started()
    put(st, queen, 0)
    ink_up(st, 0, 2)
    mine = put(st, char("M1", "Mine", cost=1, w=9), 0, "hand")
    st = act(st, "play", uid=mine, mode="ink")
    assert st.table.cards[mine].damage == 1
    st = end_turn(st)
    ink_up(st, 1, 2)
    theirs = put(st, char("T1", "Theirs", cost=1, w=9), 1, "hand")
    st = act(st, "play", 1, uid=theirs, mode="ink")
    assert st.table.cards[theirs].damage == 1


def test_ratigan_nefarious_criminal_only_while_exerted():
    ratigan = card("Ratigan - Nefarious Criminal")
    st = started()
    uid = put(st, ratigan, 0)
    ink_up(st, 0, 4)
    first = put(st, card("Friends on the Other Side"), 0, "hand")
    st = act(st, "play", uid=first, mode="ink")
    while st.pending:
        st = pick(st, st.pending[0].options[0].id)
    assert st.lore[0] == 0
    st.table.cards[uid].tapped = True
    second = put(st, song("Cheap", 1), 0, "hand")
    st = act(st, "play", uid=second, mode="ink")
    assert st.lore[0] == 1


def test_mad_hatter_unruly_eccentric_any_damaged_challenger():
    hatter = card("Mad Hatter - Unruly Eccentric")
    st = started()
    put(st, hatter, 0)
    mine = put(st, char("M1", "Mine", s=1, w=9), 0, damage=1)
    theirs = put(st, char("T1", "Theirs", s=1, w=9), 1, tapped=True)
    st = challenge(st, mine, theirs)
    assert options(st) == {"yes", "no"}
    st = pick(st, "no")
    mine2 = put(st, char("M2", "Mine2", w=9), 0, tapped=True)
    st = end_turn(st)
    st.table.cards[theirs].tapped = False
    st = challenge(st, theirs, mine2)  # the opponent's damaged character challenges
    assert st.pending and st.pending[0].player == 0


def test_hamster_ball_only_an_undamaged_character():
    ball = card("Hamster Ball")
    st = started()
    item = put(st, ball, 0)
    fine = put(st, char("F1", "Fine"), 0)
    hurt = put(st, char("H1", "Hurt", w=9), 0, damage=1)
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=item, ability=0)
    assert str(hurt) not in options(st)
    st = pick(st, fine)
    assert keyword_value(st, fine, "Resist") == 2


# --- cards moved between zones (7.1) ---------------------------------------------------------------

def test_pua_may_shuffle_himself_from_the_discard_into_the_deck():
    pua = card("Pua - Potbellied Buddy")
    st = started()
    uid = put(st, pua, 0)
    foe = put(st, char("F1", "Foe", s=9, w=9), 1, tapped=True)
    n = len(st.table.zone(0, "deck"))
    st = challenge(st, uid, foe)
    st = pick(st, "yes")
    assert st.table.cards[uid].zone == "deck" and len(st.table.zone(0, "deck")) == n + 1


def test_genie_supportive_friend_shuffles_himself_to_draw_three():
    # 7.1.2.2: shuffling this card is the cost of the draw
    genie = card("Genie - Supportive Friend")
    st = started()
    uid = put(st, genie, 0)
    n = len(st.table.zone(0, "hand"))
    st = act(st, "quest", uid=uid)
    st = pick(st, "yes")
    assert st.table.cards[uid].zone == "deck" and len(st.table.zone(0, "hand")) == n + 3


def test_shere_khan_infamous_tiger_discards_your_whole_hand():
    khan = card("Shere Khan - Infamous Tiger")
    st = started()
    ink_up(st, 0, khan["cost"])
    uid = put(st, khan, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert not st.table.zone(0, "hand") and len(st.table.zone(0, "discard")) == 7 and st.table.zone(1, "hand")


def test_lady_miss_park_avenue_returns_up_to_two_cheap_characters():
    lady = card("Lady - Miss Park Avenue")
    st = started()
    cheap = [put(st, char(f"C{i}", f"Cheap{i}", cost=2), 0, "discard") for i in range(2)]
    dear = put(st, char("D1", "Dear", cost=3), 0, "discard")
    ink_up(st, 0, lady["cost"])
    uid = put(st, lady, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    if "yes" in options(st):
        st = pick(st, "yes")
    assert str(dear) not in options(st)
    st = choose(st, cheap)
    assert all(st.table.cards[u].zone == "hand" for u in cheap) and st.table.cards[dear].zone == "discard"


def test_king_candy_sugar_rush_nightmare_returns_another_racer_not_himself():
    candy = card("King Candy - Sugar Rush Nightmare")
    st = started()
    uid = put(st, candy, 0)
    racer = put(st, char("R1", "Racer", classifications=["Storyborn", "Racer"]), 0, "discard")
    foe = put(st, char("F1", "Foe", s=9, w=9), 1, tapped=True)
    st = challenge(st, uid, foe)
    st = pick(st, "yes")
    assert options(st) == {str(racer)}
    st = pick(st, racer)
    assert st.table.cards[racer].zone == "hand"


def test_aladdin_research_assistant_plays_a_cheap_ally_for_free():
    aladdin = card("Aladdin - Research Assistant")
    st = started()
    uid = put(st, aladdin, 0)
    ally = put(st, char("A1", "Ally", cost=3, classifications=["Storyborn", "Ally"]), 0, "hand")
    big = put(st, char("A2", "Big Ally", cost=4, classifications=["Storyborn", "Ally"]), 0, "hand")
    plain = put(st, char("P1", "Plain", cost=1), 0, "hand")
    st = act(st, "quest", uid=uid)
    st = pick(st, "yes")
    assert str(big) not in options(st) and str(plain) not in options(st)
    st = pick(st, ally)
    assert st.table.cards[ally].zone == "play"


def test_ratigan_very_large_mouse_readies_one_of_yours_that_cant_quest():
    ratigan = card("Ratigan - Very Large Mouse")
    st = started()
    foe = put(st, char("F1", "Foe", s=3), 1)
    mine = put(st, char("M1", "Mine"), 0, tapped=True)
    ink_up(st, 0, ratigan["cost"])
    uid = put(st, ratigan, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = pick(st, foe)
    assert st.table.cards[foe].tapped
    st = pick(st, mine)
    assert not st.table.cards[mine].tapped
    assert not any(a.type == "quest" and a.args["uid"] == mine for a in ENGINE.legal_actions(st, 0))


# --- "that card" after a banish: the card in the discard (7.1.9.1) ---------------------------------

def test_dr_facilier_agent_provocateur_returns_the_banished_card():
    facilier = card("Dr. Facilier - Agent Provocateur")
    st = started()
    put(st, facilier, 0)
    mine = put(st, char("M1", "Mine", s=1, w=1), 0)
    foe = put(st, char("F1", "Foe", s=5, w=9), 1, tapped=True)
    st = challenge(st, mine, foe)
    st = pick(st, "yes")
    assert st.table.cards[mine].zone == "hand"


def test_tinker_bell_very_clever_fairy_inks_a_banished_item():
    tink = card("Tinker Bell - Very Clever Fairy")
    st = started()
    put(st, tink, 0)
    item = put(st, card("Lucky Dime"), 0)
    titans = card("Rise of the Titans")
    ink_up(st, 0, titans["cost"])
    n = len(st.table.zone(0, "inkwell"))
    uid = put(st, titans, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = pick(st, item)
    st = pick(st, "yes")
    assert st.table.cards[item].zone == "inkwell" and st.table.cards[item].tapped
    assert len(st.table.zone(0, "inkwell")) == n + 1


def test_motunui_inks_a_character_banished_here_only():
    motunui = card("Motunui - Island Paradise")
    st = started()
    loc = put(st, motunui, 0)
    here = put(st, char("H1", "Here", s=1, w=1), 0)
    st.table.cards[here].flags["at"] = loc
    away = put(st, char("A1", "Away", s=1, w=1), 0)
    foe = put(st, char("F1", "Foe", s=5, w=9), 1, tapped=True)
    st = challenge(st, away, foe)
    assert not st.pending and st.table.cards[away].zone == "discard"
    st = challenge(st, here, foe)
    st = pick(st, "yes")
    assert st.table.cards[here].zone == "inkwell"


def test_yzma_conniving_chemist_draws_up_to_three():
    yzma = card("Yzma - Conniving Chemist")
    st = started()
    uid = put(st, yzma, 0)
    for u in list(st.table.zone(0, "hand"))[1:]:
        st.table.move(u, "discard", player=0)
    st = act(st, "activate", uid=uid, ability=0)
    assert len(st.table.zone(0, "hand")) == 3
    st = end_turn(st)
    st = end_turn(st)
    n = len(st.table.zone(0, "hand"))
    assert n >= 3
    st = act(st, "activate", uid=uid, ability=0)
    assert len(st.table.zone(0, "hand")) == n  # 3 or more: the condition fails


def no_support(st):
    """Decline Support (10.11.1: "you may"); bag order (8.7.4): the first."""
    while st.pending and st.pending[0].kind in ("support", "bag"):
        st = choose(st, [] if st.pending[0].kind == "support" else [st.pending[0].options[0].id])
    return st


def test_huey_needs_both_dewey_and_louie():
    huey = card("Huey - Savvy Nephew")
    st = started()
    uid = put(st, huey, 0)
    put(st, char("D1", "Dewey"), 0)
    st = no_support(act(st, "quest", uid=uid))
    assert not st.pending
    st = end_turn(st)
    st = end_turn(st)
    put(st, char("L1", "Louie"), 0)
    n = len(st.table.zone(0, "hand"))
    st = no_support(act(st, "quest", uid=uid))
    st = pick(st, "yes")
    assert len(st.table.zone(0, "hand")) == n + 3


def test_minnie_dazzling_dancer_herself_or_a_mickey_mouse_once_each():
    # Lorcana 7.4.6: one ability, two trigger conditions; her own challenge counts once
    minnie = card("Minnie Mouse - Dazzling Dancer")
    st = started()
    uid = put(st, minnie, 0)
    mickey = put(st, char("K1", "Mickey Mouse", s=0, w=9), 0)
    other = put(st, char("O1", "Other", s=0, w=9), 0)
    foes = [put(st, char(f"F{i}", f"Foe{i}", s=0, w=9), 1, tapped=True) for i in range(3)]
    st = challenge(st, other, foes[0])
    assert st.lore[0] == 0
    st = challenge(st, mickey, foes[1])
    assert st.lore[0] == 1
    st = challenge(st, uid, foes[2])
    assert st.lore[0] == 2


def test_teeth_and_ambitions_another_chosen_is_not_the_first():
    # Lorcana 7.1.5: "another" is not a card the ability already chose
    teeth = card("Teeth and Ambitions")
    st = started()
    mine = put(st, char("M1", "Mine", w=9), 0)
    foe = put(st, char("F1", "Foe", w=9), 1)
    ink_up(st, 0, teeth["cost"])
    uid = put(st, teeth, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = pick(st, mine)
    assert str(mine) not in options(st) and str(foe) in options(st)
    st = pick(st, foe)
    assert st.table.cards[mine].damage == 2 and st.table.cards[foe].damage == 2


def test_a_whole_new_world_everyone_discards_and_draws_seven():
    world = card("A Whole New World")
    st = started()
    ink_up(st, 0, world["cost"])
    uid = put(st, world, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert len(st.table.zone(0, "hand")) == 7 and len(st.table.zone(1, "hand")) == 7
    assert len(st.table.zone(0, "discard")) == 8 and len(st.table.zone(1, "discard")) == 7  # P1's 7 + the song


def test_pack_tactics_counts_damaged_opposing_characters():
    tactics = card("Pack Tactics")
    st = started()
    for i in range(2):
        put(st, char(f"F{i}", f"Foe{i}", w=9), 1, damage=1)
    put(st, char("F9", "Fine", w=9), 1)
    put(st, char("M1", "Mine", w=9), 0, damage=1)
    ink_up(st, 0, tactics["cost"])
    uid = put(st, tactics, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert st.lore[0] == 2


def singers(st, player: int) -> set[int]:
    return {a.args["singer"] for a in ENGINE.legal_actions(st, player) if a.type == "play" and a.args.get("mode") == "sing"}


def test_ursula_sea_witch_queen_no_other_character_can_sing():
    ursula = card("Ursula - Sea Witch Queen")
    st = started()
    u = put(st, ursula, 0)
    mine = put(st, char("M1", "Mine", cost=5), 0)
    put(st, card("Friends on the Other Side"), 0, "hand")
    assert singers(st, 0) == {u} and mine not in singers(st, 0)  # only Ursula herself
    st = end_turn(st)
    theirs = put(st, char("T1", "Theirs", cost=5), 1)
    put(st, card("Friends on the Other Side"), 1, "hand")
    assert theirs not in singers(st, 1)


def test_pete_space_pirate_exerted_two_effects():
    pete = card("Pete - Space Pirate")
    st = started()
    p = put(st, pete, 0)
    pirate = put(st, char("P1", "Pirate", classifications=["Storyborn", "Pirate"]), 0)
    st = end_turn(st)
    theirs = put(st, char("T1", "Theirs", cost=5), 1)
    put(st, card("Friends on the Other Side"), 1, "hand")
    assert theirs in singers(st, 1) and keyword_value(st, pirate, "Resist") is None
    st.table.cards[p].tapped = True
    assert theirs not in singers(st, 1) and keyword_value(st, pirate, "Resist") == 1


def test_tianas_palace_characters_here_cant_be_challenged():
    palace = card("Tiana's Palace - Jazz Restaurant")
    st = started()
    loc = put(st, palace, 0)
    here = put(st, char("H1", "Here", w=9), 0, tapped=True)
    away = put(st, char("A1", "Away", w=9), 0, tapped=True)
    st.table.cards[here].flags["at"] = loc
    st = end_turn(st)
    put(st, char("F1", "Foe", w=9), 1)
    targets = {a.args["target"] for a in ENGINE.legal_actions(st, 1) if a.type == "challenge"}
    assert here not in targets and away in targets


def test_hypnotic_deduction_puts_two_chosen_cards_on_top():
    deduction = card("Hypnotic Deduction")
    st = started()
    ink_up(st, 0, deduction["cost"])
    uid = put(st, deduction, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    hand_now = list(st.table.zone(0, "hand"))
    assert len(hand_now) == 7 + 3
    picks = hand_now[:2]
    st = choose(st, picks)
    assert len(st.table.zone(0, "hand")) == 8
    assert set(st.table.top(0, "deck", 2)) == set(picks)


# --- costs that name cards to pay with (7.5.1, 7.5.3) ----------------------------------------------

def activations(st, uid: int) -> list:
    return [a for a in ENGINE.legal_actions(st, 0) if a.type == "activate" and a.args["uid"] == uid]


def test_mrs_potts_banishes_one_of_your_items_to_draw():
    potts = card("Mrs. Potts - Head Housekeeper")
    st = started()
    uid = put(st, potts, 0)
    assert not activations(st, uid)  # 7.5.3: no item, the cost can't be paid
    with pytest.raises(RulesError, match=r"7\.5\.3"):
        act(st, "activate", uid=uid, ability=0)
    item = put(st, card("Lucky Dime"), 0)
    put(st, card("Lucky Dime"), 1)  # not yours
    acts = activations(st, uid)
    assert [a.args["pay"] for a in acts] == [[item]]
    n = len(st.table.zone(0, "hand"))
    st = act(st, "activate", uid=uid, ability=0, pay=[item])
    assert st.table.cards[item].zone == "discard" and st.table.cards[uid].tapped and len(st.table.zone(0, "hand")) == n + 1


def test_beast_frustrated_designer_needs_two_items():
    beast = card("Beast - Frustrated Designer")
    st = started()
    uid = put(st, beast, 0)
    ink_up(st, 0, 2)
    items = [put(st, card("Lucky Dime"), 0)]
    assert not activations(st, uid)
    items.append(put(st, card("Lucky Dime"), 0))
    foe = put(st, char("F1", "Foe", w=9), 1)
    with pytest.raises(RulesError, match=r"7\.5\.3\.2"):
        act(st, "activate", uid=uid, ability=0, pay=[items[0]])
    st = act(st, "activate", uid=uid, ability=0, pay=items)
    st = pick(st, foe)
    assert st.table.cards[foe].damage == 5 and all(st.table.cards[u].zone == "discard" for u in items)


def test_scrump_exerts_a_dry_character_of_yours():
    # 4.3.8.2: exerting to pay needs a ready, dry character
    scrump = card("Scrump")
    st = started()
    item = put(st, scrump, 0)
    drying = put(st, char("D1", "Drying"), 0, dry=False)
    assert not activations(st, item)
    dry = put(st, char("R1", "Dry"), 0)
    foe = put(st, char("F1", "Foe", s=4), 1)
    assert [a.args["pay"] for a in activations(st, item)] == [[dry]]
    st = act(st, "activate", uid=item, ability=0, pay=[dry])
    st = pick(st, foe)
    assert st.table.cards[dry].tapped and not st.table.cards[drying].tapped and stat(st, foe, "strength") == 2


def test_the_wardrobe_discards_an_item_card_to_draw_two():
    wardrobe = card("The Wardrobe - Perceptive Friend")
    st = started()
    uid = put(st, wardrobe, 0)
    item = put(st, card("Lucky Dime"), 0, "hand")
    assert [a.args["pay"] for a in activations(st, uid)] == [[item]]  # only the item card
    n = len(st.table.zone(0, "hand"))
    st = act(st, "activate", uid=uid, ability=0, pay=[item])
    assert st.table.cards[item].zone == "discard" and len(st.table.zone(0, "hand")) == n - 1 + 2


def test_ever_as_before_heals_any_number():
    ever = card("Ever as Before")
    st = started()
    hurt = [put(st, char(f"H{i}", f"Hurt{i}", w=9), i % 2, damage=3) for i in range(3)]
    ink_up(st, 0, ever["cost"])
    uid = put(st, ever, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = choose(st, hurt)
    while st.pending:
        st = pick(st, "2")  # up to 2 each (7.1.8)
    assert all(st.table.cards[u].damage == 1 for u in hurt)


def test_on_your_feet_now_readies_damages_and_stops_quests():
    feet = card("On Your Feet! Now!")
    st = started()
    mine = [put(st, char(f"M{i}", f"Mine{i}", w=9), 0, tapped=True) for i in range(2)]
    foe = put(st, char("F1", "Foe", w=9), 1, tapped=True)
    ink_up(st, 0, feet["cost"])
    uid = put(st, feet, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert all(not st.table.cards[u].tapped and st.table.cards[u].damage == 1 for u in mine)
    assert st.table.cards[foe].damage == 0 and st.table.cards[foe].tapped
    assert not any(a.type == "quest" for a in ENGINE.legal_actions(st, 0))


def test_captain_hook_ruthless_pirate_exerted_gives_evasive_opponents_reckless():
    hook = card("Captain Hook - Ruthless Pirate")
    st = started()
    h = put(st, hook, 0)
    flyer = put(st, char("E1", "Flyer"), 1)
    st.cards[st.table.cards[flyer].card_id]["keywords"] = {"Evasive": 0}
    walker = put(st, char("W1", "Walker"), 1)
    assert keyword_value(st, flyer, "Reckless") is None
    st.table.cards[h].tapped = True
    assert keyword_value(st, flyer, "Reckless") is not None and keyword_value(st, walker, "Reckless") is None


def test_tick_tock_evasive_on_your_turn_while_a_pirate_is_in_play():
    croc = card("Tick-Tock - Relentless Crocodile")
    st = started()
    uid = put(st, croc, 0)
    assert keyword_value(st, uid, "Evasive") is None
    put(st, char("P1", "Pirate", classifications=["Storyborn", "Pirate"]), 1)  # anyone's Pirate
    assert keyword_value(st, uid, "Evasive") is not None
    st = end_turn(st)
    assert keyword_value(st, uid, "Evasive") is None  # not during the opponent's turn


def test_captain_amelia_resist_for_the_others_while_being_challenged():
    amelia = card("Captain Amelia - Commander of the Legacy")
    st = started()
    uid = put(st, amelia, 0, tapped=True)
    other = put(st, char("O1", "Other"), 0)
    st = end_turn(st)
    pirate = put(st, char("P1", "Pirate", classifications=["Storyborn", "Pirate"]), 1)
    plain = put(st, char("A1", "Plain", s=0, w=9), 1)
    assert uid not in {a.args["target"] for a in ENGINE.legal_actions(st, 1) if a.type == "challenge" and a.args["uid"] == pirate}
    assert keyword_value(st, other, "Resist") is None
    st = act(st, "challenge", 1, uid=plain, target=uid)
    assert keyword_value(st, other, "Resist") is None  # the challenge is over


def test_chernabog_evildoer_shuffles_character_cards_from_the_discard():
    chernabog = card("Chernabog - Evildoer")
    st = started()
    chars = [put(st, char(f"C{i}", f"Char{i}"), 0, "discard") for i in range(2)]
    item = put(st, card("Lucky Dime"), 0, "discard")
    theirs = put(st, char("T1", "Theirs"), 1, "discard")
    ink_up(st, 0, 10)
    uid = put(st, chernabog, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert all(st.table.cards[u].zone == "deck" for u in chars)
    assert st.table.cards[item].zone == "discard" and st.table.cards[theirs].zone == "discard"


def test_friar_tuck_only_the_players_with_the_most_cards_discard():
    tuck = card("Friar Tuck - Priest of Nottingham")
    st = started()
    ink_up(st, 0, tuck["cost"])
    uid = put(st, tuck, 0, "hand")
    hand(st, 1, 1)  # the opponent has 8, P1 has 7 after playing Tuck
    st = act(st, "play", uid=uid, mode="ink")
    assert st.pending[0].player == 1
    st = pick(st, st.pending[0].options[0].id)
    assert len(st.table.zone(1, "hand")) == 7 and len(st.table.zone(0, "hand")) == 7


def test_milo_thatch_returns_all_opposing_characters_when_banished():
    milo = card("Milo Thatch - King of Atlantis")
    st = started()
    uid = put(st, milo, 0)
    foes = [put(st, char(f"F{i}", f"Foe{i}", s=9, w=9), 1, tapped=True) for i in range(2)]
    mine = put(st, char("M1", "Mine"), 0)
    st = challenge(st, uid, foes[0])
    assert all(st.table.cards[u].zone == "hand" for u in foes) and st.table.cards[mine].zone == "play"


def test_gyro_gearloose_puts_an_item_card_on_top_of_the_deck():
    gyro = card("Gyro Gearloose - Gadget Whiz")
    st = started()
    uid = put(st, gyro, 0)
    item = put(st, card("Lucky Dime"), 0, "discard")
    put(st, char("C1", "Char"), 0, "discard")
    st = act(st, "activate", uid=uid, ability=0)
    assert options(st) == {str(item)}
    st = pick(st, item)
    assert st.table.top(0, "deck", 1) == [item]


def test_ursulas_plan_the_exerted_characters_dont_ready():
    plan = card("Ursula's Plan")
    st = started()
    foe = put(st, char("F1", "Foe"), 1)
    ink_up(st, 0, plan["cost"])
    uid = put(st, plan, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    while st.pending:
        st = pick(st, st.pending[0].options[0].id)
    assert st.table.cards[foe].tapped
    st = end_turn(st)
    assert st.table.cards[foe].tapped  # their Ready step skipped it


def test_clarabelle_light_on_her_hooves_draws_to_match_the_opponent():
    clarabelle = card("Clarabelle - Light on Her Hooves")
    st = started()
    put(st, clarabelle, 0)
    for u in list(st.table.zone(0, "hand"))[:3]:
        st.table.move(u, "discard", player=0)
    n1 = len(st.table.zone(1, "hand"))
    st = act(st, "end_turn", 0)
    st = pick(st, "yes")
    assert len(st.table.zone(0, "hand")) == n1  # the opponent's hand at the end of P1's turn


def test_youre_welcome_that_player_draws_two():
    welcome = card("You're Welcome")
    st = started()
    foe = put(st, char("F1", "Foe"), 1)
    n1 = len(st.table.zone(1, "hand"))
    ink_up(st, 0, welcome["cost"])
    uid = put(st, welcome, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    st = pick(st, foe)
    assert st.table.cards[foe].zone == "deck" and len(st.table.zone(1, "hand")) == n1 + 2


def test_dragon_gem_returns_a_character_card_with_support():
    gem = card("Dragon Gem")
    st = started()
    item = put(st, gem, 0)
    helper = put(st, card("Rapunzel - Ready for Adventure"), 0, "discard")  # Support
    plain = put(st, char("P1", "Plain"), 0, "discard")
    ink_up(st, 0, 3)
    st = act(st, "activate", uid=item, ability=0)
    assert options(st) == {str(helper)} and str(plain) not in options(st)
    st = pick(st, helper)
    assert st.table.cards[helper].zone == "hand"


def test_yzma_scary_beyond_all_reason_shuffles_and_that_player_draws():
    yzma = card("Yzma - Scary Beyond All Reason")
    st = started()
    foe = put(st, char("F1", "Foe"), 1)
    n1 = len(st.table.zone(1, "hand"))
    ink_up(st, 0, yzma["cost"])
    uid = put(st, yzma, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert str(uid) not in options(st)  # "another"
    st = pick(st, foe)
    assert st.table.cards[foe].zone == "deck" and len(st.table.zone(1, "hand")) == n1 + 2


def test_minnie_wide_eyed_diver_only_on_the_second_action():
    minnie = card("Minnie Mouse - Wide-Eyed Diver")
    st = started()
    uid = put(st, minnie, 0)
    ink_up(st, 0, 3)
    for i in range(3):
        st = act(st, "play", uid=put(st, song(f"Tune{i}", 1), 0, "hand"), mode="ink")
        assert stat(st, uid, "lore") == minnie["lore"] + (2 if i >= 1 else 0)  # +2 from the second on, once


# --- "while …, whenever …": a trigger with a standing condition (7.4.4) -----------------------------

def test_jafar_striking_illusionist_gains_lore_per_draw_while_exerted_on_your_turn():
    jafar = card("Jafar - Striking Illusionist")
    st = started()
    uid = put(st, jafar, 0)
    drawer = card("Friends on the Other Side")  # draw 2
    ink_up(st, 0, drawer["cost"] * 2)
    st = act(st, "play", uid=put(st, drawer, 0, "hand"), mode="ink")
    while st.pending:
        st = pick(st, st.pending[0].options[0].id)
    assert st.lore[0] == 0  # ready: no lore
    st.table.cards[uid].tapped = True
    st = act(st, "play", uid=put(st, drawer, 0, "hand"), mode="ink")
    while st.pending:
        st = pick(st, st.pending[0].options[0].id)
    assert st.lore[0] == 2


def test_shenzi_hyena_pack_leader_draws_when_challenging_from_a_location():
    shenzi = card("Shenzi - Hyena Pack Leader")
    st = started()
    uid = put(st, shenzi, 0)
    foe = put(st, char("F1", "Foe", s=0, w=9), 1, tapped=True)
    foe2 = put(st, char("F2", "Foe2", s=0, w=9), 1, tapped=True)
    st = challenge(st, uid, foe)
    assert not st.pending
    st.table.cards[uid].tapped = False
    st.table.cards[uid].flags["at"] = put(st, card("Skull Rock - Isolated Fortress"), 0)
    st = challenge(st, uid, foe2)
    assert options(st) == {"yes", "no"}


def test_daisy_duck_pirate_captain_draws_for_pirates_questing_at_a_location():
    daisy = card("Daisy Duck - Pirate Captain")
    st = started()
    put(st, daisy, 0)
    pirate = put(st, char("P1", "Pirate", classifications=["Storyborn", "Pirate"]), 0)
    pirate2 = put(st, char("P2", "Pirate2", classifications=["Storyborn", "Pirate"]), 0)
    st.table.cards[pirate2].flags["at"] = put(st, card("Skull Rock - Isolated Fortress"), 0)
    n = len(st.table.zone(0, "hand"))
    st = act(st, "quest", uid=pirate)
    assert len(st.table.zone(0, "hand")) == n
    st = act(st, "quest", uid=pirate2)
    assert len(st.table.zone(0, "hand")) == n + 1


def test_prince_phillip_dragonslayer_only_when_he_challenged():
    phillip = card("Prince Phillip - Dragonslayer")
    st = started()
    uid = put(st, phillip, 0)
    dragon = put(st, char("D1", "Dragon", s=9, w=99), 1, tapped=True)
    st = challenge(st, uid, dragon)
    st = pick(st, "yes")
    assert st.table.cards[uid].zone == "discard" and st.table.cards[dragon].zone == "discard"
    st = started()
    uid = put(st, phillip, 0, tapped=True)
    st = end_turn(st)
    attacker = put(st, char("A1", "Attacker", s=9, w=99), 1)
    st = challenge(st, attacker, uid)
    assert not st.pending and st.table.cards[attacker].zone == "play"  # he was challenged: no trigger


def test_hydra_deals_that_much_damage_back():
    hydra = card("Hydra - Deadly Serpent")
    st = started()
    uid = put(st, hydra, 0, tapped=True)
    foe = put(st, char("F1", "Foe", w=9), 1)
    st = end_turn(st)
    attacker = put(st, char("A1", "Attacker", s=3, w=99), 1)
    st = challenge(st, attacker, uid)
    st = pick(st, foe)
    assert st.table.cards[foe].damage == 3


def test_vault_door_and_grumpy_resist_at_locations():
    door, grumpy = card("Vault Door"), card("Grumpy - Skeptical Knight")
    st = started()
    put(st, door, 0)
    loc = put(st, card("Skull Rock - Isolated Fortress"), 0)
    there = put(st, char("T1", "There"), 0)
    st.table.cards[there].flags["at"] = loc
    away = put(st, char("A1", "Away"), 0)
    assert keyword_value(st, loc, "Resist") == 1 and keyword_value(st, there, "Resist") == 1 and keyword_value(st, away, "Resist") is None
    st = started()
    put(st, grumpy, 0)
    loc = put(st, card("Skull Rock - Isolated Fortress"), 0)
    knight = put(st, char("K1", "Knight", classifications=["Storyborn", "Knight"]), 0)
    assert keyword_value(st, knight, "Resist") is None
    st.table.cards[knight].flags["at"] = loc
    assert keyword_value(st, knight, "Resist") == 2


def test_golden_harp_banished_unless_you_played_a_song():
    harp = card("Golden Harp - Enchanter of the Land")
    st = started()
    uid = put(st, harp, 0)
    ink_up(st, 0, 1)
    st = act(st, "play", uid=put(st, song("Tune", 1), 0, "hand"), mode="ink")
    st = end_turn(st)
    assert st.table.cards[uid].zone == "play"
    st = end_turn(st)
    st = end_turn(st)
    assert st.table.cards[uid].zone == "discard"  # no song this turn


def test_sleepys_flute_needs_a_song_this_turn():
    flute = card("Sleepy's Flute")
    st = started()
    item = put(st, flute, 0)
    ink_up(st, 0, 1)
    st = act(st, "play", uid=put(st, action("Not a song"), 0, "hand"), mode="ink")
    st = act(st, "activate", uid=item, ability=0)
    assert st.lore[0] == 0
    st = end_turn(st)
    st = end_turn(st)
    st = act(st, "play", uid=put(st, song("Tune", 1), 0, "hand"), mode="ink")
    st = act(st, "activate", uid=item, ability=0)
    assert st.lore[0] == 1


def test_whos_with_me_floating_trigger_for_reckless_challengers():
    # Lorcana 7.4.7.1: a floating triggered ability, this turn only
    song_card = card("Who's With Me?")
    st = started()
    wild = put(st, char("R1", "Wild", s=1, w=9), 0)
    st.cards[st.table.cards[wild].card_id]["keywords"] = {"Reckless": 0}
    calm = put(st, char("C1", "Calm", s=1, w=9), 0)
    foes = [put(st, char(f"F{i}", f"Foe{i}", s=0, w=9), 1, tapped=True) for i in range(2)]
    ink_up(st, 0, song_card["cost"])
    st = act(st, "play", uid=put(st, song_card, 0, "hand"), mode="ink")
    assert stat(st, calm, "strength") == 3
    st = challenge(st, calm, foes[0])
    assert st.lore[0] == 0
    st = challenge(st, wild, foes[1])
    assert st.lore[0] == 2
