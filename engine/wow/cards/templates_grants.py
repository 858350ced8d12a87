"""Sentences that give a card something for a while (EN 714): keywords and lists of keywords and
stat changes ("Target ally has +2 ATK and Stealth this turn"), prevention shields (EN 717),
restrictions ("can't attack or protect this turn", 103.2) and "doesn't ready during its
controller's next ready step" (501.1a). Each registers in ``registry.SENTENCES`` with the priority
that keeps the compiler's order.
"""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from . import rx
from .keys import CANT_ATTACK, CANT_PROTECT, NEXT_PACKET, NO_READY, PREVENT, RETYPE
from .readers import GRANTABLE, KEYWORD_ALT, target
from .registry import SENTENCES

_ITEM = re.compile(r"([+-]\d+) ATK|([+-]\d+) health|([+-]\d+)\s*/\s*([+-]\d+)|(" + KEYWORD_ALT + r")(?: (\d+))?", re.I)


@SENTENCES.register("grant_list", priority=20)
def _grant_list(s: str, name: str, sentence: str) -> list[Effect] | None:
    """ "Target ally has +2 ATK and Stealth this turn", "Target ally has Assault 2, Ferocity, and
    Long-Range this turn", "Your hero has Long-Range this combat" (EN 714: until the end of the
    turn / of the combat, 500.5)."""
    m = rx.fullmatch(r"(?:this turn, )?(.+?) (?:has|have|gains?|gets?|is|are) (.+?) (this turn|this combat)", s, re.I)
    if not m:
        return None
    parts = [p.strip() for p in rx.split(r",? and |, ", m.group(2)) if p.strip()]
    if len(parts) < 2 and m.group(3).lower() == "this turn":
        return None  # single grants: the templates below
    tgt = target(m.group(1), name)
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
    return out or None  # an empty reading lets the next template try


@SENTENCES.register("no_ready", r"(it|that ally|that character|that hero|they|(?:target|each) .+?) (?:can't|doesn't|don't) ready during (?:its|their) "
                    r"controllers?'?s? next ready step", full=True, priority=80, flags=re.I)
def _no_ready(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """501.1a: the card stays exhausted through one ready step (``engine.wow.turn_triggers``)."""
    if tgt := Target("previous", {}) if m.group(1).lower() in ("it", "that ally", "that character", "that hero", "they") else target(m.group(1), name):
        return [Effect("grant_keyword", 0, tgt, keyword=NO_READY, duration="permanent", text=sentence)]
    return None


def _prevent_duration(sentence: str) -> str:
    """How long a prevention made as a power resolves waits for damage (EN 717): "this turn" when the sentence says so
    (500.5, EN 503.2); printed without a duration, no rule ends it with the turn (305.1: a resolved ability's modifiers
    outlive it; 401.3a, 402.2b: they apply for their duration), so it waits until used or until its card changes zones
    and becomes a new card (415.9a; ``state.Shield.duration``) — as a stat change does (templates_basic._stat_duration)."""
    return "this_turn" if rx.search(r"\bthis turn\b", sentence, re.I) else "permanent"


@SENTENCES.register("prevent_next_that", r"prevent the next (\d+) damage that (.+?) would be dealt(?: this turn)?", full=True, priority=120, flags=re.I)
def _prevent_next_that(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    if tgt := target(m.group(2), name):
        return [Effect("grant_keyword", int(m.group(1)), tgt, keyword=PREVENT, duration=_prevent_duration(sentence), text=sentence)]
    return None


@SENTENCES.register("is_keyword", r"(?:this turn, )?(.+?) (?:is|are) (?:an? )?(" + KEYWORD_ALT + r")s?(?: this turn)?", full=True, priority=130, flags=re.I)
def _is_keyword(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    if (tgt := target(m.group(1), name)) and tgt.kind != "player":
        key = next(k for k in GRANTABLE if k.lower() == m.group(2).lower())
        return [Effect("grant_keyword", 0, tgt, keyword=key, duration="this_turn", text=sentence)]
    return None


@SENTENCES.register("keyword_n", r"(?:this turn, )?(.+?) (?:has|have|gains?) (" + KEYWORD_ALT + r") (\d+)(?: this turn)?", full=True, priority=140, flags=re.I)
def _keyword_n(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    if tgt := target(m.group(1), name):
        key = next(k for k in GRANTABLE if k.lower() == m.group(2).lower())
        return [Effect("grant_keyword", int(m.group(3)), tgt, keyword=key, duration="this_turn", text=sentence)]
    return None


@SENTENCES.register("prevent_next_to", r"prevent the next (\d+) damage that would be dealt to (.+?)(?: this turn)?", full=True, priority=220, flags=re.I)
def _prevent_next_to(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    if tgt := target(m.group(2), name):
        return [Effect("grant_keyword", int(m.group(1)), tgt, keyword=PREVENT, duration=_prevent_duration(sentence), text=sentence)]
    return None


@SENTENCES.register("retype_any_damage", r"if (an opposing ally|opposing allies) would deal any type of damage(?: this turn)?, (?:it|they) deals? "
                    r"(arcane|fire|frost|holy|melee|nature|ranged|shadow) damage instead", full=True, priority=219, flags=re.I)
def _retype_any_damage(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "If an opposing ally would deal any type of damage, it deals shadow damage instead." (Echo of the Elements, no
    "Ongoing:"): a replacement (408.2a, EN 716) made as the ability resolves, on each opposing ally in play then (the set
    fixed as it resolves, EN 714.1 as the engine reads it: Unholy Power); printed without a duration, it lasts until that
    ally changes zones (305.1, 401.3a, 415.9a), "this turn" when printed (``packet_retype.retype``)."""
    if (tgt := target("opposing allies", name)) is None:
        return None
    return [Effect("grant_keyword", 1, tgt, keyword=RETYPE + m.group(2).lower(), duration=_prevent_duration(sentence), text=sentence)]


@SENTENCES.register("prevent_next_time", r"the next time (.+?) would be dealt damage this turn, prevent it", full=True, priority=225, flags=re.I)
def _prevent_next_time(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "The next time target ally would be dealt damage this turn, prevent it.": a shield that
    prevents the whole next packet dealt to it this turn (405.5, EN 717; ``keys.NEXT_PACKET``)."""
    if (tgt := target(m.group(1), name)) and tgt.kind != "player":
        return [Effect("grant_keyword", NEXT_PACKET, tgt, keyword=PREVENT, duration="this_turn", text=sentence)]
    return None


@SENTENCES.register("prevent_all", r"prevent all (?:combat )?damage that would be dealt to (.+?)(?: this turn)?", full=True, priority=230, flags=re.I)
def _prevent_all(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    if (tgt := target(m.group(1), name)) and "combat" not in m.string.lower():
        return [Effect("grant_keyword", 1_000_000, tgt, keyword=PREVENT, duration=_prevent_duration(sentence), text=sentence)]
    return None


@SENTENCES.register("dealt_this_way", r"(?:a|each) (?:character|hero or ally|ally|hero) dealt damage this way (can't attack(?: or protect)?|has ([+-]\d+) ATK) this turn",
                    full=True, priority=250, flags=re.I)
def _dealt_this_way(m: re.Match, name: str, sentence: str) -> list[Effect]:
    prev = Target("previous", {})
    if m.group(2):
        return [Effect("modify_stat", int(m.group(2)), prev, stat="atk", duration="this_turn", text=sentence)]
    out = [Effect("grant_keyword", 0, prev, keyword=CANT_ATTACK, duration="this_turn", text=sentence)]
    if "protect" in m.group(1).lower():
        out.append(Effect("grant_keyword", 0, prev, keyword=CANT_PROTECT, duration="this_turn", text=sentence))
    return out


@SENTENCES.register("cant_attack", r"(.+?) (?:can't|cannot) attack(?: or protect)? this turn", full=True, priority=260, flags=re.I)
def _cant_attack(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    if tgt := target(m.group(1), name):
        out = [Effect("grant_keyword", 0, tgt, keyword=CANT_ATTACK, duration="this_turn", text=sentence)]
        if "protect" in m.string.lower():
            out.append(Effect("grant_keyword", 0, tgt, keyword=CANT_PROTECT, duration="this_turn", text=sentence))
        return out
    return None


@SENTENCES.register("cant_protect", r"(.+?) (?:can't|cannot) protect this turn", full=True, priority=270, flags=re.I)
def _cant_protect(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    if tgt := target(m.group(1), name):
        return [Effect("grant_keyword", 0, tgt, keyword=CANT_PROTECT, duration="this_turn", text=sentence)]
    return None


@SENTENCES.register("grant_keyword", r"(?:this turn, )?(.+?) (?:has|have|gains?) (" + "|".join(re.escape(k) for k in GRANTABLE) + r")(?: this turn)?",
                    full=True, priority=440, flags=re.I)
def _grant_keyword(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    if tgt := target(m.group(1), name):
        key = next(k for k in GRANTABLE if k.lower() == m.group(2).lower())
        return [Effect("grant_keyword", 0, tgt, keyword=key, duration="this_turn", text=sentence)]
    return None
