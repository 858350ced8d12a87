""" "Choose and discard any number of [item] cards" (Geppetto - Skilled Craftsman, Desperate Plan): the
player picks how many of the matching cards of their hand to discard, none to all (8.3.4: they choose
the cards). How many went is kept for "for each card discarded this way" / "draw that many cards"
(engine.lorcana.amounts, scale "discarded"). Op ``discard_any`` (engine.lorcana.ops); registered on
import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, Option
from engine.core.effects import Effect, resolves

from .characteristics import matches, name
from .discard_prevention import keeps_hand
from .ops import GAME
from .resolve import ask_choose
from .rules import R
from .state import LorcanaState
from .zones import move_card


@resolves(GAME, "discard_any")
def discard_any(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Discard the chosen matching cards (``condition`` {"filter"}; with "count": exactly that many,
    or all there are: "choose and discard a card"); "fail" when none were. The discarded cards
    are "it" for the steps after (7.1.9: "if an Illusion character card is discarded this way")."""
    me = frame["player"]
    cond = eff.condition or {}
    ok = [u for u in st.table.zone(me, "hand") if matches(st, u, cond.get("filter", {}), me, None)]
    if ok and "discard" not in frame["tmp"] and keeps_hand(st, me, eff, events):
        ok = []  # 7.7.5: replaced (not when it is the cost of "[A] to [B]", 7.1.2.2): none discarded
    exact = cond.get("count")
    picks = frame["tmp"].pop("discard", None)
    if picks is None and ok:
        prompt = (
            f"{eff.text}: choose {exact} card(s) to discard"
            if exact
            else f"{eff.text}: choose any number of cards to discard"
        )
        opts = [Option(str(u), name(st, u)) for u in ok]
        return ask_choose(
            st,
            frame,
            me,
            prompt,
            opts,
            n=exact or len(ok),
            up_to=not exact,
            rule=R("8.3.4"),
            key="discard",
            kind="discard",
        )
    picked = [u for u in picks or [] if u in ok]
    for u in picked:
        events.append(move_card(st, u, "discard", R("8.3.4")))
    frame["discarded"] = frame.get("discarded", 0) + len(picked)
    frame["it"] = picked
    return "ok" if picked else "fail"
