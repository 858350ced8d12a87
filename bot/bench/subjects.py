"""What the benchmarks and the reliability tests play: every available game, generically.

A :class:`Subject` is one game's engine plus a way to build random legal decks from its fixture
cards. ``subjects()`` lists the games of ``engine.games.available()``; the tiny test game
(``tests/core/tiny_game.py``) can be added so the machinery is exercised before any real engine
exists. Everything here goes through the engine contract only.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine import games
from engine.core import Action, BaseState, Deck, Engine, Rng
from engine.core.simulate import pick_action

TINY = "tiny"
DEFAULT_OPTIONS = {"max_turns": 80}


@dataclass
class Subject:
    """One game to play: ``make_deck(rng)`` gives a legal random deck."""

    name: str
    engine: Engine
    make_deck: Callable[[Rng], Deck]
    options: dict[str, Any] = field(default_factory=dict)
    real: bool = True
    """False for the tiny test game."""
    module: Any = None
    fixed: list[Deck] | None = None
    """Real lists played seat by seat (cycled) instead of random decks (``bot.bench.fixed_decks``)."""

    def decks(self, rng: Rng, players: int = 2) -> list[Deck]:
        if self.fixed:
            return [self.fixed[i % len(self.fixed)] for i in range(players)]
        return [self.make_deck(rng) for _ in range(players)]


def tiny_available() -> bool:
    try:
        import tests.core.tiny_game  # noqa: F401
    except ImportError:
        return False
    return True


def tiny_subject() -> Subject:
    from tests.core.tiny_game import Tiny, tiny_deck

    def make_deck(rng: Rng) -> Deck:
        return tiny_deck([1 + rng.randrange(5) for _ in range(14)])

    return Subject(TINY, Tiny(), make_deck, {}, real=False)


def game_subject(name: str) -> Subject:
    from engine.core.cards import CardPool

    module = games.load(name)
    pool = CardPool(name, module.fixture_cards())
    options = dict(getattr(module, "SIM_OPTIONS", DEFAULT_OPTIONS))
    return Subject(name, module.ENGINE, lambda rng: module.random_deck(pool, rng), options,
                   real=True, module=module)


def subject(name: str) -> Subject:
    return tiny_subject() if name == TINY else game_subject(name)


def engine_for(name: str) -> Engine:
    """A MatchService ``engines`` resolver that also knows the tiny game."""
    if name == TINY:
        from tests.core.tiny_game import Tiny

        return Tiny()
    return games.load(name).ENGINE


def subjects(*, tiny: bool = False) -> list[Subject]:
    """The available games (and the tiny game if asked and importable)."""
    out = [game_subject(name) for name in games.available()]
    if tiny and tiny_available():
        out.append(tiny_subject())
    return out


@dataclass
class Playout:
    state: BaseState
    actions: list[Action]
    apply_ms: list[float]
    seconds: float


def new_game(sub: Subject, seed: int, players: int = 2) -> tuple[BaseState, list[Deck]]:
    rng = Rng.from_seed(seed)
    decks = sub.decks(rng, players)
    state, _ = sub.engine.new_game([f"P{i + 1}" for i in range(players)], decks, seed, sub.options)
    return state, decks


def playout(sub: Subject, seed: int, *, max_actions: int = 3000, players: int = 2,
            until: Callable[[BaseState], bool] | None = None) -> Playout:
    """A random game without per-action checks, timing each ``apply``. Stops at the end, at
    ``max_actions``, or when ``until(state)`` holds."""
    start = time.perf_counter()
    state, _ = new_game(sub, seed, players)
    rng = Rng.from_seed(seed ^ 0x5EED)
    log: list[Action] = []
    times: list[float] = []
    engine = sub.engine
    while not state.over and len(log) < max_actions and not (until and until(state)):
        actor = engine.to_act(state)[0]
        legal = engine.legal_actions(state, actor)
        if not legal:
            break
        action = pick_action(legal, rng)
        t0 = time.perf_counter()
        state = engine.apply(state, action).state
        times.append((time.perf_counter() - t0) * 1000)
        log.append(action)
    return Playout(state, log, times, time.perf_counter() - start)


def mid_game(state: BaseState) -> bool:
    """A realistic mid-game point: turn 7 or later (both players have had three turns or more)."""
    return state.turn >= 7
