"""Sentences that refer to what an earlier sentence of the same power acted on (EN 709):

- "Destroy target equipment. If you do, your hero deals melee damage to its controller's hero
  equal to its cost." — ``Target("ref", {"of": "controller_hero"})`` and ``condition["ref_amount"]``;
- "If you do, exhaust all other heroes and allies in its party." — ``{"of": "party_other"}``;
- "If you do, its controller discards a card." / "Its controller discards a card for each damage
  dealt." — ``{"of": "controller"}`` (with ``per="dealt"``);
- "For each damage dealt this way, put a Treant ally token into play …" — ``per="dealt"``;
- "A character dealt damage this way can't protect this turn." — ``Target("previous")``;
- "Interrupt target ally card. If you do, remove it from the game." — ``{"of": "graveyard"}``.

The runtime side is ``engine.wow.refs``: the earlier effect's cards are remembered with their last
known information (a destroyed card's controller and cost), so the later sentence reads them.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from engine.core.effects import Effect, Target

from . import rx
from .conditions import parse_condition
from .keys import CANT_PROTECT, NO_READY
from .registry import REFS

Reader = Callable[[str], "list[Effect] | None"]

_THAT = r"(?:its|that (?:ally|character|hero|equipment|weapon|armor|item|ability|card)'s)"
_IT = r"(?:it|that (?:ally|character|hero|equipment|weapon|armor|item|ability|card))"
_PLACE = "the triggering card"  # read by the compiler as Target("event"), then re-pointed
_REFS: list[tuple[str, str]] = [
    (_THAT + r" controller's hero", "controller_hero"),
    (r"(?:all |each )?other heroes and allies in " + _THAT + r" party", "party_other"),
    (r"(?:all heroes and allies|each hero and ally) in " + _THAT + r" party", "party"),
    (r"each other hero and ally in " + _THAT + r" party", "party_other"),
    (r"all of " + _THAT + r" controller's resources", "controller_resources"),
    (r"that (?:ally|character|hero|equipment|weapon|armor|item|ability|card)", ""),
]
_AMOUNT = re.compile(r" equal to " + _THAT + r" (cost|ATK)\b|, where X (?:is|was) " + _THAT + r" (cost|ATK)$"
                     r"|, where X (?:is|was) the (cost|ATK) of " + _IT + r"(?: you destroyed| removed| destroyed)?$", re.I)
_DAMAGE_TYPES = r"(melee|ranged|fire|frost|nature|shadow|holy|arcane)"
_PER_OPS = ("damage", "heal", "draw", "put_damage", "play_free", "discard")


@REFS.register("refs")
def ref_effects(sentence: str, out: list[Effect], read: Reader, *, done: bool = False) -> list[Effect] | None:
    """A sentence (without its "If you do, ") that refers to the effects in ``out``, or None.
    ``read`` compiles a plain sentence; ``done`` marks the result "If you do" (EN 709.3)."""
    if not out or any(e.op == "manual" for e in out):
        return None
    s = sentence.strip().rstrip(".")
    effs = _read(s, out, read)
    cond = rx.fullmatch(r"If ((?!you do\b)[^,]+), (.+)", s)
    if effs is None and cond and (when := parse_condition(cond.group(1), "")) is not None:
        effs = _read(cond.group(2)[0].upper() + cond.group(2)[1:], out, read)  # EN 709: checked on resolution
        for e in effs or []:
            e.condition = {**(e.condition or {}), "if": when}
    if effs is None:
        return None
    for e in effs:
        e.text = sentence
        if done:
            e.condition = {**(e.condition or {}), "if_done": True}
    return effs


def _acted_on(out: list[Effect]) -> bool:
    """The last effect with a target acted on a chosen (or triggering/attached) card: what "it" names."""
    last = next((e for e in reversed(out) if e.target is not None), None)
    return last is not None and last.target.kind in ("chosen", "event", "attached")


def _read(s: str, out: list[Effect], read: Reader) -> list[Effect] | None:
    m = rx.fullmatch(r"(?:" + _THAT + r"|that (?:character|hero|ally)'s) controller (discards|draws) (a|one|two|\d+) cards?"
                     r"( for each damage dealt(?: this way)?)?", s, re.I)
    if m and _acted_on(out):  # "its controller discards a card [for each damage dealt]"
        n = {"a": 1, "one": 1, "two": 2}.get(m.group(2).lower()) or int(m.group(2))
        if m.group(3) and not any(e.op == "damage" for e in out):
            return None
        cond = {"per": "dealt"} if m.group(3) else None
        return [Effect("discard" if m.group(1).lower() == "discards" else "draw", n, Target("ref", {"of": "controller"}), condition=cond)]
    m = rx.fullmatch(r"if a hero (?:is|was) dealt damage this way, its controller discards (a|one|two) cards?", s, re.I)
    if m and out[-1].op == "damage":  # "previous" after a damage effect: the characters dealt damage (408.2a)
        n = {"a": 1, "one": 1, "two": 2}[m.group(1).lower()]
        return [Effect("discard", n, Target("previous", {"types": ["hero"]}))]
    m = rx.fullmatch(r"for each damage dealt this way, (.+)", s, re.I)
    if m and any(e.op == "damage" for e in out):  # 408: the damage the earlier effects dealt
        effs = read(m.group(1)[0].upper() + m.group(1)[1:])
        if not effs or any(e.op not in _PER_OPS or e.amount < 0 or (e.condition or {}).get("per") for e in effs):
            return None
        for e in effs:
            e.condition = {**(e.condition or {}), "per": "dealt"}
        return effs
    m = rx.fullmatch(r"(?:a|each) (?:character|hero or ally|ally|hero) dealt damage this way can't protect this turn", s, re.I)
    if m and any(e.op == "damage" for e in out):  # "previous" after a damage effect: the characters dealt damage
        return [Effect("grant_keyword", 0, Target("previous", {}), keyword=CANT_PROTECT, duration="this_turn")]
    m = rx.fullmatch(r"remove (?:it|that card) from the game", s, re.I)
    if m and out[-1].op == "move" and out[-1].zone == "interrupted":  # EN 711: the interrupted card, now in the graveyard
        return [Effect("move", 0, Target("ref", {"of": "graveyard"}), zone="removed")]
    m = rx.fullmatch(r"(?:exhaust each (?:ally|character|hero or ally) dealt damage this way, and (?:it|they)|each of them) "
                     r"can't ready during (?:its|their) controllers?'?s? next ready step", s, re.I)
    if m and (s.lower().startswith("each of them") or out[-1].op == "damage") and out[-1].target is not None \
            and out[-1].target.kind in ("each", "chosen"):  # "previous": the characters the last effect acted on
        keep = [Effect("grant_keyword", 0, Target("previous", {}), keyword=NO_READY, duration="permanent")]
        return keep if s.lower().startswith("each of them") else [Effect("tap", 0, Target("previous", {})), *keep]
    return _substituted(s, out, read)


def _substituted(s: str, out: list[Effect], read: Reader) -> list[Effect] | None:
    """Rewrite the reference into a placeholder the compiler reads, then point it at the ref."""
    if not _acted_on(out) or "triggering" in s.lower() or "source of that damage" in s.lower():
        return None
    amount = _AMOUNT.search(s)
    what = None
    if amount:
        what = next(g for g in amount.groups() if g).lower()
        s = s[: amount.start()] + s[amount.end():]
        if rx.search(r"\bX\b", s):
            s = rx.sub(r"\bX\b", "1", s)
        elif (d := rx.search(r"\bdeals? " + _DAMAGE_TYPES + r" damage\b", s, re.I)) or (d := rx.search(r"\bheals? damage\b", s, re.I)):
            s = s[: d.start()] + rx.sub(r"(deals?|heals?) ", r"\1 1 ", d.group(0), count=1) + s[d.end():]
        else:
            return None
    s = rx.sub(r"^(your hero (?:deals|may deal) .+ to) itself$", r"\1 your hero", s, flags=re.I)
    s = rx.sub(r"\b(your hero|he|she) also (deals)\b", r"\1 \2", s, flags=re.I)  # "also": besides the earlier damage
    of = None
    for pattern, key in _REFS:
        found = list(rx.finditer(r"\b" + pattern + r"\b", s, re.I))
        if len(found) == 1:
            s = s[: found[0].start()] + _PLACE + s[found[0].end():]
            of = key
            break
    if rx.search(r"\b(it|its|him|her|his|they|them|their|that)\b", s, re.I):
        return None  # another reference this module doesn't read
    if of is None and what is None:
        return None
    effs = read(s[0].upper() + s[1:])
    if not effs or any(e.op == "manual" or (what and (e.condition or {}).get("per")) for e in effs):
        return None
    placed = [e for e in effs if e.target is not None and e.target.kind == "event"]
    if (of is not None) != bool(placed):
        return None
    for e in placed:
        e.target = Target("ref", {"of": of})
    if what:
        if any(e.amount != 1 or e.op not in ("damage", "heal", "draw", "put_damage") for e in effs):
            return None
        for e in effs:
            e.condition = {**(e.condition or {}), "ref_amount": what}
    return effs
