""""When a card enters an opposing graveyard from anywhere, …" (Angrathar the Wrathgate; EN 703, 415.2; helper w30quest).

The trigger :data:`TRIGGER` of a face-up card in play fires once for each card put into a graveyard of a player other
than its controller: destroyed (415.9c, a face-down resource too), discarded (415.9d), interrupted (EN 711.1), milled
or moved there by an effect (the entries ``death_rattle`` reads). A token never enters a graveyard (410.6d)."""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from .event_triggers import listeners
from .powers import printed_powers
from .state import Link, WowState

TRIGGER = "w30q_enters_opposing_graveyard"
KINDS = frozenset({"destroy", "discard", "interrupt", "move"})
"""The event kinds :func:`fire` reads (``procedure.event_triggers`` hands it no other)."""


def _entered(st: WowState, ev: Event, uid: int) -> bool:
    card = st.table.cards.get(uid)
    if card is None or card.zone != "graveyard" or card.flags.get("token"):
        return False
    if ev.kind == "move":
        return ev.text.endswith("to graveyard") or " discards " in ev.text or "graveyard" in ev.text.split(" to ")[-1]
    return True


def fire(st: WowState, ev: Event) -> None:
    """A card put into a graveyard → the triggers of the cards its owner's opponents control."""
    uid = (ev.data or {}).get("uid")
    if ev.kind not in KINDS or not isinstance(uid, int):
        return
    ws = listeners(st, TRIGGER)
    if not ws or not _entered(st, ev, uid):
        return
    owner = st.table.peek(uid).owner
    for w in ws:
        card = st.table.peek(w)
        if card.controller == owner or card.face_down or not kw.in_play(st, w):
            continue
        for i, pw in enumerate(printed_powers(st, w)):
            if pw.kind == "triggered" and pw.trigger == TRIGGER:
                st.triggers.append(Link("trigger", card.controller, w, i, label=f"{kw.name(st, w)}: {pw.text}", data={"event": uid}))
