"""The card a ``trash_hand`` cost trashed, remembered for "… the same card name as the trashed card" (EB02-039, op
``play_named_trashed`` of :mod:`engine.onepiece.ops_named_trashed`): resolve.pay_cost marks it once it is in the trash
with the ability's card and the turn (flag :data:`COST_TRASHED`); a card that moves again is a new card and loses the
mark (3-1-6)."""

from __future__ import annotations

from typing import Any

COST_TRASHED = "_cost_trashed"
"""Card flag: [ability's card uid, turn] of the ability whose ``trash_hand`` cost trashed this card."""


def mark_cost_trashed(st: Any, uid: int, src: int) -> None:
    """``uid`` was trashed from the hand to pay a cost of ``src``'s ability (8-3-1)."""
    st.table.cards[uid].flags[COST_TRASHED] = [src, st.turn]
