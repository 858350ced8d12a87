"""An X paid in placed damage, not in resources: "[Exhaust], Put X damage on your hero -> Narmak
Doomratchet deals X shadow damage to target ally." (Narmak Doomratchet), "3, Flip Dizdemona, put X
damage on her -> …" (Dizdemona). The cost marks ``x`` (X is chosen as the power is used, 707.1b)
and ``x_damage``: the resources paid don't grow with X, and ``activation.pay`` puts X damage on the
character (405.3: placed, not dealt; ``cost["damage"]["n"] == -1``)."""

from __future__ import annotations

from typing import Any

from . import keywords as kw
from .state import WowState

MOST = 10
"""The largest X offered (as for resource X costs)."""


def in_resources(cost: dict[str, Any], x: int) -> int:
    """What X adds to the resources paid: nothing when X is placed damage."""
    return 0 if cost.get("x_damage") else x


def choices(st: WowState, p: int, uid: int, cost: dict[str, Any], spare: int) -> range:
    """The X values offered: up to the spare resources, or for placed damage up to what the character can
    still take (405.3: damage put on it stops at fatal)."""
    if not cost.get("x_damage"):
        return range(0, min(spare, MOST) + 1)
    who = st.heroes[p] if cost["damage"]["who"] == "hero" else uid
    room = max(kw.health(st, who) - st.table.peek(who).damage, 0) if who in st.table.cards and kw.in_play(st, who) else 0
    return range(0, min(room, MOST) + 1)


def placed(n: int, x: int) -> int:
    """The damage a cost puts: its number, or X (-1)."""
    return x if n == -1 else n
