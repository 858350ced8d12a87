"""The Leviathan - Guardian of Atlantis: "you may banish any number of chosen opposing characters
with total {S} 10 or less". The player chooses the characters one at a time (1.2.4; Ward keeps an
opposing character from being chosen, 10.12.1), each time among those whose {S} still fits under
the total (a negative {S} counts as 0, 7.8.2), and may stop at any time (none is "any number" too);
the chosen characters are banished together (1.9.5). Op ``banish_total_strength``
(engine.lorcana.ops); registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, Option
from engine.core.effects import Effect, resolves

from .characteristics import name, stat
from .ops import GAME
from .resolve import ask_choose, candidates
from .rules import R
from .state import LorcanaState
from .zones import banish


def _strength(st: LorcanaState, uid: int) -> int:
    return max(0, stat(st, uid, "strength"))


@resolves(GAME, "banish_total_strength")
def banish_total_strength(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """``target``: what may be chosen (kind "chosen"); ``amount``: the most total {S}. "fail" when
    nothing was chosen."""
    me = frame["player"]
    picked: list[int] = frame["tmp"].setdefault("picked", [])
    got = frame["tmp"].pop("next", None)
    if got is not None:
        if not got:
            frame["tmp"]["done"] = True
        picked.extend(int(u) for u in got)
    left = eff.amount - sum(_strength(st, u) for u in picked)
    fits = [u for u in candidates(st, frame, eff.target, me) if u not in picked and _strength(st, u) <= left]
    if fits and not frame["tmp"].get("done"):
        opts = [Option(str(u), f"{name(st, u)} ({_strength(st, u)} S)") for u in fits]
        return ask_choose(
            st,
            frame,
            me,
            f"{eff.text}: choose another character ({left} S left), or none to stop",
            opts,
            n=1,
            up_to=True,
            rule=R("1.2.4"),
            key="next",
            kind="target",
        )
    picked = [u for u in picked if st.table.cards[u].zone == "play"]
    if not picked:
        return "fail"
    banish(st, picked, R("1.9.5"), events)
    frame["it"] = picked
    return "ok"
