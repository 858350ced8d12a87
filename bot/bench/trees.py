"""Two trees of this project side by side: CPU time of the same seeded games, paired round by round.

Issue 21's goals are ratios to the tree it was filed against (``REFERENCE.md``). ``python -m bot bench
trees --old DIR --game G`` plays the same seeds in the old tree (``DIR``, with its own card store:
``--old-db``) and in this one, each in a process of its own started from outside both trees, one
after the other in every round. The new tree plays the games ``--repeat`` times in its process (its
mean pass is used): a short run swings far more with the machine's speed than a long one. Ratios are
paired within a round, then the median is taken, per game and per action (the two engines' games on
one seed need not be equally long).

Decks: the benchmark's fixed lists (``fixed_decks.FIXED``; ``--old-deck`` gives the old tree other
copies, e.g. one it can parse) or, with ``--random``, each tree's random fixture decks. Only the
engine contract both trees share is used: ``engine.games.check_deck``, ``CardPool``,
``bot.bench.subjects.game_subject`` and ``playout``.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from bot.bench.fixed_decks import FIXED, REPO

RUNNER = r'''
import asyncio, json, sys, time
from engine import games
from engine.core.cards import CardPool
from bot.bench.subjects import game_subject, playout

game, n, repeat, warm = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
paths = sys.argv[5:]
sub = game_subject(game)
if paths:
    from bot.commands.cards import _open_store

    async def records():
        store = await _open_store()
        try:
            return await store.cards(game)
        finally:
            await store.close()

    pool = CardPool(game, asyncio.run(records()))
    decks = []
    for path in paths:
        checked = games.check_deck(game, open(path, encoding="utf-8-sig").read(), pool)
        if not checked.ok:
            print(json.dumps({"error": path + ": " + "; ".join(str(p) for p in checked.problems[:3])}))
            sys.exit(1)
        decks.append(checked.deck)
    seats = iter(range(1 << 40))
    sub.make_deck = lambda rng: decks[next(seats) % len(decks)]
for i in range(warm):
    playout(sub, 999 - i)
passes, actions = [], 0
for _ in range(repeat):
    start, actions = time.process_time(), 0
    for i in range(n):
        actions += len(playout(sub, 1_000_003 + i).actions)
    passes.append(time.process_time() - start)
print(json.dumps({"cpu": passes, "actions": actions}))
'''


class TreeError(ValueError):
    """A tree or a deck that can't be played (the message says which and why)."""


def _play(tree: Path, db: str | None, game: str, games: int, repeat: int, decks: list[str], warm: int) -> dict[str, Any]:
    """One process of ``tree`` playing ``games`` seeds ``repeat`` times: CPU seconds per pass and the
    actions of one pass."""
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
    if db:
        env["DATABASE_PATH"] = db
    with tempfile.TemporaryDirectory() as outside:  # not inside a tree: its bot/bench/engine.py would shadow ``engine``
        done = subprocess.run([sys.executable, "-c", RUNNER, game, str(games), str(repeat), str(warm), *decks],
                              cwd=outside, env=env, capture_output=True, text=True, check=False)
    last = (done.stdout.strip().splitlines() or [""])[-1]
    try:
        out = json.loads(last)
    except json.JSONDecodeError:
        raise TreeError(f"{tree}: the games did not run: {(done.stderr.strip().splitlines() or ['no output'])[-1]}") from None
    if "error" in out:
        raise TreeError(f"{tree}: {out['error']}")
    return out


def compare(old: Path, *, game: str = "wow", games: int = 24, rounds: int = 5, repeat: int = 5,
            old_db: str | None = None, old_decks: list[str] | None = None, random: bool = False,
            new: Path = REPO, warm: int = 2) -> dict[str, Any]:
    """Per round: the old tree's one pass against the new tree's mean pass; medians and ranges of the
    ratios per game and per action."""
    for tree in (old, new):
        if not (tree / "engine" / "games.py").is_file():
            raise TreeError(f"{tree} is not a tree of this project (no engine/games.py)")
    decks = [] if random else [str(p) for p in FIXED.get(game, ())]
    if not random and not decks:
        raise TreeError(f"no fixed deck lists for {game}: use --random")
    if old_decks and not random and len(old_decks) != len(decks):
        raise TreeError(f"--old-deck: give one list per seat ({len(decks)}), in seat order")
    old_lists = decks if random or not old_decks else [str(Path(p).resolve()) for p in old_decks]
    rows = []
    for _ in range(rounds):
        a = _play(old, old_db, game, games, 1, old_lists, warm)
        b = _play(new, None, game, games, repeat, decks, warm)
        if not (a["actions"] and b["actions"]):
            raise TreeError(f"no action was played in {old if not a['actions'] else new}")
        old_cpu, new_cpu = a["cpu"][0], statistics.fmean(b["cpu"])
        rows.append({"old_s": round(old_cpu, 3), "new_s": round(new_cpu, 3), "old_actions": a["actions"],
                     "new_actions": b["actions"], "per_game": round(old_cpu / new_cpu, 2),
                     "per_action": round((old_cpu / a["actions"]) / (new_cpu / b["actions"]), 2)})
    return {"trees": {"game": game, "decks": "random fixture decks" if random else "fixed lists", "games": games,
                      "rounds": rows, **{f"{k}_median": statistics.median(r[k] for r in rows) for k in ("per_game", "per_action")},
                      **{f"{k}_range": [min(r[k] for r in rows), max(r[k] for r in rows)] for k in ("per_game", "per_action")}}}


def run(old: str | None = None, game: str | None = None, games: int | None = None, rounds: int | None = None,
        repeat: int | None = None, old_db: str | None = None, old_deck: list[str] | None = None,
        random: bool = False) -> dict[str, Any]:
    """``bench trees``: :func:`compare` from the command line's options."""
    if not old:
        raise TreeError("bench trees needs --old DIR (a checkout of the tree to compare with)")
    return compare(Path(old).resolve(), game=game or "wow", games=games or 24, rounds=rounds or 5,
                   repeat=repeat or 5, old_db=old_db, old_decks=old_deck, random=random)
