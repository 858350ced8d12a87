"""The maximum hand size (415.4b, EN 503.2: seven) and the continuous powers that change it:
"Your maximum hand size is increased by one", "You have no maximum hand size" — ``hand_size``
effects (``engine.wow.ops``) on the player's hero (the player's stand-in for a continuous power,
``keywords.affected``), read by ``procedure.wrap_up``."""

from __future__ import annotations

from typing import Any

from . import keywords as kw
from .conditions import count_reader
from .state import WowState

HAND_LIMIT = 7


def hand_limit(st: WowState, player: int) -> int | None:
    """The player's maximum hand size now; None when he has none."""
    hero = st.heroes[player] if player < len(st.heroes) else None
    if hero is None or hero not in st.table.cards or not kw.in_play(st, hero):
        return HAND_LIMIT
    n = HAND_LIMIT
    for e in kw.statics(st, hero):
        if e.op != "hand_size":
            continue
        if (e.condition or {}).get("none"):
            return None
        n += e.amount
    return max(n, 0)


def starting_hand(st: WowState, player: int) -> int:
    """101.1: the cards a player draws for his opening hand — seven, more by his hero's ``hand_size`` powers
    marked ``starting`` ("Your starting and maximum hand sizes are nine cards.", Iso'rath; helper wflip)."""
    hero = st.heroes[player] if player < len(st.heroes) else None
    if hero is None or hero not in st.table.cards:
        return HAND_LIMIT
    return max(HAND_LIMIT + sum(e.amount for e in kw.statics(st, hero) if e.op == "hand_size" and (e.condition or {}).get("starting")), 0)


@count_reader("hand_gap")
def hand_gap(st: WowState, player: int, key: dict[str, Any], source: int | None = None) -> int:
    """ "Draw cards until you reach your maximum hand size": the cards missing from the hand (none
    when the hand is full or over, or when the player has no maximum hand size to reach)."""
    limit = hand_limit(st, player)
    return 0 if limit is None else max(0, limit - len(st.table.zone(player, "hand")))
