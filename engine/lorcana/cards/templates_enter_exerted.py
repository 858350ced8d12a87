""""This character may enter play exerted to [effect]" (issue 16): an "enter" ability is a
replacement effect (7.7.4). Compiled as the static "may enter play exerted" (asked as the
character enters play, engine.lorcana.play.bodyguard_question) carrying the effects that happen
when its player says yes (engine.lorcana.enter_exerted)."""

from __future__ import annotations

import re

from .model import Ability
from .readers import cap
from .registries import ABILITIES, parse_effects, parse_static


@ABILITIES.register("may_enter_exerted_to", r"[Tt]his character may enter play exerted to (.+?)\.?", full=True)
def may_enter_exerted_to(m: re.Match[str], out: Ability) -> Ability | None:
    if out.kind != "static":
        return None
    static = parse_static("This character may enter play exerted")
    effs = parse_effects(cap(m.group(1)) + ".")
    if not static or not effs:
        return None
    out.static, out.effects = static, effs
    return out
