"""Prohibitions on attacking a Leader (1-3-3 over 7-1-1-2):

- "This Character cannot attack a Leader on the turn in which it is played" — the keyword-like grant ``NO_ATTACK_LEADER``
  on the attacker (a continuous effect of the card, under the condition ``self_played_this_turn``);
- "Then, you cannot attack a Leader during this turn" — op ``forbid_leader_attack``: the turn number on the effect's
  player's Leader (flag ``NO_LEADER_ATTACK_TURN``), for every attack of theirs in that turn.

battle.target_refusal and battle.attack_targets ask :func:`leader_attack_forbidden` when the target is a Leader.
The resolver imports the game modules when it runs: this module is loaded before them.
"""

from __future__ import annotations

from typing import Any

from .ops_extra import _op
from .rules import R

NO_ATTACK_LEADER = "Cannot Attack A Leader"
NO_LEADER_ATTACK_TURN = "_no_leader_attack_turn"


@_op("forbid_leader_attack", (), "you cannot attack a Leader during this turn")
def forbid_leader_attack(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event

    from . import board

    lead = board.leader(st, frame.controller)
    if lead is not None:
        st.table.cards[lead].flags[NO_LEADER_ATTACK_TURN] = st.turn
    events.append(Event("effect", f"P{frame.controller + 1} cannot attack a Leader during this turn", R("1-3-3"), frame.controller))
    return True


def leader_attack_forbidden(st: Any, attacker: int, kws: list[str]) -> bool:
    """May ``attacker`` (with its keywords ``kws``) not attack a Leader now?"""
    if NO_ATTACK_LEADER in kws:
        return True
    from . import board

    lead = board.leader(st, st.table.peek(attacker).controller)
    return lead is not None and st.table.peek(lead).flags.get(NO_LEADER_ATTACK_TURN) == st.turn
