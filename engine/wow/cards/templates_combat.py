"""Removing from combat (EN 603; ``engine.wow.combat.remove_from_combat``): "Remove target
attacker from combat", "Remove this ally from combat"."""

from __future__ import annotations

import re

from engine.core.effects import Effect

from .readers import target
from .registry import SENTENCES


@SENTENCES.register("remove_from_combat", r"remove (.+?) from combat", full=True, priority=168, flags=re.I)
def _remove_from_combat(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    tgt = target(m.group(1), name)
    if tgt is None or tgt.kind not in ("chosen", "self", "player_hero"):
        return None
    return [Effect("remove_from_combat", 0, tgt, text=sentence)]
