"""Counters a card keeps on itself (404.1, 404.1a: a counter named with no place is on the card
itself; ``engine.wow.counters``): "This ability enters play with two wind counters." (placed as it
enters play, ``engine.wow.enter_counters``), "Remove a wind counter (from this ability)." and the
check that follows it, "If none remain, destroy Typhoon." (404.1d: true when no counter of that
name is left on the card, ``engine.wow.wscale_checks``), and "for each wind counter on NAME" (the
count of those counters on the card itself, ``keywords.per_count`` "counters:")."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from .. import (
    ops,  # noqa: F401  (WoW's own ops are registered before a template builds one)
)
from . import rx
from .keys import ENTERS_COUNTERS
from .readers import PER_READERS, clean, is_self, per_key
from .registry import REFS, SENTENCES, compile_sentence
from .templates_counters import kind_of

_NUM = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "x": -1}
_KIND = r"((?:[+-]\d+ ?\[?(?:ATK|DEF|Defense|health)\]?)|(?:[+-]\d+ ?/ ?[+-]\d+)|[A-Za-z][a-z'-]*)"
_ME = r"(?:this (?:ally|card|weapon|armor|item|ability|equipment)|it|itself|him|her)"


def _self(phrase: str, name: str) -> bool:
    """The card itself: "this ability", "it", its name or a short name (``readers.is_self``)."""
    p = phrase.strip()
    return bool(rx.fullmatch(_ME, p, re.I)) or is_self(p, name)


def enters_with(text: str, name: str) -> list[Effect] | None:
    """ "(Ongoing: )NAME/This ability enters play with two wind counters (on it)." / "… with X +1 ATK
    counters" (X: the X paid to play it, 201.3) / "… with a +1 ATK counter for each card in your
    hand" (counted as it enters), "… if an opponent went first this game" (checked as it enters) → a printed entering state of the card (``keys.ENTERS_COUNTERS``)."""
    s = clean(text.removeprefix("Ongoing:").strip())
    first = rx.search(r",? if an opponent went first this game\.?$", s, re.I)  # 101: the starting player (helper gear)
    s = s[: first.start()] if first else s
    m = rx.fullmatch(r"(.+?) enters play with (an?|one|two|three|four|five|six|seven|eight|\d+|X) " + _KIND
                     + r" counters?(?: on (?:it|him|her|itself))?( for each .+)?", s)
    if not m or not _self(m.group(1), name) or m.group(3).lower() in ("damage",):
        return None
    n = _NUM.get(m.group(2).lower()) if not m.group(2).isdigit() else int(m.group(2))
    if n is None:
        return None
    cond: dict[str, Any] = {"kind": kind_of(m.group(3))}
    if m.group(4):
        per = per_key(m.group(4)[len(" for each ") :])
        if per is None or n < 1 or per in ("dealt", "self_damage"):
            return None
        cond["per"] = per
    if first:
        cond["if"] = {"k": "wca_opponent_first"}
    return [Effect("grant_keyword", n, Target("self", {}), keyword=ENTERS_COUNTERS, duration="permanent", condition=cond, text=text)]


@SENTENCES.register("wscale_remove_own_counter", priority=45)
def _remove_own(s: str, name: str, sentence: str) -> list[Effect] | None:
    """ "Remove a wind counter (from this ability / from NAME)." / "Remove all +1 ATK counters from it." — from
    the card itself (404.1a)."""
    m = rx.fullmatch(r"remove (an?|one|two|three|all) " + _KIND + r" counters?(?: (?:from|form) (.+))?", s, re.I)
    if not m or (m.group(3) and not _self(m.group(3), name)):
        return None
    if m.group(1).lower() == "all":  # "remove all +1 ATK counters from this weapon" (none there: nothing happens)
        return [Effect("remove_counters", 0, None, stat=kind_of(m.group(2)), condition={"all": True}, text=sentence)]
    return [Effect("remove_counters", _NUM[m.group(1).lower()], None, stat=kind_of(m.group(2)), text=sentence)]


@REFS.register("wscale_none_remain", priority=20)
def _none_remain(sentence: str, out: list[Effect], read: Any) -> list[Effect] | None:
    """ "If none remain, destroy NAME." / "If no wind counters remain, destroy this ability." after
    "remove a wind counter": the card is destroyed if no counter of that kind is left on it (404.1d)."""
    s = clean(sentence)
    m = rx.fullmatch(r"if (?:none|no ([a-z][\w'-]*) counters) remains?, (destroy .+)", s, re.I)
    last = next((e for e in reversed(out) if e.op == "remove_counters" and e.target is None), None)
    if not m or last is None or (m.group(1) and kind_of(m.group(1)) != last.stat):
        return None
    effs = read(m.group(2)[0].upper() + m.group(2)[1:])
    if not effs or len(effs) != 1 or effs[0].op != "destroy" or effs[0].target is None or effs[0].target.kind != "self":
        return None
    effs[0].condition = {**(effs[0].condition or {}), "if": {"k": "wsc_no_counters", "kind": last.stat}}
    effs[0].text = sentence
    return effs


def own_counter_count(phrase: str) -> str | None:
    """ "wind counter on Hurricane", "bleed counter on this ability", "chaos counter" → "counters:wind"
    (``keywords.per_count``: the counters on the card with the power, 404.1a). The card's name is not
    known here: any "on …" that is not a pronoun or "this …" must be a capitalised name."""
    m = rx.fullmatch(r"([a-z][\w'-]*|[+-]\d+ (?:ATK|DEF)) counters?(?: on (.+))?", phrase.strip())
    if not m or m.group(1) in ("other", "different"):
        return None
    on = (m.group(2) or "").strip()
    if on and not (rx.fullmatch(_ME, on, re.I) or rx.fullmatch(r"[A-Z][\w'-]*(?:,? [A-Z\d][\w'-]*| of| the)*", on)):
        return None
    return "counters:" + kind_of(m.group(1))


_HAS = r"(?:this (?:ally|weapon|armor|item|ability|equipment|card)|it|he|she)"


def has_counters(phrase: str, name: str) -> dict[str, Any] | None:
    """ "this armor has three or more scalp counters on it" → a condition on the card's own counters (404.1a)."""
    m = rx.fullmatch(r"(.+?) has (one|two|three|four|five|six|seven|eight|\d+) or more ([a-z][\w'-]*) counters?(?: on (?:it|him|her|itself))?", phrase.strip(), re.I)
    if not m or not (rx.fullmatch(_HAS, m.group(1), re.I) or is_self(m.group(1), name)):
        return None
    n = int(m.group(2)) if m.group(2).isdigit() else _NUM[m.group(2).lower()]
    return {"k": "wsc_min_counters", "kind": kind_of(m.group(3)), "min": n}


@SENTENCES.register("wscale_if_counters", priority=45)
def _if_counters(s: str, name: str, sentence: str) -> list[Effect] | None:
    """ "If this armor has three or more scalp counters on it, your hero deals 6 melee damage to target opposing
    hero." — the effects happen only if the card has that many on resolution (EN 709)."""
    m = rx.fullmatch(r"if ([^,]+), (.+)", s, re.I)
    cond = has_counters(m.group(1), name) if m else None
    if cond is None:
        return None
    effs = compile_sentence(m.group(2)[0].upper() + m.group(2)[1:], name)
    if not effs or any(e.op == "manual" or (e.condition or {}).get("if") for e in effs):
        return None
    for e in effs:
        e.condition = {**(e.condition or {}), "if": cond}
    return effs


PER_READERS.append(own_counter_count)
