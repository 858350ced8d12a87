"""Prevention made as each turn starts (EN 717.2; no trigger, no chain: "as" the turn starts, 500.1):
"As each turn starts, prevent the next damage that Dundee would be dealt this turn." (helper allystatic).
The card has the pseudo-keyword ``SHIELD_EACH_TURN`` (a ``grant_keyword`` continuous power on itself);
``procedure.start_turn`` calls :func:`start` at every turn's start, which gives each such character in play
a shield for the whole next packet dealt to it this turn (``keys.NEXT_PACKET``, used up by ``damage.deal``;
the turn's shields end with it)."""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from .cards.keys import NEXT_PACKET
from .rules import EN
from .state import Shield, WowState

SHIELD_EACH_TURN = "Shield As Each Turn Starts"
"""The pseudo-keyword: as each turn starts, prevent the next damage this character would be dealt this turn."""


def start(st: WowState) -> list[Event]:
    """The shields of this turn's start, one per character in play with ``SHIELD_EACH_TURN``."""
    if kw.none_has(st, SHIELD_EACH_TURN):
        return []
    events = []
    for p in range(st.num_players):
        for uid in st.table.zone(p, "allies") + st.table.zone(p, "hero_row"):
            if kw.is_character(st, uid) and kw.has(st, uid, SHIELD_EACH_TURN):
                st.shields.append(Shield(uid, NEXT_PACKET, st.turn, uid))
                events.append(Event("prevent", f"Prevent the next damage to {kw.name(st, uid)} this turn", EN("717.2"), p, data={"uid": uid}))
    return events
