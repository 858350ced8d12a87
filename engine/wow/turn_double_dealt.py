""""If target ally would be dealt damage this turn, it's dealt double that much instead." (Arcanium Signet Bands; a
replacement for the rest of the turn, 408.2a / EN 716; helper w30quest): a pseudo-keyword :data:`KEY` granted to the
target for this turn (``grant_keyword``, duration "this_turn"); ``damage.deal`` counts one doubling per such grant on
the packet's target (:func:`doublings`), with the other "double that much" replacements (after the "+N" ones)."""

from __future__ import annotations

from .state import WowState

KEY = "Dealt Double Damage This Turn"


def doublings(st: WowState, target: int) -> int:
    """How many of these replacements apply to a packet dealt to ``target`` now."""
    if not st.modifiers:
        return 0
    return sum(1 for m in st.modifiers if m.keyword == KEY and m.uid == target and m.turn == st.turn)
