"""Cremate "… If that character would be destroyed this turn, remove it from the game instead." (EN 716, a
replacement; helper wstat2): the op ``wst2_exile_if_destroyed`` (on ``Target("previous")``) marks the
card in play for this turn; ``leaving_play.destroy`` asks :func:`instead` and then moves it to its
owner's removed-from-game zone (415.7) rather than the graveyard — it is not destroyed. A card that left
play since is a new card (415.9a): the mark names the card's entry into play and no longer applies."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

OP = "wst2_exile_if_destroyed"
_FLAG = "_wst2_exile_if_destroyed"


def instead(st: WowState, uid: int) -> bool:
    """Whether the card in play would be removed from the game instead of being destroyed now."""
    card = st.table.cards.get(uid)
    mark = card.flags.get(_FLAG) if card is not None else None
    return bool(mark) and mark[0] == st.turn and mark[1] == card.entered_turn


@resolves(GAME, OP)
def _mark(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    for uid in call.uids:
        card = st.table.cards[uid]
        card.flags[_FLAG] = [st.turn, card.entered_turn]
        events.append(Event("modify", "If it would be destroyed this turn, it is removed from the game instead", EN("716"), call.player, data={"uid": uid}))
    return events
