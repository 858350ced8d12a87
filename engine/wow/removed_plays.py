"""A card removed from the top of a deck that its remover may play, or place, this turn (409.1, 412.1): "[Exhaust], Remove
the top card of your deck from the game -> If it's an ability, ally, or equipment card, you may play it this turn if
able. If it's a quest card, you may place it this turn if able." (Gloves of the High Magus).

The cost (``activation.DECK_TOP``) removes the card face up (415.7a: public) and notes it on the source card
(:data:`REMOVED`). The op :data:`OP` marks it: an ability, ally or equipment card may be played this turn by the link's
controller, paying its costs (``artifact.PLAYABLE_BY``, as Chaos Bolt); a quest card may be placed as his resource this
turn (:data:`PLACEABLE_BY`, read by the engine's resource placement: 412.1a still allows one resource a turn, face up
or down as from the hand, 412.1b). "If able": nothing else changes (a card that can't be played now is just not
played)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .ops import GAME, OpCall
from .rules import R
from .state import WowState

OP = "xd32_removed_top_play"
REMOVED = "xd32_removed_top"
"""Source card flag: the cards its cost removed from the top of the deck (``activation.pay``)."""
PLACEABLE_BY = "xd32_placeable_by"
"""Card flag ``[player, turn]``: that player may place this removed quest card as a resource this turn."""
_PLAYED = ("ability", "ally", "weapon", "armor", "item")


def placeable(st: WowState, p: int, uid: int) -> bool:
    """Whether ``p`` may place the removed card ``uid`` as a resource now (its mark is his, this turn's)."""
    card = st.table.peek(uid)
    mark = card.flags.get(PLACEABLE_BY)
    return card.zone == "removed" and bool(mark) and mark[0] == p and mark[1] == st.turn


def placeables(st: WowState, p: int) -> list[int]:
    """The removed cards ``p`` may place now."""
    return [u for q in range(st.num_players) for u in st.table.zones[q]["removed"] if placeable(st, p, u)]


@resolves(GAME, OP)
def _mark(call: OpCall) -> list[Event]:
    from .artifact import PLAYABLE_BY

    st, p = call.st, call.player
    source = st.table.cards.get(call.link.uid)
    events: list[Event] = []
    for uid in (source.flags.get(REMOVED) or []) if source is not None else []:
        card = st.table.cards.get(uid)
        if card is None or card.zone != "removed":
            continue
        kind = kw.ctype(st, uid)
        if kind in _PLAYED:
            card.flags[PLAYABLE_BY] = [p, st.turn]
            events.append(Event("modify", f"P{p + 1} may play {kw.name(st, uid)} this turn", R("409.1"), p, data={"uid": uid}))
        elif kind == "quest":
            card.flags[PLACEABLE_BY] = [p, st.turn]
            events.append(Event("modify", f"P{p + 1} may place {kw.name(st, uid)} as a resource this turn", R("412.1"), p, data={"uid": uid}))
    return events
