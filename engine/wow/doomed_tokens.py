"""Printed: "At the end of your turn, put three Peasant ally tokens into play with 1 [Melee] ATK / 1
health and Protector. At the end of the next turn, destroy them." (Weldon Barov): the op
``doomed_tokens`` puts ``amount`` ``condition["token"]`` into play under the link's controller
(404.2) and schedules each to be destroyed at the end of the next turn (415.9c) with the delayed
effects of ``engine.wow.delayed`` (only a token still in play then, 415.9b; a token that left
play has ceased to exist, 410.6d). ``duration="this_turn"``: "… into play. At end of turn, destroy
them." (Barov Peasant Caller, Ancient Cornerstone Grimoire): destroyed at the end of this turn."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from .delayed import schedule
from .ops import GAME, OpCall


@resolves(GAME, "doomed_tokens")
def _doomed_tokens(call: OpCall) -> list[Event]:
    from .procedure import make_tokens  # (as ``x_tokens`` does: procedure doesn't import this module)

    events = make_tokens(call.st, call.player, call.eff.condition["token"], max(0, call.amount))
    this_turn = call.eff.duration == "this_turn"
    for uid in [e.data["uid"] for e in list(events) if e.kind == "token"]:
        for ev in schedule(call.st, uid, call.player, "destroy", this_turn=this_turn):
            ev.text = f"At the end of {'this' if this_turn else 'the next'} turn, this token is destroyed (415.9c) if it is still in play"
            events.append(ev)
    return events
