"""Issue 16, sets 2, 3, 4 and 6, round 5: per-card scripts (engine/lorcana/cards/scripts/set02.toml,
set03.toml, set04.toml, set06.toml) played from the real card data in engine games; every clause
is checked, including its "may", its condition and the case where nothing matches."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.core.rules import RulesError
from engine.lorcana.cards import compiler
from tests.lorcana.helpers import ENGINE, act, choose, custom, end_turn, ink_up, put, started
from tests.lorcana.real import registry_cards

SCRIPTED = {
    2: [
        "Madam Mim - Fox",
        "Madam Mim - Snake",
        "Madam Mim - Purple Dragon",
        "Nothing to Hide",
        "Mufasa - Betrayed Leader",
        "Mulan - Reflecting",
        "The Most Diabolical Scheme",
        "Merlin - Shapeshifter",
        "The Queen - Disguised Peddler",
        "Lucifer - Cunning Cat",
        "Bibbidi Bobbidi Boo",
        "Prince John - Greediest of All",
    ],
    3: [
        "The Queen - Mirror Seeker",
        "Sheriff of Nottingham - Corrupt Official",
        "Jim Hawkins - Space Traveler",
        "Magica De Spell - The Midas Touch",
        "Lucky - The 15th Puppy",
        "Alice - Tea Alchemist",
        "Divebomb",
        "The Boss is on a Roll",
        "The Queen's Castle - Mirror Chamber",
        "Maui - Soaring Demigod",
        "Captain Hook - Master Swordsman",
        "Olympus Would Be That Way",
        "Magica De Spell - Thieving Sorceress",
        "It Calls Me",
        "Morph - Space Goo",
    ],
    4: [
        "Megara - Captivating Cynic",
        "Peter Pan - Shadow Finder",
        "Alma Madrigal - Family Matriarch",
        "Sign the Scroll",
        "Ursula's Trickery",
        "Tuk Tuk - Lively Partner",
        "Record Player",
        "Atlantica - Concert Hall",
        "Hidden Inkcaster",
        "The Queen - Diviner",
        "Hades - Double Dealer",
        "Pepa Madrigal - Weather Maker",
        "Isabela Madrigal - Golden Child",
        "Snuggly Duckling - Disreputable Pub",
    ],
    6: [
        "The Islands I Pulled from the Sea",
        "Hiro Hamada - Robotics Prodigy",
        "Oswald - The Lucky Rabbit",
        "Tadashi Hamada - Gifted Roboticist",
        "Yokai - Enigmatic Inventor",
        "Moana - Kakamora Leader",
        "Mad Hatter - Eccentric Host",
        "Naveen's Ukulele",
        "Sisu - Uniting Dragon",
        "Owl Island - Secluded Entrance",
        "Kakamora - Pirate Chief",
        "Sugar Rush Speedway - Finish Line",
        "Genie - Wonderful Trickster",
        "Maleficent's Staff",
    ],
}


def card(full_name: str) -> dict:
    data = registry_cards()[full_name]
    assert compiler.is_automated(data), full_name
    return dict(data)


@pytest.mark.parametrize("number,name", [(n, c) for n, cards in SCRIPTED.items() for c in cards])
def test_script_applies_to_its_card(number: int, name: str):
    data = card(name)
    assert any(
        a.source == "script" and a.detail.startswith(f"scripts/set{number:02d}.toml")
        for a in compiler.compile_card(data)
    )


def play(st, full_name: str, player: int = 0):
    """Ink up and play a real card from the hand; returns (state, uid)."""
    data = card(full_name)
    ink_up(st, player, data["cost"])
    uid = put(st, data, player, "hand")
    return act(st, "play", player, uid=uid, mode="ink"), uid


def ids(st) -> set[str]:
    return {o.id for o in st.pending[0].options}


def on_top(st, player: int, data: dict) -> int:
    """Put a card on top of ``player``'s deck."""
    return put(st, data, player, "deck")


# --- set 2 --------------------------------------------------------------------------------------


@pytest.mark.parametrize("mim", ["Madam Mim - Fox", "Madam Mim - Snake"])
def test_madam_mim_returns_another_character_of_yours(mim: str):
    # Lorcana 1.2.4: the choice between the two is made as the effect resolves
    st = started()
    other = put(st, custom("PAL", "Pal"), 0)
    foe = put(st, custom("FOE", "Foe"), 1)
    st, uid = play(st, mim)
    assert st.pending[0].kind == "mode"
    st = choose(st, ["1"])
    assert str(foe) not in ids(st) and str(uid) not in ids(st)  # another character of yours
    st = choose(st, [other])
    assert st.table.cards[other].zone == "hand" and st.table.cards[uid].zone == "play"


@pytest.mark.parametrize("mim", ["Madam Mim - Fox", "Madam Mim - Snake"])
def test_madam_mim_may_banish_herself_instead(mim: str):
    # Lorcana 1.2.4 (choose one) and 1.2.3 (with no other character of yours only banishing is possible)
    st = started()
    other = put(st, custom("PAL", "Pal"), 0)
    st, uid = play(st, mim)
    st = choose(st, ["0"])
    assert st.table.cards[uid].zone == "discard" and st.table.cards[other].zone == "play"
    st = started()
    st, uid = play(st, mim)
    assert not st.pending and st.table.cards[uid].zone == "discard"


def test_madam_mim_purple_dragon_returns_two_characters():
    # Lorcana 1.2.4: "return another 2 chosen characters of yours"
    st = started()
    a, b, c = (put(st, custom(f"P{i}", f"Pal {i}"), 0) for i in range(3))
    st, uid = play(st, "Madam Mim - Purple Dragon")
    st = choose(st, ["1"])
    st = choose(st, [a, b])
    assert [st.table.cards[u].zone for u in (a, b, c, uid)] == ["hand", "hand", "play", "play"]
    st = started()
    put(st, custom("P0", "Pal"), 0)
    st, uid = play(st, "Madam Mim - Purple Dragon")
    st = choose(st, ["0"])
    assert st.table.cards[uid].zone == "discard"


def test_nothing_to_hide_reveals_each_opponents_hand_and_draws():
    # Lorcana 7.1.10 (a revealed card is seen by all) and 1.6.2 (each opponent in turn order)
    st = started(players=3)
    data = card("Nothing to Hide")
    ink_up(st, 0, data["cost"])
    uid = put(st, data, 0, "hand")
    hand = len(st.table.zone(0, "hand"))
    res = ENGINE.apply(st, Action("play", 0, {"uid": uid, "mode": "ink"}))
    shown = [e for e in res.events if e.kind == "reveal" and e.data.get("uids")]
    assert {e.player for e in shown} == {1, 2}
    assert len(res.state.table.zone(0, "hand")) == hand  # played one, drew one


def test_mufasa_betrayed_leader_plays_a_revealed_character_exerted():
    # Lorcana 7.1.3 (two "may"s), 4.3.4.10 (for free) and 7.7.4 (enters play exerted)
    st = started()
    mufasa = put(st, card("Mufasa - Betrayed Leader"), 0)
    top = on_top(st, 0, custom("HERO", "Hero", cost=6))
    wall = put(st, custom("WALL", "Wall", s=9, w=9), 1, tapped=True)
    st = act(st, "challenge", uid=mufasa, target=wall)
    assert st.table.cards[mufasa].zone == "discard"
    st = choose(st, ["yes"])  # reveal
    st = choose(st, ["yes"])  # play it
    assert st.table.cards[top].zone == "play" and st.table.cards[top].tapped


def test_mufasa_betrayed_leader_puts_a_non_character_back_on_top():
    # Lorcana 7.1.10: "Otherwise, put it on the top of your deck"
    st = started()
    mufasa = put(st, card("Mufasa - Betrayed Leader"), 0)
    top = on_top(st, 0, custom("THING", "Thing", card_type="Item"))
    wall = put(st, custom("WALL", "Wall", s=9, w=9), 1, tapped=True)
    st = act(st, "challenge", uid=mufasa, target=wall)
    st = choose(st, ["yes"])
    assert not st.pending and st.table.zone(0, "deck")[0] == top
    # declining the reveal leaves the deck alone (7.1.3)
    st = started()
    mufasa = put(st, card("Mufasa - Betrayed Leader"), 0)
    top = on_top(st, 0, custom("HERO", "Hero"))
    wall = put(st, custom("WALL", "Wall", s=9, w=9), 1, tapped=True)
    st = act(st, "challenge", uid=mufasa, target=wall)
    st = choose(st, ["no"])
    assert not st.pending and st.table.zone(0, "deck")[0] == top


def test_mulan_reflecting_plays_a_revealed_song_for_free():
    # Lorcana 4.3.4.10: a song revealed from the top is played without paying its cost
    st = started()
    mulan = put(st, card("Mulan - Reflecting"), 0)
    song = on_top(
        st, 0, custom("SONG", "Tune", card_type="Action", subtypes=["Song"], cost=5, text="Gain 2 lore.")
    )
    st = act(st, "quest", uid=mulan)
    st = choose(st, ["yes"])
    st = choose(st, ["yes"])
    assert st.table.cards[song].zone == "discard" and st.lore[0] == 2 + 2


def test_mulan_reflecting_leaves_a_non_song_on_top():
    # Lorcana 7.1.10: an action that is not a song doesn't match; it goes back on top
    st = started()
    mulan = put(st, card("Mulan - Reflecting"), 0)
    deed = on_top(st, 0, custom("DEED", "Deed", card_type="Action", text="Gain 2 lore."))
    st = act(st, "quest", uid=mulan)
    st = choose(st, ["yes"])
    assert not st.pending and st.table.zone(0, "deck")[0] == deed and st.lore[0] == 2


# --- set 3 --------------------------------------------------------------------------------------


def test_the_queen_mirror_seeker_may_reorder_the_top_three():
    # Lorcana 7.1.10 (only she sees them) and 7.1.3 ("may")
    st = started()
    queen = put(st, card("The Queen - Mirror Seeker"), 0)
    a, b, c = st.table.zone(0, "deck")[:3]
    st = act(st, "quest", uid=queen)
    st = choose(st, ["yes"])
    st = choose(st, [c])
    st = choose(st, [a])
    assert st.table.zone(0, "deck")[:3] == [c, a, b]
    st = started()
    queen = put(st, card("The Queen - Mirror Seeker"), 0)
    before = st.table.zone(0, "deck")[:3]
    st = act(st, "quest", uid=queen)
    st = choose(st, ["no"])
    assert not st.pending and st.table.zone(0, "deck")[:3] == before


def test_sheriff_of_nottingham_deals_1_when_you_discard():
    # Lorcana 7.4.2 (the discard triggers him) and 7.1.3 ("may"); Megara's discard is the trigger
    st = started()
    put(st, card("Sheriff of Nottingham - Corrupt Official"), 0)
    foe = put(st, custom("FOE", "Foe", w=5), 1)
    mine = put(st, custom("MINE", "Mine", w=5), 0)
    st, meg = play(st, "Megara - Captivating Cynic")
    st = choose(st, ["1"])  # discard (rules 2.2.0 6.1.5.2: one of the two)
    st = choose(st, [st.pending[0].options[0].id])  # the card to discard
    st = choose(st, ["yes"])
    assert str(mine) not in ids(st)  # opposing characters only
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 1 and st.table.cards[meg].zone == "play"


def test_sheriff_of_nottingham_may_decline():
    # Lorcana 7.1.3
    st = started()
    put(st, card("Sheriff of Nottingham - Corrupt Official"), 0)
    foe = put(st, custom("FOE", "Foe", w=5), 1)
    st, _ = play(st, "Megara - Captivating Cynic")
    st = choose(st, ["1"])
    st = choose(st, [st.pending[0].options[0].id])
    st = choose(st, ["no"])
    assert not st.pending and st.table.cards[foe].damage == 0


def test_jim_hawkins_moves_to_a_location_you_play_for_free():
    # Lorcana 4.3.7: moved by an effect without paying the move cost; 7.1.3 "may"
    for answer, moved in (("yes", True), ("no", False)):
        st = started()
        jim = put(st, card("Jim Hawkins - Space Traveler"), 0)
        place = custom("LOC", "Port", card_type="Location", cost=1, w=5, lore=1, move_cost=3)
        ink_up(st, 0, 1)
        loc = put(st, place, 0, "hand")
        st = act(st, "play", uid=loc, mode="ink")
        st = choose(st, [answer])
        assert not st.pending
        assert (st.table.cards[jim].flags.get("at") == loc) is moved
        assert sum(st.table.cards[u].tapped for u in st.table.zone(0, "inkwell")) == 1  # nothing paid to move


# --- set 4 --------------------------------------------------------------------------------------


def test_megara_captivating_cynic_discard_or_banish():
    # Lorcana 1.2.4: one of the two; 1.2.3: with an empty hand she is banished
    st = started()
    st, meg = play(st, "Megara - Captivating Cynic")
    assert st.pending[0].kind == "mode"
    st = choose(st, ["2"])  # banish her
    assert st.table.cards[meg].zone == "discard"
    st = started()
    for u in list(st.table.zone(0, "hand")):
        st.table.move(u, "deck", player=0)
    st, meg = play(st, "Megara - Captivating Cynic")
    assert not st.pending and st.table.cards[meg].zone == "discard"


def test_peter_pan_shadow_finder_gives_rush_to_your_other_evasive_characters():
    # Lorcana 10.7 (Rush: challenge the turn it is played) and 6.1.4 (drying characters can't challenge)
    flyer = custom("FLY", "Flyer", text="Evasive", s=3)
    st = started()
    fresh = put(st, flyer, 0, dry=False)
    foe = put(st, custom("FOE", "Foe", w=5), 1, tapped=True)
    with pytest.raises(RulesError):
        act(st, "challenge", uid=fresh, target=foe)
    put(st, card("Peter Pan - Shadow Finder"), 0)
    walker = put(st, custom("WALK", "Walker", s=3), 0, dry=False)
    st2 = act(st, "challenge", uid=fresh, target=foe)
    assert st2.table.cards[foe].damage == 3
    with pytest.raises(RulesError):  # no Evasive: no Rush
        act(st, "challenge", uid=walker, target=foe)
    opp = put(st, flyer | {"id": "FLY2"}, 1, dry=False)  # not one of yours
    from engine.lorcana.characteristics import has

    assert not has(st, opp, "Rush") and has(st, fresh, "Rush")


def test_alma_madrigal_puts_a_madrigal_character_on_top():
    # Lorcana 8.2.2 (only she sees the deck), 7.1.10 (revealed to all), shuffle then on top
    st = started()
    madrigal = put(st, custom("MAD", "Mirabel", classifications=["Storyborn", "Madrigal"]), 0, "deck")
    other = put(st, custom("OTH", "Other"), 0, "deck")
    st, _ = play(st, "Alma Madrigal - Family Matriarch")
    st = choose(st, ["yes"])
    assert str(madrigal) in ids(st) and str(other) not in ids(st)
    st = choose(st, [madrigal])
    assert st.table.zone(0, "deck")[0] == madrigal
    st = started()
    st, _ = play(st, "Alma Madrigal - Family Matriarch")
    top = st.table.zone(0, "deck")[0]
    st = choose(st, ["no"])
    assert not st.pending and st.table.zone(0, "deck")[0] == top


@pytest.mark.parametrize("discards", [True, False])
def test_sign_the_scroll_gains_2_lore_per_opponent_who_doesnt_discard(discards: bool):
    # Lorcana 7.1.3: the opponent's own "may"; 8.3.4: they pick the card
    st = started()
    hand = len(st.table.zone(1, "hand"))
    st, _ = play(st, "Sign the Scroll")
    assert st.pending[0].player == 1
    st = choose(st, ["yes" if discards else "no"])
    if discards:
        st = choose(st, [st.pending[0].options[0].id])
    assert not st.pending
    assert st.lore[0] == (0 if discards else 2)
    assert len(st.table.zone(1, "hand")) == hand - (1 if discards else 0)


@pytest.mark.parametrize("discards", [True, False])
def test_ursulas_trickery_draws_per_opponent_who_doesnt_discard(discards: bool):
    # Lorcana 7.1.3 and 4.2.3.1 (a draw)
    st = started()
    mine = len(st.table.zone(0, "hand"))
    st, _ = play(st, "Ursula's Trickery")
    st = choose(st, ["yes" if discards else "no"])
    if discards:
        st = choose(st, [st.pending[0].options[0].id])
    assert not st.pending
    assert len(st.table.zone(0, "hand")) == mine + (0 if discards else 1)
    assert st.lore[0] == 0


# --- set 6 --------------------------------------------------------------------------------------


def test_the_islands_i_pulled_from_the_sea_finds_a_location():
    # Lorcana 8.2.2 and 7.1.10: a location card from the deck to the hand, revealed
    st = started()
    loc = put(st, custom("LOC", "Isle", card_type="Location", w=5, lore=1), 0, "deck")
    st, _ = play(st, "The Islands I Pulled from the Sea")
    assert ids(st) == {str(loc)}
    st = choose(st, [loc])
    assert st.table.cards[loc].zone == "hand"


def test_hiro_hamada_finds_an_item_or_a_robot_character():
    # Lorcana 8.2.2: the searching player picks a matching card; it ends on top after the shuffle
    st = started()
    hiro = put(st, card("Hiro Hamada - Robotics Prodigy"), 0)
    item = put(st, custom("ITEM", "Gizmo", card_type="Item"), 0, "deck")
    robot = put(st, custom("BOT", "Baymax", classifications=["Storyborn", "Robot"]), 0, "deck")
    ink_up(st, 0, 2)
    st = act(st, "activate", uid=hiro, ability=0)
    assert str(item) in ids(st) and str(robot) in ids(st)
    assert len(ids(st)) == 2  # the vanilla filler characters are not Robots
    st = choose(st, [robot])
    assert st.table.zone(0, "deck")[0] == robot
    assert sum(st.table.cards[u].tapped for u in st.table.zone(0, "inkwell")) == 2


def test_oswald_plays_a_revealed_item_exerted_when_you_ink():
    # Lorcana 4.3.3.3 (inking triggers "put into your inkwell"), 4.3.4.10 and 7.7.4
    st = started()
    put(st, card("Oswald - The Lucky Rabbit"), 0)
    item = on_top(st, 0, custom("ITEM", "Gizmo", card_type="Item", cost=5))
    ink = put(st, custom("INK", "Inky"), 0, "hand")
    st = act(st, "ink", uid=ink)
    st = choose(st, ["yes"])
    st = choose(st, ["yes"])
    assert st.table.cards[item].zone == "play" and st.table.cards[item].tapped


def test_oswald_puts_a_non_item_on_the_bottom():
    # Lorcana 7.1.10: "Otherwise, put it on the bottom of your deck"
    st = started()
    put(st, card("Oswald - The Lucky Rabbit"), 0)
    other = on_top(st, 0, custom("CHAR", "Guy"))
    ink = put(st, custom("INK", "Inky"), 0, "hand")
    st = act(st, "ink", uid=ink)
    st = choose(st, ["yes"])
    assert not st.pending and st.table.zone(0, "deck")[-1] == other


def test_oswald_does_nothing_during_an_opponents_turn():
    # Lorcana 7.4.4: "during your turn"; Tadashi's own ink during P2's turn is the trigger
    st = started()
    put(st, card("Oswald - The Lucky Rabbit"), 0)
    tadashi = put(st, card("Tadashi Hamada - Gifted Roboticist"), 0)
    st = end_turn(st)
    wall = put(st, custom("WALL", "Wall", s=9, w=9), 1)
    st.table.cards[tadashi].tapped = True
    st = act(st, "challenge", 1, uid=wall, target=tadashi)
    st = choose(st, ["no"])  # Tadashi: don't ink the top card; he goes into the inkwell
    assert not st.pending and st.table.cards[tadashi].zone == "inkwell"


def test_tadashi_hamada_inks_the_top_card_and_himself_during_an_opponents_turn():
    # Lorcana 8.5.2 (facedown, no "exerted": ready) and 7.4.4 ("during an opponent's turn")
    st = started()
    tadashi = put(st, card("Tadashi Hamada - Gifted Roboticist"), 0)
    st = end_turn(st)
    top = st.table.zone(0, "deck")[0]
    wall = put(st, custom("WALL", "Wall", s=9, w=9), 1)
    st.table.cards[tadashi].tapped = True
    st = act(st, "challenge", 1, uid=wall, target=tadashi)
    assert st.pending[0].player == 0
    st = choose(st, ["yes"])
    assert not st.pending
    for u in (top, tadashi):
        assert st.table.cards[u].zone == "inkwell" and not st.table.cards[u].tapped


def test_tadashi_hamada_does_nothing_when_banished_during_your_turn():
    # Lorcana 7.4.4: the trigger only exists during an opponent's turn
    st = started()
    tadashi = put(st, card("Tadashi Hamada - Gifted Roboticist"), 0)
    wall = put(st, custom("WALL", "Wall", s=9, w=9), 1, tapped=True)
    st = act(st, "challenge", uid=tadashi, target=wall)
    assert not st.pending and st.table.cards[tadashi].zone == "discard"


# --- round 5, second batch ------------------------------------------------------------------------


def place(st, player: int = 0, key: str = "LOC") -> int:
    return put(st, custom(key, f"Place {key}", card_type="Location", w=9, lore=1, move_cost=2), player)


def test_the_most_diabolical_scheme_banishes_a_villain_of_yours_to_banish_a_character():
    # Lorcana 7.1.2.2: "[A] to [B]": banishing your Villain is the cost of banishing the chosen character
    st = started()
    villain = put(st, custom("VIL", "Jafar", classifications=["Storyborn", "Villain"]), 0)
    hero = put(st, custom("HER", "Aladdin", classifications=["Storyborn", "Hero"]), 0)
    foe = put(st, custom("FOE", "Foe", w=9), 1)
    st, _ = play(st, "The Most Diabolical Scheme")
    assert ids(st) == {str(villain)}  # only a Villain of yours
    st = choose(st, [villain])
    st = choose(st, [foe])
    assert st.table.cards[villain].zone == "discard" and st.table.cards[foe].zone == "discard"
    assert st.table.cards[hero].zone == "play"


def test_the_most_diabolical_scheme_does_nothing_without_a_villain():
    # Lorcana 7.1.2.2: the cost can't be paid, so nothing is banished
    st = started()
    put(st, custom("HER", "Aladdin", classifications=["Storyborn", "Hero"]), 0)
    foe = put(st, custom("FOE", "Foe", w=9), 1)
    st, _ = play(st, "The Most Diabolical Scheme")
    assert not st.pending and st.table.cards[foe].zone == "play"


def test_magica_de_spell_the_midas_touch_gains_the_cost_of_one_of_your_items():
    # Lorcana 1.2.4 (the item is chosen as the effect resolves) and 7.1.9
    st = started()
    magica = put(st, card("Magica De Spell - The Midas Touch"), 0)
    cheap = put(st, custom("I1", "Trinket", card_type="Item", cost=1), 0)
    dear = put(st, custom("I2", "Treasure", card_type="Item", cost=5), 0)
    put(st, custom("I3", "Their Treasure", card_type="Item", cost=9), 1)
    st = act(st, "quest", uid=magica)
    assert ids(st) == {str(cheap), str(dear)}
    st = choose(st, [dear])
    assert st.lore[0] == card("Magica De Spell - The Midas Touch")["lore"] + 5
    st = started()  # no item of yours: only the quest's lore
    magica = put(st, card("Magica De Spell - The Midas Touch"), 0)
    st = act(st, "quest", uid=magica)
    assert not st.pending and st.lore[0] == card("Magica De Spell - The Midas Touch")["lore"]


def test_lucky_the_15th_puppy_may_take_each_cheap_character():
    # Lorcana 7.1.10 (revealed), 7.1.3 (may: any of the matching cards) and 8.2.4 (the rest on the bottom)
    st = started()
    lucky = put(st, card("Lucky - The 15th Puppy"), 0)
    pups = [on_top(st, 0, custom(f"PUP{i}", f"Pup {i}", cost=2)) for i in range(2)]
    big = on_top(st, 0, custom("BIG", "Big Dog", cost=3))
    st = act(st, "activate", uid=lucky, ability=0)
    assert ids(st) == {str(u) for u in pups}  # cost 3 doesn't match
    st = choose(st, [pups[0]])
    st = choose(st, [big])  # the first card to go on the bottom
    assert not st.pending
    assert st.table.cards[pups[0]].zone == "hand"
    assert st.table.zone(0, "deck")[-2:] == [big, pups[1]]


def test_lucky_the_15th_puppy_may_take_none():
    # Lorcana 7.1.3: choosing none of them is allowed
    st = started()
    lucky = put(st, card("Lucky - The 15th Puppy"), 0)
    pup = on_top(st, 0, custom("PUP", "Pup", cost=1))
    item = on_top(st, 0, custom("IT", "Thing", card_type="Item", cost=1))
    third = st.table.zone(0, "deck")[2]
    st = act(st, "activate", uid=lucky, ability=0)
    assert ids(st) == {str(pup)}
    st = choose(st, [])
    st = choose(st, [item])  # the bottom order of the three: item, then the next two
    st = choose(st, [pup])
    assert not st.pending
    assert st.table.zone(0, "deck")[-3:] == [item, pup, third]


def test_tuk_tuk_moves_with_another_character_who_gets_2_strength():
    # Lorcana 4.3.7.4 (moved for free by an effect) and 7.1.9 ("the other character")
    st = started()
    loc = place(st)
    pal = put(st, custom("PAL", "Pal", s=1), 0)
    st, tuk = play(st, "Tuk Tuk - Lively Partner")
    st = choose(st, ["yes"])
    st = choose(st, [pal]) if st.pending else st
    from engine.lorcana.characteristics import stat

    assert st.table.cards[tuk].flags.get("at") == loc and st.table.cards[pal].flags.get("at") == loc
    assert (
        stat(st, pal, "strength") == 3
        and stat(st, tuk, "strength") == card("Tuk Tuk - Lively Partner")["strength"]
    )
    st = end_turn(st)
    assert stat(st, pal, "strength") == 1  # this turn only


def test_tuk_tuk_may_stay():
    # Lorcana 7.1.3
    st = started()
    place(st)
    pal = put(st, custom("PAL", "Pal", s=1), 0)
    st, tuk = play(st, "Tuk Tuk - Lively Partner")
    st = choose(st, ["no"])
    from engine.lorcana.characteristics import stat

    assert not st.pending and not st.table.cards[tuk].flags.get("at") and stat(st, pal, "strength") == 1


def test_yokai_enigmatic_inventor_returns_an_item_to_make_the_next_item_cheaper():
    # Lorcana 7.1.2.2 ([A] to [B]) and 4.3.4.5 (the next item costs 2 less, once)
    st = started()
    yokai = put(st, card("Yokai - Enigmatic Inventor"), 0)
    gizmo = put(st, custom("GIZ", "Gizmo", card_type="Item", cost=3), 0)
    st = act(st, "quest", uid=yokai)
    st = choose(st, ["yes"])
    st = choose(st, [gizmo]) if st.pending else st
    assert st.table.cards[gizmo].zone == "hand"
    ink_up(st, 0, 1)
    st = act(st, "play", uid=gizmo, mode="ink")  # 3 - 2 = 1
    assert st.table.cards[gizmo].zone == "play"
    other = put(st, custom("GIZ2", "Gizmo 2", card_type="Item", cost=1), 0, "hand")
    with pytest.raises(RulesError):  # used up: full cost, no ink left
        act(st, "play", uid=other, mode="ink")


def test_yokai_enigmatic_inventor_no_item_no_reduction():
    # Lorcana 7.1.2.2: without an item to return there is no reduction
    st = started()
    yokai = put(st, card("Yokai - Enigmatic Inventor"), 0)
    st = act(st, "quest", uid=yokai)
    st = choose(st, ["yes"]) if st.pending else st
    assert not st.pending
    item = put(st, custom("GIZ", "Gizmo", card_type="Item", cost=2), 0, "hand")
    with pytest.raises(RulesError):
        act(st, "play", uid=item, mode="ink")


def test_moana_kakamora_leader_gains_1_lore_per_character_moved():
    # Lorcana 4.3.7.4 (free moves), 7.1.8 (any number) and 4.3.7.3 (one already there can't move there)
    st = started()
    loc = place(st)
    a, b = (put(st, custom(f"P{i}", f"Pal {i}"), 0) for i in range(2))
    there = put(st, custom("THERE", "Resident"), 0)
    st.table.cards[there].flags["at"] = loc
    st, moana = play(st, "Moana - Kakamora Leader")
    st = choose(st, ["yes"])
    assert str(there) not in ids(st)
    st = choose(st, [a, b, moana])
    assert not st.pending and st.lore[0] == 3
    assert all(st.table.cards[u].flags.get("at") == loc for u in (a, b, moana))


def test_moana_kakamora_leader_none_moved_no_lore():
    # Lorcana 7.1.3 (declined) and 7.1.8 (choosing none)
    st = started()
    place(st)
    put(st, custom("P0", "Pal"), 0)
    st, _ = play(st, "Moana - Kakamora Leader")
    st = choose(st, ["no"])
    assert not st.pending and st.lore[0] == 0
    st = started()
    place(st)
    put(st, custom("P0", "Pal"), 0)
    st, _ = play(st, "Moana - Kakamora Leader")
    st = choose(st, ["yes"])
    st = choose(st, [])
    assert not st.pending and st.lore[0] == 0


@pytest.mark.parametrize("where", ["top", "discard"])
def test_mad_hatter_eccentric_host_looks_at_chosen_players_top_card(where: str):
    # Lorcana 7.1.10: only he sees it; the card goes back on top or into its owner's discard
    st = started(players=3)
    hatter = put(st, card("Mad Hatter - Eccentric Host"), 0)
    top = st.table.zone(2, "deck")[0]
    st = act(st, "quest", uid=hatter)
    st = choose(st, ["yes"])
    assert st.pending[0].kind == "player"
    st = choose(st, ["2"])
    st = choose(st, ["0" if where == "top" else "1"])
    assert not st.pending
    if where == "top":
        assert st.table.zone(2, "deck")[0] == top
    else:
        assert st.table.cards[top].zone == "discard" and st.table.cards[top].controller == 2


# --- round 5, third batch: exert by name, banish for a weaker one, top or bottom, may draw each, sing cost ---


def test_alice_tea_alchemist_exerts_the_chosen_character_and_its_namesakes():
    # Lorcana 7.1.9 (the chosen card fixes the name) and 5.1.1 (exerted)
    st = started()
    alice = put(st, card("Alice - Tea Alchemist"), 0)
    a = put(st, custom("GA", "Gaston", version="One"), 1)
    b = put(st, custom("GB", "Gaston", version="Two"), 1)
    c = put(st, custom("LE", "LeFou"), 1)
    mine = put(st, custom("GM", "Gaston", version="Mine"), 0)
    st = act(st, "activate", uid=alice, ability=0)
    assert str(mine) not in ids(st)  # an opposing character is chosen
    st = choose(st, [a])
    assert not st.pending
    assert [st.table.cards[u].tapped for u in (a, b, c, mine)] == [True, True, False, False]
    assert st.table.cards[alice].tapped


def test_divebomb_banishes_a_reckless_character_of_yours_to_banish_a_weaker_one():
    # Lorcana 7.1.2.2 ([A] to [B]) and 8.4.4 (the {S} it had in play counts)
    st = started()
    wild = put(st, custom("WILD", "Wild", text="Reckless", s=4), 0)
    calm = put(st, custom("CALM", "Calm", s=9), 0)
    weak = put(st, custom("WEAK", "Weak", s=3, w=9), 1)
    equal = put(st, custom("EQ", "Equal", s=4, w=9), 1)
    st, _ = play(st, "Divebomb")
    assert ids(st) == {str(wild)}  # only one of yours with Reckless
    st = choose(st, [wild])
    assert st.table.cards[wild].zone == "discard"
    assert str(weak) in ids(st) and str(equal) not in ids(st)  # less {S}, not equal
    st = choose(st, [weak])
    assert not st.pending and st.table.cards[weak].zone == "discard" and st.table.cards[calm].zone == "play"


def test_divebomb_without_a_reckless_character_does_nothing():
    # Lorcana 7.1.2.2: the cost can't be paid
    st = started()
    foe = put(st, custom("WEAK", "Weak", s=0, w=9), 1)
    put(st, custom("CALM", "Calm", s=9), 0)
    st, _ = play(st, "Divebomb")
    assert not st.pending and st.table.cards[foe].zone == "play"


def test_the_boss_is_on_a_roll_splits_the_top_five_and_gains_1_lore():
    # Lorcana 7.1.10 (only the player sees them) and 7.1.8 ("any number")
    st = started()
    top5 = st.table.zone(0, "deck")[:5]
    sixth = st.table.zone(0, "deck")[5]
    st, _ = play(st, "The Boss is on a Roll")
    assert ids(st) == {str(u) for u in top5}
    st = choose(st, [top5[0], top5[1]])  # to the bottom
    st = choose(st, [top5[4]])  # the top card
    st = choose(st, [top5[2]])
    st = choose(st, [top5[1]])  # the first to go under
    assert not st.pending and st.lore[0] == 1
    deck = st.table.zone(0, "deck")
    assert deck[:4] == [top5[4], top5[2], top5[3], sixth]
    assert deck[-2:] == [top5[1], top5[0]]


def test_the_boss_is_on_a_roll_may_keep_everything_on_top():
    # Lorcana 7.1.8: choosing none for the bottom
    st = started()
    top5 = st.table.zone(0, "deck")[:5]
    st, _ = play(st, "The Boss is on a Roll")
    st = choose(st, [])
    for u in top5[:4]:
        st = choose(st, [u])
    assert not st.pending and st.table.zone(0, "deck")[:5] == top5 and st.lore[0] == 1


def test_the_queens_castle_may_draw_once_per_character_here():
    # Lorcana 7.1.3 (each draw its own "may") and 4.3.2 (start of the turn)
    st = started()
    castle = put(st, card("The Queen's Castle - Mirror Chamber"), 1)
    for i in range(3):
        u = put(st, custom(f"C{i}", f"Courtier {i}"), 1)
        if i < 2:
            st.table.cards[u].flags["at"] = castle
    hand = len(st.table.zone(1, "hand"))
    st = end_turn(st)
    assert st.active == 1 and st.pending[0].player == 1 and st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    st = choose(st, ["no"])
    assert not st.pending
    assert len(st.table.zone(1, "hand")) == hand + 1 + 1  # the turn's draw and one from the castle


def test_the_queens_castle_with_nobody_here_draws_nothing():
    # Lorcana 7.1.3: zero characters here, zero draws offered
    st = started()
    put(st, card("The Queen's Castle - Mirror Chamber"), 1)
    put(st, custom("C0", "Courtier"), 1)
    hand = len(st.table.zone(1, "hand"))
    st = end_turn(st)
    assert not st.pending and len(st.table.zone(1, "hand")) == hand + 1


def sing(st, singer: int, cost: int):
    song = put(
        st,
        custom(
            f"SONG{cost}",
            f"Song {cost}",
            card_type="Action",
            subtypes=["Song"],
            cost=cost,
            text="Gain 1 lore.",
        ),
        0,
        "hand",
    )
    return act(st, "play", uid=song, mode="sing", singer=singer)


def test_record_player_stitch_sings_one_cost_higher():
    # Lorcana 6.3.3.3 / 10.9.1: a character sings songs up to the cost it counts as having
    st = started()
    stitch = put(st, custom("STI", "Stitch", cost=3), 0)
    other = put(st, custom("OTH", "Lilo", cost=3), 0)
    with pytest.raises(RulesError):
        sing(st, stitch, 4)
    put(st, card("Record Player"), 0)
    assert sing(st, stitch, 4).lore[0] == 1
    with pytest.raises(RulesError):  # only characters named Stitch
        sing(st, other, 4)
    theirs = started()
    put(theirs, card("Record Player"), 1)  # the opponent's Record Player: not your characters
    stitch = put(theirs, custom("STI", "Stitch", cost=3), 0)
    with pytest.raises(RulesError):
        sing(theirs, stitch, 4)


def test_atlantica_characters_here_sing_two_cost_higher():
    # Lorcana 6.3.3.3 and 10.9.1 (Singer 4 at Atlantica counts as 6)
    st = started()
    hall = put(st, card("Atlantica - Concert Hall"), 0)
    here = put(st, custom("HERE", "Ariel", cost=2), 0)
    away = put(st, custom("AWAY", "Flounder", cost=2), 0)
    singer = put(st, custom("SING", "Ursula", cost=2, text="Singer 4"), 0)
    st.table.cards[here].flags["at"] = hall
    st.table.cards[singer].flags["at"] = hall
    with pytest.raises(RulesError):
        sing(st, away, 4)
    assert sing(st, here, 4).lore[0] == 1
    with pytest.raises(RulesError):
        sing(st, here, 5)
    assert sing(st, singer, 6).lore[0] == 1


def test_naveens_ukulele_chosen_character_sings_three_cost_higher_this_turn():
    # Lorcana 7.5.3 (the cost: 1 ink and banishing the item) and 6.3.3.3; "this turn" ends at the end of turn
    st = started()
    uke = put(st, card("Naveen's Ukulele"), 0)
    crooner = put(st, custom("CRO", "Naveen", cost=2), 0)
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=uke, ability=0)
    st = choose(st, [crooner])
    assert st.table.cards[uke].zone == "discard"
    with pytest.raises(RulesError):
        sing(st, crooner, 6)
    assert sing(st, crooner, 5).lore[0] == 1
    st = end_turn(st)
    st = end_turn(st)
    with pytest.raises(RulesError):  # this turn only
        sing(st, crooner, 5)


# --- round 5, fourth batch: returned to hand from play, hand inkable ---------------------------------

BOUNCE = "Return chosen character to their player's hand."


def bounce(st, target: int, player: int = 0):
    """Play a custom action that returns the chosen character to its player's hand."""
    ink_up(st, player, 1)
    uid = put(st, custom("BOUNCE", "Bounce", BOUNCE, card_type="Action", cost=1), player, "hand")
    st = act(st, "play", player, uid=uid, mode="ink")
    return choose(st, [target])


def test_merlin_shapeshifter_gets_1_lore_when_another_character_of_yours_returns_to_hand():
    # Lorcana 7.4.2 (a trigger on the return) and 7.1.5 ("other": not Merlin himself)
    from engine.lorcana.characteristics import stat

    st = started()
    merlin = put(st, card("Merlin - Shapeshifter"), 0)
    base = stat(st, merlin, "lore")
    pal = put(st, custom("PAL", "Pal"), 0)
    foe = put(st, custom("FOE", "Foe"), 1)
    st = bounce(st, foe)  # an opponent's character: not one of yours
    assert stat(st, merlin, "lore") == base
    st = bounce(st, pal)
    assert st.table.cards[pal].zone == "hand" and stat(st, merlin, "lore") == base + 1
    st = end_turn(st)
    assert stat(st, merlin, "lore") == base  # this turn only


def test_merlin_shapeshifter_not_for_a_card_returned_from_the_discard():
    # Lorcana 7.4.2: "from play" only (Nick Wilde returns a card from the discard)
    from engine.lorcana.characteristics import stat

    st = started()
    merlin = put(st, card("Merlin - Shapeshifter"), 0)
    base = stat(st, merlin, "lore")
    paw = put(st, custom("PAW", "Pawpsicle", card_type="Item"), 0, "discard")
    st, _ = play(st, "Nick Wilde - Wily Fox")
    st = choose(st, ["yes"])
    st = choose(st, [paw]) if st.pending else st
    assert st.table.cards[paw].zone == "hand" and stat(st, merlin, "lore") == base


def test_maleficents_staff_gains_1_lore_when_an_opposing_card_returns_to_hand():
    # Lorcana 7.4.2: an opponent's character returned from play; your own doesn't count
    st = started()
    put(st, card("Maleficent's Staff"), 0)
    foe = put(st, custom("FOE", "Foe"), 1)
    mine = put(st, custom("MINE", "Mine"), 0)
    st = bounce(st, mine)
    assert st.lore[0] == 0
    st = bounce(st, foe)
    assert st.table.cards[foe].zone == "hand" and st.lore[0] == 1


def test_maleficents_staff_of_the_opponent_does_not_count_your_own_returns():
    # Lorcana 7.4.2: the Staff watches its player's opponents' cards
    st = started()
    put(st, card("Maleficent's Staff"), 1)
    mine = put(st, custom("MINE", "Mine"), 0)
    st = bounce(st, mine)
    assert st.lore[1] == 1 and st.lore[0] == 0


def test_hidden_inkcaster_lets_you_ink_any_card_in_your_hand():
    # Lorcana 4.3.3.1: only a card with {C} can be put into the inkwell; the item gives every card in your hand {C}
    dry = custom("DRY", "Uninkable", inkable=False)
    st = started()
    uid = put(st, dry, 0, "hand")
    with pytest.raises(RulesError):
        act(st, "ink", uid=uid)
    put(st, card("Hidden Inkcaster"), 1)  # the opponent's: not for your hand
    with pytest.raises(RulesError):
        act(st, "ink", uid=uid)
    put(st, card("Hidden Inkcaster"), 0)
    st = act(st, "ink", uid=uid)
    assert st.table.cards[uid].zone == "inkwell"


# --- round 5, fifth batch: losing keywords, a discard paid with the action, discard either ------------


def test_maui_soaring_demigod_gets_1_lore_and_loses_reckless_when_heihei_quests():
    # Lorcana 10.5 (Reckless: can't quest) and 7.4.2 (a character of yours named HeiHei quests)
    from engine.lorcana.characteristics import has, stat

    st = started()
    maui = put(st, card("Maui - Soaring Demigod"), 0)
    other = put(st, custom("OTH", "Pua"), 0)
    with pytest.raises(RulesError):  # Reckless: he can't quest
        act(st, "quest", uid=maui)
    st = act(st, "quest", uid=other)  # not HeiHei: nothing
    assert has(st, maui, "Reckless")
    hei = put(st, custom("HEI", "HeiHei"), 0)
    st = act(st, "quest", uid=hei)
    assert (
        not has(st, maui, "Reckless") and stat(st, maui, "lore") == card("Maui - Soaring Demigod")["lore"] + 1
    )
    lore = st.lore[0]
    st = act(st, "quest", uid=maui)
    assert st.lore[0] == lore + card("Maui - Soaring Demigod")["lore"] + 1
    st = end_turn(st)
    assert has(st, maui, "Reckless") and stat(st, maui, "lore") == card("Maui - Soaring Demigod")["lore"]


def test_captain_hook_master_swordsman_peter_pan_loses_evasive():
    # Lorcana 10.4 (Evasive), 1.2.2 ("can't gain" beats the effect that gives it)
    from engine.lorcana.characteristics import has

    st = started()
    pan = put(st, custom("PAN", "Peter Pan", text="Evasive"), 1)
    mine = put(st, custom("PAN2", "Peter Pan", version="Mine"), 0)
    wendy = put(st, custom("WEN", "Wendy", text="Evasive"), 1)
    assert has(st, pan, "Evasive")
    put(st, card("Captain Hook - Master Swordsman"), 0)
    assert not has(st, pan, "Evasive") and has(st, wendy, "Evasive")
    from engine.lorcana.cards.compiler import compile_card

    gift = custom("GIFT", "Gift", "Chosen character gains Evasive this turn.", card_type="Action", cost=1)
    assert all(a.ok for a in compile_card(gift))
    ink_up(st, 0, 1)
    st = act(st, "play", uid=put(st, gift, 0, "hand"), mode="ink")
    st = choose(st, [mine])
    assert not has(st, mine, "Evasive")  # can't gain it either
    attacker = put(st, custom("ATT", "Smee", s=5), 0)
    st.table.cards[pan].tapped = True
    st = act(st, "challenge", uid=attacker, target=pan)  # no Evasive: a plain character may challenge him
    assert st.table.cards[pan].zone == "discard"


def test_the_queen_disguised_peddler_gains_the_discarded_characters_lore():
    # Lorcana 7.5.3.2 (the cost names the card) and 7.1.9 ("the discarded character")
    st = started()
    queen = put(st, card("The Queen - Disguised Peddler"), 0)
    big = put(st, custom("BIG", "Lore Lord", lore=3), 0, "hand")
    thing = put(st, custom("THING", "Thing", card_type="Item"), 0, "hand")
    with pytest.raises(RulesError):  # only a character card pays
        act(st, "activate", uid=queen, ability=0, pay=[thing])
    st = act(st, "activate", uid=queen, ability=0, pay=[big])
    assert st.table.cards[big].zone == "discard" and st.lore[0] == 3 and st.table.cards[queen].tapped


def test_the_queen_disguised_peddler_needs_a_character_card_in_hand():
    # Lorcana 7.5.3: an ability whose cost can't be paid can't be used
    from tests.lorcana.helpers import ENGINE

    st = started()
    queen = put(st, card("The Queen - Disguised Peddler"), 0)
    for u in list(st.table.zone(0, "hand")):
        st.table.move(u, "deck", player=0)
    put(st, custom("THING", "Thing", card_type="Item"), 0, "hand")
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "activate" and a.args.get("uid") == queen]


def test_lucifer_cunning_cat_opponent_discards_an_action_card():
    # Lorcana 1.2.4 (the opponent picks one of the two) and 8.3.4 (they choose the card)
    st = started()
    for u in list(st.table.zone(1, "hand")):
        st.table.move(u, "deck", player=1)
    deed = put(st, custom("DEED", "Deed", card_type="Action"), 1, "hand")
    a, b = (put(st, custom(f"K{i}", f"Keep {i}"), 1, "hand") for i in range(2))
    st, _ = play(st, "Lucifer - Cunning Cat")
    assert st.pending[0].player == 1 and st.pending[0].kind == "mode"
    st = choose(st, ["2"])
    assert ids(st) == {str(deed)}
    st = choose(st, [deed])
    assert not st.pending and sorted(st.table.zone(1, "hand")) == sorted([a, b])


def test_lucifer_cunning_cat_opponent_discards_two_cards():
    # Lorcana 1.2.4 and 8.3.4; without an action card only "2 cards" is possible (no question)
    st = started()
    for u in list(st.table.zone(1, "hand")):
        st.table.move(u, "deck", player=1)
    deed = put(st, custom("DEED", "Deed", card_type="Action"), 1, "hand")
    a, b = (put(st, custom(f"K{i}", f"Keep {i}"), 1, "hand") for i in range(2))
    st, _ = play(st, "Lucifer - Cunning Cat")
    st = choose(st, ["1"])
    st = choose(st, [a, deed])
    assert st.table.zone(1, "hand") == [b]
    st = started()
    for u in list(st.table.zone(1, "hand")):
        st.table.move(u, "deck", player=1)
    only = put(st, custom("K0", "Keep"), 1, "hand")
    st, _ = play(st, "Lucifer - Cunning Cat")
    assert st.pending[0].kind == "discard"  # no action card: no choice of way
    st = choose(st, [only])  # one card: as much as possible (1.2.3)
    assert not st.pending and st.table.zone(1, "hand") == []


def test_lucifer_cunning_cat_each_opponent_in_turn_order():
    # Lorcana 1.6.2: the opponents act in turn order
    st = started(players=3)
    st, _ = play(st, "Lucifer - Cunning Cat")
    assert st.pending[0].player == 1
    st = choose(st, [o.id for o in st.pending[0].options[:2]])
    assert st.pending[0].player == 2
    st = choose(st, [o.id for o in st.pending[0].options[:2]])
    assert not st.pending
    assert [len(st.table.zone(p, "hand")) for p in (1, 2)] == [5, 5]


# --- round 5, sixth batch -------------------------------------------------------------------------


def test_olympus_would_be_that_way_adds_3_strength_only_against_locations():
    # Lorcana 4.3.6.13 (challenge damage = {S}), 7.6.3 (only characters in play when it resolved), "this turn"
    st = started()
    hero = put(st, custom("HERO", "Hero", s=2, w=9), 0)
    loc = put(st, custom("LOC", "Fort", card_type="Location", w=20, lore=1), 1)
    foe = put(st, custom("FOE", "Foe", s=0, w=20), 1, tapped=True)
    st, _ = play(st, "Olympus Would Be That Way")
    late = put(st, custom("LATE", "Late", s=2, w=9), 0)
    st = act(st, "challenge", uid=hero, target=loc)
    assert st.table.cards[loc].damage == 5
    st = act(st, "challenge", uid=late, target=loc)
    assert st.table.cards[loc].damage == 5 + 2  # played after it resolved
    other = put(st, custom("OTH", "Other", s=2, w=9), 0)
    st = end_turn(st)
    st = end_turn(st)
    st = act(st, "challenge", uid=hero, target=loc)
    assert st.table.cards[loc].damage == 7 + 2  # this turn only
    assert st.table.cards[foe].damage == 0 and st.table.cards[other].zone == "play"


def test_olympus_would_be_that_way_not_against_characters():
    # Lorcana 4.3.6.13: challenging a character deals the plain {S}
    st = started()
    hero = put(st, custom("HERO", "Hero", s=2, w=9), 0)
    foe = put(st, custom("FOE", "Foe", s=0, w=20), 1, tapped=True)
    st, _ = play(st, "Olympus Would Be That Way")
    st = act(st, "challenge", uid=hero, target=foe)
    assert st.table.cards[foe].damage == 2


def test_magica_de_spell_thieving_sorceress_returns_an_item_up_to_her_strength():
    # Lorcana 1.2.4 (the {S} as it resolves) and 7.1.9
    st = started()
    magica = put(st, card("Magica De Spell - Thieving Sorceress"), 0)
    cheap = put(st, custom("I3", "Lamp", card_type="Item", cost=3), 1)
    dear = put(st, custom("I4", "Crown", card_type="Item", cost=4), 1)
    mine = put(st, custom("I1", "Dime", card_type="Item", cost=1), 0)
    st = act(st, "activate", uid=magica, ability=0)
    assert ids(st) == {str(cheap), str(mine)}  # {S} 3: not the cost 4 item
    st = choose(st, [cheap])
    assert st.table.cards[cheap].zone == "hand" and st.table.cards[cheap].owner == 1
    assert st.table.cards[dear].zone == "play"


def test_magica_de_spell_thieving_sorceress_counts_her_current_strength():
    # Lorcana 1.2.4: a {S} bonus raises the most the item may cost
    from engine.core import Modifier

    st = started()
    magica = put(st, card("Magica De Spell - Thieving Sorceress"), 0)
    dear = put(st, custom("I4", "Crown", card_type="Item", cost=4), 1)
    st.modifiers.append(Modifier(magica, "strength", 1, "", "this_turn"))
    st = act(st, "activate", uid=magica, ability=0)
    st = choose(st, [dear])
    assert st.table.cards[dear].zone == "hand"


def test_it_calls_me_draws_then_shuffles_up_to_three_opposing_discards_into_their_deck():
    # Lorcana 4.2.3.1 (draw), 7.1.8 (up to 3), 1.2.4 (chosen opponent)
    st = started(players=3)
    junk = [put(st, custom(f"J{i}", f"Junk {i}"), 2, "discard") for i in range(4)]
    put(st, custom("X", "Other"), 1, "discard")
    hand = len(st.table.zone(0, "hand"))
    deck2 = len(st.table.zone(2, "deck"))
    st, _ = play(st, "It Calls Me")
    assert len(st.table.zone(0, "hand")) == hand + 1  # (play() put the action into the hand first) drew one
    assert st.pending[0].kind == "player"
    st = choose(st, ["2"])
    assert ids(st) == {str(u) for u in junk}
    st = choose(st, junk[:3])
    assert not st.pending
    assert [st.table.cards[u].zone for u in junk] == ["deck", "deck", "deck", "discard"]
    assert len(st.table.zone(2, "deck")) == deck2 + 3


def test_it_calls_me_may_choose_none():
    # Lorcana 7.1.8: "up to" allows zero
    st = started()
    junk = put(st, custom("J0", "Junk"), 1, "discard")
    st, _ = play(st, "It Calls Me")
    st = choose(st, [])
    assert not st.pending and st.table.cards[junk].zone == "discard"


@pytest.mark.parametrize("where", ["top", "bottom"])
def test_sisu_uniting_dragon_takes_dragons_until_a_miss(where: str):
    # Lorcana 7.1.10: each revealed card is seen by all; the miss goes on the top or the bottom
    st = started()
    sisu = put(st, card("Sisu - Uniting Dragon"), 0)
    miss = on_top(st, 0, custom("MISS", "Pua"))
    dragons = [
        on_top(st, 0, custom(f"D{i}", f"Dragon {i}", classifications=["Storyborn", "Dragon"]))
        for i in range(2)
    ]
    st = act(st, "quest", uid=sisu)
    assert all(st.table.cards[u].zone == "hand" for u in dragons)
    assert st.pending[0].kind == "top_or_bottom"
    st = choose(st, ["0" if where == "top" else "1"])
    assert not st.pending
    deck = st.table.zone(0, "deck")
    assert (deck[0] if where == "top" else deck[-1]) == miss


def test_sisu_uniting_dragon_a_dragon_item_is_not_a_character():
    # Lorcana 7.1.10: only Dragon character cards are taken
    st = started()
    sisu = put(st, card("Sisu - Uniting Dragon"), 0)
    egg = on_top(st, 0, custom("EGG", "Dragon Egg", card_type="Item"))
    st = act(st, "quest", uid=sisu)
    st = choose(st, ["0"])
    assert st.table.cards[egg].zone == "deck" and st.table.zone(0, "deck")[0] == egg


# --- round 5, seventh batch: look and take or play, same-name play, can't ready unless at a location ---


def diviner_tops(st, kinds_costs: list[tuple[str, int]]) -> list[int]:
    uids = [
        on_top(st, 0, custom(f"T{i}", f"Top {i}", card_type=k, cost=c))
        for i, (k, c) in enumerate(reversed(kinds_costs))
    ]
    return list(reversed(uids))


def test_the_queen_diviner_plays_a_cheap_item_for_free_exerted():
    # Lorcana 4.3.4.10 (free), 7.7.4 (enters exerted), 8.2.4 (the rest on the bottom in the chosen order)
    st = started()
    queen = put(st, card("The Queen - Diviner"), 0)
    item, char, act_, item2 = diviner_tops(st, [("Item", 3), ("Character", 1), ("Action", 1), ("Item", 5)])
    st = act(st, "activate", uid=queen, ability=0)
    assert ids(st) == {str(item), str(item2)}
    st = choose(st, [item])
    st = choose(st, ["yes"])
    assert st.table.cards[item].zone == "play" and st.table.cards[item].tapped
    st = choose(st, [act_])
    st = choose(st, [item2])
    assert not st.pending and st.table.zone(0, "deck")[-3:] == [act_, item2, char]


def test_the_queen_diviner_puts_a_cheap_item_into_hand_when_declining_to_play():
    # Lorcana 7.1.3: "may play it for free instead": declining keeps the first choice (hand)
    st = started()
    queen = put(st, card("The Queen - Diviner"), 0)
    item, *_ = diviner_tops(st, [("Item", 2), ("Character", 1), ("Character", 1), ("Character", 1)])
    st = act(st, "activate", uid=queen, ability=0)
    st = choose(st, [item])
    st = choose(st, ["no"])
    assert st.table.cards[item].zone == "hand"


def test_the_queen_diviner_an_expensive_item_only_goes_to_hand():
    # Lorcana 4.3.4.10: only an item costing 3 or less may be played instead
    st = started()
    queen = put(st, card("The Queen - Diviner"), 0)
    item, a, b, c = diviner_tops(st, [("Item", 4), ("Character", 1), ("Character", 1), ("Character", 1)])
    st = act(st, "activate", uid=queen, ability=0)
    st = choose(st, [item])
    assert st.table.cards[item].zone == "hand" and st.pending[0].kind == "look"  # no "play instead" question
    st = choose(st, [a])
    st = choose(st, [b])
    assert not st.pending and st.table.zone(0, "deck")[-3:] == [a, b, c]


def test_the_queen_diviner_may_take_nothing():
    # Lorcana 7.1.3 ("may reveal")
    st = started()
    queen = put(st, card("The Queen - Diviner"), 0)
    top4 = diviner_tops(st, [("Item", 1), ("Character", 1), ("Character", 1), ("Character", 1)])
    st = act(st, "activate", uid=queen, ability=0)
    st = choose(st, [])
    st = choose(st, [top4[0]])
    st = choose(st, [top4[1]])
    st = choose(st, [top4[2]])
    assert not st.pending and all(st.table.cards[u].zone == "deck" for u in top4)
    assert st.table.zone(0, "deck")[-4:] == top4


def test_hades_double_dealer_plays_a_namesake_of_the_banished_character_for_free():
    # Lorcana 7.5.3.2 (the cost names the banished character) and 4.3.4.10
    st = started()
    hades = put(st, card("Hades - Double Dealer"), 0)
    old = put(st, custom("H1", "Hercules", version="Old", cost=2), 0)
    new = put(st, custom("H2", "Hercules", version="New", cost=8), 0, "hand")
    other = put(st, custom("ME", "Meg", cost=1), 0, "hand")
    with pytest.raises(RulesError):  # Lorcana 7.5.3.2: one of your *other* characters
        act(st, "activate", uid=hades, ability=0, pay=[hades])
    st = act(st, "activate", uid=hades, ability=0, pay=[old])
    assert st.table.cards[old].zone == "discard"
    assert ids(st) == {str(new)}  # not Meg
    st = choose(st, [new])
    assert st.table.cards[new].zone == "play" and st.table.cards[other].zone == "hand"
    assert sum(st.table.cards[u].tapped for u in st.table.zone(0, "inkwell")) == 0


def test_hades_double_dealer_without_a_namesake_only_banishes():
    # Lorcana 1.2.3: nothing to play
    st = started()
    hades = put(st, card("Hades - Double Dealer"), 0)
    old = put(st, custom("H1", "Hercules", version="Old", cost=2), 0)
    st = act(st, "activate", uid=hades, ability=0, pay=[old])
    assert not st.pending and st.table.cards[old].zone == "discard"


def test_pepa_madrigal_exerted_character_stays_exerted_unless_at_a_location():
    # Lorcana 4.2.1.1: "can't ready" keeps it exerted in its player's Ready step; at a location it readies
    st = started()
    foe = put(st, custom("FOE", "Foe"), 1)
    camper = put(st, custom("CAMP", "Camper"), 1)
    loc = put(st, custom("LOC", "Casita", card_type="Location", w=9, lore=1), 1)
    st, _ = play(st, "Pepa Madrigal - Weather Maker")
    st = choose(st, ["yes"])
    st = choose(st, [foe])
    assert st.table.cards[foe].tapped
    st = end_turn(st)
    assert st.active == 1 and st.table.cards[foe].tapped  # its next turn: not readied
    st = end_turn(st)
    st = end_turn(st)
    assert st.active == 1 and not st.table.cards[foe].tapped  # only that one turn
    st = started()
    camper = put(st, custom("CAMP", "Camper"), 1)
    loc = put(st, custom("LOC", "Casita", card_type="Location", w=9, lore=1), 1)
    st.table.cards[camper].flags["at"] = loc
    st, _ = play(st, "Pepa Madrigal - Weather Maker")
    st = choose(st, ["yes"])
    st = choose(st, [camper])
    st = end_turn(st)
    assert not st.table.cards[camper].tapped  # at a location: it readies


def test_pepa_madrigal_may_decline():
    # Lorcana 7.1.3
    st = started()
    foe = put(st, custom("FOE", "Foe"), 1)
    st, _ = play(st, "Pepa Madrigal - Weather Maker")
    st = choose(st, ["no"])
    assert not st.pending and not st.table.cards[foe].tapped


# --- round 5, eighth batch: cost per character here, discard for damage, moving from a location ---------


def spent(st) -> int:
    return sum(st.table.cards[u].tapped for u in st.table.zone(0, "inkwell"))


def deed(st, key: str, cost: int = 3) -> int:
    return put(st, custom(key, f"Deed {key}", "Draw a card.", card_type="Action", cost=cost), 0, "hand")


def test_owl_island_first_action_costs_1_less_per_character_here():
    # Lorcana 4.3.4.5 (cost decreases) and 4.3.7 (characters at a location): only the first action each turn
    st = started()
    owl = put(st, card("Owl Island - Secluded Entrance"), 0)
    for i in range(2):
        u = put(st, custom(f"S{i}", f"Student {i}"), 0)
        st.table.cards[u].flags["at"] = owl
    put(st, custom("AWAY", "Away"), 0)  # not here: doesn't count
    ink_up(st, 0, 10)
    st = act(st, "play", uid=deed(st, "D1"), mode="ink")
    assert spent(st) == 1  # 3 - 2
    st = act(st, "play", uid=deed(st, "D2"), mode="ink")
    assert spent(st) == 1 + 3  # the second action: full cost
    hero = put(st, custom("HERO", "Hero", cost=2), 0, "hand")
    st = act(st, "play", uid=hero, mode="ink")
    assert spent(st) == 4 + 2  # not an action


def test_owl_island_no_reduction_with_nobody_here_or_for_the_opponent():
    # Lorcana 4.3.4.5: "for each character you have here": none, none less; the opponent's island doesn't help
    st = started()
    put(st, card("Owl Island - Secluded Entrance"), 0)
    ink_up(st, 0, 5)
    st = act(st, "play", uid=deed(st, "D1"), mode="ink")
    assert spent(st) == 3
    st = started()
    owl = put(st, card("Owl Island - Secluded Entrance"), 1)
    u = put(st, custom("S0", "Student"), 1)
    st.table.cards[u].flags["at"] = owl
    ink_up(st, 0, 5)
    st = act(st, "play", uid=deed(st, "D1"), mode="ink")
    assert spent(st) == 3


@pytest.mark.parametrize("pirate", [True, False])
def test_kakamora_pirate_chief_draws_then_discards_to_deal_damage(pirate: bool):
    # Lorcana 7.1.2.2 ([A] to [B]) and 7.7.2 ("deal 3 damage instead" when the discarded card is a Pirate character)
    st = started()
    chief = put(st, card("Kakamora - Pirate Chief"), 0)
    fodder = put(
        st,
        custom("FOD", "Kakamora", classifications=["Storyborn", "Pirate"] if pirate else ["Storyborn"]),
        0,
        "hand",
    )
    foe = put(st, custom("FOE", "Foe", w=9), 1)
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "quest", uid=chief)
    st = choose(st, ["yes"])
    assert len(st.table.zone(0, "hand")) == hand + 1 and st.pending[0].kind == "discard"
    st = choose(st, [fodder])
    st = choose(st, [foe])
    assert not st.pending and st.table.cards[fodder].zone == "discard"
    assert st.table.cards[foe].damage == (3 if pirate else 1)


def test_kakamora_pirate_chief_may_decline_the_whole_sentence():
    # Lorcana 7.1.3: "you may" covers the sentence: no draw, no discard
    st = started()
    chief = put(st, card("Kakamora - Pirate Chief"), 0)
    foe = put(st, custom("FOE", "Foe", w=9), 1)
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "quest", uid=chief)
    st = choose(st, ["no"])
    assert not st.pending and len(st.table.zone(0, "hand")) == hand and st.table.cards[foe].damage == 0


def test_kakamora_pirate_chief_can_hit_a_location():
    # Lorcana 7.1.9: "chosen character or location"
    st = started()
    chief = put(st, card("Kakamora - Pirate Chief"), 0)
    loc = put(st, custom("LOC", "Motunui", card_type="Location", w=9, lore=1), 1)
    st = act(st, "quest", uid=chief)
    st = choose(st, ["yes"])
    st = choose(st, [st.pending[0].options[0].id])
    st = choose(st, [loc])
    assert st.table.cards[loc].damage in (1, 3)


def test_sugar_rush_speedway_moving_here_from_a_location():
    # Lorcana 4.3.7 (moving between locations) and 7.1.2.2 (banishing it is the cost of the lore and the draws)
    st = started()
    rush = put(st, card("Sugar Rush Speedway - Finish Line"), 0)
    start = put(st, custom("LOC", "Start Line", card_type="Location", w=9, lore=1, move_cost=0), 0)
    racer = put(st, custom("RAC", "Vanellope"), 0)
    st.table.cards[racer].flags["at"] = start
    ink_up(st, 0, card("Sugar Rush Speedway - Finish Line")["move_cost"])
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "move", uid=racer, location=rush)
    st = choose(st, ["yes"])
    assert (
        st.table.cards[rush].zone == "discard"
        and st.lore[0] == 3
        and len(st.table.zone(0, "hand")) == hand + 3
    )


def test_sugar_rush_speedway_not_when_the_character_came_from_nowhere():
    # Lorcana 7.4.2: "from a location": a move from no location doesn't trigger it; "may": declining keeps it
    st = started()
    rush = put(st, card("Sugar Rush Speedway - Finish Line"), 0)
    racer = put(st, custom("RAC", "Vanellope"), 0)
    ink_up(st, 0, card("Sugar Rush Speedway - Finish Line")["move_cost"])
    st = act(st, "move", uid=racer, location=rush)
    assert not st.pending and st.table.cards[rush].zone == "play" and st.lore[0] == 0
    st = started()
    rush = put(st, card("Sugar Rush Speedway - Finish Line"), 0)
    start = put(st, custom("LOC", "Start Line", card_type="Location", w=9, lore=1), 0)
    racer = put(st, custom("RAC", "Vanellope"), 0)
    st.table.cards[racer].flags["at"] = start
    ink_up(st, 0, card("Sugar Rush Speedway - Finish Line")["move_cost"])
    st = act(st, "move", uid=racer, location=rush)
    st = choose(st, ["no"])
    assert not st.pending and st.table.cards[rush].zone == "play" and st.lore[0] == 0


def test_isabela_madrigal_quests_for_4_lore_when_first():
    # Lorcana 4.3.5.8 (lore equal to {L}) with the static of 7.6: no other character quested yet this turn
    from engine.lorcana.characteristics import stat

    st = started()
    isa = put(st, card("Isabela Madrigal - Golden Child"), 0)
    assert stat(st, isa, "lore") == 1 + 3
    st = act(st, "quest", uid=isa)
    assert st.lore[0] == 4
    assert stat(st, isa, "lore") == 4  # her own quest doesn't count ("other")


def test_isabela_madrigal_only_1_lore_after_another_character_quested():
    # Lorcana 7.6: the condition fails once another character has quested this turn
    from engine.lorcana.characteristics import stat

    st = started()
    isa = put(st, card("Isabela Madrigal - Golden Child"), 0)
    pal = put(st, custom("PAL", "Mirabel", lore=1), 0)
    st = act(st, "quest", uid=pal)
    assert stat(st, isa, "lore") == 1
    st = act(st, "quest", uid=isa)
    assert st.lore[0] == 1 + 1


def test_isabela_madrigal_no_bonus_during_the_opponents_turn():
    # Lorcana 7.6: "during your turn"
    from engine.lorcana.characteristics import stat

    st = started()
    isa = put(st, card("Isabela Madrigal - Golden Child"), 0)
    st = end_turn(st)
    assert stat(st, isa, "lore") == 1
    st = end_turn(st)
    assert stat(st, isa, "lore") == 4  # a new turn of yours: nobody has quested yet


def test_genie_wonderful_trickster_draws_whenever_you_play_a_card():
    # Lorcana 7.4.2: a card you play (any type) triggers it; the opponent's plays don't ("you")
    st = started()
    put(st, card("Genie - Wonderful Trickster"), 0)
    ink_up(st, 0, 3)
    hand = len(st.table.zone(0, "hand"))
    item = put(st, custom("ITEM", "Lamp", card_type="Item", cost=1), 0, "hand")
    st = act(st, "play", uid=item, mode="ink")
    assert len(st.table.zone(0, "hand")) == hand + 1  # the item left, a card was drawn
    hero = put(st, custom("HERO", "Abu", cost=1), 0, "hand")
    st = act(st, "play", uid=hero, mode="ink")
    assert len(st.table.zone(0, "hand")) == hand + 2


def test_genie_wonderful_trickster_puts_the_hand_on_the_bottom_at_the_end_of_your_turn():
    # Lorcana 4.4.1 (end of turn triggers) and 8.2.4 (the bottom, in the order the player chooses)
    st = started()
    put(st, card("Genie - Wonderful Trickster"), 0)
    hand = list(st.table.zone(0, "hand"))
    st = act(st, "end_turn", 0)
    assert st.pending[0].player == 0 and st.pending[0].kind == "look"
    order = list(reversed(hand))
    st = choose(st, order)
    assert st.table.zone(0, "hand") == []
    assert st.table.zone(0, "deck")[-len(hand) :] == order
    assert st.active == 1


def test_genie_wonderful_trickster_not_at_the_end_of_the_opponents_turn():
    # Lorcana 4.4.1: "at the end of your turn" only
    st = started()
    put(st, card("Genie - Wonderful Trickster"), 1)
    hand = len(st.table.zone(1, "hand"))
    st = act(st, "end_turn", 0)
    assert not st.pending and len(st.table.zone(1, "hand")) == hand + 1  # P2's draw step only


def test_bibbidi_bobbidi_boo_returns_a_character_to_play_one_of_the_same_cost_or_less():
    # Lorcana 7.1.2.2 ([A] to [B]), 7.1.9 (the returned card's cost) and 4.3.4.10 (for free)
    st = started()
    pumpkin = put(st, custom("PUMP", "Pumpkin", cost=3), 0)
    coach = put(st, custom("COACH", "Coach", cost=3), 0, "hand")
    giant = put(st, custom("GIANT", "Giant", cost=5), 0, "hand")
    wand = put(st, custom("WAND", "Wand", card_type="Item", cost=1), 0, "hand")
    foe = put(st, custom("FOE", "Foe", cost=1), 1)
    st, _ = play(st, "Bibbidi Bobbidi Boo")
    assert str(foe) not in ids(st)  # a character of yours
    st = choose(st, [pumpkin])
    assert st.table.cards[pumpkin].zone == "hand"
    assert ids(st) == {str(pumpkin), str(coach)}  # cost 3 or less, characters only
    st = choose(st, [coach])
    assert not st.pending and st.table.cards[coach].zone == "play"
    assert st.table.cards[giant].zone == "hand" and st.table.cards[wand].zone == "hand"
    assert spent(st) == 3  # only the action's own cost


def test_bibbidi_bobbidi_boo_without_a_character_of_yours_does_nothing():
    # Lorcana 7.1.2.2: the cost can't be paid, so nothing is played
    st = started()
    coach = put(st, custom("COACH", "Coach", cost=1), 0, "hand")
    st, _ = play(st, "Bibbidi Bobbidi Boo")
    assert not st.pending and st.table.cards[coach].zone == "hand"


def test_madam_mim_purple_dragon_with_one_other_character_returns_it():
    # Lorcana 1.2.3: as much as possible: the one other character is returned, she stays
    st = started()
    pal = put(st, custom("P0", "Pal"), 0)
    st, uid = play(st, "Madam Mim - Purple Dragon")
    st = choose(st, ["1"])
    st = choose(st, [pal])
    assert not st.pending and st.table.cards[pal].zone == "hand" and st.table.cards[uid].zone == "play"


@pytest.mark.parametrize(
    "strength,text,gain",
    [(2, "", 0), (3, "", 1), (5, "", 1), (6, "", 3), (2, "Challenger +1", 1), (4, "Challenger +2", 3)],
)
def test_snuggly_duckling_lore_by_the_challengers_strength(strength: int, text: str, gain: int):
    # Lorcana 7.4.2 (a character here challenges), 10.3 (Challenger: +N {S} while challenging), 7.7.2 ("instead")
    st = started()
    pub = put(st, card("Snuggly Duckling - Disreputable Pub"), 0)
    thug = put(st, custom("THUG", "Thug", text, s=strength, w=9), 0)
    st.table.cards[thug].flags["at"] = pub
    foe = put(st, custom("FOE", "Foe", s=0, w=20), 1, tapped=True)
    st = act(st, "challenge", uid=thug, target=foe)
    assert not st.pending and st.lore[0] == gain


def test_snuggly_duckling_not_for_a_character_elsewhere_or_a_location_challenged():
    # Lorcana 4.3.7 ("while here") and 7.4.2 ("challenges another character": not a location)
    st = started()
    put(st, card("Snuggly Duckling - Disreputable Pub"), 0)
    away = put(st, custom("AWAY", "Away", s=6, w=9), 0)
    foe = put(st, custom("FOE", "Foe", s=0, w=20), 1, tapped=True)
    st = act(st, "challenge", uid=away, target=foe)
    assert st.lore[0] == 0
    st = started()
    pub = put(st, card("Snuggly Duckling - Disreputable Pub"), 0)
    thug = put(st, custom("THUG", "Thug", s=6, w=9), 0)
    st.table.cards[thug].flags["at"] = pub
    fort = put(st, custom("FORT", "Fort", card_type="Location", w=20, lore=0), 1)
    st = act(st, "challenge", uid=thug, target=fort)
    assert st.lore[0] == 0


def lucifer_against(st, hands: dict[int, list[str]]):
    """Give the opponents the named hands (custom card types), then play Lucifer."""
    for p, kinds in hands.items():
        for u in list(st.table.zone(p, "hand")):
            st.table.move(u, "deck", player=p)
        for i, k in enumerate(kinds):
            put(st, custom(f"H{p}{i}", f"Card {p}{i}", card_type=k), p, "hand")
    return play(st, "Lucifer - Cunning Cat")[0]


def test_prince_john_draws_one_card_per_card_an_opponent_discards():
    # Lorcana 7.4.2: one trigger for the batch ("1 or more cards"), "for each card discarded": 2 draws
    st = started()
    put(st, card("Prince John - Greediest of All"), 0)
    st = lucifer_against(st, {1: ["Character", "Character", "Character"]})
    st = choose(st, [o.id for o in st.pending[0].options[:2]])  # P2 discards 2 (no action card: no mode)
    hand = len(st.table.zone(0, "hand"))
    assert st.pending[0].player == 0 and st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert not st.pending and len(st.table.zone(0, "hand")) == hand + 2


def test_prince_john_one_card_discarded_one_draw_and_may_decline():
    # Lorcana 7.1.3 ("may") and the count of the batch
    st = started()
    put(st, card("Prince John - Greediest of All"), 0)
    st = lucifer_against(st, {1: ["Action", "Character"]})
    st = choose(st, ["2"])  # the action card
    st = choose(st, [st.pending[0].options[0].id])
    hand = len(st.table.zone(0, "hand"))
    st = choose(st, ["yes"])
    assert len(st.table.zone(0, "hand")) == hand + 1
    st = started()
    put(st, card("Prince John - Greediest of All"), 0)
    st = lucifer_against(st, {1: ["Action", "Character"]})
    st = choose(st, ["2"])
    st = choose(st, [st.pending[0].options[0].id])
    hand = len(st.table.zone(0, "hand"))
    st = choose(st, ["no"])
    assert not st.pending and len(st.table.zone(0, "hand")) == hand


def test_prince_john_each_opponent_is_its_own_batch_and_your_own_discards_dont_count():
    # Lorcana 1.6.2 and 7.4.2: each opponent's discard triggers separately; "your opponent" only
    st = started(players=3)
    put(st, card("Prince John - Greediest of All"), 0)
    st = lucifer_against(st, {1: ["Character", "Character"], 2: ["Character"]})
    st = choose(st, [o.id for o in st.pending[0].options])  # P2: 2 cards
    st = choose(st, [o.id for o in st.pending[0].options])  # P3: its only card
    hand = len(st.table.zone(0, "hand"))
    while st.pending and st.pending[0].kind == "bag":
        st = choose(st, [st.pending[0].options[0].id])
    st = choose(st, ["yes"])
    st = choose(st, ["yes"])
    assert not st.pending and len(st.table.zone(0, "hand")) == hand + 3
    st = started()
    put(st, card("Prince John - Greediest of All"), 0)
    st, _ = play(st, "Megara - Captivating Cynic")
    st = choose(st, ["1"])
    st = choose(st, [st.pending[0].options[0].id])
    assert not st.pending  # your own discard: no trigger


def test_morph_space_goo_any_shift_by_name_fits_him():
    # Lorcana 10.8.1: Shift goes on top of a character with the same name; Morph counts as having any name
    st = started()
    morph = put(st, card("Morph - Space Goo"), 0)
    blob = put(st, custom("BLOB", "Blob"), 0)
    stitch = put(st, custom("STI", "Stitch", "Shift 2", cost=5), 0, "hand")
    ink_up(st, 0, 2)
    with pytest.raises(RulesError):  # Lorcana 10.8.1: not onto a character with another name
        act(st, "play", uid=stitch, mode="shift", onto=blob)
    st = act(st, "play", uid=stitch, mode="shift", onto=morph)
    assert st.table.cards[stitch].zone == "play" and st.table.cards[morph].zone == "under"
    assert sum(st.table.cards[u].tapped for u in st.table.zone(0, "inkwell")) == 2


def test_morph_space_goo_only_fits_his_players_shifts():
    # Lorcana 10.8.1: Shift goes on top of one of *your* characters
    st = started()
    morph = put(st, card("Morph - Space Goo"), 1)
    stitch = put(st, custom("STI", "Stitch", "Shift 2", cost=5), 0, "hand")
    ink_up(st, 0, 2)
    with pytest.raises(RulesError):
        act(st, "play", uid=stitch, mode="shift", onto=morph)


def test_morph_space_goo_is_not_of_every_classification():
    # Lorcana 10.8.1 / 6.2.4: "any name" doesn't give him a classification ("Puppy Shift" wants a Puppy)
    from engine.lorcana.cards.compiler import compile_card

    pup = custom("PUP", "Rolly", "Puppy Shift 2", cost=5, classifications=["Storyborn", "Puppy"])
    assert all(a.ok for a in compile_card(pup))
    st = started()
    morph = put(st, card("Morph - Space Goo"), 0)
    uid = put(st, pup, 0, "hand")
    ink_up(st, 0, 2)
    with pytest.raises(RulesError):
        act(st, "play", uid=uid, mode="shift", onto=morph)
    other = put(st, custom("DOG", "Lucky", classifications=["Storyborn", "Puppy"]), 0)
    st = act(st, "play", uid=uid, mode="shift", onto=other)  # the rule itself works for a Puppy
    assert st.table.cards[uid].zone == "play"
