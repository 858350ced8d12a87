"""Printed: "Opposing heroes lose and can't have flip powers." (Ingrid Shadowstorm): the continuous power
``lose_flip_powers`` (EN 714; its Target the heroes it applies to, ``keywords.affected``) takes from those
heroes every flip power — a power whose cost flips the hero (301.2) — and no effect can give them one
(103.2: "can't" wins). The engine refuses such a power's use (``engine._power_problem``), so it is never
listed either."""

from __future__ import annotations

from . import keywords as kw
from .state import WowState

OP = "lose_flip_powers"


def lost(st: WowState, uid: int) -> bool:
    """Whether the hero ``uid`` has no flip powers now."""
    return any(e.target is not None and kw.affected(st, src, e.target, uid) for src, effs in kw.sources_doing(st, OP) for e in effs)
