"""The Family Scattered: "Chosen opponent chooses 3 of their characters and returns one of those
cards to their hand, puts one on the bottom of their deck, and puts one on the top of their deck."
The opponent makes every choice (7.1.3: their cards, their choice; 10.12.1 Ward doesn't stop a
player choosing their own): first the 3 characters (all of them if they have fewer, 1.2.3), then
which one goes to each place in the printed order (hand, bottom, top; with fewer cards the first
places are filled). Each card leaves play with the cards under it (5.1.7). Op ``scatter_three``
(engine.lorcana.ops); registered on import (engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, Option, choices
from engine.core.effects import Effect, resolves

from .characteristics import ctype, name
from .ops import GAME
from .resolve import _ask, _at, _wait, one_player
from .rules import R
from .state import LorcanaState
from .zones import leave_play

PLACES = ("hand", "bottom", "top")


@resolves(GAME, "scatter_three")
def scatter_three(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """``target``: the opponent (e.g. "chosen_opponent"). "fail" when they have no character."""
    p = one_player(st, frame, eff.target)
    if isinstance(p, str):
        return p
    tmp = frame["tmp"]
    if "three" not in tmp:
        own = [u for u in st.table.zone(p, "play") if ctype(st, u) == "character"]
        if not own:
            events.append(Event("nothing", f"{eff.text}: P{p + 1} has no character", R("1.2.3"), p))
            return "fail"
        got = tmp.pop("pick3", None)
        if got is None and len(own) > len(PLACES):
            tmp["asking"] = "pick3"
            opts = [Option(str(u), name(st, u)) for u in own]
            return _wait(
                st,
                choices.choose_n(
                    p,
                    "look",
                    "Choose 3 of your characters",
                    opts,
                    n=len(PLACES),
                    rule=R("7.1.3"),
                    context=_at(st),
                ),
            )
        tmp["three"] = [int(u) for u in got] if got is not None else own
        tmp["placed"] = []
    three, placed = tmp["three"], tmp["placed"]
    got = tmp.pop("place", None)
    if got:
        placed.append(int(got[0]))
    while len(placed) < len(three):
        left = [u for u in three if u not in placed]
        if len(left) == 1:
            placed.append(left[0])
            break
        tmp["asking"] = "place"
        where = {
            "hand": "return to your hand",
            "bottom": "put on the bottom of your deck",
            "top": "put on the top of your deck",
        }
        return _ask(
            st,
            frame,
            p,
            "look",
            f"Choose the character to {where[PLACES[len(placed)]]}",
            [Option(str(u), name(st, u)) for u in left],
            1,
            1,
            "7.1.3",
        )
    for u, place in zip(placed, PLACES, strict=False):
        if st.table.cards[u].zone != "play":
            continue
        if place == "hand":
            leave_play(st, u, "hand", R("7.1"), events)
        else:
            leave_play(st, u, "deck", R("7.1"), events, position=0 if place == "top" else None)
    return "ok"
