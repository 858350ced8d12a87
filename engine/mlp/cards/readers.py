"""Shared readers of MLP card text (DreamTCG English): normalising, noun phrases → card filters,
conditions, numbers, durations and the small effect builders every template family uses. This
module imports no template; templates import it.

Targets: ``Target(kind, filter, count, up_to)`` with filter keys ``zone`` (adventure, rest, scenes,
hand; items: "an Item in your Adventure Area" is a worn item, 第二節 3.0.0), ``side`` (you, rival, any), ``type``, ``keywords`` (any of), ``cost_max``/``cost_min``,
``idea_max``/``idea_min``, ``adorned``, ``tapped``, ``face_up``, ``other``, ``same_name`` (the same name
as the source card, e.g. the wearer). Conditions are dicts:
``{"count": filter, "min": n, "max": m}``, ``{"turn": "you"|"rival"}``, ``{"plans": "you"|"rival",
"min": n}``, ``{"plans_more": "rival"}``, ``{"empty_slots": n}`` (``"side": "any"``: either area), ``{"self_adorned": True}``,
``{"hand_min": n}``, ``{"all": [...]}``; ``per`` (a count filter) multiplies an amount.
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from .wording import to_dialect


class Fail(Exception):
    """The text is not read by this template (the next one is tried; at the end: manual)."""


# --- normalising the text ----------------------------------------------------------------

def normalize(text: str) -> str:
    t = (text or "").replace("\u200b", "").replace("｢", "「").replace("｣", "」").replace("−", "-")
    t = t.replace("Cost of Force of Harmony", "Cost").replace("Adventrue", "Adventure").replace("[?]", "")
    t = to_dialect(t)  # the rule document's own wordings (wording.py)
    t = re.sub(r"\s+", " ", t).strip()
    t = re.sub(r"\.\.+", ".", t)
    return t


def kw_brackets(body: str) -> str:
    """Inside effect text, [Name] means 「Name」 except for the timing tags."""
    return re.sub(r"\[(?!(?:Tap|Adventure|Appear|Farewell|Pre-plan|Inspo Boost)\])([^\]]+)\]", r"「\1」", body)


# --- noun phrases --------------------------------------------------------------------------

_LOC = re.compile(r"\s*(?:in|from) (your|Rival's|your Rival's|the) (Adventure|Retirement|Scene) Area")
_ZONES = {"Adventure": "adventure", "Retirement": "rest", "Scene": "scenes"}


_TOKENS = re.compile(r"(?:of )?(your |Rival's )?(Cand(?:y|ies)|Presents?)(?: (you|Rival) ha(?:ve|s))?(?: on (your|Rival's) Characters?)?"
                     r"(?: in (your|Rival's) (?:Adventure|Processing) Area)?", re.I)


def token_filter(chunk: str) -> dict[str, Any] | None:
    """"Candy you have", "of your Candies", "Present on Rival's Characters" → the characters holding
    such tokens (第二節 7.2.1, 7.2.2); counting them counts the tokens (``board.count``)."""
    m = _TOKENS.fullmatch(chunk.strip())
    if not m:
        return None
    side = "rival" if any(g and g.strip().lower().startswith("rival") for g in (m[1], m[3], m[4], m[5])) else "you"
    return {"zone": "adventure", "side": side, "token": "candy" if m[2].lower().startswith("cand") else "present"}


def parse_target(chunk: str, default_zone: str = "adventure", default_side: str = "you") -> dict[str, Any]:
    """A noun phrase with an optional location → a card filter."""
    s = chunk.strip()
    tokens = token_filter(s)
    if tokens is not None:
        return tokens
    zone, side = default_zone, default_side
    m = _LOC.search(s)
    if m:  # "in the Retirement Area" names no owner: both players' areas (as printed, 第一節 1.1.0)
        side = "rival" if "Rival" in m.group(1) else "any" if m.group(1) == "the" else "you"
        zone = _ZONES[m.group(2)]
        s = (s[: m.start()] + s[m.end():]).strip()
    if s.startswith("Rival's "):
        side, s = "rival", s[len("Rival's "):]
    elif s.startswith("your "):
        s = s[len("your "):]
    f = parse_noun(s)
    f.setdefault("zone", zone)
    f.setdefault("side", side)
    if f["zone"] == "adventure" and f.get("type") == "Item":
        f["zone"] = "items"  # 第二節 3.0.0: a worn item lies in its wearer's slot of the adventure area
    return f


def parse_noun(s: str) -> dict[str, Any]:
    f: dict[str, Any] = {}
    s = re.sub(r"\bcharacter(s?)\b", r"Character\1", s.strip())
    s = re.sub(r"^(?:\d+|any|an?|all|the|one) ", "", s)
    for word, key, val in (("other ", "other", True), ("untapped ", "tapped", False), ("tapped ", "tapped", True),
                           ("face-up ", "face_up", True)):
        if s.startswith(word):
            f[key] = val
            s = s[len(word):]
    for pat, key in ((r" with Cost (\d+) or (less|more)", "cost"), (r" with Inspiration (\d+) or (less|more)", "idea")):
        m = re.search(pat, s)
        if m:
            f[f"{key}_{'max' if m.group(2) == 'less' else 'min'}"] = int(m.group(1))
            s = (s[: m.start()] + s[m.end():]).strip()
    m = re.search(r" (with|without) (?:1|a|an) (Candy|Present)$", s, re.I)
    if m:  # 第二節 7.1.2: a token acquired (獲得済み) or not (未獲得), judged now
        f["token" if m[1].lower() == "with" else "no_token"] = "candy" if m[2].lower() == "candy" else "present"
        s = s[: m.start()].strip()
    m = re.search(r" adorned with (?:an )?Item$", s)
    if m:
        f["adorned"] = True
        s = s[: m.start()].strip()
    kws = re.findall(r"「([^」]+)」", s)
    if kws:
        rest = re.sub(r"「[^」]+」", "", s)
        rest = re.sub(r"\b(?:or|and)\b", "", rest).strip()
        rest = re.sub(r"^(?:cards?|Characters?)$", "", rest).strip()
        if rest:
            raise Fail(s)
        f["keywords"] = kws
        return f
    types = re.findall(r"\b(Character|Event|Item|Scene|card)s?\b", s)
    rest = re.sub(r"\b(?:Character|Event|Item|Scene|card)s?\b|\bor\b|\bcards?\b", "", s).strip()
    if not types or rest:
        raise Fail(s)
    real = [t for t in types if t != "card"]
    if len(real) == 1:
        f["type"] = real[0]
    elif len(real) > 1:
        f["types"] = real
    return f


def all_target(chunk: str) -> dict[str, Any]:
    """"all (of your|of Rival's) X" → the filter of X. With no owner printed ("All ｢Pet｣ Characters": no "your",
    no "Rival's", no area) every such card in play (第一節 1.1.0, as printed; as "choose 1 X to get" is read)."""
    chunk = chunk.strip()
    if chunk.startswith("of Rival's "):
        chunk = "Rival's " + chunk[len("of Rival's "):]
    elif chunk.startswith("of your "):
        chunk = chunk[len("of your "):]
    elif not chunk.startswith(("your ", "Rival's ")) and not _LOC.search(chunk):
        return parse_target(chunk, default_side="any")
    return parse_target(chunk)


_CONT_SUBJECTS = {
    "this character": {"self": True},
    "adorned character": {"self": True},
    "all characters in your adventure area": {"zone": "adventure", "side": "you", "type": "Character"},
    "all of your characters": {"zone": "adventure", "side": "you", "type": "Character"},
    "other characters in your adventure area": {"zone": "adventure", "side": "you", "type": "Character", "other": True},
    "all of your other characters": {"zone": "adventure", "side": "you", "type": "Character", "other": True},
    "all characters in rival's adventure area": {"zone": "adventure", "side": "rival", "type": "Character"},
    "characters next to adorned character": {"zone": "adventure", "side": "you", "type": "Character", "adjacent": True},
}


def subject(s: str) -> dict[str, Any]:
    """The subject of a continuous text ("this Character", "all of your 「X」" …) → a filter."""
    key = s.strip().lower()
    if key in _CONT_SUBJECTS:
        return dict(_CONT_SUBJECTS[key])
    m = re.fullmatch(r"(adorned character|this character) with Cost (\d+) or (less|more)", s.strip(), re.I)
    if m:
        return {"self": True, "cost_max" if m[3] == "less" else "cost_min": int(m[2])}
    m = re.fullmatch(r"all of your (「[^」]+」)(?: Characters| cards)?", s.strip(), re.I)
    if m:
        return {**parse_noun(m[1]), "zone": "adventure", "side": "you"}
    return parse_target(s)


# --- conditions ----------------------------------------------------------------------------

def parse_cond(s: str) -> dict[str, Any]:
    s = s.strip().rstrip(",.").strip()
    parts = re.split(r" and (?=there is|no )", s)
    if len(parts) > 1:
        return {"all": [parse_cond(p if p.startswith("there") else "there is " + p) for p in parts]}
    m = re.fullmatch(r"(?:While )?in (your|Rival's) turn", s, re.I)
    if m:
        return {"turn": "rival" if "Rival" in m.group(1) else "you"}
    m = re.fullmatch(r"there (?:is|are) (any|an?|no|(\d+) or (?:more|move)|(\d+)) (.+)", s)
    if m:
        what = m.group(4)
        if what == "empty Adventure Area":  # no owner printed: either player's area (第一節 1.1.0)
            return {"empty_slots": 1, "side": "any"}
        filt = parse_target(what)
        if m.group(1) == "no":
            return {"count": filt, "max": 0}
        n = int(m.group(2) or m.group(3) or 1)
        return {"count": filt, "min": n}
    m = re.fullmatch(r"you have (any|an?|(\d+) or more) (untapped |face-up )?(Plan|Scene|Character)s?(?: cards?)?(?: in your (?:Adventure|Scene) Area)?", s)
    if m:
        n = int(m.group(2) or 1)
        kind = m.group(4)
        if kind == "Plan":
            return {"plans": "you", "min": n}
        filt: dict[str, Any] = {"zone": "scenes" if kind == "Scene" else "adventure", "side": "you"}
        if kind == "Character":
            filt["type"] = "Character"
        if m.group(3) == "untapped ":
            filt["tapped"] = False
        if m.group(3) == "face-up ":
            filt["face_up"] = True
        return {"count": filt, "min": n}
    m = re.fullmatch(r"this Character (has|does not have|has no) (?:1 |a |any )?(Candy|Present)", s, re.I)
    if m:  # 第二節 7.1.2: 獲得済み / 未獲得, judged on the current state
        kind = "candy" if m[2].lower() == "candy" else "present"
        return {"self_token": kind} if m[1].lower() == "has" else {"self_no_token": kind}
    m = re.fullmatch(r"you have (1|a|any|(\d+) or more) (Cand(?:y|ies)|Presents?)", s, re.I)
    if m:
        kind = "candy" if m[3].lower().startswith("cand") else "present"
        return {"count": {"zone": "adventure", "side": "you", "token": kind}, "min": int(m[2] or 1)}
    if re.fullmatch(r"any of your Scenes are face up", s):
        return {"count": {"zone": "scenes", "side": "you", "face_up": True}, "min": 1}
    if re.fullmatch(r"Rival has more Plans than you(?: in Story Area)?", s):
        return {"plans_more": "rival"}
    if re.fullmatch(r"this Character is adorned with Item", s):
        return {"self_adorned": True}
    m = re.fullmatch(r"you have (\d+) or more cards in your Hand \(including this card\)(?:\[verify\])?", s)
    if m:
        return {"hand_min": int(m.group(1))}
    raise Fail(s)


# --- numbers, durations and small builders -----------------------------------------------------

N = r"(\d+|one|a)"
UNTIL = r"until (?:the )?end of (turn|this Contact)"
_WORDS = {"one": 1, "a": 1, "an": 1}


def number(s: str) -> int:
    return _WORDS.get(s) or int(s)


def duration(s: str | None) -> str:
    """"until the end of turn" → this_turn; "… of this Contact" → this_battle."""
    return "this_battle" if s and "Contact" in s else "this_turn"


def chosen(chunk: str, count: int, zone: str = "adventure", side: str = "you", up_to: bool = False) -> Target:
    return Target("chosen", parse_target(chunk, zone, side), count, up_to)


def modify(amount: str, target: Target, dur: str | None) -> Effect:
    """An Inspiration (Idea) change of ``amount`` until the end of the turn or of the Contact."""
    return Effect("modify_stat", amount=int(amount), stat="idea", target=target, duration=duration(dur))


def per_self(amount: str, per: str) -> Effect:
    """"this Character gets +N Inspiration … for each X"."""
    return Effect("modify_stat", amount=int(amount), stat="idea", target=Target("self"), duration="this_turn", condition={"per": parse_target(per)})
