"""Templates for WoW's own ops (``engine.wow.ops``): counters (404.1, ``engine.wow.counters``)
added as an effect or removed as a cost ("[Exhaust], Remove three honor counters -> …"), and
gaining control (401.3, ``engine.wow.control``)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.core.effects import Effect, Target

from .. import (
    ops,  # noqa: F401  (WoW's own ops are registered before a template builds one)
)
from . import rx
from .readers import normalize_counter, target
from .registry import SENTENCES

_NUM = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_KIND = r"((?:[+-]\d+ ?\[?(?:ATK|DEF|Defense|health)\]?)|(?:[+-]\d+ ?/ ?[+-]\d+)|[A-Za-z][a-z'-]*)"


def kind_of(text: str) -> str:
    return normalize_counter(rx.sub(r"\[?Defense\]?", "DEF", text))


def add_counters(s: str, sentence: str, target_of) -> list | None:
    """ "Add an honor counter." (on itself, 404.1a), "Put a +1 ATK counter on target weapon.",
    "Add two +1 DEF counters to this armor." """
    m = rx.fullmatch(r"(?:add|put) (an?|one|two|three|four|five|\d+) " + _KIND + r" counters?(?: (?:on|to) (.+))?", s, re.I)
    if not m:
        return None
    n = _NUM.get(m.group(1).lower()) or int(m.group(1))
    tgt = None
    if m.group(3):
        tgt = target_of(m.group(3))
        if tgt is None or tgt.kind not in ("self", "chosen", "attached", "player_hero", "each"):
            return None
        if tgt.kind == "self":
            tgt = None  # on itself: the op's default place
    return [Effect("add_counters", n, tgt if tgt is None else Target(tgt.kind, dict(tgt.filter), tgt.count, tgt.up_to),
                   stat=kind_of(m.group(2)), text=sentence)]


def remove_cost(part: str, name: str) -> dict[str, Any] | None:
    """A cost part "Remove three honor counters (from NAME)" / "remove all surge counters" →
    ``{"kind": k, "n": N or None (all)}`` (404.1, 403.4)."""
    if not (rx.match(r"remove ", part.strip(), re.I) and rx.search(r" counter", part, re.I)):
        return None
    me = r"(?: from (?:this (?:ally|card|weapon|armor|item|ability|location)|it|" + "|".join(
        re.escape(x) for x in {name, name.split(",")[0], name.split(" ")[0]} if x) + r"))?"
    m = rx.fullmatch(r"remove (an?|one|two|three|four|five|six|\d+|all) " + _KIND + r" counters?" + me, part.strip(), re.I)
    if not m:
        return None
    q = m.group(1).lower()
    return {"kind": kind_of(m.group(2)), "n": None if q == "all" else (_NUM.get(q) or int(q))}


def gain_control(s: str, sentence: str, name: str, target_of) -> list | None:
    """ "Gain control of target ability." / "… of target ally while NAME remains in your party." /
    "… until end of turn" (401.3)."""
    if not rx.match(r"gain control of ", s, re.I):
        return None
    me = "|".join(re.escape(x) for x in {name, name.split(",")[0], name.split(" ")[0], "this ally"} if x)
    m = rx.fullmatch(r"gain control of (.+?)( until (?:the )?end of (?:the )?turn| this turn| while (?:" + me
                     + r") remains (?:in your party|under your control|in play))?", s, re.I)
    if not m:
        return None
    tgt = target_of(m.group(1))
    if tgt is None or tgt.kind not in ("chosen", "each"):
        return None
    tail = (m.group(2) or "").lower()
    return [Effect("gain_control", 0, tgt, duration="this_turn" if "turn" in tail else "permanent",
                   condition={"while_source": True} if "while" in tail else None, text=sentence)]


def become_copy(s: str, sentence: str, target: Callable[[str], Target | None]) -> list[Effect] | None:
    """ "Target ally in your party becomes a copy of a second target ally in your party this turn."
    (402.2; two different cards, EN 706)."""
    m = rx.fullmatch(r"(target .+?) becomes a copy of a second (target .+?)( this turn)?", s, re.I)
    if not m or (first := target(m.group(1))) is None or (second := target(m.group(2))) is None:
        return None
    if first.kind != "chosen" or second.kind != "chosen":
        return None
    second = Target("chosen", {**second.filter, "distinct": True})
    duration = "this_turn" if m.group(3) else "permanent"
    return [Effect("become_copy", 0, first, zone="first", text=sentence),
            Effect("become_copy", 0, second, duration=duration, text=sentence)]


@SENTENCES.register("add_counters", priority=40)
def _add_counters(s: str, name: str, sentence: str) -> list[Effect] | None:
    return add_counters(s, sentence, lambda ph: target(ph, name)) or None  # an empty reading lets the next template try


@SENTENCES.register("gain_control", priority=50)
def _gain_control(s: str, name: str, sentence: str) -> list[Effect] | None:
    return gain_control(s, sentence, name, lambda ph: target(ph, name)) or None


@SENTENCES.register("become_copy", priority=70)
def _become_copy(s: str, name: str, sentence: str) -> list[Effect] | None:
    return become_copy(s, sentence, lambda ph: target(ph, name))
