""" "Choose and discard a card to deal 1 damage to chosen character or location. If you discarded a
Pirate character card, deal 3 damage instead" (Kakamora - Pirate Chief): the discard is the cost of the
damage (7.1.2.2: with an empty hand nothing happens); the player picks the card (8.3.4); the amount is
decided by the discarded card (7.7.2 "instead", 7.1.9), then the damage step runs as the printed
"deal N damage to chosen …" (engine.lorcana.resolve). Op ``discard_for_damage`` (engine.lorcana.ops):
``amount``, ``target``, ``condition`` = {"instead": {"filter": …, "amount": N}}. Registered on import
(engine.lorcana.flow imports this module)."""

from __future__ import annotations

from dataclasses import replace

from engine.core import Event, Option
from engine.core.effects import Effect, resolves

from .characteristics import matches, name
from .ops import GAME
from .resolve import ask_choose, run_step
from .rules import R
from .state import LorcanaState
from .zones import move_card


@resolves(GAME, "discard_for_damage")
def discard_for_damage(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Discard one card of your choice, then deal the damage it decides to the chosen target."""
    me = frame["player"]
    gone = frame["tmp"].get("discarded")
    if gone is None:
        hand = list(st.table.zone(me, "hand"))
        if not hand:
            events.append(
                Event("cant_pay", f"P{me + 1} has no card to discard for: {eff.text}", R("7.1.2.2"), me)
            )
            return "fail"
        picks = frame["tmp"].pop("discard", None)
        if picks is None:
            opts = [Option(str(u), name(st, u)) for u in hand]
            return ask_choose(
                st,
                frame,
                me,
                f"{eff.text}: discard a card",
                opts,
                n=1,
                rule=R("8.3.4"),
                key="discard",
                kind="discard",
            )
        gone = frame["tmp"]["discarded"] = int(picks[0])
        events.append(move_card(st, gone, "discard", R("8.3.4")))
    amount = frame["tmp"].get("amount")
    if amount is None:  # decided once, by the discarded card
        instead = (eff.condition or {}).get("instead") or {}
        amount = frame["tmp"]["amount"] = eff.amount
        if instead and matches(st, gone, instead.get("filter", {}), me, None):
            amount = frame["tmp"]["amount"] = int(instead["amount"])
            events.append(
                Event("replaced", f"{name(st, gone)} was discarded: {amount} damage instead", R("7.7.2"), me)
            )
    return run_step(st, frame, replace(eff, op="damage", amount=amount, condition=None), events)
