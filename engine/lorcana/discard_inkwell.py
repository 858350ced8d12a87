"""Kida - Crystal Scion: "each player may put up to 5 cards from their discard into their inkwell
facedown and exerted". Each player in turn order (1.6.2) picks any number of cards of their own
discard up to the amount (7.1.8 "up to": none is a choice too); the cards go into their inkwell
facedown and exerted (8.5.6). Op ``discard_to_inkwell`` (engine.lorcana.ops); registered on import
(engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, Option
from engine.core.effects import Effect, resolves

from .characteristics import name
from .ops import GAME
from .resolve import ask_choose, players_of
from .rules import R
from .state import LorcanaState
from .zones import put_in_inkwell


@resolves(GAME, "discard_to_inkwell")
def discard_to_inkwell(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """``target``: the players ("each_player"); ``amount``: the most cards each may put. "ok" when
    any card moved."""
    players = players_of(st, frame, eff.target)
    if players is None:
        return "wait"
    moved = frame["tmp"].setdefault("moved", 0)
    while frame["sub"] < len(players):
        p = players[frame["sub"]]
        pile = list(st.table.zone(p, "discard"))
        picks = frame["tmp"].pop("inks", None)
        if picks is None and pile:
            opts = [Option(str(u), name(st, u)) for u in pile]
            return ask_choose(
                st,
                frame,
                p,
                f"You may put up to {eff.amount} card(s) from your discard into your inkwell",
                opts,
                n=eff.amount,
                up_to=True,
                rule=R("7.1.8"),
                key="inks",
            )
        for u in picks or []:
            if st.table.cards[u].zone == "discard" and st.table.cards[u].owner == p:
                put_in_inkwell(st, u, exerted=True, rule=R("8.5.6"), events=events)
                moved += 1
        frame["tmp"]["moved"] = moved
        frame["sub"] += 1
    return "ok" if moved else "fail"
