"""A damage packet doubled by what is attached to its target (405.4, 400.1; helper r2abil, scripts r2abil.toml).

- ``damage_double_if_attached``: "Your hero deals that much nature damage to target hero or ally, or double that
  much if the targeted character has a Poison attached to it." (Envenom) — one packet from your hero (408.2c) to
  each target of ``amount`` (with ``condition["per"]``: counted as it resolves, e.g. the cards that paid the
  additional cost, ``wsh_paid``), twice that if an ability with the tag ``condition["tag"]`` is attached to the
  target as it resolves (EN 709, 202.1a); nothing is dealt for 0 (408.2b).
"""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from .damage import deal
from .ops import GAME, OpCall
from .self_atk_damage import attached_abilities


@resolves(GAME, "damage_double_if_attached")
def _damage_double_if_attached(call: OpCall) -> list[Event]:
    st, p, cond = call.st, call.player, call.eff.condition or {}
    src = st.heroes[p] if cond.get("source", "hero") == "hero" else call.link.uid
    events: list[Event] = []
    for uid in call.uids:
        n = call.amount * (2 if attached_abilities(st, uid, None, cond.get("tag", "")) else 1)
        events += deal(st, src, uid, n, call.eff.stat or "melee", via=call.link.uid)
    return events
