""""You may exert 4 items of yours to play this character for free" (Scrooge McDuck - Resourceful
Miser), "During your turn, you may banish chosen item of yours to play this character for free"
(Belle - Apprentice Inventor): the card's own static ability working from the hand (7.6.5) offers
an alternate way to play it. Its ink cost is ignored (4.3.4.10) but the printed cost must be paid
in full with the play (4.3.4.6): the play names the cards (``pay``: their uids), as an activated
ability's "banish one of your items" (engine.lorcana.chosen_costs), and can't be made without them.

Compiled as ``{"who": "in_hand", "play_free": True, "free_pay": {"op", "filter", "n"}, "cond": …}``
(engine.lorcana.cards.templates_self_free); engine.lorcana.self_free lets such a card be played in
the "free" mode only while the cost can be paid, engine.lorcana.play checks and pays it and
engine.lorcana.game lists one play per way to pay."""

from __future__ import annotations

from typing import Any

from engine.core import Event

from .characteristics import condition_holds, statics_of
from .chosen_costs import named_pay_problem, pay_options, pay_problem, pay_with
from .state import LorcanaState


def paid_ways(st: LorcanaState, player: int, uid: int) -> list[dict[str, Any]]:
    """The costs (``{"pay": …}``) of the card's own paid free plays whose condition holds now."""
    return [{"pay": s["free_pay"]} for s in statics_of(st, uid)
            if s.get("who") == "in_hand" and s.get("play_free") and s.get("free_pay") and condition_holds(st, s.get("cond"), player, uid)]


def payable(st: LorcanaState, player: int, uid: int, static: dict[str, Any]) -> bool:
    """May this ``play_free`` static be used now as far as its cost goes (none, or payable)?"""
    pay = static.get("free_pay")
    return not pay or not pay_problem(st, player, uid, {"pay": pay}, None)


def free_play_options(st: LorcanaState, player: int, uid: int) -> list[list[int]]:
    """Every way to pay the card's paid free play now (each a list of uids)."""
    out: list[list[int]] = []
    for cost in paid_ways(st, player, uid):
        out.extend(p for p in pay_options(st, player, uid, cost) if p not in out)
    return out


def free_pay_problem(st: LorcanaState, player: int, uid: int, picks: Any) -> bool:
    """Do ``picks`` fail to pay every paid free play of the card (4.3.4.6: paid in full)?"""
    ways = paid_ways(st, player, uid)
    return bool(ways) and all(named_pay_problem(st, player, uid, cost, picks) for cost in ways)


def pay_free_play(st: LorcanaState, player: int, uid: int, picks: list[int], events: list[Event]) -> None:
    """Pay the paid free play the named cards fit (4.3.4.6)."""
    for cost in paid_ways(st, player, uid):
        if not named_pay_problem(st, player, uid, cost, picks):
            pay_with(st, player, cost, list(picks), events)
            return
