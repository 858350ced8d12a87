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
    NO_DAMAGE_BY,
    NO_DAMAGE_TO,
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
    return DEALS_UNPREVENTABLE in _keys(st, source)


def prevents(st: WowState, source: int | None, target: int, dtype: str, combat: bool, amount: int = 0) -> bool:
    """Whether such a prevention on the damaged card or on the dealer prevents the whole packet of
    ``amount`` (as it would be dealt, after replacements: 408.2a)."""
    to, by = _keys(st, target), _keys(st, source)
    if NO_DAMAGE_TO in to or NO_DAMAGE_BY in by:
        return True
    if PREVENT_NON_FATAL in to and st.table.peek(target).damage + amount < kw.health(st, target):
        return True  # "If this ally would be dealt non-fatal damage, prevent it." (405.2: fatal = damage ≥ health)
    for key in to:
        m = _SIZED.fullmatch(key)
        if m and (amount <= int(m.group(2)) if m.group(1) == "Most" else amount >= int(m.group(2))):
            return True  # "If NAME would be dealt 2 or less damage, prevent it."
    if combat and (NO_COMBAT_DAMAGE_TO in to or NO_COMBAT_DAMAGE_BY in by):
        return True
    return NO_NON_MELEE_DAMAGE_TO in to and "melee" not in dtype.lower().split()
