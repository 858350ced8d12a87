"""Instructions whose number is a count made when they resolve (8-1-3-1), for "Draw a card for each of your {Neptunian}
type Characters. Then, trash the same number of cards from your hand":

- ``count_cards``: counts the cards of the ``target`` filter (kind ``each``) now and keeps the number as the ability's
  count (``frame.counted``; a following ``draw`` with keyword ``counted`` draws that many);
- ``discard_counted``: the player trashes that many cards from their hand (10-2-14-1: they choose which), all of them
  when they have fewer (1-3-2); 0 does nothing (1-3-2-2).

The resolvers import the game modules when they run: this module is loaded before them.
"""

from __future__ import annotations

from typing import Any

from .ops_extra import _op
from .rules import R


@_op("count_cards", ("target",), "count {target} (the number of a later \"for each\" / \"the same number\")")
def count_cards(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event

    from .stack import candidates

    frame.counted = len(candidates(st, frame, eff.target))
    events.append(Event("effect", f"P{frame.controller + 1} counts {frame.counted}", R("8-1-3-1"), frame.controller))
    return True


@_op("discard_counted", (), "trash as many cards from your hand as were counted")
def discard_counted(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from . import board
    from .only_answer import forced
    from .stack import new_choice

    p = frame.controller
    hand = list(st.table.zone(p, "hand"))
    n = min(frame.counted, len(hand))
    if n <= 0:
        return True
    if picks is None and forced(st, p, "target", hand, n, f"{board.name(st, frame.src)}: trash {n} card(s) from your hand",
                                R("10-2-14-1"), events):
        picks = hand
    if picks is None:
        st.pending.insert(0, new_choice(st, p, "target", f"{board.name(st, frame.src)}: trash {n} card(s) from your hand", hand,
                                        n, n, R("10-2-14-1")))
        return False
    for uid in picks:
        if st.table.cards[uid].zone == "hand":
            events.append(board.move_card(st, uid, "trash", R("10-2-14-1"), position=0))
    return True
