"""A whole hand discarded (415.9d): "Target player discards his hand." (Darkness), "Discard your
hand, then draw a card." (Test of Faith). The op ``discard_hand``: each named player
(``mill.players``: the targeted one, the opponent, each player or the link's controller) discards
every card in his hand, one at a time (``procedure.discard_cards``); nothing is chosen."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import discard_ban
from .mill import players
from .ops import GAME, OpCall
from .rules import R


@resolves(GAME, "discard_hand")
def _discard_hand(call: OpCall) -> list[Event]:
    from .procedure import discard_cards  # (as hand_look does: procedure doesn't import this module)

    st = call.st
    events: list[Event] = []
    for q in players(call):
        if discard_ban.cant_discard(st, q):  # 415.9d: not even an empty hand is discarded (103.2)
            events.append(discard_ban.refused(q))
            continue
        hand = list(st.table.zone(q, "hand"))
        events.append(Event("discard", f"P{q + 1} discards their hand ({len(hand)} card(s))", R("415.9d"), q))
        events += discard_cards(st, q, hand)
    return events
