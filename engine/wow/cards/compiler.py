"""The effect compiler: WoW TCG card text → powers made of the shared effect vocabulary
(``engine.core.effects.Effect``). Text it cannot read becomes a ``manual`` effect that the
controller resolves by hand (engine.core.manual); nothing is skipped or guessed.

Conventions for WoW ops: a ``damage`` effect names its damage type in ``Effect.stat``
(205.1); a chosen target's filter keys are ``types`` (hero/ally/weapon/…), ``side``
(friendly/opposing), ``exclude_self``, ``state`` (ready/exhausted/damaged/undamaged/attacking/
defending), ``tag`` (a race/class/tag/damage-type word), ``max_cost``/``min_cost`` and ``chain``
(the target is a card being played, for Interrupt).

Where the shared vocabulary has no op yet (listed for the core), WoW encodes:
- tokens (404.2): ``play_free`` with ``condition={"token": {...}}`` and ``zone="allies"``;
- prevention shields (EN 717): ``grant_keyword`` with keyword ``PREVENT`` and the amount;
- Interrupt (EN 711): ``move`` with ``zone="interrupted"`` on a ``chain`` target;
- printed restrictions (103.2 "can't"): pseudo-keywords ``RESTRICTIONS`` granted to the card;
- a second effect on the same chosen target: ``Target("previous")``;
- "you may" (EN 709.3): ``optional=True`` (and ``up_to`` on a chosen target).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from engine.core.effects import Effect, Target
from engine.wow.extra_ops import WowEffect
from engine.wow.turn_triggers import NO_READY

from .conditions import parse_condition, per_filter, play_filter
from .schema import DAMAGE_TYPES, KEYWORDS, parse_keywords
from .templates_activation import split_activation
from .templates_costs import choice_cost, cost_mod, split_alt_cost
from .templates_counters import add_counters, become_copy, gain_control, remove_cost
from .templates_damage import damage_effects
from .templates_events import event_more
from .templates_extra_cost import extra_cost
from .templates_faces import face_powers
from .templates_gates import gated_powers
from .templates_lines import deckbuilding_read, power_lines, read_elsewhere
from .templates_modes import modal_effects
from .templates_next_cost import cost_change_effects
from .templates_quests import complete_cost, reward_effects
from .templates_refs import ref_effects
from .templates_self import self_event
from .templates_statics import static_fallback
from .templates_tokens import token_effects
from .templates_turns import turn_effects
from .templates_zones import reveal_pick, zone_templates

GRANTABLE = tuple(k for k in KEYWORDS if k not in ("Mend", "Aberration", "Conspicuous", "Time is Money"))
"""Keywords the engine honours when granted by an effect (Mend, for one, works only printed)."""
NUM = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "X": -1}


@dataclass
class Power:
    """One power of a card (EN 700): ``kind`` is keyword, deck (deckbuilding clause), play (an
    ability's text), activated (payment power, EN 701), triggered (EN 703), complete/reward
    (quests, EN 702), or static. ``automated`` is False when its effects are a manual step."""

    kind: str
    text: str
    effects: list[Effect] = field(default_factory=list)
    trigger: str = ""  # enter, start_of_turn, end_of_turn
    cost: dict[str, Any] = field(default_factory=dict)  # resources, exhaust_self, flip, own_turn
    automated: bool = True


def _num(word: str) -> int | None:
    if word.isdigit():
        return int(word)
    return NUM.get(word.lower() if word != "X" else "X")


_TARGETS: list[tuple[str, Target]] = [
    (r"target opposing hero or ally", Target("chosen", {"types": ["hero", "ally"], "side": "opposing"})),
    (r"target hero or ally", Target("chosen", {"types": ["hero", "ally"]})),
    (r"target opposing ally", Target("chosen", {"types": ["ally"], "side": "opposing"})),
    (r"target friendly ally", Target("chosen", {"types": ["ally"], "side": "friendly"})),
    (r"target ally you control", Target("chosen", {"types": ["ally"], "side": "friendly"})),
    (r"target ally", Target("chosen", {"types": ["ally"]})),
    (r"target opposing hero", Target("chosen", {"types": ["hero"], "side": "opposing"})),
    (r"target hero", Target("chosen", {"types": ["hero"]})),
    (r"target weapon", Target("chosen", {"types": ["weapon"]})),
    (r"target armor", Target("chosen", {"types": ["armor"]})),
    (r"target item", Target("chosen", {"types": ["item"]})),
    (r"target equipment", Target("chosen", {"types": ["weapon", "armor", "item"]})),
    (r"each opposing hero and ally", Target("each", {"types": ["hero", "ally"], "side": "opposing"})),
    (r"each opposing ally", Target("each", {"types": ["ally"], "side": "opposing"})),
    (r"each other ally", Target("each", {"types": ["ally"], "exclude_self": True})),
    (r"each ally", Target("each", {"types": ["ally"]})),
    (r"each hero and ally", Target("each", {"types": ["hero", "ally"]})),
    (r"each hero", Target("each", {"types": ["hero"]})),
    (r"allies you control", Target("each", {"types": ["ally"], "side": "friendly"})),
    (r"other allies you control", Target("each", {"types": ["ally"], "side": "friendly", "exclude_self": True})),
    (r"(?:opposing|enemy) allies", Target("each", {"types": ["ally"], "side": "opposing"})),
    (r"(?:friendly allies|allies in your party|other allies in your party)", Target("each", {"types": ["ally"], "side": "friendly"})),
    (r"(?:opposing|enemy) heroes and allies", Target("each", {"types": ["hero", "ally"], "side": "opposing"})),
    (r"(?:friendly heroes and allies|heroes and allies you control)", Target("each", {"types": ["hero", "ally"], "side": "friendly"})),
    (r"target attacker", Target("chosen", {"types": ["hero", "ally"], "state": "attacking"})),
    (r"target defender", Target("chosen", {"types": ["hero", "ally"], "state": "defending"})),
    (r"target attacking hero or ally", Target("chosen", {"types": ["hero", "ally"], "state": "attacking"})),
    (r"target (?:ally|hero or ally) in your party", Target("chosen", {"types": ["ally"], "side": "friendly"})),
    (r"(?:each hero and ally in your party|heroes and allies in your party|each friendly hero and ally)", Target("each", {"types": ["hero", "ally"], "side": "friendly"})),
    (r"(?:each ally in your party|allies in your party)", Target("each", {"types": ["ally"], "side": "friendly"})),
    (r"your hero", Target("player_hero", {})),
    (r"(?:it|itself|this ally|this character|him|her|himself|herself|this (?:ability|item|weapon|armor|equipment|card|totem))", Target("self", {})),
    (r"attached (?:hero|ally|character|hero or ally|card)", Target("attached", {})),
    (r"the triggering card|the source of that damage", Target("event", {})),
]


_KIND_WORDS = {"hero": "hero", "heroes": "hero", "ally": "ally", "allies": "ally", "ability": "ability",
               "abilities": "ability", "equipment": "equipment", "weapon": "weapon", "weapons": "weapon",
               "armor": "armor", "item": "item", "items": "item", "character": "character", "characters": "character"}
_KINDS_RE = r"(?:heroes|hero|allies|ally|abilities|ability|equipment|weapons|weapon|armor|items|item|characters|character)"
_GENERIC = re.compile(
    r"(?i:(?P<q>target|each|each other|all)\s+(?P<state0>exhausted |ready |damaged |undamaged )?(?P<side>opposing |friendly |enemy |other )?"
    r"(?P<state>exhausted |ready |damaged |undamaged |attacking |defending )?)"
    r"(?P<tag>(?!(?i:" + _KINDS_RE + r")\b)[A-Z][a-z'-]+(?: [A-Z][a-z'-]+)? )?"
    r"(?i:(?P<kinds>" + _KINDS_RE + r"(?:(?:,| and| or|,\s*or|,\s*and| and/or)\s+" + _KINDS_RE + r")*)"
    r"(?P<ctl> you control| in your party| an opponent controls| your opponents control| in an opponent's party)?"
    r"(?P<with> with cost (?P<cost>\d+) or (?P<cmp>less|more)| with damage on (?:it|them)| with no damage on (?:it|them))?)")


def _target(phrase: str, name: str) -> Target | None:
    phrase = phrase.strip().rstrip(".")
    if name and phrase.lower() in (name.lower(), name.split(",")[0].lower(), name.split(" ")[0].lower()):
        return Target("self", {})
    for pattern, tgt in _TARGETS:
        if re.fullmatch(pattern, phrase, re.I):
            return Target(tgt.kind, dict(tgt.filter), tgt.count, tgt.up_to)
    m = _GENERIC.fullmatch(phrase)
    tag_only = re.fullmatch(r"(target|each) (opposing |friendly )?([A-Z][\w'-]+)", phrase)
    if not m and tag_only and tag_only.group(3).lower() not in _KIND_WORDS:  # "target Demon": a Demon hero or ally
        flt0: dict[str, Any] = {"types": ["hero", "ally"], "tag": tag_only.group(3)}
        if tag_only.group(2):
            flt0["side"] = tag_only.group(2).strip().replace("friendly", "friendly")
        return Target("chosen" if tag_only.group(1) == "target" else "each", flt0)
    if not m:
        return None
    kinds = sorted({_KIND_WORDS[w.lower()] for w in re.findall(r"[A-Za-z]+", m.group("kinds")) if w.lower() in _KIND_WORDS})
    if "character" in kinds:
        kinds = sorted((set(kinds) - {"character"}) | {"hero", "ally"})
    flt: dict[str, Any] = {"types": kinds}
    side = (m.group("side") or "").strip().lower()
    ctl = (m.group("ctl") or "").strip().lower()
    if side in ("opposing", "enemy") or ctl in ("an opponent controls", "your opponents control", "in an opponent's party"):
        flt["side"] = "opposing"
    elif side == "friendly" or ctl in ("you control", "in your party"):
        flt["side"] = "friendly"
    if side == "other" or m.group("q").lower() == "each other":
        flt["exclude_self"] = True
    if m.group("state") or m.group("state0"):
        if m.group("state") and m.group("state0"):
            return None
        flt["state"] = (m.group("state") or m.group("state0")).strip().lower()
    if m.group("tag"):
        flt["tag"] = m.group("tag").strip()
    if m.group("cost"):
        flt["max_cost" if m.group("cmp") == "less" else "min_cost"] = int(m.group("cost"))
    elif m.group("with"):
        flt["state"] = "undamaged" if "no damage" in m.group("with") else "damaged"
    q = m.group("q").lower()
    return Target("chosen" if q == "target" else "each", flt)


def _subject(phrase: str, name: str) -> str | None:
    """Who deals damage: ``hero`` (your hero), ``self`` (this card) — 408.2c source."""
    phrase = phrase.strip()
    if phrase.lower() == "your hero":
        return "hero"
    if phrase.lower() in ("it", "this ally", "this totem", "this card", "he", "she") or (name and (phrase == name or name.startswith(phrase))):
        return "self"
    return None


def compile_sentence(sentence: str, name: str) -> list[Effect] | None:
    """One sentence of effect text → effects, or None if the compiler can't read it. Effects of
    one sentence that share a chosen target ("target ally has +1 ATK and +1 health") choose it
    once: the later ones act on ``Target("previous")``."""
    per = _PER.search(sentence.strip().rstrip("."))
    key = _per_key(per.group(1)) if per else None
    if per and key is None:
        per = None
    if per:
        effs = _compile_sentence(sentence.strip().rstrip(".")[: per.start()], name)
        if not effs or any(e.op not in ("damage", "heal", "draw", "modify_stat") or e.amount < 0 for e in effs):
            return None
        for e in effs:
            e.condition = {**(e.condition or {}), "per": key}
    else:
        effs = _compile_sentence(sentence, name)
    if effs:
        for i in range(1, len(effs)):
            if effs[i].target is not None and effs[i].target is effs[0].target and effs[0].target.kind == "chosen":
                effs[i].target = Target("previous", {})
    return effs


PER_KEYS = {"damage dealt this way": "dealt", "damage dealt": "dealt", "damage on him": "self_damage", "damage on her": "self_damage",
            "damage on it": "self_damage", "resource you control": "resources", "resource you have": "resources", "card in your hand": "hand",
            "ally you control": "allies", "ally in your party": "allies", "equipment you control": "equipment",
            "equipment you have": "equipment", "opposing hero": "opposing_heroes", "opposing ally": "opposing_allies"}
_PER = re.compile(r" for each (" + "|".join(PER_KEYS) + r"|[^,]+?)$", re.I)


def _per_key(phrase: str) -> str | dict | None:
    """What "for each X" counts: a fixed key (``keywords.per_count``) or a card count
    (``engine.wow.cards.conditions.per_filter``)."""
    return PER_KEYS.get(phrase.lower()) or per_filter(phrase)
"""A trailing "for each X" multiplies the amounts by a count taken on resolution (or continuously for
a static power)."""


def _compile_sentence(sentence: str, name: str) -> list[Effect] | None:
    s = _clean(sentence)
    if not s:
        return []
    m = re.fullmatch(r"(?:(.+?) )?may (.+)", s, re.I)
    if m and not re.search(r"\b(may|if|unless|instead)\b", m.group(2), re.I):
        raw = re.fullmatch(r"(?:(.+?) )?may (.+)", sentence.strip().rstrip("."), re.I)  # keeps [Melee] icons for tokens
        return _optional(m.group(1) or "you", raw.group(2) if raw and "[" in raw.group(2) else m.group(2), name)
    found = _more_templates(s, name, sentence)
    if found is not None:
        return found
    if re.fullmatch(r"turn your deck over", s, re.I):  # 415.3d (engine.wow.deck_top)
        return [WowEffect("turn_deck_over", 0, None, text=sentence)]
    m = re.fullmatch(r"(?:you )?draw (a|one|two|three|four|\d+) cards?", s, re.I)
    if m:
        return [Effect("draw", _num(m.group(1)) or 1, Target("player"), text=sentence)]
    m = re.fullmatch(r"each player draws (a|one|two|three|\d+) cards?", s, re.I)
    if m:
        return [Effect("draw", _num(m.group(1)) or 1, Target("each_player"), text=sentence)]
    m = re.fullmatch(r"(?:(.+?) )?deals? (\d+|X) (unpreventable )?(" + "|".join(DAMAGE_TYPES) + r") damage to (.+)", s, re.I)
    if m:
        src = _subject(m.group(1) or "your hero", name)
        tgt = _target(m.group(5), name)
        if src is None or tgt is None:
            return None
        amount = -1 if m.group(2) == "X" else int(m.group(2))
        return [Effect("damage", amount, tgt, stat=m.group(4).lower(), condition={"source": src, "unpreventable": bool(m.group(3))}, text=sentence)]
    m = re.fullmatch(r"(?:(.+?) )?heals? (\d+|X) damage from (.+)", s, re.I)
    if m and (m.group(1) is None or _subject(m.group(1), name)):
        hero_self = (m.group(1) or "").lower() == "your hero" and m.group(3).strip().rstrip(".").lower() in ("itself", "himself", "herself")
        tgt = Target("player_hero", {}) if hero_self else _target(m.group(3), name)
        if tgt is None:
            return None
        return [Effect("heal", -1 if m.group(2) == "X" else int(m.group(2)), tgt, text=sentence)]
    m = re.fullmatch(r"heal all damage from (.+)", s, re.I)
    if m and (tgt := _target(m.group(1), name)):
        return [Effect("heal", 1_000_001, tgt, text=sentence)]
    m = re.fullmatch(r"destroy (.+)", s, re.I)
    if m and (tgt := _target(m.group(1), name)):
        return [Effect("destroy", 0, tgt, text=sentence)]
    m = re.fullmatch(r"(exhaust|ready) (.+)", s, re.I)
    if m and (tgt := _target(m.group(2), name)):
        return [Effect("tap" if m.group(1).lower() == "exhaust" else "untap", 0, tgt, text=sentence)]
    m = re.fullmatch(r"(?:this turn, )?(.+?) (?:has|have|gets|get) ([+-]\d+) ATK(?: this turn)?", s, re.I)
    if m and (tgt := _target(m.group(1), name)):
        return [Effect("modify_stat", int(m.group(2)), tgt, stat="atk", duration="this_turn", text=sentence)]
    m = re.fullmatch(r"(?:this turn, )?(.+?) (?:has|have|gets|get) ([+-]\d+) health(?: this turn)?", s, re.I)
    if m and (tgt := _target(m.group(1), name)):
        return [Effect("modify_stat", int(m.group(2)), tgt, stat="health", duration="this_turn", text=sentence)]
    m = re.fullmatch(r"(?:this turn, )?(.+?) (?:has|have|gets|get) ([+-]\d+)\s*/\s*([+-]\d+)(?: this turn)?", s, re.I)
    if m and (tgt := _target(m.group(1), name)):
        return [Effect("modify_stat", int(m.group(2)), tgt, stat="atk", duration="this_turn", text=sentence),
                Effect("modify_stat", int(m.group(3)), tgt, stat="health", duration="this_turn", text=sentence)]
    m = re.fullmatch(r"put (.+?) into (?:its|their) owner'?s'? hand", s, re.I)
    if m and (tgt := _target(m.group(1), name)):
        return [Effect("return_to_hand", 0, tgt, text=sentence)]
    m = re.fullmatch(r"(?:this turn, )?(.+?) (?:has|have|gets|get) ([+-]\d+) ATK and ([+-]\d+) health(?: this turn)?", s, re.I)
    if m and (tgt := _target(m.group(1), name)):
        return [Effect("modify_stat", int(m.group(2)), tgt, stat="atk", duration="this_turn", text=sentence),
                Effect("modify_stat", int(m.group(3)), tgt, stat="health", duration="this_turn", text=sentence)]
    m = re.fullmatch(r"return (.+?) to (?:its|their) owner'?s'? hand", s, re.I)
    if m and (tgt := _target(m.group(1), name)):
        return [Effect("return_to_hand", 0, tgt, text=sentence)]
    kw = re.fullmatch(r"(?:this turn, )?(.+?) (?:has|have|gains?) (" + "|".join(re.escape(k) for k in GRANTABLE) + r")(?: this turn)?", s, re.I)
    if kw and (tgt := _target(kw.group(1), name)):
        key = next(k for k in GRANTABLE if k.lower() == kw.group(2).lower())
        return [Effect("grant_keyword", 0, tgt, keyword=key, duration="this_turn", text=sentence)]
    return None


def _clean(sentence: str) -> str:
    """Icons to words ("[Health]" → health, "2 [Fire] / 3 [Health]" → "2 / 3"), spaces tidied."""
    s = sentence.strip().rstrip(".").strip()
    s = re.sub(r"\[Health\]", "health", s, flags=re.I)
    s = re.sub(r"\s*\[(?:Melee|Ranged|Fire|Frost|Nature|Shadow|Holy|Arcane|ATK)\]", "", s, flags=re.I)
    s = re.sub(r"\s+", " ", s)
    s = re.sub(r"([+-]\d+) ATK ?/ ?([+-]\d+) health", r"\1/\2", s)
    return s


_VERBS = {"deal": "deals", "heal": "heals", "draw": "draws", "have": "has", "get": "gets", "gain": "gains"}


def _optional(subject: str, rest: str, name: str) -> list[Effect] | None:
    """ "you may X" / "your hero may deal …": X, marked optional (the controller chooses whether
    to, EN 709.3 — a chosen target may be left out)."""
    if subject.lower() == "you":
        effs = compile_sentence(rest[0].upper() + rest[1:], name)
    elif _subject(subject, name) is None:
        return None
    else:
        verb, _, tail = rest.partition(" ")
        effs = compile_sentence(f"{subject} {_VERBS.get(verb.lower(), verb)} {tail}", name)
    if effs is None or not effs:
        return None
    for e in effs:
        e.optional = True
        if e.target is not None and e.target.kind == "chosen":
            e.target.up_to = True
    return effs


_KEYWORD_ALT = "|".join(re.escape(k) for k in sorted(GRANTABLE, key=len, reverse=True))


_ITEM = re.compile(r"([+-]\d+) ATK|([+-]\d+) health|([+-]\d+)\s*/\s*([+-]\d+)|(" + _KEYWORD_ALT + r")(?: (\d+))?", re.I)


def _grant_list(s: str, name: str, sentence: str) -> list[Effect] | None:
    """ "Target ally has +2 ATK and Stealth this turn", "Target ally has Assault 2, Ferocity, and
    Long-Range this turn", "Your hero has Long-Range this combat" (EN 714: until the end of the
    turn / of the combat, 500.5)."""
    m = re.fullmatch(r"(?:this turn, )?(.+?) (?:has|have|gains?|gets?|is|are) (.+?) (this turn|this combat)", s, re.I)
    if not m:
        return None
    parts = [p.strip() for p in re.split(r",? and |, ", m.group(2)) if p.strip()]
    if len(parts) < 2 and m.group(3).lower() == "this turn":
        return None  # single grants: the templates below
    tgt = _target(m.group(1), name)
    if tgt is None or tgt.kind == "player":
        return None
    duration = "this_turn" if m.group(3).lower() == "this turn" else "this_battle"
    out: list[Effect] = []
    for part in parts:
        it = _ITEM.fullmatch(part)
        if not it:
            return None
        if it.group(1) or it.group(3):
            out.append(Effect("modify_stat", int(it.group(1) or it.group(3)), tgt, stat="atk", duration=duration, text=sentence))
        if it.group(2) or it.group(4):
            out.append(Effect("modify_stat", int(it.group(2) or it.group(4)), tgt, stat="health", duration=duration, text=sentence))
        if it.group(5):
            key = next((k for k in GRANTABLE if k.lower() == it.group(5).lower()), None)
            if key is None:
                return None
            out.append(Effect("grant_keyword", int(it.group(6) or 0), tgt, keyword=key, duration=duration, text=sentence))
    return out


def _more_templates(s: str, name: str, sentence: str) -> list[Effect] | None:
    """Templates added for coverage (counted among manual cards of the real pool)."""
    found = _grant_list(s, name, sentence) or zone_templates(s, sentence) or add_counters(s, sentence, lambda ph: _target(ph, name))
    found = found or gain_control(s, sentence, name, lambda ph: _target(ph, name)) or cost_change_effects(s, name, sentence)
    found = found or become_copy(s, sentence, lambda ph: _target(ph, name))
    if found is not None:
        return found
    m = re.fullmatch(r"(it|that ally|that character|that hero|they|(?:target|each) .+?) (?:can't|doesn't|don't) ready during (?:its|their) "
                     r"controllers?'?s? next ready step", s, re.I)
    if m and (tgt := Target("previous", {}) if m.group(1).lower() in ("it", "that ally", "that character", "that hero", "they") else _target(m.group(1), name)):
        return [Effect("grant_keyword", 0, tgt, keyword=NO_READY, duration="permanent", text=sentence)]
    m = re.fullmatch(r"(its|that hero's|that ally's|that character's) controller discards (a|one|two|\d+) cards?", s, re.I)
    if m:  # the controller of the card the sentence before acted on
        return [Effect("discard", _num(m.group(2)) or 1, Target("previous", {}), text=sentence)]
    if re.fullmatch(r"delve", s, re.I):  # EN glossary: look at the top two, keep any on top in any order
        return [Effect("look_top", 2, Target("player"), zone="delve", text=sentence)]
    m = re.fullmatch(r"pay \[?(\d+)\]?", s, re.I)
    if m:  # "You may pay 1. If you do, …": exhaust that many resources (412.2), if able
        return [Effect("tap", int(m.group(1)), Target("player"), zone="resources", text=sentence)]
    m = re.fullmatch(r"prevent the next (\d+) damage that (.+?) would be dealt(?: this turn)?", s, re.I)
    if m and (tgt := _target(m.group(2), name)):
        return [Effect("grant_keyword", int(m.group(1)), tgt, keyword=PREVENT, duration="this_turn", text=sentence)]
    m = re.fullmatch(r"(?:this turn, )?(.+?) (?:is|are) (?:an? )?(" + _KEYWORD_ALT + r")s?(?: this turn)?", s, re.I)
    if m and (tgt := _target(m.group(1), name)) and tgt.kind != "player":
        key = next(k for k in GRANTABLE if k.lower() == m.group(2).lower())
        return [Effect("grant_keyword", 0, tgt, keyword=key, duration="this_turn", text=sentence)]
    m = re.fullmatch(r"(?:this turn, )?(.+?) (?:has|have|gains?) (" + _KEYWORD_ALT + r") (\d+)(?: this turn)?", s, re.I)
    if m and (tgt := _target(m.group(1), name)):
        key = next(k for k in GRANTABLE if k.lower() == m.group(2).lower())
        return [Effect("grant_keyword", int(m.group(3)), tgt, keyword=key, duration="this_turn", text=sentence)]
    m = re.fullmatch(r"(target opponent|each opponent|each player|you)? ?discards? (a|one|two|three|\d+) cards?", s, re.I)
    if m:
        who = {None: "player", "target opponent": "opponent", "each opponent": "opponent", "each player": "each_player", "you": "player"}[(m.group(1) or "").lower() or None]
        return [Effect("discard", _num(m.group(2)) or 1, Target(who), text=sentence)]
    m = re.fullmatch(r"target player (discards|draws) (a|one|two|three|four|\d+) cards?", s, re.I)
    if m:  # EN 706: a player as the target (``procedure.legal_targets``: by the hero that stands for him)
        return [Effect(m.group(1).lower()[:-1], _num(m.group(2)) or 1, Target("chosen", {"player": True}), text=sentence)]
    m = re.fullmatch(r"remove (.+?) from (?:the )?game", s, re.I)
    if m and (tgt := _target(m.group(1), name)) and tgt.kind in ("chosen", "each", "self"):
        return [Effect("move", 0, tgt, zone="removed", text=sentence)]
    m = re.fullmatch(r"put (.+?) on (top|the bottom) of (?:its|their) owner'?s'? deck", s, re.I)
    if m and (tgt := _target(m.group(1), name)) and tgt.kind in ("chosen", "each", "self"):
        return [Effect("put_on_deck", 0, tgt, zone="top" if m.group(2) == "top" else "bottom", text=sentence)]
    m = re.fullmatch(r"(?:(.+?) )?heals? all damage from (.+)", s, re.I)
    if m and (m.group(1) or "").lower() == "your hero" and m.group(2).strip().lower() in ("itself", "himself", "herself"):
        return [Effect("heal", 1_000_001, Target("player_hero", {}), text=sentence)]
    if m and (tgt := _target(m.group(2), name)) and (m.group(1) is None or _subject(m.group(1), name)):
        return [Effect("heal", 1_000_001, tgt, text=sentence)]
    m = re.fullmatch(r"put (\d+|X) damage on (.+)", s, re.I)
    if m and (tgt := _target(m.group(2), name)):
        return [Effect("put_damage", -1 if m.group(1) == "X" else int(m.group(1)), tgt, text=sentence)]
    found = token_effects(sentence)
    if found is not None:
        return found
    m = re.fullmatch(r"prevent the next (\d+) damage that would be dealt to (.+?)(?: this turn)?", s, re.I)
    if m and (tgt := _target(m.group(2), name)):
        return [Effect("grant_keyword", int(m.group(1)), tgt, keyword=PREVENT, duration="this_turn", text=sentence)]
    m = re.fullmatch(r"prevent all (?:combat )?damage that would be dealt to (.+?)(?: this turn)?", s, re.I)
    if m and (tgt := _target(m.group(1), name)) and "combat" not in s.lower():
        return [Effect("grant_keyword", 1_000_000, tgt, keyword=PREVENT, duration="this_turn", text=sentence)]
    m = re.fullmatch(r"interrupt target (ability|ally|equipment|weapon|armor|item|ability or ally|ally or ability|ability, ally, or equipment)?\s*card(?: with cost (\d+) or less)?", s, re.I)
    if m:
        kinds = re.findall(r"ability|ally|equipment|weapon|armor|item", (m.group(1) or "").lower()) or ["any"]
        flt: dict[str, Any] = {"types": kinds, "chain": True}
        if m.group(2):
            flt["max_cost"] = int(m.group(2))
        return [Effect("move", 0, Target("chosen", flt), zone="interrupted", text=sentence)]
    m = re.fullmatch(r"(?:a|each) (?:character|hero or ally|ally|hero) dealt damage this way (can't attack(?: or protect)?|has ([+-]\d+) ATK) this turn", s, re.I)
    if m:
        prev = Target("previous", {})
        if m.group(2):
            return [Effect("modify_stat", int(m.group(2)), prev, stat="atk", duration="this_turn", text=sentence)]
        out = [Effect("grant_keyword", 0, prev, keyword=CANT_ATTACK, duration="this_turn", text=sentence)]
        if "protect" in m.group(1).lower():
            out.append(Effect("grant_keyword", 0, prev, keyword=CANT_PROTECT, duration="this_turn", text=sentence))
        return out
    m = re.fullmatch(r"(.+?) (?:can't|cannot) attack(?: or protect)? this turn", s, re.I)
    if m and (tgt := _target(m.group(1), name)):
        out = [Effect("grant_keyword", 0, tgt, keyword=CANT_ATTACK, duration="this_turn", text=sentence)]
        if "protect" in s.lower():
            out.append(Effect("grant_keyword", 0, tgt, keyword=CANT_PROTECT, duration="this_turn", text=sentence))
        return out
    m = re.fullmatch(r"(.+?) (?:can't|cannot) protect this turn", s, re.I)
    if m and (tgt := _target(m.group(1), name)):
        return [Effect("grant_keyword", 0, tgt, keyword=CANT_PROTECT, duration="this_turn", text=sentence)]
    return None


_SELF_WORDS = ("this ally", "this card", "this totem", "this weapon", "this armor", "this item", "this ability", "this hero", "it")
_EVENTS: list[tuple[re.Pattern, str]] = [(re.compile(p, re.I), t) for p, t in [
    (r"When (?P<subj>.+?) is destroyed, (.+)", "destroyed_self"),
    (r"When (?P<subj>.+?) (?:is dealt damage|takes damage), (.+)", "damaged_self"),
    (r"When (?P<subj>.+?) attacks, (.+)", "attacks_self"),
    (r"When (?P<subj>.+?) (?:defends|is attacked|blocks), (.+)", "defends_self"),
    (r"When your hero is dealt damage, (.+)", "damaged_hero"),
    (r"When your hero attacks, (.+)", "attacks_hero"),
    (r"When (?:an|another) ally (?:in your party|you control) is destroyed, (.+)", "destroyed_friendly_ally"),
    (r"When an opposing ally is destroyed, (.+)", "destroyed_opposing_ally"),
    (r"When an ally is destroyed, (.+)", "destroyed_any_ally"),
    (r"When attached (?:ally|hero|character|hero or ally) is destroyed, (.+)", "destroyed_attached"),
    (r"When you play an? (ability|ally|equipment|weapon|armor|item)(?: card)?, (.+)", "play_"),
    (r"When you play a card, (.+)", "play_card"),
    (r"When (?P<subj>.+?) deals combat damage to (?:a|an opposing|a defending) hero, (.+)", "combat_damage_to_hero_self"),
    (r"When (?P<subj>.+?) (?:deals combat damage|deals damage in combat), (.+)", "combat_damage_self"),
    (r"When (?P<subj>.+?) protects, (.+)", "protects_self"),
    (r"When (?P<subj>.+?) deals combat damage to an ally, (.+)", "combat_damage_to_ally_self"),
    (r"When (?P<subj>.+?) deals damage to an ally, (.+)", "damage_to_ally_self"),
    (r"When (?P<subj>.+?) deals damage to an opposing ally, (.+)", "damage_to_opposing_ally_self"),
    (r"When your hero deals combat damage to an ally, (.+)", "hero_combat_damage_to_ally"),
    (r"When (?P<subj>.+?) (?:exhausts|becomes exhausted), (.+)", "exhausts_self"),
    (r"When an opposing hero or ally (?:exhausts|becomes exhausted), (.+)", "exhausts_opposing"),
    (r"When attached (?:ally|card|character|hero or ally|equipment) (?:exhausts|becomes exhausted), (.+)", "exhausts_attached"),
    (r"When you draw a card, (.+)", "draw_card"),
    (r"When a (?:resource|card) enters (?:play under your control|your resource row), (.+)", "resource_enters"),
    (r"When you complete a quest, (.+)", "complete_quest"),
    (r"When you strike with (?P<subj>.+?), (.+)", "strike_self"),
    (r"When you strike with a weapon, (.+)", "strike_any"),
    (r"When an opposing ally enters play, (.+)", "enter_opposing_ally"),
    (r"When an opposing hero or ally attacks, (.+)", "attacks_opposing"),
    (r"When your hero (?:defends|is attacked), (.+)", "defends_hero"),
    (r"When your hero protects, (.+)", "protects_hero"),
    (r"When (?:an|another) ally enters play under your control, (.+)", "enter_friendly_ally"),
    (r"When an ally enters play under an opponent's control, (.+)", "enter_opposing_ally"),
]]


_HERO_EVENTS = ("damaged_hero", "attacks_hero", "defends_hero", "protects_hero", "combat_damage_hero")
_OTHER_EVENTS = ("enter_friendly_ally", "enter_opposing_ally", "attacks_opposing", "destroyed_friendly_ally", "exhausts_opposing",
                 "combat_damage_to_ally_self", "damage_to_ally_self", "damage_to_opposing_ally_self", "hero_combat_damage_to_ally",
                 "destroyed_opposing_ally", "destroyed_any_ally")
"""Triggers whose "it" is not the card with the power (EN 703)."""


def _is_self(phrase: str, name: str) -> bool:
    p = phrase.strip().lower()
    return p in _SELF_WORDS or (bool(name) and p in (name.lower(), name.split(",")[0].lower(), re.split(r"[ ,]", name)[0].lower()))


def _event_trigger(body: str, name: str) -> tuple[str, str] | None:
    """ "When X, Y" where X is an event the engine announces (EN 703: triggered powers)."""
    if not body.startswith("When "):
        return None
    for pattern, trig in _EVENTS:
        m = pattern.fullmatch(body.strip())
        if not m:
            continue
        if "subj" in pattern.groupindex:
            if not _is_self(m.group("subj"), name):
                continue
            return trig, m.group(2)
        if trig == "play_":
            return trig + m.group(1).lower(), m.group(2)
        return trig, m.group(1)
    return None


PREVENT = "Prevent Damage"
"""A prevention shield (EN 717, 405.5) carried as a grant_keyword effect: the shared vocabulary has no
``prevent`` op yet (listed for the core)."""
CANT_ATTACK = "Can't Attack"
CANT_ATTACK_HEROES = "Can't Attack Heroes"
ATTACKS_ONLY_HEROES = "Attacks Only Heroes"
ENTERS_EXHAUSTED = "Enters Play Exhausted"
CANT_PROTECT = "Can't Protect"
RESTRICTIONS = (CANT_PROTECT, CANT_ATTACK, CANT_ATTACK_HEROES, ATTACKS_ONLY_HEROES, ENTERS_EXHAUSTED)
"""Printed restrictions kept as pseudo-keywords (103.2: a "can't" wins over a "can")."""


def _restriction(text: str, name: str) -> list[Effect] | None:
    """ "This ally can't attack.", "NAME can attack only heroes.", "This ally can't attack heroes.",
    "NAME enters play exhausted." — continuous restrictions on the card itself."""
    s = _clean(text)
    m = re.fullmatch(r"(.+?) (can't attack|can attack only heroes|can't attack heroes|enters play exhausted)", s, re.I)
    if not m or _subject(m.group(1), name) != "self":
        return None
    key = {"can't attack": CANT_ATTACK, "can attack only heroes": ATTACKS_ONLY_HEROES,
           "can't attack heroes": CANT_ATTACK_HEROES, "enters play exhausted": ENTERS_EXHAUSTED}[m.group(2).lower()]
    return [Effect("grant_keyword", 1, Target("self", {}), keyword=key, duration="permanent", text=text)]


def _clauses(sentence: str, name: str) -> list[Effect] | None:
    """A sentence, or its parts joined by ", and"/"and"/", then" (e.g. "deals 3 damage to target
    hero and heals 3 damage from your hero")."""
    effs = compile_sentence(sentence, name)
    if effs is not None:
        return effs
    s = sentence.strip().rstrip(".")
    m = re.fullmatch(r"(.+?) deals? (.+?) and (?:deals? )?(\d+ \w+ damage to .+)", s)
    if m and (a := compile_sentence(f"{m.group(1)} deals {m.group(2)}", name)) is not None:
        b = compile_sentence(f"{m.group(1)} deals {m.group(3)}", name)
        if b is not None:
            return a + b
    m = re.fullmatch(r"(.+?) deals? (.+?) and heals? (.+)", s)
    if m and (a := compile_sentence(f"{m.group(1)} deals {m.group(2)}", name)) is not None:
        b = compile_sentence(f"{m.group(1)} heals {m.group(3)}", name)
        if b is not None:
            return a + b
    for sep in (r",? and then ", r", then ", r", and ", r" and "):
        parts = re.split(sep, s, maxsplit=1)
        if len(parts) == 2:
            a, b = compile_sentence(parts[0], name), compile_sentence(parts[1][0].upper() + parts[1][1:], name)
            if a is not None and b is not None:
                return a + b
    return None


_STAT = re.compile(r"([+-]\d+) ATK(?: and ([+-]\d+) health)?|([+-]\d+)\s*/\s*([+-]\d+)|([+-]\d+) health|([+-]\d+) DEF")


def stat_effects(part: str, tgt: Target, text: str) -> list[Effect] | None:
    """ "+2 ATK", "+1/+1", "+2 [DEF]" as continuous stat changes of ``tgt``, or None."""
    st = _STAT.fullmatch(part)
    if not st:
        return None
    atk, hp = st.group(1) or st.group(3), st.group(2) or st.group(4) or st.group(5)
    pairs = [("atk", atk), ("health", hp), ("def", st.group(6))]
    return [Effect("modify_stat", int(n), tgt, stat=stat, duration="permanent", text=text) for stat, n in pairs if n]


def compile_static(text: str, name: str) -> list[Effect] | None:
    """Unconditional continuous powers (EN 704, 714): "Attached ally has +2 ATK", "Your hero has
    Protector", "Allies you control have +1/+1", "This ally has Elusive". Conditions ("while",
    "for each", "during") are left to manual resolution."""
    s = _clean(text)
    cond = None
    w = re.fullmatch(r"(.+?) while ([^,]+)", s)
    if w and (cond := parse_condition(w.group(2), name)) is not None:
        s = w.group(1)  # "This ally has Assault 3 while an ally is in your graveyard" (EN 714)
    per = _PER.search(s)
    per_key = _per_key(per.group(1)) if per else None
    if per and per_key is None:
        return None
    if per:
        s = s[: per.start()]
    if re.search(r"\b(while|for each|during|if|unless|as long as|on opposing|on your turn|this turn)\b", s, re.I):
        return None
    cant = re.fullmatch(r"(attached (?:ally|character|hero|hero or ally)|opposing allies|opposing heroes and allies) can't (attack|protect|attack or protect)", s, re.I)
    if cant:  # 103.2: a continuous "can't" (the pseudo-keywords combat checks)
        tgt = Target("attached", {}) if cant.group(1).lower().startswith("attached") else _target(cant.group(1), name)
        if tgt is None:
            return None
        keys = {"attack": [CANT_ATTACK], "protect": [CANT_PROTECT], "attack or protect": [CANT_ATTACK, CANT_PROTECT]}[cant.group(2).lower()]
        return [Effect("grant_keyword", 1, tgt, keyword=k, duration="permanent", text=text) for k in keys]
    tagged = re.fullmatch(r"this and other ([A-Z][\w'-]*) allies you control (?:has|have|are) (.+)", s, re.I)
    m = re.fullmatch(r"(.+?) (?:has|have|gets|get|is|are) (.+)", s)
    if not m:
        return None
    who, what = m.group(1), m.group(2)
    att = re.fullmatch(r"attached (?:ally|hero|character|card|weapon|armor|item|equipment|hero or ally)", who, re.I)
    tgt = Target("attached", {}) if att else _target(who, name)
    if tagged:  # "This and other Murloc allies you control have Protector"
        what = tagged.group(2)
        tgt = Target("each", {"types": ["ally"], "side": "friendly", "tag": tagged.group(1)})
    if tgt is None or tgt.kind == "chosen":
        return None
    from .templates_statics import grant_parts

    out = grant_parts(what, tgt, text)
    if out is None:
        return None
    if per and out:
        if any(e.op != "modify_stat" and not (e.op == "grant_keyword" and e.keyword == "Assault") for e in out):
            return None
        for e in out:
            e.condition = {"per": per_key}
    if cond is not None:
        for e in out:
            e.condition = {**(e.condition or {}), "if": cond}
    return out or None


def compile_effects(text: str, name: str) -> tuple[list[Effect], bool]:
    """Effect text of one power → (effects, automated). Unreadable text → one manual effect."""
    if (dmg := damage_effects(text, name)) is not None:  # templates_damage: multi-target, "or N if" packets
        return dmg, True
    sentences = [p for p in re.split(r"(?<=[.!])\s+", text.strip()) if p.strip()]
    out: list[Effect] = []
    skip = False
    for i, sentence in enumerate(sentences):
        if skip:
            skip = False
            continue
        pair = reveal_pick(sentence, sentences[i + 1]) if i + 1 < len(sentences) else None
        if pair is not None:  # two sentences, one effect
            out.extend(pair)
            skip = True
            continue
        if re.fullmatch(r"(?:That|This) damage can't be prevented\.?", sentence.strip(), re.I) and out and out[-1].op == "damage":
            out[-1].condition = {**(out[-1].condition or {}), "unpreventable": True}
            continue
        done = re.fullmatch(r"If (?:you do|he does|she does), (.+)", sentence.strip())
        if done:  # EN 709.3: "You may X. If you do, Y." — Y only if X was done
            effs = _conditional(done.group(1)[0].upper() + done.group(1)[1:], name)
            if re.search(r"\b(it|him|her|them|its|that \w+)\b", done.group(1), re.I):
                effs = ref_effects(done.group(1), out, lambda t: _conditional(t, name))  # engine.wow.refs
            if effs is None or not out or any(e.op == "manual" for e in effs):
                return [Effect("manual", text=text)], False
            for e in effs:
                e.condition = {**(e.condition or {}), "if_done": True}
            out.extend(effs)
            continue
        effs = _conditional(sentence, name)
        effs = ref_effects(sentence, out, lambda t: _conditional(t, name)) if effs is None else effs
        if effs is None or (not out and effs and effs[0].target is not None and effs[0].target.kind == "previous"):
            return [Effect("manual", text=text)], False  # "it" with nothing before it names something else
        out.extend(effs)
    return out, True


def _conditional(sentence: str, name: str) -> list[Effect] | None:
    """A sentence, possibly under a condition from the catalogue: "If you control an equipment,
    destroy target equipment." / "Destroy NAME if he's undamaged." The effects then carry
    ``condition["if"]`` and happen only if it holds on resolution (EN 709)."""
    s = sentence.strip().rstrip(".")
    m = re.fullmatch(r"If ([^,]+), (.+)", s) or re.fullmatch(r"(.+?) if ((?!able\b)[^,]+)", s)
    if m:
        cond_text, rest = (m.group(1), m.group(2)) if s.startswith("If ") else (m.group(2), m.group(1))
        cond = parse_condition(cond_text, name)
        if cond is not None:
            if cond.get("who") == "hero":  # "If your hero is defending, it deals …": "it" is your hero
                rest = re.sub(r"^(?:it|he|she)\b", "your hero", rest)
                rest = re.sub(r"\b(?:itself|himself|herself)$", "your hero", rest)
            effs = _clauses(rest[0].upper() + rest[1:], name)
            if effs is None or not effs or any(e.op == "manual" for e in effs):
                return None
            for e in effs:
                e.condition = {**(e.condition or {}), "if": cond}
            return effs
    return _clauses(sentence, name)


_DECK = re.compile(r"(Hero Required|\bTalent\b|\bReputation\b|^Deckbuilding)", re.I)


def _cost(text: str, name: str = "") -> dict[str, Any] | None:
    """A payment power's cost (EN 701): ``3, [Exhaust]``, ``Exhaust``, ``2, Flip NAME``."""
    cost: dict[str, Any] = {"resources": 0, "exhaust_self": False, "flip": False, "x": False}
    for part in [p.strip() for p in text.split(",") if p.strip()]:
        low = part.lower()
        if part.isdigit():
            cost["resources"] += int(part)
        elif part == "X":
            cost["x"] = True
        elif low in ("[exhaust]", "exhaust", "exhaust this", "exhaust this card"):
            cost["exhaust_self"] = True
        elif low.startswith("flip"):
            cost["flip"] = True
        elif re.fullmatch(r"destroy (?:this (?:ally|card|item|weapon|armor|ability|totem)|" + re.escape(name.lower()) + r"|" + re.escape(name.lower().split(",")[0].split(" ")[0]) + r")", low) and name:
            cost["destroy_self"] = True
        elif low == "exhaust your hero":
            cost["exhaust_hero"] = True
        elif (rc := remove_cost(part, name)) is not None and "remove_counters" not in cost:
            cost["remove_counters"] = rc
        elif (cc := choice_cost(part, name)) is not None and "choose" not in cost:
            cost["choose"] = cc  # a card chosen to pay (engine.wow.choice_cost)
        else:
            return None
    return cost


@lru_cache(maxsize=20000)
def compile_card_text(text: str, name: str, ctype: str) -> tuple[Power, ...]:
    """Every power of a card (203.2: one per line/``<p>``)."""
    if (faced := face_powers(text, name, ctype, compile_card_text)) is not None:  # templates_faces: 301.2 two faces
        return faced
    powers: list[Power] = []
    kws = parse_keywords(text)
    for line in power_lines(text):
        if not line or line in ("BACK:", "FRONT:"):
            continue
        if (more := extra_cost(line, name, _cost)) is not None:  # 403.1 (templates_extra_cost, engine.wow.extra_cost)
            powers.append(Power("add_cost", line, cost=more))
            continue
        gated = gated_powers(line, name, ctype, compile_card_text)
        if gated is not None:  # 206.1c "[Trait] Hero: text" (templates_gates, engine.wow.hero_trait)
            powers.extend(gated)
            continue
        alt, rest = split_alt_cost(line, name)
        if alt is not None:  # 403.3: "You may … rather than pay this card's cost." (engine.wow.altcost)
            powers.append(Power("alt_cost", line if not rest else line[: len(line) - len(rest)].strip(), cost=alt))
            line = rest
            if not line:
                continue
        if _DECK.search(line) and (len(line) < 60 or deckbuilding_read(line)):
            powers.append(Power("deck", line))
            continue
        if parse_keywords(line) and kws and all(k in kws for k in parse_keywords(line)) and not re.search(r"[a-z]{3,} [a-z]{3,} [a-z]{3,}", line.split(".")[0][len(max(parse_keywords(line), key=len)) :]):
            powers.append(Power("keyword", line))
            continue
        own_turn = False
        body = line
        once = "->" in body and "Use only once per turn." in body
        if once:
            body = body.replace("Use only once per turn.", "").strip()
        if "Use only on your turn." in body:
            own_turn, body = True, body.replace("Use only on your turn.", "").strip()
        if body.startswith("Ongoing:") and "->" in body:
            body = body[len("Ongoing:") :].strip()  # an ongoing ability's payment power (305.2c)
        if body.startswith("On your turn:"):
            own_turn, body = True, body[len("On your turn:") :].strip()
        if "->" in body:
            cost_text, effect_text = body.split("->", 1)
            cost_text, effect_text, pre = split_activation(cost_text, effect_text, name)  # templates_activation (engine.wow.activation)
            cost = _cost(cost_text, name) if pre is not None else None
            effs, ok = modal_effects(effect_text, name, compile_effects, _target, False) or compile_effects(effect_text, name)
            if cost is None:
                effs, ok = [Effect("manual", text=line)], False
                cost = {"resources": 0, "exhaust_self": False, "flip": False, "x": False, "unreadable": True}
            cost.update(pre or {})
            cost["own_turn"] = own_turn
            if once:
                cost["once_per_turn"] = True
            powers.append(Power("activated", line, effs, cost=cost, automated=ok))
            continue
        m = re.fullmatch(r"(On your turn, )?(?:Exhaust your hero and )?[Pp]ay (\d+) to complete this quest\.?", body)
        if m and ctype == "quest":
            powers.append(Power("complete", line, cost={"resources": int(m.group(2)), "exhaust_hero": "Exhaust your hero" in body,
                                                        "own_turn": bool(m.group(1)) or own_turn}))  # "On your turn:" read above
            continue
        m = re.fullmatch(r"(On your turn, )?(?:[Ii]f|[Ww]hile) ([^,:]+)[,:] ?[Pp]ay \[?(\d+)\]? to complete this quest\.?", body)
        if m and ctype == "quest" and (cond := parse_condition(m.group(2), name)) is not None:
            powers.append(Power("complete", line, cost={"resources": int(m.group(3)), "own_turn": bool(m.group(1)) or own_turn, "if": cond}))
            continue
        if ctype == "quest" and (qc := complete_cost(body, name)) is not None:  # templates_quests
            powers.append(Power("complete", line, cost={**qc, "own_turn": qc["own_turn"] or own_turn}))
            continue
        m = re.fullmatch(r"Reward:\s*(.+)", body)
        if m and ctype == "quest":
            effs, ok = reward_effects(m.group(1), name, compile_effects)
            powers.append(Power("reward", line, effs, automated=ok))
            continue
        if read_elsewhere(line, ctype, name):
            powers.append(Power("static", line))
            continue
        cm = cost_mod(body.removeprefix("Ongoing:").strip(), name, ctype)
        if cm is not None:  # 403.2: "You pay 1 less to play allies" (engine.wow.costs)
            powers.append(Power("cost_mod", line, cost=cm))
            continue
        restriction = _restriction(body, name)
        if restriction is not None:
            powers.append(Power("static", line, restriction))
            continue
        if body.startswith("Ongoing:") and re.match(r"Ongoing: At the (start|end) of your turn, ", body):
            body = body[len("Ongoing:") :].strip()  # an ongoing ability's own triggered power (305.2c)
        m = re.fullmatch(r"(?:Ongoing: )?When (.+?) enters? play, (.+)", body)
        if m and (_is_self(m.group(1), name) or m.group(1).lower() in ("this equipment", "this totem", "this ability")):
            m = re.fullmatch(r"(.+)", m.group(2))
        else:
            m = None
        if m:
            effs, ok = compile_effects(m.group(1)[0].upper() + m.group(1)[1:], name)
            powers.append(Power("triggered", line, effs, trigger="enter", automated=ok))
            continue
        if body.startswith("Ongoing: When"):
            body = body[len("Ongoing:") :].strip()  # an ongoing ability's own triggered power (305.2c)
        m = re.fullmatch(r"(?:Ongoing: )?When (this or another|an?|another|(?:" + "|".join(re.escape(x) for x in {name, name.split(",")[0], name.split(" ")[0]} if x)
                         + r") or another) ([\w\[\]' -]+?)? ?ally (?:enters play under your control|enters your party), (.+)", body)
        if m and (m.group(2) or m.group(1).lower() not in ("a", "an", "another")) and \
                (flt := play_filter((m.group(2) or "").strip() + " ally") if m.group(2) else {"types": ["ally"]}) is not None:
            rest = re.sub(r"\b(?:it|that ally)\b", "the triggering card", m.group(3))  # "it": the entering ally (EN 703)
            effs, ok = compile_effects(rest[0].upper() + rest[1:], name)
            also_self = m.group(1).lower() not in ("a", "an", "another")
            powers.append(Power("triggered", line, effs, trigger="enter_ally_filtered",
                                cost={"enter_filter": flt, "self_too": also_self}, automated=ok))
            continue
        m = re.fullmatch(r"(?:Ongoing: )?When you play an? ((?!non-|ongoing)[^,]+?), (.+)", body, re.I)
        if m and _event_trigger(body.removeprefix("Ongoing: "), name) is None and (flt := play_filter(m.group(1))) is not None:
            effs, ok = compile_effects(m.group(2)[0].upper() + m.group(2)[1:], name)
            powers.append(Power("triggered", line, effs, trigger="play_filtered", cost={"play_filter": flt}, automated=ok))
            continue
        if (mine := self_event(body, name, compile_effects, _event_trigger)) is not None:  # templates_self (engine.wow.self_triggers)
            powers.append(Power("triggered", line, mine[1], trigger=mine[0], cost=mine[2]))
            continue
        if _event_trigger(body, name) is None and (more := event_more(body, name, compile_effects)) is not None:  # templates_events (engine.wow.event_triggers)
            powers.append(Power("triggered", line, more[1], trigger=more[0], cost=more[2]))
            continue
        event = _event_trigger(body, name)
        if event is not None:
            trig, rest = event
            if trig in _HERO_EVENTS:  # "When your hero defends, it deals …": "it" is your hero
                rest = re.sub(r"\b(?:it|itself)\b", "your hero", rest)
            elif trig in _OTHER_EVENTS:  # "When an opposing ally enters play, exhaust it": the entering ally
                rest = re.sub(r"\b(?:it|that ally|that character)\b", "the triggering card", rest)
            elif trig == "exhausts_attached":  # "When attached ally becomes exhausted, your hero heals 1 damage from it"
                rest = re.sub(r"\b(?:it|that ally|that character)\b", "attached character", rest)
            effs, ok = compile_effects(rest[0].upper() + rest[1:], name)
            powers.append(Power("triggered", line, effs, trigger=trig, automated=ok))
            continue
        m = re.fullmatch(r"(?:Ongoing: )?At the (start|end|start and end) of (your|each|each player's|each opponent's) turn, (.+)", body, re.I)
        if m:
            whose = {"your": "turn", "each": "each_turn", "each player's": "each_turn", "each opponent's": "opponent_turn"}[m.group(2).lower()]
            effs, ok = turn_effects(m.group(3), name, whose, compile_effects)  # templates_turns ("that player": the turn player)
            for when in m.group(1).lower().split(" and "):  # "At the start and end of your turn": two triggers
                powers.append(Power("triggered", line, effs, trigger=f"{when}_of_{whose}", automated=ok))
            continue
        static = compile_static(body[len("Ongoing:") :].strip() if body.startswith("Ongoing:") else body, name)
        if static is None and ctype not in ("quest", "location"):  # templates_statics: more continuous powers (EN 714)
            static = static_fallback(body[len("Ongoing:") :].strip() if body.startswith("Ongoing:") else body, name)
        if static is not None and (ctype != "ability" or "Ongoing" in text):  # 305.1: no continuous power from the graveyard
            powers.append(Power("static", line, static))
            continue
        m = re.fullmatch(r"Attach to (target [^,]+?), and (.+)", body) or re.fullmatch(r"Attach to (target .+?)\.?", body)
        if m and ctype == "ability" and (tgt := _target(m.group(1), name)) is not None and tgt.kind == "chosen":
            effs, ok = [], True
            if m.re.groups == 2:  # "Attach to target ally, and your hero deals 2 fire damage to it." (it: the host)
                rest = re.sub(r"\b(?:it|that character)\b", "attached character", m.group(2))
                effs, ok = compile_effects(rest[0].upper() + rest[1:], name)
            powers.append(Power("play", line, [Effect("move", 0, tgt, zone="attached", text=line), *effs], automated=ok))
            continue
        if ctype == "ability":
            text_ = body[len("Ongoing:") :].strip() if body.startswith("Ongoing:") else body
            effs, ok = modal_effects(text_, name, compile_effects, _target, "Ongoing" in text) or compile_effects(text_, name)
            powers.append(Power("play" if not body.startswith("Ongoing:") else "static", line, effs, automated=ok and not body.startswith("Ongoing:")))
            continue
        powers.append(Power("static", line, [Effect("manual", text=line)], automated=False))
    if "Mend" in kws:  # EN glossary: Mend N = at the start of your turn, may heal N from target hero or ally
        heal_target = Target("chosen", {"types": ["hero", "ally"]}, up_to=True)
        powers.append(Power("triggered", f"Mend {kws['Mend']}", [Effect("heal", kws["Mend"], heal_target, optional=True,
                                                                         condition={"source": "self"})], trigger="start_of_turn"))  # 408.2c: this card heals
    return tuple(powers)


def card_powers(data: dict[str, Any]) -> tuple[Power, ...]:
    return compile_card_text(data.get("text", ""), data.get("name", ""), data.get("type", ""))


@lru_cache(maxsize=20000)
def _static_effects(text: str, name: str, ctype: str) -> tuple[Effect, ...]:
    return tuple(e for pw in compile_card_text(text, name, ctype) if pw.kind == "static" and pw.automated for e in pw.effects)


def static_effects(data: dict[str, Any]) -> tuple[Effect, ...]:
    """The automated continuous effects of a card (EN 714), cached per text."""
    return _static_effects(data.get("text", ""), data.get("name", ""), data.get("type", ""))


def is_automated(data: dict[str, Any]) -> bool:
    """Every power of the card is carried out by the engine (keywords included)."""
    return all(p.automated for p in card_powers(data))
