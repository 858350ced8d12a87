"""A choice of cards with one legal answer, for the ops that build their own choices (ONE PIECE
8-4-4: the effect's player chooses; 1-3-2: as many as there are). Choosing ``n`` of no more than
``n`` cards leaves one answer — all of them: it is taken, and the log says which and why
(``stack.took_only``; the player's own ``choose`` with it is then accepted)."""

from __future__ import annotations

from engine.core import Event
from engine.core.rules import RuleRef

from .board import name
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


def forced_cost(
    st: OPState,
    player: int,
    uids: list[int],
    n: int,
    what: str,
    rule: RuleRef,
    events: list[Event],
) -> list[int] | None:
    """8-3-1: the cards that pay a cost are chosen by its player; when exactly ``n`` cards can pay
    a cost that needs ``n``, they are the one legal answer: taken and logged (a card of a hidden
    zone only to ``player``), and returned. None while there is a real choice. (An optional cost, 8-3-1-4,
    is asked "pay?" first: declining is answered there, so this pick is forced all the same.)"""
    if n < 1 or len(uids) != n:
        return None
    names = ", ".join(name(st, u) for u in uids)
    hidden = any(
        st.table.cards[u].zone in ("hand", "deck", "life") and not st.table.cards[u].flags.get("face_up")
        for u in uids
    )
    there = f"{'it is' if n == 1 else 'they are'} the only card{'' if n == 1 else 's'} that can pay it"
    took_only(
        st,
        player,
        "cost",
        [str(u) for u in uids],
        f"{what}: {names}",
        f"the cost needs {n} and {there}",
        rule,
        events,
        private=hidden,
    )
    return list(uids)
