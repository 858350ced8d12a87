"""Colors of the Wind: "Each player reveals the top card of their deck. Draw a card for each different ink type of cards
revealed this way" (op ``reveal_inks_draw``): every player, in turn order
(1.6.2), reveals their top card (7.1.10: everyone sees it; it stays on top); the ink types (6.2.3:
a card of two inks has both) are counted and you draw that many. Registered on import
(engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, effects
from engine.core.effects import Effect, resolves

from .characteristics import turn_order_from
from .ops import GAME
from .rules import R
from .state import LorcanaState
from .zones import draw


@resolves(GAME, "reveal_inks_draw")
def reveal_inks_draw(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Reveal every player's top card, then draw one card per different ink among them."""
    me = frame["player"]
    inks: set[str] = set()
    for p in turn_order_from(st, st.active):
        top = st.table.top(p, "deck", 1)
        if not top:
            continue
        events.append(effects.reveal(st.table, list(top), R("7.1.10"), p))
        inks.update(st.cards[st.table.cards[top[0]].card_id].get("colors", []))
    events.append(
        Event(
            "count",
            f"{len(inks)} different ink type(s) revealed: {', '.join(sorted(inks)) or 'none'}",
            R("7.1.10"),
            me,
        )
    )
    if not inks:
        return "fail"
    draw(st, me, len(inks), R("4.2.3.1"), events)
    return "ok"
