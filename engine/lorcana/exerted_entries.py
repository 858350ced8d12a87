""" "Whenever another character of yours enters play exerted" (Merida - Wisp Conjurer): the event
``entered_exerted_yours`` happens when a character of yours is in play exerted as it enters — an
effect made it enter exerted (7.7.4), it was shifted onto an exerted character (10.8.2 / 2.2.0
8.10.2), or its player chose to have it enter exerted (Bodyguard, 10.2.2, or "may enter play exerted
to …"). engine.lorcana.play (after a card is put into play) and engine.lorcana.enter_exerted (the
choice) call :func:`note_exerted_entry`."""

from __future__ import annotations

from .characteristics import ctype
from .state import LorcanaState
from .triggers import emit_others


def note_exerted_entry(st: LorcanaState, uid: int) -> None:
    """The abilities watching for a character of this player entering play exerted trigger (7.4.1)."""
    card = st.table.cards[uid]
    if card.zone == "play" and card.tapped and ctype(st, uid) == "character":
        emit_others(st, "entered_exerted_yours", uid, {})
