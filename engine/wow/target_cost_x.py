"""X read from a target's cost, given to your hero this turn (EN 709, EN 714.1; helper r2abil, scripts r2abil.toml).

- ``hero_x_from_target_cost``: "Your hero has Assault X this turn, where X is the cost of target non-hero Druid
  or Warrior you control." (Inner Rage) — X is the printed cost of the target (201.3) as the ability resolves
  (EN 709); the link controller's hero then has ``keyword`` X (Assault, 603.3) for ``duration``. With ``stat``
  instead of ``keyword`` and ``condition["while"]``: "Your hero has +X ATK while protecting this turn, where X is
  the cost of target non-hero Paladin or Warrior you control." (Fortify) — a ``modify_while`` stat change
  (``engine.wow.combat_while``) checked while the condition holds (EN 714). An illegal target makes the whole
  ability not resolve (EN 709.2a, ``procedure``), so X is never read from a card that left play.
"""

from __future__ import annotations

import json

from engine.core import Event, Modifier
from engine.core.effects import resolves

from . import card_facts as facts
from .combat_while import PREFIX
from .ops import GAME, OpCall
from .rules import EN


@resolves(GAME, "hero_x_from_target_cost")
def _hero_x_from_target_cost(call: OpCall) -> list[Event]:
    st, eff = call.st, call.eff
    chosen = [u for u in call.uids if facts.in_play(st, u)]
    if not chosen:
        return []
    x = int(facts.data(st, chosen[0]).get("cost") or 0)  # the printed cost (201.3)
    hero = st.heroes[call.player]
    duration = eff.duration or "this_turn"
    if eff.keyword:
        st.modifiers.append(Modifier(hero, "", x, keyword=eff.keyword, duration=duration, player=call.player, turn=st.turn, source=call.link.uid))
        text = f"{facts.name(st, hero)} has {eff.keyword} {x} this turn (X = the cost of {facts.name(st, chosen[0])})"
    else:
        cond = (eff.condition or {})["while"]
        stat = f"{PREFIX}{eff.stat}:{json.dumps(cond, sort_keys=True)}"
        st.modifiers.append(Modifier(hero, stat, x, duration=duration, player=call.player, turn=st.turn, source=call.link.uid))
        text = f"{facts.name(st, hero)} has +{x} {eff.stat.upper()} while the condition holds this turn (X = the cost of {facts.name(st, chosen[0])})"
    return [Event("modify", text, EN("714.1"), call.player)]
