"""A "you may" before a targeted part (helper w30quest): "[Exhaust] -> You may remove target ally card in a graveyard
from the game. If you do, …" (Undercity). The target is chosen as the power is used (EN 706: a power with a target
needs a legal one); as it resolves its controller says yes or no (EN 709.3). The op ``w30q_may`` (``optional = true``,
no target) is that question: answered yes, it is done, and the parts marked ``if_done`` ("If you do" — the targeted
part too) happen; answered no, none of them does."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from .ops import GAME, OpCall


@resolves(GAME, "w30q_may")
def _may(call: OpCall) -> list[Event]:
    return []  # the yes itself (procedure.run_effects marks the link done)
