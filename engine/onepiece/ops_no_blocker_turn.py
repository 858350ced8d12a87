"""A player who "cannot activate [Blocker] during this turn" (op ``forbid_blocker_turn``, declared
like :mod:`engine.onepiece.ops_extra`): "Your opponent cannot activate [Blocker] during this turn".

The prohibition is on the player, not on the Characters they have now (1-3-3: a "cannot" effect
wins over the [Blocker] rule, 10-1-4-1), so it also covers a [Blocker] that enters later in the
turn. It is kept as the turn number on the effect's controller's Leader; battle.no_blocker_against
reads it for every attack of that player in that turn. With ``keyword`` "leader" ("… cannot activate [Blocker]
whenever your Leader attacks during this turn") it covers the attacks of that player's Leader only.
"""

from __future__ import annotations

from typing import Any

from .ops_extra import _op
from .rules import R

NO_BLOCKER_TURN = "_opp_no_blocker_turn"
"""Leader flag: the turn during which this Leader's opponent cannot activate [Blocker]."""
NO_BLOCKER_LEADER_TURN = "_opp_no_blocker_leader_turn"
"""Leader flag: the turn during which this Leader's opponent cannot activate [Blocker] when this Leader attacks."""


@_op("forbid_blocker_turn", ("keyword",), "your opponent cannot activate [Blocker] during this turn (keyword leader: when your Leader attacks)")
def forbid_blocker_turn(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event

    from . import board

    lead = board.leader(st, frame.controller)
    only_leader = eff.keyword == "leader"
    if lead is not None:
        st.table.cards[lead].flags[NO_BLOCKER_LEADER_TURN if only_leader else NO_BLOCKER_TURN] = st.turn
    when = " whenever their Leader attacks" if only_leader else ""
    events.append(Event("effect", f"P{frame.controller + 1}'s opponent cannot activate [Blocker]{when} during this turn", R("1-3-3"),
                        frame.controller))
    return True


def blocker_forbidden(st: Any, attacker: int) -> bool:
    """Was [Blocker] forbidden during this turn to the opponent of ``attacker``'s controller?"""
    from . import board

    lead = board.leader(st, st.table.peek(attacker).controller)  # reading only: no copy-on-write copies
    if lead is None:
        return False
    flags = st.table.peek(lead).flags
    return flags.get(NO_BLOCKER_TURN) == st.turn or (attacker == lead and flags.get(NO_BLOCKER_LEADER_TURN) == st.turn)
