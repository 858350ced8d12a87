"""ONE PIECE durations beyond the core's: "until the end of your next turn" (次の自分のターン終了時まで).

Such an effect lasts through the rest of this turn, the opponent's turn and the player's next turn;
it ends in that turn's End Phase with the turn player's other "until the end of the turn" effects
(6-6-1-2). The core's :func:`engine.core.effects.expire` keeps it; :func:`expire` drops it.
"""

from __future__ import annotations

from engine.core.effects import Modifier

UNTIL_END_OF_YOUR_NEXT_TURN = "until_end_of_your_next_turn"


def expire(modifiers: list[Modifier], turn: int, player: int) -> list[Modifier]:
    """Modifiers still active at the end (6-6-1-2) of ``player``'s turn number ``turn``: those of
    ``player`` lasting "until the end of your next turn" made on an earlier turn end now."""
    return [m for m in modifiers
            if not (m.duration == UNTIL_END_OF_YOUR_NEXT_TURN and m.player == player and m.turn < turn)]
