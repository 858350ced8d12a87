""""Can't gain lore" (1.2.2): a prohibition on gaining lore beats every rule and effect that would
give it — a quest's {L} (4.3.5.8), a location's lore at the start of the turn (4.2.2.2), "gain N
lore" effects. Every place that adds lore asks :func:`lore_gain` for the amount actually gained.

Two prohibitions (engine.lorcana.prohibitions; static ``prohibit`` of a card in play):

- ``gain_lore``: the affected players can't gain lore;
- ``gain_lore_unchallenged``: they can't gain lore unless one of their characters has challenged
  this turn (Peter Pan - Never Land Prankster, "each opposing player can't gain lore unless one of
  their characters has challenged this turn": the challenge records of engine.lorcana.turn_records,
  4.3.6, lift it for that player alone)."""

from __future__ import annotations

from engine.core import Event

from .prohibitions import prohibited
from .rules import R
from .state import LorcanaState


def _challenged_this_turn(st: LorcanaState, player: int) -> bool:
    """One of ``player``'s characters challenged this turn (turn_actions records each challenge)."""
    return any(f.get("kind") == "challenged" and f.get("turn") == st.turn and f.get("owner") == player for f in st.floating)


def lore_gain_prevented(st: LorcanaState, player: int) -> bool:
    """1.2.2: whether ``player`` can't gain lore now."""
    if prohibited(st, player, "gain_lore"):
        return True
    return prohibited(st, player, "gain_lore_unchallenged") and not _challenged_this_turn(st, player)


def lore_gain(st: LorcanaState, player: int, amount: int, events: list[Event] | None = None) -> int:
    """The lore ``player`` gains of ``amount``: none while a prohibition stops it (1.2.2; told by a
    ``no_lore`` event)."""
    if amount > 0 and lore_gain_prevented(st, player):
        if events is not None:
            events.append(Event("no_lore", f"P{player + 1} can't gain lore", R("1.2.2"), player))
        return 0
    return amount
