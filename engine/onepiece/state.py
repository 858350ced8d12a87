"""The state of a ONE PIECE match: the table (zones 3-1-1), the phase, the battle in progress and
the stack of abilities being resolved. Everything is plain data (JSON round-trip).

Zones per player (3-1-1): ``deck`` (hidden), ``don_deck`` (public, 3-3-2), ``hand`` (owner),
``trash`` (public), ``leader``, ``characters`` (max 5, 3-7-6), ``stage`` (max 1, 3-8-5),
``cost_area`` (DON!! active/rested, 3-9), ``life`` (hidden, 3-10) and ``attached_don`` (DON!!
given to a leader or character, 6-5-5: each has ``attached_to`` = the host's uid; kept apart so
the cost area counts only the DON!! that are really there).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import NOBODY, OWNER, PUBLIC, BaseState, ZoneSpec

ZONES = [
    ZoneSpec("deck", NOBODY, ordered=True),
    ZoneSpec("don_deck", PUBLIC),
    ZoneSpec("hand", OWNER),
    ZoneSpec("trash", PUBLIC, ordered=True),
    ZoneSpec("leader", PUBLIC),
    ZoneSpec("characters", PUBLIC),
    ZoneSpec("stage", PUBLIC),
    ZoneSpec("cost_area", PUBLIC),
    ZoneSpec("life", NOBODY, ordered=True),
    ZoneSpec("attached_don", PUBLIC),
]
FIELD = ("leader", "characters", "stage")
CHARACTER_LIMIT = 5  # 3-7-6
STAGE_LIMIT = 1  # 3-8-5
DON_DECK_SIZE = 10  # 5-1-2
DECK_SIZE = 50  # 5-1-2
HAND_SIZE = 5  # 5-2-1-6


@dataclass
class Battle:
    """The battle in progress (7-1): attacker, the attacked card, the current step."""

    attacker: int
    target: int
    player: int
    step: str = "attack"  # attack → block → counter → damage → end (7-1)
    blocked: bool = False
    no_blocker: bool = False
    damage_left: int = 0
    damage_dealt: int = 0
    banish: bool = False


@dataclass
class Frame:
    """An ability being resolved: its source card, controller, which ability of the card, how far
    (``pc`` = next effect), the cards chosen by the last choice ("it"/"them"), and looked-at cards."""

    src: int
    card_id: str
    controller: int
    ability: int
    pc: int = 0
    paid: bool = False
    chosen: list[int] = field(default_factory=list)
    looked: list[int] = field(default_factory=list)
    cost_step: int = 0
    asked: bool = False
    kind: str = ""  # "", "activated", "event", "trigger_life"
    end: str = ""  # top/bottom of a Life area, once chosen (3-10-2-1)
    both: list[list[int]] = field(default_factory=list)  # choices made so far, turn player first (1-3-4)
    rested: list[int] = field(default_factory=list)  # rested by the current instruction (1-3-9)
    rest_sentence: int = -1  # the instruction (sentence) ``rested`` belongs to
    mode: int = 0  # the option chosen for "Choose one:" (8-4-4)
    stop: int = -1  # a delayed part of an ability ends here (6-6-1-1); -1 = at the end
    amount: int = -1  # the number chosen for an "up to N" amount (1-3-5-1); -1 = not chosen yet
    held: list[int] = field(default_factory=list)  # cards chosen for removal, waiting for a replacement effect
    declined: bool = False  # the last "you may" effect was not done: "If you do, …" is skipped
    counted: int = 0  # how many cards the ability's last counting op acted on ("for every DON!! rested this way")


@dataclass(kw_only=True)
class OPState(BaseState):
    phase: str = "setup"  # setup, refresh (start-of-turn effects resolving, 6-2-2), main, end
    first_player: int = -1
    turns_taken: list[int] = field(default_factory=list)
    mulligan_done: list[bool] = field(default_factory=list)
    battle: Battle | None = None
    stack: list[Frame] = field(default_factory=list)
    losers: list[int] = field(default_factory=list)
    delayed: list[Frame] = field(default_factory=list)
    """Effects waiting for this turn's end phase ("… at the end of this turn", 6-6-1-1)."""
    loop_seen: dict[str, int] = field(default_factory=dict)
    """How often each optional question came back since the last main-phase action (11-1-1-2)."""
    auto_choices: list[dict] = field(default_factory=list)
    """Choices made by the engine in the last action because one answer was legal (player, kind,
    picks): the player's own ``choose`` with one of them is accepted as an echo."""
    loop_plan: dict[str, int] = field(default_factory=dict)
    """Declared loop counts left, per looping question (11-1-1-2, 11-1-1-3)."""
    """Players who met a defeat condition, applied by the next rule processing (9-2-1)."""
    extra_turns: tuple[int, ...] = ()
    """Players who take an extra turn when this one ends, in order ("take an extra turn after this one", 1-3-1
    over 6-6-1-4); a class default, so matches snapshotted before it existed load with none."""
