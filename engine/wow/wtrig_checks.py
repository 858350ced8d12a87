"""Helper wtrig (issue #18): conditions of triggered powers on what happened this turn (EN 709: checked
on resolution), for the scripts of ``engine/wow/cards/scripts/wtrig.toml``. Kinds (``k``):

- ``wtr_not``: the condition ``cond["if"]`` does not hold ("if your hero wasn't dealt damage this turn").
- ``wtr_no_damage_by_self``: no damage was dealt this turn by the source card, nor with it (a weapon:
  combat damage is dealt with the weapons struck, 408.3d) — "if Outrider Zarg dealt no damage this turn",
  "if no damage was dealt with Bloodseeker this turn" (this turn's history: ``quests.note``).
- ``wtr_hero_attacked``: the player's hero attacked this turn (EN 601.1, ``engine.wow.attack_memory``).
- ``wtr_host_turn``: it is the turn of the controller of the card the source is attached to (400.1) — "At the
  start of attached hero's controller's turn".
- ``wtr_host_dealt``: the card the source is attached to was dealt ``min`` or more damage this turn (408.2a,
  this turn's history) — "if attached hero was dealt 5 or more damage this turn".
- ``wtr_attacker_ally``: a combat is on and its attacker is an ally (EN 601) — "When Tully defends against an ally".

Count key (a ``condition["per"]``): ``{"k": "wtr_any_tag", "types": [...], "tags": [...], "state": ...}`` — the
cards in play, on every side, of those kinds with any of those tags (202.1a) in that state ("for each exhausted
[HORDE] and [ALLIANCE] ally").
"""

from __future__ import annotations

from typing import Any

from . import keywords as kw
from .combat_while import ATTACKED
from .conditions import condition_checker, count_reader, has_tag, holds, state_is
from .state import WowState


def dealt_by_or_with(st: WowState, source: int) -> bool:
    """Damage was dealt this turn by ``source`` or with it (408.3d), as this turn's history kept it."""
    return any(e.get("turn") == st.turn and e.get("ev") == "damage" and (e.get("src") == source or source in (e.get("weapons") or []))
               for e in st.turn_log)


@condition_checker("wtr_")
def wtr_check(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    """The ``wtr_`` condition kinds (module docstring)."""
    k = cond["k"]
    if k == "wtr_not":
        return not holds(st, player, source, cond["if"], affected)
    if k == "wtr_no_damage_by_self":
        return not dealt_by_or_with(st, source)
    if k == "wtr_hero_attacked":
        return st.turn in st.table.cards[st.heroes[player]].flags.get(ATTACKED, [])
    if k == "wtr_host_turn":
        host = st.table.cards[source].attached_to if source in st.table.cards else None
        return host in st.table.cards and st.table.cards[host].controller == st.active
    if k == "wtr_host_dealt":
        host = st.table.cards[source].attached_to if source in st.table.cards else None
        dealt = sum(e.get("n", 0) for e in st.turn_log if e.get("turn") == st.turn and e.get("ev") == "damage" and e.get("to") == host)
        return host is not None and dealt >= int(cond.get("min", 1))
    if k == "wtr_attacker_ally":
        c = st.combat
        return c is not None and c.attacker in st.table.cards and kw.is_ally(st, c.attacker)
    raise ValueError(f"unknown condition kind {k!r} (engine.wow.wtrig_checks)")


@count_reader("wtr_")
def wtr_count(st: WowState, player: int, key: dict[str, Any], source: int | None = None) -> int:
    """``wtr_any_tag``: cards in play on every side of ``types`` with any of ``tags``, in ``state`` if given."""
    if key["k"] != "wtr_any_tag":
        raise ValueError(f"unknown count key {key['k']!r} (engine.wow.wtrig_checks)")
    types = set(key.get("types", []))
    return sum(1 for q in range(st.num_players) for z in ("allies", "hero_row") for u in st.table.zone(q, z)
               if not st.table.cards[u].face_down and kw.kinds(st, u) & types and any(has_tag(st, u, t) for t in key.get("tags", []))
               and (not key.get("state") or state_is(st, u, key["state"])))
