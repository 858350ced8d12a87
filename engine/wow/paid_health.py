"""A quest's reward reading the card destroyed to complete it (EN 702, 403.1; helper whero): "During your turn,
destroy an ally in your party and pay 1 to complete this quest. Reward: Your hero heals damage from itself equal
to that ally's health." (The Blood is Life). A completion cost with ``ref_paid`` keeps, on the quest, the health
the named ally had as it was destroyed (its last known information, as ``engine.wow.refs``), read by the count
``{"k": "whp_paid_health"}`` of its reward (the quest is the reward's source)."""

from __future__ import annotations

from typing import Any

from . import keywords as kw
from .conditions import count_reader
from .state import WowState

FLAG = "_whp_paid_health"


def note(st: WowState, quest: int, cost: dict[str, Any], named: list[int]) -> None:
    """Keep the health of the first card named to pay (before it is paid), when the cost says ``ref_paid``."""
    if cost.get("ref_paid") and named and named[0] in st.table.cards and kw.is_character(st, named[0]):
        st.table.cards[quest].flags[FLAG] = kw.health(st, named[0])


@count_reader("whp_")
def _count(st: WowState, player: int, key: dict[str, Any], source: int | None = None) -> int:
    """``whp_paid_health``: the health kept on the source (0 if none)."""
    if key.get("k") != "whp_paid_health" or source is None or source not in st.table.cards:
        return 0
    return int(st.table.cards[source].flags.get(FLAG) or 0)
