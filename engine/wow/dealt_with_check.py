"""Helper wabil2: "If damage was dealt with target ability or equipment this turn, destroy it." (Reprisal).

``wab_dealt_with_check`` (408.3d, EN 709, 709.3): a following ``if_done`` effect happens only if damage was dealt
with one of the targets still in play this turn, as this turn's history kept it: a combat packet associated with
it as a struck weapon (``quests.note``'s ``weapons``, 408.3d), or a packet outside combat whose modifier it
created (``dealt_with_ability.note``'s ``via``, 408.3d)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .dealt_with_ability import DAMAGE
from .ops import GAME, OpCall
from .state import WowState


def dealt_with_this_turn(st: WowState, uid: int) -> bool:
    """Damage was dealt with ``uid`` this turn (408.3d)."""
    for e in st.turn_log:
        if e.get("turn") != st.turn:
            continue
        if e.get("ev") == "damage" and uid in (e.get("weapons") or ()):
            return True
        if e.get("ev") == DAMAGE and e.get("via") == uid:
            return True
    return False


@resolves(GAME, "wab_dealt_with_check")
def _dealt_with_check(call: OpCall) -> list[Event]:
    st = call.st
    call.link.data["done"] = any(kw.in_play(st, u) and dealt_with_this_turn(st, u) for u in call.uids)
    return []
