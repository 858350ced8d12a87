"""Interrupting a card or an effect (EN 711.1: an interrupted link leaves the chain and never resolves; an interrupted
card goes to its owner's graveyard): "Destroy Kentho -> Interrupt target card or effect targeting a card in play you
control." (Vindicator Kentho).

The target filter ``{ chain = true, effects = true, … }`` (``targets.interruptible``) offers, beside the cards being
played, the cards whose powers are on the chain (a payment power's or triggered power's link, EN 701 / 703): an
effect is named by its source card. The op :data:`OP` takes the newest such link of each target off the chain — a
card link: the card goes to the graveyard (``grave_route.interrupted``); a power's link: it is gone, its source stays
where it is. With ``targeting_friendly`` only links targeting a card in play the source's player controls count."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import grave_route
from . import keywords as kw
from .ops import GAME, OpCall
from .rules import EN
from .state import Link, WowState
from .targets import interruptible

OP = "xd32_interrupt"


def _newest(st: WowState, uid: int, flt: dict, source: int) -> Link | None:
    """The newest chain link of ``uid`` (its card being played, or a power of it) that the filter still allows."""
    if uid not in interruptible(st, flt, source):
        return None
    for link in reversed(st.chain):
        if link.uid == uid and (link.kind == "card" or (flt.get("effects") and link.kind in ("power", "trigger"))):
            if flt.get("targeting_friendly"):
                player = st.table.cards[source].controller if st.table.cards[source].controller >= 0 else st.table.cards[source].owner
                if not any(t in st.table.cards and kw.in_play(st, t) and st.table.cards[t].controller == player for t in link.targets):
                    continue
            return link
    return None


@resolves(GAME, OP)
def _interrupt(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    flt = call.eff.target.filter if call.eff.target is not None else {}
    events: list[Event] = []
    for uid in call.uids:
        link = _newest(st, uid, flt, call.link.uid)
        if link is None:
            continue
        st.chain = [lk for lk in st.chain if lk is not link]
        if link.kind == "card":
            events.append(grave_route.interrupted(st, uid, p))
        else:
            events.append(Event("interrupt", f"{link.label or kw.name(st, uid)} is interrupted", EN("711.1"), p, data={"link_of": uid}))
    call.link.data["done"] = bool(events)
    return events
