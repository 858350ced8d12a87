"""1-3-3: "you cannot draw cards using your own effects during this turn" (op forbid_draw, ops_round6) — a marker on
the player's Leader for the turn; resolve's draw instruction reads :func:`effect_draw_forbidden`."""

from __future__ import annotations

from .state import OPState

NO_EFFECT_DRAW = "rule:no_effect_draw"
"""The Leader marker of ``forbid_draw`` (this turn)."""


def effect_draw_forbidden(st: OPState, player: int) -> bool:
    """May ``player``'s own effects not draw cards now?"""
    lead = st.table.zones[player]["leader"]  # (read only)
    return bool(lead) and any(m.uid == lead[0] and m.keyword == NO_EFFECT_DRAW for m in st.modifiers)
