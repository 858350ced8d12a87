"""A character that "can't be exhausted by opposing cards and effects this turn" (Nerves of Steel: "Ready your hero.
It can't be exhausted by opposing cards and effects this turn.").

The keyword :data:`KEYWORD` (granted for the turn by ``grant_keyword``) bars exhausting the card while a link an
opponent of its controller controls is carrying out its effects (EN 709.1: an opposing card's effect — an ability
played, a power used or triggered): ``procedure.run_effects`` notes the acting player for the stretch it runs
(:func:`acting`, kept on the table for that stretch only, never serialized), and so does the engine while an answer
carries a paused link on (``engine.wow.engine``: the answer handler acts for the link's controller, e.g. Optimize's
"exhaust" picked as it resolves); ``restrictions.can_exhaust`` asks :func:`barred`. Its controller's own acts (attacking, costs, his own cards' effects) still exhaust it."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from . import keywords as kw
from .state import WowState

KEYWORD = "Can't Be Exhausted By Opponents This Turn"
_ACTING = "_wc31_acting"


@contextmanager
def acting(st: WowState, player: int) -> Iterator[None]:
    """While the effects of a link ``player`` controls are carried out."""
    kept = st.table.kept
    before = kept.get(_ACTING)
    kept[_ACTING] = player
    try:
        yield
    finally:
        if before is None:
            kept.pop(_ACTING, None)
        else:
            kept[_ACTING] = before


def acting_player(st: WowState) -> int | None:
    """The player whose link's effects are carried out now (:func:`acting`), if any."""
    return st.table.kept.get(_ACTING)


def barred(st: WowState, uid: int) -> bool:
    """An opponent's effect is carried out now and the card has :data:`KEYWORD`."""
    who = st.table.kept.get(_ACTING)
    return who is not None and who != st.table.peek(uid).controller and kw.has(st, uid, KEYWORD)
