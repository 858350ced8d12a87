"""Lines of the real deck lists' cards (issue #18, helper wreal) read here.

A Traitor hero's organization (Servants of the Betrayer): the last line of each such hero names the
group the traitor serves — "Shadowsworn" (Plague Demonsoul), "Hakkari" (Bloodtusk), "Scarlet Crusade"
(Crusader Michael Goodchilde) … It is no power: no keyword, no effect, and no card refers to these
names (a hero is a Traitor by its type line, 206.1), so the line is read as a power that does nothing
(203.2) and the card's automation rests on its other lines."""

from __future__ import annotations

import re

from . import rx
from .templates_tokens import token_effects

TRAITOR_ORGANIZATIONS = frozenset({
    "Auchenai", "Bloodscalp", "Burning Blade", "Crimson Hand", "Cult of the Dark Strand", "Druids of the Fang", "Grimtotem",
    "Hakkari", "Leper Gnome", "Scarlet Crusade", "Shadowforge", "Shadowsworn", "Shattered Hand", "Southsea Freebooters",
    "Tortured Spirit", "Wretched",
})
"""The organizations printed on the Traitor heroes of the card data (each on one line of its own)."""


def traitor_label(line: str, ctype: str) -> bool:
    """Whether ``line`` of a hero is only its Traitor organization's name."""
    return ctype == "hero" and line.strip().rstrip(".") in TRAITOR_ORGANIZATIONS


def opponent_may(part: str) -> dict | None:
    """A face-up cost (412.1b, 403.1) "choose an opponent, and he may draw a card" / "… he may put two
    Broken Arena ally tokens into play with 1 [Melee] ATK / 1 health" (The Ring of Blood quests) →
    ``{"opponent_may": {"draw": N}}`` or ``{"opponent_may": {"tokens": token, "n": N}}``, or None."""
    m = rx.fullmatch(r"choose an opponent, and he may (.+)", part.strip().rstrip("."), re.I)
    if m is None:
        return None
    what = m.group(1)
    d = rx.fullmatch(r"draw (a|one|two|three) cards?", what, re.I)
    if d:
        return {"opponent_may": {"draw": {"a": 1, "one": 1, "two": 2, "three": 3}[d.group(1).lower()]}}
    effs = token_effects(what[0].upper() + what[1:])
    if effs and len(effs) == 1 and effs[0].op == "play_free" and (effs[0].condition or {}).get("token") and effs[0].target is not None and effs[0].target.kind == "player":
        return {"opponent_may": {"tokens": dict(effs[0].condition["token"]), "n": effs[0].amount}}
    return None
