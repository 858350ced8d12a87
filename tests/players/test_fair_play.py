"""A computer player decides from its seat's view and legal actions only: shuffling what the seat
cannot see (the opponent's hand, every deck's order, face-down cards) never changes its decision."""

from __future__ import annotations

import pytest

from engine import games
from engine.core import Engine, Rng
from engine.core.cards import CardPool
from engine.core.simulate import pick_action
from engine.players import LEVELS, decide, make_player

GAMES = games.available()


def shuffled_hidden(engine: Engine, state, seat: int, rng: Rng):
    """A copy of ``state`` whose cards hidden from ``seat`` trade identities within each owner's
    hidden cards (the opponent's hand with their deck …) and whose hidden zones are reordered."""
    other = engine.copy(state)
    hidden = sorted(other.table.hidden_uids(seat))
    by_owner: dict[int, list[int]] = {}
    for uid in hidden:
        by_owner.setdefault(other.table.cards[uid].owner, []).append(uid)
    for uids in by_owner.values():
        ids = [other.table.cards[u].card_id for u in uids]
        rng.shuffle(ids)
        for uid, card_id in zip(uids, ids, strict=True):
            other.table.cards[uid].card_id = card_id
    for zones in other.table.zones:
        for uids in zones.values():
            if uids and all(u in hidden for u in uids):
                rng.shuffle(uids)
    return other


def states(game: str, count: int, seed: int):
    """Mid-game states of random fixture-card games, with the seat to act."""
    module = games.load(game)
    pool = CardPool(game, module.fixture_cards())
    engine = module.ENGINE
    rng = Rng.from_seed(seed)
    state, _ = engine.new_game(["A", "B"], [module.random_deck(pool, rng) for _ in range(2)], seed, {"max_turns": 80})
    out = []
    for step in range(600):
        if state.over or len(out) >= count:
            break
        seat = engine.to_act(state)[0]
        if step % 7 == 3:
            out.append((state, seat))
        state = engine.apply(state, pick_action(engine.legal_actions(state, seat), rng)).state
    return engine, out


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_shuffling_what_the_seat_cannot_see_never_changes_the_decision(game: str, level: str):
    engine, samples = states(game, 12, seed=11)
    assert samples
    rng = Rng.from_seed(5)
    changed = 0
    for state, seat in samples:
        other = shuffled_hidden(engine, state, seat, rng)
        changed += any(other.table.cards[u].card_id != state.table.cards[u].card_id for u in state.table.hidden_uids(seat))
        first = decide(engine, state, seat, make_player(game, level, seed=3))
        again = decide(engine, other, seat, make_player(game, level, seed=3))
        assert first == again, f"{level} decided {first.to_json()} but {again.to_json()} once hidden cards moved"
    # the shuffle really moved hidden cards (else the test would prove nothing)
    assert changed >= len(samples) // 2


def test_a_player_gets_only_a_view_and_the_legal_actions():
    """The contract itself: ``decide`` hands the player the seat's view (never a spectator's or
    another seat's) and the seat's legal actions."""
    from tests.core.tiny_game import Tiny, tiny_deck

    seen = []

    class Spy(make_player("tiny", "easy").__class__):
        def decide(self, view, actions):
            seen.append((view, actions))
            return actions[0]

    engine = Tiny()
    state, _ = engine.new_game(["A", "B"], [tiny_deck([1, 2, 3, 4, 5] * 3)] * 2, 9)
    decide(engine, state, 0, Spy())
    view, actions = seen[0]
    assert view == engine.view(state, 0) and view["viewer"] == 0
    assert actions == engine.legal_actions(state, 0)
