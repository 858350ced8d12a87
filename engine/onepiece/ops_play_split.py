"""``play_split``: two cards chosen by the ability, one played as usual and the other played rested, the player choosing
which (declared like :mod:`engine.onepiece.ops_extra`):

- OP06-086 Gecko Moria: "Choose up to 1 Character card with a cost of 4 or less and up to 1 Character card with a cost of 2
  or less from your trash. Play 1 card and play the other card rested." (``zone`` trash);
- OP10-058 Rebecca: "reveal up to 2 {Dressrosa} type Character cards … from your hand. Play 1 of the revealed cards and play
  the other card rested if it has a cost of 4 or less." (``zone`` hand, ``amount`` 4: the other card is played only with a
  cost of ``amount`` or less; 0 = any cost). Cards chosen from the hand are revealed (11-2-1).

The cards are the ability's earlier choice (``select`` / ``select_more``: ``frame.chosen``) still in ``zone`` (a card that
left it is a new card, 3-1-6). With two, the player chooses the one played first, active (8-4-4); the other follows,
rested (3-7-3, 4-4-1). With one, it is played, active ("play 1 card"; there is no other, 1-3-2). Each play triggers its
own [On Play] (10-2-6).

The resolver imports the game modules when it runs: this module is loaded before them.
"""

from __future__ import annotations

from typing import Any

from .ops_extra import _op
from .rules import R


@_op("play_split", ("amount", "zone"),
     "play 1 of the selected cards from your {zone} and the other rested (amount {amount}: the other only with that cost or less; 0: any)")
def play_split(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import effects
    from engine.core.effects import Effect

    from . import board
    from .resolve import apply_to
    from .stack import new_choice

    p, t = frame.controller, st.table
    zone = eff.zone or "trash"
    cards = [u for u in frame.chosen if u in t.cards and t.cards[u].zone == zone and t.cards[u].owner == p]
    if not cards:
        return True
    if picks is None:
        if zone == "hand":  # "reveal up to 2 … from your hand" (11-2-1)
            events.append(effects.reveal(t, cards, R("11-2-1"), p))
        if len(cards) > 1:
            st.pending.insert(0, new_choice(st, p, "target", f"{board.name(st, frame.src)}: the card played active (the other is played rested)",
                                            cards, 1, 1, R("8-4-4")))
            return False
        first = cards[0]
    else:
        first = picks[0] if picks and picks[0] in cards else cards[0]
    apply_to(st, frame, Effect("play_free"), first, events)
    for other in (u for u in cards if u != first):
        if t.cards[other].zone != zone:
            continue
        if eff.amount and board.cost(st, other) > eff.amount:
            events.append(_not_played(st, other, eff.amount, p))
            continue
        apply_to(st, frame, Effect("play_free", keyword="rested"), other, events)
    return True


def _not_played(st: Any, uid: int, most: int, player: int) -> Any:
    """The log line for the other card, not played: its cost is over the text's limit (8-3-2)."""
    from engine.core import Event

    from . import board

    return Event("effect", f"{board.name(st, uid)} is not played: its cost is more than {most}", R("8-3-2"), player)
