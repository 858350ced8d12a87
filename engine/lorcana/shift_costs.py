"""Shift costs paid by discarding (10.8.1: Shift is an alternate cost paid instead of the ink
cost): "Shift: Discard a location card", "Shift: Discard 2 cards" (the keyword compiled by
engine.lorcana.cards.templates_shift_costs). The play action names the cards (``discard``: their
uids); they are discarded as the cost is paid (4.3.4.6), never chosen later, so a Shift whose
cards are missing can't be used."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from engine.core import Event

from .characteristics import abilities, matches
from .chosen_costs import picks_pay
from .rules import R
from .state import LorcanaState
from .zones import move_card


def discard_shift(st: LorcanaState, uid: int) -> dict[str, Any] | None:
    """The card's "Shift: Discard …" cost ({"n", "filter"}), or None."""
    for ab in abilities(st, uid):
        if ab.kind == "keyword" and ab.ok and ab.cost.get("shift_discard"):
            return ab.cost["shift_discard"]
    return None


def discard_candidates(st: LorcanaState, player: int, uid: int, spec: dict[str, Any]) -> list[int]:
    """The other cards in ``player``'s hand that could pay it (8.3.4: only from your own hand)."""
    return [u for u in st.table.zone(player, "hand") if u != uid and matches(st, u, spec.get("filter", {}), player, uid)]


def discard_choices(st: LorcanaState, player: int, uid: int, spec: dict[str, Any]) -> list[list[int]]:
    """Every way to pay: each set of N candidates."""
    return [list(c) for c in combinations(discard_candidates(st, player, uid, spec), spec["n"])]


def discard_problem(st: LorcanaState, player: int, uid: int, spec: dict[str, Any], picks: Any) -> tuple[str, str, str] | None:
    """10.8.1 / 4.3.4.6: the play must name exactly the cards that pay this Shift cost."""
    if picks_pay(discard_candidates(st, player, uid, spec), spec["n"], picks):
        return None
    return ("10.8.1", f"name {spec['n']} matching card(s) from your hand to discard for this Shift cost",
            f"この変身コストとして捨てる手札のカード{spec['n']}枚を選んでください")


def pay_discard(st: LorcanaState, picks: list[int], events: list[Event]) -> None:
    """4.3.4.6: the named cards go to the discard as the cost is paid."""
    for u in picks:
        events.append(move_card(st, u, "discard", R("4.3.4.6")))


def onto_filter(card_name: str) -> dict[str, Any]:
    """A character with the same name (10.8.1); a two-name card ("Flotsam & Jetsam") goes on top
    of either name (6.2.4.1)."""
    parts = [p.strip() for p in card_name.split("&")]
    if len(parts) > 1:
        return {"types": ["character"], "any_of": [{"name": p} for p in parts]}
    return {"types": ["character"], "name": card_name}
