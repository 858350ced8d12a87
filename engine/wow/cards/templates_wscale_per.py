"""More "for each X" counts (``readers.PER_READERS``; counted by ``keywords.per_count``): "quest you
have" (face-up quests, 306), "Mage and Warlock you control" (characters of either class), "(other)
ally named NAME in your party", "hero in play", "Protector in play", "hero and ally in your party
with Stealth", "ally you control with 6 or more ATK", "ally in your party with cost 3 or more",
"ally card in your graveyard", "Arena card in play you control", "damage on your hero", "damage on
allies in your party", "ability you control attached to opposing heroes and allies"."""

from __future__ import annotations

import re
from typing import Any

from . import rx
from .conditions import per_filter
from .readers import GRANTABLE, PER_READERS

_CLASSES = ("Death Knight", "Druid", "Hunter", "Mage", "Paladin", "Priest", "Rogue", "Shaman", "Warlock", "Warrior")


def more_per(phrase: str) -> str | dict[str, Any] | None:
    """The count a "for each …" phrase names, or None."""
    p = rx.sub(r"\[(\w+)\]", r"\1", phrase.strip())
    if rx.fullmatch(r"quests? you (?:have|control)", p, re.I):
        return {"k": "q_quests"}  # engine.wow.quests.q_count: face-up quests you control
    m = rx.fullmatch(r"([A-Z][a-z]+(?: Knight)?) and ([A-Z][a-z]+(?: Knight)?) you control", p)
    if m and m.group(1) in _CLASSES and m.group(2) in _CLASSES:
        return {"k": "q_tags", "tags": [m.group(1), m.group(2)]}  # your heroes and allies of either class
    m = rx.fullmatch(r"(other )?ally named (.+?) in your party", p)
    if m:
        return {"k": "wsc_named", "name": m.group(2).strip(), "other": bool(m.group(1))}
    m = rx.fullmatch(r"([A-Z]\w+) and/or ([A-Z]\w+) hero and ally you control", p)
    if m:  # "Demon and/or Monster hero and ally you control": your heroes and allies with either tag
        return {"k": "q_tags", "tags": [m.group(1), m.group(2)]}
    if rx.fullmatch(r"ongoing ability you control", p, re.I):  # an ability in play is an ongoing one (305.1, 415.8d)
        return per_filter("ability you control")
    m = rx.fullmatch(r"of your (weapon|armor|resource|ally)s?|of your allies", p, re.I)
    if m:
        return per_filter(f"{(m.group(1) or 'ally').lower()} you control")
    if rx.fullmatch(r"friendly hero an?d? ally", p, re.I):  # "friendly hero an ally": a misprint of "hero and ally"
        return per_filter("hero or ally you control")
    m = rx.fullmatch(r"(ready|exhausted|damaged|undamaged) opposing (hero and ally|heroes and allies|character|ally|hero)", p, re.I)
    if m:  # "for each damaged opposing hero and ally" / "… character" (a hero or an ally)
        what = {"hero and ally": "hero or ally", "heroes and allies": "hero or ally", "character": "hero or ally"}.get(m.group(2).lower(), m.group(2).lower())
        return per_filter(f"opposing {m.group(1).lower()} {what}")
    if rx.fullmatch(r"hero in play", p, re.I):
        return {"k": "wsc_heroes", "side": "all"}
    m = rx.fullmatch(r"(\w+) in play", p)
    if m and m.group(1) in GRANTABLE and m.group(1)[0].isupper():
        return {"k": "wsc_keyword", "keyword": m.group(1), "side": "all", "allies": False}
    m = rx.fullmatch(r"(hero and ally|ally) (?:in your party|you control) with (\w+)", p)
    if m and m.group(2) in GRANTABLE:
        return {"k": "wsc_keyword", "keyword": m.group(2), "side": "you", "allies": m.group(1) == "ally"}
    m = rx.fullmatch(r"ally (?:you control|in your party) with (\d+) or more ATK", p)
    if m:
        return {"k": "wsc_min_atk", "min": int(m.group(1))}
    m = rx.fullmatch(r"ally (?:in your party|you control) with cost (\d+) or (more|less)", p)
    if m:  # the printed cost (201.3)
        return {"k": "count", "zone": "play", "side": "you", "flt": {"types": ["ally"], ("min_cost" if m.group(2) == "more" else "max_cost"): int(m.group(1))}}
    m = rx.fullmatch(r"(ally|ability|equipment) cards? in your graveyard", p)
    if m:
        return per_filter(f"{m.group(1)} in your graveyard")
    m = rx.fullmatch(r"(Arena) cards? in play you control", p)  # a tag the card data has (Loot cards are not marked)
    if m:
        return per_filter(f"{m.group(1)} card you control")
    if rx.fullmatch(r"damage on your hero", p, re.I):
        return {"k": "q_hero_damage"}
    if rx.fullmatch(r"damage on allies in your party|damage on allies you control", p, re.I):
        return {"k": "wsc_ally_damage"}
    if rx.fullmatch(r"ability you control attached to opposing heroes and allies", p, re.I):
        return {"k": "wsc_attached_opposing"}
    return None


PER_READERS.append(more_per)
