"""Removing from combat, the wordings ``templates_combat`` leaves (EN 603 removed from combat;
``engine.wow.combat.remove_from_combat``): "Remove all attackers from combat", "Remove a character
dealt damage this way from combat", "If your hero is in combat, remove it from combat and ready
it", "If Avanthera is in combat, remove her from combat", "It can't ready during it's controller's
next ready step" (the printed misspelling of 501.1a's wording), "Your hero is Elusive this turn. If
it's defending, remove all attackers from combat." ("it": your hero)."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from . import rx
from .keys import NO_READY
from .readers import is_self
from .registry import PAIRS, SENTENCES, compile_sentence

ATTACKERS = Target("each", {"types": ["hero", "ally"], "state": "attacking"})


@SENTENCES.register("wcombat_remove", r"remove (all attackers|target opposing attacker|(?:a character|characters|each character) dealt damage this way) from combat",
                    full=True, priority=160, flags=re.I)
def _remove(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "all attackers": each attacking hero or ally (EN 600); "target opposing attacker"; "dealt
    damage this way": the characters the damage before was dealt to (408.2a)."""
    who = m.group(1).lower()
    if who == "all attackers":
        tgt = Target(ATTACKERS.kind, dict(ATTACKERS.filter))
    elif who == "target opposing attacker":
        tgt = Target("chosen", {**ATTACKERS.filter, "side": "opposing"})
    else:
        tgt = Target("previous", {})
    return [Effect("remove_from_combat", 0, tgt, text=sentence)]


@SENTENCES.register("wcombat_remove_if_in_combat", r"if (your hero|.+?) is in combat, remove (?:it|him|her) from combat( and ready (?:it|him|her))?", full=True,
                    priority=160, flags=re.I)
def _remove_if_in_combat(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """EN 600: "in combat" — the attacker or the defender of the current combat (then removed;
    "and ready it": readied too, 411.1)."""
    if m.group(1).lower() == "your hero":
        tgt, who = Target("player_hero", {}), "hero"
    elif is_self(m.group(1), name) and m.group(1).lower() != "it":
        tgt, who = Target("self", {}), "self"
    else:
        return None
    cond = {"if": {"k": "wc_in_combat", "who": who}}
    out = [Effect("remove_from_combat", 0, tgt, condition=dict(cond), text=sentence)]
    if m.group(2):  # readied first: once removed it is no longer in combat, and the order changes nothing else
        out.insert(0, Effect("untap", 0, Target(tgt.kind, {}), condition=dict(cond), text=sentence))
    return out


@SENTENCES.register("wcombat_no_ready_misspelt", r"(?:it|that character) can't ready during it's controller's next ready step", full=True, priority=79, flags=re.I)
def _no_ready(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """501.1a: the card the sentence before acted on stays exhausted through one ready step."""
    return [Effect("grant_keyword", 0, Target("previous", {}), keyword=NO_READY, duration="permanent", text=sentence)]


@PAIRS.register("wcombat_your_hero_if_its", priority=25)
def _your_hero_then_if_its(first: str, second: str) -> list[Effect] | None:
    """ "Your hero is Elusive this turn." + "If it's defending, remove all attackers from combat.":
    "it" is your hero, the subject of the sentence before (EN 709 "if", checked on resolution)."""
    m = rx.fullmatch(r"If it(?:'s| is) (attacking|defending), (remove all attackers from combat)\.?", second.strip(), re.I)
    if not m or not rx.match(r"your hero\b", first.strip(), re.I):
        return None
    a, b = compile_sentence(first, ""), compile_sentence(m.group(2)[0].upper() + m.group(2)[1:], "")
    if not a or not b or any(e.op == "manual" for e in a + b):
        return None
    for e in b:
        e.condition = {**(e.condition or {}), "if": {"k": "state", "who": "hero", "state": m.group(1).lower()}}
    return a + b
