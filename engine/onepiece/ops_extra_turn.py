"""An extra turn (declared like :mod:`engine.onepiece.ops_extra`):

- ``extra_turn``: "take an extra turn after this one" — the effect's player takes the next turn as well: when
  this turn ends, that player becomes the turn player again instead of the opponent (1-3-1: the card's text
  beats 6-6-1-4). Several queue up, one after another (``OPState.extra_turns``).

The resolver imports the game modules when it runs: this module is loaded before them.
"""

from __future__ import annotations

from typing import Any

from .ops_extra import _op
from .rules import R


@_op("extra_turn", (), "take an extra turn after this one")
def extra_turn(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event

    p = frame.controller
    st.extra_turns = (*st.extra_turns, p)
    events.append(Event("effect", f"P{p + 1} will take an extra turn after this one", R("1-3-1"), p))
    return True
