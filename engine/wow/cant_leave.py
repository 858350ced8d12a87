"""Invincible cards can't leave play (the keyword's reminder text: "It can't leave play, be targeted, or be
dealt damage"): an effect that would return one to its owner's hand, remove it from the game or put it into a
deck leaves it where it is (103.2: what can't happen doesn't); so does Will of the Forsaken ("can't leave play
unless it has fatal damage or 0 health") while the card has neither. Destroying is refused in
``leaving_play.destroy`` (``keywords.cant_be_destroyed``); the game itself still moves it (103.3)."""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from .rules import R
from .state import WowState


def stays(st: WowState, uid: int) -> Event | None:
    """The event saying ``uid`` stays in play, if it can't leave it; else None."""
    if kw.in_play(st, uid) and kw.has(st, uid, kw.INVINCIBLE):
        return Event("not_moved", f"{kw.name(st, uid)} is Invincible: it can't leave play", R("103.2"),
                     st.table.cards[uid].controller, data={"uid": uid})
    if kw.in_play(st, uid) and kw.forsaken_holds(st, uid):
        return Event("not_moved", f"{kw.name(st, uid)} has Will of the Forsaken: it can't leave play unless it has fatal damage or 0 health",
                     R("103.2"), st.table.cards[uid].controller, data={"uid": uid})
    return None
