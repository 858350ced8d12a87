"""Helper wtrig (issue #18): effect sentences of triggered powers where the controller picks among his
own cards on resolution (EN 709.1, ``engine.wow.forced``: no target, EN 706) and a "non-X" group.

- "You may destroy another ally you control." / "… another ability, ally, or equipment you control."
  → ``player_picks`` (``stat="destroy"``) by the link's controller, the source excluded (``exclude_self``);
  "If you do, …" reads whether a card was picked (EN 709.3).
- "You may exhaust a hero or ally in your party." → ``player_picks`` ``stat="exhaust"`` among his ready
  ones (411.1: exhausting an exhausted card is not doing it, so "If you do" needs a ready one).
- "You may put a resource you control into your hand." → ``player_picks`` ``stat="hand"`` (412).
- "Destroy all non-Demon allies." → ``destroy`` each ally lacking that race/class/tag word (202.1a).
"""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .conditions import card_filter
from .registry import SENTENCES


def _pick(stat: str, flt: dict, optional: bool, sentence: str) -> list[Effect]:
    return [Effect("player_picks", 1, Target("player"), stat=stat, optional=optional, condition={"filter": flt}, text=sentence)]


@SENTENCES.register("wtrig_destroy_another", r"(you may )?destroy another (.+?) you control", full=True, priority=150, flags=re.I)
def _destroy_another(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "(You may) destroy another ally you control." (EN 709.1: picked on resolution, not targeted)."""
    flt = card_filter(m.group(2))
    if flt is None or "hero" in flt.get("types", []):
        return None
    return _pick("destroy", {**flt, "exclude_self": True}, bool(m.group(1)), sentence)


@SENTENCES.register("wtrig_exhaust_in_party", r"(you may )?exhaust an? (hero or ally|ally) in your party", full=True, priority=150, flags=re.I)
def _exhaust_in_party(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "(You may) exhaust a hero or ally in your party." (411.1; a ready one, EN 709.3)."""
    flt = card_filter(m.group(2))
    return None if flt is None else _pick("exhaust", {**flt, "state": "ready"}, bool(m.group(1)), sentence)


@SENTENCES.register("wtrig_resource_to_hand", r"(you may )?put an? resource you control into your hand", full=True, priority=150, flags=re.I)
def _resource_to_hand(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "(You may) put a resource you control into your hand." (412: any card of his resource row)."""
    return _pick("hand", {"types": ["resource"]}, bool(m.group(1)), sentence)


@SENTENCES.register("wtrig_destroy_all_non", r"[Dd]estroy all non-([A-Z][\w'-]*) allies", full=True, priority=150)
def _destroy_all_non(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Destroy all non-Demon allies." (202.1a: an ally without that word among its race, classes and tags)."""
    return [Effect("destroy", 0, Target("each", {"types": ["ally"], "not_tag": m.group(1)}), text=sentence)]
