"""Group phrases without a quantifier ("Your weapons", "Monster heroes and allies you control",
"Druids you control", "Dungeon allies", "each of your armor"): every card the phrase names, as an
``each`` target (``readers.target`` asks here when no other reading fits). A race/class word in
the plural is read in the singular ("Druids" → Druid, "Dwarves" → Dwarf); keyword words
("Protectors") are not tags and are not read."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Target

from . import rx
from .schema import KEYWORDS

_KINDS = {"heroes": ["hero"], "allies": ["ally"], "weapons": ["weapon"], "armor": ["armor"], "items": ["item"],
          "equipment": ["weapon", "armor", "item"], "characters": ["hero", "ally"], "abilities": ["ability"]}
_KIND_LIST = r"(?P<kinds>(?:heroes|allies|weapons|armor|items|equipment|characters|abilities)(?:(?:,| and| or|, and| and/or) (?:heroes|allies|weapons|armor|items|equipment|characters|abilities))*)"
_SIDE = {"you control": "friendly", "in your party": "friendly", "your opponents control": "opposing",
         "an opponent controls": "opposing", "in an opponent's party": "opposing", "opponents control": "opposing"}
_GROUP = re.compile(r"(?P<pre>your |each of your |other |all |all other |opposing |all opposing |friendly |other friendly )?"
                    r"(?P<state>exhausted |ready |damaged |undamaged )?"
                    r"(?:(?P<tag>(?-i:[A-Z][a-z']*(?:-[A-Z]?[a-z']+)*(?: [A-Z][a-z'-]+)?)) )?" + _KIND_LIST +
                    r"(?: (?P<ctl>you control|in your party|your opponents control|opponents control|an opponent controls|in an opponent's party))?"
                    r"(?: with cost (?P<cost>\d+) or (?P<cmp>less|more))?", re.I)
_PLURAL_TAG = re.compile(r"(?P<pre>(?i:other |your |your other |friendly |other friendly ))?(?P<tag>[A-Z][a-z'-]+)(?: (?P<ctl>you control|in your party))?")
_HERO_AND = re.compile(r"your hero and (?:all |each )?(?:other )?(?:allies|ally) (?:you control|in your party)", re.I)
_NOT_TAGS = {k.lower() for k in KEYWORDS} | {"other", "opposing", "friendly", "your", "each", "all", "target", "tokens", "non",
                                       "attached", "enemy", "ready", "exhausted", "damaged", "undamaged", "that", "this", "these",
                                       "those", "any", "both", "another", "new", "the"}

_TAG_ALIASES = {"two-handed": "2H Weapon", "one-handed": "1H Weapon"}
"""Printed words for a tag the data spells otherwise ("Two-Handed weapons": the tag 2H Weapon)."""


def singular(word: str) -> str:
    """A race/class word in the singular: "Druids" → "Druid", "Dwarves" → "Dwarf", "Draenei" unchanged."""
    if word.endswith("ves"):
        return word[:-3] + "f"
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def group_target(phrase: str) -> Target | None:
    """ "Your Melee weapons", "Weapons you control", "Monster heroes and allies you control",
    "Dungeon allies", "Druids you control", "Other Fire allies in your party" → an ``each`` target;
    None for anything else."""
    p = rx.sub(r"\[(\w+)\]", r"\1", phrase.strip())
    if _HERO_AND.fullmatch(p):  # your hero and your allies: your heroes and allies (a player has one hero, 100.1)
        return Target("each", {"types": ["ally", "hero"], "side": "friendly", **({"exclude_self": True} if " other " in p.lower() else {})})
    if (m := _GROUP.fullmatch(p)) is not None:
        flt: dict[str, Any] = {"types": sorted({t for w in rx.findall(r"[a-z]+", m.group("kinds").lower()) if w in _KINDS for t in _KINDS[w]})}
        tag = m.group("tag")
        if tag is not None:
            if tag.lower() in _NOT_TAGS or tag.split()[0].lower() in _NOT_TAGS:
                return None
            if tag.lower().startswith("non-"):  # "Non-[Shadow] allies": those without the tag (targets.extra_match)
                flt["not_tag"] = tag[len("non-"):]
            else:
                flt["tag"] = _TAG_ALIASES.get(tag.lower(), tag)
        if m.group("cost"):
            flt["max_cost" if m.group("cmp").lower() == "less" else "min_cost"] = int(m.group("cost"))
    elif (m := _PLURAL_TAG.fullmatch(p)) is not None and (m.group("ctl") or (m.group("pre") and m.group("tag").endswith("s"))) \
            and m.group("tag").lower() not in _NOT_TAGS and singular(m.group("tag")).lower() not in _NOT_TAGS:
        flt = {"types": ["ally", "armor", "hero", "item", "weapon"], "tag": singular(m.group("tag"))}  # "Pets", "Axes": the tag says which
    else:
        return None
    pre = (m.group("pre") or "").strip().lower()
    if "state" in m.groupdict() and m.group("state"):
        flt["state"] = m.group("state").strip().lower()
    side = _SIDE.get((m.group("ctl") or "").lower())
    if pre in ("your", "each of your", "friendly", "other friendly", "your other"):
        if side == "opposing":
            return None
        side = "friendly"
    elif pre in ("opposing", "all opposing"):
        if side == "friendly":
            return None
        side = "opposing"
    if side:
        flt["side"] = side
    if "other" in pre.split():
        flt["exclude_self"] = True
    return Target("each", flt)


_RES_STATE = r"(?P<state>exhausted |ready )?"
_RESOURCE = [
    (re.compile(r"target (?P<side>opposing )?" + _RES_STATE + r"resource(?P<ctl> an opponent controls| you control)?", re.I), "chosen"),
    (re.compile(r"(?:one of your |an? |one )" + _RES_STATE + r"(?:resources?)(?P<ctl> you control)?", re.I), "mine"),
    (re.compile(r"(?:all|each) (?:of your |(?P<side>opposing ))?" + _RES_STATE + r"resources?(?P<ctl> you control| an opponent controls)?", re.I), "each"),
]


def resource_target(phrase: str) -> Target | None:
    """ "target resource", "one of your resources", "a resource you control", "all opposing
    resources" → a target among the cards in resource rows (412; ``engine.wow.targets``, type
    "resource"). "One of your resources" is the player's pick as the effect resolves (a face-down
    resource has no powers, so being chosen or targeted makes no difference to it)."""
    p = phrase.strip()
    for pattern, kind in _RESOURCE:
        m = pattern.fullmatch(p)
        if not m:
            continue
        flt: dict[str, Any] = {"types": ["resource"]}
        side = (m.groupdict().get("side") or "").strip().lower()
        ctl = (m.groupdict().get("ctl") or "").strip().lower()
        if kind == "mine" or ctl == "you control" or (kind == "each" and "of your" in p.lower()):
            flt["side"] = "friendly"
        elif side == "opposing" or ctl == "an opponent controls":
            flt["side"] = "opposing"
        if m.group("state"):
            flt["state"] = m.group("state").strip().lower()
        return Target("each" if kind == "each" else "chosen", flt)
    return None
