"""Stat changes for a turn (or a combat) that apply only while a combat condition holds (EN 714,
EN 600 roles): "Bo'jo has +2 ATK while attacking this turn", "Target ally has +4 ATK while
defending this turn", "Your hero has +3 ATK while defending this combat", "Heroes and allies in
your party have +2 ATK while attacking allies this turn", "Target hero or ally has +2 ATK while
attacking and has Stealth this turn", "Opposing allies have -1 health while Keward is defending
this turn". Compiled as ``Effect("modify_while", n, target, stat=…, condition={"while": cond})``
(``engine.wow.combat_while``)."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from . import rx
from .conditions import parse_condition
from .readers import GRANTABLE, KEYWORD_ALT, is_self, target
from .registry import SENTENCES

_KINDS = {"heroes": "hero", "a hero": "hero", "allies": "ally", "an ally": "ally"}


def while_condition(phrase: str, name: str) -> dict[str, Any] | None:
    """ "attacking", "defending", "attacking heroes" / "an ally", "attacking or protecting",
    "in combat with your hero", "Keward is defending", "damaged" → a condition ``conditions.holds`` checks (the affected card is the
    subject of a bare one)."""
    p = phrase.strip()
    m = rx.fullmatch(r"attacking (heroes|a hero|allies|an ally)", p, re.I)
    if m:
        return {"k": "st_attacking", "kind": _KINDS[m.group(1).lower()]}
    if rx.fullmatch(r"attacking or protecting", p, re.I):
        return {"k": "wc_attack_or_protect"}
    m = rx.fullmatch(r"in combat with (.+)", p, re.I)
    if m:  # EN 600: "while in combat with your hero / Azarak" (engine.wow.statics checks st_in_combat)
        if m.group(1).lower() == "your hero":
            return {"k": "st_in_combat", "with": "hero"}
        return {"k": "st_in_combat", "with": "self"} if is_self(m.group(1), name) and m.group(1).lower() != "it" else None
    cond = parse_condition(p, name)
    if cond is not None and cond.get("k") == "state" and cond.get("state") in ("attacking", "defending", "damaged", "undamaged", "ready", "exhausted"):
        return cond
    return None


def _subject(phrase: str, name: str) -> Target | None:
    p = phrase.strip()
    if p.lower() in ("it", "that character", "that ally", "that hero"):
        return Target("previous", {})  # the target of the sentence before ("It also has +4 ATK while defending this turn")
    tgt = target(p, name)
    if tgt is None and is_self(p, name):
        tgt = Target("self", {})
    if tgt is None or tgt.kind not in ("chosen", "each", "self", "player_hero"):
        return None
    return tgt


@SENTENCES.register("wcombat_while", r"(?:this turn, )?(.+?) (?:also )?(?:has|have) (?:an additional )?([+-]\d+) (ATK|health) while (.+?)"
                    r"(?: and (?:has|have) (" + KEYWORD_ALT + r"))? (this turn|this combat)", full=True, priority=15, flags=re.I)
def _while_stat(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    tgt, cond = _subject(m.group(1), name), while_condition(m.group(4), name)
    if tgt is None or cond is None:
        return None
    duration = "this_turn" if m.group(6).lower() == "this turn" else "this_battle"
    out = [Effect("modify_while", int(m.group(2)), tgt, stat=m.group(3).lower(), duration=duration, condition={"while": cond}, text=sentence)]
    if m.group(5):  # "… and has Stealth this turn": the same card(s)
        key = next((k for k in GRANTABLE if k.lower() == m.group(5).lower()), None)
        if key is None or duration != "this_turn":
            return None
        out.append(Effect("grant_keyword", 0, Target("previous", {}) if tgt.kind == "chosen" else tgt, keyword=key, duration=duration, text=sentence))
    return out
