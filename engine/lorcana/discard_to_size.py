""" "At the end of each opponent's turn, if they have more than 3 cards in their hand, they discard until
they have 3 cards in their hand" (Prince John's Mirror): the player whose turn it is ("they") chooses the
cards they discard (8.3.4); the hand is counted as the effect resolves, and a hand of 3 or fewer is left
alone (7.4.4: the "if" is checked again on resolution; no drawing, unlike ``hand_to_size``). Op
``discard_to_size`` (engine.lorcana.ops); registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .discard_prevention import keeps_hand
from .ops import GAME
from .resolve import ask_discard
from .rules import R
from .state import LorcanaState
from .zones import move_card


@resolves(GAME, "discard_to_size")
def discard_to_size(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """The active player discards (their choice) down to ``amount`` cards; "fail" when they have no more."""
    p = st.active
    hand = list(st.table.zone(p, "hand"))
    if len(hand) <= eff.amount:
        events.append(
            Event("nothing", f"P{p + 1} has {len(hand)} card(s) in hand: nothing to discard", R("7.4.4"), p)
        )
        return "fail"
    if "discard" not in frame["tmp"] and keeps_hand(st, p, eff, events):
        return "fail"  # 7.7.5
    picks = frame["tmp"].pop("discard", None)
    if picks is None:
        n = len(hand) - eff.amount
        return ask_discard(st, frame, p, hand, n)
    for u in picks:
        events.append(move_card(st, u, "discard", R("8.3.4")))
    return "ok"
