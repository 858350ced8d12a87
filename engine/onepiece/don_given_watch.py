"""Auto effects (8-1-3-1) on DON!! cards given: "When this Leader or any of your Characters is given a DON!! card" (timing
DON_GIVEN, per-card scripts). A card is given a DON!! card when one is placed under it (6-5-5): by the main-phase action
(6-5-5-1) or by an effect. The engine notes under which card each DON!! card is (:func:`start`, each action) and compares
each time it is about to go on automatically (:func:`check`): a player whose Leader or Characters got DON!! cards since the
last look has the abilities of their cards in play put on the stack (once per look; [Once Per Turn]: 10-2-13).
"""

from __future__ import annotations

from engine.core import Event

from . import board
from .board import compiled
from .state import OPState

DON_GIVEN = "don_given"
_KEY = "_op_don_given_seen"  # on the table: a copy of the table (each action) starts without it


def _under(st: OPState) -> dict[int, int]:
    """Each given DON!! card → the card it is given to."""
    t = st.table
    return {d: t.cards[d].attached_to for p in range(st.num_players) for d in t.zones[p]["attached_don"]
            if t.cards[d].attached_to is not None}


def start(st: OPState) -> None:
    st.table.kept[_KEY] = _under(st)


def check(st: OPState, events: list[Event]) -> None:
    now = _under(st)
    seen = st.table.kept.get(_KEY)
    st.table.kept[_KEY] = now
    if seen is None or seen == now:
        return
    hosts = {h for d, h in now.items() if seen.get(d) != h and h in st.table.cards}
    if not hosts:
        return
    from .resolve import trigger  # resolve is loaded by then: imported when it runs

    for p in range(st.num_players):
        if any(st.table.cards[h].controller == p and st.table.cards[h].zone in ("leader", "characters") for h in hosts):
            watchers = [w for w in board.in_play(st, p) if compiled(st, w).of(DON_GIVEN)]
            if watchers:
                trigger(st, DON_GIVEN, watchers, events)
