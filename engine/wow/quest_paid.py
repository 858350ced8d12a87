"""The resources a quest's completion cost exhausted (helper wres): "When you complete your first quest each turn, you may
ready all resources exhausted to complete it." (Chief Researcher Kartos; EN 702.1-702.2, 412.2, 411.1).

As a quest is completed (``WowEngine`` "quest" action) :func:`note` keeps on the completing player's hero how many quests
he completed this turn and, for his first, the resources its cost exhausted (flags ``_wqp_*``); the quest's event says
whether it was his first (``data["first"]``), which fires the ``complete_first_quest`` trigger (``procedure``). The op
``wres_ready_quest_paid`` readies those resources still exhausted in his resource row (411.1; "can't ready" wins, 103.2)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, effects
from engine.core.effects import resolves

from .ops import GAME, OpCall
from .rules import R
from .state import WowState

OP = "wres_ready_quest_paid"


def note(st: WowState, p: int, quest: int, pay_events: list[Event]) -> None:
    flags = st.table.cards[st.heroes[p]].flags
    n = int(flags.get("_wqp_n", 0)) + 1 if flags.get("_wqp_turn") == st.turn else 1
    flags["_wqp_turn"], flags["_wqp_n"] = st.turn, n
    if n == 1:
        flags["_wqp_first_paid"] = [u for ev in pay_events for u in (ev.data or {}).get("paid", [])
                                    if u in st.table.cards and st.table.peek(u).zone == "resources"]


def event_data(st: WowState, p: int, quest: int) -> dict[str, Any]:
    flags = st.table.cards[st.heroes[p]].flags
    return {"uid": quest, "first": flags.get("_wqp_turn") == st.turn and flags.get("_wqp_n") == 1}


@resolves(GAME, OP)
def _ready_paid(call: OpCall) -> list[Event]:
    from .restrictions import can_ready

    st, p = call.st, call.player
    flags = st.table.cards[st.heroes[p]].flags
    if flags.get("_wqp_turn") != st.turn:
        return []
    events = []
    for uid in flags.get("_wqp_first_paid") or []:
        card = st.table.cards.get(uid)
        if card is not None and card.zone == "resources" and card.controller == p and card.tapped and can_ready(st, uid):
            events.append(effects.set_tapped(st.table, uid, False, R("411.1"), "ready"))
    return events
