"""Counts behind amounts that scale (see :mod:`engine.onepiece.cards.templates_counting`):
8-1-3-4-5, a continuous effect's amount is read from the count at the moment it is read."""

from __future__ import annotations

from engine.core.effects import Effect

from .cards.templates_counting import COUNT
from .state import OPState


def scale(st: OPState, src: int, e: Effect) -> int:
    """How many times ``e``'s amount applies: 1, or the count its keyword names (cards of a type in
    the zone of ``src``'s controller) divided by its step, rounded down."""
    if not e.keyword.startswith(COUNT):
        return 1
    zone, kind, step = e.keyword[len(COUNT):].split(":")
    player = st.table.cards[src].controller
    cards = st.table.zone(player, zone)
    if kind:
        cards = [u for u in cards if st.cards.get(st.table.peek(u).card_id, {}).get("type") == kind]
    return len(cards) // int(step)
