""" "You may put any number of cards from your hand on the bottom of your deck in any order. If you
do, draw that number of cards plus 1" (Aladdin & Genie - Mischievous Pals): the player picks the
cards (none is the "may" declined, 7.1.3); they go on the bottom facedown in the order picked (the
first picked goes under first, 8.2.4); then that many plus ``amount`` are drawn (4.2.3.1). Op
``hand_to_bottom_draw`` (engine.lorcana.ops); registered on import (engine.lorcana.flow imports
this module)."""

from __future__ import annotations

from engine.core import Event, Option
from engine.core.effects import Effect, resolves

from .characteristics import name
from .ops import GAME
from .resolve import ask_choose
from .rules import R
from .state import LorcanaState
from .zones import draw


@resolves(GAME, "hand_to_bottom_draw")
def hand_to_bottom_draw(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """ "ok" when at least one card went to the bottom (and the draw happened)."""
    me = frame["player"]
    hand = st.table.zone(me, "hand")
    picks = frame["tmp"].pop("cycle", None)
    if picks is None and hand:
        return ask_choose(
            st,
            frame,
            me,
            "Put any number of cards from your hand on the bottom of your deck (in the order picked)",
            [Option(str(u), name(st, u)) for u in hand],
            n=len(hand),
            up_to=True,
            rule=R("7.1.3"),
            key="cycle",
        )
    chosen = [int(u) for u in picks or [] if int(u) in hand]
    if not chosen:
        events.append(Event("decline", f"P{me + 1} puts no card on the bottom of their deck", R("7.1.3"), me))
        return "fail"
    for u in chosen:
        st.table.move(u, "deck", player=me, position=None)
    events.append(
        Event(
            "bottom",
            f"P{me + 1} puts {len(chosen)} card(s) from their hand on the bottom of their deck",
            R("8.2.4"),
            me,
        )
    )
    draw(st, me, len(chosen) + eff.amount, R("4.2.3.1"), events)
    return "ok"
