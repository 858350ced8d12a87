"""Round 7, the last manual Lorcana printings: Lorcast printings the registry has under the same
number that lost a glyph take the registry's words (engine/lorcana/cards/typography.py
``REWORDED``): The Great Illuminary - Abandoned Laboratory P3-19. Each card is played from the real card data in an engine game, every clause checked."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.lorcana.cards import compiler
from engine.lorcana.cards.schema import normalize_symbols
from engine.lorcana.cards.typography import REWORDED, registry_spelling
from engine.lorcana.characteristics import abilities
from engine.lorcana.game import ENGINE
from engine.lorcana.rules import R
from engine.lorcana.zones import exert_event
from tests.lorcana.helpers import act, choose, custom, end_turn, ink_up, put, settle_mandatory, started
from tests.lorcana.real import lorcast, needs_lorcast, registry_cards


def _activations(st, uid: int, player: int = 0) -> list:
    return [a for a in ENGINE.legal_actions(st, player) if a.type == "activate" and a.args["uid"] == uid]


def test_great_illuminary_promo_is_reworded_and_nothing_else_by_id():
    # Lorcana 1.1.6 / 6.2.1: the same printed card; REWORDED names the reviewed printing (a glyph Lorcast lost)
    assert "P3-19" in REWORDED
    reg = {"P3-19": ("Lab - X", "Characters gain “{E} — Draw a card” while here.")}
    assert registry_spelling("P3-19", "Lab - X", "Characters gain “ — Draw a card” while here.", reg) == reg["P3-19"][1]
    assert registry_spelling("P3-19", "Lab - Y", "Characters gain “ — Draw a card” while here.", reg) != reg["P3-19"][1]  # another card


@needs_lorcast
def test_great_illuminary_promo_p3_19_gives_characters_here_exert_draw():
    # the Lorcast P3-19 prints “ — Draw a card” (the {E} lost): the registry's words; Lorcana 7.6.4 ("while here", 4.3.7)
    data = lorcast("P3-19")
    assert data["text"] == normalize_symbols(registry_cards()["The Great Illuminary - Abandoned Laboratory"]["text"])
    assert "{E}" in data["text"]
    st = started()
    lab = put(st, data, 0)
    here = put(st, custom("H1", "Here"), 0)
    away = put(st, custom("A1", "Away"), 0)
    st.table.cards[here].flags["at"] = lab
    assert _activations(st, away) == []  # not here: no such ability
    assert any(getattr(a, "origin", None) for a in abilities(st, here))
    [use] = _activations(st, here)
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "activate", 0, **use.args)
    # 7.5.3.2 / 5.1.1: {E} exerts the character; then it draws 1 card
    assert len(st.table.zone(0, "hand")) == hand + 1 and st.table.cards[here].tapped
    assert _activations(st, here) == []  # exerted: {E} can't be paid again (7.5.3.2)


# --- Maleficent & Diablo - Evil Incarnate (engine/lorcana/bottom_shift.py) --------------------------

MALEFICENT = "Maleficent & Diablo - Evil Incarnate"


def _registry(full_name: str) -> dict:
    data = registry_cards()[full_name]
    assert compiler.is_automated(data), full_name
    return dict(data)


def _bottom_plays(st, uid: int) -> list:
    return [a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("uid") == uid and a.args.get("bottom")]


def _board(chars_in_discard: int = 6, *, data: dict | None = None):
    """P1: Maleficent & Diablo in hand, a Maleficent and a Diablo in play, ``chars_in_discard``
    character cards and an item in the discard, no ink at all."""
    st = started()
    mal = put(st, data or _registry(MALEFICENT), 0, "hand")
    base_m = put(st, custom("BM", "Maleficent", version="Base"), 0, dry=False)
    base_d = put(st, custom("BD", "Diablo", version="Base"), 0)
    other = put(st, custom("OT", "Jafar", version="Other"), 0)
    chars = [put(st, custom(f"C{i}", f"Discarded {i}"), 0, "discard") for i in range(chars_in_discard)]
    item = put(st, custom("IT", "Trinket", card_type="Item"), 0, "discard")
    return st, mal, base_m, base_d, other, chars, item


def test_maleficent_bottom_shift_needs_five_character_cards_in_the_discard():
    # Lorcana 4.3.4.6: a cost is paid in full — 4 character cards (and an item) can't pay "5 character cards"
    st, mal, base_m, _bd, _other, _chars, _item = _board(4)
    assert _bottom_plays(st, mal) == []
    with pytest.raises(RulesError, match=r"4\.3\.4\.6"):
        act(st, "play", 0, uid=mal, mode="shift", onto=base_m, bottom=True)
    # no ink: neither the ink cost (7) nor Shift 5 {I} can be paid (4.3.4.6)
    assert [a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("uid") == mal] == []


def test_maleficent_bottom_shift_goes_on_maleficent_or_diablo_only():
    # Lorcana 10.8.1: on top of one of your characters with the card's name; 6.2.4.1: either name of "Maleficent & Diablo"
    st, mal, base_m, base_d, other, _chars, _item = _board(5)
    assert {a.args["onto"] for a in _bottom_plays(st, mal)} == {base_m, base_d}
    with pytest.raises(RulesError, match=r"10\.8\.1"):
        act(st, "play", 0, uid=mal, mode="shift", onto=other, bottom=True)
    foe = put(st, custom("FM", "Maleficent", version="Foe"), 1)  # an opponent's Maleficent: not one of yours
    with pytest.raises(RulesError, match=r"10\.8\.1"):
        act(st, "play", 0, uid=mal, mode="shift", onto=foe, bottom=True)


def test_maleficent_puts_five_characters_on_the_bottom_one_at_a_time_then_shifts_for_free():
    # Lorcana 10.8.1 (Shift, an alternate cost), 4.3.4.10 (for free: no ink), 8.2.4 (the order chosen),
    # 10.8.3-10.8.5 (on top: the state of the card below)
    st, mal, base_m, _bd, _other, chars, item = _board(6)
    st.table.cards[base_m].damage = 1
    deck_before = list(st.table.zone(0, "deck"))
    st = act(st, "play", 0, uid=mal, mode="shift", onto=base_m, bottom=True)
    order = [chars[3], chars[0], chars[5], chars[1], chars[4]]
    for n, pick in enumerate(order):
        p = st.pending[0]
        assert p.kind == "shift_bottom" and p.player == 0 and (p.min, p.max) == (1, 1)
        # only character cards of the discard are offered, never the item, never those already put
        assert {o.id for o in p.options} == {str(u) for u in chars if u not in order[:n]}
        assert str(item) not in {o.id for o in p.options}
        if n == 1:
            with pytest.raises(RulesError, match=r"10\.8\.1"):
                choose(st, [item])  # an item card can't pay it
        st = choose(st, [pick])
        assert st.table.cards[pick].zone == "deck"
    assert st.table.zone(0, "deck")[: len(deck_before)] == deck_before  # under the rest: the bottom
    assert st.table.zone(0, "deck")[len(deck_before):] == order  # first chosen first, in the order chosen
    assert st.table.zone(0, "discard") == [chars[2], item] or set(st.table.zone(0, "discard")) == {chars[2], item}
    top = st.table.cards[mal]
    assert top.zone == "play" and st.table.cards[base_m].zone == "under"  # shifted on top (10.8.3)
    assert top.damage == 1 and top.flags.get("drying")  # keeps the damage and the drying state below (10.8.4-10.8.5)
    assert top.flags.get("shifted")
    assert not st.pending


def test_maleficent_with_ink_may_still_shift_for_5_ink_or_play_for_7():
    # Lorcana 10.8.1: Shift 5 {I} is still there; the bottom Shift is a "may" (another way to pay)
    st, mal, base_m, base_d, other, chars, _item = _board(5)
    ink_up(st, 0, 5)
    plays = [a.args for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("uid") == mal]
    assert {"uid": mal, "mode": "shift", "onto": base_m} in plays
    # 6.2.4.1: "Maleficent & Diablo" is named Diablo too; a Jafar is neither name (10.8.1)
    assert {"uid": mal, "mode": "shift", "onto": base_d} in plays
    assert not any(a.get("onto") == other for a in plays)
    assert {"uid": mal, "mode": "shift", "onto": base_m, "bottom": True} in plays
    st = act(st, "play", 0, uid=mal, mode="shift", onto=base_m)
    assert st.table.cards[mal].zone == "play" and not st.pending
    assert all(st.table.cards[u].zone == "discard" for u in chars)  # the ink Shift takes nothing from the discard
    assert all(st.table.cards[u].tapped for u in st.table.zone(0, "inkwell"))


def test_maleficent_ravens_call_draws_when_she_exerts_during_your_turn_only():
    # Lorcana 7.4 (triggered), 5.1.1 (exerting): "During your turn, whenever this character exerts, draw a card"
    st = started()
    mal = put(st, _registry(MALEFICENT), 0)
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "quest", 0, uid=mal)  # questing exerts her (4.3.5.7)
    st = settle_mandatory(st)
    assert st.table.cards[mal].tapped and len(st.table.zone(0, "hand")) == hand + 1
    st = end_turn(st)  # P2's turn: she readies only in P1's ready step; exert her now
    assert st.active == 1
    st.table.cards[mal].tapped = False
    exert_event(st, mal, True, R("5.1.1"))  # (an effect exerting her on P2's turn)
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "end_turn", 1)  # the turn passes: her trigger did not fire (not P1's turn)
    st = settle_mandatory(st)
    assert len(st.table.zone(0, "hand")) == hand + 1  # only P1's draw step's card (4.2.3.2)


@needs_lorcast
def test_maleficent_lorcast_printings_are_the_scripted_card():
    # Lorcana 6.2.1: both printings are the same card (13-63 with reminder text, 13-235 without)
    for cid in ("13-63", "13-235"):
        data = lorcast(cid)
        st, mal, base_m, _bd, _other, chars, _item = _board(5, data=data)
        st = act(st, "play", 0, uid=mal, mode="shift", onto=base_m, bottom=True)
        for u in chars:
            st = choose(st, [u])
        assert st.table.cards[mal].zone == "play" and st.table.zone(0, "discard")[-1:] == [_item]
