"""ONE PIECE's "Choose a cost and reveal 1 card from the top of your opponent's deck. If the revealed
card has the chosen cost, …" (op ``reveal_chosen_cost``, declared like :mod:`engine.onepiece.ops_extra`).

The ability's player chooses a cost (0 to 10, the costs cards are printed with), then the top card
of the opponent's deck is revealed to both players (11-2-1); it stays where it is. The frame's
revealed card (``frame.looked``) is that card only when its cost is the chosen one, so the following
"If the revealed card has the chosen cost, …" reads as the condition ``{"revealed": {}}`` (a
revealed card that matched: resolve checks it, 8-3-2). An empty deck reveals nothing: no match.
"""

from __future__ import annotations

from typing import Any

from .ops_extra import _op
from .rules import R

COSTS = range(11)
"""The costs a player may choose (cards are printed with costs 0 to 10)."""


@_op("reveal_chosen_cost", (), "choose a cost and reveal the top card of your opponent's deck")
def reveal_chosen_cost(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event, Option, choices, effects

    from . import board

    p = frame.controller
    if picks is None:
        opts = [Option(str(c), f"cost {c}") for c in COSTS]
        st.pending.insert(0, choices.choose_n(p, "target", f"{board.name(st, frame.src)}: choose a cost", opts, n=1,
                                              rule=R("8-4-4")))
        return False
    chosen = picks[0]
    top = st.table.top(board.opponent(p), "deck", 1)
    events.append(Event("effect", f"P{p + 1} chooses cost {chosen}", R("8-4-4"), p))
    if top:
        events.append(effects.reveal(st.table, top, R("11-2-1"), p))
    frame.looked = [u for u in top if board.cost(st, u) == chosen]
    if top and not frame.looked:
        events.append(Event("effect", f"{board.name(st, top[0])} does not have the chosen cost", R("8-3-2"), p))
    return True
