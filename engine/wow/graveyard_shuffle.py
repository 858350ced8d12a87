"""Graveyards shuffled into decks by an effect (EN 709.1, 415.3b): "Target player shuffles his
graveyard into his deck." (Wildwatcher Elandra), "All players shuffle their graveyards into their
decks." (Retribution of the Light), "Shuffle all allies from your graveyard into your deck." (All
That Rises). The op ``shuffle_graveyards``: each named player (``mill.players``: the targeted one,
the opponent, each player or the link's controller) puts every card of his own graveyard matching
``condition["filter"]`` (``search.card_matches``; none: all of them) into his deck (415.2: a card
goes to its owner's zones) and shuffles it (415.3b)."""

from __future__ import annotations

from engine.core import Event, effects
from engine.core.effects import resolves

from . import zone_moves
from .mill import players
from .ops import GAME, OpCall
from .rules import EN, R
from .search import card_matches


@resolves(GAME, "shuffle_graveyards")
def _shuffle_graveyards(call: OpCall) -> list[Event]:
    st = call.st
    flt = (call.eff.condition or {}).get("filter") or {}
    events: list[Event] = []
    for q in players(call):
        cards = [u for u in st.table.zone(q, "graveyard") if card_matches(st, u, flt)]
        for uid in cards:
            zone_moves.move(st, uid, "deck", EN("709.1"), player=q)
        events.append(Event("move", f"P{q + 1} shuffles {len(cards)} card(s) from their graveyard into their deck", EN("709.1"), q))
        events.append(effects.shuffle(st.table, st.rng, q, "deck", R("415.3b")))
    return events
