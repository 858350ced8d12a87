"""Carrying out the op ``lose_powers`` with a duration ("Target opposing card loses and can't have
powers this turn.", Rituals of Power): a ``NO_POWERS`` modifier ``engine.wow.lost_powers`` reads
(103.2). The continuous form (an attachment's Ongoing power) is never resolved, only read."""

from __future__ import annotations

from engine.core import Event, Modifier
from engine.core.effects import resolves

from . import keywords as kw
from .lost_powers import NO_POWERS, OP
from .ops import GAME, OpCall
from .rules import R


@resolves(GAME, OP)
def _lose_powers(call: OpCall) -> list[Event]:
    """The targets in play lose and can't have powers for the effect's duration (default this turn)."""
    st, p = call.st, call.player
    events: list[Event] = []
    for uid in call.targets_or_source:
        if not kw.in_play(st, uid):
            continue
        st.modifiers.append(Modifier(uid, NO_POWERS, 0, duration=call.eff.duration or "this_turn", player=p, turn=st.turn, source=call.link.uid))
        events.append(Event("modify", f"{kw.name(st, uid)} loses and can't have powers", R("103.2"), p, data={"uid": uid}))
    return events
