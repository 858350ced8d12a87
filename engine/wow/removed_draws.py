"""Draws replaced by cards removed from the game (helper x33quest): "Remove your deck from the game. Ongoing: If you
would draw a card, choose a card you removed and put it into your hand instead." (Forbidden Knowledge).

- op :data:`REMOVE_DECK`: every card of the link's controller's deck is removed from the game (415.7a; the removed
  zone is public, the text says nothing of face down), noted on the source card (:data:`KEY`);
- op :data:`OP` (a continuous power, never carried out): while the card is in play, each card its controller would
  draw is replaced (EN 716: "instead"; one card at a time, 415.9e): he chooses one of the cards it removed that is still
  in his removed zone (a card that left it since is a new card, 415.9a) and puts it into his hand — no draw happens.
  Asked by ``engine.wow.may_skip_draw.ask`` with the other replacements of a draw (he picks which applies, EN 716);
  none left to choose: the replacement can't apply and he draws."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from . import zone_moves
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

REMOVE_DECK = "ye33_remove_deck"
OP = "ye33_draw_removed"
KEY = "_ye33_removed_deck"
PICK = "removed:"
"""The option id prefix of a removed card chosen instead of a draw."""


@resolves(GAME, REMOVE_DECK)
def _remove_deck(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    deck = list(st.table.zone(p, "deck"))
    for uid in deck:
        zone_moves.quiet(st, uid, "removed", player=st.table.peek(uid).owner)
    if call.link.uid in st.table.cards:
        card = st.table.cards[call.link.uid]
        card.flags[KEY] = [*card.flags.get(KEY, []), *deck]
    return [Event("remove", f"P{p + 1} removes his deck ({len(deck)} cards) from the game", R("415.7a"), p, data={"uids": deck})]


def choices(st: WowState, player: int) -> list[int]:
    """The removed cards ``player`` may put into his hand instead of drawing (his cards in play with the power)."""
    out: list[int] = []
    for src, _ in kw.sources_doing(st, OP):
        card = st.table.peek(src)
        if card.controller != player:
            continue
        out += [u for u in card.flags.get(KEY, []) if u in st.table.cards and st.table.peek(u).zone == "removed" and u not in out]
    return out


def take(st: WowState, player: int, uid: int) -> list[Event]:
    """The chosen removed card goes into its owner's hand instead of a draw (EN 716)."""
    zone_moves.quiet(st, uid, "hand", player=st.table.peek(uid).owner)
    return [Event("move", f"P{player + 1} puts {kw.name(st, uid)} from the removed cards into his hand instead of drawing", EN("716"), player,
                  data={"uid": uid})]
