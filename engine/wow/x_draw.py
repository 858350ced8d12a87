"""Printed: "X, Destroy this ability -> If X is 5 or less, draw X cards." (Mana Sapphire): the op
``draw_x_at_most`` — the link's controller draws X cards (X as paid, 201.3) if X is at most
``amount``, checked as the power resolves (EN 709); otherwise nothing happens."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from .ops import GAME, OpCall
from .rules import EN


@resolves(GAME, "draw_x_at_most")
def _draw_x_at_most(call: OpCall) -> list[Event]:
    from . import may_skip_draw

    x = call.link.x
    if x > call.amount:
        return [
            Event("condition", f"X is {x}, more than {call.amount}: nothing is drawn", EN("709"), call.player)
        ]
    return may_skip_draw.op_draw(call, call.player, x, EN("709.1"))  # (EN 716 may ask)
