"""Cards a card removes face down from the top of its controller's deck, got back later (415.7a; removed_this_way's
note): "At the start of your turn, look at the top card of your deck and remove it from the game face down. 2, Discard
your hand, destroy this armor. -> Put each card you removed this way into your hand." (Legwraps of the Master
Conjurer).

- op ``wd31_top_removed_noted``: the link's controller looks at the top card of his deck (it becomes known to him only)
  and removes it from the game face down (415.7a); it is noted on the source (``removed_this_way.KEY``, hidden);
- op ``wd31_noted_to_hand``: each noted card still in its owner's removed zone goes to its owner's hand (415.2); one
  that left the removed zone since is a new card (415.9a); the note is used up.
- cost ``wd31_discard_hand`` (paid by ``engine.wow.activation``): the player discards his whole hand (415.9d; an
  empty hand pays it too)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import zone_moves
from .ops import GAME, OpCall
from .removed_this_way import KEY, noted
from .rules import R


@resolves(GAME, "wd31_top_removed_noted")
def _top_removed(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    deck = st.table.zone(p, "deck")
    if not deck:
        return [Event("removed", f"P{p + 1}'s deck is empty: nothing is removed", R("415.3a"), p)]
    top = deck[0]
    card = st.table.cards[top]
    ev = zone_moves.move(st, top, "removed", R("415.7a"))
    card.face_down, card.known_to = True, [p]  # looked at by him only, removed face down
    ev.text, ev.data = f"P{p + 1} removes the top card of their deck from the game face down", {}
    if call.link.uid in st.table.cards:
        src = st.table.cards[call.link.uid]
        src.flags[KEY] = [*src.flags.get(KEY, []), top]
    return [ev]


@resolves(GAME, "wd31_noted_to_hand")
def _noted_to_hand(call: OpCall) -> list[Event]:
    st = call.st
    uids = noted(st, call.link.uid)
    if call.link.uid in st.table.cards:
        st.table.cards[call.link.uid].flags.pop(KEY, None)
    events: list[Event] = []
    for uid in uids:
        card = st.table.peek(uid, None)
        if card is None or card.zone != "removed":
            continue  # 415.9a: no longer "that card"
        st.table.cards[uid].face_down = False
        ev = zone_moves.move(st, uid, "hand", R("415.2"), player=card.owner)
        ev.text, ev.data = f"P{card.owner + 1} puts a card removed by this armor into their hand", {}
        events.append(ev)
    return events

