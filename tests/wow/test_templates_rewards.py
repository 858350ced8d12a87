"""Quest rewards and cost changes (EN 702, EN 709, WoW 403.2), each played with a real card of the pool:
reveal/look at the top cards and pick one, completion conditions, "you pay 1 less … for each …",
and rewards that draw for each thing counted on resolution."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow import costs
from engine.wow.cards.compiler import card_powers
from tests.shared_data import needs

from .helpers import apply, choose, hero, order_deck, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS, real_pool
from .test_templates_more import automated, put_real, real
from .test_templates_quests import _settle

pytestmark = needs(WOW_CARDS)


def _quest(st, name: str, pay: int = 8) -> int:
    resources(st, 0, pay)
    return put_real(st, 0, name, "resources", face_down=False)


def _on_top(st, *names: str) -> list[int]:
    """Real cards put on top of P1's deck, the first name on top."""
    uids = [put_real(st, 0, n, "deck") for n in names]
    for uid in reversed(uids):
        st.table.move(uid, "deck", position=0)
    assert st.table.zone(0, "deck")[: len(uids)] == uids
    return uids


def _complete(st, quest: int):
    return _settle(apply(st, "quest", 0, uid=quest))


# --- reveal / look at the top cards (EN 709.1) -----------------------------------------------------


def test_all_revealed_allies_go_to_hand_the_rest_to_the_bottom():
    # EN 709.1: "Reveal the top two cards of your deck. Put all revealed allies in your hand and the rest on the
    # bottom of your deck." (The Defense of Grom'gol)
    automated("The Defense of Grom'gol")
    st = start()
    quest = _quest(st, "The Defense of Grom'gol")
    ally, ability = _on_top(st, "Doomguard", "Fireball")
    st = _complete(st, quest)
    assert not st.pending
    assert st.table.cards[ally].zone == "hand" and st.table.zone(0, "deck")[-1] == ability
    assert 1 in st.table.cards[ability].known_to  # revealed: public


@pytest.mark.parametrize("top, to_hand", [("Doomguard", True), ("Fireball", False)])
def test_if_the_top_card_is_an_ally_it_goes_to_hand_otherwise_it_stays(top, to_hand):
    # EN 709.1: "Reveal the top card of your deck. If it's an ally, put it into your hand." (A Bird In Hand) —
    # otherwise nothing moves it: it stays on top
    automated("A Bird In Hand")
    st = start()
    quest = _quest(st, "A Bird In Hand")
    (card,) = _on_top(st, top)
    st = _complete(st, quest)
    if to_hand:
        assert st.table.cards[card].zone == "hand"
    else:
        assert st.table.zone(0, "deck")[0] == card


def test_a_revealed_faction_card_and_an_even_cost():
    # EN 709.1: "Put a revealed [Alliance] card into hand …" reads the card's faction; "a revealed card with an even
    # cost of 2 or more" its cost (Establishing New Outposts, Concerted Efforts)
    for name, good, bad in (("Establishing New Outposts", _faction("Alliance"), _faction("Horde")),
                            ("Concerted Efforts", _cost(4), _cost(3))):
        automated(name)
        st = start()
        quest = _quest(st, name)
        uids = _on_top(st, bad, good, bad)
        st = _complete(st, quest)
        assert st.pending and st.pending[0].kind == "reveal_pick"
        assert [o.id for o in st.pending[0].options] == [str(uids[1])], name
        st = _settle(choose(st, str(uids[1])))
        assert st.table.cards[uids[1]].zone == "hand"


def _first(**want) -> str:
    """The name of a real card with these printed values."""
    return next(d["name"] for d in (r.data for r in real_pool().by_id.values())
                if all(d.get(k) == v for k, v in want.items()) and not d.get("hero_required"))


def _faction(f: str) -> str:
    return _first(type="ally", faction=f)


def _cost(n: int) -> str:
    return _first(type="ability", cost=n)


def test_look_at_the_top_three_and_take_one_privately():
    # EN 709.1: "Look at the top three cards of your deck. Put one of them into your hand and the rest on the bottom
    # of your deck." (As Hyjal Burns) — looked at, not revealed: the opponent learns nothing; one must be taken
    automated("As Hyjal Burns")
    st = start()
    quest = _quest(st, "As Hyjal Burns")
    top = _on_top(st, "Fireball", "Doomguard", "Fireball")
    st = _complete(st, quest)
    assert st.pending and st.pending[0].kind == "reveal_pick" and st.pending[0].min == 1
    assert all(1 not in st.table.cards[u].known_to and 0 in st.table.cards[u].known_to for u in top)
    st = _settle(choose(st, str(top[1])))
    st = order_deck(st)  # 415.3c: the owner orders the cards going to the bottom (kept in revealed order here)
    assert st.table.cards[top[1]].zone == "hand" and st.table.zone(0, "deck")[-2:] == [top[0], top[2]]


def test_look_and_put_one_back_on_top():
    # EN 709.1: "Look at the top two cards of your deck. Put one on top of your deck and the other on the bottom."
    # (Natural Remedies)
    automated("Natural Remedies")
    st = start()
    quest = _quest(st, "Natural Remedies")
    a, b = _on_top(st, "Fireball", "Doomguard")
    st = _complete(st, quest)
    st = _settle(choose(st, str(b)))
    deck = st.table.zone(0, "deck")
    assert deck[0] == b and deck[-1] == a and st.table.cards[b].zone == "deck"


def test_look_take_one_the_rest_into_the_graveyard():
    # EN 709.1: Elemental Vision — "Look at the top three cards of your deck. Put one into your hand and the rest
    # into your graveyard."
    automated("Elemental Vision")
    st = start()
    top = _on_top(st, "Fireball", "Doomguard", "Fireball")
    uid = put_real(st, 0, "Elemental Vision", "hand")
    resources(st, 0, 6)
    st = _settle(apply(st, "play", 0, uid=uid, x=0))
    st = _settle(choose(st, str(top[0])))
    assert st.table.cards[top[0]].zone == "hand"
    assert st.table.cards[top[1]].zone == "graveyard" and st.table.cards[top[2]].zone == "graveyard"


def test_a_revealed_card_of_a_kind_list_reads_one_of_each():
    # EN 709.1: "Put a revealed ability, ally, equipment, and quest card into your hand" means one of each: not the
    # single pick of reveal_more, but up to one per kind (helper wtok: templates_top_reveals; played in test_wtok_cards)
    reward = next(pw for pw in card_powers(real("The Formation of Felbane")) if pw.kind == "reward")
    assert [(e.op, (e.condition or {}).get("how")) for e in reward.effects] == [("reveal_top_more", "one_each")]


# --- completion conditions (EN 702.1) --------------------------------------------------------------


def test_completion_needs_an_ally_with_six_atk():
    # EN 702.1: Cleaning House — "If you control an ally with 6 or more ATK: Pay [2] to complete this quest."
    automated("Cleaning House")
    st = start()
    quest = _quest(st, "Cleaning House")
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest)
    put_real(st, 0, "Roger Ulric", "allies")  # 6 ATK
    before = len(st.table.zone(0, "hand"))
    st = _complete(st, quest)
    assert len(st.table.zone(0, "hand")) == before + 1


def test_completion_needs_an_armor_an_item_and_a_weapon():
    # EN 702.1: Securing the Ramparts — "If you control an armor, item, and weapon:" (each of them, not any one);
    # the line also holds the reward (203.2: two powers)
    automated("Securing the Ramparts")
    data = real("Securing the Ramparts")
    assert [pw.kind for pw in card_powers(data)] == ["complete", "reward"]
    st = start()
    quest = _quest(st, "Securing the Ramparts")
    kinds = {t: _first(type=t) for t in ("armor", "item", "weapon")}
    put_real(st, 0, kinds["armor"], "hero_row")
    put_real(st, 0, kinds["weapon"], "hero_row")
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest)
    put_real(st, 0, kinds["item"], "hero_row")
    before = len(st.table.zone(0, "hand"))
    st = _complete(st, quest)
    assert len(st.table.zone(0, "hand")) == before + 2


def test_on_your_turn_colon_is_kept_and_the_quest_costs_less_per_opposing_ally():
    # EN 702.1 + WoW 403.2: The Defias Kingpin — "You pay 1 less to complete this quest for each opposing ally in
    # play." / "On your turn: Pay 5 to complete this quest."
    automated("The Defias Kingpin")
    st = start()
    quest = put_real(st, 0, "The Defias Kingpin", "resources", face_down=False)
    assert costs.complete_cost(st, 0, quest, 5) == 5
    put_real(st, 1, "Roger Ulric", "allies")
    put_real(st, 1, "Roger Ulric", "allies")
    assert costs.complete_cost(st, 0, quest, 5) == 3
    resources(st, 0, 3)  # 3 more + the quest itself: enough for 3, not for 5
    st = _complete(st, quest)
    assert st.table.cards[quest].face_down
    comp = next(pw for pw in card_powers(real("The Defias Kingpin")) if pw.kind == "complete")
    assert comp.cost["own_turn"]


def test_a_cost_change_and_a_completion_cost_on_one_line():
    # 203.2 / 403.2: Return to Angrathar — "You pay 1 less to complete this quest for each Scourge ally you control.
    # Pay 3 to complete this quest." (two powers); Locked Away — "You pay 4 less … if you control a quest named The
    # Key to Freedom. Pay 5 …"
    automated("Return to Angrathar")
    automated("Locked Away")
    st = start()
    locked = put_real(st, 0, "Locked Away", "resources", face_down=False)
    assert costs.complete_cost(st, 0, locked, 5) == 5
    put_real(st, 0, "The Key to Freedom", "resources", face_down=False)
    assert costs.complete_cost(st, 0, locked, 5) == 1
    ret = put_real(st, 0, "Return to Angrathar", "resources", face_down=False)
    scourge = next(d["name"] for d in (r.data for r in real_pool().by_id.values())
                   if d.get("type") == "ally" and "Scourge" in (d.get("tags") or []))
    put_real(st, 0, scourge, "allies")
    assert costs.complete_cost(st, 0, ret, 3) == 2


def test_a_quest_costs_one_less_per_card_in_hand():
    # WoW 403.2: A Question of Gluttony — "You pay 1 less to complete this quest for each card in your hand."
    automated("A Question of Gluttony")
    st = start()
    quest = put_real(st, 0, "A Question of Gluttony", "resources", face_down=False)
    n = len(st.table.zone(0, "hand"))
    assert costs.complete_cost(st, 0, quest, 7) == max(7 - n, 0)
    for u in list(st.table.zone(0, "hand")):
        st.table.move(u, "graveyard")
    assert costs.complete_cost(st, 0, quest, 7) == 7


def test_play_cost_per_named_card_in_graveyard_and_per_exhausted_opposing_character():
    # WoW 403.2: Arcane Research — "You pay 1 less to play Arcane Research for each other card named Arcane Research
    # in your graveyard."; Sarn Earthtrembler — "… for each exhausted opposing hero and ally."
    automated("Arcane Research")
    automated("Sarn Earthtrembler")
    st = start()
    ar = put_real(st, 0, "Arcane Research", "hand")
    base = real("Arcane Research")["cost"]
    put_real(st, 0, "Arcane Research", "graveyard")
    put_real(st, 0, "Arcane Research", "graveyard")
    assert costs.play_cost(st, 0, ar) == max(base - 2, 0)
    sarn = put_real(st, 0, "Sarn Earthtrembler", "hand")
    sbase = real("Sarn Earthtrembler")["cost"]
    assert costs.play_cost(st, 0, sarn) == sbase
    st.table.cards[hero(st, 1)].tapped = True
    put_real(st, 1, "Roger Ulric", "allies", tapped=True)
    put_real(st, 1, "Roger Ulric", "allies")
    assert costs.play_cost(st, 0, sarn) == sbase - 2
    resources(st, 0, sbase - 2)
    st = _settle(apply(st, "play", 0, uid=sarn, x=0))
    assert st.table.cards[sarn].zone == "allies"


def test_pay_less_if_an_opponent_controls_a_costly_ally():
    # WoW 403.2: Ashton Barstow — "You pay [2] less to play this ally if an opponent controls an ally with cost 4 or more."
    automated("Ashton Barstow")
    st = start()
    ashton = put_real(st, 0, "Ashton Barstow", "hand")
    base = real("Ashton Barstow")["cost"]
    put_real(st, 0, "Doomguard", "allies")  # mine: doesn't count
    assert costs.play_cost(st, 0, ashton) == base
    put_real(st, 1, "Doomguard", "allies")
    assert costs.play_cost(st, 0, ashton) == base - 2


# --- rewards that draw for each … (EN 709) ----------------------------------------------------------


def test_draw_a_card_for_each_other_quest_and_for_each_five_graveyard_cards():
    # EN 709: "Draw a card for each other quest you have." (In Case of Emergency); "Draw a card for each five cards in
    # your graveyard." (Conversing With the Depths) — counted on resolution
    automated("In Case of Emergency")
    st = start()
    quest = _quest(st, "In Case of Emergency", pay=10)
    put_real(st, 0, "Natural Remedies", "resources", face_down=False)
    put_real(st, 0, "A Bird In Hand", "resources", face_down=False)
    before = len(st.table.zone(0, "hand"))
    st = _complete(st, quest)
    assert len(st.table.zone(0, "hand")) == before + 2
    automated("Conversing With the Depths")
    st = start()
    quest = _quest(st, "Conversing With the Depths")
    for _ in range(11):
        put(st, 0, "Mist Owl", "graveyard")
    before = len(st.table.zone(0, "hand"))
    st = _complete(st, quest)
    assert len(st.table.zone(0, "hand")) == before + 2


@pytest.mark.parametrize("many", [False, True])
def test_draw_two_more_if_you_control_ten_resources(many):
    # EN 709: Counting Out Time — "Draw a card. If you control ten or more resources, draw another two cards."
    automated("Counting Out Time")
    st = start()
    quest = _quest(st, "Counting Out Time", pay=9 if many else 5)
    before = len(st.table.zone(0, "hand"))
    st = _complete(st, quest)
    assert len(st.table.zone(0, "hand")) == before + (3 if many else 1)


@pytest.mark.parametrize("same", [False, True])
def test_draw_one_more_if_two_allies_share_a_name(same):
    # EN 709: The Last Barov — "Draw a card, or two cards if two or more allies have the same name."
    automated("The Last Barov")
    st = start()
    quest = _quest(st, "The Last Barov")
    put_real(st, 0, "Doomguard", "allies")
    put_real(st, 1, "Doomguard" if same else "Sarn Earthtrembler", "allies")
    before = len(st.table.zone(0, "hand"))
    st = _complete(st, quest)
    assert len(st.table.zone(0, "hand")) == before + (2 if same else 1)


def test_draw_per_class_among_your_allies():
    # EN 709: Entry into the Black Temple — "Draw a card for each different class among allies in your party."
    automated("Entry into the Black Temple")
    st = start()
    quest = _quest(st, "Entry into the Black Temple")
    put_real(st, 0, "Indauma Bloodfire", "allies")  # Blood Elf Warlock
    put_real(st, 0, "Indauma Bloodfire", "allies")  # the same class again
    put_real(st, 0, "Roger Ulric", "allies")  # Worgen Hunter
    before = len(st.table.zone(0, "hand"))
    st = _complete(st, quest)
    assert len(st.table.zone(0, "hand")) == before + 2


def test_draw_if_you_control_a_location_and_if_you_control_a_quest():
    # EN 709: Towers and Bunkers — "If you control a location, draw a card. If you control a quest, draw a card."
    # (the completed quest is face down: it is no quest any more, EN 702.2)
    automated("Towers and Bunkers")
    st = start()
    quest = _quest(st, "Towers and Bunkers")
    put_real(st, 0, "Natural Remedies", "resources", face_down=False)
    before = len(st.table.zone(0, "hand"))
    st = _complete(st, quest)
    assert len(st.table.zone(0, "hand")) == before + 1


@pytest.mark.parametrize("spare", [0, 1])
def test_draw_if_you_have_no_ready_resources(spare):
    # EN 709: Pride of the Fel Horde — "If you have no ready resources, draw a card." (checked on resolution)
    automated("Pride of the Fel Horde")
    st = start()
    quest = _quest(st, "Pride of the Fel Horde", pay=2 + spare)
    before = len(st.table.zone(0, "hand"))
    st = _complete(st, quest)
    assert len(st.table.zone(0, "hand")) == before + (0 if spare else 1)


@pytest.mark.parametrize("all_three", [False, True])
def test_draw_one_or_two_for_an_ability_ally_and_equipment(all_three):
    # EN 709: Survey the Land — "If you control an ability, ally, or equipment, draw a card, or two cards if you
    # control all three."
    automated("Survey the Land")
    st = start()
    quest = _quest(st, "Survey the Land")
    put_real(st, 0, "Roger Ulric", "allies")
    if all_three:
        put_real(st, 0, _first(type="weapon"), "hero_row")
        put_real(st, 0, "Nature's Guidance", "hero_row")  # an ongoing ability
    before = len(st.table.zone(0, "hand"))
    st = _complete(st, quest)
    assert len(st.table.zone(0, "hand")) == before + (2 if all_three else 1)


def test_draw_if_your_hand_is_smaller_than_your_graveyard():
    # EN 709: Death's Gaze — "If you have fewer cards in your hand than in your graveyard, draw a card."
    automated("Death's Gaze")
    st = start()
    quest = _quest(st, "Death's Gaze")
    before = len(st.table.zone(0, "hand"))
    st = _complete(st, quest)
    assert len(st.table.zone(0, "hand")) == before
    quest = _quest(st, "Death's Gaze")
    for _ in range(len(st.table.zone(0, "hand")) + 1):
        put(st, 0, "Mist Owl", "graveyard")
    before = len(st.table.zone(0, "hand"))
    st = _complete(st, quest)
    assert len(st.table.zone(0, "hand")) == before + 1


def test_ongoing_pay_less_for_feral_abilities_and_pets():
    # WoW 403.2: Nature's Guidance — "Ongoing: You pay 1 less to play Feral abilities, to a minimum of 1.";
    # Demonologist's Pact — "Ongoing: You pay 1 less to play pets." ("Pet (1)" is a Pet, 414.3b)
    automated("Nature's Guidance")
    automated("Demonologist's Pact")
    st = start()
    feral = put_real(st, 0, "Burly Bellow", "hand")  # Feral, Fury
    pet = put_real(st, 0, "Sarmoth", "hand")  # Demon, Pet (1)
    feral_cost, pet_cost = costs.play_cost(st, 0, feral), costs.play_cost(st, 0, pet)
    put_real(st, 0, "Nature's Guidance", "hero_row")
    put_real(st, 0, "Demonologist's Pact", "hero_row")
    assert costs.play_cost(st, 0, feral) == feral_cost - 1
    assert costs.play_cost(st, 0, pet) == max(pet_cost - 1, 0)


def test_draw_per_other_card_with_a_word_in_its_name():
    # EN 709: Battle for the Scarlet Monastery — "Draw a card for each other card you control with Scarlet in its name."
    automated("Battle for the Scarlet Monastery")
    st = start()
    quest = _quest(st, "Battle for the Scarlet Monastery")
    put_real(st, 0, "Scarlet Beastmaster", "allies")
    put_real(st, 0, "Scarlet Champion", "allies")
    put_real(st, 1, "Scarlet Champion", "allies")  # not yours
    before = len(st.table.zone(0, "hand"))
    st = _complete(st, quest)
    assert len(st.table.zone(0, "hand")) == before + 2


def test_reveal_pick_with_cost_up_to_your_hero_damage_and_with_a_name_you_control():
    # EN 709.1: The Storm King's Vengeance — "Put a revealed ability, ally or equipment with cost less than or equal to
    # the amount of damage on your hero, into your hand …"; Kim'jael Indeed! — "… a revealed card with the same name as
    # a card in play you control …"
    automated("The Storm King's Vengeance")
    st = start()
    quest = _quest(st, "The Storm King's Vengeance")
    st.table.cards[hero(st, 0)].damage = 4
    top = _on_top(st, "Doomguard", _cost(4), _cost(3))  # costs 7, 4, 3
    st = _complete(st, quest)
    assert [o.id for o in st.pending[0].options] == [str(top[1]), str(top[2])]
    automated("Kim'jael Indeed!")
    st = start()
    quest = _quest(st, "Kim'jael Indeed!")
    put_real(st, 0, "Roger Ulric", "allies")
    top = _on_top(st, "Doomguard", "Roger Ulric", _cost(3), "Fireball", "Doomguard")
    st = _complete(st, quest)
    assert [o.id for o in st.pending[0].options] == [str(top[1])]
    st = _settle(choose(st, str(top[1])))
    assert st.table.cards[top[1]].zone == "hand" and len([u for u in top if st.table.cards[u].zone == "deck"]) == 4


# --- "… this turn": the turn's history (engine.wow.quests.note) ------------------------------------


def test_completion_after_you_played_an_ability_this_turn_and_not_the_next_turn():
    # EN 702.1: Forces of Jaedenar — "If you played an ability this turn, pay 1 to complete this quest." The
    # history is this turn's only: after the turn ends it no longer holds.
    from .test_templates_turns import _advance

    automated("Forces of Jaedenar")
    automated("Goetia")
    st = start()
    quest = _quest(st, "Forces of Jaedenar", pay=1)
    goetia = put_real(st, 0, "Goetia", "hand")
    base = costs.play_cost(st, 0, goetia)
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest)
    target = put_real(st, 1, "Roger Ulric", "allies")
    smite = put_real(st, 0, "Smite", "hand")
    resources(st, 0, 5)
    st = _settle(choose(apply(st, "play", 0, uid=smite, x=0), str(target)))
    assert st.table.cards[smite].zone == "graveyard"
    # WoW 403.2: Goetia — "You pay [3] less to play this ally if you played an ability this turn."
    assert costs.play_cost(st, 0, goetia) == max(base - 3, 0)
    check = apply(st, "quest", 0, uid=quest)  # now it can be completed
    assert check.table.cards[quest].face_down
    st = _advance(st, st.turn + 2)
    assert costs.play_cost(st, 0, goetia) == base


def test_completion_after_an_opposing_ally_was_destroyed_and_after_holy_damage():
    # EN 702.1: Wanted: Durn the Hungerer — "If an opposing ally was destroyed this turn, pay 2 …"; Light Within the
    # Darkness — "If a hero or ally you controlled dealt holy damage this turn: Pay 1 …"
    automated("Wanted: Durn the Hungerer")
    automated("Light Within the Darkness")
    st = start()
    durn = _quest(st, "Wanted: Durn the Hungerer", pay=3)
    light = put_real(st, 0, "Light Within the Darkness", "resources", face_down=False)
    target = put_real(st, 1, "Roger Ulric", "allies")
    for q in (durn, light):
        with pytest.raises(RulesError):
            apply(st, "quest", 0, uid=q)
    triumph = put_real(st, 0, "Ultimate Triumph", "hand")
    resources(st, 0, 6)
    st = _settle(choose(apply(st, "play", 0, uid=triumph, x=0), str(target)))
    assert st.table.cards[target].zone == "graveyard"
    st = _complete(st, durn)
    assert st.table.cards[durn].face_down
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=light)
    smite = put_real(st, 0, "Smite", "hand")
    resources(st, 0, 6)
    st = _settle(choose(apply(st, "play", 0, uid=smite, x=0), str(hero(st, 1))))
    st = _complete(st, light)
    assert st.table.cards[light].face_down


@pytest.mark.parametrize("healed", [False, True])
def test_reward_draws_another_card_if_you_healed_this_turn(healed):
    # EN 709: Apply This Twice a Day — "Draw a card. If a hero or ally you controlled healed damage this turn, draw
    # another card."
    automated("Apply This Twice a Day")
    st = start()
    quest = _quest(st, "Apply This Twice a Day")
    if healed:
        st.table.cards[hero(st, 0)].damage = 3
        heal = put_real(st, 0, "Flash Heal", "hand")
        resources(st, 0, 1)
        st = _settle(choose(apply(st, "play", 0, uid=heal, x=0), str(hero(st, 0))))
        assert st.table.cards[hero(st, 0)].damage == 0
    before = len(st.table.zone(0, "hand"))
    st = _complete(st, quest)
    assert len(st.table.zone(0, "hand")) == before + (2 if healed else 1)


# --- more rewards -----------------------------------------------------------------------------------


def test_shuffle_your_graveyard_into_your_deck():
    # EN 709.1 / WoW 415.3b: Blueleaf Tubers — "Shuffle your graveyard into your deck." (the deck is shuffled);
    # Scouring the Desert — "Draw a card. You may shuffle your graveyard into your deck." (only if you say yes)
    automated("Blueleaf Tubers")
    st = start()
    quest = _quest(st, "Blueleaf Tubers")
    dead = [put(st, 0, "Mist Owl", "graveyard") for _ in range(3)]
    deck = len(st.table.zone(0, "deck"))
    st = _complete(st, quest)
    assert not st.table.zone(0, "graveyard") and len(st.table.zone(0, "deck")) == deck + 3
    assert all(st.table.cards[u].zone == "deck" for u in dead)
    automated("Scouring the Desert")
    for answer in ("no", "yes"):
        st = start()
        quest = _quest(st, "Scouring the Desert")
        put(st, 0, "Mist Owl", "graveyard")
        st = _complete(st, quest)
        assert st.pending and st.pending[0].kind == "may"
        st = _settle(choose(st, answer))
        assert len(st.table.zone(0, "graveyard")) == (0 if answer == "yes" else 1)


def test_put_target_quest_card_from_your_graveyard_into_hand():
    # EN 707.1d: Reclaiming Holy Grounds — "Put target quest card from your graveyard into hand." (needs one there)
    automated("Reclaiming Holy Grounds")
    st = start()
    quest = _quest(st, "Reclaiming Holy Grounds")
    put_real(st, 0, "Roger Ulric", "graveyard")  # not a quest
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest)
    old = put_real(st, 0, "Natural Remedies", "graveyard")
    st = _complete(st, quest)
    if st.pending:
        st = _settle(choose(st, str(old)))
    assert st.table.cards[old].zone == "hand"


def test_a_master_hero_costs_one_less_per_damage_on_your_hero():
    # WoW 403.2 / 301.4: Spirit of Redemption — "You pay 1 less to play Spirit of Redemption for each damage on your
    # hero." (the line's second sentence is a power of its own, 203.2)
    data = automated("Spirit of Redemption")
    assert [pw.kind for pw in card_powers(data)][-2:] == ["cost_mod", "static"]
    st = start(hero0="Alia Dawnblade")
    spirit = put_real(st, 0, "Spirit of Redemption", "hand")
    base = data["cost"]
    st.table.cards[hero(st, 0)].damage = 3
    assert costs.play_cost(st, 0, spirit) == max(base - 3, 0)
    resources(st, 0, max(base - 3, 0))
    st = _settle(apply(st, "play", 0, uid=spirit, x=0))
    assert st.heroes[0] == spirit  # it became the hero (301.4; it keeps the damage, which may destroy it)


def test_put_a_card_from_your_graveyard_on_top_of_your_deck():
    # EN 709.1 / WoW 413.1: Deep Sea Salvage — "Put a card from your graveyard on top of your deck." (no shuffle)
    automated("Deep Sea Salvage")
    st = start()
    quest = _quest(st, "Deep Sea Salvage")
    a = put_real(st, 0, "Roger Ulric", "graveyard")
    b = put_real(st, 0, "Smite", "graveyard")
    deck = list(st.table.zone(0, "deck"))
    st = _complete(st, quest)
    assert st.pending and {o.id for o in st.pending[0].options} >= {str(a), str(b)}
    st = _settle(choose(st, str(b)))
    assert st.table.zone(0, "deck") == [b, *deck] and st.table.cards[a].zone == "graveyard"


def test_look_at_three_one_to_hand_one_on_top_one_to_the_bottom():
    # EN 709.1: Information Gathering — "Look at the top three cards of your deck. Put one into hand, one on top of
    # your deck, and the other on the bottom."
    automated("Information Gathering")
    st = start()
    quest = _quest(st, "Information Gathering")
    a, b, c = _on_top(st, "Fireball", "Doomguard", "Smite")
    st = _complete(st, quest)
    st = choose(st, str(b))
    assert st.table.cards[b].zone == "hand" and st.pending and [o.id for o in st.pending[0].options] == [str(a), str(c)]
    st = _settle(choose(st, str(c)))
    deck = st.table.zone(0, "deck")
    assert deck[0] == c and deck[-1] == a


def test_look_at_the_opponents_deck_put_one_back_or_remove_the_top_card():
    # EN 709.1: The Secret Compromised — "Look at the top three cards of target opponent's deck. Put one on top of his
    # deck and the rest on the bottom."; Unbinding — "Look at the top card of target opponent's deck. You may remove
    # that card from the game or leave it on top."
    automated("The Secret Compromised")
    st = start()
    quest = _quest(st, "The Secret Compromised")
    top = st.table.zone(1, "deck")[:3]
    st = _complete(st, quest)
    assert all(0 in st.table.cards[u].known_to for u in top)
    st = _settle(choose(st, str(top[2])))
    st = order_deck(st)  # 415.3c: the owner orders the cards going to the bottom (kept in revealed order here)
    deck = st.table.zone(1, "deck")
    assert deck[0] == top[2] and deck[-2:] == top[:2]
    automated("Unbinding")
    for remove in (False, True):
        st = start()
        quest = _quest(st, "Unbinding")
        first = st.table.zone(1, "deck")[0]
        st = _complete(st, quest)
        st = _settle(choose(st, *([str(first)] if remove else [])))
        assert st.table.cards[first].zone == ("removed" if remove else "deck")
        assert remove or st.table.zone(1, "deck")[0] == first


def test_reveal_the_top_x_cards_paid_with_a_hero_power():
    # EN 709.1 / WoW 403.1 (X): Voidbringer Jindal'an — "X, Flip Jindal'an -> Reveal the top X cards of your deck. Put a
    # revealed Demon into your hand and the rest on the bottom of your deck."
    data = automated("Voidbringer Jindal'an")
    st = start()
    old = hero(st, 0)
    jindal = put_real(st, 0, "Voidbringer Jindal'an", "hero_row")
    st.heroes[0] = jindal
    st.table.move(old, "removed")
    power = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    top = _on_top(st, "Smite", "Doomguard", "Fireball")
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "power", 0, uid=jindal, power=power, x=2))
    assert st.pending and [o.id for o in st.pending[0].options] == [str(top[1])]  # only two cards were revealed
    st = _settle(choose(st, str(top[1])))
    assert st.table.cards[top[1]].zone == "hand" and st.table.zone(0, "deck")[0] == top[2] and st.table.zone(0, "deck")[-1] == top[0]


def test_strike_costs_less_while_you_control_a_big_ally_or_an_ally_with_an_ability_attached():
    # WoW 403.2: Gurubashi Punisher — "You pay [6] less to strike with this weapon while you control an ally with 6 or
    # more ATK."; Obsidium Cleaver — "You pay [3] less … while you control an ally with an ability attached to it."
    automated("Gurubashi Punisher")
    automated("Obsidium Cleaver")
    st = start()
    punisher = put_real(st, 0, "Gurubashi Punisher", "hero_row")
    cleaver = put_real(st, 0, "Obsidium Cleaver", "hero_row")
    p_base, c_base = costs.strike_cost(st, 0, punisher), costs.strike_cost(st, 0, cleaver)
    ally = put_real(st, 0, "Roger Ulric", "allies")  # 6 ATK
    assert costs.strike_cost(st, 0, punisher) == max(p_base - 6, 0) and costs.strike_cost(st, 0, cleaver) == c_base
    aura = put_real(st, 0, "Fireball", "hero_row")
    st.table.cards[aura].attached_to = ally
    assert costs.strike_cost(st, 0, cleaver) == max(c_base - 3, 0)


def _two_classes(st):
    put_real(st, 0, "Indauma Bloodfire", "allies")
    put_real(st, 0, "Roger Ulric", "allies")


def _costly_ally(st):
    put_real(st, 0, "Vanda Skydaughter", "allies")  # cost 6


def _more_resources(st):
    for _ in range(len(st.table.zone(0, "resources")) + 1):
        put(st, 1, "Mist Owl", "resources")


def _attached_ability(st):
    ally = put_real(st, 0, "Roger Ulric", "allies")
    st.table.cards[put_real(st, 0, "Fireball", "hero_row")].attached_to = ally


def _only_devoured(st):
    for u in list(st.table.zone(0, "resources")):
        if st.table.cards[u].card_id and not st.table.cards[u].face_down and "Devoured" not in st.cards[st.table.cards[u].card_id]["name"]:
            st.table.move(u, "graveyard")


@pytest.mark.parametrize("name, before, setup", [
    ("The Defense of Nahom", None, _two_classes),  # "If there are two or more classes among allies you control:"
    ("Leader of the Darkcrest", None, _costly_ally),  # "If an ally with cost 5 or more is in your party,"
    ("Against the Legion", None, _more_resources),  # "If an opponent has more resources than you,"
    ("Tailgunner!", lambda st: put_real(st, 0, "Roger Ulric", "allies"), _attached_ability),  # "… an ability attached to it:"
    ("Devoured", lambda st: put_real(st, 0, "Natural Remedies", "resources", face_down=False), _only_devoured),
])
def test_completion_conditions(name, before, setup):
    # EN 702.1: the quest can be completed only while its condition holds (checked before paying)
    automated(name)
    st = start()
    quest = _quest(st, name)
    if before:
        before(st)
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest)
    setup(st)
    st = _complete(st, quest)
    assert st.table.cards[quest].face_down
