"""The WoW TCG match state: plain dataclasses that round-trip through JSON.

Zones per player (Table zones; 415): ``deck`` (hidden, ordered), ``hand`` (owner only),
``resources`` (the resource row; face-down resources are seen by their controller only, 415.8c),
``allies`` (ally row), ``hero_row`` (hero, equipment, non-attachment ongoing abilities),
``chain`` (cards that are links on the shared chain; its order is ``WowState.chain``),
``graveyard`` and ``removed`` (removed from game).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core import NOBODY, OWNER, PUBLIC, BaseState, ZoneSpec

ZONES = [
    ZoneSpec("deck", NOBODY, ordered=True),
    ZoneSpec("hand", OWNER),
    ZoneSpec("resources", PUBLIC),
    ZoneSpec("allies", PUBLIC),
    ZoneSpec("hero_row", PUBLIC),
    ZoneSpec("chain", PUBLIC),
    ZoneSpec("graveyard", PUBLIC),
    ZoneSpec("removed", PUBLIC),
]
PLAY_ZONES = ("resources", "allies", "hero_row")


@dataclass
class Link:
    """One link of the chain (415.6a): a card (``kind`` card/resource) or an effect
    (power, quest, combat, trigger). ``uid`` is the card on the chain or the effect's source."""

    kind: str
    controller: int
    uid: int
    power: int = -1
    targets: list[int] = field(default_factory=list)
    x: int = 0
    label: str = ""
    data: dict[str, Any] = field(default_factory=dict)


@dataclass
class Combat:
    """The current combat (EN 600–603): the attacker, the (proposed) defender, weapons struck."""

    attacker: int
    defender: int
    attacking_player: int
    proposed_defender: int
    stage: str = "proposed"  # proposed (on the chain) → step (combat step) → done
    strikes: list[int] = field(default_factory=list)


@dataclass
class Shield:
    """Prevention waiting for damage (armor exhausted to prevent, EN 717.2c)."""

    uid: int
    amount: int
    turn: int
    source: int = 0
    only: str = ""  # the packets it may prevent, if not all ("combat", "nonmelee" …; engine.wow.shield_filters)
    duration: str = "this_turn"
    """"permanent": printed without a duration, it outlasts the turn until used or until its card leaves play (305.1,
    401.3a, 415.9a; ``lasting``); else it ends with the turn (500.5, EN 503.2)."""


def lasting(shields: list[Shield]) -> list[Shield]:
    """The shields a turn's end leaves (500.5, EN 503.2 end "this turn" ones only): those printed without a duration."""
    return [s for s in shields if s.duration == "permanent"]


@dataclass(kw_only=True)
class WowState(BaseState):
    phase: str = "setup"  # setup, start, action, end
    step: str = "mulligan"  # mulligan, ready, draw, main, combat, end, wrapup
    priority: int = 0
    passes: int = 0
    chain: list[Link] = field(default_factory=list)
    triggers: list[Link] = field(default_factory=list)
    combat: Combat | None = None
    heroes: list[int] = field(default_factory=list)
    first_player: int = 0
    resource_placed: list[bool] = field(default_factory=list)
    decked: list[bool] = field(default_factory=list)
    mulligan: list[bool] = field(default_factory=list)
    turn_started: list[int] = field(default_factory=list)
    shields: list[Shield] = field(default_factory=list)
    waiting: dict[str, Any] = field(default_factory=dict)
    """Resumption data for a pending choice (e.g. a link waiting for its targets)."""
    controls: list[dict[str, Any]] = field(default_factory=list)
    """Active control-changing modifiers, oldest first (401.3; see ``control.py``)."""
    extra_turns: list[int] = field(default_factory=list)
    """Players with extra turns to take, the latest created last (500.3; see ``turns.py``)."""
    skips: list[int] = field(default_factory=list)
    """One entry per turn a player will skip (500.4)."""
    regular: int = -1
    """The player whose turn in the normal turn order came last (-1: the turn player)."""
    delayed: list[dict[str, Any]] = field(default_factory=list)
    """Delayed returns that need the card to stay in its zone (415.9b; see ``delayed.py``)."""
    turn_log: list[dict[str, Any]] = field(default_factory=list)
    """What happened this turn that conditions read ("if you played an ally this turn"; see ``quests.note``)."""
