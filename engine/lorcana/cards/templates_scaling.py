"""Templates of amounts that scale in static abilities (7.6; 7.1.2.4 例B): "this character gets
+1 {S} for each card in your hand", "… +1 {L} for each other Villain character you have in play",
"… +1 {S} for each 1 damage on him", "… gains Resist +1 for each other Knight character you have
in play". Each change times the count (``per``, engine.lorcana.characteristics.count_per)."""

from __future__ import annotations

import re
from typing import Any

from .readers import STAT, count_of
from .registries import STATICS

Cond = dict[str, Any] | None
_SELF = r"(?:[Tt]his character|[Hh]e|[Ss]he|[Ii]t)"
_STAT = r"(\{S\}|\{W\}|\{L\})"
_SELF_DAMAGE = {"zone": "self_damage", "filter": {}}
"""'for each 1 damage on him': the damage on this card (count_per)."""
_KW = r"Evasive|Rush|Ward|Bodyguard|Support|Alert|Resist \+\d+|Challenger \+\d+"


@STATICS.register("self_gets_for_each", rf"{_SELF} gets ([+-]\d+) {_STAT}(?: and ([+-]\d+) {_STAT})? for each (.+)", full=True)
def self_gets_for_each(m: re.Match[str], cond: Cond) -> object:
    """"This character gets +1 {S} and +1 {W} for each item you have in play" (two changes, one count)."""
    per = _SELF_DAMAGE if re.fullmatch(r"1 damage on (?:him|her|it|this character)", m.group(5)) else count_of(m.group(5))
    if per is None:
        return None  # another template may count it ("for each card under him")
    out = [{"who": "self", "stat": STAT[m.group(2)], "delta": int(m.group(1)), "per": per, "cond": cond}]
    if m.group(3):
        out.append({"who": "self", "stat": STAT[m.group(4)], "delta": int(m.group(3)), "per": per, "cond": cond})
    return out


@STATICS.register("self_gains_for_each", rf"{_SELF} gains ({_KW}) for each (.+)", full=True)
def self_gains_for_each(m: re.Match[str], cond: Cond) -> object:
    """"This character gains Resist +1 for each other Knight character you have in play" (10.1.1:
    the +N keywords add up; with a count of 0 it has no Resist from this)."""
    per = count_of(m.group(2))
    kw = m.group(1).split(" ")
    if per is None or len(kw) != 2:
        return None
    return [{"who": "self", "keyword": kw[0], "delta": int(kw[1]), "per": per, "cond": cond}]
