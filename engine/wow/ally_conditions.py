"""Conditions and counts of the allies of helper w30ally (EN 714; kinds starting with ``wl30_``, registered with
``conditions``):

- ``{"k": "wl30_only_ally"}``: the source card is the only ally in play, on any side ("While Akhet is the only ally
  in play", 302);
- ``{"k": "wl30_first_play_own_turn", "types": [...]}``: it is the player's turn and the card of those types he just
  played is the first he played this turn (409; "When you play an ability for the first time on each of your turns",
  checked as the power triggers: this turn's history, ``quests.note``, has the card just played);
- ``{"k": "wl30_dealt_to_opposing_hero", "dtype": T}``: a hero or ally the player controlled dealt T damage to an
  opposing hero this turn (this turn's history, ``quests.note``; 408.2a: packets dealt);
- ``{"k": "wl30_same_name", "min": N}``: N or more face-up cards the player controls in play share a name (200.1; a
  face-down resource has none, 412.1b);
- ``{"k": "wl30_control_tagged", "types": [...], "tags": [...]}``: the player controls a face-up card in play of those
  types with every one of those words ("While you control a [Hunter] Ranged weapon", 202.1a);
- ``{"k": "wl30_distinct_names", "tag": T}``: the face-up cards the player controls in play with the word T all have
  different names (200.1; "while your Pets have different names");
- ``{"k": "wl30_tokens_of_self"}``: some token the source put into play for an opponent (``ally_ops.TOKENS_OF``: as
  this very card, the turn it entered play too) is still in play ("while any of those tokens are in play");
- ``{"k": "wl30_flag", "flag": F, "set": bool}``: "set": false — the source card's flag F (written by the op
  ``wl30_flag_self``, kept in every zone) was never set this game ("for the first time each game"); "set": true — the
  permanent modifier F the op put on it is still there (a card leaving play loses its modifiers, 415.9a: "until he
  leaves play");
- count ``{"k": "wl30_highest_atk", "types": [...], "tags": [...]}``: the highest current ATK among those cards (0 with
  none; a weapon's ATK, 303.2a) — "where X is the highest ATK among [Hunter] Ranged weapons you control";
- count ``{"k": "wl30_party_stat", "stat": "atk" | "health"}``: the combined current ATK or health of the other
  allies in the player's party ("Silas has ATK equal to the combined ATK of all other allies in your party", 205.1);
- count ``{"k": "wl30_party_races", "faction": F, "exclude": [...]}``: the different races (202.1a) among the allies of
  faction F in the player's party, but those excluded ("for each different [Alliance] race among allies in your party
  other than Human").
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from . import keywords as kw
from .card_facts import of_faction
from .card_facts import race as race_of
from .conditions import condition_checker, count_reader, has_tag
from .state import WowState


def allies_in_play(st: WowState) -> list[int]:
    """Every ally in play, each player's party in turn order (302)."""
    return [u for q in range(st.num_players) for u in st.table.zone(q, "allies") if kw.is_ally(st, u)]


@condition_checker("wl30_")
def wl30_holds(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    if cond["k"] == "wl30_only_ally":
        return allies_in_play(st) == [source]
    if cond["k"] == "wl30_first_play_own_turn":
        types = set(cond["types"])
        return st.active == player and sum(1 for e in st.turn_log if e.get("ev") == "play" and e.get("who") == player
                                           and e.get("turn") == st.turn and e.get("type") in types) == 1
    if cond["k"] == "wl30_dealt_to_opposing_hero":
        return any(e.get("ev") == "damage" and e.get("turn") == st.turn and e.get("src_who") == player and e.get("src_kind") in ("hero", "ally")
                   and e.get("dtype") == cond["dtype"] and e.get("to_kind") == "hero" and e.get("to_who") != player for e in st.turn_log)
    if cond["k"] == "wl30_same_name":
        names = Counter(kw.data(st, u).get("name") for z in ("allies", "hero_row", "resources") for u in st.table.zone(player, z)
                        if not st.table.peek(u).face_down)
        return bool(names) and max(names.values()) >= cond["min"]
    if cond["k"] == "wl30_distinct_names":
        names = [kw.data(st, u).get("name") for u in _tagged(st, player, {"types": ["hero", "ally", "weapon", "armor", "item", "ability"], "tags": [cond["tag"]]})]
        return len(names) == len(set(names))
    if cond["k"] == "wl30_tokens_of_self":
        mark = [source, st.table.peek(source).entered_turn]
        return any(st.table.peek(u).flags.get("wl30_tokens_of") == mark for q in range(st.num_players) for u in st.table.zone(q, "allies"))
    if cond["k"] == "wl30_flag":
        if not cond["set"]:
            return cond["flag"] not in st.table.peek(source).flags
        return any(m.uid == source and m.keyword == cond["flag"] for m in st.modifiers)  # forgotten as it leaves play (415.9a)
    if cond["k"] == "wl30_control_tagged":
        return bool(_tagged(st, player, cond))
    raise ValueError(f"unknown condition kind {cond['k']!r} (engine.wow.ally_conditions)")


@count_reader("wl30_")
def wl30_count(st: WowState, player: int, key: dict[str, Any], source: int | None = None) -> int:
    if key["k"] == "wl30_party_stat":
        read = kw.atk if key["stat"] == "atk" else kw.health
        return sum(read(st, u) for u in st.table.zone(player, "allies") if u != source and kw.is_ally(st, u))
    if key["k"] == "wl30_party_races":
        skip = {r.lower() for r in key.get("exclude", [])}
        races = {race.lower() for u in st.table.zone(player, "allies") if kw.is_ally(st, u)
                 and of_faction(kw.data(st, u), key["faction"]) and (race := race_of(kw.data(st, u)))}
        return len(races - skip)
    if key["k"] == "wl30_highest_atk":
        return max((kw.equipment_atk(st, u) if kw.ctype(st, u) == "weapon" else kw.atk(st, u) for u in _tagged(st, player, key)), default=0)
    raise ValueError(f"unknown count key {key['k']!r} (engine.wow.ally_conditions)")


def _tagged(st: WowState, player: int, key: dict[str, Any]) -> list[int]:
    """The face-up cards ``player`` controls in play of ``key["types"]`` with every word of ``key["tags"]``."""
    types = set(key["types"])
    return [u for z in ("allies", "hero_row") for u in st.table.zone(player, z) if not st.table.peek(u).face_down
            and types & (kw.kinds(st, u) | {kw.ctype(st, u)}) and all(has_tag(st, u, t) for t in key["tags"])]
