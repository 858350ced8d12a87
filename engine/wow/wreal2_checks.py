"""Conditions of helper wreal2 (issue #18; read by ``cards.templates_wreal2``; kinds ``wr2_``, registered
with ``conditions``):

- ``{"k": "wr2_deck_empty"}``: there are no cards in the player's deck (415.3);
- ``{"k": "wr2_costs", "costs": [1, 2, …]}``: the player controls face-up cards in play with each of those
  costs (201.1: the printed cost; "if you control cards in play with costs 1, 2, 3, 4, 5, 6, 7, and 8",
  The Darkmoon Faire)."""

from __future__ import annotations

from typing import Any

from . import keywords as kw
from .conditions import condition_checker
from .state import WowState


@condition_checker("wr2_")
def wr2_holds(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    k = cond["k"]
    if k == "wr2_deck_empty":
        return not st.table.zone(player, "deck")
    if k == "wr2_costs":
        have = {kw.data(st, u).get("cost") for z in ("allies", "hero_row", "resources") for u in st.table.zone(player, z)
                if not st.table.peek(u).face_down and not st.table.peek(u).flags.get("token")}
        return all(c in have for c in cond["costs"])
    raise ValueError(f"unknown condition kind {k!r} (engine.wow.wreal2_checks)")
