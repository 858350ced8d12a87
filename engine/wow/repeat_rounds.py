"""A process repeated (helper x33quest): "At the start of your turn, choose one at random: Pain, Mind, Cunning, Power, or
Time. … Time: Repeat this process two more times." (Big Cauldron of Battle).

The op :data:`OP` ends the power's effects: when ``condition["when"]`` holds (the random pick was the repeating mode,
``engine.wow.random_modes``), ``amount`` more rounds are owed; while a round is owed, the power's effects are carried
out again from the first (a new random pick, EN 707.1c as the card says, 103.1) within the same resolution (EN 709).
The count lives on the link (``link.data``), so it survives a pause for a player's choice (a discard)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import continuations
from .conditions import holds
from .ops import GAME, OpCall
from .rules import EN

OP = "ye33_repeat_rounds"
KEY = "ye33_rounds_owed"


@resolves(GAME, OP)
def _repeat(call: OpCall) -> list[Event]:
    st, link = call.st, call.link
    owed = int(link.data.get(KEY, 0))
    events: list[Event] = []
    when = (call.eff.condition or {}).get("when")
    if when is None or holds(st, call.player, link.uid, when):
        owed += call.amount
        events.append(Event("random", f"The process is repeated {call.amount} more time(s)", EN("709.1"), call.player))
    if owed <= 0:
        link.data.pop(KEY, None)
        return events
    link.data[KEY] = owed - 1
    resume = call.resume()
    resume["index"] = 0  # the process again from its first step
    call.stop = True
    return events + continuations.resume_link(st, resume)
