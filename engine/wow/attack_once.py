""""Only one character can attack on each opponent's turn." (Defiance; helper w30abil; 103.2, EN 601.1): a hero given
the pseudo-keyword :data:`ONE_ATTACKER` (a static grant of the card) keeps every opponent of its controller from
declaring an attack once a character of that opponent has attacked this turn. ``attack_memory.fire`` notes on each
player's hero the turns in which one of his characters attacked (:data:`SIDE_ATTACKED`), so an attacker that has
since left play still counts."""

from __future__ import annotations

from . import keywords as kw
from .state import WowState

ONE_ATTACKER = "Opponents Attack With One Character Per Turn"
SIDE_ATTACKED = "_side_attacked"


def blocks(st: WowState, player: int) -> bool:
    """Whether ``player`` may declare no more attacks this turn."""
    if kw.none_has(st, ONE_ATTACKER):
        return False
    if not any(q != player and kw.in_play(st, h) and kw.has(st, h, ONE_ATTACKER) for q, h in enumerate(st.heroes)):
        return False
    return st.turn in st.table.peek(st.heroes[player]).flags.get(SIDE_ATTACKED, [])
