"""Keywords a card gives its owner's hero while it is in his graveyard (EN 701: a card's own text says
where its power works): "While this ally is in your graveyard, your hero has Mend 1." (Zealot Kalinov),
"While this weapon is in your graveyard, your hero has Protector." (Blade of the Empty Void), "When this
ally is in your graveyard, your hero has Assault 1." (Broderick Langforth: "When" for "While"). Compiled
as ``Effect("grave_grant_keyword", N, Target("player_hero"), keyword=K)``, a continuous power that does
nothing in play; ``engine.wow.graveyard_keywords`` reads it from the graveyards. Read by ``templates_statics``."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .schema import KEYWORDS

OP = "grave_grant_keyword"
"""The op of such a power (registered in ``engine.wow.ops``)."""

_KW = "|".join(re.escape(k) for k in sorted(KEYWORDS, key=len, reverse=True))
_LINE = re.compile(r"(?:while|when) this (?:ally|weapon|armor|item|equipment|card) is in your graveyard, your hero has (" + _KW + r")(?: (\d+))?\.?", re.I)


def grave_keyword(s: str, name: str, text: str) -> list[Effect] | None:
    """One cleaned sentence → a ``grave_grant_keyword`` continuous power, or None."""
    m = _LINE.fullmatch(s.strip())
    if not m:
        return None
    word = next(k for k in KEYWORDS if k.lower() == m.group(1).lower())
    return [Effect(OP, int(m.group(2) or 1), Target("player_hero"), keyword=word, duration="permanent", text=text)]
