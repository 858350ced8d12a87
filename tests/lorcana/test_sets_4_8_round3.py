"""Issue 16, sets 4–8 round 3: "look at the top N … you may reveal any number of [kind] cards and
put them into your hand" (engine/lorcana/cards/templates_any_number.py), each card played with its
real data; and "challenges another character" triggers, which do not fire when the character
challenges a location (Lorcana 4.3.6.19-4.3.6.20: the challenged card is a location instead of a
character)."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.core.rules import RulesError
from engine.lorcana.cards import compiler
from engine.lorcana.ink_drops import drops
from tests.lorcana.helpers import ENGINE, act, choose, custom, end_turn, ink_up, put, started
from tests.lorcana.test_clause_templates import card, char

TEMPLATED = {1: ["Reflection", "Belle - Strange but Special"], 4: ["Pascal - Inquisitive Pet", "Dig a Little Deeper", "Diablo - Maleficent's Spy", "LeFou - Opportunistic Flunky",
        "Under the Sea"], 5: ["The Queen - Crown of the Council", "Chicha - Dedicated Mother"], 6: ["Jim Hawkins - Honorable Pirate", "Sail the Azurite Sea"], 7: ["Lucky - Runt of the Litter"], 8: ["Lilo - Causing an Uproar", "Ratigan - Greedy Genius"]}


@pytest.mark.parametrize("name", [c for cards in TEMPLATED.values() for c in cards])
def test_card_compiles_by_template(name: str):
    assert all(a.ok and a.source == "template" for a in compiler.compile_card(card(name)))


def _deck_top(st, cards: list[dict]) -> list[int]:
    """Put ``cards`` on top of P1's deck so that the first one is the top card."""
    return [put(st, c, 0, "deck") for c in reversed(cards)][::-1]


def _options(st) -> set[str]:
    return {o.id for o in st.pending[0].options}


def _play(st, data: dict):
    ink_up(st, 0, data["cost"])
    uid = put(st, data, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    if st.pending and st.pending[0].kind != "look":  # Bodyguard: "may enter play exerted" (10.3) — no
        st = choose(st, ["no"])
    return st, uid


def pirate(cid: str) -> dict:
    return char(cid, f"Pirate {cid}", classifications=["Storyborn", "Pirate"])


def test_jim_hawkins_takes_any_number_of_pirates_among_the_top_four_only():
    # Lorcana 7.1.10: only the cards looked at; "any number" (up to all of them, 7.1.3 may)
    st = started()
    below = put(st, pirate("P9"), 0, "deck")  # fifth from the top: not looked at
    a, plain, b, thing = _deck_top(st, [pirate("P1"), char("N1", "Plain"), pirate("P2"),
                                        custom("I1", "Thing", card_type="Item", s=None, w=None)])
    st, _ = _play(st, card("Jim Hawkins - Honorable Pirate"))
    assert _options(st) == {str(a), str(b)}  # not the plain character, the item or the fifth card
    assert (st.pending[0].min, st.pending[0].max) == (0, 2)  # any number: none up to both
    st = choose(st, [a, b])
    while st.pending:  # 8.2.4: the order of the rest on the bottom, asked one card at a time (first option: the looked order)
        st = choose(st, [st.pending[0].options[0].id])
    assert st.table.cards[a].zone == "hand" and st.table.cards[b].zone == "hand"
    assert st.table.top(0, "deck", 1)[0] == below  # the rest went to the bottom
    assert set(st.table.zone(0, "deck")[-2:]) == {plain, thing}  # on the bottom


def test_jim_hawkins_may_take_none():
    # Lorcana 7.1.3: "you may" — choosing nothing puts all four on the bottom
    st = started()
    a, = _deck_top(st, [pirate("P1")])
    st, _ = _play(st, card("Jim Hawkins - Honorable Pirate"))
    st = choose(st, [])
    while st.pending:  # 8.2.4: the order of the rest on the bottom, asked one card at a time (first option: the looked order)
        st = choose(st, [st.pending[0].options[0].id])
    assert st.table.cards[a].zone == "deck" and st.table.top(0, "deck", 1)[0] != a


def test_the_queen_crown_of_the_council_takes_only_cards_named_the_queen():
    # Lorcana 6.2.4: "named" is the exact name
    st = started()
    q1 = custom("Q1", "The Queen", version="Other")
    q2 = custom("Q2", "The Queen", version="Third")
    queen_item = custom("Q3", "Queen's Mirror", card_type="Item", s=None, w=None)
    a, b, c = _deck_top(st, [q1, queen_item, q2])
    st, _ = _play(st, card("The Queen - Crown of the Council"))
    assert _options(st) == {str(a), str(c)}
    st = choose(st, [c])
    assert st.table.cards[c].zone == "hand" and st.table.cards[a].zone == "deck" and st.table.cards[b].zone == "deck"


def test_lucky_quests_and_takes_puppies_from_the_top_two():
    # Lorcana 7.1.10; "put them in your hand" reads as "into"
    st = started()
    lucky = put(st, card("Lucky - Runt of the Litter"), 0)
    pups = [char(f"D{i}", f"Pup {i}", classifications=["Storyborn", "Puppy"]) for i in range(3)]
    a, b, c = _deck_top(st, pups)
    st = act(st, "quest", uid=lucky)
    assert _options(st) == {str(a), str(b)}  # the third puppy is not looked at
    st = choose(st, [a, b])
    assert st.table.cards[a].zone == "hand" and st.table.cards[b].zone == "hand" and st.table.top(0, "deck", 1)[0] == c


def test_dig_a_little_deeper_puts_exactly_two_of_the_top_seven_into_your_hand():
    # Lorcana 7.1.10: only the cards looked at; "Put 2" is not "up to" — fewer is refused
    st = started()
    eighth = put(st, char("Z8", "Eighth"), 0, "deck")
    seven = _deck_top(st, [char(f"S{i}", f"Seen {i}") for i in range(7)])
    st, _ = _play(st, card("Dig a Little Deeper"))
    assert _options(st) == {str(u) for u in seven} and (st.pending[0].min, st.pending[0].max) == (2, 2)
    with pytest.raises(RulesError):
        choose(st, [seven[3]])
    st = choose(st, [seven[3], seven[5]])
    while st.pending:  # 8.2.4: the order of the rest on the bottom, asked one card at a time (first option: the looked order)
        st = choose(st, [st.pending[0].options[0].id])
    assert st.table.cards[seven[3]].zone == "hand" and st.table.cards[seven[5]].zone == "hand"
    assert st.table.top(0, "deck", 1)[0] == eighth and set(st.table.zone(0, "deck")[-5:]) == set(seven) - {seven[3], seven[5]}


def test_diablo_may_look_at_each_opponents_hand_privately():
    # Lorcana 7.1.3 (may); 7.1.10: only the player who looks sees the cards
    st = started()
    secret = put(st, char("H1", "Hidden Thing"), 1, "hand")
    ink_up(st, 0, 1)
    uid = put(st, card("Diablo - Maleficent's Spy"), 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert st.pending[0].kind == "may"
    res = ENGINE.apply(st, Action("choose", 0, {"picks": ["yes"]}))
    seen = [e for e in res.events if e.kind == "look_private"]
    assert len(seen) == 1 and seen[0].visible_to == [0] and st.cards[st.table.cards[secret].card_id]["name"] in seen[0].text
    st = started()
    put(st, char("H1", "Hidden Thing"), 1, "hand")
    ink_up(st, 0, 1)
    uid = put(st, card("Diablo - Maleficent's Spy"), 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    res = ENGINE.apply(st, Action("choose", 0, {"picks": ["no"]}))
    assert not [e for e in res.events if e.kind == "look_private"]


# --- "you may ink an additional card" (8.5.5; engine/lorcana/extra_ink.py) --------------------

def _ink(st, player: int = 0):
    return act(st, "ink", player, uid=put(st, char("K1", "Inkable"), player, "hand"))


def test_belle_strange_but_special_lets_you_ink_a_second_card_during_your_turn():
    # Lorcana 8.5.5 (an additional card, the normal steps); 4.3.3: otherwise once per turn
    st = started()
    put(st, card("Belle - Strange but Special"), 0)
    st = _ink(_ink(st))
    assert st.inked[0] == 2
    with pytest.raises(RulesError, match=r"4\.3\.3"):
        _ink(st)
    st = started()
    put(st, card("Belle - Strange but Special"), 1)  # the opponent's Belle does not help P1
    st = _ink(st)
    with pytest.raises(RulesError, match=r"4\.3\.3"):
        _ink(st)


def test_sail_the_azurite_sea_allows_one_more_ink_this_turn_and_draws():
    # Lorcana 8.5.5; 4.4.1.3: "this turn" ends at the end of the turn
    st = started()
    hand = len(st.table.zone(0, "hand"))
    st, _ = _play(st, card("Sail the Azurite Sea"))
    assert len(st.table.zone(0, "hand")) == hand + 1  # Draw a card
    st = _ink(_ink(st))
    with pytest.raises(RulesError, match=r"4\.3\.3"):
        _ink(st)
    st = act(st, "end_turn", 0)
    st = act(st, "end_turn", 1)
    assert st.active == 0
    st = _ink(st)
    with pytest.raises(RulesError, match=r"4\.3\.3"):
        _ink(st)


# --- cards put into your inkwell this turn (engine/lorcana/turn_records.py "inked_count") ---------

def test_chicha_may_draw_on_the_second_card_put_into_your_inkwell_this_turn():
    # Lorcana 7.4.4 (intervening if), 7.1.3 (may); Belle's 8.5.5 allows the second ink
    st = started()
    put(st, card("Chicha - Dedicated Mother"), 0)
    put(st, card("Belle - Strange but Special"), 0)
    hand = len(st.table.zone(0, "hand"))
    st = _ink(st)
    assert not st.pending  # the first card: no trigger
    st = _ink(st)
    assert st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert len(st.table.zone(0, "hand")) == hand + 1  # two inked from new hand cards, one drawn
    st = started()
    put(st, card("Chicha - Dedicated Mother"), 0)
    put(st, card("Belle - Strange but Special"), 0)
    st = choose(_ink(_ink(st)), ["no"])
    assert not st.pending


def test_ratigan_is_banished_at_the_end_of_a_turn_without_inking():
    # Lorcana 7.4.4: the condition is read at the end of the turn
    st = started()
    rat = put(st, card("Ratigan - Greedy Genius"), 0)
    st = end_turn(st)
    assert st.table.cards[rat].zone == "discard"
    st = started()
    rat = put(st, card("Ratigan - Greedy Genius"), 0)
    st = end_turn(_ink(st))
    assert st.table.cards[rat].zone == "play"


# --- "you may play this character for free if …" (7.6.5, 4.3.4.10; templates_self_free) ----------

def _free_plays(st) -> list[int]:
    return [a.args["uid"] for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("mode") == "free"]


def test_lefou_is_free_after_an_opposing_character_was_banished_in_a_challenge():
    # Lorcana 7.6.5 (works from the hand), 4.3.4.10 (no ink paid); refused without the condition
    st = started()
    lefou = put(st, card("LeFou - Opportunistic Flunky"), 0, "hand")
    mine = put(st, char("M1", "Mine", s=5, w=5), 0)
    weak = put(st, char("W1", "Weak Mine", s=0, w=1), 0)
    assert lefou not in _free_plays(st)
    with pytest.raises(RulesError, match=r"4\.3\.4\.10"):
        act(st, "play", uid=lefou, mode="free")
    foe = put(st, char("F1", "Foe", s=5, w=1), 1, tapped=True)
    st.table.cards[put(st, char("F2", "Foe Two", s=5, w=9), 1)].tapped = True
    st = act(st, "challenge", uid=weak, target=st.table.zone(1, "play")[-1])  # my character is banished: not enough
    assert st.table.cards[weak].zone == "discard" and lefou not in _free_plays(st)
    st = act(st, "challenge", uid=mine, target=foe)
    assert st.table.cards[foe].zone == "discard"
    assert _free_plays(st) == [lefou]
    ink = [st.table.cards[u].tapped for u in st.table.zone(0, "inkwell")]
    st = act(st, "play", uid=lefou, mode="free")
    assert st.table.cards[lefou].zone == "play" and [st.table.cards[u].tapped for u in st.table.zone(0, "inkwell")] == ink


def test_lilo_causing_an_uproar_is_free_after_three_actions_and_readies_a_character():
    # Lorcana 7.6.5, 4.3.4.10; her "when you play" readies chosen character, who can't quest (4.4.1.3 this turn)
    st = started()
    lilo = put(st, card("Lilo - Causing an Uproar"), 0, "hand")
    tired = put(st, char("T1", "Tired"), 0, tapped=True)
    for i in range(3):
        assert lilo not in _free_plays(st)
        ink_up(st, 0, 1)
        st = act(st, "play", uid=put(st, custom(f"A{i}", f"Act {i}", card_type="Action", cost=1), 0, "hand"), mode="ink")
    assert lilo in _free_plays(st)
    st = act(st, "play", uid=lilo, mode="free")
    assert st.table.cards[lilo].zone == "play"
    st = choose(st, [tired])
    assert not st.table.cards[tired].tapped
    with pytest.raises(RulesError):
        act(st, "quest", uid=tired)


def test_under_the_sea_puts_each_weak_opposing_character_on_the_bottom_of_its_players_deck():
    # Lorcana 8.2 (each card to its own player's deck); "all": every matching card, yours untouched
    st = started()
    weak = [put(st, char(f"W{i}", f"Weak {i}", s=i + 1), 1) for i in range(2)]
    strong = put(st, char("S1", "Strong", s=3), 1)
    mine = put(st, char("M1", "Mine", s=1), 0)
    st, _ = _play(st, card("Under the Sea"))
    assert all(st.table.cards[u].zone == "deck" and u in st.table.zone(1, "deck")[-2:] for u in weak)
    assert st.table.cards[strong].zone == "play" and st.table.cards[mine].zone == "play"


# --- "put them back on the top of your deck in any order" (op order_top, engine/lorcana/deck_order.py)

@pytest.mark.parametrize("name", ["Reflection", "Pascal - Inquisitive Pet"])
def test_look_at_the_top_three_and_put_them_back_in_the_chosen_order(name: str):
    # Lorcana 7.1.10: only the player looks; they choose the order, top card first
    st = started()
    fourth = put(st, char("Z4", "Fourth"), 0, "deck")
    a, b, c = _deck_top(st, [char("A1", "First"), char("B1", "Second"), char("C1", "Third")])
    st, _ = _play(st, card(name))
    assert st.pending[0].kind == "look" and _options(st) == {str(a), str(b), str(c)}  # not the fourth card
    st = choose(st, [c])
    assert _options(st) == {str(a), str(b)}
    st = choose(st, [a])
    assert not st.pending
    assert st.table.top(0, "deck", 4) == [c, a, b, fourth]
    assert all(st.table.cards[u].zone == "deck" for u in (a, b, c))


def test_reflection_with_one_card_left_needs_no_choice():
    # Lorcana 1.2.3: as much as possible — a deck of one card is looked at and stays
    st = started()
    for u in list(st.table.zone(0, "deck")):
        st.table.move(u, "discard", player=0)
    only = put(st, char("A1", "Only"), 0, "deck")
    st, _ = _play(st, card("Reflection"))
    assert not st.pending and st.table.zone(0, "deck") == [only]


# --- "challenges another character" is not "challenges a location" (4.3.6.19-4.3.6.20) ----------

def _location(st, player: int) -> int:
    return put(st, custom("L1", "Hideout", card_type="Location", s=None, w=9, lore=0, move_cost=1), player)


def test_goofy_super_goof_gains_lore_challenging_a_character_not_a_location():
    # Lorcana 4.3.6.19-4.3.6.20: challenging a location, the challenged card is not a character
    st = started()
    goofy = put(st, card("Goofy - Super Goof"), 0)
    loc = _location(st, 1)
    st = act(st, "challenge", uid=goofy, target=loc)
    assert st.lore[0] == 0 and not st.pending
    st = started()
    goofy = put(st, card("Goofy - Super Goof"), 0)
    foe = put(st, char("F1", "Foe", w=9), 1, tapped=True)
    st = act(st, "challenge", uid=goofy, target=foe)
    assert st.lore[0] == 2


def test_shere_khan_gains_lore_when_your_character_challenges_a_character_not_a_location():
    # Lorcana 4.3.6.19-4.3.6.20 (as above), for "one of your characters"
    st = started()
    put(st, card("Shere Khan - Menacing Predator"), 0)
    mine = put(st, char("M1", "Mine"), 0)
    loc = _location(st, 1)
    st = act(st, "challenge", uid=mine, target=loc)
    assert st.lore[0] == 0
    st = started()
    put(st, card("Shere Khan - Menacing Predator"), 0)
    mine = put(st, char("M1", "Mine"), 0)
    foe = put(st, char("F1", "Foe", w=9), 1, tapped=True)
    st = act(st, "challenge", uid=mine, target=foe)
    assert st.lore[0] == 1


def test_yama_floating_trigger_counts_challenges_of_characters_not_locations():
    # Lorcana 7.4.7.1 (a "this turn, whenever …" floating trigger) and 4.3.6.19-4.3.6.20 (as above)
    st = started()
    ink_up(st, 0, 6)
    yama = put(st, card("Yama - Notorious Criminal"), 0)
    act_ = next(a for a in ENGINE.legal_actions(st, 0) if a.type == "activate" and a.args.get("uid") == yama)
    st = ENGINE.apply(st, act_).state
    first, second = put(st, char("M1", "Mine"), 0), put(st, char("M2", "Also Mine"), 0)
    loc = _location(st, 1)
    st = act(st, "challenge", uid=first, target=loc)
    assert drops(st, 0) == 0
    foe = put(st, char("F1", "Foe", w=9), 1, tapped=True)
    st = act(st, "challenge", uid=second, target=foe)
    assert drops(st, 0) == 1
