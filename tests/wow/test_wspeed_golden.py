"""The WoW speed-ups of issue 21 change no answer: a seeded game played with the answers kept
while the state is only read (``engine.wow.keywords.reading``: card data, continuous effects,
costs, legal actions, views) gives the same legal actions, events, states and views as the same
game with every answer worked out afresh (``keywords.fresh``); listing actions and building views
write nothing; and a seeded game played twice is byte-identical."""

from __future__ import annotations

import json
from functools import lru_cache

import pytest

from engine.core import Rng
from engine.core.cards import CardPool
from engine.core.serial import to_jsonable
from engine.core.simulate import pick_action
from engine.wow import game
from engine.wow import keywords as kw

from ..shared_data import DATA

SEEDS = (1000003, 1000004)
RANDOM_SEEDS = (900, 901)
MAX_ACTIONS = 250


@lru_cache(maxsize=1)
def real_pool() -> CardPool:
    """Every real card (../shared/data/wow/cards); skip when the data is absent."""
    from engine.wow.cards.importers import import_decktools

    if not (DATA / "wow" / "cards").exists():
        pytest.skip(f"needs {DATA / 'wow' / 'cards'} (public data beside the repository)")
    return CardPool("wow", import_decktools(DATA / "wow" / "cards").cards)


def fixed_decks() -> list:
    """The benchmark's two real lists (bot/bench/fixed_decks.py)."""
    from bot.bench.fixed_decks import fixed_decks as fixed

    try:
        return fixed("wow", real_pool())
    except ValueError as exc:  # a list does not read against this card data
        pytest.skip(str(exc))


def random_decks(seed: int) -> list:
    """Two random legal decks of real cards, as ``simulate wow`` builds them."""
    rng = Rng.from_seed(seed)
    return [game.random_deck(real_pool(), rng) for _ in range(2)]


def _dump(value: object) -> str:
    return json.dumps(to_jsonable(value), sort_keys=True, default=str)


def _play(decks: list, seed: int, on_turn=None) -> list[str]:
    """A random game: every legal-action list, event, state and view (public and both players')
    as text. ``on_turn(st, actor)`` is called before each decision."""
    eng = game.ENGINE
    state, events = eng.new_game(["P1", "P2"], decks, seed, {"max_turns": 80})
    rng = Rng.from_seed(seed ^ 0x5EED)
    out = [_dump(events)]
    for _ in range(MAX_ACTIONS):
        if state.over:
            break
        actor = eng.to_act(state)[0]
        if on_turn is not None:
            on_turn(state, actor)
        legal = eng.legal_actions(state, actor)
        if not legal:
            break
        step = eng.apply(state, pick_action(legal, rng))
        state = step.state
        out += [repr(legal), _dump(step.events), _dump(state)]
        out += [json.dumps(eng.view(state, v), sort_keys=True, default=str) for v in (None, 0, 1)]
    return out


def _both_ways(decks: list, seed: int) -> None:
    kept = _play(decks, seed)
    with kw.fresh():
        fresh = _play(decks, seed)
    assert len(kept) > 50
    for i, (a, b) in enumerate(zip(kept, fresh, strict=True)):
        assert a == b, f"entry {i} differs with the answers kept"


@pytest.mark.parametrize("seed", SEEDS)
def test_fixed_lists_kept_answers_equal_fresh_ones(seed: int) -> None:
    """The benchmark's lists: the same game, move for move, with and without the kept answers."""
    _both_ways(fixed_decks(), seed)


@pytest.mark.parametrize("seed", RANDOM_SEEDS)
def test_random_decks_kept_answers_equal_fresh_ones(seed: int) -> None:
    """Random real decks (``simulate wow``): the same game with and without the kept answers."""
    _both_ways(random_decks(seed), seed)


def test_listing_actions_and_views_write_nothing() -> None:
    """Listing legal actions and building every view leave the state as it was (answers kept while
    reading never leak into the state or its JSON)."""
    eng = game.ENGINE
    seen = []

    def check(st, actor) -> None:
        before = _dump(st)
        eng.legal_actions(st, actor)
        for viewer in (None, 0, 1):
            eng.view(st, viewer)
        eng.hidden_card_ids(st, None)
        assert _dump(st) == before
        assert st.table.reading is None
        seen.append(1)

    _play(fixed_decks(), SEEDS[0], check)
    assert len(seen) > 50


def test_seeded_game_repeats_exactly() -> None:
    """Same seed and actions: byte-identical states, views and events."""
    decks = random_decks(RANDOM_SEEDS[0])
    assert _play(decks, RANDOM_SEEDS[0]) == _play(decks, RANDOM_SEEDS[0])
