"""The "next time" powers a hero's flip power arms for the rest of the turn (EN 703; helper wflip,
``engine.wow.flip_armed``): "When you next play an ability this turn, …" (``cost["armed"] = "once"``) —
after each batch of events (``procedure.event_triggers``) only the first of the triggers such a power
queued stays, and its card is no longer armed."""

from __future__ import annotations

from .flip_armed import KEY
from .powers import printed_power
from .state import WowState


def consume(st: WowState, before: int) -> None:
    """The triggers queued since ``before``: a "next time" power (``armed`` "once") keeps only its first
    one, and its card is no longer armed (a link resolves its power whatever the card's state)."""
    new = st.triggers[before:]
    if not any(link.kind == "trigger" and link.uid in st.table.cards and KEY in st.table.cards[link.uid].flags for link in new):
        return
    kept, spent = [], set()
    for link in new:
        pw = printed_power(st, link.uid, link.power) if link.kind == "trigger" and link.uid in st.table.cards else None
        if pw is not None and pw.cost.get("armed") == "once":
            if (link.uid, link.power) in spent:
                continue
            spent.add((link.uid, link.power))
        kept.append(link)
    for uid, _ in spent:
        st.table.cards[uid].flags.pop(KEY, None)
    st.triggers[before:] = kept
