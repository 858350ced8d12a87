"""Current card facts after modifiers: types, ATK, health, keywords (205, 300–305, EN 712–714,
EN glossary keywords). Every other module asks here instead of reading the printed data."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from engine.core import effects

from .cards.keys import CANT_BE_DESTROYED
from .counters import stat_delta
from .state import WowState

CHARACTER_TYPES = ("hero", "master hero", "ally")


GAIN_TEXT = "gain_text"
"""Modifier stat of a card that gained another card's powers (``keyword`` = that card's id)."""


def data(st: WowState, uid: int) -> dict[str, Any]:
    """The card's data; a face-down resource is blank (412.1b). Powers gained from another card
    are added to its text, with that card's name replaced by this one's: a copied power's
    self-reference means its new card (200.1a)."""
    card = st.table.cards[uid]
    if card.face_down:
        return {"name": "", "type": "resource", "tags": [], "keywords": {}, "text": ""}
    d = st.cards[printed_id(st, uid)]
    gained = [m.keyword for m in st.modifiers if m.stat == GAIN_TEXT and m.uid == uid] if st.modifiers else []
    if not gained:
        return d
    text = d.get("text") or ""
    for cid in gained:
        other = st.cards.get(cid, {})
        name = other.get("name") or ""
        text += "\n" + ((other.get("text") or "").replace(name, d.get("name", "")) if name else (other.get("text") or ""))
    return {**d, "text": text}


COPY_OF = "copy_of:"
"""A modifier whose stat is ``copy_of:CARD_ID``: the card has that card's printed information (402.2)."""


def printed_id(st: WowState, uid: int) -> str:
    """The card whose printed information ``uid`` has: its own, or the one it became a copy of
    (402.2; the latest copy effect wins)."""
    if st.modifiers:
        for m in reversed(st.modifiers):
            if m.uid == uid and m.stat.startswith(COPY_OF):
                return m.stat[len(COPY_OF):]
    return st.table.cards[uid].card_id


def gain_powers(st: WowState, uid: int, from_card: int, duration: str = "permanent", player: int = 0) -> None:
    """``uid`` gains the printed powers of card ``from_card`` (wherever it is now), 200.1a."""
    from engine.core import Modifier

    st.modifiers.append(Modifier(uid, GAIN_TEXT, 0, keyword=st.table.cards[from_card].card_id, duration=duration, player=player, turn=st.turn))


def ctype(st: WowState, uid: int) -> str:
    """The card type; a "becomes [type]" modifier replaces it (300.1a)."""
    last = next((m.keyword for m in reversed(st.modifiers) if m.uid == uid and m.stat == TYPE_SET), None)
    return last or data(st, uid).get("type", "")


TYPE_ADD, TYPE_SET, TAG_ADD = "type+", "type=", "tag+"
"""Modifier stats for type and tag changes (``Modifier(uid, TYPE_ADD, keyword="ally")``):
300.1b a card type added, 300.1a a card becoming another type, 202.3 a tag added."""


def types(st: WowState, uid: int) -> set[str]:
    """Every card type it has now: printed, then type changes in order (300.1a–b)."""
    out = {data(st, uid).get("type", "")}
    for m in st.modifiers:
        if m.uid == uid and m.stat in (TYPE_ADD, TYPE_SET):
            out = {m.keyword} if m.stat == TYPE_SET else out | {m.keyword}
    return out


def tags(st: WowState, uid: int) -> list[str]:
    """Printed tags plus added ones; adding a tag removes none (202.3)."""
    out = list(data(st, uid).get("tags", []))
    added = [m.keyword for m in st.modifiers if m.uid == uid and m.stat == TAG_ADD] + _static_tags(st, uid)
    return out + [t for t in dict.fromkeys(added) if t not in out]


def _static_tags(st: WowState, uid: int) -> list[str]:
    """Tags a continuous power gives this card itself, its host or its player's hero (Polymorph:
    "attached ally … is also a Sheep", 202.3). Only unfiltered targets, so no loop through words()."""
    from .cards.compiler import static_effects

    if st.table.cards[uid].zone not in ("allies", "hero_row"):
        return []
    out = []
    for p in range(st.num_players):
        for zone in ("allies", "hero_row"):
            for src in st.table.zone(p, zone):
                for e in static_effects(data(st, src)):
                    if e.op == "add_tag" and e.target is not None and e.target.kind in ("self", "attached", "player_hero") \
                            and affected(st, src, e.target, uid):
                        out.append(e.keyword)
    return out


def words(st: WowState, uid: int) -> set[str]:
    """Lower-case words a filter's tag may name: tags (a multi-word tag also by its last word,
    202.1a; Archdruid counts as Druid, 202.4a), classes, race, faction and damage type."""
    d = data(st, uid)
    out = {*tags(st, uid), *d.get("classes", []), d.get("race", ""), *d.get("race", "").split(), d.get("faction", ""), *damage_types(st, uid)}
    out = {re.sub(r"\s*\(\d+\)$", "", t) for t in out if t}  # "Pet (1)" is a Pet (414.3b tag limit)
    out |= {t.split()[-1] for t in list(out) if t and " " in t}
    low = {w.lower() for w in out if w}
    low |= {"token"} if st.table.cards[uid].flags.get("token") else set()  # a token copy (402.3) is a token ally too
    return low | ({"druid"} if "archdruid" in low else set())


def in_play(st: WowState, uid: int) -> bool:
    card = st.table.cards.get(uid)
    return card is not None and card.zone in ("allies", "hero_row", "resources")


def is_character(st: WowState, uid: int) -> bool:
    """300.1: a character is a hero, an ally or a totem (305.3a: a totem is also an ally)."""
    card = st.table.cards[uid]
    if card.zone not in ("allies", "hero_row"):
        return False
    return bool(types(st, uid) & set(CHARACTER_TYPES)) or bool(data(st, uid).get("totem"))


def is_ally(st: WowState, uid: int) -> bool:
    """An ally (or totem) in the ally row, or a card in play that is also an ally (300.1b)."""
    zone = st.table.cards[uid].zone
    if zone not in ("allies", "hero_row") or uid in st.heroes:
        return False
    ally = "ally" in types(st, uid) or bool(data(st, uid).get("totem"))
    return ally and (zone == "allies" or data(st, uid).get("type") != "ally")


def is_hero(st: WowState, uid: int) -> bool:
    return uid in st.heroes


def kinds(st: WowState, uid: int) -> set[str]:
    """The card kinds a target filter may name (hero, ally, weapon, armor, item, ability)."""
    d = data(st, uid)
    out = types(st, uid)
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
    if tag and tag not in words(st, uid):
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
                        if affected(st, src, e.target, uid) and _while(st, src, e, uid):
                            per = (e.condition or {}).get("per")
                            n = st.table.cards[src].damage if per == "self_damage" else per_count(st, st.table.cards[src].controller, per, src) if per else 1
                            out.append(replace(e, amount=e.amount * n) if per else e)  # "self_damage": "for each damage on it"
    return out


def _while(st: WowState, src: int, e: Any, uid: int) -> bool:
    """A "while X" continuous effect applies only while X holds (EN 714; engine.wow.conditions)."""
    cond = (e.condition or {}).get("if")
    if not cond:
        return True
    from .conditions import holds

    return holds(st, st.table.cards[src].controller, src, cond, affected=uid)


def per_count(st: WowState, player: int, key: str, source: int | None = None) -> int:
    """What a "for each X" counts, from ``player``'s side."""
    if isinstance(key, dict) and key.get("k") == "st_count":  # "for each other …" (cards.templates_statics)
        from .statics import st_count

        return st_count(st, player, key, source)
    if isinstance(key, dict) and str(key.get("k", "")).startswith("q_"):  # quest counts (engine.wow.quests)
        from .quests import q_count

        return q_count(st, player, key, source)
    if isinstance(key, dict):  # a card count compiled from the text (engine.wow.conditions.count)
        from .conditions import count

        return count(st, player, key)
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
    for k in [k for k in out if k.startswith("Loses ")]:  # 103.2 "lose and can't have X" (cards.templates_statics)
        out.pop(k[len("Loses "):], None)
    return out


def static_delta(st: WowState, uid: int, stat_name: str) -> int:
    if st.table.cards[uid].zone not in ("allies", "hero_row"):
        return 0
    return sum(e.amount for e in statics(st, uid) if e.op == "modify_stat" and e.stat == stat_name)


def has(st: WowState, uid: int, keyword: str) -> bool:
    return keyword in keywords(st, uid)




def cant_be_destroyed(st: WowState, uid: int) -> bool:
    """103.2: effects and fatal damage (410.6a) can't destroy it; the game still can (103.3)."""
    return has(st, uid, CANT_BE_DESTROYED)


def atk(st: WowState, uid: int) -> int:
    """Current ATK (205.1): printed (heroes 0) + modifiers + Assault N on your turn + Berserking."""
    card = st.table.cards[uid]
    base = data(st, uid).get("atk") or 0
    value = effects.stat(st.modifiers, uid, "atk", base) + static_delta(st, uid, "atk") + counter_delta(st, uid, "atk")
    kw = keywords(st, uid)
    if "Assault" in kw and card.controller == st.active:
        value += kw["Assault"]  # EN glossary: Assault N = +N ATK on your turn
    if "Berserking" in kw:
        value += card.damage  # EN glossary: +1 ATK for each damage
    return max(value, 0)  # 104.2: negative values count as 0 outside calculations


def health(st: WowState, uid: int) -> int:
    base = data(st, uid).get("health") or 0
    value = effects.stat(st.modifiers, uid, "health", base) + static_delta(st, uid, "health") + counter_delta(st, uid, "health")
    return max(value, 0)


def defense(st: WowState, uid: int) -> int:
    """Current DEF of an armor (304.2) with modifiers and +DEF counters (404.1c)."""
    base = data(st, uid).get("def") or 0
    return max(effects.stat(st.modifiers, uid, "def", base) + static_delta(st, uid, "def") + counter_delta(st, uid, "def"), 0)


def equipment_atk(st: WowState, uid: int) -> int:
    """A weapon's ATK (303.2a: what a strike adds) with modifiers, continuous powers ("This weapon
    has +2 ATK", EN 714) and +ATK counters (404.1c)."""
    base = data(st, uid).get("atk") or 0
    value = effects.stat(st.modifiers, uid, "atk", base) + static_delta(st, uid, "atk") + counter_delta(st, uid, "atk")
    if st.table.cards[uid].controller == st.active:  # EN glossary: Assault N = +N ATK on your turn (a weapon's too)
        value += keywords(st, uid).get("Assault", 0)
    return max(value, 0)


def counter_delta(st: WowState, uid: int, stat_name: str) -> int:
    """404.1c: stat counters act as continuous modifiers while they are on the card."""
    return stat_delta(st, uid, stat_name)


def damage_types(st: WowState, uid: int) -> list[str]:
    """205.1a, 408.3a: a combat packet takes its source's types, defaulting to melee; a weapon
    struck this combat gives its type (303.2a); a card that becomes a damage type loses the
    others (205.1c) — the latest such modifier counts."""
    for m in reversed(st.modifiers):
        if m.uid == uid and m.stat == "damage_type:" + m.keyword:
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
