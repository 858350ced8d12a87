""" "Banish her or return another chosen character of yours to your hand" (Madam Mim - Elephant, Madam Mim
- Rhino): the player picks one of the two as the effect resolves (1.2.4); returning is offered only
while another character of theirs can be chosen, so with none she is banished (1.2.3: an impossible
instruction is not an option). Op ``banish_or_return`` (engine.lorcana.ops); registered on import
(engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, Option
from engine.core.effects import Effect, resolves

from .ops import GAME
from .resolve import _ask, candidates, resolve_targets
from .rules import R
from .state import LorcanaState
from .zones import banish, leave_play


@resolves(GAME, "banish_or_return")
def banish_or_return(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """``target``: the character(s) that may be returned instead of banishing the source."""
    me, src = frame["player"], frame["source"]
    how = frame["tmp"].get("how")
    if how is None:
        if not candidates(st, frame, eff.target, me):
            how = [0]
        else:
            frame["tmp"]["asking"] = "how"
            return _ask(
                st,
                frame,
                me,
                "mode",
                f"{eff.text}: choose one",
                [
                    Option("0", "Banish this character"),
                    Option("1", "Return another chosen character of yours to your hand"),
                ],
                1,
                1,
                "1.2.4",
            )
        frame["tmp"]["how"] = how
    if how == [0]:
        events.append(Event("mode", f"P{me + 1} banishes the source: {eff.text}", R("1.2.4"), me))
        if src in st.table.cards and st.table.cards[src].zone == "play":
            banish(st, [src], R("7.1"), events)
            return "ok"
        return "fail"
    uids = resolve_targets(st, frame, eff, eff.target)
    if uids is None:
        return "wait"
    for u in uids:
        leave_play(st, u, "hand", R("7.1"), events)
    frame["it"] = uids
    return "ok" if uids else "fail"
