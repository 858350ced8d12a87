"""Damage and healing abilities of the "Your hero deals / heals …" family (packets: 405.4, 407,
408; targets: EN 706; conditions checked on resolution: EN 709):

- "Your hero deals 2 ranged damage to each of up to three target heroes and/or allies." — one
  chosen target per packet, ``up_to`` and ``distinct`` (a card is chosen once), the first optional
  (EN 706: "up to" allows fewer, even none); later sentences about "a character dealt damage this
  way" follow each packet;
- "Target up to three heroes and/or allies. Your hero deals 3, 2, and 1 nature damage to them,
  respectively." / "… deals 2 melee damage to each of them." / "They can't attack or protect this
  turn." / "… deals 3 melee damage to the first target. If you have a Dagger, your hero deals 3
  melee damage to the second target.";
- "Your hero deals 2 frost damage to target ally, or 6 if that ally is ready." — one packet on the
  chosen target whose size is decided on resolution (``condition["more"]``; the turn-trigger
  version without a chosen target is ``templates_turns.or_more``, used as is);
- "target ally that entered play this turn", "each non-Demon hero and ally", "each opposing hero
  and ally with damage" — target filters (``entered_this_turn``, ``not_tag``, ``state``).

The runtime side is ``engine.wow.packets``: ``more_amount`` (``procedure.run_effects``),
``extra_match`` (``targets.matches``) and ``divided_packets``; ``engine.WowEngine._target_answer``
reads ``distinct``.
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from . import rx
from .conditions import parse_condition
from .keys import CANT_ATTACK, CANT_PROTECT
from .readers import per_key, subject, target, turn_condition
from .registry import TEXTS, compile_effects, compile_sentence
from .templates_turns import or_more

_N = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_TYPES = r"(melee|ranged|fire|frost|nature|shadow|holy|arcane)"
_THAT = r"that (?:ally|character|hero|hero or ally)"


def _count(word: str) -> int | None:
    return int(word) if word.isdigit() else _N.get(word.lower())


def _singular(phrase: str) -> str:
    """ "heroes and/or allies" → "hero or ally", "opposing allies" → "opposing ally" (a target phrase)."""
    p = rx.sub(r"\bheroe?s? and/or all(?:y|ies)\b", "hero or ally", phrase.strip(), flags=re.I)
    p = rx.sub(r"\ballies\b", "ally", p, flags=re.I)
    p = rx.sub(r"\bheroes\b", "hero", p, flags=re.I)
    return rx.sub(r"\b(?![A-Z][a-z]*ves$)([A-Z][a-z]+[^s])s$", r"\1", p)  # "target opposing Priests": a Priest


def _chosen(phrase: str, name: str) -> Target | None:
    """ "three target heroes and/or allies" style phrase (without the number) → a chosen target."""
    tgt = target("target " + _singular(phrase), name)
    if tgt is None or tgt.kind != "chosen" or tgt.filter.get("chain"):
        return None
    return tgt


def _targets(phrase: str, k: int, name: str) -> list[Target] | None:
    """K separate chosen targets, each a different card (EN 706), "up to": the first may be skipped
    (and the rest with it)."""
    base = _chosen(phrase, name)
    if base is None or not 1 < k <= 6:
        return None
    return [Target("chosen", {**base.filter, "distinct": True}, up_to=True) for _ in range(k)]


def _packet(op: str, amount: int, tgt: Target, dtype: str, unpreventable: bool, text: str) -> Effect:
    if op == "damage":
        return Effect("damage", amount, tgt, stat=dtype, condition={"source": "hero", "unpreventable": unpreventable}, text=text)
    return Effect("heal", amount, tgt, text=text)


def _first_optional(effs: list[Effect]) -> list[Effect]:
    for e in effs:
        if e.target is not None and e.target.kind == "chosen":
            e.optional = True  # "up to": no target at all is a legal choice (EN 706)
            break
    return effs


def _follow(effs: list[Effect], rest: list[str], name: str) -> list[Effect] | None:
    """Sentences after a multi-target packet about "a character dealt damage this way": carried out
    after each packet on the character it was dealt to (``Target("previous")``)."""
    extra: list[Effect] = []
    for s in rest:
        if not rx.match(r"(?:a|each) (?:character|hero or ally|ally|hero) dealt damage this way\b|characters dealt damage this way\b", s, re.I):
            return None
        more = compile_sentence(rx.sub(r"^characters dealt damage this way can't", "A character dealt damage this way can't", s, flags=re.I), name)
        if not more or any(e.target is None or e.target.kind != "previous" for e in more):
            return None
        extra.extend(more)
    if not extra:
        return effs
    out: list[Effect] = []
    for e in effs:
        out.append(e)
        if e.op == "damage":
            out.extend(Effect(x.op, x.amount, Target("previous", {}), stat=x.stat, keyword=x.keyword, duration=x.duration, text=x.text) for x in extra)
    return out


def _after_division(effs: list[Effect], rest: list[str], name: str) -> list[Effect] | None:
    """ "… divided as you choose to any number of target heroes and/or allies. A character dealt damage this way loses all
    powers this turn." (Dragon's Breath): the following sentences act once, after the division, on every character its
    packets were dealt to (``Target("previous")``: ``procedure`` notes them, 408.2a)."""
    extra: list[Effect] = []
    for s in rest:
        if not rx.match(r"(?:a|each) (?:character|hero or ally|ally|hero) dealt damage this way\b", s, re.I):
            return None
        more = compile_sentence(s, name)
        if not more or any(e.target is None or e.target.kind != "previous" for e in more):
            return None
        extra.extend(more)
    return [*effs, *extra]


def _each_of_up_to(s: str, name: str) -> list[Effect] | None:
    """ "Your hero deals 2 ranged damage to each of up to three target heroes and/or allies." /
    "Your hero heals 2 damage from each of up to two target heroes and/or allies." """
    m = rx.fullmatch(r"your hero deals (\d+) (unpreventable )?" + _TYPES + r" damage to each of up ?to (\w+) target (.+)", s, re.I)
    if m:
        k = _count(m.group(4))
        tgts = _targets(m.group(5), k or 0, name)
        if tgts is None:
            return None
        return _first_optional([_packet("damage", int(m.group(1)), t, m.group(3).lower(), bool(m.group(2)), s) for t in tgts])
    m = rx.fullmatch(r"your hero heals (\d+) damage from each of up ?to (\w+) target (.+)", s, re.I)
    if m:
        tgts = _targets(m.group(3), _count(m.group(2)) or 0, name)
        if tgts is None:
            return None
        return _first_optional([_packet("heal", int(m.group(1)), t, "", False, s) for t in tgts])
    return None


def _target_up_to(first: str, rest: list[str], name: str) -> list[Effect] | None:
    """ "Target up to three heroes and/or allies." and what the next sentence(s) do with them."""
    m = rx.fullmatch(r"target up to (\w+) (.+)", first, re.I)
    if not m or not rest or (k := _count(m.group(1))) is None:
        return None
    tgts = _targets(m.group(2), k, name)
    if tgts is None:
        return None
    body = " ".join(rest)
    text = f"{first}. {body}"
    nums = r"(\d+(?:, \d+)*,? and \d+)"
    r = rx.fullmatch(r"your hero deals " + nums + r" " + _TYPES + r" damage to them, respectively\.?", body, re.I)
    h = rx.fullmatch(r"your hero heals " + nums + r" damage from them, respectively\.?", body, re.I)
    if r or h:
        amounts = [int(x) for x in rx.findall(r"\d+", (r or h).group(1))]  # type: ignore[union-attr]
        if len(amounts) != k:
            return None
        op, dtype = ("damage", r.group(2).lower()) if r else ("heal", "")
        return _first_optional([_packet(op, n, t, dtype, False, text) for n, t in zip(amounts, tgts, strict=True)])
    e = rx.fullmatch(r"your hero deals (\d+) " + _TYPES + r" damage to each of them\.?", body, re.I)
    if e:
        return _first_optional([_packet("damage", int(e.group(1)), t, e.group(2).lower(), False, text) for t in tgts])
    if rx.fullmatch(r"they can't attack or protect this turn\.?", body, re.I):
        out: list[Effect] = []
        for t in tgts:  # 103.2: each chosen character can't attack or protect this turn
            out += [Effect("grant_keyword", 0, t, keyword=CANT_ATTACK, duration="this_turn", text=text),
                    Effect("grant_keyword", 0, Target("previous", {}), keyword=CANT_PROTECT, duration="this_turn", text=text)]
        return _first_optional(out)
    if k == 2 and len(rest) == 2:
        a = rx.fullmatch(r"your hero deals (\d+) " + _TYPES + r" damage to the first target\.?", rest[0], re.I)
        b = rx.fullmatch(r"(?:if ([^,]+), )?your hero deals (\d+) " + _TYPES + r" damage to the second target\.?", rest[1], re.I)
        if a and b:
            out = [_packet("damage", int(a.group(1)), tgts[0], a.group(2).lower(), False, text),
                   _packet("damage", int(b.group(2)), tgts[1], b.group(3).lower(), False, text)]
            if b.group(1):
                cond = parse_condition(b.group(1), name)
                if cond is None:
                    return None
                out[1].condition = {**(out[1].condition or {}), "if": cond}  # EN 709: checked on resolution
            return _first_optional(out)
    return None


def _divided(s: str, name: str) -> list[Effect] | None:
    """ "Your hero deals 3 nature damage divided as you choose to any number of target heroes
    and/or allies." / "… heals 6 damage divided as you choose from …": the controller names a target
    for each point (so at least one target, each target gets at least 1); on resolution each
    character gets one packet of its share (405.4). The first effect carries ``divided`` = N and
    deals the whole division; the other N-1 only hold their targets."""
    m = rx.fullmatch(r"(.+?) (deals|heals) (\d+) (?:(unpreventable )?" + _TYPES + r" )?damage,? divided as you choose,? (?:to|from|among) "
                     r"(?:any number of|up to (\w+)) target (.+)", s, re.I)
    if not m or (m.group(2).lower() == "deals") != bool(m.group(5)):
        return None
    src = subject(m.group(1), name)
    n, limit = int(m.group(3)), _count(m.group(6)) if m.group(6) else None
    base = _chosen(m.group(7), name)
    if src is None or base is None or not 1 < n <= 10 or (m.group(6) and (limit is None or limit < n)):
        return None
    op = "damage" if m.group(2).lower() == "deals" else "heal"
    out: list[Effect] = []
    for i in range(n):
        cond: dict[str, Any] = {"source": src, "divided": n if i == 0 else 0}
        if op == "damage":
            cond["unpreventable"] = bool(m.group(4))
        out.append(Effect(op, 1, Target("chosen", dict(base.filter)), stat=(m.group(5) or "").lower(), condition=cond, text=s))
    return out


def _two_packets(s: str, name: str) -> list[Effect] | None:
    """Two packets of one sentence (405.4), the second about the first's target (``engine.wow.refs``):
    "… deals 2 melee damage and 2 unpreventable holy damage to target ally", "… 4 fire damage to target hero or
    ally and 1 fire damage to each other hero and ally in that character's party", "… 3 melee damage to target
    exhausted ally and 3 melee damage to its controller's hero", "… 3 nature damage to target hero or ally and
    heals 3 damage from another target hero or ally" (a different card, EN 706)."""
    d = r"(\d+) (unpreventable )?" + _TYPES + r" damage"
    m = rx.fullmatch(r"your hero deals " + d + r" and " + d + r" to (target .+)", s, re.I)
    if m:
        first = compile_sentence(f"Your hero deals {m.group(1)} {m.group(2) or ''}{m.group(3)} damage to {m.group(7)}", name)
        if not first or len(first) != 1 or first[0].target is None or first[0].target.kind != "chosen":
            return None
        return [first[0], _packet("damage", int(m.group(4)), Target("ref", {"of": ""}), m.group(6).lower(), bool(m.group(5)), s)]
    m = rx.fullmatch(r"(your hero deals \d+ (?:unpreventable )?\w+ damage to target .+?) and " + d +
                     r" to (its controller's hero|each other hero and ally in that (?:character|ally|hero)'s party)", s, re.I)
    if m:
        first = compile_sentence(m.group(1), name)
        if not first or len(first) != 1 or first[0].target is None or first[0].target.kind != "chosen":
            return None
        of = "controller_hero" if m.group(5).lower().startswith("its") else "party_other"
        return [first[0], _packet("damage", int(m.group(2)), Target("ref", {"of": of}), m.group(4).lower(), bool(m.group(3)), s)]
    m = rx.fullmatch(r"(your hero deals \d+ (?:unpreventable )?\w+ damage to target .+?) and heals (\d+) damage from "
                     r"(?:another|a second) target (hero or ally|ally|hero)( for each damage dealt this way)?", s, re.I)
    if m:
        first = compile_sentence(m.group(1), name)
        second = _chosen(m.group(3), name)
        if not first or len(first) != 1 or first[0].target is None or first[0].target.kind != "chosen" or second is None:
            return None
        heal = _packet("heal", int(m.group(2)), Target("chosen", {**second.filter, "distinct": True}), "", False, s)
        if m.group(4):
            heal.condition = {"per": "dealt"}  # 405.6: the damage the first packet dealt
        return [first[0], heal]
    return None


def _equal_to_number(s: str, name: str) -> list[Effect] | None:
    """ "Your hero deals shadow damage to target ally equal to the number of allies in your graveyard." /
    "… deals X … damage to …, where X is the number of …": one packet whose size is the count on
    resolution (405.4: "for each" makes one packet), read as "1 … damage … for each ally in your graveyard"."""
    m = (rx.fullmatch(r"(your hero deals) " + _TYPES + r" damage to (.+?),? equal to the number of (.+)", s, re.I)
         or rx.fullmatch(r"(your hero deals) X " + _TYPES + r" damage to (.+?), where X is the number of (.+)", s, re.I))
    if not m:
        return None
    what = rx.sub(r"^(\w+)", lambda w: {"allies": "ally", "heroes": "hero", "cards": "card", "abilities": "ability"}.get(w.group(1).lower(), w.group(1)),
                  m.group(4))
    effs = compile_sentence(f"Your hero deals 1 {m.group(2)} damage to {m.group(3)} for each {what}", name)
    if not effs or len(effs) != 1 or effs[0].op != "damage" or not (effs[0].condition or {}).get("per"):
        return None
    return effs


def _plus(s: str, name: str) -> list[Effect] | None:
    """One packet whose size adds bonuses counted on resolution (405.4, EN 709): "… melee damage to target ally
    equal to 3 plus the number of equipment you have", "… 2 melee damage to target ally, plus an additional 2 if
    you control a weapon, plus an additional 2 if you control a Disease", "… 4 unpreventable holy damage to each
    opposing hero and ally, plus an additional 4 if that character is a Demon, Dragonkin, or Elemental", "… 1 nature
    damage to target ally for each damage on your hero". ``condition["plus"]``: a list of {"n", "if"|"per"|"hero_damage"}."""
    plus: list[dict[str, Any]] = []
    m = rx.fullmatch(r"(your hero deals) " + _TYPES + r" damage to (.+?) equal to (\d+) plus the number of (.+)", s, re.I)
    h = rx.fullmatch(r"(your hero deals) (\d+) " + _TYPES + r" damage to (.+?) for each damage on your hero", s, re.I)
    if m:
        base = f"Your hero deals {m.group(4)} {m.group(2)} damage to {m.group(3)}"
        what = rx.sub(r"^allies\b", "ally", m.group(5))
        key = per_key(what)
        if key is None:
            return None
        plus.append({"n": 1, "per": key})
    elif h:
        base = f"Your hero deals 0 {h.group(3)} damage to {h.group(4)}"
        plus.append({"n": int(h.group(2)), "hero_damage": True})  # 405.6: the damage on your hero now
    else:
        parts = rx.split(r", plus an additional ", s)
        if len(parts) < 2:
            return None
        base = parts[0]
        for part in parts[1:]:
            b = rx.fullmatch(r"(\d+) if (.+)", part)
            if not b:
                return None
            tags = rx.fullmatch(_THAT + r" is an? ([A-Z]\w+(?:, [A-Z]\w+)*,? or [A-Z]\w+)", b.group(2))
            cond = {"k": "dmg_tags", "tags": rx.findall(r"[A-Z]\w+", tags.group(1))} if tags else _more_condition(b.group(2), name)
            if cond is None:
                return None
            plus.append({"n": int(b.group(1)), "if": cond})
    effs = compile_sentence(base, name)
    if not effs or len(effs) != 1 or effs[0].op != "damage" or effs[0].target is None or (effs[0].condition or {}).get("per"):
        return None
    effs[0].condition = {**(effs[0].condition or {}), "plus": plus}
    effs[0].text = s
    return effs


def _also(text: str, name: str) -> list[Effect] | None:
    """ "Your hero deals 5 shadow damage to target ally. If you control a Disease, your hero also deals 5 shadow damage
    to target hero." — "also" adds nothing to the reading (the second packet checks its condition on resolution)."""
    if not rx.search(r"\byour hero also deals\b", text):
        return None
    effs, ok = compile_effects(text.replace("your hero also deals", "your hero deals"), name)
    return effs if ok else None


def _more_condition(text: str, name: str) -> dict[str, Any] | None:
    """The "if …" of "N, or M if …": about the chosen character ("that ally is ready", "that ally
    entered play this turn") or a catalogue condition ("you control a Disease")."""
    m = rx.fullmatch(_THAT + r" is (ready|exhausted|damaged|undamaged)", text, re.I)
    if m:
        return {"k": "state", "who": "it", "state": m.group(1).lower()}
    if rx.fullmatch(_THAT + r" entered play this turn", text, re.I):
        return {"k": "dmg_entered"}
    if rx.search(r"\b(that|it|its|this turn)\b", text, re.I):
        return None
    return parse_condition(text, name) or turn_condition(text)


def _or_more_chosen(s: str, name: str) -> list[Effect] | None:
    """ "Your hero deals 2 frost damage to target ally, or 6 if that ally is ready." / "Your hero
    heals 2 damage from target hero or ally, or 6 if …": one packet on the chosen target, of M
    when the condition holds on resolution (EN 709), else of N."""
    m = rx.fullmatch(r"(your hero (?:deals \d+ (?:unpreventable )?\w+ damage to|heals \d+ damage from) target .+?), or (\d+)(?: damage)? if (.+)", s, re.I)
    if not m:
        return None
    effs = compile_sentence(m.group(1), name)
    if not effs or len(effs) != 1 or effs[0].op not in ("damage", "heal") or effs[0].target is None or effs[0].target.kind != "chosen":
        return None
    cond = _more_condition(m.group(3), name)
    if cond is None:
        return None
    effs[0].condition = {**(effs[0].condition or {}), "more": {"amount": int(m.group(2)), "if": cond}}
    return effs


def _filtered(s: str, name: str) -> list[Effect] | None:
    """Target filters the shared reader lacks: "target ally that entered play this turn", "each
    non-Demon hero and ally", "each opposing hero and ally with damage"."""
    m = rx.fullmatch(r"(your hero deals \d+ (?:unpreventable )?\w+ damage to )(target (?:opposing )?(?:hero or ally|ally)) that entered play this turn", s, re.I)
    if m:
        effs = compile_sentence(m.group(1) + m.group(2), name)
        if effs and len(effs) == 1 and effs[0].target is not None and effs[0].target.kind == "chosen":
            effs[0].target.filter["entered_this_turn"] = True
            return effs
        return None
    m = rx.fullmatch(r"((?i:your hero deals \d+ (?:unpreventable )?\w+ damage to ))each non-([A-Z][a-z]+) (hero and ally|ally|hero)", s)
    if m:
        effs = compile_sentence(f"{m.group(1)}each {m.group(3)}", name)
        if effs and len(effs) == 1 and effs[0].target is not None and effs[0].target.kind == "each":
            effs[0].target.filter["not_tag"] = m.group(2)
            return effs
        return None
    m = rx.fullmatch(r"(your hero deals \d+ (?:unpreventable )?\w+ damage to each (?:opposing )?(?:hero and ally|ally)) with damage", s, re.I)
    if m:
        effs = compile_sentence(m.group(1), name)
        if effs and len(effs) == 1 and effs[0].target is not None and effs[0].target.kind == "each" and "state" not in effs[0].target.filter:
            effs[0].target.filter["state"] = "damaged"
            return effs
    return None


@TEXTS.register("damage")
def damage_effects(text: str, name: str) -> list[Effect] | None:
    """The whole effect text of a power when it is one of this family's templates, or None."""
    sentences = [p.strip().rstrip(".") for p in rx.split(r"(?<=[.!])\s+", text.strip()) if p.strip()]
    if not sentences:
        return None
    first, rest = sentences[0], sentences[1:]
    effs = _target_up_to(first, rest, name)
    if effs is not None:
        return effs
    effs = _each_of_up_to(first, name)
    if effs is not None:
        return _follow(effs, rest, name)
    if rx.search(r"\byour hero also deals\b", text):
        return _also(text, name)
    if len(rest) == 1 and (effs := _plus(first, name)) is not None:
        then = rx.sub(r"^then, ", "", rest[0], flags=re.I)
        more = compile_sentence(then[0].upper() + then[1:], name)  # "Then, your hero heals 1 damage from itself for each damage dealt this way."
        if not more or any(e.target is not None and e.target.kind in ("previous", "ref") for e in more):
            return None
        return effs + more
    if rest and (effs := _divided(first, name)) is not None:
        return _after_division(effs, rest, name)
    if rest:
        return None
    effs = _or_more_chosen(first, name) or _filtered(first, name) or _divided(first, name) or _two_packets(first, name)
    effs = effs or _equal_to_number(first, name) or _plus(first, name)
    if effs is None and rx.fullmatch(r"your hero (?:deals|heals) .+, or \d+(?: damage)? if .+", first, re.I):
        effs = or_more(first, name, compile_effects)  # no chosen target: the turn-trigger reading
    return effs
