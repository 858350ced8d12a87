"""Set 13, round 5 (issue 16): cards automated by scripts (scripts/set13.toml) and the small ops they
needed. Each card is played from its real data in an engine game, and each clause is checked,
including the "may", "up to" and the cases where its condition is not met."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.lorcana.cards import compiler
from engine.lorcana.characteristics import keyword_value, keywords_of, stat
from tests.lorcana.helpers import act, choose, custom, end_turn, ink_up, put, started
from tests.lorcana.real import registry_cards


def card(full_name: str) -> dict:
    data = registry_cards()[full_name]
    assert compiler.is_automated(data), full_name
    return dict(data)


def tops(st, kinds: list[str], player: int = 0) -> list[int]:
    """Put test cards of the given types on top of a deck, the first one on top."""
    uids = [
        put(st, custom(f"TOP{player}{i}", f"Top {i}", card_type=k), player, "deck")
        for i, k in enumerate(reversed(kinds))
    ]
    return list(reversed(uids))


def under(st, onto: int) -> int:
    """A card put facedown under ``onto`` (rules 2.2.0 8.4.1, outside the seed documents)."""
    uid = put(st, custom(f"UND{onto}", "Under"), st.table.cards[onto].controller, "under")
    st.table.cards[uid].attached_to = onto
    return uid


def hand(st, p: int = 0) -> int:
    return len(st.table.zone(p, "hand"))


def option_ids(st) -> set[str]:
    return {o.id for o in st.pending[0].options}


# --- Maximus - Relentless Stallion ---------------------------------------------------------------


def test_maximus_gains_challenger_and_challenges_ready_characters_after_a_discard():
    # Lorcana 4.3.6.6 (only exerted characters may be challenged) unless an ability says otherwise; 10.3 Challenger +2
    st = started()
    mx = put(st, card("Maximus - Relentless Stallion"), 0)
    foe = put(st, custom("FOE", "Foe", s=1, w=9), 1)  # ready
    assert keyword_value(st, mx, "Challenger") is None
    with pytest.raises(RulesError):
        act(st, "challenge", uid=mx, target=foe)
    ink_up(st, 0, 1)
    st = act(
        st,
        "play",
        uid=put(
            st, custom("DIS", "Toss", "Choose and discard a card.", card_type="Action", cost=1), 0, "hand"
        ),
        mode="ink",
    )
    st = choose(st, [st.pending[0].options[0].id])  # 8.3.4: the player chooses the card to discard
    assert keyword_value(st, mx, "Challenger") == 2
    st = act(st, "challenge", uid=mx, target=foe)
    assert st.table.cards[foe].damage == 6  # 4 {S} + Challenger +2


def test_maximus_condition_lasts_only_this_turn():
    # Lorcana 4.3.6.6: "this turn": on the next turn the discard no longer counts
    st = started()
    mx = put(st, card("Maximus - Relentless Stallion"), 0)
    ink_up(st, 0, 1)
    st = act(
        st,
        "play",
        uid=put(
            st, custom("DIS", "Toss", "Choose and discard a card.", card_type="Action", cost=1), 0, "hand"
        ),
        mode="ink",
    )
    st = choose(st, [st.pending[0].options[0].id])
    assert keyword_value(st, mx, "Challenger") == 2
    st = end_turn(st)
    assert keyword_value(st, mx, "Challenger") is None


# --- Hana's Inkcaster ----------------------------------------------------------------------------


def test_hanas_inkcaster_heals_up_to_2_and_gives_resist_when_a_card_is_under():
    # Lorcana 7.1.8 ("up to": the player picks how much) and rules 2.2.0 8.4 (a card under them, outside the seed documents)
    st = started()
    item = put(st, card("Hana's Inkcaster"), 0)
    ally = put(st, custom("ALLY", "Ally", w=9), 0, damage=3)
    under(st, ally)
    st = act(st, "activate", uid=item, ability=0)
    st = choose(st, [ally])
    assert option_ids(st) == {"0", "1", "2"}
    st = choose(st, ["2"])
    assert not st.pending and st.table.cards[ally].damage == 1 and st.table.cards[item].tapped
    assert keyword_value(st, ally, "Resist") == 1
    st = end_turn(st)
    assert keyword_value(st, ally, "Resist") == 1  # until the start of your next turn
    st = end_turn(st)
    assert keyword_value(st, ally, "Resist") is None


def test_hanas_inkcaster_without_a_card_under_gives_no_resist():
    # Lorcana 7.1.2: the second sentence's condition is checked on resolution
    st = started()
    item = put(st, card("Hana's Inkcaster"), 0)
    ally = put(st, custom("ALLY", "Ally", w=9), 0, damage=3)
    st = act(st, "activate", uid=item, ability=0)
    st = choose(st, [ally])
    st = choose(st, ["1"])
    assert st.table.cards[ally].damage == 2 and keyword_value(st, ally, "Resist") is None


def test_hanas_inkcaster_undamaged_character_with_a_card_under_still_gains_resist():
    # Lorcana 1.2.3: removing no damage does not stop the separate second sentence
    st = started()
    item = put(st, card("Hana's Inkcaster"), 0)
    foe = put(st, custom("FOE", "Foe", w=9), 1)
    under(st, foe)
    st = act(st, "activate", uid=item, ability=0)
    st = choose(st, [foe])
    assert not st.pending and keyword_value(st, foe, "Resist") == 1


# --- Antonio Madrigal - Animal Doctor ------------------------------------------------------------


def play(st, data: dict, player: int = 0):
    ink_up(st, player, data["cost"])
    uid = put(st, data, player, "hand")
    return act(st, "play", player, uid=uid, mode="ink"), uid


def test_antonio_heals_and_then_inks_the_top_card():
    # Lorcana 7.1.2.2 ("if you removed damage this way") and 8.5.6 (facedown and exerted)
    st = started()
    ally = put(st, custom("ALLY", "Ally", w=9), 0, damage=3)
    top = st.table.zone(0, "deck")[0]
    st, _ = play(st, card("Antonio Madrigal - Animal Doctor"))
    st = choose(st, ["yes"])
    st = choose(st, [ally])
    st = choose(st, ["2"])
    assert st.table.cards[ally].damage == 1
    assert st.table.cards[top].zone == "inkwell" and st.table.cards[top].tapped


@pytest.mark.parametrize("how", ["decline", "zero"])
def test_antonio_without_removing_damage_inks_nothing(how):
    # Lorcana 7.1.3 (the "may") and 7.1.2.2: nothing removed, no ink
    st = started()
    ally = put(st, custom("ALLY", "Ally", w=9), 0, damage=3)
    st, _ = play(st, card("Antonio Madrigal - Animal Doctor"))
    ink_before = len(st.table.zone(0, "inkwell"))
    if how == "decline":
        st = choose(st, ["no"])
    else:
        st = choose(st, ["yes"])
        st = choose(st, [ally])
        st = choose(st, ["0"])
    assert (
        not st.pending and st.table.cards[ally].damage == 3 and len(st.table.zone(0, "inkwell")) == ink_before
    )


def test_antonio_only_chooses_characters_of_yours():
    # Lorcana 1.2.4: "chosen character of yours"
    st = started()
    ally = put(st, custom("ALLY", "Ally", w=9), 0, damage=1)
    foe = put(st, custom("FOE", "Foe", w=9), 1, damage=1)
    st, _ = play(st, card("Antonio Madrigal - Animal Doctor"))
    st = choose(st, ["yes"])
    assert str(ally) in option_ids(st) and str(foe) not in option_ids(st)


# --- Broken Pod ----------------------------------------------------------------------------------


def test_broken_pod_puts_a_card_from_an_opponents_discard_on_the_bottom_of_their_deck():
    # Lorcana 1.2.4 (chosen player's discard) and 8.2.4 (the bottom of their own deck)
    st = started()
    pod = put(st, card("Broken Pod"), 0)
    ink_up(st, 0, 1)
    theirs = put(st, custom("THEIRS", "Theirs"), 1, "discard")
    mine = put(st, custom("MINE", "Mine"), 0, "discard")
    st = act(st, "activate", uid=pod, ability=0)
    assert {str(theirs), str(mine)} <= option_ids(st)
    st = choose(st, [theirs])
    assert st.table.zone(1, "deck")[-1] == theirs and st.table.cards[mine].zone == "discard"
    assert st.table.cards[pod].tapped


# --- Carl Fredricksen - On the Move --------------------------------------------------------------


def location(cost: int = 1, lore: int = 2) -> dict:
    return custom("LOC", "Paradise Falls", card_type="Location", cost=cost, w=7, lore=lore, move_cost=1)


def test_carl_on_the_move_moves_himself_and_one_other_to_the_played_location():
    # Lorcana 4.3.7 (moving to a location; "for free": no move cost) and 7.1.8 ("up to 1")
    st = started()
    carl = put(st, card("Carl Fredricksen - On the Move"), 0)
    a = put(st, custom("A", "Alpha"), 0)
    b = put(st, custom("B", "Beta"), 0)
    st, loc = play(st, location())
    ink_after_play = sum(1 for u in st.table.zone(0, "inkwell") if not st.table.cards[u].tapped)
    st = choose(st, ["yes"])
    assert option_ids(st) == {str(a), str(b)}  # "other": not Carl himself
    st = choose(st, [a])
    assert not st.pending
    assert st.table.cards[carl].flags.get("at") == loc and st.table.cards[a].flags.get("at") == loc
    assert not st.table.cards[b].flags.get("at")
    assert sum(1 for u in st.table.zone(0, "inkwell") if not st.table.cards[u].tapped) == ink_after_play


def test_carl_on_the_move_may_decline_or_move_alone():
    # Lorcana 7.1.3 ("you may") and 7.1.8 (choosing none of "up to 1")
    st = started()
    carl = put(st, card("Carl Fredricksen - On the Move"), 0)
    a = put(st, custom("A", "Alpha"), 0)
    st, loc = play(st, location())
    st = choose(st, ["no"])
    assert not st.table.cards[carl].flags.get("at") and not st.table.cards[a].flags.get("at")
    st2 = started()
    carl = put(st2, card("Carl Fredricksen - On the Move"), 0)
    a = put(st2, custom("A", "Alpha"), 0)
    st2, loc = play(st2, location())
    st2 = choose(st2, ["yes"])
    st2 = choose(st2, [])
    assert st2.table.cards[carl].flags.get("at") == loc and not st2.table.cards[a].flags.get("at")


def test_carl_on_the_move_ignores_an_opponents_location():
    # Lorcana 7.4.2: "whenever you play a location"
    st = started()
    carl = put(st, card("Carl Fredricksen - On the Move"), 0)
    st = end_turn(st)
    st, _ = play(st, location(), player=1)
    assert not st.pending and not st.table.cards[carl].flags.get("at")


def test_carl_on_the_move_draws_his_locations_lore_when_he_quests_there():
    # Lorcana 7.4.4 ("while at a location") and 4.3.5 (questing)
    st = started()
    carl = put(st, card("Carl Fredricksen - On the Move"), 0)
    loc = put(st, location(lore=2), 0)
    st.table.cards[carl].flags["at"] = loc
    before = hand(st)
    st = act(st, "quest", uid=carl)
    assert hand(st) == before + 2


def test_carl_on_the_move_draws_nothing_when_questing_away_from_a_location():
    # Lorcana 7.4.4: the condition is false, the ability does not trigger
    st = started()
    carl = put(st, card("Carl Fredricksen - On the Move"), 0)
    put(st, location(lore=2), 0)
    before = hand(st)
    st = act(st, "quest", uid=carl)
    assert hand(st) == before


# --- 4*Town - Hottest Band of the Year -----------------------------------------------------------


def test_4town_draws_when_singing_a_song_with_sing_together():
    # Lorcana 10.9 (Singer 5 sings a cost-5 song) and 10.10 (Sing Together is the song's keyword)
    st = started()
    town = put(st, card("4*Town - Hottest Band of the Year"), 0)
    song = put(
        st,
        custom("SONG", "Duet", "Sing Together 5", card_type="Action", subtypes=["Song"], cost=5),
        0,
        "hand",
    )
    before = hand(st)
    st = act(st, "play", uid=song, mode="sing", singer=town)
    assert hand(st) == before - 1 + 1


def test_4town_draws_when_singing_together_with_others():
    # Lorcana 10.10.3: each chosen character sings the song
    st = started()
    town = put(st, card("4*Town - Hottest Band of the Year"), 0)
    other = put(st, custom("OTH", "Other", cost=3), 0)
    song = put(
        st,
        custom("SONG", "Duet", "Sing Together 7", card_type="Action", subtypes=["Song"], cost=7),
        0,
        "hand",
    )
    before = hand(st)
    st = act(st, "play", uid=song, mode="sing_together", singers=[town, other])
    assert hand(st) == before - 1 + 1


def test_4town_does_not_draw_for_a_song_without_sing_together():
    # Lorcana 7.4.2: the trigger names songs with Sing Together only
    st = started()
    town = put(st, card("4*Town - Hottest Band of the Year"), 0)
    song = put(st, custom("SONG", "Solo", card_type="Action", subtypes=["Song"], cost=3), 0, "hand")
    before = hand(st)
    st = act(st, "play", uid=song, mode="sing", singer=town)
    assert hand(st) == before - 1


# --- Winnie the Pooh & Piglet - Hunny Mages / With a Few Good Friends ----------------------------


def test_winnie_and_piglet_gets_lore_for_each_ink_type_of_your_characters():
    # Lorcana 6.2.3 (ink types; a dual-ink card has both) and 7.8.1 (a stat change)
    st = started()
    wp = put(st, card("Winnie the Pooh & Piglet - Hunny Mages"), 0)
    assert stat(st, wp, "lore") == 2  # Amethyst and Sapphire: himself
    put(st, custom("AMB", "Amber One", ink="Amber"), 0)
    put(st, custom("AMB2", "Amber Two", ink="Amber"), 0)
    assert stat(st, wp, "lore") == 3  # the same ink type counts once
    put(st, custom("RUBY", "Ruby Foe", ink="Ruby"), 1)  # an opponent's character
    put(st, custom("STI", "Steel Item", card_type="Item", ink="Steel"), 0)  # not a character
    assert stat(st, wp, "lore") == 3
    before = st.lore[0]
    st = act(st, "quest", uid=wp)
    assert st.lore[0] == before + 3


def test_with_a_few_good_friends_chosen_player_draws_per_ink_type():
    # Lorcana 1.2.4 (chosen player) and 6.2.3 (different ink types of your characters)
    st = started()
    put(st, custom("AMB", "Amber One", ink="Amber"), 0)
    put(st, custom("STE", "Steel One", ink="Steel"), 0)
    put(st, custom("STE2", "Steel Two", ink="Steel"), 0)
    put(st, custom("RUBY", "Ruby Foe", ink="Ruby"), 1)
    theirs = hand(st, 1)
    st, _ = play(st, card("With a Few Good Friends"))
    assert st.pending[0].kind == "player"
    st = choose(st, ["1"])
    assert hand(st, 1) == theirs + 2


# --- Quackerjack - Loony Toymaker ----------------------------------------------------------------


def test_quackerjack_mills_4_and_may_deal_damage_per_item():
    # Lorcana 7.1.3 ("you may") and the count of item cards put into the discard this way
    st = started()
    foe = put(st, custom("FOE", "Foe", w=9), 1)
    milled = tops(st, ["Item", "Character", "Item", "Action"])
    st, _ = play(st, card("Quackerjack - Loony Toymaker"))
    assert all(st.table.cards[u].zone == "discard" for u in milled)
    st = choose(st, ["yes"])
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 2


def test_quackerjack_quest_trigger_and_decline():
    # Lorcana 7.4.2 ("whenever he quests") and 7.1.3 (declining deals nothing)
    st = started()
    foe = put(st, custom("FOE", "Foe", w=9), 1)
    qj = put(st, card("Quackerjack - Loony Toymaker"), 0)
    milled = tops(st, ["Item", "Item", "Item", "Character"])
    st = act(st, "quest", uid=qj)
    assert all(st.table.cards[u].zone == "discard" for u in milled)
    st = choose(st, ["no"])
    assert not st.pending and st.table.cards[foe].damage == 0


def test_quackerjack_items_already_in_the_discard_do_not_count():
    # Lorcana 7.1.9: only the cards put into the discard "this way"
    st = started()
    foe = put(st, custom("FOE", "Foe", w=9), 1)
    put(st, custom("OLD", "Old Item", card_type="Item"), 0, "discard")
    tops(st, ["Item", "Character", "Character", "Action"])
    st, _ = play(st, card("Quackerjack - Loony Toymaker"))
    st = choose(st, ["yes"])
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 1


# --- Vine Pod ------------------------------------------------------------------------------------


def test_vine_pod_banishes_and_plays_a_same_named_character_for_free():
    # Lorcana 4.3.4.10 (for free) and 6.2.4 (the same name)
    st = started()
    pod = put(st, card("Vine Pod"), 0)
    ink_up(st, 0, 1)
    old = put(st, custom("MK1", "Mickey", version="Old"), 0)
    same = put(st, custom("MK2", "Mickey", version="New", cost=7), 0, "hand")
    other = put(st, custom("DON", "Donald", cost=1), 0, "hand")
    st = act(st, "activate", uid=pod, ability=1)
    st = choose(st, [old])
    assert st.table.cards[old].zone == "discard"
    st = choose(st, ["yes"])
    assert option_ids(st) == {str(same)}  # Donald has another name
    st = choose(st, [same])
    assert st.table.cards[same].zone == "play" and st.table.cards[other].zone == "hand"


def test_vine_pod_may_decline_the_play():
    # Lorcana 7.1.3: the banish happens; playing is optional
    st = started()
    pod = put(st, card("Vine Pod"), 0)
    ink_up(st, 0, 1)
    old = put(st, custom("MK1", "Mickey", version="Old"), 0)
    same = put(st, custom("MK2", "Mickey", version="New"), 0, "hand")
    st = act(st, "activate", uid=pod, ability=1)
    st = choose(st, [old])
    st = choose(st, ["no"])
    assert st.table.cards[old].zone == "discard" and st.table.cards[same].zone == "hand"


# --- Dash Parr - Super Fast ----------------------------------------------------------------------


def test_dash_parr_reveals_and_plays_the_top_card_paying_its_cost():
    # Lorcana 4.3.4.6 ("you may play it": its cost is paid) and 7.1.10 (revealed to all)
    st = started()
    dash = put(st, card("Dash Parr - Super Fast"), 0)
    (top,) = tops(st, ["Character"])
    ink_up(st, 0, 2)
    st = act(st, "quest", uid=dash)
    st = choose(st, ["yes"])  # reveal
    st = choose(st, ["yes"])  # play it
    assert st.table.cards[top].zone == "play"
    assert all(st.table.cards[u].tapped for u in st.table.zone(0, "inkwell"))


def test_dash_parr_card_not_played_goes_into_the_discard():
    # Lorcana 7.1.3 (declining the play) and the "otherwise": into the discard
    st = started()
    dash = put(st, card("Dash Parr - Super Fast"), 0)
    (top,) = tops(st, ["Character"])
    ink_up(st, 0, 2)
    st = act(st, "quest", uid=dash)
    st = choose(st, ["yes"])
    st = choose(st, ["no"])
    assert st.table.cards[top].zone == "discard"


def test_dash_parr_card_that_cant_be_paid_for_goes_into_the_discard():
    # Lorcana 4.3.4.6: without enough ink the card can't be played
    st = started()
    dash = put(st, card("Dash Parr - Super Fast"), 0)
    (top,) = tops(st, ["Character"])
    st = act(st, "quest", uid=dash)
    st = choose(st, ["yes"])
    assert not st.pending and st.table.cards[top].zone == "discard"


def test_dash_parr_may_not_reveal():
    # Lorcana 7.1.3: "you may reveal": declined, the card stays on top
    st = started()
    dash = put(st, card("Dash Parr - Super Fast"), 0)
    (top,) = tops(st, ["Character"])
    st = act(st, "quest", uid=dash)
    st = choose(st, ["no"])
    assert not st.pending and st.table.zone(0, "deck")[0] == top


# --- Prophetic Vision ----------------------------------------------------------------------------


def only_in_deck(st, kinds: list[str]) -> list[int]:
    """Empty P1's deck, then put test cards of the given types in it."""
    for u in list(st.table.zone(0, "deck")):
        st.table.move(u, "discard", player=0)
    return tops(st, kinds)


def test_prophetic_vision_plays_a_revealed_action_for_free():
    # Lorcana 4.3.4.10 (for free: a cost-9 action with 2 ink) and 7.1.6 (it resolves after Prophetic Vision)
    st = started()
    for u in list(st.table.zone(0, "deck")):
        st.table.move(u, "discard", player=0)
    boon = put(st, custom("BOON", "Boon", "Gain 2 lore.", card_type="Action", cost=9), 0, "deck")
    st, _ = play(st, card("Prophetic Vision"))
    st = choose(st, ["yes"])
    assert st.table.cards[boon].zone == "discard" and st.lore == [2, 0]


def test_prophetic_vision_declined_action_stays_on_top_without_lore_change():
    # Lorcana 7.1.3: the "otherwise" is only for a card that is not an action
    st = started()
    (act_card,) = only_in_deck(st, ["Action"])
    lore = list(st.lore)
    st, _ = play(st, card("Prophetic Vision"))
    st = choose(st, ["no"])
    assert st.table.zone(0, "deck")[0] == act_card and st.lore == lore


def test_prophetic_vision_non_action_goes_to_the_bottom_and_swings_lore():
    # Lorcana 1.2.3 and 7.1: bottom of the deck, each opponent loses 1 lore, you gain 1
    st = started()
    chars = only_in_deck(st, ["Character", "Character"])
    st.lore[1] = 3
    st, _ = play(st, card("Prophetic Vision"))
    assert not st.pending
    assert st.table.zone(0, "deck")[-1] in chars and st.lore[0] == 1 and st.lore[1] == 2


# --- Closet Door Portal --------------------------------------------------------------------------


def test_closet_door_portal_plays_a_card_for_free_and_goes_into_the_inkwell():
    # Lorcana 7.1.10 (look, reveal), 4.3.4.10 (for free), 8.2.4 (the rest on the bottom), 8.5.6 (facedown and exerted)
    st = started()
    portal = put(st, card("Closet Door Portal"), 0)
    ink_up(st, 0, 2)
    cheap, dear, action = tops(st, ["Character", "Item", "Action"])
    st.cards[st.table.cards[dear].card_id] = custom(
        st.table.cards[dear].card_id, "Top 1", card_type="Item", cost=7
    )
    st = act(st, "activate", uid=portal, ability=1)
    assert option_ids(st) == {str(cheap)}  # cost 6 or less; not an action
    st = choose(st, [cheap])
    assert not st.pending and st.table.cards[cheap].zone == "play"
    assert set(st.table.zone(0, "deck")[-2:]) == {action, dear}
    assert st.table.cards[portal].zone == "inkwell" and st.table.cards[portal].tapped


def test_closet_door_portal_may_play_nothing():
    # Lorcana 7.1.3: "you may reveal"; the portal still goes into the inkwell
    st = started()
    portal = put(st, card("Closet Door Portal"), 0)
    ink_up(st, 0, 2)
    looked = tops(st, ["Character", "Character", "Character"])
    st = act(st, "activate", uid=portal, ability=1)
    st = choose(st, [])
    assert not st.pending
    assert all(st.table.cards[u].zone == "deck" for u in looked)
    assert set(st.table.zone(0, "deck")[-3:]) == set(looked)
    assert st.table.cards[portal].zone == "inkwell"


# --- Aladdin & Genie - Mischievous Pals ----------------------------------------------------------


def test_aladdin_and_genie_cycles_cards_and_draws_one_more():
    # Lorcana 8.2.4 (bottom of the deck) and 4.2.3.1 (draw that number plus 1)
    st = started()
    st, _ = play(st, card("Aladdin & Genie - Mischievous Pals"))
    cards = st.table.zone(0, "hand")[:2]
    before = hand(st)
    st = choose(st, cards)
    assert hand(st) == before - 2 + 3
    assert st.table.zone(0, "deck")[-2:] == cards


def test_aladdin_and_genie_putting_none_draws_nothing():
    # Lorcana 7.1.3: "if you do": no card put, no draw
    st = started()
    st, _ = play(st, card("Aladdin & Genie - Mischievous Pals"))
    before = hand(st)
    st = choose(st, [])
    assert hand(st) == before


# --- Charles Muntz - Obsessive Explorer ----------------------------------------------------------


def kevin(st) -> int:
    return put(st, custom("KEV", "Kevin", version="Bird"), 0, "deck")


def test_charles_muntz_takes_kevin_and_gains_3_lore():
    # Lorcana 7.1.10 (reveal) and 7.1.2.2 ("to gain 3 lore": only if it was put into the hand)
    st = started()
    cm = put(st, card("Charles Muntz - Obsessive Explorer"), 0)
    kv = kevin(st)
    before = st.lore[0]
    st = act(st, "quest", uid=cm)
    st = choose(st, ["yes"])
    assert (
        st.table.cards[kv].zone == "hand"
        and st.lore[0] == before + st.cards[st.table.cards[cm].card_id]["lore"] + 3
    )


def test_charles_muntz_declined_kevin_goes_top_or_bottom():
    # Lorcana 7.1.3 and 7.1.10: a card not taken goes on the top or the bottom
    st = started()
    cm = put(st, card("Charles Muntz - Obsessive Explorer"), 0)
    kv = kevin(st)
    before = st.lore[0]
    st = act(st, "quest", uid=cm)
    st = choose(st, ["no"])
    assert st.pending[0].kind == "top_or_bottom"
    st = choose(st, ["1"])
    assert (
        st.table.zone(0, "deck")[-1] == kv
        and st.lore[0] == before + st.cards[st.table.cards[cm].card_id]["lore"]
    )


def test_charles_muntz_another_card_stays_on_top_if_chosen():
    # Lorcana 6.2.4: only a character card named Kevin may be taken
    st = started()
    cm = put(st, card("Charles Muntz - Obsessive Explorer"), 0)
    other = put(
        st, custom("KEVI", "Kevin", version="Item", card_type="Item"), 0, "deck"
    )  # an item named Kevin
    st = act(st, "quest", uid=cm)
    assert st.pending[0].kind == "top_or_bottom"
    st = choose(st, ["0"])
    assert st.table.zone(0, "deck")[0] == other and st.table.cards[other].zone == "deck"


# --- Laugh Canister ------------------------------------------------------------------------------


@pytest.mark.parametrize("they_accept", [True, False])
def test_laugh_canister_inks_your_top_card_and_the_opponent_may_too(they_accept):
    # Lorcana 8.5.6 (facedown and exerted) and 7.1.3 (the chosen opponent's own "may")
    st = started()
    can = put(st, card("Laugh Canister"), 0)
    mine = st.table.zone(0, "deck")[0]
    theirs = st.table.zone(1, "deck")[0]
    st = act(st, "activate", uid=can, ability=0)
    assert st.table.cards[mine].zone == "inkwell" and st.table.cards[mine].tapped
    assert st.pending[0].player == 1
    st = choose(st, ["yes" if they_accept else "no"])
    assert (st.table.cards[theirs].zone == "inkwell") is they_accept
    if they_accept:
        assert st.table.cards[theirs].tapped


# --- Buzz Lightyear - Grounded -------------------------------------------------------------------


def test_buzz_grounded_cant_gain_evasive_from_an_action():
    # Lorcana 1.2.2 ("can't" beats the effect) and 10.4 (Evasive); other characters still gain it
    st = started()
    buzz = put(st, card("Buzz Lightyear - Grounded"), 0)
    other = put(st, custom("OTH", "Other"), 0)
    grant = custom("GRANT", "Wings", "Chosen character gains Evasive this turn.", card_type="Action", cost=1)
    for target in (buzz, other):
        ink_up(st, 0, 1)
        st = act(st, "play", uid=put(st, dict(grant), 0, "hand"), mode="ink")
        st = choose(st, [target])
    assert keyword_value(st, other, "Evasive") is not None
    assert keyword_value(st, buzz, "Evasive") is None


def test_buzz_grounded_cant_gain_evasive_from_a_static_and_can_be_challenged():
    # Lorcana 1.2.2 and 10.4.2 (only Evasive characters may challenge an Evasive character)
    st = started()
    buzz = put(st, card("Buzz Lightyear - Grounded"), 1, tapped=True)
    put(st, custom("FLY", "Flight Giver", "Your characters gain Evasive."), 1)
    friend = put(st, custom("FRI", "Friend"), 1, tapped=True)
    attacker = put(st, custom("ATK", "Attacker", s=1, w=5), 0)
    assert keyword_value(st, friend, "Evasive") is not None
    assert "Evasive" not in keywords_of(st, buzz)
    with pytest.raises(RulesError):
        act(st, "challenge", uid=attacker, target=friend)
    st = act(st, "challenge", uid=attacker, target=buzz)
    assert st.table.cards[buzz].damage == 1


# --- Madam Mim - Hummingbird ---------------------------------------------------------------------


def test_madam_mim_lets_you_ink_cards_without_the_inkwell_symbol():
    # Lorcana 4.3.3.1 (only a card with {C} may be put into the inkwell) and 6.2.8
    st = started()
    plain = put(st, custom("PLAIN", "Plain", inkable=False), 0, "hand")
    with pytest.raises(RulesError, match=r"4\.3\.3\.1"):
        act(st, "ink", uid=plain)
    put(st, card("Madam Mim - Hummingbird"), 0)
    st = act(st, "ink", uid=plain)
    assert st.table.cards[plain].zone == "inkwell"


def test_madam_mim_does_not_help_the_opponent():
    # Lorcana 4.3.3.1: "your hand" only
    st = started()
    put(st, card("Madam Mim - Hummingbird"), 1)
    plain = put(st, custom("PLAIN", "Plain", inkable=False), 0, "hand")
    with pytest.raises(RulesError, match=r"4\.3\.3\.1"):
        act(st, "ink", uid=plain)


# --- Christopher Robin - Hunny Sage --------------------------------------------------------------


def deck_of(cards: list[dict]):
    from engine.core import Deck

    return Deck(main=[c["id"] for c in cards], cards={c["id"]: c for c in cards})


def test_christopher_robin_lets_other_hunny_characters_ignore_the_ink_limit():
    # Lorcana 2.1.1.2 (at most 2 ink types) and 1.2.1 (the card's text beats the rule)
    from engine.lorcana.decks import validate_deck

    robin = card("Christopher Robin - Hunny Sage")  # Amethyst and Sapphire
    ruby_hunny = custom("RH", "Ruby Hunny", ink="Ruby", classifications=["Storyborn", "Hunny"])
    steel_hunny = custom("SH", "Steel Hunny", ink="Steel", classifications=["Storyborn", "Hunny"])
    opts = {"min_cards": 1}
    assert validate_deck(deck_of([robin, ruby_hunny, steel_hunny]), opts) == []
    problems = validate_deck(
        deck_of([ruby_hunny, steel_hunny, custom("AM", "Amethyst One", ink="Amethyst")]), opts
    )
    assert [p.rule.section for p in problems] == ["2.1.1.2"]  # without him the limit applies


def test_christopher_robin_does_not_exempt_other_cards():
    # Lorcana 2.1.1.2: a Ruby non-Hunny character, or a Hunny item, still counts
    from engine.lorcana.decks import validate_deck

    robin = card("Christopher Robin - Hunny Sage")
    for extra in (
        custom("RN", "Ruby Plain", ink="Ruby"),
        custom("RI", "Ruby Hunny Item", card_type="Item", ink="Ruby", classifications=["Hunny"]),
    ):
        problems = validate_deck(deck_of([robin, extra]), {"min_cards": 1})
        assert [p.rule.section for p in problems] == ["2.1.1.2"]


def test_christopher_robin_searches_for_a_hunny_card():
    # Lorcana 8.2.2 (searching the deck), 7.1.10 (revealed) and the shuffle after
    st = started()
    staff = put(st, custom("HST", "Hunny Staff", card_type="Item", classifications=["Hunny"]), 0, "deck")
    st.table.move(staff, "deck", player=0, position=20)
    st, _ = play(st, card("Christopher Robin - Hunny Sage"))
    st = choose(st, ["yes"])
    assert option_ids(st) == {str(staff)}  # the only Hunny card in the deck
    st = choose(st, [staff])
    assert st.table.cards[staff].zone == "hand"


def test_christopher_robin_search_may_be_declined():
    # Lorcana 7.1.3: "you may search"
    st = started()
    staff = put(st, custom("HST", "Hunny Staff", card_type="Item", classifications=["Hunny"]), 0, "deck")
    deck = list(st.table.zone(0, "deck"))
    st, _ = play(st, card("Christopher Robin - Hunny Sage"))
    st = choose(st, ["no"])
    assert st.table.cards[staff].zone == "deck" and st.table.zone(0, "deck") == deck


# --- Merida - Wisp Conjurer ----------------------------------------------------------------------


def test_merida_draws_when_another_character_enters_play_exerted():
    # Lorcana 7.7.4 (an effect makes it enter play exerted) and 7.1.3 (the "may")
    st = started()
    put(st, card("Merida - Wisp Conjurer"), 0)
    sleepy = custom("SLP", "Sleepy", "This character enters play exerted.", cost=1)
    st, uid = play(st, sleepy)
    assert st.table.cards[uid].tapped
    before = hand(st)
    st = choose(st, ["yes"])
    assert hand(st) == before + 1


def test_merida_draws_when_a_bodyguard_chooses_to_enter_exerted():
    # Lorcana 10.2.2 (Bodyguard may enter play exerted)
    st = started()
    put(st, card("Merida - Wisp Conjurer"), 0)
    guard = custom("GRD", "Guard", "Bodyguard", cost=1)
    st, uid = play(st, guard)
    assert st.pending[0].kind == "bodyguard"
    st = choose(st, ["yes"])
    before = hand(st)
    st = choose(st, ["yes"])  # Merida's "may"
    assert st.table.cards[uid].tapped and hand(st) == before + 1


def test_merida_may_decline_and_ignores_ready_entries():
    # Lorcana 7.1.3 (declined) and 7.4.2 (a character entering ready does not trigger it)
    st = started()
    put(st, card("Merida - Wisp Conjurer"), 0)
    st, _ = play(st, custom("RDY", "Ready One", cost=1))
    assert not st.pending
    guard = custom("GRD", "Guard", "Bodyguard", cost=1)
    st, _ = play(st, guard)
    st = choose(st, ["no"])  # enters ready
    assert not st.pending
    st, _ = play(st, custom("SLP", "Sleepy", "This character enters play exerted.", cost=1))
    before = hand(st)
    st = choose(st, ["no"])
    assert hand(st) == before and not st.pending


def test_merida_only_watches_your_characters_during_your_turn():
    # Lorcana 7.4.2: "during your turn" and "of yours"
    st = started()
    put(st, card("Merida - Wisp Conjurer"), 0)
    st = end_turn(st)
    st, uid = play(st, custom("SLP", "Sleepy", "This character enters play exerted.", cost=1), player=1)
    assert st.table.cards[uid].tapped and not st.pending


def test_merida_herself_entering_exerted_only_uses_focused_energy():
    # Lorcana 7.4.2: "another character"; her own "may enter play exerted to draw" (7.7.4) draws once
    st = started()
    st, merida = play(st, card("Merida - Wisp Conjurer"))
    before = hand(st)
    st = choose(st, ["yes"])  # enter exerted to draw
    assert st.table.cards[merida].tapped and hand(st) == before + 1 and not st.pending


# --- Mrs. Incredible - Created by the Vine -------------------------------------------------------


def shifter(st, cost: int = 6, shift: int = 3) -> tuple[int, int]:
    """A character named Hero in play and another Hero with Shift in P1's hand."""
    base = put(st, custom("HB", "Hero", version="Base"), 0)
    top = put(st, custom(f"HS{shift}", "Hero", f"Shift {shift}", version="Shifted", cost=cost), 0, "hand")
    return base, top


def ready_ink(st, p: int = 0) -> int:
    return sum(1 for u in st.table.zone(p, "inkwell") if not st.table.cards[u].tapped)


def test_mrs_incredible_makes_the_next_shift_cost_1_less():
    # Lorcana 4.3.4.5 (cost decrease) and 10.8.1 (Shift is an alternate cost)
    st = started()
    mi = put(st, card("Mrs. Incredible - Created by the Vine"), 0)
    st = act(st, "quest", uid=mi)
    base, top = shifter(st)
    ink_up(st, 0, 2)
    st = act(st, "play", uid=top, mode="shift", onto=base)
    assert st.table.cards[top].zone == "play" and ready_ink(st) == 0
    base2, top2 = (
        put(st, custom("HB2", "Hero", version="Base2"), 0),
        put(st, custom("HS9", "Hero", "Shift 3", version="Other", cost=6), 0, "hand"),
    )
    ink_up(st, 0, 2)
    with pytest.raises(RulesError, match=r"4\.3\.4\.6"):  # used up: the next Shift costs 3 again
        act(st, "play", uid=top2, mode="shift", onto=base2)


def test_mrs_incredible_stacks_per_floodborn_quest_and_ignores_normal_plays():
    # Lorcana 4.3.4.5: each decrease applies to the next Shift; a play without Shift is not decreased
    st = started()
    mi = put(st, card("Mrs. Incredible - Created by the Vine"), 0)
    fb = put(st, custom("FB", "Vine Thing", classifications=["Floodborn"]), 0)
    plain = put(st, custom("PL", "Plain One"), 0)
    for u in (mi, fb, plain):
        st = act(st, "quest", uid=u)
    cheap = put(st, custom("CH", "Cheap", cost=1), 0, "hand")
    ink_up(st, 0, 1)
    st = act(st, "play", uid=cheap, mode="ink")
    assert ready_ink(st) == 0  # full cost 1: not a Shift
    base, top = shifter(st)
    ink_up(st, 0, 1)
    st = act(st, "play", uid=top, mode="shift", onto=base)  # Shift 3 - 2
    assert st.table.cards[top].zone == "play"


def test_mrs_incredible_decrease_ends_with_the_turn():
    # Lorcana 4.3.4.5: "this turn"
    st = started()
    mi = put(st, card("Mrs. Incredible - Created by the Vine"), 0)
    st = act(st, "quest", uid=mi)
    st = end_turn(st)
    st = end_turn(st)
    base, top = shifter(st)
    for u in list(st.table.zone(0, "inkwell")):
        st.table.cards[u].tapped = True
    ink_up(st, 0, 2)
    with pytest.raises(RulesError, match=r"4\.3\.4\.6"):
        act(st, "play", uid=top, mode="shift", onto=base)


# --- Powhatan's Staff ----------------------------------------------------------------------------


def test_powhatans_staff_next_character_enters_exerted_with_bodyguard():
    # Lorcana 7.7.4 (enters play exerted) and 10.2 (Bodyguard) until the start of your next turn
    st = started()
    staff = put(st, card("Powhatan's Staff"), 0)
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=staff, ability=0)
    st, _ = play(st, custom("ITM", "Trinket", card_type="Item", cost=1))  # not a character: not used up
    st, first = play(st, custom("C1", "First", cost=1))
    assert st.table.cards[first].tapped and keyword_value(st, first, "Bodyguard") is not None
    assert not st.pending  # already exerted: Bodyguard's question is not asked
    st, second = play(st, custom("C2", "Second", cost=1))
    assert not st.table.cards[second].tapped and keyword_value(st, second, "Bodyguard") is None
    st = end_turn(st)
    assert keyword_value(st, first, "Bodyguard") is not None
    st = end_turn(st)
    assert keyword_value(st, first, "Bodyguard") is None


def test_powhatans_staff_applies_to_a_shifted_character_and_only_this_turn():
    # Lorcana 10.8.4 (an effect making it enter exerted applies to a shifted character)
    st = started()
    staff = put(st, card("Powhatan's Staff"), 0)
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=staff, ability=0)
    base, top = shifter(st)
    ink_up(st, 0, 3)
    st = act(st, "play", uid=top, mode="shift", onto=base)
    assert st.table.cards[top].tapped and keyword_value(st, top, "Bodyguard") is not None
    st2 = started()
    staff = put(st2, card("Powhatan's Staff"), 0)
    ink_up(st2, 0, 1)
    st2 = act(st2, "activate", uid=staff, ability=0)
    st2 = end_turn(st2)
    st2 = end_turn(st2)
    st2, later = play(st2, custom("C3", "Later", cost=1))
    assert not st2.table.cards[later].tapped


# --- Bunch of Balloons ---------------------------------------------------------------------------


def test_bunch_of_balloons_gives_the_chosen_location_evasive_while_in_play():
    # Lorcana 10.4.2 (only Evasive characters may challenge an Evasive card) and the duration "while this item is in play"
    st = started()
    loc = put(st, location(), 0)
    other = put(st, custom("LOC2", "Other Place", card_type="Location", w=7, lore=1, move_cost=1), 0)
    st, balloons = play(st, card("Bunch of Balloons"))
    assert option_ids(st) == {str(loc), str(other)}
    st = choose(st, [loc])
    assert keyword_value(st, loc, "Evasive") is not None and keyword_value(st, other, "Evasive") is None
    st = end_turn(st)
    foe = put(st, custom("FOE", "Foe", s=1), 1)
    with pytest.raises(RulesError) as err:
        act(st, "challenge", 1, uid=foe, target=loc)
    assert (
        err.value.rule.section == "8.6.1" and err.value.rule.outside
    )  # 2.2.0 8.6.1: "This [Type] can't be challenged …"
    act(st, "challenge", 1, uid=foe, target=other)  # the other location may still be challenged (4.3.6.21)
    st = end_turn(st)
    ink_up(st, 0, 3)
    st = act(st, "activate", uid=balloons, ability=1)  # OUT OF SIGHT: back to the hand
    assert st.table.cards[balloons].zone == "hand" and keyword_value(st, loc, "Evasive") is None


def test_bunch_of_balloons_without_a_location_does_nothing():
    # Lorcana 1.2.3: no location of yours to choose (an opponent's location can't be chosen)
    st = started()
    theirs = put(st, location(), 1)
    st, _ = play(st, card("Bunch of Balloons"))
    assert not st.pending and keyword_value(st, theirs, "Evasive") is None


# --- I'm Never Not by Your Side ------------------------------------------------------------------


def test_never_not_by_your_side_spreads_4_damage_and_gains_lore_per_damage():
    # Lorcana 7.1.8 ("up to 4 total", any number of characters) and 9.1 (removing damage)
    st = started()
    a = put(st, custom("A", "Alpha", w=9), 0, damage=3)
    b = put(st, custom("B", "Beta", w=9), 0, damage=3)
    foe = put(st, custom("FOE", "Foe", w=9), 1, damage=3)
    st, _ = play(st, card("I'm Never Not by Your Side"))
    assert option_ids(st) == {str(a), str(b)}  # your characters only
    st = choose(st, [a])
    assert option_ids(st) == {"1", "2", "3"}
    st = choose(st, ["3"])
    st = choose(st, [b])
    assert option_ids(st) == {"1"}  # 1 left of the 4
    st = choose(st, ["1"])
    assert not st.pending
    assert st.table.cards[a].damage == 0 and st.table.cards[b].damage == 2 and st.table.cards[foe].damage == 3
    assert st.lore[0] == 4


def test_never_not_by_your_side_may_stop_early():
    # Lorcana 7.1.8: "up to": the player may remove less, even nothing
    st = started()
    a = put(st, custom("A", "Alpha", w=9), 0, damage=3)
    st, _ = play(st, card("I'm Never Not by Your Side"))
    st = choose(st, [a])
    st = choose(st, ["1"])
    st = choose(st, [])  # stop
    assert not st.pending and st.table.cards[a].damage == 2 and st.lore[0] == 1
    st2 = started()
    a = put(st2, custom("A", "Alpha", w=9), 0, damage=3)
    st2, _ = play(st2, card("I'm Never Not by Your Side"))
    st2 = choose(st2, [])
    assert st2.table.cards[a].damage == 3 and st2.lore[0] == 0


# --- Carl Fredricksen & Russell - Intrepid Explorers ---------------------------------------------


def test_carl_and_russell_boost_the_characters_at_their_location():
    # Lorcana 4.3.7 (characters at a location) and 7.8.1 / 10.4 (+1 {L}, Evasive)
    st = started()
    cr = put(st, card("Carl Fredricksen & Russell - Intrepid Explorers"), 0)
    here = put(st, location(), 0)
    there = put(st, custom("LOC2", "Other Place", card_type="Location", w=7, lore=1, move_cost=1), 0)
    buddy = put(st, custom("BUD", "Buddy", lore=1), 0)
    away = put(st, custom("AWY", "Away", lore=1), 0)
    elsewhere = put(st, custom("ELS", "Elsewhere", lore=1), 0)
    base = stat(st, cr, "lore")
    assert (
        stat(st, buddy, "lore") == 1 and keyword_value(st, buddy, "Evasive") is None
    )  # he is at no location
    st.table.cards[cr].flags["at"] = here
    st.table.cards[buddy].flags["at"] = here
    st.table.cards[elsewhere].flags["at"] = there
    assert stat(st, cr, "lore") == base + 1 and keyword_value(st, cr, "Evasive") is not None
    assert stat(st, buddy, "lore") == 2 and keyword_value(st, buddy, "Evasive") is not None
    assert stat(st, away, "lore") == 1 and keyword_value(st, away, "Evasive") is None
    assert stat(st, elsewhere, "lore") == 1 and keyword_value(st, elsewhere, "Evasive") is None
    before = st.lore[0]
    st = act(st, "quest", uid=buddy)
    assert st.lore[0] == before + 2


# --- Magical Hunny Staff -------------------------------------------------------------------------


def test_magical_hunny_staff_makes_a_character_of_yours_hunny_once_per_turn():
    # Lorcana 7.5 (an ability used by paying its cost; "once during your turn") and the Hunny classification
    # until the start of your next turn; SPELL OF SWIFTNESS then may choose it (1.2.4)
    st = started()
    staff = put(st, card("Magical Hunny Staff"), 0)
    mine = put(st, custom("MINE", "Mine"), 0)
    foe = put(st, custom("FOE", "Foe"), 1)
    ink_up(st, 0, 4)
    st = act(st, "activate", uid=staff, ability=0)
    assert option_ids(st) == {str(mine)}  # "chosen character of yours"
    st = choose(st, [mine])
    with pytest.raises(RulesError):  # once during your turn
        act(st, "activate", uid=staff, ability=0)
    st = act(
        st, "activate", uid=staff, ability=1
    )  # {E}, 2 {I}: chosen Hunny character of yours gains Evasive
    assert option_ids(st) == {str(mine)}  # now a Hunny character of yours
    st = choose(st, [mine])
    assert keyword_value(st, mine, "Evasive") is not None and keyword_value(st, foe, "Evasive") is None
    st = end_turn(st)
    assert keyword_value(st, mine, "class:Hunny") is not None
    st = end_turn(st)
    assert keyword_value(st, mine, "class:Hunny") is None


def test_magical_hunny_staff_needs_the_ink():
    # Lorcana 7.5.3 (the cost must be paid)
    st = started()
    staff = put(st, card("Magical Hunny Staff"), 0)
    put(st, custom("MINE", "Mine"), 0)
    with pytest.raises(RulesError):
        act(st, "activate", uid=staff, ability=0)


# --- Flynn Rider - High-Climbing Rogue -----------------------------------------------------------


def test_flynn_rider_makes_the_opponent_who_chooses_him_discard():
    # Lorcana 1.2.4 (choosing him for an action) and 8.3.4 (the discarding player chooses the card)
    st = started()
    flynn = put(st, card("Flynn Rider - High-Climbing Rogue"), 1)
    ink_up(st, 0, 1)
    zap = custom("ZAP", "Zap", "Deal 1 damage to chosen character.", card_type="Action", cost=1)
    st = act(st, "play", uid=put(st, zap, 0, "hand"), mode="ink")
    mine = len(st.table.zone(0, "hand"))
    theirs = len(st.table.zone(1, "hand"))
    st = choose(st, [flynn])
    assert st.table.cards[flynn].damage == 1
    assert st.pending and st.pending[0].player == 0 and st.pending[0].kind == "discard"
    st = choose(st, [st.table.zone(0, "hand")[0]])
    assert len(st.table.zone(0, "hand")) == mine - 1 and len(st.table.zone(1, "hand")) == theirs


def test_flynn_rider_also_triggers_for_abilities_but_not_for_his_own_player():
    # Lorcana 7.4.2: "an opponent chooses this character for an action or ability"
    st = started()
    flynn = put(st, card("Flynn Rider - High-Climbing Rogue"), 1)
    other = put(st, custom("OTH", "Other", w=9), 1)
    pinger = put(st, custom("PNG", "Pinger", "{E} — Deal 1 damage to chosen character."), 0)
    st = act(st, "activate", uid=pinger, ability=0)
    mine = len(st.table.zone(0, "hand"))
    st = choose(st, [other])  # another character: nothing
    assert not st.pending and len(st.table.zone(0, "hand")) == mine
    st = end_turn(st)
    ink_up(st, 1, 1)
    zap = custom("ZAP", "Zap", "Deal 1 damage to chosen character.", card_type="Action", cost=1)
    st = act(st, "play", 1, uid=put(st, zap, 1, "hand"), mode="ink")
    theirs = len(st.table.zone(1, "hand"))
    st = choose(st, [flynn])  # his own player chooses him: not an opponent
    assert not st.pending and len(st.table.zone(1, "hand")) == theirs
    st = end_turn(st)
    st.table.cards[pinger].tapped = False
    st = act(st, "activate", uid=pinger, ability=0)
    st = choose(st, [flynn])
    assert st.pending and st.pending[0].player == 0 and st.pending[0].kind == "discard"


# --- The Horned King - Merciless Master ----------------------------------------------------------


def discard_plays(st, p: int = 0) -> set[tuple[int, str]]:
    from tests.lorcana.helpers import ENGINE

    return {
        (a.args["uid"], a.args["mode"])
        for a in ENGINE.legal_actions(st, p)
        if a.type == "play" and st.table.cards[a.args["uid"]].zone == "discard"
    }


def test_horned_king_exerted_lets_you_play_characters_from_your_discard_exerted():
    # Lorcana 4.3.4.2 (a card is played from the hand) overridden by the card's text (1.2.1); 4.3.4.6 its cost is paid;
    # 7.7.4: they enter play exerted
    st = started()
    put(st, card("The Horned King - Merciless Master"), 0, tapped=True)
    goon = put(st, custom("GOON", "Goon", cost=2), 0, "discard")
    trinket = put(st, custom("TRK", "Trinket", card_type="Item", cost=1), 0, "discard")
    ink_up(st, 0, 2)
    assert discard_plays(st) == {(goon, "ink")}  # characters only
    with pytest.raises(RulesError, match=r"4\.3\.4\.2"):
        act(st, "play", uid=trinket, mode="ink")
    st = act(st, "play", uid=goon, mode="ink")
    assert st.table.cards[goon].zone == "play" and st.table.cards[goon].tapped and ready_ink(st) == 0


def test_horned_king_ready_gives_no_permission_and_the_cost_must_be_paid():
    # Lorcana 4.3.4.2 ("while this character is exerted") and 4.3.4.6 (the cost is paid)
    st = started()
    king = put(st, card("The Horned King - Merciless Master"), 0)
    goon = put(st, custom("GOON", "Goon", cost=2), 0, "discard")
    ink_up(st, 0, 2)
    assert discard_plays(st) == set()
    with pytest.raises(RulesError, match=r"4\.3\.4\.2"):
        act(st, "play", uid=goon, mode="ink")
    st.table.cards[king].tapped = True
    for u in st.table.zone(0, "inkwell")[:1]:
        st.table.cards[u].tapped = True
    assert discard_plays(st) == set()  # 1 ink is not enough
    with pytest.raises(RulesError):
        act(st, "play", uid=goon, mode="ink")


def test_horned_king_a_character_shifted_from_the_discard_enters_exerted():
    # Lorcana 10.8.1 (Shift) and 10.8.4 (an effect making it enter play exerted applies to a shifted character)
    st = started()
    put(st, card("The Horned King - Merciless Master"), 0, tapped=True)
    base = put(st, custom("HB", "Hero", version="Base"), 0)
    top = put(st, custom("HS3", "Hero", "Shift 3", version="Shifted", cost=6), 0, "discard")
    ink_up(st, 0, 3)
    assert (top, "shift") in discard_plays(st)
    st = act(st, "play", uid=top, mode="shift", onto=base)
    assert st.table.cards[top].zone == "play" and st.table.cards[top].tapped


def test_horned_king_does_not_open_the_opponents_discard():
    # Lorcana 4.3.4.2: "your discard"
    st = started()
    put(st, card("The Horned King - Merciless Master"), 0, tapped=True)
    theirs = put(st, custom("THR", "Theirs", cost=1), 1, "discard")
    ink_up(st, 0, 2)
    with pytest.raises(RulesError, match=r"4\.3\.4\.2"):
        act(st, "play", uid=theirs, mode="ink")
