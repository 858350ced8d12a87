"""Resources readied "that many" times (EN 703: a triggered power's "that many" is the damage of the
event that triggered it): "ready up to that many of your resources" (Infuriate, Osha Shadowdrinker,
Blademistress Lyss) and "target player may ready that many of his resources" (Sword of Zeal).
Not targets (EN 706): the player picks the exhausted resources on resolution (EN 709.1), any number
up to that many, or with "may" all of them or none (EN 709.3). Compiled as ``player_picks``
(``engine.wow.forced``, ``engine.wow.up_to_picks``) with ``per="dealt"``: the count is the event's
damage (``engine.wow.procedure``). ``templates_self`` reads "that many" as 1 first: "up to 1" is
the same sentence there."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .registry import SENTENCES, TEXTS

_EXHAUSTED = {"types": ["resource"], "state": "exhausted"}


@SENTENCES.register("ready_up_to_that_many", r"ready up to (?:that many|1) of your resources", full=True, priority=364, flags=re.I)
def _up_to_that_many(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Ready up to that many of your resources." (411.1; EN 709.1)"""
    return [Effect("player_picks", 1, Target("player"), stat="ready",
                   condition={"filter": dict(_EXHAUSTED), "up_to": True, "per": "dealt"}, text=sentence)]


@TEXTS.register("may_ready_that_many", r"\s*target player may ready (?:that many|1) of his resources\.?\s*", full=True, priority=141, flags=re.I)
def _may_ready_that_many(m: re.Match, name: str) -> list[Effect]:
    """ "Target player may ready that many of his resources." (411.1; EN 709.3: all of them or none).
    A whole effect text: the sentence table's "may" template (tried first) reads "X may Y" otherwise."""
    return [Effect("player_picks", 1, Target("chosen", {"player": True}), stat="ready",
                   condition={"filter": dict(_EXHAUSTED), "may": True, "per": "dealt"}, text=m.group(0).strip())]
