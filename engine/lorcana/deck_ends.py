"""Putting cards on the top or the bottom of a deck "in any order": the player chooses the order one
card at a time (the last card left takes the last place), then the cards go there with one log line.
Shared by the look/reveal ops ("Put the rest on the bottom of your deck in any order", 8.2.4); the
order question itself (``chosen_order``) lives in engine.lorcana.resolve, whose own "look at the top N"
op asks it too."""

from __future__ import annotations

from engine.core import Event

from .resolve import chosen_order
from .rules import R
from .state import LorcanaState

__all__ = ["bottom_placed", "chosen_order", "put_on_bottom", "put_on_top"]


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
