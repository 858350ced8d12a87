"""Auto effects (8-1-3-1) on draws: "When you draw a card outside of your Draw Phase" (timing DREW_OUTSIDE_DRAW_PHASE,
per-card scripts). A draw is the draw instruction (4-5): the engine's public ``draw`` events; those of the draw phase
(6-3-1) and of the game setup (5-2-1-6) don't count. The engine notes where the events of an action begin
(:func:`start`) and looks at the new ones each time it is about to go on automatically (:func:`check`): the abilities of
the drawing player's cards in play are put on the stack then (a [Once Per Turn] one once, 10-2-13).
"""

from __future__ import annotations

from engine.core import Event

from . import board
from .board import compiled
from .state import OPState

DREW_OUTSIDE_DRAW_PHASE = "drew_outside_draw_phase"
_KEY = "_op_draw_seen"  # on the table: a copy of the table (each action) starts without it
_NOT_COUNTED = ("6-3-1", "5-2-1-6", "5-2-1-6-1")  # the draw phase, the opening hands


def start(st: OPState, events: list[Event]) -> None:
    st.table.kept[_KEY] = len(events)


def check(st: OPState, events: list[Event]) -> None:
    kept = st.table.kept
    seen = kept.get(_KEY)
    if seen == len(events):
        return  # no event since the last look (which kept that count)
    if seen is None:
        seen = len(events)
    kept[_KEY] = len(events)
    drew = set()  # (a loop: no comprehension made per look)
    for e in events[seen:]:
        if e.kind == "draw" and e.player is not None and not (e.rule is not None and e.rule.section in _NOT_COUNTED):
            drew.add(e.player)
    if not drew:
        return
    from .resolve import trigger  # resolve is loaded by then: imported when it runs

    for p in sorted(drew):
        watchers = [w for w in board.in_play(st, p) if compiled(st, w).of(DREW_OUTSIDE_DRAW_PHASE)]
        if watchers:
            trigger(st, DREW_OUTSIDE_DRAW_PHASE, watchers, events)
