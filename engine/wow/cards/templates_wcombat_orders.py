"""Attack requirements and limits (EN 601.1, 103.2; ``engine.wow.attack_orders``): "This turn,
opposing heroes and allies must attack if able and can attack only your hero if able", "Target
ally must attack this turn if able", "Ongoing: Attached ally has -3 ATK, must attack if able, and
can attack only your hero if able", "Opposing heroes and allies that can attack Sarmoth can attack
only Sarmoth", "While Endina is exhausted, opposing heroes and allies can attack only Endina if
able", "Mortok can attack only exhausted heroes and allies".

"must attack" is the pseudo-keyword ``MUST_ATTACK``; "can attack only X" the op ``attack_only``
with ``condition={"only": {"who": …, "if_able": …}}``. :func:`attack_order` reads a continuous
power (called by ``templates_statics``); the sentence template a one-shot "this turn" one."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from . import rx
from .conditions import parse_condition
from .keys import MUST_ATTACK
from .readers import grant_parts, is_self, target
from .registry import SENTENCES
from .templates_wcombat_while import while_condition

_MUST = re.compile(r"must attack(?: (?:this|each) turn)?(?: if able)?", re.I)
_ONLY = re.compile(r"can (?:attack only|only attack) (.+?)( if able)?", re.I)


def _subject(phrase: str, name: str) -> Target | None:
    p = phrase.strip()
    if rx.fullmatch(r"attached (?:ally|character|hero|hero or ally)", p, re.I):
        return Target("attached", {})
    if rx.fullmatch(r"that character|that ally|that hero", p, re.I):
        return Target("ref", {"of": ""})  # the card an earlier sentence chose, still in play (engine.wow.refs)
    if rx.fullmatch(r"(?:characters|a character|a hero|heroes and allies) dealt damage this way", p, re.I):
        return Target("previous", {})  # the characters the damage before was dealt to (408.2a)
    tgt = target(p, name)
    if tgt is None and is_self(p, name):
        tgt = Target("self", {})
    if tgt is None or tgt.kind not in ("chosen", "each", "self", "attached"):
        return None
    return tgt


def _only(phrase: str, name: str) -> dict[str, Any] | None:
    """Whom the subject may attack: your hero, this card, the attached card, or characters of a kind."""
    p = phrase.strip()
    low = p.lower()
    if low == "your hero":
        return {"who": "hero"}
    if low in ("attached ally", "attached character", "attached hero"):
        return {"who": "attached"}
    if is_self(p, name) and low not in ("it", "this weapon", "this armor", "this item", "this ability"):
        return {"who": "source"}
    m = rx.fullmatch(r"(exhausted |ready |damaged |undamaged )?(heroes and allies|heroes|allies)", p, re.I)
    if m:
        flt: dict[str, Any] = {"types": {"heroes and allies": ["hero", "ally"], "heroes": ["hero"], "allies": ["ally"]}[m.group(2).lower()]}
        if m.group(1):
            flt["state"] = m.group(1).strip().lower()
        return {"who": "filter", "flt": flt}
    m = rx.fullmatch(r"([A-Z][\w'-]+)s in your party", p)
    if m:
        return {"who": "filter", "flt": {"types": ["hero", "ally"], "tag": m.group(1), "side": "friendly"}}
    m = rx.fullmatch(r"other ([A-Z][\w'-]+) you control", p)
    if m:
        return {"who": "filter", "flt": {"types": ["hero", "ally"], "tag": m.group(1), "side": "friendly", "exclude_source": True}}
    return None


def _parts(rest: str) -> list[str]:
    """The predicates of one subject, cut only before a verb ("can attack only exhausted heroes and allies" stays whole)."""
    return [x.strip() for x in rx.split(r",? and (?=(?:must|can|has|have)\b)|, (?=(?:must|can|has|have)\b)", rest, flags=re.I) if x.strip()]


def _orders(subject: str, rest: str, name: str, text: str, duration: str) -> list[Effect] | None:
    """ "SUBJECT must attack if able, can attack only X if able, and has -3 ATK [while attacking your hero]"."""
    tgt = _subject(subject, name)
    if tgt is None:
        return None
    out: list[Effect] = []
    for part in _parts(rest):
        if _MUST.fullmatch(part):
            if "if able" not in part.lower() and not rx.search(r"must attack(?: (?:this|each) turn)? if able", text, re.I):
                return None
            out.append(Effect("grant_keyword", 1, tgt, keyword=MUST_ATTACK, duration=duration, text=text))
            continue
        m = rx.fullmatch(r"can't attack (your hero|other [A-Z][\w'-]+ you control)", part)
        if m:  # 103.2: these are ruled out as defenders
            only = {"who": "hero"} if m.group(1) == "your hero" else _only(m.group(1), name)
            if only is None:
                return None
            out.append(Effect("attack_only", 0, tgt, duration=duration, condition={"only": {**only, "not": True}}, text=text))
            continue
        m = _ONLY.fullmatch(part)
        if m:
            only = _only(m.group(1), name)
            if only is None:
                return None
            out.append(Effect("attack_only", 0, tgt, duration=duration, condition={"only": {**only, "if_able": bool(m.group(2))}}, text=text))
            continue
        w = rx.fullmatch(r"(?:has|have) ([+-]\d+) ATK while (.+)", part, re.I)
        if w and duration == "this_turn" and (cond := _while(w.group(2), name)) is not None:
            out.append(Effect("modify_while", int(w.group(1)), tgt, stat="atk", duration=duration, condition={"while": cond}, text=text))
            continue
        g = rx.fullmatch(r"(?:has|have) (.+)", part, re.I)
        if g and duration == "permanent" and (more := grant_parts(g.group(1), tgt, text)) is not None:
            out += more
            continue
        return None
    if not any(e.op in ("attack_only", "grant_keyword") and (e.op == "attack_only" or e.keyword == MUST_ATTACK) for e in out):
        return None
    return out


def _while(phrase: str, name: str) -> dict[str, Any] | None:
    if rx.fullmatch(r"attacking your hero", phrase.strip(), re.I):
        return {"k": "wc_attacking_your_hero"}
    return while_condition(phrase, name)


def attack_order(s: str, name: str, text: str) -> list[Effect] | None:
    """A continuous power of attack requirements / limits (one cleaned sentence), or None."""
    body = s.strip().rstrip(".")
    if not rx.search(r"\bmust attack\b|\bcan (?:attack only|only attack)\b|\bcan't attack (?:your hero|other [A-Z])", body, re.I):
        return None
    m = rx.fullmatch(r"(.+?) that can attack (.+?) can attack only (.+)", body, re.I)
    if m and m.group(2).strip().lower() == m.group(3).strip().lower():  # "… that can attack Sarmoth can attack only Sarmoth": if able
        return _orders(m.group(1), f"can attack only {m.group(3)} if able", name, text, "permanent")
    m = rx.fullmatch(r"While attached (?:ally|character|hero) can attack (your hero), it can attack only (your hero)", body, re.I)
    if m:
        return _orders("attached character", "can attack only your hero if able", name, text, "permanent")
    cond = None
    w = rx.fullmatch(r"While ([^,]+), (.+)", body)
    if w:
        cond = parse_condition(w.group(1), name)
        if cond is None:
            return None
        body = w.group(2)
    m = rx.fullmatch(r"(.+?) ((?:must attack|can (?:attack only|only attack)|can't attack|has|have) .+)", body, re.I)
    if not m or rx.search(r"\b(?:this turn|this combat)\b", body, re.I):
        return None
    out = _orders(m.group(1), m.group(2), name, text, "permanent")
    if out is not None and cond is not None:
        for e in out:
            e.condition = {**(e.condition or {}), "if": cond}
    return out


@SENTENCES.register("wcombat_orders", r"(this turn, )?(.+?) ((?:must attack|can (?:attack only|only attack)|can't attack your hero)(?: .+?)?)( this turn)?", full=True, priority=16,
                    flags=re.I)
def _orders_this_turn(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "This turn, target ally must attack if able and can attack only Karta if able.", "Target
    ally must attack this turn if able." (EN 714: for this turn)."""
    rest = rx.sub(r" this turn$", "", m.group(3), flags=re.I)
    if not (m.group(1) or m.group(4) or rest != m.group(3) or rx.search(r"must attack this turn", rest, re.I)):
        return None
    return _orders(m.group(2), rest, name, sentence, "this_turn")


@SENTENCES.register("wcombat_orders_while", r"while (target .+?) can attack your hero this turn, it can attack only your hero", full=True, priority=16, flags=re.I)
def _while_can_attack(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "While target ally can attack your hero this turn, it can attack only your hero." (if able, this turn)."""
    return _orders(m.group(1), "can attack only your hero if able", name, sentence, "this_turn")
