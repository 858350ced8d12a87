""" "This turn, you may play characters from under this item" (The Black Cauldron): a permission for
this turn to play a card that lies faceup under that item instead of from the hand (4.3.4.2 names
the hand; 1.2.1: the card's text wins), paying its cost or its Shift cost as usual (4.3.4.6, 10.8.1).
The permission is the floating entry ``{"kind": "play_under", "player", "turn", "uid": the item,
"filter"}`` (engine.lorcana.under_faceup creates it); read by engine.lorcana.play (the play) and
engine.lorcana.under_faceup (the legal plays). Imports no resolver (engine.lorcana.play imports it)."""

from __future__ import annotations

from .characteristics import floating_of, matches
from .state import LorcanaState


def under_permission(st: LorcanaState, player: int, uid: int) -> bool:
    """May ``player`` play ``uid`` (a card under one of their items) from there now?"""
    card = st.table.cards.get(uid)
    if card is None or card.zone != "under" or card.owner != player or card.face_down:
        return False
    host = st.table.cards.get(card.attached_to) if card.attached_to is not None else None
    if host is None or host.zone != "play" or host.controller != player:
        return False
    return any(
        f.get("player") == player
        and f.get("turn") == st.turn
        and f.get("uid") == card.attached_to
        and matches(st, uid, f.get("filter", {}), player, card.attached_to)
        for f in floating_of(st, "play_under")
    )


def under_playables(st: LorcanaState, player: int) -> list[int]:
    """The cards under ``player``'s items they may play now."""
    if not any(f.get("player") == player for f in floating_of(st, "play_under")):
        return []
    return [
        u for p in range(st.num_players) for u in st.table.zone(p, "under") if under_permission(st, player, u)
    ]


def detach_played(st: LorcanaState, uid: int) -> None:
    """A card played from under an item is no longer under it (5.1.7)."""
    card = st.table.cards[uid]
    if card.zone == "under":
        card.attached_to = None
