"""Packets whose size and type depend on the class of your hero, to targets chosen once (helper w30quest): "When your
hero turns face down, target up to three heroes and/or allies." / "[Hunter] Hero: Your hero deals 2 ranged damage to
each of them." / "[Shaman] Hero: Your hero deals 3, 2, and 1 nature damage to them, respectively." (King Dred's Helm).

The op ``w30q_class_packets``: the effect's one chosen target (the ``i``-th of the power's targets,
``condition["i"]``) is dealt, for each ``condition["by_trait"]`` entry whose trait the controller's hero has (206.1c),
``amounts[i]`` damage of ``dtype`` by that hero (405.4: one packet each; 408.2c). A hero of none of the traits deals
nothing; the targets were chosen all the same (706)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .damage import deal
from .hero_trait import hero_has
from .ops import GAME, OpCall


@resolves(GAME, "w30q_class_packets")
def _class_packets(call: OpCall) -> list[Event]:
    st, p, cond = call.st, call.player, call.eff.condition or {}
    hero, i = st.heroes[p], int(cond.get("i", 0))
    events: list[Event] = []
    for uid in call.uids:
        for trait, spec in (cond.get("by_trait") or {}).items():
            if hero_has(st, p, trait) and kw.in_play(st, hero):
                events += deal(st, hero, uid, int(spec["amounts"][i]), spec["dtype"], via=call.link.uid)
    return events
