"""Templates of replacement effects (7.7): "skip your turn's Draw step" (7.7.3, applied by
engine.lorcana.flow.draw_step) and "[effect]. If [condition], [the same effect with another
amount] instead." (7.7.2: the amount is replaced when the condition holds as it resolves,
engine.lorcana.amounts) and "if an effect would cause you to discard one or more cards, you don't
discard" (7.7.1: the keyword ``no_discard``, applied by engine.lorcana.discard_prevention)."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect

from .readers import cap, kind_filter, parse_condition
from .registries import INSTEADS, STATICS, parse_sentence


@STATICS.register("skip_draw_step", r"[Ss]kip your turn['’]s Draw step", full=True)
def skip_draw_step(m: re.Match[str], cond: dict[str, Any] | None) -> object:
    return [{"who": "self", "keyword": "skip_draw", "delta": 0, "cond": cond}]


@STATICS.register(
    "no_discard",
    r"[Ii]f an effect would cause you to discard one or more cards(?: from your hand)?, you don['’]t discard",
    full=True,
)
def no_discard(m: re.Match[str], cond: dict[str, Any] | None) -> object:
    """Kronk - Laid Back; Magica De Spell - Cruel Sorceress with "During opponents' turns, " (cond
    ``opp_turn``, engine.lorcana.cards.registries.parse_static)."""
    return [{"who": "self", "keyword": "no_discard", "delta": 0, "cond": cond}]


def _complete(short: str, printed: str) -> str:
    """"deal 3 damage" after "Deal 2 damage to chosen opposing character": the printed sentence with
    the new number (the replacing effect names the same target, 7.7.2); else ``short`` as is."""
    shape = re.sub(r"\d+", "N", short.lower())
    if re.sub(r"\d+", "N", printed.lower()).startswith(shape) and printed.lower() != short.lower():
        numbers = re.findall(r"\d+", short)
        if len(numbers) == 1:
            return re.sub(r"\d+", numbers[0], printed, count=1)
    return short


_SUBJECT = re.compile(r"^(?:they['’]re|he['’]s|she['’]s|it['’]s|the moved character is) (?:a|an) ([A-Z]\w+)(?: character)?$")


@INSTEADS.register("amount_instead", r"^If (.+?), (.+) instead\.?$")
def amount_instead(m: re.Match[str], prev: Effect | None) -> dict[str, Any] | None:
    """"If they're a Hero character, remove up to 4 damage instead", "If you have a character
    named Darkwing Duck in play, deal 3 damage instead": the previous effect with another amount
    (the same op, target and everything else) → its ``amount_if`` (None when not that shape)."""
    if prev is None or (prev.condition or {}).get("amount_if") or prev.then:
        return None
    alt = parse_sentence(cap(_complete(m.group(2), prev.text)))
    if not alt or len(alt) != 1:
        return None
    a = alt[0]
    same = (a.op, a.target, a.stat, a.keyword, a.zone, a.duration, a.optional, a.condition) == \
        (prev.op, prev.target, prev.stat, prev.keyword, prev.zone, prev.duration, prev.optional, prev.condition)
    if not same or a.amount == prev.amount:
        return None
    subject = _SUBJECT.match(m.group(1))
    if subject:  # the card the trigger is about (7.1.9)
        return {"role": "subject", "filter": kind_filter(subject.group(1)), "amount": a.amount}
    cond = parse_condition(m.group(1))
    return None if cond is None else {"cond": cond, "amount": a.amount}
