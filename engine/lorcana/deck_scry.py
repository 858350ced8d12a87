""" "Look at the top 5 cards of your deck. Put any number of them on the top or the bottom of your deck in
any order" (The Boss is on a Roll): only the player sees the cards (7.1.10); they pick the cards for the
bottom (any number, 7.1.8), then the order of those left on top (top card first) and of those going to
the bottom (the card to go under first is chosen first). Op ``top_or_bottom_any`` (engine.lorcana.ops);
registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, Option
from engine.core.effects import Effect, resolves

from .characteristics import name
from .ops import GAME
from .resolve import _ask, look_once
from .rules import R
from .state import LorcanaState


def _next_in_order(
    st: LorcanaState, frame: dict, me: int, key: str, pool: list[int], prompt: str
) -> list[int] | None:
    """The order of ``pool`` chosen one card at a time (the last card takes the last place); None
    while a question is pending."""
    order = frame["tmp"].setdefault(key, [])
    got = frame["tmp"].pop(f"{key}_next", None)
    if got:
        order.append(int(got[0]))
    left = [u for u in pool if u not in order]
    if len(left) > 1:
        frame["tmp"]["asking"] = f"{key}_next"
        _ask(st, frame, me, "look", prompt, [Option(str(u), name(st, u)) for u in left], 1, 1, "7.1.10")
        return None
    return [*order, *left]


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
    top_order = _next_in_order(
        st, frame, me, "top_order", top, "Choose the next card for the top of your deck (top card first)"
    )
    if top_order is None:
        return "wait"
    bottom_order = _next_in_order(
        st, frame, me, "bottom_order", bottom, "Choose the next card to put on the bottom of your deck"
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
