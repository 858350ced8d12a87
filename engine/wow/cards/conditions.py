"""Conditions of WoW card text → small dicts the engine checks (``engine.wow.conditions``).

"If X, Y" (the effect happens only if X holds on resolution) and "Y while X" (a continuous effect
that applies only while X holds, EN 714). Only the phrases listed here are read; any other
condition leaves the power manual.
"""

from __future__ import annotations

import re
from typing import Any

from . import rx

_STATES = "attacking|defending|ready|exhausted|damaged|undamaged"
_KIND = {"ally": ["ally"], "allies": ["ally"], "hero": ["hero"], "heroes": ["hero"], "ability": ["ability"], "abilities": ["ability"],
         "equipment": ["weapon", "armor", "item"], "weapon": ["weapon"], "weapons": ["weapon"], "armor": ["armor"],
         "item": ["item"], "items": ["item"], "location": ["location"], "card": ["hero", "ally", "ability", "weapon", "armor", "item", "location"],
         "cards": ["hero", "ally", "ability", "weapon", "armor", "item", "location"], "hero or ally": ["hero", "ally"],
         "heroes or allies": ["hero", "ally"], "heroes and/or allies": ["hero", "ally"], "hero and/or ally": ["hero", "ally"], "ability or equipment": ["ability", "weapon", "armor", "item"]}
_NUMS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}


def _n(word: str) -> int | None:
    return int(word) if word.isdigit() else _NUMS.get(word.lower())


def card_filter(phrase: str) -> dict[str, Any] | None:
    """ "equipment", "Demon", "Ranged weapon", "[Nature] card", "Monster hero or ally" → a filter
    (``types`` and an optional ``tag``) for ``engine.wow.targets.matches``."""
    p = rx.sub(r"\[(\w+)\]", r"\1", phrase.strip())
    tok = rx.fullmatch(r"(.*\b(?:ally|allies)) tokens?", p, re.I)
    if tok and (flt := card_filter(tok.group(1))) is not None and "tag" not in flt:
        return {**flt, "tag": "Token"}  # "an ally token": a token's tags include Token (404.2, procedure.make_tokens)
    parts = [x.strip() for x in rx.split(r",? (?:and|or|and/or) |, ", p) if x.strip()]
    if len(parts) > 1 and all(x.lower() in _KIND for x in parts):  # "hero, ally, and equipment"
        return {"types": sorted({t for x in parts for t in _KIND[x.lower()]})}
    kinds = next((k for k in sorted(_KIND, key=len, reverse=True) if p.lower() == k or p.lower().endswith(" " + k)), None)
    tag = p[: len(p) - len(kinds)].strip() if kinds else p
    if tag and not rx.fullmatch(r"[A-Z][\w'-]*(?: [A-Z][\w'-]*)?", tag):
        return None
    flt: dict[str, Any] = {"types": _KIND[kinds.lower()] if kinds else _KIND["card"]}
    if tag:
        flt["tag"] = tag
    return flt


def parse_condition(text: str, name: str) -> dict[str, Any] | None:
    """One condition phrase → a dict, or None if it is not in the catalogue."""
    s = text.strip().rstrip(".").strip()
    short = name.split(",")[0] if name else ""
    me = r"(?:this ally|this card|this weapon|he|she|it|" + "|".join(re.escape(x) for x in {name, short, name.split(" ")[0]} if x) + r")"
    m = rx.fullmatch(r"(?:(your hero is|" + me + r" is) )?attacking an? (exhausted|ready|damaged|undamaged) (?:hero or ally|ally|character)", s, re.I) \
        if rx.search(r"attacking an? ", s, re.I) else None
    if m:  # "Skronk has +3 ATK while attacking an exhausted hero or ally"
        who = "it" if not m.group(1) else ("hero" if m.group(1).lower().startswith("your hero") else "self")
        return {"k": "attacking_vs", "who": who, "state": m.group(2).lower(), "ally_only": s.rstrip().endswith(" ally") and "hero or ally" not in s}
    m = rx.fullmatch(r"(" + _STATES + r")(?: this (?:turn|combat))?", s, re.I)
    if m:  # no subject: the card the continuous effect applies to (or the card itself)
        return {"k": "state", "who": "it", "state": m.group(1).lower()}
    m = rx.fullmatch(me + r"(?: is|'s) (" + _STATES + r")", s, re.I) if rx.search(r"(?: is|'s) (?:" + _STATES + r")$", s, re.I) else None
    if m:
        return {"k": "state", "who": "self", "state": m.group(1).lower()}
    if rx.search(r" is in play$", s, re.I) and rx.fullmatch(me + r" is in play", s, re.I):
        return {"k": "state", "who": "self", "state": "in play"}
    m = rx.fullmatch(me + r" has (no )?damage(?: on (?:it|him|her))?", s, re.I) if rx.search(r" has (?:no )?damage", s, re.I) else None
    if m:
        return {"k": "state", "who": "self", "state": "undamaged" if m.group(1) else "damaged"}
    m = rx.fullmatch(r"your hero is (" + _STATES + r")", s, re.I)
    if m:
        return {"k": "state", "who": "hero", "state": m.group(1).lower()}
    if rx.fullmatch(r"your hero (?:has no damage(?: on it)?|is undamaged)", s, re.I):
        return {"k": "state", "who": "hero", "state": "undamaged"}
    m = rx.fullmatch(r"it(?: is|'s) (not )?your turn", s, re.I)
    if m:
        return {"k": "your_turn", "not": bool(m.group(1))}
    if rx.fullmatch(r"you control no ready resources", s, re.I):
        return {"k": "ready_resources", "max": 0}
    m = rx.fullmatch(r"(?:you control|you have|there is|there are) (no|an?|another|(?:\w+) or more) (.+?)(?: (?:in play|in your party|you control))?", s, re.I)
    if m and "graveyard" not in s and not rx.search(r"\bopposing\b|\bopponent", s):
        return _control(m.group(1), m.group(2))
    m = rx.fullmatch(r"(an?|another) (.+?) is in your party", s, re.I)
    if m:
        return _control(m.group(1), m.group(2))
    m = rx.fullmatch(r"(?:an?|one or more) (.+?) (?:is|are) in your graveyard", s, re.I) or rx.fullmatch(
        r"(?:there are )?(\w+) or more (.+?) (?:are )?in your graveyard", s, re.I)
    if m:
        words = m.groups()
        count, what = (1, words[0]) if len(words) == 1 else (_n(words[0]), words[1])
        if rx.search(r",? and ", what):
            return None  # "an ability, ally, and equipment are in your graveyard": one of each, not any (templates_wongp)
        flt = card_filter(what)
        if flt is None or count is None:
            return None
        return {"k": "graveyard", "flt": flt, "min": count}
    m = rx.fullmatch(r"your hero has (\d+) or more damage(?: on it)?", s, re.I)
    if m:
        return {"k": "hero_damage", "min": int(m.group(1)), "side": "you", "who": "hero"}
    m = rx.fullmatch(r"an opposing hero has (\d+) or more damage(?: on it)?", s, re.I)
    if m:
        return {"k": "hero_damage", "min": int(m.group(1)), "side": "opponent"}
    if rx.fullmatch(r"your hero has more damage than an opposing hero", s, re.I):
        return {"k": "hero_more_damage"}
    if rx.fullmatch(r"(?:there are )?no (?:opposing allies are in play|allies are in an opponent's party)", s, re.I):
        return {"k": "opposing_allies", "max": 0}
    if rx.fullmatch(r"an opponent controls more allies than you|(?:there are )?more allies (?:are )?in an opponent's party than in yours?", s, re.I):
        return {"k": "more_allies", "who": "opponent"}
    if rx.fullmatch(r"you control more allies than an opponent", s, re.I):
        return {"k": "more_allies", "who": "you"}
    m = rx.fullmatch(r"you have no cards in (?:your )?hand", s, re.I)
    if m:
        return {"k": "hand", "max": 0}
    m = rx.fullmatch(r"you have (\w+) or more cards in (?:your )?hand", s, re.I)
    if m and _n(m.group(1)):
        return {"k": "hand", "min": _n(m.group(1))}
    return next((c for read in CONDITION_READERS if (c := read(s, name)) is not None), None)


CONDITION_READERS: list[Any] = []
"""More readers of a condition phrase (``(phrase, card name) -> dict or None``), tried after the ones
above; families append theirs as they are imported (e.g. ``templates_wongp``)."""


def _control(qty: str, what: str) -> dict[str, Any] | None:
    """ "you control an equipment", "you control another Monster hero or ally", "you control a
    Demon or a Pet", "you control no ready resources"."""
    q = qty.lower()
    other = q.endswith("or more") and what.lower().startswith("other ")  # "two or more other Monster heroes and/or allies"
    what = what[6:] if other else what
    alts = [a.strip() for a in rx.split(r",? or (?:an? )?", what)]
    if len(alts) > 1 and all(card_filter(a) and "tag" in card_filter(a) and card_filter(a)["types"] == _KIND["card"] for a in alts):
        flts = [card_filter(a) for a in alts]
    else:
        one = card_filter(what)
        if one is None:
            return None
        flts = [one]
    out: dict[str, Any] = {"k": "control", "flts": flts, "other": q == "another" or other}
    if q == "no":
        out["max"] = 0
    else:
        n = 1 if q in ("a", "an", "another") else _n(q.split()[0])
        if n is None:
            return None
        out["min"] = n
    return out


def play_filter(phrase: str) -> dict[str, Any] | None:
    """ "When you play a Holy ability" / "a Frost or [Frost] card" / "a Fire ability or Fire card" /
    "an armor or weapon": what the played card must be."""
    p = rx.sub(r"\[(\w+)\]", r"\1", phrase.strip())
    p = rx.sub(r"^(death knight|druid|hunter|mage|paladin|priest|rogue|shaman|warlock|warrior)(?= )", lambda c: c.group(1).title(), p)  # "a hunter ability": the class
    p = rx.sub(r"^(\w+)(?: ability)? or \1 card$", r"\1 card", p)
    if rx.fullmatch(r"(?:armor|weapon|item|equipment|ally|ability)(?: or (?:an? )?(?:armor|weapon|item|equipment|ally|ability))+", p):
        return {"types": sorted({t for w in rx.findall(r"\w+", p) if w != "or" for t in _KIND[w]})}
    m = rx.fullmatch(r"(?:another )?(ally|ability|equipment|weapon|armor|item) with cost (\d+) or (more|less)", p)
    if m:  # "When you play another ally with cost [4] or more" (the played card is on the chain, never this one)
        return {"types": sorted(_KIND[m.group(1)]), ("min_cost" if m.group(3) == "more" else "max_cost"): int(m.group(2))}
    flt = card_filter(p)
    if flt is None or "tag" not in flt:
        return None
    flt["tag"] = flt["tag"].capitalize() if flt["tag"].islower() else flt["tag"]
    return flt


def per_filter(phrase: str) -> dict[str, Any] | None:
    """ "for each Pet you control", "… Monster hero and ally you control", "… exhausted resource you
    control", "… ally in your graveyard", "… opposing exhausted ally" → a count
    (``engine.wow.conditions.count``)."""
    p = rx.sub(r"\[(\w+)\]", r"\1", phrase.strip())
    out: dict[str, Any] = {"k": "count", "zone": "play", "side": "you"}
    m = rx.fullmatch(r"(.+?) (?:you control|in your party|you have)", p)
    if m:
        p = m.group(1)
    elif (m := rx.fullmatch(r"(.+?) in your graveyard", p)):
        p, out["zone"] = m.group(1), "graveyard"
    elif (m := rx.fullmatch(r"opposing (.+)", p)):
        p, out["side"] = m.group(1), "opponent"
    else:
        return None
    m = rx.match(r"(exhausted|ready|damaged|undamaged|face-down) ", p)
    if m:
        out["state"], p = m.group(1), p[m.end():]
    if rx.fullmatch(r"resources?", p):
        out["flt"] = {"types": ["resource"]}
        return out
    if out.get("state") == "face-down":
        return None
    flt = card_filter(rx.sub(r" and ", " or ", p))
    if flt is None and (m := rx.fullmatch(r"(non-token )?(.+?)(?: cards?)?", p)) and (m.group(1) or m.group(2) != p):
        flt = card_filter(rx.sub(r" and ", " or ", m.group(2)))  # "ability card in your graveyard", "non-token Horde ally" (helper wreal2)
        if flt is not None and m.group(1):
            if flt.get("not_tag"):
                return None
            flt = {**flt, "not_tag": "Token"}  # a token's tags hold Token (404.2, procedure.make_tokens)
    if flt is None:
        return None
    out["flt"] = flt
    return out
