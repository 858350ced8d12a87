"""Templates of static changes (7.6) the plain templates don't read: several changes to this card
in one sentence ("this character gets +2 {S} and gains Evasive", "he gets +3 {S}, +3 {W}, and +3
{L}"), your characters named by an "or"/list or a "with" phrase ("your Prince, Princess, King, and
Queen characters get +1 {S}", "your characters with Evasive get +1 {S}"), opposing characters
("opposing damaged characters gain Reckless", engine.lorcana.characteristics ``who`` "opposing"),
"If [condition], …" (a static ability with a condition, 7.6) and "can't … unless …" (1.2.2)."""

from __future__ import annotations

import re
from typing import Any

from .readers import STAT, count_of, kind_filter, parse_condition
from .registries import STATIC_TEXTS, STATICS, STOP, walk

Cond = dict[str, Any] | None
_SELF = r"(?:[Tt]his character|[Hh]e|[Ss]he|[Ii]t)"
_KW = r"Evasive|Rush|Ward|Bodyguard|Reckless|Support|Alert|Resist \+\d+|Challenger \+\d+|Singer \d+"
_STAT = r"[+-]\d+ \{[SWL]\}"


def changes(text: str) -> list[dict[str, Any]] | None:
    """"gets +2 {S} and gains Evasive", "gains Resist +1 and Ward", "gets +3 {S}, +3 {W}, and +3
    {L}" → [{"stat", "delta"} | {"keyword", "delta"}] (None when a part is not a change)."""
    out: list[dict[str, Any]] = []
    verb = None
    for part in re.split(r",\s*(?:and\s+)?|\s+and\s+", text.strip()):
        m = re.fullmatch(r"(?:(gets?|gains?) )?(.+)", part)
        if not m:
            return None
        verb = (m.group(1) or verb or "").rstrip("s") or None
        what = m.group(2)
        if verb == "get" and re.fullmatch(_STAT, what):
            n, s = what.split(" ")
            out.append({"stat": STAT[s], "delta": int(n)})
        elif verb == "gain" and re.fullmatch(_KW, what):
            kw = what.split(" ")
            out.append({"keyword": kw[0], "delta": int(kw[1].lstrip("+")) if len(kw) > 1 else 0})
        else:
            return None
    return out or None


@STATICS.register("self_changes", rf"{_SELF} ((?:gets|gains) .+)", full=True, priority=150)
def self_changes(m: re.Match[str], cond: Cond) -> object:
    got = changes(m.group(1))
    if got is None or len(got) < 2:
        return None
    return [{"who": "self", **c, "cond": cond} for c in got]


_SAFE = {"Resist", "Challenger", "Reckless"}
"""Keywords a "with [keyword]" static may grant: no static grants the keywords printed in such
filters because of these, so deciding who has them never loops (7.6)."""


def _safe_grants(got: list[dict[str, Any]], with_keyword: str) -> bool:
    """A change to "characters with X": stats, or keywords of :data:`_SAFE` other than X itself."""
    return all(c.get("keyword") in (None, *_SAFE) and c.get("keyword") != with_keyword for c in got)


def _kinds(words: str) -> dict[str, Any] | None:
    """"Prince, Princess, King, and Queen" / "Seven Dwarfs" / "Alien or Robot" → a classification filter."""
    parts = [p for p in re.split(r",\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", words) if p]
    if not all(re.fullmatch(r"[A-Z][\w'-]*(?: [A-Z][\w'-]*)*", p) for p in parts):
        return None
    return {"classification": parts[0]} if len(parts) == 1 else {"classification_any": parts}


_WITH = r"(?: with (Bodyguard|Evasive|Rush|Ward|Reckless|Support|Singer|(\d+) \{S\} or more))?"


@STATICS.register("yours_kinds_change", rf"Your (other )?(?:(.+?) )?(characters|items|locations){_WITH} ((?:get|gain) .+)", full=True, priority=150)
def yours_kinds_change(m: re.Match[str], cond: Cond) -> object:
    """"Your other characters with Support get +1 {S}", "your Prince, Princess, King, and Queen
    characters get +1 {S}". A "with" keyword only for stat changes, a "with N {S}" only for other
    stats (a change must not decide who it applies to, 7.6)."""
    flt: dict[str, Any] = {"types": [m.group(3)[:-1]]}
    if m.group(2):
        kinds = _kinds(m.group(2))
        if kinds is None:
            return None
        flt.update(kinds)
    got = changes(m.group(6))
    if got is None:
        return None
    if m.group(5):
        flt["strength_min"] = int(m.group(5))
        if any(c.get("stat") == "strength" for c in got):
            return None
    elif m.group(4):
        flt["keyword"] = m.group(4)
        if not _safe_grants(got, m.group(4)):
            return None
    if not (m.group(2) or m.group(4)):
        return None  # plain "your characters get …": the older templates read it
    who = "yours_other" if m.group(1) else "yours"
    return [{"who": who, "filter": flt, **c, "cond": cond} for c in got]


@STATICS.register("opposing_change", r"Opposing (?:(damaged|exerted) )?(?:([A-Z]\w+) )?characters (?:with (Evasive|Rush|Bodyguard|Ward|Singer) )?"
                  r"((?:get|gain) .+?)(?: for each (.+))?", full=True, priority=150)
def opposing_change(m: re.Match[str], cond: Cond) -> object:
    """"Opposing characters get -1 {S} for each location you have in play", "opposing damaged
    characters gain Reckless", "[While …,] opposing characters with Evasive gain Reckless"."""
    flt: dict[str, Any] = {"types": ["character"]}
    if m.group(1):
        flt[m.group(1)] = True
    if m.group(2):
        flt.update(kind_filter(m.group(2)))
    got = changes(m.group(4))
    if got is None:
        return None
    if m.group(3):
        if not _safe_grants(got, m.group(3)):
            return None
        flt["keyword"] = m.group(3)
    per = None
    if m.group(5):
        per = count_of(m.group(5))
        if per is None or any("keyword" in c for c in got):
            return None
    return [{"who": "opposing", "filter": flt, **c, **({"per": per} if per else {}), "cond": cond} for c in got]


@STATIC_TEXTS.register("if_static", r"If (.+?), (.+)", full=True)
def if_static(m: re.Match[str]) -> object:
    """"If you have another Hero character in play, this character gets +1 {L}", "if you have a
    character here, you pay 1 {I} less to play items": while the condition holds (7.6)."""
    cond = parse_condition(m.group(1))
    if cond is None:
        return None
    out = walk(STATICS, m.group(2), cond)
    return None if out is None or out is STOP else out


@STATIC_TEXTS.register("cant_unless", r"[Tt]his character can't (quest|challenge|challenge or quest|quest or challenge) unless (.+)", full=True)
def cant_unless(m: re.Match[str]) -> object:
    """"This character can't quest unless you have another Seven Dwarfs character in play": the
    restriction holds while the condition doesn't (1.2.2)."""
    cond = parse_condition(re.sub(r"^it is ", "this character is ", m.group(2)))
    if cond is None:
        return None
    return [{"who": "self", "keyword": f"cant_{w}", "delta": 0, "cond": {"not": cond}} for w in m.group(1).split(" or ")]
