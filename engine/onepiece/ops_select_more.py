"""``select_more``: the second half of "Place up to 1 of your opponent's Characters with a cost of 2 or less and up to 1 of
your opponent's Characters with a cost of 1 or less at the bottom of the owner's deck in any order" — one instruction
with two choices (8-4-4), each with its own filter, whose cards are then acted on together (1-3-9). It chooses like
``select``, but a card the ability chose before is not offered again (the text asks for another card), and its cards
are added to the ability's chosen cards (``frame.chosen``) instead of replacing them; the next effect names them all
with a target ``{ zone = "chosen" }``.

The resolver imports the game modules when it runs: this module is loaded before them.
"""

from __future__ import annotations

from typing import Any

from .ops_extra import _op
from .rules import R


@_op("select_more", ("target",), "also select {target} (a later instruction acts on every card selected)")
def select_more(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from . import board
    from .op_resolvers import select_events
    from .stack import candidates, new_choice, took_only

    p = frame.controller
    before = [u for u in frame.chosen if u in st.table.cards]
    if picks is None:
        cands = [u for u in candidates(st, frame, eff.target) if u not in before]
        hi = min(eff.target.count or 1, len(cands))
        if hi == 0:
            took_only(st, p, "target", [], f"{board.name(st, frame.src)}: select: none", "no other card fits the text",
                      R("1-3-2"), events)
            return True
        st.pending.insert(0, new_choice(st, p, "target", f"{board.name(st, frame.src)}: select", cands,
                                        0 if eff.target.up_to else hi, hi, R("8-4-4")))
        return False
    frame.chosen = before + [u for u in picks if u not in before]
    for uid in picks:
        if uid in st.table.cards:
            events.extend(select_events(st, frame.src, uid, p))
    return True
