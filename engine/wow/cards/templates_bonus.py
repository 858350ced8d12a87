"""Continuous replacements and prevention of damage packets (408.2a, EN 716, EN 717;
``engine.wow.damage.damage_bonus`` / ``prevents_all``):
"If your hero would deal holy damage, it deals that much +2 instead", "If an ally in your party
would deal non-combat damage, it deals that much +2 instead", "If a friendly hero or ally would
deal damage to an Elemental, it deals that much damage +1 instead", "If attached character would
be dealt shadow damage, it's dealt that much +2 instead", "Prevent all combat damage that would be
dealt to your hero", "Prevent all damage that Rogues would deal to this ally". Read by
``templates_statics``."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from . import rx
from .conditions import parse_condition
from .group_targets import group_target, singular
from .readers import is_self, target
from .schema import DAMAGE_TYPES

_TYPE = r"(?:(?P<dtype>" + "|".join(sorted(DAMAGE_TYPES, key=len, reverse=True)) + r") )?(?P<kind>non-combat |combat )?"
_DEAL = re.compile(r"if (?P<who>.+?) would deal " + _TYPE + r"damage(?: to an? (?P<tag>[A-Z][\w'-]+))?, (?:it|he|she|they) deals? "
                   r"that (?:much|amount of)(?: damage)? ?(?:\+ ?|plus )(?P<n>\d+) instead", re.I)
_DEALT = re.compile(r"if (?P<who>.+?) would be dealt " + _TYPE + r"damage, (?:it's|it is) dealt that much(?: damage)? ?\+ ?(?P<n>\d+) instead", re.I)


def _who(phrase: str, name: str) -> Target | None:
    """The dealer or the damaged: your hero, this card, attached character, or a group ("an ally in
    your party", "a friendly hero or ally", "your hero or an ally you control")."""
    p = phrase.strip()
    low = p.lower()
    if low == "your hero":
        return Target("player_hero", {})
    if rx.fullmatch(r"attached (?:character|ally|hero|hero or ally)", low):
        return Target("attached", {})
    if is_self(p, name):
        return Target("self", {})
    if rx.fullmatch(r"your hero or an ally (?:you control|in your party)", low):
        return Target("each", {"types": ["ally", "hero"], "side": "friendly"})
    m = rx.fullmatch(r"an? (.+)", p)
    tgt = target("each " + m.group(1), name) if m else None
    return tgt if tgt is not None and tgt.kind == "each" else None


KEYWORDS = {"inspiring presence": "If a hero or ally in your party would deal non-combat damage, it deals that much +1 instead"}
"""Keywords that are such a replacement, by their reminder text."""


def damage_bonus(s: str, name: str, text: str) -> list[Effect] | None:
    """One cleaned sentence → a ``damage_bonus`` continuous effect, or None."""
    s = KEYWORDS.get(s.strip().lower(), s)
    m = _DEAL.fullmatch(s) or _DEALT.fullmatch(s)
    if not m:
        return None
    tgt = _who(m.group("who"), name)
    if tgt is None:
        return None
    cond: dict[str, Any] = {"as": "source" if m.re is _DEAL else "target"}
    if m.group("dtype"):
        cond["dtype"] = m.group("dtype").lower()
    if m.group("kind"):
        cond["combat"] = m.group("kind").strip().lower() == "combat"
    if m.groupdict().get("tag"):
        cond["to_tag"] = m.group("tag")
    return [Effect("damage_bonus", int(m.group("n")), tgt, duration="permanent", condition=cond, text=text)]


_PREVENT_TO = re.compile(r"prevent all " + _TYPE + r"damage that would be dealt(?: to (?P<who>.+?))?(?: by (?P<other>.+?))?(?: while (?P<cond>.+))?", re.I)
_PREVENT_BY = re.compile(r"prevent all " + _TYPE + r"damage (?:that )?(?P<other>.+?) would deal(?: to (?P<who>.+?))?(?: while (?P<cond>.+))?", re.I)


def _others(phrase: str, name: str) -> dict[str, Any] | None:
    """The other card of the packet: "Arena allies", "Rogues", "opposing heroes", "attackers"."""
    p = phrase.strip()
    if rx.fullmatch(r"attackers|attacking (?:heroes and )?allies", p, re.I):
        return {"types": ["ally"] if "allies" in p.lower() else ["hero", "ally"], "state": "attacking"}
    if rx.fullmatch(r"[A-Z][a-z'-]+s", p):  # "Rogues": the class/race word in the singular
        return {"types": ["ally", "hero"], "tag": singular(p)}
    tgt = group_target(p)
    if tgt is None:
        tgt = target("each " + p if not p.lower().startswith(("each", "all")) else p, name)
    return dict(tgt.filter) if tgt is not None and tgt.kind == "each" and "exclude_self" not in tgt.filter else None


def damage_prevent(s: str, name: str, text: str) -> list[Effect] | None:
    """One cleaned sentence → a ``damage_prevent`` continuous effect, or None ("this turn" and
    "this combat" shields are other templates' own)."""
    if rx.search(r"\bthis (?:turn|combat)\b", s, re.I):
        return None
    m = _PREVENT_TO.fullmatch(s)
    role = "target"
    if m is None:
        m, role = _PREVENT_BY.fullmatch(s), "source"
    if m is None:
        return None
    who, other = m.group("who"), m.group("other")
    if role == "source" and who:  # "damage that Rogues would deal to this ally": the damaged card is the affected one
        role, who, other = "target", who, other
    elif role == "source":
        who, other = other, None  # "damage that attached ally would deal": the dealer is the affected one
    if who is None:
        tgt: Target | None = Target("each", {"types": ["hero", "ally"]})  # "Prevent all damage that would be dealt."
    else:
        tgt = _who(who, name)
    if tgt is None:
        return None
    cond: dict[str, Any] = {"as": role}
    if other:
        flt = _others(other, name)
        if flt is None:
            return None
        cond["from"] = flt
    if m.group("dtype"):
        cond["dtype"] = m.group("dtype").lower()
    if m.group("kind"):
        cond["combat"] = m.group("kind").strip().lower() == "combat"
    if m.group("cond"):
        c = parse_condition(m.group("cond"), name)
        if c is None:
            return None
        cond["if"] = c
    return [Effect("damage_prevent", 0, tgt, duration="permanent", condition=cond, text=text)]

