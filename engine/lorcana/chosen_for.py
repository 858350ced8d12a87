""" "Whenever this character is chosen for an action or an item's ability" (Tod - Knows All the
Tricks): when a player's choice for an effect (1.2.4) picks a character in play and the effect is
an action's or an ability of an item, the event ``chosen_for_action_or_item_self`` is emitted on
each chosen card (whoever chose it; raised by engine.lorcana.resolve.answer). A triggered ability's
"Twice during your turn" is its trigger condition ``times_per_turn`` 2 with ``your_turn``
(counted as it resolves with effect, as "once" — Comprehensive Rules 2.2.0 6.1.13.2, outside the seed
documents; engine.lorcana.triggers.once_left / mark_once)."""

from __future__ import annotations

from typing import Any

from .state import LorcanaState

EVENT = "chosen_for_action_or_item_self"


def by_action_or_item(st: LorcanaState, frame: dict[str, Any]) -> bool:
    """Is the resolving frame an action's effect or an item's ability?"""
    data = st.cards.get(frame.get("card_id") or "", {})
    return data.get("type") in ("Action", "Item")
