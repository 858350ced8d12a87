"""Computer-player figures per game: ``normal`` against ``easy`` (random decks from the store's
imported cards when there are any, else the fixture cards; seats alternated game by game) and the
decision latency of ``normal`` (view + legal actions + choice, p95).

Goals (issue 23): ``normal`` wins ≥ 80% of 400 games in every game; a decision takes ≤ 200 ms p95.
``run`` plays up to ``games`` games per game or ``seconds`` per game, whichever comes first, and
says how many it played.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

from bot.bench import p95
from engine import games as registry
from engine.core import Engine, Rng
from engine.players import decide, make_player

GOAL_WIN_RATE = 0.8
GOAL_DECISION_MS = 200.0


async def _pool(game: str) -> tuple[Any, str]:
    from bot.card_pool import load_pool
    from bot.config import Config
    from bot.store import open_store

    try:
        store = await open_store(Config.from_env().database_path)
    except Exception as exc:  # no store: the fixture cards
        return await load_pool(game, None), f"fixture cards (no store: {type(exc).__name__})"
    try:
        imported = await store.cards(game)
        return await load_pool(game, store), "imported cards" if imported else "fixture cards"
    finally:
        await store.close()


def play(engine: Engine, levels: list[str], decks: list, seed: int, timings: list[float],
         max_actions: int = 3000) -> Any:
    """One game without invariant checks; the ``normal`` seats' decision times go to ``timings``."""
    state, _ = engine.new_game(["P1", "P2"], decks, seed, {"max_turns": 80})
    players = [make_player(engine.game, level, seed * 31 + i) for i, level in enumerate(levels)]
    for _ in range(max_actions):
        if state.over:
            break
        seat = engine.to_act(state)[0]
        t0 = time.perf_counter()
        action = decide(engine, state, seat, players[seat])
        if levels[seat] == "normal":
            timings.append((time.perf_counter() - t0) * 1000)
        state = engine.apply(state, action).state
    return state


def game_figures(name: str, games: int, seconds: float, seed: int) -> dict[str, Any]:
    module = registry.load(name)
    pool, source = asyncio.run(_pool(name))
    wins, draws, played = [0, 0], 0, 0
    timings: list[float] = []
    start = time.perf_counter()
    while played < games and (played == 0 or time.perf_counter() - start < seconds):
        game_seed = (seed * 1_000_003 + played) & 0xFFFFFFFF
        rng = Rng.from_seed(game_seed)
        decks = [module.random_deck(pool, rng) for _ in range(2)]
        normal_seat = played % 2
        levels = ["normal" if s == normal_seat else "easy" for s in range(2)]
        result = module.ENGINE.result(play(module.ENGINE, levels, decks, game_seed, timings))
        if result is None or not result.winners:
            draws += 1
        else:
            wins[0 if normal_seat in result.winners else 1] += 1
        played += 1
    rate = wins[0] / played if played else 0.0
    return {"games": played, "wins": wins, "draws": draws, "win_rate": round(rate, 3),
            "decision_p95_ms": round(p95(timings), 2), "decisions": len(timings), "cards": source,
            "seconds": round(time.perf_counter() - start, 1),
            "goals_met": rate >= GOAL_WIN_RATE and p95(timings) <= GOAL_DECISION_MS}


def run(games: int = 400, seconds_per_game: float = 60.0, seed: int = 1) -> dict[str, Any]:
    per_game: dict[str, Any] = {}
    for name in registry.available():
        try:
            per_game[name] = game_figures(name, games, seconds_per_game, seed)
        except Exception as exc:  # a broken engine should not hide the other games' figures
            per_game[name] = {"error": f"{type(exc).__name__}: {exc}"[:500]}
    return {
        "players_win_rate": {g: f.get("win_rate") for g, f in per_game.items()},
        "players_decision_p95_ms": {g: f.get("decision_p95_ms") for g, f in per_game.items()},
        "players": per_game,
        "players_goal": f"normal beats easy in >= {GOAL_WIN_RATE:.0%} of {games} games; decision <= {GOAL_DECISION_MS:.0f} ms p95",
    }
