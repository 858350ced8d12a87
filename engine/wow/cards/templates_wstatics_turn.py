"""One-shot continuous effects "this turn" (EN 714) the other sentence templates leave: "Opposing
heroes and allies lose and can't have Elusive, Stealth, and Untargetable this turn" (103.2, the
cards in the group as it resolves), "Your weapons can't be destroyed this turn" (103.2), "Target
ally has Assult 2 this turn" (a misprint of Assault)."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from . import rx
from .keys import CANT_BE_DESTROYED, LOSES
from .readers import GRANTABLE, target
from .registry import SENTENCES


def _cards(phrase: str, name: str) -> Target | None:
    tgt = target(phrase, name)
    return tgt if tgt is not None and tgt.kind in ("chosen", "each", "self", "player_hero") and not tgt.filter.get("player") else None


@SENTENCES.register("wstatics_lose_this_turn", r"(.+?) loses? and can't have (.+?) this turn", full=True, priority=226, flags=re.I)
def _lose(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    keys = [next((k for k in GRANTABLE if k.lower() == part.strip().lower()), None) for part in rx.split(r",? and |, ", m.group(2))]
    tgt = _cards(m.group(1), name)
    if tgt is None or not keys or None in keys:
        return None  # "powers": another family's
    out = [Effect("grant_keyword", 1, tgt, keyword=LOSES + str(k), duration="this_turn", text=sentence) for k in keys]
    for e in out[1:]:
        e.target = Target("previous", {}) if tgt.kind == "chosen" else tgt
    return out


@SENTENCES.register("wstatics_cant_be_destroyed_turn", r"(.+?) can't be destroyed this turn", full=True, priority=227, flags=re.I)
def _indestructible(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    tgt = _cards(m.group(1), name)
    return [Effect("grant_keyword", 1, tgt, keyword=CANT_BE_DESTROYED, duration="this_turn", text=sentence)] if tgt is not None else None


@SENTENCES.register("wstatics_assult", r"(target .+?) has Assult (\d+) this turn", full=True, priority=228, flags=re.I)
def _assult(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    tgt = _cards(m.group(1), name)
    return [Effect("grant_keyword", int(m.group(2)), tgt, keyword="Assault", duration="this_turn", text=sentence)] if tgt is not None else None


@SENTENCES.register("wstatics_loses_powers", r"(target .+?|(?:a|each) (?:character|hero or ally|ally|hero) dealt damage this way) (?:loses and can't have powers|loses all powers) this turn",
                    full=True, priority=160, flags=re.I)
def _loses_powers(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """103.2: "Target ally loses and can't have powers this turn." — the op ``lose_powers``; "… loses all powers this turn"
    (Dragon's Breath) read the same way, as Polymorph's "loses all powers" (``attach_misprints``)
    (``engine.wow.lost_powers``); "A character dealt damage this way …": the previous target."""
    who = m.group(1)
    tgt = Target("previous", {}) if "this way" in who.lower() else _cards(who, name)
    if tgt is None or tgt.kind not in ("chosen", "previous"):
        return None
    return [Effect("lose_powers", 0, tgt, duration="this_turn", text=sentence)]
