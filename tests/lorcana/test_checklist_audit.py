"""Checklist requirements found without a test by the audit (tests/lorcana/CHECKLIST.md)."""

from __future__ import annotations

import pytest

from engine.core import Action, RulesError
from engine.lorcana.cards.compiler import compile_card

from .helpers import ENGINE, act, choose, custom, deck, end_turn, ink_up, put, started


def test_game_starts_only_after_setup_with_the_starting_player():
    # Lorcana 3.1.1, 3.1.7: no turn action during setup; then the starting player's first turn
    st, _ = ENGINE.new_game(["a", "b"], [deck(), deck()], 2, {"starting_player": 1})
    assert st.phase != "main"
    hand = st.table.zone(1, "hand")[0]
    with pytest.raises(RulesError):
        act(st, "ink", 1, uid=hand)
    while st.pending and st.pending[0].kind == "mulligan":
        st = choose(st, [])
    assert st.phase == "main" and st.active == 1
    assert len(st.table.zone(1, "hand")) == 7  # 4.2.3.2: the starting player's first turn has no draw


def test_putting_a_card_into_hand_is_not_a_draw():
    # Lorcana 7.1.4, 4.2.3.1: returning a card to hand is not drawing (no empty-deck loss either)
    st = started()
    mine = put(st, "FX-1", 0)
    recall = put(st, "FX-21", 0, "hand")
    ink_up(st, 0, 2)
    for u in list(st.table.zone(0, "deck")):  # an empty deck: a draw here would lose the game (1.9.1.2)
        st.table.move(u, "discard")
    res = ENGINE.apply(st, Action("play", 0, {"uid": recall, "mode": "ink"}))
    st = res.state
    if st.pending:
        st = choose(st, [mine])
    assert mine in st.table.zone(0, "hand")
    assert st.drew_empty[0] is False and st.result is None


def test_other_excludes_the_source():
    # Lorcana 7.1.5: Support chooses "another" character, never the supporter itself
    st = started()
    helper = put(st, "FX-4", 0)
    friend = put(st, "FX-1", 0)
    st = act(st, "quest", uid=helper)
    while st.pending and st.pending[0].kind == "may":
        st = choose(st, ["yes"])
    ids = [str(o.id) for o in st.pending[0].options]
    assert str(helper) not in ids and str(friend) in ids


def test_damage_stays_and_accumulates():
    # Lorcana 6.2.10, 9.1.1: damage counters stay on the character across turns and add up
    st = started()
    big = put(st, "FX-30", 1, damage=1)
    shooter = put(st, "FX-13", 0, "hand")
    ink_up(st, 0, 4)
    st = act(st, "play", uid=shooter, mode="ink")
    st = choose(st, ["yes"]) if st.pending[0].kind == "may" else st
    st = choose(st, [big])
    assert st.table.cards[big].damage == 3
    st = end_turn(st)
    st = end_turn(st)
    assert st.table.cards[big].damage == 3


def test_no_turn_action_while_an_effect_waits():
    # Lorcana 1.5.1, 7.5.2: nothing else is played, quested or used while a choice is pending
    st = started()
    put(st, "FX-1", 1)
    quester = put(st, "FX-1", 0)
    shooter = put(st, "FX-13", 0, "hand")
    other = put(st, "FX-1", 0, "hand")
    ink_up(st, 0, 6)
    st = act(st, "play", uid=shooter, mode="ink")
    assert st.pending and st.pending[0].player == 0
    for t, args in (("play", {"uid": other, "mode": "ink"}), ("quest", {"uid": quester})):
        with pytest.raises(RulesError):
            act(st, t, **args)


def test_only_characters_quest():
    # Lorcana 4.3.5.1, 6.1.3
    st = started()
    item = put(st, "FX-22", 0)
    loc = put(st, "FX-23", 0)
    for uid in (item, loc):
        with pytest.raises(RulesError):
            act(st, "quest", uid=uid)
    assert st.lore[0] == 0


def test_exerted_card_uses_ability_without_exert_cost():
    # Lorcana 5.1.2: abilities without {E} in their cost work while the card is exerted
    st = started()
    bank = put(st, custom("T-bank", "Piggy Bank", "SAVINGS 1 {I} — Gain 1 lore.", card_type="Item", cost=1), 0, tapped=True)
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=bank, ability=0)
    assert st.lore[0] == 1


def test_reckless_character_may_still_sing():
    # Lorcana 10.5.5: Reckless characters may exert to sing (or for abilities)
    st = started()
    brute = put(st, custom("T-brute", "Big Brute", "Reckless", cost=3, s=3, w=3), 0)
    tune = put(st, "FX-7", 0, "hand")
    st = act(st, "play", uid=tune, mode="sing", singer=brute)
    assert st.table.cards[brute].tapped


def test_bodyguard_does_not_protect_locations_from_challenges():
    # Lorcana 10.2.3 (checklist L, Bodyguard note): challenging a location is not choosing a character
    st = started()
    atk = put(st, "FX-30", 0)
    put(st, "FX-2", 1, tapped=True)
    loc = put(st, "FX-27", 1)
    st = act(st, "challenge", uid=atk, target=loc)
    assert st.table.cards[loc].damage == 5


def test_reckless_blocks_end_of_turn_when_a_location_can_be_challenged():
    # Lorcana 10.5.3, 4.3.6.21: opposing locations are always challengeable
    st = started()
    put(st, "FX-10", 0)
    put(st, "FX-27", 1)
    with pytest.raises(RulesError) as err:
        act(st, "end_turn")
    assert err.value.rule.section == "10.5.3"


def test_drying_reckless_character_does_not_block_end_of_turn():
    # Lorcana 10.5.3, 4.3.6.6: a drying Reckless character without Rush can't challenge
    st = started()
    put(st, "FX-10", 0, dry=False)
    put(st, "FX-1", 1, tapped=True)
    st = end_turn(st)
    assert st.active == 1


def test_leaving_play_to_a_hidden_zone_makes_a_new_object():
    # Lorcana 8.1.5: damage does not follow a card from play into the hand
    st = started()
    hurt = put(st, "FX-1", 0, damage=1)
    recall = put(st, "FX-21", 0, "hand")
    ink_up(st, 0, 2)
    st = act(st, "play", uid=recall, mode="ink")
    if st.pending:
        st = choose(st, [hurt])
    assert hurt not in st.table.zone(0, "play")
    back = next(u for u in st.table.zone(0, "hand") if st.table.cards[u].card_id == "FX-1")
    assert st.table.cards[back].damage == 0


def test_setup_shuffles_the_decks():
    # Lorcana 3.1.3
    ids = [f"FX-{n}" for n in range(1, 33)] * 2
    st, _ = ENGINE.new_game(["a", "b"], [deck(ids[:64]), deck(ids[:64])], 11, {"starting_player": 0})
    order = [st.table.cards[u].card_id for u in st.table.zone(0, "hand") + st.table.zone(0, "deck")]
    assert sorted(order) == sorted(ids[:64]) and order != ids[:64] and order[::-1] != ids[:64]


def test_damaged_filter_only_offers_damaged_characters():
    # Lorcana 5.1.3, 5.1.4: "damaged" = at least 1 damage counter
    st = started()
    hurt = put(st, "FX-30", 1, damage=1)
    fresh = put(st, "FX-30", 1)
    zap = put(st, custom("T-zap", "Finishing Blow", "Banish chosen damaged character.", card_type="Action", cost=1), 0, "hand")
    ink_up(st, 0, 1)
    st = act(st, "play", uid=zap, mode="ink")
    ids = [str(o.id) for o in st.pending[0].options]
    assert str(hurt) in ids and str(fresh) not in ids


def test_triggers_from_an_action_wait_until_it_has_resolved_and_look_back():
    # Lorcana 6.3.4, 7.2.1, 4.3.4.8, 8.4.4: the banished character's own "when banished" trigger
    # still fires (look-back) and resolves only after the action is in the discard
    st = started()
    victim = put(st, custom("T-ghost", "Ghostly Friend", "FAREWELL When this character is banished, you may draw a card."), 1)
    light = put(st, "FX-28", 0, "hand")
    ink_up(st, 0, 5)
    st = act(st, "play", uid=light, mode="ink")
    if st.pending and st.pending[0].kind != "may":
        st = choose(st, [victim])
    while st.pending and st.pending[0].kind == "bag":
        st = choose(st, [st.pending[0].options[0].id])
    assert st.pending and st.pending[0].kind == "may" and st.pending[0].player == 1
    assert light in st.table.zone(0, "discard") and victim in st.table.zone(1, "discard")


def test_only_abilities_of_cards_in_play_can_be_used():
    # Lorcana 4.3.8.1
    st = started()
    charm = put(st, "FX-22", 0, "hand")
    ink_up(st, 0, 3)
    with pytest.raises(RulesError):
        act(st, "activate", uid=charm, ability=0)


def test_this_turn_effect_applies_only_to_cards_there_when_it_resolved():
    # Lorcana 7.6.3: "your characters get +1 {S} this turn" does not reach a character played later
    st = started()
    before = put(st, "FX-1", 0)
    rally = put(st, custom("T-rally", "Battle Cry", "Your characters get +1 {S} this turn.", card_type="Action", cost=1), 0, "hand")
    late = put(st, "FX-1", 0, "hand")
    ink_up(st, 0, 2)
    st = act(st, "play", uid=rally, mode="ink")
    st = act(st, "play", uid=late, mode="ink")
    stats = {c["uid"]: c["stats"]["strength"] for c in ENGINE.view(st, None)["players"][0]["zones"]["play"]}
    assert stats[before] == 3 and stats[late] == 2


def test_lore_does_not_go_below_zero_by_default():
    # Lorcana P6 (document silent): option lore_floor_zero, default True
    st = started()
    st.lore[1] = 1
    drain = put(st, custom("T-drain", "Lore Drain", "Each opponent loses 2 lore.", card_type="Action", cost=1), 0, "hand")
    ink_up(st, 0, 1)
    st = act(st, "play", uid=drain, mode="ink")
    assert st.lore[1] == 0


def test_character_may_move_from_one_location_to_another():
    # Lorcana 4.3.7 / P7 choice (document silent): moving between locations is allowed
    st = started()
    ch = put(st, "FX-1", 0)
    a = put(st, "FX-23", 0)
    b = put(st, "FX-27", 0)
    ink_up(st, 0, 3)
    st = act(st, "move", uid=ch, location=a)
    st = act(st, "move", uid=ch, location=b)
    assert st.table.cards[ch].flags["at"] == b


def test_dual_ink_card_counts_both_inks():
    # Lorcana 2.1.1.2 / P12 choice: a dual-ink card counts both of its inks toward the limit of 2
    from engine.core import Deck
    from engine.lorcana import game

    dual = custom("T-dual", "Two Tone", ink="Amber")
    dual["colors"] = ["Amber", "Steel"]
    ruby = custom("T-ruby", "Red One", ink="Ruby")
    amber = custom("T-amber", "Gold One", ink="Amber")
    three = game.validate_deck(Deck(main=["T-dual", "T-ruby"], cards={"T-dual": dual, "T-ruby": ruby}), {})
    two = game.validate_deck(Deck(main=["T-dual", "T-amber"], cards={"T-dual": dual, "T-amber": amber}), {})
    assert "2.1.1.2" in {p.rule.section for p in three}
    assert "2.1.1.2" not in {p.rule.section for p in two}


def test_triggers_during_an_activated_ability_wait_until_it_has_resolved():
    # Lorcana 7.5.4: banishing the character pays the cost; its "when banished" trigger waits for the effect
    st = started()
    text = "LAST WISH {E}, Banish this character — Gain 1 lore.\nFAREWELL When this character is banished, you may draw a card."
    lamp = put(st, custom("T-lamp", "Old Genie", text), 0)
    st = act(st, "activate", uid=lamp, ability=0)
    while st.pending and st.pending[0].kind == "bag":
        st = choose(st, [st.pending[0].options[0].id])
    assert st.pending and st.pending[0].kind == "may"
    assert st.lore[0] == 1 and lamp in st.table.zone(0, "discard")


def test_shifted_bodyguard_may_still_enter_exerted():
    # Lorcana 10.8.4, 10.2.2: an "enters exerted" effect still applies to a shifted character
    st = started()
    below = put(st, "FX-1", 0)
    top = put(st, custom("T-squire", "Brave Squire", "Shift 2\nBodyguard", version="Sworn Guard", cost=4, s=3, w=4), 0, "hand")
    ink_up(st, 0, 2)
    st = act(st, "play", uid=top, mode="shift", onto=below)
    assert st.pending and st.pending[0].kind == "bodyguard"
    st = choose(st, ["yes"])
    assert st.table.cards[top].tapped


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_second_effect_of_a_trigger_applies_even_when_the_first_is_declined(answer):
    # Lorcana 7.4.5 例A (Moana - Of Motunui): declining to ready the other Princesses, they still
    # can't quest this turn
    st = started()
    text = "WE CAN FIX IT Whenever this character quests, you may ready your other Princess characters. They can't quest for the rest of this turn."
    moana = put(st, custom("T-moana", "Moana", text, classifications=["Storyborn", "Hero", "Princess"]), 0)
    other = put(st, custom("T-belle", "Belle", classifications=["Storyborn", "Hero", "Princess"]), 0, tapped=True)
    fresh = put(st, custom("T-aurora", "Aurora", classifications=["Storyborn", "Princess"]), 0)
    st = act(st, "quest", uid=moana)
    while st.pending:
        st = choose(st, [answer] if st.pending[0].kind == "may" else [st.pending[0].options[0].id])
    assert st.table.cards[other].tapped is (answer == "no")
    for uid in (other, fresh):
        st.table.cards[uid].tapped = False
        with pytest.raises(RulesError):
            act(st, "quest", uid=uid)


def test_lore_and_damage_are_public_in_every_view():
    # Lorcana 1.1.4: every player's lore and the damage on characters and locations are public
    st = started()
    st.lore[1] = 3
    hurt = put(st, "FX-30", 1, damage=2)
    loc = put(st, "FX-27", 1, damage=1)
    for viewer in (0, 1, None):
        view = ENGINE.view(st, viewer)
        assert view["players"][1]["counters"]["lore"] == 3
        dmg = {c["uid"]: c["damage"] for c in view["players"][1]["zones"]["play"]}
        assert dmg[hurt] == 2 and dmg[loc] == 1


def test_cost_reduction_applies_on_top_of_shift():
    # Lorcana 4.3.4.4, 4.3.4.5: Shift is the alternative cost; a cost decrease then applies to it
    st = started()
    below = put(st, "FX-11", 0)
    top = put(st, "FX-12", 0, "hand")  # Shift 3
    cheap = put(st, custom("T-cheap", "Bargain", "You pay 2 {I} less for the next character you play this turn.", card_type="Action", cost=0), 0, "hand")
    ink_up(st, 0, 1)
    st = act(st, "play", uid=cheap, mode="ink")
    st = act(st, "play", uid=top, mode="shift", onto=below)
    assert top in st.table.zone(0, "play") and st.table.cards[below].zone == "under"


def test_other_characters_get_the_bonus_not_the_source():
    # Lorcana 7.1.5 例 (Mulan - Imperial Soldier): "your other characters" excludes Mulan herself
    st = started()
    text = ("LEAD BY EXAMPLE During your turn, whenever this character banishes another character in a challenge, "
            "your other characters get +1 {L} this turn.")
    mulan = put(st, custom("T-mulan", "Mulan", text, s=3, w=4, lore=1), 0)
    friend = put(st, "FX-1", 0)
    prey = put(st, "FX-1", 1, tapped=True)
    st = act(st, "challenge", uid=mulan, target=prey)
    while st.pending:
        st = choose(st, [st.pending[0].options[0].id])
    lore = {c["uid"]: c["stats"]["lore"] for c in ENGINE.view(st, None)["players"][0]["zones"]["play"]}
    assert lore[friend] == 2 and lore[mulan] == 1


def test_triggers_from_a_state_check_enter_the_bag_after_the_whole_check():
    # Lorcana 1.9.2, 1.9.4: both lethally damaged characters are banished before either trigger resolves
    from engine.lorcana.flow import state_checks

    st = started()
    ghost = custom("T-ghost", "Ghostly Friend", "FAREWELL When this character is banished, you may draw a card.")
    a = put(st, ghost, 0, damage=2)
    b = put(st, ghost, 0, damage=2)
    state_checks(st, [])
    assert a in st.table.zone(0, "discard") and b in st.table.zone(0, "discard")
    assert [w["source"] for w in st.waiting] == [a, b] and not st.pending  # both wait, none resolved yet


def test_location_with_resist_takes_reduced_challenge_damage():
    # Lorcana 10.6.2, 4.3.6.19: locations can be challenged and can have Resist
    st = started()
    fort = put(st, custom("T-fort", "Stone Fort", "Resist +1", version="Walls", card_type="Location", cost=2, w=6, lore=0, move_cost=1), 1)
    atk = put(st, "FX-1", 0)  # 2 {S}
    st = act(st, "challenge", uid=atk, target=fort)
    assert st.table.cards[fort].damage == 1


def test_drying_character_may_use_an_ability_without_exert():
    # Lorcana 4.3.8.2 / P3 choice: only {E} abilities wait for the character to dry
    st = started()
    sage = put(st, custom("T-sage", "Hasty Sage", "STUDY 1 {I} — Gain 1 lore."), 0, dry=False)
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=sage, ability=0)
    assert st.lore[0] == 1


def test_cards_are_played_only_from_hand():
    # Lorcana 4.3.4.2
    st = started()
    gone = put(st, "FX-1", 0, "discard")
    top = put(st, "FX-1", 0, "deck")
    ink_up(st, 0, 2)
    for uid in (gone, top):
        with pytest.raises(RulesError):
            act(st, "play", uid=uid, mode="ink")


@pytest.mark.parametrize("who", ["challenger", "defender"])
def test_challenge_ends_early_when_a_participant_leaves_before_damage(who):
    # Lorcana 4.3.6.23: a participant removed before the damage step (here by a "whenever this
    # character is challenged" trigger) ends the challenge: the bag resolves, no challenge damage
    st = started()
    text = {"challenger": "GOTCHA Whenever this character is challenged, banish the challenging character.",
            "defender": "SLIP AWAY Whenever this character is challenged, return this character to your hand."}[who]
    attacker = put(st, custom("T-att", "Attacker", s=3, w=3), 0)
    defender = put(st, custom("T-def", "Defender", text, s=3, w=3), 1, tapped=True)
    res = ENGINE.apply(st, Action("challenge", 0, {"uid": attacker, "target": defender}))
    st = res.state
    while st.pending:
        st = choose(st, [st.pending[0].options[0].id])
    assert st.challenge is None
    assert not any(e.kind == "challenge_damage" for e in res.events)
    assert any(e.kind == "challenge_end" and e.rule.section == "4.3.6.23" for e in res.events)
    if who == "challenger":
        assert attacker in st.table.zone(0, "discard") and st.table.cards[defender].damage == 0
        assert defender in st.table.zone(1, "play")
    else:
        assert defender in st.table.zone(1, "hand") and st.table.cards[attacker].damage == 0
        assert attacker in st.table.zone(0, "play")


def test_bag_order_cycles_in_turn_order_after_new_triggers():
    # Lorcana 8.7.5-8.7.7 (P9 decision, triggers.next_resolver): the active player resolves first;
    # when another player's resolution adds new triggers, resolution continues around the table in
    # turn order from that player (the active player does not jump the queue)
    from engine.lorcana.triggers import next_resolver

    st = started(players=3)
    st.bag = [{"player": 0, "id": 1}, {"player": 1, "id": 2}]
    assert next_resolver(st) == 0  # 8.7.5: the active player first
    st.bag = [w for w in st.bag if w["player"] != 0]
    assert next_resolver(st) == 1
    st.bag = [{"player": 0, "id": 3}, {"player": 2, "id": 4}]  # P2's resolution made new triggers for P1 and P3
    assert next_resolver(st) == 2  # 8.7.7: the next player in turn order, not the active player again
    st.bag = [w for w in st.bag if w["player"] != 2]
    assert next_resolver(st) == 0  # then around to the active player
    st.bag = []
    assert next_resolver(st) is None and st.bag_player is None
    st.bag = [{"player": 1, "id": 5}, {"player": 0, "id": 6}]
    assert next_resolver(st) == 0  # a fresh bag starts again from the active player


def test_putting_a_card_into_the_inkwell_fires_inkwell_triggers():
    # Lorcana 4.3.3.3, 8.5.6, 7.4.2: "whenever you put a card into your inkwell" triggers on the ink
    # turn action and on an effect that puts a card into the inkwell; the opponent's inking doesn't
    st = started()
    wand = custom("T-wand", "Fairy Godmother's Wand", "SHIMMER During your turn, whenever you put a card into your inkwell, "
                  "you gain 1 lore.", card_type="Item", cost=3)
    put(st, wand, 0)
    st = act(st, "ink", uid=st.table.zone(0, "hand")[0])
    assert st.lore[0] == 1
    boost = custom("T-ink", "Ink Boost", "Put the top card of your deck into your inkwell facedown and exerted.", card_type="Action", cost=1)
    uid = put(st, boost, 0, "hand")
    ink_up(st, 0, 1)
    assert st.lore[0] == 1  # ink_up places cards directly (no game event)
    st = act(st, "play", uid=uid, mode="ink")
    assert st.lore[0] == 2
    st = end_turn(st)
    st = act(st, "ink", 1, uid=st.table.zone(1, "hand")[0])
    assert st.lore[0] == 2  # not your inkwell (and not your turn)


def test_cost_reduction_static_works_from_the_hand():
    # Lorcana 7.6.5 例, 4.3.4.5: "If you have a character named Gaston in play, you pay 1 {I} less to
    # play this character" works while the card is in the hand; without Gaston the full cost is due
    st = started()
    text = "I'M LEFOU If you have a character named Gaston in play, you pay 1 {I} less to play this character."
    lefou = put(st, custom("T-lefou", "LeFou", text, cost=2), 0, "hand")
    ink_up(st, 0, 1)
    with pytest.raises(RulesError) as err:
        act(st, "play", uid=lefou, mode="ink")
    assert err.value.rule.section == "4.3.4.6"
    put(st, custom("T-gaston", "Gaston", version="Arrogant Hunter"), 0)
    st = act(st, "play", uid=lefou, mode="ink")
    assert lefou in st.table.zone(0, "play")
    assert all(st.table.cards[u].tapped for u in st.table.zone(0, "inkwell"))


def test_cost_reduction_for_each_and_from_play():
    # Lorcana 7.6.5, 4.3.4.5: "for each item you have in play, you pay 1 {I} less" counts when
    # played (never below 0); "You pay 1 {I} less to play Broom characters" works from play
    st = started()
    sheriff = put(st, custom("T-sher", "Sheriff", "TAXES For each item you have in play, you pay 1 {I} less to play this character.", cost=3), 0, "hand")
    for i in range(2):
        put(st, custom(f"T-it{i}", f"Thing {i}", card_type="Item", cost=1), 0)
    ink_up(st, 0, 1)
    st = act(st, "play", uid=sheriff, mode="ink")
    assert sheriff in st.table.zone(0, "play")
    put(st, custom("T-mick", "Mickey Mouse", "You pay 1 {I} less to play Broom characters.", version="Wayward Sorcerer"), 0)
    broom = put(st, custom("T-broom", "Magic Broom", cost=2, classifications=["Dreamborn", "Broom"]), 0, "hand")
    other = put(st, custom("T-plain", "Plain", cost=2), 0, "hand")
    for u in st.table.zone(0, "inkwell"):
        st.table.cards[u].tapped = False
    st = act(st, "play", uid=broom, mode="ink")
    assert broom in st.table.zone(0, "play")
    with pytest.raises(RulesError):
        act(st, "play", uid=other, mode="ink")  # no ready ink left, a non-Broom character costs 2


def test_use_an_ability_for_free_ignores_only_the_ink_cost():
    # Lorcana 4.3.8.4, 4.3.4.10 (Maui's Fish Hook wording): "you may use this item's SHAPESHIFT
    # ability for free" skips the 2 {I}, but the {E} cost still has to be paid
    st = started()
    text = ("IT'S MAUI TIME! If you have a character named Maui in play, you may use this item's Shapeshift ability for free.\n"
            "SHAPESHIFT {E}, 2 {I} — Gain 1 lore.")
    hook = put(st, custom("T-hook", "Fish Hook", text, card_type="Item", cost=2), 0)
    index = next(a.index for a in compile_card(st.cards["T-hook"]) if a.kind == "activated")
    assert all(a.ok for a in compile_card(st.cards["T-hook"]))
    with pytest.raises(RulesError) as err:
        act(st, "activate", uid=hook, ability=index)  # no Maui: the ink cost is due, and there is no ink
    assert err.value.rule.section == "7.5.3"
    put(st, custom("T-maui", "Maui", version="Demigod"), 0)
    st = act(st, "activate", uid=hook, ability=index)
    assert st.lore[0] == 1 and st.table.cards[hook].tapped
    with pytest.raises(RulesError) as err:
        act(st, "activate", uid=hook, ability=index)  # {E} is not waived
    assert err.value.rule.section == "4.3.8.2"
