""" "Choose and discard any number of [item] cards" (Geppetto - Skilled Craftsman, Desperate Plan): the
player picks how many of the matching cards of their hand to discard, none to all (8.3.4: they choose
the cards). How many went is kept for "for each card discarded this way" / "draw that many cards"
(engine.lorcana.amounts, scale "discarded"). Op ``discard_any`` (engine.lorcana.ops); registered on
import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, Option, choices
from engine.core.effects import Effect, resolves

from .characteristics import matches, name
from .ops import GAME
from .resolve import _at, _wait
from .rules import R
from .state import LorcanaState
from .zones import move_card


@resolves(GAME, "discard_any")
def discard_any(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Discard the chosen matching cards (``condition`` {"filter"}); "fail" when none were."""
    me = frame["player"]
    ok = [
        u
        for u in st.table.zone(me, "hand")
        if matches(st, u, (eff.condition or {}).get("filter", {}), me, None)
    ]
    picks = frame["tmp"].pop("discard", None)
    if picks is None and ok:
        frame["tmp"]["asking"] = "discard"
        return _wait(
            st,
            choices.choose_n(
                me,
                "discard",
                f"{eff.text}: choose any number of cards to discard",
                [Option(str(u), name(st, u)) for u in ok],
                n=len(ok),
                up_to=True,
                rule=R("8.3.4"),
                context=_at(st),
            ),
        )
    picked = [u for u in picks or [] if u in ok]
    for u in picked:
        events.append(move_card(st, u, "discard", R("8.3.4")))
    frame["discarded"] = frame.get("discarded", 0) + len(picked)
    return "ok" if picked else "fail"
