"""Magica De Spell - Cruel Sorceress (5-53) "During opponents' turns, if an effect would cause you to
discard one or more cards from your hand, you don't discard" and Kronk - Laid Back (7-63, P2-20) "If an
effect would cause you to discard one or more cards, you don't discard": a replacement effect (7.7.1,
7.7.5) applied by engine.lorcana.discard_prevention at every op an effect discards with; a cost
(7.1.2.2 "[A] to [B]": "[A] is a cost, not an effect") is still paid. The real cards are played in
engine games."""

from __future__ import annotations

from functools import lru_cache

from engine.lorcana.cards import compiler
from engine.lorcana.cards.importers import import_cards
from engine.lorcana.characteristics import has
from engine.lorcana.discard_prevention import discard_prevented
from tests.lorcana.helpers import FILLER, act, choose, play, put, started
from tests.lorcana.real import registry as card

MAGICA = "Magica De Spell - Cruel Sorceress"
KRONK = "Kronk - Laid Back"


@lru_cache(maxsize=1)
def _by_id() -> dict[str, dict]:
    return {rec.data["id"]: rec.data for rec in import_cards(None).cards}


def hand_of(st, p: int, n: int) -> list[int]:
    """``p``'s hand made exactly ``n`` filler cards (the opening hand moved to the deck)."""
    for u in list(st.table.zone(p, "hand")):
        st.table.move(u, "deck")
    return [put(st, FILLER, p, "hand") for _ in range(n)]


def test_both_printings_compile_to_the_replacement():
    # Lorcana 7.7.1: a static replacement effect; Magica's only during opponents' turns
    for cid in ("7-63", "P2-20"):
        data = _by_id()[cid]
        assert data["full_name"] == KRONK and compiler.is_automated(data), cid
        statics = [s for a in compiler.compile_card(data) for s in a.static]
        assert statics == [{"who": "self", "keyword": "no_discard", "delta": 0, "cond": None}]
    statics = [s for a in compiler.compile_card(card(MAGICA)) for s in a.static]
    assert statics == [{"who": "self", "keyword": "no_discard", "delta": 0, "cond": {"opp_turn": True}}]


def test_magica_each_opponent_discards_on_an_opponents_turn_is_replaced():
    # Lorcana 8.3.4 (an effect instructs a discard) replaced by Magica (7.7.5: it never happens)
    st = started()
    magica = put(st, card(MAGICA), 1)
    assert has(st, magica, "no_discard")  # P1's card, P0's turn: an opponent's turn for P1
    kept = hand_of(st, 1, 3)
    st, _ = play(st, card("Sudden Chill"))
    assert not st.pending
    assert st.table.zone(1, "hand") == kept and st.table.zone(1, "discard") == []


def test_without_magica_the_opponent_discards():
    # the same play without the replacement: the test can fail (8.3.4)
    st = started()
    hand_of(st, 1, 3)
    st, _ = play(st, card("Sudden Chill"))
    assert st.pending and st.pending[0].player == 1 and st.pending[0].kind == "discard"
    st = choose(st, [st.pending[0].options[0].id])
    assert len(st.table.zone(1, "hand")) == 2 and len(st.table.zone(1, "discard")) == 1


def test_magica_on_her_players_own_turn_gives_no_protection():
    # "During opponents' turns" (7.6, condition of the static): on P0's own turn P0 discards
    st = started()
    magica = put(st, card(MAGICA), 0)
    assert not has(st, magica, "no_discard")
    hand_of(st, 0, 2)
    st, _ = play(st, card("Strike a Good Match"))  # draw 2 cards, then choose and discard a card
    assert st.pending and st.pending[0].player == 0 and st.pending[0].kind == "discard"
    st = choose(st, [st.pending[0].options[0].id])
    assert len(st.table.zone(0, "hand")) == 3 and len(st.table.zone(0, "discard")) == 2  # the action too


def test_kronk_protects_on_his_players_own_turn_from_their_own_effect():
    # Kronk has no turn condition: "draw 2 cards, then choose and discard a card" (7.1.2.3): the draw
    # happens, the discard is replaced (7.7.5)
    st = started()
    put(st, card(KRONK), 0)
    hand_of(st, 0, 2)
    st, action = play(st, card("Strike a Good Match"))
    assert not st.pending
    assert len(st.table.zone(0, "hand")) == 4 and st.table.zone(0, "discard") == [action]


def test_kronk_random_discard_is_replaced():
    # "chosen opponent discards a card at random" (op discard_random) replaced (7.7.5)
    st = started()
    put(st, card(KRONK), 1)
    kept = hand_of(st, 1, 2)
    basil = put(st, card("Basil - Undercover Detective"), 0)
    st = act(st, "quest", uid=basil)
    assert not st.pending
    assert st.table.zone(1, "hand") == kept and st.table.zone(1, "discard") == []


def test_reveal_hand_still_reveals_but_nothing_is_discarded():
    # The Bare Necessities: the reveal happens (7.1.10), the discard of the card P0 chooses doesn't (7.7.5)
    st = started()
    put(st, card(MAGICA), 1)
    kept = [*hand_of(st, 1, 1), put(st, card("Sudden Chill"), 1, "hand")]
    st = play(st, card("The Bare Necessities"))[0]
    assert not st.pending
    assert sorted(st.table.zone(1, "hand")) == sorted(kept) and st.table.zone(1, "discard") == []


def test_opponent_who_cant_discard_is_one_who_doesnt():
    # Sign the Scroll: "Each opponent may choose and discard a card. For each opponent who doesn't, you
    # gain 2 lore": P1 can't discard (7.7.5), so isn't asked and P0 gains the lore
    st = started()
    put(st, card(MAGICA), 1)
    kept = hand_of(st, 1, 2)
    st = play(st, card("Sign the Scroll"))[0]
    assert not st.pending
    assert st.table.zone(1, "hand") == kept and st.lore[0] == 2


def test_if_you_do_after_a_replaced_discard_does_not_happen():
    # Hercules - Young Rescuer: "you may discard your hand. If you do, return a card from your discard to
    # your hand": the discard is an effect, replaced (7.7.5), so "if you do" doesn't happen (7.1.2.2)
    st = started()
    put(st, card(KRONK), 0)
    kept = hand_of(st, 0, 2)
    old = put(st, FILLER, 0, "discard")
    st, herc = play(st, card("Hercules - Young Rescuer"))
    while st.pending and st.pending[0].kind == "may":
        st = choose(st, ["yes"])
    assert not st.pending
    assert st.table.zone(0, "hand") == kept and st.table.zone(0, "discard") == [old]
    assert st.table.cards[herc].zone == "play"


def test_or_banish_the_discard_cant_be_chosen_so_the_banish_happens():
    # Megara - Captivating Cynic: "choose and discard a card or banish this character" — the discard
    # can't happen, so the other way has to be taken (2.2.0 6.1.5.2, outside the seed documents)
    st = started()
    put(st, card(KRONK), 0)
    kept = hand_of(st, 0, 2)
    st, meg = play(st, card("Megara - Captivating Cynic"))
    assert not st.pending
    assert st.table.zone(0, "hand") == kept and st.table.cards[meg].zone == "discard"


def test_a_cost_discard_is_still_paid():
    # Giant Cobra: "you may choose and discard a card to gain 2 lore": [A] is a cost, not an effect
    # (7.1.2.2), so Kronk doesn't stop it and [B] happens
    st = started()
    put(st, card(KRONK), 0)
    hand = hand_of(st, 0, 2)
    st, _ = play(st, card("Giant Cobra - Ghostly Serpent"))
    assert st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert st.pending[0].kind == "discard"
    st = choose(st, [hand[0]])
    assert st.table.zone(0, "discard") == [hand[0]] and st.lore[0] == 2


def test_discard_your_hand_to_draw_is_a_cost_too():
    # Doc - Bold Knight: "you may discard your hand to draw 2 cards" (7.1.2.2: a cost)
    st = started()
    put(st, card(KRONK), 0)
    hand = hand_of(st, 0, 3)
    st, _ = play(st, card("Doc - Bold Knight"))
    st = choose(st, ["yes"])
    assert not st.pending
    assert sorted(st.table.zone(0, "discard")) == sorted(hand) and len(st.table.zone(0, "hand")) == 2


def test_predicate_separates_effects_from_costs():
    # the single predicate: the static, the turn condition (Magica), effect vs cost (7.1.2.2)
    from engine.core.effects import Effect

    st = started()
    put(st, card(MAGICA), 1)
    effect, cost = Effect("discard", 1), Effect("discard_cost", 1)
    assert discard_prevented(st, 1, effect) and not discard_prevented(st, 1, cost)
    assert not discard_prevented(st, 0, effect)  # P0 has no such card
    marked = Effect("discard_cost", 1, condition={"effect": True})  # "[A]. If you do, [B]"
    assert discard_prevented(st, 1, marked)


def test_either_way_discard_is_replaced():
    # Lucifer - Cunning Cat: "each opponent chooses and discards either 2 cards or 1 action card"
    # (op discard_either): P1 is not asked, nothing is discarded (7.7.5)
    st = started()
    put(st, card(MAGICA), 1)
    kept = [*hand_of(st, 1, 2), put(st, card("Sudden Chill"), 1, "hand")]
    st, _ = play(st, card("Lucifer - Cunning Cat"))
    assert not st.pending
    assert sorted(st.table.zone(1, "hand")) == sorted(kept) and st.table.zone(1, "discard") == []


def test_discard_any_then_draw_that_many_draws_none():
    # Desperate Plan: "choose and discard any number of cards, then draw that many cards" (op
    # discard_any, an effect): none discarded (7.7.5), so 0 drawn
    st = started()
    put(st, card(KRONK), 0)
    kept = hand_of(st, 0, 2)
    deck = len(st.table.zone(0, "deck"))
    st, plan = play(st, card("Desperate Plan"))
    assert not st.pending
    assert st.table.zone(0, "hand") == kept and st.table.zone(0, "discard") == [plan]
    assert len(st.table.zone(0, "deck")) == deck


def test_discard_any_as_a_cost_is_paid():
    # Geppetto - Skilled Craftsman: "you may choose and discard any number of item cards to gain 1 lore
    # for each": [A] is a cost (7.1.2.2), paid under Kronk
    st = started()
    put(st, card(KRONK), 0)
    hand_of(st, 0, 1)
    items = [put(st, card("Starlight Vial"), 0, "hand") for _ in range(2)]
    gep = put(st, card("Geppetto - Skilled Craftsman"), 0)
    lore = int(st.cards[st.table.cards[gep].card_id]["lore"])
    st = act(st, "quest", uid=gep)
    st = choose(st, ["yes"])
    assert st.pending[0].kind == "discard"
    st = choose(st, items)
    assert sorted(st.table.zone(0, "discard")) == sorted(items) and st.lore[0] == lore + 2


def test_players_discard_their_hands_and_draw_the_draw_still_happens():
    # Beyond the Horizon: "They discard their hands and draw 3 cards each": P1 (Magica, P0's turn) keeps
    # their hand (7.7.5) and still draws ("[A] and [B]", 7.1.2.4); P0 discards as usual
    st = started()
    put(st, card(MAGICA), 1)
    mine = hand_of(st, 0, 2)
    theirs = hand_of(st, 1, 2)
    st, _ = play(st, card("Beyond the Horizon"))
    st = choose(st, [0, 1])
    assert not st.pending
    assert set(mine) <= set(st.table.zone(0, "discard")) and len(st.table.zone(0, "hand")) == 3
    assert set(theirs) <= set(st.table.zone(1, "hand")) and len(st.table.zone(1, "hand")) == 5
    assert st.table.zone(1, "discard") == []


def test_may_discard_if_you_do_is_an_effect_replaced_with_its_if_you_do():
    # Lose the Way: "Then, you may choose and discard a card. If you do, the exerted character can't ready
    # …": "[A]. If you do, [B]" is no "[A] to [B]" cost: [A] replaced (7.7.5), so no [B]; the "may"
    # is not even asked (engine.lorcana.discard_prevention.own_discard_replaced)
    st = started()
    put(st, card(KRONK), 0)
    kept = hand_of(st, 0, 1)
    foe = put(st, FILLER, 1)
    st, _ = play(st, card("Lose the Way"))
    if st.pending and st.pending[0].kind != "may":
        st = choose(st, [foe])
    assert not st.pending
    assert st.table.cards[foe].tapped and st.table.zone(0, "hand") == kept
    assert not any(m.uid == foe and m.keyword == "cant_ready" for m in st.modifiers)


def test_discard_until_three_at_the_end_of_the_turn_is_replaced():
    # Prince John's Mirror: "At the end of each opponent's turn, … they discard until they have 3 cards"
    # (op discard_to_size): Kronk's player keeps the hand (7.7.5)
    st = started()
    put(st, card("Prince John's Mirror"), 0)
    put(st, card(KRONK), 1)
    st = act(st, "end_turn", 0)
    assert st.active == 1
    kept = hand_of(st, 1, 5)
    st = act(st, "end_turn", 1)
    assert not st.pending and st.active == 0  # without Kronk P1 is asked for 2 cards here
    assert st.table.zone(1, "hand") == kept and st.table.zone(1, "discard") == []


def test_may_discard_or_else_the_other_player_gains_lore():
    # Flynn Rider - Breaking and Entering: "the challenging player may choose and discard a card. If they
    # don't, you gain 2 lore" (op unless_discard): Kronk's player can't discard (7.7.5), so isn't asked
    # and doesn't: P1 gains 2 lore
    for kronk in (True, False):
        st = started()
        if kronk:
            put(st, card(KRONK), 0)
        kept = hand_of(st, 0, 2)
        flynn = put(st, card("Flynn Rider - Breaking and Entering"), 1, tapped=True)
        mine = put(st, FILLER, 0)
        st = act(st, "challenge", uid=mine, target=flynn)
        if kronk:
            assert st.table.zone(0, "hand") == kept and st.lore[1] == 2
        else:  # without Kronk the challenging player is asked (the test can fail)
            assert st.pending and st.pending[0].player == 0 and st.pending[0].kind == "may"


def test_draw_then_discard_named_keeps_the_hand():
    # Tiana - Party Hostess: "you may draw 2 cards, then choose and discard a card. If you discarded a
    # location card this way, you may play it …" (op discard_named): the draw happens, the discard is
    # replaced (7.7.5), so no card was "discarded this way"
    st = started()
    put(st, card(KRONK), 0)
    kept = hand_of(st, 0, 1)
    st, _ = play(st, card("Tiana - Party Hostess"))
    st = choose(st, ["yes"])
    assert not st.pending
    assert set(kept) <= set(st.table.zone(0, "hand")) and len(st.table.zone(0, "hand")) == 3
    assert st.table.zone(0, "discard") == []


def test_hand_to_size_discard_half_is_replaced():
    # Goliath - Clan Leader: "At the end of each player's turn, if they have more than 2 cards in their
    # hand, they choose and discard cards until they have 2" (op hand_to_size): Kronk's player keeps 4
    st = started()
    put(st, card(KRONK), 0)
    put(st, card("Goliath - Clan Leader"), 1)
    kept = hand_of(st, 0, 4)
    st = act(st, "end_turn", 0)
    while st.pending and st.pending[0].kind == "bag":
        st = choose(st, [st.pending[0].options[0].id])
    assert not st.pending and st.active == 1
    assert st.table.zone(0, "hand") == kept and st.table.zone(0, "discard") == []
