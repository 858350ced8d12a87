"""Prevention and unpreventable damage granted for a while to a card (EN 717; pseudo-keywords of
``cards.shield_keys``, modifiers "this turn"): ``damage.deal`` asks :func:`unpreventable` and
:func:`prevents` for each packet (405.5: prevention acts on the whole packet here)."""

from __future__ import annotations

import re

from . import keywords as kw
from .cards.shield_keys import (
    DEALS_UNPREVENTABLE,
    NO_COMBAT_DAMAGE_BY,
    NO_COMBAT_DAMAGE_TO,
    NO_COMBAT_DAMAGE_TO_YOUR_HERO,
    NO_DAMAGE_BY,
    NO_DAMAGE_TO,
    NO_DAMAGE_TO_DEFENDING,
    NO_NON_MELEE_DAMAGE_TO,
    PREVENT_NON_FATAL,
    PREVENT_SIZED,
)
from .state import WowState

_SIZED = re.compile(re.escape(PREVENT_SIZED) + r"(Most|Least) (\d+)")


def _keys(st: WowState, uid: int | None) -> dict[str, int]:
    if uid is None or uid not in st.table.cards or not kw.in_play(st, uid):
        return {}
    return kw.keywords(st, uid)


def unpreventable(st: WowState, source: int | None) -> bool:
    """ "Damage that target hero or ally would deal this turn is unpreventable" (the dealer's)."""
    return not kw.none_has(st, DEALS_UNPREVENTABLE) and DEALS_UNPREVENTABLE in _keys(st, source)


_PREVENTING = (NO_DAMAGE_TO, NO_DAMAGE_TO_DEFENDING, NO_DAMAGE_BY, PREVENT_NON_FATAL, NO_COMBAT_DAMAGE_TO, NO_COMBAT_DAMAGE_BY, NO_NON_MELEE_DAMAGE_TO,
               NO_COMBAT_DAMAGE_TO_YOUR_HERO)
"""The keywords :func:`prevents` reads (and the sized ones, ``PREVENT_SIZED`` …)."""


def _none_prevents(st: WowState) -> bool:
    """Whether no card can have a keyword :func:`prevents` reads now (``keywords.none_has`` of each,
    the sized ones by their start): the match's keywords (``keywords.match_keywords``) hold none
    and no modifier gives one."""
    if not all(kw.none_has(st, k) for k in _PREVENTING):
        return False
    for m in st.modifiers:  # (the sized ones, named by their start: ``none_has`` names a whole keyword)
        if m.keyword and m.keyword.startswith(PREVENT_SIZED):
            return False
    known = kw.match_keywords(st)
    if known is None:
        return False
    found = _SIZED_KNOWN.get(known)
    if found is None:
        if len(_SIZED_KNOWN) > 256:
            _SIZED_KNOWN.clear()
        found = _SIZED_KNOWN[known] = any(k.startswith(PREVENT_SIZED) for k in known)
    return not found


_SIZED_KNOWN: dict[frozenset[str], bool] = {}
"""Whether a match's keywords (``keywords.match_keywords``: one set per keywords) hold a sized prevention."""


def prevents(st: WowState, source: int | None, target: int, dtype: str, combat: bool, amount: int = 0) -> bool:
    """Whether such a prevention on the damaged card or on the dealer prevents the whole packet of
    ``amount`` (as it would be dealt, after replacements: 408.2a)."""
    if _none_prevents(st):
        return False  # no card can have any of the keywords read below
    to, by = _keys(st, target), _keys(st, source)
    if NO_DAMAGE_TO in to or NO_DAMAGE_BY in by:
        return True
    if NO_DAMAGE_TO_DEFENDING in to and (c := st.combat) is not None and c.stage in ("proposed", "step") and c.defender == target:
        return True  # "… while defending this turn" (EN 600: the defender of the combat, as conditions.state_is reads it)
    if PREVENT_NON_FATAL in to and st.table.peek(target).damage + amount < kw.health(st, target):
        return True  # "If this ally would be dealt non-fatal damage, prevent it." (405.2: fatal = damage ≥ health)
    for key in to:
        m = _SIZED.fullmatch(key)
        if m and (amount <= int(m.group(2)) if m.group(1) == "Most" else amount >= int(m.group(2))):
            return True  # "If NAME would be dealt 2 or less damage, prevent it."
    if combat and (NO_COMBAT_DAMAGE_TO in to or NO_COMBAT_DAMAGE_BY in by):
        return True
    if combat and NO_COMBAT_DAMAGE_TO_YOUR_HERO in by and any(  # "… would deal to your hero this combat": the giver's hero
            m.uid == source and m.keyword == NO_COMBAT_DAMAGE_TO_YOUR_HERO and st.heroes[m.player] == target for m in st.modifiers):
        return True
    return NO_NON_MELEE_DAMAGE_TO in to and "melee" not in dtype.lower().split()
