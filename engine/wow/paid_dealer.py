"""A payment power whose damage is dealt by the card named to pay its cost (403.1, EN 709, 408.2): "Exhaust an ally
in your party -> It deals 1 ranged damage to target hero." (Lohn'goron, Bow of the Torn-heart). The cost's card is
remembered as it is paid (``cost["ref_paid"]``, ``engine.wow.refs``); the op ``w8e_paid_dealer`` keeps it before a
target of the effect is remembered in its place, and the op ``w8e_paid_deals`` has it deal ``amount`` damage of type
``stat`` to each target (405.4: one packet each). A dealer no longer in play deals nothing (408.2b: no packet without
a source in play). Read by ``cards.templates_paid_dealer``."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .damage import deal
from .ops import GAME, OpCall
from .rules import EN

NOTE = "w8e_paid_dealer"
DEALS = "w8e_paid_deals"
KEY = "w8e_dealer"
"""``link.data`` key: the uid of the card named to pay the cost."""


@resolves(GAME, NOTE)
def _note(call: OpCall) -> list[Event]:
    rows = call.link.data.get("ref") or []
    call.link.data[KEY] = rows[0]["uid"] if rows else None
    return []


@resolves(GAME, DEALS)
def _deals(call: OpCall) -> list[Event]:
    st, src = call.st, call.link.data.get(KEY)
    if not isinstance(src, int) or src not in st.table.cards or not kw.in_play(st, src):
        return [Event("fizzle", "The card that paid the cost is gone: it deals no damage", EN("709.1"))]
    events: list[Event] = []
    for uid in call.uids:
        events += deal(st, src, uid, call.amount, call.eff.stat or "melee", via=call.link.uid)
    return events
