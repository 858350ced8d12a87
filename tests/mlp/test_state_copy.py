"""Issue 21: MLP's ``apply`` starts from ``state_copy.copy_state``, which shares the records an action
never writes (pending choices, modifiers, entries of the pending list) and the set-up data (card
data, names, options). That is sound only while nothing writes them once made: random games check
that ``apply`` leaves its input as it was (its JSON, which holds every record), and that a write to a
shared record would be caught."""

from __future__ import annotations

import json
from dataclasses import fields

import pytest

from engine.core import Rng
from engine.core.cards import CardPool
from engine.core.serial import to_jsonable
from engine.mlp import game
from engine.mlp.engine import MlpEngine
from engine.mlp.game import ENGINE
from engine.mlp.state import MlpState
from engine.mlp.state_copy import copy_state

from ..random_walk import walk

POOL = CardPool("mlp", game.fixture_cards())


def _decks(seed: int) -> list:
    rng = Rng.from_seed(seed)
    return [game.random_deck(POOL, rng), game.random_deck(POOL, rng)]


def _text(st: MlpState) -> str:
    return json.dumps(ENGINE.state_to_json(st), sort_keys=True, ensure_ascii=False)


@pytest.mark.parametrize("seed", range(3))
def test_apply_leaves_its_input_as_it_was(seed):
    options = {"max_turns": 40, "trigger_order": "active_first" if seed % 2 else "nonactive_first"}
    steps = 0
    for st in walk(ENGINE, _decks(seed), seed, options, 200, unchanged=_text):
        new = copy_state(st)
        assert list(new.__dict__) == [f.name for f in fields(MlpState)]  # every field, in field order
        assert to_jsonable(new) == to_jsonable(st)
        assert new.table is not st.table and new.rng is not st.rng and new.player_flags is not st.player_flags
        steps += 1
    assert steps > 50


def test_a_write_to_a_shared_record_is_caught(monkeypatch):
    answer = MlpEngine._answer

    def writes_the_choice(self, st, pend, picks):  # a (wrong) write to the answered choice, shared with the input
        pend.context["answered"] = True
        return answer(self, st, pend, picks)

    monkeypatch.setattr(MlpEngine, "_answer", writes_the_choice)
    with pytest.raises(AssertionError):
        for _ in walk(ENGINE, _decks(0), 0, {"max_turns": 40}, 400, unchanged=_text):
            pass
