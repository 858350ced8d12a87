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

