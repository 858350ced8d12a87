"""A target among the cards a card removed from the game (Spurious Sarcophagus: "[Exhaust] -> Remove target card in your
graveyard from the game. If you do, add a revive counter to this item." / "[Exhaust], Remove five revive counters from
this item -> Put target card that was removed from the game this way into your hand.").

The first power notes each card it removes on the source (``note_removed``, ``engine.wow.removed_this_way``). A target
filter ``{"zone": "zo36_removed_noted"}`` names the cards so noted that are still in their owner's removed-from-game zone
(415.7; one that left it since is a new card, 415.9a); the op ``zo36_removed_to_hand`` puts each such target into its
owner's hand (EN 709.2a: one that left the zone since stays where it is)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from . import zone_moves
from .ops import GAME, OpCall
from .removed_this_way import noted
from .rules import EN, R
from .state import WowState

ZONE = "zo36_removed_noted"
OP = "zo36_removed_to_hand"


def targets(st: WowState, source: int) -> list[int]:
    """The cards ``source`` removed from the game and noted, still in a removed zone."""
    return [u for u in noted(st, source) if (c := st.table.cards.get(u)) is not None and c.zone == "removed"]


@resolves(GAME, OP)
def _to_hand(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    for uid in call.uids:
        card = st.table.cards.get(uid)
        if card is None or card.zone != "removed":
            events.append(Event("removed", "that card is no longer removed from the game: it stays where it is", EN("709.2a"), call.player))
            continue
        ev = zone_moves.move(st, uid, "hand", R("415.7"), player=card.owner)
        ev.text = f"{kw.name(st, uid)} returns from the removed-from-game zone to its owner's hand"
        events.append(ev)
    return events
