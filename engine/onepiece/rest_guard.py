"""Prohibitions on being rested by the opponent's effects (1-3-3: a prohibition beats an instruction):
"this Character cannot be rested by your opponent's effects" (marker ``OPP_EFFECTS``) and "… by your
opponent's Leader and Character effects" (marker ``OPP_LEADER_CHARACTER``: an effect whose card is a
Leader or a Character; their Events' and Stages' effects still rest it). resolve.apply_to asks
:func:`rest_forbidden` before an effect rests a card."""

from __future__ import annotations

from . import board
from .state import FIELD, OPState

OPP_EFFECTS = "Cannot Be Rested By Opponent's Effects"
OPP_LEADER_CHARACTER = "Cannot Be Rested By Opponent's Leader And Character Effects"


def rest_forbidden(st: OPState, uid: int, src: int, by: int) -> bool:
    """Does a marker of ``uid`` forbid player ``by``'s effect of card ``src`` to rest it?"""
    card = st.table.cards[uid]
    if card.zone not in FIELD or by == card.controller:
        return False
    kws = board.keywords(st, uid)
    if OPP_EFFECTS in kws:
        return True
    return OPP_LEADER_CHARACTER in kws and board.data(st, src).get("type") in ("Leader", "Character")
