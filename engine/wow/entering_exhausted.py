"""Whether a card entering play enters it exhausted (411.1: a card enters play ready unless
something says otherwise): its own printed restriction ("This ally enters play exhausted") or a
continuous power of another card in play (EN 714) that gives it the same restriction ("Ongoing:
Opposing allies enter play exhausted.", "Opposing heroes and allies enter play exhausted."):
``templates_statics.compile_static`` reads that wording as the ``ENTERS_EXHAUSTED`` pseudo-keyword
given to each matching card, seen here as the card stands in play (``keywords.has``). Every way into
play asks it: a card played or put into play by an effect (``procedure.resolve_card``: 710.1), a
token (``procedure.make_tokens``: 404.2) and a token copy (``copies.token_copy``: 402.3, through
``on_entry``)."""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from .cards.keys import ENTERS_EXHAUSTED
from .rules import R
from .state import WowState


def enters_exhausted(st: WowState, uid: int, printed: bool) -> bool:
    """411.1 / EN 714: ``printed`` is the card's own restriction (``procedure.printed_restriction``);
    otherwise a continuous power of a card in play gives it (the card is already in its zone)."""
    return printed or kw.has(st, uid, ENTERS_EXHAUSTED)


def printed(st: WowState, uid: int) -> bool:
    """The card's own printed "enters play exhausted" (a static power of its own: a copy has the copied text, 402.3)."""
    from .powers import powers

    return any(e.keyword == ENTERS_EXHAUSTED for pw in powers(st, uid) if pw.kind == "static" for e in pw.effects)


def on_entry(st: WowState, uid: int, player: int) -> list[Event]:
    """The card just put into play exhausts if it enters play exhausted (411.1, EN 714)."""
    if not enters_exhausted(st, uid, printed(st, uid)):
        return []
    st.table.cards[uid].tapped = True
    return [Event("exhaust", f"{kw.name(st, uid)} enters play exhausted", R("411.1"), player, data={"uid": uid})]
