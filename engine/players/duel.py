"""Games between two policies (``easy``, ``normal``) with the same invariant checks as the random
playouts of ``engine.core.simulate``, and a tally of who won.

The first policy takes seat ``game % players`` (seats alternate game by game), every other seat
plays the second policy, so neither policy keeps the first-turn advantage.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.core.deck import Deck
from engine.core.engine import BaseState, Engine
from engine.core.rng import Rng
from engine.core.simulate import SimReport, play_checked_game

from . import LEVELS, make_player
from .base import decide


def parse_policies(text: str) -> tuple[str, str]:
    """``"normal,easy"`` → ("normal", "easy"); a clear error for anything else."""
    parts = [p.strip().lower() for p in text.split(",")]
    if len(parts) != 2 or not all(parts):
        raise ValueError(f"--policy takes two levels separated by a comma, e.g. normal,easy (not {text!r})")
    for part in parts:
        if part not in LEVELS:
            raise ValueError(f"unknown policy {part!r} in --policy; choose from: {', '.join(LEVELS)}")
    return parts[0], parts[1]


@dataclass
class DuelReport(SimReport):
    policies: tuple[str, str] = ("easy", "easy")
    wins: list[int] = field(default_factory=lambda: [0, 0])
    draws: int = 0

    def to_json(self) -> dict[str, Any]:
        return {**super().to_json(), "policies": list(self.policies), "wins": list(self.wins), "draws": self.draws}


def play_game(
    engine: Engine, levels: list[str], decks: list[Deck], seed: int, options: dict | None = None,
    max_actions: int = 3000, check: bool = True, deep: bool = True,
) -> tuple[BaseState, list[str]]:
    """One game, seat ``i`` played at ``levels[i]``; returns the final state and any problems
    (the invariants after every action, and the final replay of the log, when ``check``)."""
    names = [f"P{i + 1}" for i in range(len(levels))]
    players = [make_player(engine.game, level, (seed * 31 + i) & 0xFFFFFFFF) for i, level in enumerate(levels)]
    state, _, problems = play_checked_game(engine, names, decks, seed, lambda st, actor: decide(engine, st, actor, players[actor]),
                                           options, max_actions, check, deep)
    return state, problems


def duel(
    engine: Engine, make_decks: Callable[[Rng, int], list[Deck]], policies: tuple[str, str], games: int, seed: int,
    players: int = 2, options: dict | None = None, max_actions: int = 3000, check: bool = True,
    deep_every: int = 1, progress: Callable[[int, DuelReport], None] | None = None,
) -> DuelReport:
    """Play ``games`` games of ``policies[0]`` against ``policies[1]``, alternating seats."""
    report = DuelReport(games=games, policies=policies)
    start = time.perf_counter()
    for index in range(games):
        game_seed = (seed * 1_000_003 + index) & 0xFFFFFFFF
        decks = make_decks(Rng.from_seed(game_seed), players)
        first_seat = index % players
        levels = [policies[0] if s == first_seat else policies[1] for s in range(players)]
        try:
            deep = index % max(1, deep_every) == 0
            state, problems = play_game(engine, levels, decks, game_seed, options, max_actions, check, deep)
        except Exception as exc:  # a crash is a finding, reported with what reproduces it
            state, problems = None, [f"crash: {type(exc).__name__}: {exc}"]
        if state is not None:
            report.actions += state.steps
            result = engine.result(state)
            if result is not None:
                report.finished += 1
            if result is None or not result.winners:
                report.draws += 1
            elif first_seat in result.winners:
                report.wins[0] += 1
            else:
                report.wins[1] += 1
        if problems:
            report.errors.append({"seed": seed, "game": index, "game_seed": game_seed, "levels": levels,
                                  "problems": problems[:5]})
        if progress is not None:
            progress(index, report)
    report.seconds = time.perf_counter() - start
    return report
