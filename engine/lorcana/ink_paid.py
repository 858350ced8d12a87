""""Whenever you pay 2 {I} or less to play a card" (Babyhead, Jessie - Lively Cowgirl, Buzz Lightyear -
On the Way): after a card is played by paying its ink cost — the printed cost or a Shift cost, after
cost modifiers (4.3.4.5-4.3.4.6; ink drops included) — its player's other cards in play that watch
``paid_play_yours`` trigger with the amount paid; the trigger's filter ``paid_max`` keeps the
plays that paid that much or less (engine.lorcana.triggers.emit_others). A card played for free,
sung or shifted by discarding is played for an alternate cost (4.3.4.4, 4.3.4.10): no ink is paid, so it does
not trigger."""

from __future__ import annotations

from .state import LorcanaState
from .triggers import emit_others

EVENT = "paid_play_yours"


def note_ink_paid(st: LorcanaState, uid: int, mode: str, paid: int, by_discard: bool) -> None:
    """``uid`` was just played with ``mode`` ("ink", "shift", "sing" …) paying ``paid`` ink."""
    if mode in ("ink", "shift") and not by_discard:
        emit_others(st, EVENT, uid, {"ink_paid": paid}, exclude_self=True)
