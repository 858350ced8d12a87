"""Templates of restrictions and their conditions (1.2.2 "can't" beats "can"; 7.6): "damaged
characters can't challenge this character", "this character can't be challenged by Pirate
characters" (``cant_be_challenged_by`` with the challenger's filter ``by``), "opposing characters
can't quest", "your characters named Koda can't be challenged", "this character can't ready at the
start of your turn", a location's own changes ("this location gets +2 {L}", "… can't be
challenged"), "Inventor characters get +1 {W} while here", and the conditions "while being
challenged" / "while challenging a damaged character" (4.3.6)."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from .readers import kind_filter, parse_condition, parse_target
from .registries import SENTENCES, STATIC_TEXTS, STATICS, walk
from .templates_static_changes import changes

Cond = dict[str, Any] | None


def _who(phrase: str) -> dict[str, Any] | None:
    """"Damaged characters", "Characters with cost 3 or less", "Pirate characters", "characters
    with 2 {S} or greater" → a filter of characters (None if unread)."""
    p = re.sub(r" or greater$", " or more", phrase.strip())
    if p.split(" ")[0] in ("Characters", "Damaged", "Exerted"):
        p = p[0].lower() + p[1:]
    t = parse_target("chosen " + p)
    if t is None or t.filter.get("types") != ["character"] or t.up_to or set(t.filter) & {"owner", "other"}:
        return None
    return dict(t.filter)


@STATICS.register("cant_challenge_this", r"(.+?) can't challenge (this character|your characters)", full=True)
def cant_challenge_this(m: re.Match[str], cond: Cond) -> object:
    by = _who(m.group(1))
    if by is None:
        return None
    who = "self" if m.group(2) == "this character" else "yours"
    return [{"who": who, "keyword": "cant_be_challenged_by", "delta": 0, "by": by, **({"filter": {"types": ["character"]}} if who == "yours" else {}),
             "cond": cond}]


@STATICS.register("cant_be_challenged_by", r"[Tt]his character can't be challenged by (.+)", full=True)
def cant_be_challenged_by(m: re.Match[str], cond: Cond) -> object:
    by = _who(m.group(1))
    return None if by is None else [{"who": "self", "keyword": "cant_be_challenged_by", "delta": 0, "by": by, "cond": cond}]


@STATICS.register("opposing_cant", r"Opposing (?:(damaged|exerted) )?(?:([A-Z]\w+) )?characters(?: with cost (\d+) or less)? can't (quest|challenge|ready)"
                  r"(?: at the start of their turn)?", full=True)
def opposing_cant(m: re.Match[str], cond: Cond) -> object:
    """"[While this character is exerted, ]opposing Pirate characters can't quest"."""
    flt: dict[str, Any] = {"types": ["character"]}
    if m.group(1):
        flt[m.group(1)] = True
    if m.group(2):
        flt.update(kind_filter(m.group(2)))
    if m.group(3):
        flt["cost_max"] = int(m.group(3))
    if m.group(4) == "ready" and not m.string.endswith("at the start of their turn"):
        return None  # "can't ready" at all is another restriction (cant_ready_any)
    return [{"who": "opposing", "filter": flt, "keyword": f"cant_{m.group(4)}", "delta": 0, "cond": cond}]


@STATICS.register("yours_cant_be_challenged", r"Your (other )?(?:characters named (.+?)|(characters|locations)) can't be challenged", full=True)
def yours_cant_be_challenged(m: re.Match[str], cond: Cond) -> object:
    flt: dict[str, Any] = {"types": ["character"], "name": m.group(2)} if m.group(2) else {"types": [m.group(3)[:-1]]}
    return [{"who": "yours_other" if m.group(1) else "yours", "filter": flt, "keyword": "cant_be_challenged", "delta": 0, "cond": cond}]


@STATICS.register("cant_ready_your_turn", r"[Tt]his character (enters play exerted and )?can't ready at the start of your turn", full=True)
def cant_ready_your_turn(m: re.Match[str], cond: Cond) -> object:
    """The Ready step skips it (4.2.1.1); an effect may still ready it."""
    out = [{"who": "self", "keyword": "cant_ready", "delta": 0, "cond": cond}]
    if m.group(1):
        out.insert(0, {"who": "self", "keyword": "enters_exerted", "delta": 0, "cond": cond})
    return out


@STATICS.register("location_changes", r"[Tt]his location (can't be challenged|(?:gets|gains) .+)", full=True)
def location_changes(m: re.Match[str], cond: Cond) -> object:
    if m.group(1) == "can't be challenged":
        return [{"who": "self", "keyword": "cant_be_challenged", "delta": 0, "cond": cond}]
    got = changes(m.group(1))
    return None if got is None else [{"who": "self", **c, "cond": cond} for c in got]


@STATICS.register("kinds_here", r"(?:Characters named (.+?)|Characters with (Support|Evasive|Bodyguard|Ward|Rush)|([A-Z]\w+) characters) ((?:get|gain) .+) while here",
                  full=True)
def kinds_here(m: re.Match[str], cond: Cond) -> object:
    """"Inventor characters get +1 {W} while here" (the characters at this location that match)."""
    flt: dict[str, Any] = {"types": ["character"]}
    if m.group(1):
        flt["name"] = m.group(1)
    elif m.group(2):
        flt["keyword"] = m.group(2)
    else:
        flt.update(kind_filter(m.group(3)))
    got = changes(m.group(4))
    if got is None or ("keyword" in flt and any("keyword" in c for c in got)):
        return None
    return [{"who": "here", "filter": flt, **c, "cond": cond} for c in got]


@STATIC_TEXTS.register("while_challenge", r"While (being challenged|challenging (?:a|an) (.+?)), (.+)", full=True)
def while_challenge(m: re.Match[str]) -> object:
    """"While being challenged, this character gets +2 {S}" / "While challenging a damaged
    character, …": only during a challenge it is part of (4.3.6)."""
    if m.group(2):
        t = parse_target("chosen " + m.group(2))
        if t is None or t.up_to:
            return None
        cond: dict[str, Any] = {"challenging": dict(t.filter)}
    else:
        cond = {"being_challenged": True}
    out = walk(STATICS, m.group(3)[0].upper() + m.group(3)[1:], cond)
    return None if not isinstance(out, list) else out


@STATICS.register("cant_sing", r"(Opposing|Other) characters can't exert to sing songs", full=True)
def cant_sing(m: re.Match[str], cond: Cond) -> object:
    """"Other characters can't exert to sing songs": every character but this one (the opponents'
    and your other ones); "opposing characters …": the opponents' (6.3.3.3 needs the exert)."""
    out = [{"who": "opposing", "filter": {"types": ["character"]}, "keyword": "cant_sing", "delta": 0, "cond": cond}]
    if m.group(1) == "Other":
        out.append({"who": "yours_other", "filter": {"types": ["character"]}, "keyword": "cant_sing", "delta": 0, "cond": cond})
    return out


@SENTENCES.register("characters_cant_sing_until", r"^[Cc]haracters can't exert to sing songs until the start of your next turn$", full=True)
def characters_cant_sing_until(m: re.Match[str]) -> object:
    """Gantu - Experienced Enforcer: every character in play as it resolves (7.6.3: not those played
    later) can't be exerted to sing (6.3.3.3) until the start of your next turn."""
    return [Effect("grant_keyword", keyword="cant_sing", duration="until_your_next_turn",
                   target=Target("each", {"types": ["character"]}), text=m.string)]


@STATICS.register("cant_be_challenged_here", r"Characters can't be challenged while here", full=True)
def cant_be_challenged_here(m: re.Match[str], cond: Cond) -> object:
    return [{"who": "here", "keyword": "cant_be_challenged", "delta": 0, "cond": cond}]


@STATICS.register("two_statics", r"(.+?) and (your .+)", full=True, priority=160)
def two_statics(m: re.Match[str], cond: Cond) -> object:
    """"Opposing characters can't exert to sing songs and your Pirate characters gain Resist +1":
    two static abilities under one condition (each half read on its own)."""
    a, b = walk(STATICS, m.group(1), cond), walk(STATICS, m.group(2)[0].upper() + m.group(2)[1:], cond)
    return a + b if isinstance(a, list) and isinstance(b, list) else None


@STATICS.register("changes_while", r"([Tt]his character|[Hh]e|[Ss]he) ((?:gets|gains) .+?) while (.+)", full=True, priority=150)
def changes_while(m: re.Match[str], cond: Cond) -> object:
    """"[During your turn, ]this character gains Evasive while a Pirate character is in play": the
    change while the condition (and the outer one) holds."""
    inner = parse_condition(m.group(3))
    got = changes(m.group(2))
    if inner is None or got is None or (cond and set(cond) & set(inner)):
        return None
    return [{"who": "self", **c, "cond": {**(cond or {}), **inner}} for c in got]


@STATICS.register("lower_while", r"while (.+?), (.+)", full=True, priority=150)
def lower_while(m: re.Match[str], cond: Cond) -> object:
    """"During your turn, while you have a character named X in play, this character gains
    Evasive": both conditions (7.6)."""
    inner = parse_condition(m.group(1))
    if inner is None or (cond and set(cond) & set(inner)):
        return None
    out = walk(STATICS, m.group(2), {**(cond or {}), **inner})
    return out if isinstance(out, list) else None


_GAIN = r"(Resist \+\d+|Challenger \+\d+|Evasive|Ward|Bodyguard|Support)"


@STATICS.register("at_locations_gain", rf"Your locations and characters at locations gain {_GAIN}", full=True)
def at_locations_gain(m: re.Match[str], cond: Cond) -> object:
    kw = m.group(1).split(" ")
    delta = int(kw[1].lstrip("+")) if len(kw) > 1 else 0
    return [{"who": "yours", "filter": {"types": ["location"]}, "keyword": kw[0], "delta": delta, "cond": cond},
            {"who": "yours", "filter": {"types": ["character"], "at_location": True}, "keyword": kw[0], "delta": delta, "cond": cond}]


@STATIC_TEXTS.register("kind_at_location_gains", rf"While one of your ([A-Z]\w+) characters is at a location, that character gains {_GAIN}", full=True)
def kind_at_location_gains(m: re.Match[str]) -> object:
    """"While one of your Knight characters is at a location, that character gains Resist +2":
    each such character, while it is at a location."""
    kw = m.group(2).split(" ")
    return [{"who": "yours", "filter": {"types": ["character"], "classification": m.group(1), "at_location": True}, "keyword": kw[0],
             "delta": int(kw[1].lstrip("+")) if len(kw) > 1 else 0, "cond": None}]
