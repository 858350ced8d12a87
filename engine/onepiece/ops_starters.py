"""An op of the starter-deck scripts (declared like :mod:`engine.onepiece.ops_extra`):

- ``hand_to_life``: "reveal up to 1 <card> from your hand and add it to the top of your Life cards
  face-down" — the player chooses the card(s) (up to N: none is allowed, 1-3-5-1); each is shown to
  both players (11-2-1), then goes to the top of its owner's Life area face down (a hidden zone again,
  3-10-2).

The resolver imports the game modules when it runs: this module is loaded before them.
"""

from __future__ import annotations

from typing import Any

from .ops_extra import _op
from .rules import R


@_op("hand_to_life", ("target",), "reveal {target} and add it to the top of your Life cards face-down")
def hand_to_life(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import effects

    from . import board
    from .stack import choose_targets

    chosen = choose_targets(st, frame, eff, picks, "reveal and add to the top of your Life cards")
    if chosen is None:
        return False
    for uid in chosen:
        if uid in st.table.cards and st.table.cards[uid].zone == "hand":
            events.append(effects.reveal(st.table, [uid], R("11-2-1"), frame.controller))
            events.append(board.move_card(st, uid, "life", R("3-10-2"), position=0))
    return True
