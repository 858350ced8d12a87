"""A completion cost that reveals cards from your hand (EN 702.1, 403.1): "Reveal any number of cards from your hand
and pay 5 to complete this quest." — and the reward that reads what was revealed: "If you revealed an ability, draw a
card. If you revealed an ally, draw a card. If you revealed an equipment, draw a card." (Culling the Damned).

The choice cost ``{"wd31_reveal": filter, "up_to": -1}`` (``engine.wow.choice_cost``) is paid by naming cards of
your hand (none to all); each is revealed to every player (the reveal event) and its card type is kept on the quest
with the turn (``flags[KEY]``). The condition ``{"k": "wd31_revealed", "types": [...]}`` holds when a card of one of
those types was revealed to complete the source this turn."""

from __future__ import annotations

from typing import Any

from engine.core import Event, effects

from . import keywords as kw
from .conditions import condition_checker
from .rules import EN
from .search import card_matches
from .state import WowState

KEY = "wd31_revealed"
"""The quest's flag: [[card types revealed], turn]."""


def candidates(st: WowState, p: int, flt: dict[str, Any]) -> list[int]:
    """The cards of ``p``'s hand that may be revealed."""
    return [u for u in st.table.zone(p, "hand") if card_matches(st, u, flt)]


def pay(st: WowState, p: int, source: int, payer: int) -> list[Event]:
    """Reveal ``payer`` (to every player) and keep its type on the quest."""
    flags = st.table.cards[source].flags
    kept = flags.get(KEY)
    types = kept[0] if kept and kept[1] == st.turn else []
    flags[KEY] = [[*types, kw.data(st, payer).get("type")], st.turn]
    ev = effects.reveal(st.table, [payer], EN("702.1"), p)
    ev.text = f"P{p + 1} reveals {kw.name(st, payer)} from their hand"
    return [ev]


@condition_checker("wd31_")
def _holds(st: Any, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    """``wd31_revealed``: a card of one of ``types`` was revealed this turn to complete ``source``."""
    if cond.get("k") != "wd31_revealed":
        return False
    kept = st.table.peek(source).flags.get(KEY)
    return bool(kept) and kept[1] == st.turn and any(t in cond["types"] for t in kept[0])
