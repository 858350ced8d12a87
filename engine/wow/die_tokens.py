"""Printed: "At the end of each turn, roll a die. Put that many Naga ally tokens with 1 Melee ATK / 1
health into play." (Lady Vashj): the op ``die_tokens`` rolls a six-sided die with the game's
seeded random source (the rules name no other die) and puts that many ``condition["token"]``
(the shape of ``procedure.make_tokens``, 404.2) into play under the link's controller."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import dice
from .ops import GAME, OpCall

SIDES = 6


@resolves(GAME, "die_tokens")
def _die_tokens(call: OpCall) -> list[Event]:
    from .procedure import make_tokens  # (as ``x_tokens`` does: procedure doesn't import this module)

    roll, events = dice.roll(call.st, call.player)  # (engine.wow.dice: every die, its replacements)
    return events + make_tokens(call.st, call.player, call.eff.condition["token"], roll)
