"""A card's own trigger on being removed from the game from any zone (EN 703.1, 415.7): "When Bimble is removed from
the game from anywhere, draw a card." — a ``self_ev`` power with ``cost={"what": "removed"}`` waits to go on the chain
when a log entry moved its card into the removed-from-game zone (from play, the hand, the deck, the graveyard …).
As Death Rattle's (``engine.wow.death_rattle``) the card's owner controls the trigger (the card is in the owner's
removed zone, 415.2); a face-down resource is blank as it leaves play (412.1b) and a token ceases to exist (410.6d)."""

from __future__ import annotations

from engine.core.actions import Event

from .match_triggers import hears
from .powers import printed_powers
from .state import Link, WowState

TRIGGER = "self_ev"
WHAT = "removed"
KINDS = ("move", "remove")
"""The event kinds that may put a card into the removed zone (``effects.move``; a "remove" line of an effect)."""


def fire(st: WowState, ev: Event) -> None:
    """One log entry → the "when this is removed from the game" power of the card it removed."""
    uid = (ev.data or {}).get("uid")
    if ev.kind not in KINDS or not isinstance(uid, int) or not hears(st, TRIGGER, WHAT):
        return
    card = st.table.cards.get(uid)
    if card is None or card.zone != "removed" or card.flags.get("token") or ev.text.startswith("a face-down resource"):
        return
    for i, pw in enumerate(printed_powers(st, uid)):
        if pw.kind == "triggered" and pw.trigger == TRIGGER and pw.cost.get("what") == WHAT:
            st.triggers.append(Link("trigger", card.owner, uid, i, label=f"{st.cards[card.card_id]['name']}: {pw.text}"))
