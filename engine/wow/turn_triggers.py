"""Triggered powers at the start or end of every turn or of each opponent's turn (EN 703; the
turn player's own "your turn" powers are in ``procedure.start_turn`` / ``close_window``)."""

from __future__ import annotations

from . import keywords as kw
from .state import Link, WowState

NO_READY = "Doesn't Ready Next"
"""A pseudo-keyword: the card doesn't ready during its controller's next ready step (501.1a)."""


def each_turn(st: WowState, when: str) -> None:
    """``when`` is "start" or "end": "At the start of each turn" (every player's cards) and "At
    the start of each opponent's turn" (cards of the players whose turn it is not)."""
    for p in range(st.num_players):
        wanted = {f"{when}_of_each_turn"} | ({f"{when}_of_opponent_turn"} if p != st.active else set())
        for zone in ("allies", "hero_row", "resources"):
            for uid in st.table.zone(p, zone):
                if st.table.cards[uid].face_down:
                    continue
                for i, pw in enumerate(kw_powers(st, uid)):
                    if pw.kind == "triggered" and pw.trigger in wanted:
                        st.triggers.append(Link("trigger", p, uid, i, label=f"{kw.name(st, uid)}: {pw.text}"))


def kw_powers(st: WowState, uid: int):
    from .cards.compiler import card_powers

    return card_powers(kw.data(st, uid))


def skips_ready(st: WowState, uid: int) -> bool:
    """Whether ``uid`` stays exhausted in this ready step; the restriction is used up (one step)."""
    mine = [m for m in st.modifiers if m.uid == uid and m.keyword == NO_READY]
    if not mine:
        return False
    st.modifiers = [m for m in st.modifiers if not (m.uid == uid and m.keyword == NO_READY)]
    return True
