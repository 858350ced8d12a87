"""Keywords a card has only while it attacks one card (EN 714 with a "while" part, EN 601–602): "Heroes and allies
you control have Assault 1 while attacking the Traitor King this turn." (Death to the Traitor King).

A keyword modifier (``Modifier.keyword``) whose stat is ``wd31_attacking:{uid}`` counts (``keywords._keywords``) only
while the card it is on is the attacker and the card ``uid`` the defender of the combat now."""

from __future__ import annotations

from typing import Any

PREFIX = "wd31_attacking:"


def stat_for(defender: int) -> str:
    """The modifier stat of a keyword that counts only while attacking ``defender``."""
    return f"{PREFIX}{defender}"


def holds(st: Any, uid: int, stat: str) -> bool:
    """The card ``uid`` attacks the card the stat names now (EN 601.1: the attacker; 602: the defender)."""
    c = st.combat
    return c is not None and c.stage in ("proposed", "step") and c.attacker == uid and c.defender == int(stat[len(PREFIX):])
