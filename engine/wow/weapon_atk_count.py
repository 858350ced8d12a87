"""Helper w36wow: a number of targets bounded by a weapon's ATK ("Up to X target opposing cards can't attack or
exhaust this turn, where X is the ATK of a weapon you control."; Frost Strike). The targets are chosen as the card is
played (EN 706, 707.1), so X is read then: the player may name as many as the ATK of any one weapon he controls, so
at most the greatest current ATK (205.1) among them (rule call, no source: "a weapon" is any one weapon; none: X is 0,
104.2). Used as a counted-target key (``engine.wow.counted_targets``, ``{"k": "zw36_weapon_atk"}``)."""

from __future__ import annotations

from typing import Any

from . import keywords as kw
from .conditions import count_reader
from .state import WowState


@count_reader("zw36_weapon_atk")
def top_weapon_atk(st: WowState, player: int, key: dict[str, Any], source: int | None = None) -> int:
    """The greatest current ATK among the weapons ``player`` controls (0 with none)."""
    return max((kw.atk(st, u) for u in st.table.zone(player, "hero_row") if kw.ctype(st, u) == "weapon"), default=0)
