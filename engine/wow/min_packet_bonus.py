""""If your hero would deal 5 or more combat damage while attacking, it deals that much +5 instead." (Treads of Fleeting
Joy; a replacement of a packet by its size, 408.2a / EN 716; helper w30quest).

The continuous op ``w30q_bonus_at_least`` (on the dealer, like ``damage_bonus`` "as source"): a packet the affected card
would deal of at least ``condition["min"]`` damage (counted with the other "+N" replacements, before any doubling — a
rule call), combat damage only with ``condition["combat"]``, only while it is the attacker of the combat with
``condition["attacking"]`` (603), is ``amount`` more. ``damage.deal`` asks :func:`plus`."""

from __future__ import annotations

from . import keywords as kw
from .state import WowState

OP = "w30q_bonus_at_least"


def plus(st: WowState, source: int | None, amount: int, combat: bool) -> int:
    """The "+N" of these replacements for a packet of ``amount`` from ``source``."""
    if source is None or not kw.sources_doing(st, OP) or source not in st.table.cards or not kw.in_play(st, source):
        return 0
    total = 0
    for e in kw.statics(st, source, OP):
        c = e.condition or {}
        if amount < int(c.get("min", 0)) or (c.get("combat") and not combat):
            continue
        if c.get("attacking") and (st.combat is None or st.combat.attacker != source):
            continue
        total += e.amount
    return total
