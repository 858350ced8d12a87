"""Who discarded a card this turn (415.9d): "Target player discards a card if he already discarded a
card this turn." (Martiana the Mindwrench). Each ``discard`` event of a card is noted in the turn's history
(``quests.note``: ``WowState.turn_log``, ``{"ev": "discarded"}``; entries of earlier turns are dropped);
an effect with ``condition["already_discarded"]`` leaves out the players who discarded none."""

from __future__ import annotations

from .state import WowState

EV = "discarded"


def discarded(st: WowState, player: int) -> bool:
    """``player`` discarded a card earlier this turn."""
    return any(e.get("ev") == EV and e.get("who") == player and e.get("turn") == st.turn for e in st.turn_log)
