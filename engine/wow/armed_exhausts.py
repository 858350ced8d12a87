"""The ``arm_this_turn`` kind ``wc31_target_exhausts`` (``this_turn_triggers``): "When target Goblin Ally you control
exhausts this turn, you may pay 1. If you do, it deals 1 fire damage to target ally." (Rocket Barrage).

Each time the op's target becomes exhausted this turn (411.1: the ``tap`` event of a card in play outside the resource
row — attacking, a cost, an effect), the power triggers; the triggering card is that target ("it")."""

from __future__ import annotations

from .state import WowState

WHAT = "wc31_target_exhausts"
KIND = "tap"


def happened(st: WowState, row: dict, data: dict) -> int | None:
    """The op's target, if this ``tap`` event (``data``) exhausted it in play."""
    uid = data.get("uid")
    if uid is None or uid != row.get("uid") or uid not in st.table.cards:
        return None
    card = st.table.peek(uid)
    return uid if card.tapped and card.zone in ("allies", "hero_row") else None
