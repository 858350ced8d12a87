"""A hand traded for as many new cards (EN 709.1): "Shuffle your hand into your deck, then draw that
many cards." (Moonshadow, Nightmare Ender). The op ``hand_redraw``: the link's controller puts every
card of his hand into his deck (415.2: a card goes to its owner's zones), shuffles it (415.3b) and
draws as many cards as he put in (an empty hand: nothing is drawn)."""

from __future__ import annotations

from engine.core import Event, effects
from engine.core.effects import resolves

from . import may_skip_draw, zone_moves
from .ops import GAME, OpCall
from .rules import EN, R


@resolves(GAME, "hand_redraw")
def _hand_redraw(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    hand = list(st.table.zone(p, "hand"))
    for uid in hand:
        zone_moves.move(st, uid, "deck", EN("709.1"), player=p)
    events = [Event("move", f"P{p + 1} shuffles {len(hand)} card(s) from their hand into their deck", EN("709.1"), p),
              effects.shuffle(st.table, st.rng, p, "deck", R("415.3b"))]
    return events + may_skip_draw.op_draw(call, p, len(hand), EN("709.1"))  # (EN 716 may ask first)
