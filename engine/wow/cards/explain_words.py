"""WoW's words for the card explanations (``explain``): each compiled effect as the engine carries it
out (who deals the damage and its type, "pay N", ally tokens, "if you do", the card a ``ref`` target
names, "any number" of a tag), and each power's own head: an activated power's printed cost with its
limits (EN 701: "on your turn only", "once per turn") and a triggered power's printed "when" (EN 703).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from engine.core.effects import Effect, Target
from engine.core.explain import KEY_PREFIXES, describe, describe_target, tidy
from engine.core.explain_raw import filter_text, key_text, raw_words, value_text

from .keys import NEXT_PACKET
from .power import Power

GAME = "wow"
ALL = 1_000_000
"""Amounts from here up are "all" (templates_basic: "heals all damage" is 1_000_001)."""
_NUMBERED = ("Assault", "Mend")
PREFIXES = ("gd_", "mc_", "osa_", "q_", "r2a_", "st_", "w30q_", "w8a_", "w8e_", "w8n_", "wa2_", "wa30_", "wal_",
            "watt_", "wb30_", "wc_", "wca_", "wco_", "wd31_", "we31_", "wfl_", "wg30_", "wga_", "wge_", "wh_", "whp_", "wl30_", "wo2_",
            "wp_", "wpv_", "wr2_", "wrc_", "wres_", "wrm_", "ws2_", "ws_", "wsc_", "wsh_", "wst2_", "wtgt_", "wtk_", "wtr_", "wtu_",
            "wz2_", "xc32_", "wreal2_", "wscale_")
"""The family prefixes of condition and count keys (engine.wow.conditions.CHECKED_BY, the count readers): internal,
left out when a key is shown in words ("wsc_min_counters" → "min counters")."""
KEY_PREFIXES[GAME] = PREFIXES
_REF = {"party_other": "each other hero and ally in its party", "party": "each hero and ally in its party",
        "controller": "its controller", "controller_hero": "its controller's hero", "": "that card", "chain": "that card",
        "graveyard": "that card in its graveyard", "controller_resources": "its controller's resources"}
_WHEN = {"start_of_turn": "At the start of your turn", "end_of_turn": "At the end of your turn", "enter": "When this enters play"}
"""A trigger's words when its line prints none (a keyword such as Mend, 703)."""
_TARGETS = {"player_hero": "your hero", "previous": "that card", "attached": "the attached card", "event": "the card the trigger names",
            "turn_player": "the turn's player"}
_SOURCES = {"hero": "your hero", "self": "this card"}
_WORDS = ((r"(?<=\d )atk\b", "ATK"), (r"\bbanishes\b", "destroys"), (r"\bbanish\b", "destroy"), (r"\bexerts\b", "exhausts"), (r"\bexert\b", "exhaust"),
          (r"\byou picks (\d+) of his\b", r"you pick \1 of your"))
"""The shared phrases (engine.core.explain) in WoW's words, any case."""


def wow_words(text: str) -> str:
    """``text`` with the shared phrases in WoW's words ("Banish" → "Destroy": WoW has no banish)."""
    for pattern, word in _WORDS:
        text = re.sub(pattern, lambda m, w=word: (w := m.expand(w), w[:1].upper() + w[1:] if m[0][:1].isupper() else w)[1], text, flags=re.I)
    return text


def target_words(t: Target | None) -> str:
    """A target as a player reads it: "your hero", "that card", the card a ``ref`` names."""
    if t is None or t.kind == "self":
        return "this card"
    if t.kind == "ref":
        return _REF.get(str(t.filter.get("of", "")), f"the card named before ({t.filter.get('of')})")
    if t.kind in _TARGETS:
        return _TARGETS[t.kind] + (f" ({_flt(t.filter)})" if t.filter else "")
    return describe_target(t, GAME)


def _flt(f: dict[str, Any]) -> str:
    return filter_text(f, PREFIXES)


def value_words(v: Any) -> str:
    """A condition's value without Python's braces or internal names: ``{'k': 'q_hero_damage', 'min': 15}``
    → "hero damage (15 or more)" (``explain_raw``; the key's family prefix left out)."""
    if isinstance(v, dict) and isinstance(v.get("flt"), dict):  # a count reader's card filter: "card (tag Undead, …, side you)"
        rest = {k: x for k, x in v.items() if k != "flt"}
        head = key_text(str(rest.pop("k", "")), PREFIXES)
        return ("card" if head in ("", "count") else head + " of cards") + f" ({_flt({**v['flt'], **rest})})"
    return value_text(v, PREFIXES)


def _token(tok: dict[str, Any], n: int) -> str:
    """An ally token as printed: "a 3 melee ATK / 3 health Ghoul ally token" (404.2)."""
    what = f"{tok.get('atk', '?')} {tok.get('damage_type') or ''} ATK / {tok.get('health', '?')} health {tok.get('name', '')} ally token"
    what = re.sub(r"\s+", " ", what).replace(" ATK", " ATK", 1)
    phrase = f"put {'a ' + what if n == 1 else str(n) + ' ' + re.sub(r' ally token$', ' ally tokens', what.replace(' ATK /', ' ATK /', 1))} into play"
    if n != 1:  # "2 2 melee ATK / …": the count said apart from the token's ATK
        phrase = f"put {n} ally tokens, each {'a' if what[:1] not in 'aeiou' else 'an'} {what}, into play"
    if tok.get("keywords"):
        phrase += " with " + ", ".join(map(str, tok["keywords"]))
    return phrase + (" exhausted" if tok.get("exhausted") else "")


def _phrase(e: Effect, cond: dict[str, Any]) -> str:
    """The effect's own phrase (no "may", "if you do" or sequel); ``cond`` loses the keys said here."""
    n = "X" if e.amount < 0 else str(e.amount)
    tgt = target_words(e.target)
    if e.op == "play_free" and isinstance(cond.get("token"), dict):
        phrase = _token(cond.pop("token"), max(1, e.amount))
        return phrase + (f" for {tgt}" if e.target is not None and e.target.kind not in ("player", "self") else "")
    if e.op == "tap" and e.zone == "resources" and e.target is not None and e.target.kind == "player":
        return f"pay {n}"  # exhaust N of your resources (403.1)
    if e.op == "damage":
        src = _SOURCES.get(str(cond.pop("source", "")), "")
        phrase = f"{src + ' deals' if src else 'deal'} {n} {e.stat + ' ' if e.stat else ''}damage to {tgt}"
        if cond.pop("unpreventable", False):
            phrase += " (it can't be prevented)"
        return phrase
    if e.op == "heal":
        src = _SOURCES.get(str(cond.pop("source", "")), "")
        amount = "all" if e.amount >= ALL else f"up to {n}"
        return f"{src + ' heals' if src else 'heal'} {amount} damage from {tgt}"
    if e.op == "tag_limit" and e.amount < 0:  # ops: -1 is any number (414.3b)
        return f"{'you' if e.target is None or e.target.kind in ('player', 'player_hero') else tgt + chr(39) + 's player'} can control any number of {e.keyword} cards"
    if e.op == "grant_keyword":
        shown = e.keyword + (f" {e.amount}" if e.amount and (e.keyword in _NUMBERED or e.amount != 1) else "")
        if e.amount >= ALL:  # sentinel amounts (procedure.py): the next damage, or all of it
            shown = f"{e.keyword} ({'the next damage' if e.amount == NEXT_PACKET else 'all damage'})"
        return wow_words(describe(replace(e, target=None, condition=None, optional=False, then=[], keyword=shown, amount=0), GAME)).replace("this card", tgt, 1)
    bare = replace(e, condition=None, optional=False, then=[], target=None if e.target is None or e.target.kind in (*_TARGETS, "ref") else e.target)
    phrase = describe(bare, GAME)
    if bare.target is None and e.target is not None:
        phrase = phrase.replace("this card", tgt, 1)
    return phrase


def describe_effect(e: Effect) -> str:
    """One effect in words, as the engine carries it out, its sequels after it."""
    cond = dict(e.condition or {})
    phrase = _phrase(e, cond)
    done, not_done = cond.pop("if_done", False), cond.pop("if_not_done", False)
    may = cond.pop("may", False)
    if cond.pop("exhausted", False) is True:
        phrase += " exhausted"
    if isinstance(per := cond.pop("per", None), (dict, str)):
        phrase += f" for each {value_words(per)}"
    if cond:
        phrase += " (" + ", ".join((f"if {value_words(v)}" if k in ("if", "while") else raw_words(k, v, PREFIXES)) for k, v in sorted(cond.items())) + ")"
    if e.optional or may:
        m = re.match(r"(your hero|this card) (deal|heal)s ", phrase)
        phrase = f"{m[1]} may {m[2]} {phrase[m.end():]}" if m else "you may " + phrase.removeprefix("you ")
    if done:
        phrase = "if you do, " + phrase
    elif not_done:
        phrase = "if you don't, " + phrase
    return tidy(_numbers(wow_words(phrase + "".join(", then " + describe_effect(t) for t in e.then))))


def _numbers(text: str) -> str:
    """Sentinel amounts in words (procedure.py says them the same way): NEXT_PACKET "the next damage",
    ALL and above "all"."""
    text = re.sub(rf"\b(?:the next )?{NEXT_PACKET}\b", "the next", text)
    text = re.sub(r"\b\d{7,}\b", lambda m: "all" if int(m[0]) >= ALL else m[0], text)
    return text


_CLAUSE = re.compile(r"((?:(?:While|If) [^,.]*, )?(?:Whenever|When|At the|At end|After|The first time|Each time)\b[^,.]*?),", re.I)
"""A printed "when" clause, up to its comma (a condition after it is the effects' own, said with them)."""


def head(pw: Power) -> str:
    """What sets the power off, as printed and enforced: an activated power's cost (EN 701, read whole
    by templates_costs.power_cost, else the power is manual) with "on your turn only" / "once per turn",
    a triggered power's "when" clause (EN 703); empty for other powers."""
    text = pw.text
    limits = []
    if pw.cost.get("own_turn") or pw.cost.get("on_your_turn"):
        limits.append("on your turn only")
    if pw.cost.get("once_per_turn"):
        limits.append("once per turn")
    if pw.kind == "activated" and "->" in text:
        cost = re.sub(r"^(?:Ongoing:\s*)?(?:On your turn:\s*)?(?:Once per turn:\s*)?", "", text.split("->", 1)[0].strip()).rstrip(" -")
        use = " ".join(re.findall(r"Use only (?!on your turn|once per turn)[^.]*\.", text))
        return f"{cost}{' (' + ', '.join(limits) + ')' if limits else ''}{' ' + use if use else ''} ->"
    if pw.kind != "triggered":
        return ""
    pre = ""
    if "->" in text:  # a payment power that sets up a trigger ("2, Flip Obora -> When an opponent draws …")
        pre, text = text.split("->", 1)
        pre = pre.strip() + " -> "
    if m := _CLAUSE.search(text):
        return f"{pre}{m[1][:1].upper()}{m[1][1:]}:"
    for word in ("Stash", "Death Rattle"):
        if text.lstrip().startswith(word):
            return f"{pre}{word}:"
    when = _WHEN.get(pw.trigger, f"When ({pw.trigger.replace('_', ' ')})")
    return f"{pre}{when}:" if pw.trigger else pre


def power_words(pw: Power) -> str:
    """A power in words: its head, then its effects in order."""
    what = ", then ".join(describe_effect(e) for e in pw.effects)
    h = head(pw)
    return f"{h} {what}".strip() if h else what
