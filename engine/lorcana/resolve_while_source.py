"""Op ``grant_while_source``: "they can't challenge or quest while this item is in play" — ``target``
gains ``keyword`` for as long as the source stays in play (engine.lorcana.while_source; if the
source already left play, the duration is over and nothing happens, 1.2.3). Registered on import
(engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, Modifier
from engine.core.effects import Effect, resolves

from .characteristics import name
from .ops import GAME
from .resolve import resolve_targets, source_in_play
from .rules import R
from .state import LorcanaState
from .while_source import record


@resolves(GAME, "grant_while_source")
def grant_while_source(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Each target gains the keyword (a restriction such as ``cant_quest``) while the source is in play."""
    me, src = frame["player"], frame["source"]
    if not source_in_play(st, frame, eff.text, events):
        return "fail"
    uids = resolve_targets(st, frame, eff, eff.target)
    if uids is None:
        return "wait"
    for u in uids:
        st.modifiers.append(
            Modifier(
                u,
                "keyword",
                0,
                keyword=eff.keyword,
                duration="permanent",
                player=me,
                turn=st.turn,
                source=src,
            )
        )
        record(st, src, u, eff.keyword)
        events.append(
            Event(
                "keyword",
                f"{name(st, u)} gains {eff.keyword} while {name(st, src)} is in play",
                R("10.1.1"),
                me,
            )
        )
    return "ok" if uids else "fail"
