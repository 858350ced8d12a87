"""Whether a card entering play enters it exhausted (411.1: a card enters play ready unless
something says otherwise): its own printed restriction ("This ally enters play exhausted") or a
continuous power of another card in play (EN 714) that gives it the same restriction ("Ongoing:
Opposing allies enter play exhausted.", "Opposing heroes and allies enter play exhausted."):
``templates_statics.compile_static`` reads that wording as the ``ENTERS_EXHAUSTED`` pseudo-keyword
given to each matching card, seen here as the card stands in play (``keywords.has``)."""

from __future__ import annotations

from . import keywords as kw
from .cards.keys import ENTERS_EXHAUSTED
from .state import WowState


def enters_exhausted(st: WowState, uid: int, printed: bool) -> bool:
    """411.1 / EN 714: ``printed`` is the card's own restriction (``procedure.printed_restriction``);
    otherwise a continuous power of a card in play gives it (the card is already in its zone)."""
    return printed or kw.has(st, uid, ENTERS_EXHAUSTED)
