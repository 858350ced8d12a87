"""Issue 16, tail round 6 for sets 1, 5, 7, 8, 9 and 12: per-card scripts (engine/lorcana/cards/scripts/
set01.toml, set05.toml, set09.toml …) played from the real card data in engine games; every clause
is checked, including its "may", its "up to", its condition and the case where nothing matches."""

from __future__ import annotations

from functools import lru_cache

import pytest

from engine.core.rules import RulesError
from engine.lorcana.cards import compiler
from engine.lorcana.cards.importers import import_cards
from engine.lorcana.characteristics import has, stat
from engine.lorcana.rules import R
from engine.lorcana.zones import banish
from tests.lorcana.helpers import FILLER, act, choose, custom, end_turn, ink_up, put, started
from tests.lorcana.real import registry_cards

SCRIPTED = {
    1: ["Magic Broom - Bucket Brigade", "Fishbone Quill"],
    5: [
        "Prince John's Mirror",
        "Maleficent - Formidable Queen",
        "We Know the Way",
        "Pride Lands - Jungle Oasis",
    ],
    7: [
        "Archimedes - Exceptional Owl",
        "Te Kā - Elemental Terror",
        "The Glass Slipper",
        "The Family Madrigal",
        "The Queen - Jealous Beauty",
    ],
    8: [
        "Television Set",
        "Fred - Giant-Sized",
        "Alma Madrigal - Accepting Grandmother",
        "Fantastical and Magical",
        "Everybody's Got a Weakness",
    ],
    9: [
        "Circle of Life",
        "Max Goof - Chart Topper",
        "Powerline - World's Greatest Rock Star",
        "Ursula - Voice Stealer",
        "The Magic Feather",
        "I2I",
    ],
    12: ["Fergus - Outpost Builder"],
}
BY_ID = {"9-166": 9, "9-129": 9, "5-67": 5}  # reprints whose wording differs from the first printing


def card(full_name: str) -> dict:
    data = registry_cards()[full_name]
    assert compiler.is_automated(data), full_name
    return dict(data)


@lru_cache(maxsize=1)
def _by_id() -> dict[str, dict]:
    return {rec.data["id"]: rec.data for rec in import_cards(None).cards}


def printing(card_id: str) -> dict:
    """One printing's data, by id (a reprint whose text differs from the first printing's)."""
    data = _by_id()[card_id]
    assert compiler.is_automated(data), card_id
    return dict(data)


def _scripted_here(data: dict, number: int) -> bool:
    return any(
        a.source == "script" and a.detail.startswith(f"scripts/set{number:02d}.toml")
        for a in compiler.compile_card(data)
    )


@pytest.mark.parametrize("number,name", [(n, c) for n, cards in SCRIPTED.items() for c in cards])
def test_script_applies_to_its_card(number: int, name: str):
    assert _scripted_here(card(name), number)


@pytest.mark.parametrize("card_id,number", list(BY_ID.items()))
def test_script_applies_to_its_printing(card_id: str, number: int):
    assert _scripted_here(printing(card_id), number)


def ids(st) -> set[str]:
    return {o.id for o in st.pending[0].options}


def play(st, data: dict, player: int = 0):
    """Ink up and play a card from the hand; returns (state, uid)."""
    ink_up(st, player, data["cost"])
    uid = put(st, data, player, "hand")
    return act(st, "play", player, uid=uid, mode="ink"), uid


def song(cid: str, cost: int, text: str = "Draw a card.") -> dict:
    """A song (by default "Draw a card.": an action with an effect resolves, 7.1.6)."""
    return custom(cid, f"Song {cid}", text, card_type="Action", subtypes=["Song"], cost=cost)


def ready_ink(st, p: int) -> int:
    return sum(1 for u in st.table.zone(p, "inkwell") if not st.table.cards[u].tapped)


# --- set 1 ----------------------------------------------------------------------------------------


def test_magic_broom_bucket_brigade_shuffles_a_card_of_any_discard_into_its_players_deck():
    # Lorcana 7.1.3 (may: up to 1, none allowed); the card goes into its owner's deck, then shuffled
    st = started()
    theirs = put(st, custom("D1", "Their Card"), 1, "discard")
    mine = put(st, custom("D2", "My Card"), 0, "discard")
    deck1 = len(st.table.zone(1, "deck"))
    st, _ = play(st, card("Magic Broom - Bucket Brigade"))
    assert ids(st) == {"0", "1"}  # any player's discard
    st = choose(st, [1])
    assert ids(st) == {str(theirs)}
    st = choose(st, [theirs])
    assert st.table.cards[theirs].zone == "deck" and len(st.table.zone(1, "deck")) == deck1 + 1
    assert st.table.cards[mine].zone == "discard" and not st.pending


def test_magic_broom_may_shuffle_nothing():
    # Lorcana 7.1.3: "may": choosing no card leaves the discard as it was
    st = started()
    mine = put(st, custom("D2", "My Card"), 0, "discard")
    st, _ = play(st, card("Magic Broom - Bucket Brigade"))
    st = choose(st, [0])
    assert ids(st) == {str(mine)}
    st = choose(st, [])
    assert st.table.cards[mine].zone == "discard" and not st.pending


def test_fishbone_quill_puts_any_hand_card_into_the_inkwell_ready():
    # Lorcana 8.5.6 (an effect puts it there: no inkable symbol needed), 8.5.2 (facedown only: ready)
    st = started()
    quill = put(st, card("Fishbone Quill"), 0)
    uninkable = put(st, custom("U1", "Uninkable", inkable=False), 0, "hand")
    before = ready_ink(st, 0)
    st = act(st, "activate", uid=quill, ability=0)
    assert str(uninkable) in ids(st)
    st = choose(st, [uninkable])
    assert st.table.cards[uninkable].zone == "inkwell" and not st.table.cards[uninkable].tapped
    assert ready_ink(st, 0) == before + 1 and st.table.cards[quill].tapped
    with pytest.raises(RulesError):  # {E} is its cost: exerted, it can't be used again (5.1.1)
        act(st, "activate", uid=quill, ability=0)


# --- set 5 ----------------------------------------------------------------------------------------


def test_elsas_ice_palace_set5_keeps_the_chosen_exerted_character_from_readying_while_in_play():
    # Lorcana 7.8.1.1: the effect lasts while the location is in play
    data = printing("5-67")
    st = started()
    foe = put(st, custom("F1", "Foe"), 1, tapped=True)
    ready_foe = put(st, custom("F2", "Ready Foe"), 1)
    st, palace = play(st, data)
    assert str(ready_foe) not in ids(st)  # an exerted character only
    st = choose(st, [foe])
    st = end_turn(st)
    assert st.table.cards[foe].tapped  # P2's Ready step: it stays exerted
    st = end_turn(st)
    banish(st, [palace], R("1.9.1.3"), [])  # the palace leaves play: its effect ends (7.8.1.1)
    st = end_turn(st)
    assert not st.table.cards[foe].tapped


def test_prince_johns_mirror_makes_the_opponent_discard_down_to_three_at_their_turn_end():
    # Lorcana 7.4.4 (checked as it resolves), 8.3.4 (they choose what they discard)
    st = started()
    mirror = put(st, card("Prince John's Mirror"), 0)
    st = end_turn(st)  # my own turn's end: nothing
    assert st.table.cards[mirror].zone == "play" and st.active == 1
    hand = list(st.table.zone(1, "hand"))
    assert len(hand) > 3
    st = act(st, "end_turn", 1)
    assert st.pending[0].player == 1 and st.pending[0].min == len(hand) - 3
    keep = hand[:3]
    st = choose(st, [u for u in hand if u not in keep])
    assert sorted(st.table.zone(1, "hand")) == sorted(keep)


def test_prince_johns_mirror_leaves_a_small_hand_alone():
    # Lorcana 7.4.4: 3 cards or fewer: no discard (and no drawing either)
    st = started()
    put(st, card("Prince John's Mirror"), 0)
    st = end_turn(st)
    for u in list(st.table.zone(1, "hand"))[2:]:
        st.table.move(u, "deck", player=1)
    st = act(st, "end_turn", 1)
    assert len(st.table.zone(1, "hand")) == 2 and not (st.pending and st.pending[0].player == 1)


def test_prince_johns_mirror_costs_less_with_prince_john():
    # Lorcana 4.3.4.5: the printed condition lowers the cost by 1
    st = started()
    put(st, custom("PJ", "Prince John"), 0)
    mirror = card("Prince John's Mirror")
    ink_up(st, 0, mirror["cost"] - 1)
    uid = put(st, mirror, 0, "hand")
    st = act(st, "play", uid=uid, mode="ink")
    assert st.table.cards[uid].zone == "play"


def test_maleficent_formidable_queen_returns_one_cheap_opposing_card_per_maleficent():
    # Lorcana 1.2.4 (chosen), counted as it resolves: she and one other Maleficent make 2 (a shifted stack is one)
    st = started()
    put(st, custom("MAL2", "Maleficent", version="Other"), 0)
    cheap_char = put(st, custom("F1", "Foe", cost=3), 1)
    cheap_item = put(st, custom("F2", "Trinket", card_type="Item", cost=1), 1)
    cheap_loc = put(st, custom("F3", "Spot", card_type="Location", cost=2, w=5), 1)
    dear = put(st, custom("F4", "Big Foe", cost=4), 1)
    mine = put(st, custom("M1", "Mine", cost=1), 0)
    st, _ = play(st, card("Maleficent - Formidable Queen"))
    assert ids(st) == {str(cheap_char), str(cheap_item), str(cheap_loc)}  # opposing, cost 3 or less
    assert (st.pending[0].min, st.pending[0].max) == (2, 2)
    st = choose(st, [cheap_char, cheap_loc])
    assert st.table.cards[cheap_char].zone == "hand" and st.table.cards[cheap_loc].zone == "hand"
    assert st.table.cards[cheap_item].zone == "play" and st.table.cards[dear].zone == "play"
    assert st.table.cards[mine].zone == "play"


def test_maleficent_formidable_queen_alone_returns_one():
    # only herself in play: 1 card
    st = started()
    a = put(st, custom("F1", "Foe", cost=3), 1)
    b = put(st, custom("F2", "Foe 2", cost=2), 1)
    st, _ = play(st, card("Maleficent - Formidable Queen"))
    assert (st.pending[0].min, st.pending[0].max) == (1, 1)
    st = choose(st, [b])
    assert st.table.cards[b].zone == "hand" and st.table.cards[a].zone == "play"


def test_we_know_the_way_plays_a_same_named_top_card_for_free():
    # Lorcana 6.2.4 (same name), 4.3.4.10 (free), 7.1.3 (may); the deck holds only copies of the chosen card's name
    st = started()
    chosen = put(st, FILLER, 0, "discard")
    other = put(st, custom("OTH", "Other"), 0, "discard")
    deck = len(st.table.zone(0, "deck"))
    st, _ = play(st, card("We Know the Way"))
    assert ids(st) == {str(chosen), str(other)}  # any card of your discard
    st = choose(st, [chosen])
    assert st.table.cards[chosen].zone == "deck" and len(st.table.zone(0, "deck")) == deck + 1
    top = st.table.top(0, "deck", 1)[0]
    assert ids(st) == {"yes", "no"}
    st = choose(st, ["yes"])
    assert st.table.cards[top].zone == "play" and ready_ink(st, 0) == 0  # played for free


def test_we_know_the_way_kept_same_name_stays_on_top():
    # Lorcana 7.1.3: declining leaves the card where it is ("otherwise" is for another name)
    st = started()
    put(st, FILLER, 0, "discard")
    st, _ = play(st, card("We Know the Way"))
    st = choose(st, [st.pending[0].options[0].id])
    top = st.table.top(0, "deck", 1)[0]
    st = choose(st, ["no"])
    assert st.table.top(0, "deck", 1)[0] == top and not st.pending


def test_we_know_the_way_puts_another_name_into_the_hand():
    # "Otherwise, put it into your hand"; 7.1.10 revealed
    st = started()
    unique = put(st, custom("UNQ", "Unique"), 0, "discard")
    hand = len(st.table.zone(0, "hand"))
    st, _ = play(st, card("We Know the Way"))
    st = choose(st, [unique])
    assert not st.pending and len(st.table.zone(0, "hand")) == hand + 1
    # the seeded shuffle put a Steel Sentinel on top: into the hand
    assert st.table.cards[unique].zone == "deck"


def test_pride_lands_with_three_characters_here_banishes_itself_to_play_from_discard():
    # Lorcana 2.2.0 6.1.13.5 ("While", outside the seed documents: an activated ability usable while its condition
    # holds), 4.3.4.10 (for free)
    st = started()
    lands = put(st, card("Pride Lands - Jungle Oasis"), 0)
    here = [put(st, custom(f"H{i}", f"Here {i}"), 0) for i in range(3)]
    big = put(st, custom("BIG", "Big", cost=8), 0, "discard")
    for u in here[:2]:
        st.table.cards[u].flags["at"] = lands
    with pytest.raises(RulesError, match=r"2\.2\.0 6\.1\.13\.5"):  # only 2 characters here
        act(st, "activate", uid=lands, ability=0)
    st.table.cards[here[2]].flags["at"] = lands
    st = act(st, "activate", uid=lands, ability=0)
    assert st.table.cards[lands].zone == "discard"
    if st.pending:
        assert ids(st) == {str(big)}
        st = choose(st, [big])
    assert st.table.cards[big].zone == "play" and ready_ink(st, 0) == 0


# --- set 7 ----------------------------------------------------------------------------------------


def test_archimedes_exceptional_owl_may_draw_when_an_opponent_chooses_him():
    # Lorcana 1.2.4 (chosen by an opponent's ability), 7.1.3 (may)
    st = started()
    owl = put(st, card("Archimedes - Exceptional Owl"), 0)
    st = end_turn(st)
    hand = len(st.table.zone(0, "hand"))
    ink_up(st, 1, 1)
    dart = put(
        st, custom("DRT", "Dart", "Deal 1 damage to chosen character.", card_type="Action", cost=1), 1, "hand"
    )
    st = act(st, "play", 1, uid=dart, mode="ink")
    st = choose(st, [owl])
    assert st.table.cards[owl].damage == 1
    assert st.pending and st.pending[0].player == 0 and ids(st) == {"yes", "no"}  # may (7.1.3)
    st = choose(st, ["yes"])
    assert len(st.table.zone(0, "hand")) == hand + 1
    # my own choice of him is no trigger
    st = started()
    owl = put(st, card("Archimedes - Exceptional Owl"), 0)
    hand = len(st.table.zone(0, "hand"))
    ink_up(st, 0, 1)
    mine = put(
        st, custom("DRT", "Dart", "Deal 1 damage to chosen character.", card_type="Action", cost=1), 0, "hand"
    )
    st = act(st, "play", 0, uid=mine, mode="ink")
    st = choose(st, [owl])
    assert not st.pending and len(st.table.zone(0, "hand")) == hand  # the Dart came and went


def test_te_ka_banishes_opposing_characters_exerted_during_your_turn_only():
    # Lorcana 7.4.4 (intervening "during your turn"), 7.1.9 ("them")
    st = started()
    put(st, card("Te Kā - Elemental Terror"), 0)
    foe = put(st, custom("F1", "Foe"), 1)
    ink_up(st, 0, 1)
    tap = put(
        st, custom("TAP", "Tap", "Exert chosen opposing character.", card_type="Action", cost=1), 0, "hand"
    )
    st = act(st, "play", 0, uid=tap, mode="ink")
    if st.pending:
        st = choose(st, [foe])
    while st.pending:
        st = choose(st, [st.pending[0].options[0].id])
    assert st.table.cards[foe].zone == "discard"
    # on the opponent's turn their questing character is exerted: no trigger
    st = started()
    put(st, card("Te Kā - Elemental Terror"), 0)
    foe = put(st, custom("F1", "Foe"), 1)
    st = end_turn(st)
    st = act(st, "quest", 1, uid=foe)
    assert st.table.cards[foe].zone == "play" and st.table.cards[foe].tapped


def test_the_glass_slipper_banishes_itself_and_exerts_a_prince_to_find_a_princess():
    # Lorcana 7.5.3.2 (both costs paid together), 4.3.8.2 (a dry ready Prince), 7.1.10 (revealed)
    st = started()
    princess = put(st, custom("PRS", "Aurora", classifications=["Storyborn", "Princess"]), 0, "deck")
    put(st, custom("HRO", "Hero", classifications=["Storyborn", "Hero"]), 0, "deck")
    slipper = put(st, card("The Glass Slipper"), 0)
    plain = put(st, custom("PLN", "Plain"), 0)
    prince = put(st, custom("PRC", "Eric", classifications=["Storyborn", "Prince"]), 0)
    with pytest.raises(RulesError):  # not a Prince
        act(st, "activate", uid=slipper, ability=1, pay=[plain])
    st = act(st, "activate", uid=slipper, ability=1, pay=[prince])
    assert st.table.cards[slipper].zone == "discard" and st.table.cards[prince].tapped
    if st.pending:
        assert str(princess) in ids(st) and len(ids(st)) == 1  # only a Princess character card
        st = choose(st, [princess])
    assert st.table.cards[princess].zone == "hand"


def test_the_glass_slipper_needs_a_ready_prince():
    # Lorcana 7.5.3: a cost that can't be paid: the ability can't be used
    st = started()
    slipper = put(st, card("The Glass Slipper"), 0)
    prince = put(st, custom("PRC", "Eric", classifications=["Storyborn", "Prince"]), 0, tapped=True)
    with pytest.raises(RulesError):
        act(st, "activate", uid=slipper, ability=1, pay=[prince])
    assert st.table.cards[slipper].zone == "play"


def test_the_family_madrigal_takes_up_to_one_madrigal_and_one_song_rest_on_top():
    # Lorcana 7.1.8 (up to 1 of each), 7.1.10 (looked at; the rest back on top in any order)
    st = started()
    cards = [
        custom("MAD", "Mirabel", classifications=["Storyborn", "Madrigal"]),
        song("SNG", 2),
        custom("OTH", "Other"),
        custom("MD2", "Bruno", classifications=["Storyborn", "Madrigal"]),
        custom("OT2", "Other 2"),
    ]
    five = [put(st, c, 0, "deck") for c in reversed(cards)]
    five = five[::-1]  # five[0] is the top card
    sixth = st.table.top(0, "deck", 6)[5]
    st, _ = play(st, card("The Family Madrigal"))
    assert ids(st) == {str(five[0]), str(five[3])} and st.pending[0].min == 0  # Madrigal characters, may
    st = choose(st, [five[3]])
    assert ids(st) == {str(five[1])}  # the song
    st = choose(st, [])  # up to 1: none
    order = [five[4], five[0], five[1], five[2]]
    while st.pending:
        st = choose(st, [order.pop(0)])
    assert st.table.cards[five[3]].zone == "hand" and st.table.cards[five[1]].zone == "deck"
    assert st.table.top(0, "deck", 5) == [five[4], five[0], five[1], five[2], sixth]


def test_the_queen_jealous_beauty_bottoms_three_of_their_discard_for_lore():
    # Lorcana 7.1.2.2 ("[A] to [B]"): exactly 3 cards; 7.7.2 ("instead"): 4 lore with a Princess
    st = started()
    queen = put(st, card("The Queen - Jealous Beauty"), 0)
    plain = [put(st, custom(f"D{i}", f"Card {i}"), 1, "discard") for i in range(3)]
    princess = put(st, custom("PRS", "Snow White", classifications=["Storyborn", "Princess"]), 1, "discard")
    st = act(st, "activate", uid=queen, ability=0)
    assert ids(st) == {str(u) for u in [*plain, princess]} and (st.pending[0].min, st.pending[0].max) == (
        3,
        3,
    )
    st = choose(st, plain)
    assert st.lore[0] == 3 and all(st.table.cards[u].zone == "deck" for u in plain)
    assert st.table.zone(1, "deck")[-3:] == plain  # on the bottom of their deck
    st = started()
    queen = put(st, card("The Queen - Jealous Beauty"), 0)
    plain = [put(st, custom(f"D{i}", f"Card {i}"), 1, "discard") for i in range(2)]
    princess = put(st, custom("PRS", "Snow White", classifications=["Storyborn", "Princess"]), 1, "discard")
    st = act(st, "activate", uid=queen, ability=0)
    st = choose(st, [*plain, princess])
    assert st.lore[0] == 4


def test_the_queen_jealous_beauty_needs_three_cards():
    # Lorcana 7.1.2.2: with 2 cards the cost part can't be done: no lore, nothing moves
    st = started()
    queen = put(st, card("The Queen - Jealous Beauty"), 0)
    two = [put(st, custom(f"D{i}", f"Card {i}"), 1, "discard") for i in range(2)]
    st = act(st, "activate", uid=queen, ability=0)
    assert not st.pending and st.lore[0] == 0 and all(st.table.cards[u].zone == "discard" for u in two)


# --- set 8 ----------------------------------------------------------------------------------------


def test_television_set_takes_a_puppy_or_bottoms_anything_else():
    # Lorcana 7.1.10 (looked at; revealed only when taken), 7.1.3 (may)
    st = started()
    tv = put(st, card("Television Set"), 0)
    puppy = put(st, custom("PUP", "Patch", classifications=["Storyborn", "Puppy"]), 0, "deck")
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=tv, ability=0)
    assert ids(st) == {"yes", "no"}
    st = choose(st, ["yes"])
    assert st.table.cards[puppy].zone == "hand" and st.table.cards[tv].tapped and ready_ink(st, 0) == 0
    # another card goes on the bottom
    st = started()
    tv = put(st, card("Television Set"), 0)
    other = put(st, custom("OTH", "Other"), 0, "deck")
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=tv, ability=0)
    assert not st.pending and st.table.zone(0, "deck")[-1] == other
    # a Puppy kept hidden stays on top ("otherwise" is for a card that isn't one)
    st = started()
    tv = put(st, card("Television Set"), 0)
    puppy = put(st, custom("PUP", "Patch", classifications=["Storyborn", "Puppy"]), 0, "deck")
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=tv, ability=0)
    st = choose(st, ["no"])
    assert st.table.top(0, "deck", 1) == [puppy]


def test_television_set_needs_one_ink():
    # Lorcana 7.5.3: {E}, 1 {I}: without ink the cost can't be paid
    st = started()
    tv = put(st, card("Television Set"), 0)
    with pytest.raises(RulesError):
        act(st, "activate", uid=tv, ability=0)


def test_fred_giant_sized_reveals_until_a_floodborn_character_then_shuffles():
    # Lorcana 7.1.10 (revealed), the rest shuffled into the deck
    st = started()
    fred = put(st, card("Fred - Giant-Sized"), 0)
    flood_item = put(st, custom("FIT", "Flood Item", card_type="Item"), 0, "deck")
    flood = put(st, custom("FLD", "Floody", classifications=["Floodborn"]), 0, "deck")
    story = put(st, custom("STO", "Story"), 0, "deck")
    size = len(st.table.zone(0, "deck"))
    st = act(st, "quest", uid=fred)
    assert st.table.cards[flood].zone == "hand"
    assert st.table.cards[story].zone == "deck" and st.table.cards[flood_item].zone == "deck"
    assert len(st.table.zone(0, "deck")) == size - 1


def test_fred_giant_sized_with_no_floodborn_takes_nothing():
    # Lorcana 1.2.3: every card is revealed, none taken
    st = started()
    fred = put(st, card("Fred - Giant-Sized"), 0)
    hand = len(st.table.zone(0, "hand"))
    size = len(st.table.zone(0, "deck"))
    st = act(st, "quest", uid=fred)
    assert len(st.table.zone(0, "hand")) == hand and len(st.table.zone(0, "deck")) == size


def test_alma_accepting_grandmother_may_ready_all_singers_once_per_turn():
    # Lorcana 10.10 (Sing Together: one song, several singers), 7.1.9 ("those characters"), 7.1.3
    st = started()
    put(st, card("Alma Madrigal - Accepting Grandmother"), 0)
    a = put(st, custom("SA", "Singer A", cost=3), 0)
    b = put(st, custom("SB", "Singer B", cost=3), 0)
    c = put(st, custom("SC", "Singer C", cost=3), 0)
    together = put(
        st,
        custom("TOG", "Together", "Sing Together 6", card_type="Action", subtypes=["Song"], cost=6),
        0,
        "hand",
    )
    st = act(st, "play", uid=together, mode="sing_together", singers=[a, b])
    assert st.table.cards[a].tapped and st.table.cards[b].tapped
    st = choose(st, ["yes"])
    assert not st.table.cards[a].tapped and not st.table.cards[b].tapped
    # once during your turn: the next song sung stays sung
    solo = put(st, song("SOL", 3, ""), 0, "hand")
    st = act(st, "play", uid=solo, mode="sing", singer=c)
    assert not st.pending and st.table.cards[c].tapped


def test_alma_readies_a_single_singer():
    # one character sang (6.3.3.3): "those characters" is that one
    st = started()
    put(st, card("Alma Madrigal - Accepting Grandmother"), 0)
    a = put(st, custom("SA", "Singer A", cost=3), 0)
    solo = put(st, song("SOL", 3, ""), 0, "hand")
    st = act(st, "play", uid=solo, mode="sing", singer=a)
    st = choose(st, ["yes"])
    assert not st.table.cards[a].tapped


def test_alma_may_decline():
    # Lorcana 7.1.3
    st = started()
    put(st, card("Alma Madrigal - Accepting Grandmother"), 0)
    a = put(st, custom("SA", "Singer A", cost=3), 0)
    solo = put(st, song("SOL", 3, ""), 0, "hand")
    st = act(st, "play", uid=solo, mode="sing", singer=a)
    st = choose(st, ["no"])
    assert st.table.cards[a].tapped


def test_fantastical_and_magical_draws_and_gains_per_singer():
    # Lorcana 10.10 (Sing Together); "for each character that sang this song"
    st = started()
    singers = [put(st, custom(f"S{i}", f"Singer {i}", cost=3), 0) for i in range(3)]
    fam = put(st, card("Fantastical and Magical"), 0, "hand")
    hand, lore = len(st.table.zone(0, "hand")), st.lore[0]
    st = act(st, "play", uid=fam, mode="sing_together", singers=singers)
    assert len(st.table.zone(0, "hand")) == hand - 1 + 3 and st.lore[0] == lore + 3


def test_fantastical_and_magical_played_with_ink_does_nothing():
    # nobody sang it: 0 cards, 0 lore
    st = started()
    hand, lore = len(st.table.zone(0, "hand")), st.lore[0]
    st, _ = play(st, card("Fantastical and Magical"))
    assert len(st.table.zone(0, "hand")) == hand and st.lore[0] == lore


def test_everybodys_got_a_weakness_moves_one_counter_from_each_of_yours_and_draws_per_counter():
    # Lorcana 9.3.1 (moving counters is not dealing damage), 4.2.3.1 (one card per counter)
    st = started()
    a = put(st, custom("A", "Hurt A", w=5), 0, damage=2)
    b = put(st, custom("B", "Hurt B", w=5), 0, damage=1)
    fine = put(st, custom("C", "Fine", w=5), 0)
    their_hurt = put(st, custom("F2", "Their Hurt", w=9), 1, damage=1)
    foe = put(st, custom("F1", "Foe", w=9), 1)
    hand = len(st.table.zone(0, "hand"))
    st, _ = play(st, card("Everybody's Got a Weakness"))
    assert str(a) not in ids(st)  # an opposing character
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 2 and st.table.cards[a].damage == 1 and st.table.cards[b].damage == 0
    assert st.table.cards[fine].damage == 0 and st.table.cards[their_hurt].damage == 1  # only yours move
    assert len(st.table.zone(0, "hand")) == hand + 2


def test_everybodys_got_a_weakness_without_damage_draws_nothing():
    # Lorcana 1.2.3: nothing moved, nothing drawn
    st = started()
    foe = put(st, custom("F1", "Foe", w=9), 1)
    hand = len(st.table.zone(0, "hand"))
    st, _ = play(st, card("Everybody's Got a Weakness"))
    if st.pending:
        st = choose(st, [foe])
    assert st.table.cards[foe].damage == 0 and len(st.table.zone(0, "hand")) == hand


# --- set 9 ----------------------------------------------------------------------------------------


def test_dig_a_little_deeper_set9_puts_two_of_the_top_seven_into_hand_rest_on_bottom():
    # Lorcana 7.1.10 (look), exactly 2 are taken
    st = started()
    seven = [put(st, custom(f"T{i}", f"Top {i}"), 0, "deck") for i in range(7)][::-1]
    eighth = st.table.top(0, "deck", 8)[7]
    st, _ = play(st, printing("9-166"))
    assert ids(st) == {str(u) for u in seven} and (st.pending[0].min, st.pending[0].max) == (2, 2)
    with pytest.raises(RulesError):
        choose(st, [seven[0]])
    st = choose(st, [seven[1], seven[4]])
    assert st.table.cards[seven[1]].zone == "hand" and st.table.cards[seven[4]].zone == "hand"
    while st.pending:  # the order of the rest on the bottom (any order)
        st = choose(st, [o.id for o in st.pending[0].options][: st.pending[0].max])
    assert st.table.top(0, "deck", 1)[0] == eighth
    assert set(st.table.zone(0, "deck")[-5:]) == set(seven) - {seven[1], seven[4]}


def _place(st) -> int:
    return put(st, custom("LOC", "Place", card_type="Location", w=9, lore=1, move_cost=2), 0)


def test_tuk_tuk_set9_moves_with_another_and_if_so_it_gets_2_strength():
    # Lorcana 4.3.7.4 (moved for free by an effect), 7.1.9 ("the other character"), "if you do"
    st = started()
    loc = _place(st)
    pal = put(st, custom("PAL", "Pal", s=1), 0)
    st, tuk = play(st, printing("9-129"))
    st = choose(st, ["yes"])
    while st.pending:
        st = choose(st, [pal] if str(pal) in ids(st) else [loc])
    assert st.table.cards[tuk].flags.get("at") == loc and st.table.cards[pal].flags.get("at") == loc
    assert stat(st, pal, "strength") == 3
    st = end_turn(st)
    assert stat(st, pal, "strength") == 1  # this turn only


def test_tuk_tuk_set9_declined_no_strength():
    # Lorcana 7.1.3 (may) and "if you do": no move, no +2 {S}
    st = started()
    _place(st)
    pal = put(st, custom("PAL", "Pal", s=1), 0)
    st, tuk = play(st, printing("9-129"))
    st = choose(st, ["no"])
    assert not st.pending and not st.table.cards[tuk].flags.get("at") and stat(st, pal, "strength") == 1


def test_circle_of_life_plays_a_character_from_the_discard_for_free():
    # Lorcana 4.3.4.10 (for free): only character cards of your discard
    st = started()
    big = put(st, custom("BIG", "Big", cost=9), 0, "discard")
    item = put(st, custom("IT", "Thing", card_type="Item", cost=1), 0, "discard")
    put(st, custom("OPP", "Their Big", cost=2), 1, "discard")
    st, _ = play(st, card("Circle of Life"))
    assert ids(st) == {str(big)}  # not the item, not the opponent's card
    st = choose(st, [big])
    assert st.table.cards[big].zone == "play" and st.table.cards[item].zone == "discard"
    assert ready_ink(st, 0) == 0  # only the song's own 8 ink were paid


def test_circle_of_life_with_no_character_in_discard_does_nothing():
    # Lorcana 1.2.3: what can't be done is ignored
    st = started()
    st, circle = play(st, card("Circle of Life"))
    assert not st.pending and st.table.cards[circle].zone == "discard"


def test_max_goof_chart_topper_replays_a_cheap_song_from_discard_then_bottom():
    # Lorcana 4.3.4.10 (free), 7.7.2 ("instead of into your discard"): the song ends on the deck's bottom
    st = started()
    max_goof = put(st, card("Max Goof - Chart Topper"), 0)
    cheap = put(st, song("S4", 4), 0, "discard")
    dear = put(st, song("S5", 5), 0, "discard")
    st = act(st, "quest", uid=max_goof)
    st = choose(st, ["yes"])
    assert ids(st) == {str(cheap)}  # cost 4 or less only
    st = choose(st, [cheap])
    assert st.table.zone(0, "deck")[-1] == cheap and st.table.cards[dear].zone == "discard"


def test_max_goof_may_decline():
    # Lorcana 7.1.3 (may)
    st = started()
    max_goof = put(st, card("Max Goof - Chart Topper"), 0)
    cheap = put(st, song("S4", 4), 0, "discard")
    st = act(st, "quest", uid=max_goof)
    st = choose(st, ["no"])
    assert not st.pending and st.table.cards[cheap].zone == "discard"


def test_powerline_sings_then_may_play_a_song_from_the_top_four_once_per_turn():
    # Lorcana 7.1.10 (look), 4.3.4.10 (free), once during your turn (2.2.0 6.1.13.2)
    st = started()
    power = put(st, card("Powerline - World's Greatest Rock Star"), 0)
    top = [
        put(st, c, 0, "deck")
        for c in (song("T9", 9), song("T10", 10), custom("TC", "Top Char"), song("T2", 2))
    ][::-1]
    first = put(st, song("S1", 3, ""), 0, "hand")
    st = act(st, "play", uid=first, mode="sing", singer=power)
    while st.pending and str(top[3]) not in ids(st):
        st = choose(st, ["yes"] if "yes" in ids(st) else [st.pending[0].options[0].id])
    # may: a song card of cost 9 or less
    assert ids(st) == {str(top[0]), str(top[3])} and st.pending[0].min == 0
    st = choose(st, [top[3]])
    while st.pending:
        st = choose(st, [o.id for o in st.pending[0].options][: st.pending[0].max])
    assert st.table.cards[top[3]].zone == "discard" and ready_ink(st, 0) == 0  # played for free, resolved
    assert set(st.table.zone(0, "deck")[-3:]) == {top[0], top[1], top[2]}  # the rest on the bottom
    # once per turn: another song sung by him (readied here) doesn't trigger
    st.table.cards[power].tapped = False
    second = put(st, song("S2", 3, ""), 0, "hand")
    deck_top = st.table.top(0, "deck", 1)
    st = act(st, "play", uid=second, mode="sing", singer=power)
    assert not st.pending and st.table.top(0, "deck", 1) == deck_top


def test_ursula_voice_stealer_exerts_a_ready_foe_then_may_play_a_song_up_to_its_cost():
    # Lorcana 7.1.9 ("the exerted character"), 4.3.4.10 (free), 7.1.3 (may)
    st = started()
    foe = put(st, custom("F3", "Foe", cost=3), 1)
    tired = put(st, custom("F9", "Tired Foe", cost=9), 1, tapped=True)
    cheap = put(st, song("S3", 3), 0, "hand")
    dear = put(st, song("S4", 4), 0, "hand")
    st, _ = play(st, card("Ursula - Voice Stealer"))
    assert str(tired) not in ids(st)  # a ready character only
    st = choose(st, [foe])
    assert st.table.cards[foe].tapped
    st = choose(st, ["yes"])
    assert ids(st) == {str(cheap)}  # cost 3 or less: the exerted character's cost
    st = choose(st, [cheap])
    assert st.table.cards[cheap].zone == "discard" and st.table.cards[dear].zone == "hand"
    assert ready_ink(st, 0) == 0  # Ursula's 5 ink only


def test_ursula_voice_stealer_may_decline_and_nothing_without_a_ready_foe():
    # Lorcana 7.1.3 (may); 1.2.3: no ready opposing character, nothing is exerted nor played
    st = started()
    foe = put(st, custom("F3", "Foe", cost=3), 1)
    cheap = put(st, song("S3", 3), 0, "hand")
    st, _ = play(st, card("Ursula - Voice Stealer"))
    st = choose(st, [foe])
    st = choose(st, ["no"])
    assert not st.pending and st.table.cards[cheap].zone == "hand"
    st = started()
    put(st, custom("F9", "Tired Foe", cost=9), 1, tapped=True)
    cheap = put(st, song("S3", 3), 0, "hand")
    st, _ = play(st, card("Ursula - Voice Stealer"))
    assert not st.pending and st.table.cards[cheap].zone == "hand"


def test_the_magic_feather_gives_evasive_while_in_play_and_returns_to_hand():
    # Lorcana 7.8.1.1 (while this item is in play), 10.4 Evasive; GROUNDED 3 {I}: back to the hand
    st = started()
    mine = put(st, custom("M1", "Mine"), 0)
    other = put(st, custom("M2", "Other"), 0)
    foe = put(st, custom("F1", "Foe"), 1)
    st, feather = play(st, card("The Magic Feather"))
    assert str(foe) not in ids(st)  # a character of yours
    st = choose(st, [mine])
    assert has(st, mine, "Evasive") and not has(st, other, "Evasive")
    st = end_turn(st)
    st = end_turn(st)
    assert has(st, mine, "Evasive")  # no end but the item's leaving
    ink_up(st, 0, 3)
    st = act(st, "activate", uid=feather, ability=1)
    assert st.table.cards[feather].zone == "hand" and not has(st, mine, "Evasive")


def test_i2i_sung_by_two_readies_them_and_they_cant_quest():
    # Lorcana 10.10 (Sing Together), 7.1.9 ("them"); each player draws 2 and gains 2 lore
    st = started()
    a = put(st, custom("SA", "Singer A", cost=5), 0)
    b = put(st, custom("SB", "Singer B", cost=4), 0)
    other = put(st, custom("OT", "Other"), 0, tapped=True)
    i2i = put(st, card("I2I"), 0, "hand")
    hands = [len(st.table.zone(p, "hand")) for p in (0, 1)]
    st = act(st, "play", uid=i2i, mode="sing_together", singers=[a, b])
    assert [len(st.table.zone(p, "hand")) for p in (0, 1)] == [hands[0] - 1 + 2, hands[1] + 2]
    assert st.lore == [2, 2]
    assert not st.table.cards[a].tapped and not st.table.cards[b].tapped and st.table.cards[other].tapped
    with pytest.raises(RulesError):  # they can't quest for the rest of this turn (1.2.2)
        act(st, "quest", uid=a)
    st = end_turn(st)
    st = end_turn(st)
    st = act(st, "quest", uid=a)  # next turn: free again
    assert st.table.cards[a].tapped


def test_i2i_sung_by_one_readies_nobody():
    # "if 2 or more characters sang this song": one singer stays exerted
    st = started()
    a = put(st, custom("SA", "Singer A", cost=9), 0)
    i2i = put(st, card("I2I"), 0, "hand")
    st = act(st, "play", uid=i2i, mode="sing_together", singers=[a])
    assert st.table.cards[a].tapped and st.lore == [2, 2]


# --- set 12 ---------------------------------------------------------------------------------------


def test_fergus_exerted_during_your_turn_may_play_a_cheap_location_free():
    # Lorcana 4.3.4.10 (free), 7.1.3 (may); from the hand or the discard, cost 4 or less
    st = started()
    fergus = put(st, card("Fergus - Outpost Builder"), 0)
    cheap = put(st, custom("L4", "Fort", card_type="Location", cost=4, w=5), 0, "discard")
    dear = put(st, custom("L5", "Castle", card_type="Location", cost=5, w=5), 0, "hand")
    in_hand = put(st, custom("L1", "Hut", card_type="Location", cost=1, w=5), 0, "hand")
    st = act(st, "quest", uid=fergus)
    st = choose(st, ["yes"])
    assert ids(st) == {str(cheap), str(in_hand)}
    st = choose(st, [cheap])
    assert st.table.cards[cheap].zone == "play" and st.table.cards[dear].zone == "hand"
    # declined: nothing played
    st = started()
    fergus = put(st, card("Fergus - Outpost Builder"), 0)
    hut = put(st, custom("L1", "Hut", card_type="Location", cost=1, w=5), 0, "hand")
    st = act(st, "quest", uid=fergus)
    st = choose(st, ["no"])
    assert st.table.cards[hut].zone == "hand" and not st.pending


def _location_banished_in_challenge(st, attacker: int, loc: int):
    return act(st, "challenge", uid=attacker, target=loc)


def test_fergus_at_a_location_may_deal_4_when_a_location_is_challenged_and_banished():
    # Lorcana 7.4.4 ("while this character is at a location"), 4.3.6 (a location challenged and banished)
    st = started()
    fergus = put(st, card("Fergus - Outpost Builder"), 0)
    mine = put(st, custom("LOC", "Outpost", card_type="Location", w=9, lore=1, move_cost=2), 0)
    st.table.cards[fergus].flags["at"] = mine
    attacker = put(st, custom("ATK", "Attacker", s=3, w=5), 0)
    their_loc = put(st, custom("TL", "Their Spot", card_type="Location", w=2), 1)
    foe = put(st, custom("F1", "Foe", w=9), 1)
    st = _location_banished_in_challenge(st, attacker, their_loc)
    assert st.table.cards[their_loc].zone == "discard"
    st = choose(st, ["yes"])
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 4
    # not at a location: no trigger
    st = started()
    put(st, card("Fergus - Outpost Builder"), 0)
    attacker = put(st, custom("ATK", "Attacker", s=3, w=5), 0)
    their_loc = put(st, custom("TL", "Their Spot", card_type="Location", w=2), 1)
    st = _location_banished_in_challenge(st, attacker, their_loc)
    assert st.table.cards[their_loc].zone == "discard" and not st.pending
