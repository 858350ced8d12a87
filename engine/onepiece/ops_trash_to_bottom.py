"""``trash_any_to_bottom``: "place any number of Character cards with a cost of 4 or more from your trash at the bottom of your
deck in any order" (OP07-091 Monkey.D.Luffy), declared like :mod:`engine.onepiece.ops_extra`. The player picks 0 or more
cards of their trash that fit the ``target`` filter (1-3-5-1: any number, none included), then orders them (1-3-8, a
``deck_order`` choice); their number is the ability's count (``frame.counted``) for "… for every 3 cards placed at the
bottom of your deck" (a following ``modify_stat`` with keyword ``for_each:3``, 8-1-3-1: read once when it resolves).

The resolver imports the game modules when it runs: this module is loaded before them.
"""

from __future__ import annotations

from typing import Any

from .ops_extra import _op
from .rules import R


@_op("trash_any_to_bottom", ("target",),
     "place any number of the cards of your trash the text names ({target}) at the bottom of your deck in any order (counted)")
def trash_any_to_bottom(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from . import board
    from .stack import new_choice, order_bottom, took_only

    p = frame.controller
    flt = {k: v for k, v in (eff.target.filter if eff.target else {}).items() if k not in ("side", "zone")}
    fits = [u for u in st.table.zone(p, "trash") if not flt or board.matches(st, u, flt, p, frame.src)]
    if picks is None:
        frame.counted = 0
        if not fits:  # none is the only answer: the log says so and why (a public zone)
            took_only(st, p, "target", [], f"{board.name(st, frame.src)}: place none from your trash", "no card of your trash fits",
                      R("1-3-2"), events)
            return True
        st.pending.insert(0, new_choice(st, p, "target", f"{board.name(st, frame.src)}: place any number of these cards from your "
                                        "trash at the bottom of your deck", fits, 0, len(fits), R("1-3-5-1")))
        return False
    going = [u for u in picks if u in fits]
    frame.counted = len(going)
    return order_bottom(st, p, going, events, "effect")  # in any order (1-3-8)
