"""Counts and conditions of helper wstat2 (``conditions.COUNTED_BY`` / ``CHECKED_BY["wst2_"]``).

Conditions over this turn's history (``quests.note``'s ``turn_log``): ``{"k": "wst2_destroyed", "type": "ally"}``
— a card of that type the player controlled was destroyed this turn (Widow's Fury "… if an ally you
controlled was destroyed this turn"); ``{"k": "wst2_hero_dealt", "dtypes": [...]}`` — the player's hero dealt
damage of one of those types this turn (Sha'kar "If your hero has dealt fire, frost, or nature damage this
turn, …"; 408.3a: a packet's damage types).

Conditions ``{"k": "wst2_no_damaged_allies"}`` (no ally the player controls has damage), ``{"k":
"wst2_hero_attacking", "vs": "ally" | "dealt"}`` (his hero is attacking an ally / a character dealt damage
this turn, 601); counts
``{"k": "wst2_named", "name": …}`` (cards in play he controls with that printed name) and
``{"k": "wst2_hero_damage_per", "n": 5}`` (the damage on his hero, in fives).

Count ``{"k": "wst2_card_types"}`` — the
different card types among the cards in play the player controls (300.1: ability, ally, equipment,
hero, location, quest — armor, items and weapons are equipment; 401.1: a player controls a card type
if he controls a card of it in play; a face-down resource is blank and has none, 412.1b). King Varian
Wrynn "Opposing heroes and allies have -1/-1 for each different card type you control." (EN 714)."""

from __future__ import annotations

from typing import Any

from .card_facts import kinds
from .conditions import condition_checker, count_reader
from .state import WowState

FATAL_PROOF = "Can't Be Destroyed By Fatal Damage"
"""A pseudo-keyword (103.2): the 410.6a check doesn't destroy the character for fatal damage; effects still can
(Zorus the Judicator "Zorus can't be destroyed by fatal damage."; ``procedure.ppp_wave``)."""
_TYPE = {"ability": "ability", "ally": "ally", "hero": "hero", "weapon": "equipment", "armor": "equipment", "item": "equipment",
         "equipment": "equipment", "location": "location", "quest": "quest"}


def card_types(st: WowState, player: int) -> set[str]:
    """The card types ``player`` controls in play."""
    out: set[str] = set()
    for zone in ("hero_row", "allies", "resources"):
        for uid in st.table.zone(player, zone):
            if st.table.peek(uid).face_down:
                continue
            out |= {_TYPE[k] for k in kinds(st, uid) if k in _TYPE}
    return out


@count_reader("wst2_")
def wst2_count(st: WowState, player: int, key: dict[str, Any], source: int | None = None) -> int:
    if key["k"] == "wst2_card_types":
        return len(card_types(st, player))
    if key["k"] == "wst2_named":  # "for each Scarlet Renegade you … control (including himself)": printed names (201.1)
        name = str(key.get("name") or "").lower()
        return sum(1 for z in ("allies", "hero_row") for u in st.table.zone(player, z)
                   if not st.table.peek(u).face_down and str((st.cards.get(st.table.peek(u).card_id) or {}).get("name") or "").lower() == name)
    if key["k"] == "wst2_hero_damage_per":  # "for each 5 damage on it" (your hero)
        return st.table.peek(st.heroes[player]).damage // max(1, int(key.get("n") or 1))
    return 0


@condition_checker("wst2_")
def wst2_check(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    log = [e for e in st.turn_log if e.get("turn") == st.turn]
    if cond["k"] == "wst2_destroyed":
        return any(e.get("ev") == "destroy" and e.get("who") == player and e.get("type") == cond.get("type", "ally") for e in log)
    if cond["k"] == "wst2_hero_damage_min":  # (Voice of Reason: no "Mend 0" below five damage)
        return st.table.peek(st.heroes[player]).damage >= int(cond.get("n") or 1)
    if cond["k"] == "wst2_hero_attacking":  # "while your hero is attacking an ally" / "… a hero or ally that was dealt damage this turn"
        c = st.combat
        if c is None or c.stage not in ("proposed", "step") or c.attacker != st.heroes[player] or c.defender not in st.table.cards:
            return False
        if cond.get("vs") == "ally":
            return "ally" in kinds(st, c.defender) and c.defender not in st.heroes
        return any(e.get("ev") == "damage" and e.get("to") == c.defender for e in log)  # "dealt damage this turn" (408.2a)
    if cond["k"] == "wst2_no_damaged_allies":  # "while you control no damaged ally"
        return not any(kinds(st, u) & {"ally"} and st.table.peek(u).damage > 0 for u in st.table.zone(player, "allies"))
    if cond["k"] == "wst2_hero_dealt":
        hero = st.heroes[player]
        types = set(cond.get("dtypes") or [])
        return any(e.get("ev") == "damage" and e.get("src") == hero and types & set(str(e.get("dtype") or "").split("/")) for e in log)
    return False
