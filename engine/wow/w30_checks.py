"""Conditions of helper w30abil (``k`` starting with "w30_"; registered in ``conditions.CHECKED_BY``):

- ``w30_chosen``: the source's entry choice (``entry_choice``: "As this ability enters play, choose one: …", kept in
  its flags) is ``cond["is"]`` (Bloody Grip: which of its two powers it has, EN 707.1c)."""

from __future__ import annotations

from typing import Any

from .conditions import condition_checker
from .entry_choice import CHOSEN
from .state import WowState


@condition_checker("w30_")
def w30_holds(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    k = cond["k"]
    if k == "w30_chosen":
        card = st.table.peek(source, None)
        return card is not None and card.flags.get(CHOSEN) == cond["is"]
    raise ValueError(f"unknown condition kind {k!r} (engine.wow.w30_checks)")
