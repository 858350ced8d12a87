"""Payment powers (EN 701, "cost -> effect") the plain cost reader (``templates_costs.power_cost``) leaves out:

- a condition before the cost: "If you control another Paladin: Flip Auryna -> …", "If Shaii is
  defending: [Exhaust], Flip Shaii -> …", "On your turn, if an opposing ally was destroyed this turn:
  …" (the quest templates' "this turn" conditions) — ``cost["if"]``, checked when the power is used
  (``engine.wow.activation``);
- "Once per turn: 2 -> …" — ``cost["once_per_turn"]`` (the engine's existing mark); "Once on each
  of your turns:" / "On your turn:" after the card's keywords — also ``cost["on_your_turn"]``;
- the card's own keywords printed on the same line before the cost ("Time is Money [Exhaust] ->
  …": the importer reads them as the card's keywords), and a long arrow "-->";
- resource costs written "[2]" or "Pay 1";
- the card by a short name in its own text: the name after "Flip" in the cost ("Flip Velora" for
  Chancellor Velora), or a word of its name at the head of a sentence ("Dorn heals 1 damage …" on
  Lifemender Dorn), read as the card itself;
- costs carried out by ``engine.wow.activation``: "Put 2 damage on your hero" / "… on NAME" /
  "… on her" (``cost["damage"]``: 405.3 placed damage), "Remove this ally from the game" / "Put NAME into its owner's
  hand" / "Put NAME on the bottom of its owner's deck" (``cost["self_to"]``); "Destroy one of your
  resources" is a chosen card (``cost["choose"] = {"destroy_resource": {}}``, engine.wow.choice_cost).
"""

from __future__ import annotations

import re
from typing import Any

from . import rx
from .conditions import parse_condition
from .readers import short_names
from .schema import KEYWORDS
from .templates_costs import choice_cost

_NUMBERED = ("Assault", "Mend")
_LEADING_KEYWORDS = re.compile(r"(?:(?:" + "|".join(k + r" \d+" if k in _NUMBERED else re.escape(k) for k in sorted(KEYWORDS, key=len, reverse=True))
                               + r")\.?\s+)+(?=\S)")
_VERB_WORDS = ("deals", "heals", "has", "have", "gets", "gains", "is", "can't")
_SUBJECT_VERBS = r"(?:" + "|".join(_VERB_WORDS) + ")"


def _me(name: str, short: str = "") -> str:
    names = {name, name.split(",")[0], name.split(" ")[0], *short_names(name)}
    if short:
        names.add(short)
    return r"(?:this (?:ally|card|item|weapon|armor|ability|hero|equipment)|" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True) if n) + r")"


def _this_turn_condition(text: str) -> dict[str, Any] | None:
    """ "If an opposing ally was destroyed this turn:" — the "… this turn" conditions the quest
    templates read (``templates_quests``, checked on ``engine.wow.quests``' turn history)."""
    s = rx.spaces(text.strip())
    if not s.endswith(" this turn"):
        return None
    from .templates_quests import this_turn_condition  # (templates_quests doesn't import this module)

    return this_turn_condition(s[: -len(" this turn")])


def flip_name(cost_text: str) -> str:
    """The name the card goes by after "Flip" in its cost ("2, Flip Velora" → "Velora")."""
    m = rx.search(r"(?:^|,)\s*flip ([^,]+)", cost_text, re.I)
    return m.group(1).strip() if m else ""


def self_names(text: str, name: str, short: str = "") -> str:
    """The card's own short names at the head of a sentence or clause (before a verb), and the flip
    name anywhere, become its full name, which the compiler reads as the card itself."""
    if not name:
        return text
    if short and short != name and short.lower() not in ("it", "this hero") and short in text:
        text = rx.sub(r"(?<![\w'])" + re.escape(short) + r"(?![\w'])(?!'s)", name, text)
    for w in sorted(short_names(name), key=len, reverse=True):
        if w in name.split(",")[0].split(" ")[:1] or not any(f"{w} {v}" in text for v in _VERB_WORDS):
            continue  # the first word is read as the card already; or no verb follows it
        text = rx.sub(r"(^|[.:;] |, |\band |\bthen )" + re.escape(w) + r"(?= " + _SUBJECT_VERBS + r"\b)",
                      lambda m: m.group(1) + name, text)
    return text


def split_activation(cost_text: str, effect_text: str, name: str) -> tuple[str, str, dict[str, Any] | None]:
    """(cost text, effect text, extra cost marks) of a payment power; the marks are None when a
    prefix is there but can't be read (the power stays manual)."""
    pre: dict[str, Any] = {}
    c = rx.sub(r"\s*-+\s*$", "", cost_text.strip())  # "2 -->": a long arrow
    m = _LEADING_KEYWORDS.match(c)
    if m:  # "<b>Protector</b> Once per turn: 1 -> …": the card's keywords printed on the same line
        c = c[m.end():]
    m = rx.match(r"(?:Once per turn|Once on each of your turns|Once per turn, on your turn)\s*:\s*", c, re.I)
    if m:
        pre["once_per_turn"], c = True, c[m.end():]
        if "your turn" in m.group(0).lower():
            pre["on_your_turn"] = True
    m = rx.match(r"On your? turn\s*:\s*", c, re.I)  # "On you turn:" (a misprint, Axe of Grounded Flame)
    if m:
        pre["on_your_turn"], c = True, c[m.end():]
    m = rx.match(r"On your turn, (?=if )", c, re.I)  # "On your turn, if a hero or ally you controlled dealt frost damage this turn: 2, [Exhaust]"
    if m:
        pre["on_your_turn"], c = True, c[m.end():]
    m = rx.fullmatch(r"[Ii]f ([^:]+):\s*(.+)", c, re.S)
    if m:
        cond = parse_condition(self_names(m.group(1), name, flip_name(m.group(2))), name) or _this_turn_condition(m.group(1))
        if cond is None:
            return cost_text, effect_text, None
        pre["if"], c = cond, m.group(2)
    c = rx.sub(r"\[(\d+|X)\]", r"\1", c)  # "[2]", "[X]": resources (201.3)
    c = rx.sub(r"(?:^|(?<=, ))pay (\d+)(?=,|$)", r"\1", c.strip(), flags=re.I)
    parts = [p.strip() for p in c.split(",") if p.strip()]
    keep = []
    for part in parts:
        if rx.search(r" other than ", part, re.I):
            part = rx.sub(r"^(destroy|exhaust) an? (.+?) (you control|in your party) other than " + _me(name) + r"$",
                          r"\1 another \2 \3", part, flags=re.I)  # = "another ally in your party" (choice_cost)
        extra = _extra_cost(part, name)
        if extra is None:
            keep.append(part)
            continue
        for k, v in extra.items():
            if k in pre:
                return cost_text, effect_text, None
            pre[k] = v
    if (pre.get("x_damage") or pre.get("x_deck") or pre.get("x_counters")) and any(part.strip().upper() == "X" for part in keep):
        return cost_text, effect_text, None  # X twice: in resources and in placed damage (not read)
    if "choose" in pre and any(choice_cost(part, name) is not None for part in keep):
        return cost_text, effect_text, None  # one chosen card per power (engine.wow.choice_cost)
    if rx.match(r"\s*(?:it|he|she|that ally)\b", effect_text, re.I) and ("choose" in pre or any(choice_cost(part, name) is not None for part in keep)):
        return cost_text, effect_text, None  # "Exhaust an ally in your party -> It deals 1 …": the paying card acts (not read)
    short = flip_name(c)
    return ", ".join(keep), self_names(effect_text, name, short), pre


def _extra_cost(part: str, name: str) -> dict[str, Any] | None:
    """One cost part that ``engine.wow.activation`` carries out."""
    p = part.strip().rstrip(".")
    if not rx.match(r"put |return |remove |destroy one ", p, re.I):  # (X paid in damage or cards: engine.wow.x_damage_cost)
        return None
    me = _me(name)
    m = rx.fullmatch(r"put (\d+|X) damage on (your hero|" + me + r"|him|her|itself|himself|herself)", p, re.I) if rx.match(r"put (?:\d+|X) damage on ", p, re.I) else None
    if m and m.group(1) == "X":  # X paid in placed damage, not resources (engine.wow.x_damage_cost)
        return {"damage": {"who": "hero" if m.group(2).lower() == "your hero" else "self", "n": -1}, "x": True, "x_damage": True}
    if m:
        return {"damage": {"who": "hero" if m.group(2).lower() == "your hero" else "self", "n": int(m.group(1))}}
    m = rx.fullmatch(r"put (\d+) damage on (an|another) (ally|hero or ally) (?:in your party|you control)", p, re.I)
    if m:  # the player names the character (engine.wow.choice_cost)
        flt: dict[str, Any] = {"types": ["ally"] if m.group(3).lower() == "ally" else ["hero", "ally"]}
        if m.group(2).lower() == "another":
            flt["exclude_self"] = True
        return {"choose": {"damage_on": {"n": int(m.group(1)), "filter": flt}}}
    if rx.fullmatch(r"remove the top X cards of your deck from (?:the )?game", p, re.I):  # X paid in cards (engine.wow.x_damage_cost)
        return {"x": True, "x_deck": True}
    m = rx.fullmatch(r"remove any number of ([\w+ -]+?) counters from " + me, p, re.I)
    if m:  # X paid in counters, X chosen (engine.wow.x_damage_cost); "removed this way" counts them (403.4)
        return {"x": True, "x_counters": m.group(1).lower()}
    if rx.fullmatch(r"destroy one of your resources", p, re.I):  # the player picks it (engine.wow.choice_cost)
        return {"choose": {"destroy_resource": {}}}
    if rx.search(r" from (?:the )?game$", p, re.I) and rx.fullmatch(r"remove " + me + r" from (?:the )?game", p, re.I):
        return {"self_to": "removed"}
    if rx.search(r" owner'?s'? hand$", p, re.I) and rx.fullmatch(r"(?:put|return) " + me + r" (?:into|to) (?:its|his|her|your) owner'?s'? hand", p, re.I):
        return {"self_to": "hand"}
    if rx.search(r" on the bottom of ", p, re.I) and rx.fullmatch(r"put " + me + r" on the bottom of (?:its|his|her|your) (?:owner'?s'? )?deck", p, re.I):
        return {"self_to": "deck_bottom"}
    return None
