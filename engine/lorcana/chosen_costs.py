"""Costs of activated abilities that name cards to pay with (7.5.1): "Banish one of your items",
"Banish 2 of your items", "{E} one of your characters", "Choose and discard an item card". The
compiled cost carries ``pay`` = {"op": "banish"|"exert"|"discard", "filter": {...}, "n": N}; the
action names the cards (``pay``: their uids), and they are paid with the rest of the cost
(7.5.3.2) — never chosen later, so an ability whose cost can't be paid can't be used (7.5.3)."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from engine.core import Event, effects

from .characteristics import can_exert_for_cost, in_play, matches
from .rules import R
from .state import LorcanaState
from .zones import banish, exert_event, move_card


def pay_candidates(st: LorcanaState, player: int, uid: int, cost: dict[str, Any]) -> list[int]:
    """The cards that could pay ``cost["pay"]`` now."""
    pay = cost["pay"]
    flt = pay.get("filter", {})
    if pay["op"] in ("discard", "reveal"):  # "Reveal 2 cards with the same name in your hand" (Merlin's Wand)
        return [u for u in st.table.zone(player, "hand") if matches(st, u, flt, player, uid)]
    if pay["op"] == "bottom_from_discard":  # "put a Toy character card from your discard on the bottom of your deck"
        return [u for u in st.table.zone(player, "discard") if u != uid and matches(st, u, flt, player, uid)]
    out = [u for u in in_play(st, player) if matches(st, u, flt, player, uid)]
    if pay["op"] == "exert":  # 4.3.8.2: a ready card (a character also dry); not the card {E} already exerts
        out = [u for u in out if can_exert_for_cost(st, u) and not (cost.get("exert") and u == uid)]
    return out


def pay_options(st: LorcanaState, player: int, uid: int, cost: dict[str, Any]) -> list[list[int]]:
    """Every way to pay: each set of N candidates (``same_name``: cards that share a name, 6.2.4)."""
    combos = [list(c) for c in combinations(pay_candidates(st, player, uid, cost), cost["pay"].get("n", 1))]
    return [c for c in combos if same_names(st, c)] if cost["pay"].get("same_name") else combos


def same_names(st: LorcanaState, picks: list[int]) -> bool:
    """Do all ``picks`` have the same name (6.2.4)?"""
    names = {str(st.cards[st.table.cards[u].card_id].get("name", "")).casefold() for u in picks if u in st.table.cards}
    return len(names) == 1


def pay_problem(st: LorcanaState, player: int, uid: int, cost: dict[str, Any], picks: Any) -> bool:
    """Are ``picks`` not a valid way to pay (None: just "can it be paid at all")?"""
    cands = pay_candidates(st, player, uid, cost)
    n = cost["pay"].get("n", 1)
    if picks is None and cost["pay"].get("same_name"):
        return not pay_options(st, player, uid, cost)
    if picks is None:
        return len(cands) < n
    return not picks_pay(cands, n, picks)


def picks_pay(cands: list[int], n: int, picks: Any) -> bool:
    """7.5.3.2: the cost is paid with exactly ``n`` different named candidates (a list of uids)."""
    return (
        isinstance(picks, list)
        and len(picks) == n
        and all(isinstance(p, int) and not isinstance(p, bool) for p in picks)
        and len(set(picks)) == n
        and all(p in cands for p in picks)
    )


def named_pay_problem(st: LorcanaState, player: int, uid: int, cost: dict[str, Any], picks: Any) -> bool:
    """Are ``picks`` (what the action names; nothing named is not a payment) not a valid way to pay?"""
    if not picks_pay(pay_candidates(st, player, uid, cost), cost["pay"].get("n", 1), picks):
        return True
    return bool(cost["pay"].get("same_name")) and not same_names(st, picks)


def pay_with(st: LorcanaState, player: int, cost: dict[str, Any], picks: list[int], events: list[Event]) -> None:
    """Pay with the named cards (7.5.3.2)."""
    op = cost["pay"]["op"]
    if op == "banish":
        banish(st, list(picks), R("7.5.3.2"), events)
    elif op == "exert":
        for u in picks:
            events.append(exert_event(st, u, True, R("7.5.3.2"), "exerted"))
    elif op == "reveal":  # the cards stay in the hand, now seen by everyone (7.1.10)
        events.append(effects.reveal(st.table, list(picks), R("7.5.3.2"), player))
    elif op == "bottom_from_discard":  # on the bottom of its owner's deck (8.2.4)
        for u in picks:
            events.append(move_card(st, u, "deck", R("7.5.3.2"), position=None))
    else:
        for u in picks:
            events.append(move_card(st, u, "discard", R("7.5.3.2")))


def paid_info(st: LorcanaState, cost: dict[str, Any], picks: Any) -> dict[str, Any] | None:
    """What the resolving ability may read about the cards that paid ``cost["pay"]`` ("a character
    with cost up to 2 more than the banished character"): their uids and total ink cost."""
    if not cost.get("pay") or not isinstance(picks, list):
        return None
    return {"paid": list(picks), "paid_cost": sum(int(st.cards[st.table.cards[u].card_id].get("cost") or 0) for u in picks),
            # "gain lore equal to the discarded character's {L}" (The Queen - Disguised Peddler): its printed {L}
            "paid_lore": sum(int(st.cards[st.table.cards[u].card_id].get("lore") or 0) for u in picks)}


def paid_names(st: LorcanaState, frame: dict[str, Any]) -> list[str]:
    """The names of the cards that paid the resolving ability's cost (its trigger's ``paid`` look-back)."""
    return [
        str(st.cards[st.table.cards[u].card_id].get("name", ""))
        for u in frame["trigger"].get("paid", [])
        if u in st.table.cards
    ]
