"""A resource held exhausted by its attachment (Incapacitate: "Attach to target resource." / "Ongoing:
Attached resource can't ready."). Continuous powers grant keywords only to cards in the hero row and
party (``keywords``); a resource (412) is not there, so the "can't ready" an attached ability gives it
(103.2) is read here: a face-up ability in play attached to the resource whose static power grants
``CANT_READY`` to the attached card. ``restrictions.can_ready`` asks this for a resource."""

from __future__ import annotations

from .cards.keys import CANT_READY
from .state import WowState


def held_down(st: WowState, uid: int) -> bool:
    """Whether an attachment of the resource ``uid`` says it can't ready (103.2)."""
    from .powers import powers  # (powers imports keywords, which restrictions' callers import first)

    for card in (c for p in range(st.num_players) for c in st.table.peek_in(p, "hero_row")):
        if card.attached_to != uid or card.face_down:
            continue
        for pw in powers(st, card.uid):
            if pw.kind == "static" and any(e.op == "grant_keyword" and e.keyword == CANT_READY and e.target is not None
                                           and e.target.kind == "attached" for e in pw.effects):
                return True
    return False
