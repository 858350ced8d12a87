"""Counts behind amounts that scale (see :mod:`engine.onepiece.cards.templates_counting`): a
continuous effect's amount is read from the count whenever it is read (8-1-3-4-5); an
instruction's, once when it resolves (8-1-3-1)."""

from __future__ import annotations

from collections.abc import Callable

from engine.core.effects import Effect

from .state import OPState

COUNT = "count:"
"""``Effect.keyword`` prefix of a modify_stat whose amount is per N counted cards."""


_TRAITS: list[Callable[[OPState, int], list[str]]] = []
"""board.traits (printed and gained types, 2-4-4), handed in by board when it loads: board reads the
counts, so this module does not import it back."""


def use_traits(reader: Callable[[OPState, int], list[str]]) -> None:
    _TRAITS[:] = [reader]


def _name(st: OPState, uid: int) -> str:
    return st.cards.get(st.table.peek(uid).card_id, {}).get("name", "")


def scale(st: OPState, src: int, e: Effect) -> int:
    """How many times ``e``'s amount applies: 1, or the count its keyword names (of ``src``'s
    controller) divided by its step, rounded down."""
    if not e.keyword.startswith(COUNT):
        return 1
    what, kind, step = e.keyword[len(COUNT):].split(":")
    t = st.table
    player = t.cards[src].controller
    if what == "don_rested":  # rested DON!! cards in the cost area (given ones are not "rested DON!! cards")
        count = sum(t.cards[u].tapped for u in t.zone(player, "cost_area"))
    elif what == "char_names":  # 2-1-2: Characters of different card names
        count = len({_name(st, u) for u in t.zone(player, "characters")})
    elif what == "field_trait":  # "for every {X} type card on your field": Leader, Characters, Stage (2-4-4: gained types count)
        count = sum(kind in _TRAITS[0](st, u) for z in ("leader", "characters", "stage") for u in t.zone(player, z))
    else:
        cards = t.zone(player, what)
        if kind:
            cards = [u for u in cards if st.cards.get(t.peek(u).card_id, {}).get("type") == kind]
        count = len(cards)
    return count // int(step)
