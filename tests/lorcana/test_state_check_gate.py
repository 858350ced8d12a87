"""The state check's gate (engine.lorcana.flow.state_checks asks who won or lost only when some
player has the lore to win or tried to draw from an empty deck) gives the long way's answers:
Lorcana 1.9.1.1 (20 lore or more: wins), 1.9.1.2 (drew from an empty deck: loses), 1.9.1.3 (lethal
damage: banished), on states of random games given lore and empty draws."""

from __future__ import annotations

import json

from engine.core import Event, Rng
from engine.core.serial import to_jsonable
from engine.core.simulate import pick_action
from engine.lorcana import flow, game
from engine.lorcana.characteristics import reading
from engine.lorcana.rules import R
from engine.lorcana.state_copy import copy_state
from engine.lorcana.zones import banish, lethal_in_play

from .test_speed_golden import fixed_decks


def _long_way(st, events: list[Event]) -> None:
    """flow.state_checks without the gate (as it was before issue 21's third round)."""
    target = int(st.options.get("win_lore", flow.WIN_LORE))
    while not st.over:
        outcome = flow._wins_and_losses(st, events, target)  # 1.9.1.1 / 1.9.1.2, as state_checks asks them
        if outcome == "won":
            return
        if outcome == "lost":
            continue
        with reading(st):
            dead = lethal_in_play(st)
        if not dead:
            return
        banish(st, dead, R("1.9.1.3"), events)


def _text(st, events: list[Event]) -> str:
    return json.dumps([game.ENGINE.state_to_json(st), to_jsonable(events)], sort_keys=True, default=str)


def test_gate_answers_as_the_long_way() -> None:
    eng = game.ENGINE
    state, _ = eng.new_game(["P1", "P2"], fixed_decks(), 21, {"max_turns": 40})
    rng = Rng.from_seed(21 ^ 0x5EED)
    tweaks = [(None, None), ((19, 3), None), ((20, 0), None), ((25, 20), None), ((0, 0), (True, False)),
              ((20, 4), (False, True)), ((21, 21), (True, True))]
    compared = ended = 0
    for _ in range(120):
        if state.over:
            break
        for lore, drew in tweaks:
            a, b = copy_state(state), copy_state(state)
            for st in (a, b):
                if lore:
                    st.lore[:] = list(lore)
                if drew:
                    st.drew_empty[:] = list(drew)
            ea: list[Event] = []
            eb: list[Event] = []
            flow.state_checks(a, ea)
            _long_way(b, eb)
            assert _text(a, ea) == _text(b, eb)
            compared += 1
            ended += a.over
        state = eng.apply(state, pick_action(eng.legal_actions(state, eng.to_act(state)[0]), rng)).state
    assert compared > 300 and ended > 100
