"""Remember Me: "For the rest of this turn, you may play characters from your discard. If you do, they enter
play exerted and you can't play characters with the same name as characters you played this way this turn"
(op ``permit_discard_plays``, ``condition`` = {"filter": {...}}). A permission (1.2.1: the card's text beats
4.3.4.2's "from your hand"), paying the cost as usual; the played card enters play exerted (7.7.4) and its
name is then barred for the turn (1.2.2; with another permission also in force, such as The Horned King's, a
play from the discard counts as made this way). The permission is a ``state.floating`` entry read by
engine.lorcana.discard_plays (the play and the legal plays) and engine.lorcana.prohibitions (the bar).
Registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .discard_plays import TURN_PERMISSION
from .ops import GAME
from .rules import R
from .state import LorcanaState


@resolves(GAME, "permit_discard_plays")
def permit_discard_plays(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Until the end of this turn (4.4.1.3), the player may play matching cards from their discard."""
    me = frame["player"]
    flt = dict((eff.condition or {}).get("filter", {}))
    st.floating.append(
        {"kind": TURN_PERMISSION, "player": me, "turn": st.turn, "filter": flt, "played_names": []}
    )
    events.append(
        Event(
            "permission",
            f"For the rest of this turn, P{me + 1} may play characters from their discard",
            R("1.2.1"),
            me,
        )
    )
    return "ok"
