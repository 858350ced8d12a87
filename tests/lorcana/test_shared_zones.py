"""``apply`` never changes its input now that a copy shares its original's zone lists until it
writes one (engine.core.table ``Table.copy`` / ``Table.zone``, issue 21): every legal action of
every state of random games is applied, and the state it was applied to must serialize as before —
draws from the deck (4.2.3.2), inking (4.3.3.2: hand to inkwell), plays (4.3.4: hand to play, ink
exerted to pay), quests (4.3.5), challenges and the banishes they cause (4.3.6, 1.9.1.3: play to
discard), the Ready step (4.2.1.1) and shuffles (3.1.6.4) all among them."""

from __future__ import annotations

import json

from engine.core import Rng
from engine.lorcana import game
from engine.lorcana.decks import random_deck
from tests.random_walk import walk

from .real import registry_pool as pool
from .test_speed_golden import fixed_decks

GAMES = (("fixed", 41), ("random", 42))
MAX_ACTIONS = 250
ZONE_STEPS = {"draw", "ready", "pay", "enter", "quest", "challenge", "banish", "shuffle"}


def _text(st) -> str:
    return json.dumps(game.ENGINE.state_to_json(st), sort_keys=True, default=str)


def test_every_legal_action_leaves_the_state_it_was_applied_to_alone() -> None:
    eng = game.ENGINE
    kinds: set[str] = set()
    types: set[str] = set()
    kept_decks = 0
    for kind, seed in GAMES:
        decks = fixed_decks() if kind == "fixed" else [random_deck(pool(), Rng.from_seed(seed)) for _ in range(2)]
        for st in walk(eng, decks, seed, {"max_turns": 30}, MAX_ACTIONS):
            before = _text(st)
            for action in eng.legal_actions(st, eng.to_act(st)[0]):
                step = eng.apply(st, action)
                assert _text(st) == before, action.to_json()
                events = {e.kind for e in step.events}
                kinds |= events
                types.add(action.type)
                if action.type == "quest" and not events & {"draw", "shuffle", "look"}:
                    # a quest reads no deck: the copy still holds its original's deck lists
                    assert all(step.state.table.zones[p]["deck"] is st.table.zones[p]["deck"] for p in (0, 1))
                    kept_decks += 1
    assert kinds >= ZONE_STEPS and types >= {"ink", "play", "quest", "challenge", "end_turn"}
    assert kept_decks > 50


def test_the_ready_step_copies_no_zone_list_and_no_ready_card() -> None:
    # Lorcana 4.2.1.1 (Ready step: the active player readies their cards), read without taking the
    # lists: the inkwell is read, not written, so the next turn's state still shares it, and only
    # the exerted ink cards are copied to be readied
    eng = game.ENGINE
    checked = 0
    for kind, seed in GAMES:
        decks = fixed_decks() if kind == "fixed" else [random_deck(pool(), Rng.from_seed(seed)) for _ in range(2)]
        for st in walk(eng, decks, seed, {"max_turns": 30}, MAX_ACTIONS):
            ends = [a for a in eng.legal_actions(st, eng.to_act(st)[0]) if a.type == "end_turn"]
            if not ends:
                continue
            new = eng.apply(st, ends[0]).state
            p = new.active
            if new.over or p == st.active or not st.table.zones[p]["inkwell"]:
                continue
            assert new.table.zones[p]["inkwell"] is st.table.zones[p]["inkwell"]
            for uid in st.table.zones[p]["inkwell"]:
                old = st.table.peek(uid)
                assert (new.table.peek(uid) is old) is not old.tapped and not new.table.peek(uid).tapped
            checked += 1
    assert checked > 10
