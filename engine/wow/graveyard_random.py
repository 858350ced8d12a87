"""A card of a graveyard picked at random (415.9d's seeded randomness): "Reward: Put a random card from
your graveyard into your hand." (Levixus the Soul Caller). The op ``random_from_graveyard``: one card
of the controller's graveyard, chosen with the game's seeded RNG, goes into his hand (415.2)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from . import zone_moves
from .ops import GAME, OpCall
from .rules import EN


@resolves(GAME, "random_from_graveyard")
def _random_from_graveyard(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    grave = list(st.table.zone(p, "graveyard"))
    if not grave:
        return [Event("graveyard", f"P{p + 1}'s graveyard is empty", EN("709.1"), p)]
    uid = grave[st.rng.randrange(len(grave))]
    ev = zone_moves.move(st, uid, "hand", EN("709.1"), player=p)
    ev.text = f"P{p + 1} puts {kw.name(st, uid)} (at random) from their graveyard into their hand"
    return [ev]
