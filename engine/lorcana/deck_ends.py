"""Putting cards on the top or the bottom of a deck "in any order": the player chooses the order one
card at a time (the last card left takes the last place), then the cards go there with one log line.
Shared by the look/reveal ops ("Put the rest on the bottom of your deck in any order", 8.2.4)."""

from __future__ import annotations

from engine.core import Event, Option

from .characteristics import name
from .resolve import _ask
from .rules import R
from .state import LorcanaState


def chosen_order(
    st: LorcanaState,
    frame: dict,
    me: int,
    pool: list[int],
    prompt: str,
    rule: str,
    key: str = "order",
    ask: str = "next",
) -> list[int] | None:
    """The order of ``pool`` chosen by ``me`` one card at a time (the first chosen first), kept in
    ``frame["tmp"][key]``; the answer comes back under ``ask``. None while a question is pending."""
    order = frame["tmp"].setdefault(key, [])
    got = frame["tmp"].pop(ask, None)
    if got:
        order.append(int(got[0]))
    left = [u for u in pool if u not in order]
    if len(left) > 1:
        frame["tmp"]["asking"] = ask
        _ask(st, frame, me, "look", prompt, [Option(str(u), name(st, u)) for u in left], 1, 1, rule)
        return None
    return [*order, *left]


def put_on_bottom(st: LorcanaState, me: int, order: list[int], events: list[Event]) -> None:
    """``order`` goes on the bottom of ``me``'s deck, the first card first (8.2.4)."""
    for u in order:
        st.table.move(u, "deck", player=me, position=None)
    if order:
        events.append(bottom_placed(me, len(order)))


def bottom_placed(me: int, count: int) -> Event:
    """The log line for ``count`` cards put on the bottom of ``me``'s deck in the order they chose (8.2.4)."""
    return Event(
        "bottom",
        f"P{me + 1} puts {count} card(s) on the bottom of their deck in the order they choose",
        R("8.2.4"),
        me,
    )


def put_on_top(st: LorcanaState, me: int, order: list[int], events: list[Event]) -> None:
    """``order`` goes back on the top of ``me``'s deck, the first card on top (7.1.10)."""
    for u in reversed(order):
        st.table.move(u, "deck", player=me, position=0)
    if order:
        events.append(
            Event(
                "placed",
                f"P{me + 1} puts {len(order)} card(s) back on the top of their deck in the order they choose",
                R("7.1.10"),
                me,
            )
        )
