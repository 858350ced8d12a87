"""Who discarded a card this turn (415.9d): "Target player discards a card if he already discarded a
card this turn." (Martiana the Mindwrench). Each discard is noted in the turn's history
(``WowState.turn_log``, ``{"ev": "discarded"}``; entries of earlier turns are dropped at the next note);
an effect with ``condition["already_discarded"]`` leaves out the players who discarded none."""

from __future__ import annotations

from .state import WowState

EV = "discarded"


def note(st: WowState, player: int, n: int) -> None:
    """``player`` discarded ``n`` cards now."""
    if n > 0:
        st.turn_log.append({"ev": EV, "who": player, "n": n, "turn": st.turn})


def discarded(st: WowState, player: int) -> bool:
    """``player`` discarded a card earlier this turn."""
    return any(e.get("ev") == EV and e.get("who") == player and e.get("turn") == st.turn for e in st.turn_log)
