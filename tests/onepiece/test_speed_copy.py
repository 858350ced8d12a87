"""The copy ``apply`` makes of a ONE PIECE state (engine.onepiece.copying, issue 21) shares the pending
choices and the modifiers with the state it was copied from: an answer that writes its pending choice
(the top-or-bottom placing, special.answer_scry; the order of the bottom cards, stack.answer_deck_order)
must write a copy of it, never the input state's."""

from __future__ import annotations

import json

import pytest

from engine.onepiece import engine as op_engine
from engine.onepiece.copying import FIELDS, copy_state, fields_match
from engine.onepiece.game import ENGINE
from engine.onepiece.state import OPState

from .helpers import act, give_don, option_ids, put
from .test_effect_rules import custom, turn3


def _text(st: OPState) -> str:
    return json.dumps(ENGINE.state_to_json(st), sort_keys=True, default=str)


def _scry_to_bottom() -> list[str]:
    """Play a "look at 3 and place them at the top or bottom in any order" card, put one on top and
    order the other two at the bottom; the inputs of the answers whose JSON their apply changed."""
    st = turn3()
    a, b, _c = (put(st, 0, cid, "deck") for cid in ("FX01-004", "FX01-005", "FX01-006"))
    uid = custom(st, 0, "[On Play] Look at 3 cards from the top of your deck and place them at the top or bottom "
                        "of the deck in any order.", "hand")
    give_don(st, 0, 1)
    st = act(st, "play", uid=uid)
    assert st.pending[0].kind == "scry" and str(b) in option_ids(st)
    changed = []
    for pick in (b, "bottom", a):
        before = _text(st)
        new = ENGINE.apply(st, op_engine.Action("choose", st.pending[0].player, {"picks": [str(pick)]})).state
        if _text(st) != before:
            changed.append(str(pick))
        st = new
    assert not st.pending
    return changed


def test_answers_that_write_their_pending_choice_leave_the_input_state_alone() -> None:
    assert _scry_to_bottom() == []


def test_the_check_fails_when_the_answer_writes_the_shared_pending(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(op_engine, "answered_copy", lambda pend: pend)  # the answer given the shared pending itself
    assert _scry_to_bottom() != []


def test_copy_sets_every_field_and_shares_only_what_is_never_written() -> None:
    assert fields_match() == []
    st = turn3()
    new = copy_state(st)
    assert new is not None and list(new.__dict__) == list(FIELDS) == list(st.__dict__)
    assert _text(new) == _text(st)
    for name in ("rng", "table", "pending", "modifiers", "turns_taken", "mulligan_done", "stack", "losers", "delayed",
                 "loop_seen", "auto_choices", "loop_plan"):
        assert getattr(new, name) is not getattr(st, name), name
    st.extra = 1  # a state with an attribute that is not a field: the core's copy
    assert copy_state(st) is None and ENGINE.copy(st).extra == 1


def test_apply_leaves_every_input_state_alone_in_random_games() -> None:
    """What the copy shares (players, options, card data, pending choices, modifiers, zone lists) is
    never written by an apply: every input state's JSON is the same after it, state after state."""
    from engine.core import Rng
    from engine.core.simulate import pick_action
    from engine.onepiece import game

    from .helpers import POOL

    applied = 0
    for seed in range(6):
        rng = Rng.from_seed(seed)
        st, _ = ENGINE.new_game(["A", "B"], [game.random_deck(POOL, rng) for _ in range(2)], seed)
        for _ in range(250):
            if st.over:
                break
            before = _text(st)
            new = ENGINE.apply(st, pick_action(ENGINE.legal_actions(st, ENGINE.to_act(st)[0]), rng)).state
            assert _text(st) == before
            st, applied = new, applied + 1
    assert applied > 500

