"""Printed: "When Alyssa deals combat damage to an ally, she also deals that much melee damage to
target hero in that ally's party." (Bladesinger Alyssa's back): the op ``damage_that_much`` — the
source card deals damage of type ``stat`` to the targets equal to the combat damage it dealt to
the triggering card (``link.data["event"]``) in its latest packet this turn (408.2a: the damage
actually dealt, as this turn's history kept it, ``engine.wow.quests.note``). One packet per
target (405.4)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from .damage import deal
from .ops import GAME, OpCall
from .state import WowState


def dealt_to(st: WowState, source: int, victim: int | None) -> int:
    """The combat damage ``source`` dealt to ``victim`` in its latest packet this turn (0: none)."""
    for e in reversed(st.turn_log):
        if (
            e.get("turn") == st.turn
            and e.get("ev") == "damage"
            and e.get("combat")
            and e.get("src") == source
            and e.get("to") == victim
        ):
            return int(e.get("n") or 0)
    return 0


@resolves(GAME, "damage_that_much")
def _damage_that_much(call: OpCall) -> list[Event]:
    st, src = call.st, call.link.uid
    n = dealt_to(st, src, call.link.data.get("event"))
    events: list[Event] = []
    for uid in call.uids:
        events += deal(st, src, uid, n, call.eff.stat or "melee")
    return events
