"""Cards taken from the top or bottom of a deck by an effect (415.3a: the top card is the first):

- ``remove_top``: "Remove the top two cards of that ally's controller's deck from the game." (Shadow
  Word: Despair) — the top ``amount`` cards of each named player's deck (``mill.players``; a
  ``Target("ref")``: the controller of the card the power acted on before, ``engine.wow.refs``) go
  to the removed zone, face up (415.7);
- ``bottom_to_hand``: "you may put the bottom card of your deck into your hand." (Spaulders of Lost
  Secrets) — the last card of the controller's deck goes into his hand (only he sees it, 415.4a)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import refs, zone_moves
from .mill import players
from .ops import GAME, OpCall
from .rules import EN


@resolves(GAME, "remove_top")
def _remove_top(call: OpCall) -> list[Event]:
    st = call.st
    tgt = call.eff.target
    who = refs.controllers(call.link) if tgt is not None and tgt.kind == "ref" else players(call)
    events: list[Event] = []
    for q in who:
        for uid in list(st.table.zone(q, "deck"))[: max(0, call.amount)]:
            ev = zone_moves.move(st, uid, "removed", EN("709.1"), player=st.table.cards[uid].owner)
            st.table.cards[uid].known_to = list(range(st.num_players))  # removed face up: public
            ev.text = f"P{q + 1}'s top card is removed from the game"
            events.append(ev)
    return events


@resolves(GAME, "bottom_to_hand")
def _bottom_to_hand(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    deck = st.table.zone(p, "deck")
    if not deck:
        return [Event("draw", f"P{p + 1}'s deck is empty", EN("709.1"), p)]
    uid = deck[-1]
    ev = zone_moves.move(st, uid, "hand", EN("709.1"), player=p)
    ev.text = f"P{p + 1} puts the bottom card of their deck into their hand"
    return [ev]
