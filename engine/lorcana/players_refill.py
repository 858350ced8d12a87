""" "Choose any number of players. They discard their hands and draw 3 cards each" (Beyond the
Horizon): the player chooses the players as the effect resolves (1.2.4; none to all, 7.1.8);
each of them, in turn order (1.6.2), discards their whole hand (8.3.4: no choice is left) and
draws (4.2.3.1). Op ``players_discard_draw`` (engine.lorcana.ops); registered on import
(engine.lorcana.flow imports this module)."""

from __future__ import annotations

from engine.core import Event, Option
from engine.core.effects import Effect, resolves

from .characteristics import turn_order_from
from .discard_prevention import keeps_hand
from .ops import GAME
from .resolve import _ask
from .rules import R
from .state import LorcanaState
from .zones import draw, move_card


@resolves(GAME, "players_discard_draw")
def players_discard_draw(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """``amount``: the cards each chosen player draws. "ok" when a player was chosen."""
    me = frame["player"]
    order = turn_order_from(st, st.active)
    picked = frame["tmp"].get("player")
    if picked is None:
        frame["tmp"]["asking"] = "player"
        opts = [Option(str(p), f"P{p + 1}") for p in order]
        return _ask(
            st, frame, me, "player", f"{eff.text}: choose any number of players", opts, 0, len(order), "7.1.8"
        )
    chosen = [p for p in order if p in picked]
    for p in chosen:
        for u in [] if keeps_hand(st, p, eff, events) else list(st.table.zone(p, "hand")):  # 7.7.5; the draw still happens (7.1.2.4)
            events.append(move_card(st, u, "discard", R("8.3.4")))
        draw(st, p, eff.amount, R("4.2.3.1"), events)
    return "ok" if chosen else "fail"
