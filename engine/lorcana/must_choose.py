""" "Opponents must choose this character for actions and abilities if able" (John Smith -
Undaunted Protector): a static ability (``who`` "self", ``keyword`` "must_be_chosen") that adds a
requirement to every choice an opponent makes for an action's or an ability's effect (2.2.0 6.7.3.2, outside the seed documents:
a choice that leaves the requirement unmet while it could be met is illegal; Example A). With two
such characters, choosing either one meets the requirement (Example B). When one card is chosen
the choice offers only those characters (engine.lorcana.resolve.resolve_targets, Support in
engine.lorcana.flow); when several are, a selection without one of them is refused
(engine.lorcana.refusals)."""

from __future__ import annotations

from collections.abc import Iterable

from .characteristics import has
from .state import LorcanaState

KEYWORD = "must_be_chosen"


def must_choose(st: LorcanaState, chooser: int, uids: Iterable[int]) -> list[int]:
    """Those of ``uids`` in play that ``chooser`` (another player) must choose if able."""
    out = []
    for u in uids:
        card = st.table.cards.get(u)
        if card is not None and card.zone == "play" and card.controller != chooser and has(st, u, KEYWORD):
            out.append(u)
    return out


def narrowed(st: LorcanaState, chooser: int, uids: list[int]) -> list[int]:
    """The cards ``chooser`` may choose when choosing one of ``uids``: the must-choose ones if any."""
    return must_choose(st, chooser, uids) or uids
