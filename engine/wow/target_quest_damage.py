"""Damage counted from the target's side (405.4; helper whero): "2, Flip Mythen -> Mythen deals 1 nature damage to target
hero for each quest its controller has." (Mythen of the Fang). The op ``whero_damage_per_their_quests`` deals one packet of
``amount`` × the face-up quests (306; a quest in play is a face-up resource, 412.1b — a completed one is turned face down,
EN 702.2) the target's controller controls, of type ``stat``, from the link's source; none: no packet (408.2b)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .damage import deal
from .ops import GAME, OpCall
from .state import WowState

OP = "whero_damage_per_their_quests"


def quests(st: WowState, player: int) -> int:
    """The face-up quests ``player`` controls."""
    return sum(1 for u in st.table.zone(player, "resources") if not st.table.peek(u).face_down and kw.ctype(st, u) == "quest")


@resolves(GAME, OP)
def _damage(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    for uid in call.uids:
        if kw.is_character(st, uid):
            events += deal(st, call.link.uid, uid, call.amount * quests(st, st.table.peek(uid).controller), call.eff.stat or "nature",
                           via=call.link.uid)
    return events
