""""Your opponent cannot activate a [Blocker] Character that has 2000 or less (5000 or more) power during this battle"
(1-3-3 over 10-1-4-1): a marker the [When Attacking] effect puts on the attacker for the battle (keyword
``NO_BLOCKER_POWER`` + "less:N" / "more:N", templates_no_block); battle.blockers leaves out each [Blocker] whose power
fits it when the block step comes (7-1-2: the power it has then)."""

from __future__ import annotations

from . import board
from .cards.templates_no_block import NO_BLOCKER_POWER
from .state import OPState


def forbidden_blocker(st: OPState, attacker: int, blocker: int) -> bool:
    """May the attacked player not activate ``blocker``'s [Blocker] against ``attacker`` in this battle?"""
    for kw in board.keywords(st, attacker):
        if kw.startswith(NO_BLOCKER_POWER):
            how, n = kw[len(NO_BLOCKER_POWER):].split(":")
            power = board.power(st, blocker)
            if (how == "less" and power <= int(n)) or (how == "more" and power >= int(n)):
                return True
    return False
