"""An op on the opponent's Life cards (declared like :mod:`engine.onepiece.ops_extra`):

- ``opponent_may_trash_life``: "Your opponent may trash N card(s) from the top of their Life cards. If they
  do not, …" — the opponent decides (8-4-4: a choice the text gives a player is theirs); "1" trashes
  their top N Life cards (3-10-2: taken from the top) and the rest of the ability (what "if they do
  not" governs) does not happen. With fewer than N Life cards they can't (1-3-2): the rest happens,
  and the log says why.

The resolver imports the game modules when it runs: this module is loaded before them.
"""

from __future__ import annotations

from typing import Any

from .ops_extra import _op
from .rules import R


@_op(
    "opponent_may_trash_life",
    ("amount",),
    "your opponent may trash {amount} card(s) from the top of their Life cards; "
    "if they do not, the rest happens",
)
def opponent_may_trash_life(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event, Option, choices

    from . import board

    opp, n = board.opponent(frame.controller), max(eff.amount, 1)
    life = st.table.zone(opp, "life")
    if len(life) < n:
        events.append(
            Event(
                "effect", f"P{opp + 1} has fewer than {n} Life card(s) and cannot trash them", R("1-3-2"), opp
            )
        )
        return True
    if picks is None:
        opts = [
            Option("1", f"Trash {n} card(s) from the top of your Life cards"),
            Option("0", "Do not trash"),
        ]
        st.pending.insert(
            0,
            choices.choose_n(
                opp,
                "target",
                f"{board.name(st, frame.src)}: you may trash {n} Life card(s)",
                opts,
                n=1,
                rule=R("8-4-4"),
            ),
        )
        return False
    if not picks or picks[0] != 1:
        events.append(Event("effect", f"P{opp + 1} does not trash a Life card", R("8-4-4"), opp))
        return True
    for uid in list(life[:n]):
        events.append(board.move_card(st, uid, "trash", R("3-10-2"), position=0))
    events.append(
        Event("effect", f"P{opp + 1} trashes {n} card(s) from the top of their Life cards", R("3-10-2"), opp)
    )
    frame.stop = frame.pc + 1  # they did: what "if they do not" governs does not happen
    return True
