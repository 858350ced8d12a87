"""Printed: "Put an X [Melee] / X [Health] Tiger ally token into play with Ferocity." (Avatar of the Wild):
the op ``x_token`` puts ``condition["token"]`` (the shape of ``procedure.make_tokens``) into play
under the link's controller with ATK and health X, the X paid for the card (201.3; ``amount``
-1). A 0/0 token is created too, and the next pre-priority check destroys it (410.6a)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from .ops import GAME, OpCall


@resolves(GAME, "x_token")
def _x_token(call: OpCall) -> list[Event]:
    from .procedure import make_tokens  # (as ``random_discard`` does: procedure doesn't import this module)

    x = max(0, call.amount)
    token = {**call.eff.condition["token"], "atk": x, "health": x}
    return make_tokens(call.st, call.player, token, 1)
