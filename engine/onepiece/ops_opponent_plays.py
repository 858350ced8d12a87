"""``opponent_plays``: "your opponent plays up to 1 Character card with a cost of 4 or less from their hand" — the
opponent chooses (8-4-4; "up to": none allowed, 1-3-5-1) a card of their hand that fits the ``target`` filter and plays
it as its player (3-7-3: its [On Play] is theirs); a prohibition on their playing it still applies (1-3-3).

The resolver imports the game modules when it runs: this module is loaded before them.
"""

from __future__ import annotations

from typing import Any

from .ops_extra import _op
from .rules import R


@_op("opponent_plays", ("target",), "your opponent plays {target} from their hand")
def opponent_plays(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event

    from . import board
    from .resolve import begin_play
    from .stack import new_choice, took_only

    opp = board.opponent(frame.controller)
    if picks is None:
        flt = {k: v for k, v in eff.target.filter.items() if k not in ("side", "zone")}
        hand = [u for u in st.table.zone(opp, "hand") if board.matches(st, u, flt, opp, frame.src)]
        if not hand:
            took_only(st, opp, "target", [], f"{board.name(st, frame.src)}: play a card from your hand: none",
                      "no card fits the text", R("1-3-2"), events, private=True)
            return True
        n = min(eff.target.count or 1, len(hand))
        st.pending.insert(0, new_choice(st, opp, "target", f"{board.name(st, frame.src)}: your opponent's effect: play from your hand",
                                        hand, 0 if eff.target.up_to else n, n, R("8-4-4")))
        return False
    for uid in picks:
        if st.table.cards[uid].zone != "hand" or board.play_forbidden(st, opp, uid):
            continue
        events.append(Event("play", f"P{opp + 1} plays {board.name(st, uid)}", R("3-7-3"), opp, data={"uid": uid}))
        begin_play(st, uid, opp, events)
    return True
