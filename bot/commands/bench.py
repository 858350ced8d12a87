"""``python -m bot bench WHAT [--json]``: speed and memory figures (goals live here, not in tests)."""

from __future__ import annotations

import argparse
import importlib
import json

HELP = "measure speed and memory (engine, store, render, rules, all)"

# Each benchmark lives next to its feature and exposes run() -> dict of figures.
BENCHES = {
    "engine": "bot.bench.engine",
    "store": "bot.bench.store",
    "render": "card_images.bench",
    "rules": "engine.rulebook.bench",
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("what", choices=[*BENCHES, "all"], metavar="WHAT", help=f"one of: {', '.join([*BENCHES, 'all'])}")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def main(args: argparse.Namespace) -> int:
    names = list(BENCHES) if args.what == "all" else [args.what]
    figures: dict = {}
    for name in names:
        try:
            figures.update(importlib.import_module(BENCHES[name]).run())
        except ModuleNotFoundError as exc:
            figures[f"{name}_error"] = f"not available in this build ({exc.name})"
    if args.json:
        print(json.dumps(figures, ensure_ascii=False))
    else:
        print(format_table(figures))
    return 0


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
