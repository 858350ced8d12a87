"""Putting cards under a character or location (Boost and "put the top card of your deck
facedown under …"; Comprehensive Rules 2.2.0 8.4.1-8.4.3 and 5.1.1.5, outside the seed
documents): the card goes facedown under the card (zone ``under``, ``attached_to`` it), nobody may
look at it (8.4.2) and it isn't in play (8.4.3).

Putting a card under a card is an event: "whenever you put a card under this character"
(``put_under_self``) and "… under one of your [other] characters or locations" (``put_under_yours``)
trigger on it, and it is recorded for "if you've put a card under her this turn". Shift puts the new
card *on top of* the old one (2.2.0 8.10.8: "put this card on top of"), which is not this event.

Ops (engine.lorcana.ops): ``put_under``: the top card of your deck goes facedown under each
``target`` (with an empty deck nothing happens, 1.2.3); ``take_under``: "put all cards from under
her into your hand". Registered on import (engine.lorcana.flow imports this module).
"""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .characteristics import name
from .ops import GAME
from .resolve import resolve_targets
from .rules import R, R_new
from .state import LorcanaState
from .triggers import emit
from .zones import move_card


def put_under(st: LorcanaState, uid: int, onto: int, events: list[Event], text: str, kind: str = "under") -> None:
    """``uid`` goes facedown under ``onto`` (8.4.1-8.4.2); the event triggers and is recorded."""
    moved = st.table.move(uid, "under")
    moved.attached_to, moved.face_down = onto, True
    moved.known_to.clear()
    owner = st.table.cards[onto].controller
    events.append(Event(kind, f"{name(st, onto)}: {text}", R_new("8.4.1"), owner, data={"uid": onto}))
    st.floating.append({"kind": "put_under", "owner": owner, "turn": st.turn, "uid": onto})
    emit(st, "put_under_self", onto)


@resolves(GAME, "put_under")
def put_under_op(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """The top card of your deck goes facedown under each target card (one card each)."""
    me = frame["player"]
    uids = resolve_targets(st, frame, eff, eff.target)
    if uids is None:
        return "wait"
    done = []
    for onto in uids:
        deck = st.table.zone(me, "deck")
        if not deck or st.table.cards[onto].zone != "play":
            continue
        put_under(st, deck[0], onto, events, f"the top card of P{me + 1}'s deck goes facedown under it")
        done.append(onto)
    frame["it"] = done  # "those characters" (7.1.9)
    return "ok" if done else "fail"


def cards_under(st: LorcanaState, uid: int) -> list[int]:
    """The cards under ``uid`` (5.1.7), in zone order."""
    return [u for p in range(st.num_players) for u in st.table.zone(p, "under") if st.table.cards[u].attached_to == uid]


@resolves(GAME, "take_under")
def take_under(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Every card under the target goes to its owner's hand; "fail" when there was none."""
    uids = resolve_targets(st, frame, eff, eff.target)
    if uids is None:
        return "wait"
    moved = [u for onto in uids for u in cards_under(st, onto)]
    for u in moved:
        st.table.cards[u].attached_to = None
        events.append(move_card(st, u, "hand", R("7.1")))
    return "ok" if moved else "fail"


@resolves(GAME, "boost")
def boost(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Boost (rules 2.2.0 8.4.1-8.4.3, outside the seed documents): the top card of your deck goes
    facedown under this card; nobody may look at it (8.4.2); it is not in play and was not played
    (8.4.3). With an empty deck nothing happens (1.2.3)."""
    me, src = frame["player"], frame["source"]
    card = st.table.cards.get(src)
    deck = st.table.zone(me, "deck")
    if card is not None and card.zone == "play":
        emit(st, "boost_yours", src)  # "whenever you use the Boost ability of a character" (used, even with an empty deck)
    if card is None or card.zone != "play" or not deck:
        return "ok"
    put_under(st, deck[0], src, events, f"the top card of P{me + 1}'s deck goes facedown under it (Boost)", kind="boost")
    return "ok"
