"""Computer players for every game, built only on the engine contract: a player sees its seat's
``view`` and ``legal_actions`` and nothing else (see ``base.decide``), so it cannot cheat.

Levels: ``easy`` (uniformly random legal actions) and ``normal`` (one-ply lookahead on a per-game
evaluation of the view, ``normal``). ``make_player(game, level, seed)`` builds one.
"""

from __future__ import annotations

from collections.abc import Callable

from .base import Player, decide
from .easy import RandomPlayer
from .normal import HeuristicPlayer, Model

LEVELS = ("easy", "normal")


def _models() -> dict[str, Callable[[], Model]]:
    from .lorcana import LorcanaModel
    from .mlp import MlpModel
    from .onepiece import OnePieceModel
    from .wow import WowModel

    return {"lorcana": LorcanaModel, "onepiece": OnePieceModel, "mlp": MlpModel, "wow": WowModel}


class UnknownLevel(ValueError):
    def __init__(self, level: str) -> None:
        super().__init__(f"unknown player level {level!r}; choose one of: {', '.join(LEVELS)}")


def make_player(game: str, level: str, seed: int = 0) -> Player:
    """A player of ``level`` for ``game``. A game without its own evaluation (the test games) gets
    ``normal`` with a neutral evaluation: it answers choices by value and otherwise passes."""
    if level == "easy":
        return RandomPlayer(seed)
    if level != "normal":
        raise UnknownLevel(level)
    model = _models().get(game)
    if model is None:
        from .neutral import NeutralModel

        return HeuristicPlayer(NeutralModel(), seed)
    return HeuristicPlayer(model(), seed)


__all__ = ["LEVELS", "HeuristicPlayer", "Model", "Player", "RandomPlayer", "UnknownLevel", "decide", "make_player"]
