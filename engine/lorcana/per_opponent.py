"""Eeyore: "For each opposing player, you may choose a character of theirs" (op
``choose_per_opponent``): one choice per opponent, in turn order (1.6.2), each "may" (7.1.8: zero
or one of that player's matching cards; Ward keeps a card from being chosen, 10.12.1); the chosen
cards are "they" for the next steps (7.1.9). Registered on import (engine.lorcana.flow imports this
module)."""

from __future__ import annotations

from engine.core import Event, Option
from engine.core.effects import Effect, Target, resolves
from engine.core.picked_events import picked_events

from .characteristics import name, opponents
from .ops import GAME
from .resolve import ask_choose, candidates
from .rules import R
from .state import LorcanaState


@resolves(GAME, "choose_per_opponent")
def choose_per_opponent(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Ask once per opponent with a matching card; "fail" when nothing was chosen."""
    me = frame["player"]
    foes = opponents(st, me)
    flt = dict(eff.target.filter) if eff.target else {}
    picked: list[int] = frame["tmp"].setdefault("chosen", [])
    while frame["sub"] < len(foes):
        p = foes[frame["sub"]]
        got = frame["tmp"].pop("answer", None)
        if got is not None:
            picked.extend(got)
            frame["sub"] += 1
            continue
        cands = [
            u for u in candidates(st, frame, Target("chosen", flt), me) if st.table.cards[u].controller == p
        ]
        if not cands:
            frame["sub"] += 1
            continue
        return ask_choose(
            st,
            frame,
            me,
            f"{eff.text}: you may choose one of P{p + 1}'s",
            [Option(str(u), name(st, u)) for u in cands],
            n=1,
            up_to=True,
            rule=R("7.1.8"),
            kind="target",
        )
    frame["it"] = list(picked)
    if picked:
        events.extend(picked_events(st.table, list(picked), lambda u: name(st, u), kind="choose", said=f"P{me + 1} chose",
                                    rule=R("1.2.4"), player=me))
    return "ok" if picked else "fail"
