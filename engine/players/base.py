"""The computer-player contract and the two generic levels' shared machinery.

A player decides from what its seat may know: ``engine.view(state, seat)`` and
``engine.legal_actions(state, seat)``. :func:`decide` is the only place that touches a state, and it
hands the player nothing else, so a player cannot read the opponent's hand or a deck's order: it
cannot cheat by construction.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any

from engine.core.actions import Action
from engine.core.engine import BaseState, Engine
from engine.core.rng import Rng

View = dict[str, Any]

END_TURN_TYPES = ("end_turn", "end_main", "pass")
"""Action types that end a player's turn (or give up priority) in the four games."""
NEVER = ("concede", "by_hand")
"""Action types a computer player never takes: conceding, and applying text by hand (a computer
cannot read a card's text the engine does not apply)."""


class Player(ABC):
    """Picks one of the legal actions from a view. One instance plays one seat of one match."""

    level: str = ""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng.from_seed(seed)

    @abstractmethod
    def decide(self, view: View, actions: list[Action]) -> Action:
        """One of ``actions`` (never empty), chosen from ``view`` (the seat's own view)."""


def decide(engine: Engine, state: BaseState, seat: int, player: Player) -> Action:
    """``player``'s move for ``seat``: it sees only ``seat``'s view and legal actions."""
    actions = engine.legal_actions(state, seat)
    if not actions:
        raise ValueError(f"P{seat + 1} has no legal action now")
    return player.decide(engine.view(state, seat), actions)


def playable(actions: list[Action]) -> list[Action]:
    """The actions a computer player considers: no concession, no by-hand application, and
    manual resolution (text the engine leaves to the players) is always finished at once."""
    done = [a for a in actions if a.type == "manual" and a.args.get("op") == "done"]
    if done:
        return done
    usable = [a for a in actions if a.type not in NEVER and a.type != "manual"]
    return usable or actions


def seat_of(view: View) -> int:
    viewer = view.get("viewer")
    if not isinstance(viewer, int):
        raise ValueError("a player needs a seat's view (viewer is None)")
    return viewer
