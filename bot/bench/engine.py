"""Engine figures: apply latency (p50, p95) and random-playout speed per game (games/s and
actions/s with checks off, and with the simulator's cheap per-action checks: ``checked_*``) on each game's
two fixed real deck lists when its cards are imported (``bot.bench.fixed_decks``; else random
fixture-card decks, and ``playouts.GAME.decks`` says which), one player action end to end
(engine apply + store commit + board render), and resident memory with many live matches.
``checked_cost`` (per game, under ``playouts``) is the CPU time of the checked games over that of
the same games played unchecked just before: what the cheap checks cost, as a factor (issue 21
asks for at most 2).

Every count is a parameter of :func:`run`; the defaults keep ``python -m bot bench all`` within
about three minutes on a 2-core machine. Games are whatever ``engine.games.available()`` lists;
when Lorcana is missing the turnaround is measured on another game (or the tiny test game) and
the dict says so.
"""

from __future__ import annotations

import asyncio
import inspect
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from bot.bench import p95
from bot.bench.subjects import TINY, Subject, mid_game, playout, subject, subjects, tiny_available
from engine import games as registry
from engine.core import Rng
from engine.core.simulate import pick_action


def playout_figures(sub: Subject, games: int = 30, seconds: float = 6.0, seed: int = 1,
                    max_actions: int = 3000) -> dict[str, Any]:
    """Random playouts without per-action checks: up to ``games`` games or ``seconds``, whichever
    comes first (at least one game)."""
    samples: list[float] = []
    played = finished = actions = 0
    start = time.perf_counter()
    while played < games and (played == 0 or time.perf_counter() - start < seconds):
        run = playout(sub, (seed * 1_000_003 + played) & 0xFFFFFFFF, max_actions=max_actions)
        samples.extend(run.apply_ms)
        played += 1
        finished += run.state.over
        actions += len(run.actions)
    elapsed = time.perf_counter() - start
    return {"apply_p50_ms": round(sorted(samples)[len(samples) // 2], 3) if samples else 0.0,
            "apply_p95_ms": round(p95(samples), 3), "games_per_s": round(played / elapsed, 2),
            "actions_per_s": round(actions / elapsed), "games": played, "finished": finished, "actions": actions}


def checked_figures(sub: Subject, games: int = 5, seconds: float = 4.0, seed: int = 1,
                    max_actions: int = 3000) -> dict[str, Any]:
    """Random playouts with the simulator's cheap per-action checks (conservation, zones, one
    hidden-card view in turn, the engine's invariants), as ``simulate`` runs all but every 10th
    game (which adds the deep checks): up to ``games`` or ``seconds``. Each game is also played
    without checks just before (the same seed: the same actions), so ``checked_cost`` compares
    the same games measured side by side (CPU time of this process, less sensitive to other
    processes on a shared machine)."""
    from engine.core.simulate import play_random_game

    played = actions = 0
    plain_cpu = checked_cpu = checked_wall = 0.0
    start = time.perf_counter()
    while played < games and (played == 0 or time.perf_counter() - start < seconds):
        game_seed = (seed * 1_000_003 + played) & 0xFFFFFFFF
        names = ["P1", "P2"]
        t0 = time.process_time()
        play_random_game(sub.engine, names, sub.decks(Rng.from_seed(game_seed)), game_seed, sub.options, max_actions,
                         check=False)
        t1, w1 = time.process_time(), time.perf_counter()
        _, log, _ = play_random_game(sub.engine, names, sub.decks(Rng.from_seed(game_seed)), game_seed, sub.options,
                                     max_actions, deep=False)
        checked_cpu += time.process_time() - t1
        checked_wall += time.perf_counter() - w1
        plain_cpu += t1 - t0
        played += 1
        actions += len(log)
    return {"checked_games_per_s": round(played / checked_wall, 2), "checked_actions_per_s": round(actions / checked_wall),
            "checked_games": played,
            "checked_cost": round(checked_cpu / plain_cpu, 2) if plain_cpu else None}


def board_renderer() -> tuple[Callable[..., Any] | None, str]:
    """``card_images.render_board(view, faces)`` as ``render(engine, state, view)``, or None and
    why not. Faces are generated (no downloaded art), cached across renders as in the bot."""
    try:
        import card_images

        fn = getattr(card_images, "render_board", None)
        if fn is None:
            from card_images.board import render_board as fn  # type: ignore[no-redef]
        params = inspect.signature(fn).parameters
        faces = None
        if "faces" in params:
            from card_images.faces import CardFaces

            faces = CardFaces(None)
    except Exception as exc:  # not written yet, or half-written: report without render
        return None, f"card_images.render_board not usable ({type(exc).__name__}: {exc})"[:300]

    def render(engine: Any, state: Any, view: dict) -> Any:
        return fn(view, faces) if faces is not None else fn(view)

    return render, "card_images.render_board(public view, generated faces)"


async def _turnaround(sub: Subject, samples: int, seed: int, per_match: int,
                      render: Callable[..., Any] | None) -> dict[str, Any]:
    from bot.bench.subjects import engine_for
    from bot.matches import MatchService
    from bot.store import Seat, SqliteStore

    seats = [Seat(101, "Ann"), Seat(202, "Bo")]
    total: list[float] = []
    act_ms: list[float] = []
    apply_ms: list[float] = []
    render_ms: list[float] = []
    matches = 0
    with tempfile.TemporaryDirectory() as tmp:
        store = await SqliteStore.open(Path(tmp) / "turnaround.sqlite3")
        svc = MatchService(store, engines=engine_for)
        rng = Rng.from_seed(seed)
        engine = sub.engine
        attempts = 0
        while len(total) < samples and attempts < 20 * max(1, samples // per_match):
            attempts += 1
            match_seed = rng.randrange(2**31)
            live = await svc.create(sub.name, seats, sub.decks(rng), match_seed, options=sub.options)
            mid = live.record.id
            taken = 0
            while not live.state.over and taken < per_match and len(total) < samples:
                seat = engine.to_act(live.state)[0]
                legal = engine.legal_actions(live.state, seat)
                if not legal:
                    break
                action = pick_action(legal, rng)
                timed = mid_game(live.state)
                if timed:
                    t0 = time.perf_counter()
                    engine.apply(live.state, action)  # the engine's share, measured on its own
                    apply_ms.append((time.perf_counter() - t0) * 1000)
                t0 = time.perf_counter()
                out = await svc.act(mid, seats[seat].user_id, action, expected_seq=live.seq)
                t1 = time.perf_counter()
                if render is not None and timed:
                    render(engine, out.match.state, engine.view(out.match.state, None))
                t2 = time.perf_counter()
                live = out.match
                if timed:
                    taken += 1
                    act_ms.append((t1 - t0) * 1000)
                    render_ms.append((t2 - t1) * 1000)
                    total.append((t2 - t0) * 1000)
            matches += 1
        await store.close()
    out: dict[str, Any] = {
        "turnaround_p95_ms": round(p95(total), 3),
        "turnaround_p50_ms": round(sorted(total)[len(total) // 2], 3) if total else None,
        "turnaround_parts_p95_ms": {"engine_apply": round(p95(apply_ms), 3),
                                    "service_act_incl_commit": round(p95(act_ms), 3),
                                    "render": round(p95(render_ms), 3) if render else None},
        "turnaround_samples": len(total), "turnaround_matches": matches,
    }
    return out


def turnaround(samples: int = 200, seed: int = 1, per_match: int = 25) -> dict[str, Any]:
    """One player's action end to end without the network, from mid-game states (turn 7+):
    MatchService.act (engine apply, seq-checked SQLite commit, periodic snapshot) + the board
    render of the resulting public view."""
    available = registry.available()
    if "lorcana" in available:
        name, note = "lorcana", "lorcana mid-game (turn 7+), fixture-card random decks"
    elif available:
        name, note = available[0], f"{available[0]} (Lorcana engine not in this build yet)"
    elif tiny_available():
        name, note = TINY, "tiny test game (no real engine in this build yet): real service, store and render, trivial engine"
    else:
        return {"turnaround_p95_ms": None, "turnaround_note": "no engine available"}
    render, how = board_renderer()
    out = asyncio.run(_turnaround(subject(name), samples, seed, per_match, render))
    out["turnaround_game"] = name
    out["turnaround_note"] = note
    out["turnaround_render"] = how if render else f"WITHOUT render: {how}"
    return out


def live_memory(matches: int = 1000, seed: int = 1) -> dict[str, Any]:
    from bot.bench.memory import measure_live_matches

    available = registry.available()
    name = "lorcana" if "lorcana" in available else (available[0] if available else (TINY if tiny_available() else None))
    if name is None:
        return {"live_matches_rss_mb": None, "live_matches_note": "no engine available"}
    try:
        rep = measure_live_matches(name, matches, seed)
    except Exception as exc:  # a broken engine should not hide the other figures
        return {"live_matches_rss_mb": None, "live_matches_error": f"{type(exc).__name__}: {exc}"[:500]}
    return {"live_matches_rss_mb": rep["rss_mb"],
            "live_matches": {"game": name, "loaded": rep["loaded"], "baseline_mb": rep["baseline_mb"],
                             "per_match_kb": rep["per_match_kb"], "load_s": rep["load_s"],
                             "actions_per_match": rep["actions_per_match"]}}


def with_fixed_decks(sub: Subject) -> tuple[Subject, str]:
    """``sub`` playing the game's two fixed real lists when the store has its cards (else its
    random fixture decks), and which decks those are."""
    from bot.bench.fixed_decks import FIXED, fixed_decks, imported_pool

    try:
        pool = asyncio.run(imported_pool(sub.name))
        if pool is None:
            return sub, f"random fixture-card decks (no {sub.name} cards imported: python -m bot cards import {sub.name})"
        sub = replace(sub, fixed=fixed_decks(sub.name, pool))
    except Exception as exc:  # missing lists or cards: still measure, and say so
        return sub, f"random fixture-card decks (fixed lists unusable: {type(exc).__name__}: {exc})"[:300]
    return sub, "fixed: " + " vs ".join(p.name for p in FIXED[sub.name])


def run(games: int = 30, seconds_per_game: float = 6.0, seed: int = 1, turnaround_samples: int = 200,
        live_matches: int = 1000, game: str | None = None) -> dict:
    """Every figure; with ``game``, only that game's playouts (``bench engine --game NAME``)."""
    figures: dict[str, Any] = {}
    per_game: dict[str, Any] = {}
    if game is not None and game not in registry.available():
        raise ValueError(f"no game {game!r} (available: {', '.join(registry.available())})")
    for sub in [subject(game)] if game is not None else subjects():
        try:
            sub, decks = with_fixed_decks(sub)
            per_game[sub.name] = {"decks": decks, **playout_figures(sub, games, seconds_per_game, seed)}
            per_game[sub.name].update(checked_figures(sub, seed=seed))  # checked_cost: the same games side by side
        except Exception as exc:
            per_game[sub.name] = {"error": f"{type(exc).__name__}: {exc}"[:500]}
    headline = ("apply_p50_ms", "apply_p95_ms", "games_per_s", "actions_per_s", "checked_games_per_s", "checked_actions_per_s")
    for key in headline:
        figures[key] = {g: f.get(key) for g, f in per_game.items()}
    figures["playouts"] = {g: {k: v for k, v in f.items() if k not in headline} for g, f in per_game.items()}
    if not per_game:
        figures["engine_note"] = "no game engine in this build (engine.games.available() is empty)"
    if game is not None:
        return figures
    try:
        figures.update(turnaround(turnaround_samples, seed))
    except Exception as exc:
        figures["turnaround_p95_ms"] = None
        figures["turnaround_error"] = f"{type(exc).__name__}: {exc}"[:500]
    figures.update(live_memory(live_matches, seed))
    return figures
