"""An ally put from the graveyard into play by its keywords and a cost the resources bound (helper wres; 415.9, 710.1):
"Put target ally with Assault, Mend, or Protector and cost less than or equal to the number of resources you control from
your graveyard into play." (Restitution) — a chosen ally card in your graveyard (EN 706) with one of those printed keywords
and cost at most your resources (``search.card_matches``: ``any_keyword``, ``max_cost_resources``), checked again on
resolution (``graveyard_move`` ``condition["max_cost"] == "resources"``, ``engine.wow.graveyard``)."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .registry import SENTENCES


@SENTENCES.register("wres_graveyard_keyword_ally", r"put target ally with ((?:[A-Z][\w-]*)(?:(?:, or |, | or )[A-Z][\w-]*)*) and cost less than or equal to "
                    r"the number of resources you control from your graveyard into play", full=True, priority=24, flags=re.I)
def _keyword_ally(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    words = [w for w in re.findall(r"[A-Z][\w-]*", m.group(1))]
    if not words:
        return None
    flt = {"types": ["ally"], "zone": "graveyard", "side": "friendly", "any_keyword": words, "max_cost_resources": True}
    return [Effect("graveyard_move", 0, Target("chosen", flt), zone="play", condition={"max_cost": "resources"}, text=sentence)]
