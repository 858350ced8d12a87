"""Death Rattle (printed reminder text: "When this enters your graveyard from anywhere"), read by
``engine.wow.cards.templates_death_rattle``: a ``self_ev`` power with ``what="graveyard"`` waits to
go on the chain (EN 703.1) when its card is put into its owner's graveyard (415.2) — destroyed
(415.9c), discarded (415.9d), milled, interrupted (EN 711.1) or moved there by an effect. The owner
controls the trigger (the card is in the owner's graveyard). A face-down resource is blank as it
leaves play (412.1b), so it brings no Death Rattle along; a token vanishes (410.6d)."""

from __future__ import annotations

from engine.core.actions import Event

from .powers import printed_powers
from .state import Link, WowState

TRIGGER = "self_ev"
KINDS = ("destroy", "discard", "interrupt", "move")


def _into_graveyard(st: WowState, ev: Event, uid: int) -> bool:
    """Did this log entry put the (public, non-token) card into a graveyard?"""
    card = st.table.cards.get(uid)
    if card is None or card.zone != "graveyard" or card.face_down or card.flags.get("token"):
        return False
    if ev.kind == "destroy":
        return "card_id" in (ev.data or {})  # a face-down resource's destruction stays anonymous (412.1b)
    if ev.kind == "move":
        return (ev.text.endswith("to graveyard") and not ev.text.startswith("a face-down resource")) or " discards " in ev.text
    return True


into_graveyard = _into_graveyard
"""(public name: ``engine.wow.graveyard_rattles`` reads the same entries; helper w30gear)"""


def fire(st: WowState, ev: Event) -> None:
    """One log entry → the Death Rattle of the card it put into a graveyard."""
    uid = (ev.data or {}).get("uid")
    if ev.kind not in KINDS or not isinstance(uid, int) or not _into_graveyard(st, ev, uid):
        return
    card = st.table.cards[uid]
    for i, pw in enumerate(printed_powers(st, uid)):
        if pw.kind == "triggered" and pw.trigger == TRIGGER and pw.cost.get("what") == "graveyard":
            st.triggers.append(Link("trigger", card.owner, uid, i, label=f"{st.cards[card.card_id]['name']}: {pw.text}"))
