"""Games unchanged: one hash over every step of seeded random games, to compare two trees.

A speed change must leave every game as it was (issue 21: the same seed and actions give the same
states). ``python -m bot bench digest [--game G] [--games N]`` hashes, for each game, every state's
JSON, every view (each player's and the public one), every player's legal actions and the events
of each action, over ``N`` games on the fixed real lists (when the store has the cards) and ``N`` on
random decks of the fixture cards, and names any ``apply`` that changed its input. Run it in both
trees: the same hash means the same games.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import replace
from typing import Any

from bot.bench.engine import with_fixed_decks
from bot.bench.subjects import Subject, game_subject, new_game
from engine import games as game_registry
from engine.core import Rng
from engine.core.simulate import pick_action

MAX_ACTIONS = 3000


def _text(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, default=str, ensure_ascii=False).encode()


def digest(sub: Subject, seeds: range, max_actions: int = MAX_ACTIONS) -> dict[str, Any]:
    """The hash of ``sub``'s games from ``seeds`` (random legal moves, as ``simulate`` picks them),
    the actions taken, and the steps whose ``apply`` changed its input state."""
    engine, h = sub.engine, hashlib.sha256()
    actions, mutated = 0, []
    for seed in seeds:
        state, _ = new_game(sub, seed)
        rng = Rng.from_seed(seed ^ 0x5EED)
        for step in range(max_actions):
            if state.over:
                break
            h.update(_text(engine.state_to_json(state)))
            for viewer in (None, *range(state.num_players)):
                h.update(_text(engine.view(state, viewer)))
            listed = [engine.legal_actions(state, p) for p in range(state.num_players)]
            h.update(_text([[repr(a) for a in acts] for acts in listed]))
            legal = listed[engine.to_act(state)[0]]
            if not legal:
                break
            before = _text(engine.state_to_json(state))
            step_done = engine.apply(state, pick_action(legal, rng))
            if _text(engine.state_to_json(state)) != before:
                mutated.append(f"seed {seed} step {step}")
            h.update(_text([repr(e) for e in step_done.events]))
            state, actions = step_done.state, actions + 1
        h.update(_text(engine.state_to_json(state)))
    return {"games": len(seeds), "actions": actions, "sha256": h.hexdigest(), "apply_changed_its_input": mutated[:5]}


def run(game: str | None = None, games: int = 20, seed: int = 1) -> dict:
    """Per game: the digest on the fixed lists (when imported) and on random fixture-card decks."""
    out: dict[str, Any] = {}
    for name in [game] if game else game_registry.available():
        sub = game_subject(name)
        fixed, decks = with_fixed_decks(sub)
        seeds = range(seed, seed + games)
        out[name] = {"random_fixture_decks": digest(replace(sub, fixed=None), seeds)}
        if fixed.fixed:
            out[name]["fixed_lists"] = {"decks": decks, **digest(fixed, seeds)}
    return {"digest": out}
