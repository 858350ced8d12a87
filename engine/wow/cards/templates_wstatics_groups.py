"""Continuous powers on groups the other static readers don't name (EN 714), read into the usual
``modify_stat`` / ``grant_keyword`` continuous effects with the extra group filters of
``engine.wow.group_filters`` and the conditions of ``engine.wow.wstatics_conditions``:

- "Friendly Druids and Rogues have Stealth", "Opposing Rogues have -2 / -2", "[Hunter] Pets you
  control have +2 / +2", "[Alliance] and [Horde] allies have -1 / -1", "Non-[Horde], non-[Alliance]
  allies you control have +1 / +1" (202.1a: a class, race, faction or tag word);
- "Allies not named Shattrath City Peacekeeper have -1 ATK", "Each ally you control with an ability
  attached to it has +2 / +2", "Armor you control have +2 [DEF]", "Attached Pet has +4 / +4";
- "Opposing Warlocks and [Warlock] cards can't ready" (103.2), "Opposing heroes and allies lose, and
  can't have Resistances" (103.2);
- a condition: "Gora has -2 ATK during each opponent's turn", "Each opposing ally has -1 ATK during
  its controller's turn", "No'jin has +3 ATK while you have fewer resources than an opponent",
  "Halnar Stands-Alone has +3 ATK and +3 health while he is the only ally in your party".

Every sentence of the power must be read, else None (the power stays manual)."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from . import (
    rx,
    templates_wstatics_shields,  # noqa: F401  (its sentence templates register)
    templates_wstatics_turn,  # noqa: F401  (its sentence templates register)
)
from .conditions import parse_condition
from .keys import CANT_BE_DESTROYED, CANT_READY, LOSES, STAYS_EXHAUSTED
from .readers import GRANTABLE, grant_parts, is_self
from .schema import DAMAGE_TYPES
from .templates_statics import static_fallback
from .templates_wstatics_bans import ban_static
from .templates_wstatics_damage import damage_more, heal_more, prevent_more

CLASSES = ("Death Knight", "Druid", "Hunter", "Mage", "Paladin", "Priest", "Rogue", "Shaman", "Warlock", "Warrior", "Monk")
"""Class words (202.1a): "Rogues" are Rogue heroes and allies."""
_KINDS = {"allies": ["ally"], "heroes and allies": ["ally", "hero"], "hero and ally": ["ally", "hero"], "ally": ["ally"],
          "armor": ["armor"], "weapons": ["weapon"], "cards": ["ability", "ally", "armor", "hero", "item", "weapon"]}
_SIDES = {"opposing": "opposing", "friendly": "friendly", "your": "friendly", "each opposing": "opposing", "each": "", "": ""}
_CTL = {"you control": "friendly", "in your party": "friendly"}
_WORD = r"(?:\[?[A-Z][a-z'-]+\]?(?: [A-Z][a-z'-]+)?)"


def _tag(word: str) -> str:
    """ "[Hunter]" → Hunter, "Rogues" → Rogue, "Warlocks" → Warlock (a class, race or tag word)."""
    w = word.strip().strip("[]")
    return w[:-1] if w.endswith("s") and not w.endswith("ss") and w[:-1] in CLASSES else w


def group(phrase: str, name: str) -> Target | None:
    """The cards a continuous power of this family applies to, or None."""
    p = rx.spaces(phrase.strip())
    if is_self(p, name) or rx.fullmatch(r"this (?:ally|hero|character)", p, re.I):
        return Target("self", {})
    if rx.fullmatch(r"[Aa]ttached (?:[A-Z][a-z]+|ally|allt|character)", p):  # "allt": a misprint of "ally"
        return Target("attached", {})  # "Attached Pet": the host this card was attached to (400.1)
    m = rx.fullmatch(r"(?P<pre>Other |Opposing )?(?P<kind>(?i:allies|armor|weapons)) (?P<not>not named (?P<named>.+)|you control|in your party)", p)
    if m:  # "Allies not named Shattrath City Peacekeeper", "Armor you control", "Other armor you control"
        flt: dict[str, Any] = {"types": _KINDS[m.group("kind").lower()]}
        if m.group("named"):
            if m.group("pre"):
                return None
            flt["not_named"] = m.group("named")
        else:
            flt["side"] = "friendly"
            if m.group("pre") == "Opposing ":
                return None
            if m.group("pre") == "Other ":
                flt["exclude_self"] = True
        return Target("each", flt)
    if p == "Allies":
        return Target("each", {"types": ["ally"]})
    if p.lower() == "your hero":
        return Target("player_hero", {})
    if rx.fullmatch(r"[Aa]ttached (?:equipment|weapon|armor|item)", p):
        return Target("attached", {})
    m = rx.fullmatch(r"Your other (daggers|swords|axes|maces|staves|bows|guns|wands|polearms)", p)
    if m:  # "Your other daggers": your other weapons with that tag (202.1a)
        word = {"staves": "Staff", "axes": "Axe"}.get(m.group(1), m.group(1)[:-1].title())
        return Target("each", {"types": ["weapon"], "side": "friendly", "exclude_self": True, "tag": word})
    if p == "Opposing allies with Resistance":  # a Resistance of any damage type (EN glossary)
        return Target("each", {"types": ["ally"], "side": "opposing", "keyword_suffix": " Resistance"})
    if p == "Each of your other equipment":
        return Target("each", {"types": ["armor", "item", "weapon"], "side": "friendly", "exclude_self": True})
    m = rx.fullmatch(r"Your (melee|ranged) weapons", p)
    if m:  # "Your melee weapons" (lower case): the weapons with that damage type tag
        return Target("each", {"types": ["weapon"], "side": "friendly", "tag": m.group(1).title()})
    m = rx.fullmatch(r"Opposing (armor|weapons)", p)
    if m:
        return Target("each", {"types": _KINDS[m.group(1)], "side": "opposing"})
    m = rx.fullmatch(r"Each ally you control with an (ability|armor|weapon|item) attached to (?:it|him|her)", p)
    if m:
        return Target("each", {"types": ["ally"], "side": "friendly", "with_attached": m.group(1)})
    m = rx.fullmatch(r"(?P<pre>Each opposing|Each) (?P<kind>hero and ally|ally)", p)
    if m:
        return Target("each", {"types": _KINDS[m.group("kind")], **({"side": "opposing"} if "opposing" in m.group("pre") else {})})
    m = rx.fullmatch(r"(?P<pre>Opposing |Friendly )?(?P<pre2>[Hh]eroes and allies|heros and allies)", p)
    if m:
        return Target("each", {"types": ["ally", "hero"], **({"side": m.group("pre").strip().lower()} if m.group("pre") else {})})
    m = rx.fullmatch(r"(?P<nots>Non-\[[A-Z]\w+\](?:, non-\[[A-Z]\w+\])*) allies(?: (?P<ctl>you control|in your party))?", p)
    if m:  # "Non-[Horde], non-[Alliance] allies you control" (202.1a)
        flt = {"types": ["ally"], "not_tags": rx.findall(r"\[([A-Z]\w+)\]", m.group("nots"))}
        if m.group("ctl"):
            flt["side"] = "friendly"
        return Target("each", flt)
    m = rx.fullmatch(r"(?P<a>\[[A-Z]\w+\]) and (?P<b>\[[A-Z]\w+\]) allies(?: (?P<ctl>you control|in your party))?", p)
    if m:  # "[Alliance] and [Horde] allies": an ally with either word
        flt = {"types": ["ally"], "any_tags": [_tag(m.group("a")), _tag(m.group("b"))]}
        if m.group("ctl"):
            flt["side"] = "friendly"
        return Target("each", flt)
    m = rx.fullmatch(r"(?P<icon>\[[A-Z]\w+\]) (?P<tag>[A-Z]\w+)s(?: (?P<ctl>you control|in your party))?", p)
    if m and m.group("tag") not in CLASSES:  # "[Hunter] Pets you control": a Pet with the Hunter class
        flt = {"types": ["ally"], "all_tags": [_tag(m.group("icon")), m.group("tag")]}
        if m.group("ctl"):
            flt["side"] = "friendly"
        return Target("each", flt)
    m = rx.fullmatch(r"(?P<icon>\[[A-Z]\w+\]) allies(?: (?P<ctl>you control|in your party))", p)
    if m:  # "[Horde] allies you control"
        return Target("each", {"types": ["ally"], "side": "friendly", "tag": _tag(m.group("icon"))})
    m = rx.fullmatch(r"(?P<side>Opposing|Friendly) (?P<a>[A-Z][a-z]+s)(?: and (?P<b>[A-Z][a-z]+s))?", p)
    if m and _tag(m.group("a")) in CLASSES and (not m.group("b") or _tag(m.group("b")) in CLASSES):
        tags = [_tag(m.group("a"))] + ([_tag(m.group("b"))] if m.group("b") else [])
        return Target("each", {"types": ["ally", "hero"], "side": m.group("side").lower(), "any_tags": tags})  # "Opposing Rogues"
    m = rx.fullmatch(r"(?P<side>Opposing) (?P<a>[A-Z][a-z]+s) and \[(?P<b>[A-Z][a-z]+)\] (?P<kind>cards|Pets)", p)
    if m and _tag(m.group("a")) == m.group("b") and m.group("b") in CLASSES:
        # "Opposing Warlocks and [Warlock] cards": every opposing card with the class; "Opposing Hunters
        # and [Hunter] Pets": Hunter heroes and allies ([Hunter] Pets are Hunter allies)
        kinds = _KINDS["cards"] if m.group("kind") == "cards" else ["ally", "hero"]
        return Target("each", {"types": kinds, "side": "opposing", "tag": m.group("b")})
    return None


def _condition(text: str, name: str) -> dict[str, Any] | None:
    """The "during …" / "while …" tails read here."""
    s = text.strip().lower()
    if s in ("during each opponent's turn", "during each opponents' turn"):
        return {"k": "your_turn", "not": True}
    if s in ("during its controller's turn", "on controller's turn", "on its controller's turn"):
        return {"k": "ws_ctl_turn"}
    if s == "while you have fewer resources than an opponent":
        return {"k": "ws_fewer_resources"}
    if rx.fullmatch(r"while (?:he|she|it|this ally) is the only ally in your party", s):
        return {"k": "ws_only_ally"}
    m = rx.fullmatch(r"while an? (ability|weapon|armor|item) is attached to (?:this ally|him|her|it)", s)
    if m:
        return {"k": "ws_has_attached", "kind": m.group(1)}
    if s == "while another friendly hero or ally is in play":
        return {"k": "ws_friendly_ally"}  # a player has one hero (100.1): another friendly character is an ally
    m = rx.fullmatch(r"while (?:while )?(.+)", s)  # "while while …": a misprint
    return parse_condition(m.group(1), name) if m else None


_TAIL = re.compile(r"(.+?) ((?:during|on) (?:each opponent's|its controller's|controller's) turn|while .+)")


def _sentence(s: str, name: str, text: str) -> list[Effect] | None:
    if (more := damage_more(s, name, text) or heal_more(s, name, text) or prevent_more(s, name, text)) is not None:  # templates_wstatics_damage (408.2a, EN 716)
        return more
    if (ban := ban_static(s, text)) is not None:  # templates_wstatics_bans (103.2)
        return ban
    s = rx.sub(r"\[(DEF|ATK)\]", r"\1", s).strip().rstrip(".")
    s = rx.sub(r"([+-]\d+) \[Health\]", r"\1 health", s, flags=re.I)
    s = rx.sub(r"([+-]\d+) ATK / ([+-]\d+) health", r"\1 / \2", s)
    s = rx.sub(r"([+-]\d+) ATK and ([+-]\d+) health", r"\1 / \2", s)
    cond = None
    lead = rx.fullmatch(r"While ([^,]+), (?:he|she|it) (has|is) (.+)", s)
    if lead:  # "While an ability is attached to this ally, he has Elusive and Stealth." (the card itself)
        s = f"This ally {lead.group(2)} {lead.group(3)} while {lead.group(1)}"
    tail = _TAIL.fullmatch(s)
    if tail:
        cond = _condition(tail.group(2), name)
        if cond is None:
            return None
        s = tail.group(1)
    m = rx.fullmatch(r"(.+?) lose,? and can't have Resistances", s)
    if m and cond is None and (tgt := group(m.group(1), name)) is not None:  # 103.2: every Resistance
        return [Effect("grant_keyword", 1, tgt, keyword=f"{LOSES}{t.title()} Resistance", duration="permanent", text=text)
                for t in sorted(DAMAGE_TYPES) if t.lower() in ("arcane", "fire", "frost", "holy", "nature", "shadow")]
    m = rx.fullmatch(r"(.+?) can't be destroyed", s)
    if m and (tgt := group(m.group(1), name)) is not None and (tgt.kind == "each" or cond is not None):  # 103.2
        return [Effect("grant_keyword", 1, tgt, keyword=CANT_BE_DESTROYED, duration="permanent", condition={"if": cond} if cond else None, text=text)]
    m = rx.fullmatch(r"(.+?) can't ready during (?:your|its controller's) ready step", s)
    if m and cond is None and (tgt := group(m.group(1), name)) is not None:  # 103.2, 501.1a (procedure.start_turn)
        return [Effect("grant_keyword", 1, tgt, keyword=STAYS_EXHAUSTED, duration="permanent", text=text)]
    m = rx.fullmatch(r"(.+?) loses and can't have (.+)", s)
    if m and cond is None and (tgt := group(m.group(1), name)) is not None and tgt.kind in ("self", "attached"):  # 103.2
        keys = [next((k for k in GRANTABLE if k.lower() == part.strip().lower()), None) for part in rx.split(r",? and |, ", m.group(2))]
        if keys and None not in keys:
            return [Effect("grant_keyword", 1, tgt, keyword=LOSES + str(k), duration="permanent", text=text) for k in keys]
    m = rx.fullmatch(r"(.+?) can't ready", s)
    if m and cond is None and (tgt := group(m.group(1), name)) is not None:  # 103.2 (engine.wow.restrictions)
        return [Effect("grant_keyword", 1, tgt, keyword=CANT_READY, duration="permanent", text=text)]
    m = rx.fullmatch(r"(.+?) (?:has|have|is|are) (.+)", s)
    if not m or (tgt := group(m.group(1), name)) is None:
        return None
    if tgt.kind == "self" and cond is None:
        return None  # the plain self grants are the other readers' own
    out = grant_parts(m.group(2), tgt, text)
    if out is None:
        return None
    if "keyword_suffix" in tgt.filter and any(e.op != "modify_stat" for e in out):
        return None  # a keyword filter on a keyword grant would read itself (keywords.keywords)
    if cond is not None:
        for e in out:
            e.condition = {"if": cond}
    return out


def group_static(text: str, name: str) -> list[Effect] | None:
    """A continuous power of this family: every sentence read, else None. A faction or class icon
    ("[Horde] ally") is read as its word (202.1a) by the other static readers too."""
    body = rx.spaces(rx.sub(r"\([^()]*\)", "", text)).strip()
    bare = rx.sub(r"\[(Horde|Alliance|Death Knight|Druid|Hunter|Mage|Paladin|Priest|Rogue|Shaman|Warlock|Warrior)\]", r"\1", body)
    if bare != body and (read := static_fallback(bare, name)) is not None:
        return read
    sentences = [x for x in rx.split(r"(?<=\.)\s+", body) if x.strip()]
    out: list[Effect] = []
    for sentence in sentences:
        effs = _sentence(sentence, name, text)
        if effs is None:
            return None
        out.extend(effs)
    return out or None
