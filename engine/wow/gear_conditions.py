"""Helper w30gear's conditions (``conditions.CHECKED_BY["wg30_"]``), from the power's controller's side:

- ``{"k": "wg30_roll", "min": a, "max": b}`` / ``{"k": "wg30_roll", "parity": "even" | "odd"}``: the die the source last
  rolled (``engine.wow.dice``) shows a value in a..b / of that parity (EN 709);
- ``{"k": "wg30_graveyard_namesakes", "min": N}``: one opposing graveyard holds N or more ally cards with the same name
  ("While there are four or more allies with the same name in one opposing graveyard", Nesingwary 4000; EN 714);
- ``{"k": "wg30_active_fresh"}``: the player whose turn it is didn't take the turn before this one (500.1; the turns each
  player began, ``engine.wow.attack_memory``; the game's first turn had none before it) ("At the start of each
  player's turn, if he didn't take the last turn", Continuum Blade)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from . import keywords as kw
from .conditions import condition_checker
from .dice import FLAG, SIDES
from .state import WowState


@condition_checker("wg30_")
def _holds(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    k = cond["k"]
    if k == "wg30_roll":
        card = st.table.cards.get(source)
        roll = card.flags.get(FLAG) if card is not None else None
        if not isinstance(roll, int):
            return False
        if "parity" in cond:
            return roll % 2 == (0 if cond["parity"] == "even" else 1)
        return int(cond.get("min", 1)) <= roll <= int(cond.get("max", SIDES))
    if k == "wg30_graveyard_namesakes":
        for q in range(st.num_players):
            if q == player:
                continue
            names = Counter(kw.name(st, u) for u in st.table.zone(q, "graveyard") if kw.ctype(st, u) == "ally")
            if names and max(names.values()) >= int(cond["min"]):
                return True
        return False
    if k == "wg30_active_fresh":
        from .attack_memory import TURNS

        began = st.table.peek(st.heroes[st.active]).flags.get(TURNS, [])
        return st.turn - 1 not in began
    raise ValueError(f"unknown condition kind {k!r} (engine.wow.gear_conditions)")
