"""Sets 10–14, round 4 (issue 16): revealing several cards at once and putting every matching one
into the hand (Russell - Finding Adventure, op ``reveal_top_n``), and an "instead" amount decided
by the chosen target (Air Drop). Each card is played from its real data in an engine game, and each
clause is checked, including the case where its condition is not met."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.lorcana.cards import compiler
from tests.lorcana.helpers import act, choose, custom, ink_up, put, started
from tests.lorcana.real import registry_cards


def card(full_name: str) -> dict:
    data = registry_cards()[full_name]
    assert compiler.is_automated(data), full_name
    return dict(data)


def tops(st, kinds: list[str]) -> list[int]:
    """Put test cards of the given types on top of P1's deck, the first one on top."""
    uids = [put(st, custom(f"TOP{i}", f"Top {i}", card_type=k), 0, "deck") for i, k in enumerate(reversed(kinds))]
    return list(reversed(uids))


def test_russell_finding_adventure_puts_every_revealed_character_into_the_hand():
    # Lorcana 7.1.10: the top 2 are revealed; character cards go to the hand with no choice (no "may", 7.1.3)
    st = started()
    r = put(st, card("Russell - Finding Adventure"), 0)
    a, b = tops(st, ["Character", "Character"])
    third = st.table.zone(0, "deck")[2]
    st = act(st, "activate", uid=r, ability=0)
    assert not st.pending
    assert st.table.cards[a].zone == "hand" and st.table.cards[b].zone == "hand"
    assert st.table.zone(0, "deck")[0] == third and st.table.cards[r].tapped


def test_russell_finding_adventure_puts_the_rest_on_the_bottom_in_the_chosen_order():
    # Lorcana 7.1.10 and 8.2.4: non-characters go on the bottom, in the order the player chooses
    st = started()
    r = put(st, card("Russell - Finding Adventure"), 0)
    a, b = tops(st, ["Action", "Item"])
    st = act(st, "activate", uid=r, ability=0)
    assert st.pending and st.pending[0].player == 0
    assert {o.id for o in st.pending[0].options} == {str(a), str(b)}
    st = choose(st, [str(b)])  # b goes under first, a below it
    assert not st.pending
    deck = st.table.zone(0, "deck")
    assert deck[-2:] == [b, a] and st.table.cards[a].zone == "deck"


def test_russell_finding_adventure_mixed_reveal():
    # Lorcana 7.1.10: one character to the hand, the other card to the bottom (no order to choose)
    st = started()
    r = put(st, card("Russell - Finding Adventure"), 0)
    a, b = tops(st, ["Item", "Character"])
    st = act(st, "activate", uid=r, ability=0)
    assert not st.pending
    assert st.table.cards[b].zone == "hand" and st.table.zone(0, "deck")[-1] == a


def play_air_drop(st, target: int):
    drop = card("Air Drop")
    ink_up(st, 0, drop["cost"])
    uid = put(st, drop, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert st.pending and str(target) in [o.id for o in st.pending[0].options]
    return choose(st, [str(target)])


def test_air_drop_deals_3_to_an_undamaged_character():
    # Lorcana 7.7.2: "instead" applies only when the condition holds; 3 damage stays 3 (it must not also deal 5)
    st = started()
    foe = put(st, custom("FOE", "Foe", s=1, w=9), 1)
    st = play_air_drop(st, foe)
    assert st.table.cards[foe].damage == 3


def test_air_drop_deals_5_to_a_damaged_character():
    # Lorcana 7.7.2: "if that character has damage, deal 5 damage instead"
    st = started()
    foe = put(st, custom("FOE", "Foe", s=1, w=9), 1, damage=1)
    st = play_air_drop(st, foe)
    assert st.table.cards[foe].damage == 6


def test_air_drop_banishing_a_damaged_character_deals_nothing_more():
    # Lorcana 1.9.1.3 (banished by the state check after the action) and 7.7.2: only the 5 damage is dealt
    from engine.core import Action
    from tests.lorcana.helpers import ENGINE

    st = started()
    foe = put(st, custom("FOE", "Foe", s=1, w=4), 1, damage=1)
    drop = card("Air Drop")
    ink_up(st, 0, drop["cost"])
    st = act(st, "play", uid=put(st, drop, 0, "hand"), mode="ink")
    res = ENGINE.apply(st, Action("choose", 0, {"picks": [str(foe)]}))
    assert [e.text for e in res.events if e.kind == "damage"] == ["Foe - Test is dealt 5 damage"]
    assert res.state.table.cards[foe].zone == "discard"


def test_hans_brazen_manipulator_king_and_queen_characters_cant_quest():
    # Lorcana 1.2.2 ("can't" wins) and 7.6: the static covers every player's King and Queen characters
    st = started()
    put(st, card("Hans - Brazen Manipulator"), 1)
    king = put(st, custom("KING", "King", classifications=["Storyborn", "King"]), 0)
    queen = put(st, custom("QUEEN", "Queen", classifications=["Storyborn", "Queen"]), 0)
    other = put(st, custom("OTHER", "Other"), 0)
    before = st.lore[0]
    for uid in (king, queen):
        with pytest.raises(RulesError, match=r"4\.3\.5\.6"):  # Lorcana 4.3.5.6: an effect prevents questing
            act(st, "quest", uid=uid)
    assert act(st, "quest", uid=other).lore[0] == before + 1


def test_hans_brazen_manipulator_gains_2_lore_if_one_opponent_has_2_ready_characters():
    # Lorcana 7.4.4: intervening if at the start of your turn; one opponent must have 2 or more ready characters
    from tests.lorcana.helpers import end_turn

    for ready, exerted, gain in ((2, 0, 2), (1, 1, 0), (0, 0, 0)):
        st = started()
        put(st, card("Hans - Brazen Manipulator"), 1)
        for i in range(ready):
            put(st, custom(f"R{i}", f"Ready {i}"), 0)
        for i in range(exerted):
            put(st, custom(f"E{i}", f"Exerted {i}"), 0, tapped=True)
        before = st.lore[1]
        st = end_turn(st)  # P2's (Hans's player's) turn starts
        assert st.active == 1 and st.lore[1] == before + gain


def test_club_door_is_free_with_fat_cat_in_play():
    # Lorcana 4.3.4.10 (played without paying its ink cost) and 7.6.5 (a static that works from the hand)
    from tests.lorcana.helpers import ENGINE

    door = card("Club Door")
    st = started()
    uid = put(st, door, 0, "hand")
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("mode") == "free"]
    with pytest.raises(RulesError, match=r"4\.3\.4\.10"):
        act(st, "play", uid=uid, mode="free")
    put(st, card("Fat Cat's Club - Seedy Headquarters"), 0)  # a location, not a character named Fat Cat
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("mode") == "free"]
    put(st, card("Fat Cat - Criminal Businessman"), 0)
    assert [a.args["uid"] for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("mode") == "free"] == [uid]
    st = act(st, "play", uid=uid, mode="free")
    assert st.table.cards[uid].zone == "play"


def test_club_door_your_locations_cant_be_challenged_by_characters_with_cost_2_or_less():
    # Lorcana 4.3.6.8: a challenge a card's ability forbids is refused
    st = started()
    put(st, card("Club Door"), 1)
    place = put(st, custom("LOC", "Place", card_type="Location", w=9, lore=1), 1)
    small = put(st, custom("SMALL", "Small", cost=2), 0)
    big = put(st, custom("BIG", "Big", cost=3), 0)
    with pytest.raises(RulesError, match=r"4\.3\.6\.8"):
        act(st, "challenge", uid=small, target=place)
    st = act(st, "challenge", uid=big, target=place)
    assert st.table.cards[place].damage == 2


def free_plays(st) -> list[int]:
    from tests.lorcana.helpers import ENGINE

    return [a.args["uid"] for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("mode") == "free"]


def test_buzzs_arm_is_free_after_a_buzz_lightyear_was_banished_this_turn():
    # Lorcana 4.3.4.10 (free play), 7.6.5 (static from the hand); the look-back covers this turn only
    from engine.lorcana.rules import R
    from engine.lorcana.zones import banish

    st = started()
    arm = put(st, card("Buzz's Arm"), 0, "hand")
    other = put(st, custom("OTHER", "Other"), 1)
    banish(st, [other], R("1.9.1.3"), [])
    assert free_plays(st) == []  # not a Buzz Lightyear
    buzz = put(st, card("Buzz Lightyear - Space Ranger"), 1)
    banish(st, [buzz], R("1.9.1.3"), [])
    assert free_plays(st) == [arm]
    st = act(st, "play", uid=arm, mode="free")
    assert st.table.cards[arm].zone == "play"


def test_buzzs_arm_next_action_or_item_costs_1_less_once():
    # Lorcana 4.3.4.5: the cost is decreased for the next action or item only (not a character)
    st = started()
    arm = put(st, card("Buzz's Arm"), 0)
    st = act(st, "activate", uid=arm, ability=1)
    assert st.table.cards[arm].tapped
    ink_up(st, 0, 3)
    hero = put(st, custom("HERO", "Hero", cost=1), 0, "hand")
    st = act(st, "play", uid=hero, mode="ink")  # a character: full cost 1
    assert sum(st.table.cards[u].tapped for u in st.table.zone(0, "inkwell")) == 1
    item = put(st, custom("ITEM", "Gadget", card_type="Item", cost=2), 0, "hand")
    st = act(st, "play", uid=item, mode="ink")  # 2 - 1
    assert sum(st.table.cards[u].tapped for u in st.table.zone(0, "inkwell")) == 2
    item2 = put(st, custom("ITEM2", "Gadget 2", card_type="Item", cost=1), 0, "hand")
    st = act(st, "play", uid=item2, mode="ink")  # the reduction was used up
    assert sum(st.table.cards[u].tapped for u in st.table.zone(0, "inkwell")) == 3


def test_buzzs_arm_reduction_applies_to_an_action():
    # Lorcana 4.3.4.5: "the next action or item"
    st = started()
    arm = put(st, card("Buzz's Arm"), 0)
    st = act(st, "activate", uid=arm, ability=1)
    ink_up(st, 0, 1)
    act_card = put(st, custom("ACT", "Deed", card_type="Action", cost=2), 0, "hand")
    st = act(st, "play", uid=act_card, mode="ink")
    assert st.table.cards[act_card].zone in ("discard", "resolving")


def play_shere_khan(st):
    khan = card("Shere Khan - Opportunistic Tycoon")
    ink_up(st, 0, khan["cost"])
    return act(st, "play", uid=put(st, khan, 0, "hand"), mode="ink")


def test_shere_khan_opportunistic_tycoon_each_opponent_chooses_for_themselves():
    # Lorcana 7.1.3 ("may": the opponent named decides), 1.6.2 (in turn order), 8.3.4 (they pick the card)
    from engine.lorcana.ink_drops import drops

    st = started(players=3)
    hands = [len(st.table.zone(p, "hand")) for p in (1, 2)]
    assert all(hands)
    st = play_shere_khan(st)
    assert st.pending[0].player == 1 and st.pending[0].kind == "may"
    st = choose(st, ["no"])  # P2 declines
    assert st.pending[0].player == 2 and st.pending[0].kind == "may"
    st = choose(st, ["yes"])  # P3 discards
    assert st.pending[0].player == 2 and st.pending[0].kind == "discard"
    pick = st.pending[0].options[0].id
    st = choose(st, [pick])
    assert not st.pending
    assert st.table.cards[int(pick)].zone == "discard"
    assert [len(st.table.zone(p, "hand")) for p in (1, 2)] == [hands[0], hands[1] - 1]
    assert drops(st, 0) == 1  # one opponent didn't


def test_shere_khan_opportunistic_tycoon_an_empty_hand_can_not_discard():
    # Lorcana 7.1.3: an opponent with no card can't choose to discard, so they don't: an ink drop
    from engine.lorcana.ink_drops import drops

    st = started()
    for u in list(st.table.zone(1, "hand")):
        st.table.move(u, "deck", player=1)
    st = play_shere_khan(st)
    assert not st.pending and drops(st, 0) == 1
    st = started()
    st = play_shere_khan(st)
    st = choose(st, ["yes"])
    st = choose(st, [st.pending[0].options[0].id])
    assert not st.pending and drops(st, 0) == 0
