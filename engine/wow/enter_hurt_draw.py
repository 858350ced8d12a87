"""'When you play Dimzer or another ally, you may put 1 damage on it as it enters play. If you do, draw a card.'
(Dimzer the Prestidigitator).

The triggered power (``played_self`` for Dimzer himself, ``play_filtered`` for another ally of his controller's,
EN 703) goes on the chain above the ally played and resolves first (409.1): the op ``yg33_hurt_as_enters`` — an
optional effect, asked yes or no as it resolves (EN 709.3) — marks the played card, still on the chain (its
controller's choice, kept on the card as :data:`FLAG`). As that card enters play (``procedure.resolve_card``,
710.1) the damage is put on it (405.3: placed, no packet) and then, because he did, the trigger's controller draws
a card (EN 709.3 "If you do"). A card that never enters play (interrupted, 410.6) gets no damage, so no card is
drawn; the mark goes with the card it was made on (415.9a)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import continuations
from . import keywords as kw
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

FLAG = "yg33_hurt_as_enters"
"""Card flag: the players who chose to put 1 damage on it as it enters play (one entry each, in order)."""


@resolves(GAME, "yg33_hurt_as_enters")
def _mark(call: OpCall) -> list[Event]:
    st, link = call.st, call.link
    ev = link.data.get("event")
    uid = ev if isinstance(ev, int) else link.uid  # "another ally": the card played; "Dimzer": himself (played_self)
    card = st.table.cards.get(uid)
    if card is None or card.zone != "chain" or kw.ctype(st, uid) != "ally":
        return []  # it already resolved or left the chain: it won't enter play from there
    card.flags[FLAG] = [*card.flags.get(FLAG, []), call.player]
    return [Event("note", f"P{call.player + 1} will put 1 damage on {kw.name(st, uid)} as it enters play", EN("709.3"), call.player)]


def on_enter(st: WowState, uid: int) -> list[Event]:
    """As the marked card enters play: 1 damage for each mark, then its marker draws a card (EN 709.3)."""
    card = st.table.cards[uid]
    who = card.flags.pop(FLAG, None)
    if not who or not kw.is_character(st, uid):
        return []
    from .activation import put_damage

    events: list[Event] = []
    for p in who:
        events += put_damage(st, p, uid, 1)  # 405.3
        events += continuations.draw(st, p, 1, R("405.3"))
    return events
