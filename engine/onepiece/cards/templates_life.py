"""Life cards (3-10): take Life to hand, add cards to Life (face down or face up, 3-10-2-1)."""

from __future__ import annotations

import re

from engine.core.effects import Effect

from ..ops import UP_TO
from .readers import parse_target
from .registry import CLAUSES

Effects = list[Effect] | None


@CLAUSES.register("life_to_hand", r"add (up to )?(\d+) cards? from the top( or bottom)? of your Life cards to your hand",
                  full=True, flags=re.I, priority=310)
def _life_to_hand(m: re.Match) -> Effects:
    return [Effect("life_to_hand", int(m[2]), keyword="either" if m[3] else "", stat=UP_TO if m[1] else "")]


@CLAUSES.register("take_damage", r"you take 1 damage", full=True, flags=re.I, priority=317)
def _take_damage(m: re.Match) -> Effects:
    """4-6: damage processing for the effect's player (one damage)."""
    return [Effect("take_damage", 1)]


@CLAUSES.register("no_life_to_hand", r"you cannot add Life cards to your hand using your own effects during this turn", full=True,
                  flags=re.I, priority=316)
def _no_life_to_hand(m: re.Match) -> Effects:
    """1-3-3: a prohibition on the player for the rest of the turn."""
    return [Effect("forbid_life_to_hand")]


@CLAUSES.register("opp_life_to_hand", r"add (up to )?(\d+) cards? from the top of your opponent's Life cards to the owner's hand",
                  full=True, flags=re.I, priority=315)
def _opp_life_to_hand(m: re.Match) -> Effects:
    """The opponent's top Life cards go to their owner's hand (3-10: from the top)."""
    return [Effect("life_to_hand", int(m[2]), stat=UP_TO if m[1] else "", zone="opp")]


@CLAUSES.register("opp_life_to_trash", r"trash (up to )?(\d+) cards? from the top of your opponent's Life cards", full=True, flags=re.I,
                  priority=318)
def _opp_life_to_trash(m: re.Match) -> Effects:
    """The opponent's top Life cards go to their trash (3-10: from the top; no [Trigger], it is no damage)."""
    return [Effect("life_to_hand", int(m[2]), stat=UP_TO if m[1] else "", zone="opp", keyword="trash")]


@CLAUSES.register("face_up_life", r"add (up to \d+ .+?) to the top( or bottom)? of (?:your opponent's|the owner's|your|their owner's) "
                  r"Life cards face-up", full=True, flags=re.I, priority=350)
def _face_up_life(m: re.Match) -> Effects:
    """3-10-2-1: a character added to its owner's Life area face up (public while there)."""
    t = parse_target(m[1])
    return [Effect("face_up_life", target=t, zone="either" if m[2] else "top")] if t else None


@CLAUSES.register("hand_to_life_face_up", r"add (up to \d+ .+?) from your hand to the top of your Life cards face-up",
                  full=True, flags=re.I, priority=360)
def _hand_to_life_face_up(m: re.Match) -> Effects:
    t = parse_target(m[1], "hand")
    return [Effect("face_up_life", target=t, zone="top")] if t else None


@CLAUSES.register("deck_to_life", r"add (up to )?(\d+) cards? from the top of your deck to the top of your Life cards",
                  full=True, flags=re.I, priority=450)
def _deck_to_life(m: re.Match) -> Effects:
    return [Effect("deck_to_life", int(m[2]), stat=UP_TO if m[1] else "")]


@CLAUSES.register("hand_to_life", r"add (up to \d+ .+?) from your hand to the top of your Life cards", full=True, flags=re.I, priority=460)
def _hand_to_life(m: re.Match) -> Effects:
    t = parse_target(m[1], "hand")
    return [Effect("move", target=t, zone="life")] if t else None
