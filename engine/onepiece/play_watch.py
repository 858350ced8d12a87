"""Auto effects (8-1-3-1) on a Character card played from a given zone: "When a {Land of Wano} type Character card is
played from your trash, that Character gains [Rush] during this turn" (timing PLAYED_FROM, per-card scripts).

resolve.finish_play hands over each Character played (3-7-3) with the zone it came from; the abilities of its
player's cards in play whose condition fits trigger, and the played card is the ability's chosen card ("that
Character": a target ``{ zone = "chosen" }``). The condition (read here, not by board.condition_holds):
``played_from`` (the zone: "trash", "hand" …) and ``played_card`` (a filter of the played card).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Event

from . import board
from .board import compiled
from .cards.templates_timings import PLAYED_FROM
from .state import OPState

Trigger = Callable[..., None]
"""resolve.trigger, handed in by resolve (which calls this module)."""


def played(st: OPState, uid: int, origin: str, player: int, events: list[Event], trigger: Trigger) -> None:
    """``player`` played the Character ``uid`` from ``origin``: trigger the PLAYED_FROM abilities that watch it."""
    for w in board.in_play(st, player):
        if w == uid:
            continue
        for index, ab in compiled(st, w).of(PLAYED_FROM):
            cond = ab.condition or {}
            if cond.get("played_from") and cond["played_from"] != origin:
                continue
            flt = {k: v for k, v in (cond.get("played_card") or {}).items() if k not in ("side", "zone")}
            if flt and not board.matches(st, uid, flt, player, w, printed=True):
                continue
            before = len(st.stack)
            trigger(st, PLAYED_FROM, [w], events, only={(w, index)})
            for frame in st.stack[before:]:
                frame.chosen = [uid]  # "that Character"
