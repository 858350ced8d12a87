"""Conditions and "for each" counts of helper wscale's templates (``wsc_`` kinds; registered with
``engine.wow.conditions``): "If none remain" after removing a counter from the card itself (404.1d:
true when no counter of that kind is left on it); counts of allies with a name, characters with a
keyword or an ATK, heroes in play, damage on your allies, your abilities attached to opposing
characters (``cards.templates_wscale_per``)."""

from __future__ import annotations

from typing import Any

from . import keywords as kw
from .conditions import condition_checker, count_reader, has_tag
from .counters import counters
from .state import WowState


@condition_checker("wsc_")
def wsc_holds(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    k = cond["k"]
    if k == "wsc_no_counters":  # 404.1d: none of that kind is left on the card
        return counters(st, source, cond["kind"]) == 0
    if k == "wsc_min_counters":  # "this armor has three or more scalp counters on it" (404.1a: on itself)
        return counters(st, source, cond["kind"]) >= cond["min"]
    raise ValueError(f"unknown condition kind {k!r} (engine.wow.wscale_checks)")


def _sides(st: WowState, player: int, side: str) -> list[int]:
    return {"you": [player], "opponent": [q for q in range(st.num_players) if q != player]}.get(side, list(range(st.num_players)))


def _characters(st: WowState, players: list[int]) -> list[int]:
    """Face-up heroes and allies in play of these players (a totem is an ally too, 305.3a)."""
    return [u for q in players for z in ("hero_row", "allies") for u in st.table.zone(q, z)
            if not st.table.cards[u].face_down and kw.is_character(st, u)]


@count_reader("wsc_")
def wsc_count(st: WowState, player: int, key: dict[str, Any], source: int | None = None) -> int:
    k = key["k"]
    chars = _characters(st, _sides(st, player, key.get("side", "you")))
    if k == "wsc_named":  # "for each (other) ally named Ironforge Guards in your party" (200: the name)
        return sum(1 for u in chars if kw.is_ally(st, u) and kw.name(st, u) == key["name"] and not (key.get("other") and u == source))
    if k == "wsc_heroes":  # "for each hero in play"
        return sum(1 for u in chars if kw.is_hero(st, u))
    if k == "wsc_keyword":  # "for each Protector in play", "… hero and ally in your party with Stealth"
        return sum(1 for u in chars if key["keyword"] in kw.keywords(st, u) and (not key.get("allies") or kw.is_ally(st, u)))
    if k == "wsc_min_atk":  # "for each ally you control with 6 or more ATK" (205.1: its current ATK)
        return sum(1 for u in chars if kw.is_ally(st, u) and kw.atk(st, u) >= key["min"])
    if k == "wsc_ally_damage":  # "for each damage on allies in your party"
        return sum(st.table.cards[u].damage for u in chars if kw.is_ally(st, u))
    if k == "wsc_attached_opposing":  # "for each ability you control attached to opposing heroes and allies" (400)
        return sum(1 for u in st.table.zone(player, "hero_row") + st.table.zone(player, "allies")
                   for host in [st.table.cards[u].attached_to] if kw.ctype(st, u) == "ability" and isinstance(host, int) and host >= 0
                   and host in st.table.cards and st.table.cards[host].controller != player and kw.is_character(st, host))
    if k == "wsc_sum":  # "the combined ATK of your Melee weapons", "the highest cost among Scourge allies you control"
        values = [_value(st, u, key["stat"]) for u in _yours(st, player) if _fits(st, u, key)]
        return sum(values) if key["agg"] == "sum" else max(values, default=0)
    if k == "wsc_own":  # "this ally's ATK", "attached ally's ATK" (0 when it is gone, 104.2)
        uid = source if key["of"] == "self" else (st.table.cards[source].attached_to if source in st.table.cards else None)
        if not isinstance(uid, int) or uid < 0 or uid not in st.table.cards or not kw.in_play(st, uid):
            return 0
        return _value(st, uid, key["stat"])
    raise ValueError(f"unknown count key {k!r} (engine.wow.wscale_checks)")


def _yours(st: WowState, player: int) -> list[int]:
    """Your face-up cards in play outside the resource row (hero, allies, equipment, abilities)."""
    return [u for z in ("hero_row", "allies") for u in st.table.zone(player, z) if not st.table.cards[u].face_down]


def _fits(st: WowState, uid: int, key: dict[str, Any]) -> bool:
    if key.get("hero_only"):
        return uid in st.heroes
    if not set(key["types"]) & (kw.kinds(st, uid) | {kw.ctype(st, uid)}):
        return False
    return not key["tags"] or any(has_tag(st, uid, t) for t in key["tags"])


def _value(st: WowState, uid: int, stat: str) -> int:
    if stat == "atk":
        return kw.atk(st, uid)
    if stat == "def":
        return kw.defense(st, uid)
    if stat == "health":
        return kw.health(st, uid)
    if stat == "damage":
        return st.table.cards[uid].damage
    if stat == "remaining":  # remaining health: health minus damage (405.1)
        return max(kw.health(st, uid) - st.table.cards[uid].damage, 0)
    return int(kw.data(st, uid).get("cost") or 0)  # the printed cost (201.3)
