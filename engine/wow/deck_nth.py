"""Printed: "Put the card tenth from the top of your deck in your hand." (Tuskarr Kite): the op
``nth_from_top_to_hand`` — the ``amount``-th card from the top of the link's controller's deck goes
into his hand (415.2), unseen by the opponent; a deck with fewer cards has no such card and nothing
happens."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import zone_moves
from .ops import GAME, OpCall
from .rules import EN


@resolves(GAME, "nth_from_top_to_hand")
def _nth_from_top_to_hand(call: OpCall) -> list[Event]:
    st, p, n = call.st, call.player, max(1, call.amount)
    top = st.table.top(p, "deck", n)
    if len(top) < n:
        return [
            Event(
                "move",
                f"P{p + 1}'s deck has fewer than {n} cards: nothing is put into his hand",
                EN("709"),
                p,
            )
        ]
    return [zone_moves.move(st, top[n - 1], "hand", EN("709"), player=p)]
