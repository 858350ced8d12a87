"""Your hero takes a defending ally's place: "Remove target friendly defending ally from combat, and your hero becomes a
defender. Opposing heroes and allies can't attack that ally this turn." (Righteous Defense).

- op ``wc31_hero_takes_defense``: while the combat is proposed or in its combat step (EN 600–603) and the target is
  its defender, the target leaves the combat (EN 603: removed from combat) and the player's hero is the defender
  instead — named as the proposed defender too: it defends, it doesn't protect (EN 602.2). The combat goes on.
- keyword :data:`CANT_BE_ATTACKED` (granted "this turn" by ``grant_keyword``): the character can't be attacked
  (``combat.can_be_attacked``; only opposing characters attack, EN 601.1)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .ops import GAME, OpCall
from .rules import EN

OP = "wc31_hero_takes_defense"
CANT_BE_ATTACKED = "Can't Be Attacked This Turn"


@resolves(GAME, OP)
def _hero_takes_defense(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    c = st.combat
    hero = st.heroes[p]
    events: list[Event] = []
    for uid in call.uids:
        if c is None or c.stage not in ("proposed", "step") or c.defender != uid or not kw.in_play(st, hero):
            continue
        events.append(Event("combat", f"{kw.name(st, uid)} is removed from combat", EN("603"), p, data={"uid": uid}))
        c.defender = c.proposed_defender = hero
        events.append(Event("choose", f"{kw.name(st, hero)} becomes the defender: {kw.name(st, c.attacker)} attacks it", EN("601.2"), p))
    return events
