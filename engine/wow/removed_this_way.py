"""Cards removed from the game by a card, put back when that card leaves play (415.7, EN 703; helper wzone): "Remove
target ability, ally, or equipment from game. Ongoing: When Banish to the Nether leaves play, the owner of that removed
card puts that card into play." (Banish to the Nether), "[Exhaust] -> Remove target opposing ally from the game. When
Sampron leaves play, the owner of each card removed this way puts that card into play." (Sampron the Banisher),
Statue Generator.

- op ``note_removed``: the cards the link's earlier effect acted on (its chosen targets, remembered as it resolved:
  ``engine.wow.refs``) that are now in a removed-from-game zone are noted on the source card (a hidden flag), with
  their owners;
- op ``return_removed`` (the source's "leaves play" trigger): each noted card still in its owner's removed zone is put
  into play by its owner, under his control (710.1, as a resolving card enters play); the note is used up. A card that
  left the removed zone since is a new card (415.9a): it is no longer "that card"."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import continuations
from . import keywords as kw
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
    if call.link.uid in st.table.cards:
        st.table.cards[call.link.uid].flags.pop(KEY, None)
    for uid in uids:
        card = st.table.peek(uid, None)
        if card is None or card.zone != "removed":
            events.append(Event("removed", "a card removed this way has left the removed zone: it stays where it is", R("415.9a"), call.player))
            continue
        owner = card.owner
        events += continuations.resolve_card(st, Link("card", owner, uid, label=kw.name(st, uid)))
    return events
