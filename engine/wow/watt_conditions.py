"""Helper watt: conditions and counts of continuous powers about attachments (EN 714; checked from
``conditions.holds``, counted from ``conditions.count_of``).

- ``{"k": "watt_vs_host"}``: the affected card is in combat (EN 600) with the card the source is attached
  to (400.1) — "Monster heroes and allies you control have Assault 2 while in combat with attached character";
- ``{"k": "watt_vs_attached"}``: the affected card is in combat with a hero or ally that has an attachment
  (some card attached to it, 400.1) — "… while in combat with heroes and allies with an attachment";
- ``{"k": "watt_attacking"}``: the affected card is the attacker (EN 601.2);
- count ``{"k": "watt_hero_damage", "div": N}``: the damage on the player's hero, divided by N and rounded
  down ("+1 ATK … for each 5 damage on it", 405.1)."""

from __future__ import annotations

from typing import Any

from .conditions import condition_checker, count_reader
from .state import WowState


def _opponent(st: WowState, who: int | None) -> int | None:
    """The card ``who`` is in combat with now (None when it isn't in combat)."""
    c = st.combat
    if who is None or c is None or c.stage not in ("proposed", "step") or who not in (c.attacker, c.defender):
        return None
    other = c.defender if who == c.attacker else c.attacker
    return other if other in st.table.cards else None


@condition_checker("watt_")
def watt_holds(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    k = cond["k"]
    who = affected if affected is not None else source
    if k == "watt_attacking":
        c = st.combat
        return c is not None and c.stage in ("proposed", "step") and c.attacker == who
    other = _opponent(st, who)
    if other is None:
        return False
    if k == "watt_vs_host":
        return st.table.peek(source).attached_to == other
    if k == "watt_vs_attached":
        return any(c.attached_to == other and c.zone not in ("graveyard", "removed") for c in st.table.cards.values())
    raise ValueError(f"unknown condition kind {k!r} (engine.wow.watt_conditions)")


@count_reader("watt_")
def watt_count(st: WowState, player: int, key: dict[str, Any], source: int | None = None) -> int:
    if key["k"] == "watt_hero_damage":
        hero = st.table.peek(st.heroes[player])
        return hero.damage // int(key.get("div", 1))
    raise ValueError(f"unknown count key {key['k']!r} (engine.wow.watt_conditions)")
