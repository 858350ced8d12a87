"""Prince Charming - Protector of the Realm: "Each turn, only one character can challenge." While a
card with the static ``keyword`` "one_challenger" is in play (any player's: it speaks of every
character), a character can't challenge if another character already challenged this turn (the
turn's "challenged" records name the challenger, engine.lorcana.turn_records); the same character
may challenge again. 1.2.2: the "can't" beats the rule that allows the challenge (4.3.6)."""

from __future__ import annotations

from .characteristics import any_static_gives, floating_of, statics_with
from .state import LorcanaState


def one_challenger_problem(st: LorcanaState, attacker: int) -> bool:
    """Would ``attacker`` be a second character to challenge this turn under "only one character can challenge"?"""
    if not any_static_gives(st, "one_challenger") or not any(s.get("keyword") == "one_challenger" for _, s in statics_with(st, "keyword")):
        return False
    return any(
        f.get("turn") == st.turn and f.get("uid") not in (None, attacker)
        for f in floating_of(st, "challenged")
    )
