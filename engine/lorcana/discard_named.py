"""Tiana - Party Hostess: "… then choose and discard a card. If you discarded a location card this way, you
may play it from your discard for free" (op ``discard_named``): the player chooses ``amount`` cards of their
hand (8.3.4, all of them when they hold no more); the discarded cards are "it" for the steps after it
(7.1.9), so ``conditional`` ``it_is`` and ``play_it_free`` can refer to them. Registered on import
(engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .discard_prevention import keeps_hand
from .ops import GAME
from .resolve import ask_discard
from .rules import R
from .state import LorcanaState
from .zones import move_card


@resolves(GAME, "discard_named")
def discard_named(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """ "fail" when the hand is empty (nothing discarded: no "it")."""
    me = frame["player"]
    hand = list(st.table.zone(me, "hand"))
    n = max(1, eff.amount)
    if not hand:
        events.append(Event("nothing", f"P{me + 1} has no card to discard", R("1.2.3"), me))
        return "fail"
    if "discard_named" not in frame["tmp"] and keeps_hand(st, me, eff, events):
        return "fail"  # 7.7.5: nothing discarded, no "it"
    picks = frame["tmp"].pop("discard_named", None)
    if picks is None and len(hand) > n:
        return ask_discard(st, frame, me, hand, n, key="discard_named")
    chosen = [u for u in (picks if picks is not None else hand) if u in hand]
    for u in chosen:
        events.append(move_card(st, u, "discard", R("8.3.4")))
    frame["it"] = chosen
    return "ok"
