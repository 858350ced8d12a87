""""Target opponent chooses three allies in his party, in order. Your hero deals 3, 2, and 1 nature damage to them,
respectively." (Fel-Acid Breath; helper w30abil; EN 709.1, 405.4): after ``player_picks`` (stat "choose": the
opponent picks the allies, the order of his picks being the order, remembered by ``engine.wow.refs``), the op
``wa30_damage_in_order`` has the link controller's hero deal ``condition["amounts"][i]`` ``stat`` damage to the i-th
remembered card still in play, one packet each (405.4). Fewer allies picked: the first amounts only."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .damage import deal
from .ops import GAME, OpCall


@resolves(GAME, "wa30_damage_in_order")
def _damage_in_order(call: OpCall) -> list[Event]:
    st, events = call.st, []
    amounts = list((call.eff.condition or {}).get("amounts") or [])
    picked = [row["uid"] for row in call.link.data.get("ref", [])]
    for uid, n in zip(picked, amounts, strict=False):
        if uid in st.table.cards and kw.in_play(st, uid):
            events += deal(st, st.heroes[call.player], uid, n, call.eff.stat or "nature", via=call.link.uid)
    return events
