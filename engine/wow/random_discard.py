"""Random discards (415.9d; "Target player discards a card at random.", Kalia of Silvermoon City;
"Target opponent discards two random cards."): the op ``discard_random`` picks the cards with the
game's seeded RNG (the engine stays deterministic) and discards them one at a time, revealed. The
player is the targeted one (a player target stands for him by his hero, EN 706) or, with
``Target("opponent")``, the opponent."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import discard_ban
from .ops import GAME, OpCall


@resolves(GAME, "discard_random")
def _discard_random(call: OpCall) -> list[Event]:
    from .procedure import discard_cards  # (as ``altcost`` does: procedure doesn't import this module)

    st = call.st
    tgt = call.eff.target
    who = [1 - call.player] if tgt is not None and tgt.kind == "opponent" else sorted({st.table.cards[u].controller for u in call.uids})
    events: list[Event] = []
    discarded: list[int] = []
    for q in who:
        if discard_ban.cant_discard(st, q):  # "You can't discard cards" (103.2): nothing is picked
            events.append(discard_ban.refused(q))
            continue
        hand = list(st.table.zone(q, "hand"))
        picks = [hand.pop(st.rng.randrange(len(hand))) for _ in range(min(max(0, call.amount), len(hand)))]
        discarded += picks
        events += discard_cards(st, q, picks)
    from .refs import remember

    remember(st, call.link, discarded)  # "… equal to that card's cost" (engine.wow.refs; helper wshot)
    return events
