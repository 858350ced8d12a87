"""Conditions of helper r2ally's ally cards (kinds ``r2a_``, registered with ``conditions``):

- ``{"k": "r2a_named_in_party", "name": NAME}``: a face-up ally named NAME is in the player's party (EN 206:
  the allies he controls; a token "named Misha" has that name, 404.2) — "Rexxar has +3 ATK and +3 health
  while Misha is in your party"."""

from __future__ import annotations

from typing import Any

from . import keywords as kw
from .conditions import condition_checker
from .state import WowState


@condition_checker("r2a_")
def r2a_holds(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    if cond["k"] == "r2a_named_in_party":
        return any(kw.name(st, u) == cond["name"] and kw.is_ally(st, u) for u in st.table.zone(player, "allies")
                   if not st.table.peek(u).face_down)
    raise ValueError(f"unknown condition kind {cond['k']!r} (engine.wow.r2ally_conditions)")
