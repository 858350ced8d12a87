"""Resident memory with many live matches loaded in a MatchService, measured in a clean process.

``python -m bot.bench.memory build --db PATH --game G --matches N`` writes N live mid-game
matches (seed, decks, a snapshot and the action tail after it, exactly what the service stores);
``python -m bot.bench.memory measure --db PATH --matches N`` opens the store in a fresh process,
loads every live match into one MatchService and prints the process's resident set as JSON.
:func:`measure_live_matches` runs both as subprocesses so the figure holds nothing but the bot.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def rss_mb() -> float:
    """This process's resident set size in MB (Linux /proc; else the peak from getrusage)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as fh:
            pages = int(fh.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / 2**20 if sys.platform == "darwin" else peak / 1024


async def build(db: Path, game: str, matches: int, seed: int = 1, templates: int = 20,
                snapshot_every: int = 20) -> dict:
    """Write ``matches`` live matches of ``game`` played to mid-game (``templates`` distinct games,
    reused round-robin with their own seeds and decks, so every match replays correctly)."""
    from bot.bench.subjects import mid_game, new_game, playout, subject
    from bot.matches import deck_to_json
    from bot.store import SqliteStore

    store = await SqliteStore.open(db)  # creates the schema
    await store.close()
    sub = subject(game)
    engine = sub.engine
    made = []
    tried = 0
    while len(made) < min(templates, matches) and tried < 10 * templates:
        game_seed = seed * 7919 + tried
        tried += 1
        run = playout(sub, game_seed, until=mid_game)
        if run.state.over:  # ended before mid-game: not a live match
            continue
        state, decks = new_game(sub, game_seed)
        snap_seq, snap = 0, engine.state_to_json(state)
        for i, action in enumerate(run.actions, start=1):
            state = engine.apply(state, action).state
            if i % snapshot_every == 0 and not state.over:
                snap_seq, snap = i, engine.state_to_json(state)
        made.append((game_seed, [deck_to_json(d) for d in decks], run.actions, snap_seq, json.dumps(snap)))
    if not made:
        raise RuntimeError(f"no random {game} game reached mid-game")
    now = time.time()
    con = sqlite3.connect(db)
    with con:
        for m in range(matches):
            game_seed, decks, actions, snap_seq, snap = made[m % len(made)]
            seats = [{"user_id": 1000 + 2 * m, "name": "Ann"}, {"user_id": 1001 + 2 * m, "name": "Bo"}]
            cur = con.execute(
                "INSERT INTO matches(game, players, seed, decks, options, status, created_at, updated_at, last_seq)"
                " VALUES (?, ?, ?, ?, ?, 'active', ?, ?, ?)",
                (game, json.dumps(seats), game_seed, json.dumps(decks), json.dumps(sub.options), now, now, len(actions)),
            )
            mid = cur.lastrowid
            con.executemany("INSERT INTO match_players(match_id, user_id, seat) VALUES (?, ?, ?)",
                            [(mid, s["user_id"], i) for i, s in enumerate(seats)])
            con.execute("INSERT INTO snapshots(match_id, seq, state, created_at) VALUES (?, ?, ?, ?)",
                        (mid, snap_seq, snap, now))
            con.executemany(
                "INSERT INTO match_actions(match_id, seq, player, action, created_at) VALUES (?, ?, ?, ?, ?)",
                [(mid, i, a.player, json.dumps(a.to_json()), now) for i, a in enumerate(actions, start=1)],
            )
    con.close()
    return {"game": game, "matches": matches, "templates": len(made),
            "actions_per_match": round(sum(len(t[2]) for t in made) / len(made), 1)}


async def measure(db: Path, matches: int) -> dict:
    """Load every live match into one MatchService (cache big enough for all) and report RSS."""
    from bot.bench.subjects import engine_for
    from bot.matches import MatchService
    from bot.store import SqliteStore

    store = await SqliteStore.open(db)
    live = await store.matches_with_status("active", limit=matches)
    svc = MatchService(store, engines=engine_for, cache_size=len(live) + 16)
    for game in {r.game for r in live}:
        engine_for(game)  # import the engines before the baseline
    gc.collect()
    baseline = rss_mb()
    start = time.perf_counter()
    for rec in live:
        await svc.load(rec.id)
    load_s = time.perf_counter() - start
    gc.collect()
    total = rss_mb()
    await store.close()
    return {"rss_mb": round(total, 1), "baseline_mb": round(baseline, 1), "loaded": len(live),
            "per_match_kb": round((total - baseline) * 1024 / max(1, len(live)), 1), "load_s": round(load_s, 2)}


def _subprocess(args: list[str], timeout: float) -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    out = subprocess.run([sys.executable, "-m", "bot.bench.memory", *args], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=timeout, check=False)
    if out.returncode != 0:
        raise RuntimeError(f"bot.bench.memory {args[0]} failed: {out.stderr.strip()[-800:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def measure_live_matches(game: str, matches: int = 1000, seed: int = 1, timeout: float = 600) -> dict:
    """Build the store in one subprocess, measure in another; returns both reports merged."""
    with tempfile.TemporaryDirectory() as tmp:
        db = str(Path(tmp) / "live.sqlite3")
        built = _subprocess(["build", "--db", db, "--game", game, "--matches", str(matches), "--seed", str(seed)], timeout)
        measured = _subprocess(["measure", "--db", db, "--matches", str(matches)], timeout)
    return {**built, **measured}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.bench.memory")
    parser.add_argument("step", choices=["build", "measure"])
    parser.add_argument("--db", required=True)
    parser.add_argument("--game", default="lorcana")
    parser.add_argument("--matches", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.step == "build":
        report = asyncio.run(build(Path(args.db), args.game, args.matches, args.seed))
    else:
        report = asyncio.run(measure(Path(args.db), args.matches))
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
