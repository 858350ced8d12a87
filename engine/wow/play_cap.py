"""Printed: "Ongoing: Attached hero's controller can't play more than one card per turn. (This doesn't
include placing resources.)" (Slow): the attachment's continuous power grants its host hero the
pseudo-keyword :data:`ONE_CARD` (EN 714); ``Engine._play_problem`` asks :func:`problem` before a card
is played (409.1): a player whose hero has it and who already played a card this turn can't play
another (103.2: "can't" wins). Cards played are read from this turn's history (``quests.q_log``:
cards put on the chain, 409; placing a resource is no play, 412.1)."""

from __future__ import annotations

from engine.core import RulesError

from . import keywords as kw
from .rules import R
from .state import WowState

ONE_CARD = "Can't Play More Than One Card Per Turn"


def played_this_turn(st: WowState, player: int) -> int:
    """Cards ``player`` played this turn."""
    return sum(1 for e in st.turn_log if e.get("ev") == "play" and e.get("who") == player and e.get("turn") == st.turn)


def problem(st: WowState, p: int, uid: int) -> RulesError | None:
    """Why ``p`` can't play another card this turn (None: nothing forbids it)."""
    if p >= len(st.heroes) or st.heroes[p] not in st.table.cards or not kw.has(st, st.heroes[p], ONE_CARD):
        return None
    if played_this_turn(st, p) >= 1:
        return RulesError("you can't play more than one card per turn (Slow)", R("103.2"))
    return None
