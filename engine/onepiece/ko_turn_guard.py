""""None of your Characters can be K.O.'d during this turn" (op ``forbid_own_ko``): a prohibition on the player's
Characters for the turn (1-3-3), Characters played later in the turn included — kept as the turn number on the
effect's player's Leader (flag ``NO_KO_TURN``); ko_guard.ko_blocked and the battle's damage step read it
(:func:`no_ko_this_turn`: a K.O. in battle or by an effect).

This module imports no game module but the rules (ko_guard, which resolve imports, reads it).
"""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.core.effects import register_op

from .rules import GAME, R

NO_KO_TURN = "_no_ko_turn"


def forbid_own_ko(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    lead = st.table.zones[frame.controller]["leader"]
    if lead:
        st.table.cards[lead[0]].flags[NO_KO_TURN] = st.turn
    events.append(Event("effect", f"None of P{frame.controller + 1}'s Characters can be K.O.'d during this turn", R("1-3-3"),
                        frame.controller))
    return True


register_op(GAME, "forbid_own_ko", fields=("condition", "optional", "text"),
            describe="none of your Characters can be K.O.'d during this turn", resolver=forbid_own_ko)


def no_ko_this_turn(st: Any, uid: int) -> bool:
    """Was "none of your Characters can be K.O.'d during this turn" said this turn for ``uid``'s controller?"""
    lead = st.table.zones[st.table.peek(uid).controller]["leader"]
    return bool(lead) and st.table.peek(lead[0]).flags.get(NO_KO_TURN) == st.turn
