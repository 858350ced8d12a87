"""Triggered powers a hero's flip power makes for the rest of the turn (EN 701, 703; 301.2): "1, Flip
Chloe -> When Chloe protects this turn, ready her.", "4, Flip Obora -> When you play an ability this
turn, draw a card." — or any payment power's: "1 -> When you strike with Telescopic Sharprifle this turn, your
hero has Long-Range this turn." (then the power has no ``face``; helper wequip). The card's script prints the "when … this turn" power as a triggered power of its
own marked ``cost["armed"]``; it works only on a turn the flip power resolved (the op ``wflip_arm``
marks the card with that turn, ``card.flags["armed_turn"]``), and, as a power of the flipped hero, only
while its back shows (``cost["face"] = "back"``, ``engine.wow.faces``). Both are read where a card's
powers are gated (``hero_trait``, ``faces.gate``): an unarmed one is inactive (same position).

"When you next play an ability this turn, …", "When the next ally in your party is destroyed this turn,
…" (``cost["armed"] = "once"``): the first time it triggers the power is spent (:func:`consume`, after
each batch of events: of the triggers it queued at once only the first stays; ``engine.wow.flip_armed_once``)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

KEY = "armed_turn"
"""``card.flags`` key: the turn on which the card's flip power last armed its "… this turn" powers."""


def armed(st: WowState, uid: int) -> bool:
    """Whether ``uid``'s "when … this turn" powers work now: its flip power resolved this turn."""
    card = st.table.peek(uid, None)
    return card is not None and card.flags.get(KEY) == st.turn


@resolves(GAME, "wflip_arm")
def _arm(call: OpCall) -> list[Event]:
    """EN 703: "When … this turn, …" — from now until the end of the turn the source's triggered power
    marked ``armed`` waits for its event."""
    st, uid = call.st, call.link.uid
    if uid not in st.table.cards or not kw.in_play(st, uid):
        return []
    st.table.cards[uid].flags[KEY] = st.turn
    return [Event("armed", f"{kw.name(st, uid)}: its power works for the rest of this turn", EN("703"), call.player, data={"uid": uid})]
