""""You can place the top card of your deck face down (as your one resource per turn.)." (Gladiator's Maul; helper d37wow).

A continuous power ``zd37_deck_top_resource`` (never carried out, EN 714) of a face-up card in play lets its controller
place the top card of his deck as his resource for the turn (412.1a: the one resource per turn; a card he places so is
none from his hand), face down only (412.1b: never face up), in his main window as any resource. The ``resource``
action names no card (``deck_top``: the top card is hidden, 415.3a; its uid would tell a card already seen): the card is
read as the action is carried out (:func:`top_card`); once placed, its controller sees it (a face-down resource, 415.8c)."""

from __future__ import annotations

from . import keywords as kw
from .state import WowState

OP = "zd37_deck_top_resource"


def may_place(st: WowState, p: int) -> bool:
    """``p`` controls such a power now and his deck has a top card."""
    if not st.table.zone(p, "deck"):
        return False
    for src, _effs in kw.sources_doing(st, OP):
        card = st.table.peek(src)
        if card.controller == p and not card.face_down and any(e.op == OP for e in kw.statics(st, src, OP)):
            return True
    return False


def top_card(st: WowState, p: int) -> int | None:
    """The card ``p`` would place (his deck's top card), if he may."""
    return st.table.zone(p, "deck")[0] if may_place(st, p) else None
