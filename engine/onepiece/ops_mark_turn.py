"""Remembering that an effect was done during this turn (op ``mark_turn``, declared like
:mod:`engine.onepiece.ops_extra`): "… if you … haven't drawn a card using this Leader's effect during this turn"
(OP01-062 Crocodile). Unlike [Once Per Turn] (10-2-13), which counts an activation, the text counts only the times the
effect was done: the op follows the optional instruction with ``if_you_do`` and stores the turn number in the source
card's flag ``keyword``; the condition ``not_marked_turn`` (cards.conditions_round, board.round_conditions_hold) reads it.
A card that changes zones is a new card (3-1-6) and forgets it.
"""

from __future__ import annotations

from typing import Any

from .ops_extra import _op


@_op("mark_turn", ("keyword",), "remember that this card's effect was done during this turn (flag {keyword})")
def mark_turn(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    st.table.cards[frame.src].flags[eff.keyword] = st.turn
    return True
