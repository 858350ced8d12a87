"""More group filters of continuous powers (EN 714; helper wstat2), checked by
``group_filters.extra_fits`` for ``keywords.affected``:

- ``with_keyword``: the card has this keyword ("Heroes and allies you control with Smash have Assault
  3", "… with Mend also have Assault 1"). The card's keywords are read without the powers that
  themselves ask for a keyword (no keyword reads itself, and one such grant doesn't feed another);
- ``shares_hero_class``: the card has a class its controller's hero has ("Allies you control that
  share a class with your hero have Assault 1", 202.1a: classes are tags);
- ``with_inspire``: the card's text has an Inspire power, as ``engine.wow.inspire`` reads it (501.1b;
  "Heroes and allies in your party with inspire are also Protectors.", Medallion of the Lightbearer)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .card_facts import data
from .cards.line_readers import slots
from .state import WowState

KEYS = ("with_keyword", "shares_hero_class", "with_inspire")
CLASSES = frozenset({"death knight", "druid", "hunter", "mage", "paladin", "priest", "rogue", "shaman", "warlock", "warrior", "monk"})
_READING: list[bool] = []


def reading_keyword() -> bool:
    """Inside a ``with_keyword`` check: grants that ask for a keyword don't apply (no circle)."""
    return bool(_READING)


def _classes(d: dict[str, Any]) -> set[str]:
    return {str(t).lower() for t in (*(d.get("tags") or []), *(d.get("classes") or []))} & CLASSES  # a hero's class: its classes


def fits(st: WowState, uid: int, flt: dict[str, Any], keywords: Callable[[WowState, int], dict[str, int]]) -> bool:
    """Whether ``uid`` fits this module's keys of ``flt`` (True if it has none)."""
    if flt.get("with_keyword"):
        if _READING:
            return False
        _READING.append(True)
        try:
            if flt["with_keyword"] not in keywords(st, uid):
                return False
        finally:
            _READING.pop()
    if flt.get("with_inspire") and not slots(data(st, uid).get("text") or ""):
        return False
    if flt.get("shares_hero_class"):
        hero = st.heroes[st.table.peek(uid).controller]
        if not _classes(data(st, uid)) & _classes(data(st, hero)):
            return False
    return True
