"""Templates of clauses that wrap other sentences (7.1.2): a cost inside an effect ("[A] to [B]":
"you may pay 2 {I} to …", "discard your hand to …", "choose and discard a card to …", "reveal a
song card in your hand to …", "{E} chosen character of yours to …"), a condition ("If …, …"),
"… unless their player pays N {I}", and amounts that scale ("… for each …", "… equal to …")."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .readers import cap, card_filter, parse_condition, parse_target, scale_of
from .registries import SENTENCES, STOP, parse_sentence

_YOU = Target("player", {"who": "you"})


def _rest(text: str) -> list[Effect] | None:
    return parse_sentence(cap(text))


@SENTENCES.register("cost_to", r"^(Pay (\d+) \{I\}|Discard your hand|Choose and discard (.+?)|Reveal (.+?) in your hand|(?:\{E\}|Exert) (.+?)|Banish (.+?)) to (.+)$",
                    priority=31)
def cost_to(m: re.Match[str]) -> object:
    """7.1.2.2 "[A] to [B]": [A] is a cost; [B] happens only if it was paid (``then``).
    Preceded by "you may" (7.1.3) the whole clause is optional (parse_sentence marks it)."""
    body = _rest(m.group(7))
    if body is None:
        return None
    text = m.string
    if m.group(2):
        cost = Effect("pay_ink", int(m.group(2)), text=text)
    elif m.group(1) == "Discard your hand":
        # the whole hand, no choice (8.3.4); a cost, not an effect (engine.lorcana.discard_prevention)
        cost = Effect("discard", 99, _YOU, condition={"cost": True}, text=text)
    elif m.group(3):
        mm = re.fullmatch(r"(a|an|one|two|\d) (.+)", m.group(3))
        flt = card_filter("a " + mm.group(2)) if mm else None
        if flt is None:
            return None
        cost = Effect("discard_cost", 2 if mm.group(1) == "two" else 1, condition={"filter": flt}, text=text)
    elif m.group(4):
        flt = card_filter(m.group(4))
        if flt is None:
            return None
        cost = Effect("reveal_from_hand", condition={"filter": flt}, text=text)
    else:
        t = parse_target(m.group(5) or m.group(6))
        if t is None or t.kind not in ("chosen", "self"):
            return None
        cost = Effect("tap" if m.group(5) else "destroy", 0, t, text=text)
        if t.kind == "self":
            _them_is_the_subject(body)
    cost.then = body
    return [cost]


def _them_is_the_subject(body: list[Effect]) -> None:
    """After "banish/exert this card to …", "them" in [B] is not this card (a cost, 7.1.2.2): it is the card
    the trigger is about (Sleepy Hollow - The Bridge: "… to gain 2 lore and give them Evasive", "them" the
    character that quested; 7.1.9), as "exert them to …" reads it (templates_effect_costs)."""
    for e in body:
        if e.target is not None and e.target.kind == "it":
            e.target = Target("trigger", {"role": "subject"})
        _them_is_the_subject(e.then)


@SENTENCES.register("if_then", r"^If (.+?), (.+)$", priority=32)
def if_then(m: re.Match[str]) -> object:
    """"If [condition], [effects]": the condition is checked as the effect resolves (7.1.2)."""
    cond = parse_condition(m.group(1))
    if cond is None:
        return None
    body = _rest(m.group(2))
    if body is None:
        return STOP
    return [Effect("conditional", condition={"if": cond}, then=body, text=m.string)]


@SENTENCES.register("unless_pays", r"^(.+) unless their player pays (\d+) \{I\}$", priority=33)
def unless_pays(m: re.Match[str]) -> object:
    """"[the challenging character gets -3 {S} this turn] unless their player pays 3 {I}": the
    player of the card the effect names decides (7.1.3)."""
    body = _rest(m.group(1))
    if not body or body[0].target is None or body[0].target.kind not in ("trigger", "it", "chosen"):
        return STOP
    payer = body[0].target
    if payer.kind == "chosen":
        return STOP  # the payer would be chosen twice
    return [Effect("unless_pay", int(m.group(2)), Target(payer.kind, dict(payer.filter)), then=body, text=m.string)]


@SENTENCES.register("for_each", r"^(.+?),? for each (.+)$", priority=34)
def for_each(m: re.Match[str]) -> object:
    """"[one effect with an amount] for each [count]": the amount times the count (counted as it
    resolves)."""
    scale = scale_of(m.group(2))
    if scale is None or "count" not in scale:
        return None
    body = _rest(m.group(1))
    if body is None or len(body) != 1 or not body[0].amount or body[0].then or body[0].optional:
        return None
    body[0].condition = {**(body[0].condition or {}), "scale": scale}
    body[0].text = m.string
    return body


_EQUAL = (
    (re.compile(r"^Deal damage to (.+?) equal to (.+)$"), "Deal 1 damage to {0}"),
    (re.compile(r"^Draw cards equal to (.+)$"), "Draw 1 card"),
    (re.compile(r"^[Gg]ain lore equal to (.+)$"), "Gain 1 lore"),
    (re.compile(r"^(Each opponent|Chosen opponent) loses lore equal to (.+)$"), "{0} loses 1 lore"),
)


@SENTENCES.register("equal_to", r"^.+ equal to .+$", priority=35)
def equal_to(m: re.Match[str]) -> object:
    """"Deal damage to chosen character equal to the number of characters you have in play",
    "draw cards equal to that character's {L}": the amount is the value, counted as it resolves."""
    for pat, plain in _EQUAL:
        mm = pat.match(m.string)
        if not mm:
            continue
        scale = scale_of(mm.groups()[-1])
        pick = None
        if scale is None:
            pick, scale = _of_chosen(mm.groups()[-1])
        body = _rest(plain.format(*mm.groups()[:-1])) if scale is not None else None
        if body is None or len(body) != 1:
            return STOP
        body[0].condition = {**(body[0].condition or {}), "scale": scale}
        body[0].text = m.string
        if pick is not None:  # a step that only chooses, then the amount counts "it" (7.1.9)
            return [Effect("choose", 0, pick, text=m.string), *body]
        return body
    return None


def _of_chosen(phrase: str) -> tuple[Target | None, dict | None]:
    """"the damage on chosen opposing character", "the {S} of chosen character" → (what is chosen,
    the scale of "it")."""
    p = phrase.strip().rstrip(".")
    m = re.fullmatch(r"the (?:amount of )?damage on (chosen .+)", p) or re.fullmatch(r"the (\{S\}|\{W\}|\{L\}) of (chosen .+)", p)
    if not m:
        return None, None
    t = parse_target(m.groups()[-1])
    if t is None or t.kind != "chosen" or t.up_to or t.count != 1:
        return None, None
    if len(m.groups()) == 1:
        return t, {"damage_of": "it"}
    return t, {"stat_of": {"{S}": "strength", "{W}": "willpower", "{L}": "lore"}[m.group(1)], "of": "it"}
