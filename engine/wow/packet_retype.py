"""A continuous replacement of the damage type of the packets a card deals (408.2a, EN 716; helper wflip):
"If Vorix would deal melee damage, he deals that much nature damage +1 instead." — the op
``wflip_retype_damage`` (a continuous power on the dealer: ``keyword`` the new type, ``condition["from"]``
the type replaced, "any": every type — "If your hero would deal any type of damage, it deals frost damage instead.",
Cerith Spire Staff; ``amount`` the +N), read by ``damage.deal`` for each packet before the other
replacements: the packet becomes the new type (205.1: one type for the whole packet) and N more."""

from __future__ import annotations

from . import keywords as kw
from .cards.keys import RETYPE
from .state import WowState

OP = "wflip_retype_damage"


TURN_RETYPE = RETYPE
"""A this-turn replacement on the dealer (a ``grant_keyword`` modifier, ``TURN_RETYPE`` + the new type): "if it would deal
any type of damage this turn it deals frost damage instead" (Bones of Transformation; helper w30gear) — every packet; one printed
without a duration (Echo of the Elements, "permanent") lasts until the card leaves play (305.1, 415.9a)."""


def retype(st: WowState, source: int | None, dtype: str) -> tuple[str, int]:
    """The packet's damage type and the +N once ``source``'s replacements apply (unchanged, 0 if none)."""
    if source is not None and st.modifiers:
        for m in st.modifiers:  # (a loop: asked per packet)
            if m.uid == source and m.keyword.startswith(TURN_RETYPE) and (m.turn == st.turn or m.duration == "permanent"):
                return m.keyword[len(TURN_RETYPE):].lower(), 0
    if source is None or source not in st.table.cards or not kw.sources_doing(st, OP) or not kw.in_play(st, source):
        return dtype, 0
    for e in kw.statics(st, source, OP):
        if e.op == OP and ((e.condition or {}).get("from", "").lower() in dtype.lower().split() or (e.condition or {}).get("from") == "any"):
            return e.keyword.lower(), e.amount
    return dtype, 0
