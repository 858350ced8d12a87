"""Goliath - Clan Leader: "at the end of each player's turn, if they have more than 2 cards in their
hand, they choose and discard cards until they have 2. If they have fewer than 2 cards in their
hand, they draw until they have 2." The player whose turn ends ("they") is the one named; the hand
is counted as the effect resolves; they choose the cards they discard (8.3.4) and draw one card at
a time (4.2.3.1). Op ``hand_to_size`` (engine.lorcana.ops); registered on import
(engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .discard_prevention import keeps_hand
from .ops import GAME
from .resolve import ask_discard
from .rules import R
from .state import LorcanaState
from .zones import draw, move_card


@resolves(GAME, "hand_to_size")
def hand_to_size(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """The active player's hand becomes ``amount`` cards: extra cards are discarded (their choice),
    missing ones drawn. "fail" when the hand already has exactly that many."""
    p = st.active
    hand = list(st.table.zone(p, "hand"))
    if len(hand) > eff.amount:
        if "discard" not in frame["tmp"] and keeps_hand(st, p, eff, events):
            return "fail"  # 7.7.5
        picks = frame["tmp"].pop("discard", None)
        if picks is None:
            n = len(hand) - eff.amount
            return ask_discard(st, frame, p, hand, n)
        for u in picks:
            events.append(move_card(st, u, "discard", R("8.3.4")))
        return "ok"
    if len(hand) < eff.amount:
        return "ok" if draw(st, p, eff.amount - len(hand), R("4.2.3.1"), events) else "fail"
    return "fail"
