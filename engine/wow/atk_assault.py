""""Target ally has Assault X this turn, where X is its ATK." (Double Attack Handguards): the op
``assault_its_atk`` gives each card the target resolved to Assault equal to its ATK as the effect resolves
(EN 709: X is counted then and stays so; 714.1 for the turn). An ATK of 0 or less grants nothing."""

from __future__ import annotations

from engine.core import Event, Modifier
from engine.core.effects import resolves

from . import keywords as kw
from .ops import GAME, OpCall
from .rules import EN


@resolves(GAME, "assault_its_atk")
def _assault_its_atk(call: OpCall) -> list[Event]:
    st, events = call.st, []
    for uid in call.uids:
        n = kw.atk(st, uid)
        if n <= 0:
            events.append(Event("modify", f"{kw.name(st, uid)} has 0 ATK: no Assault is granted", EN("709.1"), call.player))
            continue
        st.modifiers.append(Modifier(uid, "", n, keyword="Assault", duration=call.eff.duration or "this_turn", player=call.player,
                                     turn=st.turn, source=call.link.uid))
        events.append(Event("modify", f"{kw.name(st, uid)} has Assault {n} this turn", EN("714.1"), call.player, data={"uid": uid}))
    return events
