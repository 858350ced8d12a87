"""The op ``wst2_stat_if_tag`` (helper wstat2): "Target hero or ally has +1 ATK this turn, or +4 ATK if it's a
Monster." (Monstrous Strike), "Target ally has -2 ATK this turn, or -4 ATK if it's a Dragonkin." (Track
Dragonkin) — the first change is an ordinary ``modify_stat`` on the target; this op, on the same target
(``Target("previous")``), adds the difference (``amount`` of ``stat`` for ``duration``) only if that card has
the word ``condition["tag"]`` as the effect resolves (a tag, class, race, faction or damage type, 202.1a;
EN 709)."""

from __future__ import annotations

from engine.core import Event, Modifier
from engine.core.effects import resolves

from . import keywords as kw
from .conditions import has_tag
from .ops import GAME, OpCall
from .rules import EN

OP = "wst2_stat_if_tag"


@resolves(GAME, OP)
def _stat_if_tag(call: OpCall) -> list[Event]:
    st, p, eff = call.st, call.player, call.eff
    tag = str((eff.condition or {}).get("tag") or "")
    events: list[Event] = []
    for uid in call.uids:
        if not tag or not has_tag(st, uid, tag):
            continue
        st.modifiers.append(Modifier(uid, eff.stat, eff.amount, duration=eff.duration or "this_turn", player=p, turn=st.turn, source=call.link.uid))
        events.append(Event("modify", f"{kw.name(st, uid)} is a {tag}: {eff.amount:+d} {eff.stat.upper()} more this turn", EN("714.1"), p))
    return events
