"""Conditions of guarding powers (``gd_`` kinds; registered with ``engine.wow.conditions``; helper oneshot_b):

- ``{"k": "gd_protecting"}`` (EN 602.2): the affected card (else the source) is the defender that became the
  defender by protecting — not the proposed defender ("Prevent all combat damage that would be dealt to your
  hero while protecting.")."""

from __future__ import annotations

from typing import Any

from .conditions import condition_checker
from .state import WowState


@condition_checker("gd_")
def gd_holds(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    if cond["k"] == "gd_protecting":
        who = affected if affected is not None else source
        c = st.combat
        return c is not None and c.stage in ("proposed", "step") and who == c.defender and who != c.proposed_defender
    raise ValueError(f"unknown condition kind {cond['k']!r} (engine.wow.guard_checks)")
