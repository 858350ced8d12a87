"""Keywords a card has only while it attacks one card (EN 714 with a "while" part, EN 601–602): "Heroes and allies
you control have Assault 1 while attacking the Traitor King this turn." (Death to the Traitor King).

A keyword modifier (``Modifier.keyword``) whose stat is ``wd31_attacking:{uid}`` counts (``keywords._keywords``) only
while the card it is on is the attacker and the card ``uid`` the defender of the combat now."""

from __future__ import annotations

from typing import Any

PREFIX = "wd31_attacking:"
WITH = "yf33_combat_with:"
"""A keyword that counts only while the card is in combat with the card ``uid`` (attacker or defender, EN 600): "Allies
you control have Long-Range while in combat with target hero or ally this turn." (Detect Prey; helper x33stat)."""


def stat_for(defender: int) -> str:
    """The modifier stat of a keyword that counts only while attacking ``defender``."""
    return f"{PREFIX}{defender}"


def with_stat(other: int) -> str:
    """The modifier stat of a keyword that counts only while in combat with ``other``."""
    return f"{WITH}{other}"


def bound(stat: str) -> bool:
    """The modifier's keyword counts only in a combat (:data:`PREFIX` or :data:`WITH`)."""
    return stat.startswith(PREFIX) or stat.startswith(WITH)


def holds(st: Any, uid: int, stat: str) -> bool:
    """The card ``uid`` attacks the card the stat names now (EN 601.1: the attacker; 602: the defender); for
    :data:`WITH`, either of the two is the attacker and the other the defender (EN 600: in combat with each other)."""
    c = st.combat
    if c is None or c.stage not in ("proposed", "step"):
        return False
    if stat.startswith(WITH):
        other = int(stat[len(WITH):])
        return (c.attacker, c.defender) in ((uid, other), (other, uid))
    return c.attacker == uid and c.defender == int(stat[len(PREFIX):])
