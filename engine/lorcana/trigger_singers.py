""" "Whenever one or more of your characters sings a song, you may ready those characters" (Alma Madrigal -
Accepting Grandmother): the characters that sang the song the trigger names (one singer, or every singer of
Sing Together, 10.10) become "those characters" (7.1.9) for the steps after this one. They are read from
the turn's song records (engine.lorcana.turn_records.record_sung). Op ``trigger_singers``
(engine.lorcana.ops): ``optional`` (7.1.3: one "may" for the whole sentence), ``then`` = what happens to
them. Registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .ops import GAME
from .rules import R
from .state import LorcanaState


def singers_of(st: LorcanaState, song: int | None) -> list[int]:
    """The characters that sang ``song`` this turn (its latest record), still in play."""
    for f in reversed(st.floating):
        if f.get("kind") == "sung" and f.get("turn") == st.turn and f.get("uid") == song:
            return [
                u for u in f.get("singers", []) if u in st.table.cards and st.table.cards[u].zone == "play"
            ]
    return []


@resolves(GAME, "trigger_singers")
def trigger_singers(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """ "it" becomes the singers of the trigger's song; "fail" when none is left in play (1.2.3)."""
    singers = singers_of(st, frame["trigger"].get("song"))
    if not singers:
        events.append(
            Event("nothing", f"{eff.text}: none of the singers is in play", R("1.2.3"), frame["player"])
        )
        return "fail"
    frame["it"] = singers
    return "ok"
