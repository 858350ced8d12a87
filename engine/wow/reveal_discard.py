"""Printed: "Target opponent reveals the top card of his deck, and then he reveals his hand and discards all
cards that share a card type with the revealed card." (Revealing Strike): the op
``reveal_discard_type`` — the targeted player (a chosen player, by his hero, EN 706;
``Target("opponent")``: the opponent) reveals his top card (it stays on top) and his hand, then
discards, one at a time, every card in his hand of one of its card types (203.3: a totem is an
ability and an ally, 305.3a). With an empty deck nothing is revealed and nothing discarded."""

from __future__ import annotations

from engine.core import Event, effects
from engine.core.effects import resolves

from .card_types import card_types
from .ops import GAME, OpCall
from .rules import R


@resolves(GAME, "reveal_discard_type")
def _reveal_discard_type(call: OpCall) -> list[Event]:
    from .procedure import discard_cards  # (as ``random_discard`` does: procedure doesn't import this module)

    st = call.st
    tgt = call.eff.target
    who = (
        [1 - call.player]
        if tgt is not None and tgt.kind == "opponent"
        else sorted({st.table.cards[u].controller for u in call.uids})
    )
    events: list[Event] = []
    for q in who:
        top = st.table.top(q, "deck", 1)
        if not top:
            events.append(Event("reveal", f"P{q + 1} has no card in his deck to reveal", R("415.3a"), q))
            continue
        events.append(effects.reveal(st.table, top, R("415.3a"), q))
        hand = list(st.table.zone(q, "hand"))
        if hand:
            events.append(effects.reveal(st.table, hand, R("415.4a"), q))
        kinds = card_types(st, top[0])
        events += discard_cards(st, q, [u for u in hand if card_types(st, u) & kinds])
    return events
