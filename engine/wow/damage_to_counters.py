""""If Husam would be dealt damage, remove that many +1 / +1 counters from him instead." (General Husam; a replacement of
the whole packet, 408.2a / EN 716; helper x32dmg).

The continuous op :data:`OP` (on the card itself, ``stat`` the counter kind): a packet about to be dealt to it — its
size after its replacements and prevention (what "would be dealt", 405.5: a packet prevented to nothing is never
dealt, so no counter goes) — is not dealt; that many counters of the kind are removed from it instead (as many as it
has, 404.1). Nothing "was dealt" (no ``damage`` event): "when … is dealt damage" powers don't trigger."""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from .counters import remove_counters
from .rules import R
from .state import WowState

OP = "xa32_counters_instead"


def instead(st: WowState, target: int, amount: int) -> list[Event] | None:
    """The events replacing the packet (None: it is dealt as it is)."""
    if amount <= 0 or not kw.sources_doing(st, OP):
        return None
    for e in kw.statics(st, target, OP):
        if e.op != OP or not e.stat:
            continue
        name = kw.name(st, target)
        events = [Event("replace", f"{amount} damage to {name}: {amount} {e.stat} counter(s) are removed instead", R("408.2a"),
                        st.table.peek(target).controller, data={"uid": target})]
        return events + remove_counters(st, target, e.stat, amount, R("408.2a"))
    return None
