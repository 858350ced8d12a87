"""Mamá Imelda - No-Nonsense Ancestor: "put 3 cards from your discard on the bottom of your deck in any
order or banish her" (op ``discard_bottom_or_banish``). "[A] or [B]" (Comprehensive Rules 2.2.0 6.1.5.2,
outside the seed documents): the player chooses one; when [A] can't be chosen (fewer than ``amount`` cards
in the discard), [B] must be, and vice versa. The cards go on the bottom in the order picked (the first
picked goes under first, 8.2.4). ``target`` names the card to banish (``self``). Registered on import
(engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, Option
from engine.core.effects import Effect, resolves

from .characteristics import name
from .either_or import choose_either
from .ops import GAME
from .resolve import ask_choose, resolve_targets
from .rules import R, R_new
from .state import LorcanaState
from .zones import banish, move_card

BOTTOM, BANISH = 1, 2


@resolves(GAME, "discard_bottom_or_banish")
def discard_bottom_or_banish(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Ask which of the two (only one possible: that one); then the cards are picked or the card is banished."""
    me = frame["player"]
    n = max(1, eff.amount)
    discard = list(st.table.zone(me, "discard"))
    victims = [
        u for u in resolve_targets(st, frame, eff, eff.target) or [] if st.table.cards[u].zone == "play"
    ]
    choice = choose_either(
        st,
        frame,
        me,
        eff.text,
        [(BOTTOM, len(discard) >= n), (BANISH, bool(victims))],
        lambda: [
            f"Put {n} cards from your discard on the bottom of your deck",
            f"Banish {name(st, victims[0])}",
        ],
        events,
    )
    if isinstance(choice, str):
        return choice
    if choice[0] == BANISH:
        events.append(Event("mode", f"P{me + 1} banishes {name(st, victims[0])}", R_new("6.1.5.2"), me))
        banish(st, victims, R("1.9.1.3"), events)
        return "ok"
    picks = frame["tmp"].pop("bottom", None)
    if picks is None:
        opts = [Option(str(u), name(st, u)) for u in discard]
        return ask_choose(
            st,
            frame,
            me,
            f"Put {n} cards from your discard on the bottom of your deck (in the order picked)",
            opts,
            n=n,
            rule=R("8.2.4"),
            key="bottom",
        )
    for u in [u for u in picks if u in discard]:
        events.append(move_card(st, u, "deck", R("8.2.4")))  # no position: the bottom
    return "ok"
