""" "Put all the cards in your hand on the bottom of your deck in any order" (Genie - Wonderful
Trickster): every card of the hand goes (no choice of which); the player names them in the order they
go under (the first named goes under first, 8.2.4). Op ``hand_to_bottom_all`` (engine.lorcana.ops);
registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, Option
from engine.core.effects import Effect, resolves

from .characteristics import name
from .ops import GAME
from .resolve import _ask
from .rules import R
from .state import LorcanaState


@resolves(GAME, "hand_to_bottom_all")
def hand_to_bottom_all(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Every card of your hand to the bottom of your deck, in the order you name; "fail" with an empty hand."""
    me = frame["player"]
    hand = list(st.table.zone(me, "hand"))
    if not hand:
        return "fail"
    order = frame["tmp"].pop("order", None)
    if order is None and len(hand) > 1:
        frame["tmp"]["asking"] = "order"
        return _ask(
            st,
            frame,
            me,
            "look",
            "Name every card of your hand in the order it goes on the bottom of your deck",
            [Option(str(u), name(st, u)) for u in hand],
            len(hand),
            len(hand),
            "8.2.4",
        )
    named = [int(u) for u in order or hand if int(u) in hand]
    for u in named + [u for u in hand if u not in named]:
        st.table.move(u, "deck", player=me, position=None)
    events.append(
        Event(
            "bottom",
            f"P{me + 1} puts {len(hand)} card(s) from their hand on the bottom of their deck",
            R("8.2.4"),
            me,
        )
    )
    return "ok"
