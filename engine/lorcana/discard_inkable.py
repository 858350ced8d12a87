""" "You can ink cards from your discard" (Moana - Curious Explorer): while a card with this ability
is in play, the ink turn action (4.3.3, once per turn) may take a card with the inkwell symbol (6.2.8)
from its player's discard instead of the hand (4.3.3.1 names the hand; 1.2.1: the card's text wins).
The card is public in the discard, is shown as it goes, and goes into the inkwell facedown and
ready (4.3.3.2). Compiled as the keyword ``discard_inkable`` on the card itself; read by
engine.lorcana.turn_actions (the ink turn action) and engine.lorcana.game (the legal actions)."""

from __future__ import annotations

from .characteristics import has, in_play, nobody_has
from .state import LorcanaState


def may_ink_from_discard(st: LorcanaState, player: int, uid: int) -> bool:
    """Is ``uid`` a card of ``player``'s discard that a card of theirs in play lets them ink?"""
    card = st.table.peek(uid, None)  # reading only
    if card is None or card.zone != "discard" or card.owner != player:
        return False
    return not nobody_has(st, "discard_inkable") and any(has(st, u, "discard_inkable") for u in in_play(st, player))


def discard_inkables(st: LorcanaState, player: int) -> list[int]:
    """The cards of ``player``'s discard the ink turn action may take now (the {C} check is the
    action's own, 6.2.8)."""
    if nobody_has(st, "discard_inkable") or not any(has(st, u, "discard_inkable") for u in in_play(st, player)):
        return []
    return list(st.table.zone(player, "discard"))
