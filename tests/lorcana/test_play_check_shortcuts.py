"""The shortcuts of the checks ``apply`` makes again (engine.lorcana.play ``playable_from``, ``ink_short``;
engine.lorcana.prohibitions ``active_prohibitions``) answer as the long way, state after state of random
games: where a card may be played from (4.3.4.2, with a permission to play from the discard, 1.2.1);
whether the ink available falls short (4.3.4.6, 7.5.3); the prohibitions in force (1.2.2), with and
without one added."""

from __future__ import annotations

from engine.core import Rng
from engine.lorcana import game
from engine.lorcana.decks import random_deck
from engine.lorcana.discard_plays import TURN_PERMISSION, discard_permission
from engine.lorcana.play import ink_available, ink_short, playable_from
from engine.lorcana.prohibitions import _active_prohibitions, active_prohibitions
from engine.lorcana.state_copy import copy_state
from engine.lorcana.under_plays import under_permission
from tests.random_walk import walk

from .real import registry_pool as pool

SEEDS = (51, 52)
MAX_ACTIONS = 200
MODES = ("ink", "shift", "sing", "sing_together", "free")


def _states():
    for seed in SEEDS:
        rng = Rng.from_seed(seed)
        decks = [random_deck(pool(), rng) for _ in range(2)]
        yield from walk(game.ENGINE, decks, seed, {"max_turns": 30}, MAX_ACTIONS)


def _playable_long(st, player: int, uid: int, mode: str) -> bool:
    from_discard = mode in ("ink", "shift") and discard_permission(st, player, uid)
    from_under = mode in ("ink", "shift") and under_permission(st, player, uid)
    return uid in st.table.zone(player, "hand") or from_discard or from_under


def test_playable_from_answers_as_every_permission_asked() -> None:
    """4.3.4.2 / 1.2.1: every card of the table, each way to pay, with a permission to play any card
    from the discard this turn (Remember Me's entry) and without."""
    compared = elsewhere = 0
    for st in _states():
        allowed = copy_state(st)
        allowed.floating.append({"kind": TURN_PERMISSION, "player": allowed.active, "turn": allowed.turn, "filter": {}})
        for s in (st, allowed):
            for uid in [u for u, _ in s.table.cards.peek_items()]:
                for player in range(s.num_players):
                    for mode in MODES:
                        got = playable_from(s, player, uid, mode)
                        assert got == _playable_long(copy_state(s), player, uid, mode)
                        compared += 1
                        elsewhere += got and uid not in s.table.zones[player]["hand"]
    assert compared > 1000 and elsewhere > 100


def test_ink_short_answers_as_counting_the_ink() -> None:
    """4.3.4.6 / 7.5.3: each player, each amount from -1 to 9."""
    compared = short = 0
    for st in _states():
        for player in range(st.num_players):
            have = ink_available(st, player)
            assert have >= 0
            for need in range(-1, 10):
                got = ink_short(st, player, need)
                assert got == (have < need)
                compared += 1
                short += got and need == 1
    assert compared > 1000 and short > 0


def test_active_prohibitions_answer_as_the_long_way() -> None:
    """1.2.2: the prohibitions in force, with one added to ``state.floating`` and without."""
    compared = found = 0
    for st in _states():
        added = copy_state(st)
        added.floating.append({"kind": "prohibit", "what": "play", "types": ["action"], "players": "opponents",
                               "player": added.active, "until": "your_next_turn"})
        for s in (st, added):
            got = active_prohibitions(s)
            assert got == _active_prohibitions(s)
            compared += 1
            found += bool(got)
    assert compared > 200 and found > 100
