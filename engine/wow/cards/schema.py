"""The WoW TCG card schema (chapters 2–3 of the rules) and its construction from raw fields.

Every card's ``data`` holds the common display keys (``name``, ``full_name``, ``type``, ``cost``,
``colors``, ``text``, ``image_url``, ``set``, ``number``, ``rarity``, ``i18n``) plus:
``faction`` (Alliance/Horde/Neutral/Both, 206.1b), ``classes`` (class icons, 206.1a), ``class``
(hero/ally class tag), ``race``, ``talent`` (hero talent spec, 206.1), ``professions``,
``tags`` (type-line tags incl. ``Unique``, ``Unlimited``, ``Tag (N)`` limits, 202), ``cost_x``
(201.3), ``strike_cost`` (303.1), ``atk``/``damage_type`` (205.1), ``health``, ``def`` (304.2),
``instant`` (409.1), ``totem`` (305.3a), ``traitor``, ``keywords`` ({name: N}),
``hero_required`` (100.2b), ``talent_required`` (100.2c), ``reputation`` (100.2d), ``encounter``
(a card of a raid or dungeon deck: never legal in a player's deck, 100.2, nor a hero, 100.1).
"""

from __future__ import annotations

import html
import re
from functools import lru_cache
from typing import Any

from . import rx

CLASSES = ("Death Knight", "Druid", "Hunter", "Mage", "Paladin", "Priest", "Rogue", "Shaman", "Warlock", "Warrior")
DAMAGE_TYPES = ("arcane", "fire", "frost", "holy", "melee", "nature", "ranged", "shadow")
TALENT_SPECS = {
    "Death Knight": ("Blood", "Frost", "Unholy"), "Druid": ("Balance", "Feral", "Restoration"),
    "Hunter": ("Beast Mastery", "Marksmanship", "Survival"), "Mage": ("Arcane", "Fire", "Frost"),
    "Paladin": ("Holy", "Protection", "Retribution"), "Priest": ("Discipline", "Holy", "Shadow"),
    "Rogue": ("Assassination", "Combat", "Subtlety"), "Shaman": ("Elemental", "Enhancement", "Restoration"),
    "Warlock": ("Affliction", "Demonology", "Destruction"), "Warrior": ("Arms", "Fury", "Protection"),
}
ALL_SPECS = sorted({s for specs in TALENT_SPECS.values() for s in specs})
TYPES = ("hero", "master hero", "ally", "weapon", "armor", "item", "ability", "quest", "location", "achievement")
RARITY = {"c": "common", "u": "uncommon", "r": "rare", "e": "epic", "l": "legendary", "p": "promo"}
# Keywords the engine automates (glossary of the English rules; reminder texts on the cards).
KEYWORDS = (
    "Protector", "Ferocity", "Elusive", "Untargetable", "Stealth", "Long-Range", "Assault", "Mend",
    "Hardiness", "Aberration", "Immune", "Conspicuous", "Time is Money", "Berserking", "Smash",
    "Arcane Resistance", "Fire Resistance", "Frost Resistance", "Holy Resistance", "Nature Resistance",
    "Shadow Resistance", "Invincible", "Will of the Forsaken",
)
_KW_RE = re.compile(
    r"\b(" + "|".join(re.escape(k) for k in sorted(KEYWORDS, key=len, reverse=True)) + r"|Long Range)\b(?:\s+(\d+|X))?",
)


ENCOUNTER_SETS = frozenset({"BTR", "DDD", "DSK", "DSM", "ICR", "MCR", "MLR", "NXR", "OLR"})
"""Raid and dungeon decks (block 0 in the decktools set list: Black Temple, Deadmines, Shadowfang
Keep, Scarlet Monastery, Icecrown Citadel, Molten Core, Magtheridon's Lair, Naxxramas, Onyxia's
Lair): bosses and encounter cards a raid plays, not cards of a player's deck. Their treasure
sets (loot) are player cards."""


def is_encounter(data: dict[str, Any]) -> bool:
    """A raid, dungeon or boss card: not legal in a constructed deck (100.2) and never a hero (100.1)."""
    return bool(data.get("encounter")) or str(data.get("set", "")).upper() in ENCOUNTER_SETS


def clean_text(text: str | None) -> str:
    """Card text as people read it, made once at import: HTML entities decoded, ``<p>``, ``<br>``
    and the ``;`` power separators become line breaks (203.2: one power a line), other tags
    (bold, italics) are dropped, spaces collapsed."""
    return strip_markup(html.unescape(text or ""))


@lru_cache(maxsize=4096)
def strip_markup(text: str) -> str:
    """Card text without HTML, with powers separated by newlines (203.2: ``<p>`` separates powers)."""
    text = rx.sub(r"<br\s*/?>|<p>|</p>|;", "\n", text or "")
    text = rx.sub(r"<[^>]+>", "", text)
    text = rx.sub(r"[ \t]+", " ", text)
    return "\n".join(line.strip() for line in text.split("\n") if line.strip())


@lru_cache(maxsize=4096)
def without_reminders(text: str) -> str:
    """Text with reminder text (italic parentheses) removed (203.1)."""
    prev = None
    while prev != text:  # nested: "(Prevent all shadow ([Shadow]) damage …)"
        prev, text = text, rx.sub(r"\([^()]*\)", "", text)
    return text.strip()


def parse_keywords(text: str) -> dict[str, int]:
    """Keywords of the card itself: a power (line) made only of keywords (``<b>Protector</b>``,
    ``Elusive, Ferocity``, ``<b>Assault 2</b> (reminder)``). A keyword inside a sentence ("This
    ally has <b>Assault 3</b> while …", "Target ally has <b>Stealth</b> this turn") is card text,
    as are conditional lines ("Alliance Hero: Elusive", 206.1c)."""
    out: dict[str, int] = {}
    raws = rx.split(r"<br\s*/?>|<p>|</p>|;|\n", text or "")
    chunks = [strip_markup(line) for line in raws]
    for raw in raws:
        lead = rx.match(r"(?:\s*<b>[^<]*</b>[\s,]*)+", raw.strip()) if "<b>" in raw else None  # "<b>Protector</b> Prevent all …"
        if lead:
            chunks.append(strip_markup(lead.group(0)))
        chunks += leading_keywords(without_reminders(strip_markup(raw)).strip())  # "Protector When this ally …"
    for line in chunks:
        chunk = without_reminders(line).strip().rstrip(".:").strip()
        if not chunk:
            continue
        found = list(_KW_RE.finditer(chunk))
        if not found:
            continue
        rest = rx.sub(r"\b(?:Sentinel|Eternal|Thrown|Escape Artist)\b", "", _KW_RE.sub("", chunk))  # read as their reminder text (templates_lines)
        if rx.sub(r"[\s,;.]", "", rest):
            continue
        for m in found:
            name = "Long-Range" if m.group(1) == "Long Range" else m.group(1)
            n = m.group(2)
            out[name] = int(n) if n and n.isdigit() else (0 if n == "X" else 1)
    return out


_LEAD_KW = re.compile(r"((?:" + "|".join(re.escape(k) for k in sorted(KEYWORDS, key=len, reverse=True)) + r"|Long Range)(?: \d+)?)\s+(?=[A-Z])")


def leading_keywords(line: str) -> list[str]:
    """Keywords that begin a line holding another power in plain text ("Protector When this ally
    exhausts, …", "Assault 2 Allies have …": the data lost the line break), or [] for a line
    made only of keywords or with none in front."""
    out: list[str] = []
    while (m := _LEAD_KW.match(line)) is not None:
        out.append(m.group(1))
        line = line[m.end():]
    rest = _KW_RE.sub("", line)
    return out if out and rx.sub(r"[\s,;.]", "", rest) else []


def tag_limit(tag: str) -> tuple[str, int] | None:
    """``Pet (1)`` → ("Pet", 1): a Tag(N) uniqueness limit (414.3b)."""
    m = rx.match(r"^(.*?)\s*\((\d+)\)$", tag.strip())
    return (m.group(1), int(m.group(2))) if m else None


def make_card(**fields: Any) -> dict[str, Any]:
    """A card ``data`` dict with every schema key present (defaults filled in)."""
    data: dict[str, Any] = {
        "name": "", "full_name": "", "type": "ally", "cost": 0, "cost_x": False, "colors": [], "text": "",
        "image_url": "", "set": "", "number": 0, "rarity": "", "i18n": {}, "faction": "Neutral",
        "classes": [], "class": "", "race": "", "talent": "", "professions": [], "tags": [],
        "strike_cost": None, "atk": None, "damage_type": "", "health": None, "def": None, "instant": False,
        "totem": False, "traitor": False, "keywords": {}, "hero_required": [], "talent_required": "",
        "reputation": "",
    }
    data.update(fields)
    data["full_name"] = data["full_name"] or data["name"]
    data["colors"] = list(data["classes"])
    if not data["keywords"] and data["text"]:
        data["keywords"] = parse_keywords(data["text"])
    req = deck_requirements(data["text"])
    for key, value in req.items():
        if not data.get(key):
            data[key] = value
    return data


def deck_requirements(text: str) -> dict[str, Any]:
    """Hero Required (100.2b), Talent (100.2c) and Reputation (100.2d) clauses from bold text."""
    plain = strip_markup(text)
    out: dict[str, Any] = {"hero_required": [], "talent_required": "", "reputation": ""}
    for m in rx.finditer(r"^([A-Z][\w' \[\]-]*?) Hero Required", plain, re.M):
        traits = [t.strip(" []") for t in m.group(1).split(" or ")]
        out["hero_required"] = traits
        if len(traits) == 1 and traits[0] in ALL_SPECS:
            out["talent_required"] = traits[0]  # 100.2b: a spec-named Hero Required is a talent
    m = rx.search(r"^(" + "|".join(re.escape(s) for s in ALL_SPECS) + r") Talent\b", plain, re.M)
    if m:
        out["talent_required"] = m.group(1)
    m = rx.search(r"^([A-Z][\w' -]*?) Rep(?:ut|u)ation(?:\b|(?=[A-Z]))", plain, re.M)  # "Aldor Repuation": a misprint in the data; "Scryer ReputationWhen …": a lost line break
    if m:
        out["reputation"] = m.group(1)
    return out
