"""The ``ink_drops`` op: "get N ink drops", "each player / each opponent gets …" (the counter and
its payment are engine.lorcana.ink_drops). Registered on import (engine.lorcana.flow)."""

from __future__ import annotations

from engine.core import Event, Option
from engine.core.effects import Effect, resolves

from .characteristics import opponents, turn_order_from
from .ink_drops import gain_drops
from .ops import GAME
from .resolve import _ask, players_of
from .state import LorcanaState


@resolves(GAME, "ink_drops")
def ink_drops(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """"Get N ink drops" (you), "each player gets …" (turn order, 1.6.2), "each opponent gets …",
    "you and another chosen player each get …" (you choose the other player, 1.2.4; with one
    opponent left there is nothing to choose)."""
    me = frame["player"]
    kind = eff.target.kind if eff.target else "player"
    players = turn_order_from(st, st.active) if kind == "each_player" else opponents(st, me) if kind == "opponent" else [me]
    if kind == "chosen_opponent":  # "they get 2 ink drops": the opponent chosen earlier (or chosen now)
        players = players_of(st, frame, eff.target)
        if players is None:
            return "wait"
    if kind == "you_and_another":
        others = opponents(st, me)
        picked = frame["tmp"].get("player") or (others if len(others) == 1 else None)
        if picked is None:
            frame["tmp"]["asking"] = "player"
            return _ask(st, frame, me, "player", f"{eff.text}: choose another player", [Option(str(p), f"P{p + 1}") for p in others], 1, 1, "1.2.4")
        players = [p for p in turn_order_from(st, st.active) if p == me or p in picked]
    for p in players:
        gain_drops(st, p, eff.amount, events)
    return "ok"
