""" "Chosen opponent may put the top card of their deck into their inkwell facedown and exerted"
(Laugh Canister): the choice is that player's own (7.1.3), asked of each player named in turn
order (1.6.2); the card goes in facedown and exerted (8.5.6). Op ``may_ink_top``
(engine.lorcana.ops); ``target`` names the players; registered on import (engine.lorcana.flow
imports this module)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .ops import GAME
from .resolve import ask_may, players_of
from .rules import R
from .state import LorcanaState
from .zones import put_in_inkwell


@resolves(GAME, "may_ink_top")
def may_ink_top(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """ "ok" when at least one player put a card into their inkwell."""
    players = players_of(st, frame, eff.target)
    if players is None:
        return "wait"
    done = frame["tmp"].setdefault("inked", 0)
    while frame["sub"] < len(players):
        p = players[frame["sub"]]
        top = st.table.top(p, "deck", 1)
        said = (
            ask_may(
                st, frame, p, "You may put the top card of your deck into your inkwell facedown and exerted"
            )
            if top
            else False
        )
        if said is None:
            return "wait"
        if said:
            put_in_inkwell(st, top[0], exerted=True, rule=R("8.5.6"), events=events)
            done += 1
            frame["tmp"]["inked"] = done
        else:
            events.append(Event("decline", f"P{p + 1} doesn't put a card into their inkwell", R("7.1.3"), p))
        frame["sub"] += 1
    return "ok" if done else "fail"
