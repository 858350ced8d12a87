""""Whenever you return a Racer character card from your discard to your hand" (Fix-It Felix, Jr. -
Pint-Sized Hero): a card of yours moved from your discard to your hand (7.1.4: not a draw). The
event ``returned_from_discard_yours`` goes, after the move, to the triggered abilities of the
cards in play of the card's owner (7.4.1), once per card; the trigger's filter is matched against
the returned card."""

from __future__ import annotations

from .state import LorcanaState
from .triggers import emit_others


def returned_from_discard(st: LorcanaState, uid: int) -> None:
    """The card ``uid`` just went from its owner's discard to their hand."""
    emit_others(st, "returned_from_discard_yours", uid, {"subject": uid})
