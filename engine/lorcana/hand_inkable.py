""" "All cards in your hand count as having {C}" (Madam Mim - Hummingbird): while a card with this
ability is in play, every card in its player's hand may be put into the inkwell (4.3.3.1, 6.2.8: the
inkwell symbol). Compiled as the keyword ``hand_inkable`` on the card itself; read by
engine.lorcana.turn_actions (the ink turn action)."""

from __future__ import annotations

from .characteristics import data, has, in_play, nobody_has
from .state import LorcanaState


def has_inkwell_symbol(st: LorcanaState, player: int, uid: int) -> bool:
    """Does ``uid`` (in ``player``'s hand) count as having {C} now?"""
    if data(st, uid).get("inkable"):
        return True
    card = st.table.peek(uid)  # reading only
    return (
        card.zone == "hand"
        and card.owner == player
        and not nobody_has(st, "hand_inkable")
        and any(has(st, u, "hand_inkable") for u in in_play(st, player))
    )
