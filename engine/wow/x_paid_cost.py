"""A choice cost whose card must have cost X (403.1, 201.3): "X, Flip Radak Doombringer, destroy one of your Pets with
cost X -> Radak deals X shadow damage to target hero or ally." The compiled choice cost's filter says
:data:`KEY` (``cost["choose"] = {"destroy": {..., KEY: True}}``); X is named with the use (201.3: before its costs
are paid) and each card paying that part must have a printed cost (201.3) equal to it: the legal actions offer only
such payments for each X, and a ``power`` action naming another card is refused (``engine``). With :data:`COUNT_X`
the number of cards paying is X instead (Eriun Moonglow)."""

from __future__ import annotations

from typing import Any

from . import keywords as kw
from .state import WowState

KEY = "yg33_cost_x"
COUNT_X = "yg33_count_x"
"""Choice-cost key: exactly X cards pay it ("shuffle X Balance ability cards from your graveyard into your deck", Eriun
Moonglow; with ``"up_to": -1`` so any number may be listed and named, then held to X here)."""


def _bound(cc: dict[str, Any]) -> bool:
    return any(isinstance(v, dict) and v.get(KEY) for v in cc.values())


def fits(st: WowState, cc: dict[str, Any], pay: Any, x: int) -> bool:
    """Every card named to pay ``cc`` has printed cost ``x``, and with :data:`COUNT_X` exactly ``x`` cards pay it
    (True when the cost names no X)."""
    if cc.get(COUNT_X) and not (isinstance(pay, list) and len(pay) == x):
        return False
    if not _bound(cc):
        return True
    return isinstance(pay, list) and all(isinstance(u, int) and u in st.table.cards and int(kw.data(st, u).get("cost") or 0) == x for u in pay)
