"""Auto effects (8-1-3-1) on a Character your opponent plays (3-7-3): "When your opponent plays a Character" (timing
OPPONENT_PLAYS_CHARACTER), and which of them: the condition key ``played_card_or_by`` = ``{ card = {filter}, by =
"Character" }`` — "when your opponent plays a Character with a base cost of 8 or more, or … using a Character's
effect" — holds when the played card fits ``card`` (its printed values, 4-9) or the ability being resolved that plays it
is one of a card of type ``by`` (the Character whose effect it is, 8-1-3-1). resolve.finish_play hands over each
Character played with the card whose effect played it (None: played by the main-phase action, 6-5-2)."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Event

from . import board
from .board import compiled
from .cards.templates_timings import OPPONENT_PLAYS_CHARACTER
from .state import OPState

PLAYED_CARD_OR_BY = "played_card_or_by"
Trigger = Callable[..., None]
"""resolve.trigger, handed in by resolve (which calls this module)."""


def _fits(st: OPState, cond: dict, uid: int, player: int, by: int | None, watcher: int) -> bool:
    want = cond.get(PLAYED_CARD_OR_BY)
    if not want:
        return True
    flt = want.get("card") or {}
    if flt and board.matches(st, uid, flt, player, watcher, printed=True):
        return True
    return by is not None and by in st.table.cards and board.data(st, by).get("type") == want.get("by")


def opponent_played(st: OPState, uid: int, player: int, by: int | None, events: list[Event], trigger: Trigger) -> None:
    """``player`` played the Character ``uid`` (by the effect of ``by``): their opponent's abilities that watch it trigger."""
    watchers = board.in_play(st, board.opponent(player))
    only = {(w, index) for w in watchers for index, ab in compiled(st, w).of(OPPONENT_PLAYS_CHARACTER)
            if _fits(st, ab.condition or {}, uid, player, by, w)}
    if only:
        trigger(st, OPPONENT_PLAYS_CHARACTER, watchers, events, only=only)
