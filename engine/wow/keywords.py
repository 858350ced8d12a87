"""Current card facts after modifiers: types, ATK, health, keywords (205, 300–305, EN 712–714,
EN glossary keywords). Every other module asks here instead of reading the printed data."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.core import effects

from .state import WowState

CHARACTER_TYPES = ("hero", "master hero", "ally")


def data(st: WowState, uid: int) -> dict[str, Any]:
    """The card's data; a face-down resource is blank (412.1b)."""
    card = st.table.cards[uid]
    if card.face_down:
        return {"name": "", "type": "resource", "tags": [], "keywords": {}, "text": ""}
    return st.cards[card.card_id]


def ctype(st: WowState, uid: int) -> str:
    return data(st, uid).get("type", "")


def in_play(st: WowState, uid: int) -> bool:
    card = st.table.cards.get(uid)
    return card is not None and card.zone in ("allies", "hero_row", "resources")


def is_character(st: WowState, uid: int) -> bool:
    """300.1: a character is a hero, an ally or a totem (305.3a: a totem is also an ally)."""
    card = st.table.cards[uid]
    if card.zone not in ("allies", "hero_row"):
        return False
    d = data(st, uid)
    return d.get("type") in CHARACTER_TYPES or bool(d.get("totem"))


def is_ally(st: WowState, uid: int) -> bool:
    d = data(st, uid)
    return st.table.cards[uid].zone == "allies" and (d.get("type") == "ally" or bool(d.get("totem")))


def is_hero(st: WowState, uid: int) -> bool:
    return uid in st.heroes


def kinds(st: WowState, uid: int) -> set[str]:
    """The card kinds a target filter may name (hero, ally, weapon, armor, item, ability)."""
    d = data(st, uid)
    out = {d.get("type", "")}
    if uid in st.heroes:
        out.add("hero")
    if d.get("totem"):
        out |= {"ally", "ability"}
    if out & {"weapon", "armor", "item"}:
        out.add("equipment")
    return out


def affected(st: WowState, source: int, target: Any, uid: int) -> bool:
    """Whether a continuous effect of ``source`` (its Target) applies to ``uid``."""
    src = st.table.cards[source]
    if target.kind == "self":
        return uid == source
    if target.kind == "attached":
        return src.attached_to == uid
    if target.kind == "player_hero":
        return uid == st.heroes[src.controller]
    if target.kind != "each":
        return False
    card = st.table.cards[uid]
    flt = target.filter
    if flt.get("side") == "friendly" and card.controller != src.controller:
        return False
    if flt.get("side") == "opposing" and card.controller == src.controller:
        return False
    if flt.get("exclude_self") and uid == source:
        return False
    tag = (flt.get("tag") or "").lower()
    if tag:
        d = data(st, uid)
        words = {*d.get("tags", []), *d.get("classes", []), d.get("race", ""), *d.get("race", "").split(), d.get("damage_type", "")}
        if tag not in {w.lower() for w in words if w}:
            return False
    return bool(set(flt.get("types", [])) & kinds(st, uid))


def statics(st: WowState, uid: int) -> list[Any]:
    """Continuous effects (EN 714) from face-up cards in play that apply to ``uid``."""
    from .cards.compiler import static_effects

    out = []
    for p in range(st.num_players):
        for zone in ("allies", "hero_row"):
            for src in st.table.zone(p, zone):
                effs = static_effects(data(st, src))
                if effs:
                    for e in effs:
                        if affected(st, src, e.target, uid):
                            per = (e.condition or {}).get("per")
                            out.append(replace(e, amount=e.amount * per_count(st, st.table.cards[src].controller, per)) if per else e)
    return out


def per_count(st: WowState, player: int, key: str) -> int:
    """What a "for each X" counts, from ``player``'s side."""
    opp = 1 - player
    if key == "resources":
        return len(st.table.zone(player, "resources"))
    if key == "hand":
        return len(st.table.zone(player, "hand"))
    if key == "allies":
        return sum(1 for u in st.table.zone(player, "allies") if is_ally(st, u))
    if key == "equipment":
        return sum(1 for u in st.table.zone(player, "hero_row") if ctype(st, u) in ("weapon", "armor", "item"))
    if key == "opposing_heroes":
        return sum(1 for u in st.heroes if st.table.cards[u].controller != player and st.table.cards[u].zone == "hero_row")
    if key == "opposing_allies":
        return sum(1 for u in st.table.zone(opp, "allies") if is_ally(st, u))
    return 0


def keywords(st: WowState, uid: int) -> dict[str, int]:
    """Printed keywords plus granted ones (modifiers and continuous powers)."""
    out = dict(data(st, uid).get("keywords") or {})
    for m in st.modifiers:
        if m.uid == uid and m.keyword:
            out[m.keyword] = max(out.get(m.keyword, 0), m.delta or 1)
    if st.table.cards[uid].zone in ("allies", "hero_row"):
        for e in statics(st, uid):
            if e.op == "grant_keyword":
                out[e.keyword] = out.get(e.keyword, 0) + e.amount if e.keyword in ("Assault", "Mend") else 1
    return out


def static_delta(st: WowState, uid: int, stat_name: str) -> int:
    if st.table.cards[uid].zone not in ("allies", "hero_row"):
        return 0
    return sum(e.amount for e in statics(st, uid) if e.op == "modify_stat" and e.stat == stat_name)


def has(st: WowState, uid: int, keyword: str) -> bool:
    return keyword in keywords(st, uid)


def atk(st: WowState, uid: int) -> int:
    """Current ATK (205.1): printed (heroes 0) + modifiers + Assault N on your turn + Berserking."""
    card = st.table.cards[uid]
    base = data(st, uid).get("atk") or 0
    value = effects.stat(st.modifiers, uid, "atk", base) + static_delta(st, uid, "atk")
    kw = keywords(st, uid)
    if "Assault" in kw and card.controller == st.active:
        value += kw["Assault"]  # EN glossary: Assault N = +N ATK on your turn
    if "Berserking" in kw:
        value += card.damage  # EN glossary: +1 ATK for each damage
    return max(value, 0)  # 104.2: negative values count as 0 outside calculations


def health(st: WowState, uid: int) -> int:
    base = data(st, uid).get("health") or 0
    return max(effects.stat(st.modifiers, uid, "health", base) + static_delta(st, uid, "health"), 0)


def damage_types(st: WowState, uid: int) -> list[str]:
    """205.1a, 408.3a: a combat packet takes its source's types, defaulting to melee; a weapon
    struck this combat gives its type (303.2a)."""
    for m in st.modifiers:
        if m.uid == uid and m.stat == "damage_type:" + m.keyword and m.duration == "this_battle":
            return [m.keyword]
    dt = data(st, uid).get("damage_type") or ""
    return [dt] if dt else ["melee"]


def name(st: WowState, uid: int) -> str:
    card = st.table.cards[uid]
    if not st.table.visible_to(card, None):
        return "a face-down card"
    return data(st, uid).get("name") or card.card_id


def st_zone(st: WowState, uid: int) -> str:
    return st.table.cards[uid].zone
