"""What every card of a hand shares while its legal plays are listed (engine.lorcana.game
``main_actions``): whether anything at all could forbid a play (1.2.2), let one be played without
paying (4.3.4.10) or change its ink cost (4.3.4.5). Asked once per listing (``read_once``); when
the answer is no, the per-card questions (``prohibited``, ``free_permission``, ``static_free``,
``play_cost``'s decreases) have the plain answer without being asked, and a card with no static
ability working from the hand (7.6.5) has none of its own. tests/lorcana/test_listing_shortcuts.py
compares with the questions asked card by card.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .characteristics import (
    cost_of,
    floating_kinds,
    floating_of,
    read_once,
    static_fields,
    statics_of,
    statics_with,
)
from .cost_increases import any_increase
from .prohibitions import active_prohibitions, affected_players
from .state import LorcanaState


class PlayGate(NamedTuple):
    """For one player, now: False means the question has the plain answer for every card."""

    prohibits: bool
    """A prohibition of plays in force, or a Remember Me record naming a played name (1.2.2)."""
    free_permits: bool
    """A "play … without paying" permission of this player in ``state.floating`` (4.3.4.10)."""
    static_free: bool
    """A static "you may play … for free" of one of this player's cards in play."""
    cost_changes: bool
    """A cost decrease waiting for this player, or a static one of their cards in play (4.3.4.5)."""


def play_gate(st: LorcanaState, player: int) -> PlayGate:
    """The gate of ``player``'s plays now (kept while ``st`` is only read)."""
    return read_once(st, ("play_gate", player), lambda: _play_gate(st, player))


CLOSED = PlayGate(False, False, False, False)
"""The gate when nothing at all could forbid, free or change a play (the usual answer)."""
GATE_KINDS = frozenset(("play_from_discard", "prohibit", "permit_free", "cost_reduction"))
"""The ``state.floating`` kinds :func:`_play_gate` reads: with none of them, only statics could open it."""
GATE_FIELDS = frozenset(("prohibit", "play_free", "cost_less", "cost_more"))
"""The static fields :func:`_play_gate` reads (through ``statics_with``; ``prohibit`` through ``active_prohibitions``)."""


def _play_gate(st: LorcanaState, player: int) -> PlayGate:
    if floating_kinds(st).keys().isdisjoint(GATE_KINDS) and static_fields(st).isdisjoint(GATE_FIELDS):
        return CLOSED  # no entry of those kinds, no static of the match with those fields: every question is False
    peek = st.table.peek
    prohibits = any(f.get("player") == player and f.get("turn") == st.turn and f.get("played_names")
                    for f in floating_of(st, "play_from_discard")) or any(
        rule.get("what") == "play" and player in affected_players(st, rule, controller) for controller, rule in active_prohibitions(st))
    free_permits = any(f["player"] == player for f in floating_of(st, "permit_free"))
    # only the statics with the field can have it set (statics_with: none at all when no card of the match has one)
    static_free = any(s.get("who") == "yours" and s.get("play_free") and peek(src).controller == player
                      for src, s in statics_with(st, "play_free"))
    cost_changes = any(s.get("who") == "yours" and s.get("cost_less") and not s.get("shift_only") and peek(src).controller == player
                       for src, s in statics_with(st, "cost_less")) or any(f["player"] == player for f in floating_of(st, "cost_reduction")) \
        or any_increase(st)  # "each player pays 2 {I} more …" (engine.lorcana.cost_increases)
    return PlayGate(prohibits, free_permits, static_free, cost_changes)


def hand_statics(st: LorcanaState, uid: int) -> list[dict[str, Any]]:
    """The card's static abilities that work from the hand (7.6.5: "you pay less to play this",
    "you can't play this unless", "you can play this for free if")."""
    return [s for s in statics_of(st, uid) if s.get("who") == "in_hand"]


def plain_ink_cost(st: LorcanaState, uid: int) -> int:
    """``play_cost(st, player, uid, "ink")`` when nothing changes it (no gate cost change, no hand static)."""
    return max(0, cost_of(st, uid))
