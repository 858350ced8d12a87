""""Draw a card for each 1 lore lost / damage removed this way" (issue 16): the draw counts what an
earlier step of the same ability took or removed (engine.lorcana.amounts, scales ``lore_lost`` and
``damage_removed``; 7.1.9 "this way")."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .registries import SENTENCES


@SENTENCES.register("draw_per_this_way", r"^Draw a card for each 1 (lore lost|damage removed) this way$", full=True, priority=33)
def draw_per_this_way(m: re.Match[str]) -> list[Effect]:
    key = "lore_lost" if m.group(1) == "lore lost" else "damage_removed"
    return [Effect("draw", amount=1, target=Target("player", {"who": "you"}), condition={"scale": {key: True}}, text=m.string)]
