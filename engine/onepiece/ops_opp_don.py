"""Giving DON!! cards that are not in your own cost area (op ``give_opp_don``, declared like
:mod:`engine.onepiece.ops_extra`): "Give up to 3 of your opponent's rested DON!! cards to 1 of
your opponent's Characters", "give up to 1 DON!! card from your opponent's cost area to …"
(``zone`` "opp": the opponent's cost area) and "Give up to 1 rested DON!! card to its owner's
Leader or 1 of their Characters" (``zone`` "owner": the DON!! of the chosen card's owner).

As for your own DON!! (op_resolvers.give_don): first how many, 0 to N for "up to" (1-3-5-1), then
the card (8-4-4); the DON!! are given to it (6-5-5). Fewer there than N: as many as there are
(1-3-2); a card whose owner has none gets none.
"""

from __future__ import annotations

from typing import Any

from .ops_extra import _op
from .rules import R


def _pool(st: Any, owner: int, keyword: str) -> list[int]:
    """The DON!! of ``owner``'s cost area the text allows (rested ones, or any)."""
    t = st.table
    return [u for u in t.zone(owner, "cost_area") if keyword == "any" or t.cards[u].tapped]


def _give(st: Any, frame: Any, eff: Any, uid: int, events: list) -> None:
    from engine.core import Event

    from . import board

    owner = st.table.cards[uid].controller if eff.zone == "owner" else board.opponent(frame.controller)
    pool = _pool(st, owner, eff.keyword)
    n = min(len(pool), eff.amount if frame.amount < 0 else frame.amount)
    for don in pool[:n]:
        board.give_don(st, don, uid)
    events.append(Event("don", f"P{frame.controller + 1} gives {n} of P{owner + 1}'s DON!! to {board.name(st, uid)}", R("6-5-5"),
                        frame.controller))


@_op("give_opp_don", ("amount", "target", "keyword", "stat", "zone"),
     "give {upto}{amount} DON!! card(s) of your opponent's (or the card owner's) cost area to {target}")
def give_opp_don(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event

    from . import board
    from .op_resolvers import how_many
    from .ops import UP_TO
    from .stack import per_target

    if picks is None:
        opp = board.opponent(frame.controller)
        owners = [opp] if eff.zone == "opp" else [frame.controller, opp]
        there = max(len(_pool(st, q, eff.keyword)) for q in owners)
        n = how_many(st, frame, eff, there, "give DON!!", f"{eff.keyword} DON!!".replace("any ", ""), "the cost area", events)
        if n is None:
            return False
        if n == 0 and eff.stat == UP_TO:
            events.append(Event("don", f"P{frame.controller + 1} gives no DON!!", R("1-3-5-1"), frame.controller))
            return True
        frame.amount = n
    return per_target(_give)(st, frame, eff, picks, events)
