"""A continuous effect whose condition reads Characters' costs (8-1-3-4): "If there is a Character
with a cost of 0, this Character gains [Banish]" (Onigumo, OP02-095). Reading a cost asks the
continuous effects, and this one asks for costs again: it must read them without itself, not loop
(a random ONE PIECE game crashed with RecursionError here)."""

from __future__ import annotations

from engine.core.effects import Modifier
from engine.onepiece import board

from .helpers import add_real, needs_npm, new_game, put

pytestmark = needs_npm


def test_a_cost_condition_reads_costs_without_looping(real_pool):
    st = new_game()
    onigumo = add_real(st, real_pool, "OP02-095", 0, "characters")
    other = put(st, 1, "FX01-005", "characters")
    base = board.cost(st, other)
    assert base > 0 and "Banish" not in board.keywords(st, onigumo)
    # 1-3-6: a cost lowered below 0 counts as 0; now there is a Character with a cost of 0
    st.modifiers.append(Modifier(other, "cost", -base - 1, duration="this_turn", player=1, turn=st.turn))
    assert board.cost(st, other) == 0
    assert "Banish" in board.keywords(st, onigumo)
    assert board.cost(st, onigumo) == real_pool.get("OP02-095").data["cost"]
