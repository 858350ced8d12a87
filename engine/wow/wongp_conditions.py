"""Conditions and counts of helper wongp's continuous powers (EN 714; read by
``cards.templates_wongp``; kinds and keys ``wp_``, registered with ``conditions``):

- ``{"k": "wp_opp_control", "flt": F}``: an opponent controls a face-up card in play fitting F
  ("while an opponent controls a [Shadow] card": 202.1a, the card's damage type or tag);
- ``{"k": "wp_even_characters"}``: the player controls an even number of heroes and allies;
- ``{"k": "wp_remaining", "n": N}``: the source has exactly N remaining health (health minus damage, 205.3);
- ``{"k": "wp_graveyard_kinds", "flts": [...]}``: the player's graveyard holds a card fitting each filter
  ("while an ability, ally, and equipment are in your graveyard");
- ``{"k": "wp_grave_named", "name": NAME}``: a card of that name is in the player's graveyard;
- ``{"k": "wp_opp_hero_face", "down": bool}``: an opposing hero is face down (flipped, 301.2) / face up;
- count ``{"k": "wp_attached"}``: the cards attached to the source (400.1);
- count ``{"k": "wp_races", "races": [...], "other": bool}``: the heroes and allies the player controls of
  one of those races, the source left out with ``other``;
- count ``{"k": "wp_opp_hand"}``: the cards in the opponents' hands."""

from __future__ import annotations

from typing import Any

from . import keywords as kw
from .conditions import condition_checker, count_reader, fits, holds
from .state import WowState


@condition_checker("wp_")
def wp_holds(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    k = cond["k"]
    if k == "wp_opp_control":
        return any(holds(st, q, source, {"k": "control", "flts": [cond["flt"]], "other": False, "min": 1})
                   for q in range(st.num_players) if q != player)
    if k == "wp_even_characters":
        n = sum(1 for z in ("allies", "hero_row") for u in st.table.zone(player, z)
                if not st.table.peek(u).face_down and kw.is_character(st, u))
        return n % 2 == 0
    if k == "wp_remaining":
        return kw.in_play(st, source) and kw.health(st, source) - st.table.peek(source).damage == cond["n"]
    if k == "wp_graveyard_kinds":
        grave = st.table.zone(player, "graveyard")
        return all(any(fits(st, u, f) for u in grave) for f in cond["flts"])
    if k == "wp_grave_named":
        return any(kw.name(st, u) == cond["name"] for u in st.table.zone(player, "graveyard"))
    if k == "wp_opp_hero_face":
        return any(bool(st.table.peek(h).flags.get("flipped")) == cond["down"] for h in st.heroes
                   if h in st.table.cards and st.table.peek(h).controller != player and kw.in_play(st, h))
    raise ValueError(f"unknown condition kind {k!r} (engine.wow.wongp_conditions)")


@count_reader("wp_")
def wp_count(st: WowState, player: int, key: dict[str, Any], source: int | None = None) -> int:
    if key["k"] == "wp_attached":
        if source is None:
            return 0
        return sum(1 for q in range(st.num_players) for z in ("allies", "hero_row") for u in st.table.zone(q, z)
                   if st.table.peek(u).attached_to == source)
    if key["k"] == "wp_races":
        races = {r.lower() for r in key["races"]}
        return sum(1 for z in ("allies", "hero_row") for u in st.table.zone(player, z)
                   if not (key.get("other") and u == source) and not st.table.peek(u).face_down
                   and kw.is_character(st, u) and (kw.data(st, u).get("race") or "").lower() in races)
    if key["k"] == "wp_opp_hand":
        return sum(len(st.table.zone(q, "hand")) for q in range(st.num_players) if q != player)
    raise ValueError(f"unknown count key {key['k']!r} (engine.wow.wongp_conditions)")
