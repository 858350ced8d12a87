"""Conditions of continuous powers about the current combat that need the card facts (EN 714
"while …", EN 600 roles), compiled by ``cards.templates_wcombat_statics`` (``k`` starting ``wca_``):

- ``wca_attacking_tag``: the affected card attacks a character with the tag ``tag`` ("while attacking Mages");
- ``wca_hero_vs``: your hero is the attacker (``role`` "attacking") or in combat (``role`` "combat") against
  a character of kind ``kind`` (hero / ally) with at least ``min_damage`` damage / ``min_cost`` cost;
- ``wca_defending_against_source``: the affected card defends against the source ("while defending against this ally");
- ``wca_all``: every condition of ``of`` holds;
- ``wca_opponent_first``: an opponent of the source's controller took the game's first turn (for a Ferocity grant)."""

from __future__ import annotations

from typing import Any

from . import keywords as kw
from .conditions import condition_checker, holds
from .state import WowState


def _combat(st: WowState):
    c = st.combat
    return c if c is not None and c.stage in ("proposed", "step") and c.attacker in st.table.cards and c.defender in st.table.cards else None


@condition_checker("wca_")
def wca_holds(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    if cond["k"] == "wca_all":  # two "while" conditions of one power ("While you have no weapons, … while attacking")
        return all(holds(st, player, source, one, affected=affected) for one in cond["of"])
    if cond["k"] == "wca_opponent_first":  # "Jerrikar has Ferocity if an opponent went first this game" (101: the starting player)
        return st.first_player != player
    c = _combat(st)
    if c is None:
        return False
    who = affected if affected is not None else source
    k = cond["k"]
    if k == "wca_attacking_tag":
        return who == c.attacker and cond["tag"].lower() in kw.words(st, c.defender)
    if k == "wca_defending_against_source":
        return who == c.defender and c.attacker == source
    if k == "wca_hero_vs":
        hero = st.heroes[player]
        if cond["role"] == "attacking":
            if c.attacker != hero:
                return False
            other = c.defender
        elif hero in (c.attacker, c.defender):
            other = c.defender if c.attacker == hero else c.attacker
        else:
            return False
        if cond["kind"] not in kw.kinds(st, other):
            return False
        if st.table.cards[other].damage < cond.get("min_damage", 0):
            return False
        return (kw.data(st, other).get("cost") or 0) >= cond.get("min_cost", 0)
    return False
