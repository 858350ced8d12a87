"""Stash powers (EN glossary; ``engine.wow.stash``): "Stash: Target ally has Assault 1 this turn." —
a triggered power (trigger ``stash``) of a card placed as a resource face up."""

from __future__ import annotations

import re

from .power import Power
from .registry import compile_effects

_STASH = re.compile(r"Stash\s*(?:\([^)]*\))?\s*:\s*(.+)")


def stash_power(line: str, name: str) -> Power | None:
    """A "Stash: effect" line → its triggered power, or None."""
    m = _STASH.fullmatch(line.strip())
    if not m:
        return None
    effs, ok = compile_effects(m.group(1), name)
    return Power("triggered", line, effs, trigger="stash", automated=ok)
