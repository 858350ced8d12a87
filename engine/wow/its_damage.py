""""… for each damage on it" counted on resolution (405.6: the damage on a card; EN 709): "it" is the object the
sentence acts on — the target ("Target ally has Assault 2 this turn for each damage on it.", "Each opposing hero
and ally has -1 ATK this turn for each damage on it.": each one's own damage), or the card with the power when the
sentence acts on no card ("This ally has +1 ATK …", "Draw a card for each damage on him.")."""

from __future__ import annotations

from engine.core.effects import Target

from . import keywords as kw
from .state import Link, WowState

ON_TARGETS = frozenset(("chosen", "each", "event", "attached", "previous", "ref", "player_hero"))
"""Target kinds whose cards "it" names."""


def _damage(st: WowState, uid: int) -> int:
    return st.table.cards[uid].damage if uid in st.table.cards and kw.in_play(st, uid) else 0


def amounts(st: WowState, link: Link, tgt: Target | None, uids: list[int], amount: int) -> tuple[int, dict[int, int]]:
    """The amount for "for each damage on it" and, when "it" is each target, the amount for each target card."""
    if tgt is None or tgt.kind not in ON_TARGETS:
        return amount * _damage(st, link.uid), {}
    each = {uid: amount * _damage(st, uid) for uid in uids}
    return (each[uids[0]] if uids else 0), each
