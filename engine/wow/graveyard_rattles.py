""""Opposing cards everywhere have Death Rattle: Your hero deals 1 shadow damage to itself." (Damnation) and
"[Death Knight] Hero: Opposing allies everywhere have Death Rattle: Add a soul counter to this item." (Soul of the
Dead) — helper w30gear. Death Rattle is "When this enters your graveyard from anywhere" (``engine.wow.death_rattle``);
the granted power is read as a power of the granting card with the trigger :data:`TRIGGER`: when a card an opponent of
its controller owns (of the kinds ``cost["flt"]["types"]``, if given; all kinds otherwise) is put into its owner's graveyard
from anywhere (415.2: destroyed, discarded, milled, interrupted …), it waits to go on the chain controlled by that
card's owner — the player whose card has the Death Rattle, so "your hero" is his (EN 703.1). A token never reaches a
graveyard (410.6d); a face-down resource is blank (412.1b). "This item" is the granting card."""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from .death_rattle import KINDS as RATTLE_KINDS
from .death_rattle import into_graveyard
from .event_triggers import listeners
from .powers import printed_powers
from .state import Link, WowState

TRIGGER = "wg30_opposing_rattle"
KINDS = frozenset(RATTLE_KINDS)


def fire(st: WowState, ev: Event) -> None:
    """One log entry that put a card into a graveyard → the granted Death Rattles of the cards in play of its owner's
    opponents."""
    uid = (ev.data or {}).get("uid")
    ws = listeners(st, TRIGGER) if isinstance(uid, int) else []
    if not ws or not into_graveyard(st, ev, uid):
        return
    owner = st.table.peek(uid).owner
    ctype = kw.ctype(st, uid)
    for w in ws:
        if w == uid or w not in st.table.cards or st.table.peek(w).face_down or not kw.in_play(st, w):
            continue
        if st.table.peek(w).controller == owner:
            continue  # only opposing cards have it
        for i, pw in enumerate(printed_powers(st, w)):
            if pw.kind == "triggered" and pw.trigger == TRIGGER and _fits(pw.cost, ctype):
                st.triggers.append(Link("trigger", owner, w, i, label=f"{kw.name(st, uid)} (Death Rattle, {kw.name(st, w)}): {pw.text}",
                                        data={"event": uid}))


def _fits(cost: dict, ctype: str) -> bool:
    types = (cost.get("flt") or {}).get("types")
    return not types or ctype in types
