"""Quests completed by paying an amount of the player's choosing (EN 702.1, 403.1): "Pay 3 or more to complete
this quest.", "For each Unique ally you control, you may pay 2 to complete this quest.", "Name a Scourge ally. For
each ally you control with that name, you may pay 2 …".

A ``complete`` power's ``cost["more"] = {"step": S, "min": M, "per": count key | "same_name": tag}``: the ``quest``
action names ``x``, the resources paid beyond ``cost["resources"]`` — a multiple of S, at least M, at most S times
the count (``per``: ``keywords.per_count``; ``same_name``: the most allies you control that share a name and have
the tag, the name being named as the quest is completed), and never more than the ready resources left. The amount
"paid this way" (the printed resources plus ``x``) is kept on the quest (``extra_cost.PAID``) for its reward: the
count ``{"k": "wsh_paid", "div": S}`` ("draw a card for each 2 paid this way")."""

from __future__ import annotations

from collections import Counter
from typing import Any

from . import extra_cost
from . import keywords as kw
from .conditions import has_tag
from .state import WowState


def _most_same_name(st: WowState, p: int, tag: str) -> int:
    """The most allies you control that share one name and have the tag (the name you would name)."""
    names = Counter(kw.data(st, u).get("name") for u in st.table.zone(p, "allies")
                    if kw.is_ally(st, u) and not st.table.peek(u).face_down and has_tag(st, u, tag))
    return max(names.values(), default=0)


def amounts(st: WowState, p: int, uid: int, cost: dict[str, Any], spare: int) -> list[int]:
    """The extra amounts ``x`` the player may pay now (``[0]`` for a quest of a fixed cost); ``spare``: the ready
    resources left once the fixed part is paid."""
    more = cost.get("more")
    if not more:
        return [0]
    step, lo = int(more.get("step", 1)), int(more.get("min", 0))
    hi = spare
    if "per" in more:
        hi = min(hi, step * kw.per_count(st, p, more["per"], uid))
    if "same_name" in more:
        hi = min(hi, step * _most_same_name(st, p, more["same_name"]))
    return list(range(lo, hi + 1, step))


def label(cost: dict[str, Any], x: int) -> str:
    return f" (pay {int(cost.get('resources', 0)) + x})" if cost.get("more") else ""


def note_paid(st: WowState, uid: int, cost: dict[str, Any], x: int) -> None:
    """Keep the amount paid this way on the quest (its reward counts it: ``wsh_paid``)."""
    if cost.get("more"):
        st.table.cards[uid].flags[extra_cost.PAID] = int(cost.get("resources", 0)) + x
