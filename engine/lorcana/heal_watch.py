""""Whenever you remove 1 or more damage from a character" (Aurora - Waking Beauty): any character,
yours or an opponent's (9.1: damage counters removed). The event ``healed_any`` goes to the
triggered abilities of the cards in play of the player who removed the damage (7.4.1), once per
character that lost damage, as ``healed_yours`` does for one of that player's own characters."""

from __future__ import annotations

from .state import LorcanaState
from .triggers import emit_player


def damage_removed(st: LorcanaState, player: int, uid: int, n: int) -> None:
    """``player`` removed ``n`` damage from the character ``uid`` (nothing when ``n`` is 0)."""
    if n:
        emit_player(st, "healed_any", player, {"subject": uid, "removed": n})
