"""How much lore a player needs to win: 20 (1.9.1.1) or the game's ``win_lore`` option, raised by
a static ability of one of their opponents' cards in play — "Opponents need 25 lore to win the
game" (``{"who": "self", "win_lore": 25}``; 1.2.1: the card's text beats the rule)."""

from __future__ import annotations

from .characteristics import condition_holds, statics_with
from .state import LorcanaState


def win_target(st: LorcanaState, player: int, base: int) -> int:
    """The lore ``player`` needs now (the highest requirement applies)."""
    need = base
    for src, s in statics_with(st, "win_lore"):
        owner = st.table.cards[src].controller
        if s.get("win_lore") and owner != player and condition_holds(st, s.get("cond"), owner, src):
            need = max(need, int(s["win_lore"]))
    return need
