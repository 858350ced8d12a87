""" "Exert chosen opposing character and all other opposing characters with the same name" (Alice - Tea
Alchemist): the chosen card fixes the name as the effect resolves (1.2.4, 7.1.9); it and every other
card in play that matches ``condition`` {"others": filter} and shares its name are exerted together
(5.1.1). Op ``exert_same_name`` (engine.lorcana.ops); registered on import (engine.lorcana.flow
imports this module)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .characteristics import in_play, matches, names_match
from .ops import GAME
from .resolve import one_target
from .rules import R
from .state import LorcanaState
from .zones import exert_event


@resolves(GAME, "exert_same_name")
def exert_same_name(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Exert ``target`` (chosen) and the other matching cards with its name; "fail" when nothing
    was chosen (1.2.3)."""
    chosen = one_target(st, frame, eff)
    if isinstance(chosen, str):
        return chosen
    me = frame["player"]
    named = str(st.cards[st.table.cards[chosen].card_id].get("name", ""))
    others = [
        u
        for u in in_play(st)
        if u != chosen
        and matches(st, u, (eff.condition or {}).get("others", {}), me, frame["source"])
        and names_match(str(st.cards[st.table.cards[u].card_id].get("name", "")), named)
    ]
    for u in [chosen, *others]:
        events.append(exert_event(st, u, True, R("5.1.1")))
    frame["it"] = [chosen, *others]
    return "ok"
