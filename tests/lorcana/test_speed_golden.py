"""The speed-ups of issue 21 change no answer: the answers kept while legal actions are listed
(engine.lorcana.characteristics.reading) equal the ones worked out afresh, listing them leaves the
state as it was, and a seeded game played twice gives the same states, views and events."""

from __future__ import annotations

import json
from functools import lru_cache

import pytest

from engine.core import Rng
from engine.core.cards import CardPool
from engine.core.serial import to_jsonable
from engine.core.simulate import pick_action
from engine.lorcana import game, view
from engine.lorcana.characteristics import reading
from engine.lorcana.discard_plays import discard_permission, discard_playables

SEEDS = (1000003, 1000004, 1000005)
MAX_ACTIONS = 400


@lru_cache(maxsize=1)
def fixed_decks() -> list:
    """The benchmark's two set-1 lists (bot/bench/decks), read against the pinned card data."""
    from bot.bench.fixed_decks import fixed_decks as fixed
    from engine.lorcana.cards.importers import import_cards

    try:
        return fixed("lorcana", CardPool("lorcana", import_cards(None).cards))
    except ValueError as exc:  # the lists or the card data are missing
        pytest.skip(str(exc))


def _dump(value: object) -> str:
    return json.dumps(to_jsonable(value), sort_keys=True, default=str)


def _play(seed: int, on_main=None) -> list[str]:
    """A random game of the fixed lists: every state, view and event as text. ``on_main(st, p)``
    is called on each main-phase decision."""
    eng = game.ENGINE
    state, events = eng.new_game(["P1", "P2"], fixed_decks(), seed, {"max_turns": 80})
    rng = Rng.from_seed(seed ^ 0x5EED)
    out = [_dump(events)]
    for _ in range(MAX_ACTIONS):
        if state.over:
            break
        actor = eng.to_act(state)[0]
        if (
            on_main
            and not state.pending
            and state.phase == "main"
            and not (state.frames or state.bag or state.agenda)
        ):
            on_main(state, actor)
        legal = eng.legal_actions(state, actor)
        if not legal:
            break
        step = eng.apply(state, pick_action(legal, rng))
        state = step.state
        out += [
            repr(legal),
            _dump(step.events),
            _dump(state),
            json.dumps(eng.view(state, 0), sort_keys=True, default=str),
        ]
    return out


@pytest.mark.parametrize("seed", SEEDS)
def test_kept_answers_equal_fresh_ones(seed: int) -> None:
    """Every main-phase list of legal actions (4.3.2) is the same with the answers kept once per
    listing as with each answer worked out afresh, and listing them writes nothing."""
    checked = []

    def compare(st, p) -> None:
        before = _dump(st)
        fresh = game.main_actions(st, p)  # no reading(): every answer worked out afresh
        with reading(st):
            kept = game.main_actions(st, p)
        assert repr(kept) == repr(fresh)
        assert _dump(st) == before
        for viewer in (p, None):  # a view (the board) is the same with the answers kept
            assert _dump(view.build_view(game.ENGINE, st, viewer)) == _dump(
                view._build_view(game.ENGINE, st, viewer)
            )
        plays = discard_playables(st, p)
        assert plays == [u for u in st.table.zone(p, "discard") if discard_permission(st, p, u)]
        checked.append(len(fresh))

    _play(seed, compare)
    assert len(checked) > 20


def test_seeded_game_repeats_exactly() -> None:
    """Same seed and actions: byte-identical states, views and events (the kept answers of one
    listing never leak into the next state)."""
    assert _play(SEEDS[0]) == _play(SEEDS[0])
