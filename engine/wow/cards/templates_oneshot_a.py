"""Helper oneshot_a: effect sentences the other templates don't read (ops: ``engine.wow.resolution_checks``).

- "If a Mage you control is defending, remove it from combat and draw a card." (Lesson of the Arcane) → every
  defending hero or ally you control with that tag (202.3) is removed from combat (EN 603); then, only if one was
  (``osa_check_target`` "any", EN 709), you draw a card. Checked as it resolves, not targeted (EN 706).
"""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .registry import SENTENCES


@SENTENCES.register("osa_tag_defending_out", r"if an? ([A-Z][a-z]+) you control is defending, remove it from combat and draw a card",
                    full=True, priority=150, flags=re.I)
def _tag_defending_out(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    flt = {"types": ["hero", "ally"], "tag": m.group(1), "side": "friendly", "state": "defending"}
    return [Effect("remove_from_combat", 0, Target("each", flt), text=sentence),
            Effect("osa_check_target", 0, Target("previous"), stat="any", text=sentence),
            Effect("draw", 1, None, condition={"if_done": True}, text="Draw a card.")]
