"""A choice of cards with one legal answer, for the ops that build their own choices (ONE PIECE
8-4-4: the effect's player chooses; 1-3-2: as many as there are). Choosing ``n`` of no more than
``n`` cards leaves one answer — all of them: it is taken, and the log says which and why
(``stack.took_only``; the player's own ``choose`` with it is then accepted)."""

from __future__ import annotations

from engine.core import Event
from engine.core.rules import RuleRef

from .stack import took_only
from .state import OPState


def forced(
    st: OPState,
    player: int,
    kind: str,
    uids: list[int],
    n: int,
    what: str,
    rule: RuleRef,
    events: list[Event],
    *,
    private: bool = True,
) -> bool:
    """True when choosing ``n`` of ``uids`` has one legal answer (all of them); it is then taken
    and logged (only to ``player`` when ``private``: cards of a hidden zone)."""
    if not uids or n < len(uids):
        return False
    there = f"there {'is' if len(uids) == 1 else 'are'} only {len(uids)}"
    took_only(
        st,
        player,
        kind,
        [str(u) for u in uids],
        what,
        f"the text asks for {n} and {there}",
        rule,
        events,
        private=private,
    )
    return True
