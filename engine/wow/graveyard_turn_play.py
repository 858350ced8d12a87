"""A card its owner may play from his graveyard this turn (409.1 as from the hand; helper whero): "3, Flip Morn -> You
can play target ability card from your graveyard this turn." (Morn Walks-the-Path). The op ``whero_grave_play_turn``
marks each target (an ability card in the player's graveyard) with the turn; ``artifact.playable_zone`` /
``artifact.playable_elsewhere`` offer a marked card of the graveyard to its owner on that turn, and playing it uses
the mark up (``graveyard_replay.note_played`` calls :func:`spend`): back in the graveyard it is a new card (415.9a)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

OP = "whero_grave_play_turn"
KEY = "_whero_grave_play"


def marked(st: WowState, uid: int) -> bool:
    """The card in its owner's graveyard may be played from there now (marked this turn)."""
    card = st.table.peek(uid, None)
    return card is not None and card.zone == "graveyard" and card.flags.get(KEY) == st.turn


def marked_in(st: WowState, grave: list[int]) -> list[int]:
    """The marked cards of a graveyard."""
    return [u for u in grave if KEY in st.table.peek(u).flags and marked(st, u)]


def spend(st: WowState, uid: int) -> None:
    """The marked card is played: the mark is used up."""
    if KEY in st.table.peek(uid).flags:
        st.table.cards[uid].flags.pop(KEY, None)


@resolves(GAME, OP)
def _mark(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    for uid in call.uids:
        card = st.table.peek(uid, None)
        if card is None or card.zone != "graveyard" or card.owner != call.player:
            continue
        st.table.cards[uid].flags[KEY] = st.turn
        events.append(Event("modify", f"P{call.player + 1} can play {kw.name(st, uid)} from his graveyard this turn", EN("714.1"), call.player,
                            data={"uid": uid}))
    return events
