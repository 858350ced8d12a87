"""Cards removed from the game by a card, put back when that card leaves play (415.7, EN 703; helper wzone): "Remove
target ability, ally, or equipment from game. Ongoing: When Banish to the Nether leaves play, the owner of that removed
card puts that card into play." (Banish to the Nether), "[Exhaust] -> Remove target opposing ally from the game. When
Sampron leaves play, the owner of each card removed this way puts that card into play." (Sampron the Banisher),
Statue Generator.

- op ``note_removed``: the cards the link's earlier effect acted on (its chosen targets, remembered as it resolved:
  ``engine.wow.refs``) that are now in a removed-from-game zone are noted on the source card (a hidden flag), with
  their owners;
- op ``return_removed`` (the source's "leaves play" trigger): each noted card still in its owner's removed zone is put
  into play by its owner, under his control (710.1, as a resolving card enters play); with ``zone`` "deck" it is
  shuffled into its owner's deck instead (415.3b); with ``condition["yours"]`` the link's controller puts it into play
  under his control ("Put all ally cards removed by Boat to Booty Bay into play under your control.", helper w30abil);
  the note is used up. A card that left the removed zone since is a
  new card (415.9a): it is no longer "that card".
- op ``top_name_purge`` ("remove the top card of target opponent's deck from the game. Then, search his deck for cards
  with that name and remove them from the game.", Band of Secret Names): the top card (415.3a) and every card of its
  name (200.1) in that deck are removed (415.7; the searcher finds them all, 413.3 never used), all noted; the
  searched deck is shuffled (413.2)."""

from __future__ import annotations

from engine.core import Event, effects
from engine.core.effects import resolves

from . import continuations, zone_moves
from . import keywords as kw
from .mill import players
from .ops import GAME, OpCall
from .rules import R
from .state import Link, WowState

KEY = "_removed_this_way"


def noted(st: WowState, source: int) -> list[int]:
    card = st.table.peek(source, None)
    return list(card.flags.get(KEY, [])) if card is not None else []


@resolves(GAME, "note_removed")
def _note(call: OpCall) -> list[Event]:
    st = call.st
    gone = [row["uid"] for row in call.link.data.get("ref", []) if row["uid"] in st.table.cards and st.table.peek(row["uid"]).zone == "removed"]
    if gone and call.link.uid in st.table.cards:
        card = st.table.cards[call.link.uid]
        card.flags[KEY] = [*card.flags.get(KEY, []), *gone]
    return []


@resolves(GAME, "return_removed")
def _return(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    uids = noted(st, call.link.uid)
    shuffle: set[int] = set()
    if call.link.uid in st.table.cards:
        st.table.cards[call.link.uid].flags.pop(KEY, None)
    for uid in uids:
        card = st.table.peek(uid, None)
        if card is None or card.zone != "removed":
            events.append(Event("removed", "a card removed this way has left the removed zone: it stays where it is", R("415.9a"), call.player))
            continue
        owner = card.owner
        if call.eff.zone == "deck":  # "shuffle each card removed this way into its owner's deck"
            events.append(zone_moves.move(st, uid, "deck", R("415.3b"), player=owner))
            shuffle.add(owner)
            continue
        who = call.player if (call.eff.condition or {}).get("yours") else owner  # "… into play under your control" (Boat to Booty Bay)
        events += continuations.resolve_card(st, Link("card", who, uid, label=kw.name(st, uid)))
    for q in sorted(shuffle):
        events.append(effects.shuffle(st.table, st.rng, q, "deck", R("415.3b")))
    return events


@resolves(GAME, "top_name_purge")
def _top_name_purge(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    gone: list[int] = []
    for q in players(call):
        deck = st.table.zone(q, "deck")
        if not deck:
            events.append(Event("removed", f"P{q + 1}'s deck is empty: nothing is removed", R("415.3a"), call.player))
            continue
        top = deck[0]
        name = st.cards[st.table.peek(top).card_id].get("name", "")
        events.append(zone_moves.move(st, top, "removed", R("415.7")))
        gone.append(top)
        same = [u for u in st.table.zone(q, "deck") if st.cards[st.table.peek(u).card_id].get("name", "") == name]
        for u in same:  # 413.1: found and revealed as they are removed
            events.append(zone_moves.move(st, u, "removed", R("413.1")))
        gone += same
        events.append(effects.shuffle(st.table, st.rng, q, "deck", R("413.2")))
    if gone and call.link.uid in st.table.cards:
        card = st.table.cards[call.link.uid]
        card.flags[KEY] = [*card.flags.get(KEY, []), *gone]
    return events
