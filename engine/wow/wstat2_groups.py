"""More group filters of continuous powers (EN 714; helper wstat2), checked by
``group_filters.extra_fits`` for ``keywords.affected``:

- ``with_keyword``: the card has this keyword ("Heroes and allies you control with Smash have Assault
  3", "… with Mend also have Assault 1"). The card's keywords are read without the powers that
  themselves ask for a keyword (no keyword reads itself, and one such grant doesn't feed another);
- ``with_keyword_prefix``: the card has a keyword starting with this ("… with sabotage": "Sabotage: Ability", helper
  wmech): printed, from a modifier, or given by a power that asks for no keyword (:func:`_has_prefix`);
- ``shares_hero_class``: the card has a class its controller's hero has ("Allies you control that
  share a class with your hero have Assault 1", 202.1a: classes are tags)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .card_facts import data
from .state import WowState

KEYS = ("with_keyword", "shares_hero_class", "with_keyword_prefix")
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
    if flt.get("with_keyword_prefix") and not _has_prefix(st, uid, flt["with_keyword_prefix"]):  # "… with sabotage" (helper wmech)
        return False
    if flt.get("shares_hero_class"):
        hero = st.heroes[st.table.peek(uid).controller]
        if not _classes(data(st, uid)) & _classes(data(st, hero)):
            return False
    return True


def _has_prefix(st: WowState, uid: int, prefix: str) -> bool:
    """``uid`` has a keyword starting with ``prefix`` ("Sabotage: Ability"): printed, from a modifier, or given by a
    continuous power (EN 714) whose own target asks for no keyword — read from those sources, not through
    ``keywords.keywords`` (which would ask this very grant again: the question would come back to itself)."""
    from .keywords import _while, affected, sources_doing

    for k in data(st, uid).get("keywords") or {}:
        if k.startswith(prefix):
            return True
    for m in st.modifiers:
        if m.uid == uid and m.keyword and m.keyword.startswith(prefix):
            return True
    for src, effs in sources_doing(st, "grant_keyword"):
        for e in effs:
            if e.op == "grant_keyword" and e.keyword.startswith(prefix) and e.target is not None \
                    and not any(k in e.target.filter for k in KEYS) and affected(st, src, e.target, uid) and _while(st, src, e, uid):
                return True
    return False
