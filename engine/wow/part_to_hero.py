""""If an ally you control would be dealt damage, 1 of it is dealt to your hero instead." (Sympathy; a replacement of
part of a packet, 408.2a / EN 716; helper w30quest).

The continuous op ``w30q_part_to_hero`` (``amount``: how much; its target: the allies it covers, "each friendly ally"):
a packet about to be dealt to such an ally (after the "+N" and doubling replacements — a rule call) keeps all but
``amount`` of it, and that part becomes a packet of its own from the same source, of the same type, to the hero of the
ally's controller (405.4; the hero's packet meets its own replacements and prevention). :func:`split` is asked by
``damage.deal``; each such power takes its part (never more than the packet)."""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from .rules import EN
from .state import WowState

OP = "w30q_part_to_hero"


def split(st: WowState, target: int, amount: int) -> tuple[int, int, int | None, list[Event]]:
    """(what the ally keeps, the part for the hero, that hero or None, the replacement's log entry)."""
    if amount <= 0 or not kw.sources_doing(st, OP) or target in st.heroes or not kw.is_ally(st, target):
        return amount, 0, None, []
    part = min(amount, sum(e.amount for e in kw.statics(st, target, OP)))
    if part <= 0:
        return amount, 0, None, []
    hero = st.heroes[st.table.peek(target).controller]
    if hero not in st.table.cards or not kw.in_play(st, hero):
        return amount, 0, None, []
    text = f"{part} of the damage packet to {kw.name(st, target)} is dealt to {kw.name(st, hero)} instead"
    return amount - part, part, hero, [Event("replace", text, EN("716"), data={"uid": target})]
