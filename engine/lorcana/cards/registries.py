"""The template registries of Lorcana card text and the grammar that walks them (split a text into
sentences, "you may", "then", "if you do", "… instead", "X, if Y" and "While X, …").

Each ``templates_*`` module registers its templates here; a template that needs to compile a part
of its text calls the functions below again (``parse_effects``, ``parse_trigger`` …), never the
compiler. This module imports no template: importing ``engine.lorcana.cards.compiler`` loads every
family. A builder returns what it built, ``None`` ("not my wording, try the next template") or
:data:`STOP` ("my wording, but a part of it can't be read": the text does not compile).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from engine.core.effects import Effect
from engine.core.templates import TemplateRegistry

from ..ops import GAME
from .model import Trigger
from .readers import cap, parse_condition, parse_target


class Stop:
    """A builder's answer for "this wording is mine but I can't read it": no later template is tried."""

    def __repr__(self) -> str:
        return "STOP"


STOP = Stop()

TEXTS = TemplateRegistry(GAME, "text")
"""Whole effect texts of several sentences (look at the top N …, name a card …); builder(m)."""
SENTENCES = TemplateRegistry(GAME, "effect")
"""One imperative sentence (7.1.1) → list[Effect]; builder(m), ``m.string`` is the sentence."""
TRIGGERS = TemplateRegistry(GAME, "trigger")
"""A trigger condition (7.4.2) → Trigger; builder(m, intervening_if_condition)."""
COSTS = TemplateRegistry(GAME, "cost")
"""One part of an activated ability's cost (7.5.1) → the cost keys it sets; builder(m)."""
STATIC_TEXTS = TemplateRegistry(GAME, "static")
"""A whole static ability read before any "While …," (cost decreases, "for free"); builder(m)."""
STATICS = TemplateRegistry(GAME, "static_body")
"""A static ability's body (7.6) → list of static dicts; builder(m, condition)."""
ABILITIES = TemplateRegistry(GAME, "ability")
"""A whole printed ability that is not what its wording looks like (a trigger that is a
replacement effect, 7.7.1); builder(m, ability) → the Ability."""
KEYWORDS = TemplateRegistry(GAME, "keyword")
"""Keyword abilities the engine applies itself (chapter 10); builder(m) → True."""
INSTEADS = TemplateRegistry(GAME, "instead")
"""A sentence "If …, [the previous effect with another amount] instead." (7.7.2) → the previous
effect's ``amount_if``; builder(m, previous effect)."""

_TRACE: list[list[str]] = []


@contextmanager
def tracing() -> Iterator[list[str]]:
    """Collect the names of the templates that compiled a text ("effect draw", …)."""
    names: list[str] = []
    _TRACE.append(names)
    try:
        yield names
    finally:
        _TRACE.pop()


def walk(registry: TemplateRegistry, text: str, *args: Any) -> Any:
    """The first template of ``registry`` that builds something from ``text`` (None if none;
    :data:`STOP` if one claims the wording but can't read it). Records the template's name."""
    trace = _TRACE[-1] if _TRACE else None
    for tpl in registry:
        mark = len(trace) if trace is not None else 0
        out = tpl.apply(text, *args)
        if out is None or out is STOP:
            if trace is not None:
                del trace[mark:]  # nested templates of a builder that gave up
            if out is STOP:
                return STOP
            continue
        if trace is not None:
            trace.insert(mark, f"{registry.kind} {tpl.name}")
        return out
    return None



def parse_core(s: str) -> list[Effect] | None:
    """One sentence without "you may"/"then": the first sentence template that reads it."""
    out = walk(SENTENCES, s.strip().rstrip("."))
    return None if out is STOP else out


def parse_sentence(s: str) -> list[Effect] | None:
    """One imperative sentence (7.1.1) → effects, or None when no template matches."""
    s = s.strip().rstrip(".").strip()
    s = re.sub(r"^[Tt]hen,?\s+", "", s)
    optional = False
    if re.match(r"^[Yy]ou may ", s):
        optional = True
        s = s[len("you may "):]
    s = cap(s)
    effs = parse_core(s)
    if effs is None:
        # "A, then B" / "A and B" (7.1.2.3-4): do as much as possible
        trace = _TRACE[-1] if _TRACE else None
        for sep in (", then ", " and then ", ". Then ", ", and ", " and "):
            if sep in s:
                mark = len(trace) if trace is not None else 0
                left, right = s.split(sep, 1)
                a, b = parse_core(left), parse_sentence(right)
                if a is not None and b is not None:
                    effs = a + b
                    break
                if trace is not None:
                    del trace[mark:]
    if effs is None:
        return None
    if optional and effs:
        first = effs[0]
        first.optional = True
        if len(effs) > 1:
            first.then = effs[1:]
            # "you may [A] and/then [B]": the yes covers [B], which resolves as much as possible even if [A]
            # did nothing (7.1.2.3, 7.1.2.4; engine.lorcana.resolve ``_yes_goes_on``)
            first.condition = {**(first.condition or {}), "and_rest": True}
            effs = [first]
    return effs


def instead(sentence: str, prev: Effect | None) -> tuple[dict[str, Any], list[Effect]] | None:
    """7.7.2: "If a Villain character is chosen, they get +3 {S} instead." → (filter, effects)."""
    m = re.match(r"^If (?:a|an) (.+?) is chosen, (.+) instead\.?$", sentence.strip()) or re.match(
        r"^If the chosen (character|item|location) is named (.+?), (.+) instead\.?$", sentence.strip())
    if not m:
        return None
    if len(m.groups()) == 3:
        flt = {"types": [m.group(1)], "name": m.group(2)}
        body = m.group(3)
    else:
        t = parse_target("chosen " + m.group(1))
        if t is None:
            return None
        flt, body = t.filter, m.group(2)
    effs = parse_sentence(cap(body))
    if effs is None and prev is not None and prev.duration in ("this_turn", "until_your_next_turn"):
        # "he gets +2 {S} instead": the replaced effect's duration carries over
        phrase = "this turn" if prev.duration == "this_turn" else "until the start of your next turn"
        effs = parse_sentence(cap(body) + " " + phrase)
    if effs is None:
        return None
    return flt, effs


def parse_effects(text: str) -> list[Effect] | None:
    """A whole effect text (several sentences, 7.1.1): every sentence must compile."""
    text = text.strip()
    if not text:
        return []
    whole = walk(TEXTS, text)
    if whole is STOP:
        return None
    if whole is not None:
        return whole
    sentences = [x for x in re.split(r"(?<=[.!])\s+", text) if x.strip()]
    out: list[Effect] = []
    for s in sentences:
        m = re.match(r"^If the moved character is (?:a|an) ([A-Z]\w+), deal (\d+) damage instead\.?$", s.strip())
        if m:  # 7.7.2 on the trigger's subject: the amount is replaced (engine.lorcana.amounts)
            if not out or out[-1].op != "damage" or (out[-1].condition or {}).get("amount_if"):
                return None
            out[-1].condition = {**(out[-1].condition or {}), "amount_if": {"role": "subject", "filter": {"classification": m.group(1)},
                                                                            "amount": int(m.group(2))}}
            continue
        inst = instead(s, out[-1] if out else None)
        if inst is not None:  # 7.7.2: "If X is chosen, [other effect] instead" replaces the previous effect
            if not out or out[-1].target is None or out[-1].target.kind != "chosen" or (out[-1].condition or {}).get("instead_if"):
                return None
            out[-1].condition = {**(out[-1].condition or {}), "instead_if": inst[0], "alt": inst[1]}
            continue
        amount = walk(INSTEADS, s.strip(), out[-1] if out else None)
        if amount is not None and amount is not STOP:  # 7.7.2: the same effect with another amount
            out[-1].condition = {**(out[-1].condition or {}), "amount_if": amount}
            continue
        m = re.match(r"^If you do, (.+)$", s.strip())
        if m:  # 7.1.2.2: the previous optional step is the cost of this one
            effs = parse_sentence(cap(m.group(1)))
            if effs is None or not out or not out[-1].optional:
                return None
            out[-1].then.extend(effs)
            continue
        effs = parse_sentence(s)
        if effs is None:
            return None
        out.extend(effs)
    return out


def parse_trigger(head: str) -> Trigger | None:
    """"When you play this character, if …" → Trigger (events, filter, intervening if)."""
    head = head.strip()
    cond = None
    m = re.match(r"^(.*?), if (.+)$", head)
    if m:
        c = parse_condition(m.group(2))
        if c is None:
            return None
        head, cond = m.group(1), c
    out = walk(TRIGGERS, head, cond)
    return None if out is STOP else out


def parse_cost(text: str) -> dict[str, Any] | None:
    """7.5.1: "[cost] — [effect]": {E}, N {I}, banish this item/character, discard a card."""
    cost: dict[str, Any] = {"exert": False, "ink": 0, "banish_self": False, "discard": 0}
    for part in [p.strip() for p in text.split(",")]:
        got = walk(COSTS, part)
        if got is None or got is STOP:
            return None
        cost.update(got)
    return cost


def parse_static(text: str) -> list[dict[str, Any]] | None:
    """Static abilities (7.6) the engine applies itself."""
    t = text.strip().rstrip(".")
    whole = walk(STATIC_TEXTS, t)
    if whole is STOP:
        return None
    if whole is not None:
        return whole
    cond = None
    m = re.match(r"^While (.+?), (.+)$", t)
    if m:
        cond = parse_condition(m.group(1))
        if cond is None:
            return None
        t = m.group(2)
    m = re.match(r"^During your turn, (.+)$", t)
    if m:
        cond = {"your_turn": True}
        t = m.group(1)
    m = re.match(r"^During opponents['’] turns, (.+)$", t)
    if m:
        cond = {"opp_turn": True}
        t = m.group(1)
    out = walk(STATICS, t, cond)
    if out is None and t[:1].islower():  # "During opponents' turns, your characters gain …"
        out = walk(STATICS, cap(t), cond)
    return None if out is STOP else out
