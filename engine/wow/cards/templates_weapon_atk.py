"""Amounts from a weapon you pick (303.2a weapon ATK; ``engine.wow.forced``): "Your hero deals X
melee damage to target hero or ally, where X is 1 plus the ATK of one of your Melee weapons", "…
where X is the ATK of a Melee weapon you control". The weapon is picked as the effect resolves
(it isn't a target); with none, X is the number alone (104.2: an undefined value is 0)."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from . import rx
from .conditions import card_filter
from .registry import SENTENCES, compile_sentence


@SENTENCES.register("weapon_atk_damage", r"(your hero deals) X (\w+) damage to ((?:target|each) [^,]+), where X is (?:(\d+) plus )?"
                    r"the ATK of (?:one of your ([\w -]+?) weapons|an? ([\w -]+?) weapon you control|one of your ([A-Z]\w+?)s)", full=True, priority=60, flags=re.I)
def _weapon_atk(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    if rx.search(r"\b(?:up to|each of)\b", m.group(3), re.I):
        return None  # several targets would each need the amount: not read
    tag = (m.group(5) or m.group(6) or m.group(7)).strip()  # "one of your Daggers": a Dagger weapon
    flt = card_filter(f"{tag} weapon")
    base = compile_sentence(f"{m.group(1)} {m.group(4) or 0} {m.group(2)} damage to {m.group(3)}", name)
    if flt is None or not base or len(base) != 1 or base[0].op != "damage":
        return None
    dmg = base[0]
    dmg.condition = {**(dmg.condition or {}), "plus_ref": "atk"}
    dmg.text = sentence
    return [Effect("player_picks", 1, Target("player"), stat="choose", condition={"filter": flt}, text=sentence), dmg]
