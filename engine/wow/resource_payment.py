"""A "you may pay N" its controller can't pay is not asked (403.1).

"At the start of the next turn, destroy it unless you pay 3." (Greatsword of the Ebon Blade), "you may pay 1. If you
do, …": the compiled optional ``tap`` of ``amount`` resources (412.2). Before the yes/no question (EN 709.3),
``short`` reads whether the controller has that many ready cards to pay with (resources, and cards that pay as
resources, ``engine.wow.resource_payers``); if not, a cost that can't be paid isn't paid (403.1): no question, the
payment is not done (an "unless"/"if you do" part reads it so) and the log says why.
"""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect

from .rules import R
from .state import WowState


def short(st: WowState, player: int, eff: Effect, x: int = 0) -> Event | None:
    """The event "P1 can't pay N" when ``eff`` is a resource payment ``player`` can't make now; else None."""
    if eff.op != "tap" or eff.zone != "resources" or {"per", "ref_amount", "plus_ref"} & set(eff.condition or {}):
        return None  # an amount read as it resolves ("for each …") is left to the payment itself
    from .resource_payers import payers

    amount = x if eff.amount == -1 else eff.amount
    if len(payers(st, player)) >= amount:
        return None
    return Event("pay", f"P{player + 1} can't pay {amount}: not asked", R("403.1"), player)
