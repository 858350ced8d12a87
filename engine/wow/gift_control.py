"""A card that hands itself to an opponent and loses the power that did it (401.3, 103.2): Enslaved Abyssal "At the
end of your turn, if you didn't play a Demon or Demonology card this turn, choose an opponent. He gains control of
Enslaved Abyssal, and it loses this power."

Scripted with shared ops: ``wtime_opponent_gains_self`` (the opponent gains control for good, 401.3) and
``wl30_flag_self`` (a permanent modifier :data:`LOST` on the card: the power is lost while it stays in play; leaving
play, it is a new card with its power back, 415.9a), both under the condition ``{"k": "xc32_gift_kept",
"unless_played": [tags]}`` this module registers: the power is not lost and its controller played no card with one
of those tags this turn (409.1: a card put on the chain, ``dealt_with_ability``'s ``w8a_played`` log; a race, class,
talent or other tag, 202.1a)."""

from __future__ import annotations

from typing import Any

from .conditions import condition_checker, has_tag
from .dealt_with_ability import PLAYED
from .state import WowState

LOST = "xc32_gift_power_lost"
"""The modifier keyword: the card's "he gains control …" power is lost (103.2)."""


def played_tagged(st: WowState, player: int, tags: list[str]) -> bool:
    """``player`` played a card with one of ``tags`` this turn (409.1)."""
    return any(e.get("ev") == PLAYED and e.get("turn") == st.turn and e.get("who") == player and e.get("uid") in st.table.cards
               and any(has_tag(st, e["uid"], t) for t in tags) for e in st.turn_log)


def lost(st: WowState, uid: int) -> bool:
    return any(m.uid == uid and m.keyword == LOST for m in st.modifiers)


@condition_checker("xc32_")
def _check(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    if cond["k"] != "xc32_gift_kept":
        raise ValueError(f"unknown condition kind {cond['k']!r} (engine.wow.gift_control)")
    return not lost(st, source) and not played_tagged(st, player, list(cond.get("unless_played") or []))
