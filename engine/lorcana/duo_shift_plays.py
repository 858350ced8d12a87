"""The legal plays of a Duo/Combo Shift card on top of two characters (Comprehensive Rules 2.2.0
8.10.8.3-8.10.8.4, outside the seed documents): one action per pair, both characters named with the
play (``onto``, ``onto2``), so that the play is all or nothing (4.3.4). Listed by
engine.lorcana.game.legal_actions; applied by engine.lorcana.play (engine.lorcana.duo_shift)."""

from __future__ import annotations

from engine.core import Action

from .characteristics import name
from .duo_shift import pair_targets
from .play import play_cost
from .state import LorcanaState


def pair_shift_actions(
    st: LorcanaState, player: int, uid: int, ink_ready: int, where: str = ""
) -> list[Action]:
    """Each pair of ``player``'s characters ``uid`` may be shifted on top of, when the ink is there
    (4.3.4.6); ``where`` is added to the label ("from your discard")."""
    acts: list[Action] = []
    nm = name(st, uid)
    for a, b in pair_targets(st, uid, player):
        need = play_cost(st, player, uid, "shift", a, b)
        if need <= ink_ready:
            acts.append(
                Action(
                    "play",
                    player,
                    {"uid": uid, "mode": "shift", "onto": a, "onto2": b},
                    f"Shift {nm}{where} onto {name(st, a)} and {name(st, b)} ({need} ink)",
                )
            )
    return acts
