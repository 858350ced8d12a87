"""Continuous powers (EN 714; restrictions, 103.2) that ``compiler.compile_static`` leaves manual:
"Your weapons have +2 ATK", "Arena allies in your party are Protectors", "This ally has +4 ATK
while attacking a hero", "This ally can't attack unless an opponent controls more allies than
you", "Attached ally can't be destroyed", "This ally has Assault 1 for each other Monster hero and
ally you control", "Your hero has Mend 1" (a given Mend triggers through ``mend_triggers``).

``static_fallback`` reads one power (one or more sentences, each a continuous effect) into
``Effect``s the engine applies through ``keywords.statics``; anything it can't read in full returns
None and the power stays manual. Conditions it adds (``k`` starting ``st_``) are checked by
``engine.wow.statics.st_holds`` (called from ``engine.wow.conditions.holds``), counts by
``statics.st_count`` (from ``keywords.per_count``). ``compile_static`` reads the plainer
continuous powers first ("Attached ally has +2 ATK"), ``restriction`` a card's own printed
restriction ("This ally can't attack")."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from . import rx
from .conditions import card_filter, parse_condition, per_filter
from .keys import (
    ATTACKS_ONLY_HEROES,
    CANT_ATTACK,
    CANT_ATTACK_HEROES,
    CANT_EXHAUST,
    CANT_PROTECT,
    ENTERS_DAMAGED,
    ENTERS_EXHAUSTED,
    LOSES,
)
from .readers import GRANTABLE, PER, clean, count, grant_parts, is_self, per_key, subject, target
from .templates_bonus import damage_bonus, damage_prevent
from .templates_can_protect import can_protect
from .templates_double import damage_double
from .templates_grave_keywords import grave_keyword
from .templates_hand_size import hand_size
from .templates_heal_bonus import heal_bonus
from .templates_prevent_some import damage_reduce
from .templates_redirect import damage_redirect
from .templates_tag_limit import tag_limit
from .templates_unpreventable import damage_unpreventable
from .templates_wcombat_statics import wcombat_static
from .templates_wzones_instant import hand_instant_static


def _strip(text: str) -> str:
    """Reminder text removed, an unclosed one included ("… ability. (Prevent all arcane damage …")."""
    s = rx.sub(r"\([^()]*\)", "", text)
    s = rx.sub(r"\s*\([^()]*$", "", s)
    return rx.spaces(s).strip()


def _who(phrase: str, name: str) -> Target | None:
    """The cards a continuous power applies to: the card itself, your hero, the attached card, your
    weapons, "[Tag] allies in your party" / "you control", or a group the compiler reads."""
    p = phrase.strip()
    if is_self(p, name) or rx.fullmatch(r"this (?:ally|hero|character)", p, re.I):
        return Target("self", {})
    if rx.fullmatch(r"your hero", p, re.I):
        return Target("player_hero", {})
    if rx.fullmatch(r"attached (?:ally|character|hero|hero or ally|card)", p, re.I):
        return Target("attached", {})
    if rx.fullmatch(r"your weapons|weapons you control", p, re.I):
        return Target("each", {"types": ["weapon"], "side": "friendly"})
    if rx.fullmatch(r"heroes and allies|all heroes and allies", p, re.I):
        return Target("each", {"types": ["hero", "ally"]})
    m = rx.fullmatch(r"([A-Z][\w'-]+) allies (?:in your party|you control)", p)
    if m and m.group(1).lower() not in ("other", "opposing", "friendly", "enemy", "ready", "exhausted", "damaged", "undamaged"):
        return Target("each", {"types": ["ally"], "side": "friendly", "tag": m.group(1)})
    tgt = target(p, name)
    if tgt is None or tgt.kind not in ("each", "self", "player_hero", "attached"):
        return None
    if set(tgt.filter) - {"types", "side", "exclude_self", "tag"}:
        return None  # a state or cost bound: keywords.affected doesn't check it for continuous powers
    return tgt


def _cost_filter(phrase: str) -> dict[str, Any] | None:
    """ "ally with cost 4 or more", "[Shadow] card" → a card filter with optional cost bounds."""
    m = rx.fullmatch(r"(.+?) with cost (\d+) or (less|more)", phrase.strip())
    base = card_filter(m.group(1) if m else phrase)
    if base is None:
        return None
    if m:
        base["max_cost" if m.group(3) == "less" else "min_cost"] = int(m.group(2))
    return base


def condition(text: str, name: str) -> dict[str, Any] | None:
    """A "while …" / "unless …" condition: the shared catalogue, then the ones read here."""
    s = text.strip().rstrip(".")
    cond = parse_condition(s, name)
    if cond is not None:
        return cond
    m = rx.fullmatch(r"you have (\w+) or more cards in (?:your )?hand", s, re.I)
    if m and (n := count(m.group(1))) is not None:
        return {"k": "hand", "min": n}
    m = rx.fullmatch(r"an opponent controls an? (.+)", s, re.I) or rx.fullmatch(r"an opposing (.+?) is in play", s, re.I)
    if m and (flt := _cost_filter(m.group(1))) is not None:
        return {"k": "st_opposing", "flt": flt, "min": 1}
    m = rx.fullmatch(r"there are no (ready|exhausted|damaged|undamaged) opposing allies", s, re.I)
    if m:
        return {"k": "st_opposing", "flt": {"types": ["ally"]}, "state": m.group(1).lower(), "max": 0}
    m = rx.fullmatch(r"there is an? (ability|ally|equipment|weapon|armor|item) in an opposing graveyard", s, re.I)
    if m:
        return {"k": "st_opp_graveyard", "flt": card_filter(m.group(1).lower())}
    if rx.fullmatch(r"on opposing turns|it's not your turn", s, re.I):
        return {"k": "your_turn", "not": True}
    if rx.fullmatch(r"there is at least one card in each graveyard", s, re.I):
        return {"k": "st_graveyards"}
    m = rx.fullmatch(r"in combat with (.+)", s, re.I)
    if m:  # EN 600: the affected card and that character are the attacker and the defender of a combat
        who = m.group(1).strip()
        if is_self(who, name) or who.lower() in ("this ally", "this character", "him", "her"):
            return {"k": "st_in_combat", "with": "self"}
        if who.lower() == "your hero":
            return {"k": "st_in_combat", "with": "hero"}
        if who.lower() == "an opposing hero":
            return {"k": "st_in_combat", "with": "opposing_hero"}
        tag = rx.fullmatch(r"an? ([A-Z][\w'-]+)", who)
        if tag:
            return {"k": "st_in_combat", "with": "tag", "tag": tag.group(1)}
        return None
    m = rx.fullmatch(r"attacking an? (hero|ally)(?: with cost (\d+) or (less|more))?", s, re.I)
    if m:  # the card the power applies to attacks a hero / an ally (EN 600)
        out: dict[str, Any] = {"k": "st_attacking", "kind": m.group(1).lower()}
        if m.group(2):
            out["max_cost" if m.group(3) == "less" else "min_cost"] = int(m.group(2))
        return out
    return None


def _per(phrase: str) -> Any:
    """What "for each X" counts: the compiler's keys, "ready opposing resource", "other Monster
    hero and ally you control" (the source itself left out)."""
    p = phrase.strip()
    key = per_key(p)
    if key is not None:
        return key
    m = rx.fullmatch(r"([a-z][\w'-]*) counters?(?: on (?:it|itself|this (?:ally|card|item|weapon|armor|equipment|ability)))?", p)
    if m:  # "for each strength counter on it": counters on the source (404.1; keywords.per_count "counters:")
        return "counters:" + m.group(1)
    m = rx.fullmatch(r"(ready|exhausted|damaged|undamaged) opposing (.+)", p, re.I)
    if m:
        return per_filter(f"opposing {m.group(1).lower()} {m.group(2)}")
    m = rx.fullmatch(r"(this and each )?other (.+)", p, re.I)
    if m and (base := per_filter(m.group(2))) is not None and base["zone"] == "play" and base["side"] == "you":
        return {**base, "k": "st_count", "other": True, "plus_self": bool(m.group(1))}
    what = {"token ally you control": ("tokens", "you"), "token ally in your party": ("tokens", "you"),
            "card in opposing graveyards": ("graveyard", "opponent"), "card in an opposing graveyard": ("graveyard", "opponent"),
            "damage on opposing heroes": ("hero_damage", "opponent"), "face-up resource you control": ("face_up", "you")}.get(p.lower())
    if what:
        return {"k": "st_count", "what": what[0], "side": what[1]}
    return None


def _sentence(s: str, name: str, text: str) -> list[Effect] | None:
    if (instant := hand_instant_static(s, name, text)) is not None:  # templates_wzones_instant (engine.wow.hand_instant)
        return instant
    if (combat := wcombat_static(s, name, text)) is not None:  # templates_wcombat_statics ("must attack", "can attack only", "Demons have Ferocity")
        return combat
    if (bonus := damage_bonus(s, name, text) or damage_prevent(s, name, text)) is not None:  # templates_bonus (408.2a, EN 717)
        return bonus
    if (some := damage_reduce(s, name, text) or damage_unpreventable(s, name, text)) is not None:  # templates_prevent_some, templates_unpreventable (EN 717)
        return some
    if (more := heal_bonus(s, name, text) or damage_double(s, name, text) or hand_size(s, name, text)) is not None:  # templates_heal_bonus,
        # templates_double (EN 716), templates_hand_size (415.4b)
        return more
    if (limit := tag_limit(s, name, text) or can_protect(s, name, text) or damage_redirect(s, name, text)) is not None:
        return limit  # templates_tag_limit (414.3b), templates_can_protect, templates_redirect (EN 716)
    if (grave := grave_keyword(s, name, text)) is not None:  # templates_grave_keywords (engine.wow.graveyard_keywords)
        return grave
    cond = None
    lead = rx.fullmatch(r"While ([^,]+), (.+)", s)
    if lead:
        cond = condition(lead.group(1), name)
        if cond is None:
            return None
        s = lead.group(2)[0].upper() + lead.group(2)[1:]
        parts = s.split(", and ")
        if len(parts) > 1:  # "While you control a Shout, allies you control have +1 / +1, and opposing allies have -1 / -1."
            effs = [_sentence(part[0].upper() + part[1:], name, text) for part in parts]
            if any(e is None or any((x.condition or {}).get("if") for x in e) for e in effs):
                return None
            out = [x for e in effs if e for x in e]
            for x in out:
                x.condition = {**(x.condition or {}), "if": cond}
            return out
    m = rx.fullmatch(r"(.+?) can't attack unless (.+)", s)
    if m and cond is None:  # 103.2: the restriction applies while the condition doesn't hold
        atk = rx.fullmatch(r"you control another ally with (\d+) or more ATK", m.group(2), re.I)  # only for "can't attack" (no ATK loop)
        tgt, c = _who(m.group(1), name), ({"k": "st_ally_atk", "min_atk": int(atk.group(1))} if atk else condition(m.group(2), name))
        if tgt is None or c is None or tgt.kind != "self":
            return None
        return [Effect("grant_keyword", 1, tgt, keyword=CANT_ATTACK, duration="permanent", condition={"if": {"k": "turn_not", "c": c}}, text=text)]
    w = rx.fullmatch(r"(.+?) while ([^,]+)", s) or rx.fullmatch(r"(.+?) (on opposing turns)", s) or rx.fullmatch(r"(.+?) when (attacking|defending)", s)
    if w:
        if cond is not None:
            return None
        cond = condition(w.group(2), name)
        if cond is None:
            return None
        s = w.group(1)
    per = None
    pm = rx.search(r" for (each|this and each) (.+)$", s)
    if pm:
        per = _per(("this and each " if pm.group(1) != "each" else "") + pm.group(2))
        if per is None:
            return None
        s = s[: pm.start()]
    probe = rx.sub(r"can't ready during (?:its|it's|their) controllers?'?s? ready steps?", "", s, flags=re.I)
    if rx.search(r"\b(while|for each|during|if|unless|as long as|on opposing|on your turn|this turn|this combat|where|instead)\b", probe, re.I):
        return None
    lose = rx.fullmatch(r"(.+?) lose and can't have (.+)", s)
    if lose and cond is None and per is None and (tgt := _who(lose.group(1), name)) is not None:
        keys = [next((k for k in GRANTABLE if k.lower() == part.strip().lower()), None) for part in rx.split(r",? (?:and|or) |, ", lose.group(2))]
        if not keys or None in keys:
            return None
        return [Effect("grant_keyword", 1, tgt, keyword=LOSES + k, duration="permanent", text=text) for k in keys]
    cant = rx.fullmatch(r"(.+?) can't (attack|attack or exhaust|exhaust)", s)
    if cant and (tgt := _who(cant.group(1), name)) is not None:  # 103.2 (combat and engine.wow.restrictions check them)
        keys = {"attack": [CANT_ATTACK], "exhaust": [CANT_EXHAUST]}.get(cant.group(2), [CANT_ATTACK, CANT_EXHAUST])
        out = [Effect("grant_keyword", 1, tgt, keyword=k, duration="permanent", text=text) for k in keys]
        for e in out:
            e.condition = {"if": cond} if cond is not None else None
        return out if per is None else None
    m = rx.fullmatch(r"(.+?) (?:has|have|is|are) (.+)", s) or rx.fullmatch(r"(.+?) (can't be (?:destroyed|healed|targeted by opponents)|can't ready(?: during .+)?)", s)
    if not m:
        return None
    tgt = _who(m.group(1), name)
    if tgt is None:
        return None
    out = grant_parts(m.group(2), tgt, text)
    if out is None:
        return None
    if per is not None:
        if isinstance(per, dict) and per.get("other") and tgt.kind != "self":
            return None  # "each other" then counts from each affected card, not from the source
        if any(e.op != "modify_stat" and not (e.op == "grant_keyword" and e.keyword in ("Assault", "Mend")) for e in out):
            return None
        for e in out:
            e.condition = {"per": per}
    if cond is not None:
        for e in out:
            e.condition = {**(e.condition or {}), "if": cond}
    return out


def static_fallback(text: str, name: str) -> list[Effect] | None:
    """A continuous power the compiler's ``compile_static`` didn't read: every sentence must be
    read (each one a continuous effect), else None."""
    body = _strip(text)
    if rx.search(r"\[\w+\] (?:card|ally|allies|hero|ability|abilities|weapon|equipment)", body, re.I):
        return None  # an icon naming a kind of card ("[Shadow] card"): not read here
    sentences = [x for x in rx.split(r"(?<=\.)\s+", body) if x.strip()]
    if not sentences:
        return None
    out: list[Effect] = []
    for sentence in sentences:
        effs = _sentence(clean(sentence), name, text)
        if effs is None:
            return None
        out.extend(effs)
    return out


def compile_static(text: str, name: str) -> list[Effect] | None:
    """Unconditional continuous powers (EN 704, 714): "Attached ally has +2 ATK", "Your hero has
    Protector", "Allies you control have +1/+1", "This ally has Elusive". Conditions ("while",
    "for each", "during") are left to manual resolution."""
    s = clean(text)
    cond = None
    w = rx.fullmatch(r"(.+?) while ([^,]+)", s)
    if w and (cond := parse_condition(w.group(2), name)) is not None:
        s = w.group(1)  # "This ally has Assault 3 while an ally is in your graveyard" (EN 714)
    per = PER.search(s)
    per_count = per_key(per.group(1)) if per else None
    if per and per_count is None:
        return None
    if per:
        s = s[: per.start()]
    if rx.search(r"\b(while|for each|during|if|unless|as long as|on opposing|on your turn|this turn)\b", s, re.I):
        return None
    cant = rx.fullmatch(r"(attached (?:ally|character|hero|hero or ally)|opposing allies|opposing heroes and allies) can't (attack|protect|attack or protect)", s, re.I)
    if cant:  # 103.2: a continuous "can't" (the pseudo-keywords combat checks)
        tgt = Target("attached", {}) if cant.group(1).lower().startswith("attached") else target(cant.group(1), name)
        if tgt is None:
            return None
        keys = {"attack": [CANT_ATTACK], "protect": [CANT_PROTECT], "attack or protect": [CANT_ATTACK, CANT_PROTECT]}[cant.group(2).lower()]
        return [Effect("grant_keyword", 1, tgt, keyword=k, duration="permanent", text=text) for k in keys]
    tagged = rx.fullmatch(r"this and other ([A-Z][\w'-]*) allies you control (?:has|have|are) (.+)", s, re.I)
    m = rx.fullmatch(r"(.+?) (?:has|have|gets|get|is|are) (.+)", s)
    if not m:
        return None
    who, what = m.group(1), m.group(2)
    att = rx.fullmatch(r"attached (?:ally|hero|character|card|weapon|armor|item|equipment|hero or ally)", who, re.I)
    tgt = Target("attached", {}) if att else target(who, name)
    if tagged:  # "This and other Murloc allies you control have Protector"
        what = tagged.group(2)
        tgt = Target("each", {"types": ["ally"], "side": "friendly", "tag": tagged.group(1)})
    if tgt is None or tgt.kind == "chosen":
        return None
    out = grant_parts(what, tgt, text)
    if out is None:
        return None
    if per and out:
        if any(e.op != "modify_stat" and not (e.op == "grant_keyword" and e.keyword == "Assault") for e in out):
            return None
        for e in out:
            e.condition = {"per": per_count}
    if cond is not None:
        for e in out:
            e.condition = {**(e.condition or {}), "if": cond}
    return out or None


def control_attached(text: str) -> list[Effect] | None:
    """ "Ongoing: You control attached ally." (401.3): the controller of this attachment controls its host
    while this card stays in play; carried out as it enters play attached (``procedure.resolve_card``,
    ``engine.wow.control``: the control ends when this card leaves play, 401.3b)."""
    if rx.fullmatch(r"you control attached (?:ally|character|card)", clean(text).strip().rstrip("."), re.I):
        return [Effect("gain_control", 0, Target("attached", {}), duration="permanent", condition={"while_source": True}, text=text)]
    return None


def restriction(text: str, name: str) -> list[Effect] | None:
    """ "This ally can't attack.", "NAME can attack only heroes.", "This ally can't attack heroes.",
    "NAME enters play exhausted.", "This ally enters play with 4 damage on him." — continuous
    restrictions and entering states of the card itself."""
    s = clean(text)
    m = rx.fullmatch(r"(.+?) enters play with (\d+) damage(?: on (?:him|her|it))?", s, re.I)
    if m and (subject(m.group(1), name) == "self" or m.group(1).lower() in ("this ally", "this character")):
        return [Effect("grant_keyword", int(m.group(2)), Target("self", {}), keyword=ENTERS_DAMAGED, duration="permanent", text=text)]
    m = rx.fullmatch(r"(this (?:weapon|armor|item|equipment)) enters play exhausted", s, re.I)  # equipment too (411.1)
    if m:
        return [Effect("grant_keyword", 1, Target("self", {}), keyword=ENTERS_EXHAUSTED, duration="permanent", text=text)]
    m = rx.fullmatch(r"(.+?) (can't attack|can attack only heroes|can't attack heroes|enters play exhausted)", s, re.I)
    if not m or subject(m.group(1), name) != "self":
        return None
    key = {"can't attack": CANT_ATTACK, "can attack only heroes": ATTACKS_ONLY_HEROES,
           "can't attack heroes": CANT_ATTACK_HEROES, "enters play exhausted": ENTERS_EXHAUSTED}[m.group(2).lower()]
    return [Effect("grant_keyword", 1, Target("self", {}), keyword=key, duration="permanent", text=text)]
