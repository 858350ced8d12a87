"""Engine fixes (helper x33fix): every module that registers something at import (an op it resolves, an answer it
handles, a condition it checks, a sentence it compiles) is imported when the game is (``engine.<game>.game``), not only
once some other path happens to import it: a match restored in a new process (or a card whose first use is that op)
must find it. ``ruff check --fix`` deletes an import it finds unused unless the line says ``# noqa: F401``; this test
catches such a deletion (and a registering module never imported)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

_REGISTERS = re.compile(
    r"^(?:@(?!(?:dataclass|lru_cache|cache|contextmanager|property|staticmethod|classmethod|overload|functools)\b)[\w.]+"
    r"|\s*register_op\()", re.M)
"""A decorator at the top of a module (``@resolves``, ``@handles``, ``@condition_checker``, ``@SENTENCES.register`` …:
every decorator there but the standard ones) or a ``register_op`` call."""


def _loaded(game: str) -> set[str]:
    code = f"import sys, engine.{game}.game; print('\\n'.join(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True,
                         env={**os.environ, "PYTHONPATH": str(ROOT)})
    return set(out.stdout.split())


@pytest.mark.parametrize("game", ["wow", "lorcana", "mlp", "onepiece"])
def test_every_registering_module_is_imported_with_its_game(game):
    # WoW 103.1 / EN 709 and each game's effects: an effect is carried out by its registered op; a registering module
    # left out of the imports leaves that op (or answer, condition, sentence) unknown in a fresh process.
    loaded = _loaded(game)
    missing = []
    for path in sorted((ROOT / "engine" / game).rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        mod = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        if mod not in loaded and _REGISTERS.search(path.read_text(encoding="utf-8")):
            missing.append(mod)
    assert not missing, f"registering modules not imported by engine.{game}.game: {missing}"
