"""Continuous prevention that tells which card prevented (EN 717; helper wtok): "While Miandra has a divine shield
counter, prevent all damage that would be dealt to her. When damage is prevented this way, remove her divine shield
counter." / "Ongoing: Prevent all damage that would be dealt to your hero. When damage is prevented this way, remove a
charge counter from Inner Fire. If you removed the last one, destroy Inner Fire."

The op ``counter_shield`` (a continuous power, never carried out; its ``target`` names what it protects: ``self`` or
``player_hero``; a "while" ``condition["if"]``, e.g. ``wsc_min_counters``, as any static) prevents every packet dealt
to that character that can be prevented (``damage.deal`` asks :func:`shielder`). The prevention event names the card
(``by``), so the card's own "When damage is prevented this way" power (``self_ev`` ``prevent``,
``engine.wow.self_triggers``) triggers (EN 703) and removes its counter as it resolves."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .conditions import holds
from .ops import GAME, OpCall
from .state import WowState

OP = "counter_shield"


def shielder(st: WowState, target: int) -> int | None:
    """The card whose ``counter_shield`` prevents damage to ``target`` now (the lowest id, deterministic), or None."""
    for src, effs in sorted(kw.sources_doing(st, OP), key=lambda pair: pair[0]):
        for e in effs:
            if e.op != OP or not kw.affected(st, src, e.target, target):
                continue
            cond = (e.condition or {}).get("if")
            if cond and not holds(st, st.table.peek(src).controller, src, cond, affected=target):
                continue
            return src
    return None


@resolves(GAME, OP)
def _never_carried_out(call: OpCall) -> list[Event]:
    """A continuous power (EN 714) is never carried out as an effect: ``damage.deal`` reads it (:func:`shielder`)."""
    return []
