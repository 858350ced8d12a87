""""You may ink an additional card" (8.5.5: an effect that lets a player put an additional card into
their inkwell on their turn; they then follow the normal steps, 4.3.3.1-4.3.3.3): the per-turn
limit of the ink turn action (4.3.3, option ``inks_per_turn``) plus one for each such effect — a
static ability of a card of theirs in play (``{"extra_ink": N, "cond": …}``: Belle - Strange but
Special, "during your turn") or a "this turn" effect (op ``extra_ink``: Sail the Azurite Sea, kept
in ``state.floating`` until the end of the turn). Registered on import (engine.lorcana.flow)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect, resolves

from .characteristics import (
    condition_holds,
    floating_kinds,
    floating_of,
    read_once_of,
    static_fields,
    statics_with,
)
from .ops import GAME
from .rules import R
from .state import LorcanaState


def ink_limit(st: LorcanaState, player: int) -> int:
    """How many cards ``player`` may put into their inkwell this turn as a turn action."""
    return read_once_of(st, ("ink_limit", player), _ink_limit, st, player)


def turn_ink_limit(st: LorcanaState) -> int:
    """The limit of the ink turn action (4.3.3, option ``inks_per_turn``) before any "ink an
    additional card" effect: :func:`ink_limit` when no ``extra_ink`` entry or static is in the match."""
    return int(st.options.get("inks_per_turn", 1))


KINDS = FIELDS = frozenset(("extra_ink",))
"""The ``state.floating`` kinds and the static fields :func:`_ink_limit` reads (with none, :func:`turn_ink_limit`)."""


def _ink_limit(st: LorcanaState, player: int) -> int:
    limit = turn_ink_limit(st)
    if "extra_ink" not in floating_kinds(st) and "extra_ink" not in static_fields(st):
        return limit  # no "ink an additional card" effect nor static ability (the usual answer)
    limit += sum(int(f.get("amount", 1)) for f in floating_of(st, "extra_ink") if f.get("player") == player)
    for src, s in statics_with(st, "extra_ink"):
        if s.get("extra_ink") and st.table.peek(src).controller == player and condition_holds(st, s.get("cond"), player, src):
            limit += int(s["extra_ink"])
    return limit


@resolves(GAME, "extra_ink")
def extra_ink(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """"This turn, you may ink an additional card" (8.5.5), until the end of this turn (4.4.1.3)."""
    me = frame["player"]
    st.floating.append({"kind": "extra_ink", "player": me, "amount": eff.amount or 1, "turn": st.turn})
    events.append(Event("extra_ink", f"P{me + 1} may put an additional card into their inkwell this turn", R("8.5.5"), me))
    return "ok"
