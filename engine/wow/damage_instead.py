"""Packets replaced as a whole by something that is not damage (408.2a / EN 716; helper x32dmg), asked by ``damage.deal``
with the packet's size after its replacements and prevention (what "would be dealt", 405.5: a packet prevented to
nothing is never dealt, so nothing is replaced). Nothing "was dealt" (no ``damage`` event): "when … is dealt damage"
powers don't trigger.

- "If Husam would be dealt damage, remove that many +1 / +1 counters from him instead." (General Husam): the continuous
  op :data:`OP` (on the card itself, ``stat`` the counter kind): that many counters of the kind are removed from it
  instead (as many as it has, 404.1);
- "If this ally would deal damage to a hero, remove that many cards from the top of that hero's controller's deck from
  the game instead." (Shadowy Apparition): the continuous op :data:`TO_DECK` (on the dealer): a packet it would deal to
  a hero — that many cards from the top of the deck of that hero's controller are removed from the game instead, face
  up (415.7, as ``deck_edges.remove_top``; fewer if the deck holds fewer)."""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from . import zone_moves
from .counters import remove_counters
from .rules import R
from .state import WowState

OP = "xa32_counters_instead"
TO_DECK = "xa32_deck_removal_instead"


def instead(st: WowState, source: int | None, target: int, amount: int) -> list[Event] | None:
    """The events replacing the packet (None: it is dealt as it is)."""
    if amount <= 0:
        return None
    if source is not None and kw.sources_doing(st, TO_DECK) and kw.is_hero(st, target) and source in st.table.cards and kw.in_play(st, source) \
            and any(e.op == TO_DECK for e in kw.statics(st, source, TO_DECK)):
        q = st.table.peek(target).controller
        events = [Event("replace", f"{kw.name(st, source)} would deal {amount} damage to {kw.name(st, target)}: the top {amount} card(s) of P{q + 1}'s "
                        "deck are removed from the game instead", R("408.2a"), st.table.peek(source).controller, data={"uid": target})]
        for uid in list(st.table.zone(q, "deck"))[:amount]:
            ev = zone_moves.move(st, uid, "removed", R("408.2a"), player=st.table.cards[uid].owner)
            st.table.cards[uid].known_to = list(range(st.num_players))  # removed face up: public (415.7)
            ev.text = f"P{q + 1}'s top card is removed from the game"
            events.append(ev)
        return events
    if not kw.sources_doing(st, OP):
        return None
    for e in kw.statics(st, target, OP):
        if e.op != OP or not e.stat:
            continue
        name = kw.name(st, target)
        events = [Event("replace", f"{amount} damage to {name}: {amount} {e.stat} counter(s) are removed instead", R("408.2a"),
                        st.table.peek(target).controller, data={"uid": target})]
        return events + remove_counters(st, target, e.stat, amount, R("408.2a"))
    return None
