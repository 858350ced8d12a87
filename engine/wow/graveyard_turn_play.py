"""A card its owner may play from his graveyard this turn (409.1 as from the hand; helper whero): "3, Flip Morn -> You
can play target ability card from your graveyard this turn." (Morn Walks-the-Path). The op ``whero_grave_play_turn``
marks each target (an ability card in the player's graveyard) with the turn; ``artifact.playable_zone`` /
``artifact.playable_elsewhere`` offer a marked card of the graveyard to its owner on that turn, and playing it uses
the mark up (``graveyard_replay.note_played`` calls :func:`spend`): back in the graveyard it is a new card (415.9a).
With ``condition["side"] = "opposing"`` ("3, Flip Morn -> You can play target ability card from an opponent's graveyard
this turn.", Morn Salts-the-Land) the target is in an opponent's graveyard and the mark names the player who may play it
(:func:`marked_by`): he plays it as from his hand, under his control; it goes back to its owner's graveyard (415.2)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

OP = "whero_grave_play_turn"
KEY = "_whero_grave_play"
KEY_BY = "_whero_grave_play_by"


def marked(st: WowState, uid: int) -> bool:
    """The card in its owner's graveyard may be played from there now (marked this turn)."""
    card = st.table.peek(uid, None)
    return card is not None and card.zone == "graveyard" and card.flags.get(KEY) == st.turn


def marked_in(st: WowState, grave: list[int]) -> list[int]:
    """The marked cards of a graveyard."""
    return [u for u in grave if KEY in st.table.peek(u).flags and marked(st, u)]


def spend(st: WowState, uid: int) -> None:
    """The marked card is played: the mark is used up."""
    flags = st.table.peek(uid).flags
    if KEY in flags or KEY_BY in flags:
        st.table.cards[uid].flags.pop(KEY, None)
        st.table.cards[uid].flags.pop(KEY_BY, None)


def marked_by(st: WowState, uid: int, player: int) -> bool:
    """The card in an opponent's graveyard may be played by ``player`` this turn ("You can play target ability card from
    an opponent's graveyard this turn.", Morn Salts-the-Land; helper wzone)."""
    card = st.table.peek(uid, None)
    return card is not None and card.zone == "graveyard" and card.flags.get(KEY_BY) == [st.turn, player]


def marked_for_other(st: WowState, uid: int) -> bool:
    """The card in a graveyard is marked this turn for a player other than its owner."""
    mark = st.table.peek(uid).flags.get(KEY_BY)
    return bool(mark) and mark[0] == st.turn


def marked_in_opponents(st: WowState, player: int) -> list[int]:
    """The cards of the other players' graveyards ``player`` may play this turn."""
    return [u for q in range(st.num_players) if q != player for u in st.table.zone(q, "graveyard")
            if KEY_BY in st.table.peek(u).flags and marked_by(st, u, player)]


@resolves(GAME, OP)
def _mark(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    for uid in call.uids:
        card = st.table.peek(uid, None)
        if card is None or card.zone != "graveyard":
            continue
        if (call.eff.condition or {}).get("side") == "opposing":  # "… from an opponent's graveyard" (helper wzone)
            if card.owner == call.player:
                continue
            st.table.cards[uid].flags[KEY_BY] = [st.turn, call.player]
            events.append(Event("modify", f"P{call.player + 1} can play {kw.name(st, uid)} from P{card.owner + 1}'s graveyard this turn",
                                EN("714.1"), call.player, data={"uid": uid}))
            continue
        if card.owner != call.player:
            continue
        st.table.cards[uid].flags[KEY] = st.turn
        events.append(Event("modify", f"P{call.player + 1} can play {kw.name(st, uid)} from his graveyard this turn", EN("714.1"), call.player,
                            data={"uid": uid}))
    return events
