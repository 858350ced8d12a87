"""``return_don_to_match``: "return DON!! cards from your field to your DON!! deck until you have the same number of DON!!
cards on your field as your opponent" (OP08-074 Black Maria, after a ``delay``: at the end of the turn, 6-6-1-1), declared
like :mod:`engine.onepiece.ops_extra`.

The number is read when the step happens: the DON!! cards of the player's field (cost area and given ones, 10-2-10-1) less
the opponent's; none when the player has as many or fewer (1-3-2-2: a negative number of times is nothing, nothing is
added). The player chooses which of their DON!! go (active, rested or given: the groups of board.don_groups; DON!! of one
group are alike, so a single group or every DON!! demanded is the one answer, taken and logged); their "when a DON!! card
on your field is returned" effects trigger (resolve.don_returned).

The resolver imports the game modules when it runs: this module is loaded before them.
"""

from __future__ import annotations

from typing import Any

from .ops_extra import _op
from .rules import R


@_op("return_don_to_match", (), "return DON!! cards from your field to your DON!! deck until you have as many as your opponent")
def return_don_to_match(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event, Option, choices

    from . import board, resolve
    from .only_answer import forced

    p = frame.controller
    groups = board.don_groups(st, p)
    pool = [(uid, label) for _gid, label, uids in groups for uid in uids]
    n = min(max(0, board.don_on_field(st, p) - board.don_on_field(st, board.opponent(p))), len(pool))
    if n == 0:
        events.append(Event("don", f"P{p + 1} has no more DON!! cards on their field than their opponent: none returned",
                            R("1-3-2-2"), p))
        return True
    if picks is None:
        prompt = f"Choose {n} DON!! card(s) of your field to return to your DON!! deck"
        every = [uid for uid, _label in pool]
        if len(groups) > 1 and not forced(st, p, "target", every, n, f"{prompt}: all of them", R("10-2-10-1"), events,
                                          private=False):
            opts = [Option(str(uid), label) for uid, label in pool]
            st.pending.insert(0, choices.choose_n(p, "target", prompt, opts, n=n, rule=R("10-2-10-1")))
            return False
        picks = [uid for uid, _label in pool[:n]]
    picks = [u for u in picks if u in dict(pool)][:n]
    for uid in picks:
        board.return_one_don(st, uid)
    events.append(Event("don", f"P{p + 1} returns {len(picks)} DON!! card(s) to their DON!! deck until they have as many as "
                        "their opponent", R("10-2-10-1"), p))
    resolve.don_returned(st, p, len(picks), events)
    return True
