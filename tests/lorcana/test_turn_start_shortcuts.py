"""The Ready and Set steps' shortcuts (engine.lorcana.flow ``ready_held``, ``locations_lore``) and the
banish look-back ``zones.exerted_here`` answer as the long way, state after state of random games:
"can't ready" (4.2.1.1) asked of each keyword with nobody_has; the locations' lore (4.2.2.2) with ctype
of every card in play; an exerted character at the banished card (8.4.4), looked for whatever it is."""

from __future__ import annotations

import pytest

from engine.core import Modifier, Rng
from engine.lorcana import game
from engine.lorcana.characteristics import ctype, in_play, nobody_has, stat
from engine.lorcana.decks import random_deck
from engine.lorcana.flow import locations_lore, ready_held
from engine.lorcana.state_copy import copy_state
from engine.lorcana.zones import exerted_here
from tests.random_walk import walk

from .real import registry_pool as pool

SEEDS = (41, 42, 43)
MAX_ACTIONS = 250
CANT_READY = ("cant_ready", "cant_ready_any", "cant_ready_unless_location")


def _held_long(st) -> bool:
    return not all(nobody_has(st, kw) for kw in CANT_READY)


def _lore_long(st, p: int) -> int:
    return sum(max(0, stat(st, u, "lore")) for u in in_play(st, p) if ctype(st, u) == "location")


def _here_long(st, uid: int) -> bool:
    return any(st.table.peek(u).flags.get("at") == uid and st.table.peek(u).tapped for u in in_play(st))


def _walk(seed: int):
    rng = Rng.from_seed(seed)
    decks = [random_deck(pool(), rng) for _ in range(2)]
    yield from walk(game.ENGINE, decks, seed, {"max_turns": 30}, MAX_ACTIONS)


@pytest.mark.parametrize("seed", SEEDS)
def test_ready_held_answers_as_each_keyword_asked(seed: int) -> None:
    """4.2.1.1: with an effect giving each "can't ready" keyword, and without."""
    asked = held = 0
    for st in _walk(seed):
        assert ready_held(st) == _held_long(st)
        cards = in_play(st)
        if not cards:
            continue
        for kw in CANT_READY:
            given = copy_state(st)
            given.modifiers.append(Modifier(cards[0], "keyword", keyword=kw))
            assert ready_held(given) == _held_long(given) is True
            held += 1
        asked += 1
    assert asked > 50 and held > 100


def test_locations_lore_answers_as_each_card_asked() -> None:
    """4.2.2.2: each player's locations' lore, with locations in play and without (over all the seeds)."""
    compared = with_lore = 0
    for st in (st for seed in SEEDS for st in _walk(seed)):
        for p in range(st.num_players):
            if st.alive[p]:
                got = locations_lore(st, p)
                assert got == _lore_long(st, p)
                compared += 1
                with_lore += got > 0
    assert compared > 100 and with_lore > 0


def test_exerted_here_answers_as_looking_at_every_card() -> None:
    """8.4.4 / 4.3.7: for every card in play, with an exerted character put at each location in play
    (over all the seeds)."""
    compared = found = 0
    for st in (st for seed in SEEDS for st in _walk(seed)):
        placed = copy_state(st)
        locations = [u for u in in_play(placed) if ctype(placed, u) == "location"]
        characters = [u for u in in_play(placed) if ctype(placed, u) == "character"]
        for loc, ch in zip(locations, characters, strict=False):
            card = placed.table.cards[ch]
            card.flags["at"], card.tapped = loc, True
        for s in (st, placed):
            for uid in in_play(s):
                got = exerted_here(s, uid)
                assert got == _here_long(s, uid)
                compared += 1
                found += got
    assert compared > 500 and found > 10
