""" "Look at the top 5 cards of your deck. Put any number of them on the top or the bottom of your deck in
any order" (The Boss is on a Roll): only the player sees the cards (7.1.10); they pick the cards for the
bottom (any number, 7.1.8), then the order of those left on top (top card first) and of those going to
the bottom (the card to go under first is chosen first). Op ``top_or_bottom_any`` (engine.lorcana.ops);
registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, Option
from engine.core.effects import Effect, resolves

from .characteristics import name
from .deck_ends import chosen_order
from .ops import GAME
from .resolve import _ask, look_once
from .rules import R
from .state import LorcanaState


@resolves(GAME, "top_or_bottom_any")
def top_or_bottom_any(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Look at the top ``amount`` cards; the player splits them between the top and the bottom of
    their deck and orders both; "fail" with an empty deck (1.2.3)."""
    me = frame["player"]
    look_once(st, frame, me, eff.amount, events)
    looked = frame["tmp"]["looked"]
    if not looked:
        return "fail"
    if "bottom" not in frame["tmp"]:
        picks = frame["tmp"].pop("split", None)
        if picks is None:
            frame["tmp"]["asking"] = "split"
            return _ask(
                st,
                frame,
                me,
                "look",
                "Choose the cards to put on the bottom of your deck (the rest stay on top)",
                [Option(str(u), name(st, u)) for u in looked],
                0,
                len(looked),
                "7.1.10",
            )
        frame["tmp"]["bottom"] = [int(u) for u in picks]
    bottom = frame["tmp"]["bottom"]
    top = [u for u in looked if u not in bottom]
    top_order = chosen_order(
        st,
        frame,
        me,
        top,
        "Choose the next card for the top of your deck (top card first)",
        "7.1.10",
        "top_order",
        "top_order_next",
    )
    if top_order is None:
        return "wait"
    bottom_order = chosen_order(
        st,
        frame,
        me,
        bottom,
        "Choose the next card to put on the bottom of your deck",
        "7.1.10",
        "bottom_order",
        "bottom_order_next",
    )
    if bottom_order is None:
        return "wait"
    for u in reversed(top_order):
        st.table.move(u, "deck", player=me, position=0)
    for u in bottom_order:
        st.table.move(u, "deck", player=me, position=None)
    events.append(
        Event(
            "placed",
            f"P{me + 1} puts {len(top_order)} card(s) on the top and {len(bottom_order)} on the bottom "
            "of their deck in the order they choose",
            R("7.1.10"),
            me,
        )
    )
    return "ok"
