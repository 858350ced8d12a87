"""Printed: "Ongoing: Skip your draw step." (Icy Veins; helper wtime). A replacement (EN 716) of the whole draw
step of the card's controller (EN 501.2): no card is drawn and no priority window opens in it; the start phase
goes straight on to the action phase (EN 502.1). The card has the pseudo-keyword :data:`SKIPS_DRAW_STEP` on
its controller's hero (a continuous power); ``procedure.start_draw_step`` asks :func:`skips`."""

from __future__ import annotations

from . import keywords as kw
from .state import WowState

SKIPS_DRAW_STEP = "Skips Draw Step"


def skips(st: WowState, player: int) -> bool:
    """Whether ``player`` skips his draw step now."""
    return not kw.none_has(st, SKIPS_DRAW_STEP) and kw.has(st, st.heroes[player], SKIPS_DRAW_STEP)
