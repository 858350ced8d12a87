"""The WoW engine's own source, function by function, for the guard tests that check a speed
shortcut's claim ("only these places read X") against every function of ``engine/wow``."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

WOW = Path(__file__).resolve().parents[2] / "engine" / "wow"


def functions() -> Iterator[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]]:
    """(module path under engine/wow, function node) of every function (methods and nested ones too)."""
    for path in WOW.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for fn in ast.walk(tree):
            if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
                yield path.relative_to(WOW).as_posix(), fn
