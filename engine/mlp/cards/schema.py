"""The MLP card schema (第二節 カードカテゴリー) and the facts the public data lacks.

Every card's ``data`` holds the common display keys (``name``, ``full_name``, ``type``, ``cost``,
``colors``, ``text``, ``image_url``, ``set``, ``number``, ``rarity``, ``i18n``) plus:

- ``main_number``: the card number without the ※ mark and variant suffix (第二節 1.8.0: cards with
  the same main number are the same card); ``sparkle``: the ※ flag (第一節 2.1.1);
- ``category``: Character / Event / Item / Scene / Story / Protagonist (same as ``type``);
- ``keywords``: list (第二節 1.4.0); ``harmony``: Harmony cost or None (第二節 1.5.0);
- ``idea``: アイデア ("Inspiration", 第二節 1.7.0) or None;
- ``timings``: the timing tags found in the text (Appear/Farewell/Pre-plan/Adventure/Tap/Inspo Boost);
- ``story_title``, ``story_subtitle``, ``stage`` (1–4) for stories (第二節 6.0.0);
- ``everyday``: the 日常 flag (第二節 4.4.0).
"""

from __future__ import annotations

import re
from typing import Any

CATEGORIES = ("Character", "Event", "Item", "Scene", "Story", "Protagonist")
MAIN_DECK_TYPES = ("Character", "Event", "Item")
STAGES = {"I": 1, "II": 2, "III": 3, "IV": 4, "Ⅰ": 1, "Ⅱ": 2, "Ⅲ": 3, "Ⅳ": 4}

# 日常 (Everyday) scenes. The DreamTCG data has no such flag; these are the project's facts: the six
# starter decks' scenes, which their deck files mark "Everyday" and play as 15 copies. Override with
# the option ``everyday`` (a list of main numbers) in validate_deck / the engine options.
EVERYDAY_SCENES = frozenset({"SD01-ER01", "SD01-ER02", "SD01-ER03", "SD01-ER04", "SD01-ER05", "SD01-ER06"})

_NUMBER = re.compile(r"^([A-Z]{2,4}\d{2}[A-Z]?-[A-Z]*\d+)")
SPARKLE = "※"
_TAGS = re.compile(r"\[(Appear|Farewell|Pre-plan|Adventure|Tap|Inspo Boost|Passive|Activated)\]|^Inspo Boost", re.I)


def main_number(card_id: str) -> str:
    """第二節 1.8.0 / 第一節 2.1.1: the main part of a card number (※ before or after it, and art
    suffixes, dropped): ``※TP01-001``, ``TP01-001※`` and ``TP01-001`` are one card number."""
    bare = card_id.strip().strip(SPARKLE).strip()  # the mark may come before or after the number
    m = _NUMBER.match(bare)
    return m.group(1) if m else bare


def has_sparkle(card_id: str) -> bool:
    """第一節 2.1.1: the ※ mark, printed before or after the number (``※TP01-001``, ``TP01-001※``)."""
    s = card_id.strip()
    return s.startswith(SPARKLE) or s.endswith(SPARKLE)


def is_everyday(data: dict[str, Any], extra: frozenset[str] | set[str] | None = None) -> bool:
    """第二節 4.4.0: is this a 日常 scene (exempt from the copy limit)?"""
    if data.get("type") != "Scene":
        return False
    number = data.get("main_number") or main_number(str(data.get("id", "")))
    return bool(data.get("everyday")) or number in EVERYDAY_SCENES or number in (extra or ())


def timing_tags(text: str) -> list[str]:
    return sorted({(m.group(1) or "Inspo Boost").title() for m in _TAGS.finditer(text or "")})


def make_card(
    *, id: str, name: str, type: str, keywords: list[str] | None = None, harmony: int | None = None,
    idea: int | None = None, text: str = "", rarity: str = "", set_code: str = "", stage: int | None = None,
    story_title: str = "", story_subtitle: str = "", everyday: bool | None = None, image_url: str = "",
    colors: list[str] | None = None, i18n: dict[str, dict[str, str]] | None = None,
) -> dict[str, Any]:
    """Build one card's ``data`` dict in the schema above."""
    if type not in CATEGORIES:
        raise ValueError(f"unknown MLP card category {type!r}")
    number = main_number(id)
    full = name
    if type == "Story" and story_subtitle:
        full = f"{story_title or name} — {story_subtitle}"  # 第二節 6.1.0: title + subtitle
    data: dict[str, Any] = {
        "id": id, "name": name, "full_name": full, "type": type, "category": type,
        "cost": harmony, "harmony": harmony, "idea": idea, "colors": list(colors or []),
        "text": text or "", "image_url": image_url or "", "set": set_code or number.split("-")[0],
        "number": id, "main_number": number, "sparkle": has_sparkle(id),
        "rarity": rarity, "keywords": list(keywords or []), "timings": timing_tags(text or ""),
        "i18n": dict(i18n or {}),
    }
    if type == "Story":
        data.update(stage=stage, story_title=story_title or name, story_subtitle=story_subtitle)
    if type == "Scene":
        data["everyday"] = bool(everyday) if everyday is not None else number in EVERYDAY_SCENES
    return data
