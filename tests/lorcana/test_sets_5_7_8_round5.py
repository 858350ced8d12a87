"""Sets 5, 7 and 8, round 5 (issue 16): new ops ``search_deck``, ``banish_or_return``, ``discard_any``,
``inkwell_random_return``, ``top_play_free``, ``each_player_may_play_free``, ``unless_discard``,
``play_free_from`` and ``name_return_all``; statics for opposing cards entering exerted, Shift-only
cost decreases, "you can't lose lore", the challenging character and damage-counted cost decreases;
granted "banished in a challenge" abilities as bound floating triggers; scripts in the existing
vocabulary. Each card is played from its real data in an engine game, and each clause is checked,
including "may", the intervening "if" and the case where nothing matches."""

from __future__ import annotations

from engine.lorcana.cards import compiler
from tests.lorcana.helpers import act, choose, custom, end_turn, ink_up, put, started
from tests.lorcana.real import registry_cards


def card(full_name: str) -> dict:
    data = registry_cards()[full_name]
    assert compiler.is_automated(data), full_name
    return dict(data)


def kinds(st) -> set[str]:
    return {o.id for o in st.pending[0].options} if st.pending else set()


def play(st, data: dict, player: int = 0):
    """Play ``data`` from the hand paying its ink."""
    ink_up(st, player, data["cost"])
    uid = put(st, data, player, "hand")
    return act(st, "play", player, uid=uid, mode="ink"), uid


def shift(st, data: dict, base_name: str):
    """Shift ``data`` onto a test character with the same name (10.8)."""
    base = put(st, custom("BASE", base_name.split(" - ")[0]), 0)
    ink_up(st, 0, data["cost"])
    uid = put(st, data, 0, "hand")
    return act(st, "play", uid=uid, mode="shift", onto=base), uid


def seed_deck(st, player: int, cards: list[dict]) -> list[int]:
    """Put test cards into the deck (not on top: a search finds them anywhere)."""
    return [put(st, c, player, "deck") for c in cards]


# --- search_deck --------------------------------------------------------------------------------


def test_merlin_intellectual_visionary_searches_any_card_when_shifted():
    # Lorcana 10.8 Shift + 7.4.4 (intervening if); 8.2.2: the deck is searched only because the effect says so
    st = started()
    wanted = seed_deck(st, 0, [custom("ITEM1", "Gadget", card_type="Item")])[0]
    st, _ = shift(st, card("Merlin - Intellectual Visionary"), "Merlin")
    assert kinds(st) == {"yes", "no"}  # 7.1.3: "you may"
    st = choose(st, ["yes"])
    assert str(wanted) in kinds(st)  # any card: an item too
    deck_size = len(st.table.zone(0, "deck"))
    st = choose(st, [wanted])
    assert not st.pending
    assert st.table.cards[wanted].zone == "hand" and len(st.table.zone(0, "deck")) == deck_size - 1


def test_merlin_intellectual_visionary_may_decline_and_does_nothing_when_not_shifted():
    # Lorcana 7.1.3 "may": declining leaves the deck alone; 7.4.4: played normally, no trigger effect
    st = started()
    st, _ = shift(st, card("Merlin - Intellectual Visionary"), "Merlin")
    hand = len(st.table.zone(0, "hand"))
    st = choose(st, ["no"])
    assert not st.pending and len(st.table.zone(0, "hand")) == hand
    st = started()
    st, _ = play(st, card("Merlin - Intellectual Visionary"))
    assert not st.pending


def test_minnie_drum_major_puts_the_found_character_on_top_after_shuffling():
    # Lorcana 7.1.10: the card is revealed; then the deck is shuffled and the card goes on top
    st = started()
    hero, item = seed_deck(st, 0, [custom("HERO", "Hero"), custom("IT", "Thing", card_type="Item")])
    assert st.table.zone(0, "deck")[0] == item
    st, _ = shift(st, card("Minnie Mouse - Drum Major"), "Minnie Mouse")
    st = choose(st, ["yes"])
    assert str(hero) in kinds(st) and str(item) not in kinds(st)  # only character cards
    st = choose(st, [hero])
    assert not st.pending and st.table.zone(0, "deck")[0] == hero


def test_antonio_searches_a_cheap_character_once_per_turn_when_one_of_yours_sings():
    # Lorcana 2.2.0 6.1.13.2 "once during your turn" and 7.4.2 "whenever one of your characters sings"
    st = started()
    put(st, card("Antonio Madrigal - Friend to All"), 0)
    cheap, big = seed_deck(st, 0, [custom("CH", "Cheap", cost=3), custom("BIG", "Big", cost=4)])
    singer = put(st, custom("SG", "Singer", cost=5), 0)
    other = put(st, custom("SG2", "Singer Two", cost=5), 0)
    song = put(st, custom("SONG", "Tune", card_type="Action", subtypes=["Song"], cost=3), 0, "hand")
    st = act(st, "play", uid=song, mode="sing", singer=singer)
    st = choose(st, ["yes"])
    assert kinds(st) == {str(cheap)}  # cost 3 or less only
    st = choose(st, [cheap])
    assert st.table.cards[cheap].zone == "hand" and st.table.cards[big].zone == "deck"
    song2 = put(st, custom("SONG2", "Tune Two", card_type="Action", subtypes=["Song"], cost=3), 0, "hand")
    st = act(st, "play", uid=song2, mode="sing", singer=other)
    assert not st.pending  # already used this turn


def test_yzma_on_edge_searches_wrong_lever_only_with_pull_the_lever_in_the_discard():
    # Lorcana 7.4.4: the intervening "if" is checked when the trigger would be added
    lever = registry_cards()["Wrong Lever!"]
    st = started()
    found = seed_deck(st, 0, [dict(lever)])[0]
    st, _ = play(st, card("Yzma - On Edge"))
    assert not st.pending  # no Pull the Lever! in the discard
    st = started()
    found = seed_deck(st, 0, [dict(lever), custom("OT", "Other", card_type="Action")])[0]
    put(st, dict(registry_cards()["Pull the Lever!"]), 0, "discard")
    st, _ = play(st, card("Yzma - On Edge"))
    st = choose(st, ["yes"])
    assert kinds(st) == {str(found)}
    st = choose(st, [found])
    assert st.table.cards[found].zone == "hand"


# --- scripts in the existing vocabulary ---------------------------------------------------------


def test_dolores_madrigal_makes_the_chosen_opponent_reveal_their_hand_when_yours_sings():
    # Lorcana 7.1.10: revealing shows the cards to every player
    st = started()
    put(st, card("Dolores Madrigal - Within Earshot"), 0)
    singer = put(st, custom("SG", "Singer", cost=3), 0)
    song = put(st, custom("SONG", "Tune", card_type="Action", subtypes=["Song"], cost=3), 0, "hand")
    from engine.core import Action
    from tests.lorcana.helpers import ENGINE

    hand = list(st.table.zone(1, "hand"))
    res = ENGINE.apply(st, Action("play", 0, {"uid": song, "mode": "sing", "singer": singer}))
    shown = [e for e in res.events if e.kind == "reveal"]
    assert shown and shown[-1].player == 1 and len(hand) == 7
    assert all(res.state.table.cards[u].zone == "hand" for u in hand)  # revealing discards nothing


def test_madame_medusa_mills_three_only_after_damaging_another_of_yours():
    # Lorcana 7.1.2.2: "[A] to [B]": B happens only if A was done; 7.1.3 "may"
    st = started()
    medusa = put(st, card("Madame Medusa - Diamond Lover"), 0)
    mine = put(st, custom("MINE", "Mine", w=5), 0)
    deck = len(st.table.zone(1, "deck"))
    st = act(st, "quest", uid=medusa)
    st = choose(st, ["yes"])
    st = choose(st, [mine])
    st = choose(st, ["1"])  # the chosen player: P2
    assert st.table.cards[mine].damage == 2
    assert len(st.table.zone(1, "deck")) == deck - 3 and len(st.table.zone(1, "discard")) == 3


def test_madame_medusa_without_another_character_mills_nothing():
    # Lorcana 1.2.3 / 7.1.2.2: no other character of yours to damage, so nothing is put into the discard
    st = started()
    medusa = put(st, card("Madame Medusa - Diamond Lover"), 0)
    st = act(st, "quest", uid=medusa)  # no legal choice: not asked (1.2.4; engine.lorcana.may_nothing)
    assert not st.pending and not st.table.zone(1, "discard") and not st.table.zone(0, "discard")


def test_tramp_draws_and_discards_one_card_per_other_character():
    # Lorcana 7.1.3 "may"; "for each" counted as the effect resolves; 8.3.4 the player chooses what to discard
    st = started()
    for i in range(2):
        put(st, custom(f"O{i}", f"Other {i}"), 0)
    st, _ = play(st, card("Tramp - Street-Smart Dog"))
    hand = len(st.table.zone(0, "hand"))
    st = choose(st, ["yes"])
    assert len(st.table.zone(0, "hand")) == hand + 2
    assert st.pending and st.pending[0].kind == "discard"
    picks = [o.id for o in st.pending[0].options][:2]
    st = choose(st, picks)
    assert len(st.table.zone(0, "hand")) == hand and len(st.table.zone(0, "discard")) == 2


def test_tramp_declined_draws_nothing():
    # Lorcana 7.1.3: declining "you may" skips the whole sentence
    st = started()
    put(st, custom("O0", "Other"), 0)
    st, _ = play(st, card("Tramp - Street-Smart Dog"))
    hand = len(st.table.zone(0, "hand"))
    st = choose(st, ["no"])
    assert not st.pending and len(st.table.zone(0, "hand")) == hand and not st.table.zone(0, "discard")


# --- banish_or_return -----------------------------------------------------------------------------


def test_madam_mim_elephant_is_banished_when_no_other_character_can_be_returned():
    # Lorcana 1.2.3: returning another character is impossible, so she is banished (no choice offered)
    st = started()
    st, mim = play(st, card("Madam Mim - Elephant"))
    assert not st.pending and st.table.cards[mim].zone == "discard"


def test_madam_mim_elephant_may_return_another_character_instead():
    # Lorcana 1.2.4: the choice is made as the effect resolves; 7.1.5 "another": not herself
    st = started()
    other = put(st, custom("OT", "Other"), 0)
    st, mim = play(st, card("Madam Mim - Elephant"))
    assert kinds(st) == {"0", "1"}
    st = choose(st, ["1"])
    assert kinds(st) == {str(other)}
    st = choose(st, [other])
    assert st.table.cards[other].zone == "hand" and st.table.cards[mim].zone == "play"


def test_madam_mim_rhino_may_choose_to_be_banished_with_another_character_in_play():
    # Lorcana 1.2.4: either instruction may be chosen while both are possible
    st = started()
    other = put(st, custom("OT", "Other"), 0)
    st, mim = play(st, card("Madam Mim - Rhino"))
    st = choose(st, ["0"])
    assert not st.pending and st.table.cards[mim].zone == "discard" and st.table.cards[other].zone == "play"


# --- any number -----------------------------------------------------------------------------------


def test_royal_tantrum_draws_one_card_per_item_banished():
    # Lorcana 7.1.8 "any number" (none to all); "for each item banished this way" counts what was banished
    st = started()
    items = [put(st, custom(f"IT{i}", f"Item {i}", card_type="Item"), 0) for i in range(3)]
    foe_item = put(st, custom("FI", "Foe Item", card_type="Item"), 1)
    st, _ = play(st, card("Royal Tantrum"))
    assert str(foe_item) not in kinds(st)  # only your items
    hand = len(st.table.zone(0, "hand"))
    st = choose(st, items[:2])
    assert not st.pending
    assert [st.table.cards[u].zone for u in items] == ["discard", "discard", "play"]
    assert len(st.table.zone(0, "hand")) == hand + 2


def test_royal_tantrum_banishing_nothing_draws_nothing():
    # Lorcana 7.1.8: choosing none is legal; nothing banished, nothing drawn
    st = started()
    item = put(st, custom("IT", "Item", card_type="Item"), 0)
    st, _ = play(st, card("Royal Tantrum"))
    hand = len(st.table.zone(0, "hand"))
    st = choose(st, [])
    assert not st.pending and st.table.cards[item].zone == "play" and len(st.table.zone(0, "hand")) == hand


def test_geppetto_gains_one_lore_per_item_card_discarded():
    # Lorcana 8.3.4 the player chooses the cards; 7.1.3 "may"; only item cards may be discarded
    st = started()
    gep = put(st, card("Geppetto - Skilled Craftsman"), 0)
    items = [put(st, custom(f"IT{i}", f"Item {i}", card_type="Item"), 0, "hand") for i in range(2)]
    char = put(st, custom("CH", "Char"), 0, "hand")
    lore = st.lore[0]
    st = act(st, "quest", uid=gep)
    st = choose(st, ["yes"])
    assert str(char) not in kinds(st) and {str(u) for u in items} <= kinds(st)
    st = choose(st, items)
    assert (
        st.lore[0] == lore + card("Geppetto - Skilled Craftsman")["lore"] + 2
    )  # his own {L} plus one per item card


def test_geppetto_declined_gains_only_his_quest_lore():
    # Lorcana 7.1.3: declining discards nothing
    st = started()
    gep = put(st, card("Geppetto - Skilled Craftsman"), 0)
    put(st, custom("IT", "Item", card_type="Item"), 0, "hand")
    lore = st.lore[0]
    st = act(st, "quest", uid=gep)
    st = choose(st, ["no"])
    assert (
        not st.pending
        and st.lore[0] == lore + card("Geppetto - Skilled Craftsman")["lore"]
        and not st.table.zone(0, "discard")
    )


def test_desperate_plan_with_cards_in_hand_discards_any_number_and_draws_that_many():
    # the "otherwise" branch: the hand is not empty; 8.3.4 the player chooses; draws as many as discarded
    st = started()
    hand = list(st.table.zone(0, "hand"))
    st, _ = play(st, card("Desperate Plan"))
    st = choose(st, hand[:2])
    assert not st.pending
    assert len(st.table.zone(0, "discard")) == 3  # the two cards and the action itself
    assert len(st.table.zone(0, "hand")) == len(hand)


def test_desperate_plan_with_an_empty_hand_draws_until_three():
    # Lorcana 4.2.3.1 (draw one at a time) with "draw until you have 3 cards in your hand"
    st = started()
    for u in list(st.table.zone(0, "hand")):
        st.table.move(u, "discard")
    st, _ = play(st, card("Desperate Plan"))
    assert not st.pending and len(st.table.zone(0, "hand")) == 3


# --- inkwell --------------------------------------------------------------------------------------


def test_mufasa_ruler_of_pride_rock_exerts_the_inkwell_and_returns_two_at_random():
    # Lorcana 8.5.3: the inkwell is private, the game picks at random; 8.5.4 exerted ink cards
    st = started()
    ink_up(st, 0, 3)  # 3 more than his cost
    st, _ = play(st, card("Mufasa - Ruler of Pride Rock"))
    assert not st.pending
    ink = st.table.zone(0, "inkwell")
    assert len(ink) == 8 + 3 - 2
    assert all(st.table.cards[u].tapped for u in ink)


def test_ink_geyser_leaves_each_player_three_exerted_ink_cards():
    # Lorcana 1.6.2 each player in turn order; "until they have 3": a player with 3 or fewer keeps them
    st = started()
    ink_up(st, 0, 4)
    ink_up(st, 1, 2)
    st, _ = play(st, card("Ink Geyser"))  # P1: 4 + its cost 3 = 7 cards
    assert not st.pending
    assert len(st.table.zone(0, "inkwell")) == 3 and len(st.table.zone(1, "inkwell")) == 2
    assert all(st.table.cards[u].tapped for p in (0, 1) for u in st.table.zone(p, "inkwell"))
    assert len(st.table.zone(0, "hand")) == 7 + 4


# --- statics --------------------------------------------------------------------------------------


def test_koda_stops_lore_loss_during_opponents_turns():
    # Lorcana 1.2.2: "can't" beats the effect that would make you lose lore
    lose = custom("LOSE", "Lose", "Each player loses 2 lore.", card_type="Action", cost=1)
    st = started()
    put(st, card("Koda - Talkative Cub"), 0)
    st = end_turn(st)  # P2's turn: an opponent's turn for Koda's player
    st.lore[0] = st.lore[1] = 5
    st, _ = play(st, lose, player=1)
    assert st.lore[0] == 5 and st.lore[1] == 3


def test_koda_does_not_stop_lore_loss_during_your_turn():
    # Lorcana 7.6: the condition "during opponents' turns" fails on your own turn
    lose = custom("LOSE", "Lose", "Each player loses 2 lore.", card_type="Action", cost=1)
    st = started()
    put(st, card("Koda - Talkative Cub"), 0)
    st.lore[0] = st.lore[1] = 5
    st, _ = play(st, lose)
    assert st.lore[0] == 3 and st.lore[1] == 3


def test_robin_hood_timely_contestant_costs_one_less_per_damage_on_opposing_characters():
    # Lorcana 4.3.4.5 cost decreases; 7.6.5 a static ability that works from the hand
    import pytest

    from engine.core.rules import RulesError

    rh = card("Robin Hood - Timely Contestant")
    st = started()
    put(st, custom("F1", "Foe One", w=9), 1, damage=2)
    put(st, custom("F2", "Foe Two", w=9), 1, damage=1)
    put(st, custom("MINE", "Mine", w=9), 0, damage=4)  # damage on your own characters does not count
    ink_up(st, 0, rh["cost"] - 3)
    uid = put(st, rh, 0, "hand")
    st2 = act(st, "play", uid=uid, mode="ink")
    assert st2.table.cards[uid].zone == "play"
    st.table.cards[st.table.zone(1, "play")[0]].damage = 1  # one damage less: one ink short
    with pytest.raises(RulesError):
        act(st, "play", uid=uid, mode="ink")


def test_yokai_makes_shift_plays_cost_one_less_but_not_other_plays():
    # Lorcana 10.8.1 Shift is an alternate cost; 4.3.4.5 the decrease applies to it only
    import pytest

    from engine.core.rules import RulesError

    merlin = card("Merlin - Intellectual Visionary")  # Shift 5, cost 6
    st = started()
    put(st, card("Yokai - Intellectual Schemer"), 0)
    base = put(st, custom("BASE", "Merlin"), 0)
    ink_up(st, 0, 4)
    uid = put(st, merlin, 0, "hand")
    with pytest.raises(RulesError):
        act(st, "play", uid=uid, mode="ink")  # its ink cost 6 is not lowered
    st = act(st, "play", uid=uid, mode="shift", onto=base)
    assert st.table.cards[uid].zone == "play"
    st = started()
    base = put(st, custom("BASE", "Merlin"), 0)
    ink_up(st, 0, 4)
    uid = put(st, merlin, 0, "hand")
    with pytest.raises(RulesError):
        act(st, "play", uid=uid, mode="shift", onto=base)  # without Yokai: Shift 5 needs 5 ink


def test_figaro_makes_opposing_items_enter_play_exerted():
    # Lorcana 7.7.4: an effect that changes how a card enters play
    st = started()
    put(st, card("Figaro - Tuxedo Cat"), 1)
    st, item = play(st, custom("IT", "Gizmo", card_type="Item", cost=1))
    assert st.table.cards[item].tapped
    st = started()
    put(st, card("Figaro - Tuxedo Cat"), 0)  # your own Figaro: your items are not opposing
    st, item = play(st, custom("IT", "Gizmo", card_type="Item", cost=1))
    assert not st.table.cards[item].tapped


def test_jiminy_cricket_exerted_makes_opposing_rush_characters_enter_exerted():
    # Lorcana 7.7.4 with the "while" condition (7.6): only while Jiminy is exerted, only characters with Rush
    for exerted, rush, expected in ((True, True, True), (False, True, False), (True, False, False)):
        st = started()
        put(st, card("Jiminy Cricket - Level-Headed and Wise"), 1, tapped=exerted)
        st, uid = play(st, custom("RU", "Runner", "Rush" if rush else "", cost=1))
        assert st.table.cards[uid].tapped == expected, (exerted, rush)


def test_louie_gives_the_challenging_character_minus_one_strength_during_the_challenge():
    # Lorcana 4.3.6: "while being challenged" lasts for the challenge only
    from engine.lorcana.characteristics import stat

    st = started()
    louie = put(st, card("Louie - One Cool Duck"), 1, tapped=True)
    attacker = put(st, custom("AT", "Attacker", s=3, w=9), 0)
    other = put(st, custom("OT", "Other", s=3, w=9), 0)
    st = act(st, "challenge", uid=attacker, target=louie)
    assert st.table.cards[louie].damage == 2  # 3 - 1
    assert stat(st, attacker, "strength") == 3 and stat(st, other, "strength") == 3


def test_pongo_may_play_a_puppy_from_the_inkwell_for_free_at_the_start_of_your_turn():
    # Lorcana 4.3.4.10: played without paying its cost; 7.1.3 "may"
    st = started()
    put(st, card("Pongo - Dear Old Dad"), 0)
    pup = put(st, custom("PUP", "Pup", cost=4, classifications=["Storyborn", "Puppy"]), 0, "inkwell")
    put(st, custom("DOG", "Dog", cost=1), 0, "inkwell")
    st = end_turn(end_turn(st))
    assert kinds(st) == {"yes", "no"}
    st = choose(st, ["yes"])
    assert kinds(st) == {str(pup)}  # only a Puppy character
    st = choose(st, [pup])
    assert st.table.cards[pup].zone == "play"


def test_daisy_duck_makes_the_chosen_opponent_return_one_of_their_characters_once_per_turn():
    # Lorcana 2.2.0 6.1.13.2 "once during your turn"; 1.6.2 the opponent chooses their own character
    st = started()
    put(st, card("Daisy Duck - Multitalented Pirate"), 0)
    a = put(st, custom("A", "Foe A"), 1)
    b = put(st, custom("B", "Foe B"), 1)
    st = act(st, "ink", uid=st.table.zone(0, "hand")[0])
    assert st.pending and st.pending[0].player == 1 and kinds(st) == {str(a), str(b)}
    st = choose(st, [a])
    assert st.table.cards[a].zone == "hand" and st.table.cards[b].zone == "play"
    ramp = custom(
        "RAMP",
        "Ramp",
        "Put the top card of your deck into your inkwell facedown and exerted.",
        card_type="Action",
        cost=0,
    )
    st, _ = play(st, ramp)
    assert not st.pending and st.table.cards[b].zone == "play"


def test_daisy_duck_with_two_opponents_first_asks_which_opponent_chooses():
    # Lorcana 1.2.4 / 1.6.2 with 3 players (1.10.2.3): "chosen opponent" is chosen first, then that
    # player chooses one of their own characters (a random 3-player game crashed here)
    st = started(players=3)
    put(st, card("Daisy Duck - Multitalented Pirate"), 0)
    a = put(st, custom("A", "Foe A"), 1)
    c = put(st, custom("C", "Foe C"), 2)
    st = act(st, "ink", uid=st.table.zone(0, "hand")[0])
    assert st.pending and st.pending[0].player == 0  # which opponent
    st = choose(st, [st.pending[0].options[-1].id])  # the last opponent listed: P3
    assert st.pending and st.pending[0].player == 2 and kinds(st) == {str(c)}
    st = choose(st, [c])
    assert st.table.cards[c].zone == "hand" and st.table.cards[a].zone == "play"


def test_wrong_lever_returns_chosen_character_in_the_first_mode():
    # Lorcana 1.2.4: the mode is chosen as the effect resolves
    st = started()
    foe = put(st, custom("F", "Foe"), 1)
    st, _ = play(st, card("Wrong Lever!"))
    st = choose(st, ["1"])
    st = choose(st, [foe])
    assert st.table.cards[foe].zone == "hand"


def test_wrong_lever_second_mode_needs_pull_the_lever_in_the_discard():
    # Lorcana 7.1.2.2: "[A] to [B]": the character goes to the bottom only if Pull the Lever! was put there
    st = started()
    foe = put(st, custom("F", "Foe"), 1)
    lever = put(st, dict(registry_cards()["Pull the Lever!"]), 0, "discard")
    st, _ = play(st, card("Wrong Lever!"))
    st = choose(st, ["2"])
    assert kinds(st) == {str(lever)}
    st = choose(st, [lever])
    st = choose(st, [foe])
    assert st.table.zone(0, "deck")[-1] == lever and st.table.zone(1, "deck")[-1] == foe
    st = started()
    foe = put(st, custom("F", "Foe"), 1)
    st, _ = play(st, card("Wrong Lever!"))
    st = choose(st, ["2"])
    assert not st.pending and st.table.cards[foe].zone == "play"


# --- top_play_free ----------------------------------------------------------------------------------


def test_pete_wrestling_champ_may_play_a_revealed_pete_for_free():
    # Lorcana 7.1.10 reveal; 4.3.4.10 played without paying its cost; 7.1.3 "may"
    st = started()
    pete = put(st, card("Pete - Wrestling Champ"), 0)
    top = put(st, custom("PETE2", "Pete", cost=7), 0, "deck")
    st = act(st, "activate", uid=pete, ability=0)
    assert kinds(st) == {str(top)}
    st = choose(st, [top])
    assert st.table.cards[top].zone == "play" and st.table.cards[pete].tapped


def test_pete_wrestling_champ_leaves_another_card_on_top():
    # no "otherwise" on the card: a card that isn't a Pete character stays on the top of the deck
    st = started()
    pete = put(st, card("Pete - Wrestling Champ"), 0)
    top = put(st, custom("OTHER", "Goofy", cost=1), 0, "deck")
    st = act(st, "activate", uid=pete, ability=0)
    assert not st.pending and st.table.zone(0, "deck")[0] == top


def test_robin_hood_sharpshooter_plays_a_cheap_action_for_free_and_discards_the_rest():
    # Lorcana 7.1.10 look; 4.3.4.10 free play; the action resolves after the ability (7.1.6)
    st = started()
    rh = put(st, card("Robin Hood - Sharpshooter"), 0)
    big = put(st, custom("BIGACT", "Big Act", "Draw a card.", card_type="Action", cost=7), 0, "deck")
    act_ = put(st, custom("ACT", "Small Act", "Draw a card.", card_type="Action", cost=6), 0, "deck")
    chars = [put(st, custom(f"C{i}", f"Char {i}"), 0, "deck") for i in range(2)]
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "quest", uid=rh)
    assert kinds(st) == {str(act_)}  # only an action card with cost 6 or less
    st = choose(st, [act_])
    assert not st.pending
    assert st.table.cards[act_].zone == "discard" and len(st.table.zone(0, "hand")) == hand + 1  # it resolved
    assert all(st.table.cards[u].zone == "discard" for u in [big, *chars])


def test_robin_hood_sharpshooter_may_play_nothing_and_still_discards_the_four():
    # Lorcana 7.1.3: "you may"; "Put the rest in your discard" happens anyway
    st = started()
    rh = put(st, card("Robin Hood - Sharpshooter"), 0)
    act_ = put(st, custom("ACT", "Small Act", "Draw a card.", card_type="Action", cost=1), 0, "deck")
    st = act(st, "quest", uid=rh)
    st = choose(st, [])
    assert not st.pending and st.table.cards[act_].zone == "discard" and len(st.table.zone(0, "discard")) == 4


def test_down_in_new_orleans_plays_a_card_for_free_and_puts_the_rest_on_the_bottom():
    # Lorcana 4.3.4.10 and 7.1.10; a character, item or location with cost 6 or less
    st = started()
    loc = put(st, custom("LOC", "Bayou", card_type="Location", cost=6), 0, "deck")
    act_ = put(st, custom("ACT", "Small Act", "Draw a card.", card_type="Action", cost=1), 0, "deck")
    item = put(st, custom("IT", "Gizmo", card_type="Item", cost=2), 0, "deck")
    st, _ = play(st, card("Down in New Orleans"))
    assert kinds(st) == {str(loc), str(item)}
    st = choose(st, [item])
    assert st.table.cards[item].zone == "play"
    assert set(st.table.zone(0, "deck")[-2:]) == {loc, act_}


def test_chief_bogo_may_play_a_revealed_character_when_a_bodyguard_is_banished_on_an_opponents_turn():
    # Lorcana 7.4.2 (a triggered ability), 7.1.3 "may", 4.3.4.10 free play
    kill = custom("KILL", "Kill", "Banish chosen character.", card_type="Action", cost=1)
    st = started()
    put(st, card("Chief Bogo - Commanding Officer"), 0)
    guard = put(st, custom("BG", "Guard", "Bodyguard"), 0)
    top = put(st, custom("HELP", "Helper", cost=5), 0, "deck")
    st = end_turn(st)
    st, _ = play(st, kill, player=1)
    st = choose(st, [guard])
    assert st.pending and st.pending[0].player == 0 and kinds(st) == {"yes", "no"}
    st = choose(st, ["yes"])
    assert kinds(st) == {str(top)}
    st = choose(st, [top])
    assert st.table.cards[top].zone == "play" and st.table.cards[top].controller == 0


def test_chief_bogo_does_nothing_on_your_own_turn():
    # Lorcana 7.4.4-style condition "during an opponent's turn"
    kill = custom("KILL", "Kill", "Banish chosen character.", card_type="Action", cost=1)
    st = started()
    put(st, card("Chief Bogo - Commanding Officer"), 0)
    guard = put(st, custom("BG", "Guard", "Bodyguard"), 0)
    st, _ = play(st, kill)
    st = choose(st, [guard])
    assert not st.pending and st.table.cards[guard].zone == "discard"


def test_water_has_memory_orders_the_top_of_the_chosen_players_deck():
    # Lorcana 7.1.10: only the player who looks sees the cards; one goes back on top, three to the bottom
    st = started()
    deck = list(st.table.zone(1, "deck"))
    top4 = deck[:4]
    mine = list(st.table.zone(0, "deck"))
    st, _ = play(st, card("Water Has Memory"))
    st = choose(st, ["1"])  # the chosen player: P2
    assert kinds(st) == {str(u) for u in top4}
    st = choose(st, [top4[2]])
    while st.pending:
        st = choose(st, [st.pending[0].options[0].id])
    new = st.table.zone(1, "deck")
    assert new[0] == top4[2] and set(new[-3:]) == {top4[0], top4[1], top4[3]} and len(new) == len(deck)
    assert st.table.zone(0, "deck") == mine  # the other deck is untouched


def test_yzma_above_it_all_returns_a_character_banished_in_a_challenge_then_its_player_discards_at_random():
    # Lorcana 7.1.9.1 "that card" in the discard; 8.3.4 a random discard by the game's seeded RNG
    from engine.core import Action
    from tests.lorcana.helpers import ENGINE

    st = started()
    put(st, card("Yzma - Above It All"), 0)
    attacker = put(st, custom("AT", "Attacker", s=5, w=9), 0)
    foe = put(st, custom("FOE", "Foe", s=1, w=2), 1, tapped=True)
    hand = len(st.table.zone(1, "hand"))
    res = ENGINE.apply(st, Action("challenge", 0, {"uid": attacker, "target": foe}))
    moves = [(e.data["uid"], e.text.split(": ")[-1]) for e in res.events if e.kind == "move"]
    assert (foe, "discard → hand") in moves  # returned to its player's hand
    assert (
        moves[-1][1] == "hand → discard" and st.table.cards[moves[-1][0]].owner == 1
    )  # then P2 discards one
    assert len(res.state.table.zone(1, "hand")) == hand and len(res.state.table.zone(1, "discard")) == 1


def test_yzma_above_it_all_ignores_a_banish_outside_a_challenge():
    # the trigger names "banished in a challenge" only
    kill = custom("KILL", "Kill", "Banish chosen character.", card_type="Action", cost=1)
    st = started()
    put(st, card("Yzma - Above It All"), 0)
    foe = put(st, custom("FOE", "Foe"), 1)
    hand = len(st.table.zone(1, "hand"))
    st, _ = play(st, kill)
    st = choose(st, [foe])
    assert not st.pending and st.table.cards[foe].zone == "discard" and len(st.table.zone(1, "hand")) == hand


def test_the_return_of_hercules_lets_each_player_play_a_character_from_hand_for_free():
    # Lorcana 1.6.2 turn order; 7.1.3 each player's own "may"; 4.3.4.10 free play
    st = started()
    mine = put(st, custom("MINE", "Mine", cost=9), 0, "hand")
    theirs = put(st, custom("THEIRS", "Theirs", cost=8), 1, "hand")
    item = put(st, custom("IT", "Gizmo", card_type="Item", cost=1), 1, "hand")
    st, _ = play(st, card("The Return of Hercules"))
    assert st.pending[0].player == 0 and str(mine) in kinds(st)
    st = choose(st, [mine])
    assert st.pending[0].player == 1 and str(item) not in kinds(st)  # character cards only
    st = choose(st, [theirs])
    assert not st.pending
    assert st.table.cards[mine].zone == "play" and st.table.cards[mine].controller == 0
    assert st.table.cards[theirs].zone == "play" and st.table.cards[theirs].controller == 1


def test_the_return_of_hercules_a_player_may_decline():
    # Lorcana 7.1.3: "may": the opponent plays nothing
    st = started()
    theirs = put(st, custom("THEIRS", "Theirs", cost=8), 1, "hand")
    st, _ = play(st, card("The Return of Hercules"))
    st = choose(st, [])
    st = choose(st, [])
    assert not st.pending and st.table.cards[theirs].zone == "hand"


def test_the_return_of_hercules_asks_bodyguard_before_the_next_player_chooses():
    # Lorcana 10.2.2: a Bodyguard character played this way may enter play exerted; then the next player (1.6.2)
    st = started()
    guard = put(st, custom("BG", "Guard", "Bodyguard", cost=9), 0, "hand")
    theirs = put(st, custom("THEIRS", "Theirs", cost=8), 1, "hand")
    st, _ = play(st, card("The Return of Hercules"))
    st = choose(st, [guard])
    assert st.pending[0].kind == "bodyguard" and st.pending[0].player == 0
    st = choose(st, [st.pending[0].options[0].id])
    assert st.pending[0].player == 1 and str(theirs) in kinds(st)
    st = choose(st, [theirs])
    assert not st.pending and st.table.cards[guard].zone == "play" and st.table.cards[theirs].zone == "play"


# --- granted "when banished in a challenge, return this card to your hand" (floating, bound) --------


def test_forest_duel_returns_your_character_banished_in_a_challenge_this_turn():
    # Lorcana 7.4.7.1 (an ability that lasts this turn) and 8.4.4 (leave-play triggers look back)
    st = started()
    mine = put(st, custom("MINE", "Mine", s=1, w=1), 0)
    foe = put(st, custom("FOE", "Foe", s=5, w=9), 1, tapped=True)
    st, _ = play(st, card("Forest Duel"))
    from engine.lorcana.characteristics import keyword_value

    assert keyword_value(st, mine, "Challenger") == 2
    st = act(st, "challenge", uid=mine, target=foe)
    while st.pending and st.pending[0].kind == "bag":
        st = choose(st, [st.pending[0].options[0].id])
    assert st.table.cards[mine].zone == "hand"


def test_forest_duel_does_not_return_a_character_banished_outside_a_challenge_or_played_later():
    # "banished in a challenge" only; 7.1.9: only the characters in play as it resolves gain it
    kill = custom("KILL", "Kill", "Banish chosen character.", card_type="Action", cost=1)
    st = started()
    mine = put(st, custom("MINE", "Mine", s=1, w=1), 0)
    st, _ = play(st, card("Forest Duel"))
    later = put(st, custom("LATE", "Late", s=1, w=1), 0)
    foe = put(st, custom("FOE", "Foe", s=5, w=9), 1, tapped=True)
    st, _ = play(st, kill)
    st = choose(st, [mine])
    assert st.table.cards[mine].zone == "discard"
    st = act(st, "challenge", uid=later, target=foe)
    assert st.table.cards[later].zone == "discard"


def test_mother_gothel_knows_whats_best_damage_then_challenger_and_return():
    # Lorcana 7.1.2.2 "[A] to [B]"; 7.1.3 "may"; the granted ability returns the card (7.4.7.1)
    st = started()
    mine = put(st, custom("MINE", "Mine", s=1, w=5), 0)
    foe = put(st, custom("FOE", "Foe", s=5, w=9), 1, tapped=True)
    st, _ = play(st, card("Mother Gothel - Knows What's Best"))
    st = choose(st, ["yes"])
    st = choose(st, [mine])
    from engine.lorcana.characteristics import keyword_value

    assert st.table.cards[mine].damage == 2 and keyword_value(st, mine, "Challenger") == 1
    st = act(st, "challenge", uid=mine, target=foe)
    while st.pending and st.pending[0].kind == "bag":
        st = choose(st, [st.pending[0].options[0].id])
    assert st.table.cards[mine].zone == "hand"


def test_mother_gothel_declined_gives_nothing():
    # Lorcana 7.1.3: declining the damage skips the rest (7.1.2.2)
    st = started()
    mine = put(st, custom("MINE", "Mine", s=1, w=1), 0)
    foe = put(st, custom("FOE", "Foe", s=5, w=9), 1, tapped=True)
    st, _ = play(st, card("Mother Gothel - Knows What's Best"))
    st = choose(st, ["no"])
    st = act(st, "challenge", uid=mine, target=foe)
    assert st.table.cards[mine].zone == "discard"


def test_stitch_experiment_626_plays_himself_from_the_discard_for_free_exerted():
    # Lorcana 7.4.4 (works from the discard), 7.1.2.2 "[A] to [B]", 4.3.4.10 for free, 7.7.4 enters exerted
    st = started()
    stitch = put(st, card("Stitch - Experiment 626"), 0, "discard")
    ink_card = put(st, custom("INK", "Inky", inkable=True), 0, "hand")
    put(st, custom("DRY", "Dry", inkable=False), 0, "hand")
    st = end_turn(end_turn(st))
    assert kinds(st) == {"yes", "no"}
    st = choose(st, ["yes"])
    assert st.pending[0].kind == "discard" and str(ink_card) in kinds(st)
    assert all(
        st.cards[st.table.cards[int(u)].card_id].get("inkable") for u in kinds(st)
    )  # only cards with {C}
    st = choose(st, [ink_card])
    ink_ready = sum(1 for u in st.table.zone(0, "inkwell") if not st.table.cards[u].tapped)
    assert st.table.cards[stitch].zone == "play" and st.table.cards[stitch].tapped
    assert st.table.cards[ink_card].zone == "discard" and ink_ready == len(
        st.table.zone(0, "inkwell")
    )  # no ink paid


def test_stitch_experiment_626_needs_a_card_with_the_inkwell_symbol():
    # Lorcana 7.1.2.2: without a card to discard the cost can't be paid, so he stays in the discard
    st = started()
    stitch = put(st, card("Stitch - Experiment 626"), 0, "discard")
    for u in list(st.table.zone(0, "hand")):
        st.table.move(u, "discard")
    st = end_turn(st)
    put(st, custom("DRY", "Dry", inkable=False), 0, "hand")  # in hand at the start of the turn: no {C}
    st = end_turn(st)
    assert kinds(st) == {"yes", "no"}  # a card in hand might fit: its face is hidden, so asked
    st = choose(st, ["yes"])
    assert not st.pending and st.table.cards[stitch].zone == "discard"
    # an empty hand (its size is public): not asked (7.1.2.2; engine.lorcana.may_nothing)
    st = started()
    stitch = put(st, card("Stitch - Experiment 626"), 0, "discard")
    for u in list(st.table.zone(0, "hand")):
        st.table.move(u, "discard")
    st = end_turn(end_turn(st))
    assert not st.pending and st.table.cards[stitch].zone == "discard"


def flynn_challenged(discard: bool | None):
    """P2 (on their turn) challenges P1's Flynn Rider; ``discard``: P2's answer (None: empty hand)."""
    st = started()
    flynn = put(st, card("Flynn Rider - Breaking and Entering"), 0, tapped=True)
    st = end_turn(st)
    if discard is None:
        for u in list(st.table.zone(1, "hand")):
            st.table.move(u, "deck")
    attacker = put(st, custom("AT", "Attacker", s=1, w=9), 1)
    lore, hand = st.lore[0], len(st.table.zone(1, "hand"))
    st = act(st, "challenge", 1, uid=attacker, target=flynn)
    if discard is not None:
        assert st.pending[0].player == 1 and kinds(st) == {"yes", "no"}  # the challenging player decides
        st = choose(st, ["yes" if discard else "no"])
        if discard:
            st = choose(st, [st.pending[0].options[0].id])
    return st, lore, hand


def test_flynn_rider_gains_two_lore_when_the_challenger_does_not_discard():
    # Lorcana 7.1.3: "may" is the challenging player's choice; "if they don't, you gain 2 lore"
    st, lore, hand = flynn_challenged(False)
    assert st.lore[0] == lore + 2 and len(st.table.zone(1, "hand")) == hand


def test_flynn_rider_gains_nothing_when_the_challenger_discards():
    # Lorcana 8.3.4: they choose the card to discard
    st, lore, hand = flynn_challenged(True)
    assert st.lore[0] == lore and len(st.table.zone(1, "hand")) == hand - 1


def test_flynn_rider_gains_two_lore_when_the_challenger_has_no_card():
    # Lorcana 1.2.3: with an empty hand they can't discard, so they don't
    st, lore, _ = flynn_challenged(None)
    assert st.lore[0] == lore + 2


def test_prince_john_gold_lover_plays_an_item_from_hand_or_discard_for_free_exerted():
    # Lorcana 4.3.4.10 no ink paid; 7.7.4 it enters play exerted; only items with cost 5 or less
    st = started()
    pj = put(st, card("Prince John - Gold Lover"), 0)
    from_hand = put(st, custom("IH", "Hand Item", card_type="Item", cost=5), 0, "hand")
    from_discard = put(st, custom("ID", "Discard Item", card_type="Item", cost=2), 0, "discard")
    big = put(st, custom("BIG", "Big Item", card_type="Item", cost=6), 0, "hand")
    st = act(st, "activate", uid=pj, ability=0)
    assert kinds(st) == {str(from_hand), str(from_discard)} and str(big) not in kinds(st)
    st = choose(st, [from_discard])
    assert (
        not st.pending and st.table.cards[from_discard].zone == "play" and st.table.cards[from_discard].tapped
    )
    assert st.table.cards[from_hand].zone == "hand" and st.table.cards[pj].tapped


def test_magical_aid_returns_the_chosen_character_banished_in_a_challenge():
    # Lorcana 7.4.7.1: the gained ability lasts this turn and belongs to the chosen character
    from engine.lorcana.characteristics import keyword_value

    st = started()
    mine = put(st, custom("MINE", "Mine", s=1, w=1), 0)
    other = put(st, custom("OTHER", "Other", s=1, w=1), 0)
    foe = put(st, custom("FOE", "Foe", s=5, w=9), 1, tapped=True)
    st, _ = play(st, card("Magical Aid"))
    st = choose(st, [mine])
    assert keyword_value(st, mine, "Challenger") == 3 and keyword_value(st, other, "Challenger") is None
    st = act(st, "challenge", uid=mine, target=foe)
    while st.pending and st.pending[0].kind == "bag":
        st = choose(st, [st.pending[0].options[0].id])
    assert st.table.cards[mine].zone == "hand"
    st = act(st, "challenge", uid=other, target=foe)  # not chosen: stays in the discard
    assert st.table.cards[other].zone == "discard"


def test_magical_aid_on_an_opposing_character_returns_it_to_its_owners_hand():
    # the gained ability is the character's: "your hand" is its player's hand (7.4.7.1)
    st = started()
    foe = put(st, custom("FOE", "Foe", s=1, w=1), 1)
    st, _ = play(st, card("Magical Aid"))
    st = choose(st, [foe])
    st = end_turn(st)
    guard = put(st, custom("GUARD", "Guard", s=5, w=9), 0, tapped=True)
    st = act(st, "challenge", 1, uid=foe, target=guard)  # a new turn: "this turn" is over
    assert st.table.cards[foe].zone == "discard"
    st = started()
    foe = put(st, custom("FOE", "Foe", s=1, w=1), 1, tapped=True)
    attacker = put(st, custom("AT", "Attacker", s=5, w=9), 0)
    st, _ = play(st, card("Magical Aid"))
    st = choose(st, [foe])
    st = act(st, "challenge", uid=attacker, target=foe)
    while st.pending and st.pending[0].kind == "bag":
        st = choose(st, [st.pending[0].options[0].id])
    assert st.table.cards[foe].zone == "hand" and st.table.cards[foe].owner == 1


def test_blast_from_your_past_returns_every_character_card_with_the_named_name():
    # Lorcana 6.2.4: a named card is named exactly; all matching character cards return, nothing else
    st = started()
    a = put(st, custom("HA", "Hades", version="One"), 0, "discard")
    b = put(st, custom("HB", "Hades", version="Two"), 0, "discard")
    other = put(st, custom("OT", "Pain"), 0, "discard")
    item = put(st, custom("HI", "Hades", card_type="Item"), 0, "discard")
    foe = put(st, custom("HF", "Hades", version="Three"), 1, "discard")
    st, _ = play(st, card("Blast from Your Past"))
    assert st.pending[0].kind == "name" and "Hades" in kinds(st)
    st = choose(st, ["Hades"])
    assert not st.pending
    assert st.table.cards[a].zone == "hand" and st.table.cards[b].zone == "hand"
    assert [st.table.cards[u].zone for u in (other, item, foe)] == ["discard"] * 3


def test_baloo_ol_iron_paws_protects_your_characters_with_7_strength_or_more():
    # Lorcana 1.2.2: "can't be dealt damage" beats the effect; 6 {S} is not enough; opposing characters are not protected
    zap = custom("ZAP", "Zap", "Deal 3 damage to chosen character.", card_type="Action", cost=1)
    for s, owner, dealt in ((7, 0, 0), (6, 0, 3), (7, 1, 3)):
        st = started()
        put(st, card("Baloo - Ol' Iron Paws"), 0)
        target = put(st, custom("T", "Target", s=s, w=9), owner)
        st, _ = play(st, zap)
        st = choose(st, [target])
        assert st.table.cards[target].damage == dealt, (s, owner)


def test_baloo_ol_iron_paws_counts_strength_as_it_is_now():
    # Lorcana 7.8: a character whose {S} reaches 7 this turn is protected while it has it
    zap = custom("ZAP", "Zap", "Deal 3 damage to chosen character.", card_type="Action", cost=1)
    pump = custom("PUMP", "Pump", "Chosen character gets +1 {S} this turn.", card_type="Action", cost=1)
    st = started()
    put(st, card("Baloo - Ol' Iron Paws"), 0)
    target = put(st, custom("T", "Target", s=6, w=9), 0)
    st, _ = play(st, pump)
    st = choose(st, [target])
    st, _ = play(st, zap)
    st = choose(st, [target])
    assert st.table.cards[target].damage == 0


def test_baloo_ol_iron_paws_stops_challenge_damage_too():
    # Lorcana 4.3.6 challenge damage is dealt damage (9.2), so "can't be dealt damage" stops it (1.2.2)
    st = started()
    put(st, card("Baloo - Ol' Iron Paws"), 0)
    strong = put(st, custom("ST", "Strong", s=7, w=3), 0, tapped=True)
    st = end_turn(st)
    attacker = put(st, custom("AT", "Attacker", s=5, w=9), 1)
    st = act(st, "challenge", 1, uid=attacker, target=strong)
    assert st.table.cards[strong].zone == "play" and st.table.cards[strong].damage == 0
    assert st.table.cards[attacker].damage == 7


def test_forest_duel_ability_ends_when_the_card_leaves_play():
    # Lorcana 8.1.5: a card that left play and comes back is a new object without the gained ability
    st = started()
    mine = put(st, custom("MINE", "Mine", s=1, w=1, cost=1), 0)
    foe = put(st, custom("FOE", "Foe", s=5, w=9), 1, tapped=True)
    foe2 = put(st, custom("FOE2", "Foe Two", s=5, w=9), 1, tapped=True)
    st, _ = play(st, card("Forest Duel"))
    st = act(st, "challenge", uid=mine, target=foe)
    while st.pending and st.pending[0].kind == "bag":
        st = choose(st, [st.pending[0].options[0].id])
    assert st.table.cards[mine].zone == "hand"
    ink_up(st, 0, 1)
    st = act(st, "play", uid=mine, mode="ink")
    st.table.cards[mine].flags.pop("drying", None)  # let the new object challenge at once (test setup)
    st = act(st, "challenge", uid=mine, target=foe2)
    assert st.table.cards[mine].zone == "discard"


def test_jafar_high_sultan_may_play_a_discarded_illusion_for_free():
    # Lorcana 7.1.9 "discarded this way"; 7.1.3 "may"; 4.3.4.10 free play from the discard
    st = started()
    jafar = put(st, card("Jafar - High Sultan of Lorcana"), 0)
    illusion = put(st, custom("ILL", "Mirage", cost=6, classifications=["Storyborn", "Illusion"]), 0, "hand")
    st = act(st, "quest", uid=jafar)
    st = choose(st, ["yes"])
    hand = len(st.table.zone(0, "hand"))
    assert st.pending[0].kind == "discard" and len(kinds(st)) == hand  # exactly one card, any card
    st = choose(st, [illusion])
    assert kinds(st) == {"yes", "no"}
    st = choose(st, ["yes"])
    assert st.table.cards[illusion].zone == "play"


def test_jafar_high_sultan_discarding_another_card_plays_nothing():
    # the condition names an Illusion character card only
    st = started()
    jafar = put(st, card("Jafar - High Sultan of Lorcana"), 0)
    plain = put(st, custom("PL", "Plain", cost=2), 0, "hand")
    st = act(st, "quest", uid=jafar)
    st = choose(st, ["yes"])
    st = choose(st, [plain])
    assert not st.pending and st.table.cards[plain].zone == "discard"


def test_beyond_the_horizon_chosen_players_discard_their_hands_and_draw_three():
    # Lorcana 7.1.8 any number of players; 8.3.4 the whole hand; 4.2.3.1 draw
    st = started()
    p2_hand = list(st.table.zone(1, "hand"))
    st, _ = play(st, card("Beyond the Horizon"))
    assert st.pending[0].kind == "player" and kinds(st) == {"0", "1"}
    my_hand = list(st.table.zone(0, "hand"))
    st = choose(st, ["1"])
    assert not st.pending
    assert all(st.table.cards[u].zone == "discard" for u in p2_hand) and len(st.table.zone(1, "hand")) == 3
    assert list(st.table.zone(0, "hand")) == my_hand  # not chosen


def test_beyond_the_horizon_choosing_no_player_does_nothing():
    # Lorcana 7.1.8: zero players is a legal choice
    st = started()
    st, _ = play(st, card("Beyond the Horizon"))
    hands = [len(st.table.zone(p, "hand")) for p in (0, 1)]
    st = choose(st, [])
    assert not st.pending and [len(st.table.zone(p, "hand")) for p in (0, 1)] == hands


def test_goofy_groundbreaking_chef_heals_and_readies_only_the_chosen_characters():
    # Lorcana 7.1.8 "up to 1" each; 7.1.9 "each character you removed damage from this way"
    st = started()
    put(st, card("Goofy - Groundbreaking Chef"), 0, damage=1)
    a = put(st, custom("A", "Alpha", w=5), 0, damage=2, tapped=True)
    b = put(st, custom("B", "Beta", w=5), 0, damage=1, tapped=True)
    c = put(st, custom("C", "Gamma", w=5), 0, tapped=True)  # no damage: not offered, stays exerted
    st = act(st, "end_turn", 0)
    assert kinds(st) == {"yes", "no"}
    st = choose(st, ["yes"])
    assert kinds(st) == {str(a), str(b)}  # his other characters with damage only
    st = choose(st, [a])
    assert st.table.cards[a].damage == 1 and not st.table.cards[a].tapped
    assert st.table.cards[b].damage == 1 and st.table.cards[b].tapped  # not chosen: not readied
    assert st.table.cards[c].tapped
