"""Random playouts with invariant checks after every action — the same for every game.

Cheap checks after every action (they cost about as much as the game itself): each player's
cards conserved, no card in two zones, the engine's own ``check_invariants``, and no hidden card
in one view — the public's, then each player's in turn, so every view is checked every
``players + 1`` actions. Deep checks after every action: every view, the state survives a JSON
round-trip, and applying the stored action to the deserialized previous state gives the same
state; at the end of a deep-checked game the whole action log is replayed and must rebuild the
same state.

``deep_every=n`` deep-checks every n-th game (the first included): the CLI uses 10 (``--deep``:
1, every game), the test suites their own.
"""

from __future__ import annotations

import json
import re
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .actions import Action
from .deck import Deck
from .engine import BaseState, Engine
from .rng import Rng
from .rules import RulesError


@dataclass
class SimReport:
    games: int = 0
    finished: int = 0
    actions: int = 0
    seconds: float = 0.0
    errors: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"games": self.games, "finished": self.finished, "errors": self.errors,
                "actions": self.actions, "seconds": round(self.seconds, 3)}


def pick_action(actions: list[Action], rng: Rng) -> Action:
    """A random legal action, biased towards finishing manual steps and ending turns so random
    games end."""
    done = next((a for a in actions if a.type == "manual" and a.args.get("op") == "done"), None)
    if done is not None and rng.random() < 0.8:
        return done
    return rng.choice(actions)


def _owned(state: BaseState) -> Counter:
    return Counter(c.owner for c in state.table.cards.peek_values() if not c.flags.get("token"))  # type: ignore[attr-defined]


_UID = re.compile(r'"uid": (\d+)')


def leaks(engine: Engine, state: BaseState, viewer: int | None) -> list[str]:
    """Uids of cards hidden from ``viewer`` that appear in their view (as a dict with the card's
    ``uid`` and ``card_id``). The view's card data by id (``cards``, no uids) is not searched."""
    hidden = engine.hidden_card_ids(state, viewer)
    view = engine.view(state, viewer)
    if not hidden:
        return []
    rest = [v for k, v in view.items() if k != "cards" and isinstance(v, (dict, list))]
    try:
        text = json.dumps(rest, default=str, check_circular=False)  # a view is a tree (a cycle would never end the walk below either)
        if hidden.isdisjoint(map(int, _UID.findall(text))):
            return []  # no hidden uid anywhere in the view's text: no need to look closer
    except (TypeError, ValueError):
        pass  # not JSON (keys that are not strings or numbers): look at every part
    found: list[str] = []
    stack = rest
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            if "card_id" in node and node.get("uid") in hidden:
                found.append(f"card {node['uid']} ({node['card_id']}) is hidden from {viewer} but in their view")
            stack.extend(v for v in node.values() if isinstance(v, (dict, list)))
        else:
            stack.extend(v for v in node if isinstance(v, (dict, list)))
    return found


@dataclass
class Stored:
    """A state as the store keeps it: its JSON text, and the dict it was made from."""

    text: str
    data: dict[str, Any]
    state: BaseState | None = None
    """The state read back from ``text``, once (:meth:`loaded`)."""

    def loaded(self, engine: Engine) -> BaseState:
        """The state read back from the text; ``apply`` never changes its input, so the round-trip
        check and the next step's re-apply check share it."""
        if self.state is None:
            self.state = engine.state_from_json(json.loads(self.text))
        return self.state

    @classmethod
    def of(cls, engine: Engine, state: BaseState) -> Stored:
        data = engine.state_to_json(state)
        return cls(json.dumps(data, ensure_ascii=False), data)


def check_step(
    engine: Engine, before: Stored | None, action: Action, after: BaseState, owned: Counter,
    viewers: list[int | None] | None = None,
) -> tuple[list[str], Stored | None]:
    """The invariants after one action (the deep ones when ``before`` is given); returns the
    problems and the stored form of ``after`` for the next step's deep check. The hidden-card
    check looks at the views of ``viewers`` (default: the public's and every player's)."""
    problems = list(after.table.check_integrity())
    if _owned(after) != owned:
        problems.append(f"cards not conserved: {dict(_owned(after))} != {dict(owned)}")
    for viewer in [None, *range(after.num_players)] if viewers is None else viewers:
        problems.extend(leaks(engine, after, viewer))
    problems.extend(engine.check_invariants(after) if hasattr(engine, "check_invariants") else [])
    if before is None:
        return problems, None
    stored = Stored.of(engine, after)
    if engine.state_to_json(stored.loaded(engine)) != stored.data:
        problems.append("state JSON round-trip changed the state")
    again = engine.apply(before.loaded(engine), Action.from_json(json.loads(json.dumps(action.to_json()))))
    if engine.state_to_json(again.state) != stored.data:
        problems.append("re-applying the stored action to the stored state gave a different state")
    return problems, stored


Chooser = Callable[[BaseState, int], Action]
"""Picks the action of the player to act; raises ValueError (with the reason) if it can't."""


def play_checked_game(
    engine: Engine, players: list[str], decks: list[Deck], seed: int, choose: Chooser, options: dict | None = None,
    max_actions: int = 3000, check: bool = True, deep: bool = True,
) -> tuple[BaseState, list[Action], list[str]]:
    """One game whose every move ``choose`` picks; returns the final state, the action log and any
    invariant problems. ``check`` runs the cheap invariants after every action; ``deep`` (with
    ``check``) adds the per-action JSON round-trip and re-apply checks and the final replay."""
    state, _ = engine.new_game(players, decks, seed, options)
    log: list[Action] = []
    everyone: list[int | None] = [None, *range(len(players))]
    owned = _owned(state)
    stored = Stored.of(engine, state) if check and deep else None
    while not state.over and len(log) < max_actions:
        actor = engine.to_act(state)[0]
        try:
            action = choose(state, actor)
        except ValueError as exc:
            return state, log, [f"step {len(log)}: {exc}"]
        try:
            after = engine.apply(state, action).state
        except RulesError as exc:
            return state, log, [f"legal action {action.to_json()} was refused: {exc}"]
        log.append(action)
        if check:  # the cheap checks look at one view per action, in turn; the deep ones at all
            viewers = None if deep else [everyone[len(log) % len(everyone)]]
            problems, stored = check_step(engine, stored, action, after, owned, viewers)
            if problems:
                return after, log, [f"step {len(log)} {action.to_json()}: {p}" for p in problems]
        state = after
    if check and deep:
        try:
            replayed, _ = engine.replay(players, decks, seed, options, log)
        except RulesError as exc:
            return state, log, [f"replaying the action log refused an action that was legal: {exc}"]
        if engine.state_to_json(replayed) != engine.state_to_json(state):
            return state, log, ["replaying the action log did not rebuild the same state"]
    return state, log, []


def play_random_game(
    engine: Engine, players: list[str], decks: list[Deck], seed: int, options: dict | None = None,
    max_actions: int = 3000, check: bool = True, deep: bool = True,
) -> tuple[BaseState, list[Action], list[str]]:
    """One game of uniformly random legal moves (see :func:`play_checked_game`)."""
    rng = Rng.from_seed(seed ^ 0x5EED)

    def choose(state: BaseState, actor: int) -> Action:
        actions = engine.legal_actions(state, actor)
        if not actions:
            raise ValueError(f"player {actor + 1} must act but has no legal action")
        return pick_action(actions, rng)

    return play_checked_game(engine, players, decks, seed, choose, options, max_actions, check, deep)


def simulate(
    engine: Engine, make_decks: Callable[[Rng, int], list[Deck]], games: int, seed: int,
    players: int = 2, options: dict | None = None, max_actions: int = 3000, check: bool = True,
    deep_every: int = 1,
) -> SimReport:
    """Play ``games`` random games. ``make_decks(rng, players)`` builds legal decks; every
    ``deep_every``-th game also gets the deep per-action checks."""
    report = SimReport(games=games)
    start = time.perf_counter()
    for index in range(games):
        game_seed = (seed * 1_000_003 + index) & 0xFFFFFFFF
        rng = Rng.from_seed(game_seed)
        decks = make_decks(rng, players)
        names = [f"P{i + 1}" for i in range(players)]
        try:
            deep = index % max(1, deep_every) == 0
            state, log, problems = play_random_game(engine, names, decks, game_seed, options, max_actions, check, deep)
        except Exception as exc:  # a crash is a finding, reported with what reproduces it
            problems, log, state = [f"crash: {type(exc).__name__}: {exc}"], [], None
        report.actions += len(log)
        if state is not None and state.over:
            report.finished += 1
        if problems:
            report.errors.append({"seed": seed, "game": index, "game_seed": game_seed, "problems": problems[:5]})
    report.seconds = time.perf_counter() - start
    return report
