""""When Touch of Chaos enters play, remove all ability cards in your graveyard from the game. At the start of your
turn, choose at random one of the ability cards you removed this way and put it into your hand." (helper w30gear;
415.7, 709.1):

- op ``wg30_graveyard_remove_noted``: every card of the link controller's graveyard of the types ``condition["types"]``
  is removed from the game face up (415.7) and noted on the source card as removed this way
  (``engine.wow.removed_this_way``'s note);
- op ``wg30_random_noted_to_hand``: one of the noted cards still in its owner's removed zone (a card that left it since is
  a new card, 415.9a), chosen with the match's seeded random source, goes into its owner's hand; it is no longer noted.
  None left: nothing happens."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from . import zone_moves
from .ops import GAME, OpCall
from .removed_this_way import KEY, noted
from .rules import EN, R


@resolves(GAME, "wg30_graveyard_remove_noted")
def _remove_noted(call: OpCall) -> list[Event]:
    st, p, src = call.st, call.player, call.link.uid
    types = set((call.eff.condition or {}).get("types") or [])
    gone = [u for u in st.table.zone(p, "graveyard") if not types or kw.ctype(st, u) in types]
    events: list[Event] = []
    for uid in gone:
        ev = zone_moves.move(st, uid, "removed", R("415.7"), player=st.table.cards[uid].owner)
        st.table.cards[uid].known_to = list(range(st.num_players))  # removed face up: public
        ev.text = f"{kw.name(st, uid)} is removed from the game from P{p + 1}'s graveyard"
        events.append(ev)
    if gone and src in st.table.cards:
        card = st.table.cards[src]
        card.flags[KEY] = [*card.flags.get(KEY, []), *gone]
    if not gone:
        events.append(Event("remove", f"P{p + 1}'s graveyard holds no such card", EN("709.1"), p))
    return events


@resolves(GAME, "wg30_random_noted_to_hand")
def _random_to_hand(call: OpCall) -> list[Event]:
    st, p, src = call.st, call.player, call.link.uid
    left = [u for u in noted(st, src) if u in st.table.cards and st.table.peek(u).zone == "removed"]
    if src in st.table.cards:
        st.table.cards[src].flags[KEY] = left  # those that left the removed zone are new cards (415.9a)
    if not left:
        return [Event("random", "No card removed this way is left", EN("709.1"), p)]
    uid = left[st.rng.randrange(len(left))]
    st.table.cards[src].flags[KEY] = [u for u in left if u != uid]
    ev = zone_moves.move(st, uid, "hand", EN("709.1"), player=st.table.cards[uid].owner)
    ev.text = f"Chosen at random: {kw.name(st, uid)} returns from the removed zone to its owner's hand"
    return [ev]
