""" "You may choose an opposing character. If you do, draw 2 cards unless that character's player
puts that card on the bottom of their deck" (Hades - Looking for a Deal): the chosen card's player
decides (7.1.3: their choice); if they put it on the bottom of their deck (it leaves play, its
cards under it going along, 5.1.7), the following effect doesn't happen. Op ``unless_bottom``
(engine.lorcana.ops); registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .characteristics import name
from .ops import GAME
from .resolve import ask_may, one_target
from .rules import R
from .state import LorcanaState
from .zones import leave_play


@resolves(GAME, "unless_bottom")
def unless_bottom(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """``target``: the card ("it"); "ok" (the ``then`` happens) when its player keeps it, "fail"
    when they put it on the bottom of their deck or it is gone."""
    uid = one_target(st, frame, eff)
    if isinstance(uid, str):
        return uid
    them = st.table.cards[uid].controller
    said = ask_may(
        st,
        frame,
        them,
        f"Put {name(st, uid)} on the bottom of your deck? (If not, P{frame['player'] + 1} draws)",
    )
    if said is None:
        return "wait"
    if said:
        leave_play(st, uid, "deck", R("7.1.3"), events, position=None)
        return "fail"
    events.append(Event("keep", f"P{them + 1} keeps {name(st, uid)}", R("7.1.3"), them))
    return "ok"
