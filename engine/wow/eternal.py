"""Eternal (printed reminder text: "When this enters your graveyard from anywhere, you may shuffle it
into your deck."): a graveyard self-trigger (``engine.wow.death_rattle``, EN 703.1) whose effect is the
``shuffle_into_deck`` op — the card with the power goes from its owner's graveyard into his deck,
which is then shuffled (415.3b). The link triggered on the card entering the graveyard, so it may act
on it while it is still there (415.9b); a card that left the graveyard stays where it is."""

from __future__ import annotations

from engine.core import Event, effects
from engine.core.effects import resolves

from . import keywords as kw
from . import zone_moves
from .ops import GAME, OpCall
from .rules import R


@resolves(GAME, "shuffle_into_deck")
def _shuffle_into_deck(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    for uid in call.targets_or_source:
        card = st.table.cards.get(uid)
        if card is None or card.zone != "graveyard":
            events.append(
                Event("eternal", "It left the graveyard since: nothing is shuffled", R("415.9b"), call.player)
            )
            continue
        name = kw.name(st, uid)
        ev = zone_moves.move(st, uid, "deck", R("415.9b"), player=card.owner)
        ev.text = f"{name} is shuffled from the graveyard into its owner's deck"
        card.known_to = []
        events += [ev, effects.shuffle(st.table, st.rng, card.owner, "deck", R("415.3b"))]
    return events
