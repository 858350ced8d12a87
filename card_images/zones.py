"""Which part of the board a zone belongs to, from its name (engines name zones freely)."""

from __future__ import annotations

import re
from typing import Any

# role -> patterns matched against the normalized zone name (lower case, "_" for separators)
ROLE_PATTERNS: list[tuple[str, str]] = [
    ("don_deck", r"^don_?(!!)?_?deck$"),
    ("scene_deck", r"^scene_?deck$"),
    ("deck", r"^(main_?)?deck$|^library$|^draw(_pile)?$"),
    ("hand", r"^hand$"),
    ("inkwell", r"^ink(well)?$"),
    ("life", r"^life(_area)?$"),
    ("don", r"^(cost(_area)?|don(!!)?(_area)?)$"),
    ("leader", r"^leader(_area)?$"),
    ("stage", r"^stage(_area)?$"),
    ("characters", r"^(characters?|character_area|chars?)$"),
    ("items", r"^items?$"),  # MLP "items" are worn (attached_to): shown on their wearer
    ("locations", r"^locations?$"),
    ("adventure", r"^adventure(_area)?(_?\d)?$"),
    ("plans", r"^plans?$"),
    ("story", r"^(story|stories)(_area)?$"),
    ("protagonist", r"^(protagonist|main_character)$"),
    ("scene", r"^scenes?(_area)?$"),
    ("hero", r"^hero(_row)?$"),
    ("allies", r"^(ally|allies)(_row)?$"),
    ("equipment", r"^(equipment|equip|ongoing|abilities|attachments)(_row)?$"),
    ("resources", r"^resources?(_row)?$"),
    ("discard", r"^(discard(_pile)?|trash|graveyard|grave|rest(_area)?|rest_?area)$"),
    ("play", r"^(play|in_play|field|board|battlefield)$"),
    ("rfg", r"^(rfg|removed(_from_game)?|exile)$"),
    ("attached", r"^(under|attached(_don)?|attachments?|worn)$"),
]
_COMPILED = [(role, re.compile(p)) for role, p in ROLE_PATTERNS]

TYPE_WORDS = {
    "character": ("character", "キャラ", "角色", "ally", "味方", "盟友"),
    "item": ("item", "アイテム", "物品", "道具"),
    "location": ("location", "ロケーション", "地点", "场所"),
    "hero": ("hero", "ヒーロー", "英雄"),
    "equipment": ("equipment", "weapon", "armor", "装備", "装备", "武器", "防具"),
    "stage": ("stage", "ステージ", "舞台"),
    "leader": ("leader", "リーダー", "领袖"),
    "event": ("event", "イベント", "事件"),
    "scene": ("scene", "シーン", "场景"),
    "story": ("story", "ストーリー", "故事"),
    "plan": ("plan", "プラン", "計画", "计划"),
    "protagonist": ("protagonist", "主人公", "主角"),
}


def normalize(zone: str) -> str:
    return re.sub(r"[\s\-./]+", "_", zone.strip().lower())


def role_of(zone: str) -> str | None:
    z = normalize(zone)
    for role, rx in _COMPILED:
        if rx.search(z):
            return role
    return None


def card_kind(data: dict[str, Any] | None) -> str | None:
    """The card's broad type (character/item/location/…) from its type line, any language."""
    if not data:
        return None
    t = str(data.get("type") or "").lower()
    for kind, words in TYPE_WORDS.items():
        if any(w in t for w in words):
            return kind
    return None
