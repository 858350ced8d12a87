"""Continuous doubling of damage packets (408.2a, EN 716; ``engine.wow.damage.doublings``): "If your
hero would deal non-combat damage, it deals double that much instead", "If your hero would deal fire
damage, it deals double that amount of damage instead", "If your hero would deal damage to a Demon,
it deals double that much instead", "If a hero would deal damage, it deals double that much
instead". Compiled as ``Effect("damage_bonus", 0, who, condition={"as": "source", "double": True,
"dtype"?, "combat"?, "to_tag"?})``; doublings apply after the "+N" replacements. "This turn" and
"with a weapon" wordings stay with other templates (or manual). Read by ``templates_statics``."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect

from .templates_bonus import _TYPE, _who

_DOUBLE = re.compile(r"if (?P<who>.+?) would deal " + _TYPE + r"damage(?: to an? (?P<tag>[A-Z][\w'-]+))?, (?:it|he|she|they) deals? "
                     r"double that (?:much|amount of damage) instead", re.I)


def damage_double(s: str, name: str, text: str) -> list[Effect] | None:
    """One cleaned sentence → a doubling ``damage_bonus`` continuous effect, or None."""
    m = _DOUBLE.fullmatch(s.strip().rstrip("."))
    if not m or (tgt := _who(m.group("who"), name)) is None:
        return None
    cond: dict[str, Any] = {"as": "source", "double": True}
    if m.group("dtype"):
        cond["dtype"] = m.group("dtype").lower()
    if m.group("kind"):
        cond["combat"] = m.group("kind").strip().lower() == "combat"
    if m.group("tag"):
        cond["to_tag"] = m.group("tag")
    return [Effect("damage_bonus", 0, tgt, duration="permanent", condition=cond, text=text)]
