"""``play_named_trashed``: "You may trash 1 {GERMA 66} type Character card … from your hand: … play up to 1 Character card with
5000 to 7000 power and the same card name as the trashed card from your trash" (EB02-039 GERMA 66), declared like
:mod:`engine.onepiece.ops_extra`.

The card a ``trash_hand`` cost trashed is marked (:mod:`engine.onepiece.cost_trashed`: the ability's card and the turn,
set by resolve.pay_cost once the card is in the trash; a card that moves again is a new card and loses it, 3-1-6). The op offers
the cards of its controller's trash that fit the ``target`` filter and have the same card name as a card so marked (2-1-2:
「X」 is exactly that name); the player plays up to 1 of them (1-3-5-1, 3-7-3). No such card: nothing is asked (1-3-2).

The resolver imports the game modules when it runs: this module is loaded before them.
"""

from __future__ import annotations

from typing import Any

from .cost_trashed import COST_TRASHED
from .ops_extra import _op
from .rules import R


@_op("play_named_trashed", ("target",),
     "play up to 1 card of your trash ({target}) with the same card name as the card trashed for this ability's cost")
def play_named_trashed(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core.effects import Effect

    from . import board
    from .resolve import apply_to
    from .stack import new_choice, took_only

    p, t = frame.controller, st.table
    trash = list(t.zone(p, "trash"))
    names = {board.data(st, u).get("name") for u in trash if t.cards[u].flags.get(COST_TRASHED) == [frame.src, st.turn]}
    flt = {k: v for k, v in (eff.target.filter if eff.target else {}).items() if k not in ("side", "zone")}
    fits = [u for u in trash if not t.cards[u].flags.get(COST_TRASHED) and any(board.has_name(st, u, n) for n in names if n)
            and board.matches(st, u, flt, p, frame.src)]
    if picks is None:
        if not fits:
            took_only(st, p, "target", [], f"{board.name(st, frame.src)}: play none from your trash",
                      "no card of your trash fits (the same card name as the trashed card)", R("1-3-2"), events)
            return True
        st.pending.insert(0, new_choice(st, p, "target", f"{board.name(st, frame.src)}: play up to 1 of these cards from your trash",
                                        fits, 0, 1, R("1-3-5-1")))
        return False
    for uid in picks:
        if uid in fits:
            apply_to(st, frame, Effect("play_free"), uid, events)
    return True
