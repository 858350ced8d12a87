"""Conditions and counts of allies' continuous powers (EN 714; helper allystatic: kinds and keys starting
with ``wal_``, registered with ``conditions``):

- ``{"k": "wal_control_keyword", "keyword": K}``: the player controls another face-up hero or ally with
  the keyword K ("This ally has Assault 1 while you control another hero or ally with Assault", Soulseeker
  Huulo);
- ``{"k": "wal_self_keyword", "keyword": K}``: the source card itself has the keyword K now (a given Sentinel:
  its "first time this ally exhausts each turn" trigger works only while it has it, EN 714);
- ``{"k": "wal_defending_tag", "tag": T}``: the defender of the current combat has the word T ("if a Priest is
  defending", 202.1a);
- count ``{"k": "wal_card_types"}``: the different card types among the cards the player controls in play
  (300.1: ability, ally, equipment, hero, location, quest; a face-down resource is blank, 412.1b);
- count ``{"k": "wal_self_stat", "stat": "atk" | "health"}``: the source character's current ATK or health
  ("+ATK equal to Barim's ATK", 205.1);
- count ``{"k": "wal_removed", "types": [...], "side": "opponent" | "you"}``: the cards of those types in
  the removed-from-game zones of that side (415.7; "for each ally card in opposing removed from game zones")."""

from __future__ import annotations

from typing import Any

from . import keywords as kw
from .conditions import condition_checker, count_reader
from .state import WowState

CARD_TYPES = ("ability", "ally", "equipment", "hero", "location", "quest")
"""The six card types (300.1); armor, items and weapons are equipment."""


@condition_checker("wal_")
def wal_holds(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    k = cond["k"]
    if k == "wal_control_keyword":
        return any(u != source and not st.table.peek(u).face_down and kw.is_character(st, u) and kw.has(st, u, cond["keyword"])
                   for z in ("allies", "hero_row") for u in st.table.zone(player, z))
    if k == "wal_self_keyword":
        return kw.in_play(st, source) and kw.has(st, source, cond["keyword"])
    if k == "wal_defending_tag":
        c = st.combat
        return c is not None and c.stage in ("proposed", "step") and kw.in_play(st, c.defender) and cond["tag"].lower() in kw.words(st, c.defender)
    raise ValueError(f"unknown condition kind {k!r} (engine.wow.ally_static_counts)")


@count_reader("wal_")
def wal_count(st: WowState, player: int, key: dict[str, Any], source: int | None = None) -> int:
    k = key["k"]
    if k == "wal_card_types":
        found: set[str] = set()
        for z in ("allies", "hero_row", "resources"):
            for u in st.table.zone(player, z):
                if not st.table.peek(u).face_down:  # 412.1b: a face-down resource has no type
                    found |= kw.kinds(st, u) & set(CARD_TYPES)
        return len(found)
    if k == "wal_self_stat":
        if source is None or not kw.in_play(st, source):
            return 0
        return max(kw.atk(st, source) if key["stat"] == "atk" else kw.health(st, source), 0)
    if k == "wal_removed":
        sides = [player] if key.get("side") == "you" else [q for q in range(st.num_players) if q != player]
        types = set(key["types"])
        return sum(1 for q in sides for u in st.table.zone(q, "removed") if types & {kw.ctype(st, u)})
    raise ValueError(f"unknown count key {k!r} (engine.wow.ally_static_counts)")
