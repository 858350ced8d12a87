"""Shared readers of WoW card text: target phrases, the subject of a sentence, numbers, "for
each" counts, stat changes and granted keywords, event words of triggered powers, search filters
and a few conditions. Templates (``templates_*``) and the compiler import them; this module imports
no template, so no import circle forms through it."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from engine.core.effects import Effect, Target

from . import rx
from .conditions import card_filter, per_filter
from .group_targets import group_target, resource_target
from .keys import (
    CANT_BE_DESTROYED,
    CANT_BE_HEALED,
    CANT_LEAVE_PLAY,
    CANT_READY,
    INVINCIBLE,
    STAYS_EXHAUSTED,
    UNTARGETABLE,
)
from .schema import CLASSES, DAMAGE_TYPES, KEYWORDS

GRANTABLE = (*(k for k in KEYWORDS if k not in ("Mend", "Aberration", "Conspicuous", "Time is Money")), "Harmonize", INVINCIBLE, "Sentinel")  # Invincible: by its reminder text (keys.INVINCIBLE)
"""Keywords the engine honours when granted by an effect (Mend, for one, works only printed;
Sentinel, printed, is read as the power its reminder text states (``templates_lines.SPELLED_OUT``), granted
by ``engine.wow.given_sentinel``;
Harmonize, printed, is read as its cost change by ``templates_lines.power_lines``, granted by
``engine.wow.costs``)."""
NUM = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "X": -1}

COUNT_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
"""Number words without X (turn triggers' and continuous powers' counts)."""
TITLES = {"the", "of", "lord", "lady", "high", "prince", "king", "queen", "first", "sir", "captain", "general"}
"""Words of a card's name it never goes by alone."""


def num(word: str) -> int | None:
    if word.isdigit():
        return int(word)
    return NUM.get(word.lower() if word != "X" else "X")


TARGETS: list[tuple[str, Target]] = [
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
    (r"target ally attacking your hero", Target("chosen", {"types": ["ally"], "combat_role": "attacking_your_hero"})),  # wcombat (combat_while.role_fits)
    (r"target protecting ally", Target("chosen", {"types": ["ally"], "combat_role": "protecting"})),
    (r"target ally in combat with your hero", Target("chosen", {"types": ["ally"], "combat_role": "with_your_hero"})),
    (r"all allies that attacked this turn", Target("each", {"types": ["ally"], "combat_role": "attacked_this_turn"})),
    (r"all allies in your party that haven't attacked this turn", Target("each", {"types": ["ally"], "side": "friendly", "combat_role": "not_attacked_this_turn"})),
    (r"each ally in his party that neither attacked nor entered play this turn", Target("each", {"types": ["ally"], "active_party": True, "combat_role": "idle_this_turn"})),
    (r"each opposing ally that neither attacked nor entered play this turn", Target("each", {"types": ["ally"], "side": "opposing", "combat_role": "idle_this_turn"})),
    (r"target hero or ally in your party", Target("chosen", {"types": ["hero", "ally"], "side": "friendly"})),  # your hero too (wstatics)
    (r"target (?:ally|hero or ally) in your party", Target("chosen", {"types": ["ally"], "side": "friendly"})),
    (r"(?:each hero and ally in your party|heroes and allies in your party|each friendly hero and ally)", Target("each", {"types": ["hero", "ally"], "side": "friendly"})),
    (r"(?:each ally in your party|allies in your party)", Target("each", {"types": ["ally"], "side": "friendly"})),
    (r"your hero", Target("player_hero", {})),
    (r"(?:it|itself|this ally|this character|him|her|himself|herself|this (?:ability|item|weapon|armor|equipment|card|totem))", Target("self", {})),
    (r"attached (?:hero|ally|character|hero or ally|card)", Target("attached", {})),
    (r"the triggering card|the source of that damage", Target("event", {})),
]
_ANY_TARGET = re.compile("|".join(f"(?P<t{i}>{p})" for i, (p, _) in enumerate(TARGETS)), re.I)
"""Every phrase of :data:`TARGETS` at once: the first alternative that matches the whole phrase is
the first entry that does (its group ``t<index>``)."""


KIND_WORDS = {"hero": "hero", "heroes": "hero", "ally": "ally", "allies": "ally", "ability": "ability",
               "abilities": "ability", "equipment": "equipment", "weapon": "weapon", "weapons": "weapon",
               "armor": "armor", "item": "item", "items": "item", "character": "character", "characters": "character"}
KINDS_RE = r"(?:heroes|hero|allies|ally|abilities|ability|equipment|weapons|weapon|armor|items|item|characters|character)"
GENERIC = re.compile(
    r"(?i:(?P<q>target|each|each other|all)\s+(?P<state0>exhausted |ready |damaged |undamaged )?(?P<side>opposing |friendly |enemy |other )?"
    r"(?P<state>exhausted |ready |damaged |undamaged |attacking |defending )?)"
    r"(?P<tag>(?!(?i:" + KINDS_RE + r")\b)[A-Z][a-z'-]+(?: [A-Z][a-z'-]+)? )?"
    r"(?i:(?P<kinds>" + KINDS_RE + r"(?:(?:,| and| or|,\s*or|,\s*and| and/or)\s+" + KINDS_RE + r")*)"
    r"(?P<ctl> you control| in your party| an opponent controls| your opponents control| in an opponent's party)?"
    r"(?P<with> with cost (?P<cost>\d+) or (?P<cmp>less|more)| with damage on (?:it|them)| with no damage on (?:it|them))?)")


def _non_tags(phrase: str, name: str) -> Target | None:
    """ "target non-Horde, non-Alliance ally you control" ("non-[Horde], non-[Alliance]" once its icons are words): the
    target without those words (202.1a: it lacks each of them; ``targets.extra_match`` ``not_tags``; helper wres)."""
    m = rx.fullmatch(r"(target|each|all) ((?:non-[A-Z][\w'-]*,? )+)(.+)", phrase)
    if not m:
        return None
    base = target(f"{m.group(1)} {m.group(3)}", name)
    if base is None or base.kind not in ("chosen", "each") or "not_tags" in base.filter or "not_tag" in base.filter:
        return None
    base.filter["not_tags"] = rx.findall(r"non-([A-Z][\w'-]*)", m.group(2))
    return base


DEALT_THIS_TURN = re.compile(r"(.+?) that (?:(?P<was>was|were) dealt (?:(?P<what>combat|arcane|fire|frost|nature|shadow|holy|melee|ranged) )?"
                             r"damage(?P<hero> by your hero)?|(?P<dealt>dealt) damage) this turn", re.I)
"""A target phrase narrowed by this turn's damage ("target hero or ally that was dealt damage this
turn", "… that was dealt combat damage by your hero this turn", "each opposing hero and ally that
dealt damage this turn"): the filter key ``dealt_turn`` (``engine.wow.targets.dealt_this_turn``)."""


_EITHER = re.compile(r"(target|each) (opposing |friendly )?((?:[A-Z][\w'-]*(?: [A-Z][\w'-]*)?,? )+or [A-Z][\w'-]*(?: [A-Z][\w'-]*)?) (ally|hero or ally)")


def _either_tag(phrase: str) -> Target | None:
    """ "target Demon or Undead ally" / "target Demon ally or Undead ally" / "target Death Knight,
    Ghoul, or Undead ally": a character with any one of the tags (race, class, tag; 202.1)."""
    p = rx.sub(r"^(target|each) ([A-Z][\w'-]*) ally or ([A-Z][\w'-]*) ally$", r"\1 \2 or \3 ally", phrase.strip())
    m = _EITHER.fullmatch(p)
    if not m:
        return None
    tags = [t.strip() for t in rx.split(r",? or |, ", m.group(3).strip().rstrip(",")) if t.strip()]
    if len(tags) < 2 or any(" " in t and t not in CLASSES for t in tags) or any(t.lower() in KIND_WORDS for t in tags):
        return None  # "Black or Twilight Dragonkin": a shared last word, read elsewhere
    flt: dict[str, Any] = {"types": ["ally"] if m.group(4) == "ally" else ["hero", "ally"], "any_tag": tags}
    if m.group(2):
        flt["side"] = m.group(2).strip()
    return Target("chosen" if m.group(1) == "target" else "each", flt)


def target(phrase: str, name: str) -> Target | None:
    phrase = phrase.strip().rstrip(".")
    if (m := DEALT_THIS_TURN.fullmatch(phrase)) and (base := target(m.group(1), name)) is not None and base.kind in ("chosen", "each"):
        what = (m.group("what") or "").lower()
        spec: dict[str, Any] = {"role": "source" if m.group("dealt") else "target"}
        if what == "combat":
            spec["combat"] = True
        elif what:
            spec["dtype"] = what
        if m.group("hero"):
            spec["by"] = "hero"
        base.filter["dealt_turn"] = spec
        return base
    m = rx.fullmatch(r"(.*?\b)(ally|allies) (tokens?)\b(.*)", phrase, re.I)
    if m and (base := target(f"{m.group(1)}{m.group(2) if m.group(3) == 'token' else m.group(2)[0] + 'llies'}{m.group(4)}", name)) is not None and base.kind in ("chosen", "each") \
            and "tag" not in base.filter:
        base.filter["tag"] = "Token"  # "ally tokens in your party": a token's tags include Token (404.2, procedure.make_tokens)
        return base
    if name and phrase.lower() in (name.lower(), name.split(",")[0].lower(), name.split(" ")[0].lower()):
        return Target("self", {})
    if (hit := _ANY_TARGET.fullmatch(phrase)) is not None:
        tgt = TARGETS[int(hit.lastgroup[1:])][1]
        return Target(tgt.kind, dict(tgt.filter), tgt.count, tgt.up_to)
    if (either := _either_tag(phrase)) is not None:  # "target Demon or Undead ally", "target Death Knight, Ghoul, or Undead ally"
        return either
    m = GENERIC.fullmatch(phrase)
    tag_only = rx.fullmatch(r"([Tt]arget|[Ee]ach) (opposing |friendly )?([A-Z][\w'-]+)", phrase)
    if not m and tag_only and tag_only.group(3).lower() not in KIND_WORDS:  # "target Demon": a Demon hero or ally
        flt0: dict[str, Any] = {"types": ["hero", "ally"], "tag": tag_only.group(3)}
        if tag_only.group(2):
            flt0["side"] = tag_only.group(2).strip().replace("friendly", "friendly")
        return Target("chosen" if tag_only.group(1).lower() == "target" else "each", flt0)
    second = rx.fullmatch(r"(another|a second) (target .+)", phrase, re.I)
    if not m and second and (base := target(second.group(2), name)) is not None and base.kind == "chosen":
        base.filter["distinct"] = True  # EN 706: a different card from the other targets ("another": nor this card)
        if second.group(1).lower() == "another":
            base.filter["exclude_self"] = True
        return base
    if not m and "[" in phrase and (bare := rx.sub(r"\[(\w+)\]", r"\1", phrase)) != phrase:
        return target(bare, name)  # "target [Horde] hero or ally you control"
    if not m:
        return group_target(phrase) or resource_target(phrase) or _non_tags(phrase, name)  # "Your Melee weapons"; "target resource" (412)
    kinds = sorted({KIND_WORDS[w.lower()] for w in rx.findall(r"[A-Za-z]+", m.group("kinds")) if w.lower() in KIND_WORDS})
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
        damage = "undamaged" if "no damage" in m.group("with") else "damaged"
        flt["also_state" if "state" in flt else "state"] = damage  # "target exhausted ally with damage on it": both (Ghank)
    q = m.group("q").lower()
    return Target("chosen" if q == "target" else "each", flt)


def subject(phrase: str, name: str) -> str | None:
    """Who deals damage: ``hero`` (your hero), ``self`` (this card) — 408.2c source."""
    phrase = phrase.strip()
    if phrase.lower() == "your hero":
        return "hero"
    if phrase.lower() in ("it", "this ally", "this totem", "this card", "he", "she") or (name and (phrase == name or name.startswith(phrase))):
        return "self"
    if phrase.lower() == "this hero" or (phrase.lower() not in SELF_WORDS and is_self(phrase, name)):
        return "self"  # a hero card's "this hero"; a word of the name ("Dudefella" for Lt. Commander Dudefella)
    return None


PER_KEYS = {"damage dealt this way": "dealt", "damage dealt": "dealt", "damage on him": "self_damage", "damage on her": "self_damage",
            "damage on it": "self_damage", "resource you control": "resources", "resource you have": "resources", "card in your hand": "hand",
            "ally you control": "allies", "ally in your party": "allies", "equipment you control": "equipment",
            "equipment you have": "equipment", "opposing hero": "opposing_heroes", "opposing ally": "opposing_allies"}
PER = re.compile(r" for each (" + "|".join(PER_KEYS) + r"|[^,]+?)$", re.I)


PER_READERS: list = []
"""More readers of a "for each X" phrase (``phrase -> key or None``), tried after the fixed keys and
``per_filter``; families append theirs as they are imported (e.g. ``templates_wscale_per``)."""


def per_key(phrase: str) -> str | dict | None:
    """What "for each X" counts: a fixed key (``keywords.per_count``) or a card count
    (``engine.wow.cards.conditions.per_filter``)."""
    return PER_KEYS.get(phrase.lower()) or per_filter(phrase) or next((k for r in PER_READERS if (k := r(phrase)) is not None), None)
"""A trailing "for each X" multiplies the amounts by a count taken on resolution (or continuously for
a static power)."""



_ICONS = "Melee|Ranged|Fire|Frost|Nature|Shadow|Holy|Arcane"


@lru_cache(maxsize=4096)
def clean(sentence: str) -> str:
    """Icons to words ("[Health]" → health, "2 [Fire] / 3 [Health]" → "2 / 3", "nature [Nature] damage" →
    "nature damage"; a damage-type icon elsewhere is the card's tag: "Other [Shadow] allies" → "Other
    Shadow allies", 202.1a), spaces tidied."""
    s = sentence.strip().rstrip(".").strip()
    s = rx.sub(r"\[Health\]", "health", s, flags=re.I)
    s = rx.sub(r"(?:(?<=\d)|(?<=\d\s))\s*\[(?:Melee|Ranged|Fire|Frost|Nature|Shadow|Holy|Arcane|ATK)\]", "", s, flags=re.I)
    s = rx.sub(r"\b(" + _ICONS + r")\s*\[\1\]", r"\1", s, flags=re.I)  # "nature [Nature] damage": the word and its icon
    s = rx.sub(r"\s*\[ATK\]", "", s, flags=re.I)
    s = rx.sub(r"\[(" + _ICONS + r")\]", lambda m: m.group(1).title(), s, flags=re.I)
    s = rx.spaces(s)
    s = rx.sub(r"([+-]\d+) ATK ?/ ?([+-]\d+) health", r"\1/\2", s)
    return s



KEYWORD_ALT = "|".join(re.escape(k) for k in sorted(GRANTABLE, key=len, reverse=True))


SELF_WORDS = ("this ally", "this card", "this totem", "this weapon", "this armor", "this item", "this ability", "this hero", "it")
EVENTS: list[tuple[re.Pattern, str]] = [(re.compile(p, re.I), t) for p, t in [
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
    (r"When you place a resource, (.+)", "resource_enters"),  # 412.1b: the resource placed (helper gear)
    (r"When you complete a quest, (.+)", "complete_quest"),
    (r"When you complete your first quest each turn, (.+)", "complete_first_quest"),  # engine.wow.quest_paid (helper wres)
    (r"When you strike with (?P<subj>.+?), (.+)", "strike_self"),
    (r"When you strike with a weapon, (.+)", "strike_any"),
    (r"When an opposing ally enters play, (.+)", "enter_opposing_ally"),
    (r"When an opposing hero or ally attacks, (.+)", "attacks_opposing"),
    (r"When your hero (?:defends|is attacked), (.+)", "defends_hero"),
    (r"When your hero protects, (.+)", "protects_hero"),
    (r"When (?:an|another) ally enters play under your control, (.+)", "enter_friendly_ally"),
    (r"When an ally enters play under an opponent's control, (.+)", "enter_opposing_ally"),
]]


HERO_EVENTS = ("damaged_hero", "attacks_hero", "defends_hero", "protects_hero", "combat_damage_hero")
OTHER_EVENTS = ("enter_friendly_ally", "enter_opposing_ally", "attacks_opposing", "protects_opposing", "destroyed_friendly_ally", "exhausts_opposing",
                 "combat_damage_to_ally_self", "damage_to_ally_self", "damage_to_opposing_ally_self", "hero_combat_damage_to_ally",
                 "destroyed_opposing_ally", "destroyed_any_ally")
"""Triggers whose "it" is not the card with the power (EN 703)."""


def is_self(phrase: str, name: str, *, short: bool = True) -> bool:
    """The card itself: "this ally", its name or first word, and (``short``) its first two words or
    a word of its name it goes by ("Zin'tar" for Mojo Doctor Zin'tar, ``short_names``)."""
    p = phrase.strip().lower()
    if p in SELF_WORDS or (bool(name) and p in (name.lower(), name.split(",")[0].lower(), rx.split(r"[ ,]", name)[0].lower())):
        return True
    words = rx.split(r"[ ,]+", name)
    return short and bool(name) and p in (" ".join(words[:2]).lower(), *(w.lower() for w in short_names(name)))


def event_trigger(body: str, name: str, short: bool = True) -> tuple[str, str] | None:
    """ "When X, Y" where X is an event the engine announces (EN 703: triggered powers); ``short``:
    X may name the card by a short name (``is_self``)."""
    if not body.startswith("When "):
        return None
    for pattern, trig in EVENTS:
        m = pattern.fullmatch(body.strip())
        if not m:
            continue
        if "subj" in pattern.groupindex:
            if not is_self(m.group("subj"), name, short=short):
                continue
            return trig, m.group(2)
        if trig == "play_":
            return trig + m.group(1).lower(), m.group(2)
        return trig, m.group(1)
    return None



STAT = re.compile(r"([+-]\d+) ATK(?: and ([+-]\d+) health)?|([+-]\d+)\s*/\s*([+-]\d+)|([+-]\d+) health|([+-]\d+) DEF")


def stat_effects(part: str, tgt: Target, text: str) -> list[Effect] | None:
    """ "+2 ATK", "+1/+1", "+2 [DEF]" as continuous stat changes of ``tgt``, or None."""
    st = STAT.fullmatch(part)
    if not st:
        return None
    atk, hp = st.group(1) or st.group(3), st.group(2) or st.group(4) or st.group(5)
    pairs = [("atk", atk), ("health", hp), ("def", st.group(6))]
    return [Effect("modify_stat", int(n), tgt, stat=stat, duration="permanent", text=text) for stat, n in pairs if n]



def grant_parts(what: str, tgt: Target, text: str) -> list[Effect] | None:
    """ "+2 ATK and Stealth", "Elusive", "Protectors", "+2 / +2 and can't be targeted by opponents"."""
    out: list[Effect] = []
    for part in [p.strip() for p in rx.split(r",? and |, ", what) if p.strip()]:
        stats = stat_effects(part, tgt, text)
        if stats is not None:
            out += stats
            continue
        low = part.lower()
        if low in ("a protector", "protectors"):
            part = "Protector"
        elif low in ("can't be targeted by opponents", "can't be targeted by your opponents"):
            part = UNTARGETABLE
        elif low == "can't be destroyed":
            part = CANT_BE_DESTROYED
        elif low == "can't leave play":
            part = CANT_LEAVE_PLAY  # 103.2 (engine.wow.invincible)
        elif low == "can't be healed":
            part = CANT_BE_HEALED
        elif rx.fullmatch(r"can't ready during (?:its|it's|their) controllers?'?s? ready steps?", low):
            part = STAYS_EXHAUSTED
        elif low == "can't ready":
            part = CANT_READY
        n = rx.search(r" (\d+)$", part)
        key = next((k for k in (*GRANTABLE, CANT_BE_DESTROYED, CANT_LEAVE_PLAY, CANT_BE_HEALED, CANT_READY, STAYS_EXHAUSTED, "Mend") if k.lower() == rx.sub(r"\s+\d+$", "", part).lower()), None)
        if key is None:
            return None
        out.append(Effect("grant_keyword", int(n.group(1)) if n else 1, tgt, keyword=key, duration="permanent", text=text))
    return out or None


def search_filter(phrase: str) -> dict[str, Any] | None:
    """ "an ally card", "a [Nature] card", "a Pet or Demon ally", "an equipment", "a card named
    Ozumat" → ``engine.wow.search.card_matches`` keys (an empty filter: any card)."""
    p = rx.sub(r"\[(\w+)\]", r"\1", phrase.strip())
    m = rx.fullmatch(r"cards? named (.+)", p)
    if m:
        return {"name": m.group(1).strip()}
    p = rx.sub(r"s$", "", rx.sub(r" cards?$", "", p)) if p not in ("card", "cards") else "card"
    if p in ("card", "cards"):
        return {}
    flt = card_filter(p)
    if flt is None or (flt.get("tag") and " " in flt["tag"]):
        return None
    if (flt.get("tag") or "").lower() in (*DAMAGE_TYPES, "horde", "alliance"):
        return None  # search.card_matches reads tags, classes and races, not damage types or factions
    out: dict[str, Any] = {}
    if flt["types"] != card_filter("card")["types"]:
        out["types"] = flt["types"]
    if flt.get("tag"):
        out["tag"] = flt["tag"]
    return out


def short_names(name: str) -> list[str]:
    """Words of a card's name it may go by in its own text ("Avaressa" for "First Responder Avaressa")."""
    words = [w for w in rx.split(r"[ ,]+", name) if w]
    return [w for w in words if len(words) > 1 and len(w) >= 4 and w[0].isupper() and w.lower() not in TITLES]


def count(word: str) -> int | None:
    return int(word) if word.isdigit() else COUNT_WORDS.get(word.lower())


def turn_condition(text: str) -> dict | None:
    """Conditions of this family the shared catalogue doesn't read (engine.wow.conditions.holds)."""
    m = rx.fullmatch(r"you have (\w+) or more cards in (?:your )?hand", text, re.I)
    if m and (n := count(m.group(1))) is not None:
        return {"k": "hand", "min": n}
    if rx.fullmatch(r"you have more allies than each opponent", text, re.I):
        return {"k": "more_allies", "who": "you"}
    if rx.fullmatch(r"you didn't place a resource this turn", text, re.I):
        return {"k": "turn_placed", "not": True}  # 412.1a: the one resource placement of the turn
    if rx.fullmatch(r"this (?:ability|card|item|weapon|armor) is in play", text, re.I):
        return {"k": "state", "who": "self", "state": "in play"}
    m = rx.fullmatch(r"attached (?:character|hero|ally) is (damaged|undamaged)", text, re.I)
    if m:
        return {"k": "turn_host_state", "state": m.group(1).lower()}
    return None


COUNTER_STAT_WORDS = {"atk": "atk", "attack": "atk", "health": "health", "def": "def"}


@lru_cache(maxsize=1024)
def normalize_counter(kind: str) -> str:
    """One spelling per counter kind (404.1): "+1 / +1" → "+1/+1", "+1 [DEF]" → "+1 DEF", named kinds lower case
    (remembered per spelling: counters are read on every stat of a card in play)."""
    s = rx.sub(r"\s*/\s*", "/", kind.replace("[", "").replace("]", "").strip())
    s = rx.spaces(s)
    m = rx.fullmatch(r"([+-]\d+) (\w+)", s)
    if m and m.group(2).lower() in COUNTER_STAT_WORDS:
        word = COUNTER_STAT_WORDS[m.group(2).lower()]
        return f"{m.group(1)} {'health' if word == 'health' else word.upper()}"
    return s if rx.fullmatch(r"[+-]\d+/[+-]\d+", s) else _MISPRINTS.get(s.lower(), s.lower())


_MISPRINTS = {"fatugue": "fatigue"}
"""Counter kinds misspelt in the card data (Curse of Fatigue: "put a fatigue counter …", "… for each fatugue counter")."""


COST_KINDS = {"allies": {"types": ["ally"]}, "abilities": {"types": ["ability"]}, "equipment": {"types": ["weapon", "armor", "item"]},
         "weapons": {"types": ["weapon"]}, "cards": None, "quests": None, "totems": {"types": ["ability", "ally"], "tag": "Totem"},
         "pets": {"types": ["ability", "ally"], "tag": "Pet"}, "poisons": {"types": ["ability"], "tag": "Poison"}}
"""What "to play X" names in cost changes (403.2): plural kinds and tags → a card filter (None: any card)."""
