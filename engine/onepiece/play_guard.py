"""A card's own prohibition on being played by effects: "This card in your hand cannot be played by
effects." (1-3-3: a prohibition beats an instruction; marker ``NO_PLAY_BY_EFFECTS`` on the card's own
continuous text, read while the card is in the hand). resolve.apply_to asks :func:`effect_play_forbidden`
before an effect plays a card; playing it from the hand by paying its cost (2-7-2) is not an effect."""

from __future__ import annotations

from . import board
from .state import OPState

NO_PLAY_BY_EFFECTS = "rule:no_play_by_effects_from_hand"


def effect_play_forbidden(st: OPState, uid: int) -> bool:
    """Is ``uid`` a card in a hand whose own text forbids effects to play it?"""
    if st.table.cards[uid].zone != "hand":
        return False
    return any(e.keyword == NO_PLAY_BY_EFFECTS for a in board.compiled(st, uid).continuous for e in a.effects)
