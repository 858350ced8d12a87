"""Statics that stop damage from being dealt to a card (1.2.2: "can't" beats the rule or effect
that would deal it): ``keyword`` "no_damage" ("this character can't be dealt damage", with the
static's own condition, e.g. "during your turn") and "no_damage_unless_challenged" (Hercules -
Mighty Leader: "can't be dealt damage unless he's being challenged" — damage dealt to it as the
defender of a challenge, 4.3.6, still is). Damage counters put or moved (9.2.1, 9.3.1) are not
dealt, so they are not stopped. Read by engine.lorcana.zones.deal_damage."""

from __future__ import annotations

from .characteristics import has
from .state import LorcanaState


def cant_be_dealt_damage(st: LorcanaState, uid: int) -> bool:
    """Does a static ability stop damage from being dealt to ``uid`` now?"""
    if has(st, uid, "no_damage"):
        return True
    return has(st, uid, "no_damage_unless_challenged") and (st.challenge or {}).get("defender") != uid
