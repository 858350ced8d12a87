"""\"Can't attack or exhaust this turn\" (103.2: a "can't" wins over a "can"): Freeze's Death Rattle
"Target opposing ally or weapon can't attack or exhaust this turn.", Frost Wave "Up to two target
allies can't attack or exhaust this turn." — the pseudo-keywords ``CANT_ATTACK`` (checked by combat)
and ``CANT_EXHAUST`` (``engine.wow.restrictions.can_exhaust``) until the end of the turn. The
continuous "Attached ally can't attack or exhaust." is read by ``templates_statics``."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from . import rx
from .keys import CANT_ATTACK, CANT_EXHAUST
from .readers import target
from .registry import SENTENCES

_KEYS = {"attack or exhaust": (CANT_ATTACK, CANT_EXHAUST), "exhaust": (CANT_EXHAUST,)}


@SENTENCES.register("cant_exhaust_turn", r"(.+?) can't (attack or exhaust|exhaust) this turn", full=True, priority=258, flags=re.I)
def _cant_exhaust(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    who = m.group(1)
    if rx.fullmatch(r"(?:a|each) (?:character|hero or ally|ally|hero) dealt damage this way", who, re.I):
        tgt: Target | None = Target("previous", {})
    else:
        tgt = target(who, name)
    if tgt is None or tgt.kind == "player":
        return None
    return [Effect("grant_keyword", 0, tgt, keyword=k, duration="this_turn", text=sentence) for k in _KEYS[m.group(2).lower()]]
