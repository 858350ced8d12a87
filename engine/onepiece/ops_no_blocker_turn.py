"""A player who "cannot activate [Blocker] during this turn" (op ``forbid_blocker_turn``, declared
like :mod:`engine.onepiece.ops_extra`): "Your opponent cannot activate [Blocker] during this turn".

The prohibition is on the player, not on the Characters they have now (1-3-3: a "cannot" effect
wins over the [Blocker] rule, 10-1-4-1), so it also covers a [Blocker] that enters later in the
turn. It is kept as the turn number on the effect's controller's Leader; battle.no_blocker_against
reads it for every attack of that player in that turn.
"""

from __future__ import annotations

from typing import Any

from .ops_extra import _op
from .rules import R

NO_BLOCKER_TURN = "_opp_no_blocker_turn"
"""Leader flag: the turn during which this Leader's opponent cannot activate [Blocker]."""


@_op("forbid_blocker_turn", (), "your opponent cannot activate [Blocker] during this turn")
def forbid_blocker_turn(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event

    from . import board

    lead = board.leader(st, frame.controller)
    if lead is not None:
        st.table.cards[lead].flags[NO_BLOCKER_TURN] = st.turn
    events.append(Event("effect", f"P{frame.controller + 1}'s opponent cannot activate [Blocker] during this turn", R("1-3-3"),
                        frame.controller))
    return True


def blocker_forbidden(st: Any, attacker: int) -> bool:
    """Was [Blocker] forbidden during this turn to the opponent of ``attacker``'s controller?"""
    from . import board

    lead = board.leader(st, st.table.peek(attacker).controller)  # reading only: no copy-on-write copies
    return lead is not None and st.table.peek(lead).flags.get(NO_BLOCKER_TURN) == st.turn
