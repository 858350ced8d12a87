"""A stat change scaled by each target's own damage (EN 709, 714.1; helper wflip): "Each opposing hero and
ally has -1 ATK this turn for each damage on it." (Randolphe Mortimer) — the op ``wflip_stat_per_damage``
gives each card the target resolved to ``amount`` × the damage on it as the effect resolves (counted then
and kept for the duration); a card with no damage is not changed."""

from __future__ import annotations

from engine.core import Event, Modifier
from engine.core.effects import resolves

from . import keywords as kw
from .ops import GAME, OpCall
from .rules import EN


@resolves(GAME, "wflip_stat_per_damage")
def _stat_per_damage(call: OpCall) -> list[Event]:
    st, events = call.st, []
    stat = call.eff.stat or "atk"
    for uid in call.uids:
        n = call.eff.amount * st.table.cards[uid].damage
        if not n:
            continue
        st.modifiers.append(Modifier(uid, stat, n, duration=call.eff.duration or "this_turn", player=call.player, turn=st.turn, source=call.link.uid))
        events.append(Event("modify", f"{kw.name(st, uid)} has {n:+d} {stat.upper()} ({st.table.cards[uid].damage} damage on it)",
                            EN("714.1"), call.player, data={"uid": uid}))
    return events
