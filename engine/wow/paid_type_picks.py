""""…, destroy a quest or location you control -> Target player destroys a card of that type he controls." (Orbaz
Bloodbane; helper w31ally): the op ``we31_keep_paid`` (first, no target) keeps the card destroyed to pay the cost
(``ref_paid``, ``engine.wow.refs``: remembered as it was paid, before a chosen target replaces that memory as the link
resolves); the op ``we31_destroy_paid_type`` has the targeted player destroy one card of that card's printed type he
controls (``player_picks`` "destroy", engine.wow.forced; 415.9c; quests and locations: face-up resources, 412.1b).
Nothing when no card was paid."""

from __future__ import annotations

from dataclasses import replace

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .forced import _player_picks
from .ops import GAME, OpCall

OP = "we31_destroy_paid_type"
KEEP = "we31_keep_paid"
_KEY = "we31_paid"


@resolves(GAME, KEEP)
def _keep_paid(call: OpCall) -> list[Event]:
    call.link.data[_KEY] = [row["uid"] for row in call.link.data.get("ref") or []]
    return []


@resolves(GAME, OP)
def _destroy_paid_type(call: OpCall) -> list[Event]:
    paid = call.link.data.get(_KEY) or []
    uid = paid[0] if paid else None
    if uid is None or uid not in call.st.table.cards:
        return []
    kind = kw.data(call.st, uid).get("type") or ""
    flt = {"types": ["resource"], "face_up": kind} if kind in ("quest", "location") else {"types": [kind]}
    call.eff = replace(call.eff, op="player_picks", stat="destroy", condition={**(call.eff.condition or {}), "filter": flt})
    return _player_picks(call)
