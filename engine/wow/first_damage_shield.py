"""Prevention of the first damage a character would be dealt each turn (EN 717; helper wflip): "Prevent
the first 1 damage that would be dealt to Valerie each turn." The card has the pseudo-keyword
``FIRST_DAMAGE`` (amount N, a ``grant_keyword`` continuous power on itself). As each turn starts
(``procedure.start_turn``, no chain) each such character in play gets a shield of N for this turn, used
up by the first damage dealt to it (``damage.deal``; the turn's shields end with it). A character that
comes to have it during a turn (a hero flipped to that face, ``faces.flip``) gets the shield then, unless
it was already dealt damage this turn (that was the first)."""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from .cards.keys import NEXT_PACKET
from .rules import EN
from .state import Shield, WowState

FIRST_DAMAGE = "Prevent First Damage Each Turn"
"""The pseudo-keyword (amount = N): the first N damage that would be dealt to it each turn is prevented."""


def _shield(st: WowState, uid: int) -> list[Event]:
    n = kw.keywords(st, uid).get(FIRST_DAMAGE, 0)
    if n <= 0 or any(s.uid == uid and s.source == uid and s.turn == st.turn and s.amount != NEXT_PACKET for s in st.shields):
        return []
    st.shields.append(Shield(uid, n, st.turn, uid))
    return [Event("prevent", f"Prevent the first {n} damage that would be dealt to {kw.name(st, uid)} this turn", EN("717"),
                  st.table.peek(uid).controller, data={"uid": uid})]


def start(st: WowState) -> list[Event]:
    """The shields of this turn's start, one per character in play with ``FIRST_DAMAGE``."""
    if kw.none_has(st, FIRST_DAMAGE):
        return []
    events: list[Event] = []
    for p in range(st.num_players):
        for uid in st.table.zone(p, "allies") + st.table.zone(p, "hero_row"):
            if kw.is_character(st, uid) and kw.has(st, uid, FIRST_DAMAGE):
                events += _shield(st, uid)
    return events


def dealt_this_turn(st: WowState, uid: int) -> bool:
    """Whether ``uid`` was dealt damage this turn (``st.turn_log``)."""
    return any(e.get("ev") == "damage" and e.get("to") == uid and e.get("turn") == st.turn for e in st.turn_log)


def on_flip(st: WowState, uid: int) -> list[Event]:
    """A hero just flipped to a face with the power: this turn's shield, if no damage was dealt to it yet; to a
    face without it: its own shield of this turn is gone (301.2a)."""
    if kw.none_has(st, FIRST_DAMAGE) or not kw.has(st, uid, FIRST_DAMAGE):
        st.shields = [s for s in st.shields if not (s.uid == uid and s.source == uid and s.turn == st.turn and s.amount != NEXT_PACKET)]
        return []
    return [] if dealt_this_turn(st, uid) else _shield(st, uid)
