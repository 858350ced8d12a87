"""Continuous replacements of damage packets the other readers leave (408.2a, EN 716), compiled as
``damage_bonus`` effects with the narrowing keys of ``engine.wow.damage_with``:

- "If your hero would deal damage with an ability, it deals that much damage +1 instead" (``with``
  "ability"; "with a Balance ability": ``with_tag``; "ranged damage with an ability": ``dtype``);
- "If your hero would deal damage with a weapon, it deals double that much instead" (``with``
  "weapon", 408.3d);
- "If a hero or ally you control would deal arcane or nature damage, it deals that much +2 instead",
  "If attached hero would be dealt fire, frost, or nature damage, it's dealt that much +3 instead"
  (``dtypes``);
- "If a friendly hero or ally would deal damage to a Dragon or Dragonkin, it deals that amount of
  damage plus 1 instead" (``to_tags``);
- "If your hero would be dealt damage, it is dealt that amount of damage plus 1 instead".

Read by ``templates_wstatics_groups`` (one sentence at a time)."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from . import rx
from .conditions import parse_condition
from .schema import DAMAGE_TYPES
from .shield_keys import PREVENT_NON_FATAL, PREVENT_SIZED
from .templates_bonus import _who

_T = "|".join(sorted(DAMAGE_TYPES, key=len, reverse=True))
_TYPES = r"(?P<types>(?:" + _T + r")(?:(?:,| or|, or) (?:" + _T + r"))*) "
_MORE = r"that (?:much|amount of)(?: damage)? ?(?:\+ ?|plus )(?P<n>\d+)"
_DEAL = re.compile(r"if (?P<who>.+?) would deal (?:" + _TYPES + r")?damage(?P<with> with (?:an ability|a (?P<tag>[A-Z][a-z]+) ability|a weapon))?"
                   r"(?: to an? (?P<t1>[A-Z][\w'-]+) or (?P<t2>[A-Z][\w'-]+))?, (?:it|he|she|they) deals? "
                   r"(?:" + _MORE + r"|(?P<double>double that much)) instead", re.I)
_DEALT = re.compile(r"if (?P<who>.+?) would be dealt (?:" + _TYPES + r")?damage, (?:it's|it is) dealt " + _MORE + r" instead", re.I)


def _types(text: str | None) -> list[str]:
    return sorted({t.lower() for t in rx.findall(_T, text or "", re.I)})


def damage_more(s: str, name: str, text: str) -> list[Effect] | None:
    """One sentence → a ``damage_bonus`` continuous effect with the keys above, or None (also for
    the wordings ``templates_bonus`` / ``templates_double`` read: they stay theirs)."""
    printed = rx.spaces(s.strip().rstrip("."))
    s = rx.sub(r"\b(" + _T + r") (?:or )?\[\1\]", r"\1", printed, flags=re.I)  # "ranged or [Ranged]": one type
    s = rx.sub(r"\s*\((?:" + _T + r")\)", "", s, flags=re.I)  # "holy (Holy)": the word and its icon
    s = rx.spaces(s)
    m = _DEAL.fullmatch(s)
    dealt = None if m else _DEALT.fullmatch(s)
    hit = m or dealt
    if hit is None or (tgt := _who(hit.group("who"), name)) is None:
        return None
    types = _types(hit.group("types"))
    cond: dict[str, Any] = {"as": "source" if m else "target"}
    extra = s != printed  # an icon next to its word: the other readers don't read it
    if len(types) > 1:
        cond["dtypes"], extra = types, True
    elif types:
        cond["dtype"] = types[0]
    if m:
        if m.group("with"):
            extra = True
            cond["with"] = "weapon" if m.group("with").strip().endswith("weapon") else "ability"
            if m.group("tag"):
                cond["with_tag"] = m.group("tag")
        if m.group("t1"):
            cond["to_tags"], extra = [m.group("t1"), m.group("t2")], True
        if m.group("double"):
            cond["double"] = True
    if not extra and not (dealt and rx.search(r"it is dealt that amount of damage plus", s, re.I)):
        return None  # the plainer wordings: templates_bonus / templates_double
    amount = 0 if cond.get("double") else int(hit.group("n"))
    return [Effect("damage_bonus", amount, tgt, duration="permanent", condition=cond, text=text)]


def heal_more(s: str, name: str, text: str) -> list[Effect] | None:
    """ "If a hero or ally would heal damage from your hero, it heals that much damage +2 instead." (EN
    716: every healing packet of your hero, whoever heals it; ``damage.heal_bonus`` "as" target)."""
    m = rx.fullmatch(r"if a hero or ally would heal damage from your hero, it heals that much(?: damage)? ?\+ ?(\d+) instead", s.strip().rstrip("."), re.I)
    if not m:
        return None
    return [Effect("heal_bonus", int(m.group(1)), Target("player_hero", {}), duration="permanent", condition={"as": "target"}, text=text)]


_SELF = r"(?:this ally|him|her|it|attached (?:character|ally|hero))"


def prevent_more(s: str, name: str, text: str) -> list[Effect] | None:
    """Continuous prevention (EN 717; ``damage.prevents_all``) the other readers leave: "Prevent all
    damage that would be dealt to and dealt by attached character." (both roles), "While this ally is
    ready, prevent all damage that would be dealt to him." (a "while" first, EN 714), "Prevent all
    damage that would be dealt to your hero while it has 25 or more damage." (it: your hero)."""
    s = rx.spaces(s.strip().rstrip("."))
    cond = None
    lead = rx.fullmatch(r"While ([^,]+), (prevent .+)", s, re.I)
    if lead:
        cond = parse_condition(lead.group(1), name)
        if cond is None:
            return None
        s = lead.group(2)
    m = rx.fullmatch(r"if (.+?) would be dealt (?:(\d+) or (less|more)|(non-fatal)) damage, prevent it", s, re.I)
    if m and cond is None:  # EN 717: a packet of that size / that would not be fatal (405.2) is prevented
        who = m.group(1)
        if rx.fullmatch(r"this ally", who, re.I) or who.lower() == name.lower():
            tgt = Target("self", {})
        elif rx.fullmatch(r"an ally (?:in your party|you control)", who, re.I) and m.group(4):
            tgt = Target("each", {"types": ["ally"], "side": "friendly"})
        else:
            return None
        key = PREVENT_NON_FATAL if m.group(4) else PREVENT_SIZED + ("Most " if m.group(3).lower() == "less" else "Least ") + m.group(2)
        return [Effect("grant_keyword", 1, tgt, keyword=key, duration="permanent", text=text)]
    m = rx.fullmatch(r"prevent all damage that would be dealt to your hero while it has (\d+) or more damage", s, re.I)
    if m and cond is None:
        cond = {"k": "hero_damage", "min": int(m.group(1)), "side": "you", "who": "hero"}
        tgt = Target("player_hero", {})
        return [Effect("damage_prevent", 0, tgt, duration="permanent", condition={"as": "target", "if": cond}, text=text)]
    m = rx.fullmatch(r"prevent all damage that would be dealt to (and dealt by )?(" + _SELF + r"|.+?)", s, re.I)
    if not m:
        return None
    who = m.group(2)
    if rx.fullmatch(r"attached (?:character|ally|hero)", who, re.I):
        tgt = Target("attached", {})
    elif rx.fullmatch(r"this ally|him|her|it", who, re.I) or who.lower() == name.lower():
        tgt = Target("self", {})
    else:
        return None
    if not m.group(1) and cond is None:
        return None  # the plain wording: templates_bonus
    roles = ["target", "source"] if m.group(1) else ["target"]
    return [Effect("damage_prevent", 0, tgt, duration="permanent", condition={"as": r, **({"if": cond} if cond else {})}, text=text) for r in roles]
