"""The fast read paths change nothing: seeded random games give byte-identical states, views and
events with the non-copying reads (``Table.peek``, ``peek_in``, ``peek_cards``), the compiled-card
cache and the read-only memo (``board.reading``) of engine.onepiece.board as with plain reads (every
card copied when read, every card compiled anew, nothing kept), and no ``legal_actions``, ``apply``
or view writes the state it was given (a write through a shared card would)."""

from __future__ import annotations

import contextlib
import hashlib
import json
from typing import Any

import pytest

from engine.core import Rng
from engine.core.cardmap import NO_DEFAULT, CardMap
from engine.core.simulate import pick_action
from engine.core.table import Table
from engine.onepiece import board, game
from engine.onepiece.cards.compiler import compile_card

from .helpers import POOL, needs_npm


def _copying_peek(self: Table, uid: int, default: Any = NO_DEFAULT) -> Any:
    return self.cards[uid] if default is NO_DEFAULT else self.cards.get(uid, default)


def _copying_peek_many(self: CardMap, uids: list[int]) -> list[Any]:
    return [self[uid] for uid in uids]


def _copying_peek_values(self: CardMap) -> Any:
    return iter(list(self.values()))


def plain_reads(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every read copies the card (as ``cards[uid]``), every compiled card is compiled anew and
    nothing is kept while a state is read (``board.reading``: views, the main phase's legal actions)."""
    monkeypatch.setattr(Table, "peek", _copying_peek)
    monkeypatch.setattr(CardMap, "peek_many", _copying_peek_many)
    monkeypatch.setattr(CardMap, "peek_values", _copying_peek_values)
    monkeypatch.setattr(board, "compiled", lambda st, uid: compile_card(board.data(st, uid)))
    monkeypatch.setattr(board, "reading", lambda st: contextlib.nullcontext())


def _dump(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, default=repr).encode()


def trace(decks: list, seed: int, max_actions: int = 400) -> list[str]:
    """Per action: a digest of the legal actions, the events, the new state's JSON and one view
    (the public's and each player's in turn); asserts that ``legal_actions``, ``apply`` and ``view``
    leave their input state as it was."""
    eng = game.ENGINE
    st, _ = eng.new_game(["P1", "P2"], decks, seed, {"max_turns": 8})
    rng = Rng.from_seed(seed ^ 0x5EED)
    out: list[str] = []
    while not st.over and len(out) < max_actions:
        before = _dump(eng.state_to_json(st))
        legal = eng.legal_actions(st, eng.to_act(st)[0])
        action = pick_action(legal, rng)
        res = eng.apply(st, action)
        view = eng.view(res.state, [None, 0, 1][len(out) % 3])
        assert _dump(eng.state_to_json(st)) == before, (
            f"step {len(out)}: legal_actions or apply wrote the state given"
        )
        after = _dump(eng.state_to_json(res.state))
        digest = hashlib.sha256(
            _dump([a.to_json() for a in legal]) + _dump([repr(e) for e in res.events]) + after + _dump(view)
        )
        eng.check_invariants(res.state)
        assert _dump(eng.state_to_json(res.state)) == after, (
            f"step {len(out)}: a view or a check wrote the state"
        )
        out.append(digest.hexdigest())
        st = res.state
    return out


def _fixture_decks(seed: int) -> list:
    rng = Rng.from_seed(seed)
    return [game.random_deck(POOL, rng) for _ in range(2)]


@pytest.mark.parametrize("seed", [11, 12])
def test_fixture_games_are_identical_with_plain_reads(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    fast = trace(_fixture_decks(seed), seed)
    with monkeypatch.context() as m:
        plain_reads(m)
        plain = trace(_fixture_decks(seed), seed)
    assert len(fast) > 20
    assert fast == plain


@needs_npm
def test_real_list_games_are_identical_with_plain_reads(
    real_pool: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.bench.fixed_decks import fixed_decks

    decks = fixed_decks(
        "onepiece", real_pool
    )  # the bench's two real lists (scripted cards, continuous effects)
    for seed in (21, 22):
        fast = trace(decks, seed)
        with monkeypatch.context() as m:
            plain_reads(m)
            plain = trace(decks, seed)
        assert len(fast) > 20
        assert fast == plain


def test_plain_reads_copy_and_fast_reads_do_not(monkeypatch: pytest.MonkeyPatch) -> None:
    # The comparison above means something only if the two ways differ: plain reads copy cards.
    st, _ = game.ENGINE.new_game(["P1", "P2"], _fixture_decks(3), 3, None)
    copied = game.ENGINE.copy(st)
    lead = board.leader(copied, 0)
    board.power(copied, lead)
    assert dict.get(copied.table.cards, lead) is None  # fast: the card is still shared
    with monkeypatch.context() as m:
        plain_reads(m)
        board.power(copied, lead)
    assert dict.get(copied.table.cards, lead) is not None  # plain: read through cards[uid], copied
