"""Issue 16, round 5: the last cards of the held-out real lists (The Black Cauldron, Scar - Finally
King, Moana - Curious Explorer) and four defects found earlier (Ambush!'s exert cost, an amount that
scales to 0, Mulan - Imperial General's trigger, Yokai's free play). Every card is the registry's
real card, played in an engine game with every clause checked."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.lorcana.characteristics import has
from tests.lorcana.helpers import ENGINE, FILLER, act, choose, custom, end_turn, ink_up, put, started
from tests.lorcana.test_clause_templates import card, char, ready_ink


def labels(st, player: int = 0, kind: str | None = None) -> list[str]:
    return [a.label for a in ENGINE.legal_actions(st, player) if kind is None or a.type == kind]


def activate(st, uid: int, index: int):
    """Use the activated ability number ``index`` (0-based among the card's abilities) of ``uid``."""
    return act(st, "activate", 0, uid=uid, ability=index)


def option_ids(st) -> set[str]:
    return {o.id for o in st.pending[0].options}


# --- The Black Cauldron ----------------------------------------------------------------------------


def test_black_cauldron_puts_a_character_card_from_your_discard_under_it_faceup():
    # Lorcana 7.5 (activated: {E}, 1 {I}), 1.2.4 (chosen on resolution); 2.2.0 8.4: under a card, not in play
    cauldron = card("The Black Cauldron")
    st = started()
    uid = put(st, cauldron, 0)
    dead = put(st, char("D1", "Dead", s=2), 0, "discard")
    spell = put(
        st, custom("DA1", "Spent Spell", card_type="Action", cost=1), 0, "discard"
    )  # not a character card
    theirs = put(st, char("D2", "Theirs", s=2), 1, "discard")  # not in your discard
    ink_up(st, 0, 2)
    st = activate(st, uid, 0)
    assert st.table.cards[uid].tapped and ready_ink(st, 0) == 1  # the cost: {E} and 1 {I}
    assert option_ids(st) == {str(dead)}  # only a character card of your own discard
    assert str(spell) not in option_ids(st) and str(theirs) not in option_ids(st)
    st = choose(st, [dead])
    got = st.table.cards[dead]
    assert got.zone == "under" and got.attached_to == uid and not got.face_down  # faceup
    view = ENGINE.view(st, 1)  # the opponent sees the faceup card under the item
    shown = [c for c in view["players"][0]["zones"]["under"] if c.get("uid") == dead]
    assert shown and shown[0].get("card_id") == "D1"
    # not playable from under it without the second ability (4.3.4.2: only from your hand)
    ink_up(st, 0, 3)
    assert not any("from under" in x for x in labels(st))
    with pytest.raises(RulesError, match=r"4\.3\.4\.2"):
        act(st, "play", 0, uid=dead, mode="ink")


def test_black_cauldron_with_no_character_card_in_the_discard_does_nothing():
    # Lorcana 1.2.3: do as much as possible (the cost is still paid, 7.5)
    cauldron = card("The Black Cauldron")
    st = started()
    uid = put(st, cauldron, 0)
    put(st, custom("DA2", "Spent Spell", card_type="Action", cost=1), 0, "discard")
    ink_up(st, 0, 1)
    st = activate(st, uid, 0)
    assert not st.pending and not st.table.zone(0, "under")
    assert st.table.cards[uid].tapped and ready_ink(st, 0) == 0


def test_black_cauldron_lets_you_play_characters_from_under_it_this_turn_only():
    # Lorcana 1.2.1 (the card's text lets a card be played from elsewhere than the hand, 4.3.4.2),
    # 4.3.4.6 (its cost is paid), 7.8 ("this turn")
    cauldron = card("The Black Cauldron")
    st = started()
    uid = put(st, cauldron, 0)
    first = put(st, char("U1", "First", s=2, cost=2), 0, "discard")
    second = put(st, char("U2", "Second", s=3, cost=3), 0, "discard")
    ink_up(st, 0, 9)
    st = activate(st, uid, 0)
    st = choose(st, [first])
    st.table.cards[uid].tapped = False  # ready again (a second use in the same turn, for the test)
    st = activate(st, uid, 0)
    st = choose(st, [second])
    st.table.cards[uid].tapped = False
    ink_before = ready_ink(st, 0)
    st = activate(st, uid, 1)
    assert ready_ink(st, 0) == ink_before - 1 and st.table.cards[uid].tapped
    plays = labels(st, 0, "play")
    assert "Play First - Test from under The Black Cauldron (2 ink)" in plays
    assert "Play Second - Test from under The Black Cauldron (3 ink)" in plays
    ink_before = ready_ink(st, 0)
    st = act(st, "play", 0, uid=first, mode="ink")
    played = st.table.cards[first]
    assert (
        played.zone == "play" and played.attached_to is None and not played.tapped
    )  # enters play ready (4.3.4.7)
    assert ready_ink(st, 0) == ink_before - 2  # its ink cost is paid (4.3.4.6)
    assert st.table.cards[second].zone == "under"
    # the next turns: the permission is gone ("this turn")
    st = end_turn(st)
    st = end_turn(st)
    assert not any("from under" in x for x in labels(st))
    with pytest.raises(RulesError, match=r"4\.3\.4\.2"):
        act(st, "play", 0, uid=second, mode="ink")


def test_black_cauldron_permission_is_only_for_characters_under_this_item():
    # Lorcana 4.3.4.2: a Boost card facedown under a character is not "under this item"
    cauldron = card("The Black Cauldron")
    st = started()
    uid = put(st, cauldron, 0)
    host = put(st, char("H1", "Host"), 0)
    hidden = put(st, char("H2", "Hidden"), 0, "under")
    st.table.cards[hidden].attached_to, st.table.cards[hidden].face_down = host, True
    ink_up(st, 0, 5)
    st = activate(st, uid, 1)
    assert not any("from under" in x for x in labels(st))
    with pytest.raises(RulesError, match=r"4\.3\.4\.2"):
        act(st, "play", 0, uid=hidden, mode="ink")


# --- Scar - Finally King -------------------------------------------------------------------------


def _scar_board(tapped: bool = True):
    scar = card("Scar - Finally King")
    st = started()
    uid = put(st, scar, 0, tapped=tapped)
    ally = put(st, char("A1", "Pal", s=2, w=3, classifications=["Storyborn", "Ally"]), 0)
    other = put(st, char("N1", "Loner", s=4), 0)
    foe_ally = put(st, char("A2", "Their Pal", s=5, classifications=["Storyborn", "Ally"]), 1)
    for _ in range(3):
        put(st, FILLER, 0, "hand")
    return st, uid, ally, other, foe_ally


def test_scar_finally_king_draws_an_allys_strength_then_discards_two_and_banishes_it():
    # Lorcana 7.4.4 (intervening if: exerted at the end of your turn), 7.1.3 (may), 1.2.4 (chosen on
    # resolution), 7.1.2.2 ("if you do"), 8.3.4 (choose and discard), 7.1.9 ("that character")
    st, uid, ally, other, foe_ally = _scar_board()
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "end_turn", 0)
    assert st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    assert option_ids(st) == {str(ally)}  # an Ally character of yours only
    st = choose(st, [ally])
    assert len(st.table.zone(0, "hand")) == hand + 3  # its {S}: 2, +1 from BE GRATEFUL
    assert st.pending[0].kind == "discard" and st.pending[0].min == 2
    st = choose(st, [o.id for o in st.pending[0].options[:2]])
    assert len(st.table.zone(0, "hand")) == hand + 1
    assert st.table.cards[ally].zone == "discard"  # banished
    assert st.table.cards[other].zone == "play" and st.table.cards[foe_ally].zone == "play"
    assert st.table.cards[uid].zone == "play" and st.active == 1  # Scar stays


def test_scar_finally_king_may_be_declined_and_needs_to_be_exerted():
    # Lorcana 7.1.3 (declined: nothing happens), 7.4.4 (not exerted: no trigger)
    st, _, ally, _, _ = _scar_board()
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "end_turn", 0)
    st = choose(st, ["no"])
    assert len(st.table.zone(0, "hand")) == hand and st.table.cards[ally].zone == "play"
    st, _, ally, _, _ = _scar_board(tapped=False)
    st = act(st, "end_turn", 0)
    assert not st.pending and st.active == 1 and st.table.cards[ally].zone == "play"


def test_scar_finally_king_with_a_zero_strength_ally_draws_nothing_and_keeps_it():
    # Lorcana 7.1.2.2: "if you do" — nothing was drawn, so no discard and no banish
    scar = card("Scar - Finally King")
    st = started()
    put(st, scar, 0, tapped=True)
    weak = put(
        st, char("A3", "Weak Pal", s=-1, classifications=["Storyborn", "Ally"]), 0
    )  # 0 {S} with BE GRATEFUL
    put(st, FILLER, 0, "hand")
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "end_turn", 0)
    st = choose(st, ["yes"])
    st = choose(st, [weak])
    assert not st.pending and len(st.table.zone(0, "hand")) == hand
    assert st.table.cards[weak].zone == "play"


# --- Moana - Curious Explorer ----------------------------------------------------------------------


def test_moana_curious_explorer_lets_you_ink_a_card_from_your_discard():
    # Lorcana 4.3.3 (once per turn), 6.2.8 (the inkwell symbol), 1.2.1 (the card's text: from the discard)
    moana = card("Moana - Curious Explorer")
    st = started()
    put(st, moana, 0)
    inkable = put(st, char("K1", "Inky", inkable=True), 0, "discard")
    plain = put(st, char("K2", "Plain", inkable=False), 0, "discard")
    theirs = put(st, char("K3", "Theirs", inkable=True), 1, "discard")
    inks = labels(st, 0, "ink")
    assert "Ink Inky - Test from your discard" in inks
    assert not any("Plain" in x or "Theirs" in x for x in inks)
    with pytest.raises(RulesError, match=r"4\.3\.3\.1"):
        act(st, "ink", 0, uid=plain)  # no {C}
    with pytest.raises(RulesError, match=r"4\.3\.3\.1"):
        act(st, "ink", 0, uid=theirs)
    st = act(st, "ink", 0, uid=inkable)
    got = st.table.cards[inkable]
    assert got.zone == "inkwell" and got.face_down and not got.tapped  # 4.3.3.2: facedown and ready
    assert not labels(st, 0, "ink")  # once per turn (4.3.3)
    hand_card = put(st, FILLER, 0, "hand")
    with pytest.raises(RulesError, match=r"4\.3\.3"):
        act(st, "ink", 0, uid=hand_card)


def test_without_moana_a_discard_card_cannot_be_inked():
    # Lorcana 4.3.3.1: the ink turn action takes a card from the hand
    st = started()
    inkable = put(st, char("K4", "Inky", inkable=True), 0, "discard")
    assert not any("discard" in x for x in labels(st, 0, "ink"))
    with pytest.raises(RulesError, match=r"4\.3\.3\.1"):
        act(st, "ink", 0, uid=inkable)


# --- defect 1: Ambush! "{E} one of your characters to …" --------------------------------------------


def _ambush_board():
    ambush = card("Ambush!")
    st = started()
    foe = put(st, char("F1", "Foe", w=9), 1)
    ink_up(st, 0, ambush["cost"])
    uid = put(st, ambush, 0, "hand")
    return st, uid, foe


def test_ambush_offers_only_ready_dry_characters_to_exert():
    # Lorcana 7.1.2.2 ("[A] to [B]": [A] is a cost), glossary "drying" (a drying character can't {E}
    # to pay a cost; en 2025-02-28 4.2.2.1), 5.1.1 (an exerted character can't be exerted)
    st, uid, foe = _ambush_board()
    ready = put(st, char("M1", "Ready", s=3), 0)
    tired = put(st, char("M2", "Tired", s=5), 0, tapped=True)
    wet = put(st, char("M3", "Wet", s=6), 0, dry=False)
    st = act(st, "play", 0, uid=uid, mode="ink")
    assert option_ids(st) == {str(ready)}
    assert str(tired) not in option_ids(st) and str(wet) not in option_ids(st)
    st = choose(st, [ready])
    assert st.table.cards[ready].tapped
    st = choose(st, [foe])
    assert st.table.cards[foe].damage == 3  # damage equal to their {S}


def test_ambush_without_a_character_to_exert_deals_no_damage():
    # Lorcana 7.1.2.2: the cost can't be paid, so [B] doesn't happen (no target is even asked)
    st, uid, foe = _ambush_board()
    put(st, char("M4", "Tired", s=5), 0, tapped=True)
    put(st, char("M5", "Wet", s=6), 0, dry=False)
    st = act(st, "play", 0, uid=uid, mode="ink")
    assert not st.pending
    assert st.table.cards[foe].damage == 0
    assert st.table.cards[uid].zone == "discard"


# --- defect 2: an amount that scales to 0 ------------------------------------------------------------


def _goofy_banished(under: int):
    goofy = card("Goofy - Ghost of Jacob Marley")
    st = started()
    g = put(st, goofy, 1, tapped=True)
    for _ in range(under):
        c = put(st, FILLER, 1, "under")
        st.table.cards[c].attached_to, st.table.cards[c].face_down = g, True
    attacker = put(st, char("AT", "Brute", s=9, w=9), 0)
    hand = len(st.table.zone(0, "hand"))
    return act(st, "challenge", 0, uid=attacker, target=g), hand


def test_discard_for_each_card_under_with_none_under_asks_nothing():
    # Lorcana 1.2.3: 0 cards to discard — the step is skipped instead of asking to choose 0
    st, hand = _goofy_banished(0)
    assert not any(p.kind == "discard" for p in st.pending)
    assert len(st.table.zone(0, "hand")) == hand and not st.table.zone(0, "discard")


def test_discard_for_each_card_under_still_counts_when_there_are_some():
    # Lorcana 8.3.4: the opponent chooses the cards they discard (one per card that was under him)
    st, hand = _goofy_banished(2)
    assert st.pending[0].kind == "discard" and st.pending[0].player == 0 and st.pending[0].min == 2
    st = choose(st, [o.id for o in st.pending[0].options[:2]])
    assert len(st.table.zone(0, "hand")) == hand - 2 and len(st.table.zone(0, "discard")) == 2


# --- defect 3: Mulan - Imperial General ("challenges another character") ------------------------------


def test_mulan_imperial_general_triggers_on_challenging_a_character_not_a_location():
    # Lorcana 4.3.6.19 (a location is not a character), 1.2.1 ("can challenge ready characters")
    mulan = card("Mulan - Imperial General")
    st = started()
    uid = put(st, mulan, 0)
    friend = put(st, char("P1", "Friend", s=1), 0)
    loc = put(st, custom("L1", "Fort", card_type="Location", w=9, lore=1, move_cost=1), 1)
    st = act(st, "challenge", 0, uid=uid, target=loc)
    assert not st.pending and not has(st, friend, "challenge_ready")
    st = started()
    uid = put(st, mulan, 0)
    friend = put(st, char("P2", "Friend", s=1), 0)
    foe = put(st, char("F2", "Foe", w=9), 1, tapped=True)
    put(st, char("F3", "Ready Foe", w=9), 1)
    st = act(st, "challenge", 0, uid=uid, target=foe)
    assert has(st, friend, "challenge_ready") and not has(st, uid, "challenge_ready")


# --- defect 4: Yokai - Scientific Supervillain ("for free") --------------------------------------------


def test_yokai_scientific_supervillain_plays_microbots_for_free_not_at_a_discount():
    # Lorcana 4.3.4.10 ("for free": the ink cost is ignored; an alternate cost, en 2.2.0 1.5.5.3)
    yokai, microbots = card("Yokai - Scientific Supervillain"), card("Microbots")
    st = started()
    put(st, yokai, 0)
    bot = put(st, microbots, 0, "hand")
    assert "Play Microbots without paying" in labels(st, 0, "play")
    with pytest.raises(RulesError, match=r"4\.3\.4\.6"):
        act(st, "play", 0, uid=bot, mode="ink")  # paying its ink cost is not free: 2 ink needed
    st = act(st, "play", 0, uid=bot, mode="free")
    assert st.table.cards[bot].zone == "play"
    st = started()  # without Yokai
    bot = put(st, microbots, 0, "hand")
    with pytest.raises(RulesError, match=r"4\.3\.4\.10"):
        act(st, "play", 0, uid=bot, mode="free")
