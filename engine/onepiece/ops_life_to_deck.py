"""An op on the opponent's Life area (declared like :mod:`engine.onepiece.ops_extra`):

- ``opp_life_to_deck_bottom``: "place up to N card(s) from your opponent's Life area at the bottom of the owner's deck" —
  the player picks any of those cards (not only the top: the text says "from … Life area"), up to N (0 allowed,
  1-3-5-1); the face-down ones are hidden (3-10-2): told apart by their place only; a face-up one is named (3-10-2-1).
  The card goes to the bottom of its owner's deck, still unseen (3-2: the deck is hidden).

The resolver imports the game modules when it runs: this module is loaded before them.
"""

from __future__ import annotations

from typing import Any

from .ops_extra import _op
from .rules import R


@_op("opp_life_to_deck_bottom", ("amount",), "place up to {amount} card(s) from your opponent's Life area at the bottom of the owner's deck")
def opp_life_to_deck_bottom(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event, Option, choices

    from . import board

    opp = board.opponent(frame.controller)
    life = list(st.table.zone(opp, "life"))
    n = min(max(eff.amount, 1), len(life))
    if n == 0:
        events.append(Event("effect", f"P{opp + 1} has no Life cards", R("1-3-2"), frame.controller))
        return True
    if picks is None:
        opts = [Option(str(u), board.name(st, u) + " (face-up Life card)" if st.table.cards[u].flags.get("face_up")
                       else f"Life card {i + 1} from the top (face down)") for i, u in enumerate(life)]
        st.pending.insert(0, choices.choose_n(frame.controller, "target",
                                              f"{board.name(st, frame.src)}: place up to {n} of P{opp + 1}'s Life cards at "
                                              "the bottom of their deck", opts, n=n, up_to=True, rule=R("8-4-4")))
        return False
    for uid in picks:
        if uid in life:
            events.append(board.move_card(st, uid, "deck", R("3-10-2"), position=None))
            events.append(Event("effect", f"P{frame.controller + 1} places 1 of P{opp + 1}'s Life cards at the bottom of "
                                "their deck", R("3-10-2"), frame.controller))
    return True
