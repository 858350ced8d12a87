"""The MLP template registries and the readers that walk them. Templates register themselves in
their family's module (``templates_*``); this module imports none of them, so a template that must
read part of its text (a clause list, a condition, a continuous sentence) calls the functions here,
never the compiler.

Registries (each tried in order of priority, then registration):

- ``CLAUSES``: one effect clause, read at a position of an effect body (第五節 2.1.1: a body is a
  sequence of clauses carried out in printed order); registered with :func:`clause`;
- ``TRIGGERS``: the opening of a 冒険エリア trigger ("At the end of your turn, …");
- ``CONTINUOUS``: one sentence of a continuous text (an Idea modifier);
- ``COSTS``: a cost modifier (第五節 3.1.4);
- ``EVENTS``: an event's whole effect (special one-line events, then the general reading);
- ``ITEMS``: an item's text after its "Only adorn …" (granted abilities, its own trigger, continuous);
- ``LAYOUTS``: a whole card of one type, split into its abilities (story, scene, event, item, character).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.core.effects import Effect, Target
from engine.core.templates import TemplateRegistry

from .ability import Ability, Compiled
from .readers import Fail, parse_cond

CLAUSES = TemplateRegistry("mlp", "clause")
TRIGGERS = TemplateRegistry("mlp", "trigger")
CONTINUOUS = TemplateRegistry("mlp", "continuous")
COSTS = TemplateRegistry("mlp", "cost")
EVENTS = TemplateRegistry("mlp", "event")
ITEMS = TemplateRegistry("mlp", "item")
LAYOUTS = TemplateRegistry("mlp", "layout")

_CLAUSE_END = r"(?:[.,]\s*(?:then\s+)?|\s*$)"
_UP_TO = re.compile(r"((?:choose|return|move) )up to (?=\d)", re.I)

ClauseBuilder = Callable[[re.Match[str]], list[Effect]]


def clause(name: str, pattern: str, *, priority: int) -> Callable[[ClauseBuilder], ClauseBuilder]:
    """Register a clause template: ``pattern`` (case-insensitive) is matched at the reading position
    and must end the clause (a full stop or a comma, an optional "then", or the end of the text).
    A builder that raises :class:`Fail` or ``ValueError`` lets the next template try."""
    rx = re.compile(pattern + _CLAUSE_END, re.I)

    def deco(build: ClauseBuilder) -> ClauseBuilder:
        def read(text: str, pos: int, up: bool) -> tuple[int, list[Effect]] | None:
            m = rx.match(text, pos)
            if not m or m.end() <= pos:
                return None
            try:
                built = build(m)
            except (Fail, ValueError):
                return None
            if up:  # 第六節 15.1.1 「Xまで」: only a clause that chooses can take "up to"
                picks = [e for e in built if e.target is not None and e.target.kind == "chosen"]
                if not picks:
                    return None
                for eff in picks:
                    t = eff.target
                    assert t is not None
                    eff.target = Target("chosen", t.filter, t.count, True)
            return m.end(), built

        read.__module__ = build.__module__
        CLAUSES.add(name, read, priority=priority)
        return build

    return deco


# --- the readers that walk the registries --------------------------------------------------------

def read_body(body: str) -> tuple[list[Effect], list[str]]:
    """A sequence of clauses, each matched whole (第五節 2.1.1: carried out in printed order); returns
    the effects and the names of the clause templates that read them. Raises :class:`Fail`."""
    out: list[Effect] = []
    names: list[str] = []
    pos = 0
    body = body.strip()
    while pos < len(body):
        # 第六節 15.1.1 「Xまで」: "choose up to N …" is read as "choose N …" whose chosen targets
        # take any number from 0 to N (``Target.up_to``)
        up = _UP_TO.match(body, pos)
        text, shift = (body[:pos] + up[1] + body[up.end():], up.end() - pos - len(up[1])) if up else (body, 0)
        hit = CLAUSES.match(text, pos, bool(up))
        if hit is None:
            raise Fail(body[pos:])
        tpl, (end, built) = hit
        out.extend(built)
        names.append(tpl.name)
        pos = end + shift
    if not out:
        raise Fail(body)
    for i, eff in enumerate(out):  # "reveal …, if it is X, …": the rest happens only if it is X
        if eff.keyword == "gate" and eff.condition and "gate" in eff.condition:
            if i == len(out) - 1:
                raise Fail(body)
            for later in out[i + 1:]:
                later.condition = {**(later.condition or {}), "revealed": eff.condition["gate"]}
            eff.keyword, eff.condition = "", None
    return out, names


def compile_body(body: str) -> list[Effect]:
    """The effects of a clause sequence (raises :class:`Fail` when a clause is not read)."""
    return read_body(body)[0]


def _with_condition(body: str) -> tuple[dict[str, Any] | None, str]:
    m = re.match(r"If (.+?), (?=draw|choose|this|all|flip|return|reveal|turn|take|move|place|retire|look)", body, re.I)
    if m:
        return parse_cond(m.group(1)), body[m.end():]
    return None, body


def _instead(body: str) -> tuple[list[Effect], list[str]] | None:
    """"X. If C, Y instead." (第五節 1.5.1: C checked as the effect resolves): X unless C, else Y."""
    m = re.fullmatch(r"(.+?)\. If (.+?), (.+?) instead\.?", body.strip())
    if not m:
        return None
    cond = parse_cond(m[2])
    (plain, a), (other, b) = read_body(m[1] + "."), read_body(m[3] + ".")
    for eff in plain:
        eff.condition = {**(eff.condition or {}), "unless": cond}
    for eff in other:
        eff.condition = {**(eff.condition or {}), "if": cond}
    return plain + other, ["instead", *a, *b]


def manual_ability(timing: str, body: str, **kw: Any) -> Ability:
    """Text no template reads: its controller resolves it by hand (engine.core.manual)."""
    return Ability(timing, [Effect("manual", text=body)], body, manual=True, **kw)


def ability(timing: str, body: str, **kw: Any) -> Ability:
    """An effect body with an optional leading "If C," (or a trailing "… instead") → one ability;
    text no clause template reads becomes a manual ability."""
    try:
        alt = _instead(body)
        if alt is not None:
            return Ability(timing, alt[0], body, via=", ".join(alt[1]), **kw)
        cond, rest = _with_condition(body)
        effects, names = read_body(rest)
        return Ability(timing, effects, body, condition=cond, via=", ".join((["if"] if cond else []) + names), **kw)
    except Fail:
        return manual_ability(timing, body, **kw)


def adventure(body: str) -> Ability:
    """A 冒険エリア text: activated (横置き), triggered (When/Whenever/At) or continuous."""
    m = re.match(r"(\[Tap\],?\s*)?Spend 1 Candy(?: from this Character)?\s*[:：]\s*", body, re.I)
    if m:  # 第五節 3.1.5: a cost made of actions — spending a candy (第二節 7.2.1), with or without 横置き
        return ability("activated", body[m.end():], cost="tap+spend_candy" if m[1] else "spend_candy")
    m = re.match(r"\[Tap\],?\s*", body)
    if m:
        return ability("activated", body[m.end():], cost="tap")
    hit = TRIGGERS.match(body)
    if hit is not None:
        return hit[1]
    try:
        effects, names = read_continuous(body)
        return Ability("continuous", effects, body, via=", ".join(names))
    except Fail:
        return manual_ability("continuous", body)


def read_continuous(text: str) -> tuple[list[Effect], list[str]]:
    """冒険エリア continuous texts and worn-item texts (第二節 1.6.4b, 3.5.0): idea modifiers, one
    sentence at a time, each with an optional leading "While C,". Raises :class:`Fail`."""
    out: list[Effect] = []
    names: list[str] = []
    for sentence in [s for s in re.split(r"(?<=\.)\s+", text.strip()) if s]:
        s = sentence.rstrip(".").strip()
        cond: dict[str, Any] | None = None
        m = re.match(r"While (.+?), (?=this|adorned|all|other)", s, re.I)
        if m:
            cond = parse_cond(m.group(1))
            s = s[m.end():]
        hit = CONTINUOUS.match(s, cond)
        if hit is None:
            raise Fail(s)
        out.extend(hit[1])
        names.append(hit[0].name)
    return out, names


def compile_continuous(text: str) -> list[Effect]:
    return read_continuous(text)[0]


def compile_cost(text: str) -> list[Effect]:
    """Cost modifiers (第五節 3.1.4): "-1 Cost for each …" / "While …, -1 Cost when played from Hand"."""
    hit = COSTS.match(text.strip().rstrip("."))
    if hit is None:
        raise Fail(text)
    return hit[1]


def read_cost(text: str) -> Ability:
    hit = COSTS.match(text.strip().rstrip("."))
    if hit is None:
        raise Fail(text)
    return Ability("cost", hit[1], text, via=hit[0].name)


def read_card(card_type: str, text: str) -> Compiled:
    """A whole (normalised) card text of ``card_type``, split by the layout of its type."""
    out = LAYOUTS.first(text, card_type)
    return out if out is not None else Compiled()
