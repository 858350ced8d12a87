"""Face-up cards of a resource row leaving it by an effect: "Death Rattle: Put each location you
control into its owner's hand." (Bolvar, Highlord of Fordragon Hold). The op
``resource_row_to_hand`` puts every face-up card (412.1b: a face-down resource is blank, it is no
location) of the link controller's resource row matching ``condition["filter"]`` (``types``) into
its owner's hand (415.2)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .invincible import cant_leave_play, stays
from .leaving_play import leave_play
from .ops import GAME, OpCall
from .rules import EN


@resolves(GAME, "resource_row_to_hand")
def _resource_row_to_hand(call: OpCall) -> list[Event]:
    st = call.st
    types = set(((call.eff.condition or {}).get("filter") or {}).get("types") or [])
    events: list[Event] = []
    for uid in list(st.table.zone(call.player, "resources")):
        card = st.table.cards[uid]
        if card.face_down or (types and kw.ctype(st, uid) not in types):
            continue
        name = kw.name(st, uid)
        if cant_leave_play(st, uid):  # 103.2: Invincible, "can't leave play" (engine.wow.invincible)
            events.append(stays(st, uid))
            continue
        moved = leave_play(st, uid, "hand", EN("709.1"))
        moved[0].text = f"{name} returns to its owner's hand"
        events += moved
    return events
