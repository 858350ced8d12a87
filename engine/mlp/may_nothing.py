"""An optional step whose "yes" could change nothing, told from PUBLIC facts only, is not asked
(after engine.lorcana.may_nothing): both answers would be the same, so the question (or the answer)
is left out and the log names the rule. ONE registry: ``may_check(key)`` registers a check per kind
of optional step; ``not_asked`` is what the engine calls before it asks.

Each check reads only what both players see: the adventure areas (their slots and who stands in
them) and how many plans lie on the rival's story area (plans are face down, 第三節 4.1.2, but that a
card lies on a story is seen by both). Nothing here reads a card face in a hidden zone (hand, decks,
plans), so leaving a question out gives nothing away.

Kinds registered (the printed MLP pool, compiled, has no "may"/"can"/"up to" clause: its only
optional steps are these, from the rules):

- ``column_action:disrupt`` (第四節 4.4.0 行動 "may choose an action"): "Disrupt a plan" when the
  rival has no plan removes nothing (第四節 4.4.2; §12 #18 of the checklist: none, nothing), so it is
  the same as "Do nothing" and is not offered. "Advance" and "Do nothing" are still asked. (Both can't
  be nothing at once: advancing is blocked only by a rival plan, 第三節 4.2.0, which disrupting removes.)
- ``present:rainbow`` (第二節 7.2.2c レインボーのプレゼント: the holder "may move" to an empty slot of its
  adventure area): no empty slot, or the holder no longer in an adventure area, and the move is
  impossible (第六節 12.1.0), so the by-hand step is not asked.

Kept asking, because saying yes is itself a change: opening a present (第二節 7.2.2d) removes the
token even when its effect would do nothing (第二節 7.2.2c ②)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import board
from .state import MlpState

Why = tuple[str, str] | None
Check = Callable[..., Why]

MAY_CHECKS: dict[str, Check] = {}


def may_check(key: str) -> Callable[[Check], Check]:
    """Register, for the optional step ``key``, a check of PUBLIC facts: (why, rule) or None."""

    def reg(fn: Check) -> Check:
        MAY_CHECKS[key] = fn
        return fn

    return reg


def not_asked(st: MlpState, key: str, **ctx: Any) -> Why:
    """(why, rule) when the optional step ``key`` could change nothing, else None (asked)."""
    check = MAY_CHECKS.get(key)
    return check(st, **ctx) if check is not None else None


@may_check("column_action:disrupt")
def _disrupt(st: MlpState, player: int, **_: Any) -> Why:
    if st.table.zone(1 - player, "plans"):  # a face-down card on a story: its presence is public
        return None
    return ("the rival has no plan to disrupt", "第四節 4.4.2")


@may_check("present:rainbow")
def _rainbow(st: MlpState, holder: int | None = None, **_: Any) -> Why:
    card = st.table.cards.get(holder) if holder is not None else None
    if card is None or card.zone != "adventure":
        return ("the holder is not in an adventure area", "第六節 12.1.0")
    if not board.empty_slots(st, card.controller):
        return ("no empty slot in the adventure area", "第六節 12.1.0")
    return None
