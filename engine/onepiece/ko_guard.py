"""Whether a card on the field may be K.O.'d now (1-3-3: a prohibition beats an instruction).

``by`` is the player whose effect K.O.s the card (None: a K.O. in battle, 7-1-4-1). "Cannot be
K.O.'d" stops every K.O.; "… in battle" only battle K.O.s; "… by effects" every K.O. by an effect;
"… by your opponent's effects" only a K.O. by an effect of the card's opponent."""

from __future__ import annotations

from . import board
from .cards.templates_ko_guard import NO_KO_BY_OPP
from .state import OPState


def ko_blocked(st: OPState, uid: int, by: int | None) -> bool:
    """1-3-3: True when a prohibition on ``uid`` stops this K.O."""
    if by is None:
        return board.prohibited(st, uid, "Cannot Be K.O.'d", "Cannot Be K.O.'d In Battle")
    if board.prohibited(st, uid, "Cannot Be K.O.'d", "Cannot Be K.O.'d By Effects"):
        return True
    return by != st.table.cards[uid].controller and board.prohibited(st, uid, NO_KO_BY_OPP)
