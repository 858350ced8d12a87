"""The Lorcana game state: plain dataclasses and JSON values only (see engine.core.serial).

Zones per player (``Table``): ``deck`` (hidden, ordered, top = index 0), ``hand`` (owner),
``play`` (public), ``under`` (public: cards under a shifted character, ``attached_to`` = top card),
``inkwell`` (hidden even from the owner, 8.5.3: only count and ready state are public),
``discard`` (public), ``resolving`` (public: an action card while its effect resolves — it is
neither in play nor in the discard yet, 4.3.4.8), ``outside`` (the cards of a player who left the
game, 1.10.2.3: no longer part of the game, never shown). The bag (1.7, 8.7) is ``LorcanaState.bag``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core import NOBODY, OWNER, PUBLIC, BaseState, ZoneSpec

ZONES = [
    ZoneSpec("deck", NOBODY, ordered=True),
    ZoneSpec("hand", OWNER),
    ZoneSpec("play", PUBLIC),
    ZoneSpec("under", PUBLIC),
    ZoneSpec("inkwell", NOBODY),
    ZoneSpec("discard", PUBLIC, ordered=True),
    ZoneSpec("resolving", PUBLIC),
    ZoneSpec("outside", NOBODY),
]
HIDDEN_ZONES = ("deck", "hand", "inkwell")


@dataclass(kw_only=True)
class LorcanaState(BaseState):
    """Everything about a match. ``phase``: setup, mulligan, main, end (the start-phase steps
    run automatically). ``agenda`` is the queue of automatic steps waiting for the bag to empty
    (8.7.8): e.g. "set", "draw", "main", "challenge_damage", "challenge_end", "end_2", "next_turn"."""

    lore: list[int] = field(default_factory=list)
    ink_drops: list[int] = field(default_factory=list)
    """Ink drops per player (set 14, engine.lorcana.ink_drops): public; each pays 1 {I}."""
    inked: list[int] = field(default_factory=list)
    """Ink turn actions used this turn, per player (4.3.3: at most once)."""
    alive: list[bool] = field(default_factory=list)
    drew_empty: list[bool] = field(default_factory=list)
    """Attempted to draw from an empty deck since the last state check (1.9.1.2)."""
    mulliganed: list[bool] = field(default_factory=list)
    phase: str = "setup"
    starting_player: int = 0
    chooser: int = 0
    agenda: list[str] = field(default_factory=list)
    bag: list[dict[str, Any]] = field(default_factory=list)
    bag_player: int | None = None
    frames: list[dict[str, Any]] = field(default_factory=list)
    """Effects being resolved (innermost last): ability or action, program counter, choices."""
    waiting: list[dict[str, Any]] = field(default_factory=list)
    """Triggers that happened during a resolution; they enter the bag when it finishes (8.7.4)."""
    floating: list[dict[str, Any]] = field(default_factory=list)
    delayed: list[dict[str, Any]] = field(default_factory=list)
    challenge: dict[str, Any] | None = None
    next_bag_id: int = 1
    banished_pending: list[int] = field(default_factory=list)
    loop_block: dict[str, Any] | None = None
    """7.1.7: after a loop shortcut, its first step may not be the player's next action."""


def drops(st: LorcanaState, player: int) -> int:
    """The player's ink drops (engine.lorcana.ink_drops) (0 in a state from before ink drops existed)."""
    return st.ink_drops[player] if player < len(st.ink_drops) else 0
