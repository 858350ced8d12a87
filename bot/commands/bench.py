"""``python -m bot bench WHAT [--json]``: speed and memory figures (goals live here, not in tests)."""

from __future__ import annotations

import argparse
import importlib
import inspect
import json
import sys

HELP = ("measure speed and memory (engine, store, render, rules, players, all; shards: sharded processes under load; "
        "digest: one hash of seeded games, to show two trees play the same games; trees: CPU time of the same games "
        "in another tree and this one)")

# Each benchmark lives next to its feature and exposes run() -> dict of figures.
BENCHES = {
    "engine": "bot.bench.engine",
    "store": "bot.bench.store",
    "render": "card_images.bench",
    "rules": "engine.rulebook.bench",
    "players": "bot.bench.players",
}
# Run only when named (several processes for a while; a check rather than a figure): not part of ``all``.
SEPARATE = {"shards": "bot.bench.shards", "digest": "bot.bench.digest", "trees": "bot.bench.trees"}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    names = [*BENCHES, "all", *SEPARATE]
    parser.add_argument("what", choices=names, metavar="WHAT", help=f"one of: {', '.join(names)}")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    from bot.commands import positive_int

    parser.add_argument("--processes", type=positive_int, help="shards: bot processes sharing the database (default 2)")
    parser.add_argument("--matches", type=positive_int, help="shards: matches played (default 20)")
    parser.add_argument("--parallel", type=positive_int, help="shards: matches in play at once (default 4)")
    parser.add_argument("--game", help="engine: only this game's playouts (no turnaround, no memory); digest: only this game")
    parser.add_argument("--games", type=positive_int, help="engine: playouts per game (default 30); digest: games hashed per game and kind of deck (default 20); trees: games per pass (default 24)")
    parser.add_argument("--old", help="trees: the other tree (a checkout of this project)")
    parser.add_argument("--old-db", help="trees: the other tree's card store (DATABASE_PATH; its schema may differ)")
    parser.add_argument("--old-deck", action="append", help="trees: a deck list for the other tree instead of the fixed list of that seat (once per seat)")
    parser.add_argument("--rounds", type=positive_int, help="trees: rounds, each one run of either tree (default 5)")
    parser.add_argument("--repeat", type=positive_int, help="trees: passes over the games in this tree's run (default 5)")
    parser.add_argument("--random", action="store_true", help="trees: each tree's random fixture decks instead of the fixed lists")


def main(args: argparse.Namespace) -> int:
    modules = {**BENCHES, **SEPARATE}
    names = list(BENCHES) if args.what == "all" else [args.what]
    options = {k: v for k in ("processes", "matches", "parallel", "game", "games", "old", "old_db", "old_deck", "rounds", "repeat")
               if (v := getattr(args, k, None)) is not None}
    if getattr(args, "random", False):
        options["random"] = True
    figures: dict = {}
    failed: list[str] = []
    for name in names:
        try:
            run = importlib.import_module(modules[name]).run
            accepted = inspect.signature(run).parameters
            figures.update(run(**{k: v for k, v in options.items() if k in accepted}))
        except ModuleNotFoundError as exc:
            figures[f"{name}_error"] = f"not available in this build ({exc.name})"
            failed.append(name)
        except Exception as exc:  # one part failing must not hide the others' figures
            figures[f"{name}_error"] = f"{type(exc).__name__}: {exc}"[:300]
            failed.append(name)
    if args.json:
        print(json.dumps(figures, ensure_ascii=False))
    else:
        print(format_table(figures))
    for name in failed:
        print(f"error: the {name} benchmark failed: {figures[f'{name}_error']}", file=sys.stderr)
    return 1 if failed else 0


def format_table(figures: dict, indent: str = "") -> str:
    """Figures as aligned ``name  value`` lines (nested dicts indented)."""
    width = max((len(k) for k in figures), default=0)
    lines = []
    for key, value in figures.items():
        if isinstance(value, dict):
            lines.append(f"{indent}{key}")
            lines.append(format_table(value, indent + "  "))
        else:
            shown = f"{value:.3f}" if isinstance(value, float) else str(value)
            lines.append(f"{indent}{key:<{width}}  {shown}")
    return "\n".join(lines)
