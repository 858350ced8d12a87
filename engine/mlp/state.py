"""The MLP match state and its zones (第三節 エリア).

Zones per player (``Table`` zone names):

- ``deck``: main deck (第三節 1.0.0), hidden from everyone, ordered, index 0 = top;
- ``scene_deck``: scene deck (第三節 2.0.0), hidden, ordered;
- ``hand``: hand (第三節 7.0.0), seen by its owner only;
- ``adventure``: adventure area (第三節 3.0.0), public; each character's ``flags["slot"]`` is its
  column 0–2 *counted from the first player's left* (第四節 4.2.0), the same number on both sides,
  so slot k of one player faces slot k of the other (相対置き場, 第六節 3.1.0);
- ``items``: worn items (第二節 3.0.0), public, ``attached_to`` = the wearer's uid;
- ``story``: the 4 stories Ⅰ→Ⅳ in order (第三節 4.0.0), public;
- ``protagonist``: the protagonist card (第二節 5.0.0), public; its position is ``state.stage``;
- ``plans``: plans (第三節 4.1.2), face down and hidden even from their owner; ``flags`` are not
  shown for hidden cards, so the stages holding plans are published as the ``plan_stages`` view key;
- ``scenes``: scene area (第三節 5.0.0), public — a face-down scene keeps public face information
  (第三節 5.1.2), so it is marked ``flags["scene_face_down"]`` instead of hiding the card;
- ``rest``: rest area / discard (第三節 6.0.0), public;
- ``processing``: processing area (第三節 8.0.0), public.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core import NOBODY, OWNER, PUBLIC, BaseState, ZoneSpec

ZONES = [
    ZoneSpec("deck", NOBODY, ordered=True),
    ZoneSpec("scene_deck", NOBODY, ordered=True),
    ZoneSpec("hand", OWNER),
    ZoneSpec("adventure", PUBLIC),
    ZoneSpec("items", PUBLIC),
    ZoneSpec("story", PUBLIC, ordered=True),
    ZoneSpec("protagonist", PUBLIC),
    ZoneSpec("plans", NOBODY),
    ZoneSpec("scenes", PUBLIC),
    ZoneSpec("rest", PUBLIC, ordered=True),
    ZoneSpec("processing", PUBLIC),
]
SLOTS = 3  # 第三節 3.0.0
PRESENTS = ("twilight", "fluttershy", "pinkie", "rainbow", "applejack", "rarity")  # 第二節 7.2.2b

DEFAULT_OPTIONS: dict[str, Any] = {
    # 第一節 2.1.0 says "not 4 or more" (max 3), 第二節 4.4.0 says 「4枚まで」: checklist §12 #1 → 4.
    "copy_limit": 4,
    # 第五節 4.6.0 (non-active player's effects resolve first) over the literal 第五節 1.1.1b.
    "trigger_order": "nonactive_first",
    # 第四節 4.3.1 flips after use, 第五節 1.3.1 makes the flip the cost: checklist §12 #3 → "cost".
    "hirameki_flip": "cost",
    # 第一節 3.3.0: any agreed method. None = decided by the seeded RNG; 0 or 1 fixes it.
    "first_player": None,
    # Simulation only: a turn cap that ends the game as a draw (real games: 0 = no cap).
    "max_turns": 0,
    # Extra 日常 scene main numbers (第二節 4.4.0), added to cards.schema.EVERYDAY_SCENES.
    "everyday": [],
}


@dataclass
class Queued:
    """One entry of the pending-effect list (解決待ちリスト, 第五節 4.0.0)."""

    controller: int
    source: int  # uid of the card whose ability it is (0 = none)
    card_id: str
    ability: int  # index into the compiled abilities of card_id (-1: built-in, see ``builtin``)
    label: str
    builtin: str = ""  # e.g. "present:pinkie"
    finish: str = ""  # what completes when it has resolved: "exit", "event", "preplan"
    data: dict[str, Any] = field(default_factory=dict)


@dataclass
class Resolving:
    """The effect being carried out step by step (第五節 2.1.1)."""

    entry: Queued
    step: int = 0
    chosen: list[int] = field(default_factory=list)  # uids chosen by the previous step ("previous")
    looked: list[int] = field(default_factory=list)


@dataclass(kw_only=True)
class MlpState(BaseState):
    first: int = 0
    phase: str = "setup"  # setup, start, main, interaction, end
    step: str = "mulligan"
    mulliganed: list[bool] = field(default_factory=lambda: [False, False])
    mulligan_decided: list[bool] = field(default_factory=lambda: [False, False])
    stage: list[int] = field(default_factory=lambda: [0, 0])  # protagonist position 0–4 (§12 #17)
    column: int = 0
    effect_list: list[Queued] = field(default_factory=list)  # index 0 = top
    resolving: list[Resolving] = field(default_factory=list)  # stack: inner resolutions last
    waiting: list[Queued] = field(default_factory=list)  # triggers met during a resolution (第五節 4.5.0)
    player_flags: list[dict[str, Any]] = field(default_factory=lambda: [{}, {}])
    moved: dict[int, int] = field(default_factory=dict)  # uid → moves within the adventure area this turn
    losers: list[int] = field(default_factory=list)  # interaction losers still to exit, in order (第四節 4.3.4)
    after_exit: dict[int, list[Queued]] = field(default_factory=dict)  # triggers used once an exit completes (第六節 14.2.0)
