"""The state of the cards in your inkwell (engine.lorcana.inkwell_state): "exert all cards in your
inkwell", "ready all cards in your inkwell"; and damage that ignores Resist ("This damage can't be
reduced by Resist", 10.6 / 1.2.2)."""

from __future__ import annotations

import re

from engine.core.effects import Effect

from .registries import SENTENCES, TEXTS, parse_effects


@SENTENCES.register("inkwell_state", r"^(Exert|Ready) all cards in your inkwell$")
def inkwell_state(m: re.Match[str]) -> list[Effect]:
    return [Effect("inkwell_state", condition={"exerted": m.group(1) == "Exert"}, text=m.string)]


@TEXTS.register("damage_ignores_resist", r"^(.+?\.) This damage can't be reduced by Resist\.?$")
def damage_ignores_resist(m: re.Match[str]) -> list[Effect] | None:
    """The damage of the sentence before is dealt in full: Resist doesn't reduce it (1.2.2: the
    card's "can't" beats the keyword's reduction, 10.6)."""
    effs = parse_effects(m.group(1))
    if not effs or effs[-1].op != "damage" or effs[-1].then:
        return None
    effs[-1].condition = {**(effs[-1].condition or {}), "no_resist": True}
    return effs
