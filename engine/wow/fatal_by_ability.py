""""When an ally is destroyed by fatal damage dealt with an ability you control, remove that ally from the game."
(Akama's Sash; EN 703, 405.2, 408.3d, 410.6a; helper x32dmg).

:func:`note` (called by ``procedure.event_triggers`` before the triggers read the event) keeps, for this turn, the
player who controlled the ability card whose effect dealt an ally a fatal packet (405.2: its damage at least its health
then; 408.3d: the packet is "dealt with" that card, the packet's ``via``; 401.1: the ability's controller as it
resolves). When that ally is then destroyed by the check of 410.6a (fatal damage), the destroy event is marked with that
player (:data:`KEY`); a ``destroyed_filtered`` trigger whose cost has ``fatal_ability`` fires only for an ally so marked
for its own controller (``event_triggers``)."""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from .state import WowState

EV = "xa32_fatal_with_ability"
"""Turn-log entry: {"ev", "to": the ally, "who": the ability's controller, "turn"}."""
KEY = "fatal_ability_by"
"""Destroy event data key: the player whose ability dealt the fatal damage."""
KINDS = frozenset({"damage", "destroy"})


def note(st: WowState, ev: Event) -> None:
    d = ev.data or {}
    uid = d.get("uid")
    if not isinstance(uid, int):
        return
    if ev.kind == "damage" and d.get("fatal") and d.get("n", 0) > 0:
        via = d.get("via")
        if isinstance(via, int) and via in st.table.cards and kw.ctype(st, via) == "ability" and uid in st.table.cards and kw.is_ally(st, uid):
            st.turn_log.append({"ev": EV, "to": uid, "who": st.table.peek(via).controller, "turn": st.turn})
    elif ev.kind == "destroy" and "card_id" in d and getattr(ev.rule, "section", None) == "410.6a" and not getattr(ev.rule, "outside", ""):
        for e in reversed(st.turn_log):
            if e.get("ev") == EV and e.get("to") == uid and e.get("turn") == st.turn:
                d[KEY] = e["who"]
                return


def fits(data: dict | None, player: int) -> bool:
    """The destroy event was fatal damage dealt with an ability ``player`` controlled."""
    return (data or {}).get(KEY) == player
