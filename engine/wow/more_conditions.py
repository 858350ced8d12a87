"""Conditions and counts of the real deck lists' cards (EN 709 "if", EN 714 "while"; kinds and
keys starting with ``mc_``, registered with ``conditions``):

- ``{"k": "mc_hero_attacking_hero"}``: the player's hero is attacking a hero ("While your hero is
  attacking a hero", Balanced Heartseeker);
- ``{"k": "mc_control_named", "types": [...], "word": W}``: the player controls a face-up card of one
  of those types with the word W in its name ("If you control an ally with Bolvar in its name",
  Fordragon Hold, 200.1);
- ``{"k": "mc_attached_party", "your_turn": bool}``: the affected card is in the party of the card
  the source is attached to (on the player's turn only with ``your_turn``; "On your turn, allies in
  attached hero's party have -1 [Health]", Withering Decay, 400.1);
- count ``{"k": "mc_weapon_atk"}``: the source weapon's current ATK (303.2a; "Assault X, where X is the
  ATK of this weapon", Crul'korak, the Lightning's Arc);
- count ``{"k": "mc_armor_def"}``: the combined current DEF of the armor the player controls (304.2;
  "additional [Health] equal to the combined [DEF] of armor you control", Magni, the Mountain King)."""

from __future__ import annotations

import re
from typing import Any

from . import keywords as kw
from .conditions import condition_checker, count_reader
from .state import WowState


@condition_checker("mc_")
def mc_holds(
    st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None
) -> bool:
    k = cond["k"]
    if k == "mc_hero_attacking_hero":
        c = st.combat
        hero = st.heroes[player]
        return (
            c is not None
            and c.stage in ("proposed", "step")
            and c.attacker == hero
            and c.defender in st.table.cards
            and kw.is_hero(st, c.defender)
        )
    if k == "mc_control_named":
        word = re.compile(rf"\b{re.escape(cond['word'])}\b", re.I)
        types = set(cond.get("types") or [])
        return any(
            not st.table.cards[u].face_down
            and (not types or types & kw.kinds(st, u))
            and word.search(kw.name(st, u))
            for z in ("allies", "hero_row")
            for u in st.table.zone(player, z)
        )
    if k == "mc_attached_party":
        host = st.table.peek(source).attached_to
        if host is None or affected is None or (cond.get("your_turn") and st.active != player):
            return False
        host_card, card = st.table.peek(host, None), st.table.peek(affected, None)  # not attached (-1), or gone (410.6d)
        return host_card is not None and card is not None and card.controller == host_card.controller
    raise ValueError(f"unknown condition kind {k!r} (engine.wow.more_conditions)")


@count_reader("mc_")
def mc_count(st: WowState, player: int, key: dict[str, Any], source: int | None = None) -> int:
    if key["k"] == "mc_armor_def":
        return sum(
            kw.defense(st, u)
            for u in st.table.zone(player, "hero_row")
            if not st.table.cards[u].face_down and kw.ctype(st, u) == "armor"
        )
    if key["k"] == "mc_weapon_atk":
        return kw.equipment_atk(st, source) if source is not None else 0
    raise ValueError(f"unknown count key {key['k']!r} (engine.wow.more_conditions)")
