"""The counters a card had as it last left play (last known information, EN 709; 415.9a: the counters themselves go):
"While Gor'gar has an ankh counter, when he's destroyed, …" (helper w31ally). ``leaving_play.leave_play`` calls
:func:`note`; the condition ``{"k": "we31_left_with_counter", "kind": K}`` holds while the source is out of play and had
a counter of kind K as it left."""

from __future__ import annotations

from typing import Any

from .conditions import condition_checker
from .state import WowState

FLAG = "we31_last_counters"
"""``Card.flags`` key: the card's counters as it last left play (only when it had some)."""


def note(card: Any) -> None:
    """Keep the counters of a card leaving play (called before they are cleared)."""
    if card.counters:
        card.flags[FLAG] = dict(card.counters)
    elif FLAG in card.flags:
        del card.flags[FLAG]


@condition_checker("we31_")
def we31_holds(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    if cond["k"] == "we31_left_with_counter":
        card = st.table.peek(source, None)
        return card is not None and card.zone not in ("allies", "hero_row") and card.flags.get(FLAG, {}).get(cond["kind"], 0) > 0
    raise ValueError(f"unknown condition kind {cond['k']!r} (engine.wow.last_counters)")
