""""Look at the top 3 cards of your deck. Put them back on the top of your deck in any order"
(Reflection, Pascal - Inquisitive Pet): only the player sees the cards (7.1.10); they choose the
new order one card at a time, top card first (the last card left takes the last place). Op
``order_top`` (engine.lorcana.ops); registered on import (engine.lorcana.flow imports this
module)."""

from __future__ import annotations

from engine.core import Event, Option
from engine.core.effects import Effect, resolves

from .characteristics import name
from .deck_ends import put_on_top
from .ops import GAME
from .resolve import _ask, look_once
from .state import LorcanaState


@resolves(GAME, "order_top")
def order_top(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Look at the top ``amount`` cards of your deck and put them back on top in the order you
    choose; "fail" with an empty deck (1.2.3)."""
    me = frame["player"]
    look_once(st, frame, me, eff.amount, events)
    looked = frame["tmp"]["looked"]
    order = frame["tmp"].setdefault("order", [])
    got = frame["tmp"].pop("next", None)
    if got:
        order.append(got[0])
    left = [u for u in looked if u not in order]
    if len(left) > 1:
        frame["tmp"]["asking"] = "next"
        where = "the top card of your deck" if not order else f"card {len(order) + 1} from the top (below {name(st, order[-1])})"
        return _ask(st, frame, me, "look", f"Choose {where}", [Option(str(u), name(st, u)) for u in left], 1, 1, "7.1.10")
    order.extend(left)
    put_on_top(st, me, order, events)
    return "ok" if order else "fail"
