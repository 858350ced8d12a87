"""Issue 16: "whenever this character deals damage to another character in a challenge" (Namaari -
Heir of Fang, Mulan - Elite Archer, Wasabi - Called into Battle). Each card is played from its real
data in an engine game; each clause is checked, and the cases where the trigger must not fire."""

from __future__ import annotations

from engine.lorcana.cards import compiler
from tests.lorcana.helpers import act, choose, custom, put, started
from tests.lorcana.real import registry_cards


def card(full_name: str) -> dict:
    data = registry_cards()[full_name]
    assert compiler.is_automated(data), full_name
    return dict(data)


def foe(st, cid: str, text: str = "", w: int = 9) -> int:
    return put(st, custom(cid, f"Foe {cid}", text, s=1, w=w), 1, tapped=True)


def test_namaari_deals_the_same_amount_to_another_chosen_character():
    # Lorcana 4.3.6.16 (challenge damage), 7.4.1 (trigger), 7.1.5 ("another": not the damaged one nor Namaari)
    st = started()
    n = put(st, card("Namaari - Heir of Fang"), 0)
    d, other = foe(st, "D"), foe(st, "O")
    st = act(st, "challenge", uid=n, target=d)
    assert st.pending and st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    ids = {o.id for o in st.pending[0].options}
    assert str(other) in ids and str(d) not in ids and str(n) not in ids
    st = choose(st, [other])
    assert st.table.cards[d].damage == 2 and st.table.cards[other].damage == 2


def test_namaari_may_decline():
    # Lorcana 7.1.3: "you may"
    st = started()
    n = put(st, card("Namaari - Heir of Fang"), 0)
    d, other = foe(st, "D"), foe(st, "O")
    st = act(st, "challenge", uid=n, target=d)
    st = choose(st, ["no"])
    assert not st.pending and st.table.cards[other].damage == 0


def test_no_trigger_when_resist_prevents_the_damage():
    # Lorcana 10.6.3: damage reduced to 0 is not dealt, so the character dealt no damage
    st = started()
    n = put(st, card("Namaari - Heir of Fang"), 0)
    d = foe(st, "D", "Resist +2")
    foe(st, "O")
    st = act(st, "challenge", uid=n, target=d)
    assert not st.pending and st.table.cards[d].damage == 0


def test_no_trigger_when_challenging_a_location():
    # Lorcana 4.3.6.19: a location is not "another character"
    st = started()
    n = put(st, card("Namaari - Heir of Fang"), 0)
    place = put(st, custom("LOC", "Place", card_type="Location", w=9, lore=1), 1)
    foe(st, "O")
    st = act(st, "challenge", uid=n, target=place)
    assert not st.pending and st.table.cards[place].damage == 2


def test_mulan_elite_archer_up_to_two_other_chosen_characters():
    # Lorcana 7.1.5 ("other"), "up to 2": the damage dealt (her {S}) to each chosen one
    st = started()
    m = put(st, card("Mulan - Elite Archer"), 0)
    mine = put(st, custom("MINE", "Mine", w=9), 0)
    d, o1, o2 = foe(st, "D"), foe(st, "O1"), foe(st, "O2")
    st = act(st, "challenge", uid=m, target=d)
    ids = {o.id for o in st.pending[0].options}
    assert {str(o1), str(o2), str(mine)} <= ids and str(d) not in ids and str(m) not in ids
    st = choose(st, [o1, o2])
    assert [st.table.cards[u].damage for u in (d, o1, o2, mine)] == [2, 2, 2, 0]


def test_mulan_elite_archer_may_choose_only_one():
    # "up to 2": one target is allowed
    st = started()
    m = put(st, card("Mulan - Elite Archer"), 0)
    d, o1, o2 = foe(st, "D"), foe(st, "O1"), foe(st, "O2")
    st = act(st, "challenge", uid=m, target=d)
    st = choose(st, [o1])
    assert [st.table.cards[u].damage for u in (d, o1, o2)] == [2, 2, 0]


def test_wasabi_deals_damage_equal_to_his_strength():
    # Lorcana 4.3.6.16 then 7.4.1: damage equal to his {S} (4, no ink drop), not the damage dealt (Resist +1 here)
    st = started()
    w = put(st, card("Wasabi - Called into Battle"), 0)
    d, other = foe(st, "D", "Resist +1"), foe(st, "O")
    st = act(st, "challenge", uid=w, target=d)
    ids = {o.id for o in st.pending[0].options}
    assert str(d) not in ids and str(w) not in ids
    st = choose(st, [other])
    assert st.table.cards[d].damage == 3 and st.table.cards[other].damage == 4


def test_fa_zhou_gains_3_lore_on_the_second_challenge_only():
    # Lorcana 7.4.4 (intervening "if"): the first and third challenges this turn gain nothing
    st = started()
    fz = put(st, card("Fa Zhou - War Hero"), 0)
    a, b = put(st, custom("A", "A", w=9), 0), put(st, custom("B", "B", w=9), 0)
    d1, d2, d3 = foe(st, "D1"), foe(st, "D2"), foe(st, "D3")
    lore = st.lore[0]
    st = act(st, "challenge", uid=a, target=d1)
    assert st.lore[0] == lore
    st = act(st, "challenge", uid=b, target=d2)
    assert st.lore[0] == lore + 3
    st = act(st, "challenge", uid=fz, target=d3)  # Fa Zhou is one of your characters too
    assert st.lore[0] == lore + 3


def test_fa_zhou_counts_a_location_challenge_but_does_not_trigger_on_one():
    # Lorcana 4.3.6.19: challenging a location is a challenge, but not "challenges another character"
    st = started()
    put(st, card("Fa Zhou - War Hero"), 0)
    a, b = put(st, custom("A", "A", w=9), 0), put(st, custom("B", "B", w=9), 0)
    place = put(st, custom("LOC", "Place", card_type="Location", w=9, lore=0), 1)
    d = foe(st, "D")
    lore = st.lore[0]
    st = act(st, "challenge", uid=a, target=place)
    st = act(st, "challenge", uid=b, target=d)
    assert st.lore[0] == lore + 3


def test_medallion_weights_draws_when_the_chosen_character_challenges_a_character():
    # Lorcana 7.4.7.1: a floating triggered ability of the chosen character only ("they", 7.1.9), "you may"
    from tests.lorcana.helpers import ink_up

    st = started()
    mw = put(st, card("Medallion Weights"), 0)
    ink_up(st, 0, 2)
    a, b = put(st, custom("A", "A", w=9), 0), put(st, custom("B", "B", w=9), 0)
    d1, d2 = foe(st, "D1"), foe(st, "D2")
    st = act(st, "activate", uid=mw, ability=0)
    st = choose(st, [a])
    assert st.table.cards[mw].tapped
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "challenge", uid=b, target=d1)  # not the chosen one
    assert not st.pending and len(st.table.zone(0, "hand")) == hand
    st = act(st, "challenge", uid=a, target=d2)
    assert st.pending and st.pending[0].kind == "may"  # 4.3.6.12: the bag resolves before challenge damage
    st = choose(st, ["yes"])
    assert len(st.table.zone(0, "hand")) == hand + 1
    assert st.table.cards[d2].damage == 4  # +2 {S} this turn


def test_medallion_weights_no_draw_when_challenging_a_location():
    # Lorcana 4.3.6.19: a location is not "another character"
    from tests.lorcana.helpers import ink_up

    st = started()
    mw = put(st, card("Medallion Weights"), 0)
    ink_up(st, 0, 2)
    a = put(st, custom("A", "A", w=9), 0)
    place = put(st, custom("LOC", "Place", card_type="Location", w=9, lore=0), 1)
    st = act(st, "activate", uid=mw, ability=0)
    st = choose(st, [a])
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "challenge", uid=a, target=place)
    assert not st.pending and len(st.table.zone(0, "hand")) == hand


def test_the_fates_look_at_the_top_card_of_each_opponents_deck_privately():
    # Lorcana 7.1.10: only the player who looks sees the card; the decks' order is unchanged (3 players)
    from engine.core import Action
    from tests.lorcana.helpers import ENGINE, ink_up

    st = started(players=3)
    tops = [put(st, custom(f"T{p}", f"Secret {p}"), p, "deck") for p in (1, 2)]
    own_top = put(st, custom("T0", "Own Secret"), 0, "deck")
    decks = [list(st.table.zone(p, "deck")) for p in range(3)]
    fates = card("The Fates - Only One Eye")
    ink_up(st, 0, fates["cost"])
    uid = put(st, fates, 0, "hand")
    res = ENGINE.apply(st, Action("play", 0, {"uid": uid, "mode": "ink"}))
    seen = [e for e in res.events if e.kind == "look_private"]
    assert len(seen) == 2 and all(e.visible_to == [0] for e in seen)
    assert "Secret 1" in seen[0].text and "Secret 2" in seen[1].text and "Own Secret" not in seen[0].text + seen[1].text
    assert [list(res.state.table.zone(p, "deck")) for p in range(3)] == decks
    assert res.state.table.zone(1, "deck")[0] == tops[0] and res.state.table.zone(0, "deck")[0] == own_top



def test_invited_to_the_ball_puts_every_revealed_character_into_the_hand():
    # Lorcana 7.1.10: both revealed; the character card goes to the hand (no choice), the other to the bottom
    from tests.lorcana.helpers import ink_up

    st = started()
    song = card("Invited to the Ball")
    ink_up(st, 0, song["cost"])
    item = put(st, custom("IT", "Thing", card_type="Item"), 0, "deck")
    char = put(st, custom("CH", "Guest"), 0, "deck")  # on top
    third = st.table.zone(0, "deck")[2]
    uid = put(st, song, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert not st.pending
    assert st.table.cards[char].zone == "hand" and st.table.cards[item].zone == "deck"
    assert st.table.zone(0, "deck")[-1] == item and st.table.zone(0, "deck")[0] == third


def test_invited_to_the_ball_two_non_characters_go_to_the_bottom_in_the_chosen_order():
    # Lorcana 7.1.10: "in any order": the player chooses
    from tests.lorcana.helpers import ink_up

    st = started()
    song = card("Invited to the Ball")
    ink_up(st, 0, song["cost"])
    second = put(st, custom("I2", "Second", card_type="Item"), 0, "deck")
    first = put(st, custom("I1", "First", card_type="Item"), 0, "deck")
    uid = put(st, song, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert st.pending and {o.id for o in st.pending[0].options} == {str(first), str(second)}
    st = choose(st, [second])
    assert st.table.zone(0, "deck")[-2:] == [second, first]  # the first one chosen goes under first
    assert st.table.cards[first].zone == "deck" and st.table.cards[second].zone == "deck" and not st.pending


def test_pepa_gains_1_lore_when_one_of_your_characters_sings_a_song():
    # Lorcana 10.10 / 6.3.3.3: a character sings; Pepa triggers once (7.4.1)
    st = started()
    put(st, card("Pepa Madrigal - Sensitive Sister"), 0)
    singer = put(st, custom("SG", "Singer", cost=3), 0)
    song = put(st, custom("SONG", "Tune", card_type="Action", subtypes=["Song"], cost=3), 0, "hand")
    lore = st.lore[0]
    st = act(st, "play", uid=song, mode="sing", singer=singer)
    assert st.lore[0] == lore + 1


def test_pepa_gains_1_lore_only_once_for_a_song_sung_together():
    # Lorcana 10.10.3: two singers, one song: "one or more … sings a song" triggers once
    st = started()
    put(st, card("Pepa Madrigal - Sensitive Sister"), 0)
    song = put(st, "FX-16", 0, "hand")
    a, b = put(st, "FX-1", 0), put(st, "FX-30", 0)  # costs 1 + 5
    lore = st.lore[0]
    st = act(st, "play", uid=song, mode="sing_together", singers=[a, b])
    while st.pending and st.pending[0].kind == "bag":
        st = choose(st, [st.pending[0].options[0].id])
    assert st.lore[0] == lore + 1


def test_pepa_does_not_trigger_when_a_song_is_paid_with_ink():
    # Lorcana 4.3.4: playing a song with ink is not singing it (10.10 / 6.3.3)
    from tests.lorcana.helpers import ink_up

    st = started()
    put(st, card("Pepa Madrigal - Sensitive Sister"), 0)
    ink_up(st, 0, 3)
    song = put(st, custom("SONG", "Tune", card_type="Action", subtypes=["Song"], cost=3), 0, "hand")
    lore = st.lore[0]
    st = act(st, "play", uid=song, mode="ink")
    assert st.lore[0] == lore


PHILLIP = "Prince Phillip - Swordsman of the Realm"


def test_prince_phillip_readies_after_challenging_a_damaged_character():
    # Lorcana 7.4.7.2: a delayed triggered ability; it readies him when the challenge ends (4.3.6.18), after the damage
    st = started()
    p = put(st, card(PHILLIP), 0)
    d = put(st, custom("D", "Foe D", s=1, w=9), 1, tapped=True, damage=1)
    st = act(st, "challenge", uid=p, target=d)
    assert st.table.cards[d].damage == 1 + card(PHILLIP)["strength"]
    assert not st.table.cards[p].tapped and st.table.cards[p].damage == 1


def test_prince_phillip_stays_exerted_after_challenging_an_undamaged_character():
    # the trigger's condition: "a damaged character" (checked as he challenges, 7.4.1)
    st = started()
    p = put(st, card(PHILLIP), 0)
    d = foe(st, "D")
    st = act(st, "challenge", uid=p, target=d)
    assert st.table.cards[p].tapped and not st.delayed


def test_prince_phillip_banishes_a_chosen_opposing_dragon_when_played():
    # Lorcana 4.3.4, 7.4.1: "banish chosen opposing Dragon character" (not a non-Dragon)
    from tests.lorcana.helpers import ink_up

    st = started()
    data = card(PHILLIP)
    ink_up(st, 0, data["cost"])
    dragon = put(st, custom("DR", "Drake", classifications=["Storyborn", "Dragon"]), 1)
    other = put(st, custom("NO", "Knight"), 1)
    uid = put(st, data, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    if st.pending:
        assert {o.id for o in st.pending[0].options} == {str(dragon)}
        st = choose(st, [dragon])
    assert st.table.cards[dragon].zone == "discard" and st.table.cards[other].zone == "play"


def test_namaari_resolute_daughter_costs_2_less_per_opposing_character_banished_in_a_challenge():
    # Lorcana 4.3.4.5 (cost reduction), 7.6.5 (works from the hand); a banish by an effect does not count
    import pytest

    from engine.core.rules import RulesError
    from engine.lorcana.rules import R
    from engine.lorcana.zones import banish
    from tests.lorcana.helpers import ink_up

    st = started()
    data = card("Namaari - Resolute Daughter")
    ink_up(st, 0, data["cost"] - 4)
    a, b = put(st, custom("A", "A", s=5, w=9), 0), put(st, custom("B", "B", s=5, w=9), 0)
    d1, d2 = foe(st, "D1", w=2), foe(st, "D2", w=2)
    banish(st, [foe(st, "D3")], R("1.9.1.3"), [])  # not in a challenge
    uid = put(st, data, 0, "hand")
    st = act(st, "challenge", uid=a, target=d1)
    assert st.table.cards[d1].zone == "discard"
    with pytest.raises(RulesError, match=r"4\.3\.4\.6"):  # only 2 less: 7 {I} needed, 5 available
        act(st, "play", uid=uid, mode="ink")
    st = act(st, "challenge", uid=b, target=d2)
    st = act(st, "play", uid=uid, mode="ink")
    assert st.table.cards[uid].zone == "play"
    assert all(st.table.cards[u].tapped for u in st.table.zone(0, "inkwell"))
