"""Which rule took an option out of a choice. A pick that is not among a pending choice's options
is refused citing the rule that filtered it out, not the generic "not one of the options" (1.2.4):
an opposing Ward character can't be chosen (10.12.1), a drying character can't exert to sing
(6.1.4), an exerted one can't sing (10.10.3)."""

from __future__ import annotations

from typing import Any

from engine.core import Pending

from .characteristics import has
from .must_choose import must_choose
from .play import singer_problem
from .state import LorcanaState
from .turn_actions import NEW

CHOOSING = ("target", "support")


def option_refusal(st: LorcanaState, pending: Pending, picks: Any) -> tuple[str, str, str] | None:
    """(section, English, Japanese) for the first pick a rule filtered out, or None."""
    if not isinstance(picks, list):
        return None
    ids = {o.id for o in pending.options}
    for pick in picks:
        if not isinstance(pick, str) or pick in ids or not pick.lstrip("-").isdigit():
            continue
        uid = int(pick)
        card = st.table.cards.get(uid)
        if card is None:
            continue
        if pending.kind == "singers":
            problem = singer_problem(st, uid, pending.player, "10.10.3")
            if problem:
                return problem
        if pending.kind in CHOOSING and card.zone == "play" and card.controller != pending.player and has(st, uid, "Ward"):
            return ("10.12.1", "an opponent can't choose a character with Ward for an effect",
                    "魔除を持つカードは、対戦相手が効果を解決する際に選べません")
    return _must_choose_refusal(st, pending, picks)


def _must_choose_refusal(st: LorcanaState, pending: Pending, picks: list) -> tuple[str, str, str] | None:
    """2.2.0 6.7.3.2, outside the seed documents (engine.lorcana.must_choose): a selection of several cards that leaves out every
    "opponents must choose this character" card it could take is illegal."""
    if pending.kind not in CHOOSING or not picks:
        return None
    offered = [int(o.id) for o in pending.options if o.id.lstrip("-").isdigit()]
    must = must_choose(st, pending.player, offered)
    if not must or any(isinstance(p, str) and p.lstrip("-").isdigit() and int(p) in must for p in picks):
        return None
    return (f"{NEW}6.7.3.2", "an opponent must choose a character that says they must choose it, if able",
            "「対戦相手は可能ならこのキャラクターを選ばなければならない」キャラクターを選んでください")
