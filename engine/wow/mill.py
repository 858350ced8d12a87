"""Putting the top cards of a deck into the graveyard ("Target player puts the top two cards of his
deck into his graveyard.", read by ``engine.wow.cards.templates_mill``): the ``mill`` op moves the top
``amount`` cards (415.3a: the top of the deck) of each named player's deck one at a time into his own
graveyard (415.2), face up and public there (415.5a); a deck with fewer cards gives what it has. The
player is the targeted one (a player target stands for him by his hero, EN 706), the opponent
(``Target("opponent")``), each player (``"each_player"``), the triggering card's controller (``"event"``) or the link's
controller (``"player"``)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import grave_route
from .ops import GAME, OpCall
from .rules import R


def players(call: OpCall) -> list[int]:
    """The players whose decks the effect names."""
    st, tgt = call.st, call.eff.target
    kind = tgt.kind if tgt is not None else "player"
    if kind == "opponent":
        return [1 - call.player]
    if kind == "each_player":
        return [st.active, 1 - st.active]
    if kind in ("chosen", "event"):  # "event": the triggering card's controller ("its controller puts …", helper w30quest)
        return sorted({st.table.cards[u].controller for u in call.uids})
    return [call.player]


@resolves(GAME, "mill")
def _mill(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    for q in players(call):
        for _ in range(max(0, call.amount)):
            deck = st.table.zone(q, "deck")
            if not deck:
                break
            uid = deck[0]  # 415.3a: the top card
            events.append(
                grave_route.move(st, uid, R("415.2"), player=st.table.cards[uid].owner)
            )
    return events
