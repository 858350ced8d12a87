"""The shortcuts of the checks ``apply`` makes again (engine.lorcana.play ``playable_from``, ``ink_short``;
engine.lorcana.prohibitions ``active_prohibitions``) answer as the long way, state after state of random
games: where a card may be played from (4.3.4.2, with a permission to play from the discard, 1.2.1);
whether the ink available falls short (4.3.4.6, 7.5.3); the prohibitions in force (1.2.2), with and
without one added; whether a card enters play exerted by a static ability (7.7.4); the cost decrease
waiting for the next play (4.3.4.5)."""

from __future__ import annotations

from engine.core import Rng
from engine.lorcana import game
from engine.lorcana.characteristics import (
    condition_holds,
    ctype,
    floating_of,
    matches,
    statics_of,
    statics_with,
)
from engine.lorcana.decks import random_deck
from engine.lorcana.discard_plays import TURN_PERMISSION, discard_permission
from engine.lorcana.opposing_enters_exerted import opposing_enters_exerted
from engine.lorcana.play import _own_enters_exerted, ink_available, ink_short, playable_from, reduction
from engine.lorcana.prohibitions import _active_prohibitions, active_prohibitions
from engine.lorcana.state_copy import copy_state
from engine.lorcana.under_plays import under_permission
from tests.lorcana.helpers import custom, put, started
from tests.lorcana.test_sets_5_7_8_round5 import card
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


def _opposing_long(st, uid: int, player: int) -> bool:
    for src, s in statics_with(st, "keyword"):
        owner = st.table.peek(src).controller
        if (s.get("who") == "opposing" and s.get("keyword") == "enters_exerted" and owner != player
                and matches(st, uid, s.get("filter", {}), owner, src) and condition_holds(st, s.get("cond"), owner, src)):
            return True
    return False


def _own_long(st, uid: int, player: int) -> bool:
    return any(s.get("who") == "self" and s.get("keyword") == "enters_exerted" and condition_holds(st, s.get("cond"), player, uid)
               for s in statics_of(st, uid))


def _entering_states():
    """Random games' states, and games with Figaro (opposing items), Jiminy Cricket (opposing Rush
    characters, while exerted) and Dale (enters exerted unless you have Chip) about."""
    yield from _states()
    for exerted in (True, False):
        for owner in (0, 1):
            st = started()
            put(st, card("Figaro - Tuxedo Cat"), owner)
            put(st, card("Jiminy Cricket - Level-Headed and Wise"), 1 - owner, tapped=exerted)
            for data in (custom("IT", "Gizmo", card_type="Item", cost=1), custom("RU", "Runner", "Rush", cost=1),
                         custom("PL", "Plain", cost=1), card("Dale - Friend in Need")):
                for p in (0, 1):
                    put(st, dict(data), p, "hand")
            yield st


def test_enters_exerted_statics_answer_as_the_long_way() -> None:
    """7.7.4 / 10.8.4: "opposing … enter play exerted" and "this character enters play exerted", for
    every card in a hand played by either player."""
    compared = opposing = own = 0
    for st in _entering_states():
        for uid in [u for p in range(st.num_players) for u in st.table.zones[p]["hand"]]:
            for player in range(st.num_players):
                got = opposing_enters_exerted(st, uid, player)
                assert got == _opposing_long(st, uid, player)
                mine = _own_enters_exerted(st, uid, player)
                assert mine == _own_long(st, uid, player)
                compared += 1
                opposing += got
                own += mine
    assert compared > 1000 and opposing > 5 and own > 5


def test_reduction_answers_as_asking_each_entry() -> None:
    """4.3.4.5: the cost decrease waiting for the next play, with one for characters added and without."""
    compared = found = 0
    for st in _states():
        added = copy_state(st)
        added.floating.append({"kind": "cost_reduction", "player": added.active, "types": ["character"], "amount": 1})
        for s in (st, added):
            for uid in [u for p in range(s.num_players) for u in s.table.zones[p]["hand"]]:
                got = reduction(s, s.active, uid)
                t = ctype(s, uid)
                long = next(((f["amount"], f) for f in floating_of(s, "cost_reduction") if f["player"] == s.active and t in f["types"]
                             and (not f.get("filter") or matches(s, uid, f["filter"], s.active, None))), (0, None))
                assert got == long
                compared += 1
                found += got[1] is not None
    assert compared > 1000 and found > 100
