"""Cards chosen in a hand are named only to the player who chose them (Lorcana 8.3.2: the hand is a private zone)."""

from __future__ import annotations

from engine.core import Action
from engine.lorcana.game import ENGINE
from tests.lorcana.helpers import custom, hand, ink_up, play, put, started
from tests.lorcana.real import registry


def test_hypnotic_deduction_puts_back_two_cards_only_their_owner_sees_which():
    # Lorcana 8.3.2, 8.2.2: "Draw 3 cards, then put 2 cards from your hand on the top of your deck in any order":
    # everyone learns that two cards went back, only their owner learns which
    st = started()
    secrets = [put(st, custom(f"T-{i}", f"Secret Plan {i}", card_type="Action", s=None, w=None), 0, "hand") for i in (1, 2)]
    before = hand(st, 0)
    st, _ = play(st, registry("Hypnotic Deduction"))
    assert hand(st, 0) == before + 3 and st.pending and st.pending[0].player == 0
    step = ENGINE.apply(st, Action("choose", 0, {"picks": [str(u) for u in secrets]}))
    told = {v: "\n".join(e.text for e in step.events if e.seen_by(v)) for v in (None, 0, 1)}
    assert "P1 chooses 2 cards from their hand" in told[None] and told[None] == told[1]
    assert "Secret Plan" not in told[None]
    assert "Secret Plan 1" in told[0] and "Secret Plan 2" in told[0]
    assert set(step.state.table.zone(0, "deck")) >= set(secrets)


def test_a_boosted_card_leaving_with_its_character_is_not_named():
    # Lorcana 2.2.0 8.4.2 (outside the seed documents): a boosted card is facedown, nobody sees it; 5.1.7: it leaves
    # play with the character; to the hand (8.3.2, private) it stays "a card" in the log
    from engine.lorcana.cards.compiler import compile_card
    from engine.lorcana.zones import leave_play

    st = started()
    booster = custom("T-boost", "Booster", "Boost 1 {I} (Once during your turn, you may pay 1 {I} to put the top card of "
                     "your deck facedown under this character.)", cost=2)
    uid = put(st, booster, 0)
    put(st, custom("T-hid", "Hidden Gem"), 0, "deck")
    ink_up(st, 0, 1)
    st = ENGINE.apply(st, Action("activate", 0, {"uid": uid, "ability": next(a.index for a in compile_card(booster) if a.kind == "activated")})).state
    events: list = []
    leave_play(st, uid, "hand", None, events)
    lines = [e.text for e in events if e.kind == "move"]
    assert "a card: under → hand" in lines and not any("Hidden Gem" in t for t in lines)
    assert any("Booster" in t for t in lines)  # the character itself was public


def test_naming_a_card_offers_no_name_only_the_opponent_holds():
    # Lorcana 6.2.4 (name a card), 8.2.2 / 8.3.2 (the opponent's deck and hand are private): The Sorcerer's Hat
    # offers the names of your own cards and of cards you can see, never one only in the opponent's hand or deck
    st = started()
    hat = put(st, registry("The Sorcerer's Hat"), 0)
    put(st, custom("T-mine", "My Own Card"), 0, "deck")
    put(st, custom("T-seen", "Their Visible Card"), 1, "play")
    put(st, custom("T-hand", "Their Secret Card"), 1, "hand")
    put(st, custom("T-deck", "Their Deck Card"), 1, "deck")
    ink_up(st, 0, 1)
    st = ENGINE.apply(st, Action("activate", 0, {"uid": hat, "ability": 0})).state
    offered = {o.label for o in st.pending[0].options}
    assert st.pending[0].kind == "name" and st.pending[0].player == 0
    assert {"My Own Card", "Their Visible Card"} <= offered
    assert not offered & {"Their Secret Card", "Their Deck Card"}
