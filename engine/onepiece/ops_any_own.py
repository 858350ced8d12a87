""""You may return / K.O. any number of your Characters …" counted for "for every Character returned / K.O.'d" (op
``any_own_characters``, declared like :mod:`engine.onepiece.ops_extra`): the player picks 0 or more of their Characters that
fit the ``target`` filter (1-3-5-1: any number, none included); ``keyword`` "hand" returns them to the owner's hand, "ko"
K.O.s them (10-2-1, by their own player's effect; one that cannot be K.O.'d stays, 1-3-3). How many left the field is the
ability's count (``frame.counted``), read by a following ``modify_stat`` with keyword ``for_each`` (P-059, OP06-095).
"""

from __future__ import annotations

from typing import Any

from .ops_extra import _op
from .rules import R


@_op("any_own_characters", ("target", "keyword"),
     "choose any number of your Characters ({target}) and return them to the hand (keyword hand) or K.O. them (ko), counted")
def any_own_characters(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from . import board, resolve
    from .ko_guard import ko_blocked
    from .stack import new_choice, took_only

    p = frame.controller
    flt = {k: v for k, v in (eff.target.filter if eff.target else {}).items() if k not in ("side", "zone")}
    fits = [u for u in st.table.zone(p, "characters") if not flt or board.matches(st, u, flt, p, frame.src)]
    if picks is None:
        frame.counted = 0
        if not fits:  # none is the only answer, and the log says why
            took_only(st, p, "target", [], f"{board.name(st, frame.src)}: choose none of your Characters", "no Character fits",
                      R("1-3-2"), events)
            return True
        verb = "K.O." if eff.keyword == "ko" else "return to your hand"
        st.pending.insert(0, new_choice(st, p, "target", f"{board.name(st, frame.src)}: {verb} any number of these Characters",
                                        fits, 0, len(fits), R("1-3-5-1")))
        return False
    done = 0
    for uid in picks:
        if st.table.cards[uid].zone != "characters":
            continue
        if eff.keyword == "ko":
            if ko_blocked(st, uid, p, frame.src, spend=True):
                continue  # 1-3-3
            resolve.ko(st, uid, events, by=p)
        else:
            events.append(board.move_card(st, uid, "hand", R("8-4-1-5")))
        done += 1
    frame.counted = done
    return True
