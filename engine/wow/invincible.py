"""Invincible and "can't leave play" (103.2). Invincible is defined neither in the Japanese rules
v6.0 nor in the checklist; it is read from its reminder text: "It can't leave play, be targeted, or
be dealt damage." (Ring of Invincibility, Monstrous Intervention, Divine Redemption). Its three
restrictions are checked where the things they stop happen: here (an effect moving a card out of
play: returned to hand, removed from the game, put into a deck; destruction through
``keywords.cant_be_destroyed``), ``targets._in_play_targets`` (no one may target it) and
``damage.deal`` (no packet is made, 405.5). The game itself still moves it (103.3: uniqueness
fixes, host checks and removal of a player who lost are not stopped).

Every effect that moves a card out of play asks :func:`cant_leave_play` first and logs :func:`stays`
instead: ``procedure`` (to hand, removed, into a deck), ``forced`` and ``wshot2`` picks, ``deckorder``,
``flicker``, ``name_purge``, ``resource_moves``, ``resource_row``, ``richer_controller``, ``fatal_followups``,
``next_turn_return``, ``later_token_removal`` and ``delayed`` (a return from play); a cost that would move
it can't be paid (``activation.problem``, ``choice_cost``)."""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from .cards.keys import CANT_LEAVE_PLAY, INVINCIBLE
from .rules import R
from .state import WowState


def cant_leave_play(st: WowState, uid: int) -> bool:
    """103.2: the card is in play and has Invincible or "can't leave play" now, or Will of the Forsaken ("can't
    leave play unless it has fatal damage or 0 health") while it has neither."""
    return kw.in_play(st, uid) and (kw.has(st, uid, INVINCIBLE) or kw.has(st, uid, CANT_LEAVE_PLAY) or kw.forsaken_holds(st, uid))


def stays(st: WowState, uid: int) -> Event:
    """The event of an effect that would move ``uid`` out of play and can't (103.2)."""
    return Event("not_moved", f"{kw.name(st, uid)} can't leave play", R("103.2"), st.table.cards[uid].controller, data={"uid": uid})
