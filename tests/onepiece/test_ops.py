"""ONE PIECE's own ops are registered (engine.onepiece.ops) and carried out through the registry;
manual resolution is filtered with ManualSpec.allow."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.core.effects import Effect, game_op, game_ops, set_resolver
from engine.onepiece import board, resolve
from engine.onepiece.engine import MANUAL_SPEC, manual_allowed
from engine.onepiece.ops import OP_OPS
from engine.onepiece.state import Frame

from .helpers import act, leader, new_game, pending_kind, put, to_turn


def test_every_op_has_its_fields_a_phrase_and_a_resolver():
    ops = game_ops("onepiece")
    assert set(ops) == OP_OPS and {"add_don", "give_don", "life_to_hand", "choose_one", "delay", "scry"} <= OP_OPS
    for name, spec in ops.items():
        assert spec.resolver is not None, name
        assert spec.describe and {"condition", "optional"} <= spec.fields, name
    assert game_op("onepiece", "give_don").fields >= {"amount", "target", "keyword"}


def test_run_effect_dispatches_own_ops_through_the_registry():
    st = to_turn(new_game(), 3)
    src = put(st, 0, "FX01-003", "characters")
    frame = Frame(src=src, card_id="FX01-003", controller=0, ability=0)
    calls: list[int] = []
    original = game_op("onepiece", "mill").resolver
    assert original is not None
    set_resolver("onepiece", "mill", lambda st, frame, eff, picks, events: calls.append(eff.amount) or True)
    try:
        deck = len(st.table.zone(0, "deck"))
        assert resolve.run_effect(st, frame, Effect("mill", 2), None, [])
        assert calls == [2] and len(st.table.zone(0, "deck")) == deck  # the registered resolver ran, not a built-in
    finally:
        set_resolver("onepiece", "mill", original)
    assert resolve.run_effect(st, frame, Effect("mill", 2), None, [])
    assert len(st.table.zone(0, "deck")) == deck - 2


def test_manual_resolution_refuses_what_one_piece_forbids():
    # ONE PIECE 3-6-3: a leader never leaves its area; cards take no damage counters
    st = to_turn(new_game(), 3)
    trickster = put(st, 0, "FX01-019", "hand")  # its text is resolved by hand
    board.don_to_cost_area(st, 0, 3, None)
    st = act(st, "play", uid=trickster)
    assert pending_kind(st) == "manual" and MANUAL_SPEC.allow is manual_allowed
    with pytest.raises(RulesError, match="3-6-3"):
        act(st, "manual", op="move", uid=leader(st, 0), zone="trash")
    with pytest.raises(RulesError, match="damage counters"):
        act(st, "manual", op="damage", uid=trickster, n=1)
    st = act(st, "manual", op="move", uid=trickster, zone="trash")  # allowed
    assert st.table.cards[trickster].zone == "trash"
