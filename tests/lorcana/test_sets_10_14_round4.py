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
        with pytest.raises(RulesError, match="4.3.5.6"):  # Lorcana 4.3.5.6: an effect prevents questing
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
    with pytest.raises(RulesError, match="4.3.4.10"):
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
    with pytest.raises(RulesError, match="4.3.6.8"):
        act(st, "challenge", uid=small, target=place)
    st = act(st, "challenge", uid=big, target=place)
    assert st.table.cards[place].damage == 2
