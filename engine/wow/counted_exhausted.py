"""Ready characters that also count as exhausted (103.1): Shadowstep "Ongoing: Ready opposing heroes and allies also
count as being exhausted. (They are still ready.)" — the card's continuous power grants its opposing heroes and allies
the pseudo-keyword :data:`COUNTS_EXHAUSTED` (``grant_keyword``, EN 714). Such a card still is ready (it may attack,
protect, pay, be a "ready" target); what reads "exhausted" — a target or filter ("target exhausted ally",
``targets.matches``), a condition (``conditions.state_is``), a count (``quests``' ``q_every``) — also finds it."""

from __future__ import annotations

from . import keywords as kw
from .conditions import EXHAUSTED_TOO
from .state import WowState

COUNTS_EXHAUSTED = "xc32_counts_exhausted"


def exhausted(st: WowState, uid: int) -> bool:
    """The card is exhausted or counts as exhausted."""
    return st.table.peek(uid).tapped or _counts(st, uid)


def _counts(st: WowState, uid: int) -> bool:
    return not kw.none_has(st, COUNTS_EXHAUSTED) and kw.has(st, uid, COUNTS_EXHAUSTED)


EXHAUSTED_TOO.append(_counts)  # conditions.state_is reads it
