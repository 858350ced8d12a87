"""Auto effects (8-1-3-1) on cards trashed from a hand by a given kind of card's effect: "When a card is trashed from
your hand by your {Navy} type card's effect, draw cards equal to the number of cards trashed" (timing HAND_TRASHED_BY,
per-card scripts).

resolve.run_effect and resolve.pay_cost (a cost is part of the ability, 8-3-1) hand over the hands as they were before
the step and the ability's frame: when cards of the frame's controller's hand went to the trash, the abilities of that
player's cards in play whose condition ``trashed_by`` (a filter) fits the ability's card trigger, with the number
trashed kept as the ability's count (``frame.counted``: "draw cards equal to the number of cards trashed").
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Event

from . import board
from .board import compiled
from .cards.templates_timings import HAND_TRASHED_BY
from .state import Frame, OPState

Trigger = Callable[..., None]
"""resolve.trigger, handed in by resolve (which calls this module)."""


def trashed(st: OPState, hands: list[list[int]], frame: Frame, events: list[Event], trigger: Trigger) -> None:
    p = frame.controller
    t = st.table
    n = sum(1 for u in hands[p] if (c := t.peek(u, None)) is not None and c.zone == "trash") if p < len(hands) else 0
    if not n or frame.src not in t.cards:
        return
    for w in board.in_play(st, p):
        for index, ab in compiled(st, w).of(HAND_TRASHED_BY):
            flt = {
                k: v
                for k, v in ((ab.condition or {}).get("trashed_by") or {}).items()
                if k not in ("side", "zone")
            }
            if flt and not board.matches(st, frame.src, flt, p, w, printed=True):
                continue
            before = len(st.stack)
            trigger(st, HAND_TRASHED_BY, [w], events, only={(w, index)})
            for pushed in st.stack[before:]:
                pushed.counted = n  # "the number of cards trashed"
