"""Printed: "Ongoing: When attached ally is destroyed, put it from its owner's graveyard into his hand."
(Demonic Soulstone). The op ``host_from_graveyard``: the card the triggering event happened to — the
destroyed host, ``link.data["event"]`` of a ``destroyed_attached`` trigger — goes from its owner's
graveyard into his ``zone`` ("hand"), only if it is still there as the power resolves (415.9a: a
card that left is a new card; EN 709.2a)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from . import zone_moves
from .ops import GAME, OpCall
from .rules import EN


@resolves(GAME, "host_from_graveyard")
def _host_from_graveyard(call: OpCall) -> list[Event]:
    st, uid = call.st, call.link.data.get("event")
    card = st.table.cards.get(uid) if isinstance(uid, int) else None
    if card is None or card.zone != "graveyard":
        return [Event("graveyard", "The card left the graveyard: it stays where it is", EN("709.2a"), call.player)]
    zone = call.eff.zone or "hand"
    ev = zone_moves.move(st, uid, zone, EN("709.1"), player=card.owner)
    ev.text = f"{kw.name(st, uid)} returns from the graveyard to its owner's {zone}"
    return [ev]
