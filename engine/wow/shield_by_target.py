"""A prevention shield on your hero against one character (EN 717.2): "Prevent the next 5 damage that would be
dealt to your hero by target hero or ally this turn. When damage is prevented this way, your hero deals that
amount of holy damage to that character." (Holy Shield).

The op ``shield_by_target`` gives the link's controller's hero a :class:`~engine.wow.state.Shield` of ``amount``
for this turn whose filter (``shield_filters``: ``by:<uid>``) lets it prevent only packets dealt by the op's
target; its source is the card with the power, so its preventions name that card (the ``prevent`` event's
``by``). "When damage is prevented this way" is then ``engine.wow.this_turn_triggers``' ``shield_prevented``:
the triggering card is the character whose damage was prevented, and that amount is the link's ``dealt``
(``condition["per"] = "dealt"``)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .ops import GAME, OpCall
from .rules import EN
from .state import Shield


@resolves(GAME, "shield_by_target")
def _shield_by_target(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    if not call.uids or call.amount <= 0:
        return []  # EN 709.2a: the target is gone
    foe = call.uids[0]
    st.shields.append(Shield(st.heroes[p], call.amount, st.turn, call.link.uid, f"by:{foe}"))
    return [Event("prevent", f"Prevent the next {call.amount} damage that would be dealt to P{p + 1}'s hero by {kw.name(st, foe)} this turn",
                  EN("717.2"), p, data={"uid": st.heroes[p]})]
