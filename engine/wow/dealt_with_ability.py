"""This turn's damage dealt with an ability (EN 716: damage dealt by an ability card's effect, the packet's
``via``), read from this turn's history (``WowState.turn_log``, ``quests.note``): "Your hero deals 2 fire
damage to target hero or ally, 4 damage if your hero has dealt fire damage with an ability to that
character this turn." (Incinerate).

Condition ``{"k": "w8a_hero_ability_dtype", "dtype": "fire"}``: the condition's player's hero dealt 1 or
more damage of that type (205.1; a packet of two types counts for each) with an ability to the affected
card (the packet's target, ``packets.more_amount``) this turn. The packet being sized doesn't count: it
isn't dealt yet."""

from __future__ import annotations

from typing import Any

from .conditions import condition_checker
from .state import WowState


@condition_checker("w8a_")
def _check(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    if cond["k"] != "w8a_hero_ability_dtype":
        raise ValueError(f"unknown condition kind {cond['k']!r} (engine.wow.dealt_with_ability)")
    hero = st.heroes[player]
    return affected is not None and any(
        e.get("ev") == "damage" and e.get("turn") == st.turn and e.get("src") == hero and e.get("to") == affected
        and e.get("via_kind") == "ability" and cond["dtype"] in str(e.get("dtype") or "").split()
        for e in st.turn_log
    )
